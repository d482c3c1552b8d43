import Cassowary
import Foundation
import Testing

/// Sequences the fuzzer (`solver-fuzz`) found, shrunk: required equalities
/// whose constants are 1.5 or 2^-16 apart contradict, and equalities the held
/// ones imply are accepted, whatever rounding the tableau carries.
@Suite("Solver regressions: fuzz seeds")
struct SolverFuzzSeedTests {
    /// A contradiction of 1.5 between two required equalities is reported
    /// even after pivots inflated a row's magnitude bound to 1e13 (fuzzing,
    /// seed 21790): the constants are combined afresh, with no allowance
    /// that grows with that bound.
    @Test func anInflatedMagnitudeExcusesNoContradiction() throws {
        let solver = Solver()
        let x0 = Variable("x0"); let x1 = Variable("x1"); let x2 = Variable("x2"); let x3 = Variable("x3"); let x4 = Variable("x4"); let x5 = Variable("x5")
        let c0 = Constraint(Expression(terms: [Term(x5, -1)], constant: 0), .equal, priority: Priority(250))  // -x5 == 0 @250
        let c1 = Constraint(Expression(terms: [Term(x2, 4), Term(x1, 1)], constant: 0), .equal, priority: Priority(1000))  // 4*x2 + x1 == 0
        let c2 = Constraint(Expression(terms: [Term(x4, 4), Term(x2, 0.25)], constant: 20), .equal, priority: Priority(1000))  // 4*x4 + 0.25*x2 + 20 == 0
        let c3 = Constraint(Expression(terms: [Term(x2, 1), Term(x4, -1.5), Term(x3, -1.5)], constant: 0), .lessThanOrEqual, priority: Priority(250))  // x2 - 1.5*x4 - 1.5*x3 <= 0 @250
        try solver.add(contentsOf: [c0, c1, c2, c3])
        let c4 = Constraint(Expression(terms: [Term(x0, 0.25), Term(x5, 1)], constant: 19), .lessThanOrEqual, priority: Priority(1000))  // 0.25*x0 + x5 + 19 <= 0
        try solver.add(c4)
        _ = solver.exerciseAmbiguity(of: x4)
        try solver.addEditVariable(x3, priority: Priority(250))
        try solver.remove(c2)
        let c5 = Constraint(Expression(terms: [Term(x1, 3), Term(x3, -1), Term(x0, -1), Term(x2, -0.25)], constant: 6), .lessThanOrEqual, priority: Priority(1000))  // 3*x1 - x3 - x0 - 0.25*x2 + 6 <= 0
        try solver.add(c5)
        let c6 = Constraint(Expression(terms: [Term(x4, 1), Term(x1, 1.5), Term(x5, -1)], constant: 20), .equal, priority: Priority(1000))  // x4 + 1.5*x1 - x5 + 20 == 0
        let c7 = Constraint(Expression(terms: [Term(x2, 4), Term(x2, 3), Term(x1, 1)], constant: 15), .equal, priority: Priority(1000))  // 4*x2 + 3*x2 + x1 + 15 == 0
        try solver.add(contentsOf: [c6, c7])
        try solver.remove(c1)
        let c8 = Constraint(Expression(terms: [Term(x1, 3), Term(x3, -1), Term(x0, -1), Term(x2, -0.25)], constant: 6), .lessThanOrEqual, priority: Priority(750))  // 3*x1 - x3 - x0 - 0.25*x2 + 6 <= 0 @750
        try solver.add(c8)
        let c9 = Constraint(Expression(terms: [Term(x1, 1)], constant: 20), .equal, priority: Priority(779.875))  // x1 + 20 == 0 @779.875
        try solver.add(c9)
        let c10 = Constraint(Expression(terms: [Term(x4, 1), Term(x1, 1.5), Term(x5, -1)], constant: 21.5), .equal, priority: Priority(1000))  // x4 + 1.5*x1 - x5 + 21.5 == 0
        #expect(Regression.failure { try solver.add(c10) } != nil)
        #expect(!solver.contains(c10))
    }
    /// Two required equalities whose constants differ by 2^-16 (5.5 and
    /// 5.4999847...) contradict each other (fuzzing, seed 130540).
    @Test func nearDuplicateConstantsContradict() throws {
        let solver = Solver()
        let x0 = Variable("x0"); let x1 = Variable("x1"); let x2 = Variable("x2")
        try solver.addEditVariable(x0, priority: Priority(50))
        let c0 = Constraint(Expression(terms: [Term(x0, 4), Term(x1, -1)], constant: 0), .lessThanOrEqual, priority: Priority(1000))  // 4*x0 - x1 <= 0
        let c1 = Constraint(Expression(terms: [Term(x1, -1), Term(x2, 1)], constant: 0), .greaterThanOrEqual, priority: Priority(1000))  // -x1 + x2 >= 0
        let c2 = Constraint(Expression(terms: [Term(x2, -1.5), Term(x0, -0.25), Term(x0, 0.5), Term(x2, 4)], constant: 5.5), .equal, priority: Priority(1000))  // -1.5*x2 - 0.25*x0 + 0.5*x0 + 4*x2 + 5.5 == 0
        try solver.add(contentsOf: [c0, c1, c2])
        let c3 = Constraint(Expression(terms: [Term(x1, 1)], constant: -9), .equal, priority: Priority(250))  // x1 - 9 == 0 @250
        let c4 = Constraint(Expression(terms: [Term(x1, 4), Term(x2, -0.25)], constant: -1), .lessThanOrEqual, priority: Priority(250))  // 4*x1 - 0.25*x2 - 1 <= 0 @250
        try solver.add(contentsOf: [c3, c4])
        let c5 = Constraint(Expression(terms: [Term(x1, -2), Term(x1, -1), Term(x2, 0.5)], constant: 0), .equal, priority: Priority(250))  // -2*x1 - x1 + 0.5*x2 == 0 @250
        let c6 = Constraint(Expression(terms: [Term(x2, -1.5), Term(x0, -0.25), Term(x0, 0.5), Term(x2, 4)], constant: 5.4999847412109375), .equal, priority: Priority(1000))  // -1.5*x2 - 0.25*x0 + 0.5*x0 + 4*x2 + 5.4999847412109375 == 0
        #expect(Regression.failure { try solver.add(contentsOf: [c5, c6]) } != nil)
        #expect(!solver.contains(c6) && !solver.contains(c5))
    }
    /// A required equality held twice (x1 == 0) is implied, not refused,
    /// whatever rounding the row built from the first carries (fuzzing,
    /// seed 38908): the constants are combined afresh.
    @Test func aRepeatedEqualityIsImplied() throws {
        let solver = Solver()
        let x0 = Variable("x0"); let x1 = Variable("x1")
        let c0 = Constraint(Expression(terms: [Term(x0, -1)], constant: 12), .equal, priority: Priority(250))  // -x0 + 12 == 0 @250
        try solver.add(c0)
        let c1 = Constraint(Expression(terms: [Term(x1, 1), Term(x0, 1.5)], constant: 0.00390625), .lessThanOrEqual, priority: Priority(250))  // x1 + 1.5*x0 + 0.00390625 <= 0 @250
        try solver.add(c1)
        let c2 = Constraint(Expression(terms: [Term(x1, -1)], constant: 0), .equal, priority: Priority(1000))  // -x1 == 0
        try solver.add(c2)
        let c3 = Constraint(Expression(terms: [Term(x1, -1)], constant: 0), .equal, priority: Priority(1000))  // -x1 == 0
        try solver.add(c3)
        #expect(solver.contains(c3) && abs(solver.value(of: x1)) <= 1e-9)
    }
    /// Required equalities 2^-16 apart, reached through phase one (the new
    /// row holds slacks and errors): the artificial's constant is combined
    /// afresh from the constraints' constants (fuzzing, seed 189192).
    @Test func nearDuplicateConstantsContradictThroughPhaseOne() throws {
        let solver = Solver()
        let x0 = Variable("x0"); let x1 = Variable("x1"); let x2 = Variable("x2"); let x3 = Variable("x3"); let x4 = Variable("x4")
        try solver.addEditVariable(x0, priority: Priority(250))
        let c0 = Constraint(Expression(terms: [Term(x0, -1), Term(x3, 1.5), Term(x1, 1)], constant: -9), .lessThanOrEqual, priority: Priority(250))  // -x0 + 1.5*x3 + x1 - 9 <= 0 @250
        try solver.add(c0)
        let c1 = Constraint(Expression(terms: [Term(x1, 1), Term(x2, 0.25)], constant: -13), .equal, priority: Priority(1000))  // x1 + 0.25*x2 - 13 == 0
        try solver.add(c1)
        let c2 = Constraint(Expression(terms: [Term(x4, 1)], constant: 0), .equal, priority: Priority(1000))  // x4 == 0
        try solver.add(c2)
        let c3 = Constraint(Expression(terms: [Term(x1, -1), Term(x3, 3), Term(x1, 4)], constant: 10), .equal, priority: Priority(1000))  // -x1 + 3*x3 + 4*x1 + 10 == 0
        try solver.add(c3)
        let c4 = Constraint(Expression(terms: [Term(x2, -1), Term(x4, -0.5), Term(x3, 1)], constant: -12), .equal, priority: Priority(1000))  // -x2 - 0.5*x4 + x3 - 12 == 0
        try solver.add(c4)
        let c5 = Constraint(Expression(terms: [Term(x2, -1), Term(x0, -0.25), Term(x4, 1)], constant: 11), .lessThanOrEqual, priority: Priority(250))  // -x2 - 0.25*x0 + x4 + 11 <= 0 @250
        try solver.add(c5)
        try solver.removeEditVariable(x0)
        try solver.remove(c5)
        let c6 = Constraint(Expression(terms: [Term(x2, -1), Term(x0, -0.25), Term(x4, 1)], constant: 11), .lessThanOrEqual, priority: Priority(1000))  // -x2 - 0.25*x0 + x4 + 11 <= 0
        try solver.add(c6)
        try solver.add(c5)
        try solver.remove(c2)
        let c7 = Constraint(Expression(terms: [Term(x4, 1.5), Term(x3, 4)], constant: 16), .equal, priority: Priority(251))  // 1.5*x4 + 4*x3 + 16 == 0 @251
        try solver.add(c7)
        let c8 = Constraint(Expression(terms: [Term(x2, -1), Term(x0, -0.25), Term(x4, 1), Term(x1, 1), Term(x2, 0.25)], constant: -2), .lessThanOrEqual, priority: Priority(1000))  // -x2 - 0.25*x0 + x4 + x1 + 0.25*x2 - 2 <= 0
        try solver.add(c8)
        try solver.remove(c1)
        let c9 = Constraint(Expression(terms: [Term(x3, -1.5), Term(x1, -1), Term(x1, -3)], constant: -16.5), .equal, priority: Priority(1000))  // -1.5*x3 - x1 - 3*x1 - 16.5 == 0
        let c10 = Constraint(Expression(terms: [Term(x4, 1.5), Term(x3, 4)], constant: 16.00390625), .equal, priority: Priority(251))  // 1.5*x4 + 4*x3 + 16.00390625 == 0 @251
        let c11 = Constraint(Expression(terms: [Term(x0, -1.5)], constant: 0), .equal, priority: Priority(1000))  // -1.5*x0 == 0
        let c12 = Constraint(Expression(terms: [Term(x3, 3), Term(x1, -2), Term(x4, -2)], constant: -1.9999847412109375), .equal, priority: Priority(1000))  // 3*x3 - 2*x1 - 2*x4 - 1.9999847412109375 == 0
        #expect(Regression.failure { try solver.add(contentsOf: [c9, c10, c11, c12]) } != nil)
        #expect(!solver.contains(c12))
    }
    /// `4x3 + 2x1 - 44 == 0` is implied by a held `x3 + 0.5x1 - 11 == 0`,
    /// though the tableau weighs the held one 3.99999997 after an
    /// ill-conditioned chain (fuzzing, seed 5071318): the weights are refined
    /// from the constraints' own coefficients before the constants combine.
    @Test func anImpliedEqualityIsAcceptedThroughInaccurateWeights() throws {
        let solver = Solver()
        let x0 = Variable("x0"); let x1 = Variable("x1"); let x2 = Variable("x2"); let x3 = Variable("x3"); let x4 = Variable("x4")
        let c0 = Constraint(Expression(terms: [Term(x2, 2), Term(x1, -2), Term(x0, 1)], constant: 0), .greaterThanOrEqual, priority: Priority(1000))  // 2*x2 - 2*x1 + x0 >= 0
        try solver.add(c0)
        let c1 = Constraint(Expression(terms: [Term(x0, -2), Term(x1, -1.5)], constant: -7), .lessThanOrEqual, priority: Priority(250))  // -2*x0 - 1.5*x1 - 7 <= 0 @250
        try solver.add(c1)
        let c2 = Constraint(Expression(terms: [Term(x2, -1), Term(x4, -1.5), Term(x2, -1), Term(x4, 1)], constant: 2), .equal, priority: Priority(1000))  // -x2 - 1.5*x4 - x2 + x4 + 2 == 0
        try solver.add(c2)
        let c3 = Constraint(Expression(terms: [Term(x3, -0.25), Term(x2, -1), Term(x4, 4)], constant: -10), .equal, priority: Priority(1000))  // -0.25*x3 - x2 + 4*x4 - 10 == 0
        try solver.add(c3)
        let c4 = Constraint(Expression(terms: [Term(x2, 0.5), Term(x1, 1)], constant: -4.5), .equal, priority: Priority(50))  // 0.5*x2 + x1 - 4.5 == 0 @50
        try solver.add(c4)
        let c5 = Constraint(Expression(terms: [Term(x3, -2), Term(x3, -3), Term(x0, 0.5)], constant: -2), .lessThanOrEqual, priority: Priority(1000))  // -2*x3 - 3*x3 + 0.5*x0 - 2 <= 0
        try solver.add(c5)
        let c6 = Constraint(Expression(terms: [Term(x0, -0.5)], constant: -11), .lessThanOrEqual, priority: Priority(1000))  // -0.5*x0 - 11 <= 0
        let c7 = Constraint(Expression(terms: [Term(x4, 0.5), Term(x2, 3)], constant: -7), .equal, priority: Priority(656.125))  // 0.5*x4 + 3*x2 - 7 == 0 @656.125
        try solver.add(contentsOf: [c6, c7])
        try solver.remove(c0)
        let c8 = Constraint(Expression(terms: [Term(x3, 1), Term(x1, 0.5)], constant: -11), .equal, priority: Priority(1000))  // x3 + 0.5*x1 - 11 == 0
        try solver.add(c8)
        try solver.addEditVariable(x4, priority: Priority(540.625))
        try solver.setConstant(0, of: c7)
        try solver.remove(c7)
        let c9 = Constraint(Expression(terms: [Term(x3, -0.5), Term(x3, 1)], constant: -2), .equal, priority: Priority(250))  // -0.5*x3 + x3 - 2 == 0 @250
        try solver.add(c9)
        try solver.remove(c6)
        let c10 = Constraint(Expression(terms: [Term(x1, -3), Term(x3, -1.5)], constant: -2), .equal, priority: Priority(1000))  // -3*x1 - 1.5*x3 - 2 == 0
        try solver.add(c10)
        let c11 = Constraint(Expression(terms: [Term(x3, 4), Term(x1, 2)], constant: -44), .equal, priority: Priority(1000))  // 4*x3 + 2*x1 - 44 == 0
        try solver.add(c11)
        #expect(solver.contains(c11))
    }
    /// The level at 50 reaches its optimum, 0 (`2x2 - x3 + 17 == 0` holds
    /// with every stronger level at its own), though a run of
    /// ill-conditioned pivots left the level at 250 a cost of 2.5e-8 where
    /// 2 and -2 met (fuzzing, seed 9191507), which kept the weaker level
    /// from moving: the call that leaves such drift is done again after
    /// the rows are rebuilt from the constraints.
    @Test func aWeakLevelLeftShortByRoundingAbove() throws {
        let solver = Solver()
        let x0 = Variable("x0"); let x1 = Variable("x1"); let x2 = Variable("x2"); let x3 = Variable("x3"); let x4 = Variable("x4")
        try solver.addEditVariable(x1, priority: Priority(250))
        let c0 = Constraint(Expression(terms: [Term(x2, 1), Term(x0, -2)], constant: 0), .equal, priority: Priority(1000))  // x2 - 2*x0 == 0
        try solver.add(c0)
        let c1 = Constraint(Expression(terms: [Term(x2, 2), Term(x3, -1)], constant: 17), .equal, priority: Priority(50))  // 2*x2 - x3 + 17 == 0 @50
        try solver.add(c1)
        try solver.removeEditVariable(x1)
        let c2 = Constraint(Expression(terms: [Term(x2, -0.5), Term(x4, 0.5), Term(x1, 3)], constant: 0), .lessThanOrEqual, priority: Priority(1000))  // -0.5*x2 + 0.5*x4 + 3*x1 <= 0
        try solver.add(c2)
        let c3 = Constraint(Expression(terms: [Term(x3, -2), Term(x1, 0.25)], constant: 0), .equal, priority: Priority(230.375))  // -2*x3 + 0.25*x1 == 0 @230.375
        try solver.add(c3)
        let c4 = Constraint(Expression(terms: [Term(x2, -1), Term(x4, 1)], constant: 0), .equal, priority: Priority(250))  // -x2 + x4 == 0 @250
        try solver.add(c4)
        let c5 = Constraint(Expression(terms: [Term(x3, -0.5), Term(x4, 4), Term(x3, 0.5)], constant: -8), .greaterThanOrEqual, priority: Priority(185.25))  // -0.5*x3 + 4*x4 + 0.5*x3 - 8 >= 0 @185.25
        try solver.add(c5)
        try solver.remove(c5)
        let c6 = Constraint(Expression(terms: [Term(x3, -0.5), Term(x4, 4), Term(x3, 0.5)], constant: -8), .greaterThanOrEqual, priority: Priority(250))  // -0.5*x3 + 4*x4 + 0.5*x3 - 8 >= 0 @250
        try solver.add(c6)
        let c7 = Constraint(Expression(terms: [Term(x3, 0.5), Term(x4, -4), Term(x3, -0.5), Term(x2, 2), Term(x3, -1)], constant: 24.5), .lessThanOrEqual, priority: Priority(750))  // 0.5*x3 - 4*x4 - 0.5*x3 + 2*x2 - x3 + 24.5 <= 0 @750
        let c8 = Constraint(Expression(terms: [Term(x3, -0.5)], constant: -1), .greaterThanOrEqual, priority: Priority(1000))  // -0.5*x3 - 1 >= 0
        try solver.add(contentsOf: [c7, c8])
        let c9 = Constraint(Expression(terms: [Term(x4, -1), Term(x2, -1.5), Term(x2, 1)], constant: -18), .equal, priority: Priority(251))  // -x4 - 1.5*x2 + x2 - 18 == 0 @251
        try solver.add(c9)
        #expect(abs(2 * solver.value(of: x2) - solver.value(of: x3) + 17) <= 1e-6)
    }

