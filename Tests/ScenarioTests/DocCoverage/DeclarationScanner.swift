// Finds the declarations of a file that a module's users see: those at file
// scope or directly in a type or extension body (not in function bodies), with
// their modifiers, name (a function's with its argument labels), the type
// they belong to, the protocols that type declares, and their doc comment.

/// One declaration found in a source file.
struct Declaration {
    /// `func`, `var`, `let`, `init`, `subscript`, `case`, `class`, `struct`, `enum`, `protocol`,
    /// `typealias`, `associatedtype`, `extension` or `actor`.
    var keyword: String
    /// The name, with argument labels for functions, initialisers and subscripts: `size(for:fitting:)`.
    var name: String
    /// `public`, `override`, `static`... and the access written as `internal(set)` as `internal(set)`.
    var modifiers: Set<String>
    /// The explicit access level (`public`, `open`, `package`, `internal`, `fileprivate`, `private`), or nil.
    var access: String?
    /// The types and extensions it is nested in, outermost first.
    var scopes: [Scope]
    /// For types and extensions: the names after the colon (superclass first, then protocols).
    var inherited: [String]
    /// The doc comment's lines, or empty.
    var doc: [String]
    var file: String
    var line: Int
}

/// A type or extension body a declaration is in.
struct Scope {
    var keyword: String
    var name: String
    var access: String?
    var inherited: [String]
}

