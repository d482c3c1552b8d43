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
/// All changes go through a handful of primitives (`addToCell`, `clearColumn`,
/// `setConstant`, `createRow`, `deleteRow`, `newSymbol`, ...), each of
/// which journals what it overwrote, or the whole row the first time (see
/// `Journal`). A failed call replays the journal backwards, so the tableau
/// is exactly as before the call.
struct Tableau {
    /// The kind of each symbol, by symbol.
    private(set) var kinds: [SymbolKind] = []
    /// The row of each basic symbol (nil for a nonbasic or unused symbol).
    private(set) var rows: [Row?] = []
    /// For each symbol, the rows (by basic symbol) whose cells hold it.
    private(set) var columns: [Column] = []
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
    /// each, and how each is journaled (see `Journal`).
    private var touched: [Symbol] = []
    private var logs: [RowLog] = []
    private var callNumber: Int32 = 0
    /// Whether the current call wrote a number that is not finite (checked
    /// as each is written: a whole-row check at the end of a call would
    /// read every objective cell, the size of the system, at every call).
    private var wroteNonFinite = false
    /// The constraints held, by identity, and the constraint of each
    /// marker and other symbol (see `ConstraintRecord`).
    private(set) var records = RecordTable()
    /// The symbol of each variable some held constraint uses, by variable id.
    private(set) var variables: [Key: VariableEntry] = [:]
    /// Restricted rows whose constant went below zero (or a dummy's away
    /// from zero) since the last dual simplex: the rows it must repair.
    var infeasibleRows = Set<Symbol>()
    /// The symbols whose entering the basis would lower the objective
    /// (see `enteringSymbol`), kept as objective cells change, so that
    /// finding one costs the number of such symbols, not the objective's size.
    private(set) var improving = Set<Symbol>()
    /// Whether the current call expanded a row whose terms cancelled to a
    /// hundredth of their size (`expandedNotingCancellation`): the rows'
    /// rounding drift is then magnified, and a call that succeeds is done
    /// again after `refactor` (see `Solver.transaction`).
    var driftSuspected = false
    /// How many dual pivots a new constant of an optional constraint may
    /// take before the constraint is put back instead (see `setConstant`).
    var dualPivotsBeforeReinserting = 4
    /// The value of each basic free variable whose row has a rank above 0
    /// (see `Tableau+FreeRows`), by symbol.
    var sums: [Double] = []
    /// `refreshSums`' marks of the rows it found stale, by symbol (the
    /// pass's number), and its lists, kept for their storage.
    var staleMarks: [Int32] = []
    var staleMark: Int32 = 0
    var sumScratch = SumScratch()

    // MARK: Symbols and levels

