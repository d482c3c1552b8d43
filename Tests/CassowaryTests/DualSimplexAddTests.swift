import Cassowary
import Testing

// A required constraint that no symbol can be solved from without making
// another row infeasible is added by making its own marker basic and
// repairing the tableau with the dual simplex (instead of phase one). These
// cases reach that path: the variable is already basic, so the new row holds
// only error and slack symbols.

@Suite("Adding through the dual simplex")
struct DualSimplexAddTests {
    @Test func aViolatedRequiredInequality() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 5).priority(.strong))
        try solver.add(x >= 10)
        #expect(solver.value(of: x) == 10)
        try solver.add(x <= 8 + 4)  // holds already: no pivot
        #expect(solver.value(of: x) == 10)
    }

    @Test func aRequiredEqualityPullsEitherWay() throws {
        // The dummy marker must leave the basis, moving its value up or down.
        for target in [8.0, 2.0, 5.0] {
            let x = Variable("x"), y = Variable("y")
            let solver = Solver()
            try solver.add((x == 5).priority(.strong))
            try solver.add((y == x + 1).priority(.medium))
            try solver.add(x == target)
            #expect(solver.value(of: x) == target)
            #expect(solver.value(of: y) == target + 1)
        }
    }

    @Test func weakerPreferencesGiveWayInPriorityOrder() throws {
        // The dual simplex keeps the objective optimal: after the required
        // constraint the strong preference is met, the weak one gives way.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add((x == 0).priority(.weak))
        try solver.add((y == 30).priority(.strong))
        try solver.add((x == y).priority(.medium))
        try solver.add(x + y <= 40)
        #expect(solver.value(of: y) == 30)
        #expect(solver.value(of: x) == 10)
    }

    @Test func aBatchThatMustOptimiseFirst() throws {
        // In a batch nothing is optimised between constraints: the strong
        // preference, added after the weak one on the same variable, leaves
        // the objective able to improve, so the required row is rewritten
        // after the pivots the dual simplex needs first.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(contentsOf: [
            (x == 5).priority(.weak), (x == 8).priority(.strong), (y == x + 1).priority(.medium),
            x >= 10, y <= 12,
        ])
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 11)
    }

    @Test func failuresChangeNothing() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let floor = x >= 10
        try solver.add((x == 5).priority(.strong))
        try solver.add((y == x).priority(.weak))
        try solver.add(floor)
        let before = solver.dump
        for absurd in [x <= 5, x == 4] {
            let error = solverError { try solver.add(absurd) }
            #expect(error?.unsatisfiableConstraint === absurd)
            #expect(error?.conflicts.map(ids) == ids([absurd, floor]))
            #expect(solver.dump == before)
        }
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 10)
    }
}
