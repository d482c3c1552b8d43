/// The built-in proportional font's metrics: Liberation Sans Regular 2.1.5.
///
/// Liberation Sans is metric-compatible with Arial (and so close to Helvetica). Its fonts are
/// © 2010 Google Corporation and © 2012 Red Hat, Inc., licensed under the SIL Open Font License
/// 1.1; only numbers taken from its `hhea`, `hmtx` and `cmap` tables are included here, no outlines.
/// The table covers U+0020–U+02FF (Latin-1, Latin Extended-A/B, IPA, spacing modifiers), Greek,
/// Cyrillic, Latin Extended Additional, general punctuation, currency, letterlike symbols, arrows,
/// some math operators, box drawing, geometric shapes and the fi/fl ligatures. Other scalars
/// follow `Font`'s missing-glyph rules (CJK one em, others the width of "?").
/// `LiberationSansMetrics+Generator.swift` shows how the table was generated.
///
/// ```swift
/// let metrics = LiberationSansMetrics()
/// metrics.advance(for: "A")   // 1366 (of 2048 per em)
/// ```
public struct LiberationSansMetrics: FontMetrics {
    /// The built-in metrics; `Font.systemFont(ofSize:)` uses them.
    ///
    /// ```swift
    /// let font = try Font(metrics: LiberationSansMetrics(), size: 14)
    /// ```
    public init() {}

    public var name: String { "LiberationSans" }
    public var unitsPerEm: Double { Self.unitsPerEm }
    public var ascender: Double { Self.ascender }
    public var descender: Double { Self.descender }
    public var lineGap: Double { Self.lineGap }

    public func advance(for scalar: Unicode.Scalar) -> Double? {
        Self.advance(for: scalar, runs: Self.runs, advances: Self.advances)
    }

    /// The advance of `scalar` in a generated table (runs and advances as the generator writes them).
    static func advance(
        for scalar: Unicode.Scalar, runs: [(first: UInt32, last: UInt32, offset: Int)], advances: [UInt16]
    ) -> Double? {
        let code = scalar.value
        var low = 0, high = runs.count
        while low < high {  // first run whose last code point >= code
            let mid = (low + high) / 2
            if runs[mid].last < code { low = mid + 1 } else { high = mid }
        }
        guard low < runs.count, runs[low].first <= code else { return nil }
        let advance = advances[runs[low].offset + Int(code - runs[low].first)]
        return advance == .max ? nil : Double(advance)
    }
}
