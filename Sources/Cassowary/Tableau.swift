/// The simplex tableau: rows in solved form, the column of every symbol, the
/// objective's priority levels, and the journal that undoes a failed call.
///
/// Every basic symbol has a row in `rows`, expressed in nonbasic symbols
/// only, but for the rows of free variables, which may also hold basic free
/// variables of lower rank (see `Tableau+FreeRows`); `columns[s]` lists the rows whose cells hold `s`, so that a pivot
/// rewrites exactly the rows that hold the entering symbol. An objective
/// level is a row too (of a symbol of kind `.objective`), so it is rewritten
/// the same way.
///
/// All changes go through a handful of primitives (`setCell`,
/// `setConstant`, `createRow`, `deleteRow`, `newSymbol`, ...), each of
/// which writes what it overwrote to the journal. A failed call replays the
/// journal backwards, so the tableau is exactly as before the call (see
/// `Journal`).
struct Tableau {
    /// The kind of each symbol, by symbol.
    private(set) var kinds: [SymbolKind] = []
    /// The row of each basic symbol (nil for a nonbasic or unused symbol).
    private(set) var rows: [Row?] = []
    /// For each symbol, the rows (by basic symbol) whose cells hold it.
    private(set) var columns: [Set<Symbol>] = []
    /// Symbols no longer used, to be given out again (last in, first out).
    private(set) var freeSymbols: [Symbol] = []
    /// The objective's levels, highest priority first.
    private(set) var levels: [Level] = []
    /// The level of each priority, and the priority of each level.
    private var levelByPriority: [Double: Symbol] = [:]
    private(set) var priorityOfLevel: [Symbol: Double] = [:]
    /// What the current call changed, to undo it if it fails.
    private(set) var journal = Journal()
    /// The rows the current call changed (made, deleted or wrote to), once
    /// each: `touchedStamps[r] == callNumber` marks them.
    private var touched: [Symbol] = []
    private var touchedStamps: [Int] = []
    private var callNumber = 0
    /// The constraints held, by identity.
    private(set) var records = IdentityTable<ObjectIdentifier, ConstraintRecord>()
    /// The constraint of each marker and other symbol (see `ConstraintRecord`).
    private(set) var owners: [Symbol: ObjectIdentifier] = [:]
    /// The symbol of each variable some held constraint uses, by variable id.
    private(set) var variables = IdentityTable<Int, VariableEntry>()
    /// Restricted rows whose constant went below zero (or a dummy's away
    /// from zero) since the last dual simplex: the rows it must repair.
    var infeasibleRows = Set<Symbol>()
    /// The symbols whose entering the basis would lower the objective
    /// (see `enteringSymbol`), kept as objective cells change, so that
    /// finding one costs the number of such symbols, not the objective's size.
    private(set) var improving = Set<Symbol>()
    /// The value of each basic free variable whose row has a rank above 0
    /// (see `Tableau+FreeRows`), by symbol.
    var sums: [Double] = []

    /// One priority level of the objective: the sum of the errors of the
    /// optional constraints of that priority, as the row of `symbol`.
    struct Level {
        let priority: Double
        let symbol: Symbol
    }

    // MARK: Reading

    /// The row of `s`, if `s` is basic.
    @inline(__always) func row(of s: Symbol) -> Row? { rows[Int(s)] }

    /// Whether `s` is basic.
    @inline(__always) func isBasic(_ s: Symbol) -> Bool { rows[Int(s)] != nil }

    @inline(__always) func kind(of s: Symbol) -> SymbolKind { kinds[Int(s)] }

    /// The rows holding `s`.
    @inline(__always) func rows(holding s: Symbol) -> Set<Symbol> { columns[Int(s)] }
    /// How many rows hold `s`: the rows a pivot on `s` rewrites.
    @inline(__always) func columnSize(_ s: Symbol) -> Int { columns[Int(s)].count }

    /// The basic symbols of all rows (objective levels included), in order.
    var basicSymbols: [Symbol] { rows.indices.filter { rows[$0] != nil }.map { Symbol($0) } }

    // MARK: Symbols and levels

