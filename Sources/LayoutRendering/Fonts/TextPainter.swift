import AutoLayout
import Foundation

/// Draws text items with glyph outlines, anti-aliased, each character at the x offset layout
/// measured; remembers the fonts and glyphs one bitmap uses.
///
/// Which outlines: a font read from a file (`OpenTypeMetrics`) uses that file's; the built-in
/// bold metrics (`LiberationSansBoldMetrics`) the bundled Liberation Sans Bold; the built-in
/// metrics (`LiberationSansMetrics`, the same numbers as the bundled file) and any other metrics
/// the bundled Liberation Sans. When a glyph's own advance is not the one layout gave it
/// (other metrics, or a character layout measured by a fallback rule), the glyph is scaled down
/// as needed and centred so its ink stays within the advance and the line. A character the
/// font has no glyph for draws as the font's missing-glyph box (.notdef) in the advance the
/// metrics gave it; white space, controls and zero advances without a glyph draw nothing.
///
/// Ink is kept to the box layout measured for the run: from the origin to the end of the last
/// advance, and from the ascender to the descender plus the line gap. Some glyphs reach a
/// little past their advance (Liberation Sans's "w" by 3 of 2048 units on each side); that
/// sliver is cut rather than drawn over a neighbour's box.
struct TextPainter {
    /// The outlines for a font, and whether its metrics are the outlines' own.
    private struct Source {
        let outlines: OutlineFont
        let isExact: Bool
    }

    private var sources: [String: Source?] = [:]
    /// The run's box in pixels (minX, minY, maxX, maxY): no ink outside it.
    private var clip = (0.0, 0.0, 0.0, 0.0)
    private var glyphs: [GlyphKey: GlyphOutline] = [:]

    private struct GlyphKey: Hashable {
        let font: String
        let glyph: Int
    }

    /// False when no outlines are at hand (the bundled font was not installed): the caller then
    /// draws with the bitmap font.
    mutating func canDraw(_ font: Font) -> Bool { source(for: font) != nil }

    private mutating func source(for font: Font) -> Source? {
        let key = font.metrics is OpenTypeMetrics ? "file:" + font.name : "bundled:" + font.name
        if let known = sources[key] { return known }
        var source: Source?
        if let metrics = font.metrics as? OpenTypeMetrics, let own = try? OutlineFont(metrics: metrics) {
            source = Source(outlines: own, isExact: true)
        } else if font.metrics is LiberationSansBoldMetrics, let bold = try? OutlineFont.liberationSansBold() {
            source = Source(outlines: bold, isExact: true)
        } else if let bundled = try? OutlineFont.liberationSans() {
            source = Source(outlines: bundled, isExact: font.metrics is LiberationSansMetrics)
        }
        sources[key] = source
        return source
    }

    /// Paints `text` with its baseline's left end at `origin` (points) into `bitmap` at `s`
    /// pixels a point.
    mutating func draw(
        _ text: String, origin: CGPoint, font: Font, advances: [CGFloat], color: RenderColor,
        scale s: Double, into bitmap: inout Bitmap
    ) {
        guard let source = source(for: font) else { return }
        let characters = Array(text)
        let start = Double(origin.x), baseline = Double(origin.y)
        let end: Double
        if let last = characters.last, characters.count <= advances.count {
            end = start + Double(advances[characters.count - 1]) + Double(font.width(of: String(last)))
        } else {
            end = start + Double(font.width(of: text))
        }
        clip = (start * s, (baseline - Double(font.ascender)) * s,
                end * s, (baseline - Double(font.descender) + Double(font.leading)) * s)
        var pen = Double(origin.x)
        for (index, character) in characters.enumerated() {
            let x = index < advances.count ? Double(origin.x) + Double(advances[index]) : pen
            let measured = Double(font.width(of: String(character)))
            let next = index + 1 < advances.count ? Double(origin.x) + Double(advances[index + 1]) : x + measured
            let cell = next - x
            pen = next
            let scalars = Array(character.unicodeScalars)
            let widths = scalars.map { Double(font.advance(for: $0)) }
            if scalars.count > 1, widths.reduce(0, +) > cell + 0.01 {
                // An emoji sequence: one glyph for the cluster, its first scalar's, in the cluster's cell.
                drawScalar(scalars[0], x: x, advance: cell, baseline: Double(origin.y), font: font,
                           source: source, forceFit: true, color: color, scale: s, into: &bitmap)
                continue
            }
            var scalarX = x
            for (scalar, width) in zip(scalars, widths) {
                drawScalar(scalar, x: scalarX, advance: width, baseline: Double(origin.y), font: font,
                           source: source, forceFit: false, color: color, scale: s, into: &bitmap)
                scalarX += width
            }
        }
    }

