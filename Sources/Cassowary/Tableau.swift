/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality: never negative.
    case slack
    /// The error of an optional constraint: never negative, costs in the objective.
    case error
    /// The marker of a required equality: always zero, never pivoted in.
    case dummy

    /// Whether a symbol of this kind is never negative (a slack or an error).
    @inline(__always) var isRestricted: Bool { self == .slack || self == .error }
}

/// Everything the tableau knows about one symbol, in 32 bytes (55,000
/// of them at cards-1000).
struct SymbolData {
    /// The kind (top two bits), whether the column is stale (next bit),
    /// whether the symbol is queued in `Tableau.entering` (next bit),
    /// whether it may own aliases (next bit) and the column's length when
    /// last compacted (the rest): see the properties of the same names.
    private var bits: UInt32
    /// The slot of the row where the symbol is basic, or -1.
    var row: Int32 = -1
    /// Where the symbol's coefficient in the objective is kept in
    /// `Tableau.objective`, or -1 while it has never had one (most
    /// symbols never do: a slot each would double the symbol's size).
    var objectiveSlot: Int32 = -1
    /// For external symbols: how many constraints use the variable.
    var references: Int32 = 0
    /// Slots of the rows that contain the symbol, in no particular order:
    /// each once, unless `hasStaleRows`. Owned by the tableau (in its pool).
    var column = PoolArray<Int32>()

    private static let staleBit: UInt32 = 1 << 29
    private static let queuedBit: UInt32 = 1 << 28
    private static let ownerBit: UInt32 = 1 << 27
    private static let lengthMask: UInt32 = ownerBit - 1

    /// A fresh symbol of `kind`; a reused one keeps its objective slot.
    init(kind: SymbolKind, objectiveSlot: Int32 = -1) {
        bits = UInt32(kind.rawValue) << 30
        self.objectiveSlot = objectiveSlot
    }

    /// What the symbol stands for; it never changes.
    @inline(__always) var kind: SymbolKind { SymbolKind(rawValue: UInt8(bits >> 30)).unsafelyUnwrapped }

    /// Whether `column` may list rows that no longer contain the symbol, or
    /// a row twice (see `Tableau.removeFromColumn`); false means exact.
    @inline(__always) var hasStaleRows: Bool {
        get { bits & SymbolData.staleBit != 0 }
        set { bits = newValue ? bits | SymbolData.staleBit : bits & ~SymbolData.staleBit }
    }

    /// Whether the symbol is in `Tableau.entering` (queued once at most).
    @inline(__always) var isQueued: Bool {
        get { bits & SymbolData.queuedBit != 0 }
        set { bits = newValue ? bits | SymbolData.queuedBit : bits & ~SymbolData.queuedBit }
    }

    /// Whether restricted rows may be aliases of the symbol (see
    /// `Tableau+RowAliases`); false means none is. Not journaled: a
    /// rollback sets it for the owners of the aliases it restores.
    @inline(__always) var mayOwnAliases: Bool {
        get { bits & SymbolData.ownerBit != 0 }
        set { bits = newValue ? bits | SymbolData.ownerBit : bits & ~SymbolData.ownerBit }
    }

    /// The column's length when it was last compacted: a stale column is
    /// compacted again when it is eight times as long (see `appendToColumn`).
    var compactedLength: Int32 {
        get { Int32(bits & SymbolData.lengthMask) }
        set { bits = (bits & ~SymbolData.lengthMask) | UInt32(min(newValue, Int32(SymbolData.lengthMask))) }
    }
}

/// The simplex tableau: rows in slots, symbols, the objective and the
/// transient work lists of the optimisers.
///
/// All solver state lives in this one struct so that its mutating methods
/// run without dynamic exclusivity checks. Its per-slot and per-symbol
/// arrays are ``RawArray``s, and its rows' cells and its columns are
/// ``PoolArray``s in its ``pool``: the tableau owns them all, a copy of it
/// is a view for reading (it must not allocate: the pool's free lists
/// would part), and the solver frees it with ``deallocate()``.
struct Tableau {
    /// Rows by slot; a free slot holds an empty row and basic -1.
    var rows = RawArray<Row>()
    /// The memory of the rows' cells and of the columns.
    var pool = BlockPool()
    var freeSlots: [Int32] = []
    var symbols = RawArray<SymbolData>()
    /// Objective coefficients of the symbols that have had one (see
    /// `SymbolData.objectiveSlot`); each is zero while its symbol is basic.
    var objective = Objective()

