/// What the tableau keeps for each constraint it holds.
struct ConstraintRecord {
    /// The constraint, not retained: the record store holds the one
    /// reference a record needs (see `RecordStore`), so that a record is a
    /// plain value, copied and stored with no reference counting.
    let reference: Unmanaged<Constraint>
    /// The slack (inequality), dummy (required equality) or plus error (optional equality).
    let marker: Symbol
    /// The error of an optional constraint (minus error for equalities), or -1.
    let other: Symbol
    /// The constant of the expression, as last set.
    var constant: Double

    /// A record of `constraint`, which the caller keeps alive until the
    /// record store holds it.
    init(constraint: Constraint, marker: Symbol, other: Symbol, constant: Double) {
        reference = Unmanaged.passUnretained(constraint)
        self.marker = marker
        self.other = other
        self.constant = constant
    }

    /// The constraint (alive while the store holds the record, and while
    /// whoever made or removed the record holds the constraint).
    @inline(__always) var constraint: Constraint { reference.takeUnretainedValue() }

    /// The marker's coefficient in the row as built, before any sign
    /// change: +1 for a dummy, -1 for a plus error, and for a slack +1
    /// under `<=`, -1 under `>=` (see `makeRow`). Derived, not stored: a
    /// record is 24 bytes.
    var markerCoefficient: Double {
        ConstraintRecord.markerCoefficient(constraint.relation, isRequired: constraint.priority.isRequired)
    }

    /// The marker's coefficient for a constraint of this relation and
    /// requiredness (see ``markerCoefficient``).
    @inline(__always) static func markerCoefficient(_ relation: Relation, isRequired: Bool) -> Double {
        switch relation {
        case .equal: isRequired ? 1 : -1
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        }
    }

    /// The marker (k = 0) or the other symbol (k = 1): loops over both
    /// without allocating an array.
    func symbol(_ k: Int) -> Symbol { k == 0 ? marker : other }
}

extension Tableau {
    // MARK: Variables

    /// The external symbol of the variable with id `id`, made on first use.
    mutating func symbol(forVariable id: Int) -> Symbol {
        if let s = varSymbols[id] { return s }
        let s = newSymbol(.external)
        varSymbols[id] = s
        journal.newVariables.append(id)
        return s
    }

    /// Drops one reference to each variable of `constraint`; a variable no
    /// constraint uses any more leaves the tableau (with its row, which only
    /// defined it). The symbols are looked up rather than kept in the record:
    /// an array per record cost an allocation per constraint.
    mutating func release(_ constraint: Constraint) {
        for k in 0..<constraint.terms.count {
            let id = constraint.terms.id(at: k)
            guard let s = varSymbols[id] else { continue }
            touchSymbol(s)
            symbols[Int(s)].references -= 1
            guard symbols[Int(s)].references == 0 else { continue }
            varSymbols[id] = nil
            let slot = symbols[Int(s)].row
            if slot >= 0 { freeRow(slot) }
            freeIfUnused(s)
        }
    }

    // MARK: Adding

    /// Adds the constraint's row to the tableau without optimising; throws
    /// when a required constraint cannot hold. Call inside a transaction,
    /// on an optimal tableau (see `addThroughDualSimplex`).
    /// It fails either before it changes any existing row or symbol (a row
    /// of dummies alone) or in the dual simplex of `addThroughDualSimplex`,
    /// which starts the journal's saving first: so a transaction for a
    /// single constraint need not save before.
    mutating func insert(_ constraint: Constraint) throws(SolverError) {
        let (built, record) = makeRow(constraint)
        var row = built
        if let subject = chooseSubject(row, record) {
            row.solve(for: subject, in: &pool)
            substitute(subject, by: row)
            // (Only a constraint on one variable can take over its row.)
            if constraint.terms.count != 1 || !takeOverRow(row, record, of: constraint, subject: subject) {
                place(row, basic: subject)
            }
        } else if row.unorderedCells.allSatisfy({ symbols[Int($0.symbol)].kind == .dummy }) {
            guard nearZero(row.constant) else {
                let conflicts = conflicts(in: row, with: constraint)
                row.deallocate(in: &pool)
                throw .unsatisfiable(constraint, conflicts: conflicts)
            }
            place(row, basic: record.marker)
        } else {
            try addThroughDualSimplex(row, marker: record.marker, for: constraint)
        }
        // makeRow left the constraint's external symbols in `externalsScratch`
        // (nothing since has built a row): no second lookup per variable.
        for s in externalsScratch {
            touchSymbol(s)
            symbols[Int(s)].references += 1
        }
        records.append(record)
    }

