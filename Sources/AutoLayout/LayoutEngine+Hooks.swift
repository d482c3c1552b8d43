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
            // from the top of the list as it is now (the views called are skipped).
            let list = views, version = list.version
            walked = true
            viewsVisited += list.count
            for view in list where view.layoutPending && view.layoutCycle != cycle {
                view.layoutCycle = cycle
                if solver.changes != framesWrittenAt { layoutWithGuides() }
                view.layoutPending = false
                view.layoutSubviews()
                if views !== list || list.version != version {
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
        let list = views, version = list.version
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
            guard views === list, list.version == version else {
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
    /// the views for them. Once the tree keeps the views that asked
    /// (`Hierarchy.pendingUpdates`), those are called, by place; before, a
    /// walk of every view finds them, made again only if a view asked, or
    /// joined with a call pending, during the one before. A view that asks
    /// again after its call waits for the next cycle, and the tree keeps
    /// saying that one is pending.
    func updatePendingConstraints() {
        let tree = root.currentHierarchy()
        guard tree.updatesConstraints else { return }
        let cycle = LayoutEngine.cycles.next()
        var again = true
        while again {
            tree.updatesConstraints = false
            var called = false
            var waiting: [View] = []
            func call(_ view: View) {
                guard view.updateCycle != cycle else {
                    waiting.append(view)
                    return
                }
                called = true
                view.updateCycle = cycle
                view.constraintsUpdatePending = false
                view.updateConstraints()
            }
            if tree.tracksPendingLayouts {
                for view in viewsAskingForUpdates(in: tree) where view.constraintsUpdatePending { call(view) }
            } else {
                let list = views, version = list.version
                for view in list.reversed() where view.constraintsUpdatePending {
                    call(view)
                    // A view joined or left in the call: the next round walks the list as it is now.
                    if views !== list || list.version != version {
                        tree.updatesConstraints = true
                        break
                    }
                }
            }
            again = called && tree.updatesConstraints
            for view in waiting { tree.askedForUpdate(view) }
        }
    }

    /// The views of `tree`'s list of those that asked for `updateConstraints()`,
    /// once each, still asking and in the tree, subviews before their superview
    /// (the reverse of `views`); the list is emptied.
    private func viewsAskingForUpdates(in tree: Hierarchy) -> [View] {
        _ = views  // the places made current
        var seen = Set<ObjectIdentifier>()
        var asking: [View] = []
        for entry in tree.pendingUpdates {
            guard let view = entry.view, view.constraintsUpdatePending, view.hierarchy === tree,
                seen.insert(ObjectIdentifier(view)).inserted
            else { continue }
            asking.append(view)
        }
        tree.pendingUpdates.removeAll()
        return asking.sorted { $0.layoutOrder > $1.layoutOrder }
    }
}
