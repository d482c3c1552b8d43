/// The simplex tableau: rows in solved form, the column of every symbol, the
/// objective's priority levels, and the journal that undoes a failed call.
///
/// Every basic symbol has a row in nonbasic symbols only, but a free
/// variable's row may hold basic free variables of lower rank (see
/// `Tableau+FreeRows`). `columns[s]` lists the rows holding `s`, which a
/// pivot on `s` rewrites. Objective levels are rows too.
///
/// Every change goes through a few primitives (`addToCell`, `clearColumn`,
/// `setConstant`, `createRow`, ...) that journal what they overwrite (see
/// `Journal`), so `rollback` restores the tableau exactly.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    /// The row of each basic symbol (nil for a nonbasic or unused symbol).
    private(set) var rows: [Row?] = []
    /// For each symbol, the rows whose cells hold it.
    private(set) var columns: [Column] = []
    /// Symbols no longer used, to be given out again (last in, first out).
    private(set) var freeSymbols: [Symbol] = []
    /// The objective's levels, highest priority first.
    private(set) var levels: [Level] = []
    /// The level of each priority, and the priority of each level.
    private var levelByPriority: [Double: Symbol] = [:]
    private(set) var priorityOfLevel: [Symbol: Double] = [:]
    private(set) var journal = Journal()
    /// The rows the current call changed, once each, and how each is journaled.
    private var touched: [Symbol] = []
    private var logs: [RowLog] = []
    private var callNumber: Int32 = 0
    /// Whether the current call wrote a number that is not finite (checked at each write).
    private var wroteNonFinite = false
    /// The held constraints, by identity and by marker and other symbol.
    private(set) var records = RecordTable()
    /// The symbol of each variable some held constraint uses, by variable id.
    private(set) var variables: [Key: VariableEntry] = [:]
    /// Restricted rows whose constant went below zero (or a dummy's away
    /// from zero) since the last dual simplex: the rows it must repair.
    var infeasibleRows = Set<Symbol>()
    /// The symbols whose entering would lower the objective, kept current so
    /// that finding one does not read the whole objective.
    private(set) var improving = Set<Symbol>()
    /// Whether rounding drift may have been magnified: a call that succeeds is
    /// then redone after `refactor` (see ``Tolerance``).
    var driftSuspected = false
    /// Dual pivots a new optional constant may take before its constraint is put back.
    var dualPivotsBeforeReinserting = 4
    /// The value of each basic free variable whose row has a rank above 0.
    var sums: [Double] = []
    /// `refreshSums`' marks of stale rows (by pass number) and its lists.
    var staleMarks: [Int32] = []
    var staleMark: Int32 = 0
    var sumScratch = SumScratch()
    /// How many rows substitutions have rewritten: a count for tests of linear cost.
    private(set) var rowsRewritten = 0
    /// How many cells rows were made with (pivots, expansions, new rows): a count for tests of linear cost.
    private(set) var cellsWritten = 0
    /// How many values of ranked rows `refreshSums` added up: a count for tests of linear cost.
    var sumsRefreshed = 0
    /// How many rows the walks that place a new row among the free rows have
    /// read (`ranksAbove`, `raising`, `descends`): a count for tests of linear cost,
    /// kept by reference because the walks only read the tableau.
    let rowsWalked = Tally()
    /// The variables whose value changed, if asked for (`Solver.logChangedVariables`).
    var valueLog: ValueLog?

    // MARK: Symbols and levels

    /// A new symbol of `kind`, in no row.
    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        let s: Symbol
        if let reused = freeSymbols.popLast() {
            s = reused
            kinds[Int(s)] = kind
            journal.record(.symbolReused(s))
        } else {
            // No entry: the journal knows it as new (`Journal.isNew`).
            s = Symbol(kinds.count)
            kinds.append(kind)
            rows.append(nil)
            columns.append(Column())
        }
        return s
    }

    /// Gives `s` back for reuse once the call commits (in no row, with none).
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

    /// Removes `s` from every row that holds it, emptying its column at once.
    mutating func clearColumn(_ s: Symbol) {
        clearColumn(s) { _, _, _ in }
    }

    /// `clearColumn(s)`, calling `each` with every row that held `s` and its
    /// coefficient, once the cell is gone. `each` may write to any row but
    /// in the column of `s`, which is emptied last.
    mutating func clearColumn(_ s: Symbol, _ each: (inout Tableau, Symbol, Double) -> Void) {
        var costChanged = false
        let column = columns[Int(s)]
        rowsRewritten &+= column.count
        column.forEachRow { r in
            let logged = logsChange(r)
            let old = rows[Int(r)]!.cells.removeValue(forKey: s)!
            if logged { journal.record(.cell(row: r, symbol: s, old: old)) }
            if kinds[Int(r)] == .objective { costChanged = true }
            each(&self, r, old)
        }
        columns[Int(s)].removeAll()
        if costChanged { noteCost(of: s) }
    }

    /// Adds `delta` to the cell of `s` in the row of `r` (see `Row.add`).
    mutating func addToCell(_ r: Symbol, _ s: Symbol, _ delta: Double) {
        guard delta != 0 else { return }
        let logged = logsChange(r)
        let objective = kinds[Int(r)] == .objective
        // One search of the row (an absent cell is an old 0).
        let (old, sum, kept) = Cells.add(delta, to: &rows[Int(r)]!.cells[s])
        noteCell(s, r, old: old, delta: delta, sum: sum, kept: kept, objective: objective, logged: logged)
        if objective { noteCost(of: s) }
    }

    /// Adds `factor` times the cells of `row` to the row of `r`, as `addToCell`
    /// would; for a level, the caller then notes the costs (`noteCosts`) once.
    mutating func addCells(of row: Row, times factor: Double, to r: Symbol) {
        let ri = Int(r)
        touch(r)
        if logs[ri].remaining < row.cells.count { cover(r) }
        let logged = !logs[ri].covered
        if logged { logs[ri].remaining -= Int32(row.cells.count) }
        let objective = kinds[ri] == .objective
        var cells = Cells()
        swap(&cells, &rows[ri]!.cells)
        cells.add(row.cells, times: factor) { s, old, delta, sum, kept in
            noteCell(s, r, old: old, delta: delta, sum: sum, kept: kept, objective: objective, logged: logged)
        }
        rows[ri]!.cells = cells
    }

    /// Notes a change of the cell of `s` in the row of `r` (`old` 0: absent): a
    /// number not finite, the journal entry, the column, and drift (lost digits).
    @inline(__always) private mutating func noteCell(
        _ s: Symbol, _ r: Symbol, old: Double, delta: Double, sum: Double, kept: Bool, objective: Bool, logged: Bool
    ) {
        if !sum.isFinite { wroteNonFinite = true }
        if logged { journal.record(.cell(row: r, symbol: s, old: old)) }
        if old == 0 {
            addToColumn(s, r)
        } else if !kept {
            removeFromColumn(s, r)
        } else if !objective && Row.lostDigits(sum, old, delta) {
            driftSuspected = true
        }
    }

    /// Notes that the current call changed the row of `r`.
    @inline(__always) private mutating func touch(_ r: Symbol) {
        // Written only when begun (writing back every time cost suggestions 3%).
        if logs.count <= Int(r) || logs[Int(r)].call != callNumber {
            let begun = log(of: r)
            logs[Int(r)] = begun
        }
    }

    /// The log of the row of `r` in the current call, begun (and the row
    /// noted as touched) if this is the call's first change to it; the
    /// caller writes it back.
    @inline(__always) private mutating func log(of r: Symbol) -> RowLog {
        if logs.count <= Int(r) { logs += repeatElement(RowLog(), count: Int(r) + 1 - logs.count) }
        let log = logs[Int(r)]
        guard log.call != callNumber else { return log }
        touched.append(r)
        let size = rows.withUnsafeBufferPointer { $0[Int(r)]?.cells.count ?? 0 }  // read in place, not copied
        return RowLog(call: callNumber, remaining: Int32(size) + 8)
    }

    /// Notes a change to the row of `r` about to be made; true if it needs a journal
    /// entry. Past the row's cell count plus 8 entries, the row is kept whole instead.
    @inline(__always) private mutating func logsChange(_ r: Symbol) -> Bool {
        var log = log(of: r)
        guard log.remaining > 0 else {
            // Begun earlier in the call (a new log has room): nothing to write back.
            if log.remaining == 0 { cover(r) }
            return false
        }
        log.remaining -= 1
        logs[Int(r)] = log  // read and written once
        return true
    }

    /// Keeps the row of `r` whole in the journal (nil if none): undoing
    /// restores it, then older entries put back what they overwrote, and later
    /// changes need none. A new symbol's row needs nothing: undoing erases it.
    private mutating func cover(_ r: Symbol) {
        touch(r)
        guard !logs[Int(r)].covered else { return }
        if !journal.isNew(r) { journal.record(row: r, rows[Int(r)]) }
        logs[Int(r)].remaining = -1
    }

    /// Sets the constant of the row of `r`, computed from numbers of at most `magnitude`.
    mutating func setConstant(_ r: Symbol, _ value: Double, magnitude: Double) {
        let logged = logsChange(r)
        let (old, new) = rows[Int(r)]!.setConstant(value, magnitude: magnitude)  // one access to the row
        noteConstant(r, old: old, new: new, logged: logged)
    }

    /// Adds the cell of `s` times `shift` to the constant of the row of `r`.
    mutating func shiftConstant(of r: Symbol, byCellOf s: Symbol, times shift: Double) {
        let logged = logsChange(r)
        let (old, new) = rows[Int(r)]!.shiftConstant(byCellOf: s, times: shift)
        noteConstant(r, old: old, new: new, logged: logged)
    }

    /// Journals a change of the constant of the row of `r`; notes it if infeasible.
    @inline(__always) private mutating func noteConstant(
        _ r: Symbol, old: Row.ConstantState, new: Row.ConstantState, logged: Bool
    ) {
        if logged {
            journal.record(.constant(row: r, old: old.constant))
            if old.magnitude != new.magnitude { journal.record(.magnitude(row: r, old: old.magnitude)) }
        }
        let value = new.constant
        if !value.isFinite { wroteNonFinite = true }
        switch kinds[Int(r)] {
        case .slack, .error: if value < 0 { infeasibleRows.insert(r) }
        case .dummy: if value != 0 { infeasibleRows.insert(r) }
        default: break
        }
    }

    /// Sets the record of a constraint (nil removes it).
    mutating func setRecord(_ record: ConstraintRecord?, for key: Key) {
        let old = records.replace(key, with: record)
        journal.record(record: key, old)
    }

    /// Sets the constant kept in the record of a held constraint.
    mutating func setRecordConstant(_ constant: Double, of record: ConstraintRecord) {
        let key = Key(record.constraint)
        journal.record(.recordConstant(key, old: record.constant))
        records.setConstant(constant, of: key)
    }

    /// Sets the entry of variable `id` (nil removes it). The entry of a new
    /// symbol needs no journal entry; a new entry is journaled as its key.
    mutating func setVariable(_ entry: VariableEntry?, for id: Key) {
        if let old = variables[id] {
            if !journal.isNew(old.symbol) { journal.record(.variable(id, old: old)) }
        } else if entry != nil {
            journal.madeVariable(id)
        }
        variables[id] = entry
    }

    /// Counts `delta` more uses of variable `id`, if it has an entry (journaled
    /// as `setVariable` is); returns the entry as it was.
    mutating func countUses(of id: Key, by delta: Int32) -> VariableEntry? {
        guard let i = variables.index(forKey: id) else { return nil }
        let old = variables.values[i]
        if !journal.isNew(old.symbol) { journal.record(.variable(id, old: old)) }
        variables.values[i].uses += delta
        return old
    }

    /// Sets the rank of the row of `r` (see `Tableau+FreeRows`).
    mutating func setRank(_ r: Symbol, _ rank: Int32) {
        if logsChange(r) { journal.record(.rank(row: r, old: rows[Int(r)]!.rank)) }
        rows[Int(r)]!.rank = rank
    }

    /// Makes `row` the row of `s`, which must have none.
    mutating func createRow(_ s: Symbol, _ row: Row) {
        cover(s)
        writeRow(s, row)
    }

    /// Removes and returns the row of basic symbol `s`.
    @discardableResult
    mutating func deleteRow(_ s: Symbol) -> Row {
        cover(s)
        return eraseRow(s)
    }

    // MARK: Transactions

    /// Starts recording changes; the call ends with `commit` or `rollback`.
    mutating func begin() {
        journal.clear(symbols: kinds.count)
        if !touched.isEmpty { touched.removeAll(keepingCapacity: true) }
        if callNumber == Int32.max {
            // Rows' logs name calls by number: start again from 1.
            for i in logs.indices { logs[i].call = 0 }
            callNumber = 0
        }
        callNumber += 1
        wroteNonFinite = false
    }

    /// Ends the call: keeps its changes if every value is finite (true), else undoes them.
    mutating func commitIfFinite() -> Bool {
        guard finish() else {
            rollback()
            return false
        }
        commit()
        return true
    }

    /// The end of a call's work, before it is kept: sums refreshed and values
    /// refined (`refineValues`); false if a value is not finite. A constraint
    /// still off by more than ``Tolerance/feasibility`` means the coefficients
    /// drifted: it sets `driftSuspected`.
    mutating func finish() -> Bool {
        let changed = touched
        guard !wroteNonFinite, refreshSums(changed: changed) else { return false }
        let (refined, shifted) = refineValues(changed)
        guard !refined.isEmpty else { return true }
        guard refreshSums(changed: refined) else { return false }
        if shifted.contains(where: { record in
            let (residual, size) = residual(of: record)
            return abs(residual) > Tolerance.feasibility * size
        }) {
            driftSuspected = true
        }
        return true
    }

    /// Keeps the changes since `begin`, and frees the symbols released.
    mutating func commit() {
        if !infeasibleRows.isEmpty { infeasibleRows.removeAll(keepingCapacity: true) }
        for s in journal.released {
            assert(rows[Int(s)] == nil && columns[Int(s)].isEmpty, "released symbol still in use")
            freeSymbols.append(s)
        }
        journal.clear(symbols: kinds.count)
    }

    /// Undoes every change since `begin`, newest first: rows first, while
    /// every symbol they name exists (new symbols' rows erased, whole rows
    /// put back, then cells); then symbols, levels, records, variables and
    /// costs; the call's new symbols go last.
    mutating func rollback() {
        let saved = journal
        let entries = saved.entries
        let changed = touched
        journal = Journal()
        defer { _ = refreshSums(changed: changed) }
        if !infeasibleRows.isEmpty { infeasibleRows.removeAll(keepingCapacity: true) }
        var costs: [Symbol] = []
        for s in saved.symbolsBefore..<kinds.count where rows[s] != nil {
            let now = eraseRow(Symbol(s))
            if kinds[s] == .objective { costs += now.cells.keys }
        }
        entries.forEachNewestFirst { entry in
            switch entry {
            case let .constant(r, old): rows[Int(r)]!.constant = old
            case let .magnitude(r, old): rows[Int(r)]!.magnitude = old
            case let .rank(r, old): rows[Int(r)]!.rank = old
            case let .row(s, at):
                let old = saved.rows[at]
                if rows[Int(s)] != nil {
                    let now = eraseRow(s)
                    if kinds[Int(s)] == .objective { costs += now.cells.keys }
                }
                writeRow(s, old)
                if kinds[Int(s)] == .objective { costs += old.cells.keys }
            case let .rowAbsent(s):
                if rows[Int(s)] != nil {
                    let now = eraseRow(s)
                    if kinds[Int(s)] == .objective { costs += now.cells.keys }
                }
            default: return
            }
        }
        saved.cells.forEachNewestFirst { change in
            writeCell(change.row, change.symbol, change.old, notingCost: false)
            if kinds[Int(change.row)] == .objective { costs.append(change.symbol) }
        }
        // What the call made goes; older records and variable entries come
        // back unless their symbol is the call's own (made or reused).
        for key in saved.madeRecords { records.replace(key, with: nil) }
        for id in saved.madeVariables { variables[id] = nil }
        var reused = Set<Symbol>()
        entries.forEachNewestFirst { entry in
            if case let .symbolReused(s) = entry { reused.insert(s) }
        }
        let callsOwn = { (s: Symbol) in saved.isNew(s) || reused.contains(s) }
        entries.forEachNewestFirst { entry in
            switch entry {
            case let .symbolReused(s): freeSymbols.append(s)
            case let .levelInserted(index):
                let level = levels.remove(at: index)
                levelByPriority[level.priority] = nil
                priorityOfLevel[level.symbol] = nil
            case let .record(key, at):
                let old = saved.records[at]
                if !callsOwn(old.marker) { records.replace(key, with: old) }
            case let .recordConstant(key, old): if records[key] != nil { records.setConstant(old, of: key) }
            case let .variable(id, old): if !callsOwn(old.symbol) { variables[id] = old }
            default: return
            }
        }
        let made = kinds.count - saved.symbolsBefore
        kinds.removeLast(made)
        rows.removeLast(made)
        columns.removeLast(made)
        improving = improving.filter { Int($0) < kinds.count }
        for s in costs where Int(s) < kinds.count { noteCost(of: s) }
    }

    /// Shrinks the storage of the row of `r` (see `Cells.compact`); not journaled.
    mutating func compact(_ r: Symbol) {
        rows[Int(r)]?.cells.compact()
    }

    // MARK: Unjournaled writes

    private mutating func writeCell(_ r: Symbol, _ s: Symbol, _ value: Double, notingCost: Bool = true) {
        if !value.isFinite { wroteNonFinite = true }
        if value == 0 {
            if rows[Int(r)]!.cells.removeValue(forKey: s) != nil { removeFromColumn(s, r) }
        } else {
            if rows[Int(r)]!.cells.updateValue(value, forKey: s) == nil { addToColumn(s, r) }
        }
        if notingCost && kinds[Int(r)] == .objective { noteCost(of: s) }
    }

    /// `noteCost` for each symbol of `row`, once added to an objective level.
    mutating func noteCosts(of row: Row) {
        row.cells.forEachCell { s, _ in noteCost(of: s) }
    }

    /// Puts `s` in `improving` or takes it out, after its cost changed.
    private mutating func noteCost(of s: Symbol) {
        let kind = kinds[Int(s)]
        guard kind.canEnter else { improving.remove(s); return }
        let sign = levels.count <= Tableau.fewLevels
            ? Tableau.costSign(of: s, levels: levels, rows: rows) : costSign(of: s)
        let improves = kind == .external ? sign != 0 : sign < 0
        if improves { improving.insert(s) } else { improving.remove(s) }
    }

    @inline(__always) private mutating func addToColumn(_ s: Symbol, _ r: Symbol) {
        if columns[Int(s)].insert(r) { countRestricted(s, adding: r, by: 1) }
    }

    private mutating func removeFromColumn(_ s: Symbol, _ r: Symbol) {
        let (removed, indexed) = columns[Int(s)].remove(r)
        assert(removed, "row \(r) not in the column of \(s)")
        if indexed { countRestricted(s, adding: r, by: -1) }
    }

    /// Keeps the count of restricted rows in the indexed column of `s` after
    /// `r` came in (`by` 1) or went out (-1): counted afresh when it just became indexed.
    @inline(never) private mutating func countRestricted(_ s: Symbol, adding r: Symbol, by change: Int32) {
        if let count = columns[Int(s)].restricted {
            if kinds[Int(r)] != .external { columns[Int(s)].restricted = count + change }
        } else {
            var count: Int32 = 0
            columns[Int(s)].forEachRow { h in if kinds[Int(h)] != .external { count += 1 } }
            columns[Int(s)].restricted = count
        }
    }

    private mutating func writeRow(_ s: Symbol, _ row: Row) {
        if !row.isFinite { wroteNonFinite = true }
        cellsWritten &+= row.cells.count
        row.cells.forEachCell { t, _ in addToColumn(t, s) }
        rows[Int(s)] = row
    }

    @discardableResult
    private mutating func eraseRow(_ s: Symbol) -> Row {
        let row = rows[Int(s)]!
        rows[Int(s)] = nil
        row.cells.forEachCell { t, _ in removeFromColumn(t, s) }
        return row
    }
}
