import Cassowary

/// Changes that wait for the solver's next use: removals, new constants and
/// new priorities, made together when something reads a value or makes
/// another change (see `PendingChange`).
extension LayoutEngine {
    /// Takes the held ones of `constraints` out of the solver at its next
    /// use (see `PendingChange`); those held then, after the changes before.
    func removeFromSolver(_ constraints: [Constraint]) {
        for c in constraints { pending.append(.removal(c, WeakConstraint(nil))) }
    }

    /// Makes the changes waiting for the solver: those that conflict are
    /// reported and broken now (see `broken`).
    @inline(__always) func makePendingChangesIfAny() {
        if pending.hasAny { makePendingChanges() }
    }

    /// Makes the changes waiting for the solver, oldest first, a run at a
    /// time: new constants in one call (`Solver.setConstants`); removals and
    /// constraints put back in two (`Solver.remove(contentsOf:)`, then
    /// `Solver.add(contentsOf:)`: neither can conflict, so their order in
    /// the run changes no outcome, though an ambiguous layout may settle on
    /// another of its equally good solutions). One by one only if a call
    /// fails, so that only the constraints that conflict are reported.
    private func makePendingChanges() {
        var changes = pending.take()
        defer { pending.finished(giving: &changes) }
        var start = 0
        while start < changes.count {
            var end = start + 1
            while end < changes.count && changes[end].isConstant == changes[start].isConstant { end += 1 }
            let run = changes[start..<end]
            pending.unmade = changes[start...]
            if changes[start].isConstant {
                setConstants(run.compactMap {
                    if case let .constant(c, s, value) = $0, let c = c.constraint { (c, s, value) } else { nil }
                })
            } else {
                remove(run.compactMap { if case let .removal(s, _) = $0 { s } else { nil } })
                add(run.compactMap { if case let .addition(c, s) = $0, let c = c.constraint { (c, s) } else { nil } })
            }
            start = end
        }
    }

    /// Puts back constraints whose priority changed, those still noted as
    /// in the solver (`install`), as `add` would.
    private func add(_ additions: [(LayoutConstraint, Constraint)]) {
        let noted = additions.filter { installation(of: $0.0)?.solver === $0.1 }
        if noted.count > 1, (try? core.add(contentsOf: noted.map(\.1))) != nil { return }
        for (c, s) in noted {
            do {
                try core.add(s)
            } catch {
                c.installation = nil
                broken[ObjectIdentifier(c)] = c
                reportConflict(error, breaking: c.description, adding: (c, s))
            }
        }
    }

    private func remove(_ constraints: [Constraint]) {
        let held = constraints.filter(core.contains)
        guard held.count > 1 else { return held.forEach { try? core.remove($0) } }
        do {
            try core.remove(contentsOf: held)
        } catch {
            for c in held where core.contains(c) { try? core.remove(c) }
        }
    }

    /// Sets new constants, each solver constraint's last in the run, if it
    /// is still its layout constraint's and in the solver (not remade since,
    /// nor waiting to go in with a subtree that joined).
    private func setConstants(_ run: [(LayoutConstraint, Constraint, Double)]) {
        var kept = run.filter { c, s, _ in installation(of: c)?.solver === s && core.contains(s) }
        if kept.count > 1 {
            var last: [ObjectIdentifier: Int] = [:]
            for (i, (_, s, _)) in kept.enumerated() { last[ObjectIdentifier(s)] = i }
            if last.count < kept.count { kept = kept.indices.filter { last[ObjectIdentifier(kept[$0].1)] == $0 }.map { kept[$0] } }
            if (try? core.setConstants(kept.map { ($0.1, $0.2) })) != nil { return }
        }
        for (c, s, constant) in kept {
            do {
                try core.setConstant(constant, of: s)
            } catch {
                reportConflict(error, breaking: c.description)
                try? core.remove(s)
                c.installation = nil
                broken[ObjectIdentifier(c)] = c
            }
        }
    }

