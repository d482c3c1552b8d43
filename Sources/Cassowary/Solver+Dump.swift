extension Solver {
    /// A readable dump of the tableau: rows, objective, constraints and edits,
    /// in a fixed order (by symbol), for debugging and for comparing states.
    /// Stale rows are brought up to date first (as ``updateVariables()``
    /// does; no value changes), so that equal states dump alike.
    public var dump: String {
        tableau.resolveAll()
        let t = tableau
        var variables: [Symbol: Variable] = [:]
        for record in t.records.values {
            for term in record.constraint.expression.terms {
                if let s = t.varSymbols[term.variable.id] { variables[s] = term.variable }
            }
        }
        func name(_ s: Symbol) -> String {
            if let v = variables[s] { return v.description }
            let prefix: String
            switch t.symbols[Int(s)].kind {
            case .external: prefix = "v"
            case .slack: prefix = "s"
            case .error: prefix = "e"
            case .dummy: prefix = "d"
            }
            return "\(prefix)\(s)"
        }
        func number(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x) }
        var out = "Rows:\n"
        let slots = t.rows.indices.filter { t.rows[$0].basic >= 0 }.sorted { t.rows[$0].basic < t.rows[$1].basic }
        for i in slots {
            let row = t.rows[i]
            var line = "  \(name(row.basic)) = \(number(row.constant))"
            for cell in row.cells { line += " + \(number(cell.coefficient)) \(name(cell.symbol))" }
            out += line + "\n"
        }
        out += "Objective:\n"
        for s in t.symbols.indices where !t.hasZeroCost(Symbol(s)) {
            let levels = t.objective.levels(t.costSlot(Symbol(s))).map { "\(number($0.value))@\(number($0.priority))" }
            out += "  \(name(Symbol(s))): \(levels.joined(separator: ", "))\n"
        }
        out += "Constraints:\n"
        for record in t.records.values.sorted(by: { $0.marker < $1.marker }) {
            out += "  \(record.constraint) [marker \(name(record.marker))]\n"
        }
        if !t.freeSymbols.isEmpty {
            // Their order decides the symbols of the next constraints.
            out += "Free symbols: " + t.freeSymbols.buffer.map { "\($0)" }.joined(separator: " ") + "\n"
        }
        out += "Edits:\n"
        for e in edits.values.sorted(by: { $0.variable.id < $1.variable.id }) {
            let value = -(t.records[e.constraint]?.constant ?? 0)
            out += "  \(e.variable) = \(number(value)) @\(e.constraint.priority)\n"
        }
        return out
    }
}
