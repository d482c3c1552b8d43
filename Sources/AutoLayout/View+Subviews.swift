import Foundation

/// The view tree: adding, moving and removing subviews and layout guides
/// (the constraints that cross a removed subtree go with it, as in UIKit).
extension View {
    /// Adds `view` as the last subview, taking it from its old superview.
    /// e.g. `cell.addSubview(title)`
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped).
    /// e.g. `cell.insertSubview(background, at: 0)`
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self else {
            LayoutDiagnostics.report(.invalidHierarchy("cannot add \(debugName) to itself"), root: rootView)
            return
        }
        if isDescendant(of: view) {
            LayoutDiagnostics.report(
                .invalidHierarchy("cannot add \(view.debugName) inside its own subtree (\(debugName))"),
                root: rootView)
            return
        }
        if view.superview === self, let i = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: i)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            layoutPending = true
            rootView.engine?.moved(view.allViews())
            return
        }
        view.removeFromSuperview()
        if view.engine != nil {
            // A root measured or laid out on its own: its engine goes, and the
            // constraints it made belong to that engine's solver; the new
            // hierarchy's engine makes its own.
            view.engine = nil
            for v in view.allViews() { v.generated.clearConstraints() }
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.join(currentHierarchy())
        layoutPending = true
        view.layoutPending = true
        rootView.engine?.adopt(view)
    }

    /// Inserts `view` just above `sibling`, one of the subviews.
    /// e.g. `card.insertSubview(badge, aboveSubview: photo)`
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let index = place(of: sibling, for: view, "aboveSubview") else { return }
        insertSubview(view, at: index + 1)
    }

    /// Inserts `view` just below `sibling`, one of the subviews.
    /// e.g. `card.insertSubview(shadow, belowSubview: photo)`
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let index = place(of: sibling, for: view, "belowSubview") else { return }
        insertSubview(view, at: index)
    }

    /// The index `sibling` will have among the subviews once `view` is out of
    /// them; nil, reported, if `sibling` is not a subview, and nil if it is `view`.
    private func place(of sibling: View, for view: View, _ argument: String) -> Int? {
        guard sibling.superview === self else {
            LayoutDiagnostics.report(
                .invalidHierarchy("\(argument): \(sibling.debugName) is not a subview of \(debugName)"), root: rootView)
            return nil
        }
        guard sibling !== view else { return nil }
        let index = subviews.firstIndex { $0 === sibling }!
        let viewBefore = view.superview === self && subviews[..<index].contains { $0 === view }
        return viewBefore ? index - 1 : index
    }

    /// Moves `view`, a subview, above its siblings (last in `subviews`); nothing if it is not a subview.
    /// e.g. `card.bringSubviewToFront(badge)`
    public func bringSubviewToFront(_ view: View) {
        if view.superview === self { insertSubview(view, at: subviews.count) }
    }

    /// Moves `view`, a subview, below its siblings (first in `subviews`); nothing if it is not a subview.
    /// e.g. `card.sendSubviewToBack(background)`
    public func sendSubviewToBack(_ view: View) {
        if view.superview === self { insertSubview(view, at: 0) }
    }

    /// Swaps the subviews at two indices (reported, and nothing changes, if one is out of range).
    /// e.g. `card.exchangeSubview(at: 0, withSubviewAt: 1)`
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            LayoutDiagnostics.report(.invalidHierarchy(
                "exchangeSubview(at: \(index1), withSubviewAt: \(index2)): \(debugName) has \(subviews.count) subviews"),
                root: rootView)
            return
        }
        let (low, high) = (min(index1, index2), max(index1, index2))
        guard low != high else { return }
        let first = subviews[low], second = subviews[high]
        insertSubview(second, at: low)
        insertSubview(first, at: high)
    }

    /// Removes the view from its superview, deactivating the constraints that
    /// tie its subtree to views outside it (as UIKit does).
    /// e.g. `badge.removeFromSuperview()`
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let views = allViews()
        // A leaf (most views that leave) is compared by identity, a subtree looked up.
        let subtree = views.count > 1 ? Set(views.map(ObjectIdentifier.init)) : []
        func leaves(_ item: LayoutItem?) -> Bool {
            guard let owner = item?.owner else { return false }
            return views.count == 1 ? owner === self : subtree.contains(ObjectIdentifier(owner))
        }
        // The items' keys first: they rule out most of the ancestors'
        // constraints (a stack's, 3 per view) without loading their items.
        // `deactivate` takes them out of the solver newest first.
        var keys: Set<UInt32> = []
        for v in views {
            keys.insert(v.key)
            v.forEachGuide { keys.insert($0.key) }
        }
        let key = keys.count == 1 ? keys.first : nil
        parent.deactivateConstraintsUpward { c in
            let related = if let key { c.mayRelate(key) } else { c.mayRelate(any: keys) }
            return related && (leaves(c.firstItem) || leaves(c.secondItem))
        }
        let engine = rootView.engine
        engine?.release(self, views)
        // Found by identity and removed at its place: `removeAll(where:)`
        // retained and released every sibling, each an atomic operation.
        if let i = parent.subviews.lastIndex(where: { $0 === self }) { parent.subviews.remove(at: i) }
        parent.layoutPending = true
        engine?.left(views)
        superview = nil
        join(Hierarchy(root: self))
        parent.subviewWasRemoved(self)
    }

    /// Whether `view` is this view or one of its descendants.
    /// e.g. `title.isDescendant(of: cell)   // true after cell.addSubview(title)`
    public func isDescendant(of view: View) -> Bool {
        // A view without subviews (one just made, being added) has no
        // descendant but itself: no tree of its own is made to compare.
        if view.subviews.isEmpty { return view === self }
        if currentHierarchy() !== view.currentHierarchy() { return false }
        var v: View? = self
        while let x = v {
            if x === view { return true }
            v = x.superview
        }
        return false
    }

    /// Adds a layout guide owned by this view.
    /// e.g. `let spacer = LayoutGuide(); view.addLayoutGuide(spacer)`
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        rootView.engine?.adopt(guide)
    }

    /// Removes a layout guide and the constraints that use it.
    /// e.g. `view.removeLayoutGuide(spacer)`
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        deactivateConstraintsUpward {
            $0.mayRelate(guide.key) && ($0.firstItem === guide || $0.secondItem === guide)
        }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// Deactivates the constraints held by this view and its ancestors that
    /// `picks` selects, one view's list at a time.
    private func deactivateConstraintsUpward(_ picks: (LayoutConstraint) -> Bool) {
        var ancestor: View? = self
        while let a = ancestor {
            LayoutConstraint.deactivate(a.constraints.filter(picks))
            ancestor = a.superview
        }
    }

    /// This view and its descendants, depth first, in subview order.
    package func allViews() -> [View] {
        var out: [View] = []
        var stack: [View] = [self]
        while let v = stack.popLast() {
            out.append(v)
            stack.append(contentsOf: v.subviews.reversed())
        }
        return out
    }
}
