@testable import Cassowary

/// Checks the tableau's column index: every symbol's column lists exactly
/// the live rows that contain it, each once. Returns a description of the
/// first discrepancy, or nil.
func columnIndexProblem(in solver: Solver) -> String? {
    let t = solver.tableau
    var expected: [Symbol: [Int32]] = [:]
    for (i, row) in t.rows.enumerated() where t.basics[i] >= 0 {
        for cell in row.cells { expected[cell.symbol, default: []].append(Int32(i)) }
    }
    for s in t.symbols.indices {
        let column = t.symbols[s].column.sorted()
        let rows = expected[Symbol(s)] ?? []
        if column != rows { return "symbol \(s): column \(column), rows that contain it \(rows)" }
    }
    return nil
}
