import Foundation
import Testing
@testable import AutoLayout
@testable import LayoutRendering

/// Labels' alignment, attributed runs and bold text in drawings.
struct RenderTextTests {
    let narrow = Font.fixedAdvance(characterWidth: 10, lineHeight: 20)

    /// The text items of a drawing: text, origin, font name and advances.
    private func texts(_ root: View) -> [(String, CGPoint, String, [CGFloat])] {
        Drawing(view: root).items.compactMap { item in
            if case let .text(text, origin, font, _, advances) = item { return (text, origin, font.name, advances) }
            return nil
        }
    }

    private func root(with label: Label, width: CGFloat = 100, height: CGFloat = 20) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        label.frame = CGRect(x: 10, y: 10, width: width, height: height)
        root.addSubview(label)
        return root
    }

    @Test func alignmentMovesTheDrawnLine() {
        let label = Label(text: "abc", font: narrow)
        let view = root(with: label)
        // Baseline: the label's top 10 + ascender 16.
        #expect(texts(view).map(\.1) == [CGPoint(x: 10, y: 26)])
        label.textAlignment = .center
        #expect(texts(view).map(\.1) == [CGPoint(x: 45, y: 26)])  // 10 + (100 - 30) / 2
        label.textAlignment = .right
        #expect(texts(view).map(\.1) == [CGPoint(x: 80, y: 26)])
        label.textAlignment = .natural
        label.semanticContentAttribute = .forceRightToLeft
        #expect(texts(view).map(\.1) == [CGPoint(x: 80, y: 26)])
    }

    @Test func justifiedLinesSpreadTheirSpaces() {
        let label = Label(text: "aa bb cc dd ee", font: narrow)
        label.numberOfLines = 0
        label.textAlignment = .justified
        let drawn = texts(root(with: label, width: 70, height: 60))
        #expect(drawn.map(\.0) == ["aa bb", "cc dd", "ee"])
        #expect(drawn.map(\.1.y) == [26, 46, 66])
        #expect(drawn[0].3 == [0, 10, 20, 50, 60])  // 20 points more after the space: the line ends at 70
        #expect(drawn[2].3 == [0, 10])
    }

    @Test func attributedRunsAreDrawnInTheirFonts() {
        let label = Label(font: .systemFont(ofSize: 17))
        let text = NSMutableAttributedString(string: "Bold", attributes: [.font: Font.boldSystemFont(ofSize: 17)])
        text.append(NSAttributedString(string: " text"))
        label.attributedText = text
        let drawn = texts(root(with: label, width: 150, height: 20))
        #expect(drawn.map(\.0) == ["Bold", " text"])
        #expect(drawn.map(\.2) == ["LiberationSans-Bold", "LiberationSans"])
        // "Bold" in bold: 1479 + 1251 + 569 + 1251 = 4550 units at 17 / 2048 = 37.769 points.
        let boldWidth: CGFloat = 4550.0 * 17 / 2048
        #expect(drawn[1].1.x == 10 + boldWidth)
        let boldAdvances: [CGFloat] = [0, 1479, 2730, 3299].map { CGFloat($0) * 17 / 2048 }
        #expect(drawn[0].3 == boldAdvances)
    }

    @Test func boldTextHasMoreInk() throws {
        #expect(try OutlineFont.liberationSansBold().name == "LiberationSans-Bold")
        func ink(_ font: Font) -> Int {
            let label = Label(text: "llll", font: font)
            let view = root(with: label, width: 100, height: 60)
            view.backgroundColor = .white
            label.backgroundColor = .white
            let bitmap = Rasterizer.bitmap(for: Drawing(view: view), scale: 1)
            var dark = 0
            for x in 10..<110 {
                for y in 10..<70 where (bitmap.pixel(x: x, y: y)?.red ?? 255) < 128 { dark += 1 }
            }
            return dark
        }
        let regular = ink(.systemFont(ofSize: 40)), bold = ink(.boldSystemFont(ofSize: 40))
        // Drawn with the bold file's own outlines, not the regular ones stretched to the bold advances.
        #expect(regular > 0 && bold > regular * 3 / 2)
    }
}
