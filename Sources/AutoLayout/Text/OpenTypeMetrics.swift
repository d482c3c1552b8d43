import Foundation

/// Horizontal metrics read from a TrueType or OpenType font file.
///
/// Reads `head` (unitsPerEm), `hhea` (ascender, descender, line gap), `maxp` (glyph count),
/// `hmtx` (advances), `cmap` (formats 4 and 12) and, when present, `OS/2` and `name`.
/// When `OS/2` sets USE_TYPO_METRICS (fsSelection bit 7) its typographic ascender, descender
/// and line gap replace `hhea`'s, as the OpenType specification recommends.
/// Table checksums are not verified. Every read is bounds-checked: a malformed file throws an
/// `OpenTypeError` that names the table and offset.
///
/// ```swift
/// let data = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf"))
/// let metrics = try OpenTypeMetrics(data: data)
/// metrics.advance(for: "A")   // 1366.0 (font units; unitsPerEm 2048)
/// ```
public struct OpenTypeMetrics: FontMetrics {
    public let name: String
    public let unitsPerEm: Double
    public let ascender: Double
    public let descender: Double
    public let lineGap: Double
    /// The number of glyphs in the font (`maxp.numGlyphs`).
    /// e.g. `try OpenTypeMetrics(data: Data(contentsOf: url)).glyphCount`
    public let glyphCount: Int
    /// Advance widths of glyphs 0..<numberOfHMetrics; later glyphs repeat the last one.
    let advances: [UInt16]
    let characterMap: OpenTypeCharacterMap
    /// The parsed table directory, holding the file's bytes, so a renderer can read the glyph
    /// outlines of the same file the metrics came from.
    package let directory: OpenTypeDirectory

    /// Parses the font in `data`.
    ///
    /// ```swift
    /// let metrics = try OpenTypeMetrics(data: fontData)
    /// ```
    public init(data: Data) throws(OpenTypeError) {
        try self.init(directory: OpenTypeDirectory(bytes: Array(data)), data: data)
    }

    private init(directory: OpenTypeDirectory, data: Data) throws(OpenTypeError) {
        let head = try directory.table("head")
        let magic = try head.uint32(at: 12)
        guard magic == 0x5F0F_3CF5 else { throw head.invalid("magicNumber", at: 12, magic) }
        let unitsPerEm = try head.uint16(at: 18)
        guard (16...16384).contains(unitsPerEm) else { throw head.invalid("unitsPerEm", at: 18, unitsPerEm) }

        let maxp = try directory.table("maxp")
        let glyphCount = Int(try maxp.uint16(at: 4))
        guard glyphCount > 0 else { throw maxp.invalid("numGlyphs", at: 4, glyphCount) }

        let hhea = try directory.table("hhea")
        var ascender = Double(try hhea.int16(at: 4))
        var descender = Double(try hhea.int16(at: 6))
        var lineGap = Double(try hhea.int16(at: 8))
        let metricCount = Int(try hhea.uint16(at: 34))
        guard (1...glyphCount).contains(metricCount) else {
            throw hhea.invalid("numberOfHMetrics (numGlyphs \(glyphCount))", at: 34, metricCount)
        }

        let hmtx = try directory.table("hmtx")
        try hmtx.check(0, count: metricCount * 4)
        var advances: [UInt16] = []
        advances.reserveCapacity(metricCount)
        for glyph in 0..<metricCount { advances.append(try hmtx.uint16(at: glyph * 4)) }

        if let os2 = try directory.optionalTable("OS/2"), try os2.uint16(at: 62) & 0x80 != 0 {
            ascender = Double(try os2.int16(at: 68))
            descender = Double(try os2.int16(at: 70))
            lineGap = Double(try os2.int16(at: 72))
        }

        self.characterMap = try OpenTypeCharacterMap(cmap: try directory.table("cmap"))
        self.name = try directory.optionalTable("name").flatMap(Self.preferredName) ?? Self.fallbackName(for: data)
        self.unitsPerEm = Double(unitsPerEm)
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.glyphCount = glyphCount
        self.advances = advances
        self.directory = directory
    }

    /// The glyph id `cmap` assigns to `scalar`, or `nil` if it maps to none (or to .notdef).
    ///
    /// ```swift
    /// metrics.glyph(for: "A")   // e.g. 36
    /// ```
    public func glyph(for scalar: Unicode.Scalar) -> Int? {
        let glyph = characterMap.glyph(for: scalar.value)
        guard glyph != 0, glyph < glyphCount else { return nil }
        return Int(glyph)
    }

    public func advance(for scalar: Unicode.Scalar) -> Double? {
        guard let glyph = glyph(for: scalar) else { return nil }
        return Double(advances[min(glyph, advances.count - 1)])
    }

    /// The advance of glyph `glyph` in font units (glyphs past `numberOfHMetrics` repeat the last
    /// advance), or `nil` for a glyph id outside the font.
    package func advance(forGlyph glyph: Int) -> Double? {
        guard glyph >= 0, glyph < glyphCount else { return nil }
        return Double(advances[min(glyph, advances.count - 1)])
    }

    /// A stable name for fonts without a `name` table: FNV-1a of the file's bytes.
    static func fallbackName(for data: Data) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in data { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return "OpenType-" + String(hash, radix: 16, uppercase: true)
    }
}
