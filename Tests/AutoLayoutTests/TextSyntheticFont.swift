import Foundation

/// A tiny TrueType file assembled byte by byte, so loader tests need no system fonts.
///
/// Glyph 0 is .notdef; `mapping` assigns code point ranges to glyphs. Tables are laid out in
/// tag order (OS/2, cmap, head, hhea, hmtx, maxp, name), each padded to 4 bytes.
struct SyntheticFont {
    var unitsPerEm: UInt16 = 1000
    var ascender: Int16 = 800
    var descender: Int16 = -200
    var lineGap: Int16 = 100
    /// Advances of glyphs 0..<advances.count (numberOfHMetrics = advances.count).
    var advances: [UInt16] = [500, 600, 700, 800]
    /// Glyph count; glyphs past `advances` repeat its last value.
    var glyphCount: UInt16 = 6
    var numberOfHMetrics: UInt16? = nil
    /// Code point ranges and the glyph of each range's first code point.
    var mapping: [(first: UInt32, last: UInt32, glyph: UInt32)] = [(0x41, 0x43, 1), (0x5A, 0x5A, 4), (0x1F600, 0x1F600, 5)]
    /// 4 or 12. Format 4 cannot hold code points above U+FFFF; those ranges are skipped.
    var cmapFormat = 12
    /// Format 4 only: map through the glyph id array (idRangeOffset) instead of idDelta.
    var useGlyphIdArray = false
    var cmapPlatform: (platform: UInt16, encoding: UInt16) = (3, 10)
    var name: String? = "TestSans-Regular"
    /// OS/2 typographic metrics and whether USE_TYPO_METRICS is set.
    var typoMetrics: (ascender: Int16, descender: Int16, lineGap: Int16, use: Bool)? = nil
    var omit: Set<String> = []

    func data() -> Data {
        var tables: [(tag: String, bytes: [UInt8])] = []
        if let typo = typoMetrics { tables.append(("OS/2", os2(typo))) }
        tables += [("cmap", cmap()), ("head", head()), ("hhea", hhea()), ("hmtx", hmtx()), ("maxp", maxp())]
        if let name { tables.append(("name", nameTable(name))) }
        tables.removeAll { omit.contains($0.tag) }
        var file = Bytes()
        file.u32(0x0001_0000); file.u16(UInt16(tables.count)); file.u16(0); file.u16(0); file.u16(0)
        var offset = 12 + 16 * tables.count
        for table in tables {
            file.bytes += Array(table.tag.utf8)
            file.u32(0); file.u32(UInt32(offset)); file.u32(UInt32(table.bytes.count))
            offset += (table.bytes.count + 3) / 4 * 4
        }
        for table in tables {
            file.bytes += table.bytes + Array(repeating: 0, count: (4 - table.bytes.count % 4) % 4)
        }
        return Data(file.bytes)
    }

