/// An incremental Cassowary solver with strict priorities.
///
/// Add and remove constraints, change their constants or suggest values for
/// edit variables, and the solver updates its tableau instead of solving
/// from scratch. Required constraints (priority 1000) always hold; optional
/// ones are satisfied as well as they can be, a higher priority before any
/// number of lower ones (see ``Priority``).
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left == 10)
/// try solver.add(width >= 100)
/// try solver.add((width == 50).priority(.strong))
/// solver.value(of: width)   // 100: the strong constraint gives way
/// ```
///
/// The solution: every required constraint holds; then, from the highest
/// priority down, each priority's **sum of errors** is as small as it can be
/// while every higher priority keeps its own (the error of `e == 0` is |e|,
/// of `e <= 0` max(0, e), of `e >= 0` max(0, -e)). Among equally good points
/// the choice is deterministic but unspecified; ``exerciseAmbiguity(of:)``
/// moves among them.
///
/// A call that throws leaves the solver exactly as it was. Duplicated,
/// redundant and zero constraints are ordinary input. Numbers that are not
/// finite, and results that would not fit in a `Double`, are refused with
/// ``SolverError/invalidNumber(_:)`` (see ``Tolerance``). No call recurses,
/// and every simplex run is bounded. A solver belongs to one thread at a time.
public final class Solver {
    /// Unchecked: only the solver's own methods reach it, one at a time (a check costs a lookup's time).
    @exclusivity(unchecked) var tableau = Tableau()
    /// The edit constraint of each edit variable, by variable id.
    var edits: [Key: Constraint] = [:]
    /// How many constraints were ever added: the next one's serial number.
    private var serial = 0
    /// Counts the calls that changed which constraints are held (not their
    /// constants): an answer about the constraints alone holds while it stays.
    package private(set) var revision = 0
    /// Counts the calls that changed the tableau (constraints or constants): a
    /// solution read when it had one value is still current while it keeps it.
    package internal(set) var changes = 0

    /// An empty solver: every variable 0 until constrained, e.g. `let solver = Solver()`.
    public init() {}

