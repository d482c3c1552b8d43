import Foundation
import Testing
@testable import AutoLayout

/// updateConstraints, remakeConstraints, removeConstraints and the handles'
/// in-place updates, with SnapKit's matching rule.
@Suite struct DSLUpdateTests {
    func scene(reports: Reports? = nil) -> (root: View, box: View) {
        let root = makeRoot(300, 200, reports: reports)
        let box = View()
        box.identifier = "box"
        root.addSubview(box)
        return (root, box)
    }

    func pin(_ box: View) -> [MakerConstraint] {
        box.snp.makeConstraints { make in
            make.top.equalTo(10)
            make.left.equalToSuperview().offset(20)
            make.size.equalTo(CGSize(width: 50, height: 40))
        }
    }

    @Test func updateChangesMatchingConstantsInPlace() {
        let (root, box) = scene()
        let made = pin(box)
        root.layoutIfNeeded()
        let before = box.snp.layoutConstraints
        let updated = box.snp.updateConstraints { make in
            make.top.equalTo(30)
            make.size.equalTo(CGSize(width: 60, height: 70))
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 30, width: 60, height: 70))
        let after = box.snp.layoutConstraints
        #expect(after.count == 4 && zip(before, after).allSatisfy { $0 === $1 })
        #expect(updated.count == 2)
        #expect(updated[0].layoutConstraints[0] === made[0].layoutConstraints[0])
        #expect(made[2].layoutConstraints.map(\.constant) == [60, 70])
    }

    @Test func updateNeedsTheSameRelationMultiplierPriorityAndTarget() {
        let reports = Reports()
        let (root, box) = scene(reports: reports)
        let other = View()
        root.addSubview(other)
        _ = pin(box)
        root.layoutIfNeeded()
        box.snp.updateConstraints { make in
            make.top.greaterThanOrEqualTo(99)               // another relation
            make.left.equalToSuperview().offset(99).priority(999)   // another priority
            make.width.equalTo(other).multipliedBy(2)       // another target and multiplier
            make.height.equalTo(99).multipliedBy(2)         // another multiplier
            make.right.equalTo(-99)                         // no such attribute
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 10, width: 50, height: 40))
        #expect(box.snp.layoutConstraints.count == 4)
        #expect(reports.messages.count == 5)
        #expect(reports.messages.allSatisfy { $0.contains("updateConstraints found no constraint made by the DSL") })
        #expect(reports.messages[0].contains("DSLUpdateTests.swift:"))
    }

    @Test func updateWithoutDSLConstraintsMakesThem() {
        let (root, box) = scene()
        let made = box.snp.updateConstraints { make in
            make.edges.equalToSuperview().inset(10)
        }
        root.layoutIfNeeded()
        #expect(made.count == 1 && made[0].isActive)
        #expect(box.frame == CGRect(x: 10, y: 10, width: 280, height: 180))
    }

    @Test func updateInsetsPerEdge() {
        let (root, box) = scene()
        box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        box.snp.updateConstraints { make in
            make.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        }
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 2, y: 1, width: 294, height: 196))
    }

    @Test func remakeReplacesOnlyDSLConstraints() {
        let (root, box) = scene()
        let old = box.snp.makeConstraints { make in
            make.top.left.equalTo(10)
            make.width.equalTo(50)
        }
        let height = box.heightAnchor.constraint(equalToConstant: 30)
        height.isActive = true
        let new = box.snp.remakeConstraints { make in
            make.top.left.equalTo(5)
            make.width.equalTo(100)
        }
        root.layoutIfNeeded()
        #expect(old.allSatisfy { !$0.isActive })
        #expect(new.allSatisfy { $0.isActive })
        #expect(height.isActive)
        #expect(box.snp.layoutConstraints.count == 3)
        #expect(box.frame == CGRect(x: 5, y: 5, width: 100, height: 30))
    }

    @Test func removeDeactivatesDSLConstraints() {
        let (root, box) = scene()
        let made = pin(box)
        let anchor = box.widthAnchor.constraint(equalToConstant: 10)
        anchor.isActive = true
        box.snp.removeConstraints()
        #expect(made.allSatisfy { !$0.isActive })
        #expect(box.snp.layoutConstraints.isEmpty)
        #expect(anchor.isActive)
        #expect(box.constraints.count == 1 && root.constraints.isEmpty)
    }

    @Test func handlesUpdateInPlace() {
        let (root, box) = scene()
        var top: MakerConstraint?
        var edges: MakerConstraint?
        let inner = View()
        box.addSubview(inner)
        box.snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(8).constraint
            make.left.equalTo(0)
            make.size.equalTo(100)
        }
        inner.snp.makeConstraints { make in
            edges = make.edges.equalToSuperview().inset(10).constraint
        }
        root.layoutIfNeeded()
        let topLayout = try! #require(top?.layoutConstraints.first)
        top?.update(offset: 20)
        edges?.update(inset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        root.layoutIfNeeded()
        #expect(topLayout === top?.layoutConstraints.first && topLayout.constant == 20)
        #expect(box.frame == CGRect(x: 0, y: 20, width: 100, height: 100))
        #expect(inner.frame == CGRect(x: 2, y: 1, width: 94, height: 96))
        edges?.update(offset: 5)   // raw constants on every edge: 5 down and right
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 100, height: 100))
    }

    @Test func handlesDeactivateAndActivate() {
        let (root, box) = scene()
        var top: MakerConstraint?
        box.snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(8).constraint
            make.left.equalTo(0)
            make.size.equalTo(100)
        }
        top?.deactivate()
        #expect(top?.isActive == false)
        #expect(box.snp.layoutConstraints.count == 3)
        top?.activate()
        #expect(top?.isActive == true)
        #expect(box.snp.layoutConstraints.count == 4)
        box.snp.updateConstraints { make in make.top.equalToSuperview().offset(40) }
        root.layoutIfNeeded()
        #expect(box.frame.minY == 40)
    }

    @Test func handlePriorityUpdates() {
        let reports = Reports()
        let (root, box) = scene(reports: reports)
        var wide: MakerConstraint?
        var fixed: MakerConstraint?
        box.snp.makeConstraints { make in
            make.top.left.equalTo(0)
            make.height.equalTo(10)
            wide = make.width.equalTo(200).priority(.low).constraint
            make.width.equalTo(100).priority(.medium)
            fixed = make.width.lessThanOrEqualTo(250).constraint
        }
        root.layoutIfNeeded()
        #expect(box.frame.width == 100)
        wide?.update(priority: .high)
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
        fixed?.update(priority: .high)   // required to optional while active: refused
        #expect(fixed?.layoutConstraints.first?.priority == .required)
        #expect(reports.messages.last?.contains("cannot change between required and optional") == true)
    }

    @Test func preparedConstraintsActivateLater() {
        let (root, box) = scene()
        let prepared = box.snp.prepareConstraints { make in
            make.edges.equalToSuperview().inset(20)
        }
        #expect(prepared.count == 1 && !prepared[0].isActive)
        #expect(box.snp.layoutConstraints.isEmpty)
        prepared[0].activate()
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 20, width: 260, height: 160))
        #expect(box.snp.layoutConstraints.count == 4)
    }
}
