/// What one solver call changed in the tableau, oldest first: enough to put
/// everything back if the call fails.
///
/// Each entry holds what a primitive overwrote (a cell's old coefficient, a
/// row's old constant, a deleted row), so undoing costs what doing cost, and
/// a call that succeeds pays one append per change. Symbols released by the
/// call are only given out again once it commits.
struct Journal {
    enum Entry {
        case cell(row: Symbol, symbol: Symbol, old: Double)
        case constant(row: Symbol, old: Double, magnitude: Double)
        case rowCreated(Symbol)
        case rowDeleted(Symbol, Row)
        /// `reused`: taken from the free list (else appended to the tables).
        case symbolCreated(Symbol, reused: Bool)
        case levelInserted(Int)
        case rank(row: Symbol, old: Int32)
        case record(ObjectIdentifier, old: ConstraintRecord?)
        case recordConstant(ObjectIdentifier, old: Double)
        case variable(Int, old: VariableEntry?)
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
