import Cassowary

/// What went wrong in a layout call: reported through ``LayoutDiagnostics``
/// (UIKit raises or logs); the call leaves the layout as it was.
/// e.g. `if case .unsatisfiable(_, let broken) = error { print("broke", broken) }`
public enum LayoutError: Error, CustomStringConvertible {
    /// The constraint's items share no ancestor view.
    case noCommonAncestor(String)
    /// An item of the constraint is not in any view hierarchy.
    case notInHierarchy(String)
    /// The constraint relates attributes that do not fit (axes, dimensions, leading with left...).
    case invalidConstraint(String, String)
    /// A priority outside (0, 1000], or a change between required and optional while active.
    case invalidPriority(String)
    /// A NaN or infinite constant.
    case invalidNumber(String)
    /// A view added to itself or into its own subtree.
    case invalidHierarchy(String)
    /// Required constraints that cannot all hold; `broken` is the one left out.
    case unsatisfiable(error: SolverError, broken: String)

    public var description: String {
        switch self {
        case let .noCommonAncestor(s), let .notInHierarchy(s), let .invalidPriority(s),
            let .invalidNumber(s), let .invalidHierarchy(s):
            return s
        case let .invalidConstraint(c, reason):
            return "Invalid constraint \(c): \(reason)."
        case let .unsatisfiable(error, broken):
            var lines = [
                "Unable to simultaneously satisfy constraints.",
                "\tProbably at least one of the constraints in the following list is one you don't want.",
                "\tTry this:",
                "\t\t(1) look at each constraint and try to figure out which you don't expect;",
                "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
                "(",
            ]
            if case let .unsatisfiable(_, conflicts) = error {
                lines += conflicts.map { "    \"\($0.identifier ?? $0.description)\"," }
            } else {
                lines.append("    \"\(error)\"")
            }
            lines += [")", "", "Will attempt to recover by breaking constraint", broken]
            return lines.joined(separator: "\n")
        }
    }
}
