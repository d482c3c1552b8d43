import Foundation

/// The generated constraints in the order made, with the place of each by
/// key once a change has looked one up: a change of one view replaces a
/// few of them without reading the others.
struct Arrangement {
    /// The constraints in the order made; nil where one was taken out since.
    private(set) var slots: [LayoutConstraint?] = []
    private var holes = 0
    /// The slot of each constraint by key, made at the first look-up after
    /// the list was made anew; nil when two constraints share a key.
    private var slotByKey: [StackConstraintSpec.Key: Int]?
    private var indexed = false

    /// A list made anew.
    init(_ list: [LayoutConstraint] = []) {
        // Mapped, not converted: an array conversion casts each element dynamically.
        slots = list.map { Optional($0) }
    }

    var constraints: [LayoutConstraint] { holes == 0 ? slots.map { $0! } : slots.compactMap { $0 } }
    var isEmpty: Bool { slots.count == holes }

    /// The slot of the constraint of `key`, if one is held and no two share a key.
    mutating func slot(of key: StackConstraintSpec.Key) -> Int? {
        if !indexed { makeIndex() }
        return slotByKey?[key]
    }

    /// Whether the constraints can be looked up by key (no two share one).
    mutating func isIndexed() -> Bool {
        if !indexed { makeIndex() }
        return slotByKey != nil
    }

    subscript(slot: Int) -> LayoutConstraint { slots[slot]! }

    /// Takes out the constraint in `slot`, whose key is `key` (the other
    /// slots stay where they are until `compactIfSparse`).
    mutating func remove(_ slot: Int, key: StackConstraintSpec.Key) {
        slots[slot] = nil
        slotByKey?[key] = nil
        holes += 1
    }

    /// Closes the holes once they are more than half the slots (the index
    /// is then made again at the next look-up).
    mutating func compactIfSparse() {
        if holes > 16, holes > slots.count / 2 { self = Arrangement(constraints) }
    }

    /// Adds `c`, of `key`, last.
    mutating func append(_ c: LayoutConstraint, key: StackConstraintSpec.Key) {
        slotByKey?[key] = slots.count
        slots.append(c)
    }

    private mutating func makeIndex() {
        indexed = true
        var table: [StackConstraintSpec.Key: Int] = [:]
        table.reserveCapacity(slots.count - holes)
        for (i, c) in slots.enumerated() {
            guard let c, let key = StackConstraintSpec.key(of: c) else { continue }
            guard table.updateValue(i, forKey: key) == nil else { return }
        }
        slotByKey = table
    }
}

extension StackView {
    /// Follows one change to the arranged views (hidden or shown, inserted,
    /// removed) by replacing only the constraints of the views between the
    /// visible views on either side of it, and the canvas's: the rules of
    /// fill and fillEqually stacks read no further. Returns false, having
    /// changed nothing, where that does not hold: the first view joined or
    /// left (every view is aligned to it), fewer than two views, the first
    /// visible view changed in a fillEqually stack, other distributions or
    /// horizontal text disambiguation (they read every view), or a
    /// constraint of the stack changed by hand.
    func updateWindow(for edit: ArrangementEdit) -> Bool {
        let isLocal = distribution == .fill || distribution == .fillEqually
        guard isLocal, axis == .vertical || distribution == .fillEqually, !arrangement.isEmpty else { return false }
        let new = ArrangedViews(arrangedSubviews)
        let index: Int
        switch edit {
        case .visibility(let view), .insertion(let view):
            guard let i = arrangedSubviews.firstIndex(where: { $0 === view }) else { return false }
            index = i
        case .removal(_, let i):
            index = i
        }
        let old = new.before(edit, at: index)
        guard new.count >= 2, old.count >= 2, new[0] === old[0] else { return false }
        if distribution == .fillEqually {
            let firstNew = new.firstVisible(from: 0).map { new[$0] }, firstOld = old.firstVisible(from: 0).map { old[$0] }
            guard firstNew === firstOld else { return false }
        }
        // Whether the changed view is among the views now, and before.
        let (inNew, inOld): (Bool, Bool)
        switch edit {
        case .visibility: (inNew, inOld) = (true, true)
        case .insertion: (inNew, inOld) = (true, false)
        case .removal: (inNew, inOld) = (false, true)
        }
        var wanted = StackConstraintList(capacity: 32), had = StackConstraintList(capacity: 32)
        windowConstraints(new, Self.window(new, around: index, holdingIt: inNew), into: &wanted)
        windowConstraints(old, Self.window(old, around: index, holdingIt: inOld), into: &had)
        return replace(had.specs, with: wanted.specs)
    }

