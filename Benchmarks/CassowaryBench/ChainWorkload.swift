import Cassowary

/// Keeps computed values alive so that no work is optimised away.
final class Sink {
    var total = 0.0

    /// Where kiwi calls `updateVariables()`: the same, then read every
    /// variable's value.
    func read(_ variables: [Variable], from solver: Solver) {
        solver.updateVariables()
        var sum = 0.0
        for v in variables { sum += solver.value(of: v) }
        total += sum
    }
}

/// Tolerance of the checks: 1e-6, relative for values above 1.
func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 * max(1, abs(b)) }

/// W3 `chain-N`: x0 ... xN with `x0 == 0`, gaps `>= 10` (required) and
/// `== 20` (weak), then xN edited (strong) to 15N, 25N and 20N.
struct ChainWorkload {
    let solver = Solver()
    /// x0 ... xN.
    var x: [Variable] = []

    /// One iteration: the build and the three suggestions, reading values after each.
    static func run(n: Int, sink: Sink) throws(SolverError) -> ChainWorkload {
        var chain = ChainWorkload()
        chain.x.reserveCapacity(n + 1)
        for _ in 0...n { chain.x.append(Variable()) }
        let x = chain.x
        let solver = chain.solver
        try solver.add(x[0] == 0)
        for i in 0..<n {
            try solver.add(x[i + 1] - x[i] >= 10)
            try solver.add((x[i + 1] - x[i] == 20).priority(.weak))
        }
        try solver.addEditVariable(x[n], priority: .strong)
        for factor in [15.0, 25.0, 20.0] {
            try solver.suggestValue(factor * Double(n), for: x[n])
            sink.read(x, from: solver)
        }
        return chain
    }

    /// Every gap is at least 10 and xN equals the last suggestion (20N).
    func check() throws(CheckFailure) {
        let n = x.count - 1
        var previous = solver.value(of: x[0])
        for i in 0..<n {
            let next = solver.value(of: x[i + 1])
            if next - previous < 10 - 1e-6 {
                throw CheckFailure(description: "chain-\(n): gap \(i) is \(next - previous), below 10")
            }
            previous = next
        }
        let last = solver.value(of: x[n])
        if !near(last, 20 * Double(n)) {
            throw CheckFailure(description: "chain-\(n): xN is \(last), expected \(20 * Double(n))")
        }
    }
}
