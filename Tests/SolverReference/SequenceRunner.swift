import Cassowary

/// A check that failed: at which call, what kind, what was expected and what was seen.
public struct CheckFailure: Error, Sendable, CustomStringConvertible {
    /// The index of the call in the sequence.
    public var step: Int
    /// outcome, unchanged, bookkeeping, conflicts, nonFinite, updateVariables,
    /// required, levels or reference: the shrinker keeps the kind fixed.
    public var kind: String
    public var expected: String
    public var seen: String

    public init(step: Int, kind: String, expected: String, seen: String) {
        self.step = step
        self.kind = kind
        self.expected = expected
        self.seen = seen
    }

    public var description: String { "step \(step) [\(kind)]\n  expected: \(expected)\n  seen:     \(seen)" }
}

/// Runs calls on a fresh `Solver` beside an `ExpectedModel`, checking the
/// solver against the model and the exact reference after every call.
public final class SequenceRunner {
    public let solver = Solver()
    public let variables: [Variable]
    public let specs: [ConstraintSpec]
    /// The object of each spec, made on first use.
    private var objects: [Constraint?]
    private var indexOfObject: [ObjectIdentifier: Int] = [:]
    public private(set) var model: ExpectedModel
    /// The reference optimum of `model`, until the model changes.
    private var optima: [LevelOptimum]?
    /// The number of calls checked.
    public private(set) var statesChecked = 0

    public init(variableCount: Int, specs: [ConstraintSpec] = []) {
        variables = (0..<variableCount).map { Variable("x\($0)") }
        self.specs = specs
        objects = Array(repeating: nil, count: specs.count)
        model = ExpectedModel(variableCount: variableCount)
        solver.dualPivotsBeforeReinserting = SequenceRunner.reinsertsAtOnce(specs) ? 0 : .max
    }

    /// Whether the solver of a case puts an optional constraint whose
    /// constant changes back at once, instead of repairing rows with the
    /// dual simplex: half the cases, by the parity of their constraint
    /// count, so that both ways are checked.
    public static func reinsertsAtOnce(_ specs: [ConstraintSpec]) -> Bool { specs.count % 2 == 0 }

    func object(_ c: Int) -> Constraint {
        if let o = objects[c] { return o }
        let o = specs[c].make(variables)
        objects[c] = o
        indexOfObject[ObjectIdentifier(o)] = c
        return o
    }

    /// What the solver shows from outside: values, held constraints and their
    /// constants (of every object made so far), edit variables.
    struct Observation: Equatable {
        var values: [Double]
        var contains: [Bool]
        var constants: [Double?]
        var edits: [Bool]
    }

    private func observe() -> Observation {
        let made = objects.compactMap { $0 }
        return Observation(
            values: variables.map { solver.value(of: $0) },
            contains: made.map { solver.contains($0) },
            constants: made.map { solver.constant(of: $0) },
            edits: variables.map { solver.hasEditVariable($0) })
    }

    /// Makes the call on the solver; the error it threw, if any.
    private func perform(_ op: SequenceOperation) -> SolverError? {
        do throws(SolverError) {
            switch op {
            case .add(let c): try solver.add(object(c))
            case .addBatch(let cs): try solver.add(contentsOf: cs.map { object($0) })
            case .remove(let c): try solver.remove(object(c))
            case .removeBatch(let cs): try solver.remove(contentsOf: cs.map { object($0) })
            case .setConstant(let c, let value): try solver.setConstant(value, of: object(c))
            case .setConstants(let changes): try solver.setConstants(changes.map { (object($0.constraint), $0.value) })
            case .addEdit(let v, let p): try solver.addEditVariable(variables[v], priority: Priority(p))
            case .removeEdit(let v): try solver.removeEditVariable(variables[v])
            case .suggest(let v, let value): try solver.suggestValue(value, for: variables[v])
            case .exerciseAmbiguity(let v): _ = solver.exerciseAmbiguity(of: variables[v])
            case .updateVariables: solver.updateVariables()
            }
        } catch {
            return error
        }
        return nil
    }

    /// The solver's error in the model's terms (nil for an object it never made).
    private func translate(_ error: SolverError) -> ExpectedError? {
        func index(_ c: Constraint) -> Int? { indexOfObject[ObjectIdentifier(c)] }
        func number(_ v: Variable) -> Int? { variables.firstIndex { $0.id == v.id } }
        switch error {
        case .unsatisfiable(let c, _): return index(c).map { .unsatisfiable($0) }
        case .duplicateConstraint(let c): return index(c).map { .duplicateConstraint($0) }
        case .unknownConstraint(let c): return index(c).map { .unknownConstraint($0) }
        case .duplicateEditVariable(let v): return number(v).map { .duplicateEditVariable($0) }
        case .unknownEditVariable(let v): return number(v).map { .unknownEditVariable($0) }
        case .requiredEditVariable(let v): return number(v).map { .requiredEditVariable($0) }
        case .invalidPriority(let p, nil): return .invalidPriority(p.rawValue, nil)
        case .invalidPriority(let p, let c?): return index(c).map { .invalidPriority(p.rawValue, $0) }
        case .invalidNumber: return .invalidNumber
        case .numericalFailure: return nil  // never expected: a failure of the solver
        }
    }