    /// A new symbol of `kind`, in no row.
    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        let s: Symbol
        if let reused = freeSymbols.popLast() {
            s = reused
            kinds[Int(s)] = kind
            journal.record(.symbolCreated(s, reused: true))
        } else {
            s = Symbol(kinds.count)
            kinds.append(kind)
            rows.append(nil)
            columns.append([])
            journal.record(.symbolCreated(s, reused: false))
        }
        return s
    }

    /// Gives `s` back for reuse when the call commits. It must then be in
    /// no row and have none.
    mutating func release(_ s: Symbol) {
        journal.release(s)
    }

    /// The objective row of `priority`, made on first use.
    mutating func levelSymbol(for priority: Double) -> Symbol {
        if let s = levelByPriority[priority] { return s }
        let s = newSymbol(.objective)
        createRow(s, Row())
        let index = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(Level(priority: priority, symbol: s), at: index)
        levelByPriority[priority] = s
        priorityOfLevel[s] = priority
        journal.record(.levelInserted(index))
        // A new level is empty: no symbol's cost changes.
        return s
    }

    // MARK: Primitives that change the tableau

    /// Sets the cell of `s` in the row of `r` to `value` (0 removes it).
    mutating func setCell(_ r: Symbol, _ s: Symbol, _ value: Double) {
        let old = rows[Int(r)]!.cells[s] ?? 0
        guard old != value else { return }
        journal.record(.cell(row: r, symbol: s, old: old))
        touch(r)
        writeCell(r, s, value)
    }

    /// Adds `delta` to the cell of `s` in the row of `r` (see `Row.add`).
    mutating func addToCell(_ r: Symbol, _ s: Symbol, _ delta: Double) {
        let old = rows[Int(r)]!.cells[s] ?? 0
        let sum = old + delta
        setCell(r, s, cancels(sum, old, delta) ? 0 : sum)
    }

    /// Notes that the current call changed the row of `r`.
    @inline(__always) private mutating func touch(_ r: Symbol) {
        if touchedStamps.count <= Int(r) { touchedStamps += repeatElement(0, count: Int(r) + 1 - touchedStamps.count) }
        if touchedStamps[Int(r)] != callNumber {
            touchedStamps[Int(r)] = callNumber
            touched.append(r)
        }
    }

    /// Sets the constant of the row of `r`, computed from numbers of at most
    /// `magnitude` (see `Row.magnitude`), noting the row if that makes it
    /// infeasible.
    mutating func setConstant(_ r: Symbol, _ value: Double, magnitude: Double) {
        let old = rows[Int(r)]!
        journal.record(.constant(row: r, old: old.constant, magnitude: old.magnitude))
        touch(r)
        rows[Int(r)]!.constant = value
        rows[Int(r)]!.magnitude = max(old.magnitude, magnitude, abs(value))
        switch kinds[Int(r)] {
        case .slack, .error: if value < 0 { infeasibleRows.insert(r) }
        case .dummy: if value != 0 { infeasibleRows.insert(r) }
        default: break
        }
    }

    /// Sets the record of a constraint (nil removes it), and notes which
    /// constraint its marker and other symbol belong to.
    mutating func setRecord(_ record: ConstraintRecord?, for key: ObjectIdentifier) {
        let old = records[key]
        journal.record(.record(key, old: old))
        records[key] = record
        if let old { setOwner(nil, of: old) }
        if let record { setOwner(key, of: record) }
    }

    /// Sets the constant the record of a held constraint keeps (its symbols
    /// stay, and so do their owners).
    mutating func setRecordConstant(_ constant: Double, of record: ConstraintRecord) {
        let key = ObjectIdentifier(record.constraint)
        journal.record(.recordConstant(key, old: record.constant))
        records[key]!.constant = constant
    }

    /// Sets the owner of a record's marker and other symbol.
    private mutating func setOwner(_ key: ObjectIdentifier?, of record: ConstraintRecord) {
        owners[record.marker] = key
        if record.other >= 0 { owners[record.other] = key }
    }

    /// Sets the entry of variable `id` (nil removes it).
    mutating func setVariable(_ entry: VariableEntry?, for id: Int) {
        journal.record(.variable(id, old: variables[id]))
        variables[id] = entry
    }

    /// Sets the rank of the row of `r` (see `Tableau+FreeRows`).
    mutating func setRank(_ r: Symbol, _ rank: Int32) {
        journal.record(.rank(row: r, old: rows[Int(r)]!.rank))
        touch(r)
        rows[Int(r)]!.rank = rank
    }

    /// Makes `row` the row of `s`, which must have none.
    mutating func createRow(_ s: Symbol, _ row: Row) {
        journal.record(.rowCreated(s))
        touch(s)
        writeRow(s, row)
    }

    /// Removes and returns the row of basic symbol `s`.
    @discardableResult
    mutating func deleteRow(_ s: Symbol) -> Row {
        let row = eraseRow(s)
        journal.record(.rowDeleted(s, row))
        touch(s)
        return row
    }

    // MARK: Transactions

    /// Starts recording changes; the call ends with `commit` or `rollback`.
    mutating func begin() {
        journal.clear()
        touched.removeAll(keepingCapacity: true)
        callNumber += 1
    }

    /// Ends the call: keeps its changes if every value they touched is
    /// finite, and returns true; else undoes them and returns false.
    mutating func commitIfFinite() -> Bool {
        let changed = touched
        for r in changed where !(rows[Int(r)]?.isFinite ?? true) {
            rollback()
            return false
        }
        guard refreshSums(changed: changed) else {
            rollback()
            return false
        }
        commit()
        return true
    }

    /// Keeps the changes since `begin`, and frees the symbols released.
    private mutating func commit() {
        infeasibleRows.removeAll()
        for s in journal.released {
            assert(rows[Int(s)] == nil && columns[Int(s)].isEmpty, "released symbol still in use")
            freeSymbols.append(s)
        }
        journal.clear()
    }

    /// Undoes every change since `begin`, newest first.
    mutating func rollback() {
        let entries = journal.entries
        let changed = touched
        journal.clear()
        defer { _ = refreshSums(changed: changed) }
        infeasibleRows.removeAll()
        for entry in entries.reversed() {
            switch entry {
            case let .cell(r, s, old): writeCell(r, s, old)
            case let .constant(r, old, magnitude):
                rows[Int(r)]!.constant = old
                rows[Int(r)]!.magnitude = magnitude
            case let .rowCreated(s): eraseRow(s)
            case let .rowDeleted(s, row): writeRow(s, row)
            case let .symbolCreated(s, reused):
                if reused {
                    freeSymbols.append(s)
                } else {
                    kinds.removeLast()
                    rows.removeLast()
                    columns.removeLast()
                }
            case let .levelInserted(index):
                let level = levels.remove(at: index)
                levelByPriority[level.priority] = nil
                priorityOfLevel[level.symbol] = nil
            case let .rank(r, old): rows[Int(r)]!.rank = old
            case let .record(key, old):
                if let now = records[key] { setOwner(nil, of: now) }
                records[key] = old
                if let old { setOwner(key, of: old) }
            case let .recordConstant(key, old): records[key]!.constant = old
            case let .variable(id, old): variables[id] = old
            }
        }
    }

    // MARK: Unjournaled writes

    private mutating func writeCell(_ r: Symbol, _ s: Symbol, _ value: Double) {
        if value == 0 {
            rows[Int(r)]!.cells[s] = nil
            columns[Int(s)].remove(r)
        } else {
            if rows[Int(r)]!.cells.updateValue(value, forKey: s) == nil { columns[Int(s)].insert(r) }
        }
        if kinds[Int(r)] == .objective { noteCost(of: s) }
    }

    /// Puts `s` in `improving` or takes it out, after its cost changed.
    private mutating func noteCost(of s: Symbol) {
        let sign = costSign(of: s)
        let improves: Bool
        switch kinds[Int(s)] {
        case .slack, .error: improves = sign < 0
        case .external: improves = sign != 0
        default: improves = false
        }
        if improves { improving.insert(s) } else { improving.remove(s) }
    }

    private mutating func writeRow(_ s: Symbol, _ row: Row) {
        for t in row.cells.keys { columns[Int(t)].insert(s) }
        rows[Int(s)] = row
    }

    @discardableResult
    private mutating func eraseRow(_ s: Symbol) -> Row {
        let row = rows[Int(s)]!
        rows[Int(s)] = nil
        for t in row.cells.keys { columns[Int(t)].remove(s) }
        return row
    }
}
