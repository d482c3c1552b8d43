extension Solver {
    /// Whether the variable could take another value with every constraint
    /// still as satisfied as now: some free direction of the optimum moves it.
    ///
    /// Auto Layout calls such a layout ambiguous. The test looks at the final
    /// tableau: a nonbasic symbol whose objective coefficient is zero at every
    /// priority can move without cost; if it can move (no degenerate row
    /// blocks it) and the variable's row depends on it, the variable is not
    /// determined.
    ///
    /// ```swift
    /// try solver.add(x + y == 10)
    /// solver.isAmbiguous(x)   // true: any split of 10 is as good
    /// ```
    public func isAmbiguous(_ variable: Variable) -> Bool {
        freeDirection(for: variable) != nil
    }

    /// Moves the solution along a free direction that changes `variable`
    /// (UIKit's `exerciseAmbiguityInLayout`): to the next vertex of the
    /// optimum, or, when nothing limits the direction, until the variable is
    /// zero. Returns false when the variable is determined or cannot move so.
    @discardableResult
    public func exerciseAmbiguity(of variable: Variable) -> Bool {
        guard let (symbol, _, limit) = freeDirection(for: variable) else { return false }
        if let limit {
            tableau.pivot(limit, entering: symbol)
            return true
        }
        let v = tableau.varSymbols[variable.id]!
        let slot = tableau.symbols[Int(v)].row
        guard slot >= 0 else { return false }
        let a = tableau.rows[Int(slot)].coefficient(of: symbol)
        guard a != 0 else { return false }
        let move = -tableau.rows[Int(slot)].constant / a
        for row in tableau.rows where row.basic >= 0 {
            guard tableau.isRestricted(row.basic) else { continue }
            let c = row.constant + row.coefficient(of: symbol) * move
            if c < 0, !nearZero(c) { return false }
        }
        tableau.pivot(slot, entering: symbol)
        return true
    }

    /// A costless nonbasic symbol that moves `variable`, its direction, and
    /// the row that limits the move (nil when unbounded).
    private func freeDirection(for variable: Variable) -> (Symbol, Double, Int32?)? {
        guard let v = tableau.varSymbols[variable.id] else { return nil }
        // Every row is read, up to date.
        tableau.resolveAll()
        let t = tableau
        let slot = t.symbols[Int(v)].row
        var candidates: [(Symbol, Double)] = []
        if slot < 0 {
            candidates = [(v, 1), (v, -1)]
        } else {
            for cell in t.rows[Int(slot)].cells {
                let data = t.symbols[Int(cell.symbol)]
                guard data.kind != .dummy, t.hasZeroCost(cell.symbol) else { continue }
                candidates.append((cell.symbol, 1))
                if data.kind == .external { candidates.append((cell.symbol, -1)) }
            }
        }
        for (s, direction) in candidates where t.hasZeroCost(s) {
            var blocked = false
            var limit: Int32?
            var best = Double.infinity
            for (i, row) in t.rows.enumerated() where row.basic >= 0 {
                let basic = row.basic
                guard t.isRestricted(basic) else { continue }
                let a = row.coefficient(of: s) * direction
                guard a < 0 else { continue }
                if nearZero(row.constant) { blocked = true; break }
                let ratio = -row.constant / a
                if ratio < best { best = ratio; limit = Int32(i) }
            }
            if !blocked { return (s, direction, limit) }
        }
        return nil
    }
}