    /// Adds a constraint and re-optimises, e.g. `try solver.add(x + 10 <= y)`.
    /// - Throws: `.duplicateConstraint`, `.invalidNumber`, `.invalidPriority`, `.numericalFailure`,
    ///   or `.unsatisfiable` with the required constraints it conflicts with.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try addBatch(CollectionOfOne(constraint))
    }

    /// Adds constraints as one batch, all of them or none: in order, as
    /// ``add(_:)`` one by one; if one fails, those before it are taken out,
    /// e.g. `try solver.add(contentsOf: [left == 0, width <= 300])`.
    /// - Throws: as ``add(_:)``, for the first constraint that fails.
    public func add(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
        try addBatch(Array(constraints))
    }

    /// Takes a collection, not a sequence: `transaction` may run its body twice.
    private func addBatch(_ constraints: some Collection<Constraint>) throws(SolverError) {
        var next = serial
        try transaction("adding constraints") { (t) throws(SolverError) in
            next = serial
            for constraint in constraints {
                try Solver.validate(constraint, in: t)
                try t.insert(constraint, serial: next)
                try t.optimize()
                next += 1
            }
        }
        serial = next
        revision += 1
    }

    /// Removes a held constraint and re-optimises, e.g. `try solver.remove(gap)`.
    /// - Throws: `.unknownConstraint` if the solver does not hold it.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = tableau.records[Key(constraint)] else {
            throw .unknownConstraint(constraint)
        }
        try transaction("removing \(constraint)") { (t) throws(SolverError) in
            t.remove(record)
            try t.optimize()
        }
        revision += 1
    }

    /// Removes several held constraints as one call, newest added first, then
    /// re-optimises once: all of them or, on an error, none. A constraint
    /// named twice is removed once. Removed one by one, each removal adds up
    /// the values it moved again (a subtree of 1,000 nested views: quadratic),
    /// e.g. `try solver.remove(contentsOf: [gap, width])`.
    /// - Throws: `.unknownConstraint` for the first one the solver does not hold.
    public func remove(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
        var records: [ConstraintRecord] = []
        var named = Set<Key>()
        for constraint in constraints {
            guard let record = tableau.records[Key(constraint)] else { throw .unknownConstraint(constraint) }
            if named.insert(Key(constraint)).inserted { records.append(record) }
        }
        guard !records.isEmpty else { return }
        records.sort { $0.serial > $1.serial }
        func removeAll(optimizingEach: Bool) throws(SolverError) {
            try transaction("removing \(records.count) constraints") { (t) throws(SolverError) in
                for record in records {
                    t.remove(record)
                    if optimizingEach { try t.optimize() }
                }
                if !optimizingEach { try t.optimize() }
            }
        }
        do {
            try removeAll(optimizingEach: false)
        } catch .numericalFailure {
            // Rounding left in an objective level may find every row that
            // bounded it gone with the batch: one optimisation per removal,
            // as one by one, still in one call.
            try removeAll(optimizingEach: true)
        }
        revision += 1
    }

    /// Whether the solver holds this constraint, e.g. `solver.contains(gap)`.
    public func contains(_ constraint: Constraint) -> Bool {
        tableau.records[Key(constraint)] != nil
    }

    /// Changes the constant of a constraint's expression in place (Auto
    /// Layout's `constraint.constant = x`), without removing and re-adding it,
    /// e.g. `try solver.setConstant(20, of: gap)   // x + 10 <= y becomes x + 20 <= y`.
    /// - Throws: `.unknownConstraint`, `.invalidNumber`, `.unsatisfiable` when
    ///   a required constraint cannot hold with it, `.numericalFailure`.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let record = tableau.records[Key(constraint)] else {
            throw .unknownConstraint(constraint)
        }
        guard constant.isFinite else {
            throw .invalidNumber("constant \(constant) for \(constraint) is not finite")
        }
        guard constant != record.constant else { return }
        try transaction("setting the constant of \(constraint) to \(constant)") { (t) throws(SolverError) in
            try t.setConstant(constant, of: record)
        }
    }

    /// The current constant of a constraint's expression, nil if not held,
    /// e.g. `solver.constant(of: gap)   // 20 after setConstant(20, of: gap)`.
    public func constant(of constraint: Constraint) -> Double? {
        tableau.records[Key(constraint)]?.constant
    }

    /// The variable's value in the current solution (0 if no constraint uses
    /// it), in O(1), e.g. `solver.value(of: x)`.
    @inlinable public func value(of variable: Variable) -> Double {
        // Inlined, a loop over variables reads their ids without retaining their names.
        value(ofVariable: variable.id)
    }

    @usableFromInline func value(ofVariable id: Int) -> Double {
        guard let s = tableau.variables[Key(id: id)]?.symbol else { return 0 }
        return tableau.value(of: s)
    }

    /// Does nothing (values are always current); kept for kiwi's API, e.g. `solver.updateVariables()`.
    public func updateVariables() {}

    /// Starts logging which variables change value (see `takeChangedVariables`);
    /// the log starts empty.
    package func logChangedVariables() {
        guard tableau.valueLog == nil else { return }
        var log = ValueLog(symbols: tableau.kinds.count)
        for (id, entry) in tableau.variables { log.name(entry.symbol, id: id.raw, noting: false) }
        tableau.valueLog = log
    }

    /// The ids of the variables whose value may have changed since the last
    /// take or since logging began (it may name some that did not); nil if
    /// logging is off.
    package func takeChangedVariables() -> [Int]? {
        guard tableau.valueLog != nil else { return nil }
        var ids: [Int] = []
        tableau.valueLog!.take(into: &ids)
        return ids
    }

    /// Empties the log of changed variables, as a take would, without the list.
    package func forgetChangedVariables() {
        tableau.valueLog?.forget()
    }

    /// `takeChangedVariables()`, appended to `ids` (nothing if logging is off).
    package func takeChangedVariables(into ids: inout [Int]) {
        tableau.valueLog?.take(into: &ids)
    }

    /// How many rows the solver's substitutions have rewritten, in all: tests
    /// of linear cost count it instead of timing anything.
    package var rowsRewritten: Int { tableau.rowsRewritten }

    /// How many cells the solver's rows were made with, in all (see `Tableau.cellsWritten`).
    package var cellsWritten: Int { tableau.cellsWritten }

    /// How many values of ranked rows the ends of calls have added up (see `Tableau.sumsRefreshed`).
    package var sumsRefreshed: Int { tableau.sumsRefreshed }

    /// How many rows the walks placing new free rows have read (see `Tableau.rowsWalked`).
    package var rowsWalked: Int { tableau.rowsWalked.count }

    /// See `Tableau.dualPivotsBeforeReinserting`; tests set 0 to check both ways.
    package var dualPivotsBeforeReinserting: Int {
        get { tableau.dualPivotsBeforeReinserting }
        set { tableau.dualPivotsBeforeReinserting = newValue }
    }

    /// Removes every constraint and edit variable, e.g. `solver.reset()`.
    public func reset() {
        // A reset moves every variable in use to 0: each one is noted.
        let log = tableau.valueLog.map { old in
            var old = old, fresh = ValueLog()
            var ids: [Int] = []
            old.take(into: &ids)
            for id in ids { fresh.noteGone(id) }
            for id in tableau.variables.keys { fresh.noteGone(id.raw) }
            return fresh
        }
        tableau = Tableau()
        tableau.valueLog = log
        edits = [:]
        revision += 1
        changes += 1
    }

    /// Runs `body` on the tableau as one call: kept if it returns and every
    /// number it wrote is finite, undone if not. On a numerical failure or
    /// suspected drift it is undone and run once more after `Tableau.refactor`
    /// (see ``Tolerance``). An unsatisfiable refusal stands (redone, a real
    /// contradiction could pass). `body` may run twice: it reads nothing it changes.
    func transaction(
        _ what: @autoclosure () -> String, _ body: (inout Tableau) throws(SolverError) -> Void
    ) throws(SolverError) {
        changes += 1
        var refactored = false
        while true {
            tableau.begin()
            tableau.driftSuspected = false
            var failure: SolverError?
            do throws(SolverError) { try body(&tableau) } catch { failure = error }
            if failure == nil {
                let finite = tableau.finish()
                if refactored || !tableau.driftSuspected {
                    guard finite else {
                        tableau.rollback()
                        throw .invalidNumber("\(what()): the solution does not fit in a Double")
                    }
                    tableau.commit()
                    return
                }
            }
            tableau.rollback()
            if let failure {
                guard !refactored, case .numericalFailure = failure else { throw failure }
            }
            refactored = true
            tableau.begin()
            tableau.refactor()
            tableau.commit()
        }
    }

    /// Throws if `tableau` holds `constraint` already, or it is invalid.
    private static func validate(_ constraint: Constraint, in tableau: Tableau) throws(SolverError) {
        if tableau.records[Key(constraint)] != nil { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority, constraint) }
        if constraint.isTwoSided {
            for p in [constraint.priority, constraint.priorityBelow] where !p.isValid || p.isRequired {
                throw .invalidPriority(p, constraint)
            }
        }
        guard constraint.isFinite else {
            throw .invalidNumber("a coefficient or the constant of \(constraint) is not finite")
        }
    }
}
