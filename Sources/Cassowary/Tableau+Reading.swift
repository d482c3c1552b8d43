/// What the tableau's parts are made of, and how its rows and columns are read.
extension Tableau {
    /// How the current call journals one row: change by change while
    /// `remaining` allows, then whole (`covered`).
    struct RowLog {
        /// The call that last touched the row (the log is stale if not this one).
        var call: Int32 = 0
        /// How many more changes get entries of their own; -1 once the row is kept whole.
        var remaining: Int32 = 0

        var covered: Bool { remaining < 0 }
    }

    /// One priority level of the objective: the sum of the errors of the
    /// optional constraints of that priority, as the row of `symbol`.
    struct Level {
        let priority: Double
        let symbol: Symbol
    }

    /// The row of `s`, if `s` is basic.
    @inline(__always) func row(of s: Symbol) -> Row? { rows[Int(s)] }

    /// Read in place: a copy of the row would retain its cells.
    @inline(__always) func isBasic(_ s: Symbol) -> Bool { rows.withUnsafeBufferPointer { $0[Int(s)] != nil } }

    @inline(__always) func kind(of s: Symbol) -> SymbolKind { kinds[Int(s)] }

    @inline(__always) func rows(holding s: Symbol) -> Column { columns[Int(s)] }
    /// How many rows hold `s`: the rows a pivot on `s` rewrites.
    @inline(__always) func columnSize(_ s: Symbol) -> Int { columns[Int(s)].count }

    /// The basic symbols of all rows (objective levels included), in order.
    var basicSymbols: [Symbol] { rows.indices.filter { rows[$0] != nil }.map { Symbol($0) } }
}
