import Cassowary
import Testing

// Regression tests for the solver's contract (docs/SOLVER-CONTRACT.md),
// written against the public API only so that they survive a rewrite of the
// solver's internals. Each test names the bug it guards. The numeric and
// scale tests are in SolverRegressionNumericTests.swift; the helpers below
// are shared by both files.

/// Checks shared by the regression tests: the contract's tolerance, the
/// observable state of a solver, the error a call throws.
enum Regression {
    /// The error `body` throws, or nil when it succeeds (see `solverError`).
    static func failure(_ body: () throws -> Void) -> SolverError? { solverError(body) }

    /// `sum(a_i x_i) + c` at the current values, with the constant the
    /// solver holds for `c` (it may have been changed by setConstant).
    static func residual(of c: Constraint, in s: Solver) -> Double {
        let e = c.expression
        var sum = s.constant(of: c) ?? e.constant
        for t in e.terms { sum += t.coefficient * s.value(of: t.variable) }
        return sum
    }

    /// The constraint's error at the current values (the contract's model).
    static func error(of c: Constraint, in s: Solver) -> Double {
        let e = residual(of: c, in: s)
        switch c.relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    /// The contract's scale of a constraint at the current values:
    /// 1e-6 (sum |a_i x_i| + |c|) + 1e-9 (sum |a_i|) max |x|, with max |x|
    /// over the constraint's variables, or over the whole solution when
    /// `solution` (its largest magnitude) is given.
    static func tolerance(of c: Constraint, in s: Solver, solution: Double = 0) -> Double {
        let e = c.expression
        var magnitude = abs(s.constant(of: c) ?? e.constant)
        var coefficients = 0.0, largest = solution
        for t in e.terms {
            let v = s.value(of: t.variable)
            magnitude += abs(t.coefficient * v)
            coefficients += abs(t.coefficient)
            largest = max(largest, abs(v))
        }
        return 1e-6 * magnitude + 1e-9 * coefficients * largest
    }

    /// Whether `c` holds at the current values within the contract's tolerance.
    static func holds(_ c: Constraint, in s: Solver, solution: Double = 0) -> Bool {
        let e = error(of: c, in: s)
        return e.isFinite && e <= tolerance(of: c, in: s, solution: solution)
    }

    /// Records an issue for every non-finite value and every required
    /// constraint among `constraints` that the solver holds and violates.
    static func expectConsistent(
        _ s: Solver, variables: [Variable], constraints: [Constraint], _ step: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for v in variables {
            let value = s.value(of: v)
            #expect(value.isFinite, "\(v) = \(value) \(step)", sourceLocation: sourceLocation)
        }
        for c in constraints where s.contains(c) && c.priority.isRequired {
            #expect(
                holds(c, in: s), "\(c) violated by \(error(of: c, in: s)) \(step)",
                sourceLocation: sourceLocation)
        }
    }

