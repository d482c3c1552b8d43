import AutoLayout
import Foundation
import LayoutRendering
import Testing
@testable import Scenarios

/// In the PNG of every gallery scenario, each text's ink lies within the box the layout gave
/// that text (its label's or button's frame), and every visible character leaves ink.
@Suite struct GalleryGlyphInkTests {
    static let cases: [(String, CGFloat)] = allScenarios.flatMap { s in [(s.slug, 375), (s.slug, 667)] }

    @Test(arguments: cases)
    func glyphInkLiesInsideItsTextsBox(slug: String, width: CGFloat) throws {
        let scenario = try #require(allScenarios.first { $0.slug == slug })
        try Self.checkInk(of: Drawing(view: scenario.build(width: width).content), slug, width)
    }

    /// The gallery's example scene files (profile card, sign-in form, toolbar grid), laid out as
    /// `autolayout render` and the gallery lay them out.
    @Test(arguments: [CGFloat(375), 667])
    func exampleScenesInkLiesInsideItsTextsBoxes(width: CGFloat) throws {
        for example in ExampleScenes.all {
            let built = try Scene(json: example.json).build(width: width)
            built.layout()
            try Self.checkInk(of: Drawing(view: built.root), (try? Scene(json: example.json).name) ?? "scene", width)
        }
    }

    static func checkInk(of drawing: Drawing, _ slug: String, _ width: CGFloat) throws {
        var box: CGRect?
        var texts = 0
        for item in drawing.items {
            switch item {
            case let .rect(r, _, _, _, _): box = r
            case let .roundedRect(r, _, _, _, _): box = r
            case let .text(text, origin, font, color, advances):
                let owner = try #require(box)
                texts += 1
                let ink = Self.ink(of: .text(text, origin: origin, font: font, color: color, advances: advances), near: owner)
                #expect(ink.outside == 0, "\(slug) @\(width): \(ink.outside) pixels of \"\(text)\" lie outside \(owner)")
                if text.contains(where: { !$0.isWhitespace }) {
                    #expect(ink.inside > 0, "\(slug) @\(width): \"\(text)\" drew nothing")
                }
            case .line: break
            }
        }
        #expect(texts > 0)
    }

    /// The pixels (at 2 pixels a point) `item` paints alone, counted inside and outside `box`:
    /// drawn on a canvas of the box with a 20-point margin, moved so the box's corner sits at
    /// the margin. A pixel is inside when its square overlaps the box.
    static func ink(of item: Drawing.Item, near box: CGRect) -> (inside: Int, outside: Int) {
        let margin: CGFloat = 20, scale = 2.0
        guard case let .text(text, origin, font, color, advances) = item else { return (0, 0) }
        let moved = CGPoint(x: origin.x - box.minX + margin, y: origin.y - box.minY + margin)
        let canvas = Drawing(size: CGSize(width: box.width + 2 * margin, height: box.height + 2 * margin),
                             items: [.text(text, origin: moved, font: font, color: color, advances: advances)])
        let bitmap = Rasterizer.bitmap(for: canvas, scale: scale)
        let x0 = Double(margin) * scale, y0 = Double(margin) * scale
        let x1 = Double(margin + box.width) * scale, y1 = Double(margin + box.height) * scale
        var inside = 0, outside = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y) != .white {
                let overlaps = Double(x + 1) > x0 && Double(x) < x1 && Double(y + 1) > y0 && Double(y) < y1
                if overlaps { inside += 1 } else { outside += 1 }
            }
        }
        return (inside, outside)
    }
}
