import Foundation

/// A strict JSON (RFC 8259) reader for scene files: no trailing commas, no
/// comments, no duplicate keys, no numbers beyond a Double's range, nesting at
/// most ``maximumDepth`` deep. An error names the line and column.
///
/// ```swift
/// try JSONParser.parse(Data(#"{"a": [1, 2]}"#.utf8))   // .object(["a": .array([.number(1), .number(2)])])
/// ```
struct JSONParser {
    /// How deep arrays and objects may nest (a scene needs 4).
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0

    private init(_ data: Data) {
        bytes = Array(data)
        // A UTF-8 byte order mark is allowed before the value.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The value `data` holds, or a `SceneError` at `$` saying what is wrong and where.
    static func parse(_ data: Data) throws(SceneError) -> JSONValue {
        var parser = JSONParser(data)
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.failure("unexpected text after the value") }
        return value
    }

    private func failure(_ what: String, at offset: Int? = nil) -> SceneError {
        let at = min(offset ?? index, bytes.count)
        let lineStart = bytes[..<at].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let line = bytes[..<at].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let column = String(decoding: bytes[lineStart..<at], as: UTF8.self).count + 1
        let place = at == bytes.count ? "at the end of the text (line \(line), column \(column))" : "at line \(line), column \(column)"
        return SceneError(path: "$", message: "the text is not valid JSON: \(what) \(place)")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func value(depth: Int) throws(SceneError) -> JSONValue {
        skipWhitespace()
        guard let c = current else { throw failure("expected a value") }
        switch c {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("expected a value, found '\(Self.show(c))'")
        }
    }

    private static func show(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }

    private mutating func literal(_ word: String) throws(SceneError) {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<(index + expected.count)]) == expected else {
            throw failure("expected a value")
        }
        index += expected.count
    }

    private mutating func object(depth: Int) throws(SceneError) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw failure("arrays and objects nest more than \(Self.maximumDepth) deep") }
        index += 1
        var fields: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(fields) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes") }
            let keyStart = index
            let key = try string()
            guard fields[key] == nil else { throw failure("the key \"\(key)\" appears twice in one object", at: keyStart) }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the key \"\(key)\"") }
            index += 1
            fields[key] = try value(depth: depth)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                let comma = index
                index += 1
                skipWhitespace()
                if current == UInt8(ascii: "}") { throw failure("a trailing comma before '}'", at: comma) }
            case UInt8(ascii: "}"): index += 1; return .object(fields)
            default: throw failure("expected ',' or '}' in an object")
            }
        }
    }

    private mutating func array(depth: Int) throws(SceneError) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw failure("arrays and objects nest more than \(Self.maximumDepth) deep") }
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            items.append(try value(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                let comma = index
                index += 1
                skipWhitespace()
                if current == UInt8(ascii: "]") { throw failure("a trailing comma before ']'", at: comma) }
            case UInt8(ascii: "]"): index += 1; return .array(items)
            default: throw failure("expected ',' or ']' in an array")
            }
        }
    }

    private mutating func string() throws(SceneError) -> String {
        let start = index
        index += 1
        var out: [UInt8] = []
        while true {
            guard let c = current else { throw failure("a string is not closed", at: start) }
            index += 1
            switch c {
            case UInt8(ascii: "\""):
                guard let s = String(validating: out, as: UTF8.self) else {
                    throw failure("a string is not valid UTF-8", at: start)
                }
                return s
            case UInt8(ascii: "\\"):
                guard let e = current else { throw failure("a string is not closed", at: start) }
                index += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"): out += Array(String(try unicodeEscape()).utf8)
                default: throw failure("unknown escape '\\\(Self.show(e))' in a string", at: index - 2)
                }
            case 0..<0x20:
                throw failure("a control character in a string (write it as an escape such as \\n)", at: index - 1)
            default:
                out.append(c)
            }
        }
    }

    /// After `\u`: four hex digits, or a surrogate pair written as two escapes.
    private mutating func unicodeEscape() throws(SceneError) -> Character {
        let start = index - 2
        let high = try hex4()
        if (0xD800..<0xDC00).contains(high) {
            guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw failure("a lone surrogate \\u escape", at: start)
            }
            index += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low), let scalar = Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00)) else {
                throw failure("a lone surrogate \\u escape", at: start)
            }
            return Character(scalar)
        }
        guard let scalar = Unicode.Scalar(high) else { throw failure("a lone surrogate \\u escape", at: start) }
        return Character(scalar)
    }

    private mutating func hex4() throws(SceneError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw failure("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Int(String(UnicodeScalar(bytes[index])), radix: 16) else {
                throw failure("expected four hex digits after \\u")
            }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, within a Double's range.
    private mutating func number() throws(SceneError) -> Double {
        let start = index
        func digits(_ p: inout JSONParser) -> Int {
            let from = p.index
            while let c = p.current, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { p.index += 1 }
            return p.index - from
        }
        if current == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw failure("expected a digit after '-'") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw failure("a number with a leading zero", at: integerStart)
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw failure("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw failure("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let n = Double(text), n.isFinite else { throw failure("the number \(text) is out of range", at: start) }
        return n
    }
}
