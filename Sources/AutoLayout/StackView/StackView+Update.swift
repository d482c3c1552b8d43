import Foundation

extension StackView {
    /// Every constraint the stack wants now, in a fixed order.
    func wantedConstraints() -> [StackConstraintSpec] {
        guard !arrangedSubviews.isEmpty else { return [] }
        // Room for the usual count (spacing, alignment, spanning edges and
        // ambiguity suppression: at most about five per view), made once.
        var list = StackConstraintList(capacity: 5 * arrangedSubviews.count + 8)
        let views = ArrangedViews(arrangedSubviews)
        distributionConstraints(views, 0..<views.count, into: &list)
        alignmentConstraints(views, 0..<views.count, into: &list)
        return list.specs
    }

    /// Brings the generated constraints in line with the stack's state:
    /// constraints that stay are kept (a changed constant is set in place),
    /// those no longer wanted are deactivated, new ones activated. Nothing
    /// else in the hierarchy is touched.
    func updateArrangement() {
        needsArrangement = false
        let edits = pendingEdits
        pendingEdits = nil
        if let edits, let place = updateWindows(for: edits) {
            releaseUnusedGuides()
            if edits.count > 1 || !updateTieBreaks(after: edits[0], at: place) { updateTieBreaks() }
            return
        }
        fullArrangements += 1
        let wanted = wantedConstraints()
        let old = arrangement.constraints
        // The first old constraint of each key, and after each the next one
        // of the same key (-1: none): one table entry per key, no list.
        var available: [StackConstraintSpec.Key: Int] = [:]
        var next = Array(repeating: -1, count: old.count)
        if !old.isEmpty { available.reserveCapacity(old.count) }
        for i in old.indices.reversed() where old[i].isActive {
            if let key = StackConstraintSpec.key(of: old[i]) { next[i] = available.updateValue(i, forKey: key) ?? -1 }
        }
        var kept = Array(repeating: false, count: old.count)
        var result: [LayoutConstraint] = []
        var added: [(constraint: LayoutConstraint, on: View)] = []
        var moved: [(LayoutConstraint, CGFloat)] = []
        for spec in wanted {
            // The first arrangement keeps nothing: no key to make and look up.
            if available.isEmpty {
                let c = spec.makeConstraint()
                result.append(c)
                added.append((c, spec.installationView(in: self)))
                continue
            }
            if let position = available.index(forKey: spec.key) {
                let i = available.values[position]
                if next[i] >= 0 { available.values[position] = next[i] } else { available.remove(at: position) }
                kept[i] = true
                result.append(old[i])
                if old[i].constant != spec.constant { moved.append((old[i], spec.constant)) }
            } else {
                let c = spec.makeConstraint()
                result.append(c)
                added.append((c, spec.installationView(in: self)))
            }
        }
        // In one solver call, newest first (`Solver.remove(contentsOf:)`):
        // one by one, newest first and the canvas's edges across the axis
        // last, a re-alignment of 10,000 labels took 30% longer.
        LayoutConstraint.deactivate(old.indices.filter { !kept[$0] }.map { old[$0] })
        // The engine makes them in one solver call (`LayoutEngine.constantDidChange`).
        for (c, constant) in moved { c.constant = constant }
        install(old.isEmpty ? added : changeOrder(added))
        arrangement = Arrangement(result)
        releaseUnusedGuides()
        updateTieBreaks()
    }

    /// Activates new generated constraints where `LayoutConstraint.activate`
    /// would (see `StackConstraintSpec.installationView(in:)`), without its
    /// search and checks per constraint: they are valid as made.
    func install(_ added: [(constraint: LayoutConstraint, on: View)]) {
        let engine = rootView.engine
        for (c, view) in added where !c.isActive {
            view.constraints.append(c)
            c.installedView = view
            engine?.add(c)
        }
    }

    /// Which of the canvas's edges `c` is, if it is a `UISV-canvas-connection`.
    private func canvasEdge(_ c: LayoutConstraint) -> CanvasEdge? {
        guard c.identifier == "UISV-canvas-connection" else { return nil }
        let main = StackAxisAttributes(axis)
        return c.firstAttribute == main.start || c.firstAttribute == main.end ? .along : .across
    }

    /// `items` in groups by the `group` (0, 1 or 2) of their constraint's
    /// canvas edge, each group in the items' order: one look at each.
    private func byCanvasEdge<T>(
        _ items: [T], _ constraint: (T) -> LayoutConstraint, group: (CanvasEdge?) -> Int
    ) -> [T] {
        var groups: [[T]] = [[], [], []]
        for item in items { groups[group(canvasEdge(constraint(item)))].append(item) }
        return groups.flatMap { $0 }
    }