    /// Places the row of a new constraint on one variable, solved for one
    /// of its own symbols (`subject`), in the slot of the variable's row
    /// (of which it is a copy, plus a cell or two), and gives the variable
    /// an alias row instead: the constraint's equation solved for the
    /// variable, `h = -(c + m·marker + o·other) / k`, stale while `subject`
    /// is basic (see `Tableau+StaleRows`). Returns false, changing nothing,
    /// when the constraint is not of that form (one term, of coefficient
    /// ±1, on a variable whose row is up to date and at least
    /// `takeOverMinimum` long) or the variable's row is not a plain row it
    /// copies. (The variable's row is as `makeRow` left it: the subject, a
    /// new symbol, was substituted into no row.)
    ///
    /// Why: `h >= 0`, `h == 0 @medium` or an edit on a basic variable made
    /// its row a copy of the variable's, and the variable's row, read by
    /// later constraints, was brought up to date after every pivot that
    /// changed the copy (the enaml build: 22 of its 113 rows, 200 of its 774
    /// cells). The alias never changes: pivots leave it alone, and a reader
    /// expands it through `subject`'s row, which is up to date.
    @inline(__always) private mutating func takeOverRow(
        _ row: Row, _ record: ConstraintRecord, of constraint: Constraint, subject: Symbol
    ) -> Bool {
        guard subject == record.marker || subject == record.other, constraint.terms.count == 1 else { return false }
        let k = constraint.terms.coefficient(at: 0)
        // makeRow left the variable's symbol in `externalsScratch`.
        let variable = externalsScratch[0]
        let slot = symbols[Int(variable)].row
        guard abs(k) == 1, slot >= 0, !isStale(slot), rows[Int(slot)].count >= Tableau.takeOverMinimum else {
            return false
        }
        let i = Int(slot)
        let other = subject == record.marker ? record.other : record.marker
        // Every cell of the variable's row, scaled, and the constraint's
        // other symbol: none cancelled (a column would list the slot for
        // nothing).
        guard row.count == rows[i].count + (other >= 0 ? 1 : 0) else { return false }
        touchRow(slot)
        rows[i].deallocate(in: &pool)
        rows[i] = row
        rows[i].basic = subject
        if other >= 0 { appendToColumn(other, slot) }
        touchSymbol(subject)
        symbols[Int(subject)].row = slot
        queueIfInfeasible(subject, constant: row.constant)
        // The equation `0 = c + k·h + m·marker - m·other`, solved for h
        // (k is ±1: dividing by it is exact).
        let m = record.markerCoefficient
        var alias = Row(constant: -record.constant / k)
        alias.add(record.marker, -m / k, in: &pool)
        if record.other >= 0 { alias.add(record.other, m / k, in: &pool) }
        place(alias, basic: variable)
        markStale(symbols[Int(variable)].row)
        return true
    }