    /// After pivots that left coefficients 5e-10 off (11.999999994 for
    /// 12), x0 and x3 came out at -9.3e-9 and -5.9e-9 where 0 is exact, and
    /// the weak `-3x0 + 0.25x3 <= 0` was violated by 2.6e-8, above the
    /// reference's allowance of 2.0e-8 (fuzzing, seed 20469687): a changed
    /// row's constant is now combined afresh from the constraints' constants
    /// when a call ends (`freshConstant`), and comes out 0.
    @Test func aWeakLevelOffByDriftAfterASuggestion() throws {
        let solver = Solver()
        let x0 = Variable("x0"); let x1 = Variable("x1"); let x2 = Variable("x2"); let x3 = Variable("x3"); let x4 = Variable("x4")
        try solver.addEditVariable(x1, priority: Priority(250))
        let c0 = Constraint(Expression(terms: [Term(x4, 1), Term(x3, 1)], constant: 0), .equal, priority: Priority(1000))  // x4 + x3 == 0
        try solver.add(c0)
        let c1 = Constraint(Expression(terms: [Term(x4, 2), Term(x4, 4), Term(x0, 0.25)], constant: 0), .lessThanOrEqual, priority: Priority(250))  // 6*x4 + 0.25*x0 <= 0 @250
        try solver.add(c1)
        let c2 = Constraint(Expression(terms: [Term(x0, -3), Term(x3, 0.25)], constant: 0), .lessThanOrEqual, priority: Priority(50))  // -3*x0 + 0.25*x3 <= 0 @50
        try solver.add(c2)
        let c3 = Constraint(Expression(terms: [Term(x2, 3), Term(x1, -0.5)], constant: -8.000244140625), .equal, priority: Priority(251))  // 3*x2 - 0.5*x1 - 8.000244140625 == 0 @251
        let c4 = Constraint(Expression(terms: [Term(x2, -1), Term(x4, 1), Term(x2, -1.5)], constant: 13.00390625), .lessThanOrEqual, priority: Priority(1000))  // -2.5*x2 + x4 + 13.00390625 <= 0
        let c5 = Constraint(Expression(terms: [Term(x2, 1.5), Term(x4, 1), Term(x2, -0.25)], constant: -7.5), .equal, priority: Priority(1000))  // 1.25*x2 + x4 - 7.5 == 0
        try solver.add(contentsOf: [c3, c4, c5])
        try solver.remove(c0)
        let c6 = Constraint(Expression(terms: [Term(x3, 1), Term(x2, -3), Term(x1, 1), Term(x4, -0.5)], constant: 0), .lessThanOrEqual, priority: Priority(251))  // x3 - 3*x2 + x1 - 0.5*x4 <= 0 @251
        try solver.add(c6)
        try solver.remove(c5)
        let c7 = Constraint(Expression(terms: [Term(x0, 1.5), Term(x4, -0.25)], constant: 0), .greaterThanOrEqual, priority: Priority(1000))  // 1.5*x0 - 0.25*x4 >= 0
        try solver.add(c7)
        let c8 = Constraint(Expression(terms: [Term(x1, -0.25), Term(x0, -3), Term(x2, -1)], constant: -15), .equal, priority: Priority(1000))  // -0.25*x1 - 3*x0 - x2 - 15 == 0
        try solver.add(c8)
        try solver.remove(c8)
        try solver.addEditVariable(x0, priority: Priority(250))
        try solver.suggestValue(1, for: x1)
        #expect(-3 * solver.value(of: x0) + 0.25 * solver.value(of: x3) <= 2e-8)
    }

