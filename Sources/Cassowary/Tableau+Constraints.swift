/// A constraint the tableau holds: its current constant and its symbols.
///
/// The constraint `expression relation 0` is the equation
/// `expression + markerCoefficient · marker (+ ± other) = 0`:
///
/// | constraint | equation | marker | other |
/// |---|---|---|---|
/// | `e <= 0` | `e + s = 0` (optional: `e + s - r = 0`) | slack s, +1 | error r |
/// | `e >= 0` | `e - s = 0` (optional: `e - s + r = 0`) | slack s, -1 | error r |
/// | `e == 0` required | `e + d = 0` | dummy d, +1 | none |
/// | `e == 0` optional | `e - p + m = 0` | error p, -1 | error m |
///
/// The marker and the other symbol appear in no other constraint's
/// equation, so the row in which the marker is basic (or could be made
/// basic) is the constraint itself, and its coefficient in any row tells
/// how much of the constraint that row is made of (which names conflicts).
///
/// Forty bytes (`RecordTable` holds one per constraint): the
/// marker's coefficient, +1 or -1, is kept as its sign.
struct ConstraintRecord {
    let constraint: Constraint
    /// The constant of the expression, as the solver holds it now.
    var constant: Double
    /// The order of insertion, for listing conflicts in a fixed order.
    let serial: Int
    let marker: Symbol
    /// The error paired with the marker, or -1.
    let other: Symbol
    /// The objective level of an optional constraint, or -1.
    let level: Symbol
    /// The level of `other`: `level` but for a two-sided equality.
    let otherLevel: Symbol
    private let markerIsNegative: Bool

    /// +1 or -1.
    var markerCoefficient: Double { markerIsNegative ? -1 : 1 }

    init(constraint: Constraint, constant: Double, marker: Symbol, markerCoefficient: Double, other: Symbol,
         level: Symbol, otherLevel: Symbol, serial: Int) {
        assert(abs(markerCoefficient) == 1, "a marker's coefficient is +1 or -1")
        self.constraint = constraint
        self.constant = constant
        self.serial = serial
        self.marker = marker
        self.other = other
        self.level = level
        self.otherLevel = otherLevel
        markerIsNegative = markerCoefficient < 0
    }

    /// The objective level of error `e`, the marker or the other symbol.
    func level(of e: Symbol) -> Symbol { e == other ? otherLevel : level }
}

/// A variable some held constraint uses: its symbol and how many constraints use it.
struct VariableEntry {
    let symbol: Symbol
    var uses: Int32
}

extension Tableau {
    /// How many basic free variables of a new row `insert` replaces by
    /// their rows while looking for a free subject (a few: a local
    /// variable's row lies one or two steps away).
    static let partialExpansions = 4

