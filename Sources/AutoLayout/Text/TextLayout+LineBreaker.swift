/// Greedy line breaking of paragraphs (text between newlines), in font units.
struct LineBreaker {
    /// A line: its text and width, its paragraph, the clusters it shows (`shown`, starting where
    /// truncation goes back to, and `afterEllipsis` after the ellipsis of a truncated line), and
    /// whether it ends its paragraph (not justified).
    struct Line {
        var text: String
        var units: Double
        var paragraph: Int
        var shown: Range<Int>
        var afterEllipsis: Range<Int>? = nil
        var endsParagraph = false
    }

    /// A break unit: a word (clusters that must stay together) followed by its spaces.
    private struct Segment {
        var start: Int, wordEnd: Int
        var wordUnits: Double, spaceUnits: Double
    }

    /// The font of the widths (`fits`) and of the ellipsis; runs' clusters are converted to its units.
    let font: Font
    let maxWidth: Double
    let mode: LineBreakMode
    /// The fonts of attributed text; nil when all of it is in `font`.
    let runs: FontRuns?
    private(set) var paragraphs: [Paragraph] = []

    init(font: Font, maxWidth: Double, mode: LineBreakMode, runs: FontRuns? = nil) {
        self.font = font
        self.maxWidth = maxWidth
        self.mode = mode
        self.runs = runs
    }

    /// Whether `units` fit the width; a millionth of a point of slack absorbs rounding in
    /// widths that were computed elsewhere from the same advances.
    func fits(_ units: Double) -> Bool { units * font.scale <= maxWidth + 1e-6 }

    /// Breaks `text` (one paragraph, no newlines, starting `offset` UTF-8 bytes into the whole
    /// text) and appends its lines; an empty paragraph is one empty line.
    mutating func breakLines(of text: Substring, at offset: Int = 0, into lines: inout [Line]) {
        let clusters = runs.map { Self.clusters(of: text, at: offset, runs: $0) } ?? Self.clusters(of: text, font: font)
        let paragraph = Paragraph(text: text, clusters: clusters)
        let number = paragraphs.count
        paragraphs.append(paragraph)
        func emit(_ start: Int, _ end: Int, _ units: Double, endsParagraph: Bool = false) {
            lines.append(Line(text: String(paragraph.text(start..<end)), units: units, paragraph: number,
                              shown: start..<end, endsParagraph: endsParagraph))
        }
        var lineStart = 0, contentEnd = 0, committed = 0.0, content = 0.0, isEmpty = true
        for var segment in segments(of: clusters) {
            if !isEmpty, !fits(committed + segment.wordUnits) {
                emit(lineStart, contentEnd, content)
                isEmpty = true
            }
            if isEmpty {
                lineStart = segment.start
                committed = 0
                // A word too long for an empty line breaks between characters.
                while !fits(segment.wordUnits), segment.wordEnd - segment.start > 1 {
                    var end = segment.start + 1, units = clusters[segment.start].units
                    while end < segment.wordEnd, fits(units + clusters[end].units) {
                        units += clusters[end].units
                        end += 1
                    }
                    emit(segment.start, end, units)
                    segment.start = end
                    segment.wordUnits -= units
                    lineStart = end
                }
            }
            content = committed + segment.wordUnits
            committed = content + segment.spaceUnits
            contentEnd = segment.wordEnd
            isEmpty = false
        }
        if isEmpty { lineStart = 0; contentEnd = 0; content = 0 }
        emit(lineStart, contentEnd, content, endsParagraph: true)
    }

    /// Splits a paragraph into words and their trailing spaces.
    private func segments(of clusters: [Cluster]) -> [Segment] {
        var segments: [Segment] = []
        var index = 0
        while index < clusters.count {
            var segment = Segment(start: index, wordEnd: index, wordUnits: 0, spaceUnits: 0)
            while index < clusters.count, !clusters[index].isSpace {
                segment.wordUnits += clusters[index].units
                index += 1
                if index < clusters.count, !clusters[index].isSpace, canBreak(clusters, before: index) { break }
            }
            segment.wordEnd = index
            while index < clusters.count, clusters[index].isSpace {
                segment.spaceUnits += clusters[index].units
                index += 1
            }
            segments.append(segment)
        }
        return segments
    }

    /// Whether a line may break between two non-space clusters, at `index`.
    private func canBreak(_ clusters: [Cluster], before index: Int) -> Bool {
        if mode == .byCharWrapping { return true }
        let before = clusters[index - 1].scalar, after = clusters[index].scalar
        if before.value >= 0x1100 || after.value >= 0x1100 {  // below U+1100 nothing is wide or CJK
            if before.value == 0x200B { return true }  // zero-width space
            if after.isCJKClosing || before.isCJKOpening { return false }
            if before.isWide || after.isWide { return true }
        }
        if before.isBreakingDash, index >= 2, !clusters[index - 2].isSpace,
           clusters[index - 2].scalar.properties.isAlphabetic, after.properties.isAlphabetic {
            return true
        }
        return false
    }
}
