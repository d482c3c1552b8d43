/// Why a solver call failed. A failed call leaves the solver exactly as it was.
///
/// ```swift
/// do { try solver.add(x == 20) }
/// catch .unsatisfiable(let c, let conflicts) { print(c, conflicts) }
/// ```
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold with the required ones in `conflicts` (which include it).
    case unsatisfiable(Constraint, conflicts: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already is an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit could never be moved.
    case requiredEditVariable(Variable)
    /// A priority outside (0, 1000], or a required one on a two-sided equality.
    case invalidPriority(Priority, Constraint?)
    /// A NaN or infinite number, or a result too large for a `Double`; `what` says where.
    case invalidNumber(String)
    /// Rounding made the simplex fail (it did not converge, or found no bound
    /// where there must be one); `what` says which call.
    case numericalFailure(String)

    public var description: String {
        switch self {
        case let .unsatisfiable(c, conflicts):
            let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
            return "unsatisfiable constraint \(c); it conflicts with:\n\(list)"
        case let .duplicateConstraint(c): return "duplicate constraint \(c)"
        case let .unknownConstraint(c): return "unknown constraint \(c)"
        case let .duplicateEditVariable(v): return "\(v) is already an edit variable"
        case let .unknownEditVariable(v): return "\(v) is not an edit variable"
        case let .requiredEditVariable(v):
            return "edit variable \(v) cannot be required: use a priority below 1000"
        case let .invalidPriority(p, c):
            let valid = c?.isTwoSided == true ? "0 < p < 1000 on both sides" : "0 < p <= 1000"
            return "invalid priority \(p) (valid: \(valid))" + (c.map { " in \($0)" } ?? "")
        case let .invalidNumber(what): return "invalid number: \(what)"
        case let .numericalFailure(what): return "numerical failure: \(what)"
        }
    }
}

extension SolverError {
    /// The same case about the same constraints (by identity) and variables (by id).
    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.unsatisfiable(a, x), .unsatisfiable(b, y)):
            return a === b && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
        case let (.duplicateConstraint(a), .duplicateConstraint(b)),
            let (.unknownConstraint(a), .unknownConstraint(b)):
            return a === b
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)),
            let (.unknownEditVariable(a), .unknownEditVariable(b)),
            let (.requiredEditVariable(a), .requiredEditVariable(b)):
            return a.id == b.id
        case let (.invalidPriority(p, a), .invalidPriority(q, b)):
            return p == q && a === b
        case let (.invalidNumber(a), .invalidNumber(b)), let (.numericalFailure(a), .numericalFailure(b)):
            return a == b
        default:
            return false
        }
    }
}
