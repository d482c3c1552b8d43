import Cassowary
import Foundation

/// An arranged view whose stack breaks ties on its length and which does not
/// have its tie-breaking copies yet (see `LayoutEngine.settleTieBreaks`).
///
/// The view is named by identity, not held: a fitting query reads these at
/// every item, and retaining a view (weakly referenced, so with a side
/// table) is an atomic operation.
struct DeferredTieBreak: WatchEntry {
    let view: ObjectIdentifier
    /// The stack that arranges it.
    let stack: ObjectIdentifier
    let axis: LayoutAxis
    /// The view's length on `axis`.
    let size: Variable
    /// Its content hugging.
    let hugging: Constraint
    /// Its intrinsic length (minus the hugging's constant), kept up to date
    /// by `intrinsicLengthDidMove`: a layout reads one value per view.
    var length: Double
}

extension View {
    /// The weight of the tie-breaking copies of this view's hugging and
    /// compression resistance on `axis`, and whether they wait for a layout
    /// to need them; nil if no stack breaks a tie on its length.
    ///
    /// The weight is the view's place in its stack (see
    /// `StackView.tieBreakViews`). A nested stack has no intrinsic size to
    /// copy, so the views whose length follows its own (see
    /// `StackView.passesLength(on:)`) carry its place instead, plus their
    /// own weight w in it as a fraction of one, w / (w + 1): a stack at
    /// place 2 gives its views 2, 2 1/2, 2 2/3 and so on, between the views
    /// before it and after it, its own first view first, whatever its
    /// number of views. And so on up through stacks nested deeper. The
    /// copies wait if any of those stacks makes its copies late
    /// (`defersIntrinsicTieBreaks`).
    func tieWeight(on axis: LayoutAxis) -> (weight: Double, deferred: Bool)? {
        tieWeight(on: axis, weighingDeferred: true)
    }

    /// Whether a stack breaks a tie on this view's length on `axis`, and
    /// whether its copies wait, with their weight only if they do not
    /// (the weight needs the view's place: a long stack, whose copies
    /// wait, finds places from a table it makes only when asked).
    func tieDeferral(on axis: LayoutAxis) -> (weight: Double, deferred: Bool)? {
        tieWeight(on: axis, weighingDeferred: false)
    }

    private func tieWeight(on axis: LayoutAxis, weighingDeferred: Bool) -> (weight: Double, deferred: Bool)? {
        var weight = 0.0, deferred = false, found = false
        var child = self
        while let parent = child.superview {
            // What the places below gave is a fraction of one place here.
            weight /= weight + 1
            if parent.breaksTie(of: child, axis: axis) {
                found = true
                deferred = deferred || parent.defersIntrinsicTieBreaks
                if weighingDeferred || !deferred { weight += parent.intrinsicTieWeight(of: child, axis: axis) ?? 0 }
            }
            // Up only where a stack holds the parent (most views stop here
            // without asking whether they are arranged).
            guard parent.superview?.breaksTies ?? false, parent.passesLength(to: child, on: axis) else { break }
            child = parent
        }
        return found ? (weight, deferred) : nil
    }

    /// Whether the tie-breaking copies on `axis` are made.
    func hasTieBreakCopies(on axis: LayoutAxis) -> Bool {
        let slots = GeneratedConstraints.IntrinsicSlots(axis)
        return generated.intrinsic[slots.tieHug] != nil || generated.intrinsic[slots.tieResist] != nil
    }

    /// Calls `body` with this view and each view whose tie-breaking weight
    /// on `axis` includes its place (see `tieWeight(on:)`).
    func forEachTieDependent(on axis: LayoutAxis, _ body: (View) -> Void) {
        body(self)
        var pending = lengthFollowers(on: axis)
        while let view = pending.popLast() {
            body(view)
            pending += view.lengthFollowers(on: axis)
        }
    }
}

extension LayoutEngine {
    /// How far below the priority it copies a tie-breaking copy of hugging
    /// or compression resistance lies: 1/1024, below any two priorities
    /// users tell apart, and exact in binary.
    static let tieBreakDrop = 1.0 / 1024

    /// The priority of a tie-breaking copy; none for priorities at or above
    /// 999 (nothing ties there in practice) or too low to go below.
    static func tieBreak(_ priority: Priority) -> Priority? {
        guard priority.rawValue < 999, priority.rawValue > tieBreakDrop else { return nil }
        return Priority(priority.rawValue - tieBreakDrop)
    }

