import AutoLayout
import Foundation

/// Paints a ``Drawing`` into a ``Bitmap``: filled and stroked rectangles and
/// lines (dashed 4 on, 3 off), whose edges snap to whole pixels, and text
/// drawn from glyph outlines, anti-aliased, each character at its measured
/// advance (see ``OutlineFont``: a font file's own outlines, else the bundled
/// Liberation Sans; the ``BitmapFont`` only if that is not installed).
///
/// ```swift
/// let bitmap = Rasterizer.bitmap(for: Drawing(view: root), scale: 2)
/// let png = PNGEncoder.encode(bitmap)
/// ```
public enum Rasterizer {
    /// The drawing at `scale` pixels a point (clamped to 0.25...8), on white.
    /// A drawing larger than ``Bitmap/maximumSide`` pixels a side is cut off
    /// there (see ``pixelSize(of:scale:)`` to find out first).
    /// e.g. `let bitmap = Rasterizer.bitmap(for: Drawing(view: root), scale: 2)`
    public static func bitmap(for drawing: Drawing, scale: Double = 1) -> Bitmap {
        let s = clampedScale(scale)
        let size = pixelSize(of: drawing, scale: s)
        var bitmap = Bitmap(width: min(size.width, Bitmap.maximumSide), height: min(size.height, Bitmap.maximumSide))
        var painter = TextPainter()
        for item in drawing.items { draw(item, scale: s, painter: &painter, into: &bitmap) }
        return bitmap
    }

    /// The size in pixels a drawing has at `scale` (before the cut at
    /// ``Bitmap/maximumSide``); `Int.max` stands for any larger size.
    ///
    /// ```swift
    /// Rasterizer.pixelSize(of: Drawing(size: CGSize(width: 100, height: 20.2)), scale: 2)   // (200, 41)
    /// ```
    public static func pixelSize(of drawing: Drawing, scale: Double = 1) -> (width: Int, height: Int) {
        let s = clampedScale(scale)
        func pixels(_ points: CGFloat) -> Int {
            let v = (Double(points) * s).rounded(.up)
            guard v.isFinite, v > 0 else { return v == .infinity ? .max : 0 }
            return v >= 1e18 ? .max : Int(v)
        }
        return (pixels(drawing.size.width), pixels(drawing.size.height))
    }

    static func clampedScale(_ scale: Double) -> Double { min(max(scale.isFinite ? scale : 1, 0.25), 8) }

    static func draw(_ item: Drawing.Item, scale s: Double, painter: inout TextPainter, into bitmap: inout Bitmap) {
        switch item {
        case let .rect(r, fill, stroke, lineWidth, dashed):
            let x0 = Double(r.minX) * s, y0 = Double(r.minY) * s, x1 = Double(r.maxX) * s, y1 = Double(r.maxY) * s
            if let fill { bitmap.fill(x0: x0, y0: y0, x1: x1, y1: y1, color: fill) }
            if let stroke {
                let w = Double(lineWidth) * s
                for (a, b) in [((x0, y0), (x1, y0)), ((x1, y0), (x1, y1)), ((x1, y1), (x0, y1)), ((x0, y1), (x0, y0))] {
                    line(from: a, to: b, width: w, dash: dashed ? s : nil, color: stroke, into: &bitmap)
                }
            }
        case let .roundedRect(r, radius, fill, stroke, lineWidth):
            roundedRect(r, radius: radius, fill: fill, stroke: stroke, lineWidth: lineWidth, scale: s, into: &bitmap)
        case let .line(from, to, color, lineWidth, dashed):
            line(from: (Double(from.x) * s, Double(from.y) * s), to: (Double(to.x) * s, Double(to.y) * s),
                 width: Double(lineWidth) * s, dash: dashed ? s : nil, color: color, into: &bitmap)
        case let .text(text, origin, font, color, advances):
            if painter.canDraw(font) {
                painter.draw(text, origin: origin, font: font, advances: advances, color: color, scale: s, into: &bitmap)
            } else {
                drawBitmapText(text, origin: origin, fontSize: Double(font.pointSize), advances: advances, color: color,
                               scale: s, into: &bitmap)
            }
        }
    }

