import Cassowary

/// One constraint as the reference solver sees it:
/// `Σ coefficients[j] · x[j] + constant  relation  0` at `priority` (1000 = required).
struct ReferenceConstraint {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Double

    var isRequired: Bool { priority == 1000 }

    /// The expression's value at `x`.
    func value(at x: [Double]) -> Double {
        var sum = constant
        for (a, v) in zip(coefficients, x) { sum += a * v }
        return sum
    }

    /// How far `x` is from satisfying the relation (0 when it holds).
    func error(at x: [Double]) -> Double {
        let e = value(at: x)
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    /// The scale against which a violation counts as rounding: |constant| + Σ |a·x|.
    func magnitude(at x: [Double]) -> Double {
        var sum = abs(constant)
        for (a, v) in zip(coefficients, x) { sum += abs(a * v) }
        return sum
    }
}

/// The optimum of a prioritised system: each optional priority level with the
/// least sum of errors reachable once every higher level is at its own optimum.
struct ReferenceOptimum {
    /// (priority, least sum of |errors|), priorities descending.
    var levels: [(priority: Double, error: Double)]
    /// One optimal point (not necessarily the only one).
    var values: [Double]
}

/// An independent, deliberately simple solver for prioritised linear systems,
/// used as the oracle in the randomised tests.
///
/// Levels are solved one after another from the highest: minimise the sum of
/// the errors of that level's constraints subject to the required constraints
/// and every higher level held at its optimum (DenseLinearProgram's
/// lexicographic solve keeps later pivots on the optimal face). Each variable
/// is free, so it is split as `x⁺ - x⁻`; each optional constraint gets error
/// columns (`e = p - m` for `==`, `e - p <= 0` for `<=`, `e + m >= 0` for `>=`).
///
/// ```swift
/// let c = ReferenceConstraint(coefficients: [1], constant: -5, relation: .equal, priority: 50)
/// ReferenceSolver.solve(variableCount: 1, constraints: [c])?.levels  // [(50, 0)]
/// ```
enum ReferenceSolver {
    enum Result {
        case infeasible
        case optimal(ReferenceOptimum)
    }

    /// Whether the required constraints among `constraints` can all hold.
    static func isFeasible(variableCount: Int, constraints: [ReferenceConstraint]) -> Bool {
        let lp = Program(variableCount: variableCount, constraints: constraints.filter(\.isRequired))
        switch lp.program.solve() {
        case .infeasible: return false
        case .optimal: return true
        case .failed: fatalError("reference feasibility check failed to terminate")
        }
    }

    /// The lexicographic optimum of the system, or `.infeasible` when the
    /// required constraints cannot hold.
    static func solve(variableCount: Int, constraints: [ReferenceConstraint]) -> Result {
        let lp = Program(variableCount: variableCount, constraints: constraints)
        switch lp.program.solve(objectives: lp.levelObjectives) {
        case .infeasible: return .infeasible
        case .optimal(let errors, let x):
            let levels = zip(lp.priorities, errors).map { (priority: $0, error: max(0, $1)) }
            return .optimal(ReferenceOptimum(levels: levels, values: lp.values(x)))
        case .failed: fatalError("reference solve failed to terminate")
        }
    }

    /// The values of the variables when every optimal point has the same ones
    /// (within 1e-7, relative above 1), or nil when the optimum is not unique
    /// or not feasible. Each variable is minimised and maximised after the
    /// priority levels.
    static func uniqueValues(variableCount n: Int, constraints: [ReferenceConstraint]) -> [Double]? {
        let lp = Program(variableCount: n, constraints: constraints)
        var values: [Double] = []
        for j in 0..<n {
            var extremes: [Double] = []
            for sign in [1.0, -1.0] {
                var cost = [Double](repeating: 0, count: lp.program.columnCount)
                cost[j] = sign
                cost[n + j] = -sign
                guard case .optimal(let v, _) = lp.program.solve(objectives: lp.levelObjectives + [cost])
                else { return nil }
                extremes.append(sign * v.last!)
            }
            if extremes[1] - extremes[0] > 1e-7 * max(1, abs(extremes[0])) { return nil }
            values.append(extremes[0])
        }
        return values
    }

    /// The linear program of a system: columns x⁺ (n), x⁻ (n), then the error
    /// columns of the optional constraints; one objective per priority level.
    private struct Program {
        var program: DenseLinearProgram
        let variableCount: Int
        /// The optional priorities, descending.
        let priorities: [Double]
        /// For each priority, cost 1 on the error columns of its constraints.
        let levelObjectives: [[Double]]

        init(variableCount n: Int, constraints: [ReferenceConstraint]) {
            variableCount = n
            var errorColumns: [[Int]] = []
            var next = 2 * n
            for c in constraints {
                let count = c.isRequired ? 0 : c.relation == .equal ? 2 : 1
                errorColumns.append(Array(next..<next + count))
                next += count
            }
            program = DenseLinearProgram(columnCount: next)
            for (c, columns) in zip(constraints, errorColumns) {
                var row = [Double](repeating: 0, count: next)
                for j in 0..<n {
                    row[j] = c.coefficients[j]
                    row[n + j] = -c.coefficients[j]
                }
                switch (c.relation, columns.count) {
                case (.equal, 2):
                    row[columns[0]] = -1  // e - p + m == 0: e = p - m
                    row[columns[1]] = 1
                case (.lessThanOrEqual, 1):
                    row[columns[0]] = -1  // e - p <= 0
                case (.greaterThanOrEqual, 1):
                    row[columns[0]] = 1  // e + m >= 0
                default:
                    break
                }
                program.addRow(row, c.relation, -c.constant)
            }
            priorities = Array(Set(constraints.filter { !$0.isRequired }.map(\.priority))).sorted(by: >)
            levelObjectives = priorities.map { p in
                var cost = [Double](repeating: 0, count: next)
                for (c, columns) in zip(constraints, errorColumns) where c.priority == p {
                    for j in columns { cost[j] = 1 }
                }
                return cost
            }
        }

        func values(_ x: [Double]) -> [Double] {
            (0..<variableCount).map { x[$0] - x[variableCount + $0] }
        }
    }
}
