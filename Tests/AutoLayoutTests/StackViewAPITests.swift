import Foundation
import Testing
@testable import AutoLayout

/// Arranged subviews, bad input, the generated constraints as a person reads
/// them, and incremental updates.
@Suite struct StackViewAPITests {
    @Test func arrangingInsertingAndRemoving() {
        let root = makeRoot(400, 200)
        let (stack, a, b, c) = threeBoxStack(root: root)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["A", "B", "C"])
        #expect(![a, b, c].contains { $0.translatesAutoresizingMaskIntoConstraints })

        let d = box("D", 10, 10)
        stack.insertArrangedSubview(d, at: 1)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["A", "D", "B", "C"])
        #expect(stack.subviews.map(\.identifier) == ["A", "B", "C", "D"])   // appended as a subview
        stack.insertArrangedSubview(d, at: 3)                                  // moves it
        #expect(stack.arrangedSubviews.map(\.identifier) == ["A", "B", "C", "D"])

        stack.removeArrangedSubview(d)                                         // stays a subview
        #expect(stack.arrangedSubviews.map(\.identifier) == ["A", "B", "C"])
        #expect(d.superview === stack)
        let mentionsD = stack.generatedConstraints.contains { $0.firstItem === d || $0.secondItem === d }
        #expect(!mentionsD)

        b.removeFromSuperview()                                                // leaves the arrangement
        #expect(stack.arrangedSubviews.map(\.identifier) == ["A", "C"])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 204, height: 20))
        #expect(c.frame == CGRect(x: 216, y: 0, width: 24, height: 20))
        let allActive = stack.generatedConstraints.allSatisfy { $0.isActive }
        #expect(allActive)
    }

    @Test func badInputIsReportedAndIgnored() {
        let reports = Reports()
        let root = makeRoot(400, 200, reports: reports)
        let (stack, a, _, _) = threeBoxStack(root: root)
        stack.insertArrangedSubview(box("X", 1, 1), at: 7)
        #expect(stack.arrangedSubviews.count == 3)
        #expect(reports.messages.last?.contains("index 7 out of bounds") == true)

        stack.addArrangedSubview(stack)
        #expect(stack.arrangedSubviews.count == 3)
        #expect(reports.messages.last?.contains("cannot add stack to itself") == true)

        stack.setCustomSpacing(5, after: box("Y", 1, 1))
        #expect(reports.messages.last?.contains("not arranged by stack") == true)

        stack.spacing = .nan
        #expect(stack.spacing == 12)
        #expect(reports.messages.last?.contains("not finite") == true)
        stack.setCustomSpacing(.infinity, after: a)
        #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
        #expect(reports.messages.count == 5)
    }

    @Test func generatedConstraintsReadLikeUIKits() {
        let root = makeRoot(400, 200)
        let (stack, _, _, _) = threeBoxStack(root: root)
        #expect(identifiers(stack) == [
            "UISV-canvas-connection", "UISV-canvas-connection", "UISV-spacing", "UISV-spacing",
            "UISV-alignment", "UISV-alignment", "UISV-alignment", "UISV-alignment",
            "UISV-canvas-connection", "UISV-canvas-connection",
        ])
        let descriptions = stack.generatedConstraints.map(\.description)
        #expect(descriptions[0].hasPrefix("<LayoutConstraint 'UISV-canvas-connection' stack.leading == A.leading   (active)"))
        #expect(descriptions[2].hasPrefix("<LayoutConstraint 'UISV-spacing' B.leading == A.trailing + 12   (active)"))
        #expect(descriptions[4].hasPrefix("<LayoutConstraint 'UISV-alignment' B.top == A.top   (active)"))

        stack.alignment = .leading
        let leading = stack.generatedConstraints
        #expect(leading.filter { $0.identifier == "UISV-spanning-boundary" }.map(\.priority)
            == [999.5, 1000, 999.5, 1000, 999.5, 1000])
        #expect(leading.first { $0.identifier == "UISV-spanning-fit" }?.priority == 51)
        #expect(leading.filter { $0.identifier == "UISV-ambiguity-suppression" }.map(\.priority) == [25, 25, 25])
        #expect(stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner"])

        stack.distribution = .equalCentering
        let centering = stack.generatedConstraints
        #expect(centering.filter { $0.identifier == "UISV-distributing-edge" }.count == 4)
        #expect(centering.filter { $0.identifier == "UISV-fill-equally" }.map(\.priority) == [149])
        #expect(centering.filter { $0.identifier == "UISV-spacing" }.allSatisfy { $0.relation == .greaterThanOrEqual })
        #expect(centering.first { $0.identifier == "UISV-canvas-fit" }?.priority == 49)
        #expect(stack.layoutGuides.map(\.identifier) == ["UISV-alignment-spanner", "UISV-distributing", "UISV-distributing"])

        stack.distribution = .fillProportionally
        #expect(stack.generatedConstraints.filter { $0.identifier == "UISV-fill-proportionally" }.map(\.priority)
            == [999, 998, 997])
        stack.alignment = .fill
        // Like UIKit, the stack applies changes at the next layout.
        stack.layoutIfNeeded()
        #expect(stack.layoutGuides.isEmpty)
    }

    @Test func propertyChangesReplaceOnlyWhatChanges() {
        let root = makeRoot(400, 200)
        let (stack, a, b, c) = threeBoxStack(root: root)
        root.layoutIfNeeded()
        let spacings = stack.generatedConstraints.filter { $0.identifier == "UISV-spacing" }
        let userConstraints = root.constraints
        stack.spacing = 20   // constants change in place
        let sameSpacings = stack.generatedConstraints.filter { $0.identifier == "UISV-spacing" }.elementsEqual(spacings) { $0 === $1 }
        #expect(sameSpacings)
        #expect(spacings.map(\.constant) == [20, 20])
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 172, 216])

        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        // (240 - 2 x 20) / 3 = 66.67 each; edges snap to the 2x pixel grid: 0 | 66.67 | 86.67 ...
        #expect([a, b, c].map(\.frame.minX) == [0, 86.5, 173.5])
        #expect([a, b, c].map(\.frame.width) == [66.5, 67, 66.5])
        #expect(root.constraints.elementsEqual(userConstraints) { $0 === $1 })   // user constraints untouched

        stack.axis = .vertical
        root.layoutIfNeeded()
        // 240 wide now across; heights (240 free): the column hugs 20 + 40 + 10 + 2 x 20, equal: 3 x 40 + 40.
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 240, height: 160))
        #expect([a, b, c].map(\.frame.minY) == [0, 60, 120])
    }

    @Test func proportionalFillFollowsIntrinsicSizes() {
        let root = makeRoot(400, 200)
        let (stack, a, b, c) = threeBoxStack(root: root, spacing: 0)
        stack.distribution = .fillProportionally
        root.layoutIfNeeded()
        #expect([a, b, c].map { micro($0.frame).width } == [120, 60, 60])
        a.image = Image(size: CGSize(width: 96, height: 20))   // D = 144
        root.layoutIfNeeded()
        #expect([a, b, c].map { micro($0.frame).width } == [160, 40, 40])
    }
}
