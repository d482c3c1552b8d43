import Cassowary

/// A linear program `minimise c · x  subject to  rows,  x >= 0`, for one or
/// more objectives `c` in lexicographic order, solved by the textbook
/// two-phase simplex method on a dense tableau with Bland's rule.
///
/// This is the test suite's oracle, written to be obviously right rather than
/// fast: it shares no code and no idea beyond "simplex" with the solver under
/// test (no incremental rows, no objective vectors, no dual simplex). Bland's
/// rule (lowest-index entering column, lowest-index leaving basic variable on
/// ties) rules out cycling, so every call terminates.
///
/// ```swift
/// var lp = DenseLinearProgram(columnCount: 2)
/// lp.addRow([1, 1], .greaterThanOrEqual, 3)
/// lp.solve(objectives: [[1, 1], [0, 1]])   // .optimal(values: [3, 0], x: [3, 0])
/// ```
struct DenseLinearProgram {
    struct Row {
        var coefficients: [Double]
        var relation: Relation
        var rhs: Double
    }

    enum Outcome: Equatable {
        case infeasible
        /// The optimal value of each objective in turn, and an optimal point.
        case optimal(values: [Double], x: [Double])
        /// Unbounded below, or the iteration cap was hit.
        case failed
    }

    let columnCount: Int
    private(set) var rows: [Row] = []

    /// How far from zero the phase-one optimum may be and still count as feasible.
    static let feasibilityTolerance = 1e-7
    private static let pivotTolerance = 1e-9

    init(columnCount: Int) {
        self.columnCount = columnCount
    }

    mutating func addRow(_ coefficients: [Double], _ relation: Relation, _ rhs: Double) {
        precondition(coefficients.count == columnCount)
        rows.append(Row(coefficients: coefficients, relation: relation, rhs: rhs))
    }

    /// Minimises `objectives` lexicographically: the first, then the second
    /// over the optimal points of the first, and so on. Exactly, without
    /// tolerances on the objective values: after each objective, every column
    /// with a positive reduced cost is barred from entering, which keeps the
    /// later pivots on that objective's optimal face.
    func solve(objectives: [[Double]] = []) -> Outcome {
        // Columns: the structural ones, one slack per inequality, one artificial per row.
        let m = rows.count
        let slackCount = rows.filter { $0.relation != .equal }.count
        let firstArtificial = columnCount + slackCount
        let width = firstArtificial + m
        var tableau = Tableau(rowCount: m, width: width)
        var slack = columnCount
        for (i, row) in rows.enumerated() {
            // Make the right-hand side non-negative so the artificial starts feasible.
            let sign: Double = row.rhs < 0 ? -1 : 1
            for j in 0..<columnCount { tableau[i, j] = sign * row.coefficients[j] }
            if row.relation != .equal {
                tableau[i, slack] = sign * (row.relation == .lessThanOrEqual ? 1 : -1)
                slack += 1
            }
            tableau[i, firstArtificial + i] = 1
            tableau[i, width] = sign * row.rhs
            tableau.basis[i] = firstArtificial + i
        }

        // Phase one: minimise the sum of the artificials.
        var phaseOne = [Double](repeating: 0, count: width)
        for j in firstArtificial..<width { phaseOne[j] = 1 }
        var allowed = [Bool](repeating: true, count: width)
        guard tableau.minimise(phaseOne, allowed: allowed) else { return .failed }
        if tableau.objectiveValue(phaseOne) > Self.feasibilityTolerance { return .infeasible }

        // Drive the artificials still basic (at zero) out of the basis, or drop
        // their rows when they are redundant.
        var i = 0
        while i < tableau.rowCount {
            if tableau.basis[i] >= firstArtificial {
                if let j = (0..<firstArtificial).first(where: { abs(tableau[i, $0]) > Self.pivotTolerance }) {
                    tableau.pivot(row: i, column: j)
                } else {
                    tableau.removeRow(i)
                    continue
                }
            }
            i += 1
        }

        // Phase two: each objective in turn, artificials barred from entering.
        for j in firstArtificial..<width { allowed[j] = false }
        var values: [Double] = []
        for objective in objectives {
            precondition(objective.count == columnCount)
            let cost = objective + [Double](repeating: 0, count: width - columnCount)
            guard tableau.minimise(cost, allowed: allowed) else { return .failed }
            values.append(tableau.objectiveValue(cost))
            for j in 0..<width where allowed[j] && tableau.reducedCost(cost, column: j) > 1e-9 { allowed[j] = false }
        }
        var x = [Double](repeating: 0, count: columnCount)
        for r in 0..<tableau.rowCount where tableau.basis[r] < columnCount {
            x[tableau.basis[r]] = tableau[r, width]
        }
        return .optimal(values: values, x: x)
    }
}

