import Cassowary
import Testing

/// What a test believes a solver holds: its constraints with their current
/// constants and its edit variables with their suggested values. It turns that
/// belief into reference constraints for the oracle and checks the solver's
/// values against it.
struct SolverModel {
    let variables: [Variable]
    private let index: [Int: Int]  // variable id → position
    /// In order of addition.
    private(set) var constraints: [Constraint] = []
    private var constants: [Constraint: Double] = [:]
    /// In order of addition: (variable, priority, suggested value).
    private(set) var edits: [(variable: Variable, priority: Priority, value: Double)] = []

    init(variables: [Variable]) {
        self.variables = variables
        index = Dictionary(uniqueKeysWithValues: variables.enumerated().map { ($1.id, $0) })
    }

    func contains(_ c: Constraint) -> Bool { constants[c] != nil }
    func constant(of c: Constraint) -> Double? { constants[c] }
    func hasEdit(_ v: Variable) -> Bool { edits.contains { $0.variable.id == v.id } }

    mutating func add(_ c: Constraint) {
        constraints.append(c)
        constants[c] = c.expression.constant
    }

    mutating func remove(_ c: Constraint) {
        constraints.removeAll { $0 === c }
        constants[c] = nil
    }

    mutating func setConstant(_ value: Double, of c: Constraint) { constants[c] = value }

    mutating func addEdit(_ v: Variable, priority: Priority) { edits.append((v, priority, 0)) }
    mutating func removeEdit(_ v: Variable) { edits.removeAll { $0.variable.id == v.id } }
    mutating func suggest(_ value: Double, for v: Variable) {
        if let i = edits.firstIndex(where: { $0.variable.id == v.id }) { edits[i].value = value }
    }

    /// `c` for the oracle, with its current constant unless `constant` overrides it.
    func reference(_ c: Constraint, constant: Double? = nil) -> ReferenceConstraint {
        var coefficients = [Double](repeating: 0, count: variables.count)
        for term in c.expression.terms { coefficients[index[term.variable.id]!] += term.coefficient }
        return ReferenceConstraint(
            coefficients: coefficients, constant: constant ?? constants[c] ?? c.expression.constant,
            relation: c.relation, priority: c.priority.rawValue)
    }

    /// Every constraint the solver should hold, edit constraints (`v == value`) included.
    func referenceConstraints() -> [ReferenceConstraint] {
        var out = constraints.map { reference($0) }
        for edit in edits {
            var coefficients = [Double](repeating: 0, count: variables.count)
            coefficients[index[edit.variable.id]!] = 1
            out.append(ReferenceConstraint(
                coefficients: coefficients, constant: -edit.value, relation: .equal,
                priority: edit.priority.rawValue))
        }
        return out
    }

    /// Whether the required constraints stay satisfiable with `extra` added.
    func isFeasible(adding extra: [ReferenceConstraint] = []) -> Bool {
        ReferenceSolver.isFeasible(variableCount: variables.count, constraints: referenceConstraints() + extra)
    }

    /// A description of the first required constraint the solver's values break
    /// by more than 1e-7 (relative to the constraint's magnitude), or nil.
    func requiredViolation(in solver: Solver) -> String? {
        let x = variables.map { solver.value(of: $0) }
        for c in constraints where c.priority.isRequired {
            let r = reference(c)
            let error = r.error(at: x)
            if !(error <= 1e-7 * max(1, r.magnitude(at: x))) {
                return "required \(c) (constant \(r.constant)) is off by \(error) at \(x)"
            }
        }
        return nil
    }

    /// A description of the first priority level where the solver's values miss
    /// the reference optimum, or nil when every level matches (1e-6, relative
    /// above 1).
    func optimumMismatch(in solver: Solver) -> String? {
        let x = variables.map { solver.value(of: $0) }
        let system = referenceConstraints()
        switch ReferenceSolver.solve(variableCount: variables.count, constraints: system) {
        case .infeasible:
            return "the reference finds the required constraints infeasible, the solver holds them"
        case .optimal(let optimum):
            for level in optimum.levels {
                let ours = system.filter { $0.priority == level.priority }.reduce(0) { $0 + $1.error(at: x) }
                if !(abs(ours - level.error) <= 1e-6 * max(1, level.error)) {
                    return "at priority \(level.priority) our error sum is \(ours), the optimum is \(level.error)"
                        + " (our values \(x), reference values \(optimum.values))"
                }
            }
            return nil
        }
    }
}

/// Everything observable about a solver, compared exactly to prove that a
/// failed call changed nothing.
struct SolverSnapshot: Equatable {
    let dump: String
    let valueBits: [UInt64]
    let contained: [Bool]
    let edited: [Bool]

    init(_ solver: Solver, variables: [Variable], constraints: [Constraint] = []) {
        dump = solver.dump
        valueBits = variables.map { solver.value(of: $0).bitPattern }
        contained = constraints.map { solver.contains($0) }
        edited = variables.map { solver.hasEditVariable($0) }
    }
}

/// Runs a throwing solver call and returns its error, or nil when it succeeded.
/// (Closures infer untyped `throws`, so the body is untyped; solver calls
/// only ever throw SolverError, and anything else is recorded as an issue.)
func solverError(_ body: () throws -> Void) -> SolverError? {
    do {
        try body()
        return nil
    } catch let error as SolverError {
        return error
    } catch {
        Issue.record("a solver call threw \(error), which is not a SolverError")
        return nil
    }
}

/// The conflict list of the error thrown by `body`, as a set of identities.
func conflictSet(_ body: () throws -> Void) -> Set<ObjectIdentifier>? {
    solverError(body)?.conflicts.map(ids)
}

/// The constraints' identities, for comparing conflict lists in any order.
func ids(_ constraints: [Constraint]) -> Set<ObjectIdentifier> {
    Set(constraints.map { ObjectIdentifier($0) })
}

extension SolverError {
    /// The conflict list when this is `.unsatisfiable`, else nil.
    var conflicts: [Constraint]? {
        if case .unsatisfiable(_, let conflicts) = self { return conflicts }
        return nil
    }

    /// The offending constraint when this is `.unsatisfiable`, else nil.
    var unsatisfiableConstraint: Constraint? {
        if case .unsatisfiable(let c, _) = self { return c }
        return nil
    }

    var isInvalidNumber: Bool {
        if case .invalidNumber = self { return true }
        return false
    }
}
