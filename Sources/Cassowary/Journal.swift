/// An undo log that makes a failing call leave the tableau exactly as it was.
///
/// Only calls that can fail after they have started changing the tableau
/// (adding a required constraint, changing a constant) open a transaction.
/// The first time a transaction changes a row or a symbol, the journal keeps
/// its old value; rows and symbols made during the transaction are cut off
/// on rollback. Outside a transaction it costs one branch per change.
struct Journal {
    /// Whether changes are being saved.
    fileprivate(set) var isActive = false
    /// Whether a transaction is open (saving or not yet).
    fileprivate(set) var isOpen = false
    fileprivate var epoch: UInt32 = 0
    /// The epoch in which each row, symbol and column was last saved. They
    /// cover the rows and symbols that existed when saving last began, and
    /// are only made then (`coverStamps`): a system built without a
    /// transaction that saves never has them (0.5 MB at cards-1000).
    fileprivate var rowStamps = RawArray<UInt32>()
    fileprivate var symbolStamps = RawArray<UInt32>()
    fileprivate var columnStamps = RawArray<UInt32>()
    /// Rows as first touched: their fields here, their cells one after
    /// another in `savedCells`. A rollback gives each row a copy of its
    /// cells; a commit just empties both (a copy and a free per saved row
    /// cost a tenth of building the enaml system). Columns likewise.
    fileprivate var savedRows = RawArray<SavedRow>()
    fileprivate var savedCells = RawArray<Cell>()
    /// Symbols as first touched (see `touchSymbol`).
    fileprivate var savedSymbols = RawArray<SavedSymbol>()
    /// Columns as they were before their first change other than an append.
    fileprivate var savedColumns = RawArray<SavedColumn>()
    fileprivate var savedColumnSlots = RawArray<Int32>()
    /// Objective values of the saved symbols (see `SavedSymbol.costStart`).
    fileprivate var savedCosts = RawArray<Double>()
    fileprivate var rowCount = 0
    fileprivate var symbolCount = 0
    fileprivate var objectiveCount = 0
    /// Free slots taken during the transaction, in order.
    fileprivate var takenSlots: [Int32] = []
    /// Slots freed during the transaction (handed to the free list on commit).
    fileprivate var releasedSlots: [Int32] = []
    /// Variables registered during the transaction.
    var newVariables = RawArray<Int>()
    /// The number of records when the transaction began: it only appends.
    fileprivate var recordCount = 0

    /// Free symbols taken during the transaction, saving or not (a new
    /// constraint's symbols are made before the point where an add can
    /// fail), in order.
    fileprivate var takenSymbols = RawArray<Symbol>()

    mutating func didTakeFreeSymbol(_ symbol: Symbol) {
        if isOpen { takenSymbols.append(symbol) }
    }

    mutating func didTakeFreeSlot(_ slot: Int32) {
        if isActive { takenSlots.append(slot) }
    }

    mutating func release(_ slot: Int32, into freeSlots: inout [Int32]) {
        if isActive { releasedSlots.append(slot) } else { freeSlots.append(slot) }
    }

    /// Frees the stamps and the logs.
    mutating func deallocate() {
        savedRows.deallocate()
        savedCells.deallocate()
        savedSymbols.deallocate()
        savedColumns.deallocate()
        savedColumnSlots.deallocate()
        savedCosts.deallocate()
        takenSymbols.deallocate()
        newVariables.deallocate()
        rowStamps.deallocate()
        symbolStamps.deallocate()
        columnStamps.deallocate()
    }
}

/// A column as the journal keeps it: its slots are `count` entries of
/// `Journal.savedColumnSlots` from `start`.
struct SavedColumn {
    let symbol: Symbol
    let isStale: Bool
    let start: Int32
    let count: Int32
}

/// What a transaction can change in an existing symbol (its kind
/// never changes).
struct SavedSymbol {
    let symbol: Symbol
    let row: Int32
    let objectiveSlot: Int32
    /// Where the objective's values at `objectiveSlot` (one per level that
    /// existed then; none when the slot is -1) start in `savedCosts`.
    let costStart: Int32
    let costLevels: Int32
    let references: Int32
    /// The column's length: during a transaction a column grows by appends,
    /// and any other change (`clearColumn`, `removeFromColumn`) saves it
    /// first. Keeping the column itself would make the next append copy it,
    /// once per symbol and row, which made building long chains cubic.
    let columnCount: Int
}

