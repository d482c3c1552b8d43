import Cassowary
import Testing

// Priorities are strict (lexicographic): no number of errors at one level
// outweighs the smallest error at a higher one. kiwi weighs strengths instead
// (strong = 1e6, medium = 1e3, weak = 1 per unit of error), so where enough
// lower constraints pile up, kiwi's answer differs; the comments say what kiwi
// would give, the expectations are ours.

@Suite("Strict priorities")
struct StrictPriorityTests {
    @Test func oneAt251OutweighsTenThousandAt250() throws {
        let x = Variable("x")
        let s = Solver()
        try s.add((x == 0).priority(251))
        for i in 0..<10_000 {
            try s.add((x == Double(1 + i % 3)).priority(250))
        }
        #expect(s.value(of: x) == 0)
        try s.add(contentsOf: (0..<10_000).map { _ in (x >= 5).priority(250) })
        #expect(s.value(of: x) == 0)
    }

    // Moving x away from where thousands of constraints of one level meet
    // takes one degenerate pivot per constraint, each as long as the system
    // is large: quadratic, about 35 s for 4,000 constraints in a debug build.
    // The cases below where the 251 constraint arrives or leaves last use
    // 600 constraints to keep the suite fast; the 10,000 case above adds the
    // 251 constraint first.

    @Test func oneAt251AddedLastStillWins() throws {
        let x = Variable("x")
        let s = Solver()
        try s.add(contentsOf: (0..<600).map { _ in (x >= 1).priority(250) })
        #expect(s.value(of: x) >= 1)
        try s.add((x <= 0).priority(251))
        #expect(s.value(of: x) == 0)
    }

    @Test func removingTheLoneHigherConstraintHandsOverToTheMany() throws {
        let x = Variable("x")
        let s = Solver()
        let top = (x == 0).priority(251)
        try s.add(top)
        try s.add(contentsOf: (0..<600).map { i in (x == Double(1 + i % 3)).priority(250) })
        #expect(s.value(of: x) == 0)
        // Without it, the 250 level has its way: the median of 1, 2, 3 repeated.
        try s.remove(top)
        #expect(s.value(of: x) == 2)
        try s.add(top)
        #expect(s.value(of: x) == 0)
    }

    @Test func strongOutweighsAThousandAndOneMedium() throws {
        // kiwi: 1001 × 1e3 > 1e6, so kiwi settles at x = 1. Strict: x = 0.
        let x = Variable("x")
        let s = Solver()
        try s.add((x == 0).priority(.strong))
        try s.add(contentsOf: (0..<1001).map { _ in (x == 1).priority(.medium) })
        #expect(s.value(of: x) == 0)
    }

    @Test func fractionalPrioritiesAreLevelsToo() throws {
        let x = Variable("x")
        let s = Solver()
        try s.add(contentsOf: (0..<50).map { _ in (x == 4).priority(250) })
        try s.add((x == 9).priority(250.5))
        #expect(s.value(of: x) == 9)
    }

    @Test func aStrongerEditWinsOverManyWeakerConstraints() throws {
        let x = Variable("x")
        let s = Solver()
        try s.add(contentsOf: (0..<100).map { _ in (x == 3).priority(250) })
        try s.addEditVariable(x, priority: 251)
        try s.suggestValue(42, for: x)
        #expect(s.value(of: x) == 42)
    }

    @Test func theSumOfErrorsIsLeastAtTheMedian() throws {
        // |x| + |x - 10| + |x - 20| is least at x = 10 and nowhere else.
        let x = Variable("x")
        let s = Solver()
        for target in [0.0, 20, 10] { try s.add((x == target).priority(.weak)) }
        #expect(s.value(of: x) == 10)
    }

    @Test func theSumOfErrorsIsNotASumOfSquares() throws {
        // Two constraints at 0 and one at 10: least squares would give 10/3;
        // the least sum of |errors| is 10, at x = 0 only.
        let x = Variable("x")
        let s = Solver()
        try s.add((x == 0).priority(.medium))
        try s.add((x == 0).priority(.medium))
        try s.add((x == 10).priority(.medium))
        #expect(s.value(of: x) == 0)
    }

    @Test func errorsAddUpAcrossVariables() throws {
        // Within one level: |x - 10| + |y - 10| + |x + y - 30| with x + y <= 24
        // required. With t = x + y the sum is at least |t - 20| + (30 - t) >= 10,
        // and it is 10 exactly when x >= 10 and y >= 10: a whole triangle of
        // optima with one optimal value.
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.add(x + y <= 24)
        try s.add((x == 10).priority(.medium))
        try s.add((y == 10).priority(.medium))
        try s.add((x + y == 30).priority(.medium))
        let (vx, vy) = (s.value(of: x), s.value(of: y))
        let errors = abs(vx - 10) + abs(vy - 10) + abs(vx + vy - 30)
        #expect(abs(errors - 10) <= 1e-9)
        #expect(vx >= 10 - 1e-9 && vy >= 10 - 1e-9 && vx + vy <= 24 + 1e-9)
    }

    @Test func aTieAboveIsBrokenBelow() throws {
        // Strong: |x| + |x - 10| is 10 anywhere in [0, 10]; the weak level
        // chooses inside that interval and cannot leave it.
        let x = Variable("x")
        let s = Solver()
        try s.add((x == 0).priority(.strong))
        try s.add((x == 10).priority(.strong))
        let pull = (x == 7).priority(.weak)
        try s.add(pull)
        #expect(s.value(of: x) == 7)
        try s.remove(pull)
        try s.add((x == 20).priority(.weak))
        #expect(s.value(of: x) == 10)
    }

    @Test func eachLevelIsSettledBeforeTheNext() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.add((y == 100).priority(.weak))
        try s.add((x == 3).priority(.medium))
        try s.add((x + y == 10).priority(.strong))
        #expect(s.value(of: x) == 3)
        #expect(s.value(of: y) == 7)
    }

    @Test func requiredConstraintsAreNeverTraded() throws {
        let x = Variable("x")
        let s = Solver()
        try s.add(x >= 5)
        try s.add(contentsOf: (0..<500).map { _ in (x <= 0).priority(999) })
        #expect(s.value(of: x) == 5)
    }
}
