import AutoLayout
import Foundation

extension RenderColor {
    /// A view colour on the 8-bit grid (each component times 255, rounded).
    ///
    /// ```swift
    /// RenderColor(Color.orange)   // RenderColor(255, 128, 0)
    /// ```
    public init(_ color: Color) {
        func byte(_ v: CGFloat) -> UInt8 { UInt8((Double(v) * 255).rounded()) }
        self.init(byte(color.red), byte(color.green), byte(color.blue), alpha: byte(color.alpha))
    }
}

extension Drawing {
    /// A view's box: as the app draws it when it sets a `backgroundColor` or a border (the fill and
    /// border with `layer.cornerRadius`, no outline), else the schematic box of its kind.
    mutating func drawBox(of view: View, _ box: CGRect, fill: RenderColor, stroke: RenderColor) {
        let layer = view.layer
        let border = layer.borderWidth > 0 ? layer.borderColor.map(RenderColor.init) : nil
        guard view.backgroundColor != nil || border != nil else {
            items.append(.rect(box, fill: fill, stroke: stroke))
            return
        }
        let background = view.backgroundColor.map(RenderColor.init)
        if layer.cornerRadius > 0 {
            items.append(.roundedRect(box, radius: layer.cornerRadius, fill: background, stroke: border,
                                      lineWidth: layer.borderWidth))
        } else {
            items.append(.rect(box, fill: background, stroke: border, lineWidth: max(layer.borderWidth, 1)))
        }
    }

    /// Where an image of `size` shows in `box` under a content mode (UIKit's placement; `.redraw`
    /// stretches, as `.scaleToFill` does).
    ///
    /// ```swift
    /// Drawing.contentRect(of: CGSize(width: 200, height: 100), in: CGRect(x: 0, y: 0, width: 100, height: 100),
    ///                     mode: .scaleAspectFit)   // (0, 25, 100, 50)
    /// ```
    static func contentRect(of size: CGSize, in box: CGRect, mode: ContentMode) -> CGRect {
        guard size.width > 0, size.height > 0 else { return box }
        let fit = min(box.width / size.width, box.height / size.height)
        let fill = max(box.width / size.width, box.height / size.height)
        func centered(_ w: CGFloat, _ h: CGFloat) -> CGRect {
            CGRect(x: box.midX - w / 2, y: box.midY - h / 2, width: w, height: h)
        }
        let w = size.width, h = size.height
        switch mode {
        case .scaleToFill, .redraw: return box
        case .scaleAspectFit: return centered(w * fit, h * fit)
        case .scaleAspectFill: return centered(w * fill, h * fill)
        case .center: return centered(w, h)
        case .top: return CGRect(x: box.midX - w / 2, y: box.minY, width: w, height: h)
        case .bottom: return CGRect(x: box.midX - w / 2, y: box.maxY - h, width: w, height: h)
        case .left: return CGRect(x: box.minX, y: box.midY - h / 2, width: w, height: h)
        case .right: return CGRect(x: box.maxX - w, y: box.midY - h / 2, width: w, height: h)
        case .topLeft: return CGRect(x: box.minX, y: box.minY, width: w, height: h)
        case .topRight: return CGRect(x: box.maxX - w, y: box.minY, width: w, height: h)
        case .bottomLeft: return CGRect(x: box.minX, y: box.maxY - h, width: w, height: h)
        case .bottomRight: return CGRect(x: box.maxX - w, y: box.maxY - h, width: w, height: h)
        }
    }

    /// Cuts the items from `start` on to `clip` (a superview with `clipsToBounds`): rectangles
    /// to their intersection, lines to the part inside, text to the characters whose advance
    /// starts inside and lines of text whose baseline lies inside; what is left out goes.
    mutating func clipItems(from start: Int, to clip: CGRect) {
        guard start < items.count else { return }
        var kept = Array(items[..<start])
        for item in items[start...] {
            switch item {
            case let .rect(r, fill, stroke, lineWidth, dashed):
                let cut = r.intersection(clip)
                if !cut.isNull, cut.width > 0, cut.height > 0 {
                    kept.append(.rect(cut, fill: fill, stroke: cut == r ? stroke : nil, lineWidth: lineWidth, dashed: dashed))
                }
            case let .roundedRect(r, _, fill, _, _):
                let cut = r.intersection(clip)
                if cut == r { kept.append(item) }
                else if !cut.isNull, cut.width > 0, cut.height > 0 { kept.append(.rect(cut, fill: fill, stroke: nil)) }
            case let .line(from, to, color, lineWidth, dashed):
                if let (a, b) = Self.clipped(from, to, to: clip) {
                    kept.append(.line(from: a, to: b, color: color, lineWidth: lineWidth, dashed: dashed))
                }
            case let .text(text, origin, font, color, advances):
                guard origin.y >= clip.minY, origin.y <= clip.maxY else { continue }
                var shown = ""
                var shownAdvances: [CGFloat] = []
                for (character, advance) in zip(text, advances) where origin.x + advance >= clip.minX && origin.x + advance < clip.maxX {
                    shown.append(character)
                    shownAdvances.append(advance)
                }
                guard let first = shownAdvances.first else { continue }
                kept.append(.text(shown, origin: CGPoint(x: origin.x + first, y: origin.y), font: font, color: color,
                                  advances: shownAdvances.map { $0 - first }))
            }
        }
        items = kept
    }

    /// The part of the segment from `a` to `b` inside `clip`, or nil (Liang–Barsky).
    static func clipped(_ a: CGPoint, _ b: CGPoint, to clip: CGRect) -> (CGPoint, CGPoint)? {
        let dx = b.x - a.x, dy = b.y - a.y
        var low: CGFloat = 0, high: CGFloat = 1
        for (p, q) in [(-dx, a.x - clip.minX), (dx, clip.maxX - a.x), (-dy, a.y - clip.minY), (dy, clip.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { low = max(low, t) } else { high = min(high, t) }
            }
        }
        guard low <= high else { return nil }
        return (CGPoint(x: a.x + dx * low, y: a.y + dy * low), CGPoint(x: a.x + dx * high, y: a.y + dy * high))
    }
}
