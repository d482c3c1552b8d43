extension Tableau {
    /// Takes a constraint's row out of the tableau and re-optimises.
    mutating func removeConstraint(_ record: ConstraintRecord) {
        let priority = record.constraint.priority.rawValue
        for k in 0..<2 {
            let s = record.symbol(k)
            if s >= 0, symbols[Int(s)].kind == .error { removeErrorCost(s, priority: priority) }
        }
        let markerSlot = symbols[Int(record.marker)].row
        if markerSlot >= 0 {
            freeRow(markerSlot)
        } else {
            // The choice of a row for the marker reads the rows that hold
            // it, up to date.
            resolveStaleRows(holding: record.marker)
            if let slot = markerLeavingRow(record.marker) {
                pivot(slot, entering: record.marker)
                freeRow(slot)
            }
        }
        // The other error of the constraint is dead now: a row that defines it
        // would only restrict the remaining symbols for nothing.
        if record.other >= 0 {
            let slot = symbols[Int(record.other)].row
            if slot >= 0 { freeRow(slot) }
        }
        release(record.constraint)
        optimize()
        freeIfUnused(record.marker)
        if record.other >= 0 { freeIfUnused(record.other) }
    }

    /// Takes an error symbol's cost out of the objective.
    private mutating func removeErrorCost(_ s: Symbol, priority: Double) {
        // The cost is -1 at the constraint's level, times each coefficient.
        let level = objective.level(of: priority)
        let slot = symbols[Int(s)].row
        if slot >= 0 {
            resolveIfStale(slot)
            for cell in rows[Int(slot)].unorderedCells {
                addObjective(-cell.coefficient, level: level, to: cell.symbol)
            }
        } else {
            addObjective(-1, level: level, to: s)
        }
    }

    /// The row to pivot a nonbasic marker into before dropping it: a row of
    /// dummies first (so rows of redundant equalities stay all dummies), then
    /// the restricted row that limits the marker most, then any row.
    private mutating func markerLeavingRow(_ marker: Symbol) -> Int32? {
        var firstSlot: Int32 = -1, secondSlot: Int32 = -1, thirdSlot: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        var b1 = Symbol.max, b2 = Symbol.max
        var dummySlot: Int32 = -1
        forEachRow(holding: marker) { slot, basic, kind, c, constant in
            switch kind {
            case .dummy:
                if dummySlot < 0 { dummySlot = slot }
            case .external:
                if thirdSlot < 0 { thirdSlot = slot }
            case .slack, .error:
                if c < 0 {
                    let r = -constant / c
                    if r < r1 || (r == r1 && basic < b1) { r1 = r; b1 = basic; firstSlot = slot }
                } else {
                    let r = constant / c
                    if r < r2 || (r == r2 && basic < b2) { r2 = r; b2 = basic; secondSlot = slot }
                }
            }
        }
        if dummySlot >= 0 { return dummySlot }
        if firstSlot >= 0 { return firstSlot }
        if secondSlot >= 0 { return secondSlot }
        return thirdSlot >= 0 ? thirdSlot : nil
    }

    // MARK: Constants

    /// Changes the constant of a constraint's expression by `delta` in place.
    ///
    /// The marker appears in no other constraint's row, so a new constant is
    /// the old row with the marker shifted by `delta / k` (k its coefficient
    /// as built): every row that holds the marker moves by a multiple of
    /// `delta`. Rows made negative are repaired by the dual simplex. Returns
    /// the constraints of a conflict when a required constraint cannot hold.
    mutating func shiftConstant(_ record: ConstraintRecord, by delta: Double) -> [Constraint]? {
        let shift = delta / record.markerCoefficient
        let marker = record.marker
        var brokenDummy: Int32 = -1
        let slot = symbols[Int(marker)].row
        if slot >= 0 {
            touchRow(slot)
            rows[Int(slot)].constant -= shift
            noteChanged(slot, brokenDummy: &brokenDummy)
        }
        // Rows that hold the marker: all of them when it is nonbasic, the
        // stale ones when it is basic.
        if !symbols[Int(marker)].column.isEmpty {
            shiftRows(containing: marker, by: shift, brokenDummy: &brokenDummy)
        }
        if brokenDummy >= 0 { return conflicts(inRowAt: brokenDummy, with: record.constraint) }
        if let failed = dualOptimize() { return conflicts(inRowAt: failed, with: record.constraint) }
        optimize()
        return nil
    }

    /// Shifts the constant of every row that holds the marker (this is the
    /// whole of a suggestValue that needs no pivot, and each row visited is
    /// a cache miss). While the journal saves changes, the rows are saved
    /// in a first pass: a journal check per row in the loop cost 2.5% of a
    /// suggestion. The column is a view that nothing here changes.
    private mutating func shiftRows(containing marker: Symbol, by shift: Double, brokenDummy: inout Int32) {
        let column = liveRows(of: marker)
        if journal.isActive {
            for slot in column { touchRow(slot) }
        }
        for slot in column {
            rows[Int(slot)].constant += rows[Int(slot)].coefficient(of: marker) * shift
            noteChanged(slot, brokenDummy: &brokenDummy)
        }
    }

    @inline(__always) private mutating func noteChanged(_ slot: Int32, brokenDummy: inout Int32) {
        let i = Int(slot)
        let basic = rows[i].basic
        let kind = symbols[Int(basic)].kind
        if kind.isRestricted, isStale(slot) || symbols[Int(basic)].mayOwnAliases {
            // An alias's constant is partly its owner's; an owner's aliases
            // move with it.
            queueIfInfeasible(rowAt: slot)
            return
        }
        let effect = Tableau.effect(ofConstant: rows[i].constant, basic: kind)
        if effect.infeasible { infeasible.push(basic) }
        if effect.brokenDummy, brokenDummy < 0 { brokenDummy = slot }
    }

    /// What a row's new constant means: whether its basic symbol (of
    /// `kind`) is now infeasible (a negative slack or error), and whether
    /// it breaks a redundant required equality (a row of dummies alone that
    /// no longer agrees with the ones it repeats).
    @inline(__always) static func effect(
        ofConstant value: Double, basic kind: SymbolKind
    ) -> (infeasible: Bool, brokenDummy: Bool) {
        switch kind {
        case .slack, .error: (value < 0 && !nearZero(value), false)
        case .dummy: (false, !nearZero(value))
        case .external: (false, false)
        }
    }
}
