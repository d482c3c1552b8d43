import Cassowary

/// The error a call should throw, naming constraints by index and variables by number.
public enum ExpectedError: Sendable, Equatable, CustomStringConvertible {
    case unsatisfiable(Int)
    case duplicateConstraint(Int)
    case unknownConstraint(Int)
    case duplicateEditVariable(Int)
    case unknownEditVariable(Int)
    case requiredEditVariable(Int)
    /// The priority and the constraint (nil for an edit variable).
    case invalidPriority(Double, Int?)
    case invalidNumber

    public var description: String {
        switch self {
        case .unsatisfiable(let c): "unsatisfiable(c\(c))"
        case .duplicateConstraint(let c): "duplicateConstraint(c\(c))"
        case .unknownConstraint(let c): "unknownConstraint(c\(c))"
        case .duplicateEditVariable(let v): "duplicateEditVariable(x\(v))"
        case .unknownEditVariable(let v): "unknownEditVariable(x\(v))"
        case .requiredEditVariable(let v): "requiredEditVariable(x\(v))"
        case .invalidPriority(let p, let c): "invalidPriority(\(p), \(c.map { "c\($0)" } ?? "nil"))"
        case .invalidNumber: "invalidNumber"
        }
    }

    /// Equality that takes two NaN priorities as the same.
    public func matches(_ other: ExpectedError) -> Bool {
        if case .invalidPriority(let p, let c) = self, case .invalidPriority(let q, let d) = other {
            return c == d && (p == q || (p.isNaN && q.isNaN))
        }
        return self == other
    }
}

/// What the solver should hold: constraints with their current constants,
/// and edit variables with their suggestions. It also works out what each
/// call should do, with the exact reference deciding feasibility.
public struct ExpectedModel: Sendable {
    /// An edit variable: the constraint `x_variable - suggestion == 0` at `priority`.
    public struct Edit: Sendable, Equatable {
        public var variable: Int
        public var priority: Double
        public var suggestion: Double
    }

    public let variableCount: Int
    /// Held constraint indices, in the order they were added.
    public private(set) var held: [Int] = []
    /// The current constant of each held constraint.
    public private(set) var constants: [Int: Double] = [:]
    public private(set) var edits: [Edit] = []

    public init(variableCount: Int) { self.variableCount = variableCount }

    public func holds(_ c: Int) -> Bool { constants[c] != nil }
    public func edit(of v: Int) -> Edit? { edits.first { $0.variable == v } }

    /// The exact form of held constraint `c`, at its current constant.
    public func exact(_ c: Int, _ specs: [ConstraintSpec]) -> ExactConstraint {
        specs[c].exact(variableCount: variableCount, constant: constants[c]!)
    }

    /// The exact form of an edit.
    public func exact(_ e: Edit) -> ExactConstraint {
        var a = [Rational](repeating: .zero, count: variableCount)
        a[e.variable] = .one
        return ExactConstraint(coefficients: a, constant: -Rational(e.suggestion), relation: .equal, priority: e.priority)
    }

    /// Every constraint the solver should hold, edits included.
    public func allExact(_ specs: [ConstraintSpec]) -> [ExactConstraint] {
        held.map { exact($0, specs) } + edits.map { exact($0) }
    }

    /// The held required constraints, by index.
    public func requiredExact(_ specs: [ConstraintSpec]) -> [Int: ExactConstraint] {
        var out: [Int: ExactConstraint] = [:]
        for c in held where specs[c].isRequired { out[c] = exact(c, specs) }
        return out
    }

    /// A call that should fail: the error, and for `unsatisfiable` the
    /// constraints a conflict list may name (held required ones, a batch's
    /// required prefix, and the failing constraint as it was to be).
    public struct ExpectedFailure: Error, Sendable {
        public var error: ExpectedError
        public var conflictCandidates: [Int: ExactConstraint] = [:]
    }

