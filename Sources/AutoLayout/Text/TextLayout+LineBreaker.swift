/// Greedy line breaking of paragraphs (text between newlines), in font units.
struct LineBreaker {
    /// One grapheme cluster with what the breaker needs to know about it.
    struct Cluster {
        let character: Character
        let units: Double
        let scalar: Unicode.Scalar  // the first scalar, for its line-break class
        let isSpace: Bool
    }

    /// A line: its text and width, and where it starts in its paragraph (for truncation).
    struct Line {
        var text: String
        var units: Double
        var paragraph: Int
        var start: Int
    }

    /// A break unit: a word (clusters that must stay together) followed by its spaces.
    private struct Segment {
        var start: Int, wordEnd: Int, end: Int
        var wordUnits: Double, spaceUnits: Double
    }

    let font: Font
    let maxWidth: Double
    let mode: LineBreakMode
    private(set) var paragraphs: [[Cluster]] = []

    init(font: Font, maxWidth: Double, mode: LineBreakMode) {
        self.font = font
        self.maxWidth = maxWidth
        self.mode = mode
    }

    /// Whether `units` fit the width; a millionth of a point of slack absorbs rounding in
    /// widths that were computed elsewhere from the same advances.
    func fits(_ units: Double) -> Bool { units * font.scale <= maxWidth + 1e-6 }

    /// Breaks `text` (one paragraph, no newlines) and appends its lines; an empty paragraph is one empty line.
    mutating func breakLines(of text: Substring, into lines: inout [Line]) {
        let clusters = text.map { character in
            let scalar = character.unicodeScalars.first!
            return Cluster(character: character, units: font.units(of: character), scalar: scalar,
                           isSpace: character.isWhitespace && !Self.isNonBreakingSpace(scalar))
        }
        let paragraph = paragraphs.count
        paragraphs.append(clusters)
        func emit(_ start: Int, _ end: Int, _ units: Double) {
            lines.append(Line(text: String(clusters[start..<end].map(\.character)), units: units,
                              paragraph: paragraph, start: start))
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
        emit(lineStart, contentEnd, content)
    }

    /// Splits a paragraph into words and their trailing spaces.
    private func segments(of clusters: [Cluster]) -> [Segment] {
        var segments: [Segment] = []
        var index = 0
        while index < clusters.count {
            var segment = Segment(start: index, wordEnd: index, end: index, wordUnits: 0, spaceUnits: 0)
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
            segment.end = index
            segments.append(segment)
        }
        return segments
    }

    /// Whether a line may break between two non-space clusters, at `index`.
    private func canBreak(_ clusters: [Cluster], before index: Int) -> Bool {
        if mode == .byCharWrapping { return true }
        let before = clusters[index - 1].scalar, after = clusters[index].scalar
        if before.value == 0x200B { return true }  // zero-width space
        if after.isCJKClosing || before.isCJKOpening { return false }
        if before.isWide || after.isWide { return true }
        if before.isBreakingDash, index >= 2, !clusters[index - 2].isSpace,
           clusters[index - 2].scalar.properties.isAlphabetic, after.properties.isAlphabetic {
            return true
        }
        return false
    }

    /// No-break space, figure space and narrow no-break space: whitespace that holds words together.
    static func isNonBreakingSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xA0 || scalar.value == 0x2007 || scalar.value == 0x202F
    }
}
