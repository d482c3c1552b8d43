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
    @Test(arguments: 0..<8)
    func sequences(chunk: Int) {
        for seed in chunk * sequencesPerCase..<(chunk + 1) * sequencesPerCase {
            var generator = OperationGenerator(seed: 0xC0FF_EE00 + UInt64(seed % 160), variableCount: 2 + seed % 5)
            let solver = Solver()
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
