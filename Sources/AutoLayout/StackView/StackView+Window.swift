import Foundation

extension StackView {
    /// Follows changes to the arranged views (hidden or shown, inserted,
    /// removed), oldest first, each by replacing only the constraints of the
    /// views between the visible views on either side of it, and the
    /// canvas's: the rules of fill and fillEqually stacks read no further.
    /// Returns where the last change is in the arranged views, or nil where
    /// one of them cannot be followed so (the caller then arranges every
    /// view, whatever was replaced): the first view joined or left (every
    /// view is aligned to it), fewer than two views, the first visible view
    /// changed in a fillEqually stack, other distributions or horizontal
    /// text disambiguation (they read every view), a constraint of the
    /// stack changed by hand, or a view removed among several changes that
    /// left the stack (the views between two changes would get constraints
    /// in a tree it is no longer in).
    func updateWindows(for edits: [ArrangementEdit]) -> Int? {
        let isLocal = distribution == .fill || distribution == .fillEqually
        guard isLocal, axis == .vertical || distribution == .fillEqually, !arrangement.isEmpty else { return nil }
        if edits.count > 1, edits.contains(where: { if case .removal(let view, _) = $0 { view.superview !== self } else { false } }) {
            return nil
        }
        // The views before and after each change, newest first: the views
        // now, then as they were before each change in turn.
        var after = ArrangedViews(arrangedSubviews)
        var steps: [(old: ArrangedViews, new: ArrangedViews, place: Int, inNew: Bool, inOld: Bool)] = []
        for edit in edits.reversed() {
            // Where the change is, and whether the changed view is among the views after it, and before.
            let (place, inNew, inOld): (Int?, Bool, Bool)
            switch edit {
            case .visibility(let view): (place, inNew, inOld) = (after.index(of: view), true, true)
            case .insertion(let view): (place, inNew, inOld) = (after.index(of: view), true, false)
            case .removal(_, let i): (place, inNew, inOld) = (i <= after.count ? i : nil, false, true)
            }
            guard let place else { return nil }
            let before = after.before(edit, at: place)
            guard after.count >= 2, before.count >= 2, after[0] === before[0] else { return nil }
            if distribution == .fillEqually {
                let firstNew = after.firstVisible(from: 0).map { after[$0] }
                let firstOld = before.firstVisible(from: 0).map { before[$0] }
                guard firstNew === firstOld else { return nil }
            }
            steps.append((before, after, place, inNew, inOld))
            after = before
        }
        for step in steps.reversed() {
            var wanted = StackConstraintList(capacity: 32), had = StackConstraintList(capacity: 32)
            let newRange = Self.window(step.new, around: step.place, holdingIt: step.inNew)
            let oldRange = Self.window(step.old, around: step.place, holdingIt: step.inOld)
            distributionConstraints(step.new, newRange, into: &wanted)
            alignmentConstraints(step.new, newRange, into: &wanted)
            distributionConstraints(step.old, oldRange, into: &had)
            alignmentConstraints(step.old, oldRange, into: &had)
            guard replace(had.specs, with: wanted.specs) else { return nil }
        }
        return steps.first?.place
    }

    /// The views whose constraints a change at `index` can change: those
    /// after the last visible view before it, up to and with the first
    /// visible view after it (after the changed view, when `holdingIt`).
    private static func window(_ views: ArrangedViews, around index: Int, holdingIt: Bool) -> Range<Int> {
        let start = (views.lastVisible(before: index) ?? -1) + 1
        let end = views.firstVisible(from: holdingIt ? index + 1 : index).map { $0 + 1 } ?? views.count
        return start..<end
    }

    /// Replaces the constraints of `had` with those of `wanted`: those of
    /// a key in both stay if active (a new constant set in place). False,
    /// having changed nothing, if one of `had` is not held.
    private func replace(_ had: [StackConstraintSpec], with wanted: [StackConstraintSpec]) -> Bool {
        guard arrangement.isIndexed() else { return false }
        // Looked up by key and slot, not searched: a window holding a run of
        // k hidden views compares k keys with k (hiding 1,000 labels one by
        // one from the last: 24 s, cubic, in string comparisons of identifiers).
        var held: [(slot: Int, key: StackConstraintSpec.Key)] = []
        var heldIndex: [StackConstraintSpec.Key: Int] = [:], slots: Set<Int> = []
        for spec in had {
            let key = spec.key
            guard let slot = arrangement.slot(of: key), slots.insert(slot).inserted else { return false }
            if heldIndex[key] == nil { heldIndex[key] = held.count }
            held.append((slot, key))
        }
        var kept = Array(repeating: false, count: held.count)
        var added: [(constraint: LayoutConstraint, on: View, key: StackConstraintSpec.Key)] = []
        var moved: [(LayoutConstraint, CGFloat)] = []
        for spec in wanted {
            let key = spec.key
            // A constraint taken out since (its view left the tree) is made again.
            if let k = heldIndex[key], !kept[k], arrangement[held[k].slot].isActive {
                kept[k] = true
                let c = arrangement[held[k].slot]
                if c.constant != spec.constant { moved.append((c, spec.constant)) }
            } else {
                added.append((spec.makeConstraint(), spec.installationView(in: self), key))
            }
        }
        // The solver takes them out in one call, newest first.
        let removed = held.indices.filter { !kept[$0] }
        let gone = removed.map { arrangement[held[$0].slot] }
        for k in removed { arrangement.remove(held[k].slot, key: held[k].key) }
        arrangement.compactIfSparse()
        LayoutConstraint.deactivate(gone)
        // The engine makes them in one solver call (`LayoutEngine.constantDidChange`).
        for (c, constant) in moved { c.constant = constant }
        let ordered = changeOrder(added.map { ($0.constraint, $0.on) })
        for a in added { arrangement.append(a.constraint, key: a.key) }
        install(ordered)
        return true
    }
}
