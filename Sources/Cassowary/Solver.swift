/// An incremental Cassowary solver with strict priorities.
///
/// Add constraints, then read values; add and remove constraints, change
/// their constants or suggest values for edit variables, and the solver
/// updates its tableau instead of solving from scratch. Required constraints
/// (priority 1000) always hold; optional ones are satisfied as well as they
/// can be, a higher priority always before any number of lower ones.
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
/// A call that throws leaves the solver exactly as it was.
public final class Solver {
    // Unchecked: every read of a class's stored `var` otherwise costs a
    // dynamic exclusivity check (a thread-local lookup), which was half the
    // time of reading values after a resize. The solver never calls out
    // while it changes these, so no access can overlap another.
    @exclusivity(unchecked) var tableau = Tableau()
    /// Edit variables by variable id.
    @exclusivity(unchecked) var edits = EditList()

    /// An edit variable and its constraint `variable == value`, whose
    /// expression is `variable - value`: the suggested value is minus the
    /// constraint's constant.
    struct EditRecord {
        let variable: Variable
        let constraint: Constraint
    }

    public init() {}

    deinit {
        tableau.deallocate()
        edits.deallocate()
    }

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: `.duplicateConstraint`, `.invalidNumber`, `.invalidPriority`,
    ///   or `.unsatisfiable` with the required constraints it conflicts with.
    /// - Complexity: proportional to the rows the new constraint touches, not
    ///   to the size of the system.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try Solver.validate(constraint, in: &tableau)
        // One constraint can fail only in the dual simplex of a row no
        // symbol can be solved from, which starts saving changes itself
        // (see `Tableau.insert`).
        try transaction(recording: false) { (t) throws(SolverError) in try t.insert(constraint) }
        tableau.optimize()
    }

    /// Adds constraints as one batch: all of them or none, each in turn.
    ///
    /// The constraints go in in the order given, the tableau optimal after
    /// each, as with ``add(_:)`` one by one, but in one transaction: a row
    /// the batch made is never saved for an undo, where each `add` saves the
    /// rows its dual simplex changes. Into a new solver a batch costs less
    /// (the enaml system: 1.37 M instructions against 1.42 M).
    ///
    /// ```swift
    /// try solver.add(contentsOf: [left == 0, (width == 320).priority(.strong), width <= 300])
    /// solver.value(of: width)   // 300
    /// ```
    /// - Throws: as ``add(_:)``, for the first constraint that fails; the
    ///   constraints before it are taken out again.
    public func add(contentsOf constraints: some Sequence<Constraint>) throws(SolverError) {
        // Copied into an array first: the loop below, generic over the
        // sequence inside a closure, cost the enaml batch 3%.
        let batch = ContiguousArray(constraints)
        // Saving from the start: a batch must be able to undo the
        // constraints before one that fails.
        try transaction(recording: true) { (t) throws(SolverError) in
            for constraint in batch {
                // A constraint given twice is caught here too: its first
                // copy is already among the records.
                try Solver.validate(constraint, in: &t)
                try t.insert(constraint)
                // Optimal after each, not once at the end: the next
                // constraint's dual simplex needs an optimal tableau, and
                // costs fewer pivots (the enaml system took 1.43 M
                // instructions optimised once, the row rewritten when
                // that moved the basis).
                t.optimize()
            }
        }
    }

    /// Runs `body` on the tableau in a transaction: kept if it returns,
    /// undone if it throws.
    private func transaction(
        recording: Bool, _ body: (inout Tableau) throws(SolverError) -> Void
    ) throws(SolverError) {
        tableau.beginTransaction(recording: recording)
        do throws(SolverError) {
            try body(&tableau)
        } catch {
            tableau.rollbackTransaction()
            throw error
        }
        tableau.commitTransaction()
    }

    /// Throws if `tableau` holds `constraint` already, or its priority or
    /// numbers are invalid. (In place: the tableau is not copied.)
    private static func validate(_ constraint: Constraint, in tableau: inout Tableau) throws(SolverError) {
        if tableau.records.index(of: constraint) != nil { throw .duplicateConstraint(constraint) }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority, constraint) }
        guard constraint.isFinite else {
            throw .invalidNumber("a coefficient or the constant of \(constraint) is not finite")
        }
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: `.unknownConstraint` if the solver does not hold it.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let record = tableau.records.remove(constraint) else {
            throw .unknownConstraint(constraint)
        }
        tableau.removeConstraint(record)
    }

    /// Whether the solver holds this constraint.
    public func contains(_ constraint: Constraint) -> Bool {
        tableau.records.index(of: constraint) != nil
    }

    /// Changes the constant of a constraint's expression in place, without
    /// removing and re-adding it (Auto Layout's `constraint.constant = x`).
    ///
    /// For `x + 10 <= y` the expression is `x + 10 - y` and its constant 10:
    /// `setConstant(20, of: c)` makes it `x + 20 <= y`.
    ///
    /// - Throws: `.unknownConstraint`, `.invalidNumber`, or `.unsatisfiable`
    ///   when a required constraint cannot hold with its new constant.
    public func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let index = tableau.records.index(of: constraint) else { throw .unknownConstraint(constraint) }
        let record = tableau.records[at: index]
        guard constant.isFinite else {
            throw .invalidNumber("constant \(constant) for \(constraint) is not finite")
        }
        let delta = constant - record.constant
        guard delta != 0 else { return }
        if constraint.priority.isRequired {
            try transaction(recording: true) { (t) throws(SolverError) in
                if let conflicts = t.shiftConstant(record, by: delta) {
                    throw .unsatisfiable(constraint, conflicts: conflicts)
                }
            }
        } else {
            // An optional constraint can always give way through its errors:
            // no conflict is possible, so no undo log is kept.
            _ = tableau.shiftConstant(record, by: delta)
        }
        tableau.records.setConstant(constant, at: index)
    }

    /// The current constant of a constraint's expression, or nil if the
    /// solver does not hold the constraint.
    public func constant(of constraint: Constraint) -> Double? {
        tableau.records[constraint]?.constant
    }

    /// The variable's value in the current solution; 0 for a variable no
    /// constraint uses. Always current: there is nothing to update first.
    /// - Complexity: O(1) (one hash lookup), or the length of the
    ///   variable's row while pivots have left it stale (until a call
    ///   that needs the row brings it up to date); an alias (a row of one
    ///   or two cells kept as it is) is added up from its cells' rows.
    public func value(of variable: Variable) -> Double {
        guard let s = tableau.varSymbols[variable.id] else { return 0 }
        return tableau.value(of: s)
    }

    /// Brings the rows that pivots left stale up to date, so that each
    /// ``value(of:)`` after it is one lookup (or, for an alias, the sum of
    /// a cell or two): call it after a round of changes, before reading
    /// many values (kiwi's `updateVariables`).
    /// Reading without it gives the same values, at the cost of adding up
    /// each stale row at every read.
    ///
    /// ```swift
    /// try solver.suggestValue(320, for: width)
    /// solver.updateVariables()
    /// let frames = views.map { solver.value(of: $0.width) }
    /// ```
    public func updateVariables() {
        tableau.resolveAll(keepingAliases: true)
    }

    /// Removes every constraint and edit variable.
    public func reset() {
        tableau.deallocate()
        tableau = Tableau()
        edits.deallocate()
    }
}
