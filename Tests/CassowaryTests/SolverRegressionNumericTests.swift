import Cassowary
import Foundation
import Testing

// Regression tests for the solver's contract: deep systems, random systems,
// degenerate systems, ambiguity and the limits of Double. Public API only;
// the helpers (`Regression`) are in SolverRegressionTests.swift.

/// A stack of `count` boxes: top[i] == bottom[i-1] + 8, each 20 high
/// (>= 20 required, == 20 strong), top[0] == 0, and a weak bottom[last] == 0
/// pulling the stack together (fit to content). Solves it and returns what
/// went wrong: box i must read top 28 i, bottom 28 i + 20.
private func solveStack(count: Int) -> [String] {
    let tops = (0..<count).map { Variable("top\($0)") }
    let bottoms = (0..<count).map { Variable("bottom\($0)") }
    let s = Solver()
    var problems: [String] = []
    func add(_ c: Constraint) {
        if let error = Regression.failure({ try s.add(c) }) { problems.append("adding \(c): \(error)") }
    }
    add(tops[0] == 0)
    for i in 0..<count {
        add(bottoms[i] - tops[i] >= 20)
        add((bottoms[i] - tops[i] == 20).priority(.strong))
        if i > 0 { add(tops[i] == bottoms[i - 1] + 8) }
    }
    add((bottoms[count - 1] == 0).priority(.weak))
    func check(_ when: String) {
        var wrong = 0
        for i in 0..<count {
            let top = s.value(of: tops[i]), bottom = s.value(of: bottoms[i])
            let expectedTop = Double(28 * i)
            let expectedBottom = expectedTop + 20
            if abs(top - expectedTop) > 1e-9 * max(1, expectedTop)
                || abs(bottom - expectedBottom) > 1e-9 * expectedBottom
            {
                wrong += 1
                if wrong <= 3 {
                    problems.append("\(when): box \(i) reads \(top)...\(bottom), expected \(expectedTop)...\(expectedBottom)")
                }
            }
        }
        if wrong > 3 { problems.append("\(when): \(wrong) boxes wrong in all") }
    }
    check("before updateVariables")
    s.updateVariables()
    check("after updateVariables")
    return problems
}

/// Results handed from a thread to the test that waits for it (the
/// semaphore orders the write before the read).
private final class ThreadResult: @unchecked Sendable {
    var problems: [String] = []
}

/// A constraint made of `terms` (variable index, coefficient) + `constant`.
private func constraint(
    _ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Priority, over vars: [Variable]
) -> Constraint {
    Constraint(Expression(terms: terms.map { Term(vars[$0.0], $0.1) }, constant: constant), relation, priority: priority)
}

@Suite("Solver regressions: numbers and scale")
struct SolverRegressionNumericTests {
    // MARK: 2. Deep chains

    /// Guards: operations that recursed (or rescanned rows) in proportion to
    /// a chain's length: a 10,000-box stack overflowed the stack or took
    /// quadratic time. Run on the test's own thread.
    @Test func aTenThousandBoxStack() {
        let problems = solveStack(count: 10_000)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Guards: the same recursion on a thread with a small (256 KiB) stack,
    /// where a 2,000-box stack must not crash.
    @Test func aTwoThousandBoxStackOnASmallStack() {
        let result = ThreadResult()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.problems = solveStack(count: 2_000)
            done.signal()
        }
        thread.stackSize = 256 * 1024
        thread.start()
        done.wait()
        #expect(result.problems.isEmpty, "\(result.problems)")
    }

    // MARK: 5. Numeric stability