enum DeclarationScanner {
    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "subscript", "case", "class", "struct", "enum", "protocol",
        "typealias", "associatedtype", "extension", "actor",
    ]
    static let typeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]
    static let accessLevels: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]
    static let modifierWords: Set<String> = [
        "final", "static", "class", "override", "convenience", "required", "mutating", "nonmutating",
        "nonisolated", "lazy", "weak", "unowned", "dynamic", "indirect", "prefix", "postfix", "infix",
        "optional", "isolated", "consuming", "borrowing", "distributed",
    ]

    static func scan(_ source: String, file: String) -> [Declaration] {
        let lexed = SourceLexer.lex(source)
        let tokens = lexed.tokens
        var found: [Declaration] = []
        /// The open braces: a type or extension body, or something else (a function body, an accessor).
        var braces: [Scope?] = []
        var pendingScope: Scope?
        var nesting = 0  // parentheses and brackets at the current brace level
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch (token.kind, token.text) {
            case (.punctuation, "{"):
                braces.append(pendingScope)
                pendingScope = nil
                nesting = 0
            case (.punctuation, "}"):
                if !braces.isEmpty { braces.removeLast() }
            case (.punctuation, "("), (.punctuation, "["):
                nesting += 1
            case (.punctuation, ")"), (.punctuation, "]"):
                nesting = max(0, nesting - 1)
            case (.word, let word) where declarationKeywords.contains(word) && nesting == 0:
                let inTypeBodies = braces.allSatisfy { $0 != nil }
                if inTypeBodies, isDeclarationKeyword(at: index, in: tokens),
                    var declaration = declaration(at: index, in: tokens, docLines: lexed.docLines)
                {
                    declaration.scopes = braces.compactMap { $0 }
                    declaration.file = file
                    found.append(declaration)
                    if typeKeywords.contains(declaration.keyword) {
                        pendingScope = Scope(
                            keyword: declaration.keyword, name: declaration.name, access: declaration.access,
                            inherited: declaration.inherited)
                    }
                }
            default:
                break
            }
            index += 1
        }
        return found
    }

    /// Whether the keyword at `index` starts a declaration (not `.init`, not the `class` of `class func`,
    /// not a `case` of a `switch`).
    private static func isDeclarationKeyword(at index: Int, in tokens: [SourceToken]) -> Bool {
        if index > 0, tokens[index - 1].kind == .symbol, tokens[index - 1].text.hasSuffix(".") { return false }
        if tokens[index].text == "class", index + 1 < tokens.count,
            declarationKeywords.contains(tokens[index + 1].text) || modifierWords.contains(tokens[index + 1].text)
        {
            return false
        }
        return true
    }

    /// The declaration whose keyword is at `index`: its modifiers (read backwards), name and doc comment.
    private static func declaration(at index: Int, in tokens: [SourceToken], docLines: [Int: String]) -> Declaration? {
        let keyword = tokens[index].text
        var modifiers: Set<String> = []
        var access: String?
        var start = index
        var back = index - 1
        while back >= 0, tokens[back].line >= tokens[start].line - 1 {
            let token = tokens[back]
            if token.kind == .word, accessLevels.contains(token.text) || modifierWords.contains(token.text) {
                if accessLevels.contains(token.text) { access = access ?? token.text }
                modifiers.insert(token.text)
                start = back
                back -= 1
            } else if token.kind == .word, token.text.hasPrefix("@") {
                start = back
                back -= 1
            } else if token.text == ")", let open = matchingOpen(before: back, in: tokens), open > 0,
                tokens[open - 1].kind == .word,
                tokens[open - 1].text.hasPrefix("@") || accessLevels.contains(tokens[open - 1].text)
            {
                let word = tokens[open - 1].text
                if accessLevels.contains(word) { modifiers.insert("\(word)(set)") }
                start = open - 1
                back = open - 2
            } else {
                break
            }
        }
        // A word before the modifiers on the same statement (`case let`, `if let`) means no declaration.
        if back >= 0, tokens[back].line == tokens[start].line, tokens[back].kind == .word,
            !tokens[back].text.hasPrefix("#")
        {
            return nil
        }
        let (name, inherited) = nameAndInheritance(after: index, in: tokens)
        var doc: [String] = []
        var line = tokens[start].line - 1
        while let text = docLines[line] {
            doc.insert(text, at: 0)
            line -= 1
        }
        return Declaration(
            keyword: keyword, name: name, modifiers: modifiers, access: access, scopes: [],
            inherited: inherited, doc: doc, file: "", line: tokens[start].line)
    }

    private static func matchingOpen(before close: Int, in tokens: [SourceToken]) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 {
            if tokens[index].text == ")" { depth += 1 }
            if tokens[index].text == "(" {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }

    /// The declared name (with argument labels where it has parameters) and, for types, what it inherits.
    private static func nameAndInheritance(after index: Int, in tokens: [SourceToken]) -> (String, [String]) {
        let keyword = tokens[index].text
        var cursor = index + 1
        var name = keyword
        if keyword != "init" && keyword != "subscript", cursor < tokens.count {
            name = tokens[cursor].text
            cursor += 1
            // A dotted extension name (`extension Foo.Bar`).
            while keyword == "extension", cursor + 1 < tokens.count, tokens[cursor].text == "." {
                name += "." + tokens[cursor + 1].text
                cursor += 2
            }
        }
        if keyword == "func" || keyword == "init" || keyword == "subscript" {
            return (name + "(" + labels(from: cursor, in: tokens).map { $0 + ":" }.joined() + ")", [])
        }
        guard typeKeywords.contains(keyword) else { return (name, []) }
        var inherited: [String] = []
        var angle = 0
        var afterColon = false
        while cursor < tokens.count, tokens[cursor].text != "{", tokens[cursor].text != "where" {
            let token = tokens[cursor]
            if token.kind == .symbol {
                angle += token.text.filter { $0 == "<" }.count - token.text.filter { $0 == ">" }.count
            } else if token.text == ":" && angle == 0 {
                afterColon = true
            } else if afterColon, angle == 0, token.kind == .word, token.text != "any",
                cursor == 0 || tokens[cursor - 1].text != "."
            {
                inherited.append(token.text.hasPrefix("@") ? "" : token.text)
            }
            cursor += 1
        }
        return (name, inherited.filter { !$0.isEmpty })
    }

    /// The external argument labels of the parameter list starting at (or after generics from) `start`.
    private static func labels(from start: Int, in tokens: [SourceToken]) -> [String] {
        var cursor = start
        while cursor < tokens.count, tokens[cursor].text != "(" {
            if tokens[cursor].text == "{" { return [] }
            cursor += 1
        }
        var labels: [String] = []
        var depth = 0
        var expectingLabel = true
        while cursor < tokens.count {
            let token = tokens[cursor]
            if token.text == "(" || token.text == "[" {
                depth += 1
            } else if token.text == ")" || token.text == "]" {
                depth -= 1
                if depth == 0 { break }
            } else if depth == 1, token.text == "," {
                expectingLabel = true
            } else if depth == 1, expectingLabel, token.kind == .word, !token.text.hasPrefix("@") {
                labels.append(token.text)
                expectingLabel = false
            }
            cursor += 1
        }
        return labels
    }
}
