@testable import Cassowary
import Testing

// The symbols of removed constraints and variables are used again: a solver
// that adds and removes constraints for ever stays the same size, and a
// failed call that took freed symbols gives them back in order.

@Suite("Symbol reuse")
struct SymbolReuseTests {
    /// A small system: a position, a width with a lower bound, a weak
    /// preferred width and a strong edit on it.
    private func makeSolver() throws -> (Solver, Variable, Variable) {
        let solver = Solver()
        let x = Variable("x"), w = Variable("w")
        try solver.add(x >= 0)
        try solver.add(w >= 10)
        try solver.add((w == 50).priority(.weak))
        try solver.addEditVariable(w, priority: .strong)
        return (solver, x, w)
    }

    @Test func addingAndRemovingForEverKeepsTheSolversSize() throws {
        let (solver, x, w) = try makeSolver()
        var counts: Set<Int> = []
        for i in 0..<200 {
            // An inequality (slack and error), an equality (two errors), and
            // a variable of their own that leaves with them.
            let y = Variable("y\(i)")
            let a = (x + w <= 300 + Double(i % 7)).priority(.strong)
            let b = (y == x + 10).priority(.medium)
            try solver.add(a)
            try solver.add(b)
            try solver.suggestValue(Double(40 + i % 5), for: w)
            #expect(solver.value(of: y) == solver.value(of: x) + 10)
            try solver.remove(b)
            try solver.remove(a)
            if i > 0 { counts.insert(solver.tableau.kinds.count) }
            #expect(tableauProblem(in: solver) == nil)
        }
        #expect(counts.count == 1, "symbols: \(counts.sorted())")
        #expect(solver.value(of: w) == 44)
    }

    @Test func aFailedAddGivesBackTheSymbolsItTook() throws {
        let (solver, x, w) = try makeSolver()
        let (twin, tx, tw) = try makeSolver()
        for (s, v, u) in [(solver, x, w), (twin, tx, tw)] {
            let c = (v + u <= 100).priority(.strong)
            try s.add(c)
            try s.add(v >= 5)
            try s.remove(c)  // frees its slack and error
        }
        let before = solver.dump
        #expect(before.contains("Free symbols:"))
        // A required constraint that cannot hold, with a slack of its own:
        // it takes a freed symbol before it fails.
        #expect(throws: SolverError.self) { try solver.add(x <= -1) }
        #expect(solver.dump == before)
        // And the solver goes on exactly as its twin, which never failed.
        for (s, v, u) in [(solver, x, w), (twin, tx, tw)] {
            try s.add((v + u == 80).priority(.medium))
            try s.add(v <= 60)
            try s.suggestValue(30, for: u)
        }
        #expect(solver.value(of: x) == twin.value(of: tx) && solver.value(of: w) == twin.value(of: tw))
        #expect(solver.tableau.kinds.count == twin.tableau.kinds.count)
        #expect(tableauProblem(in: solver) == nil)
    }

    @Test func aFailedBatchGivesBackTheSymbolsItTook() throws {
        let (solver, x, w) = try makeSolver()
        let c = (x + w <= 100).priority(.strong)
        try solver.add(c)
        try solver.remove(c)
        let before = solver.dump
        let batch = [(x <= 50).priority(.strong), (x >= 20), (x <= 10)]
        #expect(throws: SolverError.self) { try solver.add(contentsOf: batch) }
        #expect(solver.dump == before)
        try solver.add(contentsOf: batch.dropLast())
        #expect(solver.value(of: x) == 20)
    }
}