extension Tableau {
    /// Starts a transaction. Without `recording`, changes to existing rows
    /// and symbols are not saved until `startRecording()`: a call that can
    /// fail only after a known point (a single add fails only in the dual
    /// simplex of `addThroughDualSimplex`) skips the saving before it, when
    /// it only makes new symbols, variables and records, which a rollback
    /// cuts off by count.
    mutating func beginTransaction(recording: Bool = true) {
        precondition(!journal.isOpen, "nested transaction")
        journal.isOpen = true
        journal.isActive = recording
        journal.epoch &+= 1
        if journal.epoch == 0 {
            for i in journal.rowStamps.indices { journal.rowStamps[i] = 0 }
            for i in journal.symbolStamps.indices { journal.symbolStamps[i] = 0 }
            for i in journal.columnStamps.indices { journal.columnStamps[i] = 0 }
            journal.epoch = 1
        }
        journal.rowCount = rows.count
        journal.symbolCount = symbols.count
        journal.objectiveCount = objective.slotCount
        journal.recordCount = records.count
        if recording { coverStamps() }
    }

    /// Saves the changes to existing rows and symbols from now on.
    mutating func startRecording() {
        precondition(journal.isOpen, "no transaction")
        journal.isActive = true
        coverStamps()
    }

    /// Gives every row and symbol that existed when the transaction began
    /// a stamp; a new stamp (0) is older than any epoch.
    private mutating func coverStamps() {
        journal.rowStamps.extend(to: journal.rowCount, with: 0)
        journal.symbolStamps.extend(to: journal.symbolCount, with: 0)
        journal.columnStamps.extend(to: journal.symbolCount, with: 0)
    }

    /// Keeps every change since `beginTransaction()`.
    mutating func commitTransaction() {
        journal.isActive = false
        journal.isOpen = false
        if !journal.releasedSlots.isEmpty { freeSlots.append(contentsOf: journal.releasedSlots) }
        clearJournal()
    }

    /// Undoes every change since `beginTransaction()`.
    mutating func rollbackTransaction() {
        records.truncate(to: journal.recordCount)
        for id in journal.newVariables {
            varSymbols.removeValue(forKey: id)
        }
        // A column is saved once per transaction, before its first change
        // other than an append; a column that only became stale since then
        // stays marked stale, which only makes its readers check it.
        for saved in journal.savedColumns {
            let i = Int(saved.symbol)
            symbols[i].column.deallocate(in: &pool)
            symbols[i].column = PoolArray(
                copying: journal.savedColumnSlots[Int(saved.start)..<Int(saved.start + saved.count)], in: &pool)
            symbols[i].hasStaleRows = saved.isStale
        }
        for saved in journal.savedSymbols {
            let i = Int(saved.symbol)
            symbols[i].column.removeLast(symbols[i].column.count - saved.columnCount)
            symbols[i].row = saved.row
            symbols[i].objectiveSlot = saved.objectiveSlot
            if saved.objectiveSlot >= 0 {
                // Levels made since the save were zero for every symbol then.
                for l in 0..<objective.levelCount {
                    let value = l < saved.costLevels ? journal.savedCosts[Int(saved.costStart) + l] : 0
                    objective.set(value, slot: Int(saved.objectiveSlot), level: l)
                }
            }
            symbols[i].references = saved.references
        }
        // Taken symbols go back to the free list, in its order, as they
        // were there (a taken one is saved after its reuse began, if at
        // all), without a slot made during the transaction.
        for k in stride(from: journal.takenSymbols.count - 1, through: 0, by: -1) {
            let s = journal.takenSymbols[k]
            if symbols[Int(s)].objectiveSlot >= journal.objectiveCount { symbols[Int(s)].objectiveSlot = -1 }
            retire(s)
        }
        for saved in journal.savedRows.reversed() {
            rows[Int(saved.slot)].deallocate(in: &pool)
            rows[Int(saved.slot)] = Row(restoring: saved, from: journal.savedCells, in: &pool)
            // It may have been stale (resolving does not save the mark).
            guard saved.basic >= 0 else { continue }
            if symbols[Int(saved.basic)].kind == .external {
                markStale(saved.slot)
            } else if isRestricted(saved.basic) {
                restoreAliasMark(saved.slot)
            }
        }
        for i in journal.symbolCount..<symbols.count { symbols[i].column.deallocate(in: &pool) }
        for i in journal.rowCount..<rows.count { rows[i].deallocate(in: &pool) }
        symbols.removeLast(symbols.count - journal.symbolCount)
        objective.removeSlots(from: journal.objectiveCount)
        rows.removeLast(rows.count - journal.rowCount)
        visited.removeLast(max(0, visited.count - journal.rowCount))
        freeSlots.append(contentsOf: journal.takenSlots.reversed())
        for s in entering.items where Int(s) < symbols.count { symbols[Int(s)].isQueued = false }
        entering.removeAll()
        infeasible.removeAll()
        journal.isActive = false
        journal.isOpen = false
        clearJournal()
    }

