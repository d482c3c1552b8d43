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
        let tree = root.currentHierarchy()
        // The views due are those of the tree's list, unless the views changed
        // or the tree is small (see `logsMoves`).
        var walked = logsMoves && views === walkedViews && callPendingLayouts(of: tree, cycle: cycle)
        let walksEveryView = !walked
        while !walked {
            // A view that joins or leaves ends the walk; the next one starts
            // from the top of the new list (the views called are skipped).
            let list = views
            walked = true
            viewsVisited += list.count
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
            if walked { walkedViews = list }
        }
        if walksEveryView && tree.tracksPendingLayouts {
            // The list starts again from the views still due (due again after their call).
            tree.pendingLayouts = views.filter(\.layoutPending).map { PendingLayout(view: $0) }
        }
        if solver.changes != framesWrittenAt { layoutWithGuides() }
    }

    /// `layoutCycle`'s walk through the views due, in the order of `views`,
    /// from the tree's list instead of every view: a view that becomes due
    /// is called in this cycle if it comes after the last one called, in
    /// the next if not. False if the views changed on the way: the walk of
    /// every view goes on from the top.
    private func callPendingLayouts(of tree: Hierarchy, cycle: Int) -> Bool {
        let list = views
        // Due, by place, the next one last.
        var due: [View] = []
        var later: [PendingLayout] = []
        var last: Int32 = -1
        func take() {
            let arrived = tree.pendingLayouts
            tree.pendingLayouts.removeAll()
            guard !arrived.isEmpty else { return }
            viewsVisited += arrived.count
            for entry in arrived {
                guard let view = entry.view, view.layoutPending, view.hierarchy === tree else { continue }
                if view.layoutOrder > last { due.append(view) } else { later.append(entry) }
            }
            due.sort { $0.layoutOrder > $1.layoutOrder }
        }
        take()
        while let view = due.popLast() {
            guard view.layoutPending, view.layoutCycle != cycle, view.layoutOrder > last else { continue }
            last = view.layoutOrder
            view.layoutCycle = cycle
            if solver.changes != framesWrittenAt { layoutWithGuides() }
            view.layoutPending = false
            view.layoutSubviews()
            guard views === list else {
                tree.pendingLayouts += later
                return false
            }
            take()
        }
        tree.pendingLayouts += later
        return true
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
