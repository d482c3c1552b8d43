import Foundation
import Testing
@testable import AutoLayout

/// The maker DSL's chains: SnapKit's meaning of numbers, insets, sizes,
/// targets, multipliers, priorities and labels, checked on frames.
@Suite struct DSLMakerTests {
    /// A root of 300 x 200 and a subview `box` (autoresizing still on: the DSL turns it off).
    func scene() -> (root: View, box: View) {
        let root = makeRoot(300, 200)
        let box = View()
        box.identifier = "box"
        root.addSubview(box)
        return (root, box)
    }

    @Test func numbersRelateToTheSuperviewWithSnapKitSigns() {
        let (root, box) = scene()
        let made = box.snp.makeConstraints { make in
            make.top.left.equalTo(10)
            make.right.equalTo(-8)      // 8 inside the right edge
            make.bottom.equalTo(-20)
        }
        root.layoutIfNeeded()
        #expect(!box.translatesAutoresizingMaskIntoConstraints)
        #expect(box.frame == CGRect(x: 10, y: 10, width: 282, height: 170))
        #expect(made.map(\.layoutConstraints.count) == [2, 1, 1])
        let right = made[1].layoutConstraints[0]
        #expect(right.secondItem === root && right.secondAttribute == .right && right.constant == -8)
    }