    /// The views whose constraints a change at `index` can change: those
    /// after the last visible view before it, up to and with the first
    /// visible view after it (after the changed view, when `holdingIt`).
    private static func window(_ views: ArrangedViews, around index: Int, holdingIt: Bool) -> Range<Int> {
        let start = (views.lastVisible(before: index) ?? -1) + 1
        let end = views.firstVisible(from: holdingIt ? index + 1 : index).map { $0 + 1 } ?? views.count
        return start..<end
    }

    /// The constraints the views of `range` own, and the canvas's own, in
    /// a fill or fillEqually stack (see `distributionConstraints(into:)`
    /// and `alignmentConstraints(into:)`, which make them for every view).
    private func windowConstraints(_ views: ArrangedViews, _ range: Range<Int>, into list: inout StackConstraintList) {
        hidingLengths(views, range, into: &list)
        canvasConnectionAlong(views, into: &list)
        spacings(views, range, into: &list)
        hiddenEdges(views, range, into: &list)
        canvasFitIfCollapsed(views, into: &list)
        if distribution == .fillEqually { equalLengths(views, range, into: &list) }
        alignmentEdges(views, range, into: &list)
        if effectiveAlignment != .fill { spanningBoundaries(views, range, into: &list) }
        canvasConnectionAcross(views, into: &list)
        if effectiveAlignment != .fill { ambiguitySuppression(views, range, into: &list) }
    }

    /// Replaces the constraints of `had` with those of `wanted`: those of
    /// a key in both stay if active (a new constant set in place). False,
    /// having changed nothing, if one of `had` is not held.
    private func replace(_ had: [StackConstraintSpec], with wanted: [StackConstraintSpec]) -> Bool {
        guard arrangement.isIndexed() else { return false }
        var held: [(slot: Int, key: StackConstraintSpec.Key)] = []
        for spec in had {
            let key = spec.key
            guard let slot = arrangement.slot(of: key), !held.contains(where: { $0.slot == slot }) else { return false }
            held.append((slot, key))
        }
        var kept = Array(repeating: false, count: held.count)
        var added: [(constraint: LayoutConstraint, on: View, key: StackConstraintSpec.Key)] = []
        var moved: [(LayoutConstraint, CGFloat)] = []
        for spec in wanted {
            let key = spec.key
            // A constraint taken out since (its view left the tree) is made again.
            if let k = held.firstIndex(where: { $0.key == key }), !kept[k], arrangement[held[k].slot].isActive {
                kept[k] = true
                let c = arrangement[held[k].slot]
                if c.constant != spec.constant { moved.append((c, spec.constant)) }
            } else {
                added.append((spec.makeConstraint(), spec.installationView(in: self), key))
            }
        }
        // Newest first, as `updateArrangement` takes them out.
        let removed = held.indices.filter { !kept[$0] }.sorted { held[$0].slot > held[$1].slot }
        let gone = removed.map { arrangement[held[$0].slot] }
        for k in removed { arrangement.remove(held[k].slot, key: held[k].key) }
        arrangement.compactIfSparse()
        LayoutConstraint.deactivate(gone)
        let move = { for (c, constant) in moved { c.constant = constant } }
        if let engine = rootView.engine { engine.changingConstants(move) } else { move() }
        let ordered = changeOrder(added.map { ($0.constraint, $0.on) })
        for (c, key) in zip(added.map(\.constraint), added.map(\.key)) { arrangement.append(c, key: key) }
        install(ordered)
        return true
    }
}
