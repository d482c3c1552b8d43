import AutoLayout
import Foundation

/// A TrueType font's glyph outlines together with its metrics, both read from one file, so
/// what the rasteriser draws is what layout measured.
///
/// Reads `head` (`indexToLocFormat`), `loca` and `glyf`, besides everything
/// ``OpenTypeMetrics`` reads. Glyphs are decoded on demand; every read is bounds-checked, and a
/// corrupt glyph throws an `OpenTypeError` naming the table, field and offset. Fonts with CFF
/// outlines ('OTTO') have no `glyf` table and are refused with `.missingTable("glyf")`.
///
/// ```swift
/// let font = try OutlineFont(contentsOf: URL(fileURLWithPath: "NotoSansCJK.ttf"))
/// let label = Label(text: "漢字", font: try font.font(ofSize: 17))   // measured and drawn with that file
/// let outline = try font.outline(for: "漢")
/// ```
public struct OutlineFont: Sendable {
    /// The metrics of the same file; `font(ofSize:)` lays text out with them.
    /// e.g. `font.metrics.unitsPerEm   // 2048 for Liberation Sans`
    public let metrics: OpenTypeMetrics
    /// `loca` holds 32-bit offsets (else 16-bit offsets halved).
    let longOffsets: Bool
    let loca: OpenTypeTable
    let glyf: OpenTypeTable

    /// How deep composite glyphs may nest, and how many points and components one glyph may
    /// have in all: beyond either, a (corrupt or hostile) composite is refused, not expanded.
    static let maximumComponentDepth = 8
    static let maximumPointCount = 65_536

    /// Reads the font file in `data`.
    ///
    /// ```swift
    /// let font = try OutlineFont(data: Data(contentsOf: url))
    /// ```
    public init(data: Data) throws(OpenTypeError) {
        try self.init(metrics: OpenTypeMetrics(data: data))
    }

    /// The outlines of the file `metrics` was read from.
    ///
    /// ```swift
    /// let metrics = try OpenTypeMetrics(data: data)
    /// let font = try OutlineFont(metrics: metrics)
    /// ```
    public init(metrics: OpenTypeMetrics) throws(OpenTypeError) {
        let directory = metrics.directory
        let head = try directory.table("head")
        let format = try head.int16(at: 50)
        guard format == 0 || format == 1 else { throw head.invalid("indexToLocFormat", at: 50, format) }
        let loca = try directory.table("loca")
        let glyf = try directory.table("glyf")
        let entrySize = format == 1 ? 4 : 2
        try loca.check(0, count: (metrics.glyphCount + 1) * entrySize)
        self.metrics = metrics
        self.longOffsets = format == 1
        self.loca = loca
        self.glyf = glyf
    }

    /// Reads the font file at `url`.
    ///
    /// ```swift
    /// let font = try OutlineFont(contentsOf: URL(fileURLWithPath: "MyFont.ttf"))
    /// ```
    public init(contentsOf url: URL) throws(FontError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadableFile(path: url.path, reason: "\(error.localizedDescription)")
        }
        do throws(OpenTypeError) { try self.init(data: data) } catch {
            throw .malformedFile(path: url.path, error)
        }
    }

    /// The font's name (PostScript name, e.g. "LiberationSans").
    /// e.g. `try OutlineFont(contentsOf: url).name   // "LiberationSans"`
    public var name: String { metrics.name }

    /// A `Font` of these metrics at `size` points: lay text out with it and the rasteriser
    /// draws it with these outlines. Throws as `Font(metrics:size:)` does (a bad size, or a
    /// file whose line height is negative).
    ///
    /// ```swift
    /// let title = Label(text: "Größe", font: try OutlineFont.liberationSans().font(ofSize: 20))
    /// ```
    public func font(ofSize size: CGFloat) throws(FontError) -> Font {
        try Font(metrics: metrics, size: size)
    }

    /// The glyph id `cmap` gives `scalar`, or `nil` if the font has none.
    ///
    /// ```swift
    /// try OutlineFont.liberationSans().glyph(for: "A")   // 36
    /// ```
    public func glyph(for scalar: Unicode.Scalar) -> Int? { metrics.glyph(for: scalar) }

    /// The advance of glyph `glyph` in font units, or `nil` outside the font.
    ///
    /// ```swift
    /// try OutlineFont.liberationSans().advance(ofGlyph: 36)   // 1366
    /// ```
    public func advance(ofGlyph glyph: Int) -> Double? { metrics.advance(forGlyph: glyph) }

    /// The outline of the glyph `cmap` gives `scalar`, or `nil` if the font has none.
    ///
    /// ```swift
    /// try OutlineFont.liberationSans().outline(for: "é")?.contours.count   // 3 (e, and the acute)
    /// ```
    public func outline(for scalar: Unicode.Scalar) throws(OpenTypeError) -> GlyphOutline? {
        guard let glyph = glyph(for: scalar) else { return nil }
        return try outline(ofGlyph: glyph)
    }

    /// The outline of glyph `glyph` (0 is .notdef, the missing-glyph box), composites resolved.
    /// Throws `.invalidValue` for a glyph id outside the font or a malformed glyph.
    ///
    /// ```swift
    /// try OutlineFont.liberationSans().outline(ofGlyph: 0).contours.count   // 2
    /// ```
    public func outline(ofGlyph glyph: Int) throws(OpenTypeError) -> GlyphOutline {
        var pointCount = 0
        return GlyphOutline(contours: try contours(ofGlyph: glyph, depth: 0, pointCount: &pointCount))
    }

    /// The byte range of glyph `glyph` inside `glyf`; empty for a glyph without contours.
    func glyphRange(_ glyph: Int) throws(OpenTypeError) -> Range<Int> {
        guard glyph >= 0, glyph < metrics.glyphCount else {
            throw .invalidValue(table: "glyf", field: "glyph id (numGlyphs \(metrics.glyphCount))", offset: 0, value: glyph)
        }
        let start: Int, end: Int
        if longOffsets {
            start = Int(try loca.uint32(at: glyph * 4))
            end = Int(try loca.uint32(at: glyph * 4 + 4))
        } else {
            start = Int(try loca.uint16(at: glyph * 2)) * 2
            end = Int(try loca.uint16(at: glyph * 2 + 2)) * 2
        }
        guard start <= end else {
            throw loca.invalid("offset of glyph \(glyph + 1) (below glyph \(glyph)'s \(start))",
                               at: (glyph + 1) * (longOffsets ? 4 : 2), end)
        }
        try glyf.check(start, count: end - start)
        return start..<end
    }
}
