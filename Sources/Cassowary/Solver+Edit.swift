extension Solver {
    /// Makes `variable` an edit variable: adds `variable == 0` at `priority`,
    /// whose constant ``suggestValue(_:for:)`` then moves,
    /// e.g. `try solver.addEditVariable(width, priority: .strong)`.
    /// - Throws: `.duplicateEditVariable`, `.requiredEditVariable`, `.invalidPriority`.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[Key(variable)] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority, nil) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        try add(constraint)
        edits[Key(variable)] = constraint
    }

    /// Stops editing `variable` and removes its edit constraint, e.g. `try solver.removeEditVariable(width)`.
    /// - Throws: `.unknownEditVariable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits[Key(variable)] else { throw .unknownEditVariable(variable) }
        try remove(constraint)
        edits[Key(variable)] = nil
    }

    /// Whether `variable` is an edit variable, e.g. `solver.hasEditVariable(width)`.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[Key(variable)] != nil }

    /// Suggests a value for an edit variable, which moves there as far as its
    /// priority allows, e.g. `try solver.suggestValue(320, for: width)`.
    /// - Throws: `.unknownEditVariable`, `.invalidNumber`, `.numericalFailure`.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = edits[Key(variable)] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else {
            throw .invalidNumber("suggested value \(value) for \(variable) is not finite")
        }
        try setConstant(-value, of: constraint)
    }
}
