import Foundation

extension LayoutEngine {
    /// Numbers the hook cycles of every engine, so a view that moves between
    /// hierarchies never carries a number its new engine is using.
    static let cycles = Counter()

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
        // The views called in this cycle carry its number (unique across engines).
        let cycle = LayoutEngine.cycles.next()
        var walked = false
        while !walked {
            // A view that joins or leaves ends the walk; the next one starts
            // from the top of the new list (the views called are skipped).
            let list = views
            walked = true
            for view in list where view.layoutPending && view.layoutCycle != cycle {
                view.layoutCycle = cycle
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
    ///
    /// The tree says whether any may be pending (see
    /// `Hierarchy.updatesConstraints`): a layout without any does not visit
    /// the views for them, and a walk is made again only if a view asked,
    /// or joined with a call pending, during the one before (one walk of a
    /// 10,000-view tree instead of a walk and a search through all of it).
    /// A view that asks again after its call waits for the next cycle, and
    /// the tree keeps saying that one is pending.
    func updatePendingConstraints() {
        let tree = root.currentHierarchy()
        guard tree.updatesConstraints else { return }
        let cycle = LayoutEngine.cycles.next()
        var again = true
        while again {
            tree.updatesConstraints = false
            var called = false, waiting = false
            for view in views.reversed() where view.constraintsUpdatePending {
                guard view.updateCycle != cycle else {
                    waiting = true
                    continue
                }
                called = true
                view.updateCycle = cycle
                view.constraintsUpdatePending = false
                view.updateConstraints()
            }
            again = called && tree.updatesConstraints
            if waiting { tree.updatesConstraints = true }
        }
    }
}
