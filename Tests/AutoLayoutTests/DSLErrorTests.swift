import Foundation
import Testing
@testable import AutoLayout

/// Mistakes in maker chains are reported (with the line that made them)
/// and make no constraint; nothing crashes.
@Suite struct DSLErrorTests {
    /// A view with no superview whose reports are collected.
    func loneView(_ reports: Reports) -> View {
        let view = View()
        view.identifier = "lone"
        view.setDiagnosticsHandler { reports.append($0) }
        return view
    }

    @Test func invalidPrioritiesAreDescribedAsTheyAre() {
        // Described for the diagnostics that report them: the infinities
        // and huge values trapped when converted to Int for the text.
        #expect(LayoutPriority(.infinity).description == "inf")
        #expect(LayoutPriority(-.infinity).description == "-inf")
        #expect(LayoutPriority(3e38).description == "3e+38")
        #expect(LayoutPriority(.nan).description == "nan")
        #expect(LayoutPriority(750).description == "750")
        #expect(LayoutPriority(250.5).description == "250.5")
    }

    @Test func equalToSuperviewWithoutSuperviewIsReported() {
        let reports = Reports()
        let lone = loneView(reports)
        let line = #line; let made = lone.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
        #expect(made.isEmpty)
        #expect(lone.constraints.isEmpty)
        #expect(reports.messages.count == 1)
        let message = reports.messages[0]
        #expect(message.contains("lone has no superview"))
        #expect(message.contains("equalToSuperview()"))
        #expect(message.contains("[AutoLayoutTests/DSLErrorTests.swift:\(line)]"))
        // Sizes need no superview: they still work.
        lone.snp.makeConstraints { make in make.size.equalTo(10) }
        #expect(lone.snp.layoutConstraints.count == 2)
        #expect(reports.messages.count == 1)
    }

    @Test func constantPositionWithoutSuperviewIsReported() {
        let reports = Reports()
        let lone = loneView(reports)
        lone.snp.makeConstraints { make in make.left.equalTo(10) }
        #expect(lone.snp.layoutConstraints.isEmpty)
        #expect(reports.messages.count == 1)
        #expect(reports.messages[0].contains("relates left to a constant, which means to the superview"))
    }

    @Test func chainWithoutRelationIsReported() {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let box = View()
        root.addSubview(box)
        box.identifier = "box"
        let made = box.snp.makeConstraints { make in
            _ = make.top.left
            make.width.equalTo(10)
        }
        #expect(made.count == 1)
        #expect(reports.messages.count == 1)
        #expect(reports.messages[0].contains("box.snp.top.left"))
        #expect(reports.messages[0].contains("has no relation"))
    }

    @Test func attributeSetsThatDoNotPairAreReported() {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let box = View()
        let other = View()
        root.addSubview(box)
        root.addSubview(other)
        let made = box.snp.makeConstraints { make in
            make.edges.equalTo(other.snp.center)                 // 4 attributes against 2 others
            make.left.equalTo(other.snp.horizontalEdges)         // 1 against 2
            make.top.bottom.equalTo(other.snp.verticalEdges)     // same set: fine
        }
        #expect(made.count == 1 && made[0].layoutConstraints.count == 2)
        #expect(reports.messages.count == 2)
        #expect(reports.messages.allSatisfy { $0.contains("several attributes can only relate to one attribute") })
    }

    @Test func invalidPairsAndNumbersAreReportedOnActivation() {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let box = View()
        root.addSubview(box)
        let made = box.snp.makeConstraints { make in
            make.leading.equalTo(root.snp.left)            // same axis, but leading against left
            make.width.equalTo(root).dividedBy(0)          // infinite multiplier
            make.height.equalTo(Double.nan)                // not a number
        }
        #expect(made.count == 3 && made.allSatisfy { !$0.isActive })
        #expect(reports.messages.count == 3)
        #expect(reports.messages[0].contains("leading/trailing cannot relate to left/right"))
        #expect(reports.messages[1].contains("must be finite"))
        #expect(reports.messages[2].contains("must be finite"))
        // The typed API cannot even express a position against another axis;
        // the classic initialiser can, and is refused when activated.
        let crossed = LayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .left)
        crossed.isActive = true
        #expect(!crossed.isActive)
        #expect(reports.messages.last?.contains("lie on different axes") == true)
    }

    @Test func invalidPriorityIsReported() {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let box = View()
        root.addSubview(box)
        let made = box.snp.makeConstraints { make in make.width.equalTo(10).priority(1500) }
        #expect(made[0].layoutConstraints[0].priority == .required)
        #expect(reports.messages.count == 1)
        #expect(reports.messages[0].contains("outside (0, 1000]"))
    }

    struct Unsupported: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget {}

    @Test func unsupportedTargetTypesAreReported() {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let box = View()
        root.addSubview(box)
        let made = box.snp.makeConstraints { make in
            make.width.equalTo(Unsupported())
            make.height.equalTo(10).offset(Unsupported())
        }
        #expect(made.isEmpty)
        #expect(reports.messages.count == 2)
        #expect(reports.messages[0].contains("unsupported target type"))
        #expect(reports.messages[1].contains("offset(_:) got an unsupported value of type Unsupported"))
        let handle = box.snp.makeConstraints { make in make.width.equalTo(10) }[0]
        handle.update(inset: Unsupported())
        #expect(handle.layoutConstraints[0].constant == 10)
        #expect(reports.messages.last?.contains("update(inset:)") == true)
    }

    @Test func viewsInAnotherHierarchyAreReported() {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let elsewhere = makeRoot(reports: reports)
        let box = View()
        let stranger = View()
        root.addSubview(box)
        elsewhere.addSubview(stranger)
        let made = box.snp.makeConstraints { make in make.top.equalTo(stranger.snp.bottom) }
        #expect(!made[0].isActive)
        #expect(box.snp.layoutConstraints.isEmpty)
        #expect(reports.messages.last?.contains("because they have no common ancestor") == true)
    }

    @Test func conflictReportsShowTheDSLLine() {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let box = View()
        box.identifier = "box"
        root.addSubview(box)
        let first = #line; box.snp.makeConstraints { make in make.width.equalTo(100).labeled("box-width") }
        box.snp.makeConstraints { make in
            make.top.left.equalTo(0)
            make.height.equalTo(10)
        }
        root.layoutIfNeeded()
        let second = #line; box.snp.makeConstraints { make in make.width.equalTo(50) }
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        let message = try! #require(reports.messages.last)
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("box-width"))
        #expect(message.contains("[AutoLayoutTests/DSLErrorTests.swift:\(second)]"))
        // The constraint it conflicts with is listed by its label; its description has the first line.
        let kept = try! #require(box.snp.layoutConstraints.first { $0.identifier == "box-width" })
        #expect(kept.description.contains("DSLErrorTests.swift:\(first)"))
    }
}
