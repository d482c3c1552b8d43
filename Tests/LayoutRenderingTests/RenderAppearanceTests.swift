import Foundation
import Testing
@testable import AutoLayout
@testable import LayoutRendering

/// The visual properties UIKit code sets (background and text colours, corner radius, border,
/// clipping, content mode, named images): kept on the views and drawn.
struct RenderAppearanceTests {
    @Test func colorsHaveUIKitsComponents() {
        #expect(Color.lightGray == Color(red: 2.0 / 3.0, green: 2.0 / 3.0, blue: 2.0 / 3.0, alpha: 1))
        #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(Color(white: 0.5, alpha: 0.25) == Color.gray.withAlphaComponent(0.25))
        #expect(Color(red: 2, green: -1, blue: .nan, alpha: 1) == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(RenderColor(Color(red: 50.0 / 255.0, green: 120.0 / 255.0, blue: 1, alpha: 0.5)) == RenderColor(50, 120, 255, alpha: 128))
        #expect(RenderColor(Color.orange) == RenderColor(255, 128, 0))
    }

    @Test func viewsKeepTheirVisualProperties() {
        let view = View()
        #expect(view.backgroundColor == nil && !view.clipsToBounds && view.contentMode == .scaleToFill)
        #expect(view.layer.cornerRadius == 0 && view.layer.borderWidth == 0 && view.layer.borderColor == .black)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.cornerRadius = -3
        #expect(view.layer.cornerRadius == 0)
        #expect(Label().textColor == .black)
    }

    @Test func namedImagesComeFromTheCatalog() {
        #expect(Image(named: "render-appearance-missing") == nil)
        Image.register(Image(size: CGSize(width: 14, height: 14), name: "render-appearance-vip"))
        let view = ImageView()
        view.image = Image(named: "render-appearance-vip")
        #expect(view.intrinsicContentSize == CGSize(width: 14, height: 14))
    }

    @Test func backgroundAndCornerRadiusAreDrawn() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        root.backgroundColor = .red
        root.layer.cornerRadius = 8
        let drawing = Drawing(view: root)
        #expect(drawing.items == [.roundedRect(CGRect(x: 0, y: 0, width: 40, height: 40), radius: 8,
                                               fill: RenderColor(255, 0, 0), stroke: nil, lineWidth: 0)])
        #expect(SVGWriter.element(drawing.items[0])
            == "<rect x=\"0\" y=\"0\" width=\"40\" height=\"40\" rx=\"8\" ry=\"8\" fill=\"#ff0000\"/>")
        let bitmap = Rasterizer.bitmap(for: drawing, scale: 1)
        // Row 0 is inset by 8 - sqrt(8^2 - 7.5^2) = 5.2 at each end; the corner pixel stays white.
        #expect(bitmap.pixel(x: 0, y: 0) == .white)
        #expect(bitmap.pixel(x: 4, y: 0) == .white)
        #expect(bitmap.pixel(x: 5, y: 0) == RenderColor(255, 0, 0))
        #expect(bitmap.pixel(x: 34, y: 0) == RenderColor(255, 0, 0))
        #expect(bitmap.pixel(x: 35, y: 0) == .white)
        #expect(bitmap.pixel(x: 0, y: 20) == RenderColor(255, 0, 0))
        #expect(bitmap.pixel(x: 39, y: 39) == .white)
    }

    @Test func bordersAndTextColorsAreDrawn() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        root.layer.borderWidth = 2
        root.layer.borderColor = .blue
        let label = Label(text: "Hi")
        label.frame = CGRect(x: 10, y: 10, width: 50, height: 20)
        label.textColor = Color(red: 120.0 / 255.0, green: 120.0 / 255.0, blue: 120.0 / 255.0, alpha: 1)
        root.addSubview(label)
        let items = Drawing(view: root).items
        #expect(items.first == .rect(CGRect(x: 0, y: 0, width: 100, height: 40), fill: nil, stroke: RenderColor(0, 0, 255), lineWidth: 2))
        let colors = items.compactMap { item -> RenderColor? in
            if case let .text(_, _, _, color, _) = item { return color } else { return nil }
        }
        #expect(colors == [RenderColor(120, 120, 120)])
    }

    @Test func clippingCutsSubviewsToTheBounds() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let clip = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        clip.clipsToBounds = true
        root.addSubview(clip)
        let child = View(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        child.backgroundColor = .green
        clip.addSubview(child)
        let unclipped = View(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        root.addSubview(unclipped)
        let rects = Drawing(view: root).items.compactMap { item -> CGRect? in
            if case let .rect(r, _, _, _, _) = item { return r } else { return nil }
        }
        #expect(rects == [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 10, y: 10, width: 50, height: 50),
                          CGRect(x: 40, y: 40, width: 20, height: 20), CGRect(x: 30, y: 30, width: 40, height: 40)])
    }

    @Test func imagesFollowTheContentMode() {
        let box = CGRect(x: 0, y: 0, width: 100, height: 100)
        let wide = CGSize(width: 200, height: 100)
        #expect(Drawing.contentRect(of: wide, in: box, mode: .scaleAspectFit) == CGRect(x: 0, y: 25, width: 100, height: 50))
        #expect(Drawing.contentRect(of: wide, in: box, mode: .scaleAspectFill) == CGRect(x: -50, y: 0, width: 200, height: 100))
        #expect(Drawing.contentRect(of: wide, in: box, mode: .scaleToFill) == box)
        #expect(Drawing.contentRect(of: CGSize(width: 10, height: 10), in: box, mode: .bottomRight)
            == CGRect(x: 90, y: 90, width: 10, height: 10))
        // A clipped aspect-fill image's cross stays inside the view.
        let root = View(frame: box)
        let image = ImageView(image: Image(size: wide))
        image.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        image.contentMode = .scaleAspectFill
        image.clipsToBounds = true
        root.addSubview(image)
        let lines = Drawing(view: root).items.compactMap { item -> [CGPoint]? in
            if case let .line(a, b, _, _, _) = item { return [a, b] } else { return nil }
        }
        #expect(lines == [[CGPoint(x: 0, y: 25), CGPoint(x: 100, y: 75)], [CGPoint(x: 100, y: 25), CGPoint(x: 0, y: 75)]])
    }
}
