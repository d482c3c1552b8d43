import Foundation
import Testing
@testable import AutoLayout

/// Frames of stacks in the corner cases: hidden views, custom spacing,
/// margins, one view, no views, nesting, ties, right to left.
@Suite struct StackViewLayoutTests {
    @Test func hidingCollapsesAndShowingRestores() {
        let root = makeRoot(400, 200)
        let (stack, a, b, c) = threeBoxStack(root: root)
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 180, 216])
        let before = stack.generatedConstraints

        b.isHidden = true
        root.layoutIfNeeded()
        // A and C as if B were absent: A = 240 - 24 - 12; B sits at A.maxX + 12/2, 0 wide.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 204, height: 40))
        #expect(b.frame == CGRect(x: 210, y: 0, width: 0, height: 40))
        #expect(c.frame == CGRect(x: 216, y: 0, width: 24, height: 40))
        // Only the two spacings around B went; hiding, A-C spacing and B's position came.
        let after = stack.generatedConstraints
        let kept = after.filter { c in before.contains { $0 === c } }
        #expect(kept.count == before.count - 2)
        #expect(after.filter { c in !before.contains { $0 === c } }.compactMap(\.identifier).sorted()
            == ["UISV-hiding", "UISV-spacing", "UISV-spacing-hidden"])
        #expect(after.first { $0.identifier == "UISV-hiding" }?.priority == LayoutPriority(999.999))

        b.isHidden = false
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame) == [
            CGRect(x: 0, y: 0, width: 168, height: 40), CGRect(x: 180, y: 0, width: 24, height: 40),
            CGRect(x: 216, y: 0, width: 24, height: 40),
        ])
        #expect(stack.generatedConstraints.filter { $0.identifier == "UISV-alignment" }.allSatisfy { c in before.contains { $0 === c } })
    }

    @Test func hidingTheFirstTheLastAndEveryView() {
        let root = makeRoot(400, 200)
        let (stack, a, b, c) = threeBoxStack(root: root)
        a.isHidden = true
        root.layoutIfNeeded()
        // B is the first visible view: it absorbs 240 - 24 - 24 - 12; A sits at B's leading edge.
        #expect([a, b, c].map(\.frame.minX) == [0, 0, 216])
        #expect([a, b, c].map(\.frame.width) == [0, 204, 24])

        a.isHidden = false
        c.isHidden = true
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 216, 240])   // C sits at B's trailing edge
        #expect([a, b, c].map(\.frame.width) == [204, 24, 0])

        a.isHidden = true
        b.isHidden = true
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.width) == [0, 0, 0])
        #expect([a, b, c].map(\.frame.minX) == [0, 0, 0])
        #expect(stack.frame.width == 240)
        #expect(identifiers(stack).filter { $0 == "UISV-hiding" }.count == 3)
    }

    /// equalSpacing and equalCentering: the gaps close over a hidden view, which
    /// sits half a spacing after A (`==` here, so its place is determined).
    @Test(arguments: [StackView.Distribution.equalSpacing, .equalCentering])
    func hidingInSpreadingDistributions(_ distribution: StackView.Distribution) {
        let root = makeRoot(400, 200)
        let (stack, a, b, c) = threeBoxStack(root: root)
        stack.distribution = distribution
        b.isHidden = true
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 54, 216])
        #expect([a, b, c].map(\.frame.width) == [48, 0, 24])
        #expect(![a, b, c].contains { $0.hasAmbiguousLayout })
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 1)
        b.isHidden = false
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == (distribution == .equalSpacing ? [0, 120, 216] : [0, 114, 216]))
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 2)
    }

    @Test func customSpacingReplacesSpacingAfterOneView() {
        let root = makeRoot(400, 200)
        let (stack, a, b, c) = threeBoxStack(root: root)
        stack.setCustomSpacing(20, after: a)
        #expect(stack.customSpacing(after: a) == 20)
        #expect(stack.customSpacing(after: b) == StackView.spacingUseDefault)
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 180, 216])
        #expect(a.frame.width == 160)

        b.isHidden = true   // A to C now uses A's custom spacing; B sits half of it after A.
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 206, 216])
        #expect(a.frame.width == 196)

        b.isHidden = false
        stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 180, 216])
    }

    @Test func layoutMarginsRelativeArrangement() {
        let root = makeRoot(400, 200)
        let (stack, a, b, c) = threeBoxStack(root: root)
        stack.layoutMargins = EdgeInsets(top: 5, left: 7, bottom: 9, right: 11)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        // Canvas 222 wide: A = 222 - 24 - 24 - 24.
        #expect([a, b, c].map(\.frame) == [
            CGRect(x: 7, y: 5, width: 150, height: 40), CGRect(x: 169, y: 5, width: 24, height: 40),
            CGRect(x: 205, y: 5, width: 24, height: 40),
        ])
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 240, height: 54))
        stack.isLayoutMarginsRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 168, height: 40))
    }

    @Test(arguments: [StackView.Alignment.fill, .leading, .center, .trailing])
    func oneView(_ alignment: StackView.Alignment) {
        let root = makeRoot(400, 200)
        let a = box("A", 48, 20)
        let stack = constrained(StackView(arrangedSubviews: [a]), in: root, "stack")
        stack.alignment = alignment
        let height = stack.heightAnchor.constraint(equalToConstant: 60)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor), height,
        ])
        root.layoutIfNeeded()
        let y: CGFloat = switch alignment { case .fill, .leading: 0; case .center: 20; default: 40 }
        #expect(a.frame == CGRect(x: 0, y: y, width: 48, height: alignment == .fill ? 60 : 20))
        #expect(stack.frame.width == 48)
        #expect(stack.layoutGuides.isEmpty)   // no spanning guide for one view
        if alignment != .fill { #expect(identifiers(stack).contains("UISV-canvas-fit")) }

        height.isActive = false   // the stack hugs its view
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 48, height: 20))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 48, height: 20))
    }

    @Test func noViews() {
        let root = makeRoot(400, 200)
        let stack = constrained(StackView(), in: root, "stack")
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
            stack.widthAnchor.constraint(equalToConstant: 100), stack.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        #expect(stack.generatedConstraints.isEmpty)
        #expect(stack.frame == CGRect(x: 5, y: 6, width: 100, height: 30))
    }

    @Test func nestedStacks() {
        let root = makeRoot(400, 200)
        let p = box("P", 30, 30), q = box("Q", 20, 10), r = box("R", 100, 20)
        let inner = StackView(arrangedSubviews: [p, q])
        inner.identifier = "inner"
        inner.alignment = .center
        inner.spacing = 5
        let outer = constrained(StackView(arrangedSubviews: [inner, r]), in: root, "outer")
        outer.axis = .vertical
        outer.spacing = 10
        LayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            outer.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // R's compression resistance (750) makes the column 100 wide; the inner
        // row stretches its first view: P = 100 - 5 - 20; Q is centred on P.
        #expect(outer.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(r.frame == CGRect(x: 0, y: 40, width: 100, height: 20))
        #expect(p.frame == CGRect(x: 0, y: 0, width: 75, height: 30))
        #expect(q.frame == CGRect(x: 80, y: 10, width: 20, height: 10))
        #expect(!inner.translatesAutoresizingMaskIntoConstraints)
    }

    @Test func firstViewAbsorbsTiesLowestPriorityWins() {
        let root = makeRoot(400, 200)
        let (stack, a, b, c) = threeBoxStack(root: root, spacing: 0)
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.width) == [192, 24, 24])   // equal hugging: the first stretches
        #expect(![a, b, c].contains { $0.hasAmbiguousLayout })
        c.setContentHuggingPriority(249, for: .horizontal)
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.width) == [48, 24, 168])    // the lowest hugging stretches

        let narrow = makeRoot(400, 200)
        let (_, d, e, f) = threeBoxStack(root: narrow, width: 80, spacing: 0)
        narrow.layoutIfNeeded()
        #expect([d, e, f].map(\.frame.width) == [32, 24, 24])     // equal resistance: the first shrinks
        #expect(![d, e, f].contains { $0.hasAmbiguousLayout })
        e.setContentCompressionResistancePriority(749, for: .horizontal)
        narrow.layoutIfNeeded()
        #expect([d, e, f].map(\.frame.width) == [48, 8, 24])      // the lowest resistance shrinks
        #expect(stack.distribution == .fill)
    }

    @Test func rightToLeftStartsAtTheRight() {
        let root = makeRoot(400, 200)
        root.semanticContentAttribute = .forceRightToLeft
        let (_, a, b, c) = threeBoxStack(root: root)
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [72, 36, 0])
        #expect(a.frame.width == 168)
    }

    @Test func baselineRelativeVerticalSpacing() {
        let root = makeRoot(400, 200)
        let a = Label(text: "a", font: tenPoint), b = Label(text: "b", font: tenPoint)
        let stack = constrained(StackView(arrangedSubviews: [a, b]), in: root, "stack")
        stack.axis = .vertical
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // B's first baseline (top + 16) is 30 below A's last baseline (20 - 4).
        #expect(b.frame == CGRect(x: 0, y: 30, width: 10, height: 20))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 10, height: 50))
        #expect(stack.generatedConstraints.contains {
            $0.identifier == "UISV-spacing" && $0.firstAttribute == .firstBaseline && $0.secondAttribute == .lastBaseline
        })
    }
}
