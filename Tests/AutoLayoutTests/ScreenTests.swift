import Foundation
import Testing
@testable import AutoLayout

/// The screen: a value (bounds and scale) that views inherit from their
/// root; its scale is the pixel grid of fitting sizes, text and frames.
@Suite struct ScreenTests {
    @Test func viewsInheritTheScreenOfTheirRoot() {
        let root = View()
        let child = View()
        let grandchild = Label(text: "x", font: tenPoint)
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(Screen.default == Screen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2))
        #expect(Screen.default.description == "Screen(375 x 667 @2x)")
        #expect([root, child, grandchild].allSatisfy { $0.screen == .default && $0.contentScaleFactor == 2 })
        let plus = Screen(bounds: CGRect(x: 0, y: 0, width: 414, height: 736), scale: 3)
        root.screen = plus
        #expect([root, child, grandchild].allSatisfy { $0.screen == plus && $0.contentScaleFactor == 3 })
        // A view's own scale wins over its screen's, for it alone.
        child.contentScaleFactor = 1
        #expect(child.contentScaleFactor == 1 && grandchild.contentScaleFactor == 3)
        // Moved to another hierarchy, a view takes that hierarchy's screen.
        let other = View()
        other.addSubview(grandchild)
        #expect(grandchild.screen == .default && grandchild.contentScaleFactor == 2)
    }

    /// (375 - 18) / 2 = 178.5: 179 at 1x, kept at 2x, 536 pixels at 3x.
    @Test(arguments: [(CGFloat(1), CGFloat(179)), (CGFloat(2), CGFloat(178.5)), (CGFloat(3), CGFloat(536) / 3)])
    func fittingSizesRoundUpToThePixelGridOfTheScreen(scale: CGFloat, width: CGFloat) {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.screen = Screen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: scale)
        let box = constrained(View(), in: cell, "box")
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            box.topAnchor.constraint(equalTo: cell.topAnchor),
            box.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            box.widthAnchor.constraint(equalToConstant: (375 - 18) / 2),
            box.heightAnchor.constraint(equalToConstant: 100.1),
        ])
        let height = (100.1 * scale).rounded(.up) / scale
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: width, height: height))
    }

    @Test func aNewScreenRemeasuresTheText() throws {
        let root = makeRoot(375, 100)
        let font = Font.systemFont(ofSize: 17)
        func size(_ text: String, _ scale: CGFloat) -> CGSize {
            TextLayout(text: text, font: font, numberOfLines: 1, scale: scale).size
        }
        // A text whose width is not a whole number of points at 2x.
        let text = try #require(["Hello, world", "Hello", "Layout", "Auto Layout", "ab"].first { size($0, 1) != size($0, 2) })
        let label = constrained(Label(text: text, font: font), in: root, "label")
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(origin: .zero, size: size(text, 2)))
        root.screen = Screen(bounds: root.bounds, scale: 1)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(origin: .zero, size: size(text, 1)))
    }
}