    /// The tie-breaking copies of a view's hugging and compression
    /// resistance on one axis: `weight × excess` at most and at least 0
    /// (`excess`: the view's length minus its intrinsic length), each one
    /// level below the priority it copies (nil where `tieBreak` gives
    /// none); both as one two-sided equality where both are made.
    static func tieBreakCopies(
        of excess: Cassowary.Expression, weight: Double, hugging: Priority, resistance: Priority
    ) -> (hug: Constraint?, resist: Constraint?) {
        contentSize(excess * weight, hugging: tieBreak(hugging), resistance: tieBreak(resistance))
    }

    /// Gives the stacks whose views left their intrinsic length their
    /// tie-breaking copies, until no stack needs more; returns whether it
    /// added any.
    ///
    /// A stack's copies (one level below the hugging and compression
    /// resistance they copy, for every view but the first) choose, among
    /// the layouts that are best at those priorities, the one that leaves
    /// the later views at their intrinsic length. They are made when a
    /// layout first needs them, not with the views: in a layout that leaves
    /// every later view at its intrinsic length, each copy holds exactly,
    /// and a layout that is best without them is best with them, level by
    /// level (at each priority it is as good as any, and it keeps the copies
    /// at no error). So they are needed only when some later view is
    /// stretched or squeezed: then every view of that stack gets its copies
    /// and the solver goes again. A stack that fits (a list as long as its
    /// labels) never makes them: two constraints fewer per view. (A short
    /// stack makes them with its views: `StackView.eagerTieBreakLimit`.)
    /// Once made, they stay, and their constants follow the intrinsic size
    /// in place.
    @discardableResult
    func settleTieBreaks(_ views: HierarchyViews) -> Bool {
        var added = false
        while true {
            var stacks: Set<ObjectIdentifier> = []
            let pending = deferredTieBreaks(views)
            var leaving: [Int] = []
            // Every entry in a small tree (no list made), else those `VariableWatch` names.
            // What moved is taken first: taking it may start the lists' reading afresh.
            let movedNow = watchesEveryEntry ? nil : takeMoved()
            let read = movedNow.map { deferredTies!.indicesToRead(moved: $0) }
            for k in 0..<(read?.count ?? pending.count) {
                let i = read?[k] ?? k
                guard let tie = pending[i], leavesIntrinsicLength(tie) else { continue }
                stacks.insert(tie.stack)
                leaving.append(i)
            }
            // Each round adds a copy or ends (a copy the solver refuses is
            // reported, and not asked for again in this call, but in the next).
            guard !stacks.isEmpty, makeTieBreaks(pending.compactMap { $0 }.filter { stacks.contains($0.stack) }, in: views) else {
                for i in leaving { deferredTies?.mark(i) }
                return added
            }
            added = true
        }
    }

    /// Makes every deferred tie-breaking copy now: questions about ambiguity
    /// are asked of the layout with all of them, as UIKit's stack has them.
    func makeAllTieBreaks() {
        let views = self.views
        makeTieBreaks(deferredTieBreaks(views).compactMap { $0 }, in: views)
    }

    /// Whether the solver puts the view's length off its intrinsic length
    /// (beyond rounding).
    private func leavesIntrinsicLength(_ tie: DeferredTieBreak) -> Bool {
        let length = solver.value(of: tie.size)
        return abs(length - tie.length) > 1e-9 * max(1, abs(tie.length), abs(length))
    }

    /// Keeps the deferred entry of `view` (if it has one on `axis`) at its
    /// new intrinsic length: its hugging's constant moved in place.
    func intrinsicLengthDidMove(_ view: View, _ axis: LayoutAxis, to length: Double) {
        // The view's entries are side by side, the one of `deferredTieIndex` last.
        let last = Int(view.generated.deferredTieIndex)
        guard last >= 0, let count = deferredTies?.entries.count, last < count else { return }
        for i in [last, last - 1] where i >= 0 {
            guard let tie = deferredTies?.entries[i], tie.view == ObjectIdentifier(view) else { return }
            guard tie.axis == axis else { continue }
            deferredTies?.entries[i]?.length = length
            deferredTies?.mark(i)
            return
        }
    }

