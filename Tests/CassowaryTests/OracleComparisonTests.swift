import Cassowary
import Testing

// Thousands of seeded random small systems (2-6 variables, 2-10 constraints,
// coefficients in -4...4, constants in -20...20, priorities from required down
// to weak), each checked against the reference solver: a required constraint
// that makes the required set infeasible must be refused with `.unsatisfiable`
// and change nothing; otherwise required constraints hold and every priority
// level reaches the reference optimum. See Support/CheckedStep.swift for the
// checks made at each call.

/// Systems per test case; the cases run in parallel.
private let systemsPerCase = 250

@Suite("Oracle comparison on random systems")
struct OracleComparisonTests {
    @Test(arguments: 0..<8)
    func constraintsAddedOneByOne(chunk: Int) {
        for seed in chunk % 8 * systemsPerCase..<(chunk % 8 + 1) * systemsPerCase {
            var systems = RandomSystems(seed: UInt64(seed))
            let (variables, constraints) = systems.system()
            let solver = Solver()
            var model = SolverModel(variables: variables)
            for (i, c) in constraints.enumerated() {
                let isLast = i == constraints.count - 1
                if let problem = checkedStep(
                    .add(c), on: solver, model: &model, watched: constraints, checkOptimum: isLast)
                {
                    Issue.record("system \(seed), constraint \(i): \(problem)\nsystem: \(constraints)")
                    break
                }
            }
        }
    }

    @Test(arguments: 0..<4)
    func constraintsAddedInOneBatch(chunk: Int) {
        for seed in chunk * systemsPerCase..<(chunk + 1) * systemsPerCase {
            var systems = RandomSystems(seed: 0x5EED_0000 + UInt64(seed))
            let (variables, constraints) = systems.system()
            let solver = Solver()
            var model = SolverModel(variables: variables)
            if let problem = checkedStep(
                .addBatch(constraints), on: solver, model: &model, watched: constraints, checkOptimum: true)
            {
                Issue.record("system \(seed): \(problem)\nsystem: \(constraints)")
            }
        }
    }

    @Test func theGeneratorMakesBothFeasibleAndInfeasibleSystems() {
        // Guards the test above against a generator drifting to trivial systems.
        var infeasible = 0
        var withOptionalErrors = 0
        for seed in 0..<300 {
            var systems = RandomSystems(seed: UInt64(seed))
            let (variables, constraints) = systems.system()
            var model = SolverModel(variables: variables)
            for c in constraints { model.add(c) }
            switch ReferenceSolver.solve(variableCount: variables.count, constraints: model.referenceConstraints()) {
            case .infeasible: infeasible += 1
            case .optimal(let optimum): if optimum.levels.contains(where: { $0.error > 0 }) { withOptionalErrors += 1 }
            }
        }
        #expect(infeasible >= 30 && infeasible <= 150)
        #expect(withOptionalErrors >= 30)
    }
}
