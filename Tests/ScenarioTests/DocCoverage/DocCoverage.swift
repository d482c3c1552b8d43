import Foundation

// The doc-coverage rule for the package's public API: every public or open
// declaration has a doc comment whose first line is a summary and which holds
// an example: a ``` code block, or a line with an inline one introduced by
// "e.g." (`/// e.g. `layout.zIndex = 1``). Overrides, required initialisers a superclass
// of the package declares, and implementations of protocol requirements
// (the package's own protocols and the standard ones below) inherit their docs.
// An enum case may share the example of its enum.

/// A public declaration that lacks a doc comment or an example.
struct DocGap: CustomStringConvertible {
    var file: String
    var line: Int
    var name: String
    /// "no doc comment", "no summary line" or "no example".
    var problem: String

    var description: String { "\(file):\(line): \(name): \(problem)" }
}

/// The declarations of a set of modules and the gaps in their documentation.
struct DocCoverage {
    private(set) var declarations: [Declaration] = []
    /// Type and extension declarations by name.
    private var types: [String: [Declaration]] = [:]
    /// Protocol requirements by protocol name.
    private var protocolMembers: [String: [Declaration]] = [:]

    /// Requirements of the standard library's and Foundation's protocols the package adopts.
    static let standardRequirements: [String: [String]] = [
        "Equatable": ["==(_:_:)"],
        "Hashable": ["hash(into:)", "hashValue", "==(_:_:)"],
        "Comparable": ["<(_:_:)", "<=(_:_:)", ">(_:_:)", ">=(_:_:)", "==(_:_:)"],
        "CustomStringConvertible": ["description"],
        "CustomDebugStringConvertible": ["debugDescription"],
        "LocalizedError": ["errorDescription", "failureReason", "recoverySuggestion", "helpAnswer"],
        "Sequence": ["makeIterator()", "underestimatedCount"],
        "IteratorProtocol": ["next()"],
        "Collection": ["startIndex", "endIndex", "index(after:)", "subscript()", "makeIterator()"],
        "BidirectionalCollection": ["index(before:)", "startIndex", "endIndex", "index(after:)", "subscript()"],
        "RandomAccessCollection": ["index(before:)", "startIndex", "endIndex", "index(after:)", "subscript()"],
        "MutableCollection": ["subscript()", "startIndex", "endIndex", "index(after:)"],
        "RawRepresentable": ["rawValue", "init(rawValue:)"],
        "OptionSet": ["rawValue", "init(rawValue:)", "init()"],
        "CaseIterable": ["allCases"],
        "ExpressibleByIntegerLiteral": ["init(integerLiteral:)"],
        "ExpressibleByFloatLiteral": ["init(floatLiteral:)"],
        "ExpressibleByStringLiteral": ["init(stringLiteral:)"],
        "ExpressibleByArrayLiteral": ["init(arrayLiteral:)"],
        "Encodable": ["encode(to:)"],
        "Decodable": ["init(from:)"],
        "Codable": ["encode(to:)", "init(from:)"],
        "Identifiable": ["id"],
    ]

