/// The views of a hierarchy, root first, and its labels that measure
/// against their width (see `LayoutEngine.views`).
///
/// The root is held unowned, the others strongly: the root owns the
/// engine that keeps this list, and would otherwise keep itself alive. The
/// others are the root's descendants, which do not hold it.
final class HierarchyViews: RandomAccessCollection {
    unowned let root: View
    private var descendants: [View]
    /// Whether the root is a label that measures in two passes.
    private let rootNeedsWidthPass: Bool
    /// The descendants that measure in two passes (see `needsWidthPass`).
    /// Labels tell the engine when that changes, and the list is made
    /// again: a fitting query does not visit the others.
    private var descendantLabels: [any WidthDependentContent]

    /// The view of each item variable, by variable id (see `viewOfVariable`), made on first use.
    private var variableOwners: [Int: VariableOwner]?
    /// The variables of views that left since the last layout pass (see `hasLeft`).
    private var departed: Set<Int> = []
    /// How many times views joined or left the list: a walk of the list
    /// that sees it change starts again (the list is changed in place).
    private(set) var version = 0

    /// What `viewOfVariable` gives: the view (nil: the root, which the list
    /// holds unowned), and whether the variable places its subviews too.
    private struct VariableOwner {
        let view: View?
        let movesSubviews: Bool
    }

    init(_ views: [View]) {
        root = views[0]
        rootNeedsWidthPass = views[0].widthDependentContent?.needsWidthPass ?? false
        descendants = Array(views.dropFirst())
        for (i, view) in views.enumerated() { view.layoutOrder = Int32(i) }
        descendantLabels = descendants.compactMap(\.widthDependentContent).filter(\.needsWidthPass)
    }

    /// Puts `views`, a subtree that joined (in the order `View.allViews`
    /// gives them), at `position` (1...count): the views from there on move
    /// up a place.
    func insert(_ views: [View], at position: Int) {
        version += 1
        let last = position == count
        descendants.insert(contentsOf: views, at: position - 1)
        for i in (position - 1)..<descendants.count { descendants[i].layoutOrder = Int32(i + 1) }
        if variableOwners != nil {
            for view in views { noteVariables(of: view, in: &variableOwners!) }
        }
        if !departed.isEmpty {
            for view in views { Self.forEachVariable(of: view) { id, _ in departed.remove(id) } }
        }
        let labels = views.compactMap(\.widthDependentContent).filter(\.needsWidthPass)
        guard !labels.isEmpty else { return }
        // In the views' order: made again from them unless the new ones come last.
        descendantLabels = last ? descendantLabels + labels
            : descendants.compactMap(\.widthDependentContent).filter(\.needsWidthPass)
    }

    /// The places of `views`, a subtree (root first, depth first), if the
    /// list holds them there.
    func range(of views: [View]) -> Range<Int>? {
        guard let first = views.first, let last = views.last else { return nil }
        let start = Int(first.layoutOrder), end = start + views.count
        guard start > 0, end <= count, self[start] === first, self[end - 1] === last else { return nil }
        return start..<end
    }

    /// Takes out `views`, a subtree that left, at `range`: the views after
    /// them move down a place, and their variables are known to have left
    /// (see `hasLeft`).
    func remove(_ views: [View], at range: Range<Int>) {
        version += 1
        descendants.removeSubrange((range.lowerBound - 1)..<(range.upperBound - 1))
        for i in (range.lowerBound - 1)..<descendants.count { descendants[i].layoutOrder = Int32(i + 1) }
        for view in views {
            Self.forEachVariable(of: view) { id, _ in
                variableOwners?[id] = nil
                departed.insert(id)
            }
        }
        if views.contains(where: { $0.widthDependentContent?.needsWidthPass == true }) {
            descendantLabels = descendants.compactMap(\.widthDependentContent).filter(\.needsWidthPass)
        }
    }

    /// Whether variable `id` placed a view that left since the last layout pass.
    func hasLeft(_ id: Int) -> Bool { departed.contains(id) }

    /// Forgets which variables left (a layout pass wrote the frames).
    func forgetDeparted() { if !departed.isEmpty { departed.removeAll() } }

    /// Calls `body` with each label that measures in two passes, root
    /// first; returns whether there was one.
    @discardableResult
    func forEachLabelNeedingWidthPass(_ body: (any WidthDependentContent) -> Void) -> Bool {
        if rootNeedsWidthPass, let label = root.widthDependentContent { body(label) }
        for label in descendantLabels { body(label) }
        return rootNeedsWidthPass || !descendantLabels.isEmpty
    }

    /// The view a variable places, and whether the variable places its
    /// subviews too (the view's left and top); a guide's variables give its
    /// owning view. Nil for a variable of no item the list knew when the
    /// table was made (a view that joined since is entered as it joins).
    func viewOfVariable(_ id: Int) -> (view: View, movesSubviews: Bool)? {
        if variableOwners == nil {
            var owners: [Int: VariableOwner] = [:]
            owners.reserveCapacity(4 * count)
            for view in self { noteVariables(of: view, in: &owners) }
            variableOwners = owners
        }
        return variableOwners![id].map { ($0.view ?? root, $0.movesSubviews) }
    }

    /// Enters the variables of `view` in the table of `viewOfVariable`.
    private func noteVariables(of view: View, in owners: inout [Int: VariableOwner]) {
        let owner = view === root ? nil : view
        Self.forEachVariable(of: view) { id, movesSubviews in
            owners[id] = VariableOwner(view: owner, movesSubviews: movesSubviews)
        }
    }

    /// Calls `body` with the id of each variable that places `view` (its
    /// guides' included), and whether it places its subviews too.
    private static func forEachVariable(of view: View, _ body: (Int, Bool) -> Void) {
        body(view.left.id, true)
        body(view.top.id, true)
        body(view.width.id, false)
        body(view.height.id, false)
        view.forEachGuide { guide in
            for v in [guide.left, guide.top, guide.width, guide.height] { body(v.id, false) }
        }
    }

    /// Forgets the table of `viewOfVariable`: a guide joined or changed owner.
    func forgetVariables() { variableOwners = nil }

    /// The root, then its descendants depth first (`View.allViews`): a
    /// collection, so that walking it backwards (subviews before their
    /// superview) copies nothing.
    var startIndex: Int { 0 }
    var endIndex: Int { descendants.count + 1 }
    subscript(position: Int) -> View { position == 0 ? root : descendants[position - 1] }
}
