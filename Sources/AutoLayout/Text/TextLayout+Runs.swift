import Foundation

/// The fonts of attributed text: where each run starts and which font it uses. Widths are
/// kept in the base font's units (the line breaker's), so each font has a factor:
/// its points per unit over the base font's. A class, so lines and paragraphs share one copy.
final class FontRuns {
    /// UTF-8 offsets where runs start, ascending, the first 0.
    private(set) var starts: [Int] = []
    /// For each run, its index in `fonts`.
    private(set) var fontOfRun: [Int] = []
    /// The distinct fonts, the base font first.
    private(set) var fonts: [Font]
    /// For each font, its units in the base font's units.
    private(set) var factors: [Double]

    /// The runs of `text`'s `.font` attribute; text without one is in `base`. Nil when all of
    /// the text is in `base` (plain text layout does then).
    init?(_ text: NSAttributedString, base: Font) {
        let string = text.string
        fonts = [base]
        factors = [1]
        measuringFont = base
        let whole = NSRange(location: 0, length: (string as NSString).length)
        var runs: [(start: Int, font: Font)] = []
        text.enumerateAttribute(.font, in: whole, options: []) { value, range, _ in
            guard let bounds = Range(range, in: string) else { return }
            let start = string.utf8.distance(from: string.startIndex, to: bounds.lowerBound)
            runs.append((start, value as? Font ?? base))
        }
        guard runs.contains(where: { $0.font != base }) else { return nil }
        // A base of 0 points would make every factor infinite: measure in the first sized font.
        let unit = ([base] + runs.map(\.font)).first { $0.scale > 0 }?.scale ?? 1
        factors = [base.scale / unit]
        for run in runs {
            // Clusters hold a 16-bit font index: past 65,535 distinct fonts, runs take the base font.
            var index = fonts.firstIndex(of: run.font) ?? (fonts.count > Int(UInt16.max) ? 0 : fonts.count)
            if index == fonts.count {
                fonts.append(run.font)
                factors.append(run.font.scale / unit)
                index = fonts.count - 1
            }
            if fontOfRun.last == index { continue }
            starts.append(run.start)
            fontOfRun.append(index)
        }
        measuringFont = ([base] + runs.map(\.font)).first { $0.scale > 0 } ?? base
    }

    /// The font whose units the breaker measures in (and whose ellipsis truncation uses): the
    /// base font, unless it has no size.
    private(set) var measuringFont: Font

    /// The index of the run holding UTF-8 offset `offset`.
    func run(at offset: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {  // first start > offset
            let mid = (low + high) / 2
            if starts[mid] <= offset { low = mid + 1 } else { high = mid }
        }
        return max(0, low - 1)
    }
}

extension LineBreaker {
    /// The clusters of one paragraph starting `offset` bytes into attributed text, each measured
    /// in the font of the run its first byte is in, in the base font's units.
    static func clusters(of text: Substring, at offset: Int, runs: FontRuns) -> [Cluster] {
        var clusters: [Cluster] = []
        var local = 0
        var run = runs.run(at: offset)
        for character in text {
            while run + 1 < runs.starts.count, runs.starts[run + 1] <= offset + local { run += 1 }
            let font = runs.fontOfRun[run]
            let scalar = character.unicodeScalars.first!
            clusters.append(Cluster(start: local, units: runs.fonts[font].units(of: character) * runs.factors[font],
                                    scalar: scalar, isSpace: scalar.isWhitespace && !isNonBreakingSpace(scalar),
                                    font: UInt16(font)))
            local += character.utf8.count
        }
        return clusters
    }
}
