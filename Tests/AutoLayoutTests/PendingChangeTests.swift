import Foundation
import Testing
@testable import AutoLayout

/// Removals, new constants and new priorities wait for the solver's next use
/// and go in together: the frames of an unambiguous layout, and the
/// conflicts reported, are those of the changes made one by one in their
/// order, and a change waiting keeps nothing alive.
@Suite struct PendingChangeTests {
    /// A box at the root's top left, 10 high: `width == 50` under `width <= 100`, laid out.
    func box(_ root: View) -> (box: View, limit: LayoutConstraint, width: LayoutConstraint) {
        let box = constrained(View(), in: root, "box")
        let limit = box.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([limit, width, box.heightAnchor.constraint(equalToConstant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor), box.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        return (box, limit, width)
    }

    /// A constant changed, then its view moved to another parent of the
    /// same tree: the constraint goes back in with the new constant, and
    /// nothing is reported (the waiting change named the old solver
    /// constraint, and was reported as a conflict).
    @Test func aConstantChangedBeforeItsViewMovesKeepsTheNewValue() {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let a = constrained(View(), in: root, "a"), b = constrained(View(), in: root, "b")
        let child = constrained(View(), in: a, "child")
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([width, child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        width.constant = 50
        b.addSubview(child)
        root.layoutIfNeeded()
        #expect(child.frame.width == 50)
        #expect(reports.messages.isEmpty, "\(reports.messages)")
        #expect(width.installation != nil && root.brokenConstraints.isEmpty)
        width.isActive = false
        child.widthAnchor.constraint(equalToConstant: 30).isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 30)
        #expect(reports.messages.isEmpty, "\(reports.messages)")
    }

    /// A constant set, a limit deactivated, the constant set past the old
    /// limit: each value meets the constraints of its time, so nothing conflicts.
    @Test func eachConstantMeetsTheConstraintsOfItsTime() {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let (box, limit, width) = box(root)
        width.constant = 60
        limit.isActive = false
        width.constant = 200
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
        #expect(reports.messages.isEmpty, "\(reports.messages)")
    }

    /// A constant past the limit, then the limit deactivated: the conflict
    /// is reported once, and the layout (or a fitting query) puts the
    /// broken constraint back now that it fits.
    @Test(arguments: [false, true])
    func aBrokenConstraintComesBackOnceTheLimitGoes(_ fitting: Bool) {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let (box, limit, width) = box(root)
        width.constant = 200
        limit.isActive = false
        if fitting {
            #expect(box.systemLayoutSizeFitting(.zero).width == 200)
        } else {
            root.layoutIfNeeded()
            #expect(box.frame.width == 200)
        }
        #expect(reports.messages.count == 1, "\(reports.messages)")
        #expect(width.installation != nil && root.brokenConstraints.isEmpty)
    }

    /// A conflicting constant is reported at the solver's next use, and the
    /// hierarchy's broken constraints list it as soon as it is asked.
    @Test func aConflictingConstantIsReportedAtTheNextLayout() {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let (box, _, width) = box(root)
        width.constant = 200
        #expect(root.brokenConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(width)])
        #expect(reports.messages.count == 1, "\(reports.messages)")
        root.layoutIfNeeded()
        #expect(box.frame.width == 100 && reports.messages.count == 1)
    }

    /// A priority changed, then the constant, then the priority again, then
    /// the constraint deactivated and activated: the last state holds.
    @Test func priorityAndConstantChangesInARowEndAsTheLastSaid() {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let (box, _, width) = box(root)
        let wide = box.widthAnchor.constraint(equalToConstant: 90)
        wide.priority = LayoutPriority(10)
        wide.isActive = true
        width.isActive = false
        width.priority = LayoutPriority(999)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 50)
        width.priority = LayoutPriority(5)
        width.constant = 70
        wide.constant = 80
        width.priority = LayoutPriority(500)
        wide.isActive = false
        wide.isActive = true
        root.layoutIfNeeded()
        #expect(box.frame.width == 70)
        width.priority = LayoutPriority(1)
        root.layoutIfNeeded()
        #expect(box.frame.width == 80)
        #expect(reports.messages.isEmpty, "\(reports.messages)")
    }

    /// A constant past a required limit, then the limit deactivated, before
    /// a layout: the report names the limit as a layout constraint (its
    /// identifier and where it was made), though it left the view since.
    @Test func aConflictReportNamesALimitDeactivatedSince() {
        let reports = Reports()
        let root = makeRoot(reports: reports)
        let (_, limit, width) = box(root)
        limit.identifier = "limit"
        width.constant = 200
        limit.isActive = false
        root.layoutIfNeeded()
        #expect(reports.messages.count == 1)
        #expect(reports.messages.first?.contains("'limit'") == true, "\(reports.messages)")
    }

    /// A constraint given a new priority or constant just before its view
    /// leaves the tree: the change waiting does not keep it alive.
    @Test(arguments: ["priority", "constant"])
    func aConstraintChangedJustBeforeItsViewLeavesIsFreed(_ change: String) {
        let root = makeRoot()
        weak var weakBox: View?
        weak var weakOwn: LayoutConstraint?
        do {
            let box = constrained(View(), in: root, "box")
            let own = box.widthAnchor.constraint(equalToConstant: 30)
            own.priority = LayoutPriority(999)
            LayoutConstraint.activate([own, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 30)])
            root.layoutIfNeeded()
            weakBox = box
            weakOwn = own
            if change == "priority" { own.priority = LayoutPriority(500) } else { own.constant = 40 }
            box.removeFromSuperview()
        }
        #expect(weakBox == nil && weakOwn == nil)
        root.layoutIfNeeded()
        #expect(root.subviews.isEmpty)
    }
}