    /// Guards: round-off that accumulated over a sequence of adds until a
    /// value was NaN or infinite, or a held required constraint no longer
    /// held. Small-integer random constraints over 8 variables; the ones
    /// refused as unsatisfiable are skipped (they must change nothing, and
    /// their conflict set must have no solution).
    @Test(arguments: Array(1...40) as [UInt64])
    func randomAddsStayFiniteAndFeasible(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let vars = (0..<8).map { Variable("v\($0)") }
        let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
        let optional: [Priority] = [.strong, .medium, .weak, 999, 1]
        let s = Solver()
        var held: [Constraint] = []
        var problems: [String] = []
        for step in 0..<60 {
            let terms = (0..<rng.int(1...3)).map { _ in (rng.int(0...7), Double(rng.int(-3...3))) }
            let priority = rng.int(0...99) < 40 ? Priority.required : optional[rng.int(0...optional.count - 1)]
            let c = constraint(
                terms, Double(rng.int(-20...20)), relations[rng.int(0...2)], priority, over: vars)
            let before = Regression.State(s, variables: vars, constraints: held)
            switch Regression.failure({ try s.add(c) }) {
            case nil:
                held.append(c)
            case let .unsatisfiable(_, conflicts)?:
                if Regression.State(s, variables: vars, constraints: held) != before {
                    problems.append("step \(step): refusing \(c) changed the solver")
                }
                // A refusal must be right: the conflicts, held and required,
                // have no solution (in a fresh solver: the others go in, c fails).
                let fresh = Solver()
                var others = true
                for k in conflicts where k !== c {
                    if !(s.contains(k) && k.priority.isRequired) { problems.append("step \(step): conflict \(k) not held/required") }
                    if Regression.failure({ try fresh.add(Regression.copy(k, from: s)) }) != nil { others = false }
                }
                if !conflicts.contains(where: { $0 === c }) || !others
                    || Regression.failure({ try fresh.add(Regression.copy(c)) }) == nil
                {
                    problems.append("step \(step): refused \(c) with the conflicts \(conflicts), which have a solution")
                }
            case let error?:
                problems.append("step \(step): adding \(c) threw \(error)")
            }
            for v in vars where !s.value(of: v).isFinite {
                problems.append("step \(step): \(v) = \(s.value(of: v))")
            }
            let solution = vars.map { abs(s.value(of: $0)) }.max() ?? 0
            for k in held where k.priority.isRequired && !Regression.holds(k, in: s, solution: solution) {
                problems.append("step \(step): \(k) violated by \(Regression.error(of: k, in: s))")
            }
            if problems.count > 10 { break }
        }
        #expect(problems.isEmpty, "seed \(seed): \(problems)")
    }

    // MARK: 7. Degenerate systems

