import AutoLayout
import Foundation

extension Rasterizer {
    /// A rounded rectangle: the fill a pixel row at a time, each row inset by the corner circle at
    /// its centre; the border as the outline's straight sides and eight chords a corner.
    static func roundedRect(
        _ r: CGRect, radius: CGFloat, fill: RenderColor?, stroke: RenderColor?, lineWidth: CGFloat,
        scale s: Double, into bitmap: inout Bitmap
    ) {
        let x0 = Double(r.minX) * s, y0 = Double(r.minY) * s, x1 = Double(r.maxX) * s, y1 = Double(r.maxY) * s
        guard x1 > x0, y1 > y0, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let radius = max(0, min(Double(radius) * s, (x1 - x0) / 2, (y1 - y0) / 2))
        if let fill {
            let top = max(y0.rounded(.down), 0), bottom = min(y1.rounded(.up), Double(bitmap.height))
            var row = top
            while row < bottom {
                let y = row + 0.5
                let into = y < y0 + radius ? y0 + radius - y : y > y1 - radius ? y - (y1 - radius) : 0
                let inset = into > 0 ? radius - (radius * radius - min(into * into, radius * radius)).squareRoot() : 0
                bitmap.fill(x0: x0 + inset, y0: max(row, y0), x1: x1 - inset, y1: min(row + 1, y1), color: fill)
                row += 1
            }
        }
        guard let stroke else { return }
        let width = Double(lineWidth) * s
        var outline: [(Double, Double)] = []
        let corners = [(x1 - radius, y0 + radius, -Double.pi / 2), (x1 - radius, y1 - radius, 0),
                       (x0 + radius, y1 - radius, Double.pi / 2), (x0 + radius, y0 + radius, Double.pi)]
        for (cx, cy, start) in corners {
            for step in 0...8 {
                let angle = start + Double(step) * Double.pi / 16
                outline.append((cx + radius * cos(angle), cy + radius * sin(angle)))
            }
        }
        for (i, a) in outline.enumerated() {
            line(from: a, to: outline[(i + 1) % outline.count], width: width, dash: nil, color: stroke, into: &bitmap)
        }
    }
}
