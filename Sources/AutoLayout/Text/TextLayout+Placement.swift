import Foundation

/// Places broken lines: their height and baseline (from the fonts they show), their x across
/// the box (alignment), and their runs by font. Lines are placed top to bottom, once each.
struct LinePlacer {
    let runs: FontRuns?
    let alignment: TextAlignment
    /// The width lines are aligned in, in points.
    let box: Double
    /// The breaker's font's points per unit, line height, ascender, descender and line gap.
    private let scale: Double, lineHeight: CGFloat, ascender: CGFloat
    private let lineUnits: Double
    /// The top of the next line and how many lines are placed.
    private var top = 0.0
    private var count = 0

    init(font: Font, runs: FontRuns?, alignment: TextAlignment, box: Double) {
        self.runs = runs
        self.alignment = alignment
        self.box = box
        scale = font.scale
        lineHeight = font.lineHeight
        ascender = font.ascender
        lineUnits = font.lineUnits
    }

    /// The total height of `lines` placed lines, in points; for text in one font, lines x line height.
    func height(of lines: Int) -> Double {
        runs == nil ? Double(lines) * lineUnits * scale : top
    }

    /// Places the next line, `record`, of `paragraphs`.
    mutating func place(_ record: LineBreaker.Line, of paragraphs: [LineBreaker.Paragraph]) -> TextLayout.Line {
        let width = record.units * scale
        var x = 0.0, expansion = 0.0
        switch alignment {
        case .left, .natural: x = 0
        case .center: x = max(0, (box - width) / 2)
        case .right: x = max(0, box - width)
        case .justified:
            guard !record.endsParagraph, box.isFinite, box > width else { break }
            let clusters = paragraphs[record.paragraph].clusters
            let spaces = record.shown.count { clusters[$0].isSpace }
            if spaces > 0 { expansion = (box - width) / Double(spaces) }
        }
        let height: CGFloat, baseline: CGFloat
        var lineRuns: [TextLayout.Run] = []
        if let runs {
            let split = Self.runs(of: record, in: paragraphs[record.paragraph], fonts: runs, unit: scale, expansion: expansion)
            var shown = Set(split.map(\.font))
            if shown.isEmpty { shown.insert(runs.fonts[0]) }
            let ascent = shown.map(\.ascender).max()!, descent = shown.map { -$0.descender }.max()!
            height = ascent + descent + shown.map(\.leading).max()!
            baseline = CGFloat(top) + ascent
            lineRuns = split
        } else {
            height = lineHeight
            baseline = ascender + CGFloat(count) * lineHeight
        }
        top += Double(height)
        count += 1
        return TextLayout.Line(
            text: record.text, width: CGFloat(width), origin: CGPoint(x: x, y: Double(baseline)), height: height,
            spaceExpansion: CGFloat(expansion), mixedRuns: lineRuns)
    }

    /// A line's clusters grouped into runs of one font, with the ellipsis of a truncated line
    /// (in the measuring font) between the clusters before and after it.
    private static func runs(
        of record: LineBreaker.Line, in paragraph: LineBreaker.Paragraph, fonts: FontRuns, unit: Double,
        expansion: Double
    ) -> [TextLayout.Run] {
        var result: [TextLayout.Run] = []
        var pen = 0.0
        func add(_ range: Range<Int>) {
            var start = range.lowerBound
            while start < range.upperBound {
                let font = paragraph.clusters[start].font
                var end = start, x = pen
                while end < range.upperBound, paragraph.clusters[end].font == font {
                    let cluster = paragraph.clusters[end]
                    pen += cluster.units * unit + (cluster.isSpace ? expansion : 0)
                    end += 1
                }
                result.append(TextLayout.Run(text: String(paragraph.text(start..<end)), font: fonts.fonts[Int(font)],
                                             x: CGFloat(x)))
                start = end
            }
        }
        add(record.shown)
        if let tail = record.afterEllipsis {
            let ellipsis = fonts.measuringFont
            result.append(TextLayout.Run(text: "…", font: ellipsis, x: CGFloat(pen)))
            pen += ellipsis.units(of: "…" as Character) * ellipsis.scale
            add(tail)
        }
        return result
    }
}
