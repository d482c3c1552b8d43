extension Solver {
    /// Whether the variable could take another value with every constraint
    /// still as satisfied as now: some free direction of the optimum moves it.
    ///
    /// Auto Layout calls such a layout ambiguous. The test looks at the final
    /// tableau: a nonbasic symbol whose objective cost is zero at every
    /// priority moves nothing that matters; if it can move (no degenerate
    /// row blocks it) and the variable's row holds it, the variable is not
    /// determined.
    ///
    /// ```swift
    /// try solver.add(x + y == 10)
    /// solver.isAmbiguous(x)   // true: any split of 10 is as good
    /// ```
    public func isAmbiguous(_ variable: Variable) -> Bool {
        freeDirection(for: variable) != nil
    }

    /// Whether a constraint the solver holds uses the variable.
    ///
    /// ```swift
    /// try solver.add(x >= 0)
    /// solver.mentions(x)   // true
    /// ```
    package func mentions(_ variable: Variable) -> Bool {
        tableau.variables[Key(variable)] != nil
    }

    /// Whether the required equalities alone fix the variable's value: no
    /// change of an inequality or of an optional constraint can move it
    /// (its row, and the rows of the free variables it holds, hold no
    /// nonbasic symbol but required equalities' markers). A layout engine
    /// skips work that only matters for a size the constraints could still
    /// choose. Terms that would cancel are not looked for: false means
    /// "not known to be fixed".
    ///
    /// ```swift
    /// try solver.add(w == 359)
    /// solver.isFixedByRequiredEqualities(w)   // true
    /// ```
    package func isFixedByRequiredEqualities(_ variable: Variable) -> Bool {
        let t = tableau
        guard let symbol = t.variables[Key(variable)]?.symbol, t.isBasic(symbol) else { return false }
        var pending = [symbol]
        var seen: Set<Symbol> = [symbol]
        while let s = pending.popLast() {
            for c in t.row(of: s)!.cells.keys {
                if t.isBasic(c) {
                    if seen.insert(c).inserted { pending.append(c) }
                } else if t.kind(of: c) != .dummy {
                    return false
                }
            }
        }
        return true
    }

    /// Moves the solution along a free direction that changes `variable`
    /// (UIKit's `exerciseAmbiguityInLayout`): to the next vertex of the
    /// optimum; when nothing limits the direction, until the variable, or a
    /// free variable whose row holds it, is zero. Every constraint stays as satisfied as it was. Returns false
    /// when the variable is determined or cannot move so.
    ///
    /// ```swift
    /// try solver.add(x + y == 10)
    /// try solver.add(x >= 0)
    /// solver.exerciseAmbiguity(of: x)   // true: x moved, x + y is still 10
    /// ```
    @discardableResult
    public func exerciseAmbiguity(of variable: Variable) -> Bool {
        guard let (symbol, direction, limit) = freeDirection(for: variable) else { return false }
        let t = tableau
        let v = t.variables[Key(variable)]!.symbol
        let leaving: Symbol
        if let limit {
            leaving = limit
        } else if !t.isBasic(v) {
            // Unbounded, and the variable nonbasic (at zero): it takes the
            // place of a free variable whose row holds it, directly or
            // through other rows, and which then stops at zero.
            guard let row = freeRow(moving: v, direction: direction) else { return false }
            leaving = row
        } else {
            // Unbounded: move until the variable is zero, if that is a move
            // in the free direction.
            guard let row = t.row(of: v).map(t.expanded), let a = row.cells[symbol] else { return false }
            let move = -row.constant / a
            guard move * direction > 0 else { return false }
            leaving = v
        }
        tableau.begin()
        changes += 1
        tableau.expandRow(leaving)
        tableau.pivot(leaving: leaving, entering: symbol)
        return tableau.commitIfFinite()
    }

    /// The first row of a free variable (breadth first from the rows that
    /// hold `v`) whose pivot on `v` moves `v` in `direction`.
    private func freeRow(moving v: Symbol, direction: Double) -> Symbol? {
        let t = tableau
        var queue = t.rows(holding: v).sorted()
        var seen = Set(queue)
        var next = 0
        while next < queue.count {
            let r = queue[next]
            next += 1
            guard t.kind(of: r) == .external else { continue }
            let row = t.expanded(t.row(of: r)!)
            if let a = row.cells[v], -row.constant / a * direction > 0 { return r }
            for h in t.rows(holding: r).sorted() where seen.insert(h).inserted { queue.append(h) }
        }
        return nil
    }

    /// A costless nonbasic symbol that moves `variable`, the direction it
    /// moves in, and the row that limits the move (nil when unbounded).
    private func freeDirection(for variable: Variable) -> (Symbol, Double, Symbol?)? {
        let t = tableau
        guard let v = t.variables[Key(variable)]?.symbol else { return nil }
        var candidates: [(Symbol, Double)] = []
        if let row = t.row(of: v).map(t.expanded) {
            for s in row.cells.keys.sorted() where t.kind(of: s).canEnter {
                candidates.append((s, 1))
                if t.kind(of: s) == .external { candidates.append((s, -1)) }
            }
        } else {
            candidates = [(v, 1), (v, -1)]
        }
        for (s, direction) in candidates where t.costSign(of: s) == 0 {
            let limit = t.leavingRow(entering: s, direction: direction, bland: true)
            if let limit, limit.ratio == 0 { continue }
            return (s, direction, limit?.row)
        }
        return nil
    }
}
