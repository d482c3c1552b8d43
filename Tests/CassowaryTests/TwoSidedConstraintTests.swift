import Cassowary
import Testing

/// An equality whose two sides give way at different priorities (UIKit's
/// content-size constraint: hugging above, compression resistance below)
/// is the pair `e <= 0` at one priority and `e >= 0` at the other, in one row.
@Suite("Two-sided equalities")
struct TwoSidedConstraintTests {
    /// `width - 120` hugging at 250, resisting at 750: a pull at 500 wins
    /// against the hugging and loses against the resistance.
    @Test func eachSideGivesWayAtItsOwnPriority() throws {
        let width = Variable("width")
        let solver = Solver()
        try solver.add(Constraint(width - 120, priorityAbove: .medium, priorityBelow: .strong))
        #expect(solver.value(of: width) == 120)
        let stretch = (width == 200).priority(500)
        try solver.add(stretch)
        #expect(solver.value(of: width) == 200)
        try solver.remove(stretch)
        try solver.add((width == 50).priority(500))
        #expect(solver.value(of: width) == 120)
    }

    /// The same values and errors as the pair of inequalities, on a row of
    /// three labels in 300 points: compression at the lowest resistance
    /// first, then hugging.
    @Test func solvesAsThePairOfInequalities() throws {
        let lengths: [Double] = [140, 90, 120]
        let resistances: [Priority] = [Priority(750), Priority(740), Priority(760)]
        for room in [200.0, 300, 350, 500] {
            var results: [[Double]] = []
            for twoSided in [true, false] {
                let solver = Solver()
                let widths = lengths.indices.map { Variable("w\($0)") }
                try solver.add(widths.reduce(Expression(0)) { $0 + $1 } == room)
                for (i, w) in widths.enumerated() {
                    try solver.add(w >= 0)
                    let hugging = Priority(250 + Double(i))
                    if twoSided {
                        try solver.add(Constraint(w - lengths[i], priorityAbove: hugging, priorityBelow: resistances[i]))
                    } else {
                        try solver.add((w <= lengths[i]).priority(hugging))
                        try solver.add((w >= lengths[i]).priority(resistances[i]))
                    }
                }
                results.append(widths.map { solver.value(of: $0) })
            }
            #expect(results[0] == results[1], "room \(room)")
        }
    }

    @Test func movesWithItsConstantAndLeavesNothingWhenRemoved() throws {
        let x = Variable("x")
        let solver = Solver()
        let size = Constraint(x - 10, priorityAbove: .weak, priorityBelow: .strong)
        try solver.add(size)
        try solver.add((x == 0).priority(.medium))
        #expect(solver.value(of: x) == 10)  // the medium pull loses to the strong side
        try solver.setConstant(-30, of: size)
        #expect(solver.value(of: x) == 30)
        try solver.remove(size)
        #expect(solver.value(of: x) == 0)
        #expect(!solver.contains(size))
    }

    /// A required side is refused (it would be an inequality and an
    /// optional error in one row), and so is an invalid priority; nothing
    /// changes.
    @Test func aRequiredOrInvalidSideIsRefused() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 5)
        let cases: [(Constraint, Priority)] = [
            (Constraint(x - 10, priorityAbove: .required, priorityBelow: .strong), .required),
            (Constraint(x - 10, priorityAbove: .weak, priorityBelow: .required), .required),
            (Constraint(x - 10, priorityAbove: .weak, priorityBelow: Priority(0)), Priority(0)),
            (Constraint(x - 10, priorityAbove: Priority(2000), priorityBelow: .weak), Priority(2000)),
        ]
        for (c, bad) in cases {
            #expect(throws: SolverError.invalidPriority(bad, c)) { try solver.add(c) }
            #expect(!solver.contains(c))
            #expect(solver.value(of: x) == 5)
        }
        #expect("\(SolverError.invalidPriority(.required, cases[0].0))".contains("0 < p < 1000 on both sides"))
    }

    @Test func equalPrioritiesMakeAnOrdinaryEquality() {
        let x = Variable("x")
        let c = Constraint(x - 10, priorityAbove: .strong, priorityBelow: .strong)
        #expect(!c.isTwoSided)
        #expect(c.relation == .equal && c.priority == .strong)
        #expect(c.description == "x - 10 == 0 @750")
        let d = Constraint(x - 10, priorityAbove: .weak, priorityBelow: .strong)
        #expect(d.description == "x - 10 == 0 @50 above, @750 below")
        // `priority(_:)` makes it one-sided again.
        #expect(!d.priority(.medium).isTwoSided)
    }
}