    /// Records an issue unless each variable reads its expected value within
    /// `relative` of its magnitude (at least `relative` absolute).
    static func expectValues(
        _ s: Solver, _ expected: [(Variable, Double)], relative: Double = 1e-9, _ step: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (v, e) in expected {
            let value = s.value(of: v)
            #expect(
                abs(value - e) <= relative * max(1, abs(e)), "\(v) = \(value), expected \(e) \(step)",
                sourceLocation: sourceLocation)
        }
    }

    /// Everything a failed call must leave as it was: values (exactly),
    /// which constraints are held, their constants, which variables are edited.
    struct State: Equatable {
        var values: [Double]
        var held: [Bool]
        var constants: [Double?]
        var edited: [Bool]

        init(_ s: Solver, variables: [Variable], constraints: [Constraint]) {
            values = variables.map { s.value(of: $0) }
            held = constraints.map { s.contains($0) }
            constants = constraints.map { s.constant(of: $0) }
            edited = variables.map { s.hasEditVariable($0) }
        }
    }

    /// A new constraint with the terms, relation and priority of `c` and the
    /// constant `s` holds for it (or its own).
    static func copy(_ c: Constraint, from s: Solver? = nil) -> Constraint {
        var e = c.expression
        if let k = s?.constant(of: c) { e.constant = k }
        return Constraint(e, c.relation, priority: c.priority)
    }

    /// Adds `c` to `s`, which must refuse it as unsatisfiable, and checks the
    /// error: it names `c`; its conflicts hold `c` and otherwise only required
    /// constraints `s` holds, each once; together they have no solution (the
    /// others alone go into a fresh solver, then `c` fails there); and, when
    /// `minimal` is given, they are exactly that set. `s` must not change.
    static func expectConflict(
        adding c: Constraint, to s: Solver, variables: [Variable], held: [Constraint],
        minimal: [Constraint]? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let before = State(s, variables: variables, constraints: held + [c])
        let thrown = failure { try s.add(c) }
        #expect(State(s, variables: variables, constraints: held + [c]) == before, sourceLocation: sourceLocation)
        guard case let .unsatisfiable(named, conflicts)? = thrown else {
            Issue.record("adding \(c) gave \(String(describing: thrown)), not .unsatisfiable", sourceLocation: sourceLocation)
            return
        }
        #expect(named === c, "the error names \(named), not \(c)", sourceLocation: sourceLocation)
        #expect(conflicts.contains { $0 === c }, "\(c) missing from \(conflicts)", sourceLocation: sourceLocation)
        #expect(Set(conflicts.map(ObjectIdentifier.init)).count == conflicts.count, "repeats in \(conflicts)",
                sourceLocation: sourceLocation)
        for k in conflicts where k !== c {
            #expect(s.contains(k) && k.priority.isRequired, "\(k) is not a held required constraint",
                    sourceLocation: sourceLocation)
        }
        if let minimal {
            #expect(Set(conflicts.map(ObjectIdentifier.init)) == Set(minimal.map(ObjectIdentifier.init)),
                    "conflicts \(conflicts), expected \(minimal)", sourceLocation: sourceLocation)
        }
        // The set must be infeasible on its own.
        let fresh = Solver()
        for k in conflicts where k !== c {
            let copied = copy(k, from: s)
            #expect(failure { try fresh.add(copied) } == nil, "the conflicts without \(c) do not hold together",
                    sourceLocation: sourceLocation)
        }
        let last = copy(c)
        guard case .unsatisfiable? = failure({ try fresh.add(last) }) else {
            Issue.record("the conflict set \(conflicts) has a solution", sourceLocation: sourceLocation)
            return
        }
    }
}

@Suite("Solver regressions: structure")
struct SolverRegressionTests {
    // MARK: 1. Duplicate equalities

    /// Guards: the same equation held twice (two constraint objects) left a
    /// redundant row that removing one copy, or both in either order, broke
    /// (a crash, or values that no longer satisfy the remaining copy).
    @Test(arguments: [false, true])
    func duplicateEqualitiesAddedAndRemoved(removeSecondFirst: Bool) throws {
        let x = Variable("x"), y = Variable("y")
        struct Case {
            var make: () -> Constraint
            var extra: [Constraint]
            var both: [(Variable, Double)]   // expected values while a copy is held
            var none: [(Variable, Double)]   // expected once both are gone
        }
        let pinned = { [y == 10, (x == 0).priority(.weak)] }
        let cases: [Case] = [
            Case(make: { x == y + 5 }, extra: [], both: [], none: []),
            Case(make: { x + 1.5 * y == 205 }, extra: [], both: [], none: []),
            Case(make: { x == y + 5 }, extra: pinned(), both: [(x, 15), (y, 10)], none: [(x, 0), (y, 10)]),
            Case(make: { x + 1.5 * y == 205 }, extra: pinned(), both: [(x, 190), (y, 10)], none: [(x, 0), (y, 10)]),
        ]
        for (n, k) in cases.enumerated() {
            let s = Solver()
            let c1 = k.make(), c2 = k.make()
            let all = k.extra + [c1, c2]
            try s.add(contentsOf: k.extra)
            try s.add(c1)
            try s.add(c2)
            Regression.expectConsistent(s, variables: [x, y], constraints: all, "case \(n), both held")
            Regression.expectValues(s, k.both, "case \(n), both held")
            let (first, second) = removeSecondFirst ? (c2, c1) : (c1, c2)
            try s.remove(first)
            #expect(!s.contains(first) && s.contains(second))
            Regression.expectConsistent(s, variables: [x, y], constraints: all, "case \(n), one held")
            Regression.expectValues(s, k.both, "case \(n), one held")
            try s.remove(second)
            #expect(!s.contains(second))
            Regression.expectConsistent(s, variables: [x, y], constraints: all, "case \(n), none held")
            Regression.expectValues(s, k.none, "case \(n), none held")
            // The solver is still usable: the equation goes back in.
            try s.add(first)
            Regression.expectConsistent(s, variables: [x, y], constraints: all, "case \(n), re-added")
            Regression.expectValues(s, k.both, "case \(n), re-added")
        }
    }

