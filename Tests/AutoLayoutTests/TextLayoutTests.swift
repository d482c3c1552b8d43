import Foundation
import Testing
@testable import AutoLayout

/// Line breaking with the fixed-advance font: every character 10 pt wide, every line 20 pt high.
@Suite("Text layout: wrapping")
struct TextLayoutTests {
    let font = Font.fixedAdvance(characterWidth: 10, lineHeight: 20)

    func lines(_ text: String, _ width: CGFloat = .infinity, _ mode: LineBreakMode = .byWordWrapping) -> [String] {
        TextLayout(text: text, font: font, maxWidth: width, lineBreakMode: mode).lines.map(\.text)
    }

    @Test("words wrap greedily; the size is the widest line by lines x line height")
    func wordWrapping() {
        let layout = TextLayout(text: "Hello brave new world", font: font, maxWidth: 110)
        #expect(layout.lines.map(\.shape) == [.init(text: "Hello brave", width: 110), .init(text: "new world", width: 90)])
        #expect(layout.size == CGSize(width: 110, height: 40))
        #expect(!layout.isTruncated)
        #expect(layout.firstBaseline == 16)
        #expect(layout.lastBaseline == 36)
    }

    @Test("a line that fits exactly stays; one point less wraps")
    func exactFit() {
        #expect(lines("abc def", 70) == ["abc def"])
        #expect(lines("abc def", 69) == ["abc", "def"])
    }

    @Test("unlimited width: one line per paragraph")
    func unlimited() {
        let layout = TextLayout(text: "The quick brown fox", font: font)
        #expect(layout.lines.map(\.text) == ["The quick brown fox"])
        #expect(layout.size == CGSize(width: 190, height: 20))
    }

    @Test("a word longer than the line breaks between characters")
    func longWord() {
        #expect(lines("abcdefghij", 35) == ["abc", "def", "ghi", "j"])
        #expect(lines("hi abcdefgh", 50) == ["hi", "abcde", "fgh"])  // moves to a new line first
        #expect(lines("abcdefgh xy", 50) == ["abcde", "fgh", "xy"])
        #expect(TextLayout(text: "abcdefghij", font: font, maxWidth: 35).size == CGSize(width: 30, height: 80))
    }

    @Test("spaces where a line wraps, and trailing spaces, do not count; leading spaces do")
    func spaces() {
        let wrapped = TextLayout(text: "ab    cd", font: font, maxWidth: 40)
        #expect(wrapped.lines.map(\.shape) == [.init(text: "ab", width: 20), .init(text: "cd", width: 20)])
        #expect(TextLayout(text: "abc   ", font: font).lines.map(\.shape) == [.init(text: "abc", width: 30)])
        #expect(TextLayout(text: "  abc", font: font).lines.map(\.shape) == [.init(text: "  abc", width: 50)])
        #expect(TextLayout(text: "a b", font: font).lines.map(\.shape) == [.init(text: "a b", width: 30)])
        #expect(TextLayout(text: "   ", font: font).size == CGSize(width: 0, height: 20))
        #expect(lines("a\u{00A0}b c", 30) == ["a\u{00A0}b", "c"])  // no-break space holds
    }

    @Test("explicit newlines start new lines; empty lines count")
    func newlines() {
        let layout = TextLayout(text: "a\nbb\n\nccc", font: font)
        #expect(layout.lines.map(\.text) == ["a", "bb", "", "ccc"])
        #expect(layout.size == CGSize(width: 30, height: 80))
        #expect(lines("a\r\nb") == ["a", "b"])
        #expect(lines("a\u{2028}b\rc") == ["a", "b", "c"])
        #expect(lines("a\n") == ["a", ""])
        #expect(TextLayout(text: "\n", font: font).size == CGSize(width: 0, height: 40))
        #expect(lines("abc def\nghi", 40) == ["abc", "def", "ghi"])
    }