    /// Nonbasic symbols whose objective coefficient may improve the objective.
    var entering = SymbolHeap()
    /// Restricted basic symbols whose row constant may be negative.
    var infeasible = SymbolHeap()

    /// Columns longer than this are not searched to remove an entry (see
    /// `removeFromColumn`); a variable so that tests can take the stale path.
    /// 10 rather than 32: enaml-build -2.4% (searches of columns of 11 to
    /// 32 entries cost more than their readers' checks), churn +0.1%;
    /// 4 or 6 made churn 3-6% dearer.
    var exactColumnLimit = 10
    /// See `Tableau+RowAliases`: 8, against 6 (the same counts) and 12
    /// (enaml-build +5%); aliases disabled, enaml-build took 1.079 M
    /// instructions instead of 1.021 M.
    var aliasOwnerMinimum = 8
    /// Pivots of one `dualOptimize` call after which the lowest queued
    /// symbol leaves first (Bland's rule), which cannot cycle; before, the
    /// most infeasible does (see `nextLeaving`). A variable so that tests
    /// can take Bland's rule from the start.
    var dualPivotsBeforeBland = 64
    /// Marks of the rows seen in one pass over a column (`compactColumn`),
    /// made on the first compaction.
    var visited = RawArray<UInt32>()
    var visitEpoch: UInt32 = 0

    /// By slot: whether the row may hold symbols that have become basic
    /// since it was last brought up to date: a row of an external symbol
    /// (see `Tableau+StaleRows`; pivots leave such rows as they are: no
    /// ratio test reads them, and they were half the row substitutions of
    /// the enaml build), or a restricted alias (see `Tableau+RowAliases`).
    /// Slots past the end are not stale.
    var staleRows = RawArray<Bool>()
    /// The slots marked stale since the last `resolveAll()`.
    var staleSlots = RawArray<Int32>()

    var journal = Journal()
    /// Scratch space for building new rows (see `RowBuilder`).
    var rowBuilder = RowBuilder()
    /// Scratch lists of the symbols a substitution adds to a row and
    /// drops from it.
    var createdScratch = RawArray<Symbol>()
    var removedScratch = RawArray<Symbol>()
    /// Scratch list of a new constraint's external symbols.
    var externalsScratch = RawArray<Symbol>()
    /// The shortest row of a variable that `takeOverRow` takes over.
    static let takeOverMinimum = 4

    /// Symbols of removed constraints and variables, in no row and at zero
    /// cost, for `newSymbol` to use again: without them a solver that adds
    /// and removes constraints for ever grew by 140 bytes per cycle
    /// (churn-1000: 31 MiB after 20 iterations, 74 MiB after 1,000).
    var freeSymbols = RawArray<Symbol>()

    /// External symbols by variable id. (No map back: every external
    /// symbol's variable is in a constraint the records hold.)
    var varSymbols = IntMap<Symbol>()
    /// A record per constraint held.
    var records = RecordStore()

    /// Frees every row, column and array the tableau holds and releases
    /// its constraints; it is empty afterwards. The solver calls this when
    /// it is reset or goes away.
    mutating func deallocate() {
        records.releaseAll()
        varSymbols.deallocate()
        // The cells and columns go with the pool's slabs, but for the few
        // too large for them: no visit to each small block.
        for i in rows.indices { rows[i].deallocateIfLarge() }
        for i in symbols.indices { symbols[i].column.deallocateIfLarge() }
        pool.releaseAll()
        rows.deallocate()
        symbols.deallocate()
        freeSymbols.deallocate()
        visited.deallocate()
        staleRows.deallocate()
        staleSlots.deallocate()
        createdScratch.deallocate()
        removedScratch.deallocate()
        externalsScratch.deallocate()
        objective.deallocate()
        rowBuilder.deallocate()
        journal.deallocate()
    }

    // MARK: Symbols

    /// Whether `symbol` is a slack or an error (never negative). Reads the
    /// kind alone: a computed property on the array element copies the
    /// whole `SymbolData` first (retains and all).
    @inline(__always) func isRestricted(_ symbol: Symbol) -> Bool { symbols[Int(symbol)].kind.isRestricted }

