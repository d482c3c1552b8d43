import Foundation
import Testing
@testable import AutoLayout

/// numberOfLines and the line break modes, with the fixed-advance font (10 pt per character,
/// so "…" is 10 pt too).
@Suite("Text layout: line limits and truncation")
struct TextTruncationTests {
    let font = Font.fixedAdvance(characterWidth: 10, lineHeight: 20)

    func layout(_ text: String, _ width: CGFloat, lines: Int, _ mode: LineBreakMode) -> TextLayout {
        TextLayout(text: text, font: font, maxWidth: width, numberOfLines: lines, lineBreakMode: mode)
    }

    @Test("the last line of a cut text, per mode", arguments: [
        (LineBreakMode.byWordWrapping, "three", 50.0),
        (.byCharWrapping, "three f", 70),
        (.byClipping, "three", 50),
        (.byTruncatingTail, "three…", 60),
        (.byTruncatingHead, "…e four", 70),
        (.byTruncatingMiddle, "thr…our", 70),
    ])
    func lastLine(mode: LineBreakMode, text: String, width: Double) {
        let result = layout("one two three four", 70, lines: 2, mode)
        #expect(result.lines.count == 2)
        #expect(result.lines.last?.shape == .init(text: text, width: CGFloat(width)))
        #expect(result.size.height == 40)
        #expect(result.isTruncated)
    }

    @Test("the first lines are unchanged by truncation")
    func firstLines() {
        let result = layout("one two three four", 70, lines: 2, .byTruncatingTail)
        #expect(result.lines.first?.shape == .init(text: "one two", width: 70))
        #expect(result.size == CGSize(width: 70, height: 40))
    }

    @Test("single-line tail truncation, as a default UILabel shows it")
    func singleLine() {
        let result = layout("Hello world", 60, lines: 1, .byTruncatingTail)
        #expect(result.lines.map(\.shape) == [.init(text: "Hello…", width: 60)])
        #expect(result.size == CGSize(width: 60, height: 20))
        #expect(layout("Hello world", 75, lines: 1, .byTruncatingTail).lines.map(\.text) == ["Hello…"])
        #expect(layout("Hello world", 80, lines: 1, .byTruncatingTail).lines.map(\.text) == ["Hello w…"])
        #expect(layout("Helloworld", 60, lines: 1, .byTruncatingTail).lines.map(\.text) == ["Hello…"])
    }

    @Test("text that fits is not truncated")
    func fits() {
        let result = layout("Hello", 50, lines: 1, .byTruncatingTail)
        #expect(result.lines.map(\.shape) == [.init(text: "Hello", width: 50)])
        #expect(!result.isTruncated)
        #expect(!layout("one two", 70, lines: 2, .byTruncatingTail).isTruncated)
    }

    @Test("cut at a newline: the last kept line gets the ellipsis")
    func newlineCut() {
        let result = TextLayout(text: "a\nb\nc", font: font, numberOfLines: 2, lineBreakMode: .byTruncatingTail)
        #expect(result.lines.map(\.text) == ["a", "b…"])
        #expect(result.size == CGSize(width: 20, height: 40))
        let clipped = TextLayout(text: "a\nb\nc", font: font, numberOfLines: 2, lineBreakMode: .byClipping)
        #expect(clipped.lines.map(\.text) == ["a", "b"])
    }

    @Test("the last line takes the rest of its paragraph")
    func restOfParagraph() {
        // "cc dd" fits, but the next paragraph is cut: "…cc dd" would be 60, so "…c dd" (50).
        let result = layout("aa bb cc dd\nee", 50, lines: 2, .byTruncatingHead)
        #expect(result.lines.map(\.text) == ["aa bb", "…c dd"])
        #expect(layout("aa bb cc dd\nee", 50, lines: 2, .byTruncatingTail).lines.last?.text == "cc d…")
    }

    @Test("an ellipsis wider than the line is still shown")
    func ellipsisOnly() {
        let result = layout("abc", 5, lines: 1, .byTruncatingTail)
        #expect(result.lines.map(\.shape) == [.init(text: "…", width: 10)])
        #expect(layout("abc", 5, lines: 1, .byTruncatingMiddle).lines.map(\.text) == ["…"])
        #expect(layout("abc", 5, lines: 1, .byTruncatingHead).lines.map(\.text) == ["…"])
    }

    @Test("numberOfLines 0 or negative means unlimited")
    func unlimited() {
        #expect(layout("one two three four", 70, lines: 0, .byTruncatingTail).lines.map(\.text)
            == ["one two", "three", "four"])
        #expect(layout("one two three four", 70, lines: -1, .byTruncatingTail).lines.count == 3)
        #expect(layout("one two three four", 70, lines: 3, .byTruncatingTail).lines.map(\.text)
            == ["one two", "three", "four"])
    }

    @Test("truncation with the built-in font fits the ellipsis to the width")
    func builtInFont() {
        let body = Font.systemFont(ofSize: 17)
        // H 1479, e 1139, l 455, l 455, … 2048: "Hell…" = 5576 units = 46.29 pt;
        // "Hello…" = 6715 units = 55.74 pt does not fit 48.
        let result = TextLayout(text: "Hello world", font: body, maxWidth: 48, numberOfLines: 1,
                                lineBreakMode: .byTruncatingTail)
        let units: CGFloat = 5576
        #expect(result.lines.map(\.shape) == [.init(text: "Hell…", width: units * 17 / 2048)])
        #expect(result.size == CGSize(width: 47, height: 20))
    }
}
