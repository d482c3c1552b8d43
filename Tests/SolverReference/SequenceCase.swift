import Cassowary

/// A constraint as plain data, so a sequence can be replayed (and shrunk)
/// with fresh `Constraint` objects: `sum coefficient * x_variable + constant REL 0`.
///
/// Terms may repeat a variable (`x - x`); the `Constraint` combines them,
/// and so does `exact`.
public struct ConstraintSpec: Sendable, Equatable {
    public struct SpecTerm: Sendable, Equatable {
        public var variable: Int
        public var coefficient: Double
    }

    public var terms: [SpecTerm]
    public var constant: Double
    public var relation: Relation
    /// Any Double, so invalid priorities can be tried too.
    public var priority: Double
    /// The priority of a value below zero of a two-sided equality
    /// (`Constraint(_:priorityAbove:priorityBelow:)`); nil for any other.
    public var priorityBelow: Double?

    public init(
        terms: [(Int, Double)], constant: Double, relation: Relation, priority: Double, priorityBelow: Double? = nil
    ) {
        self.terms = terms.map { SpecTerm(variable: $0.0, coefficient: $0.1) }
        self.constant = constant
        self.relation = relation
        self.priority = priority
        self.priorityBelow = priorityBelow
    }

    public var isRequired: Bool { priority == 1000 && !isTwoSided }
    public var isTwoSided: Bool { priorityBelow.map { $0 != priority } ?? false }
    /// As the solver checks: the priority in (0, 1000], then both sides of
    /// a two-sided equality below 1000.
    public var invalidPriority: Double? {
        let valid = { (p: Double) in p > 0 && p <= 1000 }
        guard valid(priority) else { return priority }
        guard isTwoSided, let below = priorityBelow else { return nil }
        return [priority, below].first { !valid($0) || $0 == 1000 }
    }
    public var hasValidPriority: Bool { invalidPriority == nil }
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy(\.coefficient.isFinite) }

    /// The same constraint with another priority (one-sided, as
    /// `Constraint.priority(_:)` makes it).
    public func withPriority(_ p: Double) -> ConstraintSpec {
        var s = self
        s.priority = p
        s.priorityBelow = nil
        return s
    }

    /// The constraint in exact numbers, with `constant` in place of the spec's.
    public func exact(variableCount: Int, constant c: Double? = nil) -> ExactConstraint {
        var a = [Rational](repeating: .zero, count: variableCount)
        for t in terms { a[t.variable] += Rational(t.coefficient) }
        return ExactConstraint(
            coefficients: a, constant: Rational(c ?? constant), relation: relation, priority: priority,
            priorityBelow: isTwoSided ? priorityBelow : nil)
    }

    /// A fresh solver constraint over `variables`.
    public func make(_ variables: [Variable]) -> Constraint {
        let expression = Expression(terms: terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
        if let below = priorityBelow, isTwoSided {
            return Constraint(expression, priorityAbove: Priority(priority), priorityBelow: Priority(below))
        }
        return Constraint(expression, relation, priority: Priority(priority))
    }
}

/// One call on the solver. Constraints are named by their index in
/// `SequenceCase.constraints`; each index is one `Constraint` object, made
/// the first time it is used, so reusing an index reuses the object.
public enum SequenceOperation: Sendable, Equatable {
    case add(Int)
    case addBatch([Int])
    case remove(Int)
    /// `Solver.remove(contentsOf:)`: all of them, or none.
    case removeBatch([Int])
    case setConstant(Int, Double)
    /// `Solver.setConstants`: the changes in order, as one call.
    case setConstants([ConstantChange])
    case addEdit(variable: Int, priority: Double)
    case removeEdit(variable: Int)
    case suggest(variable: Int, value: Double)
    case exerciseAmbiguity(variable: Int)
    case updateVariables

    /// The constraint indices the operation names.
    public var constraintIndices: [Int] {
        switch self {
        case .add(let c), .remove(let c), .setConstant(let c, _): [c]
        case .addBatch(let cs), .removeBatch(let cs): cs
        case .setConstants(let changes): changes.map(\.constraint)
        default: []
        }
    }

    /// The variable index the operation names, if any.
    public var variableIndex: Int? {
        switch self {
        case .addEdit(let v, _), .removeEdit(let v), .suggest(let v, _), .exerciseAmbiguity(let v): v
        default: nil
        }
    }
}

/// One change of a `setConstants` call: constraint `constraint` to `value`.
public struct ConstantChange: Sendable, Equatable {
    public var constraint: Int
    public var value: Double

    public init(_ constraint: Int, _ value: Double) {
        self.constraint = constraint
        self.value = value
    }
}

/// A whole test: the variables, the constraint objects and the calls.
public struct SequenceCase: Sendable, Equatable {
    public var variableCount: Int
    public var constraints: [ConstraintSpec]
    public var operations: [SequenceOperation]
    /// Where it came from (for messages).
    public var seed: UInt64

    public init(variableCount: Int, constraints: [ConstraintSpec] = [], operations: [SequenceOperation] = [], seed: UInt64) {
        self.variableCount = variableCount
        self.constraints = constraints
        self.operations = operations
        self.seed = seed
    }
}
