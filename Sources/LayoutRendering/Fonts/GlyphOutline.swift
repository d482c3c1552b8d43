import Foundation

/// The outline of one TrueType glyph: closed contours of on-curve points and quadratic
/// control points, in font units with y pointing up, composites already resolved.
///
/// Between two consecutive off-curve points lies an implied on-curve point halfway between
/// them, as in the `glyf` table. An empty outline (a space) has no contours.
///
/// ```swift
/// let font = try OutlineFont.liberationSans()
/// let o = try font.outline(for: "o")!
/// o.contours.count   // 2 (outer and inner ring)
/// ```
public struct GlyphOutline: Equatable, Sendable {
    /// A point of a contour, in font units.
    /// e.g. `GlyphOutline.Point(x: 100, y: 700, isOnCurve: true)`
    public struct Point: Equatable, Sendable {
        /// Font units right of the glyph's origin.
        /// e.g. `outline.contours[0][0].x`
        public var x: Double
        /// Font units above the baseline.
        /// e.g. `outline.contours[0][0].y`
        public var y: Double
        /// False for a quadratic control point.
        /// e.g. `outline.contours[0].filter(\.isOnCurve).count`
        public var isOnCurve: Bool

        /// A point at (`x`, `y`) font units.
        ///
        /// ```swift
        /// GlyphOutline.Point(x: 0, y: 0, isOnCurve: true)
        /// ```
        public init(x: Double, y: Double, isOnCurve: Bool) {
            self.x = x
            self.y = y
            self.isOnCurve = isOnCurve
        }
    }

    /// The closed contours, in the file's order; the last point of each joins its first.
    /// e.g. `try font.outline(for: "O")?.contours.count   // 2: outside and inside`
    public var contours: [[Point]]

    /// An outline made of `contours`.
    ///
    /// ```swift
    /// let square = GlyphOutline(contours: [[.init(x: 0, y: 0, isOnCurve: true), .init(x: 0, y: 10, isOnCurve: true),
    ///                                       .init(x: 10, y: 10, isOnCurve: true), .init(x: 10, y: 0, isOnCurve: true)]])
    /// ```
    public init(contours: [[Point]] = []) {
        self.contours = contours
    }

    /// The number of points over all contours.
    /// e.g. `try font.outline(for: "A")?.pointCount`
    public var pointCount: Int { contours.reduce(0) { $0 + $1.count } }

    /// The smallest rectangle holding every point (control points included, so it also holds
    /// the curves), in font units; `nil` for an empty outline.
    ///
    /// ```swift
    /// try OutlineFont.liberationSans().outline(for: "l")!.bounds   // (138, 0, 318, 1484)
    /// ```
    public var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var result: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        for point in contours.joined() {
            guard let r = result else {
                result = (point.x, point.y, point.x, point.y)
                continue
            }
            result = (min(r.minX, point.x), min(r.minY, point.y), max(r.maxX, point.x), max(r.maxY, point.y))
        }
        return result
    }

    /// The contours as straight segments after `transform` maps font units to pixels: each
    /// quadratic curve is cut into pieces that stray less than about a tenth of a pixel from it.
    func segments(_ transform: (Point) -> (x: Double, y: Double)) -> [Segment] {
        var out: [Segment] = []
        for contour in contours where contour.count >= 2 {
            let points = contour.map { p -> (x: Double, y: Double, on: Bool) in
                let t = transform(p)
                return (t.x, t.y, p.isOnCurve)
            }
            // Start at an on-curve point; if there is none, at the midpoint of the last and first.
            let startIndex = points.firstIndex { $0.on }
            let start: (x: Double, y: Double)
            if let startIndex {
                start = (points[startIndex].x, points[startIndex].y)
            } else {
                start = ((points[0].x + points[points.count - 1].x) / 2, (points[0].y + points[points.count - 1].y) / 2)
            }
            var current = start
            var control: (x: Double, y: Double)?
            let first = startIndex.map { $0 + 1 } ?? 0
            for k in 0..<points.count {
                let p = points[(first + k) % points.count]
                let isClosingStart = startIndex != nil && k == points.count - 1
                if p.on || isClosingStart {
                    let end: (x: Double, y: Double) = isClosingStart ? start : (p.x, p.y)
                    if let c = control { Self.curve(from: current, control: c, to: end, into: &out) }
                    else { out.append(Segment(x0: current.x, y0: current.y, x1: end.x, y1: end.y)) }
                    current = end
                    control = nil
                } else if let c = control {
                    let mid: (x: Double, y: Double) = ((c.x + p.x) / 2, (c.y + p.y) / 2)
                    Self.curve(from: current, control: c, to: mid, into: &out)
                    current = mid
                    control = (p.x, p.y)
                } else {
                    control = (p.x, p.y)
                }
            }
            if let c = control { Self.curve(from: current, control: c, to: start, into: &out) }
            else if current != start { out.append(Segment(x0: current.x, y0: current.y, x1: start.x, y1: start.y)) }
        }
        return out
    }

    /// A straight piece of a flattened outline, in pixels.
    struct Segment: Equatable {
        var x0, y0, x1, y1: Double
    }

    private static func curve(
        from a: (x: Double, y: Double), control c: (x: Double, y: Double), to b: (x: Double, y: Double),
        into out: inout [Segment]
    ) {
        // A quadratic strays at most |a - 2c + b| / 4 from its chord; n pieces cut that by n².
        let dx = a.x - 2 * c.x + b.x, dy = a.y - 2 * c.y + b.y
        let deviation = (dx * dx + dy * dy).squareRoot()
        let pieces = deviation.isFinite ? Int(min(32, max(1, (deviation * 2.5).squareRoot().rounded(.up)))) : 1
        var previous = a
        for i in 1...pieces {
            let t = Double(i) / Double(pieces), u = 1 - t
            let p: (x: Double, y: Double) = i == pieces ? b : (u * u * a.x + 2 * u * t * c.x + t * t * b.x, u * u * a.y + 2 * u * t * c.y + t * t * b.y)
            out.append(Segment(x0: previous.x, y0: previous.y, x1: p.x, y1: p.y))
            previous = p
        }
    }
}