    /// A new symbol of `kind`, in no row.
    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        let s: Symbol
        if let reused = freeSymbols.popLast() {
            s = reused
            kinds[Int(s)] = kind
            journal.record(.symbolReused(s))
        } else {
            // The journal knows it as new (see `Journal.isNew`).
            s = Symbol(kinds.count)
            kinds.append(kind)
            rows.append(nil)
            columns.append(Column())
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

    /// Removes `s` from every row that holds it, emptying its column at
    /// once (removing the rows from a long column one by one would cost its
    /// length each).
    mutating func clearColumn(_ s: Symbol) {
        clearColumn(s) { _, _, _ in }
    }

    /// `clearColumn(s)`, calling `each` with every row that held `s` and
    /// its coefficient there, once the cell is gone (the column is
    /// emptied last: `each` may write to any row but in the column of `s`).
    mutating func clearColumn(_ s: Symbol, _ each: (inout Tableau, Symbol, Double) -> Void) {
        var costChanged = false
        let column = columns[Int(s)]
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

    /// Adds `delta` to the cell of `s` in the row of `r` (see `Row.add`),
    /// finding the cell once (the hottest write of a pivot).
    mutating func addToCell(_ r: Symbol, _ s: Symbol, _ delta: Double) {
        guard delta != 0 else { return }
        let logged = logsChange(r)
        let objective = kinds[Int(r)] == .objective
        // One search of the row, through the cell's optional (cells hold no
        // zeros: an old 0 is an absent cell).
        let (old, sum, kept) = Cells.add(delta, to: &rows[Int(r)]!.cells[s])
        noteCell(s, r, old: old, delta: delta, sum: sum, kept: kept, objective: objective, logged: logged)
        if objective { noteCost(of: s) }
    }

    /// Adds `factor` times the cells of `row` to the row of `r`, each as
    /// `addToCell` would, with the row's kind and log read once: its cells
    /// change out of the table (moved, not copied), journaled one by one
    /// if they all fit in the row's allowance, else after the row is kept
    /// whole. Where `r` is an objective level, the caller notes the costs
    /// of the row's symbols (`noteCosts`) once every level it changes has
    /// changed.
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

    /// Notes a change of the cell of `s` in the row of `r` from `old` (0:
    /// absent) by `delta` to `sum`, `kept` or not: a number that is not
    /// finite, the journal entry if `logged`, the column of `s`, and a kept
    /// cell of a constraint's row that lost six digits (drift may be what is
    /// left).
    @inline(__always) private mutating func noteCell(
        _ s: Symbol, _ r: Symbol, old: Double, delta: Double, sum: Double, kept: Bool, objective: Bool, logged: Bool
    ) {
        if !sum.isFinite { wroteNonFinite = true }
        if logged { journal.record(.cell(row: r, symbol: s, old: old)) }
        if old == 0 {
            columns[Int(s)].insert(r)
        } else if !kept {
            removeFromColumn(s, r)
        } else if !objective && Row.lostDigits(sum, old, delta) {
            driftSuspected = true
        }
    }

    /// Notes that the current call changed the row of `r`.
    @inline(__always) private mutating func touch(_ r: Symbol) {
        if logs.count <= Int(r) { logs += repeatElement(RowLog(), count: Int(r) + 1 - logs.count) }
        if logs[Int(r)].call != callNumber {
            let size = rows.withUnsafeBufferPointer { $0[Int(r)]?.cells.count ?? 0 }  // read in place, not copied
            logs[Int(r)] = RowLog(call: callNumber, remaining: Int32(size) + 8)
            touched.append(r)
        }
    }

    /// Notes a change to the row of `r` about to be made; true if it needs
    /// an entry of its own. After as many such entries as the row had
    /// cells, and 8 more, the row is kept whole as it is now, and further
    /// changes need none (see `Journal`).
    @inline(__always) private mutating func logsChange(_ r: Symbol) -> Bool {
        touch(r)
        let remaining = logs[Int(r)].remaining
        if remaining > 0 {
            logs[Int(r)].remaining = remaining - 1
            return true
        }
        if remaining == 0 { cover(r) }
        return false
    }

    /// Keeps the row of `r` whole in the journal as it is now (nil if it
    /// has none): undoing restores it, then the older entries put back
    /// what they overwrote. Later changes of the call need no entries.
    /// The row of a symbol the call made needs none either: undoing erases it.
    private mutating func cover(_ r: Symbol) {
        touch(r)
        guard !logs[Int(r)].covered else { return }
        if !journal.isNew(r) { journal.record(row: r, rows[Int(r)]) }
        logs[Int(r)].remaining = -1
    }

    /// Sets the constant of the row of `r`, computed from numbers of at most
    /// `magnitude` (see `Row.magnitude`), noting the row if that makes it
    /// infeasible.
    mutating func setConstant(_ r: Symbol, _ value: Double, magnitude: Double) {
        let logged = logsChange(r)
        let (old, new) = rows[Int(r)]!.setConstant(value, magnitude: magnitude)  // one access to the row
        noteConstant(r, old: old, new: new, logged: logged)
    }

    /// Adds the cell of `s` times `shift` to the constant of the row of
    /// `r`, as `setConstant` would, with one access to the row.
    mutating func shiftConstant(of r: Symbol, byCellOf s: Symbol, times shift: Double) {
        let logged = logsChange(r)
        let (old, new) = rows[Int(r)]!.shiftConstant(byCellOf: s, times: shift)
        noteConstant(r, old: old, new: new, logged: logged)
    }

    /// Notes a change of the constant and magnitude of the row of `r`: the
    /// journal entries if `logged`, a number that is not finite, and the
    /// row if it is now infeasible.
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

    /// Sets the record of a constraint (nil removes it); the table notes
    /// which constraint its marker and other symbol belong to.
    mutating func setRecord(_ record: ConstraintRecord?, for key: Key) {
        let old = records.replace(key, with: record)
        journal.record(record: key, old)
    }

    /// Sets the constant the record of a held constraint keeps (its symbols
    /// stay, and so do their owners).
    mutating func setRecordConstant(_ constant: Double, of record: ConstraintRecord) {
        let key = Key(record.constraint)
        journal.record(.recordConstant(key, old: record.constant))
        records.setConstant(constant, of: key)
    }

    /// Sets the entry of variable `id` (nil removes it). An entry of a
    /// symbol the call made changes without a journal entry (undoing
    /// removes it), and a new entry is journaled as its key alone.
    mutating func setVariable(_ entry: VariableEntry?, for id: Key) {
        if let old = variables[id] {
            if !journal.isNew(old.symbol) { journal.record(.variable(id, old: old)) }
        } else if entry != nil {
            journal.madeVariable(id)
        }
        variables[id] = entry
    }

    /// Counts `delta` more uses of variable `id`, if it has an entry, with
    /// one search of the table; returns the entry as it was (nil: none,
    /// and nothing changed). Journaled as `setVariable` is.
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
            // The rows' logs name calls by number: start again from 1.
            for i in logs.indices { logs[i].call = 0 }
            callNumber = 0
        }
        callNumber += 1
        wroteNonFinite = false
    }