    /// The edit of x4 is suggested 0, and x4 is 0 (fuzzing, seed 20495459,
    /// with every changed optional constraint put back at once). It came
    /// out at -3.3e-7, added up through free rows that hold basic variables
    /// times 16 and 8 (x4 = -151.99999997 - 16 · x0, x0 off by 2.2e-8);
    /// repaired by the dual simplex, as a solver does by default for a
    /// short repair, it was 4e-12. Rounding drift: the values are now
    /// refined against the constraints' own coefficients when a call ends
    /// (`refineValues`).
    @Test func anEditOffByDriftAfterPuttingItBack() throws {
        let solver = Solver()
        solver.dualPivotsBeforeReinserting = 0
        let x0 = Variable("x0"); let x1 = Variable("x1"); let x2 = Variable("x2"); let x3 = Variable("x3"); let x4 = Variable("x4"); let x5 = Variable("x5")
        let c4 = Constraint(Expression(terms: [Term(x3, 1), Term(x5, 1)], constant: 20), .equal, priority: Priority(1000))  // x3 + x5 + 20 == 0
        let c6 = Constraint(Expression(terms: [Term(x0, 0.25), Term(x5, -1), Term(x3, 2)], constant: -1), .equal, priority: Priority(250))  // 0.25*x0 - x5 + 2*x3 - 1 == 0 @250
        try solver.add(contentsOf: [c4, c6])
        let c13 = Constraint(Expression(terms: [Term(x2, 1)], constant: 0), .equal, priority: Priority(250))  // x2 == 0 @250
        let c14 = Constraint(Expression(terms: [Term(x1, 1), Term(x4, -0.25)], constant: 19), .equal, priority: Priority(750))  // x1 - 0.25*x4 + 19 == 0 @750
        try solver.add(contentsOf: [c13, c14])
        let c15 = Constraint(Expression(terms: [Term(x5, -1), Term(x0, -1)], constant: 0), .greaterThanOrEqual, priority: Priority(250))  // -x5 - x0 >= 0 @250
        try solver.add(c15)
        let c16 = Constraint(Expression(terms: [Term(x1, -0.25), Term(x2, -0.25), Term(x0, -1)], constant: 4), .equal, priority: Priority(66.125))  // -0.25*x1 - 0.25*x2 - x0 + 4 == 0 @66.125
        try solver.add(c16)
        let c20 = Constraint(Expression(terms: [Term(x1, 1), Term(x4, -3), Term(x5, 2)], constant: 0), .greaterThanOrEqual, priority: Priority(546.25))  // x1 - 3*x4 + 2*x5 >= 0 @546.25
        try solver.add(c20)
        try solver.addEditVariable(x4, priority: Priority(532.125))
        try solver.suggestValue(-16, for: x4)
        try solver.suggestValue(0, for: x4)
        #expect(abs(solver.value(of: x4)) <= 3e-8)
    }

