import Cassowary

/// One solver call, recorded so that it can be generated, predicted, applied
/// and replayed.
enum SolverOperation: CustomStringConvertible {
    case add(Constraint)
    case addBatch([Constraint])
    case remove(Constraint)
    case addEditVariable(Variable, Priority)
    case removeEditVariable(Variable)
    case suggestValue(Variable, Double)
    case setConstant(Constraint, Double)

    /// Performs the call; returns its error, or nil when it succeeded.
    func apply(to solver: Solver) -> SolverError? {
        solverError {
            switch self {
            case .add(let c): try solver.add(c)
            case .addBatch(let cs): try solver.add(contentsOf: cs)
            case .remove(let c): try solver.remove(c)
            case .addEditVariable(let v, let p): try solver.addEditVariable(v, priority: p)
            case .removeEditVariable(let v): try solver.removeEditVariable(v)
            case .suggestValue(let v, let value): try solver.suggestValue(value, for: v)
            case .setConstant(let c, let value): try solver.setConstant(value, of: c)
            }
        }
    }

    /// The error kind the call must fail with given what the solver holds, or
    /// nil when it must succeed. Generated operations have at most one fault, so
    /// the order of the checks below never matters.
    func expectedFailure(in model: SolverModel) -> SolverError.Kind? {
        switch self {
        case .add(let c):
            if model.contains(c) { return .duplicateConstraint }
            if !c.expression.isFinite { return .invalidNumber }
            if !c.priority.isValid { return .invalidPriority }
            if c.priority.isRequired && !model.isFeasible(adding: [model.reference(c)]) { return .unsatisfiable }
            return nil
        case .addBatch(let cs):
            var seen = Set<Constraint>()
            for c in cs where model.contains(c) || !seen.insert(c).inserted { return .duplicateConstraint }
            if !model.isFeasible(adding: cs.map { model.reference($0) }) { return .unsatisfiable }
            return nil
        case .remove(let c):
            return model.contains(c) ? nil : .unknownConstraint
        case .addEditVariable(let v, let p):
            if model.hasEdit(v) { return .duplicateEditVariable }
            if p.isRequired { return .requiredEditVariable }
            if !p.isValid { return .invalidPriority }
            return nil
        case .removeEditVariable(let v):
            return model.hasEdit(v) ? nil : .unknownEditVariable
        case .suggestValue(let v, let value):
            if !model.hasEdit(v) { return .unknownEditVariable }
            if !value.isFinite { return .invalidNumber }
            return nil
        case .setConstant(let c, let value):
            guard model.contains(c) else { return .unknownConstraint }
            if !value.isFinite { return .invalidNumber }
            if c.priority.isRequired {
                var changed = model
                changed.setConstant(value, of: c)
                if !changed.isFeasible() { return .unsatisfiable }
            }
            return nil
        }
    }

    /// The model after the call succeeded.
    func applied(to model: SolverModel) -> SolverModel {
        var m = model
        switch self {
        case .add(let c): m.add(c)
        case .addBatch(let cs): for c in cs { m.add(c) }
        case .remove(let c): m.remove(c)
        case .addEditVariable(let v, let p): m.addEdit(v, priority: p)
        case .removeEditVariable(let v): m.removeEdit(v)
        case .suggestValue(let v, let value): m.suggest(value, for: v)
        case .setConstant(let c, let value): m.setConstant(value, of: c)
        }
        return m
    }

    var description: String {
        switch self {
        case .add(let c): "add(\(c))"
        case .addBatch(let cs): "add(contentsOf: \(cs))"
        case .remove(let c): "remove(\(c))"
        case .addEditVariable(let v, let p): "addEditVariable(\(v), priority: \(p))"
        case .removeEditVariable(let v): "removeEditVariable(\(v))"
        case .suggestValue(let v, let value): "suggestValue(\(value), for: \(v))"
        case .setConstant(let c, let value): "setConstant(\(value), of: \(c))"
        }
    }
}

extension SolverError {
    /// The case of an error without its payload.
    enum Kind: Equatable {
        case unsatisfiable, duplicateConstraint, unknownConstraint, duplicateEditVariable
        case unknownEditVariable, requiredEditVariable, invalidPriority, invalidNumber, numericalFailure
    }

    var kind: Kind {
        switch self {
        case .unsatisfiable: .unsatisfiable
        case .duplicateConstraint: .duplicateConstraint
        case .unknownConstraint: .unknownConstraint
        case .duplicateEditVariable: .duplicateEditVariable
        case .unknownEditVariable: .unknownEditVariable
        case .requiredEditVariable: .requiredEditVariable
        case .invalidPriority: .invalidPriority
        case .invalidNumber: .invalidNumber
        case .numericalFailure: .numericalFailure
        }
    }
}
