/// The table directory at the start of an sfnt (TrueType/OpenType) file.
///
/// Entries are kept in file order and looked up linearly, so the first entry wins if a tag repeats.
package struct OpenTypeDirectory: Sendable {
    package struct Entry: Sendable {
        package let tag: String
        package let offset: Int
        package let length: Int
    }

    package let bytes: [UInt8]
    package let entries: [Entry]

    package init(bytes: [UInt8]) throws(OpenTypeError) {
        let header = OpenTypeTable(tag: "table directory", bytes: bytes, start: 0, length: bytes.count)
        let signature = try header.uint32(at: 0)
        switch signature {
        case 0x0001_0000, 0x7472_7565 /* 'true' */, 0x4F54_544F /* 'OTTO' */: break
        case 0x7474_6366 /* 'ttcf' */: throw .fontCollection
        default: throw .notAFont(signature: signature)
        }
        let count = Int(try header.uint16(at: 4))
        try header.check(12, count: count * 16)
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        for index in 0..<count {
            let record = 12 + index * 16
            let tag = Self.tagName(try header.uint32(at: record))
            let offset = Int(try header.uint32(at: record + 8))
            let length = Int(try header.uint32(at: record + 12))
            entries.append(Entry(tag: tag, offset: offset, length: length))
        }
        self.bytes = bytes
        self.entries = entries
    }

    /// The table with `tag`, or `nil` if the directory has none.
    /// Throws if the entry points outside the file.
    package func optionalTable(_ tag: String) throws(OpenTypeError) -> OpenTypeTable? {
        guard let entry = entries.first(where: { $0.tag == tag }) else { return nil }
        guard entry.offset <= bytes.count, entry.length <= bytes.count - entry.offset else {
            throw .tableOutOfBounds(table: tag, offset: entry.offset, length: entry.length, fileSize: bytes.count)
        }
        return OpenTypeTable(tag: tag, bytes: bytes, start: entry.offset, length: entry.length)
    }

    /// The table with `tag`; throws `.missingTable` if absent.
    package func table(_ tag: String) throws(OpenTypeError) -> OpenTypeTable {
        guard let table = try optionalTable(tag) else { throw .missingTable(tag) }
        return table
    }

    /// Four big-endian bytes as text; bytes outside printable ASCII are shown as `\xNN`.
    static func tagName(_ value: UInt32) -> String {
        var name = ""
        for shift in stride(from: 24, through: 0, by: -8) {
            let byte = UInt8(truncatingIfNeeded: value >> UInt32(shift))
            if (0x20...0x7E).contains(byte) {
                name.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                name += "\\x" + String(byte, radix: 16, uppercase: true)
            }
        }
        return name
    }
}