    /// Where `symbol`'s objective coefficient is kept, or -1 (it is zero).
    @inline(__always) func costSlot(_ symbol: Symbol) -> Int { Int(symbols[Int(symbol)].objectiveSlot) }

    /// Whether `symbol`'s objective coefficient is zero at every level.
    @inline(__always) func hasZeroCost(_ symbol: Symbol) -> Bool {
        let k = costSlot(symbol)
        return k < 0 || objective.isZero(k)
    }

    /// The slot of `symbol`'s objective, made on first use. The caller has
    /// touched the symbol (the journal restores the slot).
    @inline(__always) mutating func objectiveSlot(of symbol: Symbol) -> Int {
        let k = symbols[Int(symbol)].objectiveSlot
        if k >= 0 { return Int(k) }
        let slot = objective.newSlot()
        symbols[Int(symbol)].objectiveSlot = slot
        return Int(slot)
    }

    /// Sets `symbol`'s objective coefficient to zero.
    mutating func clearObjective(of symbol: Symbol) {
        let k = symbols[Int(symbol)].objectiveSlot
        guard k >= 0 else { return }
        touchSymbol(symbol)
        objective.clear(Int(k))
    }

    /// `symbol`'s value: its row's constant, or, for a stale row, what
    /// the row adds up to. Reading changes nothing: a read that may
    /// change the tableau made its callers in other modules keep each
    /// variable's name alive around the call (a retain and a release per
    /// read, half the time of reading the enaml system's values).
    @inline(__always) func value(of symbol: Symbol) -> Double {
        let slot = symbols[Int(symbol)].row
        guard slot >= 0 else { return 0 }
        guard isStale(slot) else { return rows[Int(slot)].constant }
        return Tableau.evaluate(slot, rows: rows, symbols: symbols, staleRows: staleRows)
    }

    /// The slots of the rows that contain `symbol`, each once: a view of
    /// its column, valid until that column changes. Most columns are exact
    /// (every change that drops a cell from a row drops the row from the
    /// cell's column); a long one may not be, and is compacted here first.
    @inline(__always) mutating func liveRows(of symbol: Symbol) -> PoolArray<Int32> {
        let i = Int(symbol)
        if symbols[i].hasStaleRows { compactColumn(of: symbol) }
        return symbols[i].column
    }

    /// Drops the entries of rows that no longer hold `symbol`, and repeated
    /// entries, in place (in a transaction, after saving the column).
    private mutating func compactColumn(of symbol: Symbol) {
        saveColumn(symbol)
        let i = Int(symbol)
        let column = symbols[i].column
        visited.extend(to: rows.count, with: 0)
        nextVisitEpoch()
        var live = 0
        for k in column.indices {
            let slot = column[k]
            let r = Int(slot)
            guard r < rows.count, rows[r].basic >= 0, visited[r] != visitEpoch else { continue }
            visited[r] = visitEpoch
            if rows[r].contains(symbol) {
                column[live] = slot
                live += 1
            }
        }
        symbols[i].column.removeLast(column.count - live)
        symbols[i].hasStaleRows = false
        symbols[i].compactedLength = Int32(live)
    }

    mutating func nextVisitEpoch() {
        visitEpoch &+= 1
        if visitEpoch == 0 {
            for i in visited.indices { visited[i] = 0 }
            visitEpoch = 1
        }
    }

    /// Notes that the row at `slot` now contains `symbol`. A new column
    /// starts with room for six rows: most symbols are in several, and
    /// growing 1, 2, 4 cost an allocation each; six slots are 24 bytes,
    /// a block of the pool with no byte to spare (eight take 32: 440 KB
    /// more at cards-1000).
    /// A stale column eight times as long as when it was last compacted is
    /// compacted (outside transactions), so that a symbol that enters and
    /// leaves long rows again and again keeps a short column; the cost is
    /// amortised: at least as many appends as the compaction visits.
    /// In a transaction, the symbol is saved first (with its column's
    /// length, to which a rollback cuts the column back).
    @inline(__always) mutating func appendToColumn(_ symbol: Symbol, _ slot: Int32) {
        touchSymbol(symbol)
        let i = Int(symbol)
        if symbols[i].column.capacity == 0 { symbols[i].column.reserveCapacity(6, in: &pool) }
        symbols[i].column.append(slot, in: &pool)
        // The length test first, inline: most stale columns are short.
        if symbols[i].column.count >= 128, symbols[i].hasStaleRows { compactIfLong(symbol) }
    }