    /// Adds a validated constraint in solved form; the objective may not be
    /// optimal afterwards.
    /// - Throws: `.unsatisfiable` when it is required and cannot hold.
    mutating func insert(_ constraint: Constraint, serial: Int, constant: Double? = nil) throws(SolverError) {
        let expression = constraint.expression
        let constant = constant ?? expression.constant
        // Sized for the terms, the marker and the error: growing cell by
        // cell reallocates at 1, 2, 4 cells.
        var row = Row(constant: constant, cells: Cells(minimumCapacity: expression.list.count + 2))
        for term in expression.list { row.add(term.coefficient, to: useSymbol(of: term.variable)) }
        let required = constraint.priority.isRequired
        let level = required ? -1 : levelSymbol(for: constraint.priority.rawValue)
        // A two-sided equality's error below zero (`other`) counts at its own level.
        let otherLevel = constraint.isTwoSided ? levelSymbol(for: constraint.priorityBelow.rawValue) : level
        let marker: Symbol
        var other: Symbol = -1
        let markerCoefficient: Double
        switch (constraint.relation, required) {
        case (.equal, true):
            marker = newSymbol(.dummy)
            markerCoefficient = 1
        case (.equal, false):
            marker = newSymbol(.error)
            other = newSymbol(.error)
            markerCoefficient = -1
            row.add(1, to: other)
            addToCell(level, marker, 1)
            addToCell(otherLevel, other, 1)
        case (.lessThanOrEqual, _), (.greaterThanOrEqual, _):
            marker = newSymbol(.slack)
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            if !required {
                other = newSymbol(.error)
                row.add(-markerCoefficient, to: other)
                addToCell(level, other, 1)
            }
        }
        row.add(markerCoefficient, to: marker)
        setRecord(
            ConstraintRecord(
                constraint: constraint, constant: constant, marker: marker,
                markerCoefficient: markerCoefficient, other: other, level: level, otherLevel: otherLevel,
                serial: serial),
            for: Key(constraint))

        let tie = required && constraint.relation == .equal
        if let (partial, subject, raises) = freeSubjectExpanding(row, searchingFurther: tie) {
            // A variable that only free variables' rows hold: its row may
            // keep the rows of free variables it is given (see
            // `Tableau+FreeRows`), ranked above them, and the rows that
            // hold it above it.
            row = partial
            let a = row.cells.removeValue(forKey: subject)!
            row.scale(by: -1 / a)
            row.rank = rank(of: row.cells)
            createRow(subject, row)
            for (r, rank) in raises { setRank(r, rank) }
            return
        }
        row = expandedNotingCancellation(row)
        if row.constant < 0 { row.scale(by: -1) }
        if let subject = subject(of: row, marker: marker, other: other) {
            solve(consume row, for: subject)
        } else if row.cells.keys.allSatisfy({ kind(of: $0) == .dummy }) {
            // Only required equalities: the new one is implied by them if
            // the constant is zero, and contradicts them if not.
            guard isRounding(row, of: nil, near: constraint, constant: constant) else {
                throw .unsatisfiable(constraint, conflicts: conflicts(row.cells.keys, with: constraint))
            }
            row.constant = 0
            solve(consume row, for: marker)
        } else if let combination = equalitiesBesideDrift(row, adding: constraint) {
            // The same, where the other cells are drift (a millionth of the
            // markers', and the refined weights cancel every variable).
            var markers = Row()
            for (s, a) in row.cells where kind(of: s) == .dummy { markers.cells[s] = a }
            guard abs(combination.sum) <= combination.allowed else {
                throw .unsatisfiable(constraint, conflicts: conflicts(markers.cells.keys, with: constraint))
            }
            solve(markers, for: marker)
        } else {
            try insertWithArtificial(row, for: constraint, constant: constant)
        }
    }

    /// `refinedCombination` of a row of required equalities' markers and
    /// slacks or errors below `Tableau.suspectedCellCancellation` of the
    /// markers' largest (drift of ill-conditioned pivots), or nil.
    private func equalitiesBesideDrift(_ row: Row, adding constraint: Constraint) -> (sum: Double, allowed: Double)? {
        var markers = 0.0, others = 0.0
        for (s, a) in row.cells {
            switch kind(of: s) {
            case .dummy: markers = max(markers, abs(a))
            case .external: return nil
            default: others = max(others, abs(a))
            }
        }
        guard others < Tableau.suspectedCellCancellation * markers else { return nil }
        return refinedCombination(ofEqualities: row, adding: constraint)
    }

    /// What the rows `freeSubjectExpanding` would expand into a row hold.
    private enum FreeLook {
        /// A free variable that only free variables' rows hold.
        case found
        /// None, and no row is left to expand.
        case exhausted
        /// None within `Tableau.partialExpansions` rows; more rows lie behind.
        case beyondReach
    }

    /// Whether the rows `freeSubjectExpanding` would expand into `row` (the
    /// lowest rank first, as many) hold a free variable that only free
    /// variables' rows hold: a look that builds nothing, before the
    /// expansions that copy rows (on enaml, 76 of 113 new rows find none).
    private func expandingMayFree(_ row: Row) -> FreeLook {
        var pending = row.cells.keys.filter { isBasic($0) }
        for _ in 0..<Tableau.partialExpansions {
            guard let s = lowestRanked(pending) else { return .exhausted }
            pending.remove(at: pending.firstIndex(of: s)!)
            for (t, _) in self.row(of: s)!.cells {
                if isBasic(t) {
                    if !pending.contains(t) { pending.append(t) }
                } else if kind(of: t) == .external && isHeldByFreeRowsOnly(t) {
                    return .found
                }
            }
        }
        return pending.isEmpty ? .exhausted : .beyondReach
    }