    private enum CanvasEdge {
        case along, across
    }

    /// The order a change adds its constraints in: the canvas's edges
    /// across the axis first, and along it last, so that each new
    /// constraint meets what is already fixed. A view appended is placed
    /// after the one before it, then the canvas's end follows it (not the
    /// view solved back from the canvas's end). A new first view is pinned
    /// across first, then every view aligned to it takes its width at once;
    /// aligned first, the views' common width would move to a compromise of
    /// their content widths with each view aligned (and back, with each
    /// old alignment taken out before the canvas's edges).
    func changeOrder(_ added: [(constraint: LayoutConstraint, on: View)]) -> [(constraint: LayoutConstraint, on: View)] {
        byCanvasEdge(added, \.constraint) { edge in edge == .across ? 0 : edge == nil ? 1 : 2 }
    }

    /// Marks the arrangement out of date; the hierarchy applies it before
    /// its next layout or fitting query. `edit` is the change, if it is one
    /// the stack can follow on its own (see `updateWindows(for:)`); any
    /// other change, or too many, arranges every view.
    func setNeedsArrangement(_ edit: ArrangementEdit? = nil) {
        guard !needsArrangement else {
            if let edit, pendingEdits != nil, pendingEdits!.count < StackView.editsFollowed {
                pendingEdits!.append(edit)
            } else {
                pendingEdits = nil
            }
            return
        }
        needsArrangement = true
        pendingEdits = edit.map { [$0] }
        currentHierarchy().pendingArrangements.append(self)
    }

    /// Brings the arrangement up to date if it is not.
    func arrangeIfNeeded() {
        if needsArrangement { updateArrangement() }
    }

    // MARK: Guides

    /// The alignment guide, made and added on first use.
    func alignmentSpanner() -> LayoutGuide {
        if let guide = alignmentGuide { return guide }
        let guide = LayoutGuide(identifier: "UISV-alignment-spanner")
        addLayoutGuide(guide)
        alignmentGuide = guide
        return guide
    }

