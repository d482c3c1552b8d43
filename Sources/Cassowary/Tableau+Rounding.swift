/// Whether a row's constant is rounding or a contradiction (see ``Tolerance``).
///
/// A new row of required equalities' markers only says that
/// `new + Σ λk · held k = 0`, which holds if `c_new + Σ λk · c_k` is zero.
/// The weights λk carry the pivots' rounding, so they are first refined from
/// the constraints' own coefficients (one least-squares step).
extension Tableau {
    /// `c_new + Σ λk · c_k` with refined weights, and its allowance
    /// (`feasibility` times the terms, plus what the weights leave of the
    /// variables). Other cells are taken for drift. Nil if the weights do not refine.
    func refinedCombination(ofEqualities row: Row, adding constraint: Constraint) -> (sum: Double, allowed: Double)? {
        // The constraints and their weights (a dummy's coefficient is 1), by serial.
        var held: [(record: ConstraintRecord, weight: Double)] = []
        var new: Double?
        for (s, a) in row.cells where kind(of: s) == .dummy {
            guard let record = records.owner(of: s) else { return nil }
            if record.constraint === constraint { new = a } else { held.append((record, a)) }
        }
        guard let newWeight = new, !held.isEmpty else { return nil }
        held.sort { $0.record.serial < $1.record.serial }
        var index: [Int: Int] = [:]
        var values: [Double] = []
        func coefficients(of c: Constraint) -> [(Int, Double)] {
            c.expression.terms.map { term in
                let v = index[term.variable.id] ?? index.count
                if v == index.count { values.append(currentValue(of: term.variable)) }
                index[term.variable.id] = v
                return (v, term.coefficient)
            }
        }
        let newTerms = coefficients(of: constraint)
        let heldTerms = held.map { coefficients(of: $0.record.constraint) }
        let n = index.count, m = held.count
        // A: one column per held constraint; r = new·w + A·λ, the residual.
        var a = [[Double]](repeating: [Double](repeating: 0, count: m), count: n)
        var r = [Double](repeating: 0, count: n)
        for (v, c) in newTerms { r[v] += newWeight * c }
        for (k, terms) in heldTerms.enumerated() {
            for (v, c) in terms {
                a[v][k] += c
                r[v] += held[k].weight * c
            }
        }
        // Normal equations (AᵀA) δ = -Aᵀr, solved with partial pivoting.
        var matrix = [[Double]](repeating: [Double](repeating: 0, count: m + 1), count: m)
        for i in 0..<m {
            for j in 0..<m { for v in 0..<n { matrix[i][j] += a[v][i] * a[v][j] } }
            for v in 0..<n { matrix[i][m] -= a[v][i] * r[v] }
        }
        for col in 0..<m {
            guard let p = (col..<m).max(by: { abs(matrix[$0][col]) < abs(matrix[$1][col]) }),
                abs(matrix[p][col]) > 1e-12 * max(1, abs(matrix[col][col]))
            else { return nil }
            matrix.swapAt(col, p)
            for i in 0..<m where i != col {
                let f = matrix[i][col] / matrix[col][col]
                if f != 0 { for j in col...m { matrix[i][j] -= f * matrix[col][j] } }
            }
        }
        let weights = (0..<m).map { held[$0].weight + matrix[$0][m] / matrix[$0][$0] }
        // The refined weights must cancel each variable's terms.
        var residual = [Double](repeating: 0, count: n), size = residual
        for (v, c) in newTerms {
            residual[v] += newWeight * c
            size[v] += abs(newWeight * c)
        }
        for (k, terms) in heldTerms.enumerated() {
            for (v, c) in terms {
                residual[v] += weights[k] * c
                size[v] += abs(weights[k] * c)
            }
        }
        guard (0..<n).allSatisfy({ abs(residual[$0]) <= Tolerance.cancellation * size[$0] }) else { return nil }
        var sum = newWeight * constraint.expression.constant
        var constants = abs(sum), left = 0.0
        for k in 0..<m {
            sum += weights[k] * held[k].record.constant
            constants += abs(weights[k] * held[k].record.constant)
        }
        for v in 0..<n { left += abs(residual[v] * values[v]) }
        guard sum.isFinite else { return nil }
        return (sum, Tolerance.feasibility * constants + left)
    }

