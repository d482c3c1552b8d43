import Foundation
import Testing
@testable import AutoLayout

/// A test's view of a line: its text and width.
struct LineShape: Equatable {
    let text: String
    let width: CGFloat
}

extension TextLayout.Line {
    var shape: LineShape { LineShape(text: text, width: width) }
}

/// Optional text, attributed text with font runs, and alignment of a label's lines.
@Suite("Label text, attributed runs and alignment")
struct LabelTextTests {
    let narrow = Font.fixedAdvance(characterWidth: 10, lineHeight: 20)
    let wide = Font.fixedAdvance(characterWidth: 20, lineHeight: 40)

    @Test("text is optional: nil by default, and nil and empty both measure as nothing")
    func optionalText() {
        let label = Label(font: narrow)
        #expect(label.text == nil && label.attributedText == nil)
        #expect(label.intrinsicContentSize == .zero)
        label.text = "abc"
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 20))
        #expect(label.attributedText?.string == "abc")
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero && label.text == "")
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test("runs are measured in their own fonts; text without a font is in the label's")
    func attributedRuns() {
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: wide])
        text.append(NSAttributedString(string: "cde"))
        let layout = TextLayout(attributedText: text, font: narrow)
        #expect(layout.lines.count == 1)
        let line = layout.lines[0]
        #expect(line.shape == LineShape(text: "abcde", width: 70))
        #expect(layout.runs(of: line) == [TextLayout.Run(text: "ab", font: wide, x: 0), TextLayout.Run(text: "cde", font: narrow, x: 40)])
        // The line is as tall as its tallest font: ascender 32 + descender 8 of the 40-point line.
        #expect(line.height == 40 && line.origin.y == 32)
        #expect(layout.size == CGSize(width: 70, height: 40))
    }

    @Test("attributed text wraps with mixed widths; each line takes its own fonts' height")
    func attributedWrapping() {
        let text = NSMutableAttributedString(string: "aaaa ")
        text.append(NSAttributedString(string: "bbbb", attributes: [.font: wide]))
        text.append(NSAttributedString(string: " cc"))
        // aaaa (40) + space (10) + bbbb (80) = 130 > 100: bbbb wraps; bbbb + space + cc = 110: cc wraps too.
        let layout = TextLayout(attributedText: text, font: narrow, maxWidth: 100)
        #expect(layout.lines.map(\.shape) == [LineShape(text: "aaaa", width: 40), LineShape(text: "bbbb", width: 80),
                                              LineShape(text: "cc", width: 20)])
        #expect(layout.lines.map(\.height) == [20, 40, 20])
        #expect(layout.lines.map(\.origin.y) == [16, 52, 76])  // 0 + 16, 20 + 32, 60 + 16
        #expect(layout.size == CGSize(width: 80, height: 80))
        #expect(layout.firstBaseline == 16 && layout.lastBaseline == 76)
    }

    @Test("a label with attributed text sizes to its runs; setting text drops the runs")
    func labelAttributedText() {
        let label = Label(font: .systemFont(ofSize: 17))
        let text = NSMutableAttributedString(string: "Hello", attributes: [.font: Font.boldSystemFont(ofSize: 17)])
        text.append(NSAttributedString(string: " Hello"))
        label.attributedText = text
        #expect(label.text == "Hello Hello")
        // Bold "Hello" 5007 units + regular " Hello" 569 + 4667 units, at 17 / 2048: 85.03, on the 2x grid 85.5.
        #expect(label.intrinsicContentSize == CGSize(width: 85.5, height: 20))
        let mixed = label.textLayout()
        #expect(mixed.runs(of: mixed.lines[0]).map(\.font.name) == ["LiberationSans-Bold", "LiberationSans"])
        label.text = "Hello Hello"  // plain again: all regular, 2 x 4667 + 569 units = 82.19
        #expect(label.intrinsicContentSize == CGSize(width: 82.5, height: 20))
        let plain = label.textLayout()
        #expect(plain.runs(of: plain.lines[0]).map(\.font.name) == ["LiberationSans"])
        label.attributedText = nil
        #expect(label.text == nil && label.intrinsicContentSize == .zero)
    }

    @Test("a truncated attributed line keeps its runs around the ellipsis")
    func attributedTruncation() {
        let text = NSMutableAttributedString(string: "aaaa", attributes: [.font: wide])
        text.append(NSAttributedString(string: "bbbbbbbb"))
        let layout = TextLayout(attributedText: text, font: narrow, maxWidth: 100, numberOfLines: 1,
                                lineBreakMode: .byTruncatingTail)
        // aaaa is 80 wide; the ellipsis is one 10-point character of the label's font; one b fits.
        #expect(layout.lines.map(\.shape) == [LineShape(text: "aaaab…", width: 100)])
        #expect(layout.runs(of: layout.lines[0]) == [TextLayout.Run(text: "aaaa", font: wide, x: 0),
                                         TextLayout.Run(text: "b", font: narrow, x: 80),
                                         TextLayout.Run(text: "…", font: narrow, x: 90)])
        #expect(layout.isTruncated)
    }

    @Test("alignment places each line across the width; natural is right in right-to-left")
    func alignment() {
        func x(_ alignment: TextAlignment) -> [CGFloat] {
            TextLayout(text: "abc\nabcdef", font: narrow, maxWidth: 100, alignment: alignment).lines.map(\.origin.x)
        }
        #expect(x(.left) == [0, 0] && x(.natural) == [0, 0])
        #expect(x(.center) == [35, 20])
        #expect(x(.right) == [70, 40])
        let label = Label(text: "abc", font: narrow)
        label.textAlignment = .natural
        #expect(label.textLayout(width: 100).lines[0].origin.x == 0)
        label.semanticContentAttribute = .forceRightToLeft
        #expect(label.textLayout(width: 100).lines[0].origin.x == 70)
        label.textAlignment = .center
        #expect(label.textLayout(width: 100).lines[0].origin.x == 35)
        // Without a width, lines align in the widest line.
        #expect(TextLayout(text: "abc\nabcdef", font: narrow, alignment: .right).lines.map(\.origin.x) == [30, 0])
    }

    @Test("justified lines widen their spaces to the full width; a paragraph's last line does not")
    func justified() {
        let layout = TextLayout(text: "aa bb cc dd ee", font: narrow, maxWidth: 70, alignment: .justified)
        #expect(layout.lines.map(\.text) == ["aa bb", "cc dd", "ee"])
        #expect(layout.lines.map(\.spaceExpansion) == [20, 20, 0])
        #expect(layout.lines.map(\.origin.x) == [0, 0, 0])
        let two = TextLayout(text: "a b c d\ne", font: narrow, maxWidth: 60, alignment: .justified)
        #expect(two.lines.map(\.text) == ["a b c", "d", "e"])
        #expect(two.lines.map(\.spaceExpansion) == [5, 0, 0])  // (60 - 50) / 2 spaces
    }
}