    /// Builds the row of `constraint` with the current basic rows substituted.
    /// Its external symbols, in the order of its terms, stay in
    /// `externalsScratch` until the next row is built.
    private mutating func makeRow(_ constraint: Constraint) -> (Row, ConstraintRecord) {
        let constant = constraint.constant
        var externals = externalsScratch.take()
        externals.removeAll()
        defer { externalsScratch.restore(externals) }
        var size = 2
        for k in 0..<constraint.terms.count {
            let s = symbol(forVariable: constraint.terms.id(at: k))
            externals.append(s)
            let slot = symbols[Int(s)].row
            if slot < 0 {
                size += 1
            } else if !isStale(slot) {
                size += rows[Int(slot)].count
            } else if isAlias(slot) {
                size += prepareExpansion(of: slot)
            } else {
                resolveIfStale(slot)
                size += rows[Int(slot)].count
            }
        }
        // The constraint's own symbols: its marker (a slack, a dummy, or an
        // optional equality's plus error) and, if optional, an error; each
        // error costs 1 at the constraint's priority.
        let relation = constraint.relation
        let isRequired = constraint.priority.isRequired
        let marker = newSymbol(relation != .equal ? .slack : isRequired ? .dummy : .error)
        let other = isRequired ? -1 : newSymbol(.error)
        if !isRequired {
            let level = objective.level(of: constraint.priority.rawValue)
            if relation == .equal { objective.add(1, level: level, slot: objectiveSlot(of: marker)) }
            objective.add(1, level: level, slot: objectiveSlot(of: other))
        }
        // The error's coefficient is the marker's, negated.
        let markerCoefficient = ConstraintRecord.markerCoefficient(relation, isRequired: isRequired)
        var builder = rowBuilder
        rowBuilder = RowBuilder()
        builder.start(constant: constant, capacity: size)
        for (k, s) in externals.enumerated() {
            let slot = symbols[Int(s)].row
            if slot >= 0 {
                // (An alias is still one: `resolveIfStale` above left it stale.)
                if isStale(slot) {
                    add(alias: slot, times: constraint.terms.coefficient(at: k), to: &builder)
                } else {
                    builder.add(rows[Int(slot)], times: constraint.terms.coefficient(at: k))
                }
            } else {
                builder.add(s, constraint.terms.coefficient(at: k))
            }
        }
        // In the builder, not inserted into the sorted row after it.
        builder.add(marker, markerCoefficient)
        if other >= 0 { builder.add(other, -markerCoefficient) }
        var row = builder.finish(in: &pool)
        rowBuilder = builder
        if row.constant < 0 { row.negate() }
        return (row, ConstraintRecord(constraint: constraint, marker: marker, other: other, constant: constant))
    }

    /// The symbol to make basic for a new row, or nil when none keeps the
    /// tableau feasible. A variable is taken only if substituting it leaves
    /// every restricted row non-negative. Between the constraint's own marker
    /// and error, the one whose substitution leaves fewer improving pivots in
    /// the objective wins: on degenerate rows (constant 0) this balances plus
    /// and minus errors, so that many constraints on one expression need no
    /// pivots at all instead of one pivot per constraint.
    private mutating func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol? {
        // In symbol order: the first external that keeps the tableau feasible.
        let external = row.withSortedCells { cells -> Symbol? in
            for cell in cells where symbols[Int(cell.symbol)].kind == .external {
                if keepsFeasible(cell.symbol, coefficient: cell.coefficient, solvedFrom: row) { return cell.symbol }
            }
            return nil
        }
        if let external { return external }
        var best: Symbol?
        var bestScore = Int.max
        for k in 0..<2 where bestScore > 0 {
            let s = record.symbol(k)
            guard s >= 0, isRestricted(s) else { continue }
            let a = row.coefficient(of: s)
            guard Tableau.solvesNonNegative(coefficient: a, constant: row.constant) else { continue }
            let score = improvingPivots(afterSolving: row, for: s, coefficient: a, below: bestScore)
            if score < bestScore { best = s; bestScore = score }
        }
        if bestScore == 0 { return best }
        return costFreeSubject(row, record) ?? best
    }

    /// A slack or error already in the tableau, at zero cost, that can be
    /// solved from `row` keeping every restricted row non-negative: the
    /// first in symbol order. Made basic, it leaves the objective as it
    /// was, so the tableau stays optimal: the insertion is the pivot the
    /// simplex would have made after it (the constraint's own error made
    /// basic, then this symbol entering), and a required row that holds
    /// at no cost skips the dual simplex. The enaml build took 56 pivots
    /// without this, 40 with it (churn -7%).
    private mutating func costFreeSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol? {
        row.withSortedCells { cells -> Symbol? in
            for cell in cells {
                let s = cell.symbol
                guard s != record.marker, s != record.other, isRestricted(s), hasZeroCost(s) else { continue }
                guard Tableau.solvesNonNegative(coefficient: cell.coefficient, constant: row.constant),
                    keepsFeasible(s, coefficient: cell.coefficient, solvedFrom: row)
                else { continue }
                return s
            }
            return nil
        }
    }

    /// How many symbols would become pivot candidates if `s` were solved
    /// from `row` and substituted into the objective, counted up to `limit`
    /// (a count that reaches it loses to the candidate before).
    @inline(__always) private func improvingPivots(
        afterSolving row: Row, for s: Symbol, coefficient a: Double, below limit: Int
    ) -> Int {
        guard !hasZeroCost(s) else { return 0 }
        let cost = costSlot(s)
        var count = 0
        for cell in row.unorderedCells where cell.symbol != s {
            let sign = objective.sign(of: costSlot(cell.symbol), adding: cost, times: -cell.coefficient / a)
            if Tableau.improves(symbols[Int(cell.symbol)].kind, costSign: sign) {
                count += 1
                if count >= limit { break }
            }
        }
        return count
    }

