import Cassowary
import Testing

// The oracle is only as good as its own correctness: these tests check the
// reference solver (Support/ReferenceSolver.swift) on worked examples and
// against brute force on random one-variable systems.

private func rc(_ a: [Double], _ c: Double, _ r: Relation, _ p: Double = 1000) -> ReferenceConstraint {
    ReferenceConstraint(coefficients: a, constant: c, relation: r, priority: p)
}

private func levels(_ result: ReferenceSolver.Result) -> [Double]? {
    if case .optimal(let o) = result { return o.levels.map(\.error) }
    return nil
}

@Suite("Reference solver")
struct ReferenceSolverTests {
    @Test func maximisationExample() throws {
        // kiwi's SimplexTest: z = -2 x1 + 7 x2 + 4 x3 pulled to 1e6 reaches 39,
        // on a whole edge of optima (see KiwiSimplexExampleTests), so z is
        // unique and x is not.
        var system = [
            rc([1, 0, 0, 0], 0, .greaterThanOrEqual), rc([0, 1, 0, 0], 0, .greaterThanOrEqual),
            rc([0, 0, 1, 0], 0, .greaterThanOrEqual), rc([2, -5, 0, 0], -11, .lessThanOrEqual),
            rc([-1, 3, 1, 0], -7, .equal), rc([1, -8, 4, 0], -33, .greaterThanOrEqual),
            rc([2, -7, -4, 1], 0, .equal), rc([0, 0, 0, 1], -1e6, .equal, 50),
        ]
        let result = levels(ReferenceSolver.solve(variableCount: 4, constraints: system))
        #expect(result.map { abs($0[0] - (1e6 - 39)) <= 1e-6 } == true)
        #expect(ReferenceSolver.uniqueValues(variableCount: 4, constraints: system) == nil)
        // Pinning x2 = 3 leaves the single optimum kiwi's test expects.
        system.append(rc([0, 1, 0, 0], -3, .equal))
        let values = try #require(ReferenceSolver.uniqueValues(variableCount: 4, constraints: system))
        for (v, e) in zip(values, [13.0, 3, 11, 39]) { #expect(abs(v - e) <= 1e-7) }
    }

    @Test func infeasibleRequiredConstraints() {
        let system = [rc([1], -10, .greaterThanOrEqual), rc([1], -5, .lessThanOrEqual), rc([1], 0, .equal, 50)]
        #expect(!ReferenceSolver.isFeasible(variableCount: 1, constraints: system))
        #expect(levels(ReferenceSolver.solve(variableCount: 1, constraints: system)) == nil)
        #expect(!ReferenceSolver.isFeasible(variableCount: 1, constraints: [rc([0], 3, .equal)]))
        #expect(ReferenceSolver.isFeasible(variableCount: 1, constraints: [rc([0], -3, .lessThanOrEqual)]))
    }

    @Test func levelsAreStrict() {
        let system = [rc([1], 0, .equal, 251)] + Array(repeating: rc([1], -1, .equal, 250), count: 40)
        let result = levels(ReferenceSolver.solve(variableCount: 1, constraints: system))
        #expect(result?.count == 2)
        #expect(abs((result?[0] ?? -1) - 0) <= 1e-8)
        #expect(abs((result?[1] ?? -1) - 40) <= 1e-6)
    }

    @Test func medianAndUniqueness() {
        let median = [rc([1], 0, .equal, 50), rc([1], -10, .equal, 50), rc([1], -20, .equal, 50)]
        let values = ReferenceSolver.uniqueValues(variableCount: 1, constraints: median)
        #expect(values.map { abs($0[0] - 10) <= 1e-9 } == true)
        let flat = [rc([1], 0, .equal, 50), rc([1], -10, .equal, 50)]
        #expect(ReferenceSolver.uniqueValues(variableCount: 1, constraints: flat) == nil)
        let free = [rc([1, 0], -3, .equal)]
        #expect(ReferenceSolver.uniqueValues(variableCount: 2, constraints: free) == nil)
    }

    @Test func agreesWithBruteForceOnOneVariable() {
        var rng = SplitMix64(seed: 77)
        for _ in 0..<400 {
            let system = (0..<rng.int(1...6)).map { _ in
                rc([Double(rng.int(-3...3))], Double(rng.int(-12...12)),
                   rng.pick([Relation.lessThanOrEqual, .equal, .greaterThanOrEqual]),
                   rng.pick([1000, 1000, 750, 250, 50]))
            }
            let brute = bruteForce(system)
            let reference = levels(ReferenceSolver.solve(variableCount: 1, constraints: system))
            #expect((brute == nil) == (reference == nil), "\(system)")
            if let brute, let reference {
                #expect(brute.count == reference.count)
                for (b, r) in zip(brute, reference) { #expect(abs(b - r) <= 1e-7, "\(system)") }
            }
        }
    }

    /// The lexicographic optimum of a one-variable system by trying every
    /// breakpoint: each level's error is convex and piecewise linear with kinks
    /// only where some constraint's expression is zero, so an optimal point is
    /// among those (or anywhere, when there are none: 0 then).
    private func bruteForce(_ system: [ReferenceConstraint]) -> [Double]? {
        var candidates: [Double] = [0]
        for c in system where c.coefficients[0] != 0 { candidates.append(-c.constant / c.coefficients[0]) }
        let priorities = Array(Set(system.filter { !$0.isRequired }.map(\.priority))).sorted(by: >)
        var best: [Double]? = nil
        for x in candidates where system.allSatisfy({ !$0.isRequired || $0.error(at: [x]) <= 1e-9 }) {
            let errors = priorities.map { p in system.filter { $0.priority == p }.reduce(0) { $0 + $1.error(at: [x]) } }
            if let b = best, !lexicographicallyLess(errors, b) { continue }
            best = errors
        }
        return best
    }

    private func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where abs(x - y) > 1e-9 { return x < y }
        return false
    }
}