/// A dense simplex tableau: `rowCount` rows of `width` coefficients and a right-hand side.
private struct Tableau {
    private(set) var rowCount: Int
    let width: Int
    private var cells: [Double]
    var basis: [Int]

    init(rowCount: Int, width: Int) {
        self.rowCount = rowCount
        self.width = width
        cells = [Double](repeating: 0, count: rowCount * (width + 1))
        basis = [Int](repeating: -1, count: rowCount)
    }

    subscript(row: Int, column: Int) -> Double {
        get { cells[row * (width + 1) + column] }
        set { cells[row * (width + 1) + column] = newValue }
    }

    mutating func removeRow(_ row: Int) {
        let stride = width + 1
        cells.removeSubrange(row * stride..<(row + 1) * stride)
        basis.remove(at: row)
        rowCount -= 1
    }

    func objectiveValue(_ cost: [Double]) -> Double {
        var value = 0.0
        for r in 0..<rowCount { value += cost[basis[r]] * self[r, width] }
        return value
    }

    /// Gauss-Jordan pivot making `column` basic in `row`.
    mutating func pivot(row: Int, column: Int) {
        let stride = width + 1
        let rowCount = self.rowCount
        cells.withUnsafeMutableBufferPointer { c in
            let p = c[row * stride + column]
            for j in 0..<stride { c[row * stride + j] /= p }
            for r in 0..<rowCount where r != row {
                let f = c[r * stride + column]
                if f == 0 { continue }
                for j in 0..<stride {
                    var v = c[r * stride + j] - f * c[row * stride + j]
                    if abs(v) < 1e-12 { v = 0 }
                    c[r * stride + j] = v
                }
                c[r * stride + column] = 0
            }
        }
        basis[row] = column
    }

    /// `cost[column]` minus its price in the current basis (zero for basic columns).
    func reducedCost(_ cost: [Double], column: Int) -> Double {
        var reduced = cost[column]
        for r in 0..<rowCount { reduced -= cost[basis[r]] * self[r, column] }
        return reduced
    }

    /// Runs the simplex method with Bland's rule over the `allowed` columns;
    /// false when unbounded or stuck.
    mutating func minimise(_ cost: [Double], allowed: [Bool]) -> Bool {
        for _ in 0..<10_000 {
            var isBasic = [Bool](repeating: false, count: width)
            for b in basis { isBasic[b] = true }
            // Entering: the lowest-index column with a negative reduced cost.
            var entering = -1
            for j in 0..<width where allowed[j] && !isBasic[j] {
                if reducedCost(cost, column: j) < -1e-9 {
                    entering = j
                    break
                }
            }
            if entering < 0 { return true }
            // Leaving: the minimum ratio, ties to the lowest basic index.
            var leaving = -1
            var best = Double.infinity
            for r in 0..<rowCount {
                let a = self[r, entering]
                guard a > 1e-9 else { continue }
                let ratio = self[r, width] / a
                if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[r] < basis[leaving]) {
                    best = ratio
                    leaving = r
                }
            }
            if leaving < 0 { return false }
            pivot(row: leaving, column: entering)
        }
        return false
    }
}