    private mutating func drawScalar(
        _ scalar: Unicode.Scalar, x: Double, advance: Double, baseline: Double, font: Font, source: Source,
        forceFit: Bool, color: RenderColor, scale s: Double, into bitmap: inout Bitmap
    ) {
        guard !scalar.properties.isWhitespace, advance.isFinite else { return }
        let outlines = source.outlines
        var glyph = outlines.glyph(for: scalar)
        var fit = forceFit || !source.isExact
        if glyph == nil {
            guard advance > 0 else { return }
            glyph = 0
            fit = true
        }
        guard let glyph, let outline = outline(glyph, in: outlines) else { return }
        let unit = Double(font.pointSize) / outlines.metrics.unitsPerEm
        let glyphAdvance = (outlines.advance(ofGlyph: glyph) ?? 0) * unit
        var k = 1.0, shift = 0.0
        if fit || abs(glyphAdvance - advance) > 0.001 * max(1, advance) {
            if glyphAdvance > 0 { k = min(k, advance / glyphAdvance) }
            // Nor taller than the line layout gave it.
            let ascent = outlines.metrics.ascender * unit, descent = -outlines.metrics.descender * unit
            if ascent > 0 { k = min(k, Double(font.ascender) / ascent) }
            if descent > 0 { k = min(k, -Double(font.descender) / descent) }
            k = max(k, 0)
            shift = (advance - glyphAdvance * k) / 2
        }
        guard k > 0 else { return }
        let factor = unit * k
        let segments = outline.segments { p in
            ((x + shift + p.x * factor) * s, (baseline - p.y * factor) * s)
        }
        Self.fill(segments, color: color, clip: clip, into: &bitmap)
    }

    private mutating func outline(_ glyph: Int, in font: OutlineFont) -> GlyphOutline? {
        let key = GlyphKey(font: "\(font.name) \(font.metrics.glyphCount)", glyph: glyph)
        if let known = glyphs[key] { return known }
        // A glyph the file cannot give (corrupt) draws as .notdef, or not at all.
        guard let outline = (try? font.outline(ofGlyph: glyph)) ?? (try? font.outline(ofGlyph: 0)) else { return nil }
        glyphs[key] = outline
        return outline
    }

    /// Fills the outline the segments (pixels) close, non-zero winding, anti-aliased, in bands
    /// of rows so that a huge glyph needs little memory.
    static func fill(
        _ segments: [GlyphOutline.Segment], color: RenderColor, clip: (Double, Double, Double, Double),
        into bitmap: inout Bitmap
    ) {
        guard !segments.isEmpty else { return }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for e in segments {
            minX = min(minX, e.x0, e.x1); maxX = max(maxX, e.x0, e.x1)
            minY = min(minY, e.y0, e.y1); maxY = max(maxY, e.y0, e.y1)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return }
        func clamp(_ v: Double, _ limit: Int) -> Int { Int(min(max(v, 0), Double(limit))) }
        // The window: the outline's pixels within the clip (whole pixels, so an edge pixel the clip
        // cuts keeps its anti-aliased coverage) and the bitmap.
        let left = clamp(max(minX, clip.0).rounded(.down), bitmap.width), right = clamp(min(maxX, clip.2).rounded(.up), bitmap.width)
        let top = clamp(max(minY, clip.1).rounded(.down), bitmap.height), bottom = clamp(min(maxY, clip.3).rounded(.up), bitmap.height)
        guard left < right, top < bottom else { return }
        let band = max(1, 1 << 20 / (right - left + 2))
        for bandTop in stride(from: top, to: bottom, by: band) {
            var mask = CoverageMask(left: left, top: bandTop, width: right - left, height: min(band, bottom - bandTop))
            for e in segments { mask.addEdge(x0: e.x0, y0: e.y0, x1: e.x1, y1: e.y1) }
            mask.forEachCovered { x, y, coverage in bitmap.blend(x: x, y: y, color: color, coverage: coverage) }
        }
    }
}
