/// What one solver call changed in the tableau: enough to put everything
/// back if the call fails.
///
/// A row is journaled one change at a time (a cell's old coefficient, the
/// old constant) while it has few changes; once a call has changed it more
/// times than it had cells, the row as it then was is kept whole instead,
/// and its later changes cost nothing. A row the call made, or deleted, is
/// kept whole from the start (nil: it did not exist). So the journal holds
/// at most about twice the rows the call touched, however many pivots
/// rewrote them (a suggestion that compresses a chain's gaps one dual
/// pivot at a time rewrites one long row per pivot), and a call that
/// changes a few cells of a long row journals just those cells.
/// Symbols released by the call are only given out again once it commits.
struct Journal {
    enum Entry {
        case cell(row: Symbol, symbol: Symbol, old: Double)
        case constant(row: Symbol, old: Double, magnitude: Double)
        case rank(row: Symbol, old: Int32)
        /// The row of the symbol before this point (nil: it had none).
        case row(Symbol, Row?)
        /// `reused`: taken from the free list (else appended to the tables).
        case symbolCreated(Symbol, reused: Bool)
        case levelInserted(Int)
        case record(Key, old: ConstraintRecord?)
        case recordConstant(Key, old: Double)
        case variable(Key, old: VariableEntry?)
    }

    private(set) var entries: [Entry] = []
    /// Symbols to free when the call commits.
    private(set) var released: [Symbol] = []

    @inline(__always) mutating func record(_ entry: Entry) { entries.append(entry) }

    mutating func release(_ s: Symbol) { released.append(s) }

    mutating func clear() {
        entries.removeAll(keepingCapacity: true)
        released.removeAll(keepingCapacity: true)
    }
}