    @Test func insetsPointInwardsOnEveryEdge() {
        let (root, box) = scene()
        let inner = View()
        box.addSubview(inner)
        let edges = box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
        inner.snp.makeConstraints { make in
            make.edges.equalTo(box).inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        root.layoutIfNeeded()
        #expect(edges[0].layoutConstraints.map(\.firstAttribute) == [.top, .left, .bottom, .right])
        #expect(edges[0].layoutConstraints.map(\.constant) == [8, 8, -8, -8])
        #expect(box.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
        #expect(inner.frame == CGRect(x: 2, y: 1, width: 278, height: 180))
    }

    @Test func insetsOnCentersAndSizes() {
        let (root, box) = scene()
        box.snp.makeConstraints { make in
            make.size.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
            make.center.equalToSuperview().inset(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        }
        root.layoutIfNeeded()
        // Width 300 - 60, height 200 - 40; centre moved by (20 - 40) / 2 and (10 - 30) / 2.
        #expect(box.frame == CGRect(x: 20, y: 10, width: 240, height: 160))
    }

    @Test func directionalInsetsFollowTheLayoutDirection() {
        let (root, box) = scene()
        root.semanticContentAttribute = .forceRightToLeft
        let other = View()
        root.addSubview(other)
        let insets = DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 20)
        box.snp.makeConstraints { make in make.directionalEdges.equalToSuperview().inset(insets) }
        other.snp.makeConstraints { make in make.edges.equalToSuperview().inset(insets) }
        root.layoutIfNeeded()
        // Right to left: leading is the right edge, so 10 from the right, 20 from the left.
        #expect(box.frame == CGRect(x: 20, y: 1, width: 270, height: 197))
        #expect(other.frame == box.frame)
    }

    @Test func sizesPointsCentersAndViews() {
        let (root, box) = scene()
        let square = View()
        let dot = View()
        root.addSubview(square)
        root.addSubview(dot)
        box.snp.makeConstraints { make in
            make.size.equalTo(CGSize(width: 40, height: 30))
            make.center.equalToSuperview()
        }
        square.snp.makeConstraints { make in
            make.size.equalTo(box.snp.width)       // one attribute for both: a 40 x 40 square
            make.centerY.equalTo(box)
            make.left.equalTo(box.snp.right).offset(8)
        }
        dot.snp.makeConstraints { make in
            make.size.equalTo(box.snp.size).dividedBy(10)
            make.center.equalTo(CGPoint(x: 50, y: 20))   // SnapKit: from the superview's left and top
        }
        root.contentScaleFactor = 2   // frames snap to the pixel grid: keep the half point
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 130, y: 85, width: 40, height: 30))
        #expect(square.frame == CGRect(x: 178, y: 80, width: 40, height: 40))
        #expect(dot.frame == CGRect(x: 48, y: 18.5, width: 4, height: 3))
    }

    @Test func multipliersAndTypedAttributes() {
        let (root, box) = scene()
        let half = View()
        root.addSubview(half)
        box.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.equalTo(100)
            make.height.equalTo(box.snp.width).multipliedBy(0.5)
        }
        half.snp.makeConstraints { make in
            make.top.equalTo(box.snp.bottom).offset(8)
            make.left.right.equalTo(box)
            make.height.equalToSuperview().dividedBy(4)
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(half.frame == CGRect(x: 0, y: 58, width: 100, height: 50))
    }

    @Test func inequalitiesAndPriorities() {
        let (root, box) = scene()
        let made = box.snp.makeConstraints { make in
            make.top.left.equalToSuperview()
            make.width.greaterThanOrEqualTo(120)
            make.width.equalTo(10).priority(.high)
            make.height.lessThanOrEqualTo(root).offset(-150)
            make.height.equalTo(500).priority(999)
            make.height.equalTo(0).priority(.medium)
            make.right.lessThanOrEqualToSuperview()
            make.bottom.greaterThanOrEqualTo(1).priority(.low)
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 120, height: 50))
        #expect(made.map { $0.layoutConstraints[0].priority.rawValue } == [1000, 1000, 750, 1000, 999, 500, 1000, 250])
        #expect(made[3].layoutConstraints[0].relation == .lessThanOrEqual)
        #expect(made[1].layoutConstraints[0].relation == .greaterThanOrEqual)
    }

    @Test func priorityAcceptsLayoutPriorities() {
        let (_, box) = scene()
        let made = box.snp.prepareConstraints { make in
            make.width.equalTo(1).priority(.defaultLow + 1)
            make.height.equalTo(1).priority(LayoutPriority(600))
            make.height.equalTo(2).priority(.required)
        }
        #expect(made.map { $0.layoutConstraints[0].priority } == [251, 600, .required])
        #expect(made.allSatisfy { !$0.isActive })
    }

    @Test func labelsAndSourceLocations() {
        let (root, box) = scene()
        let line = #line; let made = box.snp.makeConstraints { make in make.edges.equalToSuperview().labeled("box-edges") }
        let chainLine = #line + 3
        let width = box.snp.prepareConstraints { make in
            make.width
                .equalTo(10)
                .priority(.low)
        }
        let layout = made[0].layoutConstraints
        #expect(layout.count == 4)
        #expect(layout.allSatisfy { $0.identifier == "box-edges" })
        #expect(layout.allSatisfy { $0.file == "AutoLayoutTests/DSLMakerTests.swift" && $0.line == line })
        #expect(layout[0].description.contains("'box-edges'"))
        #expect(layout[0].description.contains("[AutoLayoutTests/DSLMakerTests.swift:\(line)]"))
        // A chain over several lines records the line of its relation (`.equalTo`).
        #expect(width[0].layoutConstraints[0].line == chainLine)
        _ = root
    }

    @Test func guidesTakePartBothWays() {
        let (root, box) = scene()
        root.layoutMargins = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        let guide = LayoutGuide(identifier: "half")
        root.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in
            make.top.bottom.left.equalToSuperview()
            make.width.equalToSuperview().multipliedBy(0.5)
        }
        box.snp.makeConstraints { make in
            make.edges.equalTo(root.layoutMarginsGuide)
        }
        let other = View()
        root.addSubview(other)
        other.snp.makeConstraints { make in
            make.left.equalTo(guide.snp.right)
            make.top.equalTo(guide)
            make.size.equalTo(10)
        }
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 150, height: 200))
        #expect(box.frame == CGRect(x: 6, y: 5, width: 286, height: 188))
        #expect(other.frame == CGRect(x: 150, y: 0, width: 10, height: 10))
    }

    @Test func edgeGroupsAndBaselines() {
        let (root, box) = scene()
        let label = Label(text: "Hi", font: tenPoint)
        root.addSubview(label)
        box.snp.makeConstraints { make in
            make.horizontalEdges.equalToSuperview().inset(20)
            make.verticalEdges.equalTo(root.snp.verticalEdges).inset(30)
        }
        label.snp.makeConstraints { make in
            make.directionalHorizontalEdges.equalTo(box)
            make.lastBaseline.equalTo(box.snp.top)
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 30, width: 260, height: 140))
        // The fixed font's descender is 20 x 0.2 = 4: the baseline at y 30 puts the bottom at 34.
        #expect(label.frame == CGRect(x: 20, y: 14, width: 260, height: 20))
    }
}

// Mixing axes does not compile: the chains are typed by their attributes'
// kind (ConstraintXAxis, ConstraintYAxis, ConstraintDimension, ConstraintMixedAxes).
// Each of these lines fails to compile (checked with swiftc -typecheck against the module), e.g.
// "cannot convert value of type 'ConstraintItem<ConstraintXAxis>' to expected argument type
// 'ConstraintItem<ConstraintYAxis>'":
//
//     make.top.equalTo(other.snp.left)          // y with x
//     make.width.equalTo(other.snp.top)         // size with position
//     make.left.equalTo(other.snp.height)       // position with size
//     make.top.left.equalTo(other.snp.top)      // a mixed chain with one y attribute
//     make.edges.equalTo(other.snp.size)        // composite with sizes
//
// What the types cannot see (several attributes of the same kind, leading
// against left) is reported at run time: see DSLErrorTests.
