/// What one solver call changed in the tableau: enough to put everything
/// back if the call fails.
///
/// A row is journaled one change at a time (a cell's old coefficient, the
/// old constant) while it has few changes; once a call has changed it more
/// times than it had cells, the row as it then was is kept whole instead,
/// and its later changes cost nothing. A row the call made, or deleted, is
/// kept whole from the start (`rowAbsent`: it did not exist). So the journal
/// holds at most about twice the rows the call touched, however many pivots
/// rewrote them (a suggestion that compresses a chain's gaps one dual
/// pivot at a time rewrites one long row per pivot), and a call that
/// changes a few cells of a long row journals just those cells.
///
/// What the call made of new symbols (those from `symbolsBefore` on) needs
/// no entry: undoing erases their rows and drops the symbols. The records
/// and variable entries it made are kept as keys alone: undoing removes
/// them, then puts back what older ones the entries hold (never one whose
/// symbol is the call's own). Symbols released by the call are only given
/// out again once it commits.
struct Journal {
    /// One change, in 24 bytes; a cell's, the most frequent (a call that
    /// adds thousands of constraints journals about ten changes per
    /// constraint, most of them cells), is kept in 16 in `cells`. Entries
    /// hold plain values only, so that clearing the journal after each call
    /// frees nothing entry by entry; what they overwrote of rows and
    /// records is kept in the side tables below, by position.
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
    /// The `.cell` entries, in order. A row's changes all come before it is
    /// kept whole, if it is: undoing may put the whole rows back first, and
    /// then the cells.
    private(set) var cells = ChunkedList<CellChange>()
    private(set) var rows: [Row] = []
    private(set) var records: [ConstraintRecord] = []
    /// The keys of the records and of the variable entries the call made.
    private(set) var madeRecords: [Key] = []
    private(set) var madeVariables: [Key] = []
    /// Symbols to free when the call commits.
    private(set) var released: [Symbol] = []
    /// How many symbols the tableau had when the call began: the symbols
    /// from this one on are the call's own.
    private(set) var symbolsBefore = 0

    /// Whether `s` was made by the current call (not taken from the free list).
    @inline(__always) func isNew(_ s: Symbol) -> Bool { Int(s) >= symbolsBefore }

    /// A cell's old coefficient.
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

    /// Notes that the call made the entry of variable `id`.
    mutating func madeVariable(_ id: Key) { madeVariables.append(id) }

    mutating func release(_ s: Symbol) { released.append(s) }

    /// Empties the journal for a call that begins with `symbols` symbols,
    /// keeping its storage (emptying an empty array is not free: most
    /// calls release no symbol).
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