    /// The basic symbol among `symbols` to expand first: the lowest rank,
    /// then the smallest symbol (nil if none is basic).
    private func lowestRanked(_ symbols: some Sequence<Symbol>) -> Symbol? {
        var lowest: (symbol: Symbol, rank: Int32)?
        for s in symbols {
            guard let definition = self.row(of: s) else { continue }
            if let l = lowest, (definition.rank, s) >= (l.rank, l.symbol) { continue }
            lowest = (s, definition.rank)
        }
        return lowest?.symbol
    }

    /// Whether only free variables' rows hold `s` (no restricted row and
    /// no objective level), so that solving for it keeps them feasible.
    func isHeldByFreeRowsOnly(_ s: Symbol) -> Bool {
        rows(holding: s).allSatisfy { kind(of: $0) == .external }
    }

    /// A free subject (see `freeSubject(of:)`) of `row`, or of `row` with
    /// some of its basic free variables replaced by their rows, one at a
    /// time, the lowest rank first: a variable tied to a long chain
    /// (`row.top == guide.top`, the guide's top a local variable's row) is
    /// solved for the local variable in terms of the chain's last row,
    /// instead of in the chain's full expansion. At most
    /// `Tableau.partialExpansions` rows are so replaced; with the row
    /// they give. If the look finds none within reach and the row holds
    /// a long chain of rows, one found further away (`freeSubjectBehindRows`).
    private func freeSubjectExpanding(_ original: Row, searchingFurther: Bool) -> (Row, Symbol, [(Symbol, Int32)])? {
        var row = original
        for expansions in 0...Tableau.partialExpansions {
            if let (subject, raises) = freeSubject(of: row) { return (row, subject, raises) }
            guard expansions < Tableau.partialExpansions else { break }
            if expansions == 0 {
                switch expandingMayFree(row) {
                case .found: break
                case .exhausted: return nil
                case .beyondReach:
                    // Further for a required equality (what ties a subtree
                    // to its parent) that ends a chain longer than the look
                    // reaches: a basic symbol ranked `partialExpansions` or more.
                    guard searchingFurther, rank(of: row.cells) > Tableau.partialExpansions else { return nil }
                    return freeSubjectBehindRows(original)
                }
            }
            // Only free variables' rows hold basic symbols, and only free ones.
            guard let s = lowestRanked(row.cells.keys) else { return nil }
            row.substitute(s, by: self.row(of: s)!)
            // No free variable left (a size's hugging meets the size's own
            // row): none to find by expanding further.
            guard row.cells.keys.contains(where: { kind(of: $0) == .external }) else { return nil }
        }
        return nil
    }

    /// A free variable of `row` that can be solved for without expanding
    /// the row: nonbasic, held by free variables' rows only, and no basic
    /// symbol of the row depends on it. With it, the new ranks of the rows
    /// that depend on it. One that no row holds first, then the largest
    /// coefficient (the safest division), then the smallest symbol; none
    /// below `Tableau.smallestSubjectShare` of the row's largest coefficient.
    func freeSubject(of row: Row) -> (Symbol, [(Symbol, Int32)])? {
        // The common case first, without allocating: a variable in no row.
        var fresh: (symbol: Symbol, size: Double)?
        var others = false
        var largest = 0.0
        for (s, a) in row.cells {
            largest = max(largest, abs(a))
            guard kind(of: s) == .external && !isBasic(s) else { continue }
            if rows(holding: s).isEmpty {
                if let f = fresh, (abs(a), f.symbol) < (f.size, s) { continue }
                fresh = (s, abs(a))
            } else {
                others = true
            }
        }
        let smallest = Tableau.smallestSubjectShare * largest
        if let fresh, fresh.size >= smallest { return (fresh.symbol, []) }
        guard others else { return nil }
        let candidates = row.cells.keys.filter { s in
            kind(of: s) == .external && !isBasic(s) && abs(row.cells[s]!) >= smallest && isHeldByFreeRowsOnly(s)
        }
        let order = candidates.sorted { (-abs(row.cells[$0]!), $0) < (-abs(row.cells[$1]!), $1) }
        let given = Set(row.cells.keys.filter { isBasic($0) })
        let rank = self.rank(of: row.cells)
        for s in order {
            if let raises = ranksAbove(s, at: rank, avoiding: given) { return (s, raises) }
        }
        return nil
    }

