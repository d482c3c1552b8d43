/// The two checksums PNG files need: CRC-32 (ISO 3309, as PNG chunks use it)
/// and zlib's Adler-32.
///
/// ```swift
/// Checksums.crc32(Array("IEND".utf8))       // 0xAE426082
/// Checksums.adler32(Array("Wikipedia".utf8)) // 0x11E60398
/// ```
public enum Checksums {
    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// CRC-32 of `bytes`, continuing from `crc` (0 to start).
    /// e.g. `Checksums.crc32(Array("IEND".utf8))   // 0xAE426082`
    public static func crc32(_ bytes: some Sequence<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
        var c = crc ^ 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    /// Adler-32 of `bytes`.
    /// e.g. `Checksums.adler32(Array("Wikipedia".utf8))   // 0x11E60398`
    public static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            // 5552 bytes keep the sums below 2^32 before the modulo.
            let end = min(index + 5552, bytes.count)
            for i in index..<end {
                a &+= UInt32(bytes[i])
                b &+= a
            }
            a %= 65521
            b %= 65521
            index = end
        }
        return b << 16 | a
    }
}