    /// The tie-breaking copies of the views' hugging and compression
    /// resistance, at the constants they have now: added in one solver
    /// call (a call ends with work on the rows it touched, and a screen of
    /// stacks may need thousands of copies at once), or one by one if that
    /// fails, so that only a copy that cannot go in is reported. Returns
    /// whether any went in.
    @discardableResult
    private func makeTieBreaks(_ ties: [DeferredTieBreak], in views: HierarchyViews) -> Bool {
        guard !ties.isEmpty else { return false }
        let wanted = Dictionary(ties.map { ($0.view, $0) }, uniquingKeysWith: { first, _ in first })
        var made: [(view: View, slot: Int, copy: Constraint)] = []
        for view in views {
            guard let tie = wanted[ObjectIdentifier(view)] else { continue }
            let slots = GeneratedConstraints.IntrinsicSlots(tie.axis)
            guard view.generated.intrinsic[slots.hug] === tie.hugging, let resistance = view.generated.resistance(slots),
                let weight = view.tieWeight(on: tie.axis)?.weight
            else { continue }
            let constant = solver.constant(of: tie.hugging) ?? tie.hugging.expression.constant
            let copies = Self.tieBreakCopies(
                of: Cassowary.Expression(tie.size) + constant, weight: weight, hugging: tie.hugging.priority,
                resistance: resistance)
            if let c = copies.hug { made.append((view, slots.tieHug, c)) }
            if let c = copies.resist { made.append((view, slots.tieResist, c)) }
        }
        if (try? solver.add(contentsOf: made.map(\.copy))) != nil {
            for (view, slot, copy) in made {
                view.generated.intrinsic[slot] = copy
                intrinsicConstraintsDidChange(view)
            }
            return !made.isEmpty
        }
        var any = false
        for (view, slot, copy) in made {
            view.generated.intrinsic[slot] = addGenerated(copy)
            intrinsicConstraintsDidChange(view)
            any = any || view.generated.intrinsic[slot] != nil
        }
        return any
    }

    /// The arranged views whose stacks break ties on their length and that
    /// have none of their copies yet, but could have one: found once while
    /// the views' intrinsic constraints stay, then remade for the views whose
    /// intrinsic constraints changed (a layout then reads one value per
    /// view that moved). Each view notes where its entries end.
    private func deferredTieBreaks(_ views: HierarchyViews) -> [DeferredTieBreak?] {
        if deferredTies != nil, deferredTies!.revision == intrinsicChanges || catchUp(
            &deferredTies!, entries: deferredTieBreaks(of:),
            placed: { view, range in if !range.isEmpty { view.generated.deferredTieIndex = Int32(range.upperBound - 1) } })
        {
            return deferredTies!.entries
        }
        var ties: [DeferredTieBreak] = []
        for view in views {
            let count = ties.count
            deferredTieBreaks(of: view, into: &ties)
            if ties.count > count { view.generated.deferredTieIndex = Int32(ties.count - 1) }
        }
        deferredTies = VariableWatch(revision: intrinsicChanges, entries: ties) { $0.size.id }
        watchedListsMade += 1
        return deferredTies!.entries
    }

    private func deferredTieBreaks(of view: View) -> [DeferredTieBreak] {
        var ties: [DeferredTieBreak] = []
        deferredTieBreaks(of: view, into: &ties)
        return ties
    }

    private func deferredTieBreaks(of view: View, into ties: inout [DeferredTieBreak]) {
        guard let stack = view.superview else { return }
        for axis in LayoutAxis.allCases where view.tieDeferral(on: axis) != nil {
            let slots = GeneratedConstraints.IntrinsicSlots(axis)
            let intrinsic = view.generated.intrinsic
            guard let hugging = intrinsic[slots.hug], let resistance = view.generated.resistance(slots),
                intrinsic[slots.tieHug] == nil, intrinsic[slots.tieResist] == nil,
                Self.tieBreak(hugging.priority) != nil || Self.tieBreak(resistance) != nil
            else { continue }
            ties.append(DeferredTieBreak(
                view: ObjectIdentifier(view), stack: ObjectIdentifier(stack), axis: axis,
                size: axis == .horizontal ? view.width : view.height, hugging: hugging,
                length: -(solver.constant(of: hugging) ?? hugging.expression.constant)))
        }
    }
}
