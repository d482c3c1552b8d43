/// What the views of one tree share: its root, and whether any of its views
/// forces a layout direction.
///
/// Each view holds its tree's; adding or removing a subtree hands the
/// subtree's views the new one (a walk of the subtree, which the engine
/// makes anyway). So finding the root, the layout direction, or whether two
/// views share a tree takes constant time instead of the tree's depth: a
/// hierarchy nested 10,000 deep builds in linear time.
final class Hierarchy {
    /// The root; nil once it is freed (the views below it are then the
    /// roots of trees of their own, found by walking up: `View.rootView`).
    weak var root: View?
    /// Whether a view of the tree has forced a layout direction (never
    /// reset: it only says whether the direction must be looked up).
    var forcesDirection = false
    /// Stack views of the tree whose arrangement is out of date.
    var pendingArrangements: [StackView] = []
    /// Views of the tree that became due for `layoutSubviews()` since the
    /// layout cycle last looked (some since called, or gone to other trees),
    /// kept once the engine reads only what moved (`LayoutEngine.logsMoves`).
    var pendingLayouts: [PendingLayout] = []
    /// Whether `pendingLayouts` and `pendingUpdates` are kept (else a view
    /// that becomes due is found by a walk of every view).
    var tracksPendingLayouts = false
    /// Whether a view of the tree may have `updateConstraints()` pending:
    /// set when one asks or joins, cleared when the calls are made.
    var updatesConstraints = true
    /// Views of the tree that asked for `updateConstraints()`, or joined
    /// asking, since the calls were last made, kept as `pendingLayouts` is.
    var pendingUpdates: [PendingLayout] = []

    init(root: View) { self.root = root }

    /// Notes that `view` has `updateConstraints()` pending.
    func askedForUpdate(_ view: View) {
        updatesConstraints = true
        if tracksPendingLayouts { pendingUpdates.append(PendingLayout(view: view)) }
    }
}

/// A view in `Hierarchy.pendingLayouts`, held weakly: a view removed
/// from its tree is not kept alive until the next layout.
struct PendingLayout {
    weak var view: View?
}

extension View {
    /// This view's tree, repaired first if its root was freed.
    func currentHierarchy() -> Hierarchy {
        if hierarchy.root != nil { return hierarchy }
        var top = self
        while let s = top.superview { top = s }
        let fresh = Hierarchy(root: top)
        fresh.forcesDirection = hierarchy.forcesDirection
        fresh.pendingArrangements = hierarchy.pendingArrangements
        fresh.updatesConstraints = hierarchy.updatesConstraints
        fresh.tracksPendingLayouts = hierarchy.tracksPendingLayouts
        fresh.pendingLayouts = hierarchy.pendingLayouts
        fresh.pendingUpdates = hierarchy.pendingUpdates
        for v in top.allViews() { v.hierarchy = fresh }
        return fresh
    }

    /// Gives this view's subtree `tree` (after it joins or leaves a tree).
    func join(_ tree: Hierarchy) {
        tree.forcesDirection = tree.forcesDirection || madeHierarchy?.forcesDirection == true
        func adopt(_ v: View) {
            // Not added to the tree's views due: its views changed, so the
            // next layout cycle walks every view (unless the engine keeps
            // its list, see `LayoutEngine.joined`).
            v.hierarchy = tree
            if v.constraintsUpdatePending { tree.askedForUpdate(v) }
            if let stack = v as? StackView, stack.needsArrangement { tree.pendingArrangements.append(stack) }
        }
        // A leaf (most views joining a tree) without the list of a walk.
        if subviews.isEmpty { adopt(self) } else { allViews().forEach(adopt) }
    }

    /// Applies the pending arrangements of this view's tree's stack views.
    func arrangeStackViews() {
        let tree = currentHierarchy()
        while let stack = tree.pendingArrangements.popLast() { stack.arrangeIfNeeded() }
    }

    /// The closest view that contains both views (or either, when one is nil).
    /// - Complexity: the distance from each to that view, not the depth.
    static func commonAncestor(_ a: View, _ b: View?) -> View? {
        guard let b, a !== b else { return a }
        if a.superview === b.superview { return a.superview }
        if a.superview === b { return b }
        if b.superview === a { return a }
        if a.currentHierarchy() !== b.currentHierarchy() { return nil }
        // Up from both in turn: the first view either walk has already
        // passed is the closest common one.
        var seenA = Set<ObjectIdentifier>(), seenB = Set<ObjectIdentifier>()
        var x: View? = a, y: View? = b
        while x != nil || y != nil {
            if let v = x {
                if seenB.contains(ObjectIdentifier(v)) { return v }
                seenA.insert(ObjectIdentifier(v))
                x = v.superview
            }
            if let v = y {
                if seenA.contains(ObjectIdentifier(v)) { return v }
                seenB.insert(ObjectIdentifier(v))
                y = v.superview
            }
        }
        return nil
    }
}
