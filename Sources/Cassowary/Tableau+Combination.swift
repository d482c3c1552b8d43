/// How far a new required equality is from the held ones that imply it.
///
/// When a new row holds only required equalities' markers, the new equation
/// is a combination of the held ones: `new + Σ λk · held k = 0` in the
/// variables, and it holds if `c_new + Σ λk · c_k` is zero. The tableau's
/// coefficients give the weights λk, but only as accurately as its pivots
/// kept them (1e-8 relative after an ill-conditioned chain: a weight of
/// 3.99999997 for 4 turns the exact 0 of `4x + 2y - 44` against `x + 0.5y - 11`
/// into 4e-7). The weights are refined here from the constraints' own
/// coefficients, exact as the user gave them (one least-squares step on the
/// few constraints involved), so the constants combine to what the user's
/// numbers say: 0 for an implied equality, 2^-16 for one 2^-16 away.
extension Tableau {
    /// `c_new + Σ λk · c_k` with refined weights, or nil when the row holds
    /// anything but required equalities' markers, or the weights do not
    /// refine (the caller then falls back on the weights as they are).
    func refinedCombination(ofEqualities row: Row, adding constraint: Constraint) -> Double? {
        // The constraints and the weights the row gives them (a dummy's
        // coefficient in its equation is 1), in the order they were added.
        var held: [(record: ConstraintRecord, weight: Double)] = []
        var new: Double?
        for (s, a) in row.cells {
            guard kind(of: s) == .dummy, let key = owners[s], let record = records[key] else { return nil }
            if record.constraint === constraint { new = a } else { held.append((record, a)) }
        }
        guard let newWeight = new, !held.isEmpty else { return nil }
        held.sort { $0.record.serial < $1.record.serial }
        // Each constraint's coefficients by variable.
        var index: [Int: Int] = [:]
        func coefficients(of c: Constraint) -> [(Int, Double)] {
            c.expression.terms.map { term in
                let v = index[term.variable.id] ?? index.count
                index[term.variable.id] = v
                return (v, term.coefficient)
            }
        }
        let newTerms = coefficients(of: constraint)
        let heldTerms = held.map { coefficients(of: $0.record.constraint) }
        let n = index.count, m = held.count
        // A: one column per held constraint; r = new·w + A·λ, the residual.
        var a = [[Double]](repeating: [Double](repeating: 0, count: m), count: n)
        var r = [Double](repeating: 0, count: n)
        var scale = 0.0
        for (v, c) in newTerms { r[v] += newWeight * c; scale += abs(newWeight * c) }
        for (k, terms) in heldTerms.enumerated() {
            for (v, c) in terms {
                a[v][k] += c
                r[v] += held[k].weight * c
                scale += abs(held[k].weight * c)
            }
        }
        // Normal equations (AᵀA) δ = -Aᵀr, solved with partial pivoting.
        var matrix = [[Double]](repeating: [Double](repeating: 0, count: m + 1), count: m)
        for i in 0..<m {
            for j in 0..<m { for v in 0..<n { matrix[i][j] += a[v][i] * a[v][j] } }
            for v in 0..<n { matrix[i][m] -= a[v][i] * r[v] }
        }
        for col in 0..<m {
            guard let p = (col..<m).max(by: { abs(matrix[$0][col]) < abs(matrix[$1][col]) }),
                abs(matrix[p][col]) > 1e-12 * max(1, abs(matrix[col][col]))
            else { return nil }
            matrix.swapAt(col, p)
            for i in 0..<m where i != col {
                let f = matrix[i][col] / matrix[col][col]
                if f != 0 { for j in col...m { matrix[i][j] -= f * matrix[col][j] } }
            }
        }
        let weights = (0..<m).map { held[$0].weight + matrix[$0][m] / matrix[$0][$0] }
        // The refined weights must cancel the variables (else the row's
        // weights were not a combination of these constraints: leave it).
        var residual = [Double](repeating: 0, count: n)
        for (v, c) in newTerms { residual[v] += newWeight * c }
        for (k, terms) in heldTerms.enumerated() { for (v, c) in terms { residual[v] += weights[k] * c } }
        guard residual.allSatisfy({ abs($0) <= Tolerance.cancellation * scale }) else { return nil }
        var sum = newWeight * constraint.expression.constant
        for k in 0..<m { sum += weights[k] * held[k].record.constant }
        return sum
    }
}
