import Foundation

/// Text broken into lines for a font, a width and a line limit: what a `UILabel` draws and
/// what its intrinsic content size reports.
///
/// - Lines break at explicit newlines, then wrap greedily at word boundaries (spaces, after a
///   dash between words, around CJK characters, which may break anywhere except before closing
///   or after opening CJK punctuation). A word wider than the line breaks between characters;
///   a line always holds at least one character, so a character wider than `maxWidth` overflows.
/// - A line's width is the sum of its advances without its trailing spaces (those where it
///   wrapped or that end the paragraph); leading and inner spaces count.
/// - `numberOfLines` (0 = unlimited) keeps the first lines; with a truncating `lineBreakMode`
///   the last kept line is rebuilt from the rest of its paragraph with "…" fitted to `maxWidth`.
/// - `size` is the widest line by the number of lines times `font.lineHeight`, each rounded up
///   to the pixel grid: `ceil(x * scale) / scale`. The default scale is 1 (whole points, as
///   `sizeWithAttributes` results are usually rounded); pass 2 or 3 for a Retina grid.
/// - The empty string has no lines and size (0, 0); "a\n" has two lines ("a" and "").
///
/// Bad parameters are clamped, not trapped: a negative or NaN `maxWidth` counts as 0 (one
/// character per line), a negative `numberOfLines` as 0, a non-positive or non-finite `scale` as 1.
///
/// ```swift
/// let font = Font.fixedAdvance(characterWidth: 10, lineHeight: 20)
/// let layout = TextLayout(text: "Hello brave new world", font: font, maxWidth: 110)
/// layout.lines.map(\.text)   // ["Hello brave", "new world"]
/// layout.size                // (110, 40)
/// ```
public struct TextLayout: Sendable, Equatable {
    /// One laid-out line.
    /// e.g. `body.textLayout(width: 280).lines.map(\.text)`
    public struct Line: Sendable, Equatable {
        /// The characters shown, without trailing spaces.
        /// e.g. `body.textLayout(width: 280).lines[0].text`
        public let text: String
        /// The summed advances of `text` in points, fractional.
        /// e.g. `body.textLayout(width: 280).lines[0].width`
        public let width: CGFloat
    }

    /// The lines, top to bottom.
    /// e.g. `body.textLayout(width: 280).lines.count`
    public let lines: [Line]
    /// The widest line by `lines.count x font.lineHeight`, rounded up to the pixel grid.
    /// e.g. `body.textLayout(width: 280).size.height`
    public let size: CGSize
    /// Whether `numberOfLines` cut text off (with or without an ellipsis).
    /// e.g. `title.textLayout(width: 100).isTruncated   // true when the title needs more room`
    public let isTruncated: Bool
    /// The first line's baseline below the top (the font's ascender); 0 without lines.
    /// e.g. `body.textLayout().firstBaseline`
    public let firstBaseline: CGFloat
    /// The last line's baseline below the top; 0 without lines.
    /// e.g. `body.textLayout().lastBaseline`
    public let lastBaseline: CGFloat

    /// Lays out `text`.
    ///
    /// ```swift
    /// TextLayout(text: "Hi", font: .systemFont(ofSize: 17)).size   // (17, 20): 16.05 x 19.55 rounded up
    /// ```
    public init(
        text: String,
        font: Font,
        maxWidth: CGFloat = .infinity,
        numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byWordWrapping,
        scale: CGFloat = 1
    ) {
        let limit = maxWidth.isNaN ? 0 : max(0, Double(maxWidth))
        let gridScale = scale.isFinite && scale > 0 ? Double(scale) : 1
        var breaker = LineBreaker(font: font, maxWidth: limit, mode: lineBreakMode)
        let maxLines = max(0, numberOfLines)
        var records: [LineBreaker.Line] = []
        var cut = false
        for paragraph in LineBreaker.paragraphs(of: text) {
            breaker.breakLines(of: paragraph, into: &records)
            if maxLines > 0, records.count > maxLines { cut = true; break }
        }
        if cut {
            let last = records[maxLines - 1]
            records.removeLast(records.count - maxLines)
            if lineBreakMode.truncates {
                records[maxLines - 1] = breaker.truncate(from: last)
            }
        }
        let lineHeight = font.lineUnits
        self.lines = records.map { Line(text: $0.text, width: CGFloat($0.units * font.scale)) }
        let widest = records.map(\.units).max() ?? 0
        func grid(_ value: Double) -> CGFloat { CGFloat((value * gridScale).rounded(.up) / gridScale) }
        self.size = CGSize(width: grid(widest * font.scale), height: grid(Double(records.count) * lineHeight * font.scale))
        self.isTruncated = cut
        self.firstBaseline = records.isEmpty ? 0 : font.ascender
        self.lastBaseline = records.isEmpty ? 0 : CGFloat(Double(records.count - 1) * lineHeight * font.scale) + font.ascender
    }
}