    /// Ends the call: keeps its changes if every value they touched is
    /// finite, and returns true; else undoes them and returns false.
    mutating func commitIfFinite() -> Bool {
        guard finish() else {
            rollback()
            return false
        }
        commit()
        return true
    }

    /// The end of a call's work, before it is kept: the changed rows' sums
    /// added up and their values refined (`refineValues`). Returns false if
    /// a value is not finite. A constraint that refinement leaves off by
    /// more than ``Tolerance/feasibility`` of its terms sets
    /// `driftSuspected`: the rows' coefficients, not only their constants,
    /// have drifted (a marker's effect on a value cancelled where the
    /// constraint says it does not).
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

    /// Undoes every change since `begin`, newest first: the rows first,
    /// while every symbol they name still exists (the rows of the call's
    /// new symbols are erased, the rows kept whole put back, then the
    /// cells), then the symbols, levels, records and variables, then the
    /// costs of the symbols whose objective cells changed. The call's new
    /// symbols go last.
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
        // What the call made goes first; then the older records and
        // variable entries come back, not those of symbols the call made
        // or took from the free list (those it made and changed again).
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

    /// Gives the row of `r` storage to its size when cancellations left it
    /// far emptier (see `Cells.compact`): a row that was long for one
    /// pivot would otherwise keep its length's memory. Not a change of the
    /// tableau, so not journaled.
    mutating func compact(_ r: Symbol) {
        rows[Int(r)]?.cells.compact()
    }

    // MARK: Unjournaled writes

    private mutating func writeCell(_ r: Symbol, _ s: Symbol, _ value: Double, notingCost: Bool = true) {
        if !value.isFinite { wroteNonFinite = true }
        if value == 0 {
            if rows[Int(r)]!.cells.removeValue(forKey: s) != nil { removeFromColumn(s, r) }
        } else {
            if rows[Int(r)]!.cells.updateValue(value, forKey: s) == nil { columns[Int(s)].insert(r) }
        }
        if notingCost && kinds[Int(r)] == .objective { noteCost(of: s) }
    }

    /// `noteCost` for each symbol of `row`, after it was added to an
    /// objective level.
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

    private mutating func removeFromColumn(_ s: Symbol, _ r: Symbol) {
        let removed = columns[Int(s)].remove(r)
        assert(removed, "row \(r) not in the column of \(s)")
    }

    private mutating func writeRow(_ s: Symbol, _ row: Row) {
        if !row.isFinite { wroteNonFinite = true }
        row.cells.forEachCell { t, _ in columns[Int(t)].insert(s) }
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
