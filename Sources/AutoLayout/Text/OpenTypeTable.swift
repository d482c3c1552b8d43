/// A bounds-checked, big-endian view of one table inside a font file.
///
/// Every read checks `offset` against the table's own length, so a corrupt offset becomes an
/// `OpenTypeError.truncated` naming the table instead of a crash.
package struct OpenTypeTable: Sendable {
    /// The table's tag ("head", "cmap", ...) or a description such as "table directory".
    package let tag: String
    /// The whole file; shared, never copied.
    package let bytes: [UInt8]
    /// Absolute offset of the table's first byte.
    package let start: Int
    /// Number of bytes in the table.
    package let length: Int

    /// Throws unless `count` bytes starting at `offset` lie inside the table.
    package func check(_ offset: Int, count: Int) throws(OpenTypeError) {
        guard offset >= 0, count >= 0, offset <= length, count <= length - offset else {
            throw .truncated(table: tag, offset: offset, count: count, tableLength: length)
        }
    }

    package func uint8(at offset: Int) throws(OpenTypeError) -> UInt8 {
        try check(offset, count: 1)
        return bytes[start + offset]
    }

    package func uint16(at offset: Int) throws(OpenTypeError) -> UInt16 {
        try check(offset, count: 2)
        let i = start + offset
        return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
    }

    package func int16(at offset: Int) throws(OpenTypeError) -> Int16 {
        Int16(bitPattern: try uint16(at: offset))
    }

    package func uint32(at offset: Int) throws(OpenTypeError) -> UInt32 {
        try check(offset, count: 4)
        let i = start + offset
        return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    /// The raw bytes of a range inside the table.
    package func slice(at offset: Int, count: Int) throws(OpenTypeError) -> ArraySlice<UInt8> {
        try check(offset, count: count)
        return bytes[(start + offset)..<(start + offset + count)]
    }

    /// A field-value error located at `offset` inside this table.
    package func invalid(_ field: String, at offset: Int, _ value: some BinaryInteger) -> OpenTypeError {
        .invalidValue(table: tag, field: field, offset: offset, value: Int(value))
    }
}