    /// Whether a restricted symbol with `coefficient` in a row of
    /// `constant` (never negative) comes out non-negative when the row is
    /// solved for it.
    @inline(__always) static func solvesNonNegative(coefficient a: Double, constant: Double) -> Bool {
        a < 0 || (a > 0 && nearZero(constant))
    }

    /// Whether solving `row` for `symbol` (its `coefficient` there) and
    /// substituting it leaves every restricted row non-negative.
    private mutating func keepsFeasible(_ symbol: Symbol, coefficient: Double, solvedFrom row: Row) -> Bool {
        if symbols[Int(symbol)].column.isEmpty { return true }
        let value = -row.constant / coefficient
        var feasible = true
        forEachRow(holding: symbol) { _, _, kind, a, constant in
            guard feasible, kind.isRestricted else { return }
            let c = constant + a * value
            if c < 0, !nearZero(c) { feasible = false }
        }
        return feasible
    }

    /// Adds a row that no symbol can be solved from without making another
    /// row infeasible: the constraint's own marker is made basic at the
    /// row's value, which is infeasible, and the dual simplex repairs the
    /// tableau. (kiwi adds such a row through an artificial variable, phase
    /// one of the simplex, whose extra row every substitution updates: the
    /// enaml build took 65 pivots that way, 56 this way; 34 now, with
    /// `costFreeSubject` and the dual simplex's most-infeasible-first rule.)
    ///
    /// The marker is a slack (a required inequality that does not hold yet)
    /// or a dummy (a required equality between restricted symbols), which
    /// must leave the basis at once: a dummy is zero, and the row says
    /// what it would have to be.
    private mutating func addThroughDualSimplex(_ row: Row, marker: Symbol, for constraint: Constraint) throws(SolverError) {
        // The dual simplex changes existing rows, and can fail after that.
        if !journal.isActive { startRecording() }
        // It keeps an optimal objective optimal, and the objective is
        // optimal here: every call of the solver ends optimal, and a batch
        // optimises after each constraint.
        assert(entering.items.allSatisfy { !isEnteringCandidate($0) }, "a row added to a tableau not optimal")
        var row = row
        row.solve(for: marker, in: &pool)
        place(row, basic: marker)
        let slot = symbols[Int(marker)].row
        if symbols[Int(marker)].kind == .dummy {
            // Down when the value is positive, up otherwise; a zero value
            // may leave either way.
            let i = Int(slot)
            let value = rows[i].constant
            let positive = value > 0 && !nearZero(value)
            var entering = dualEntering(rows[i], direction: positive ? -1 : 1)
            if entering == nil, nearZero(value) { entering = dualEntering(rows[i], direction: -1) }
            guard let entering else {
                throw .unsatisfiable(constraint, conflicts: conflicts(inRowAt: slot, with: constraint))
            }
            pivot(slot, entering: entering)
        }
        if let failed = dualOptimize() {
            throw .unsatisfiable(constraint, conflicts: conflicts(inRowAt: failed, with: constraint))
        }
    }

    /// `constraint` and the required constraints whose markers `row` combines:
    /// the rows that, added up, prove the conflict. The markers' owners are
    /// found by a scan of the records: conflicts are rare, and an owner per
    /// symbol cost a reference (and its retain and release) per symbol.
    func conflicts(in row: Row, with constraint: Constraint, basic: Symbol = -1) -> [Constraint] {
        var owners: [Symbol: Constraint] = [:]
        for record in records.values where record.constraint.priority.isRequired {
            owners[record.marker] = record.constraint
        }
        var out: [Constraint] = [constraint]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(constraint)]
        var symbols = row.cells.map(\.symbol)
        if basic >= 0 { symbols.insert(basic, at: 0) }
        for s in symbols {
            guard let owner = owners[s], seen.insert(ObjectIdentifier(owner)).inserted else { continue }
            out.append(owner)
        }
        return out
    }

    /// `conflicts(in:with:basic:)` for the row at `slot` and its basic
    /// symbol: a row the dual simplex could not make feasible.
    func conflicts(inRowAt slot: Int32, with constraint: Constraint) -> [Constraint] {
        conflicts(in: rows[Int(slot)], with: constraint, basic: rows[Int(slot)].basic)
    }
}
