import Foundation
import Testing
@testable import AutoLayout
@testable import LayoutRendering

/// A 120 x 60 root with a label, an image, a button and a box, laid out.
func renderFixture() -> (root: View, box: View) {
    let root = makeRoot(120, 60)
    let label = constrained(Label(text: "Hi <&>", font: tenPoint), in: root, "label")
    let image = constrained(ImageView(image: Image(size: CGSize(width: 20, height: 20))), in: root, "image")
    let button = constrained(Button(title: "Go", font: tenPoint), in: root, "button")
    let box = constrained(View(), in: root, "box")
    let optional = box.widthAnchor.constraint(equalToConstant: 30)
    optional.priority = .defaultHigh
    LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        label.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
        image.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 10),
        image.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
        button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        button.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 10),
        box.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 5),
        box.centerYAnchor.constraint(equalTo: button.centerYAnchor),
        optional, box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    return (root, box)
}

@Suite struct RenderSVGTests {
    @Test func numberFormatting() {
        #expect(SVGWriter.number(12) == "12")
        #expect(SVGWriter.number(12.499) == "12.5")
        #expect(SVGWriter.number(0.05) == "0.05")
        #expect(SVGWriter.number(-3.1) == "-3.1")
        #expect(SVGWriter.number(-0.001) == "0")
        #expect(SVGWriter.number(.nan) == "0")
    }

    @Test func goldenSVGWithConstraintsAndMarks() {
        let (root, box) = renderFixture()
        let drawing = Drawing(view: root, options: RenderOptions(
            showsConstraints: true, marks: [ViewMark(view: box, kind: .ambiguous)]))
        let svg = SVGWriter.svg(for: drawing)
        #expect(svg == Self.golden)
        #expect(SVGWriter.svg(for: Drawing(view: root, options: RenderOptions(
            showsConstraints: true, marks: [ViewMark(view: box, kind: .ambiguous)]))) == svg)
    }

    @Test func plainDrawingHasNoOverlay() {
        let (root, _) = renderFixture()
        let svg = SVGWriter.svg(for: Drawing(view: root))
        #expect(!svg.contains("#d6336c"))
        #expect(svg.components(separatedBy: "\n").count == 12)
    }

    @Test func wrappedLabelDrawsMeasuredLines() {
        let root = makeRoot(60, 100)
        let label = constrained(Label(text: "one two three", font: tenPoint), in: root, "label")
        label.numberOfLines = 0
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let texts = Drawing(view: root).items.compactMap { item -> String? in
            if case let .text(s, origin, _, _, _) = item { return "\(s)@\(SVGWriter.number(origin.y))" }
            return nil
        }
        #expect(texts == ["one@16", "two@36", "three@56"])
    }

    @Test func conflictMarksComeFromBrokenConstraints() {
        let root = makeRoot(100, 100)
        let a = constrained(View(), in: root, "a")
        LayoutConstraint.activate([
            a.widthAnchor.constraint(equalToConstant: 10), a.widthAnchor.constraint(equalToConstant: 20),
            a.heightAnchor.constraint(equalToConstant: 10),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let marks = ViewMark.conflicts(in: root)
        #expect(marks.map { $0.view.identifier } == ["a"])
        #expect(marks.map(\.kind) == [.conflicting])
    }

    static let golden = """
        <svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60">
        <rect x="0" y="0" width="120" height="60" fill="#ffffff" stroke="#c0c6d0" stroke-width="1"/>
        <rect x="10" y="5" width="60" height="20" fill="#fffaf0" stroke="#e3b341" stroke-width="1"/>
        <text x="10" y="21" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="10" fill="#000000">Hi &lt;&amp;&gt;</text>
        <rect x="80" y="5" width="20" height="20" fill="#eaf2ff" stroke="#5b8def" stroke-width="1"/>
        <line x1="80" y1="5" x2="100" y2="25" stroke="#5b8def" stroke-width="1"/>
        <line x1="100" y1="5" x2="80" y2="25" stroke="#5b8def" stroke-width="1"/>
        <rect x="10" y="35" width="20" height="20" fill="#e7f6ea" stroke="#3c9a4f" stroke-width="1"/>
        <text x="10" y="51" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="10" fill="#1f2328">Go</text>
        <rect x="35" y="40" width="30" height="10" fill="#f3f5f9" stroke="#8a94a6" stroke-width="1"/>
        <line x1="0" y1="15" x2="10" y2="15" stroke="#d6336c" stroke-width="1"/>
        <line x1="40" y1="0" x2="40" y2="5" stroke="#d6336c" stroke-width="1"/>
        <line x1="70" y1="15" x2="80" y2="15" stroke="#d6336c" stroke-width="1"/>
        <line x1="90" y1="0" x2="90" y2="5" stroke="#d6336c" stroke-width="1"/>
        <line x1="0" y1="45" x2="10" y2="45" stroke="#d6336c" stroke-width="1"/>
        <line x1="20" y1="25" x2="20" y2="35" stroke="#d6336c" stroke-width="1"/>
        <line x1="30" y1="45" x2="35" y2="45" stroke="#d6336c" stroke-width="1"/>
        <line x1="50" y1="45" x2="50" y2="45" stroke="#d6336c" stroke-width="1"/>
        <line x1="35" y1="42.5" x2="65" y2="42.5" stroke="#d6336c" stroke-width="1" stroke-dasharray="4 3"/>
        <line x1="42.5" y1="40" x2="42.5" y2="50" stroke="#d6336c" stroke-width="1"/>
        <rect x="33" y="38" width="34" height="14" fill="none" stroke="#f08c00" stroke-width="2" stroke-dasharray="4 3"/>
        <text x="35" y="36" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="9" fill="#f08c00">ambiguous</text>
        </svg>

        """
}
