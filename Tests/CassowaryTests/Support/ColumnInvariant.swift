@testable import Cassowary

/// A solver whose columns longer than `limit` keep stale entries (the
/// default, 10, is more than most of the random systems' columns reach),
/// whose dual simplex may follow Bland's rule from the start
/// (`dualPivotsBeforeBland`: 0), and whose short restricted rows become
/// aliases of symbols entering with rows of `aliasOwnerMinimum` cells (the
/// default, 8, is more than most of the random systems' rows reach).
func makeSolver(exactColumnLimit limit: Int, dualPivotsBeforeBland: Int = 64, aliasOwnerMinimum: Int = 8) -> Solver {
    let solver = Solver()
    solver.tableau.exactColumnLimit = limit
    solver.tableau.dualPivotsBeforeBland = dualPivotsBeforeBland
    solver.tableau.aliasOwnerMinimum = aliasOwnerMinimum
    return solver
}

/// Checks the tableau's column index: every symbol's column lists exactly
/// the live rows that contain it, each once, unless it is marked stale,
/// when it lists at least those rows. Returns a description of the first
/// discrepancy, or nil.
func columnIndexProblem(in solver: Solver) -> String? {
    let t = solver.tableau
    var expected: [Symbol: [Int32]] = [:]
    for (i, row) in t.rows.enumerated() where row.basic >= 0 {
        for cell in row.cells { expected[cell.symbol, default: []].append(Int32(i)) }
    }
    for s in t.symbols.indices {
        let column = t.symbols[s].column.sorted()
        let rows = expected[Symbol(s)] ?? []
        let holds = t.symbols[s].hasStaleRows ? Set(rows).isSubset(of: column) : column == rows
        if !holds { return "symbol \(s): column \(column), rows that contain it \(rows)" }
    }
    return nil
}

/// Checks the stale-row invariant: a row not marked stale holds no basic
/// symbol (but for a row of dummies alone, which keeps its own), and the
/// only marked rows of restricted symbols are aliases (one basic cell,
/// whose row is up to date). Returns a description of the first
/// discrepancy, or nil.
func staleRowProblem(in solver: Solver) -> String? {
    let t = solver.tableau
    for (i, row) in t.rows.enumerated() where row.basic >= 0 {
        if t.isStale(Int32(i)) {
            if t.symbols[Int(row.basic)].kind == .external { continue }
            // A restricted alias: one basic cell, whose row is up to date.
            let owners = row.cells.filter { t.symbols[Int($0.symbol)].row >= 0 }
            guard owners.count == 1, t.isRestricted(row.basic) else {
                return "row \(i) of a restricted symbol is stale with \(owners.count) basic cells"
            }
            if t.isStale(t.symbols[Int(owners[0].symbol)].row) { return "alias \(i)'s owner's row is stale" }
            continue
        }
        for cell in row.cells where cell.symbol != row.basic && t.symbols[Int(cell.symbol)].row >= 0 {
            return "row \(i) holds basic symbol \(cell.symbol) but is not marked stale"
        }
    }
    return nil
}

/// Reads every variable, brings the stale rows up to date, reads again:
/// the values must agree (to rounding), and no row but an alias (a row
/// read through its cells' rows, see `Tableau.isAlias` and
/// `Tableau+RowAliases`) may be stale after.
func updateVariablesProblem(in solver: Solver, variables: [Variable]) -> String? {
    let before = variables.map { solver.value(of: $0) }
    solver.updateVariables()
    for (v, old) in zip(variables, before) {
        let new = solver.value(of: v)
        if abs(new - old) > 1e-9 * max(1, abs(old)) { return "\(v) read \(old) from a stale row, \(new) after updateVariables()" }
    }
    let t = solver.tableau
    if let i = staleRows(in: solver).first(where: { !t.isAlias(Int32($0)) && !t.isRestrictedAlias(Int32($0)) }) {
        return "row \(i) still stale after updateVariables()"
    }
    return staleRowProblem(in: solver)
}

/// The slots of the live rows marked stale.
func staleRows(in solver: Solver) -> [Int] {
    let t = solver.tableau
    return t.rows.indices.filter { t.rows[$0].basic >= 0 && t.isStale(Int32($0)) }
}

/// How many restricted rows are aliases (see `Tableau+RowAliases`).
func restrictedAliases(in solver: Solver) -> Int {
    let t = solver.tableau
    return t.rows.indices.filter { t.rows[$0].basic >= 0 && t.isRestrictedAlias(Int32($0)) }.count
}
