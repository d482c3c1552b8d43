/// Rows of external symbols brought up to date only when read.
///
/// The row of an external (user) variable is read for its value, when a
/// new constraint uses the variable, and by a pivot in it (removal,
/// ambiguity); never by a ratio test. So a pivot does not substitute into
/// such rows: it marks them stale (`staleRows`) and leaves them as they
/// are. A stale row is still a true equation, in terms of symbols some of
/// which are now basic; `resolve` replaces each of those by its row, which
/// is up to date (every restricted row is, and a stale external one is
/// resolved first). The enaml build substituted into external rows 242
/// times; resolving them when read takes about 100 substitutions.
///
/// Invariants: a stale row stays in the column of every symbol it holds,
/// basic or not (so a constant shifted through a column reaches it, and a
/// symbol leaving the basis finds it), and the only stale rows of
/// restricted symbols are aliases (see `Tableau+RowAliases`).
extension Tableau {
    @inline(__always) func isStale(_ slot: Int32) -> Bool {
        let i = Int(slot)
        return i < staleRows.count && staleRows[i]
    }

    /// Marks the row at `slot` stale. The mark is not journaled: a row
    /// marked stale that is up to date costs its reader one scan, and a
    /// rollback marks every external row it restores (and sets a
    /// restricted row's mark from what the row holds).
    @inline(__always) mutating func markStale(_ slot: Int32) {
        let i = Int(slot)
        if i >= staleRows.count { staleRows.extend(to: rows.count, with: false) }
        if !staleRows[i] {
            staleRows[i] = true
            staleSlots.append(slot)
        }
    }

    /// Whether the row at `slot` is an alias: stale, of at most two cells,
    /// none of them external. Such a row (see `takeOverRow`) is read
    /// through the rows of its basic cells, which are up to date, and
    /// left as it is: brought up to date, it would be a copy of one of
    /// them, brought up to date again after every pivot that changes it.
    @inline(__always) func isAlias(_ slot: Int32) -> Bool {
        guard isStale(slot) else { return false }
        let row = rows[Int(slot)]
        guard row.count <= 2 else { return false }
        for cell in row.unorderedCells where symbols[Int(cell.symbol)].kind == .external { return false }
        return true
    }

    /// Brings the rows of the alias's basic cells up to date (a restricted
    /// alias among them, see `Tableau+RowAliases`), for `add(alias:...)`;
    /// returns how many cells the alias has at most, expanded.
    mutating func prepareExpansion(of slot: Int32) -> Int {
        var n = 0
        // (A view of the alias's cells: resolving other rows leaves them be.)
        let alias = rows[Int(slot)]
        for cell in alias.unorderedCells {
            let r = symbols[Int(cell.symbol)].row
            if r >= 0 { resolveIfStale(r) }
            n += r >= 0 ? rows[Int(r)].count : 1
        }
        return n
    }

    /// Adds `factor ·` the alias at `slot`, its basic cells replaced by
    /// their rows, to `builder`.
    func add(alias slot: Int32, times factor: Double, to builder: inout RowBuilder) {
        let alias = rows[Int(slot)]
        builder.constant += alias.constant * factor
        for cell in alias.unorderedCells {
            let r = symbols[Int(cell.symbol)].row
            if r >= 0 {
                builder.add(rows[Int(r)], times: cell.coefficient * factor)
            } else {
                builder.add(cell.symbol, cell.coefficient * factor)
            }
        }
    }

    /// Brings the row at `slot` up to date if it is stale.
    @inline(__always) mutating func resolveIfStale(_ slot: Int32) {
        if isStale(slot) { resolve(slot) }
    }

    /// Replaces every basic symbol in the stale row at `slot` by that
    /// symbol's row, in symbol order, keeping the columns exact. An alias
    /// among those rows goes in as it is, and its basic cells after it.
    private mutating func resolve(_ slot: Int32) {
        let i = Int(slot)
        staleRows[i] = false
        // The basic symbols on the stack: a nested call (below) has its own.
        withUnsafeTemporaryAllocation(of: Symbol.self, capacity: rows[i].count) { buffer in
            var n = 0
            rows[i].withSortedCells { cells in
                for cell in cells where symbols[Int(cell.symbol)].row >= 0 {
                    buffer[n] = cell.symbol
                    n += 1
                }
            }
            guard n > 0 else { return }
            let basics = UnsafeBufferPointer(rebasing: buffer[..<n])
            // Their rows up to date first (a stale one is older than this
            // one: no cycle), before the scratch lists are taken out: a
            // nested call takes them too.
            for s in basics { prepareDefinition(ofBasic: s) }
            touchRow(slot)
            var created = createdScratch.take(), removed = removedScratch.take()
            defer {
                createdScratch.restore(created)
                removedScratch.restore(removed)
            }
            for s in basics { substituteBasic(s, inRowAt: slot, created: &created, removed: &removed) }
        }
    }

