/// The measurements of a typeface, in font units, from which `Font` computes sizes.
///
/// Conform to plug any metrics source into `Font`. Values follow the font-file conventions:
/// `descender` is negative (below the baseline); a point size of `unitsPerEm` makes one font
/// unit one point.
///
/// ```swift
/// struct Monospace: FontMetrics {
///     let name = "Mono"
///     let unitsPerEm = 1000.0, ascender = 800.0, descender = -200.0, lineGap = 0.0
///     func advance(for scalar: Unicode.Scalar) -> Double? { 600 }
/// }
/// let font = try Font(metrics: Monospace(), size: 10)   // 6 pt per character
/// ```
public protocol FontMetrics: Sendable {
    /// A name identifying the metrics; `Font` equality compares it (with the point size).
    /// e.g. `var name: String { "MyFont" }`
    var name: String { get }
    /// Font units per em (the point size in font units).
    /// e.g. `var unitsPerEm: Double { 2048 }`
    var unitsPerEm: Double { get }
    /// Distance from the baseline to the top of the line, in font units (positive).
    /// e.g. `var ascender: Double { 1854 }`
    var ascender: Double { get }
    /// Distance from the baseline to the bottom of the line, in font units (negative).
    /// e.g. `var descender: Double { -434 }`
    var descender: Double { get }
    /// Extra space between lines, in font units.
    /// e.g. `var lineGap: Double { 67 }`
    var lineGap: Double { get }
    /// The advance width of `scalar`'s glyph in font units, or `nil` if the font has no glyph for it.
    /// e.g. `func advance(for scalar: Unicode.Scalar) -> Double? { scalar == " " ? 569 : 1139 }`
    func advance(for scalar: Unicode.Scalar) -> Double?
}

/// Metrics in which every character has the same advance: the exact, predictable font for tests.
///
/// `Font.fixedAdvance(characterWidth:lineHeight:)` is the usual way to get one.
/// The ascender is 80 % of the line height, the descender the other 20 %, with no line gap.
///
/// ```swift
/// let metrics = FixedAdvanceMetrics(advance: 600, lineHeight: 1200)   // font units, 1000 per em
/// let font = try Font(metrics: metrics, size: 10)   // 6 pt per character, 12 pt per line
/// ```
public struct FixedAdvanceMetrics: FontMetrics {
    public let name: String
    public let unitsPerEm: Double
    public let ascender: Double
    public let descender: Double
    public let lineGap: Double
    /// The advance of every character, in font units.
    /// e.g. `FixedAdvanceMetrics(advance: 600, lineHeight: 1200).advance   // 600`
    public let advance: Double

    /// Metrics where every scalar advances by `advance` and a line is `lineHeight` high (font units).
    ///
    /// ```swift
    /// FixedAdvanceMetrics(advance: 1000, lineHeight: 2000).advance(for: "W")   // 1000
    /// ```
    public init(advance: Double, lineHeight: Double, unitsPerEm: Double = 1000) {
        self.name = "FixedAdvance-\(advance)-\(lineHeight)-\(unitsPerEm)"
        self.unitsPerEm = unitsPerEm
        self.ascender = lineHeight * 0.8
        self.descender = -(lineHeight - lineHeight * 0.8)
        self.lineGap = 0
        self.advance = advance
    }

    public func advance(for scalar: Unicode.Scalar) -> Double? { advance }
}
