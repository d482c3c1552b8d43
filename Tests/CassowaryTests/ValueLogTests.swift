import Testing
@testable import Cassowary

/// The solver's log of variables whose value changed (what a layout pass
/// reads to write only the frames that moved): after every call of random
/// sequences, every variable whose value moved is in the log.
@Suite struct ValueLogTests {
    @Test(arguments: 0..<4)
    func everyValueThatMovesIsLogged(chunk: Int) {
        var steps = 0, moves = 0
        for seed in chunk * 25..<(chunk + 1) * 25 {
            var generator = OperationGenerator(seed: 0x10_6000 + UInt64(seed), variableCount: 3 + seed % 5)
            let solver = Solver()
            solver.logChangedVariables()
            var model = SolverModel(variables: generator.variables)
            let variables = generator.variables
            _ = solver.takeChangedVariables()
            for step in 0..<60 {
                let before = variables.map { solver.value(of: $0) }
                let op = generator.next(for: model)
                if op.apply(to: solver) == nil { model = op.applied(to: model) }
                let logged = Set(solver.takeChangedVariables() ?? [])
                for (v, old) in zip(variables, before) where solver.value(of: v) != old {
                    moves += 1
                    #expect(logged.contains(v.id), "seed \(seed), step \(step): \(v) moved from \(old) to \(solver.value(of: v)) unlogged after \(op)")
                }
                steps += 1
            }
            // A reset moves every variable to 0: each one is logged.
            let before = variables.map { solver.value(of: $0) }
            solver.reset()
            let logged = Set(solver.takeChangedVariables() ?? [])
            for (v, old) in zip(variables, before) where old != 0 { #expect(logged.contains(v.id)) }
        }
        #expect(steps == 1_500 && moves > 500, "\(moves) moves in \(steps) steps")
    }

    @Test func aChainReportsOnlyTheRowsAChangeMoves() {
        // x0 == 0, x(i+1) == x(i) + 10: a constant changed near the end
        // moves the few variables after it, and only those are logged.
        let solver = Solver()
        solver.logChangedVariables()
        let xs = (0...200).map { Variable("x\($0)") }
        var gaps: [Constraint] = []
        try! solver.add(xs[0] == 0)
        for i in 0..<200 {
            gaps.append(xs[i + 1] == xs[i] + 10)
            try! solver.add(gaps[i])
        }
        #expect(Set(solver.takeChangedVariables()!) == Set(xs.map(\.id)))
        try! solver.setConstant(-20, of: gaps[196])
        #expect(solver.value(of: xs[200]) == 2010)
        #expect(Set(solver.takeChangedVariables()!) == Set(xs[197...].map(\.id)))
        #expect(solver.takeChangedVariables()!.isEmpty)
    }

    @Test func withoutLoggingNothingIsKept() {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let c = x == 5
        try! solver.add(c)
        try! solver.add(y == x + 1)
        #expect(solver.takeChangedVariables() == nil)
        // Logging starts empty, and knows the variables already in use.
        solver.logChangedVariables()
        #expect(solver.takeChangedVariables() == [])
        try! solver.setConstant(-7, of: c)
        #expect(Set(solver.takeChangedVariables()!) == [x.id, y.id])
    }
}