    /// Guards: pivoting that cycled forever on a degenerate tableau (many
    /// rows through the same point, all with constant 0) while edits moved
    /// back and forth across that point. Only completion and values are
    /// checked: x edit at 900, y edit at 800, so x = max(sx, 0),
    /// y = clamp(sy, x, 2x), and z (x <= z <= y, strong z == x + y) = y.
    @Test func aDegenerateSystemWithEditsBackAndForth() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var required: [Constraint] = [x >= 0, y >= 0, x + y >= 0, x - y <= 0]
        required += [2 * x - y >= 0, z >= 0, z - x >= 0, z - y <= 0]
        let strong: [Constraint] = [x + y <= 0, z - x - y == 0, 2 * x + y <= 0].map { $0.priority(.strong) }
        var medium: [Constraint] = [x - y >= 0, z == x]
        medium += [2 * z - y <= 0, x + z <= 0]
        medium = medium.map { $0.priority(.medium) }
        var weak: [Constraint] = [x + y + z <= 0, x - 2 * y >= 0]
        weak += [z >= y + x, 3 * x - y <= 0]
        weak = weak.map { $0.priority(.weak) }
        let s = Solver()
        try s.add(contentsOf: required + strong + medium + weak)
        try s.addEditVariable(x, priority: 900)
        try s.addEditVariable(y, priority: 800)
        let xs: [Double] = [0, 5, 0, -5, 5, 3, 0, -1, 2, 0, 1, 1, -3]
        let ys: [Double] = [0, 7, 0, 3, -5, 100, 0, -1, 2, 4, 1, 0, 0]
        var removed: [Constraint] = []
        for step in 0..<80 {
            let sx = xs[step % xs.count], sy = ys[(step * 7) % ys.count]
            try s.suggestValue(sx, for: x)
            try s.suggestValue(sy, for: y)
            let ex: Double = max(sx, 0)
            let ey: Double = min(max(sy, ex), ex + ex)
            Regression.expectValues(s, [(x, ex), (y, ey), (z, ey)], "step \(step), suggested \(sx), \(sy)")
            Regression.expectConsistent(s, variables: [x, y, z], constraints: required, "step \(step)")
            // Take optional rows out and put them back through the same point.
            if step % 10 == 4 {
                let optional: [Constraint] = medium + weak
                let first: Int = (step / 10) % 4
                removed = Array(optional[first...].prefix(3))
                for c in removed { try s.remove(c) }
            } else if step % 10 == 7 {
                try s.add(contentsOf: removed)
                removed = []
            }
        }
    }

    // MARK: 8. exerciseAmbiguity

    /// Guards: exerciseAmbiguity pivoting to a point that breaks a required
    /// constraint or worsens an optional level, instead of moving within the
    /// optimal set. x + y == 10, x, y >= 0, x <= 8; strong x + y == 12 costs
    /// 2 wherever x is; medium x >= 3 keeps x in [3, 8].
    @Test func exerciseAmbiguityStaysOptimal() throws {
        let x = Variable("x"), y = Variable("y")
        let required = [x + y == 10, x >= 0, y >= 0, x <= 8]
        let optional = [(x + y == 12).priority(.strong), (x >= 3).priority(.medium), (y - x <= 100).priority(.weak)]
        let s = Solver()
        try s.add(contentsOf: required + optional)
        func levelSums() -> [Double] {
            [Priority.strong, .medium, .weak].map { p in
                optional.filter { $0.priority == p }.reduce(0) { $0 + Regression.error(of: $1, in: s) }
            }
        }
        let sums = levelSums()
        #expect(abs(sums[0] - 2) <= 1e-9 && sums[1] <= 1e-9 && sums[2] == 0)
        #expect(s.isAmbiguous(x))
        var seen: Set<Double> = [s.value(of: x)]
        for call in 0..<12 {
            _ = s.exerciseAmbiguity(of: call % 3 == 2 ? y : x)
            Regression.expectConsistent(s, variables: [x, y], constraints: required, "after call \(call)")
            for (level, (now, then)) in zip(levelSums(), sums).enumerated() {
                let scale = optional.reduce(0) { $0 + Regression.tolerance(of: $1, in: s) }
                #expect(abs(now - then) <= max(scale, 1e-12), "level \(level) sum \(now), was \(then), after call \(call)")
            }
            let value = s.value(of: x)
            #expect(value >= 3 - 1e-9 && value <= 8 + 1e-9, "x = \(value) after call \(call)")
            seen.insert(value)
        }
        #expect(seen.count >= 2, "exerciseAmbiguity never moved x: \(seen)")
    }

    // MARK: 9. Small coefficients

    /// Guards: coefficients below a fixed absolute epsilon dropped as zero,
    /// so that `1e-9 * x == 1` had no solution or a wrong one.
    @Test func smallCoefficientsAreKept() {
        let x = Variable("x"), y = Variable("y")
        let pin = { x == 0.25 }, tiny = { 1e-12 * x + 1e-12 * y == 1e-12 }
        let big = { y == 1e9 }, mixed = { x + 1e-9 * y == 5 }
        let cases: [(String, [Constraint], [(Variable, Double)])] = [
            ("1e-9 x == 1", [1e-9 * x == 1], [(x, 1e9)]),
            ("strong 1e-9 x == 1, weak x == 0", [(1e-9 * x == 1).priority(.strong), (x == 0).priority(.weak)], [(x, 1e9)]),
            ("1e-12 (x + y) == 1e-12, then x == 0.25", [tiny(), pin()], [(x, 0.25), (y, 0.75)]),
            ("x == 0.25, then 1e-12 (x + y) == 1e-12", [pin(), tiny()], [(x, 0.25), (y, 0.75)]),
            ("x + 1e-9 y == 5, then y == 1e9", [mixed(), big()], [(x, 4), (y, 1e9)]),
            ("y == 1e9, then x + 1e-9 y == 5", [big(), mixed()], [(x, 4), (y, 1e9)]),
        ]
        for (name, constraints, expected) in cases {
            let s = Solver()
            for c in constraints {
                if let error = Regression.failure({ try s.add(c) }) { Issue.record("\(name): adding \(c): \(error)") }
            }
            Regression.expectValues(s, expected, name)
        }
    }

    // MARK: 10. Huge numbers

    /// Guards: finite input whose solution overflows a Double gave values of
    /// inf or NaN (or -inf) instead of being refused with `.invalidNumber`
    /// and leaving the solver as it was.
    @Test func hugeNumbersAreSolvedOrRefused() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let vars = [x, y, z]
        func expectFinite(_ s: Solver, _ step: String) {
            for v in vars { #expect(s.value(of: v).isFinite, "\(v) = \(s.value(of: v)) \(step)") }
        }

        // A huge suggestion: solved exactly, or refused without a change.
        var s = Solver()
        try s.addEditVariable(x, priority: .strong)
        for value in [1e308, -1e308, 1.7e308] {
            let before = Regression.State(s, variables: vars, constraints: [])
            switch Regression.failure({ try s.suggestValue(value, for: x) }) {
            case nil: Regression.expectValues(s, [(x, value)], "suggested \(value)")
            case .invalidNumber?: #expect(Regression.State(s, variables: vars, constraints: []) == before)
            case let error?: Issue.record("suggesting \(value) threw \(error)")
            }
            expectFinite(s, "after suggesting \(value)")
        }
        if let error = Regression.failure({ try s.suggestValue(5, for: x) }) { Issue.record("suggesting 5: \(error)") }
        Regression.expectValues(s, [(x, 5)], "back to 5")

        // y == 1e10 x with x == 1e308 does not fit; y reads 0 (unknown) or
        // its old value.
        for oldY in [nil, 3.0] {
            s = Solver()
            let pin = x == 1e308, overflow = y == x * 1e10
            try s.add(pin)
            if let oldY { try s.add((y == oldY).priority(.weak)) }
            let before = Regression.State(s, variables: vars, constraints: [pin, overflow])
            let thrown = Regression.failure { try s.add(overflow) }
            guard case .invalidNumber? = thrown else {
                Issue.record("y == 1e10 x with x == 1e308 gave \(String(describing: thrown))")
                expectFinite(s, "after y == 1e10 x")
                continue
            }
            #expect(Regression.State(s, variables: vars, constraints: [pin, overflow]) == before)
            Regression.expectValues(s, [(x, 1e308), (y, oldY ?? 0)], "after refusing y == 1e10 x")
            expectFinite(s, "after refusing y == 1e10 x")
            if let error = Regression.failure({ try s.add(y == 5) }) { Issue.record("y == 5 afterwards: \(error)") }
            Regression.expectValues(s, [(x, 1e308), (y, 5)], "y == 5 afterwards")
        }

        // z == x + y with both 1e308 does not fit either.
        s = Solver()
        let held = [x == 1e308, y == 1e308]
        try s.add(contentsOf: held)
        let sum = z == x + y
        let before = Regression.State(s, variables: vars, constraints: held + [sum])
        let thrown = Regression.failure { try s.add(sum) }
        if case .invalidNumber? = thrown {
            #expect(Regression.State(s, variables: vars, constraints: held + [sum]) == before)
            Regression.expectValues(s, [(x, 1e308), (y, 1e308), (z, 0)], "after refusing z == x + y")
        } else {
            Issue.record("z == x + y with x, y == 1e308 gave \(String(describing: thrown))")
        }
        expectFinite(s, "after z == x + y")
    }
}

