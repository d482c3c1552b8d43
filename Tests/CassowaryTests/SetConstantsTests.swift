import Cassowary
import Testing

// setConstants(_:) moves several constants as one call: the values of
// setConstant one by one when that succeeds, all of the changes or none.

@Suite("setConstants")
struct SetConstantsTests {
    /// A label-like size between hugging and compression resistance, under
    /// a weak pull toward zero: both move to each new size together.
    @Test func huggingAndResistanceMoveTogether() throws {
        let height = Variable("height")
        let hug = (height <= 0).priority(.weak)
        let resist = (height >= 0).priority(.strong)
        let batched = Solver(), oneByOne = Solver()
        for s in [batched, oneByOne] {
            try s.add(contentsOf: [hug, resist, (height == 0).priority(Priority(50))])
        }
        for size in [20.0, 57, 12, 12, 300, 0.5] {
            try batched.setConstants([(hug, -size), (resist, -size)])
            try oneByOne.setConstant(-size, of: hug)
            try oneByOne.setConstant(-size, of: resist)
            #expect(batched.value(of: height) == size)
            #expect(oneByOne.value(of: height) == size)
            #expect(batched.constant(of: hug) == -size && batched.constant(of: resist) == -size)
        }
    }

    /// Two required equalities that hold only together: one by one, the
    /// first change contradicts the other; at once, they agree.
    @Test func changesAreJudgedTogether() throws {
        let x = Variable("x")
        let a = x == 0, b = x + 0 == 0
        let s = Solver()
        try s.add(contentsOf: [a, b])
        try s.setConstants([(a, -5), (b, -5)])
        #expect(s.value(of: x) == 5)
        #expect(solverError { try s.setConstant(-7, of: a) } != nil)
        #expect(s.value(of: x) == 5)
    }

    /// A contradiction changes nothing, and names the first change that
    /// cannot hold with those before it.
    @Test func aContradictionChangesNothing() throws {
        let x = Variable("x"), y = Variable("y")
        let left = x == 10, gap = y - x == 5, cap = y <= 20
        let s = Solver()
        try s.add(contentsOf: [left, gap, cap])
        let error = solverError { try s.setConstants([(left, -12), (gap, -20)]) }
        guard case .unsatisfiable(let failing, _)? = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(failing === gap)
        #expect(s.constant(of: left) == -10 && s.constant(of: gap) == -5)
        #expect(s.value(of: x) == 10 && s.value(of: y) == 15)
    }

    /// Bad input is refused before anything moves.
    @Test func unknownConstraintsAndNumbersAreRefused() throws {
        let x = Variable("x")
        let held = x >= 3, stranger = x <= 100
        let s = Solver()
        try s.add(held)
        #expect(solverError { try s.setConstants([(held, -4), (stranger, -50)]) } == .unknownConstraint(stranger))
        guard case .invalidNumber? = solverError({ try s.setConstants([(held, -4), (held, .nan)]) }) else {
            Issue.record("a NaN constant was accepted")
            return
        }
        #expect(s.constant(of: held) == -3 && s.value(of: x) == 3)
    }

    /// Naming a constraint twice leaves its last constant; unchanged
    /// constants cost nothing.
    @Test func theLastChangeOfAConstraintWins() throws {
        let x = Variable("x")
        let c = x == 1
        let s = Solver()
        try s.add(c)
        try s.setConstants([(c, -2), (c, -8)])
        #expect(s.value(of: x) == 8)
        try s.setConstants([(c, -8)])
        try s.setConstants([])
        #expect(s.value(of: x) == 8)
    }
}
