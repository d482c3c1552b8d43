extension Solver {
    /// Changes the constants of several constraints as one call: each as
    /// ``setConstant(_:of:)`` would, in the order given, but all of them or
    /// none, and with one transaction for all (a view whose intrinsic size
    /// changed moves four constraints at once).
    ///
    /// ```swift
    /// try solver.setConstants([(hug, -120), (resist, -120)])   // width <= 120 and width >= 120
    /// ```
    /// - Throws: as ``setConstant(_:of:)``, for the first change that
    ///   fails; the solver is then as it was before the call.
    public func setConstants(_ changes: [(Constraint, Double)]) throws(SolverError) {
        var moving = 0
        for (constraint, constant) in changes {
            guard let record = tableau.records[ObjectIdentifier(constraint)] else {
                throw .unknownConstraint(constraint)
            }
            guard constant.isFinite else {
                throw .invalidNumber("constant \(constant) for \(constraint) is not finite")
            }
            if constant != record.constant { moving += 1 }
        }
        guard moving > 0 else { return }
        try transaction("setting \(changes.count) constants") { (t) throws(SolverError) in
            for (constraint, constant) in changes {
                let record = t.records[ObjectIdentifier(constraint)]!
                guard constant != record.constant else { continue }
                try t.setConstant(constant, of: record)
            }
        }
    }
}
