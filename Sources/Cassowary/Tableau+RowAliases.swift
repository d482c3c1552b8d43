/// Restricted rows read through another row.
///
/// When a slack or error enters the basis with a long row, a short
/// restricted row that holds it (`s = c + w·x`, a cell or two more) would
/// become a copy of that long row, and every later pivot that changes the
/// long row would change the copy too. The enaml build's tableau was half
/// copies: `height >= 0`, `height == 0 @medium` and the edit of `height`
/// each kept a copy of the same 20 cells. Instead, such a row stays as it
/// is, marked stale: an alias of `x`, its owner. It means what it says,
/// `s = c + w·x + rest`, with `x` read through `x`'s row, which is up to
/// date (an owner's row is never an alias itself, and an alias has one
/// basic cell, its owner).
///
/// Readers that need the alias's coefficients see them expanded:
/// `forEachRow(holding:)` (the ratio tests, `keepsFeasible`, the choice of
/// a row to remove a marker from) visits an alias through its owner's row
/// as well as through its own cells, and `effectiveConstant` adds the
/// owner's part. A pivot in an alias brings it up to date first (as for
/// any stale row); a pivot in its owner's row leaves it a plain row.
/// Changes of the owner's constant are checked for the alias's
/// feasibility (`queueInfeasibleAliases`). Every change of a restricted
/// row's mark saves the row in a transaction, and a rollback sets the mark
/// of each row it restores from what the row holds.
extension Tableau {
    /// A restricted row at most this long becomes an alias of a symbol
    /// entering the basis with a row at least `aliasOwnerMinimum` long
    /// (a variable of the tableau, so that tests can make aliases of the
    /// short rows of small systems). 4: enaml-build 1.0187 M instructions,
    /// against 1.0434 M at 2, 1.0225 M at 3 and 1.0172 M at 5 (where
    /// enaml-suggest was 1.8% dearer).
    static let aliasMaximum = 4

    /// Whether the row at `slot` is a restricted alias (see above). The
    /// slot may be any entry of a column: freed, or cut off by a rollback.
    @inline(__always) func isRestrictedAlias(_ slot: Int32) -> Bool {
        guard isStale(slot), Int(slot) < rows.count else { return false }
        let basic = rows[Int(slot)].basic
        return basic >= 0 && isRestricted(basic)
    }

    /// The owner of the alias at `slot` (its basic cell) and its coefficient.
    /// Inline, like the tableau's other small read-only helpers: out of
    /// line, it was handed a copy of the whole tableau.
    @inline(__always) func aliasOwner(_ slot: Int32) -> (symbol: Symbol, coefficient: Double) {
        guard let cell = firstBasicCell(ofRowAt: slot) else { preconditionFailure("an alias without an owner") }
        return (cell.symbol, cell.coefficient)
    }

    /// The first cell of the row at `slot` whose symbol is basic, if any.
    @inline(__always) func firstBasicCell(ofRowAt slot: Int32) -> Cell? {
        for cell in rows[Int(slot)].unorderedCells where symbols[Int(cell.symbol)].row >= 0 { return cell }
        return nil
    }

    /// The constant of the row at `slot` as if it were up to date.
    @inline(__always) func effectiveConstant(_ slot: Int32) -> Double {
        guard isRestrictedAlias(slot) else { return rows[Int(slot)].constant }
        let (owner, w) = aliasOwner(slot)
        return rows[Int(slot)].constant + w * rows[Int(symbols[Int(owner)].row)].constant
    }