    /// The value of `variable` within a call (rows of rank above 0 added up afresh).
    func currentValue(of variable: Variable) -> Double {
        guard let s = variables[Key(variable)]?.symbol, let held = row(of: s) else { return 0 }
        return held.rank > 0 ? expanded(held).constant : held.constant
    }

    /// The rounding a row's constant may carry, relative to `Row.magnitude`.
    static let roundingAllowance = 1e-13

    /// Whether the constant of `row` (of `basic`) is only rounding of zero (see
    /// ``Tolerance/feasibility``): judged against the constraints' constants the
    /// row combines and `constraint`'s terms (for a new equality that held ones
    /// imply, on `refinedCombination`).
    func isRounding(_ row: Row, of basic: Symbol?, near constraint: Constraint, constant: Double) -> Bool {
        if basic == nil, let combination = refinedCombination(ofEqualities: row, adding: constraint) {
            return abs(combination.sum) <= combination.allowed
        }
        var magnitude = abs(constant)
        for term in constraint.expression.terms { magnitude += abs(term.coefficient * currentValue(of: term.variable)) }
        func add(_ s: Symbol, _ weight: Double) {
            if let record = records.owner(of: s) { magnitude += abs(weight * record.constant) }
        }
        for (s, a) in row.cells { add(s, a) }
        if let basic { add(basic, 1) }
        let adding = basic == nil || records.owner(of: basic!) == nil ? constraint : nil
        if let fresh = freshConstant(of: basic, row, adding: adding) {
            return abs(fresh) <= Tolerance.feasibility * magnitude
        }
        return abs(row.constant) <= Tolerance.feasibility * magnitude + Tableau.roundingAllowance * row.magnitude
    }

    /// The constant of the row of `basic` combined afresh, free of the pivots'
    /// rounding: the constraints' constants weighted as the row weighs their
    /// symbols, in serial order; nil if a restricted symbol belongs to no constraint.
    func freshConstant(of basic: Symbol?, _ row: Row, adding new: Constraint? = nil) -> Double? {
        var terms: [(serial: Int, value: Double)] = []
        var seesNew = false
        func add(_ s: Symbol, _ a: Double) -> Bool {
            guard let record = records.owner(of: s) else { return false }
            if record.constraint === new { seesNew = true }
            if s == record.marker {
                terms.append((record.serial, a / record.markerCoefficient * record.constant))
            } else if row.cells[record.marker] == nil && basic != record.marker {
                terms.append((record.serial, a / -record.markerCoefficient * record.constant))
            }
            return true
        }
        for (s, a) in row.cells where kind(of: s) != .external {
            guard add(s, a) else { return nil }
        }
        if let basic, kind(of: basic) != .external, records.owner(of: basic) != nil { _ = add(basic, -1) }
        if let new, !seesNew, let record = records[Key(new)] { terms.append((record.serial, record.constant)) }
        // By serial: the same state always gives the same bits.
        terms.sort { $0.serial < $1.serial }
        return terms.reduce(0.0) { $0 + $1.value }
    }
}

extension Tableau {
    /// How much larger than a row's constant `Row.magnitude` is for `refineValues` to run.
    static let lostDigits = 1e3