    private func name(_ c: Constraint) -> String { indexOfObject[ObjectIdentifier(c)].map { "c\($0)" } ?? "\(c)" }

    /// Makes one call and checks everything; nil when all is well.
    public func run(_ op: SequenceOperation, step: Int) -> CheckFailure? {
        statesChecked += 1
        func failure(_ kind: String, _ expected: String, _ seen: String) -> CheckFailure {
            CheckFailure(step: step, kind: kind, expected: expected, seen: seen)
        }
        for c in op.constraintIndices { _ = object(c) }
        let expectation = model.expect(op, specs: specs)
        let before = observe()
        let thrown = perform(op)
        let after = observe()

        // (a) The outcome, (b) a failed call changed nothing, (e) conflicts.
        switch (expectation, thrown) {
        case (.success, let error?):
            return failure("outcome", "success", "\(error)")
        case (.failure(let f), nil):
            return failure("outcome", "\(f.error)", "success")
        case (.failure(let f), let error?):
            guard let seen = translate(error), seen.matches(f.error) else {
                return failure("outcome", "\(f.error)", "\(error)")
            }
            if after != before {
                return failure("unchanged", "a failed call changes nothing: \(before)", "\(after)")
            }
            if case .unsatisfiable(let c, let conflicts) = error, let problem = conflictProblem(c, conflicts, f) {
                return failure("conflicts", problem.expected, problem.seen)
            }
        case (.success(let next), nil):
            if next.held != model.held || next.constants != model.constants || next.edits != model.edits {
                optima = nil
            }
            model = next
            if let problem = bookkeepingProblem(after) { return failure("bookkeeping", problem.expected, problem.seen) }
        }

        // (f) Values are finite; updateVariables changes none.
        if after.values.contains(where: { !$0.isFinite }) {
            return failure("nonFinite", "finite values", "\(after.values)")
        }
        if op == .updateVariables && after.values != before.values {
            return failure("updateVariables", "values as before: \(before.values)", "\(after.values)")
        }
        // (c) Required rows hold; (d) every level at the reference optimum.
        let rows = model.held.flatMap { DoubleRow.rows(model.exact($0, specs), name: "c\($0)") }
            + model.edits.map { DoubleRow(model.exact($0), name: "edit x\($0.variable)") }
        if let problem = SolutionChecks.requiredViolations(rows, at: after.values) {
            return failure("required", "required constraints hold", "\(problem) at \(after.values)")
        }
        if optima == nil { optima = PriorityReference.levelOptima(model.allExact(specs), variableCount: variables.count) }
        guard let optima else {
            return failure("reference", "the model's required constraints are feasible", "the reference found them infeasible")
        }
        if let (expected, seen) = SolutionChecks.levelMismatches(rows, at: after.values, optima: optima) {
            return failure("levels", expected, "\(seen) at \(after.values)")
        }
        return nil
    }

    /// Whether the solver holds what the model holds, with the same constants and edits.
    private func bookkeepingProblem(_ seen: Observation) -> (expected: String, seen: String)? {
        var problems: [String] = []
        var k = 0
        for (c, o) in objects.enumerated() where o != nil {
            let expected = model.constants[c]
            if seen.contains[k] != (expected != nil) { problems.append("contains(c\(c)) is \(seen.contains[k])") }
            if seen.constants[k] != expected {
                problems.append("constant(of: c\(c)) is \(seen.constants[k].map { "\($0)" } ?? "nil"), not \(expected.map { "\($0)" } ?? "nil")")
            }
            k += 1
        }
        for v in variables.indices where seen.edits[v] != (model.edit(of: v) != nil) {
            problems.append("hasEditVariable(x\(v)) is \(seen.edits[v])")
        }
        return problems.isEmpty ? nil : ("the model's constraints and edits", problems.joined(separator: "; "))
    }

    /// (e): the list names the constraint, only candidates, and is infeasible.
    private func conflictProblem(
        _ c: Constraint, _ conflicts: [Constraint], _ f: ExpectedModel.ExpectedFailure
    ) -> (expected: String, seen: String)? {
        let listed = conflicts.map(name).joined(separator: ", ")
        guard conflicts.contains(where: { $0 === c }) else {
            return ("a conflict list naming \(name(c))", "[\(listed)]")
        }
        var members: [Int: ExactConstraint] = [:]
        for k in conflicts {
            guard let i = indexOfObject[ObjectIdentifier(k)], let exact = f.conflictCandidates[i] else {
                return ("only required constraints the solver holds, and \(name(c))", "[\(listed)]: \(name(k)) is not one")
            }
            members[i] = exact
        }
        if PriorityReference.isFeasible(inOrder(members), variableCount: variables.count) {
            return ("an infeasible conflict set", "[\(listed)], which is feasible")
        }
        return nil
    }

    /// Runs a whole case: the number of calls checked and the first failure, if any.
    /// `beforeStep` is told each step first (a crash-proof trace can print it).
    public static func replay(_ test: SequenceCase, beforeStep: (Int) -> Void = { _ in }) -> (states: Int, failure: CheckFailure?) {
        let runner = SequenceRunner(variableCount: test.variableCount, specs: test.constraints)
        for (step, op) in test.operations.enumerated() {
            beforeStep(step)
            if let f = runner.run(op, step: step) { return (runner.statesChecked, f) }
        }
        return (runner.statesChecked, nil)
    }
}