    /// The outcome of `op` on this model.
    public func expect(_ op: SequenceOperation, specs: [ConstraintSpec]) -> Result<ExpectedModel, ExpectedFailure> {
        var m = self
        switch op {
        case .add(let c):
            if let failure = m.add(c, specs) { return .failure(failure) }
        case .addBatch(let cs):
            for c in cs {
                if let failure = m.add(c, specs) { return .failure(failure) }
            }
        case .remove(let c):
            guard holds(c) else { return .failure(ExpectedFailure(error: .unknownConstraint(c))) }
            m.held.removeAll { $0 == c }
            m.constants[c] = nil
        case .removeBatch(let cs):
            if let c = cs.first(where: { !holds($0) }) { return .failure(ExpectedFailure(error: .unknownConstraint(c))) }
            m.held.removeAll { cs.contains($0) }
            for c in cs { m.constants[c] = nil }
        case .setConstant(let c, let value):
            guard holds(c) else { return .failure(ExpectedFailure(error: .unknownConstraint(c))) }
            guard value.isFinite else { return .failure(ExpectedFailure(error: .invalidNumber)) }
            if specs[c].isRequired {
                var candidates = requiredExact(specs)
                candidates[c] = specs[c].exact(variableCount: variableCount, constant: value)
                if !PriorityReference.isFeasible(inOrder(candidates), variableCount: variableCount) {
                    return .failure(ExpectedFailure(error: .unsatisfiable(c), conflictCandidates: candidates))
                }
            }
            m.constants[c] = value
        case .setConstants(let changes):
            if let failure = m.setConstants(changes, specs) { return .failure(failure) }
        case .addEdit(let v, let p):
            if edit(of: v) != nil { return .failure(ExpectedFailure(error: .duplicateEditVariable(v))) }
            if p == 1000 { return .failure(ExpectedFailure(error: .requiredEditVariable(v))) }
            if !(p > 0 && p <= 1000) { return .failure(ExpectedFailure(error: .invalidPriority(p, nil))) }
            m.edits.append(Edit(variable: v, priority: p, suggestion: 0))
        case .removeEdit(let v):
            guard edit(of: v) != nil else { return .failure(ExpectedFailure(error: .unknownEditVariable(v))) }
            m.edits.removeAll { $0.variable == v }
        case .suggest(let v, let value):
            guard let i = edits.firstIndex(where: { $0.variable == v }) else {
                return .failure(ExpectedFailure(error: .unknownEditVariable(v)))
            }
            guard value.isFinite else { return .failure(ExpectedFailure(error: .invalidNumber)) }
            m.edits[i].suggestion = value
        case .exerciseAmbiguity, .updateVariables:
            break
        }
        return .success(m)
    }

    /// Sets every constant, or says why not: an unknown constraint or a
    /// number that is not finite (the first, in order), else, when the
    /// required constraints cannot hold with the new constants, the first
    /// change that cannot hold with the changes before it.
    private mutating func setConstants(_ changes: [ConstantChange], _ specs: [ConstraintSpec]) -> ExpectedFailure? {
        for change in changes {
            guard holds(change.constraint) else { return ExpectedFailure(error: .unknownConstraint(change.constraint)) }
            guard change.value.isFinite else { return ExpectedFailure(error: .invalidNumber) }
        }
        var candidates = requiredExact(specs)
        func feasible() -> Bool { PriorityReference.isFeasible(inOrder(candidates), variableCount: variableCount) }
        for change in changes where specs[change.constraint].isRequired {
            candidates[change.constraint] = specs[change.constraint].exact(variableCount: variableCount, constant: change.value)
        }
        if !feasible() {
            candidates = requiredExact(specs)
            for change in changes {
                guard specs[change.constraint].isRequired else { continue }
                candidates[change.constraint] = specs[change.constraint].exact(
                    variableCount: variableCount, constant: change.value)
                if !feasible() {
                    return ExpectedFailure(error: .unsatisfiable(change.constraint), conflictCandidates: candidates)
                }
            }
        }
        for change in changes { constants[change.constraint] = change.value }
        return nil
    }

    /// Adds constraint `c` (an object holds its own constant when added,
    /// whatever `setConstant` did while it was held before), or says why not.
    private mutating func add(_ c: Int, _ specs: [ConstraintSpec]) -> ExpectedFailure? {
        let spec = specs[c]
        if holds(c) { return ExpectedFailure(error: .duplicateConstraint(c)) }
        if let p = spec.invalidPriority { return ExpectedFailure(error: .invalidPriority(p, c)) }
        if !spec.isFinite { return ExpectedFailure(error: .invalidNumber) }
        if spec.isRequired {
            var candidates = requiredExact(specs)
            candidates[c] = spec.exact(variableCount: variableCount)
            if !PriorityReference.isFeasible(inOrder(candidates), variableCount: variableCount) {
                return ExpectedFailure(error: .unsatisfiable(c), conflictCandidates: candidates)
            }
        }
        held.append(c)
        constants[c] = spec.constant
        return nil
    }
}

/// The constraints of a map in index order (so that every run pivots alike).
func inOrder(_ map: [Int: ExactConstraint]) -> [ExactConstraint] {
    map.sorted { $0.key < $1.key }.map(\.value)
}