    /// Calls `body(slot, basic, kind, coefficient, constant)` for every row
    /// that holds `symbol` (`kind` is the basic symbol's), an alias with the
    /// coefficient and constant it would have if it were up to date: the
    /// rows of `symbol`'s column, and the aliases of their basic symbols
    /// that do not hold `symbol` themselves (a stale column may list an
    /// alias twice). Mutating, and the callers' closures read nothing of
    /// the tableau: otherwise each call was handed a copy of it.
    @inline(__always) mutating func forEachRow(
        holding symbol: Symbol,
        _ body: (_ slot: Int32, _ basic: Symbol, _ kind: SymbolKind, _ coefficient: Double, _ constant: Double) -> Void
    ) {
        for slot in liveRows(of: symbol) {
            let i = Int(slot)
            let basic = rows[i].basic
            let kind = symbols[Int(basic)].kind
            let a = rows[i].coefficient(of: symbol)
            guard kind.isRestricted else {
                body(slot, basic, kind, a, rows[i].constant)
                continue
            }
            if isStale(slot) {
                let (owner, w) = aliasOwner(slot)
                let r = Int(symbols[Int(owner)].row)
                body(slot, basic, kind, a + w * rows[r].coefficient(of: symbol), rows[i].constant + w * rows[r].constant)
                continue
            }
            body(slot, basic, kind, a, rows[i].constant)
            guard symbols[Int(basic)].mayOwnAliases else { continue }
            for alias in symbols[Int(basic)].column where alias != slot && isRestrictedAlias(alias) {
                let d = Int(alias)
                guard !rows[d].contains(symbol), let w = rows[d].coefficientIfPresent(basic) else { continue }
                let aliasBasic = rows[d].basic
                body(alias, aliasBasic, symbols[Int(aliasBasic)].kind, w * a, rows[d].constant + w * rows[i].constant)
            }
        }
    }

    /// Queues the basic symbol of the row at `slot` when the row, read as
    /// if up to date, makes it infeasible, and the aliases of that symbol
    /// that its row's constant makes infeasible: after the row's constant
    /// changed.
    @inline(__always) mutating func queueIfInfeasible(rowAt slot: Int32) {
        let basic = rows[Int(slot)].basic
        queueIfInfeasible(basic, constant: effectiveConstant(slot))
        queueInfeasibleAliases(of: basic)
    }

    /// Queues the aliases of `owner` that its row's constant makes infeasible.
    @inline(__always) mutating func queueInfeasibleAliases(of owner: Symbol) {
        guard symbols[Int(owner)].mayOwnAliases else { return }
        queueInfeasibleAliasesSlow(of: owner)
    }

    @inline(never) private mutating func queueInfeasibleAliasesSlow(of owner: Symbol) {
        let r = Int(symbols[Int(owner)].row)
        guard r >= 0 else { return }
        let ownerConstant = rows[r].constant
        var found = false
        for alias in symbols[Int(owner)].column where isRestrictedAlias(alias) {
            let d = Int(alias)
            guard let w = rows[d].coefficientIfPresent(owner) else { continue }
            found = true
            let c = rows[d].constant + w * ownerConstant
            if c < 0, !nearZero(c) { infeasible.push(rows[d].basic) }
        }
        // Its aliases were all brought up to date since (the flag is not
        // cleared then): no need to look again.
        if !found { symbols[Int(owner)].mayOwnAliases = false }
    }

    /// Whether the restricted row at `slot`, which holds `entering`, should
    /// become its alias rather than take in its `definitionCount` cells.
    @inline(__always) func shouldAlias(_ slot: Int32, entering: Symbol, definitionCount: Int) -> Bool {
        // (An owner's row must not become an alias.)
        definitionCount >= aliasOwnerMinimum && rows[Int(slot)].count <= Tableau.aliasMaximum
            && isRestricted(entering) && !symbols[Int(rows[Int(slot)].basic)].mayOwnAliases
    }

    /// Makes the restricted row at `slot`, which holds `owner`, its alias.
    @inline(__always) mutating func makeAlias(_ slot: Int32, of owner: Symbol) {
        markStale(slot)
        symbols[Int(owner)].mayOwnAliases = true
    }

    /// Sets the mark of the restricted row at `slot`, which a rollback
    /// restored: an alias when it holds a basic symbol, its owner (whose
    /// flag is set again), a plain row otherwise.
    mutating func restoreAliasMark(_ slot: Int32) {
        if let owner = firstBasicCell(ofRowAt: slot) {
            makeAlias(slot, of: owner.symbol)
        } else if Int(slot) < staleRows.count {
            staleRows[Int(slot)] = false
        }
    }

    /// After `leaving` left the basis: its aliases are plain rows now.
    mutating func releaseAliases(of leaving: Symbol) {
        guard symbols[Int(leaving)].mayOwnAliases else { return }
        symbols[Int(leaving)].mayOwnAliases = false
        for alias in symbols[Int(leaving)].column where isRestrictedAlias(alias) {
            guard rows[Int(alias)].contains(leaving) else { continue }
            touchRow(alias)
            staleRows[Int(alias)] = false
            queueIfInfeasible(rows[Int(alias)].basic, constant: rows[Int(alias)].constant)
        }
    }
}
