extension Solver {
    /// Changes the constants of several constraints as one call: all of them,
    /// then one re-optimisation, or none. Hugging and compression resistance
    /// moved together cost no pivot, where ``setConstant(_:of:)`` one after the
    /// other may pivot back and forth,
    /// e.g. `try solver.setConstants([(hug, -120), (resist, -120)])`.
    /// - Throws: `.unknownConstraint` or `.invalidNumber` for the first bad
    ///   change; `.unsatisfiable` for the first change that cannot hold with
    ///   those before it. The solver is then as it was.
    public func setConstants(_ changes: [(Constraint, Double)]) throws(SolverError) {
        var moving = 0
        for (constraint, constant) in changes {
            guard let record = tableau.records[Key(constraint)] else { throw .unknownConstraint(constraint) }
            guard constant.isFinite else {
                throw .invalidNumber("constant \(constant) for \(constraint) is not finite")
            }
            if constant != record.constant { moving += 1 }
        }
        guard moving > 0 else { return }
        do {
            try transaction("setting \(changes.count) constants") { (t) throws(SolverError) in
                for (constraint, constant) in changes {
                    let record = t.records[Key(constraint)]!
                    if constant != record.constant { t.shiftConstant(to: constant, of: record) }
                }
                // Judged against no constraint's own size, stricter than one
                // change alone (below); a refusal, not a failure to retry.
                guard case .repaired = try t.dualOptimize(changing: Solver.noConstraint, to: 0, pivots: Int.max) else {
                    throw .unsatisfiable(Solver.noConstraint, conflicts: [])
                }
            }
        } catch {
            // One by one, in a transaction of their own: the first change that
            // cannot hold with those before it is named, judged as `setConstant` does.
            try transaction("setting \(changes.count) constants") { (t) throws(SolverError) in
                for (constraint, constant) in changes {
                    let record = t.records[Key(constraint)]!
                    guard constant != record.constant else { continue }
                    t.shiftConstant(to: constant, of: record)
                    if case let .contradiction(bad) = try t.dualOptimize(
                        changing: constraint, to: constant, pivots: Int.max)
                    {
                        throw .unsatisfiable(constraint, conflicts: t.conflicts(bad, with: constraint))
                    }
                }
            }
        }
    }

    /// `0 == 0`: what the batch's repair judges rounding against (nothing).
    private static let noConstraint = Constraint(Expression(0), .equal)
}