    /// A required equality set to a constant that contradicts a held
    /// required inequality by 1 is refused, though the pivots before (an
    /// edit put back with its new constant) inflated the bound on the
    /// inequality's row's rounding past 1 (fuzzing, seed 20310038): the row's
    /// constant is combined afresh from the constraints' constants, with no
    /// allowance that grows with that bound.
    @Test func aContradictionOfOneIsNotRounding() throws {
        let solver = Solver()
        solver.dualPivotsBeforeReinserting = 0
        let x0 = Variable("x0"); let x1 = Variable("x1"); let x2 = Variable("x2"); let x4 = Variable("x4"); let x5 = Variable("x5")
        let c0 = Constraint(Expression(terms: [Term(x0, -0.25), Term(x4, 4)], constant: 0), .lessThanOrEqual, priority: Priority(1000))  // -0.25*x0 + 4*x4 <= 0
        try solver.add(c0)
        let c1 = Constraint(Expression(terms: [Term(x1, -1), Term(x2, -1), Term(x4, 1), Term(x5, -1)], constant: 10), .equal, priority: Priority(250))  // -x1 - x2 + x4 - x5 + 10 == 0 @250
        try solver.add(c1)
        let c2 = Constraint(Expression(terms: [Term(x1, -1), Term(x2, 2), Term(x5, 3)], constant: 0), .equal, priority: Priority(1000))  // -x1 + 2*x2 + 3*x5 == 0
        let c3 = Constraint(Expression(terms: [Term(x2, 2), Term(x5, 2), Term(x1, 1.5)], constant: -12), .lessThanOrEqual, priority: Priority(50))  // 2*x2 + 2*x5 + 1.5*x1 - 12 <= 0 @50
        let c4 = Constraint(Expression(terms: [Term(x5, -1), Term(x5, 0.25)], constant: 19), .equal, priority: Priority(250))  // -0.75*x5 + 19 == 0 @250
        try solver.add(contentsOf: [c2, c3, c4])
        let c5 = Constraint(Expression(terms: [Term(x2, 3), Term(x5, -2)], constant: 5), .equal, priority: Priority(250))  // 3*x2 - 2*x5 + 5 == 0 @250
        try solver.add(c5)
        let c6 = Constraint(Expression(terms: [Term(x2, 3), Term(x5, -2)], constant: 5.000244140625), .equal, priority: Priority(250))  // 3*x2 - 2*x5 + 5.000244140625 == 0 @250
        try solver.add(c6)
        try solver.remove(c2)
        let c7 = Constraint(Expression(terms: [Term(x1, -0.5), Term(x2, 2), Term(x5, 3)], constant: 12), .equal, priority: Priority(935.5))  // -0.5*x1 + 2*x2 + 3*x5 + 12 == 0 @935.5
        try solver.add(c7)
        try solver.addEditVariable(x5, priority: Priority(250))
        try solver.suggestValue(-1, for: x5)
        try solver.addEditVariable(x0, priority: Priority(250))
        try solver.removeEditVariable(x5)
        let c8 = Constraint(Expression(terms: [Term(x0, 2), Term(x2, -3), Term(x5, -1)], constant: -0.00390625), .equal, priority: Priority(1000))  // 2*x0 - 3*x2 - x5 - 0.00390625 == 0
        try solver.add(c8)
        let c9 = Constraint(Expression(terms: [Term(x0, -0.25), Term(x4, 4)], constant: 3.5), .equal, priority: Priority(1000))  // -0.25*x0 + 4*x4 + 3.5 == 0
        try solver.add(c9)
        #expect(Regression.failure { try solver.setConstant(-1, of: c9) } != nil)
        #expect(solver.constant(of: c9) == 3.5)
        #expect(-0.25 * solver.value(of: x0) + 4 * solver.value(of: x4) <= 1e-9)
    }
}
