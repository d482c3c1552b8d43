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
/// - Attributed text (`init(attributedText:font:...)`) measures each run in its `.font`; a
///   line is as tall as its tallest font's ascender + descender + line gap, and its baseline
///   sits its largest ascender below its top.
/// - `alignment` places each line across the box: `maxWidth` when finite, else the widest line
///   (`Line.origin.x`); `.natural` is left here (a label passes right for right-to-left).
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
        /// The summed advances of `text` in points, fractional (before any justification).
        /// e.g. `body.textLayout(width: 280).lines[0].width`
        public let width: CGFloat
        /// Where the line is drawn from: x from the box's left edge (alignment), y its baseline
        /// below the layout's top.
        /// e.g. `title.textLayout(width: 200).lines[0].origin.x   // 0 when left-aligned`
        public let origin: CGPoint
        /// The line's height: its tallest font's ascender - descender + line gap.
        /// e.g. `body.textLayout().lines[0].height   // font.lineHeight for text in one font`
        public let height: CGFloat
        /// Points added after each space of a justified line; 0 otherwise.
        /// e.g. `body.textLayout(width: 200).lines[0].spaceExpansion`
        public let spaceExpansion: CGFloat
        /// The runs of attributed text (empty for text in one font: see `TextLayout.runs(of:)`).
        let mixedRuns: [Run]
    }

    /// Part of a line in one font.
    /// e.g. `layout.runs(of: layout.lines[0])[0].text`
    public struct Run: Sendable, Equatable {
        /// The characters of the run.
        /// e.g. `layout.runs(of: line)[0].text`
        public let text: String
        /// The font they are measured and drawn in.
        /// e.g. `layout.runs(of: line)[0].font.name   // "LiberationSans-Bold" for a bold run`
        public let font: Font
        /// The run's start from the line's origin, in points (justification included).
        /// e.g. `layout.runs(of: line)[1].x   // the width of the first run`
        public let x: CGFloat
    }

    /// The lines, top to bottom.
    /// e.g. `body.textLayout(width: 280).lines.count`
    public let lines: [Line]
    /// The widest line by the lines' heights, rounded up to the pixel grid.
    /// e.g. `body.textLayout(width: 280).size.height`
    public let size: CGSize
    /// Whether `numberOfLines` cut text off (with or without an ellipsis).
    /// e.g. `title.textLayout(width: 100).isTruncated   // true when the title needs more room`
    public let isTruncated: Bool
    /// The first line's baseline below the top (its ascender); 0 without lines.
    /// e.g. `body.textLayout().firstBaseline`
    public let firstBaseline: CGFloat
    /// The last line's baseline below the top; 0 without lines.
    /// e.g. `body.textLayout().lastBaseline`
    public let lastBaseline: CGFloat
    /// The font of text in one font; nil for attributed text, whose lines keep their runs.
    private let font: Font?

    /// A line's text split by font, left to right: one run for text in one font.
    ///
    /// ```swift
    /// let layout = label.textLayout(width: 200)
    /// for line in layout.lines {
    ///     for run in layout.runs(of: line) { print(run.text, run.font, line.origin.x + run.x) }
    /// }
    /// ```
    public func runs(of line: Line) -> [Run] {
        guard let font else { return line.mixedRuns }
        return line.text.isEmpty ? [] : [Run(text: line.text, font: font, x: 0)]
    }

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
        alignment: TextAlignment = .natural,
        scale: CGFloat = 1
    ) {
        self.init(text: text, font: font, runs: nil, maxWidth: maxWidth, numberOfLines: numberOfLines,
                  lineBreakMode: lineBreakMode, alignment: alignment, scale: scale)
    }

    /// Lays out attributed text: each run in its `.font` (text without one in `font`).
    ///
    /// ```swift
    /// let text = NSMutableAttributedString(string: "Bold", attributes: [.font: Font.boldSystemFont(ofSize: 17)])
    /// text.append(NSAttributedString(string: " and regular"))
    /// let layout = TextLayout(attributedText: text, font: .systemFont(ofSize: 17))
    /// layout.runs(of: layout.lines[0]).count   // 2
    /// ```
    public init(
        attributedText: NSAttributedString,
        font: Font,
        maxWidth: CGFloat = .infinity,
        numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .byWordWrapping,
        alignment: TextAlignment = .natural,
        scale: CGFloat = 1
    ) {
        self.init(text: attributedText.string, font: font, runs: FontRuns(attributedText, base: font),
                  maxWidth: maxWidth, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                  alignment: alignment, scale: scale)
    }

    private init(
        text: String, font: Font, runs: FontRuns?, maxWidth: CGFloat, numberOfLines: Int,
        lineBreakMode: LineBreakMode, alignment: TextAlignment, scale: CGFloat
    ) {
        let limit = maxWidth.isNaN ? 0 : max(0, Double(maxWidth))
        let gridScale = scale.isFinite && scale > 0 ? Double(scale) : 1
        let measuring = runs?.measuringFont ?? font
        var breaker = LineBreaker(font: measuring, maxWidth: limit, mode: lineBreakMode, runs: runs)
        let maxLines = max(0, numberOfLines)
        var records: [LineBreaker.Line] = []
        var cut = false
        for paragraph in LineBreaker.paragraphs(of: text) {
            let offset = runs == nil ? 0 : text.utf8.distance(from: text.startIndex, to: paragraph.startIndex)
            breaker.breakLines(of: paragraph, at: offset, into: &records)
            if maxLines > 0, records.count > maxLines { cut = true; break }
        }
        if cut {
            let last = records[maxLines - 1]
            records.removeLast(records.count - maxLines)
            if lineBreakMode.truncates {
                records[maxLines - 1] = breaker.truncate(from: last)
            }
        }
        let widest = records.map(\.units).max() ?? 0
        func grid(_ value: Double) -> CGFloat { CGFloat((value * gridScale).rounded(.up) / gridScale) }
        let box = limit.isFinite ? limit : widest * measuring.scale
        var placer = LinePlacer(font: measuring, runs: runs, alignment: alignment, box: box)
        let paragraphs = breaker.paragraphs
        self.lines = records.map { placer.place($0, of: paragraphs) }
        self.size = CGSize(width: grid(widest * measuring.scale), height: grid(placer.height(of: records.count)))
        self.isTruncated = cut
        self.font = runs == nil ? font : nil
        self.firstBaseline = lines.first?.origin.y ?? 0
        self.lastBaseline = lines.last?.origin.y ?? 0
    }
}
