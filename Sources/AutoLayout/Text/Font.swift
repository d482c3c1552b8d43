import Foundation

/// A typeface at a point size: UIKit's `UIFont`, reduced to what layout needs.
///
/// Widths are sums of glyph advances (no kerning, no shaping). Two fonts are equal when their
/// metrics' names and point sizes are equal.
///
/// ```swift
/// let body = Font.systemFont(ofSize: 17)
/// body.width(of: "Hello")   // 38.7397... (fractional; `"Hello".size(withFont: body)` is 39 x 20)
/// body.lineHeight           // 19.548...
/// ```
public struct Font: Sendable, Hashable, CustomStringConvertible {
    /// The metrics the font scales.
    /// e.g. `Font.systemFont(ofSize: 17).metrics.unitsPerEm`
    public let metrics: any FontMetrics
    /// The em size in points.
    /// e.g. `Font.systemFont(ofSize: 17).pointSize   // 17`
    public let pointSize: CGFloat
    /// Points per font unit (pointSize / unitsPerEm).
    let scale: Double
    /// Advances in font units of U+0000–U+007F, with the missing-glyph rules applied.
    let asciiUnits: [Double]
    /// The Dynamic Type style the font was made for (`preferredFont(forTextStyle:)`), which a label
    /// that adjusts to the content size category scales; nil for other fonts.
    var textStyle: TextStyle?

    /// A font scaling `metrics` to `size` points.
    ///
    /// Throws `FontError.invalidSize` for a negative or non-finite size and
    /// `FontError.invalidMetrics` if unitsPerEm is not positive or the line height
    /// (ascender - descender + lineGap) is negative or not finite.
    ///
    /// ```swift
    /// let font = try Font(metrics: FixedAdvanceMetrics(advance: 600, lineHeight: 1200), size: 10)
    /// ```
    public init(metrics: some FontMetrics, size: CGFloat) throws(FontError) {
        guard size.isFinite, size >= 0 else { throw .invalidSize(size) }
        let lineUnits = metrics.ascender - metrics.descender + metrics.lineGap
        guard metrics.unitsPerEm.isFinite, metrics.unitsPerEm > 0 else {
            throw .invalidMetrics(name: metrics.name, reason: "unitsPerEm \(metrics.unitsPerEm) is not a positive number")
        }
        guard lineUnits.isFinite, lineUnits >= 0 else {
            throw .invalidMetrics(name: metrics.name,
                                  reason: "line height (ascender - descender + lineGap) \(lineUnits) is negative or not finite")
        }
        self.init(validated: metrics, size: size)
    }

