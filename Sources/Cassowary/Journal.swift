/// What one solver call changed in the tableau: enough to undo it exactly.
///
/// A row is journaled change by change (a cell's old coefficient, the old
/// constant) until the call has changed it more times than it had cells;
/// then the row as it then was is kept whole, and later changes cost
/// nothing. A row the call makes or deletes is kept whole from the start (a
/// made row as `rowAbsent`). So the journal holds at most about twice
/// the rows the call touched, however many pivots rewrote them.
///
/// New symbols (from `symbolsBefore` on) need no entry: undoing erases their
/// rows and drops them. New records and variable entries are kept as keys
/// alone: undoing removes them, then puts back the older ones the entries
/// hold (never one whose symbol is the call's own). Symbols the call
/// releases are given out again only once it commits.
struct Journal {
    /// One change. Entries hold plain values only, so that clearing frees
    /// nothing entry by entry: the rows and records they overwrote are in the
    /// side tables below, and cells, the most frequent, in `cells`.
    enum Entry {
        case cell(row: Symbol, symbol: Symbol, old: Double)
        case constant(row: Symbol, old: Double)
        case magnitude(row: Symbol, old: Double)
        case rank(row: Symbol, old: Int32)
        /// The row of the symbol before this point: `rows[at]`.
        case row(Symbol, at: Int)
        /// The symbol had no row before this point.
        case rowAbsent(Symbol)
        /// Taken from the free list (symbols appended to the tables need no entry).
        case symbolReused(Symbol)
        case levelInserted(Int)
        /// The record of the key before this point: `records[at]`.
        case record(Key, at: Int)
        case recordConstant(Key, old: Double)
        case variable(Key, old: VariableEntry)
    }

    private(set) var entries = ChunkedList<Entry>()
    /// The `.cell` entries, in order. A row's cell changes all come before
    /// its whole copy, if any, so undoing may put whole rows back first.
    private(set) var cells = ChunkedList<CellChange>()
    private(set) var rows: [Row] = []
    private(set) var records: [ConstraintRecord] = []
    /// The keys of the records and of the variable entries the call made.
    private(set) var madeRecords: [Key] = []
    private(set) var madeVariables: [Key] = []
    /// Symbols to free when the call commits.
    private(set) var released: [Symbol] = []
    /// How many symbols the tableau had when the call began: later ones are the call's.
    private(set) var symbolsBefore = 0

    /// Whether `s` was made by the current call (not taken from the free list).
    @inline(__always) func isNew(_ s: Symbol) -> Bool { Int(s) >= symbolsBefore }

    struct CellChange {
        let row: Symbol
        let symbol: Symbol
        let old: Double
    }

    @inline(__always) mutating func record(_ entry: Entry) {
        if case let .cell(row, symbol, old) = entry {
            cells.append(CellChange(row: row, symbol: symbol, old: old))
        } else {
            entries.append(entry)
        }
    }

    @inline(__always) mutating func record(row s: Symbol, _ old: Row?) {
        guard let old else { return entries.append(.rowAbsent(s)) }
        entries.append(.row(s, at: rows.count))
        rows.append(old)
    }

    @inline(__always) mutating func record(record key: Key, _ old: ConstraintRecord?) {
        guard let old else { return madeRecords.append(key) }
        entries.append(.record(key, at: records.count))
        records.append(old)
    }

    mutating func madeVariable(_ id: Key) { madeVariables.append(id) }

    mutating func release(_ s: Symbol) { released.append(s) }

    /// Empties the journal for a call that begins with `symbols` symbols, keeping its storage.
    mutating func clear(symbols: Int) {
        if !entries.isEmpty { entries.removeAll() }
        if !cells.isEmpty { cells.removeAll() }
        if !rows.isEmpty { rows.removeAll(keepingCapacity: true) }
        if !records.isEmpty { records.removeAll(keepingCapacity: true) }
        // The room of a large call's keys is given back.
        if !madeRecords.isEmpty { madeRecords.removeAll(keepingCapacity: madeRecords.count <= 1024) }
        if !madeVariables.isEmpty { madeVariables.removeAll(keepingCapacity: madeVariables.count <= 1024) }
        if !released.isEmpty { released.removeAll(keepingCapacity: true) }
        symbolsBefore = symbols
    }
}