    /// One step of iterative refinement of the values when a call that lost
    /// digits ends: each involved constraint off at the current values shifts
    /// the rows holding its marker. Returns the rows shifted and the constraints.
    mutating func refineValues(_ changed: [Symbol]) -> (rows: [Symbol], shifted: [ConstraintRecord]) {
        guard changed.contains(where: { r in
            Int(r) < kinds.count && kinds[Int(r)] != .objective
                && rows[Int(r)].map { $0.constant != 0 && $0.magnitude > Tableau.lostDigits * abs($0.constant) } ?? false
        }) else { return ([], []) }
        var seen = Set<Key>()
        var held: [ConstraintRecord] = []
        func note(_ s: Symbol) {
            if let record = records.owner(of: s), seen.insert(Key(record.constraint)).inserted { held.append(record) }
        }
        for r in changed where Int(r) < kinds.count && kinds[Int(r)] != .objective {
            guard let row = rows[Int(r)] else { continue }
            note(r)
            for s in row.cells.keys where kinds[Int(s)] != .external { note(s) }
        }
        var shifts: [(record: ConstraintRecord, residual: Double)] = []
        for record in held {
            let (residual, size) = self.residual(of: record)
            guard abs(residual) > Tableau.roundingAllowance * size, residual.isFinite else { continue }
            shifts.append((record, residual))
        }
        shifts.sort { $0.record.serial < $1.record.serial }
        var corrected: [Symbol] = []
        for (record, residual) in shifts {
            if isBasic(record.marker) { corrected.append(record.marker) } else { corrected += rows(holding: record.marker) }
            shiftRows(holding: record.marker, by: residual / record.markerCoefficient, refining: true)
        }
        return (corrected, shifts.map(\.record))
    }

    /// How far the current values are from meeting `record`'s equation, and the size of its terms.
    func residual(of record: ConstraintRecord) -> (residual: Double, size: Double) {
        var residual = record.constant + record.markerCoefficient * value(of: record.marker)
        if record.other >= 0 { residual -= record.markerCoefficient * value(of: record.other) }
        var size = abs(residual)
        let constraint = record.constraint  // its terms read in place
        for k in 0..<constraint.terms.count {
            let v = constraint.terms.coefficient(at: k) * value(of: variables[Key(id: constraint.terms.id(at: k))]!.symbol)
            residual += v
            size += abs(v)
        }
        return (residual, size)
    }
}

/// Refactorization: rebuilding the rows from the constraints when drift is suspected.
extension Tableau {
    /// Rebuilds each row's coefficients as the combination of constraints its
    /// markers weigh, then each level from its errors' rows. Constants, ranks
    /// and basic cells stay, so no value moves; a row with a symbol of no constraint is left.
    mutating func refactor() {
        for _ in 0..<Tableau.refinementSteps {
            let refined = basicSymbols.compactMap { s in
                kind(of: s) == .objective ? nil : refinedRow(of: s).map { (s, $0) }
            }
            for (s, row) in refined {
                deleteRow(s)
                createRow(s, row)
            }
        }
        var costs: [Symbol: [Symbol: (sum: Double, size: Double)]] = [:]
        for record in records.values.sorted(by: { $0.serial < $1.serial }) where record.level >= 0 {
            for e in [record.marker, record.other] where e >= 0 && kind(of: e) == .error {
                guard let definition = row(of: e) else {
                    costs[record.level(of: e), default: [:]].accumulate(1, for: e)
                    continue
                }
                for (t, c) in definition.cells { costs[record.level(of: e), default: [:]].accumulate(c, for: t) }
            }
        }
        for level in levels {
            let fresh = (costs[level.symbol] ?? [:]).filter { !cancels($0.value.sum, $0.value.size, 0) }
            let old = row(of: level.symbol)!
            var symbols = Set(fresh.keys)
            for (s, _) in old.cells { symbols.insert(s) }
            for s in symbols.sorted() {
                let delta = (fresh[s]?.sum ?? 0) - old.coefficient(of: s)
                if delta != 0 { addToCell(level.symbol, s, delta) }
            }
        }
    }

    /// The cancellation of an expanded row that makes the call suspect drift.
    static let suspectedCancellation = 1e-2

