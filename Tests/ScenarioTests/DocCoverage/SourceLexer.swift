// Splits Swift source into the tokens the doc-coverage scan reads (words,
// punctuation, operator runs, strings as one token) and the doc comments
// (`///` lines and `/** */` blocks) by line. Comments and string contents
// never become tokens, so braces and keywords in them are not counted.

/// One token of Swift source and the (1-based) line it starts on.
struct SourceToken: Equatable {
    enum Kind: Equatable {
        /// An identifier, keyword, number, `@attribute` or `#directive`.
        case word
        /// One of `{ } ( ) [ ] , : ;`.
        case punctuation
        /// A run of operator characters (`==`, `<`, `->`, `.`, `?`).
        case symbol
        /// A whole string literal, interpolations included.
        case string
    }

    var kind: Kind
    var text: String
    var line: Int
}

/// The tokens of one file and its doc-comment text by line.
struct LexedSource {
    var tokens: [SourceToken] = []
    /// Lines holding only a doc comment (or part of a `/** */` block), with its text.
    var docLines: [Int: String] = [:]
}

enum SourceLexer {
    private static let operatorCharacters = Set("+-*/%=<>!&|^~?.".utf8)
    private static let punctuationCharacters = Set("{}()[],:;".utf8)

    static func lex(_ source: String) -> LexedSource {
        var reader = Reader(bytes: Array(source.utf8))
        var result = LexedSource()
        lexCode(&reader, into: &result, interpolation: false)
        return result
    }

    /// Reads code until the end, or, inside an interpolation, until its closing parenthesis.
    private static func lexCode(_ reader: inout Reader, into result: inout LexedSource, interpolation: Bool) {
        var parentheses = 0
        while let byte = reader.peek() {
            let line = reader.line
            if byte == UInt8(ascii: "/"), reader.peek(1) == UInt8(ascii: "/") {
                let onlyThing = reader.lineIsBlankBefore()
                let text = reader.readLine()
                if onlyThing, text.hasPrefix("///") { result.docLines[line] = String(text.dropFirst(3)) }
            } else if byte == UInt8(ascii: "/"), reader.peek(1) == UInt8(ascii: "*") {
                let isDoc = reader.peek(2) == UInt8(ascii: "*") && reader.peek(3) != UInt8(ascii: "/")
                let text = reader.readBlockComment()
                if isDoc {
                    for (offset, part) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                        result.docLines[line + offset] = String(part)
                    }
                }
            } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && reader.startsRawString()) {
                lexString(&reader, into: &result)
            } else if isWordStart(byte) || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#")
                || byte == UInt8(ascii: "`")
            {
                result.tokens.append(SourceToken(kind: .word, text: reader.readWord(), line: line))
            } else if punctuationCharacters.contains(byte) {
                reader.advance()
                if interpolation, byte == UInt8(ascii: "(") { parentheses += 1 }
                if interpolation, byte == UInt8(ascii: ")") {
                    if parentheses == 0 { return }
                    parentheses -= 1
                }
                result.tokens.append(SourceToken(kind: .punctuation, text: String(UnicodeScalar(byte)), line: line))
            } else if operatorCharacters.contains(byte) {
                var text = ""
                while let next = reader.peek(), operatorCharacters.contains(next),
                    !(next == UInt8(ascii: "/") && (reader.peek(1) == UInt8(ascii: "/") || reader.peek(1) == UInt8(ascii: "*")))
                {
                    text.append(Character(UnicodeScalar(next)))
                    reader.advance()
                }
                result.tokens.append(SourceToken(kind: .symbol, text: text, line: line))
            } else {
                reader.advance()
            }
        }
    }

    /// Reads a string literal (`"`, `"""`, `#"`...), lexing its interpolations as code, into one token.
    private static func lexString(_ reader: inout Reader, into result: inout LexedSource) {
        let line = reader.line
        var hashes = 0
        while reader.peek() == UInt8(ascii: "#") {
            hashes += 1
            reader.advance()
        }
        let multiline = reader.peek(1) == UInt8(ascii: "\"") && reader.peek(2) == UInt8(ascii: "\"")
        reader.advance(multiline ? 3 : 1)
        result.tokens.append(SourceToken(kind: .string, text: "\"\"", line: line))
        while let byte = reader.peek() {
            if byte == UInt8(ascii: "\\"), reader.hashes(from: 1) == hashes {
                reader.advance(1 + hashes)
                if reader.peek() == UInt8(ascii: "(") {
                    reader.advance()
                    var inner = LexedSource()
                    lexCode(&reader, into: &inner, interpolation: true)
                } else {
                    reader.advance()
                }
            } else if byte == UInt8(ascii: "\""),
                !multiline || (reader.peek(1) == UInt8(ascii: "\"") && reader.peek(2) == UInt8(ascii: "\"")),
                reader.hashes(from: multiline ? 3 : 1) == hashes
            {
                reader.advance((multiline ? 3 : 1) + hashes)
                return
            } else {
                reader.advance()
            }
        }
    }

    private static func isWordStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
    }

    /// A cursor over the bytes of a file that counts lines.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        func peek(_ ahead: Int = 0) -> UInt8? {
            index + ahead < bytes.count ? bytes[index + ahead] : nil
        }

        mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where index < bytes.count {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }

        /// How many `#` follow the cursor at `offset`.
        func hashes(from offset: Int) -> Int {
            var count = 0
            while peek(offset + count) == UInt8(ascii: "#") { count += 1 }
            return count
        }

        /// Whether `#`s at the cursor open a raw string.
        func startsRawString() -> Bool { peek(hashes(from: 0)) == UInt8(ascii: "\"") }

        /// Whether only spaces precede the cursor on its line.
        func lineIsBlankBefore() -> Bool {
            var back = index - 1
            while back >= 0, bytes[back] != UInt8(ascii: "\n") {
                if bytes[back] != UInt8(ascii: " ") && bytes[back] != UInt8(ascii: "\t") { return false }
                back -= 1
            }
            return true
        }

        /// The rest of the line (not its newline).
        mutating func readLine() -> String {
            let start = index
            while let byte = peek(), byte != UInt8(ascii: "\n") { advance() }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// A (nested) block comment, markers included.
        mutating func readBlockComment() -> String {
            let start = index
            var depth = 0
            repeat {
                if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    advance(2)
                } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    advance(2)
                } else {
                    advance()
                }
            } while depth > 0 && index < bytes.count
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// An identifier with its `@`, `#` or backticks.
        mutating func readWord() -> String {
            let start = index
            if peek() == UInt8(ascii: "`") {
                advance()
                while let byte = peek(), byte != UInt8(ascii: "`"), byte != UInt8(ascii: "\n") { advance() }
                advance()
                return String(decoding: bytes[(start + 1)..<(index - 1)], as: UTF8.self)
            }
            advance()
            while let byte = peek(), SourceLexer.isWordStart(byte) { advance() }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
    }
}