    /// Brings the row of the basic symbol `s` up to date, unless it is an
    /// alias: then the rows of the alias's own basic cells, in turn.
    private mutating func prepareDefinition(ofBasic s: Symbol) {
        let r = symbols[Int(s)].row
        guard isAlias(r) else { return resolveIfStale(r) }
        let alias = rows[Int(r)]
        for cell in alias.unorderedCells where symbols[Int(cell.symbol)].row >= 0 {
            prepareDefinition(ofBasic: cell.symbol)
        }
    }

    /// Replaces the basic symbol `s` in the row at `slot` by its row, if
    /// the row still holds it (an alias put in before may have cancelled
    /// it); then an alias's own basic cells, which it brought in. (A
    /// second scan of the whole row for them cost chain-100 12%: its rows
    /// are long tables, and a scan sorts them.)
    private mutating func substituteBasic(
        _ s: Symbol, inRowAt slot: Int32, created: inout RawArray<Symbol>, removed: inout RawArray<Symbol>
    ) {
        let r = symbols[Int(s)].row
        let definition = rows[Int(r)]
        let held = definition.withSortedCells { cells in
            substitute(s, inRowAt: slot, by: definition.constant, cells, created: &created, removed: &removed)
        }
        guard held else { return }
        removeFromColumn(s, slot)
        guard isStale(r) else { return }
        for cell in definition.unorderedCells where symbols[Int(cell.symbol)].row >= 0 {
            substituteBasic(cell.symbol, inRowAt: slot, created: &created, removed: &removed)
        }
    }

    /// The value of the basic symbol of the stale row at `slot`: the
    /// constant plus each basic symbol's value times its coefficient.
    /// Static, over the arrays it reads: a method would be handed a copy
    /// of the whole tableau by a read through the solver (retains and all).
    /// It only reads memory, which the attribute tells the optimiser (its
    /// recursion hides it): otherwise a caller reading values in a loop
    /// keeps each variable's name alive around every read.
    @_effects(readonly)
    static func evaluate(
        _ slot: Int32, rows: RawArray<Row>, symbols: RawArray<SymbolData>, staleRows: RawArray<Bool>
    ) -> Double {
        var value = rows[Int(slot)].constant
        for cell in rows[Int(slot)].unorderedCells {
            let r = Int(symbols[Int(cell.symbol)].row)
            guard r >= 0 else { continue }
            let stale = r < staleRows.count && staleRows[r]
            value += cell.coefficient
                * (stale ? evaluate(Int32(r), rows: rows, symbols: symbols, staleRows: staleRows) : rows[r].constant)
        }
        return value
    }

    /// Brings the stale rows that hold `symbol` up to date. (A row of
    /// dummies alone holds its own basic symbol, and is not stale.)
    mutating func resolveStaleRows(holding symbol: Symbol) {
        guard !symbols[Int(symbol)].column.isEmpty, liveRows(of: symbol).contains(where: isStale) else { return }
        // A copy: resolving may change the column (a cell that cancels).
        for slot in Array(liveRows(of: symbol)) { resolveIfStale(slot) }
    }

    /// Brings every stale row up to date (`Solver.updateVariables()`, and
    /// before the rows are read as a whole: a dump). The rows marked since
    /// the last call are listed in `staleSlots`; some may have been brought
    /// up to date, freed or cut off by a rollback since.
    /// With `keepingAliases`, aliases stay as they are, marked but no
    /// longer listed: `value(of:)` reads them through their cells' rows.
    /// Without it, every marked row is visited (the list misses the
    /// aliases kept by earlier calls).
    mutating func resolveAll(keepingAliases: Bool = false) {
        defer { staleSlots.removeAll() }
        guard keepingAliases else {
            for i in staleRows.indices where staleRows[i] {
                // (A freed slot keeps its mark until it holds a row again.)
                if i < rows.count, rows[i].basic >= 0 { resolve(Int32(i)) } else { staleRows[i] = false }
            }
            return
        }
        for slot in staleSlots where Int(slot) < rows.count && isStale(slot) {
            if rows[Int(slot)].basic < 0 {
                staleRows[Int(slot)] = false
            } else if !(isAlias(slot) || isRestrictedAlias(slot)) {
                resolve(slot)
            }
        }
    }

    /// After a pivot's substitution: `symbol`'s column keeps only the
    /// stale rows (the others no longer hold it).
    mutating func keepOnlyStaleRows(inColumnOf symbol: Symbol) {
        saveColumn(symbol)
        let i = Int(symbol)
        let column = symbols[i].column
        var live = 0
        // (The pivot row, which defined `symbol`, was brought up to date
        // first; an alias that held `symbol` took in its row.)
        for k in column.indices where isStale(column[k]) {
            let slot = column[k]
            guard !isRestrictedAlias(slot) || rows[Int(slot)].contains(symbol) else { continue }
            column[live] = slot
            live += 1
        }
        symbols[i].column.removeLast(column.count - live)
        symbols[i].hasStaleRows = false
    }
}
