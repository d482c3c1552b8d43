import Foundation

extension LayoutEngine {
    /// UIKit's layout cycle, run by `layoutIfNeeded()`: the views' pending
    /// `updateConstraints()` (subviews first), the solve that writes every
    /// frame, then the pending `layoutSubviews()` (parents first).
    ///
    /// Each view is called at most once per cycle: one that asks again from
    /// inside its own call (`setNeedsLayout()` in `layoutSubviews()`) waits
    /// for the next cycle, so a cycle always ends. Before each
    /// `layoutSubviews()` the frames are written again if the solver changed
    /// since (an ancestor moved a subview that translates its frame), so each
    /// view sees its own size and its subviews' frames up to date. Called
    /// from inside a hook, it only solves and writes the frames.
    func layoutCycle() {
        guard !isRunningHooks else {
            layoutWithGuides()
            return
        }
        isRunningHooks = true
        defer { isRunningHooks = false }
        updatePendingConstraints()
        layoutWithGuides()
        var called = Set<ObjectIdentifier>()
        var walked = false
        while !walked {
            // A view that joins or leaves ends the walk; the next one starts
            // from the top of the new list (the views called are skipped).
            let list = views
            walked = true
            for view in list where view.layoutPending {
                guard called.insert(ObjectIdentifier(view)).inserted else { continue }
                if solver.changes != framesWrittenAt { layoutWithGuides() }
                view.layoutPending = false
                view.layoutSubviews()
                if views !== list {
                    walked = false
                    break
                }
            }
        }
        if solver.changes != framesWrittenAt { layoutWithGuides() }
    }

    /// Calls `updateConstraints()` on each view that has it pending, subviews
    /// before their superview, each at most once.
    func updatePendingConstraints() {
        var called = Set<ObjectIdentifier>()
        while views.contains(where: { $0.constraintsUpdatePending && !called.contains(ObjectIdentifier($0)) }) {
            let due = views.reversed().filter { $0.constraintsUpdatePending && !called.contains(ObjectIdentifier($0)) }
            for view in due where view.constraintsUpdatePending {
                called.insert(ObjectIdentifier(view))
                view.constraintsUpdatePending = false
                view.updateConstraints()
            }
        }
    }
}
