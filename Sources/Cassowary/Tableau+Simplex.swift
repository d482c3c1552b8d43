extension Tableau {
    // MARK: Pivoting

    /// Replaces `s` by `row` (its definition) in every row that holds it.
    mutating func substitute(_ s: Symbol, by row: Row) {
        var objective = false
        clearColumn(s) { t, r, a in
            t.addCells(of: row, times: a, to: r)
            if t.kind(of: r) != .objective {
                t.setConstant(
                    r, constantSum(t.rows[Int(r)]!.constant, a * row.constant), magnitude: abs(a) * row.magnitude)
            } else {
                objective = true
            }
            t.compact(r)
        }
        if objective { noteCosts(of: row) }
    }

    /// Exchanges basic `leaving` for nonbasic `entering`, which its row holds.
    mutating func pivot(leaving: Symbol, entering: Symbol) {
        var row = deleteRow(leaving)
        let a = row.cells.removeValue(forKey: entering)!
        row.cells[leaving] = -1
        row.scale(by: -1 / a)
        substitute(entering, by: row)
        createRow(entering, row)
    }

    // MARK: The objective

    /// The sign of the first nonzero cost of `s`, highest priority first (0 if none).
    func costSign(of s: Symbol) -> Double {
        guard levels.count <= Tableau.fewLevels else { return costSignByColumn(of: s) }
        return Tableau.costSign(of: s, levels: levels, rows: rows)
    }

    /// `costSign` with few levels (static, so that a caller changing the tableau copies nothing).
    static func costSign(of s: Symbol, levels: [Level], rows: [Row?]) -> Double {
        rows.withUnsafeBufferPointer { rows in
            for level in levels {
                if let c = rows[Int(level.symbol)]!.cells[s] { return c < 0 ? -1 : 1 }
            }
            return 0
        }
    }

    /// `costSign(of: s)` were its cost at `level` `cost`.
    func costSign(of s: Symbol, at level: Symbol, being cost: Double) -> Double {
        guard levels.count <= Tableau.fewLevels else { return costSignByColumn(of: s, replacing: (level, cost)) }
        for l in levels {
            let c = l.symbol == level ? cost : row(of: l.symbol)!.cells[s] ?? 0
            if c != 0 { return c < 0 ? -1 : 1 }
        }
        return 0
    }

    /// `costSign` read from the column of `s`, with the cost at one level replaced if asked.
    private func costSignByColumn(of s: Symbol, replacing: (level: Symbol, cost: Double)? = nil) -> Double {
        var best: (priority: Double, cost: Double)?
        if let replacing, replacing.cost != 0 { best = (priorityOfLevel[replacing.level]!, replacing.cost) }
        rows(holding: s).forEachRow { r in
            guard r != replacing?.level, let p = priorityOfLevel[r], best.map({ p > $0.priority }) ?? true else { return }
            best = (p, row(of: r)!.cells[s]!)
        }
        return best.map { $0.cost < 0 ? -1 : 1 } ?? 0
    }

    /// Up to this many levels, searching each costs less than reading a column.
    static let fewLevels = 16

    /// The dual simplex's ratio test: of `candidates` (each with the factor
    /// turning its costs into costs per unit of repair), the cheapest, level by
    /// level. Costs within ``Tolerance/cancellation`` of the least stay for the
    /// lower levels to decide; then the larger pivot, or under `bland` the smaller symbol.
    func leastCostRatio(
        _ candidates: [(symbol: Symbol, factor: Double, pivot: Double)], bland: Bool
    ) -> Symbol? {
        var left = candidates
        let order: [Symbol]
        if levels.count <= Tableau.fewLevels {
            order = levels.map(\.symbol)
        } else {
            var held = Set<Symbol>()
            for c in candidates { for r in rows(holding: c.symbol) where priorityOfLevel[r] != nil { held.insert(r) } }
            order = held.sorted { priorityOfLevel[$0]! > priorityOfLevel[$1]! }
        }
        for level in order where left.count > 1 {
            let cells = row(of: level)!.cells
            let costs = left.map { (cells[$0.symbol] ?? 0) * $0.factor }
            let least = costs.min()!
            left = zip(left, costs).filter { $1 == least || cancels($1 - least, $1, -least) }.map(\.0)
        }
        let best = left.min { a, b in
            bland || a.pivot == b.pivot ? a.symbol < b.symbol : a.pivot > b.pivot
        }
        return best?.symbol
    }

    /// The symbol whose entering lowers the objective (the levels, or the row
    /// `cost` in phase one) and its direction; nil at the optimum. The one in the
    /// fewest rows (a pivot rewrites them all), then the smallest; under `bland`, the smallest.
    func enteringSymbol(cost: Symbol?, bland: Bool = true) -> (symbol: Symbol, direction: Double)? {
        guard let cost else {
            let chosen: Symbol?
            if bland {
                chosen = improving.min()
            } else {
                chosen = improving.min { (columnSize($0), $0) < (columnSize($1), $1) }
            }
            return chosen.map { ($0, kind(of: $0) == .external && costSign(of: $0) > 0 ? -1 : 1) }
        }
        var best: (symbol: Symbol, direction: Double, size: Int)?
        let row = self.row(of: cost)!
        func improves(_ s: Symbol, _ c: Double) -> Bool {
            switch kind(of: s) {
            case .slack, .error: c < 0
            case .external: true
            default: false
            }
        }
        // Phase one skips a cost far below the largest (a pivot on it
        // multiplies rounding as many times), except under Bland's rule.
        var least = 0.0
        if !bland {
            for (s, c) in row.cells where improves(s, c) { least = max(least, abs(c)) }
            least *= Tableau.smallestEnteringShare
        }
        for (s, c) in row.cells where abs(c) >= least && improves(s, c) {
            let size = columnSize(s)
            if let b = best, bland ? s > b.symbol : (size, s) > (b.size, b.symbol) { continue }
            best = (s, c < 0 ? 1 : -1, size)
        }
        return best.map { ($0.symbol, $0.direction) }
    }

    /// The restricted row that first blocks `entering` moving in `direction`, and
    /// how far it may move. Ratios within `ratioTie` tie, and go to the larger
    /// pivot, or under Bland's rule to the smaller symbol. Between ratios of 0
    /// and equal pivots, an error (a symbol with a cost) leaves before a slack:
    /// a stack's guide pulled thin at 51 does not pivot through each view first.
    func leavingRow(entering: Symbol, direction: Double, bland: Bool) -> (row: Symbol, ratio: Double)? {
        let column = rows(holding: entering)
        // The candidates on the stack: no allocation per pivot.
        typealias Candidate = (row: Symbol, ratio: Double, pivot: Double)
        return withUnsafeTemporaryAllocation(of: Candidate.self, capacity: column.count) { buffer in
            var count = 0
            column.forEachRow { r in
                let k = kind(of: r)
                guard k.isRestricted else { return }
                // Read in place: a copy of the row would retain its cells.
                let (a, constant) = rows.withUnsafeBufferPointer { ($0[Int(r)]!.cells[entering]! * direction, $0[Int(r)]!.constant) }
                let ratio: Double
                if k == .dummy {
                    ratio = 0
                } else if a < 0 {
                    ratio = max(0, constant) / -a
                } else {
                    return
                }
                buffer.initializeElement(at: count, to: (r, ratio, abs(a)))
                count += 1
            }
            // In the order of the rows, so that the choice does not depend on
            // the order of the column (ties within rounding are not transitive).
            var candidates = UnsafeMutableBufferPointer(rebasing: buffer[..<count])
            candidates.sort { $0.row < $1.row }
            var best: Candidate?
            for c in candidates {
                if let b = best {
                    if bland {
                        if c.ratio >= b.ratio { continue }
                    } else if abs(c.ratio - b.ratio) <= Tableau.ratioTie * max(c.ratio, b.ratio) {
                        if c.pivot < b.pivot { continue }
                        let errorFirst = c.ratio == 0 && kind(of: c.row) == .error && kind(of: b.row) != .error
                        if c.pivot == b.pivot && !errorFirst { continue }
                    } else if c.ratio > b.ratio {
                        continue
                    }
                }
                best = c
            }
            return best.map { ($0.row, $0.ratio) }
        }
    }

    /// Bounds one simplex run: beyond it, rounding made the tableau inconsistent.
    var pivotLimit: Int { 10_000 + 50 * kinds.count }

    /// After this many degenerate pivots in a row, Bland's rule, which cannot cycle.
    static let degeneratePivotsBeforeBland = 50

    /// The primal simplex: pivots until no symbol lowers the objective rows
    /// `cost` (by default every level), keeping restricted rows feasible.
    mutating func optimize(cost: Symbol? = nil, until done: (Tableau) -> Bool = { _ in false }) throws(SolverError) {
        var pivots = 0
        var degenerate = 0
        while !done(self) {
            let bland = degenerate >= Tableau.degeneratePivotsBeforeBland
            guard let (entering, direction) = enteringSymbol(cost: cost, bland: bland) else { return }
            pivots += 1
            guard pivots <= pivotLimit else { throw .numericalFailure("the simplex did not converge") }
            guard let (leaving, ratio) = leavingRow(entering: entering, direction: direction, bland: bland) else {
                // Nothing limits the move: the objective, a sum of errors,
                // cannot fall without end, so rounding made the tableau inconsistent.
                throw .numericalFailure("the objective is unbounded")
            }
            degenerate = ratio == 0 ? degenerate + 1 : 0
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The dual simplex: repairs `infeasibleRows` keeping the objective optimal,
    /// in at most `budget` pivots. A row that cannot be repaired, off by more
    /// than rounding (`isRounding`), is a contradiction.
    mutating func dualOptimize(
        changing constraint: Constraint, to constant: Double, pivots budget: Int
    ) throws(SolverError) -> DualOutcome {
        var pivots = 0
        while let r = infeasibleRows.min() {
            infeasibleRows.remove(r)
            guard let row = row(of: r) else { continue }
            let k = kind(of: r)
            let c = row.constant
            guard k == .dummy ? c != 0 : c < 0 else { continue }
            // Raise the basic symbol if negative, lower it (a dummy's) if positive.
            let up: Double = c < 0 ? 1 : -1
            // Each candidate moves the way that raises the row; its cost per
            // unit of repair is its objective cost that way over its coefficient.
            var candidates: [(symbol: Symbol, factor: Double, pivot: Double)] = []
            for (s, a) in row.cells {
                switch kind(of: s) {
                case .slack, .error: guard up * a > 0 else { continue }
                case .external: break
                default: continue
                }
                candidates.append((s, (up * a > 0 ? 1 : -1) / abs(a), abs(a)))
            }
            let bland = pivots >= Tableau.degeneratePivotsBeforeBland
            guard let entering = leastCostRatio(candidates, bland: bland) else {
                // Nothing can repair it: a contradiction, unless it is only rounding.
                guard isRounding(row, of: r, near: constraint, constant: constant) else { return .contradiction(r) }
                setConstant(r, 0, magnitude: 0)
                continue
            }
            pivots += 1
            guard pivots <= budget else { return .tooLong }
            guard pivots <= pivotLimit else { throw .numericalFailure("the dual simplex did not converge") }
            pivot(leaving: r, entering: entering)
        }
        return .repaired
    }

    /// How a run of the dual simplex ended.
    enum DualOutcome {
        /// Every row is feasible again.
        case repaired
        /// This row cannot be: the required constraints contradict.
        case contradiction(Symbol)
        /// It took more pivots than it was given.
        case tooLong
    }
}
