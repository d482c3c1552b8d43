@testable import Cassowary

/// A solver whose columns longer than `limit` keep stale entries (the
/// default, 10, is more than most of the random systems' columns reach).
func makeSolver(exactColumnLimit limit: Int) -> Solver {
    let solver = Solver()
    solver.tableau.exactColumnLimit = limit
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
