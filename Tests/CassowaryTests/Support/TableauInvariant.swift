@testable import Cassowary

/// What is wrong with the tableau's structure, or nil: every row holds only
/// nonbasic symbols (a free variable's row also lower-ranked free ones), the columns list exactly the rows holding each symbol,
/// every restricted row is feasible and every number finite.
func tableauProblem(in solver: Solver) -> String? {
    let t = solver.tableau
    var expected = Array(repeating: Set<Symbol>(), count: t.kinds.count)
    for r in t.basicSymbols {
        let row = t.row(of: r)!
        if !row.isFinite { return "row \(r) is not finite" }
        for (s, c) in row.cells {
            if let held = t.row(of: s) {
                // Only a free variable's row holds basic symbols: free
                // variables, of lower rank.
                if t.kind(of: r) != .external || t.kind(of: s) != .external || held.rank >= row.rank {
                    return "row \(r) (rank \(row.rank)) holds basic symbol \(s) (rank \(held.rank))"
                }
            }
            if c == 0 { return "row \(r) holds a zero cell for \(s)" }
            expected[Int(s)].insert(r)
        }
        switch t.kind(of: r) {
        case .slack, .error: if row.constant < 0 { return "row \(r) is infeasible: \(row.constant)" }
        case .dummy: if row.constant != 0 { return "dummy row \(r) is \(row.constant)" }
        default: break
        }
    }
    for s in t.kinds.indices {
        let column = t.rows(holding: Symbol(s))
        guard Set(column) != expected[s] || column.count != expected[s].count else { continue }
        return "the column of \(s) lists \(column.sorted()), rows holding it: \(expected[s].sorted())"
    }
    var improving = Set<Symbol>()
    for level in t.levels {
        for s in t.row(of: level.symbol)!.cells.keys {
            let sign = t.costSign(of: s)
            let k = t.kind(of: s)
            if (k == .slack || k == .error) && sign < 0 || k == .external && sign != 0 { improving.insert(s) }
        }
    }
    if improving != t.improving { return "improving is \(t.improving.sorted()), expected \(improving.sorted())" }
    if !t.journal.entries.isEmpty { return "the journal was left with \(t.journal.entries.count) entries" }
    return nil
}

/// Whether `updateVariables()` changes any value.
func updateVariablesProblem(in solver: Solver, variables: [Variable]) -> String? {
    let before = variables.map { solver.value(of: $0) }
    solver.updateVariables()
    let after = variables.map { solver.value(of: $0) }
    return before == after ? nil : "updateVariables changed values: \(before) -> \(after)"
}
