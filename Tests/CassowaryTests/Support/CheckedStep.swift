import Cassowary

/// Applies `op` to `solver` and checks everything the model predicts:
///
/// - the call fails exactly when the model says it must, with the predicted
///   error kind, and a failed call leaves the solver exactly as it was (dump,
///   values bit for bit, membership of `watched` constraints, edit variables);
/// - an `.unsatisfiable` error names the right constraint, and its conflict
///   list holds that constraint and only required ones the solver holds (or
///   that came in the same call) and is infeasible by itself, per the oracle;
/// - afterwards the column index is exact, rows not marked stale hold no
///   basic symbol, every required constraint holds, `contains`, `constant(of:)`
///   and `hasEditVariable` agree with the model and, when `checkOptimum` is
///   set, every priority level is at the oracle's optimum and
///   `updateVariables()` leaves every value as it read and no row stale
///   but the aliases.
///
/// Returns a description of the first discrepancy, or nil. On success `model`
/// is updated.
func checkedStep(
    _ op: SolverOperation, on solver: Solver, model: inout SolverModel,
    watched: [Constraint], checkOptimum: Bool
) -> String? {
    let expected = op.expectedFailure(in: model)
    // Only a call that must fail needs the exact before-and-after comparison
    // (a call that fails unexpectedly is reported anyway), and dumps are not free.
    let before = expected.map { _ in SolverSnapshot(solver, variables: model.variables, constraints: watched) }
    let error = op.apply(to: solver)
    switch (expected, error) {
    case (nil, nil):
        model = op.applied(to: model)
    case (let kind?, let error?) where error.kind == kind:
        if SolverSnapshot(solver, variables: model.variables, constraints: watched) != before! {
            return "\(op) failed with \(error) but changed the solver"
        }
        if let problem = conflictProblem(error, of: op, model: model) { return "\(op): \(problem)" }
    default:
        return "\(op): expected \(expected.map { "\($0)" } ?? "success"), got \(error.map { "\($0)" } ?? "success")"
    }
    if let problem = model.requiredViolation(in: solver) { return "after \(op): \(problem)" }
    if let problem = tableauProblem(in: solver) { return "after \(op): \(problem)" }
    for c in model.constraints {
        if !solver.contains(c) { return "after \(op): the solver lost \(c)" }
        if solver.constant(of: c) != model.constant(of: c) {
            return "after \(op): constant(of: \(c)) is \(String(describing: solver.constant(of: c))), expected \(model.constant(of: c)!)"
        }
    }
    for v in model.variables where solver.hasEditVariable(v) != model.hasEdit(v) {
        return "after \(op): hasEditVariable(\(v)) is \(solver.hasEditVariable(v))"
    }
    if checkOptimum, let problem = model.optimumMismatch(in: solver) { return "after \(op): \(problem)" }
    // On the sampled steps only: the others go on with their stale rows,
    // for the calls after them to meet.
    if checkOptimum, let problem = updateVariablesProblem(in: solver, variables: model.variables) {
        return "after \(op): \(problem)"
    }
    return nil
}

/// What is wrong with an `.unsatisfiable` error's report, or nil.
private func conflictProblem(_ error: SolverError, of op: SolverOperation, model: SolverModel) -> String? {
    guard case .unsatisfiable(let culprit, let conflicts) = error else { return nil }
    var incoming: [Constraint] = []
    var override: (Constraint, Double)? = nil
    switch op {
    case .add(let c): incoming = [c]
    case .addBatch(let cs): incoming = cs
    case .setConstant(let c, let value): override = (c, value)
    default: return "unexpected unsatisfiable error"
    }
    if let (c, _) = override, culprit !== c { return "the error names \(culprit), not \(c)" }
    if override == nil, !incoming.contains(where: { $0 === culprit }) { return "the error names \(culprit), not one added" }
    if !conflicts.contains(where: { $0 === culprit }) { return "the conflicts \(conflicts) omit \(culprit)" }
    if Set(conflicts).count != conflicts.count { return "the conflicts \(conflicts) repeat a constraint" }
    for c in conflicts {
        if !c.priority.isRequired { return "the conflicts list the optional \(c)" }
        if !model.contains(c) && !incoming.contains(where: { $0 === c }) {
            return "the conflicts list \(c), which the solver does not hold"
        }
    }
    let system = conflicts.map { c in
        model.reference(c, constant: override.flatMap { $0.0 === c ? $0.1 : nil })
    }
    if ReferenceSolver.isFeasible(variableCount: model.variables.count, constraints: system) {
        return "the conflicts \(conflicts) are satisfiable on their own"
    }
    return nil
}
