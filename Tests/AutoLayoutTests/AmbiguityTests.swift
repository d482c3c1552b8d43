import Foundation
import Testing
@testable import AutoLayout

/// `hasAmbiguousLayout` for views that nothing, or only their size, determines.
@Suite struct AmbiguityTests {
    @Test func anUnconstrainedViewIsAmbiguous() {
        let root = makeRoot(200, 100)
        let loose = constrained(View(), in: root, "loose")
        root.layoutIfNeeded()
        #expect(loose.frame == .zero)
        #expect(loose.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        #expect(root.autolayoutTrace() == """
            •root {0, 0, 200, 100}
            |   *loose {0, 0, 0, 0} - AMBIGUOUS LAYOUT
            """)
    }

    @Test func aViewWithASizeButNoPositionIsAmbiguous() {
        let root = makeRoot(200, 100)
        let sized = constrained(View(), in: root, "sized")
        LayoutConstraint.activate([
            sized.widthAnchor.constraint(equalToConstant: 40),
            sized.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(sized.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(sized.hasAmbiguousLayout)
        // A horizontal position alone still leaves the vertical one open.
        sized.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10).isActive = true
        #expect(sized.hasAmbiguousLayout)
        sized.topAnchor.constraint(equalTo: root.topAnchor, constant: 5).isActive = true
        #expect(!sized.hasAmbiguousLayout)
        root.layoutIfNeeded()
        #expect(sized.frame == CGRect(x: 10, y: 5, width: 40, height: 30))
    }

    @Test func aLabelPlacedByItsPositionIsNotAmbiguous() {
        let root = makeRoot(200, 100)
        let label = constrained(Label(text: "abc", font: tenPoint), in: root, "label")
        #expect(label.hasAmbiguousLayout)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(!label.hasAmbiguousLayout)
    }
}
