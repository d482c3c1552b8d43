extension Solver {
    /// Makes `variable` an edit variable: adds `variable == 0` at `priority`,
    /// whose constant ``suggestValue(_:for:)`` then moves.
    ///
    /// ```swift
    /// try solver.addEditVariable(width, priority: .strong)
    /// try solver.suggestValue(320, for: width)
    /// ```
    /// - Throws: `.duplicateEditVariable`, `.requiredEditVariable`, `.invalidPriority`.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard !edits.contains(variable.id) else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        guard priority.isValid else { throw .invalidPriority(priority, nil) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        try add(constraint)
        edits.add(EditRecord(variable: variable, constraint: constraint))
    }

    /// Stops editing `variable` and removes its edit constraint.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.remove(variable.id) else {
            throw .unknownEditVariable(variable)
        }
        try remove(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits.contains(variable.id) }

    /// Suggests a value for an edit variable; the solver moves it there as far
    /// as the edit's priority allows, updating the tableau in place.
    /// - Throws: `.unknownEditVariable`, `.invalidNumber`.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let edit = edits.constraint(of: variable.id) else { throw .unknownEditVariable(variable) }
        guard value.isFinite else {
            throw .invalidNumber("suggested value \(value) for \(variable) is not finite")
        }
        try setConstant(-value, of: edit)
    }
}

/// The solver's edit variables: a dense list and an `IntMap` from variable
/// id to position (the map holds plain values; see `IntMap`), which
/// the solver frees with ``deallocate()``.
struct EditList {
    private var positions = IntMap<Int32>()
    private(set) var values: ContiguousArray<Solver.EditRecord> = []

    /// Whether variable `id` is an edit variable.
    func contains(_ id: Int) -> Bool { positions[id] != nil }

    /// The edit constraint of variable `id`, without copying the record
    /// (a reference to the variable's name and one to the constraint,
    /// taken and dropped at every suggestion: 2% of enaml-suggest).
    @inline(__always) func constraint(of id: Int) -> Constraint? {
        guard let p = positions[id] else { return nil }
        return values.withUnsafeBufferPointer { $0[Int(p)].constraint }
    }

    /// Adds the record of a variable that has none yet.
    mutating func add(_ record: Solver.EditRecord) {
        positions[record.variable.id] = Int32(values.count)
        values.append(record)
    }

    /// Removes the edit of variable `id`, moving the last one into its place.
    @discardableResult
    mutating func remove(_ id: Int) -> Solver.EditRecord? {
        guard let p = positions.removeValue(forKey: id) else { return nil }
        let i = Int(p)
        let record = values[i]
        values.swapAt(i, values.count - 1)
        values.removeLast()
        if i < values.count { positions[values[i].variable.id] = p }
        return record
    }

    /// Frees the map; the list is empty afterwards (the solver calls this
    /// when it is reset or goes away).
    mutating func deallocate() {
        positions.deallocate()
        values.removeAll()
    }
}
