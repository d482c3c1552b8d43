import Cassowary

/// Draws random solver calls against what a model says the solver holds:
/// mostly valid ones, with a steady share of calls that must fail (duplicates,
/// unknown objects, required edits, invalid numbers and priorities) and of
/// required constraints that conflict. Each call has at most one fault.
struct OperationGenerator {
    private(set) var systems: RandomSystems
    let variables: [Variable]
    /// Every constraint made so far, in order.
    private(set) var made: [Constraint] = []
    /// Constraints whose constant was changed: never re-added, because a
    /// re-added constraint starts again from its expression's own constant.
    private var changed = Set<Constraint>()

    private static let badNumbers: [Double] = [.nan, .infinity, -.infinity]
    private static let badPriorities: [Priority] = [0, -5, 1000.5, Priority(.nan)]

    init(seed: UInt64, variableCount: Int) {
        systems = RandomSystems(seed: seed)
        variables = systems.variables(variableCount)
    }

    private mutating func fresh(priority: Priority? = nil) -> Constraint {
        let c = systems.constraint(over: variables, priority: priority)
        made.append(c)
        return c
    }

    private mutating func suggestion() -> Double {
        systems.rng.chance(85) ? systems.constant() : Double(systems.rng.int(-200...200)) / 8
    }

    mutating func next(for model: SolverModel) -> SolverOperation {
        let roll = systems.rng.int(0...99)
        switch roll {
        case 0..<28: return nextAdd(model)
        case 28..<34: return nextBatch(model)
        case 34..<48: return nextRemove(model)
        case 48..<56: return nextAddEdit(model)
        case 56..<76: return nextSuggestion(model)
        case 76..<93: return nextSetConstant(model)
        default: return nextRemoveEdit(model)
        }
    }

    private mutating func nextAdd(_ model: SolverModel) -> SolverOperation {
        let roll = systems.rng.int(0...99)
        if roll < 8, !model.constraints.isEmpty {
            return .add(systems.rng.pick(model.constraints))
        }
        if roll < 12 {
            let c = fresh()
            var e = c.expression
            let bad = systems.rng.pick(Self.badNumbers)
            if e.terms.isEmpty || systems.rng.chance(50) { e.constant = bad } else { e.terms[0].coefficient = bad }
            return .add(Constraint(e, c.relation, priority: c.priority))
        }
        if roll < 16 {
            return .add(fresh(priority: systems.rng.pick(Self.badPriorities)))
        }
        if roll < 31 {
            let removed = made.filter { !model.contains($0) && !changed.contains($0) && $0.expression.isFinite && $0.priority.isValid }
            if !removed.isEmpty { return .add(systems.rng.pick(removed)) }
        }
        return .add(fresh())
    }

    private mutating func nextBatch(_ model: SolverModel) -> SolverOperation {
        if systems.rng.chance(15), !model.constraints.isEmpty {
            // A held constraint among optional new ones: only the duplicate can fail.
            var batch = (0..<systems.rng.int(1...2)).map { _ in fresh(priority: systems.optionalPriority()) }
            batch.insert(systems.rng.pick(model.constraints), at: systems.rng.int(0...batch.count))
            return .addBatch(batch)
        }
        return .addBatch((0..<systems.rng.int(2...3)).map { _ in fresh() })
    }

    private mutating func nextRemove(_ model: SolverModel) -> SolverOperation {
        if systems.rng.chance(90), !model.constraints.isEmpty {
            return .remove(systems.rng.pick(model.constraints))
        }
        let absent = made.filter { !model.contains($0) }
        return .remove(absent.isEmpty ? fresh() : systems.rng.pick(absent))
    }

    private mutating func nextAddEdit(_ model: SolverModel) -> SolverOperation {
        let v = systems.rng.pick(variables)
        let roll = systems.rng.int(0...99)
        if model.hasEdit(v) || roll >= 13 { return .addEditVariable(v, systems.optionalPriority()) }
        if roll < 8 { return .addEditVariable(v, .required) }
        return .addEditVariable(v, systems.rng.pick(Self.badPriorities + [1001, .init(.infinity)]))
    }

    private mutating func nextSuggestion(_ model: SolverModel) -> SolverOperation {
        let roll = systems.rng.int(0...99)
        if roll < 85, !model.edits.isEmpty {
            return .suggestValue(systems.rng.pick(model.edits).variable, suggestion())
        }
        if roll < 92, !model.edits.isEmpty {
            return .suggestValue(systems.rng.pick(model.edits).variable, systems.rng.pick(Self.badNumbers))
        }
        let others = variables.filter { !model.hasEdit($0) }
        return .suggestValue(others.isEmpty ? Variable("stranger") : systems.rng.pick(others), suggestion())
    }

    private mutating func nextSetConstant(_ model: SolverModel) -> SolverOperation {
        let roll = systems.rng.int(0...99)
        if roll < 88, !model.constraints.isEmpty {
            let c = systems.rng.pick(model.constraints)
            changed.insert(c)
            return .setConstant(c, systems.constant())
        }
        if roll < 94, !model.constraints.isEmpty {
            return .setConstant(systems.rng.pick(model.constraints), systems.rng.pick(Self.badNumbers))
        }
        let absent = made.filter { !model.contains($0) }
        return .setConstant(absent.isEmpty ? fresh() : systems.rng.pick(absent), systems.constant())
    }

    private mutating func nextRemoveEdit(_ model: SolverModel) -> SolverOperation {
        if systems.rng.chance(80), !model.edits.isEmpty {
            return .removeEditVariable(systems.rng.pick(model.edits).variable)
        }
        return .removeEditVariable(systems.rng.pick(variables))
    }
}