    /// Reads every `.swift` file under each directory.
    init(directories: [URL]) throws {
        var found: [Declaration] = []
        for directory in directories {
            let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let source = try String(contentsOf: file, encoding: .utf8)
                let name = directory.lastPathComponent + "/" + file.path.dropFirst(directory.path.count + 1)
                found += DeclarationScanner.scan(source, file: name)
            }
        }
        declarations = found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        index()
    }

    init(source: String, file: String) {
        declarations = DeclarationScanner.scan(source, file: file)
        index()
    }

    private mutating func index() {
        types = Dictionary(grouping: declarations.filter { DeclarationScanner.typeKeywords.contains($0.keyword) }, by: \.name)
        protocolMembers = Dictionary(
            grouping: declarations.filter { $0.scopes.last?.keyword == "protocol" }, by: { $0.scopes.last!.name })
    }

    /// The public and open declarations (extensions themselves excluded: they are not symbols).
    var publicDeclarations: [Declaration] {
        let publicTypes = Set(
            declarations.filter { DeclarationScanner.typeKeywords.contains($0.keyword) && isPublic($0) }.map(\.name))
        let declaredTypes = Set(declarations.filter { DeclarationScanner.typeKeywords.contains($0.keyword) }.map(\.name))
        return declarations.filter { declaration in
            guard declaration.keyword != "extension", isPublic(declaration) else { return false }
            // Every enclosing type must be public too (an extension of a type from elsewhere counts as public).
            return declaration.scopes.allSatisfy { scope in
                scope.keyword == "extension"
                    ? publicTypes.contains(scope.name) || !declaredTypes.contains(scope.name)
                    : scope.access == "public" || scope.access == "open"
            }
        }
    }

    /// Whether the declaration is public or open where it stands.
    private func isPublic(_ declaration: Declaration) -> Bool {
        if let access = declaration.access { return access == "public" || access == "open" }
        guard let scope = declaration.scopes.last else { return false }
        switch scope.keyword {
        case "protocol": return scope.access == "public"
        case "enum": return declaration.keyword == "case" && (scope.access == "public" || scope.access == "open")
        case "extension": return scope.access == "public"
        default: return false
        }
    }

    /// The public declarations without a doc comment with a summary and an example.
    var gaps: [DocGap] {
        publicDeclarations.compactMap { declaration in
            if inheritsDocs(declaration) { return nil }
            let problem: String
            let text = declaration.doc.map { $0.trimmingCharacters(in: .whitespaces) }
            if text.isEmpty {
                problem = "no doc comment"
            } else if text[0].isEmpty || text[0].hasPrefix("```") || text[0].hasPrefix("-") {
                problem = "no summary line"
            } else if !Self.hasExample(text), !(declaration.keyword == "case" && enumHasExample(declaration))
            {
                problem = "no example"
            } else {
                return nil
            }
            let owner = declaration.scopes.map(\.name) + [declaration.name]
            return DocGap(
                file: declaration.file, line: declaration.line,
                name: "\(declaration.keyword) \(owner.joined(separator: "."))", problem: problem)
        }
    }

    /// Overrides, required initialisers of subclasses, and protocol requirement implementations.
    func inheritsDocs(_ declaration: Declaration) -> Bool {
        if declaration.modifiers.contains("override") { return true }
        guard let scope = declaration.scopes.last else { return false }
        if declaration.keyword == "init", declaration.modifiers.contains("required"),
            let superclass = inheritance(of: scope.name).first, isDeclared(superclass, as: "class")
        {
            return true
        }
        let adopted = scope.keyword == "protocol" ? [] : inheritance(of: scope.name) + (scope.keyword == "extension" && isDeclared(scope.name, as: "protocol") ? [scope.name] : [])
        let key = requirementKey(declaration)
        return requirements(of: adopted).contains(key)
    }

    private func isDeclared(_ name: String, as keyword: String) -> Bool {
        types[name]?.contains { $0.keyword == keyword } ?? false
    }

    /// Everything a type inherits, from its declaration and its extensions.
    private func inheritance(of type: String) -> [String] {
        (types[type] ?? []).sorted { ($0.keyword == "extension" ? 1 : 0) < ($1.keyword == "extension" ? 1 : 0) }
            .flatMap(\.inherited)
    }

    /// The requirement keys of these protocols and the protocols and classes they inherit from.
    private func requirements(of names: [String]) -> Set<String> {
        var keys: Set<String> = []
        var seen: Set<String> = []
        var queue = names
        while let name = queue.popLast() {
            guard seen.insert(name).inserted else { continue }
            keys.formUnion(Self.standardRequirements[name] ?? [])
            keys.formUnion((protocolMembers[name] ?? []).map(requirementKey))
            queue += inheritance(of: name)
        }
        return keys
    }

    /// A function's name with labels (`size(for:fitting:)`); a subscript's `subscript()`; else the name.
    private func requirementKey(_ declaration: Declaration) -> String {
        if declaration.keyword == "subscript" { return "subscript()" }
        if ["==", "<", "<=", ">", ">="].contains(declaration.name.prefix { $0 != "(" }) {
            return declaration.name.prefix { $0 != "(" } + "(_:_:)"
        }
        return declaration.name
    }

    /// A ``` code block, or an inline one introduced by "e.g.": "e.g. `layout.zIndex = 1`".
    static func hasExample(_ doc: [String]) -> Bool {
        doc.contains { line in
            line.trimmingCharacters(in: .whitespaces).hasPrefix("```") || line.contains("e.g. `")
        }
    }

    private func enumHasExample(_ declaration: Declaration) -> Bool {
        guard let scope = declaration.scopes.last else { return false }
        return (types[scope.name] ?? []).contains { $0.keyword == "enum" && Self.hasExample($0.doc) }
    }
}
