/// An incremental Cassowary solver with strict priorities.
///
/// Add constraints, then read values; add and remove constraints, change
/// their constants or suggest values for edit variables, and the solver
/// updates its tableau instead of solving from scratch. Required constraints
/// (priority 1000) always hold; optional ones are satisfied as well as they
/// can be, a higher priority always before any number of lower ones (see
/// ``Priority``).
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
/// What the solution is: every required constraint holds; then, from the
/// highest priority down, each priority's **sum of errors** is as small as
/// it can be while every higher priority keeps its own (the error of
/// `e == 0` is |e|, of `e <= 0` max(0, e), of `e >= 0` max(0, -e)). When
/// several points are that good, which one is chosen is deterministic but
/// unspecified; ``exerciseAmbiguity(of:)`` moves among them.
///
/// A call that throws leaves the solver exactly as it was: the constraints
/// it holds, their constants and every value. Duplicated, redundant and
/// zero constraints are ordinary input. Numbers that are not finite, and
/// results that would not fit in a `Double`, are refused with
/// ``SolverError/invalidNumber(_:)``; see ``Tolerance`` for when a number
/// counts as zero. No call recurses, and every simplex run is bounded (an
/// anti-cycling rule, and ``SolverError/numericalFailure(_:)`` past a
/// bound).
///
/// A solver belongs to one thread at a time.
public final class Solver {
    /// Unchecked: every call reaches it from the solver's own methods, one
    /// at a time (a solver belongs to one thread), and a dynamic exclusivity
    /// check cost as much as a value lookup itself.
    @exclusivity(unchecked) var tableau = Tableau()
    /// The edit constraint of each edit variable, by variable id.
    var edits: [Key: Constraint] = [:]
    /// How many constraints were ever added: the next one's serial number.
    private var serial = 0
    /// Counts the calls that changed which constraints the solver holds
    /// (adds, removes, resets), not their constants: an answer that depends
    /// on the constraints alone stays true while it stays the same.
    package private(set) var revision = 0
    /// Counts the calls that changed the tableau (constraints or constants): a
    /// solution read when it had one value is still current while it keeps it.
    package internal(set) var changes = 0

    /// An empty solver: no constraints, every variable 0 until constrained.
    ///
    /// ```swift
    /// let solver = Solver()
    /// try solver.add(Variable("x") == 10)
    /// ```
    public init() {}

    /// Adds a constraint and re-optimises.
    ///
    /// ```swift
    /// try solver.add(x + 10 <= y)
    /// ```
    /// - Throws: `.duplicateConstraint`, `.invalidNumber`, `.invalidPriority`,
    ///   `.numericalFailure` (rounding defeated the simplex),
    ///   or `.unsatisfiable` with the required constraints it conflicts with.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try addBatch(CollectionOfOne(constraint))
    }

    /// Adds constraints as one batch: all of them or none.
    ///
    /// The constraints go in in the order given, the solution optimal after
    /// each, as with ``add(_:)`` one by one; if one fails, the ones before it
    /// are taken out again.
    ///
    /// ```swift
    /// try solver.add(contentsOf: [left == 0, (width == 320).priority(.strong), width <= 300])
    /// solver.value(of: width)   // 300
    /// ```
    /// - Throws: as ``add(_:)``, for the first constraint that fails.
    public func add(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
        try addBatch(Array(constraints))
    }

    /// `add(contentsOf:)` of a collection, which a call redone after a
    /// refactorization reads again (see `transaction`).
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

    /// Removes a constraint and re-optimises.
    ///
    /// ```swift
    /// let gap = x + 10 <= y
    /// try solver.add(gap)
    /// try solver.remove(gap)
    /// ```
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

    /// Whether the solver holds this constraint.
    ///
    /// ```swift
    /// if !solver.contains(gap) { try solver.add(gap) }
    /// ```
    public func contains(_ constraint: Constraint) -> Bool {
        tableau.records[Key(constraint)] != nil
    }

    /// Changes the constant of a constraint's expression in place, without
    /// removing and re-adding it (Auto Layout's `constraint.constant = x`).
    ///
    /// For `x + 10 <= y` the expression is `x + 10 - y` and its constant 10:
    /// `setConstant(20, of: c)` makes it `x + 20 <= y`.
    ///
    /// ```swift
    /// let gap = x + 10 <= y
    /// try solver.add(gap)
    /// try solver.setConstant(20, of: gap)   // now x + 20 <= y
    /// ```
    ///
    /// - Throws: `.unknownConstraint`, `.invalidNumber`, or `.unsatisfiable`
    ///   when a required constraint cannot hold with its new constant
    ///   (`.numericalFailure` if rounding defeats the simplex).
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

    /// The current constant of a constraint's expression, or nil if the
    /// solver does not hold the constraint.
    ///
    /// ```swift
    /// solver.constant(of: gap)   // 20 after setConstant(20, of: gap)
    /// ```
    public func constant(of constraint: Constraint) -> Double? {
        tableau.records[Key(constraint)]?.constant
    }

    /// The variable's value in the current solution; 0 for a variable no
    /// constraint uses.
    ///
    /// ```swift
    /// try solver.add(x == 10)
    /// solver.value(of: x)   // 10
    /// ```
    /// - Complexity: O(1).
    public func value(of variable: Variable) -> Double {
        guard let s = tableau.variables[Key(variable)]?.symbol else { return 0 }
        return tableau.value(of: s)
    }

    /// Kept for kiwi's API: values are always current, so this does nothing.
    ///
    /// ```swift
    /// try solver.suggestValue(320, for: width)
    /// solver.updateVariables()
    /// ```
    public func updateVariables() {}

    /// How many dual simplex pivots a new constant of an optional constraint
    /// may take before the solver takes the constraint out and puts it back
    /// with that constant instead (4). For tests: 0 puts every such
    /// constraint back at once, so that both ways are checked.
    package var dualPivotsBeforeReinserting: Int {
        get { tableau.dualPivotsBeforeReinserting }
        set { tableau.dualPivotsBeforeReinserting = newValue }
    }

    /// Removes every constraint and edit variable.
    ///
    /// ```swift
    /// solver.reset()
    /// solver.value(of: x)   // 0
    /// ```
    public func reset() {
        tableau = Tableau()
        edits = [:]
        revision += 1
        changes += 1
    }

    /// Runs `body` on the tableau as one call: kept if it returns and every
    /// number it wrote is finite, undone if not.
    ///
    /// A call that fails with `.numericalFailure`, or that succeeds with
    /// `Tableau.driftSuspected` (a row whose terms cancelled, or a value
    /// refinement could not set right), is done once more after the rows are rebuilt from the constraints
    /// (`Tableau.refactor`, which changes no value and is kept): rounding
    /// drift in the coefficients (a cost that should be 0 left at -4.4e-9)
    /// may have led the simplex astray. A refusal as unsatisfiable stands:
    /// done again in an ill-conditioned tableau, a contradiction of 3 once
    /// passed. (`body` is run again, so reads nothing it changes.)
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

    /// Throws if `tableau` holds `constraint` already, or its priority or
    /// numbers are invalid.
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
