import Cassowary
import Testing

// When a required constraint cannot hold, the error names it and the required
// constraints it conflicts with — those and only those — and the solver is
// left as it was.

@Suite("Conflict explanation")
struct ConflictExplanationTests {
    @Test func twoBounds() throws {
        let x = Variable("x")
        let s = Solver()
        let low = (x >= 10).identified("low")
        let high = (x <= 5).identified("high")
        try s.add(low)
        let before = SolverSnapshot(s, variables: [x], constraints: [low, high])
        let error = solverError { try s.add(high) }
        #expect(error?.unsatisfiableConstraint === high)
        #expect(error?.conflicts.map(ids) == ids([low, high]))
        #expect(SolverSnapshot(s, variables: [x], constraints: [low, high]) == before)
    }

    @Test func aChainOfEqualities() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let p = Variable("p"), q = Variable("q")
        let s = Solver()
        // Unrelated constraints first: other variables entirely.
        let unrelated = [p + q == 10, p >= 1, (q == 4).priority(.strong), p <= q + 20]
        try s.add(contentsOf: unrelated)
        let chain: [Constraint] = [a == b, b == c, c == d]
        try s.add(contentsOf: chain)
        let closing = a == d + 1
        let before = SolverSnapshot(s, variables: [a, b, c, d, p, q], constraints: unrelated + chain + [closing])
        #expect(conflictSet { try s.add(closing) } == ids(chain + [closing]))
        #expect(SolverSnapshot(s, variables: [a, b, c, d, p, q], constraints: unrelated + chain + [closing]) == before)
    }

    @Test func slackConstraintsOnTheSameVariablesAreNotConflicts() throws {
        // a >= -1000 and d <= 1000 share variables with the chain but do not
        // take part in the contradiction; nor does the optional a == 3.
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let s = Solver()
        try s.add(contentsOf: [a >= -1000, d <= 1000, (a == 3).priority(.strong)])
        let chain: [Constraint] = [a == b, b <= c, c == d]
        try s.add(contentsOf: chain)
        let closing = a >= d + 1
        #expect(conflictSet { try s.add(closing) } == ids(chain + [closing]))
    }

    @Test func optionalConstraintsNeverConflict() throws {
        let x = Variable("x")
        let s = Solver()
        let low = x >= 10
        try s.add(contentsOf: [(x == 5).priority(.strong), low, (x <= 0).priority(999)])
        try s.addEditVariable(x, priority: .medium)
        try s.suggestValue(-3, for: x)
        let high = x <= 5
        #expect(conflictSet { try s.add(high) } == ids([low, high]))
    }

    @Test func aCycleOfInequalities() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let s = Solver()
        let cycle = [x <= y, y <= z]
        try s.add(contentsOf: cycle)
        let closing = z + 1 <= x
        #expect(conflictSet { try s.add(closing) } == ids(cycle + [closing]))
    }

    @Test func aConstraintWithoutVariablesConflictsWithItself() throws {
        let x = Variable("x")
        let s = Solver()
        try s.add(x == 1)
        let absurd = Constraint(Expression(3), .equal)
        let error = solverError { try s.add(absurd) }
        #expect(error?.unsatisfiableConstraint === absurd)
        #expect(error?.conflicts.map(ids) == ids([absurd]))
        // The true ones are fine, required or not.
        try s.add(Constraint(Expression(-3), .lessThanOrEqual))
        try s.add(Constraint(Expression(0), .equal))
        try s.add(Constraint(Expression(3), .equal, priority: .weak))
        #expect(s.value(of: x) == 1)
    }

    @Test func aConflictInsideABatch() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.add(y == 2)
        let low = x >= 10, high = x <= 5
        let batch = [low, (x == 7).priority(.weak), x + y <= 100, high]
        let before = SolverSnapshot(s, variables: [x, y], constraints: batch)
        let error = solverError { try s.add(contentsOf: batch) }
        let offender = try #require(error?.unsatisfiableConstraint)
        #expect(offender === low || offender === high)
        #expect(error?.conflicts.map(ids) == ids([low, high]))
        #expect(SolverSnapshot(s, variables: [x, y], constraints: batch) == before)
    }

    @Test func aConflictFromSetConstant() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        let floor = x >= 10, tie: Constraint = y == x, ceiling = y <= 20, other = (y == 12).priority(.weak)
        try s.add(contentsOf: [floor, tie, ceiling, other])
        let before = SolverSnapshot(s, variables: [x, y], constraints: [floor, tie, ceiling, other])
        // y <= 20 has the expression y - 20; constant -5 makes it y <= 5.
        let error = solverError { try s.setConstant(-5, of: ceiling) }
        #expect(error?.unsatisfiableConstraint === ceiling)
        #expect(error?.conflicts.map(ids) == ids([floor, tie, ceiling]))
        #expect(s.constant(of: ceiling) == -20)
        #expect(SolverSnapshot(s, variables: [x, y], constraints: [floor, tie, ceiling, other]) == before)
        // A feasible change still works afterwards.
        try s.setConstant(-11, of: ceiling)
        #expect(s.value(of: y) == 11)
        #expect(s.value(of: x) == 11)
    }

    @Test func theConflictIsReportedAgainAfterUnrelatedChanges() throws {
        let x = Variable("x"), w = Variable("w")
        let s = Solver()
        let low = x >= 10
        try s.add(low)
        let high = x <= 5
        #expect(conflictSet { try s.add(high) } == ids([low, high]))
        try s.add(w == 3)
        try s.addEditVariable(x, priority: .strong)
        try s.suggestValue(0, for: x)
        #expect(s.value(of: x) == 10)
        #expect(conflictSet { try s.add(high) } == ids([low, high]))
        try s.remove(low)
        try s.add(high)
        #expect(s.value(of: x) == 0)
    }
}