    /// Byte offset of `tag`'s table in `data()`.
    func offset(of tag: String) -> Int {
        let bytes = [UInt8](data())
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for index in 0..<count where String(decoding: bytes[(12 + 16 * index)..<(16 + 16 * index)], as: UTF8.self) == tag {
            let at = 12 + 16 * index + 8
            return bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        return -1
    }

    private func head() -> [UInt8] {
        var b = Bytes()
        b.u32(0x0001_0000); b.u32(0x0001_0000); b.u32(0); b.u32(0x5F0F_3CF5)
        b.u16(0); b.u16(unitsPerEm)
        b.bytes += Array(repeating: 0, count: 54 - b.bytes.count)
        return b.bytes
    }

    private func hhea() -> [UInt8] {
        var b = Bytes()
        b.u32(0x0001_0000); b.i16(ascender); b.i16(descender); b.i16(lineGap)
        b.bytes += Array(repeating: 0, count: 34 - b.bytes.count)
        b.u16(numberOfHMetrics ?? UInt16(advances.count))
        return b.bytes
    }

    private func maxp() -> [UInt8] {
        var b = Bytes()
        b.u32(0x0000_5000); b.u16(glyphCount)
        return b.bytes
    }

    private func hmtx() -> [UInt8] {
        var b = Bytes()
        for advance in advances { b.u16(advance); b.u16(0) }
        for _ in advances.count..<max(advances.count, Int(glyphCount)) { b.u16(0) }
        return b.bytes
    }

    private func cmap() -> [UInt8] {
        var b = Bytes()
        b.u16(0); b.u16(1); b.u16(cmapPlatform.platform); b.u16(cmapPlatform.encoding); b.u32(12)
        if cmapFormat == 12 {
            b.u16(12); b.u16(0); b.u32(UInt32(16 + 12 * mapping.count)); b.u32(0); b.u32(UInt32(mapping.count))
            for range in mapping { b.u32(range.first); b.u32(range.last); b.u32(range.glyph) }
            return b.bytes
        }
        let ranges = mapping.filter { $0.last <= 0xFFFE } + [(0xFFFF, 0xFFFF, 0)]
        let segments = ranges.count
        var glyphArray: [UInt16] = []
        var sub = Bytes()
        sub.u16(4); sub.u16(0); sub.u16(0)
        sub.u16(UInt16(segments * 2)); sub.u16(0); sub.u16(0); sub.u16(0)
        for range in ranges { sub.u16(UInt16(range.last)) }
        sub.u16(0)
        for range in ranges { sub.u16(UInt16(range.first)) }
        for range in ranges {
            let delta = (Int(range.glyph) - Int(range.first)) & 0xFFFF
            sub.u16(useGlyphIdArray && range.first != 0xFFFF ? 0 : UInt16(delta))
        }
        for (index, range) in ranges.enumerated() {
            if useGlyphIdArray && range.first != 0xFFFF {
                // Distance from this idRangeOffset word to the range's first glyph id array entry.
                sub.u16(UInt16((segments - index + glyphArray.count) * 2))
                glyphArray += (range.first...range.last).map { UInt16(range.glyph + $0 - range.first) }
            } else {
                sub.u16(0)
            }
        }
        for glyph in glyphArray { sub.u16(glyph) }
        sub.bytes[2] = UInt8(sub.bytes.count >> 8); sub.bytes[3] = UInt8(sub.bytes.count & 0xFF)
        return b.bytes + sub.bytes
    }

    private func os2(_ typo: (ascender: Int16, descender: Int16, lineGap: Int16, use: Bool)) -> [UInt8] {
        var b = Bytes()
        b.u16(4)
        b.bytes += Array(repeating: 0, count: 62 - b.bytes.count)
        b.u16(typo.use ? 0x80 : 0x40)
        b.bytes += Array(repeating: 0, count: 68 - b.bytes.count)
        b.i16(typo.ascender); b.i16(typo.descender); b.i16(typo.lineGap)
        b.bytes += Array(repeating: 0, count: 78 - b.bytes.count)
        return b.bytes
    }

    private func nameTable(_ name: String) -> [UInt8] {
        let utf16 = Array(name.utf16)
        var b = Bytes()
        b.u16(0); b.u16(1); b.u16(6 + 12)
        b.u16(3); b.u16(1); b.u16(0x409); b.u16(6); b.u16(UInt16(utf16.count * 2)); b.u16(0)
        for unit in utf16 { b.u16(unit) }
        return b.bytes
    }
}

/// Big-endian byte appender.
struct Bytes {
    var bytes: [UInt8] = []
    mutating func u16(_ value: UInt16) { bytes += [UInt8(value >> 8), UInt8(value & 0xFF)] }
    mutating func i16(_ value: Int16) { u16(UInt16(bitPattern: value)) }
    mutating func u32(_ value: UInt32) { u16(UInt16(value >> 16)); u16(UInt16(value & 0xFFFF)) }
}
