/// Changing a held constraint's constant in place, and the conflicts reported.
extension Tableau {
    /// Changes the constant of a held constraint, then repairs feasibility.
    /// - Throws: `.unsatisfiable` when a required constraint cannot hold with it.
    mutating func setConstant(_ constant: Double, of record: ConstraintRecord) throws(SolverError) {
        shiftConstant(to: constant, of: record)
        let budget = record.level >= 0 ? dualPivotsBeforeReinserting : Int.max
        switch try dualOptimize(changing: record.constraint, to: constant, pivots: budget) {
        case .repaired: return
        case let .contradiction(bad):
            throw .unsatisfiable(record.constraint, conflicts: conflicts(bad, with: record.constraint))
        case .tooLong:
            // An optional constraint the dual simplex repairs one long row at a time (a
            // suggestion moving a chain of gaps): put back with the new constant, its
            // error takes the change and the primal simplex moves the gaps through short rows.
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
        // marker' = marker - δ / μ: rename, shifting each row by what the
        // marker's old value contributed. A step larger than the new constant
        // would lose its low digits in the old one's rounding: go through zero.
        let delta = constant - record.constant
        let steps = abs(delta) <= abs(constant) ? (delta, 0) : (-record.constant, constant)
        for step in [steps.0, steps.1] where step != 0 {
            shiftRows(holding: record.marker, by: step / record.markerCoefficient)
        }
        setRecordConstant(constant, of: record)
    }

    /// Renames `marker` to `marker - shift` in the rows: its own row, if basic,
    /// moves by `-shift`; else each row holding it (not a level) by its cell
    /// times `shift`. `refining` (rounding, see `refineValues`): magnitudes stay,
    /// a slack's or error's row at 0 stays and none goes below, a dummy's is left.
    mutating func shiftRows(holding marker: Symbol, by shift: Double, refining: Bool = false) {
        if isBasic(marker) {
            moveConstant(of: marker, by: -shift, refining: refining)
        } else {
            rows(holding: marker).forEachRow { r in
                guard kind(of: r) != .objective else { return }
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

    /// The conflict of a row `bad` that cannot be repaired: `constraint` and the required ones it combines.
    func conflicts(_ bad: Symbol, with constraint: Constraint) -> [Constraint] {
        conflicts(Array(row(of: bad)!.cells.keys) + [bad], with: constraint)
    }

    /// `constraint` and the held required constraints whose markers are among
    /// `symbols` (equations that cannot hold together), in the order added.
    func conflicts(_ symbols: some Sequence<Symbol>, with constraint: Constraint) -> [Constraint] {
        let involved = Set(symbols)
        let held = records.values.filter {
            $0.constraint.priority.isRequired && involved.contains($0.marker) && $0.constraint !== constraint
        }
        return [constraint] + held.sorted { $0.serial < $1.serial }.map(\.constraint)
    }
}