/// Review findings: a feasibility tolerance that grew with any constant ever
/// given, and coefficients dropped at 1e-9 relative.
@Suite("Solver regressions: tolerances")
struct SolverToleranceRegressionTests {
    /// A huge constant elsewhere, or one given and taken back, does not make
    /// a contradiction acceptable.
    @Test func aHugeConstantElsewhereMasksNoConflict() throws {
        let w = Variable("w"), x = Variable("x")
        let s = Solver()
        try s.add(w <= Double.greatestFiniteMagnitude)
        try s.add(x == 0)
        #expect(Regression.failure { try s.add(x == 1) } != nil)
        #expect(Regression.failure { try s.add(x >= 5) } != nil)
        let big = w == 1e15
        let t = Solver()
        try t.add(big)
        try t.remove(big)
        try t.add(x == 0)
        #expect(Regression.failure { try t.add(x == 1) } != nil)
        let u = Solver()
        try u.addEditVariable(w, priority: .strong)
        try u.suggestValue(1e14, for: w)
        try u.suggestValue(0, for: w)
        try u.add(x == 0)
        #expect(Regression.failure { try u.add(x == 10) } != nil)
        #expect(u.value(of: x) == 0)
    }

    /// A difference of 1e-8 between two coefficients is a coefficient (below
    /// 1e-9 relative it is rounding: see `Tolerance.cancellation`).
    @Test func nearlyEqualCoefficientsAreKept() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        try s.add(x - y == 0)
        try s.add(x - 0.99999999 * y == 1)
        #expect(abs(s.value(of: y) - 1e8) <= 1e-3 * 1e8)
        #expect(abs(s.value(of: x) - s.value(of: y)) <= 1e-6 * 1e8)
    }
}
