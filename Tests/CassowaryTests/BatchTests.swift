import Cassowary
import Testing

// `add(contentsOf:)` inserts a batch in the order given, optimising after
// each constraint. Whatever that order, the result must be the batch's
// optimum, and the first constraint that fails must be the one reported,
// with nothing added.

@Suite("Batches in any order")
struct BatchTests {
    /// `count` conflicting constraints `x == i` at distinct priorities,
    /// shuffled: the strongest holds exactly.
    @Test(arguments: [5, 40])
    func theStrongestOfManyPrioritiesHolds(count: Int) throws {
        let x = Variable("x")
        var rng = SplitMix64(seed: UInt64(count))
        var batch = (0..<count).map { i in (x == Double(i)).priority(Priority(Double(1 + i * 900 / count))) }
        for i in stride(from: batch.count - 1, to: 0, by: -1) {
            batch.swapAt(i, Int(rng.next() % UInt64(i + 1)))
        }
        let s = Solver()
        try s.add(contentsOf: batch)
        #expect(s.value(of: x) == Double(count - 1))
        for c in batch { #expect(s.contains(c)) }
    }

    /// Weaker constraints first in the batch, required ones last: the
    /// values are those of adding the strongest first, one by one.
    @Test func aBatchMatchesAddingTheStrongestFirst() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let batch: [Constraint] = [
            (width == 500).priority(.weak),
            (width >= 200).priority(.strong),
            (left == 30).priority(.medium),
            right == left + width,
            right <= 320,
            left >= 0,
        ]
        let batched = Solver()
        try batched.add(contentsOf: batch)
        let oneByOne = Solver()
        for c in batch.sorted(by: { $0.priority > $1.priority }) { try oneByOne.add(c) }
        for v in [left, width, right] { #expect(batched.value(of: v) == oneByOne.value(of: v)) }
        // width >= 200 (strong) holds, left == 30 (medium) holds, the weak width gives way.
        #expect(batched.value(of: left) == 30)
        #expect(batched.value(of: width) == 290)
        #expect(batched.value(of: right) == 320)
    }

    /// A bad number in a weak constraint comes before a bad priority in a
    /// later one: the first failure is reported, and nothing is added.
    @Test func theFirstFailureIsReported() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        let badNumber = (x * .nan >= 0).priority(.weak)
        let badPriority = (y == 1).priority(Priority(0))
        #expect(solverError { try s.add(contentsOf: [y <= 5, badNumber, badPriority]) }?.isInvalidNumber == true)
        #expect(!s.contains(badNumber))
        let held = x >= 0
        try s.add(held)
        let fresh = (y == 2).priority(.weak)
        #expect(throws: SolverError.duplicateConstraint(held)) { try s.add(contentsOf: [fresh, held]) }
        #expect(!s.contains(fresh))
    }
}

