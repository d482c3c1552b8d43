import Foundation
import Testing
@testable import AutoLayout

/// SCENARIOS S2's row: a multi-line body label pinned 8 points from the four
/// edges of the content view; the row's height is a fitting-size query.
@Suite struct SelfSizingRowTests {
    final class Row {
        let contentView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = Label()

        init(font: Font) {
            label.font = font
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            ])
        }

        func height(text: String, width: CGFloat) -> CGFloat {
            label.text = text
            return contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
    }

    static let texts = [
        "Short.",
        "A longer body text that needs to wrap over several lines when the row is narrow, as rows do in portrait.",
        "",
        "Line one\nLine two\nLine three",
    ]

    @Test func exactHeightsWithFixedFont() {
        let row = Row(font: tenPoint)
        // 31 characters of 10 points in 375 - 16 = 359: one line.
        #expect(row.height(text: "0123456789012345678901234567890", width: 375) == 36)
        // 40 characters in 359 wide: "aaaa ... " words of 4 + space: 7 words of 5 fit in 359 (7*50-10=340).
        let words = Array(repeating: "aaaa", count: 20).joined(separator: " ")
        #expect(row.height(text: words, width: 375) == CGFloat(3 * 20 + 16))
        // Rotation: 667 - 16 = 651 holds 13 words (13*50-10 = 640): 2 lines.
        #expect(row.height(text: words, width: 667) == CGFloat(2 * 20 + 16))
        #expect(row.height(text: words, width: 375) == CGFloat(3 * 20 + 16))
        // An empty label has no intrinsic height: the row is its padding.
        #expect(row.height(text: "", width: 375) == 16)
    }

    @Test(arguments: texts, [375.0, 667.0])
    func builtInFontMatchesTextLayout(text: String, width: CGFloat) {
        for size in [17.0, 23.0] {
            let font = Font.systemFont(ofSize: size)
            let row = Row(font: font)
            let expected = TextLayout(text: text, font: font, maxWidth: width - 16, scale: 2).size.height + 16
            #expect(row.height(text: text, width: width) == expected)
        }
    }

    @Test func dynamicTypeChangeRecomputes() {
        let row = Row(font: .systemFont(ofSize: 17))
        let text = Self.texts[1]
        let small = row.height(text: text, width: 375)
        row.label.font = .systemFont(ofSize: 23)
        let large = row.height(text: text, width: 375)
        #expect(large > small)
        row.label.font = .systemFont(ofSize: 17)
        #expect(row.height(text: text, width: 375) == small)
    }

    /// The engine keeps the labels that measure in two passes between
    /// fitting queries: a label that starts or stops wrapping is seen.
    @Test func wrappingTurnedOnAndOffAfterMeasuring() {
        let row = Row(font: tenPoint)
        let words = Array(repeating: "aaaa", count: 20).joined(separator: " ")
        #expect(row.height(text: words, width: 375) == CGFloat(3 * 20 + 16))
        row.label.numberOfLines = 1
        #expect(row.height(text: words, width: 375) == CGFloat(20 + 16))
        row.label.numberOfLines = 0
        #expect(row.height(text: words, width: 375) == CGFloat(3 * 20 + 16))
        // A preferred width wraps at 100 (two words a line) instead.
        row.label.preferredMaxLayoutWidth = 100
        #expect(row.height(text: words, width: 375) == CGFloat(10 * 20 + 16))
        row.label.preferredMaxLayoutWidth = 0
        #expect(row.height(text: words, width: 375) == CGFloat(3 * 20 + 16))
    }

    /// Measuring item after item changes constants only: the solver holds
    /// the same constraints (its revision stays).
    @Test func itemAfterItemHoldsTheSameConstraints() {
        let row = Row(font: tenPoint)
        _ = row.height(text: "first", width: 375)
        let solver = row.contentView.engine!.solver
        let revision = solver.revision
        for n in 1...20 {
            let text = Array(repeating: "aaaa", count: n).joined(separator: " ")
            let lines = (n + 6) / 7
            #expect(row.height(text: text, width: 375) == CGFloat(lines * 20 + 16))
        }
        #expect(solver.revision == revision)
    }
}
