import Cassowary

/// The tolerances of the contract's comparison (SOLVER-CONTRACT.md, "Numbers").
///
/// A required row holds when |violation| <= `relative` x (sum |a_i x_i| + |c|)
/// + `drift` x (sum |a_i|) x max|x| + `absolute`, with max|x| the largest
/// magnitude in the whole solution x (the contract writes max|x|: rounding
/// relative to the system's largest values shows in every variable, so a
/// variable that should be 0 next to values of 1e3 may read 1e-12). A
/// level's sum matches the reference within the same
/// bound summed over the level's rows, plus `absolute` once.
///
/// `absolute` (1e-9) is the one addition to the contract's formula: without
/// it a residue of 1e-15 on a row such as `x - y == 0` at x = y = 0 (whose
/// relative scale is zero) would count as a violation. The values in these
/// tests are of order 1 to 1e6, so 1e-9 hides nothing of interest.
///
/// Errors and scales are added up in Double: the rounding of such a sum is
/// a few ulps of sum |a_i x_i| + |c|, far below 1e-6 of it.
public enum Tolerances {
    public static let relative = 1e-6
    public static let drift = 1e-9
    public static let absolute = 1e-9
}

/// A constraint in Doubles, for the tolerance checks.
struct DoubleRow {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var priority: Double
    /// What to call it in messages.
    var name: String

    init(_ exact: ExactConstraint, name: String) {
        coefficients = exact.coefficients.map(\.doubleValue)
        constant = exact.constant.doubleValue
        relation = exact.relation
        priority = exact.priority
        self.name = name
    }

    /// The rows of `exact`: a two-sided equality as `<=` at its priority
    /// and `>=` at its priority below, each at its own level.
    static func rows(_ exact: ExactConstraint, name: String) -> [DoubleRow] {
        guard let below = exact.priorityBelow, exact.relation == .equal else { return [DoubleRow(exact, name: name)] }
        var above = DoubleRow(exact, name: name), under = above
        above.relation = .lessThanOrEqual
        under.relation = .greaterThanOrEqual
        under.priority = below
        return [above, under]
    }

    /// The row's error at x: == |e|, <= max(0, e), >= max(0, -e).
    func error(at x: [Double]) -> Double {
        var e = constant
        for (a, v) in zip(coefficients, x) where a != 0 { e += a * v }
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }

    /// The allowed error of this row at x, without `Tolerances.absolute`.
    func tolerance(at x: [Double]) -> Double {
        var size = abs(constant), weights = 0.0
        let largest = x.map(abs).max() ?? 0
        for (a, v) in zip(coefficients, x) where a != 0 {
            size += abs(a * v)
            weights += abs(a)
        }
        return Tolerances.relative * size + Tolerances.drift * weights * largest
    }
}

/// The checks of a solution against the rows the solver should hold.
enum SolutionChecks {
    /// Describes every required row violated beyond tolerance, or nil.
    static func requiredViolations(_ rows: [DoubleRow], at x: [Double]) -> String? {
        var problems: [String] = []
        for row in rows where row.priority == 1000 {
            let error = row.error(at: x)
            let allowed = row.tolerance(at: x) + Tolerances.absolute
            if !(error <= allowed) {
                problems.append("\(row.name) violated by \(error) (allowed \(allowed))")
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// Describes every optional level whose sum of errors at x differs from
    /// the reference optimum beyond tolerance, or nil.
    static func levelMismatches(_ rows: [DoubleRow], at x: [Double], optima: [LevelOptimum]) -> (expected: String, seen: String)? {
        var expected: [String] = [], seen: [String] = []
        // Triage only (the check itself is the contract's): what every row's
        // tolerance would allow, summed over the whole system.
        let systemAllowed = rows.reduce(Tolerances.absolute) { $0 + $1.tolerance(at: x) }
        for level in optima {
            let members = rows.filter { $0.priority == level.priority }
            let sum = members.reduce(0.0) { $0 + $1.error(at: x) }
            let allowed = members.reduce(Tolerances.absolute) { $0 + $1.tolerance(at: x) }
            let best = level.error.doubleValue
            if !(abs(sum - best) <= allowed) {
                expected.append("level \(level.priority) sum \(level.error) (≈ \(best), ± \(allowed))")
                // Below the exact optimum: bought with error that a higher level or a
                // required row was allowed (within its own tolerance) to have.
                var note = sum < best ? " (below the optimum)" : ""
                if abs(sum - best) <= systemAllowed {
                    note += " (within the tolerance of the whole system, \(systemAllowed): ill-conditioning may explain it)"
                }
                seen.append("level \(level.priority) sum \(sum)" + note)
            }
        }
        return expected.isEmpty ? nil : (expected.joined(separator: "; "), seen.joined(separator: "; "))
    }
}
