extension LineBreaker {
    /// Rebuilds the last kept line from the rest of its paragraph with "…" in it: as many
    /// clusters as fit `maxWidth` beside the ellipsis (at least the ellipsis itself, even if it
    /// overflows). Spaces next to the ellipsis are dropped.
    ///
    /// - Complexity: O(n) in the length of the rest of the paragraph.
    func truncate(from line: Line) -> Line {
        let paragraph = paragraphs[line.paragraph]
        let start = line.shown.lowerBound
        let rest = paragraph.clusters[start...].map { $0 }
        let count = rest.count
        let ellipsis = font.units(of: "…" as Character)
        // prefix[i]: width of rest[..<i]. prefixEnd[k]: end of the first k clusters without
        // trailing spaces. suffixStart[i]: first non-space at or after i.
        var prefix = [0.0], prefixEnd = [0], suffixStart = Array(repeating: count, count: count + 1)
        for (index, cluster) in rest.enumerated() {
            prefix.append(prefix[index] + cluster.units)
            prefixEnd.append(cluster.isSpace ? prefixEnd[index] : index + 1)
        }
        for index in stride(from: count - 1, through: 0, by: -1) {
            suffixStart[index] = rest[index].isSpace ? suffixStart[index + 1] : index
        }
        func headWidth(_ k: Int) -> Double { prefix[prefixEnd[k]] }
        func tailWidth(_ k: Int) -> Double { prefix[count] - prefix[suffixStart[count - k]] }
        func split(_ k: Int) -> (head: Int, tail: Int) {
            switch mode {
            case .byTruncatingHead: return (0, k)
            case .byTruncatingMiddle: return ((k + 1) / 2, k / 2)
            case .byTruncatingTail, .byWordWrapping, .byCharWrapping, .byClipping: return (k, 0)
            }
        }
        var kept = 0  // widths grow with k, so the first k that does not fit ends the search
        while kept < count {
            let (head, tail) = split(kept + 1)
            guard fits(headWidth(head) + ellipsis + tailWidth(tail)) else { break }
            kept += 1
        }
        let (head, tail) = split(kept)
        let headEnd = start + prefixEnd[head], tailStart = start + suffixStart[count - tail]
        let text = String(paragraph.text(start..<headEnd)) + "…" + paragraph.text(tailStart..<(start + count))
        return Line(text: text, units: headWidth(head) + ellipsis + tailWidth(tail),
                    paragraph: line.paragraph, shown: start..<headEnd, afterEllipsis: tailStart..<(start + count),
                    endsParagraph: true)
    }
}
