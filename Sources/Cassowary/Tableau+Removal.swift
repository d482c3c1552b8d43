/// Taking a constraint out, and the symbols of the variables constraints use.
extension Tableau {
    /// Removes a held constraint; the objective may not be optimal afterwards.
    mutating func remove(_ record: ConstraintRecord) {
        let marker = record.marker, other = record.other
        // The errors leave the objective first, or pivots would carry them.
        if record.level >= 0 {
            for e in [marker, other] where kind(of: e) == .error {
                if let definition = row(of: e) {
                    addCells(of: definition, times: -1, to: record.level(of: e))
                    noteCosts(of: definition)
                } else {
                    addToCell(record.level(of: e), e, -1)
                }
            }
        }
        if !isBasic(marker) {
            let holders = rows(holding: marker)
            if other < 0, holders.count == 1, let r = holders.first(where: { kind(of: $0) != .objective }) {
                // One row holds the marker: pivoting the marker in and dropping
                // its row drops that row. A free row is not expanded for it (a
                // stack's end in terms of its last view: the stack's whole chain).
                deleteRow(r)
            } else if let leaving = leavingRowForMarker(marker, other: other) {
                pivot(leaving: leaving, entering: marker)
            }
        }
        // The marker's row is now the constraint itself: dropping it drops
        // the constraint. Its symbols are left in no row (up to rounding).
        for s in [marker, other] where s >= 0 {
            if isBasic(s) { deleteRow(s) }
            clearColumn(s)
            release(s)
        }
        let constraint = record.constraint
        for k in 0..<constraint.terms.count { dropUse(of: Key(id: constraint.terms.id(at: k))) }
        setRecord(nil, for: Key(record.constraint))
    }

    /// The row to pivot nonbasic `marker` into when its constraint goes,
    /// keeping restricted rows feasible: the other error's row if it holds the
    /// marker; else the restricted row that first limits its rise, or else its
    /// fall (dummies first; ties to the larger pivot); else a free variable's row.
    private func markerLeavingRow(_ marker: Symbol, other: Symbol) -> Symbol? {
        if other >= 0, let row = row(of: other), row.cells[marker] != nil { return other }
        var rising: (row: Symbol, ratio: Double, pivot: Double)?
        var falling: (row: Symbol, ratio: Double, pivot: Double)?
        var external: Symbol?
        for r in rows(holding: marker) {
            let row = self.row(of: r)!
            let a = row.cells[marker]!
            switch kind(of: r) {
            case .objective: continue
            case .external: external = min(external ?? r, r)
            default:
                let ratio = kind(of: r) == .dummy ? 0 : max(0, row.constant) / abs(a)
                func better(_ b: (row: Symbol, ratio: Double, pivot: Double)?) -> Bool {
                    guard let b else { return true }
                    return ratio != b.ratio ? ratio < b.ratio : (abs(a), b.row) > (b.pivot, r)
                }
                if a < 0 || kind(of: r) == .dummy {
                    if better(rising) { rising = (r, ratio, abs(a)) }
                } else if better(falling) {
                    falling = (r, ratio, abs(a))
                }
            }
        }
        return rising?.row ?? falling?.row ?? external
    }

    /// `markerLeavingRow`, where the row it names may hold basic symbols: if
    /// only free variables' rows hold the marker, the lowest-ranked of them
    /// (its basic symbols rank below every other holder, which may take
    /// them); else that row expanded, and the choice made again.
    private mutating func leavingRowForMarker(_ marker: Symbol, other: Symbol) -> Symbol? {
        while let r = markerLeavingRow(marker, other: other) {
            guard rank(of: r) > 0 else { return r }
            // A ranked free row was named: no restricted row holds the marker.
            var lowest: (rank: Int32, row: Symbol)?, objective = false
            rows(holding: marker).forEachRow { h in
                if kind(of: h) == .objective { objective = true }
                if lowest.map({ (rank(of: h), h) < $0 }) ?? true { lowest = (rank(of: h), h) }
            }
            if !objective, let lowest { return lowest.row }
            expandRow(r)
        }
        return nil
    }

    // MARK: Variables

    /// The symbol of variable `id`, made on first use; counts one more use.
    mutating func useSymbol(of id: Key) -> Symbol {
        if let entry = countUses(of: id, by: 1) { return entry.symbol }
        let s = newSymbol(.external)
        setVariable(VariableEntry(symbol: s, uses: 1), for: id)
        valueLog?.name(s, id: id.raw)
        return s
    }

    /// Counts one use less of variable `id`; the last one frees its symbol.
    mutating func dropUse(of id: Key) {
        guard let entry = countUses(of: id, by: -1), entry.uses == 1 else { return }
        let s = entry.symbol
        // No equation holds the variable any more, so no row should.
        if isBasic(s) { deleteRow(s) }
        clearColumn(s)
        setVariable(nil, for: id)
        release(s)
    }
}
