extension Solver {
    /// A readable dump of the tableau: rows, objective levels, constraints and
    /// edits, in a fixed order, so that equal states dump alike,
    /// e.g. `print(solver.dump)`.
    public var dump: String {
        let t = tableau
        var names: [Symbol: String] = [:]
        for record in t.records.values {
            for term in record.constraint.expression.terms {
                if let s = t.variables[Key(term.variable)]?.symbol { names[s] = term.variable.description }
            }
        }
        func name(_ s: Symbol) -> String {
            if let name = names[s] { return name }
            let prefix: String
            switch t.kind(of: s) {
            case .external: prefix = "v"
            case .slack: prefix = "s"
            case .error: prefix = "e"
            case .dummy: prefix = "d"
            case .objective: prefix = "level"
            }
            return "\(prefix)\(s)"
        }
        func line(_ row: Row, showingConstant: Bool) -> String {
            var parts = showingConstant ? [formatNumber(row.constant)] : []
            for s in row.cells.keys.sorted() { parts.append("\(formatNumber(row.cells[s]!)) * \(name(s))") }
            return parts.joined(separator: " + ")
        }
        var out = "Rows:\n"
        for s in t.basicSymbols where t.kind(of: s) != .objective {
            out += "  \(name(s)) = \(line(t.row(of: s)!, showingConstant: true))\n"
        }
        out += "Objective:\n"
        for level in t.levels {
            out += "  @\(formatNumber(level.priority)): \(line(t.row(of: level.symbol)!, showingConstant: false))\n"
        }
        out += "Constraints:\n"
        for record in t.records.values.sorted(by: { $0.serial < $1.serial }) {
            out += "  \(record.constraint) [marker \(name(record.marker))]\n"
        }
        out += "Edits:\n"
        for id in edits.keys.sorted() { out += "  \(edits[id]!)\n" }
        if !t.freeSymbols.isEmpty { out += "Free symbols: \(t.freeSymbols.map(String.init).joined(separator: " "))\n" }
        return out
    }
}