/// `remove(contentsOf:)`: every constraint named, or none; a constraint
/// named twice is removed once; the values are those of removing them one by one.
@Suite("Removing a batch")
struct RemoveBatchTests {
    @Test func aBatchRemovesAllOrNothing() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let pin = left == 10, size = width == 100, edge = right == left + width
        let limit = (right <= 80).priority(.strong), loose = (width == 40).priority(.weak)
        let solver = Solver()
        try solver.add(contentsOf: [pin, size, edge, limit, loose])
        #expect(solver.value(of: right) == 110)
        let stranger = left == 3
        #expect(throws: SolverError.self) { try solver.remove(contentsOf: [size, stranger, edge]) }
        #expect(solver.contains(size) && solver.contains(edge) && solver.value(of: right) == 110)
        try solver.remove(contentsOf: [size, pin, size])
        #expect(!solver.contains(size) && !solver.contains(pin) && solver.contains(edge))
        // The strong limit holds, the weak width too; left is free below 40.
        #expect(solver.value(of: width) == 40)
        #expect(solver.value(of: right) <= 80)
        #expect(solver.value(of: right) == solver.value(of: left) + 40)
        try solver.remove(contentsOf: [])
        #expect(solver.contains(edge))
    }

    /// A batch whose removals, taken together, leave an objective level
    /// with rounding and no row to bound it (coefficients 0.1, 1/3, 1.1):
    /// it removes what one by one removes (found in review: the one
    /// optimisation at the end of the batch found the objective unbounded).
    @Test func aBatchRemovesWhatOneByOneRemoves() throws {
        func make() throws -> (Solver, [Constraint]) {
            let x = (0..<10).map { Variable("x\($0)") }
            func c(_ t: [(Int, Double)], _ k: Double, _ r: Relation, _ p: Double) -> Constraint {
                Constraint(Expression(terms: t.map { Term(x[$0.0], $0.1) }, constant: k), r, priority: Priority(p))
            }
            let c1 = c([(7, 1.1)], -19, .equal, 50), c4 = c([(5, 0.5), (3, 1.1)], -1.0 / 3, .lessThanOrEqual, 1000)
            let c6 = c([(2, 2.5), (6, 0.3)], -1, .lessThanOrEqual, 50), c7 = c([(3, 0.1)], -14, .greaterThanOrEqual, 999)
            let c8 = c([(2, 1), (2, -0.7), (7, 2.5)], -2, .equal, 999), c9 = c([(9, 0.5)], -1, .equal, 1000)
            let c12 = c([(6, 1.1), (8, -0.7), (7, 1.1)], 5, .lessThanOrEqual, 999)
            let c15 = c([(0, 0.1), (9, 2.5)], -12, .equal, 1000)
            let c19 = c([(8, 0.3), (2, 0.1)], -19.0 / 3, .lessThanOrEqual, 1000)
            let c25 = c([(6, -0.7), (5, -0.2), (0, 0.5)], 1.6, .lessThanOrEqual, 1000)
            let c27 = c([(8, 0.5), (0, -1)], 0.5, .equal, 1000)
            let c31 = c([(1, 0.3), (3, -1), (8, 1)], -8.0 / 3, .equal, 1000)
            let c32 = c([(3, 2.5), (9, -0.2)], -10, .lessThanOrEqual, 1000)
            let c35 = c([(1, 1.1), (7, 0.1), (1, 1.1)], -1, .greaterThanOrEqual, 1000)
            let s = Solver()
            for k in [c1, c4, c6, c7, c8, c9, c12, c15, c19, c25, c27, c31, c32, c35] { try s.add(k) }
            return (s, [c7, c9, c25, c27, c35])
        }
        let (one, named) = try make()
        for c in named.reversed() { try one.remove(c) }
        let (batched, batch) = try make()
        try batched.remove(contentsOf: batch)
        #expect(batch.allSatisfy { !batched.contains($0) })
    }

    /// A chain of 400 variables taken out in one call, oldest named first:
    /// the values of the rows above each removal are added up once, not once
    /// per removal (a count, not a time).
    @Test func aChainRemovedInOneCallAddsUpItsValuesOnce() throws {
        func sums(_ n: Int, oneCall: Bool) throws -> Int {
            let x = (0..<n).map { Variable("x\($0)") }
            let solver = Solver()
            var chain = [x[0] == 0]
            for i in 1..<n { chain.append(x[i] == x[i - 1] + 8) }
            try solver.add(contentsOf: chain)
            #expect(solver.value(of: x[n - 1]) == Double(8 * (n - 1)))
            let before = solver.sumsRefreshed
            if oneCall { try solver.remove(contentsOf: chain) } else { for c in chain { try solver.remove(c) } }
            #expect(chain.allSatisfy { !solver.contains($0) })
            return solver.sumsRefreshed - before
        }
        let batched = try sums(400, oneCall: true), oneByOne = try sums(400, oneCall: false)
        #expect(batched <= 400, "values added up: \(batched) in one call, \(oneByOne) one by one")
        #expect(oneByOne > 10 * batched)
    }
}
