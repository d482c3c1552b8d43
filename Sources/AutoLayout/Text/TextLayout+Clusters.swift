extension LineBreaker {
    /// One grapheme cluster with what the breaker needs to know about it.
    struct Cluster {
        /// UTF-8 offset of the cluster in its paragraph; it ends where the next one starts.
        let start: Int
        let units: Double
        let scalar: Unicode.Scalar  // the first scalar, for its line-break class
        let isSpace: Bool
        /// The index of its font in the text's `FontRuns` (0 for text in one font); 16 bits keep
        /// the cluster at 24 bytes.
        var font: UInt16 = 0
    }

    /// A paragraph's text and its clusters.
    struct Paragraph {
        let text: Substring
        let clusters: [Cluster]

        /// The text of clusters `range` (indices into `clusters`).
        func text(_ range: Range<Int>) -> Substring {
            let utf8 = text.utf8
            func index(_ cluster: Int) -> String.Index {
                cluster < clusters.count ? utf8.index(utf8.startIndex, offsetBy: clusters[cluster].start) : utf8.endIndex
            }
            return text[index(range.lowerBound)..<index(range.upperBound)]
        }
    }

    /// Splits `text` at newlines ("\n", "\r", "\r\n", VT, FF, NEL, U+2028, U+2029); the empty
    /// string has no paragraphs, "a\n" has two.
    /// False when no byte of the text can belong to a newline (U+000A to
    /// U+000D, U+0085, U+2028, U+2029): one paragraph, found without
    /// walking grapheme clusters.
    private static func mayHaveNewline(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            for (i, byte) in bytes.enumerated() {
                switch byte {
                case 0x0A...0x0D: return true
                case 0xC2: if i + 1 < bytes.count, bytes[i + 1] == 0x85 { return true }
                case 0xE2:
                    if i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 { return true }
                default: continue
                }
            }
            return false
        } ?? true
    }

    static func paragraphs(of text: String) -> [Substring] {
        guard !text.isEmpty else { return [] }
        if !mayHaveNewline(text) { return [text[...]] }
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        }
        // ASCII: scan bytes rather than grapheme clusters.
        let utf8 = text.utf8
        var result: [Substring] = []
        var start = utf8.startIndex, index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            guard (0x0A...0x0D).contains(byte) else { index = utf8.index(after: index); continue }
            result.append(text[start..<index])
            index = utf8.index(after: index)
            if byte == 0x0D, index < utf8.endIndex, utf8[index] == 0x0A { index = utf8.index(after: index) }
            start = index
        }
        result.append(text[start..<utf8.endIndex])
        return result
    }

    /// The clusters of one paragraph with their advances in `font`.
    static func clusters(of text: Substring, font: Font) -> [Cluster] {
        let ascii: [Cluster]?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var clusters: [Cluster] = []
            clusters.reserveCapacity(bytes.count)
            for (offset, byte) in bytes.enumerated() {
                guard byte < 0x80 else { return nil }  // not ASCII: use the general path
                clusters.append(Cluster(start: offset, units: font.asciiUnits[Int(byte)],
                                        scalar: Unicode.Scalar(byte), isSpace: byte == 0x20 || byte == 0x09))
            }
            return clusters
        }
        if let ascii = ascii ?? nil { return ascii }
        var clusters: [Cluster] = []
        var offset = 0
        for character in text {
            let scalar = character.unicodeScalars.first!
            clusters.append(Cluster(start: offset, units: font.units(of: character), scalar: scalar,
                                    isSpace: scalar.isWhitespace && !isNonBreakingSpace(scalar)))
            offset += character.utf8.count
        }
        return clusters
    }

    /// No-break space, figure space and narrow no-break space: whitespace that holds words together.
    static func isNonBreakingSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xA0 || scalar.value == 0x2007 || scalar.value == 0x202F
    }
}