    // MARK: 3. Redundant equalities and setConstant

    /// Guards: setConstant on a required equality that another constraint
    /// duplicates or implies moved the row as if it were alone, silently
    /// breaking the other copy, instead of failing with `.unsatisfiable`
    /// and changing nothing. (For `x == 10` the expression is `x - 10`: its
    /// constant is -10, and `setConstant(-20, ...)` means `x == 20`.)
    @Test func setConstantOnARedundantEquality() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        let c1 = (x == 10).identified("c1"), c2 = (x == 10).identified("c2")
        try s.add(c1)
        try s.add(c2)
        let vars = [x, y], watched = [c1, c2]
        var before = Regression.State(s, variables: vars, constraints: watched)
        var thrown = Regression.failure { try s.setConstant(-20, of: c1) }
        #expect(thrown == .unsatisfiable(c1, conflicts: [c1, c2]) || thrown == .unsatisfiable(c1, conflicts: [c2, c1]))
        #expect(Regression.State(s, variables: vars, constraints: watched) == before)
        #expect(s.constant(of: c1) == -10)
        Regression.expectValues(s, [(x, 10)])

        // An equality implied by two others.
        let cy = (y == 20).identified("cy"), sum = (x + y == 30).identified("sum")
        try s.add(cy)
        try s.add(sum)
        let all = [c1, c2, cy, sum]
        before = Regression.State(s, variables: vars, constraints: all)
        thrown = Regression.failure { try s.setConstant(-40, of: sum) }
        if case let .unsatisfiable(named, conflicts)? = thrown {
            #expect(named === sum)
            #expect(conflicts.contains { $0 === sum } && conflicts.contains { $0 === cy })
            #expect(conflicts.count == 3 && conflicts.contains { $0 === c1 || $0 === c2 })
        } else {
            Issue.record("setConstant on an implied equality gave \(String(describing: thrown))")
        }
        #expect(Regression.State(s, variables: vars, constraints: all) == before)
        thrown = Regression.failure { try s.setConstant(-25, of: cy) }
        #expect(thrown.map { if case .unsatisfiable(cy, _) = $0 { true } else { false } } == true)
        #expect(Regression.State(s, variables: vars, constraints: all) == before)
        Regression.expectValues(s, [(x, 10), (y, 20)])

