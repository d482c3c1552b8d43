import AutoLayout
import LayoutRendering
import Foundation

/// Writing pictures and describing layouts, shared by the commands.
enum Output {
    /// Writes `text` or `bytes` to `path`, creating nothing but the file.
    static func write(_ bytes: [UInt8], to path: String) throws(CommandError) {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CommandError("cannot write \(path): \(error.localizedDescription)")
        }
    }

    /// The SVG text of a laid-out root.
    static func svg(_ root: View, options: RenderOptions) -> String {
        SVGWriter.svg(for: Drawing(view: root, options: options))
    }

    /// The PNG bytes of a laid-out root at `scale` pixels a point.
    static func png(_ root: View, options: RenderOptions, scale: Double) throws(CommandError) -> [UInt8] {
        let drawing = Drawing(view: root, options: options)
        let pixels = Rasterizer.pixelSize(of: drawing, scale: scale)
        guard pixels.width <= Bitmap.maximumSide, pixels.height <= Bitmap.maximumSide else {
            func side(_ n: Int) -> String { n == .max ? "more than \(Bitmap.maximumSide)" : "\(n)" }
            throw CommandError("the PNG would be \(side(pixels.width)) x \(side(pixels.height)) pixels; "
                + "at most \(Bitmap.maximumSide) a side (a smaller --scale may help)")
        }
        return PNGEncoder.encode(Rasterizer.bitmap(for: drawing, scale: scale))
    }

    /// `a.leading == root.leading + 20 @750`, without the file and line (with a
    /// scene constraint's JSON path, `[views[3].constraints[1]]`).
    static func describe(_ c: LayoutConstraint) -> String {
        func item(_ i: LayoutItem?) -> String {
            if let v = i as? View { return v.identifier ?? "view" }
            if let g = i as? LayoutGuide { return g.identifier }
            return "nil"
        }
        var s = "\(item(c.firstItem)).\(c.firstAttribute) \(c.relation) "
        if c.secondItem != nil {
            s += "\(item(c.secondItem)).\(c.secondAttribute)"
            if c.multiplier != 1 { s += " * \(SVGWriter.number(c.multiplier))" }
            if c.constant != 0 { s += (c.constant < 0 ? " - " : " + ") + SVGWriter.number(abs(c.constant)) }
        } else {
            s += SVGWriter.number(c.constant)
        }
        if !c.priority.isRequired { s += " @\(c.priority)" }
        if let id = c.identifier { s += "  '\(id)'" }
        if let origin = c.origin { s += "  [\(origin)]" }
        return s
    }

    /// One line a view: `name  x=.. y=.. w=.. h=..` (frames relative to the superview).
    static func frames(_ views: [(String, View)]) -> [String] {
        let width = views.map(\.0.count).max() ?? 0
        return views.map { name, v in
            let f = v.frame
            return name.padding(toLength: width, withPad: " ", startingAt: 0)
                + "  x=\(SVGWriter.number(f.minX)) y=\(SVGWriter.number(f.minY)) w=\(SVGWriter.number(f.width)) h=\(SVGWriter.number(f.height))"
        }
    }

    /// Every view under and including `root`, depth first.
    static func allViews(_ root: View) -> [View] {
        [root] + root.subviews.flatMap(allViews)
    }

    /// Rows with columns padded to their widest cell.
    static func table(_ rows: [[String]]) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        let widths = (0..<columns).map { c in rows.map { c < $0.count ? $0[c].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n")
    }
}

/// Collects a hierarchy's layout reports (conflicts) instead of printing them.
final class ReportSink: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    var messages: [String] { lock.withLock { items } }
    func append(_ message: String) { lock.withLock { items.append(message) } }
}
