import AutoLayout
import Foundation

/// A parsed JSON value, for reading scene files with exact error paths and
/// writing them back deterministically.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses JSON text strictly (see ``JSONParser``); an error names the line and column.
    static func parse(_ data: Data) throws(SceneError) -> JSONValue {
        try JSONParser.parse(data)
    }

    /// What a person would call the value's type, for "expected ..., found ..." messages.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Pretty JSON: two-space indent, keys in `keyOrder` first then sorted,
    /// short arrays of numbers on one line. The same value, the same text.
    func text(indent: String = "", keyOrder: [String] = []) -> String {
        switch self {
        case .null: return "null"
        case let .bool(b): return b ? "true" : "false"
        case let .number(n): return Self.number(n)
        case let .string(s): return Self.quoted(s)
        case let .array(items):
            if items.isEmpty { return "[]" }
            let allNumbers = items.allSatisfy { if case .number = $0 { true } else { false } }
            let oneString = items.count == 1 && { if case .string = items[0] { true } else { false } }()
            if allNumbers || oneString {
                return "[" + items.map { $0.text() }.joined(separator: ", ") + "]"
            }
            let inner = indent + "  "
            return "[\n" + items.map { inner + $0.text(indent: inner, keyOrder: keyOrder) }.joined(separator: ",\n")
                + "\n" + indent + "]"
        case let .object(fields):
            if fields.isEmpty { return "{}" }
            let inner = indent + "  "
            let keys = keyOrder.filter { fields[$0] != nil } + fields.keys.filter { !keyOrder.contains($0) }.sorted()
            return "{\n" + keys.map { inner + Self.quoted($0) + ": " + fields[$0]!.text(indent: inner, keyOrder: keyOrder) }
                .joined(separator: ",\n") + "\n" + indent + "}"
        }
    }

    static func number(_ n: Double) -> String {
        if n == n.rounded(), abs(n) < 1e15 { return String(Int(n)) }
        return String(n)
    }

    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
