/// A dense simplex tableau over exact rationals that minimises with Bland's rule.
///
/// Row r reads `sum_j rows[r][j] * x_j = rhs[r]` over columns x_j >= 0; in
/// canonical form column `basis[r]` is 1 in row r and 0 in every other row,
/// and `rhs[r] >= 0` is its value (every nonbasic column is 0). A column
/// that is not `usable` never enters the basis: it stays at zero, which is
/// how the lexicographic solve fixes what a higher level decided.
///
/// Bland's rule (enter the lowest-numbered column that improves, leave by
/// the minimum ratio with ties to the lowest-numbered basic column) cannot
/// cycle, so every loop here ends; arithmetic is exact, so there are no
/// tolerances anywhere.
struct ExactTableau {
    var rows: [[Rational]] = []
    var rhs: [Rational] = []
    /// The basic column of each row (-1 while a row has none).
    var basis: [Int] = []
    var usable: [Bool]

    init(columnCount: Int) {
        usable = Array(repeating: true, count: columnCount)
    }

    var columnCount: Int { usable.count }

    mutating func appendRow(_ row: [Rational], rhs value: Rational) {
        precondition(row.count == columnCount)
        rows.append(row)
        rhs.append(value)
        basis.append(-1)
    }

    mutating func removeRow(_ r: Int) {
        rows.remove(at: r)
        rhs.remove(at: r)
        basis.remove(at: r)
    }

    /// Multiplies row r by -1 (the same equation).
    mutating func negateRow(_ r: Int) {
        for j in rows[r].indices where !rows[r][j].isZero { rows[r][j] = -rows[r][j] }
        rhs[r] = -rhs[r]
    }

    /// Makes column j basic in row r (rows[r][j] must not be zero): divides
    /// row r by the pivot and subtracts multiples of it from every other row.
    mutating func pivot(row r: Int, column j: Int) {
        let p = rows[r][j]
        precondition(!p.isZero, "pivot on zero")
        if p != .one {
            for k in rows[r].indices where !rows[r][k].isZero { rows[r][k] = rows[r][k] / p }
            rhs[r] = rhs[r] / p
        }
        let pivotRow = rows[r]
        let nonzero = pivotRow.indices.filter { !pivotRow[$0].isZero }
        for i in rows.indices where i != r {
            let f = rows[i][j]
            if f.isZero { continue }
            for k in nonzero { rows[i][k] = rows[i][k] - f * pivotRow[k] }
            rhs[i] = rhs[i] - f * rhs[r]
        }
        basis[r] = j
    }

    /// The objective value and reduced costs of `cost` in the current
    /// canonical form: cost·x = value + sum_j reduced[j] x_j over nonbasic j.
    func priced(_ cost: [Rational]) -> (value: Rational, reduced: [Rational]) {
        var value = Rational.zero
        var reduced = cost
        for r in rows.indices {
            let c = cost[basis[r]]
            if c.isZero { continue }
            value += c * rhs[r]
            for k in rows[r].indices where !rows[r][k].isZero { reduced[k] -= c * rows[r][k] }
        }
        return (value, reduced)
    }

    /// Minimises cost·x from the current feasible canonical form (every row
    /// has a basic column and rhs >= 0). Returns the optimum and the final
    /// reduced costs, or nil when the objective is unbounded below.
    mutating func minimise(_ cost: [Rational]) -> (value: Rational, reduced: [Rational])? {
        var (value, reduced) = priced(cost)
        while true {
            // Entering: the lowest usable column with a negative reduced cost.
            guard let j = reduced.indices.first(where: { usable[$0] && reduced[$0].signum < 0 }) else {
                return (value, reduced)
            }
            // Leaving: minimum ratio rhs/a over a > 0, ties to the lowest basic column.
            var leave: Int?
            var best = Rational.zero
            for r in rows.indices where rows[r][j].signum > 0 {
                let ratio = rhs[r] / rows[r][j]
                if let l = leave {
                    if ratio < best || (ratio == best && basis[r] < basis[l]) {
                        leave = r
                        best = ratio
                    }
                } else {
                    leave = r
                    best = ratio
                }
            }
            guard let r = leave else { return nil }
            pivot(row: r, column: j)
            // cost = value + d_j x_j + ...; x_j = rhs_r - (rest of row r).
            let d = reduced[j]
            value += d * rhs[r]
            for k in rows[r].indices where !rows[r][k].isZero { reduced[k] -= d * rows[r][k] }
        }
    }
}