    @inline(never) private mutating func compactIfLong(_ symbol: Symbol) {
        let i = Int(symbol)
        let n = Int32(symbols[i].column.count)
        if n >= 8 * symbols[i].compactedLength, !journal.isActive {
            compactColumn(of: symbol)
        }
    }

    // MARK: Rows

    /// Puts `row` into a slot with `basic` as its basic symbol.
    mutating func place(_ row: Row, basic: Symbol) {
        var row = row
        row.basic = basic
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            journal.didTakeFreeSlot(free)
            touchRow(free)
            rows[Int(free)] = row
        } else {
            slot = Int32(rows.count)
            rows.append(row)
        }
        touchSymbol(basic)
        symbols[Int(basic)].row = slot
        if Int(slot) < staleRows.count { staleRows[Int(slot)] = false }
        for cell in row.unorderedCells { appendToColumn(cell.symbol, slot) }
        queueIfInfeasible(basic, constant: row.constant)
    }

    /// Queues `basic` for the dual simplex when its row's constant makes
    /// it infeasible (see `effect(ofConstant:basic:)`).
    @inline(__always) mutating func queueIfInfeasible(_ basic: Symbol, constant: Double) {
        if Tableau.effect(ofConstant: constant, basic: symbols[Int(basic)].kind).infeasible {
            infeasible.push(basic)
        }
    }

    /// Empties a slot and frees the row it held.
    mutating func freeRow(_ slot: Int32) {
        let i = Int(slot)
        touchRow(slot)
        let basic = rows[i].basic
        // Stale rows that hold the basic symbol need its row, which goes
        // (its aliases among them).
        resolveStaleRows(holding: basic)
        symbols[Int(basic)].mayOwnAliases = false
        for cell in rows[i].unorderedCells { removeFromColumn(cell.symbol, slot) }
        touchSymbol(basic)
        symbols[Int(basic)].row = -1
        rows[i].deallocate(in: &pool)
        rows[i] = Row()
        journal.release(slot, into: &freeSlots)
    }

    /// Replaces `symbol` by `row` (its definition) in every row and in the objectives.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        var created = createdScratch.take(), removed = removedScratch.take()
        defer {
            createdScratch.restore(created)
            removedScratch.restore(removed)
        }
        // Sorted once here, not once per row (the row's own cells for an array row).
        let kept = row.withSortedCells { definition in
            substituteInRows(symbol, by: row.constant, definition, created: &created, removed: &removed)
        }
        // (The rows substituted queued their aliases; `symbol`'s new ones are queued here.)
        if kept > 0, isRestricted(symbol) { queueInfeasibleAliases(of: symbol) }
        if kept == 0 { clearColumn(symbol) } else { keepOnlyStaleRows(inColumnOf: symbol) }
        // The cost moves onto the definition's symbols (never `symbol`
        // itself), then is cleared.
        let k = costSlot(symbol)
        guard k >= 0 else { return }
        withUnsafeTemporaryAllocation(of: Objective.LevelCost.self, capacity: objective.levelCount) { buffer in
            let n = objective.nonzeroLevels(of: k, into: buffer)
            guard n > 0 else { return }
            let costs = UnsafeBufferPointer(rebasing: buffer[..<n])
            for cell in row.unorderedCells { addObjective(costs, times: cell.coefficient, to: cell.symbol) }
            clearObjective(of: symbol)
        }
    }

    /// The row part of `substitute`: every row that holds `symbol`, but
    /// for the rows of external symbols, which are marked stale instead,
    /// and short restricted rows, which become aliases of `symbol` (see
    /// `Tableau+RowAliases`). Returns how many rows still hold `symbol`.
    /// The column is not changed meanwhile (no row gains `symbol`), so its
    /// view stays valid.
    private mutating func substituteInRows(
        _ symbol: Symbol, by constant: Double, _ definition: UnsafeBufferPointer<Cell>,
        created: inout RawArray<Symbol>, removed: inout RawArray<Symbol>
    ) -> Int {
        var stale = 0
        for slot in liveRows(of: symbol) {
            let i = Int(slot)
            let basic = rows[i].basic
            // (The row that defines `symbol` lists it until the column is cleared.)
            if basic == symbol { continue }
            if symbols[Int(basic)].kind == .external {
                markStale(slot)
                stale += 1
                continue
            }
            touchRow(slot)
            if !isStale(slot), shouldAlias(slot, entering: symbol, definitionCount: definition.count) {
                makeAlias(slot, of: symbol)
                stale += 1
                continue
            }
            substitute(symbol, inRowAt: slot, by: constant, definition, created: &created, removed: &removed)
            queueIfInfeasible(rowAt: slot)
        }
        return stale
    }

    /// Replaces `symbol` by its definition (`constant + definition`,
    /// sorted) in the row at `slot` (which the caller has touched for the
    /// journal), and keeps the columns of the symbols the row gains and
    /// loses exact; `symbol`'s own column is the caller's. `created` and
    /// `removed` are the caller's scratch lists. Returns false when the
    /// row lacks `symbol`.
    @discardableResult @inline(__always) mutating func substitute(
        _ symbol: Symbol, inRowAt slot: Int32, by constant: Double, _ definition: UnsafeBufferPointer<Cell>,
        created: inout RawArray<Symbol>, removed: inout RawArray<Symbol>
    ) -> Bool {
        created.removeAll()
        removed.removeAll()
        let held = rows[Int(slot)].substitute(
            symbol, by: constant, definition, created: &created, removed: &removed, in: &pool)
        for s in created { appendToColumn(s, slot) }
        for s in removed { removeFromColumn(s, slot) }
        return held
    }

    /// Adds `factor ·` the objective coefficient `source` (its non-zero
    /// levels) to `symbol`'s, and queues `symbol` as a pivot candidate when
    /// that makes it one.
    private mutating func addObjective(
        _ source: UnsafeBufferPointer<Objective.LevelCost>, times factor: Double, to symbol: Symbol
    ) {
        touchSymbol(symbol)
        let slot = objectiveSlot(of: symbol)
        objective.add(source, times: factor, to: slot)
        queueIfEntering(symbol)
    }

    /// Adds `delta` at one level of `symbol`'s objective coefficient, and
    /// queues it as a pivot candidate when that makes it one.
    mutating func addObjective(_ delta: Double, level: Int, to symbol: Symbol) {
        touchSymbol(symbol)
        let slot = objectiveSlot(of: symbol)
        objective.add(delta, level: level, slot: slot)
        queueIfEntering(symbol)
    }

    @inline(__always) private mutating func queueIfEntering(_ symbol: Symbol) {
        let s = Int(symbol)
        if !symbols[s].isQueued, isEnteringCandidate(symbol) {
            symbols[s].isQueued = true
            entering.push(symbol)
        }
    }

    /// Whether moving `symbol` away from zero would lower the objective.
    /// Inline, like the tableau's other small read-only helpers: called
    /// out of line from a mutating method, it got a copy of the whole
    /// tableau (480 bytes) on the stack at every call.
    @inline(__always) func isEnteringCandidate(_ symbol: Symbol) -> Bool {
        let i = Int(symbol)
        // A dummy never enters: its cost is not even read (churn +1.5% when it was).
        guard symbols[i].row < 0, symbols[i].kind != .dummy else { return false }
        return Tableau.improves(symbols[i].kind, costSign: objective.sign(costSlot(symbol)))
    }

    /// Whether a nonbasic symbol of `kind` whose objective coefficient has
    /// the sign `sign` lowers the objective as it moves away from zero: an
    /// external either way, a slack or error only upwards, a dummy never.
    @inline(__always) static func improves(_ kind: SymbolKind, costSign sign: Int) -> Bool {
        switch kind {
        case .dummy: false
        case .external: sign != 0
        case .slack, .error: sign < 0
        }
    }

    /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves.
    mutating func pivot(_ slot: Int32, entering: Symbol) {
        resolveIfStale(slot)
        let i = Int(slot)
        let leaving = rows[i].basic
        touchRow(slot)
        rows[i].solve(for: entering, replacing: leaving, in: &pool)
        rows[i].basic = entering
        touchSymbol(leaving)
        symbols[Int(leaving)].row = -1
        releaseAliases(of: leaving)
        appendToColumn(leaving, slot)
        touchSymbol(entering)
        symbols[Int(entering)].row = slot
        substitute(entering, by: rows[i])
    }
}
