/// The engine's list of views kept in step with the tree: a subtree that
/// joins, leaves or moves among its siblings takes or gives up its places
/// (`View.layoutOrder`), and what the engine keeps about views follows,
/// instead of every list made again.
extension LayoutEngine {
    /// Where the subtree of `view`, just added, goes in `list`: after the
    /// view before it, root first and depth first (the last view of its
    /// previous sibling's subtree, or its superview); nil if that view is
    /// not in the list.
    func place(ofJoined view: View, in list: HierarchyViews) -> Int? {
        guard let parent = view.superview else { return nil }
        let siblings = parent.subviews
        // A view added last, as `addSubview` adds it, is found without a search.
        guard let i = siblings.last === view ? siblings.count - 1 : siblings.firstIndex(where: { $0 === view }) else { return nil }
        var before = i > 0 ? siblings[i - 1] : parent
        if i > 0 { while let last = before.subviews.last { before = last } }
        let order = Int(before.layoutOrder)
        guard order < list.count, list[order] === before else { return nil }
        return order + 1
    }

    /// Follows a subtree that joined at `place` of `list`: its views go
    /// there, the places of those after them move up, and what holds for the
    /// others is kept (the lists watched follow the views logged, the layout
    /// cycle's views due, the frames written where they moved), and its
    /// frames are written with those that move. The next layout reads the
    /// new views and those that moved, not every view.
    func joined(_ walked: [View], at place: Int, in list: HierarchyViews) {
        list.insert(walked, at: place)
        let tree = root.currentHierarchy()
        for view in walked {
            if tree.tracksPendingLayouts && view.layoutPending { tree.pendingLayouts.append(PendingLayout(view: view)) }
            frameSetByHand(view)
        }
    }

    /// Follows a subtree that left the tree (`views`, root first, depth
    /// first, taken out of the solver): its views leave the list and the
    /// places after them move down, the lists watched drop their entries
    /// (which find their views by variable, not by place, so the others
    /// stay as they are), the log of changed views lets go of them, and the
    /// frames written are those that moved. Else every list is made again.
    func left(_ views: [View]) {
        guard let list = viewList, let range = list.range(of: views) else { return subviewsDidChange() }
        list.remove(views, at: range)
        // Nothing here keeps a view that left: it is freed if nothing else holds it.
        let gone = Set(views.map(ObjectIdentifier.init))
        for id in gone {
            watchedSizes?.replaceEntries(of: id, with: [])
            deferredTies?.replaceEntries(of: id, with: [])
        }
        for i in intrinsicLog.indices where intrinsicLog[i].map({ gone.contains(ObjectIdentifier($0)) }) == true {
            intrinsicLog[i] = nil
        }
        if !framesSetByHand.isEmpty { framesSetByHand.removeAll { gone.contains(ObjectIdentifier($0)) } }
    }

    /// Follows a subtree that moved among its siblings (`views`, root
    /// first, depth first): its views take their new places in the list and
    /// the places between move, as for a subtree that left and joined, but
    /// nothing leaves the solver and nothing else changes. Else every list
    /// is made again.
    func moved(_ views: [View]) {
        guard let list = viewList, let range = list.range(of: views) else { return subviewsDidChange() }
        list.remove(views, at: range)
        guard let place = place(ofJoined: views[0], in: list) else { return subviewsDidChange() }
        list.insert(views, at: place)
    }
}