    @Test("ASCII and non-ASCII text break the same way")
    func asciiAndGeneralPaths() {
        #expect(lines("ab cd ef gh", 50) == ["ab cd", "ef gh"])
        #expect(lines("áb cd ef gĥ", 50) == ["áb cd", "ef gĥ"])
        #expect(lines("é\r\nb\u{0C}c\u{0B}d\u{85}e") == ["é", "b", "c", "d", "e"])
        #expect(lines("a\u{0C}b\u{0B}c") == ["a", "b", "c"])
        #expect(lines("ab\u{3000}cd", 30) == ["ab", "cd"])  // ideographic space breaks
        #expect(font.width(of: "Hello world".prefix(5)) == 50)
        #expect(font.width(of: "Hé") == 20)
    }

    @Test("the empty string has no lines and size (0, 0)")
    func empty() {
        let layout = TextLayout(text: "", font: font, maxWidth: 100, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(layout.lines.isEmpty)
        #expect(layout.size == .zero)
        #expect(layout.firstBaseline == 0 && layout.lastBaseline == 0)
        #expect(TextLayout(text: "", font: .systemFont(ofSize: 17)).size == .zero)
    }

    @Test("CJK breaks between any two characters, but not before closing punctuation")
    func cjk() {
        #expect(lines("日本語のテキスト", 30) == ["日本語", "のテキ", "スト"])
        #expect(lines("日本語。日本", 30) == ["日本", "語。日", "本"])
        #expect(lines("「日本」です", 30) == ["「日", "本」で", "す"])
        #expect(lines("Hello世界", 60) == ["Hello世", "界"])
        let body = Font.systemFont(ofSize: 17)
        let layout = TextLayout(text: "日本語のテキスト", font: body, maxWidth: 60)
        #expect(layout.lines.map(\.text) == ["日本語", "のテキ", "スト"])  // 17 pt per character
        #expect(layout.lines.map(\.width) == [51, 51, 34])
    }

    @Test("character wrapping breaks anywhere")
    func charWrapping() {
        #expect(lines("ab cdef", 40, .byCharWrapping) == ["ab c", "def"])
        #expect(lines("ab cdef", 40, .byWordWrapping) == ["ab", "cdef"])
        #expect(lines("abcdef", 40, .byCharWrapping) == ["abcd", "ef"])
    }

    @Test("words wrap after a dash between letters")
    func dashes() {
        #expect(lines("well-known", 60) == ["well-", "known"])
        #expect(lines("a -5", 30) == ["a", "-5"])
    }

    @Test("grapheme clusters never split")
    func clusters() {
        #expect(lines("e\u{301}e\u{301}e\u{301}", 20) == ["e\u{301}e\u{301}", "e\u{301}"])
    }

    @Test("no room: one character per line; a negative or NaN width counts as 0")
    func noRoom() {
        #expect(lines("abc", 0) == ["a", "b", "c"])
        #expect(lines("abc", -5) == ["a", "b", "c"])
        #expect(lines("ab", .nan) == ["a", "b"])
        #expect(lines("ab cd", 5) == ["a", "b", "c", "d"])
    }

    @Test("sizes round up to the pixel grid of the given scale")
    func pixelGrid() {
        let odd = Font.fixedAdvance(characterWidth: 10.3, lineHeight: 12.1)
        #expect(TextLayout(text: "ab", font: odd).size == CGSize(width: 21, height: 13))
        #expect(TextLayout(text: "ab", font: odd, scale: 2).size == CGSize(width: 21, height: 12.5))
        #expect(TextLayout(text: "ab", font: odd, scale: 4).size == CGSize(width: 20.75, height: 12.25))
        #expect(TextLayout(text: "ab", font: odd, scale: 0).size == CGSize(width: 21, height: 13))
        let body = Font.systemFont(ofSize: 17)  // "Hi" = 16.0537 wide, 19.5483 high
        #expect(TextLayout(text: "Hi", font: body).size == CGSize(width: 17, height: 20))
        #expect(TextLayout(text: "Hi", font: body, scale: 3).size == CGSize(width: 49.0 / 3, height: 59.0 / 3))
        #expect(TextLayout(text: "Hi\nHi", font: body, scale: 2).size == CGSize(width: 16.5, height: 39.5))
    }
}