    /// The first `count` gap guides, made and added as needed.
    func gapGuides(count: Int) -> [LayoutGuide] {
        while gapGuides.count < count {
            let guide = LayoutGuide(identifier: "UISV-distributing")
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        return Array(gapGuides.prefix(count))
    }

    private func releaseUnusedGuides() {
        if !needsAlignmentGuide, let guide = alignmentGuide {
            removeLayoutGuide(guide)
            alignmentGuide = nil
        }
        let spreading = distribution == .equalSpacing || distribution == .equalCentering
        let gaps = spreading ? max(arrangedSubviews.filter { !$0.isHidden }.count - 1, 0) : 0
        while gapGuides.count > gaps {
            removeLayoutGuide(gapGuides.removeLast())
        }
    }

    // MARK: Ties

    /// The arranged views whose hugging and compression resistance along the
    /// axis get a tie-breaking copy (see ``LayoutEngine/tieBreakDrop``): every
    /// visible view but the first, for fill, fillEqually and equalSpacing.
    ///
    /// With equal priorities the solver could stretch or shrink any of the
    /// views by the same total error; UIKit's observable rule is that the
    /// first view absorbs the difference, and the next ones by index once
    /// it can take no more (squeezed to its floor at zero). The copies, one
    /// level just below the priority they copy, make it so: among the best
    /// layouts at that priority, the one that leaves the later views at
    /// their intrinsic size, each weighted by its place (the second view
    /// 1, the third 2, ...), so that the cheapest to move is the earliest.
    /// All views share that one level, whatever their number. The engine
    /// makes them when a layout first needs them
    /// (``LayoutEngine/settleTieBreaks(_:)``): a stack that fits has none.
    func tieBreakViews() -> [View] {
        guard [.fill, .fillEqually, .equalSpacing].contains(distribution) else { return [] }
        return Array(arrangedSubviews.filter { !$0.isHidden }.dropFirst())
    }

    /// Applies a new set of tie-broken views: the engine re-makes the
    /// hugging and compression resistance constraints of the views that
    /// joined or left it, whose axis changed, or whose copies, made, have
    /// a new weight (a view inserted before them moved them), and of the
    /// views whose length follows theirs (see `View.tieWeight(on:)`); and
    /// of the arranged views' followers on an axis where the stack began
    /// or ceased to pass its length on.
    private func updateTieBreaks() {
        let new = tieBreakViews()
        let newLookup = ViewLookup(new)
        var changed: [View] = []
        for (i, view) in new.enumerated() {
            guard axis == tieBrokenAxis, let old = tieBrokenPlace(of: view) else {
                view.forEachTieDependent(on: axis) { changed.append($0) }
                continue
            }
            if old != i {
                view.forEachTieDependent(on: axis) { if $0.hasTieBreakCopies(on: axis) { changed.append($0) } }
            }
        }
        for view in tieBrokenViews where !newLookup.contains(view, in: new) {
            for axis in LayoutAxis.allCases { view.forEachTieDependent(on: axis) { changed.append($0) } }
        }
        // (Only a stack that carries a weight itself passes one on.)
        let following = (horizontal: passesLength(on: .horizontal), vertical: passesLength(on: .vertical))
        for axis in LayoutAxis.allCases
        where (axis == .horizontal ? following.horizontal != tieFollowingAxes.horizontal
            : following.vertical != tieFollowingAxes.vertical) && tieWeight(on: axis) != nil
        {
            for view in arrangedSubviews { view.forEachTieDependent(on: axis) { changed.append($0) } }
        }
        tieBrokenViews = new
        tieBrokenAxis = axis
        tieBrokenLookup = newLookup
        tieBrokenPlaces = nil
        tieFollowingAxes = following
        remakeIntrinsicConstraints(of: changed)
    }

    /// `updateTieBreaks` after `edit` at `index` of the arranged views, the
    /// only change since the last arrangement (see `updateWindows`): the
    /// tie-broken views gain or lose the changed view, or neither. Its place
    /// is counted from the nearer end of the list, and only the copies made
    /// after it get a new weight (their places moved): no pass over every
    /// view. False, having changed nothing, where the first visible view
    /// changed.
    private func updateTieBreaks(after edit: ArrangementEdit, at index: Int) -> Bool {
        guard axis == tieBrokenAxis, passesLength(on: .horizontal) == tieFollowingAxes.horizontal,
            passesLength(on: .vertical) == tieFollowingAxes.vertical
        else { return false }
        // The changed view, whether it is among the visible views now and
        // before, and where the views after it start now.
        let view: View, isIn: Bool, wasIn: Bool, after: Int
        switch edit {
        case .visibility(let v): (view, isIn, wasIn, after) = (v, !v.isHidden, v.isHidden, index + 1)
        case .insertion(let v): (view, isIn, wasIn, after) = (v, !v.isHidden, false, index + 1)
        case .removal(let v, _): (view, isIn, wasIn, after) = (v, false, !v.isHidden, index)
        }
        guard isIn != wasIn else { return true }
        // Its place among the visible views but the first, from the visible
        // views before it or after it (whichever are fewer to read). From
        // after, the list must be one shorter than the visible views were:
        // not so if none were.
        let views = arrangedSubviews, count = tieBrokenViews.count
        var k: Int
        if index <= views.count - after || (isIn && count == 0) {
            k = views[..<index].lazy.filter { !$0.isHidden }.count - 1
        } else {
            k = count - (wasIn ? 1 : 0) - views[after...].lazy.filter { !$0.isHidden }.count
        }
        // Before any other visible view: the list loses or gains another.
        guard k >= 0, k <= count, wasIn ? k < count && tieBrokenViews[k] === view : true else { return false }
        var changed: [View] = []
        if isIn {
            tieBrokenViews.insert(view, at: k)
            view.forEachTieDependent(on: axis) { changed.append($0) }
            tieBrokenLookup.inserted(view, into: tieBrokenViews)
            k += 1
        } else {
            tieBrokenViews.remove(at: k)
            for axis in LayoutAxis.allCases { view.forEachTieDependent(on: axis) { changed.append($0) } }
            tieBrokenLookup.removed(view)
        }
        for moved in tieBrokenViews[k...] {
            moved.forEachTieDependent(on: axis) { if $0.hasTieBreakCopies(on: axis) { changed.append($0) } }
        }
        assert(tieBrokenViews.elementsEqual(tieBreakViews(), by: ===), "tie-broken views out of step")
        tieBrokenPlaces = nil
        remakeIntrinsicConstraints(of: changed)
        return true
    }

    /// Has the engine make the hugging and compression resistance of `views` again.
    private func remakeIntrinsicConstraints(of views: [View]) {
        guard let engine = rootView.engine else { return }
        engine.intrinsicPrioritiesDidChange(views.filter { $0.rootView === rootView })
    }
}
