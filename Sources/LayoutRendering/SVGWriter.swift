import AutoLayout
import Foundation

/// Writes a ``Drawing`` as SVG text, the same bytes for the same drawing:
/// numbers are rounded to 2 decimals and written without trailing zeros
/// (`12`, `12.5`, `-0.25`), attributes in a fixed order, one element a line.
///
/// ```swift
/// root.layoutIfNeeded()
/// let svg = SVGWriter.svg(for: Drawing(view: root))
/// try svg.write(toFile: "layout.svg", atomically: true, encoding: .utf8)
/// ```
public enum SVGWriter {
    /// The font family text is set in (the metrics layout measured with).
    /// e.g. `SVGWriter.fontFamily   // the font-family of every text element`
    public static let fontFamily = "Liberation Sans, Arial, Helvetica, sans-serif"

    /// The SVG document for `drawing`.
    /// e.g. `try SVGWriter.svg(for: Drawing(view: root)).write(to: url, atomically: true, encoding: .utf8)`
    public static func svg(for drawing: Drawing) -> String {
        let w = number(drawing.size.width), h = number(drawing.size.height)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        for item in drawing.items { out += element(item) + "\n" }
        return out + "</svg>\n"
    }

    static func element(_ item: Drawing.Item) -> String {
        switch item {
        case let .rect(r, fill, stroke, lineWidth, dashed):
            var s = "<rect x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(r.width))\" height=\"\(number(r.height))\""
            s += paint("fill", fill) + (stroke == nil ? "" : paint("stroke", stroke) + strokeStyle(lineWidth, dashed))
            return s + "/>"
        case let .roundedRect(r, radius, fill, stroke, lineWidth):
            let rx = number(min(radius, r.width / 2, r.height / 2))
            var s = "<rect x=\"\(number(r.minX))\" y=\"\(number(r.minY))\" width=\"\(number(r.width))\" height=\"\(number(r.height))\""
            s += " rx=\"\(rx)\" ry=\"\(rx)\""
            s += paint("fill", fill) + (stroke == nil ? "" : paint("stroke", stroke) + strokeStyle(lineWidth, false))
            return s + "/>"
        case let .line(from, to, color, lineWidth, dashed):
            return "<line x1=\"\(number(from.x))\" y1=\"\(number(from.y))\" x2=\"\(number(to.x))\" y2=\"\(number(to.y))\""
                + paint("stroke", color) + strokeStyle(lineWidth, dashed) + "/>"
        case let .text(text, origin, font, color, _):
            return "<text x=\"\(number(origin.x))\" y=\"\(number(origin.y))\" font-family=\"\(family(of: font))\" font-size=\"\(number(font.pointSize))\""
                + paint("fill", color) + ">" + escaped(text) + "</text>"
        }
    }

    /// ``fontFamily``, after the font file's own name for a font read from a file.
    static func family(of font: Font) -> String {
        font.metrics is OpenTypeMetrics ? escaped(font.name) + ", " + fontFamily : fontFamily
    }

    private static func paint(_ attribute: String, _ color: RenderColor?) -> String {
        guard let color else { return " \(attribute)=\"none\"" }
        var s = " \(attribute)=\"\(color.hex)\""
        if color.alpha < 255 { s += " \(attribute)-opacity=\"\(number(CGFloat(color.alpha) / 255))\"" }
        return s
    }

    private static func strokeStyle(_ width: CGFloat, _ dashed: Bool) -> String {
        " stroke-width=\"\(number(width))\"" + (dashed ? " stroke-dasharray=\"4 3\"" : "")
    }

    /// A number rounded to 2 decimals, without trailing zeros or a negative zero.
    ///
    /// ```swift
    /// SVGWriter.number(12.499)   // "12.5"
    /// SVGWriter.number(-0.001)   // "0"
    /// ```
    /// Any finite value is written in plain digits, from 10^13 up rounded to a
    /// whole number (`1e20` as `100000000000000000000`); NaN and infinities,
    /// which have no place in a drawing, as `0`.
    public static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        // From 10^13 a Double's hundredths are no longer exact (and from 9.2e16 they overflow an Int).
        guard abs(value) < 1e13 else { return String(format: "%.0f", Double(value)) }
        let hundredths = Int((Double(value) * 100).rounded())
        let negative = hundredths < 0
        let magnitude = abs(hundredths)
        var s = (negative ? "-" : "") + String(magnitude / 100)
        let fraction = magnitude % 100
        if fraction != 0 {
            s += "." + (fraction < 10 ? "0" : "") + String(fraction)
            while s.hasSuffix("0") { s.removeLast() }
        }
        return s
    }

    /// Text with `&`, `<`, `>` and `"` escaped for XML.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
