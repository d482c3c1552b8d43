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
}

/// Everything the tableau knows about one symbol.
struct SymbolData {
    var kind: SymbolKind
    /// The slot of the row where the symbol is basic, or -1.
    var row: Int32 = -1
    /// Where the symbol's coefficient in the objective is kept in
    /// `Tableau.objectives`, or -1 while it has never had one (most
    /// symbols never do: a slot each would double the symbol's size).
    var objectiveSlot: Int32 = -1
    /// For external symbols: how many constraints use the variable.
    var references: Int32 = 0
    /// The column's length when it was last cleaned of stale entries: it is
    /// cleaned again when it is four times as long (a heuristic, not journaled).
    var cleanedLength: Int32 = 0
    /// Slots of the rows that contain the symbol. Kept lazily: it may also
    /// list rows that no longer contain it, or a row twice; readers check.
    var column: ContiguousArray<Int32> = []

    init(kind: SymbolKind) {
        self.kind = kind
    }
}

/// The simplex tableau: rows in slots, symbols, the objective and the
/// transient work lists of the optimisers.
///
/// All solver state lives in this one struct so that its mutating methods
/// run without dynamic exclusivity checks.
struct Tableau {
    /// Rows by slot; a free slot holds an empty row and basic -1.
    var rows: ContiguousArray<Row> = []
    var basics: ContiguousArray<Symbol> = []
    var freeSlots: [Int32] = []
    var symbols: ContiguousArray<SymbolData> = []
    /// Objective coefficients of the symbols that have had one (see
    /// `SymbolData.objectiveSlot`); each is zero while its symbol is basic.
    var objectives: ContiguousArray<ObjectiveVector> = []

    /// Nonbasic symbols whose objective coefficient may improve the objective.
    var entering = SymbolHeap()
    var inEntering: ContiguousArray<Bool> = []
    /// Restricted basic symbols whose row constant may be negative.
    var infeasible = SymbolHeap()
    /// The artificial objective while a row is added through an artificial variable.
    var artificial: Row?

    var visited: ContiguousArray<UInt32> = []
    var visitEpoch: UInt32 = 0

    var journal = Journal()
    /// Scratch space for building new rows (see `RowBuilder`).
    var rowBuilder = RowBuilder()
    /// Scratch list of the symbols a substitution adds to a row.
    var createdScratch = ContiguousArray<Symbol>()
    /// Spare cell buffer of row merges (see `Row.substitute`).
    var mergeScratch = ContiguousArray<Cell>()
    /// Scratch list of a new constraint's external symbols.
    var externalsScratch = ContiguousArray<Symbol>()