    /// A line `width` pixels thick; with `dash` (pixels a point) it is drawn
    /// 4 points on, 3 off.
    static func line(
        from a: (Double, Double), to b: (Double, Double), width: Double, dash: Double?,
        color: RenderColor, into bitmap: inout Bitmap
    ) {
        let dx = b.0 - a.0, dy = b.1 - a.1
        let length = (dx * dx + dy * dy).squareRoot()
        let half = max(width, 1) / 2
        guard length > 0, length.isFinite, half.isFinite else { return }
        let period = (dash ?? 0) * 7, on = (dash ?? 0) * 4
        // Only the part over the bitmap is walked, so a line of any length takes
        // time in proportion to the pixels it may paint.
        guard let (first, last) = visibleSpan(from: a, dx: dx, dy: dy, length: length, margin: half + 1,
                                              width: Double(bitmap.width), height: Double(bitmap.height)) else { return }
        if dx == 0 || dy == 0 {
            // Axis-aligned: whole runs at once.
            var t = dash == nil ? first : (first / period).rounded(.down) * period
            let length = min(length, last)
            while t < length {
                let end = dash == nil ? length : min(t + on, length)
                let p = (a.0 + dx * t / length, a.1 + dy * t / length)
                let q = (a.0 + dx * end / length, a.1 + dy * end / length)
                bitmap.fill(x0: min(p.0, q.0) - half, y0: min(p.1, q.1) - half,
                            x1: max(p.0, q.0) + half, y1: max(p.1, q.1) + half, color: color)
                if dash == nil { break }
                t += period
            }
            return
        }
        var t = dash == nil ? (first * 2).rounded(.down) / 2 : (first / period).rounded(.down) * period
        while t <= min(length, last) {
            if dash == nil || t.truncatingRemainder(dividingBy: period) < on {
                let x = a.0 + dx * t / length, y = a.1 + dy * t / length
                bitmap.fill(x0: x - half, y0: y - half, x1: x + half, y1: y + half, color: color)
            }
            t += 0.5
        }
    }

    /// The distances along a line (from `a`, in its direction) between which it
    /// lies within `margin` of the bitmap, or nil if it misses it (Liang–Barsky).
    static func visibleSpan(
        from a: (Double, Double), dx: Double, dy: Double, length: Double, margin: Double, width: Double, height: Double
    ) -> (Double, Double)? {
        var low = 0.0, high = length
        for (p, q) in [(-dx, a.0 + margin), (dx, width + margin - a.0), (-dy, a.1 + margin), (dy, height + margin - a.1)] {
            let pn = p / length   // per unit of distance
            if pn == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / pn
                if pn < 0 { low = max(low, t) } else { high = min(high, t) }
            }
        }
        return low <= high ? (low, high) : nil
    }

    /// Text without outlines (the bundled font is missing): each character's
    /// ``BitmapFont`` glyph, 7 font pixels tall from the baseline up (0.7 of
    /// the font size), at most as wide as its advance allows.
    static func drawBitmapText(
        _ text: String, origin: CGPoint, fontSize: Double, advances: [CGFloat], color: RenderColor,
        scale s: Double, into bitmap: inout Bitmap
    ) {
        let pixel = fontSize * 0.1 * s
        let characters = Array(text)
        for (index, character) in characters.enumerated() where character != " " {
            let x = Double(index < advances.count ? advances[index] : 0) + Double(origin.x)
            let next = index + 1 < advances.count ? Double(advances[index + 1]) + Double(origin.x) : x + fontSize * 0.6
            let cell = (next - x) * s
            let pixelWidth = min(pixel, cell * 0.9 / Double(BitmapFont.width))
            let left = x * s + (cell - pixelWidth * Double(BitmapFont.width)) / 2
            let top = Double(origin.y) * s - pixel * Double(BitmapFont.height)
            let rows = BitmapFont.rows(for: character) ?? BitmapFont.missing
            for (r, bits) in rows.enumerated() where bits != 0 {
                for c in 0..<BitmapFont.width where bits & (1 << (BitmapFont.width - 1 - c)) != 0 {
                    let px = left + Double(c) * pixelWidth, py = top + Double(r) * pixel
                    bitmap.fill(x0: px, y0: py, x1: px + pixelWidth, y1: py + pixel, color: color)
                }
            }
        }
    }
}
