/// Encodes a ``Bitmap`` as a PNG file: 8-bit RGBA, no interlacing, filter
/// type 0 on every row, IHDR + one IDAT + IEND. The same bitmap always gives
/// the same bytes.
///
/// ```swift
/// let bytes = PNGEncoder.encode(Rasterizer.bitmap(for: drawing, scale: 2))
/// try Data(bytes).write(to: URL(fileURLWithPath: "layout.png"))
/// ```
public enum PNGEncoder {
    /// The eight bytes every PNG file starts with.
    /// e.g. `Array(png.prefix(8)) == PNGEncoder.signature   // a PNG file`
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG bytes of `bitmap`; `.fixedHuffman` compresses, `.stored` does not.
    /// e.g. `try Data(PNGEncoder.encode(Rasterizer.bitmap(for: drawing, scale: 2))).write(to: url)`
    public static func encode(_ bitmap: Bitmap, compression: Deflate.Mode = .fixedHuffman) -> [UInt8] {
        var header: [UInt8] = []
        header += bigEndian(UInt32(bitmap.width)) + bigEndian(UInt32(bitmap.height))
        header += [8, 6, 0, 0, 0]   // depth 8, RGBA, deflate, adaptive filters, no interlace
        let rowBytes = bitmap.width * 4
        var raw: [UInt8] = []
        raw.reserveCapacity((rowBytes + 1) * bitmap.height)
        for y in 0..<bitmap.height {
            raw.append(0)
            raw += bitmap.pixels[(y * rowBytes)..<((y + 1) * rowBytes)]
        }
        var out = signature
        out += chunk("IHDR", header)
        out += chunk("IDAT", Deflate.zlib(raw, mode: compression, rowLength: rowBytes + 1))
        out += chunk("IEND", [])
        return out
    }

    /// length, type, data, CRC of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data
            + bigEndian(Checksums.crc32(data, continuing: Checksums.crc32(typeBytes)))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
