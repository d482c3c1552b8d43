extension Tableau {
    // MARK: Primal simplex

    /// Pivots until no nonbasic symbol can lower the objective; returns
    /// whether it pivoted.
    @discardableResult mutating func optimize() -> Bool {
        var pivoted = false
        while let (symbol, direction) = nextEntering() {
            guard let slot = leavingRow(for: symbol, direction: direction) else {
                // Unbounded in this direction. Every objective here is a sum of
                // non-negative errors, so this cannot happen with exact
                // arithmetic; skip the symbol rather than loop.
                continue
            }
            pivot(slot, entering: symbol)
            pivoted = true
        }
        return pivoted
    }

    /// The lowest symbol that improves the current objective, with the
    /// direction (+1 or -1) in which it should move.
    private mutating func nextEntering() -> (Symbol, Double)? {
        while let s = entering.pop() {
            symbols[Int(s)].isQueued = false
            if isEnteringCandidate(s) {
                return (s, objective.sign(costSlot(s)) < 0 ? 1 : -1)
            }
        }
        return nil
    }

    /// The row whose restricted basic symbol first reaches zero as `symbol`
    /// moves in `direction`; ties go to the lowest basic symbol (Bland).
    private mutating func leavingRow(for symbol: Symbol, direction: Double) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Symbol.max
        forEachRow(holding: symbol) { slot, basic, kind, coefficient, constant in
            guard kind.isRestricted else { return }
            let a = coefficient * direction
            guard a < 0 else { return }
            let ratio = -constant / a
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best >= 0 ? best : nil
    }

    // MARK: Dual simplex

    /// Restores feasibility after constants changed, keeping the objective
    /// optimal. Returns the slot of a row that cannot be made feasible.
    mutating func dualOptimize() -> Int32? {
        var pivots = 0
        while let leaving = nextLeaving(lowest: pivots >= dualPivotsBeforeBland) {
            let slot = symbols[Int(leaving)].row
            guard slot >= 0 else { continue }
            let constant = effectiveConstant(slot)
            guard constant < 0, !nearZero(constant) else { continue }
            // (An alias is brought up to date: its cells are read.)
            resolveIfStale(slot)
            let row = rows[Int(slot)]
            guard let symbol = dualEntering(row, direction: 1) else {
                infeasible.push(leaving)
                return slot
            }
            pivot(slot, entering: symbol)
            pivots += 1
        }
        return nil
    }

    /// The queued symbol to leave the basis next: the one whose row's
    /// constant is the most negative (ties: the lowest symbol), or with
    /// `lowest` the lowest symbol; nil when none is still infeasible.
    /// The most negative first took the enaml build 34 pivots instead of 40.
    private mutating func nextLeaving(lowest: Bool) -> Symbol? {
        if lowest { return infeasible.pop() }
        var best = -1
        var bestValue = 0.0
        var bestSymbol = Symbol.max
        for (k, s) in infeasible.items.enumerated() {
            let slot = symbols[Int(s)].row
            guard slot >= 0 else { continue }
            let value = effectiveConstant(slot)
            if value < bestValue || (value == bestValue && s < bestSymbol) {
                best = k
                bestValue = value
                bestSymbol = s
            }
        }
        guard best >= 0, !nearZero(bestValue) else {
            infeasible.removeAll()
            return nil
        }
        return infeasible.remove(at: best)
    }

    /// The symbol of `row` whose entry moves its basic symbol in
    /// `direction` (+1 up, -1 down) and keeps every objective coefficient
    /// non-negative: the smallest cost / coefficient, lexicographically.
    @inline(__always) func dualEntering(_ row: Row, direction: Double) -> Symbol? {
        var best: Symbol = -1
        var bestCost = -1
        var bestCoefficient = 1.0
        row.withSortedCells { cells in
            for cell in cells {
                let a: Double
                switch symbols[Int(cell.symbol)].kind {
                case .dummy: continue
                case .external: a = abs(cell.coefficient)
                case .slack, .error:
                    guard cell.coefficient * direction > 0 else { continue }
                    a = abs(cell.coefficient)
                }
                let cost = costSlot(cell.symbol)
                if best < 0 || objective.compare(cost, over: a, bestCost, over: bestCoefficient) < 0 {
                    best = cell.symbol
                    bestCost = cost
                    bestCoefficient = a
                }
            }
        }
        return best >= 0 ? best : nil
    }
}
