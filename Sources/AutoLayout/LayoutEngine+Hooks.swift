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
            layout()
            return
        }
        isRunningHooks = true
        defer { isRunningHooks = false }
        updatePendingConstraints()
        layout()
        var called = Set<ObjectIdentifier>()
        var list = views
        var order = Array(list)
        var i = 0
        while i < order.count {
            let view = order[i]
            i += 1
            guard view.layoutPending, called.insert(ObjectIdentifier(view)).inserted else { continue }
            if solver.changes != framesWrittenAt { layout() }
            view.layoutPending = false
            view.layoutSubviews()
            if views !== list {
                // A view joined or left: walk the new list from the top (those called are skipped).
                list = views
                order = Array(list)
                i = 0
            }
        }
        if solver.changes != framesWrittenAt { layout() }
    }

    /// Calls `updateConstraints()` on each view that has it pending, subviews
    /// before their superview, each at most once.
    func updatePendingConstraints() {
        var called = Set<ObjectIdentifier>()
        while true {
            let due = views.reversed().filter { $0.constraintsUpdatePending && !called.contains(ObjectIdentifier($0)) }
            guard !due.isEmpty else { return }
            for view in due where view.constraintsUpdatePending {
                called.insert(ObjectIdentifier(view))
                view.constraintsUpdatePending = false
                view.updateConstraints()
            }
        }
    }
}