    /// A font loaded from a TrueType/OpenType file.
    ///
    /// ```swift
    /// let font = try Font(contentsOf: URL(fileURLWithPath: "LiberationSans-Regular.ttf"), size: 14)
    /// ```
    public init(contentsOf url: URL, size: CGFloat) throws(FontError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadableFile(path: url.path, reason: "\(error.localizedDescription)")
        }
        let metrics: OpenTypeMetrics
        do throws(OpenTypeError) { metrics = try OpenTypeMetrics(data: data) } catch {
            throw .malformedFile(path: url.path, error)
        }
        try self.init(metrics: metrics, size: size)
    }

    private init(validated metrics: any FontMetrics, size: CGFloat) {
        self.metrics = metrics
        self.pointSize = size
        self.scale = Double(size) / metrics.unitsPerEm
        self.asciiUnits = switch metrics {
        case is LiberationSansMetrics: Self.builtInASCIIUnits
        case is LiberationSansBoldMetrics: Self.builtInBoldASCIIUnits
        default: Self.asciiUnits(in: metrics)
        }
    }

    private static let builtInASCIIUnits = asciiUnits(in: LiberationSansMetrics())
    private static let builtInBoldASCIIUnits = asciiUnits(in: LiberationSansBoldMetrics())

    private static func asciiUnits(in metrics: any FontMetrics) -> [Double] {
        (0..<128).map { units(of: Unicode.Scalar(UInt8($0)), in: metrics) }
    }

    /// The built-in proportional font (Liberation Sans metrics) at `fontSize` points, like
    /// `UIFont.systemFont(ofSize:)`. A negative or non-finite size gives a 0 pt font, since
    /// UIKit's signature has no error channel.
    ///
    /// ```swift
    /// let caption = Font.systemFont(ofSize: 12)
    /// ```
    public static func systemFont(ofSize fontSize: CGFloat) -> Font {
        Font(validated: LiberationSansMetrics(), size: fontSize.isFinite ? max(0, fontSize) : 0)
    }

    /// The built-in bold font (Liberation Sans Bold metrics) at `fontSize` points, like
    /// `UIFont.boldSystemFont(ofSize:)`: the same line height as the regular face, wider letters.
    /// A negative or non-finite size gives a 0 pt font.
    ///
    /// ```swift
    /// let title = Font.boldSystemFont(ofSize: 17)
    /// title.width(of: "Hello") > Font.systemFont(ofSize: 17).width(of: "Hello")   // true
    /// ```
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        Font(validated: LiberationSansBoldMetrics(), size: fontSize.isFinite ? max(0, fontSize) : 0)
    }

    /// A font in which every character is `characterWidth` points wide and every line
    /// `lineHeight` points high: exact sizes for tests. Its point size is 10; negative or
    /// non-finite arguments count as 0.
    ///
    /// ```swift
    /// let font = Font.fixedAdvance(characterWidth: 10, lineHeight: 20)
    /// font.width(of: "abc")   // 30
    /// ```
    public static func fixedAdvance(characterWidth: CGFloat = 10, lineHeight: CGFloat = 20) -> Font {
        func clean(_ value: CGFloat) -> Double { value.isFinite ? max(0, Double(value)) : 0 }
        let metrics = FixedAdvanceMetrics(advance: clean(characterWidth), lineHeight: clean(lineHeight), unitsPerEm: 10)
        return Font(validated: metrics, size: 10)
    }

    /// The same metrics at another size, like `UIFont.withSize(_:)`; a negative or non-finite
    /// size gives 0.
    ///
    /// ```swift
    /// Font.systemFont(ofSize: 17).withSize(23).pointSize   // 23
    /// ```
    public func withSize(_ fontSize: CGFloat) -> Font {
        Font(validated: metrics, size: fontSize.isFinite ? max(0, fontSize) : 0)
    }

    /// The same font remembering the text style it was made for.
    func withTextStyle(_ style: TextStyle) -> Font {
        var font = self
        font.textStyle = style
        return font
    }

    /// The metrics' name, e.g. "LiberationSans".
    /// e.g. `Font.systemFont(ofSize: 17).name`
    public var name: String { metrics.name }
    /// Baseline to top of the line, in points.
    /// e.g. `Font.systemFont(ofSize: 17).ascender`
    public var ascender: CGFloat { CGFloat(metrics.ascender * scale) }
    /// Baseline to bottom of the line, in points (negative).
    /// e.g. `Font.systemFont(ofSize: 17).descender   // negative`
    public var descender: CGFloat { CGFloat(metrics.descender * scale) }
    /// The line gap in points (UIKit's `leading`).
    /// e.g. `Font.systemFont(ofSize: 17).leading`
    public var leading: CGFloat { CGFloat(metrics.lineGap * scale) }
    /// The height of one line: (ascender - descender + lineGap) x pointSize / unitsPerEm.
    /// e.g. `let rowHeight = 2 * font.lineHeight + 16   // two lines and padding`
    public var lineHeight: CGFloat { CGFloat(lineUnits * scale) }
    /// The height of one line in font units.
    var lineUnits: Double { metrics.ascender - metrics.descender + metrics.lineGap }

    /// The summed advances of `text` in points, fractional (not rounded).
    ///
    /// ```swift
    /// Font.fixedAdvance(characterWidth: 10).width(of: "Hello")   // 50
    /// ```
    public func width(of text: String) -> CGFloat { width(ofText: text) }

    /// The summed advances of a substring in points, fractional.
    ///
    /// ```swift
    /// font.width(of: "Hello world".prefix(5))
    /// ```
    public func width(of text: Substring) -> CGFloat { width(ofText: text) }

    private func width(ofText text: some StringProtocol) -> CGFloat {
        var units = 0.0
        if text.utf8.allSatisfy({ $0 < 0x80 }) {  // ASCII: one cluster per byte ("\r\n" advances 0 either way)
            for byte in text.utf8 { units += asciiUnits[Int(byte)] }
        } else {
            for character in text { units += self.units(of: character) }
        }
        return CGFloat(units * scale)
    }

    public var description: String { "\(name) \(pointSize) pt" }

    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.name == rhs.name && lhs.pointSize == rhs.pointSize
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(pointSize)
    }
}
