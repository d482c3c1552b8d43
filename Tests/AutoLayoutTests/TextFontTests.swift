import Foundation
import Testing
@testable import AutoLayout

@Suite("Font and the built-in Liberation Sans metrics")
struct TextFontTests {
    let body = Font.systemFont(ofSize: 17)

    @Test("built-in advances match Liberation Sans (Arial-compatible), in units of 2048 per em")
    func builtInAdvances() {
        let metrics = LiberationSansMetrics()
        let expected: [(Unicode.Scalar, Double)] = [
            (" ", 569), ("A", 1366), ("H", 1479), ("W", 1933), ("e", 1139), ("i", 455), ("l", 455),
            ("m", 1706), ("0", 1139), ("?", 1139), ("é", 1139), ("Æ", 2048), ("ß", 1251),
            ("Ł", 1139), ("œ", 1933), ("\u{2013}", 1139), ("\u{2014}", 2048), ("\u{2026}", 2048),
            ("\u{201C}", 682), ("\u{2019}", 455), ("€", 1139),
        ]
        for (scalar, advance) in expected {
            #expect(metrics.advance(for: scalar) == advance, "U+\(String(scalar.value, radix: 16))")
        }
        #expect(metrics.advance(for: "\u{7F}") == nil)
        #expect(metrics.advance(for: "漢") == nil)
        #expect([metrics.unitsPerEm, metrics.ascender, metrics.descender, metrics.lineGap] == [2048, 1854, -434, 67])
    }

    @Test("'Hello' at 17 pt: H 1479 + e 1139 + l 455 + l 455 + o 1139 = 4667 units")
    func helloWidth() {
        let units: CGFloat = 4667
        #expect(body.width(of: "Hello") == units * 17 / 2048)  // 38.739...
        #expect(body.withSize(14).width(of: "Hello") == units * 14 / 2048)
        #expect(body.withSize(12).width(of: "Hello") == units * 12 / 2048)
        #expect("Hello".size(withFont: body) == CGSize(width: 39, height: 20))
        #expect("Hello ".size(withFont: body) == CGSize(width: 44, height: 20))  // 43.46: spaces count here
        #expect("Hello\nHi".size(withFont: body) == CGSize(width: 39, height: 40))  // 2 x 19.548
        #expect("".size(withFont: body) == .zero)
    }

    @Test("line height = (ascender - descender + lineGap) x size / unitsPerEm", arguments: [17.0, 14.0, 12.0])
    func lineHeight(size: Double) {
        let font = Font.systemFont(ofSize: CGFloat(size))
        #expect(font.lineHeight == CGFloat(2355 * size / 2048))
        #expect(font.ascender == CGFloat(1854 * size / 2048))
        #expect(font.descender == CGFloat(-434 * size / 2048))
        #expect(font.leading == CGFloat(67 * size / 2048))
    }

    @Test("the fixed-advance font: every character 10 pt wide, every line 20 pt high")
    func fixedAdvance() {
        let font = Font.fixedAdvance(characterWidth: 10, lineHeight: 20)
        #expect(font.width(of: "Hello") == 50)
        #expect(font.width(of: "漢字") == 20)
        #expect(font.width(of: "e\u{301}") == 10)  // one character: the combining mark adds nothing
        #expect(font.lineHeight == 20)
        #expect(font.ascender == 16)
        #expect(font.descender == -4)
        #expect(font.pointSize == 10)
        #expect(font.withSize(20).width(of: "ab") == 40)
        #expect(Font.fixedAdvance(characterWidth: 7.5, lineHeight: 13).width(of: "abcd") == 30)
        #expect(Font.fixedAdvance(characterWidth: -3, lineHeight: .nan).lineHeight == 0)
    }

    @Test("missing glyphs: CJK, Hangul, kana and emoji one em; others the width of '?'")
    func fallbacks() {
        #expect(body.width(of: "漢字") == 34)
        #expect(body.width(of: "ひらがな") == 68)
        #expect(body.width(of: "カタカナ") == 68)
        #expect(body.width(of: "한국어") == 51)
        #expect(body.width(of: "ＡＢ") == 34)  // fullwidth forms
        #expect(body.width(of: "ｱ") == 8.5)  // halfwidth katakana
        #expect(body.width(of: "😀") == 17)
        #expect(body.width(of: "👍🏽") == 17)  // skin-tone modifier
        #expect(body.width(of: "🇫🇷") == 17)  // flag
        #expect(body.width(of: "👨‍👩‍👧") == 17)  // zero-width-joiner sequence
        #expect(body.width(of: "ก") == body.width(of: "?"))  // Thai: not in the table
    }

    @Test("zero-width scalars, combining marks and tabs")
    func zeroWidth() {
        #expect(body.width(of: "e\u{301}") == body.width(of: "e"))
        #expect(body.width(of: "a\u{200B}b") == body.width(of: "ab"))
        #expect(body.width(of: "\u{FEFF}") == 0)
        #expect(body.width(of: "a\tb") == body.width(of: "a b"))
        #expect(body.advance(for: "\u{0301}") == 0)
    }

    @Test("custom metrics: missing and unusable advances fall back")
    func customMetrics() throws {
        struct Sparse: FontMetrics {
            let name = "Sparse"
            let unitsPerEm = 1000.0, ascender = 700.0, descender = -300.0, lineGap = 0.0
            func advance(for scalar: Unicode.Scalar) -> Double? {
                switch scalar {
                case "a": return 500
                case "b": return .nan
                case "c": return -5
                default: return nil
                }
            }
        }
        let font = try Font(metrics: Sparse(), size: 10)
        #expect(font.width(of: "a") == 5)
        #expect(font.width(of: "b") == 5)  // NaN: missing; no "?" glyph, so half an em
        #expect(font.width(of: "c") == 5)
        #expect(font.width(of: "漢") == 10)
        #expect(font.lineHeight == 10)
    }

    @Test("invalid sizes and metrics are errors; systemFont clamps")
    func invalidInput() {
        let metrics = FixedAdvanceMetrics(advance: 500, lineHeight: 1000)
        #expect(throws: FontError.invalidSize(-1)) { try Font(metrics: metrics, size: -1) }
        #expect(throws: FontError.invalidSize(.infinity)) { try Font(metrics: metrics, size: .infinity) }
        #expect(throws: FontError.invalidMetrics(name: "FixedAdvance-500.0-1000.0-0.0",
                                                 reason: "unitsPerEm 0.0 is not a positive number")) {
            try Font(metrics: FixedAdvanceMetrics(advance: 500, lineHeight: 1000, unitsPerEm: 0), size: 10)
        }
        #expect(throws: FontError.self) { try Font(metrics: FixedAdvanceMetrics(advance: 1, lineHeight: -1), size: 10) }
        #expect(Font.systemFont(ofSize: -3).pointSize == 0)
        #expect(Font.systemFont(ofSize: .nan).lineHeight == 0)
        #expect(FontError.invalidSize(-1).description == "font size -1.0 is not a finite number >= 0")
    }

    @Test("fonts are equal by name and size")
    func equality() {
        #expect(body == Font.systemFont(ofSize: 17))
        #expect(body.hashValue == Font.systemFont(ofSize: 17).hashValue)
        #expect(body != Font.systemFont(ofSize: 14))
        #expect(body.withSize(14) == Font.systemFont(ofSize: 14))
        #expect(body != Font.fixedAdvance().withSize(17))
        #expect(body.name == "LiberationSans")
        #expect(body.description == "LiberationSans 17.0 pt")
    }
}