    /// The cancellation of one cell, or its share of the row's largest, that makes the call suspect drift.
    static let suspectedCellCancellation = 1e-6

    /// The smallest coefficient a new row's free subject may have, as a share
    /// of the row's largest: dividing by less multiplies the row's rounding.
    static let smallestSubjectShare = 1e-3

    /// The smallest cost phase one enters, as a share of the largest (Bland's rule aside).
    static let smallestEnteringShare = 1e-6

    /// Within this (relative), two ratios of the primal ratio test tie: the row
    /// not chosen goes below zero by as much.
    static let ratioTie = 1e-12

    /// Steps of refinement: the first leaves ε², the second rounding only.
    static let refinementSteps = 2

    /// The row of `b` with its cells computed afresh (see `refactor`), or nil.
    private func refinedRow(of b: Symbol) -> Row? {
        let row = self.row(of: b)!
        // The row as an identity: 0 = -b + constant + Σ cells.
        func identity(_ s: Symbol) -> Double { s == b ? -1 : row.coefficient(of: s) }
        var involved: [Key: ConstraintRecord] = [:]
        var basic: Set<Symbol> = []
        for (s, _) in row.cells where kind(of: s) != .external || isBasic(s) {
            if isBasic(s) { basic.insert(s); continue }
            guard let record = records.owner(of: s) else { return nil }
            involved[Key(record.constraint)] = record
        }
        if let record = records.owner(of: b) { involved[Key(record.constraint)] = record }
        var sums: [Symbol: (sum: Double, size: Double)] = [:]
        for record in involved.values.sorted(by: { $0.serial < $1.serial }) {
            let weight = identity(record.marker) / record.markerCoefficient
            guard weight != 0 else { return nil }
            for term in record.constraint.expression.terms {
                sums.accumulate(weight * term.coefficient, for: variables[Key(term.variable)]!.symbol)
            }
            sums.accumulate(weight * record.markerCoefficient, for: record.marker)
            if record.other >= 0 { sums.accumulate(-weight * record.markerCoefficient, for: record.other) }
        }
        let scale = -(sums.removeValue(forKey: b)?.sum ?? 0)
        guard abs(scale - 1) <= 1e-6 else { return nil }
        // Basic symbols keep their cells; the sums' difference from them goes through
        // their rows. Off by more than a millionth, the row is not what its markers say.
        let largest = sums.values.reduce(0.0) { max($0, $1.size) }
        let held = basic
        basic.formUnion(sums.keys.filter { isBasic($0) })
        // A correction's terms are as large as those it came from.
        var corrections: [(Symbol, Double, size: Double)] = []
        for v in basic.sorted() {
            let (sum, size) = sums.removeValue(forKey: v) ?? (0, 0)
            let residual = sum / scale - row.coefficient(of: v)
            guard abs(residual) <= 1e-6 * largest else { return nil }
            if residual != 0 { corrections.append((v, residual, size)) }
        }
        for (v, residual, size) in corrections {
            for (t, c) in expanded(self.row(of: v)!).cells {
                sums.accumulate(residual * c * scale, for: t, size: size * abs(c))
            }
        }
        var fresh = Row(constant: row.constant)
        fresh.magnitude = row.magnitude
        fresh.rank = row.rank
        for (s, entry) in sums where !cancels(entry.sum, entry.size, 0) { fresh.add(entry.sum / scale, to: s) }
        for v in held { fresh.add(row.coefficient(of: v), to: v) }
        return fresh
    }
}

extension Dictionary where Key == Symbol, Value == (sum: Double, size: Double) {
    /// Adds `term` to the sum of `s`, keeping the largest term's size (or `size`).
    fileprivate mutating func accumulate(_ term: Double, for s: Symbol, size: Double? = nil) {
        let old = self[s] ?? (0, 0)
        self[s] = (old.sum + term, Swift.max(old.size, size ?? abs(term)))
    }
}
