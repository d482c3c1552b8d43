/// The built-in bold font's metrics: Liberation Sans Bold 2.1.5, the face of
/// `Font.boldSystemFont(ofSize:)`.
///
/// Generated the same way as ``LiberationSansMetrics`` and covering the same blocks, from the bold
/// file of the same release (© 2010 Google Corporation, © 2012 Red Hat, Inc.; SIL Open Font
/// License 1.1; numbers only, no outlines). Bold letters are wider: "A" is 1479 units here
/// against 1366 in the regular face; digits and the space keep their widths. The vertical
/// metrics are the regular face's, so a bold line is as tall as a regular one.
///
/// ```swift
/// let metrics = LiberationSansBoldMetrics()
/// metrics.advance(for: "A")   // 1479 (of 2048 per em)
/// ```
public struct LiberationSansBoldMetrics: FontMetrics {
    /// The built-in bold metrics; `Font.boldSystemFont(ofSize:)` uses them.
    ///
    /// ```swift
    /// let font = try Font(metrics: LiberationSansBoldMetrics(), size: 17)
    /// ```
    public init() {}

    public var name: String { "LiberationSans-Bold" }
    public var unitsPerEm: Double { Self.unitsPerEm }
    public var ascender: Double { Self.ascender }
    public var descender: Double { Self.descender }
    public var lineGap: Double { Self.lineGap }

    public func advance(for scalar: Unicode.Scalar) -> Double? {
        LiberationSansMetrics.advance(for: scalar, runs: Self.runs, advances: Self.advances)
    }
}
