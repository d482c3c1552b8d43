import Cassowary
import Testing

// Random sequences of add / add(contentsOf:) / remove / addEditVariable /
// suggestValue / setConstant / removeEditVariable on random systems, with a
// steady share of calls that must fail. After every step the required
// constraints hold and the solver agrees with the model; every failed call
// changed nothing (dump and values compared exactly); on a sample of steps
// every priority level is at the reference optimum. See Support/CheckedStep.swift.

private let sequencesPerCase = 20
private let stepsPerSequence = 80

@Suite("Random operation sequences")
struct RandomOperationTests {
    /// Chunks 0..<8 with the default column index; 8..<12 with columns of
    /// more than one row left stale on removal (filtered by readers), and
    /// the dual simplex under Bland's rule throughout; 12..<16 with short
    /// restricted rows made aliases of any symbol that enters the basis
    /// (see `Tableau+RowAliases`), the last two with the settings of 8..<12.
    @Test(arguments: 0..<16)
    func sequences(chunk: Int) {
        for seed in chunk * sequencesPerCase..<(chunk + 1) * sequencesPerCase {
            var generator = OperationGenerator(seed: 0xC0FF_EE00 + UInt64(seed % 160), variableCount: 2 + seed % 5)
            let solver = makeSolver(chunk: chunk)
            var model = SolverModel(variables: generator.variables)
            for step in 0..<stepsPerSequence {
                let op = generator.next(for: model)
                let sampled = step % 4 == 3 || step == stepsPerSequence - 1
                if let problem = checkedStep(
                    op, on: solver, model: &model, watched: generator.made, checkOptimum: sampled)
                {
                    Issue.record("sequence \(seed), step \(step): \(problem)")
                    break
                }
            }
        }
    }

    private func makeSolver(chunk: Int) -> Solver {
        switch chunk {
        case ..<8: Solver()
        case ..<12: CassowaryTests.makeSolver(exactColumnLimit: 1, dualPivotsBeforeBland: 0)
        case ..<14: CassowaryTests.makeSolver(exactColumnLimit: 10, aliasOwnerMinimum: 1)
        default: CassowaryTests.makeSolver(exactColumnLimit: 1, dualPivotsBeforeBland: 0, aliasOwnerMinimum: 1)
        }
    }

    @Test func theSequencesMakeRestrictedAliases() {
        // Guards the chunks 12..<16 above: restricted aliases are made, and
        // some live on through later calls.
        var stepsWithAliases = 0
        for seed in 0..<40 {
            var generator = OperationGenerator(seed: 0xC0FF_EE00 + UInt64(seed), variableCount: 2 + seed % 5)
            let solver = makeSolver(chunk: 12)
            var model = SolverModel(variables: generator.variables)
            for _ in 0..<stepsPerSequence {
                let op = generator.next(for: model)
                if op.apply(to: solver) == nil { model = op.applied(to: model) }
                if restrictedAliases(in: solver) > 0 { stepsWithAliases += 1 }
            }
        }
        #expect(stepsWithAliases >= 100, "\(stepsWithAliases) steps left a restricted alias")
    }

    @Test func theSequencesLeaveStaleRows() {
        // Guards the test above: the stale-row paths (values added up from
        // stale rows, rows resolved by later calls) are exercised.
        var stepsWithStaleRows = 0
        for seed in 0..<40 {
            var generator = OperationGenerator(seed: 0xC0FF_EE00 + UInt64(seed), variableCount: 2 + seed % 5)
            let solver = Solver()
            var model = SolverModel(variables: generator.variables)
            for _ in 0..<stepsPerSequence {
                let op = generator.next(for: model)
                if op.apply(to: solver) == nil { model = op.applied(to: model) }
                if !staleRows(in: solver).isEmpty { stepsWithStaleRows += 1 }
            }
        }
        #expect(stepsWithStaleRows >= 100, "\(stepsWithStaleRows) steps left a stale row")
    }

    @Test func theGeneratorExercisesEveryOutcome() {
        // Guards the test above: every error kind and every call occurs.
        var kinds: [String: Int] = [:]
        for seed in 0..<40 {
            var generator = OperationGenerator(seed: 0xC0FF_EE00 + UInt64(seed), variableCount: 2 + seed % 5)
            var model = SolverModel(variables: generator.variables)
            for _ in 0..<stepsPerSequence {
                let op = generator.next(for: model)
                if let kind = op.expectedFailure(in: model) {
                    kinds["\(kind)", default: 0] += 1
                } else {
                    kinds[String("\(op)".prefix { $0 != "(" }), default: 0] += 1
                    model = op.applied(to: model)
                }
            }
        }
        let all = [
            "unsatisfiable", "duplicateConstraint", "unknownConstraint", "duplicateEditVariable",
            "unknownEditVariable", "requiredEditVariable", "invalidPriority", "invalidNumber",
            "add", "remove", "addEditVariable", "removeEditVariable", "suggestValue", "setConstant",
        ]
        for name in all { #expect(kinds[name, default: 0] >= 5, "\(name) occurred \(kinds[name, default: 0]) times") }
    }
}
