/// Why an OpenType/TrueType file could not be read.
///
/// Every case names the table and the byte offset involved, so the message points at the fault.
///
/// ```swift
/// do { _ = try OpenTypeMetrics(data: Data([0, 1])) }
/// catch { print(error) }   // table directory: reading 4 bytes at offset 0 runs past its end (length 2)
/// ```
public enum OpenTypeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A read of `count` bytes at `offset` (relative to the table's start) runs past the table's end.
    case truncated(table: String, offset: Int, count: Int, tableLength: Int)
    /// The file does not start with a TrueType (0x00010000, 'true') or CFF ('OTTO') signature.
    case notAFont(signature: UInt32)
    /// The file is a font collection ('ttcf'); load one face's data instead.
    case fontCollection
    /// A table the metrics need is absent from the table directory.
    case missingTable(String)
    /// A directory entry points outside the file.
    case tableOutOfBounds(table: String, offset: Int, length: Int, fileSize: Int)
    /// A field holds a value the specification does not allow.
    case invalidValue(table: String, field: String, offset: Int, value: Int)
    /// The `cmap` table has no Unicode subtable in format 4 or 12.
    case noUnicodeCharacterMap

    public var description: String {
        switch self {
        case let .truncated(table, offset, count, length):
            return "\(table): reading \(count) bytes at offset \(offset) runs past its end (length \(length))"
        case let .notAFont(signature):
            let hex = String(signature, radix: 16, uppercase: true)
            return "table directory: signature 0x\(hex) at offset 0 is not a TrueType or OpenType font"
        case .fontCollection:
            return "table directory: the file is a font collection ('ttcf'); pass the data of a single font"
        case let .missingTable(tag):
            return "table directory: required table '\(tag)' is missing"
        case let .tableOutOfBounds(table, offset, length, fileSize):
            return "table directory: table '\(table)' at offset \(offset) with length \(length) "
                + "lies outside the file (\(fileSize) bytes)"
        case let .invalidValue(table, field, offset, value):
            return "\(table): field \(field) at offset \(offset) has invalid value \(value)"
        case .noUnicodeCharacterMap:
            return "cmap: no Unicode subtable (platform 0 or 3) in format 4 or 12"
        }
    }
}