    /// Empties the logs. Every add runs a transaction, and removeAll on a
    /// Swift array goes through the runtime even when it is empty, so the
    /// empty lists of slots are skipped (the `RawArray` logs just set their
    /// count).
    private mutating func clearJournal() {
        journal.savedRows.removeAll()
        journal.savedCells.removeAll()
        journal.savedSymbols.removeAll()
        journal.savedColumns.removeAll()
        journal.savedColumnSlots.removeAll()
        journal.savedCosts.removeAll()
        journal.takenSymbols.removeAll()
        if !journal.takenSlots.isEmpty { journal.takenSlots.removeAll(keepingCapacity: true) }
        if !journal.releasedSlots.isEmpty { journal.releasedSlots.removeAll(keepingCapacity: true) }
        journal.newVariables.removeAll()
    }

    /// Records the row at `slot` before its first change in a transaction.
    @inline(__always) mutating func touchRow(_ slot: Int32) {
        guard journal.isActive else { return }
        let i = Int(slot)
        guard i < journal.rowCount, journal.rowStamps[i] != journal.epoch else { return }
        journal.rowStamps[i] = journal.epoch
        journal.savedRows.append(rows[i].save(slot: slot, into: &journal.savedCells))
    }

    /// Records `symbol`'s data before its first change in a transaction.
    @inline(__always) mutating func touchSymbol(_ symbol: Symbol) {
        guard journal.isActive else { return }
        let i = Int(symbol)
        guard i < journal.symbolCount, journal.symbolStamps[i] != journal.epoch else { return }
        journal.symbolStamps[i] = journal.epoch
        let costStart = Int32(journal.savedCosts.count)
        let costLevels = saveCost(of: symbol)
        journal.savedSymbols.append(SavedSymbol(
            symbol: symbol, row: symbols[i].row, objectiveSlot: symbols[i].objectiveSlot,
            costStart: costStart, costLevels: costLevels,
            references: symbols[i].references, columnCount: symbols[i].column.count))
    }

    /// Appends `symbol`'s objective values to `savedCosts`; returns how many.
    private mutating func saveCost(of symbol: Symbol) -> Int32 {
        let k = costSlot(symbol)
        guard k >= 0 else { return 0 }
        for l in 0..<objective.levelCount { journal.savedCosts.append(objective.value(k, level: l)) }
        return Int32(objective.levelCount)
    }

    /// Empties `symbol`'s column, keeping the old one for a rollback.
    mutating func clearColumn(_ symbol: Symbol) {
        let i = Int(symbol)
        saveColumn(symbol)  // into the journal's log, in a transaction
        symbols[i].column.deallocate(in: &pool)
        symbols[i].hasStaleRows = false
    }

    /// Notes that the row at `slot` no longer contains `symbol`: the last
    /// entry takes its place (a linear search: a row loses a cell only when
    /// it cancels out or the row is freed). A long column (a chain's hold
    /// thousands of rows) keeps the entry instead and is marked stale, to
    /// be filtered by its readers (`liveRows`); the mark is not journaled:
    /// it only makes readers check.
    mutating func removeFromColumn(_ symbol: Symbol, _ slot: Int32) {
        let i = Int(symbol)
        if symbols[i].column.count > exactColumnLimit {
            symbols[i].hasStaleRows = true
            return
        }
        saveColumn(symbol)
        let column = symbols[i].column
        var k = column.count - 1
        while k >= 0, column[k] != slot { k -= 1 }
        assert(k >= 0, "row \(slot) is not in the column of symbol \(symbol)")
        guard k >= 0 else { return }
        column[k] = column[column.count - 1]
        symbols[i].column.removeLast(1)
    }

    /// Keeps `symbol`'s column before its first change other than an
    /// append in a transaction: a rollback restores that copy, then cuts
    /// the appends made since the symbol was first touched. Later changes
    /// need no copy.
    @inline(__always) mutating func saveColumn(_ symbol: Symbol) {
        // Inline, so that a column change outside a transaction (most of
        // them) costs a test and no call.
        guard journal.isActive else { return }
        saveColumnWhileRecording(symbol)
    }

    @inline(never) private mutating func saveColumnWhileRecording(_ symbol: Symbol) {
        touchSymbol(symbol)
        let i = Int(symbol)
        guard i < journal.symbolCount, journal.columnStamps[i] != journal.epoch else { return }
        journal.columnStamps[i] = journal.epoch
        let column = symbols[i].column
        journal.savedColumns.append(SavedColumn(
            symbol: symbol, isStale: symbols[i].hasStaleRows,
            start: Int32(journal.savedColumnSlots.count), count: Int32(column.count)))
        journal.savedColumnSlots.append(contentsOf: column)
    }
}