    /// The rows that depend on `s` (hold it, or hold such rows) whose rank
    /// must rise once `s` is basic at `rank`, with their new ranks; nil if
    /// one of `given` is among them (solving for `s` would make a cycle).
    /// A row already high enough ends the walk: what depends on it is
    /// higher still, so above every one of `given`.
    private func ranksAbove(_ s: Symbol, at rank: Int32, avoiding given: Set<Symbol>) -> [(Symbol, Int32)]? {
        var raised: [Symbol: Int32] = [:]
        var queue = [(s, rank)]
        while let (t, r) = queue.popLast() {
            for h in rows(holding: t) {
                if given.contains(h) { return nil }
                let current = raised[h] ?? row(of: h)!.rank
                guard current <= r else { continue }
                raised[h] = r + 1
                queue.append((h, r + 1))
            }
        }
        return raised.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The symbol to solve a new row for, if one keeps the tableau feasible
    /// as it is: a free variable that no restricted row or objective holds
    /// (the largest coefficient, then the smallest symbol; not below
    /// `Tableau.smallestSubjectShare` of the row's largest), or the
    /// constraint's own slack or error with a negative coefficient (the
    /// row's constant is not negative).
    private func subject(of row: Row, marker: Symbol, other: Symbol) -> Symbol? {
        var best: (symbol: Symbol, size: Double)?
        var largest = 0.0
        for (s, a) in row.cells {
            largest = max(largest, abs(a))
            guard kind(of: s) == .external else { continue }
            if let b = best, (abs(a), b.symbol) < (b.size, s) { continue }
            if isHeldByFreeRowsOnly(s) { best = (s, abs(a)) }
        }
        // The largest coefficient of those, if not too small to divide by.
        if let best, best.size >= Tableau.smallestSubjectShare * largest { return best.symbol }
        for s in [marker, other] where s >= 0 && kind(of: s) != .dummy && row.coefficient(of: s) < 0 {
            return s
        }
        return nil
    }

    /// Makes `row` (an equation `0 = row`) the row of `subject`, which it holds.
    private mutating func solve(_ row: consuming Row, for subject: Symbol) {
        let a = row.cells.removeValue(forKey: subject)!
        row.scale(by: -1 / a)
        substitute(subject, by: row)
        createRow(subject, row)
    }

    /// Adds `row` through an artificial variable: the row of a new
    /// restricted symbol, brought to zero by the simplex (phase one).
    private mutating func insertWithArtificial(_ row: Row, for constraint: Constraint, constant: Double) throws(SolverError) {
        let artificial = newSymbol(.slack)
        createRow(artificial, row)
        try optimize(cost: artificial) { !$0.isBasic(artificial) }
        if let left = self.row(of: artificial) {
            guard left.constant <= 0
                || isRounding(left, of: artificial, near: constraint, constant: constant)
            else {
                throw .unsatisfiable(constraint, conflicts: conflicts(left.cells.keys, with: constraint))
            }
            setConstant(artificial, 0, magnitude: 0)
            if left.cells.isEmpty {
                deleteRow(artificial)
            } else {
                // At zero, any symbol of the row can take its place: a
                // pivot that moves nothing. A dummy only if nothing else.
                let entering =
                    left.cells.keys.filter { kind(of: $0).canEnter }.min() ?? left.cells.keys.min()!
                pivot(leaving: artificial, entering: entering)
            }
        }
        clearColumn(artificial)
        release(artificial)
    }
}
