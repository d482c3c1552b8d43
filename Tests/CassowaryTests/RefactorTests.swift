@testable import Cassowary
import Testing

// `Tableau.refactor` rebuilds the rows' coefficients from the constraints
// for the basis the tableau has: drift put into a row's cells by hand goes,
// the clean rows stay as they were, and no value moves.

@Suite("Refactorization of the tableau")
struct RefactorTests {
    /// A system with required and optional equalities and inequalities, an
    /// edit, and a row of a free variable that holds another (rank 1).
    private func makeSolver() throws -> (Solver, [Variable]) {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        try solver.add(x + 2 * y == 10)
        try solver.add((x == 3).priority(.strong))
        try solver.add(y >= 0.5)
        try solver.add((z == 0.25 * x + y).priority(.medium))
        try solver.add(w == z + 4)
        try solver.add((x + z <= 6).priority(.weak))
        try solver.addEditVariable(y, priority: .weak)
        try solver.suggestValue(2, for: y)
        return (solver, [x, y, z, w])
    }

    /// Every row's cells (objective levels too), by basic symbol.
    private func cells(of solver: Solver) -> [Symbol: [Symbol: Double]] {
        var all: [Symbol: [Symbol: Double]] = [:]
        for s in solver.tableau.basicSymbols {
            var row: [Symbol: Double] = [:]
            for (t, c) in solver.tableau.row(of: s)!.cells { row[t] = c }
            all[s] = row
        }
        return all
    }

    private func refactor(_ solver: Solver) {
        solver.tableau.begin()
        solver.tableau.refactor()
        solver.tableau.commit()
    }

    @Test func cleanRowsStayAsTheyAre() throws {
        let (solver, variables) = try makeSolver()
        let before = cells(of: solver), values = variables.map { solver.value(of: $0) }
        refactor(solver)
        let after = cells(of: solver)
        #expect(Set(after.keys) == Set(before.keys))
        for (s, row) in before {
            #expect(Set(after[s]!.keys) == Set(row.keys), "row \(s)")
            for (t, c) in row { #expect(abs(after[s]![t]! - c) <= 1e-15 * abs(c), "row \(s), cell \(t)") }
        }
        #expect(variables.map { solver.value(of: $0) } == values)
        #expect(tableauProblem(in: solver) == nil)
    }

    /// Each row's nonbasic cells put 1e-9 off (and a cell that should not
    /// be there added), as a run of ill-conditioned pivots would leave
    /// them: rebuilt, they are what they were, to rounding, and the values
    /// are exactly the same.
    @Test func driftInTheCellsGoes() throws {
        let (solver, variables) = try makeSolver()
        let before = cells(of: solver), values = variables.map { solver.value(of: $0) }
        let t = solver.tableau
        let rows = t.basicSymbols.filter { t.kind(of: $0) != .objective }
        #expect(rows.contains { t.row(of: $0)!.rank > 0 } && t.levels.count == 3)
        let nonbasic = Set(before.values.flatMap(\.keys)).filter { !t.isBasic($0) }.sorted()
        solver.tableau.begin()
        for r in rows {
            for (s, c) in before[r]! where !t.isBasic(s) { solver.tableau.addToCell(r, s, c * 1e-9) }
            if let stray = nonbasic.first(where: { before[r]![$0] == nil }) { solver.tableau.addToCell(r, stray, 3e-9) }
        }
        solver.tableau.commit()
        #expect(cells(of: solver) != before)
        refactor(solver)
        let after = cells(of: solver)
        // The objective levels too, added up afresh from the rows.
        for r in t.basicSymbols {
            #expect(Set(after[r]!.keys) == Set(before[r]!.keys), "row \(r)")
            for (s, c) in before[r]! { #expect(abs(after[r]![s]! - c) <= 1e-14 * max(1, abs(c)), "row \(r), cell \(s)") }
        }
        #expect(variables.map { solver.value(of: $0) } == values)
        #expect(tableauProblem(in: solver) == nil)
    }
}
