/// Changing the constant of a held constraint in place, and the
/// conflicts a change or an addition reports.
extension Tableau {
    /// Changes the constant of a held constraint, then repairs feasibility.
    /// - Throws: `.unsatisfiable` when a required constraint cannot hold
    ///   with it.
    mutating func setConstant(_ constant: Double, of record: ConstraintRecord) throws(SolverError) {
        shiftConstant(to: constant, of: record)
        let budget = record.level >= 0 ? dualPivotsBeforeReinserting : Int.max
        switch try dualOptimize(changing: record.constraint, to: constant, pivots: budget) {
        case .repaired: return
        case let .contradiction(bad):
            throw .unsatisfiable(record.constraint, conflicts: conflicts(bad, with: record.constraint))
        case .tooLong:
            // An optional constraint whose new constant the dual simplex
            // repairs one long row at a time (a suggestion that moves
            // thousands of chained gaps, each pivot carrying a row of all
            // of them): undone, then taken out and put back with the new
            // constant. Its error absorbs the change at once, and the
            // primal simplex moves the gaps through their own short rows.
            rollback()
            begin()
            remove(record)
            try insert(record.constraint, serial: record.serial, constant: constant)
            try optimize()
        }
    }

    /// Gives the constraint of `record` its new constant in every row,
    /// leaving the rows that makes infeasible to the dual simplex.
    mutating func shiftConstant(to constant: Double, of record: ConstraintRecord) {
        // With the new constant c + δ, the equation reads as before in
        // marker' = marker - δ / μ: rename, and shift each row by what the
        // marker's old value contributed.
        // A step larger than the new constant (which may even overflow)
        // would lose the new constant's low digits in the old one's
        // rounding: it is taken through zero instead.
        let delta = constant - record.constant
        let steps = abs(delta) <= abs(constant) ? (delta, 0) : (-record.constant, constant)
        for step in [steps.0, steps.1] where step != 0 {
            shiftRows(holding: record.marker, by: step / record.markerCoefficient)
        }
        setRecordConstant(constant, of: record)
    }

    /// Renames `marker` to `marker - shift` in the rows: the marker's own
    /// row, if it is basic, moves by `-shift`; else each row that holds it
    /// (but the objective's, which keeps no constant) by its coefficient
    /// times `shift`. `refining` (see `refineValues`): the shift is rounding,
    /// so the rows' magnitudes stay, a slack's or error's row at 0 stays
    /// there (degenerate rows stay so for the ratio tests) and none goes
    /// below 0, and a dummy's row is left.
    mutating func shiftRows(holding marker: Symbol, by shift: Double, refining: Bool = false) {
        if isBasic(marker) {
            moveConstant(of: marker, by: -shift, refining: refining)
        } else {
            for r in rows(holding: marker) where kind(of: r) != .objective {
                // A suggestion's path: the row read and written once.
                if refining {
                    moveConstant(of: r, by: rows[Int(r)]!.cells[marker]! * shift, refining: true)
                } else {
                    shiftConstant(of: r, byCellOf: marker, times: shift)
                }
            }
        }
    }

    @inline(__always) private mutating func moveConstant(of r: Symbol, by delta: Double, refining: Bool) {
        let value = constantSum(rows[Int(r)]!.constant, delta)
        if !refining {
            setConstant(r, value, magnitude: abs(delta))
        } else if kind(of: r) == .external {
            setConstant(r, value, magnitude: 0)
        } else if kind(of: r).canEnter && rows[Int(r)]!.constant != 0 {
            setConstant(r, max(0, value), magnitude: 0)
        }
    }

    /// The conflict of a row `bad` that cannot be repaired: `constraint` and
    /// the held required constraints the row combines.
    func conflicts(_ bad: Symbol, with constraint: Constraint) -> [Constraint] {
        conflicts(Array(row(of: bad)!.cells.keys) + [bad], with: constraint)
    }

    /// `constraint` and the held required constraints whose markers are
    /// among `symbols` (the combination of equations that cannot hold), in
    /// the order they were added.
    func conflicts(_ symbols: some Sequence<Symbol>, with constraint: Constraint) -> [Constraint] {
        let involved = Set(symbols)
        let held = records.values.filter {
            $0.constraint.priority.isRequired && involved.contains($0.marker) && $0.constraint !== constraint
        }
        return [constraint] + held.sorted { $0.serial < $1.serial }.map(\.constraint)
    }
}