        // Without the duplicate and the implied sum, the change is allowed.
        try s.remove(sum)
        try s.remove(c2)
        try s.setConstant(-20, of: c1)
        #expect(s.constant(of: c1) == -20)
        Regression.expectValues(s, [(x, 20), (y, 20)])
        try s.setConstant(-25, of: cy)
        Regression.expectValues(s, [(x, 20), (y, 25)])
        Regression.expectConsistent(s, variables: vars, constraints: all)
    }

    /// Guards: an edit variable whose value a duplicated required equality
    /// fixes; suggestions must give way to the required rows (they cannot
    /// fail: an edit is optional), and take effect once both copies are gone.
    @Test func suggestionsAgainstARedundantEquality() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        let c1 = x == 10, c2 = x == 10
        let tie1 = x == y, tie2 = x == y
        try s.add(contentsOf: [c1, c2, tie1, tie2])
        try s.addEditVariable(x, priority: .strong)
        try s.addEditVariable(y, priority: .medium)
        let all = [c1, c2, tie1, tie2]
        for (value, step) in [(20.0, "both"), (30, "both again")] {
            try s.suggestValue(value, for: x)
            try s.suggestValue(-value, for: y)
            Regression.expectValues(s, [(x, 10), (y, 10)], step)
        }
        try s.remove(c1)
        try s.suggestValue(40, for: x)
        Regression.expectValues(s, [(x, 10), (y, 10)], "c2 held")
        try s.remove(c2)
        Regression.expectValues(s, [(x, 40), (y, 40)], "both removed")
        try s.suggestValue(-7, for: x)
        try s.suggestValue(3, for: y)
        Regression.expectValues(s, [(x, -7), (y, -7)], "strong x wins")
        try s.remove(tie1)
        Regression.expectValues(s, [(x, -7), (y, -7)], "one tie left")
        try s.remove(tie2)
        Regression.expectValues(s, [(x, -7), (y, 3)], "no tie left")
        Regression.expectConsistent(s, variables: [x, y], constraints: all)
    }

    // MARK: 4. Conflict lists

    /// Guards: the conflict list of `.unsatisfiable` named optional or
    /// irrelevant constraints, missed some, or was a set that has a solution.
    @Test func conflictListsAreHeldRequiredAndInfeasible() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z"), w = Variable("w")
        do {  // An inequality chain, with irrelevant and optional constraints held.
            let s = Solver()
            let floor = x >= 10, gap = y >= x + 5
            let irrelevant = [z == 3, w >= z, x + w >= 0, y + z <= 1000]
            let optional = [(y == 100).priority(.strong), (x <= 0).priority(.medium)]
            try s.add(contentsOf: irrelevant + [floor, gap] + optional)
            try s.addEditVariable(x, priority: .weak)
            try s.suggestValue(50, for: x)
            let ceiling = y <= 12
            Regression.expectConflict(
                adding: ceiling, to: s, variables: [x, y, z, w], held: irrelevant + [floor, gap] + optional,
                minimal: [floor, gap, ceiling])
        }
        do {  // A chain of equalities x0 = 0, x_i = x_{i-1} + 1, then x5 <= 3.
            let s = Solver()
            let xs = (0...5).map { Variable("x\($0)") }
            let chain = [xs[0] == 0] + (1...5).map { xs[$0] == xs[$0 - 1] + 1 }
            let irrelevant = [y == xs[2] + 100, y <= 1000, xs[3] >= -50, (xs[5] == 0).priority(.strong)]
            try s.add(contentsOf: irrelevant + chain)
            let closing = xs[5] <= 3
            Regression.expectConflict(
                adding: closing, to: s, variables: xs + [y], held: irrelevant + chain, minimal: chain + [closing])
        }
        do {  // Equalities implying x = 6, y = 4, then y >= 5; z >= x shares x but is irrelevant.
            let s = Solver()
            let sum = x + y == 10, difference = x - y == 2, other = z >= x
            try s.add(contentsOf: [other, sum, difference, (z == 0).priority(.strong)])
            let bound = y >= 5
            Regression.expectConflict(
                adding: bound, to: s, variables: [x, y, z], held: [other, sum, difference],
                minimal: [sum, difference, bound])
        }
        do {  // A duplicated bound: two minimal sets; either is right.
            let s = Solver()
            let a1 = x >= 10, a2 = x >= 10, gap = y >= x + 5
            try s.add(contentsOf: [a1, a2, gap, z <= y])
            Regression.expectConflict(adding: y <= 12, to: s, variables: [x, y, z], held: [a1, a2, gap])
            Regression.expectConflict(adding: x == 3, to: s, variables: [x, y, z], held: [a1, a2, gap])
        }
        do {  // A new equality on a duplicated equality.
            let s = Solver()
            let e1 = x == y + 1, e2 = x == y + 1
            try s.add(contentsOf: [e1, e2, y == 2])
            Regression.expectConflict(adding: x == 4, to: s, variables: [x, y], held: [e1, e2])
        }
    }

    // MARK: 6. Atomic batches

    /// Guards: a batch that fails part-way left its first constraints in the
    /// solver (contains() true, values moved) instead of being all or nothing.
    @Test func aFailedBatchChangesNothing() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let s = Solver()
        let existing = [z == 7, (x == 1).priority(.strong), (y == 2).priority(.weak)]
        try s.add(contentsOf: existing)
        let vars = [x, y, z]
        // The last one conflicts with the two before it in the batch.
        let a = x >= 10, b = y == x + 5, conflicting = y <= 12
        var watched = existing + [a, b, conflicting]
        var before = Regression.State(s, variables: vars, constraints: watched)
        let thrown = Regression.failure { try s.add(contentsOf: [a, b, conflicting]) }
        if case let .unsatisfiable(named, conflicts)? = thrown {
            #expect(named === conflicting)
            #expect(conflicts.contains { $0 === conflicting })
        } else {
            Issue.record("the batch gave \(String(describing: thrown))")
        }
        #expect(!s.contains(a) && !s.contains(b) && !s.contains(conflicting))
        #expect(Regression.State(s, variables: vars, constraints: watched) == before)
        Regression.expectValues(s, [(x, 1), (y, 2), (z, 7)])

        // Conflicting with a constraint held before the batch.
        let c = x >= 0, d = z <= 5
        watched += [c, d]
        before = Regression.State(s, variables: vars, constraints: watched)
        #expect(Regression.failure { try s.add(contentsOf: [c, d]) } != nil)
        #expect(Regression.State(s, variables: vars, constraints: watched) == before)

        // Refused for a duplicate or an invalid number at the end.
        let e = y >= -100, bad = Constraint(Expression(terms: [Term(x)], constant: .nan), .equal)
        watched += [e, bad]
        before = Regression.State(s, variables: vars, constraints: watched)
        #expect(Regression.failure { try s.add(contentsOf: [c, e, c]) } == .duplicateConstraint(c))
        #expect(Regression.State(s, variables: vars, constraints: watched) == before)
        guard case .invalidNumber? = Regression.failure({ try s.add(contentsOf: [c, e, bad]) }) else {
            Issue.record("a NaN constant in a batch was not refused with .invalidNumber")
            return
        }
        #expect(Regression.State(s, variables: vars, constraints: watched) == before)

        // Nothing was claimed: the same objects go in afterwards.
        try s.add(contentsOf: [a, b, c])
        Regression.expectValues(s, [(x, 10), (y, 15), (z, 7)])
        Regression.expectConsistent(s, variables: vars, constraints: watched)
    }
}

/// `isFixedByRequiredEqualities`, which lets a layout engine measure a label
/// once when its width cannot move.
@Suite struct FixedByRequiredEqualitiesTests {
    @Test func onlyRequiredEqualitiesFixAValue() throws {
        let w = Variable("w"), x = Variable("x"), y = Variable("y"), z = Variable("z")
        let s = Solver()
        try s.add(w == 359)
        try s.add(y == 3)
        try s.add(x == y + 5)
        try s.add(z >= 10)
        #expect(s.isFixedByRequiredEqualities(w))
        #expect(s.isFixedByRequiredEqualities(x))
        #expect(!s.isFixedByRequiredEqualities(z))
        let v = Variable("v")
        #expect(!s.isFixedByRequiredEqualities(v))   // in no constraint
        try s.add((v == 20).priority(.strong))
        #expect(!s.isFixedByRequiredEqualities(v))   // an optional constraint could give way
        try s.add(v <= x * 2)
        #expect(!s.isFixedByRequiredEqualities(v))
    }
}
