import Cassowary

/// Prints a case as Swift that compiles against the `Cassowary` module, each
/// call annotated with what the model expects of it, and the failure last.
public enum ReproSnippet {
    public static func swift(_ test: SequenceCase, failure: CheckFailure) -> String {
        var lines: [String] = []
        lines.append("// seed \(test.seed): fails at step \(failure.step) [\(failure.kind)]")
        lines.append("// (with `import Cassowary`, in a function that throws)")
        lines.append("let solver = Solver()")
        if SequenceRunner.reinsertsAtOnce(test.constraints) {
            lines.append("solver.dualPivotsBeforeReinserting = 0  // (inside the package)")
        }
        lines.append((0..<test.variableCount).map { "let x\($0) = Variable(\"x\($0)\")" }.joined(separator: "; "))
        var declared = Set<Int>()
        var model = ExpectedModel(variableCount: test.variableCount)
        for (step, op) in test.operations.enumerated() {
            for c in op.constraintIndices where !declared.contains(c) {
                declared.insert(c)
                lines.append("let c\(c) = \(constraint(test.constraints[c]))  // \(readable(test.constraints[c]))")
            }
            let outcome = model.expect(op, specs: test.constraints)
            var note = ""
            switch outcome {
            case .success(let next): model = next
            case .failure(let f): note = "  // throws \(f.error)"
            }
            // `try?` where the call should throw, and for the failing call
            // (so that the values print after it).
            let quiet = !note.isEmpty || step == failure.step
            if step == failure.step { lines.append("// step \(step), the failing call:") }
            lines.append(call(op, quiet: quiet) + note)
            if step == failure.step {
                lines.append("print(" + (0..<test.variableCount).map { "solver.value(of: x\($0))" }.joined(separator: ", ") + ")")
                lines.append("// expected: " + commented(failure.expected))
                lines.append("// seen:     " + commented(failure.seen))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A Double as a Swift literal (exact: Swift prints the shortest form that reads back the same).
    static func literal(_ x: Double) -> String {
        if x.isNaN { return ".nan" }
        if x.isInfinite { return x < 0 ? "-.infinity" : ".infinity" }
        if x == x.rounded() && abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }

    static func constraint(_ s: ConstraintSpec) -> String {
        let terms = s.terms.map { "Term(x\($0.variable), \(literal($0.coefficient)))" }.joined(separator: ", ")
        let relation: String
        switch s.relation {
        case .equal: relation = ".equal"
        case .lessThanOrEqual: relation = ".lessThanOrEqual"
        case .greaterThanOrEqual: relation = ".greaterThanOrEqual"
        }
        let expression = "Expression(terms: [\(terms)], constant: \(literal(s.constant)))"
        if let below = s.priorityBelow, s.isTwoSided {
            return "Constraint(\(expression), priorityAbove: Priority(\(literal(s.priority))), priorityBelow: Priority(\(literal(below))))"
        }
        return "Constraint(\(expression), \(relation), priority: Priority(\(literal(s.priority))))"
    }

    /// `2*x0 - x1 + 3 <= 0 @250`.
    static func readable(_ s: ConstraintSpec) -> String {
        var text = ""
        for t in s.terms {
            let a = t.coefficient
            let sign = text.isEmpty ? (a < 0 ? "-" : "") : (a < 0 ? " - " : " + ")
            text += sign + (abs(a) == 1 ? "" : literal(abs(a)) + "*") + "x\(t.variable)"
        }
        if s.constant != 0 || text.isEmpty {
            text += text.isEmpty ? literal(s.constant) : (s.constant < 0 ? " - " : " + ") + literal(abs(s.constant))
        }
        if let below = s.priorityBelow, s.isTwoSided {
            return "\(text) == 0 @\(literal(s.priority)) above, @\(literal(below)) below"
        }
        return "\(text) \(s.relation) 0" + (s.isRequired ? "" : " @\(literal(s.priority))")
    }

    static func commented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n// ")
    }

    /// The call, with `try`, or `_ = try?` when `quiet`.
    static func call(_ op: SequenceOperation, quiet: Bool) -> String {
        let TRY = quiet ? "_ = try?" : "try"
        return switch op {
        case .add(let c): "\(TRY) solver.add(c\(c))"
        case .addBatch(let cs): "\(TRY) solver.add(contentsOf: [\(cs.map { "c\($0)" }.joined(separator: ", "))])"
        case .remove(let c): "\(TRY) solver.remove(c\(c))"
        case .removeBatch(let cs): "\(TRY) solver.remove(contentsOf: [\(cs.map { "c\($0)" }.joined(separator: ", "))])"
        case .setConstant(let c, let v): "\(TRY) solver.setConstant(\(literal(v)), of: c\(c))"
        case .setConstants(let changes):
            "\(TRY) solver.setConstants([\(changes.map { "(c\($0.constraint), \(literal($0.value)))" }.joined(separator: ", "))])"
        case .addEdit(let v, let p): "\(TRY) solver.addEditVariable(x\(v), priority: Priority(\(literal(p))))"
        case .removeEdit(let v): "\(TRY) solver.removeEditVariable(x\(v))"
        case .suggest(let v, let value): "\(TRY) solver.suggestValue(\(literal(value)), for: x\(v))"
        case .exerciseAmbiguity(let v): "_ = solver.exerciseAmbiguity(of: x\(v))"
        case .updateVariables: "solver.updateVariables()"
        }
    }
}
