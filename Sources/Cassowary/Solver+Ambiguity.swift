extension Solver {
    /// Whether the variable could take another value with every constraint
    /// still as satisfied (Auto Layout's ambiguity): a nonbasic symbol with
    /// zero cost at every priority, not blocked by a degenerate row, moves it,
    /// e.g. `solver.isAmbiguous(x)   // true after x + y == 10 alone`.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        freeDirection(for: variable) != nil
    }

    /// Whether a constraint the solver holds uses the variable, e.g. `solver.mentions(x)`.
    package func mentions(_ variable: Variable) -> Bool {
        tableau.variables[Key(variable)] != nil
    }

    /// Whether the required equalities alone fix the variable: its row, and
    /// the rows of the free variables it holds, hold no nonbasic symbol but
    /// required equalities' markers. False means "not known to be fixed"
    /// (cancelling terms are not looked for), e.g. `solver.isFixedByRequiredEqualities(w)`.
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
    /// optimum or, unbounded, until the variable (or a free variable whose row
    /// holds it) is zero. Every constraint stays as satisfied as it was. False
    /// when the variable is determined or cannot move so,
    /// e.g. `solver.exerciseAmbiguity(of: x)   // after x + y == 10: true, x moved, x + y still 10`.
    @discardableResult
    public func exerciseAmbiguity(of variable: Variable) -> Bool {
        guard let (symbol, direction, limit) = freeDirection(for: variable) else { return false }
        let t = tableau
        let v = t.variables[Key(variable)]!.symbol
        let leaving: Symbol
        if let limit {
            leaving = limit
        } else if !t.isBasic(v) {
            // Unbounded, the variable nonbasic (at zero): it takes the place of
            // a free variable whose row holds it, maybe through other rows.
            guard let row = freeRow(moving: v, direction: direction) else { return false }
            leaving = row
        } else {
            // Unbounded: move until the variable is zero, if that is in the direction.
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

    /// The first free variable's row (breadth first from `v`'s column) whose pivot moves `v` in `direction`.
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

    /// A costless nonbasic symbol that moves `variable`, its direction, and the row that limits it (nil: unbounded).
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