    /// External symbols by variable id. (No map back: every external
    /// symbol's variable is in a constraint the records hold.)
    var varSymbols = IntMap<Symbol>()
    /// Records by `Constraint.key`.
    var records = RecordStore()

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        let s = Symbol(symbols.count)
        symbols.append(SymbolData(kind: kind))
        inEntering.append(false)
        journal.symbolStamps.append(0)
        return s
    }

    /// Whether `symbol` is a slack or an error (never negative). Reads the
    /// kind alone: a computed property on the array element copies the
    /// whole `SymbolData` first (retains and all).
    @inline(__always) func isRestricted(_ symbol: Symbol) -> Bool {
        let kind = symbols[Int(symbol)].kind
        return kind == .slack || kind == .error
    }

    /// `symbol`'s coefficient in the objective.
    @inline(__always) func objective(of symbol: Symbol) -> ObjectiveVector {
        let k = symbols[Int(symbol)].objectiveSlot
        return k < 0 ? ObjectiveVector() : objectives[Int(k)]
    }

    /// The slot of `symbol`'s objective, made on first use. The caller has
    /// touched the symbol (the journal restores the slot).
    @inline(__always) mutating func objectiveSlot(of symbol: Symbol) -> Int {
        let k = symbols[Int(symbol)].objectiveSlot
        if k >= 0 { return Int(k) }
        symbols[Int(symbol)].objectiveSlot = Int32(objectives.count)
        objectives.append(ObjectiveVector())
        return objectives.count - 1
    }

    /// Sets `symbol`'s objective coefficient to zero.
    mutating func clearObjective(of symbol: Symbol) {
        let k = symbols[Int(symbol)].objectiveSlot
        guard k >= 0 else { return }
        touchSymbol(symbol)
        objectives[Int(k)] = ObjectiveVector()
    }

    @inline(__always) func value(of symbol: Symbol) -> Double {
        let slot = symbols[Int(symbol)].row
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    /// The slots of the rows that really contain `symbol`, each once, in
    /// column order; drops stale entries from the column when it may.
    mutating func liveRows(of symbol: Symbol) -> ContiguousArray<Int32> {
        let column = symbols[Int(symbol)].column
        // Most columns are exact: then the column itself is the answer and
        // nothing is allocated.
        if isExact(column, of: symbol) { return column }
        nextVisitEpoch()
        var live = ContiguousArray<Int32>()
        live.reserveCapacity(column.count)
        for slot in column {
            let i = Int(slot)
            guard i < rows.count, basics[i] >= 0, visited[i] != visitEpoch else { continue }
            visited[i] = visitEpoch
            if rows[i].contains(symbol) { live.append(slot) }
        }
        if live.count != column.count, !journal.isActive {
            symbols[Int(symbol)].column = live
        }
        return live
    }

    /// Notes that the row at `slot` now contains `symbol`. A new column
    /// starts with room for a few rows: most symbols are in several, and
    /// growing 1, 2, 4 cost an allocation each. A column four times as long
    /// as when it was last cleaned is cleaned of stale entries (outside
    /// transactions), so that a symbol added to and dropped from rows again
    /// and again (a sizing cell's fitting constraints) keeps a short column;
    /// the cost is amortised: at least as many appends as the clean visits.
    @inline(__always) mutating func appendToColumn(_ symbol: Symbol, _ slot: Int32) {
        let i = Int(symbol)
        if symbols[i].column.capacity == 0 { symbols[i].column.reserveCapacity(8) }
        symbols[i].column.append(slot)
        let n = Int32(symbols[i].column.count)
        if n >= 64, n >= 4 * symbols[i].cleanedLength, !journal.isActive {
            symbols[i].cleanedLength = Int32(liveRows(of: symbol).count)
        }
    }

    mutating func nextVisitEpoch() {
        visitEpoch &+= 1
        if visitEpoch == 0 {
            for i in visited.indices { visited[i] = 0 }
            visitEpoch = 1
        }
    }

    /// Whether every entry of `column` is a live row containing `symbol`, each once.
    private mutating func isExact(_ column: ContiguousArray<Int32>, of symbol: Symbol) -> Bool {
        nextVisitEpoch()
        for slot in column {
            let i = Int(slot)
            guard i < rows.count, basics[i] >= 0, visited[i] != visitEpoch, rows[i].contains(symbol) else {
                return false
            }
            visited[i] = visitEpoch
        }
        return true
    }

    // MARK: Rows

    /// Puts `row` into a slot with `basic` as its basic symbol.
    mutating func place(_ row: Row, basic: Symbol) {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            journal.didTakeFreeSlot(free)
            touchRow(free)
            rows[Int(free)] = row
            basics[Int(free)] = basic
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            basics.append(basic)
            visited.append(0)
            journal.rowStamps.append(0)
        }
        touchSymbol(basic)
        symbols[Int(basic)].row = slot
        for cell in row.unorderedCells {
            touchSymbol(cell.symbol)
            appendToColumn(cell.symbol, slot)
        }
        if isRestricted(basic), row.constant < 0, !nearZero(row.constant) {
            infeasible.push(basic)
        }
    }

    /// Empties a slot and returns the row it held.
    @discardableResult
    mutating func freeRow(_ slot: Int32) -> Row {
        let i = Int(slot)
        touchRow(slot)
        let basic = basics[i]
        let row = rows[i]
        touchSymbol(basic)
        symbols[Int(basic)].row = -1
        rows[i] = Row()
        basics[i] = -1
        journal.release(slot, into: &freeSlots)
        return row
    }

    /// Replaces `symbol` by `row` (its definition) in every row and in the objectives.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        var created = createdScratch
        createdScratch = []
        defer { createdScratch = created }
        // Sorted once here, not once per row (a no-op for an array row).
        let definition = row.cells
        for slot in liveRows(of: symbol) {
            let i = Int(slot)
            touchRow(slot)
            created.removeAll(keepingCapacity: true)
            rows[i].substitute(symbol, by: row.constant, definition, created: &created, scratch: &mergeScratch)
            for s in created {
                touchSymbol(s)
                appendToColumn(s, slot)
            }
            let basic = basics[i]
            if isRestricted(basic), rows[i].constant < 0, !nearZero(rows[i].constant) {
                infeasible.push(basic)
            }
        }
        clearColumn(symbol)
        let cost = objective(of: symbol)
        if !cost.isZero {
            clearObjective(of: symbol)
            for cell in row.unorderedCells {
                addObjective(cost, times: cell.coefficient, to: cell.symbol)
            }
        }
        if artificial != nil {
            let c = artificial!.remove(symbol)
            if c != 0 {
                var ignored = ContiguousArray<Symbol>()
                artificial!.add(row, times: c, created: &ignored)
            }
        }
    }

    /// Adds `factor · cost` to `symbol`'s objective coefficient and queues it
    /// as a pivot candidate when that makes it one.
    mutating func addObjective(_ cost: ObjectiveVector, times factor: Double, to symbol: Symbol) {
        let s = Int(symbol)
        touchSymbol(symbol)
        objectives[objectiveSlot(of: symbol)].add(cost, times: factor)
        if !inEntering[s], isEnteringCandidate(symbol) {
            inEntering[s] = true
            entering.push(symbol)
        }
    }

    /// Whether moving `symbol` away from zero would lower the objective.
    func isEnteringCandidate(_ symbol: Symbol) -> Bool {
        let i = Int(symbol)
        guard symbols[i].row < 0 else { return false }
        switch symbols[i].kind {
        case .dummy: return false
        case .external: return objective(of: symbol).sign != 0
        case .slack, .error: return objective(of: symbol).sign < 0
        }
    }

    /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves.
    mutating func pivot(_ slot: Int32, entering: Symbol) {
        let i = Int(slot)
        let leaving = basics[i]
        touchRow(slot)
        rows[i].solve(for: entering, replacing: leaving)
        basics[i] = entering
        touchSymbol(leaving)
        symbols[Int(leaving)].row = -1
        appendToColumn(leaving, slot)
        touchSymbol(entering)
        symbols[Int(entering)].row = slot
        substitute(entering, by: rows[i])
    }
}
