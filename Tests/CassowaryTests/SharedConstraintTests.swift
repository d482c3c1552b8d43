import Cassowary
import Testing

// A constraint is an object that several solvers may hold at once: the
// first to add it finds it through the constraint itself, the others
// through a map. Either way each solver sees only its own records.

@Suite("Constraints shared between solvers")
struct SharedConstraintTests {
    @Test func twoSolversHoldOneConstraint() throws {
        let x = Variable("x")
        let c = x == 10
        let a = Solver(), b = Solver()
        try a.add(c)
        try b.add(c)
        #expect(a.contains(c) && b.contains(c))
        #expect(a.value(of: x) == 10 && b.value(of: x) == 10)
        try b.setConstant(-20, of: c)
        #expect(b.value(of: x) == 20 && a.value(of: x) == 10)
        #expect(a.constant(of: c) == -10 && b.constant(of: c) == -20)
        // The claiming solver lets go; the other still holds it, and the
        // first can take it back.
        try a.remove(c)
        #expect(!a.contains(c) && b.contains(c))
        try a.add(c)
        #expect(a.contains(c) && a.value(of: x) == 10)
        try b.remove(c)
        #expect(a.contains(c) && !b.contains(c))
        #expect(throws: SolverError.self) { try b.remove(c) }
        #expect(throws: SolverError.self) { try a.add(c) }
    }

    @Test func recordsMoveOnRemovalInBothKinds() throws {
        // Removing swaps the last record into the hole: claimed and
        // foreign records must both follow.
        let vars = (0..<6).map { Variable("v\($0)") }
        let constraints = vars.enumerated().map { i, v in v == Double(i) }
        let first = Solver(), second = Solver()
        for c in constraints.prefix(3) { try first.add(c) }
        for c in constraints { try second.add(c) }  // the first three are foreign here
        for c in [constraints[0], constraints[4], constraints[1]] { try second.remove(c) }
        for (i, c) in constraints.enumerated() {
            #expect(second.contains(c) == ![0, 1, 4].contains(i))
            #expect(first.contains(c) == (i < 3))
        }
        for (i, c) in constraints.enumerated() where second.contains(c) {
            try second.setConstant(-Double(10 * i), of: c)
            #expect(second.value(of: vars[i]) == Double(10 * i))
        }
        #expect(first.value(of: vars[2]) == 2)
    }

    @Test func aFailedBatchReleasesItsConstraints() throws {
        let x = Variable("x")
        let a = Solver(), b = Solver()
        let low = x >= 10, high = x <= 5, free = Variable("y") == 1
        #expect(throws: SolverError.self) { try a.add(contentsOf: [free, low, high]) }
        #expect(!a.contains(free) && !a.contains(low) && !a.contains(high))
        // Released: the other solver claims them and finds them.
        try b.add(contentsOf: [free, low])
        #expect(b.contains(free) && b.contains(low))
        try a.add(free)
        #expect(a.contains(free))
    }

    @Test func aSolverThatGoesAwayReleasesItsConstraints() throws {
        let x = Variable("x")
        let c = x == 3
        do {
            let a = Solver()
            try a.add(c)
            a.reset()
            #expect(!a.contains(c))
            try a.add(c)
        }
        let b = Solver()
        try b.add(c)
        #expect(b.contains(c) && b.value(of: x) == 3)
        try b.remove(c)
        #expect(!b.contains(c))
    }

    /// A solver keeps each constraint it holds alive, and only those: one
    /// removed, rolled back or left in a freed solver is freed when nothing
    /// else refers to it.
    @Test func aSolverKeepsExactlyTheConstraintsItHolds() throws {
        let x = Variable("x")
        weak var kept: Constraint?
        weak var removed: Constraint?
        weak var rolledBack: Constraint?
        var solver: Solver? = Solver()
        do {
            let a = x >= 10, b = (x <= 20).priority(.strong), c = x <= 5
            kept = a
            removed = b
            rolledBack = c
            try solver!.add(a)
            try solver!.add(b)
            try solver!.remove(b)
            // Unsatisfiable: added, then taken out again by the rollback.
            #expect(throws: SolverError.self) { try solver!.add(contentsOf: [x >= 0, c]) }
        }
        #expect(kept != nil && removed == nil && rolledBack == nil)
        #expect(solver!.contains(kept!) && solver!.value(of: x) == 10)
        solver = nil
        #expect(kept == nil)
    }
}