    /// Takes layout constraints out of the solver at its next use.
    func remove(_ constraints: [LayoutConstraint]) {
        for c in constraints {
            if let entry = installation(of: c) {
                c.installation = nil
                pending.append(.removal(entry.solver, WeakConstraint(pending.holdsConstant ? c : nil)))
            }
            if !broken.isEmpty { broken[ObjectIdentifier(c)] = nil }
        }
    }

    /// Notes a new constant of `c`, made in the solver at its next use: many
    /// changed in a row (a stack's spacing, a chain's gaps) go in one call,
    /// which adds up the values of the views they move once, not once per
    /// change (a chain of 2,000 views given new gaps one by one: quadratic).
    func constantDidChange(_ c: LayoutConstraint) {
        if let entry = installation(of: c) {
            return pending.append(.constant(WeakConstraint(c), entry.solver, entry.base - Double(c.constant)))
        }
        if broken.removeValue(forKey: ObjectIdentifier(c)) != nil { add(c) }
    }

    /// Takes `c` out and puts it back at its new priority, both at the
    /// solver's next use (see `PendingChange`): a constraint's priority is
    /// optional before and after (`LayoutConstraint.priority`), so putting
    /// it back cannot conflict, and many changed in a row go back in one call.
    func priorityDidChange(_ c: LayoutConstraint) {
        remove(c)
        guard batch == nil, installation(of: c) == nil, !c.priority.isRequired else { return add(c) }
        let s = c.solverConstraint()
        install(c, s)
        pending.append(.addition(WeakConstraint(c), s))
    }
}

/// A change to the solver that waits for its next use (`LayoutEngine.solver`):
/// until something reads a value or makes another kind of change, removals,
/// new constants and new priorities in a row add up, and go to the solver
/// in one call per run. One call per change added up again, each time, the
/// values of every view it moved: a stack emptied one view at a time from
/// the first, or a chain given new gaps one by one, took quadratic time.
///
/// Layout constraints are held weakly: a change waiting does not keep alive
/// a constraint whose views left (a freed one is not active).
enum PendingChange {
    /// A constraint taken out, and its layout constraint while a conflict
    /// report may need to name it (a new constant waits before it).
    case removal(Constraint, WeakConstraint)
    /// A new constant: the layout constraint, its solver constraint and the
    /// solver constant, as of the change.
    case constant(WeakConstraint, Constraint, Double)
    /// A constraint put back at a new priority (noted as in the solver already).
    case addition(WeakConstraint, Constraint)

    var isConstant: Bool { if case .constant = self { true } else { false } }
}

/// A layout constraint held weakly.
struct WeakConstraint {
    weak var constraint: LayoutConstraint?
    init(_ constraint: LayoutConstraint?) { self.constraint = constraint }
}

/// The changes waiting for the solver, oldest first (see `PendingChange`).
struct PendingChanges {
    private var list: [PendingChange] = []
    /// Whether a change waits: read at every use of the solver.
    private(set) var hasAny = false
    /// Whether a new constant waits: a removal after it keeps its layout
    /// constraint, for a conflict report to name.
    private(set) var holdsConstant = false
    /// While the changes are made: those not made yet.
    var unmade: ArraySlice<PendingChange> = []

    mutating func append(_ change: PendingChange) {
        list.append(change)
        hasAny = true
        if change.isConstant { holdsConstant = true }
    }

    /// The changes, taken to be made (none wait any more).
    mutating func take() -> [PendingChange] {
        var changes: [PendingChange] = []
        swap(&changes, &list)
        hasAny = false
        holdsConstant = false
        return changes
    }

    /// The changes taken are made: their list's room is kept for the next,
    /// unless some came meanwhile.
    mutating func finished(giving changes: inout [PendingChange]) {
        unmade = []
        guard list.isEmpty else { return }
        changes.removeAll(keepingCapacity: true)
        swap(&changes, &list)
    }
}
