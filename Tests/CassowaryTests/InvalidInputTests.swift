import Cassowary
import Testing

// Bad input gets the right error value and leaves the solver exactly as it
// was: same dump, same values bit for bit, same constraints and edits.

/// A solver holding a little of everything, to show that failed calls touch nothing.
private struct Populated {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let solver = Solver()
    let constraints: [Constraint]

    init() throws {
        constraints = [
            x + y == 20, x >= 2, (y == 3 * z).priority(.strong), (z <= 4).priority(.weak),
            (x == 15).priority(.medium),
        ]
        try solver.add(contentsOf: constraints)
        try solver.addEditVariable(z, priority: .medium)
        try solver.suggestValue(5.5, for: z)
    }

    var variables: [Variable] { [x, y, z] }
    func snapshot(_ extra: [Constraint] = []) -> SolverSnapshot {
        SolverSnapshot(solver, variables: variables, constraints: constraints + extra)
    }
}

private let badNumbers: [Double] = [.nan, .infinity, -.infinity, -.nan, .signalingNaN]
private let badPriorities: [Double] = [0, -0.0, -1, -250, 1000.000001, 1001, 1e300, .nan, .infinity, -.infinity]

/// Whether `error` is `.invalidPriority` with exactly `rawValue` (NaN included) and `constraint`.
private func isInvalidPriority(_ error: SolverError?, _ rawValue: Double, _ constraint: Constraint?) -> Bool {
    guard case .invalidPriority(let p, let c)? = error else { return false }
    return p.rawValue.bitPattern == rawValue.bitPattern && c === constraint
}

@Suite("Invalid input")
struct InvalidInputTests {
    @Test(arguments: badNumbers)
    func badCoefficientInAdd(bad: Double) throws {
        let p = try Populated()
        let before = p.snapshot()
        let c = p.x * bad + p.y == 3
        #expect(solverError { try p.solver.add(c) }?.isInvalidNumber == true)
        #expect(!p.solver.contains(c))
        #expect(p.snapshot() == before)
    }

    @Test(arguments: badNumbers)
    func badConstantInAdd(bad: Double) throws {
        let p = try Populated()
        let before = p.snapshot()
        for c in [p.x + bad <= p.y, (p.z == bad).priority(.weak), Constraint(Expression(bad), .equal)] {
            #expect(solverError { try p.solver.add(c) }?.isInvalidNumber == true)
            #expect(!p.solver.contains(c))
        }
        #expect(p.snapshot() == before)
    }

    @Test(arguments: badNumbers)
    func badNumberInABatchAddsNothing(bad: Double) throws {
        let p = try Populated()
        let batch = [p.x <= 100, (p.y == 1).priority(.weak), p.z * bad >= 0, p.x >= -100]
        let before = p.snapshot(batch)
        #expect(solverError { try p.solver.add(contentsOf: batch) }?.isInvalidNumber == true)
        for c in batch { #expect(!p.solver.contains(c)) }
        #expect(p.snapshot(batch) == before)
    }

    @Test(arguments: badNumbers)
    func badConstantInSetConstant(bad: Double) throws {
        let p = try Populated()
        let before = p.snapshot()
        for c in p.constraints {
            let old = p.solver.constant(of: c)
            #expect(solverError { try p.solver.setConstant(bad, of: c) }?.isInvalidNumber == true)
            #expect(p.solver.constant(of: c) == old)
        }
        #expect(p.snapshot() == before)
    }

    @Test(arguments: badNumbers)
    func badSuggestion(bad: Double) throws {
        let p = try Populated()
        let before = p.snapshot()
        #expect(solverError { try p.solver.suggestValue(bad, for: p.z) }?.isInvalidNumber == true)
        #expect(p.snapshot() == before)
    }

    @Test(arguments: badPriorities)
    func badPriorityInAdd(raw: Double) throws {
        let p = try Populated()
        let c = (p.x == 1).priority(Priority(raw))
        let batch = [p.y <= 50, c]
        let before = p.snapshot(batch)
        #expect(isInvalidPriority(solverError { try p.solver.add(c) }, raw, c))
        #expect(!p.solver.contains(c))
        #expect(isInvalidPriority(solverError { try p.solver.add(contentsOf: batch) }, raw, c))
        #expect(p.snapshot(batch) == before)
    }

    @Test(arguments: badPriorities)
    func badPriorityIsDescribed(raw: Double) throws {
        // The error's text names the value (1e300 and the infinities
        // trapped when converted to Int for the text).
        let p = try Populated()
        let c = (p.x == 1).priority(Priority(raw))
        let error = try #require(solverError { try p.solver.add(c) })
        let text = "\(error)"
        #expect(text.hasPrefix("invalid priority \(Priority(raw).description) (valid: 0 < p <= 1000) in "))
        #expect(Priority(raw).description == (raw == raw.rounded() && abs(raw) < 1e15 ? "\(Int(raw))" : "\(raw)"))
    }

    @Test(arguments: badPriorities)
    func badPriorityInAddEditVariable(raw: Double) throws {
        let p = try Populated()
        let before = p.snapshot()
        #expect(isInvalidPriority(solverError { try p.solver.addEditVariable(p.x, priority: Priority(raw)) }, raw, nil))
        #expect(!p.solver.hasEditVariable(p.x))
        #expect(p.snapshot() == before)
    }

    @Test func requiredEditVariable() throws {
        let p = try Populated()
        let before = p.snapshot()
        #expect(throws: SolverError.requiredEditVariable(p.y)) {
            try p.solver.addEditVariable(p.y, priority: .required)
        }
        #expect(p.snapshot() == before)
    }

    @Test func unknownAndDuplicateObjects() throws {
        let p = try Populated()
        let stranger = p.x == 1
        let fresh = p.y <= 30
        let before = p.snapshot([stranger, fresh])
        #expect(throws: SolverError.unknownConstraint(stranger)) { try p.solver.remove(stranger) }
        #expect(throws: SolverError.unknownConstraint(stranger)) { try p.solver.setConstant(4, of: stranger) }
        #expect(p.solver.constant(of: stranger) == nil)
        #expect(throws: SolverError.duplicateConstraint(p.constraints[1])) { try p.solver.add(p.constraints[1]) }
        #expect(throws: SolverError.duplicateEditVariable(p.z)) { try p.solver.addEditVariable(p.z, priority: .weak) }
        #expect(throws: SolverError.unknownEditVariable(p.x)) { try p.solver.suggestValue(1, for: p.x) }
        #expect(throws: SolverError.unknownEditVariable(p.y)) { try p.solver.removeEditVariable(p.y) }
        // A batch with a constraint already held, or the same one twice, adds nothing.
        #expect(throws: SolverError.duplicateConstraint(p.constraints[0])) {
            try p.solver.add(contentsOf: [fresh, p.constraints[0]])
        }
        #expect(throws: SolverError.duplicateConstraint(fresh)) { try p.solver.add(contentsOf: [fresh, fresh]) }
        #expect(!p.solver.contains(fresh))
        #expect(p.snapshot([stranger, fresh]) == before)
    }

    @Test func constantsAreReportedAndChangedInPlace() throws {
        let p = try Populated()
        let c = p.constraints[0]  // x + y - 20 == 0
        #expect(p.solver.constant(of: c) == -20)
        try p.solver.setConstant(-30, of: c)
        #expect(p.solver.constant(of: c) == -30)
        #expect(abs(p.solver.value(of: p.x) + p.solver.value(of: p.y) - 30) <= 1e-9)
    }
}
