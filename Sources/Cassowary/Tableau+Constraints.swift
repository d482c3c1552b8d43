/// A constraint the tableau holds: its current constant and its symbols.
///
/// `expression relation 0` is held as the equation
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
/// equation, so the marker's coefficient in any row tells how much of the
/// constraint that row is made of (which names conflicts).
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
    /// How many basic free variables of a new row `insert` may replace looking for a free subject.
    static let partialExpansions = 4

    /// Adds a validated constraint in solved form, not optimised.
    /// - Throws: `.unsatisfiable` when it is required and cannot hold.
    mutating func insert(_ constraint: Constraint, serial: Int, constant: Double? = nil) throws(SolverError) {
        let constant = constant ?? constraint.constant
        // Room for the terms, the marker and the error at once. The terms are
        // read in place (a copy would retain each variable's name).
        let count = constraint.terms.count
        var row = Row(constant: constant, cells: Cells(minimumCapacity: count + 2))
        for k in 0..<count {
            row.add(constraint.terms.coefficient(at: k), to: useSymbol(of: Key(id: constraint.terms.id(at: k))))
        }
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
            // A variable only free rows hold: its row keeps the basic free
            // variables it is given, ranked above them (see `Tableau+FreeRows`).
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

    /// `refinedCombination` of a row of required equalities' markers plus
    /// drift (cells below `suspectedCellCancellation` of the markers'), or nil.
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

    /// What `expandingMayFree` finds: a free subject, none and no row left, or none within reach.
    private enum FreeLook {
        case found
        case exhausted
        /// None within `Tableau.partialExpansions` rows; more rows lie behind.
        case beyondReach
    }

    /// Whether the rows `freeSubjectExpanding` would expand hold such a free
    /// variable: a look that copies no row, before the expansions that do.
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

    /// The basic symbol among `symbols` to expand first: lowest rank, then smallest.
    private func lowestRanked(_ symbols: some Sequence<Symbol>) -> Symbol? {
        var lowest: (symbol: Symbol, rank: Int32)?
        for s in symbols where isBasic(s) {
            let rank = rank(of: s)  // read in place
            if let l = lowest, (rank, s) >= (l.rank, l.symbol) { continue }
            lowest = (s, rank)
        }
        return lowest?.symbol
    }

    /// Whether only free variables' rows hold `s` (no restricted row or level): solving for it keeps them feasible.
    func isHeldByFreeRowsOnly(_ s: Symbol) -> Bool {
        // A long column keeps the count; a short one is read.
        let column = rows(holding: s)
        if let restricted = column.restricted {
            assert(restricted == column.count { kind(of: $0) != .external }, "restricted rows of \(s) miscounted")
            return restricted == 0
        }
        return column.allSatisfy { kind(of: $0) == .external }
    }

    /// A free subject of `row`, or of `row` with up to `partialExpansions` of
    /// its basic free variables replaced by their rows (lowest rank first),
    /// and the row: a variable tied to a chain is solved in terms of the
    /// chain's last row, not its full expansion (see `freeSubjectBehindRows`).
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
                    // Further only for a required equality (what ties a subtree to
                    // its parent) ending a chain longer than the look reaches.
                    guard searchingFurther, rank(of: row.cells) > Tableau.partialExpansions else { return nil }
                    return freeSubjectBehindRows(original)
                }
            }
            // Only free variables' rows hold basic symbols, and only free ones.
            guard let s = lowestRanked(row.cells.keys) else { return nil }
            row.substitute(s, by: self.row(of: s)!)
            // No free variable left: none to find by expanding further.
            guard row.cells.keys.contains(where: { kind(of: $0) == .external }) else { return nil }
        }
        return nil
    }

    /// A free variable of `row` to solve for without expanding it: nonbasic,
    /// held by free rows only, no basic symbol of the row depending on it;
    /// with the new ranks of the rows that do. One in no row first, then the
    /// largest coefficient (not below `smallestSubjectShare`), then the smallest.
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
            kind(of: s) == .external && !isBasic(s) && abs(row.cells[s]!) >= smallest
        }
        let order = candidates.sorted { (-abs(row.cells[$0]!), $0) < (-abs(row.cells[$1]!), $1) }
        let given = Set(row.cells.keys.filter { isBasic($0) })
        let rank = self.rank(of: row.cells)
        // Whether only free rows hold a candidate reads its column: asked in
        // order, not of all (a stack's shared edge is in a row of every view).
        for s in order where isHeldByFreeRowsOnly(s) {
            if let raises = ranksAbove(s, at: rank, avoiding: given) { return (s, raises) }
        }
        return nil
    }

    /// The rows depending on `s` whose rank must rise once `s` is basic at
    /// `rank`, with their new ranks; nil if one of `given` is among them (a cycle).
    private func ranksAbove(_ s: Symbol, at rank: Int32, avoiding given: Set<Symbol>) -> [(Symbol, Int32)]? {
        // A given row holding `s` itself, the usual cycle, is found without
        // reading the column of `s` (a stack's shared edge is in every view's row).
        if given.contains(where: { row(of: $0)!.cells[s] != nil }) { return nil }
        // The climb meets a cycle on its way, but may climb a whole chain (a
        // stack's positions) before it meets one a few rows up. Past its
        // budget, the cycle is looked for down from `given` (a chain's last
        // row stands on every row of the chain, so the climb is asked again
        // with a larger budget): the cost is that of the cheaper way.
        var budget = Tableau.shortClimb
        while true {
            switch raising(s, at: rank, avoiding: given, reading: budget) {
            case .cycle: return nil
            case let .raised(raises): return raises
            case .tooLong:
                guard let cycle = descends(from: given, to: s, budget: budget) else { break }
                if cycle { return nil }
                guard case let .raised(raises) = raising(s, at: rank, avoiding: given, reading: .max) else { return nil }
                return raises
            }
            budget *= 4
        }
    }

    /// Rows `ranksAbove` reads before it looks for a cycle from the other end.
    static let shortClimb = 256

    /// What `raising` found.
    private enum Climb {
        case raised([(Symbol, Int32)])
        case cycle
        /// More than the rows it was allowed to read.
        case tooLong
    }

    /// Climbs from `s` through the rows that depend on it, raising the ranks
    /// that must rise, until a row of `given` (a cycle) or past `limit` rows
    /// read. A row already high enough ends the way: what depends on it is higher still.
    private func raising(_ s: Symbol, at rank: Int32, avoiding given: Set<Symbol>, reading limit: Int) -> Climb {
        var raised: [Symbol: Int32] = [:]
        var queue = [(s, rank)]
        var read = 0
        defer { rowsWalked.count += read }
        while let (t, r) = queue.popLast() {
            guard read + columnSize(t) <= limit else { return .tooLong }
            read += columnSize(t)
            for h in rows(holding: t) {
                if given.contains(h) { return .cycle }
                let current = raised[h] ?? row(of: h)!.rank
                guard current <= r else { continue }
                raised[h] = r + 1
                queue.append((h, r + 1))
            }
        }
        return .raised(raised.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// Down from `given` through the rows of their basic symbols: whether
    /// one of those rows holds `s`; nil past `budget` cells read.
    private func descends(from given: Set<Symbol>, to s: Symbol, budget: Int) -> Bool? {
        var pending = Array(given), seen = given, read = 0
        defer { rowsWalked.count += read }
        while let r = pending.popLast() {
            let cells = row(of: r)!.cells
            guard read + cells.count <= budget else { return nil }
            read += cells.count
            if cells[s] != nil { return true }
            for t in cells.keys where isBasic(t) && seen.insert(t).inserted { pending.append(t) }
        }
        return false
    }

    /// The symbol to solve a new row for, keeping the tableau feasible: a free
    /// variable only free rows hold (the largest coefficient, not below
    /// `smallestSubjectShare`, then the smallest symbol), or the constraint's
    /// slack or error with a negative coefficient, or with either sign when
    /// the row's constant is 0 (its value is then 0): a constraint that only
    /// ties (a stack's edge `<=` each of its views) costs no pivot. At 0
    /// without its own (a required equality), any slack or error of the row,
    /// the one in the fewest rows; nil sends the row through phase one.
    private func subject(of row: Row, marker: Symbol, other: Symbol) -> Symbol? {
        var best: (symbol: Symbol, size: Double)?
        var largest = 0.0
        for (s, a) in row.cells {
            largest = max(largest, abs(a))
            guard kind(of: s) == .external else { continue }
            if let b = best, (abs(a), b.symbol) < (b.size, s) { continue }
            if isHeldByFreeRowsOnly(s) { best = (s, abs(a)) }
        }
        if let best, best.size >= Tableau.smallestSubjectShare * largest { return best.symbol }
        func usable(_ s: Symbol) -> Bool {
            s >= 0 && kind(of: s) != .dummy && (row.coefficient(of: s) < 0 || row.constant == 0)
        }
        switch (usable(marker), usable(other)) {
        case (true, true):
            // Either error of a tie: the marker unless its cost, spread over
            // the row, turns more costs at its level negative than the other's,
            // so that no pivot follows (n views' edges equal to one guide's).
            let turned = costsTurnedNegative(solving: row, for: marker)
            return turned > 0 && costsTurnedNegative(solving: row, for: other) < turned ? other : marker
        case (true, false): return marker
        case (false, true): return other
        case (false, false): break
        }
        guard row.constant == 0 else { return nil }
        // At zero any slack or error may be solved for (its value stays 0):
        // the one in the fewest rows, as a pivot would.
        var fewest: (symbol: Symbol, rows: Int)?
        for (s, a) in row.cells where (kind(of: s) == .slack || kind(of: s) == .error)
            && abs(a) >= Tableau.smallestSubjectShare * largest {
            let size = columnSize(s)
            if let f = fewest, (size, s) >= (f.rows, f.symbol) { continue }
            fewest = (s, size)
        }
        return fewest?.symbol
    }

    /// How many symbols of `row` solving it for new error `e` would make
    /// improving: their first nonzero cost, highest level first, turned
    /// negative (at the level of `e`, or below it where that one becomes 0).
    private func costsTurnedNegative(solving row: Row, for e: Symbol) -> Int {
        guard let level = rows(holding: e).first(where: { kind(of: $0) == .objective }) else { return 0 }
        let costs = self.row(of: level)!.cells
        let share = costs[e]! / row.cells[e]!
        var count = 0
        for (t, a) in row.cells where t != e && (kind(of: t) == .error || kind(of: t) == .slack) {
            let old = costs[t] ?? 0
            let new = old - share * a
            if new != old && costSign(of: t, at: level, being: new) < 0 && costSign(of: t) >= 0 { count += 1 }
        }
        return count
    }

    /// Makes `row` (an equation `0 = row`) the row of `subject`, which it holds.
    private mutating func solve(_ row: consuming Row, for subject: Symbol) {
        let a = row.cells.removeValue(forKey: subject)!
        row.scale(by: -1 / a)
        substitute(subject, by: row)
        createRow(subject, row)
    }

    /// Adds `row` as the row of a new slack that phase one brings to zero.
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
                // At zero, any symbol can take its place (a pivot that moves
                // nothing), a dummy only if nothing else.
                let entering =
                    left.cells.keys.filter { kind(of: $0).canEnter }.min() ?? left.cells.keys.min()!
                pivot(leaving: artificial, entering: entering)
            }
        }
        clearColumn(artificial)
        release(artificial)
    }
}
