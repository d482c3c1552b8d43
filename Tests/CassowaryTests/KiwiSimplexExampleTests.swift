import Cassowary
import Testing

// Two worked examples from kiwi's tests: the Cassowary paper's midpoint
// example, whose last suggestion makes the tableau infeasible and needs the
// dual simplex (test_handling_infeasible_constraints / HandlingInfeasibleConstraints),
// and a textbook maximisation written as a weak edit pulled far away
// (SimplexTest.cpp, Maximization).

@Suite("kiwi: simplex examples")
struct KiwiSimplexExampleTests {
    /// The paper's line segment: a midpoint `xm` between `xl` and `xr`, at
    /// least 20 apart, inside [-10, 100].
    struct Segment {
        let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
        let solver = Solver()

        init() throws {
            try solver.addEditVariable(xm, priority: .strong)
            try solver.addEditVariable(xl, priority: .weak)
            try solver.addEditVariable(xr, priority: .weak)
            try solver.add(2 * xm == xl + xr)
            try solver.add(xl + 20 <= xr)
            try solver.add(xl >= -10)
            try solver.add(xr <= 100)
        }

        var values: (xm: Double, xl: Double, xr: Double) {
            (solver.value(of: xm), solver.value(of: xl), solver.value(of: xr))
        }
    }

    @Test func dualSimplexAfterAnInfeasibleSuggestion() throws {
        let seg = try Segment()
        try seg.solver.suggestValue(40, for: seg.xm)
        try seg.solver.suggestValue(50, for: seg.xr)
        try seg.solver.suggestValue(30, for: seg.xl)
        #expect(seg.values == (40, 30, 50))  // every suggestion fits

        // A normal update: xm holds (strong); the weak level's least error is
        // 40 (|xl - 30| + |xr - 50| with xl + xr = 120), reached on a whole
        // segment of points, so only the sums are pinned down.
        try seg.solver.suggestValue(60, for: seg.xm)
        var v = seg.values
        #expect(v.xm == 60)
        #expect(abs(v.xl + v.xr - 120) <= 1e-9)
        #expect(v.xr - v.xl >= 20 - 1e-9)
        #expect(abs(abs(v.xl - 30) + abs(v.xr - 50) - 40) <= 1e-9)

        // xr would have to pass 100: the dual simplex restores feasibility.
        try seg.solver.suggestValue(90, for: seg.xm)
        v = seg.values
        #expect(abs(v.xl + v.xr - 2 * v.xm) <= 1e-9)
        #expect(v.xm == 90)
        #expect(v.xl == 80)
        #expect(v.xr == 100)
    }

    @Test func suggestionsBeyondTheRequiredBoxAreClamped() throws {
        // Not in kiwi: the strong midpoint cannot pass 100 - 10 = 90 or fall
        // below -10 + 10 = 0, whatever is suggested.
        let seg = try Segment()
        try seg.solver.suggestValue(500, for: seg.xm)
        #expect(seg.values == (90, 80, 100))
        try seg.solver.suggestValue(-500, for: seg.xm)
        #expect(seg.values == (0, -10, 10))
    }

    @Test func maximisationThroughAWeakEdit() throws {
        // Maximise z = -2 x1 + 7 x2 + 4 x3 subject to x >= 0,
        // 2 x1 - 5 x2 <= 11, -x1 + 3 x2 + x3 == 7, x1 - 8 x2 + 4 x3 >= 33.
        // kiwi expects x = (13, 3, 11), z = 39. z = 39 is the only optimum, but
        // x is not: with x3 = 7 + x1 - 3 x2, z = 2 x1 - 5 x2 + 28, parallel to
        // the first constraint, so every point of the edge 2 x1 - 5 x2 = 11,
        // 0 <= x2 <= 3 (from (5.5, 0, 12.5) to kiwi's (13, 3, 11)) is optimal,
        // and which end a solver stops at depends on its pivoting, not on
        // strengths. We check z and that x lies on that edge.
        let x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3"), z = Variable("z")
        let s = Solver()
        try s.add(x1 >= 0)
        try s.add(x2 >= 0)
        try s.add(x3 >= 0)
        try s.add(2 * x1 - 5 * x2 <= 11)
        try s.add(-x1 + 3 * x2 + x3 == 7)
        try s.add(x1 - 8 * x2 + 4 * x3 >= 33)
        try s.add(z == -2 * x1 + 7 * x2 + 4 * x3)
        try s.addEditVariable(z, priority: .weak)
        try s.suggestValue(1e6, for: z)
        let (v1, v2, v3) = (s.value(of: x1), s.value(of: x2), s.value(of: x3))
        #expect(abs(s.value(of: z) - 39) <= 1e-4)
        #expect(abs(2 * v1 - 5 * v2 - 11) <= 1e-4)
        #expect(v2 >= -1e-4 && v2 <= 3 + 1e-4)
        #expect(abs(-v1 + 3 * v2 + v3 - 7) <= 1e-4)
        #expect(v1 - 8 * v2 + 4 * v3 >= 33 - 1e-4)

        // With x2 pinned to 3 only kiwi's point is left.
        try s.add(x2 == 3)
        #expect(abs(s.value(of: x1) - 13) <= 1e-4)
        #expect(abs(s.value(of: x2) - 3) <= 1e-4)
        #expect(abs(s.value(of: x3) - 11) <= 1e-4)
        #expect(abs(s.value(of: z) - 39) <= 1e-4)
    }

    @Test func minimisationThroughAWeakEdit() throws {
        // Not in kiwi: the same polytope pulled the other way. With
        // x3 = 7 + x1 - 3 x2, z = 2 x1 - 5 x2 + 28 and the last constraint reads
        // x1 - 4 x2 >= 1, so z >= 30 + 3 x2: least at x2 = 0, x1 = 1, x3 = 8, z = 30.
        let x1 = Variable("x1"), x2 = Variable("x2"), x3 = Variable("x3"), z = Variable("z")
        let s = Solver()
        try s.add(contentsOf: [
            x1 >= 0, x2 >= 0, x3 >= 0, 2 * x1 - 5 * x2 <= 11, -x1 + 3 * x2 + x3 == 7,
            x1 - 8 * x2 + 4 * x3 >= 33, z == -2 * x1 + 7 * x2 + 4 * x3,
        ])
        try s.addEditVariable(z, priority: .weak)
        try s.suggestValue(-1e6, for: z)
        #expect(abs(s.value(of: z) - 30) <= 1e-6)
        #expect(abs(s.value(of: x1) - 1) <= 1e-6)
        #expect(abs(s.value(of: x2)) <= 1e-6)
        #expect(abs(s.value(of: x3) - 8) <= 1e-6)
    }
}
