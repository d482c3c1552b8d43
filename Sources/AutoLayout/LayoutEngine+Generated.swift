import Cassowary
import Foundation

extension LayoutEngine {
    /// 999.999: the priority of a root view's frame size (see `autoresizingDidChange`).
    static let rootSizePriority = Priority(999.999)

    // MARK: Frames of views that translate them

    /// Re-makes the position and size constraints of `view`.
    func autoresizingDidChange(_ view: View) {
        if fitting?.view === view { endFitting() }
        for c in view.generated.position + view.generated.size { try? solver.remove(c) }
        view.generated.position = []
        view.generated.size = []
        let name = view.debugName
        if view === root {
            view.generated.position = [
                Constraint(Cassowary.Expression(view.left), .equal, identifier: "\(name).root-minX == 0"),
                Constraint(Cassowary.Expression(view.top), .equal, identifier: "\(name).root-minY == 0"),
            ].compactMap(addGenerated)
        } else if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
            let f = view.frame, bounds = parent.bounds.size
            let mask = view.autoresizingMask
            let h = mask.shares(.horizontal, origin: f.minX, size: f.width, in: bounds.width)
            let v = mask.shares(.vertical, origin: f.minY, size: f.height, in: bounds.height)
            // `item - value`, plus a share of the change of the superview's
            // extent from what it is now, for a flexible margin or size.
            func following(
                _ item: Cassowary.Expression, _ value: CGFloat, _ share: Double, _ extent: Variable, _ now: CGFloat
            ) -> Cassowary.Expression {
                let fixed = item - Double(value)
                guard share != 0 else { return fixed }
                return fixed - Cassowary.Expression(extent) * share + share * Double(now)
            }
            view.generated.position = [
                Constraint(following(view.left - parent.left, f.minX, h.origin, parent.width, bounds.width),
                    .equal, identifier: "\(name).Encapsulated-Layout-minX"),
                Constraint(following(view.top - parent.top, f.minY, v.origin, parent.height, bounds.height),
                    .equal, identifier: "\(name).Encapsulated-Layout-minY"),
            ].compactMap(addGenerated)
            view.generated.size = [
                Constraint(following(Cassowary.Expression(view.width), f.width, h.size, parent.width, bounds.width),
                    .equal, identifier: "\(name).Encapsulated-Layout-Width"),
                Constraint(following(Cassowary.Expression(view.height), f.height, v.size, parent.height, bounds.height),
                    .equal, identifier: "\(name).Encapsulated-Layout-Height"),
            ].compactMap(addGenerated)
            return
        }
        if view.translatesAutoresizingMaskIntoConstraints {
            let f = view.frame
            // The root's size is held just below required: nothing else sizes a
            // root, so layout gives it its frame exactly, but a cell used to
            // measure its content (its constraints may require another size
            // between two fitting queries) does not report false conflicts.
            let priority = view === root ? LayoutEngine.rootSizePriority : .required
            view.generated.size = [
                Constraint(view.width - Double(f.width), .equal, priority: priority,
                    identifier: "\(name).Encapsulated-Layout-Width"),
                Constraint(view.height - Double(f.height), .equal, priority: priority,
                    identifier: "\(name).Encapsulated-Layout-Height"),
            ].compactMap(addGenerated)
        }
    }

    /// Moves the frame constraints of a view that translates its frame, in place.
    func frameDidChange(_ view: View) {
        guard !isWritingFrames else { return }
        if !view.autoresizingMask.isEmpty, view !== root {
            // The shares depend on the frame: the constraints are made again.
            autoresizingDidChange(view)
            return
        }
        let f = view.frame
        if view !== root, view.generated.position.count == 2 {
            setGenerated(view.generated.position[0], constant: -Double(f.minX))
            setGenerated(view.generated.position[1], constant: -Double(f.minY))
        }
        if fitting?.view === view { endFitting() }
        if view.generated.size.count == 2 {
            setGenerated(view.generated.size[0], constant: -Double(f.width))
            setGenerated(view.generated.size[1], constant: -Double(f.height))
        } else {
            autoresizingDidChange(view)
        }
    }

    // MARK: Intrinsic content size

    /// Brings hugging and compression resistance in line with the view's
    /// intrinsic size: constants change in place; an axis that gains or loses
    /// a size gains or loses its pair (and the pair's tie-breaking copies).
    func intrinsicSizeDidChange(_ view: View) {
        if let label = view.widthDependentContent, label.needsWidthPass, label.layoutWidthHint == nil {
            label.layoutWidthHint = firstPassWidth(of: label)
        }
        let size = view.intrinsicContentSize
        // The constants of both axes move in one solver call.
        // (No storage until a constant moves: most calls add or move nothing.)
        var moved: [(Constraint, Double)] = []
        defer { if !moved.isEmpty { setGenerated(moved) } }
        for axis in LayoutAxis.allCases {
            let metric = axis == .horizontal ? size.width : size.height
            let slot = GeneratedConstraints.IntrinsicSlots(axis)
            guard metric >= 0, metric.isFinite else {
                // Only slots that hold a constraint are written: a view
                // without an intrinsic size keeps an empty list.
                for k in 0...4 {
                    let i = k < 4 ? slot.sized(k) : slot.nonNegative
                    guard let c = view.generated.intrinsic[i] else { continue }
                    try? solver.remove(c)
                    view.generated.intrinsic[i] = nil
                    intrinsicConstraintsDidChange(view)
                }
                continue
            }
            let intrinsic = view.generated.intrinsic
            if intrinsic[slot.hug] != nil {
                if moved.isEmpty { moved.reserveCapacity(8) }
                for k in 0..<4 {
                    // A tie-breaking copy is weighted: its constant too.
                    guard let c = intrinsic[slot.sized(k)] else { continue }
                    moved.append((c, -Double(metric) * (k < 2 ? 1 : c.expression.terms.first?.coefficient ?? 1)))
                }
                intrinsicLengthDidMove(view, axis, to: Double(metric))
                continue
            }
            let dimension = axis == .horizontal ? view.width : view.height
            let hugging = view.contentHuggingPriority(for: axis).solverPriority
            let resistance = view.contentCompressionResistancePriority(for: axis).solverPriority
            // Unnamed: a name is made when a report needs one
            // (`intrinsicName`), not for each of a large screen's views.
            let pair = Self.contentSize(dimension - Double(metric), hugging: hugging, resistance: resistance)
            view.generated.intrinsic[slot.hug] = pair.hug.flatMap(addGenerated)
            view.generated.intrinsic[slot.resist] = pair.resist.flatMap(addGenerated)
            intrinsicConstraintsDidChange(view)
            // A short stack's tie-breaking copies come with the view; a long
            // one's once a layout needs them (`settleTieBreaks`).
            guard let tie = view.tieDeferral(on: axis), !tie.deferred else { continue }
            let copies = Self.tieBreakCopies(
                of: dimension - Double(metric), weight: tie.weight, hugging: hugging, resistance: resistance)
            view.generated.intrinsic[slot.tieHug] = copies.hug.flatMap(addGenerated)
            view.generated.intrinsic[slot.tieResist] = copies.resist.flatMap(addGenerated)
        }
    }

    /// The constraints that hold `excess` (a length minus its intrinsic
    /// length) at 0 with `hugging` above and `resistance` below: one
    /// two-sided equality in `hug` when both are given and neither is
    /// required, else an inequality for each one given.
    static func contentSize(
        _ excess: Cassowary.Expression, hugging: Priority?, resistance: Priority?
    ) -> (hug: Constraint?, resist: Constraint?) {
        if let hugging, let resistance, !hugging.isRequired, !resistance.isRequired {
            return (Constraint(excess, priorityAbove: hugging, priorityBelow: resistance), nil)
        }
        return (
            hugging.map { Constraint(excess, .lessThanOrEqual, priority: $0) },
            resistance.map { Constraint(excess, .greaterThanOrEqual, priority: $0) }
        )
    }

    /// The name of an intrinsic-size constraint of a view in this
    /// hierarchy (`label.width <= 120 @250 (content hugging)`), or nil for
    /// another constraint.
    func intrinsicName(of c: Constraint) -> String? {
        for view in views {
            guard let i = view.generated.intrinsic.slot(of: c) else { continue }
            let axis: LayoutAxis = GeneratedConstraints.IntrinsicSlots(.horizontal).sized.contains(i)
                || i == GeneratedConstraints.IntrinsicSlots(.horizontal).nonNegative ? .horizontal : .vertical
            let slots = GeneratedConstraints.IntrinsicSlots(axis)
            let name = "\(view.debugName).\(axis == .horizontal ? "width" : "height")"
            guard i != slots.nonNegative else { return "\(name) >= 0 @\(c.priority) (non-negative size)" }
            let kinds = [
                slots.hug: "content hugging", slots.resist: "compression resistance",
                slots.tieHug: "content hugging tie-break", slots.tieResist: "compression resistance tie-break",
            ]
            // (A two-sided content-size constraint is never named: it is
            // optional, so in no conflict.)
            let metric = -(solver.constant(of: c) ?? c.expression.constant)
            return "\(name) \(c.relation) \(format(CGFloat(metric))) @\(c.priority) (\(kinds[i]!))"
        }
        return nil
    }

    /// Keeps the intrinsic sizes of `views` at or above zero: a view whose
    /// width or height the solver made negative gets `width >= 0` (or
    /// height) at its compression resistance, and the solver goes again.
    /// Returns whether it added any.
    ///
    /// Two labels at the same compression resistance with too little room
    /// lose the same total whichever gives way, and a vertex of that
    /// optimum may shrink one past zero while the other keeps its size:
    /// its frame would then overlap its neighbour's. Going below zero now
    /// costs that view twice, so the other gives way first. Which of two
    /// equal views gives way is the solver's deterministic choice; set
    /// their priorities apart to choose. Added only once needed (a view
    /// that never goes below zero costs nothing), and kept.
    func keepIntrinsicSizesNonNegative(_ views: HierarchyViews) -> Bool {
        var added = false
        let sizes = sizesToWatch(views)
        // Every entry in a small tree (no list made), else those `VariableWatch` names.
        // What moved is taken first: taking it may start the lists' reading afresh.
        let movedNow = watchesEveryEntry ? nil : takeMoved()
        let read = movedNow.map { watchedSizes!.indicesToRead(moved: $0) }
        for k in 0..<(read?.count ?? sizes.count) {
            guard let watched = sizes[read?[k] ?? k], solver.value(of: watched.size) < 0 else { continue }
            guard let (view, _) = views.viewOfVariable(watched.size.id), ObjectIdentifier(view) == watched.view else { continue }
            let slots = GeneratedConstraints.IntrinsicSlots(watched.axis)
            // A size that required equalities fix stays where they hold it
            // (a cell's images, a label's width at a fitting width). Asked
            // of the few sizes that go below zero only, and again at the
            // next look (the constraints that fix it may go without moving it).
            guard view.generated.intrinsic[slots.nonNegative] == nil, let resistance = view.generated.resistance(slots),
                !isFixed(view, watched.axis)
            else {
                watchedSizes?.mark(read?[k] ?? k)
                continue
            }
            view.generated.intrinsic[slots.nonNegative] = addGenerated(Constraint(
                Cassowary.Expression(watched.size), .greaterThanOrEqual, priority: resistance))
            intrinsicConstraintsDidChange(view)
            added = true
        }
        return added
    }

    /// The sizes `keepIntrinsicSizesNonNegative` looks at: those with
    /// compression resistance and not yet kept at or above zero. Found once
    /// while the views' intrinsic constraints stay, then remade for the
    /// views whose intrinsic constraints changed: a fitting query or a
    /// change to a few views then reads values only, without visiting every view.
    private func sizesToWatch(_ views: HierarchyViews) -> [WatchedSize?] {
        if watchedSizes != nil, watchedSizes!.revision == intrinsicChanges || catchUp(&watchedSizes!, entries: sizesToWatch(of:)) {
            return watchedSizes!.entries
        }
        var sizes: [WatchedSize] = []
        for view in views { sizesToWatch(of: view, into: &sizes) }
        watchedSizes = VariableWatch(revision: intrinsicChanges, entries: sizes) { $0.size.id }
        watchedListsMade += 1
        return watchedSizes!.entries
    }

    private func sizesToWatch(of view: View) -> [WatchedSize] {
        var sizes: [WatchedSize] = []
        sizesToWatch(of: view, into: &sizes)
        return sizes
    }

    private func sizesToWatch(of view: View, into sizes: inout [WatchedSize]) {
        for axis in LayoutAxis.allCases {
            let slots = GeneratedConstraints.IntrinsicSlots(axis)
            guard view.generated.intrinsic[slots.nonNegative] == nil, view.generated.resistance(slots) != nil else { continue }
            sizes.append(WatchedSize(
                size: axis == .horizontal ? view.width : view.height, axis: axis, view: ObjectIdentifier(view)))
        }
    }

    func intrinsicPrioritiesDidChange(_ view: View) {
        intrinsicPrioritiesDidChange([view])
    }

    /// Makes the hugging and compression resistance of `views` again: the old
    /// constraints out in one solver call, the new ones in another (one by
    /// one if that call fails). Two calls per view cost the values of the
    /// views they moved each time: a stack showing every other of 2,000
    /// labels remade 3,000 views' in quadratic time.
    func intrinsicPrioritiesDidChange(_ views: [View]) {
        // Each view once: a second pass would move the constants of
        // constraints still waiting to go in.
        var seen = Set<ObjectIdentifier>()
        let views = views.filter { seen.insert(ObjectIdentifier($0)).inserted }
        var old: [Constraint] = []
        for view in views {
            old += view.generated.intrinsic.compactMap { $0 }
            view.generated.intrinsic = IntrinsicConstraints()
            intrinsicConstraintsDidChange(view)
        }
        removeFromSolver(old)
        let outer = batch
        batch = []
        for view in views { intrinsicSizeDidChange(view) }
        let made = batch ?? []
        batch = outer
        if outer != nil {
            // Inside a subtree's adoption: the old ones may be waiting in its batch.
            let gone = Set(old.map(ObjectIdentifier.init))
            batch!.removeAll { gone.contains(ObjectIdentifier($0)) }
            return batch! += made
        }
        do {
            try solver.add(contentsOf: made)
        } catch {
            for c in made {
                do throws(SolverError) {
                    try solver.add(c)
                } catch {
                    reportConflict(error, breaking: name(of: c))
                    for view in views {
                        if let slot = view.generated.intrinsic.slot(of: c) { view.generated.intrinsic[slot] = nil }
                    }
                }
            }
        }
    }

    // MARK: Margins and direction

    /// Keeps the margins guide at the bounds inset by the layout margins.
    func marginsDidChange(_ view: View) {
        guard let guide = view.generated.marginsGuide else { return }
        view.generated.margins = pin(
            guide, in: view, insetBy: view.layoutMargins, existing: view.generated.margins, name: "Margin")
    }

    /// The constraints that hold `guide` at `view`'s bounds inset by
    /// `insets`: `existing` with their constants moved in place, or made
    /// (named `<view>-left<name>-guide` and so on, as UIKit names the margins').
    func pin(
        _ guide: LayoutGuide, in view: View, insetBy insets: EdgeInsets, existing: [Constraint], name: String
    ) -> [Constraint] {
        let i = insets
        let constants = [-Double(i.left), -Double(i.top), Double(i.left + i.right), Double(i.top + i.bottom)]
        if existing.count == 4 {
            for (c, k) in zip(existing, constants) { setGenerated(c, constant: k) }
            return existing
        }
        let v = view.debugName
        return [
            Constraint(guide.left - view.left + constants[0], .equal, identifier: "\(v)-left\(name)-guide"),
            Constraint(guide.top - view.top + constants[1], .equal, identifier: "\(v)-top\(name)-guide"),
            Constraint(guide.width - view.width + constants[2], .equal, identifier: "\(v)-width-\(name)-guide"),
            Constraint(guide.height - view.height + constants[3], .equal, identifier: "\(v)-height-\(name)-guide"),
        ].compactMap(addGenerated)
    }

    /// Re-makes every leading/trailing constraint and margin of a subtree
    /// whose layout direction changed.
    func directionDidChange(under view: View) {
        for v in root.allViews() {
            for c in v.constraints where c.firstAttribute.isDirectional || c.secondAttribute.isDirectional {
                remove(c)
                add(c)
            }
        }
        for v in view.allViews() where v.marginsAreDirectional { marginsDidChange(v) }
    }
}
