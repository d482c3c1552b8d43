import Cassowary
import Testing

// setConstant(_:of:) changes a constraint's constant in place. It must give
// the values that removing the constraint and adding one with the new
// constant gives (on systems whose optimum is unique, where "the values" is
// well defined), within 1e-9.

/// `c` with another constant: a new constraint.
private func withConstant(_ c: Constraint, _ constant: Double) -> Constraint {
    Constraint(Expression(terms: c.expression.terms, constant: constant), c.relation, priority: c.priority)
}

/// Applies `changes` with setConstant on one solver and with remove + add on
/// another, and compares the values after each change.
private func compare(
    variables: [Variable], constraints: [Constraint], edits: [(Variable, Priority, Double)] = [],
    changes: [(index: Int, constant: Double, expected: [Double]?)]
) throws {
    let inPlace = Solver(), rebuilt = Solver()
    for s in [inPlace, rebuilt] {
        try s.add(contentsOf: constraints)
        for (v, p, value) in edits {
            try s.addEditVariable(v, priority: p)
            try s.suggestValue(value, for: v)
        }
    }
    var current = constraints
    for change in changes {
        try inPlace.setConstant(change.constant, of: constraints[change.index])
        try rebuilt.remove(current[change.index])
        current[change.index] = withConstant(constraints[change.index], change.constant)
        try rebuilt.add(current[change.index])
        #expect(inPlace.constant(of: constraints[change.index]) == change.constant)
        for v in variables {
            #expect(abs(inPlace.value(of: v) - rebuilt.value(of: v)) <= 1e-9, "\(v) after \(change)")
        }
        if let expected = change.expected {
            for (v, e) in zip(variables, expected) {
                #expect(abs(inPlace.value(of: v) - e) <= 1e-9, "\(v) after \(change)")
            }
        }
    }
}

@Suite("setConstant")
struct SetConstantTests {
    @Test func twoEquations() throws {
        let x = Variable("x"), y = Variable("y")
        try compare(
            variables: [x, y], constraints: [x + y == 20, x - y == 4],
            changes: [(1, -4, [12, 8]), (1, 10, [5, 15]), (0, -50, [20, 30]), (1, 0, [25, 25])])
    }

    @Test func boundsAroundAWeakTarget() throws {
        let x = Variable("x")
        // x == 10 weak, x >= 0 (expression x, constant 0), x <= 30 (x - 30).
        try compare(
            variables: [x], constraints: [(x == 10).priority(.weak), x >= 0, x <= 30],
            changes: [(1, -15, [15]), (0, -40, [30]), (2, -35, [35]), (1, 0, [35]), (0, 5, [0])])
    }

    @Test func theMidpointSegmentAtItsLimit() throws {
        // The paper's segment with the strong midpoint pulled to 95: the box
        // [-10, 100] pins everything; moving the box moves the answer.
        let xm = Variable("xm"), xl = Variable("xl"), xr = Variable("xr")
        try compare(
            variables: [xm, xl, xr],
            constraints: [2 * xm == xl + xr, xl + 20 <= xr, xl >= -10, xr <= 100],
            edits: [(xm, .strong, 95), (xl, .weak, 0), (xr, .weak, 0)],
            changes: [(3, -90, [80, 70, 90]), (1, 10, [85, 80, 90]), (3, -100, [95, 90, 100])])
    }

    @Test func optionalConstraintsInAChain() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        try compare(
            variables: [a, b, c],
            constraints: [
                a == 0, (b == a + 30).priority(.strong), (c == b + 30).priority(.strong),
                c <= 50, (c == 100).priority(.weak),
            ],
            changes: [(3, -70, [0, 30, 60]), (1, -10, [0, 10, 40]), (0, 25, [-25, -15, 15])])
    }

    @Test(arguments: 0..<4)
    func randomSystemsWithAUniqueOptimum(chunk: Int) throws {
        var compared = 0
        for seed in chunk * 100..<(chunk + 1) * 100 {
            var systems = RandomSystems(seed: 0x5E7C_0000 + UInt64(seed))
            let (variables, generated) = systems.system()
            let inPlace = Solver(), rebuilt = Solver()
            var model = SolverModel(variables: variables)
            for c in generated where solverError({ try inPlace.add(c) }) == nil {
                try rebuilt.add(c)
                model.add(c)
            }
            guard !model.constraints.isEmpty else { continue }
            let target = systems.rng.pick(model.constraints)
            let constant = systems.constant()
            var changed = model
            changed.setConstant(constant, of: target)
            let replacement = withConstant(target, constant)
            let inPlaceError = solverError { try inPlace.setConstant(constant, of: target) }
            try rebuilt.remove(target)
            let rebuiltError = solverError { try rebuilt.add(replacement) }
            #expect(inPlaceError?.kind == rebuiltError?.kind, "system \(seed)")
            guard inPlaceError == nil, rebuiltError == nil,
                let unique = ReferenceSolver.uniqueValues(
                    variableCount: variables.count, constraints: changed.referenceConstraints())
            else { continue }
            compared += 1
            for (v, u) in zip(variables, unique) {
                #expect(abs(inPlace.value(of: v) - rebuilt.value(of: v)) <= 1e-9, "system \(seed), \(v)")
                #expect(abs(inPlace.value(of: v) - u) <= 1e-7 * max(1, abs(u)), "system \(seed), \(v)")
            }
        }
        #expect(compared >= 15)
    }
}
