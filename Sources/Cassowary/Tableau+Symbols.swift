/// Making symbols and giving them back: a solver that adds and removes
/// constraints for ever keeps its size (see `Tableau.freeSymbols`).
extension Tableau {
    /// A symbol of `kind`, in no row and at zero cost: a freed one if any
    /// (it keeps its objective slot, which is zero), else a new one.
    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        if !freeSymbols.isEmpty {
            let s = freeSymbols[freeSymbols.count - 1]
            freeSymbols.removeLast(1)
            journal.didTakeFreeSymbol(s)
            symbols[Int(s)] = SymbolData(kind: kind, objectiveSlot: symbols[Int(s)].objectiveSlot)
            return s
        }
        let s = Symbol(symbols.count)
        symbols.append(SymbolData(kind: kind))
        return s
    }

    /// Frees `symbol` for `newSymbol` when nothing refers to it any more:
    /// not basic, in no row, at zero cost, not queued. Outside transactions
    /// (the removal of a constraint); a symbol left in some row (a residue
    /// of rounding) is kept.
    mutating func freeIfUnused(_ symbol: Symbol) {
        precondition(!journal.isOpen, "symbols are freed outside transactions")
        let i = Int(symbol)
        guard symbols[i].row < 0, !symbols[i].isQueued, symbols[i].references == 0, hasZeroCost(symbol),
            liveRows(of: symbol).isEmpty
        else { return }
        retire(symbol)
    }

    /// Puts `symbol` on the free list as a symbol with no column and a
    /// zero objective slot (if it has one); its kind means nothing until
    /// `newSymbol` gives it one.
    mutating func retire(_ symbol: Symbol) {
        let i = Int(symbol)
        symbols[i].column.deallocate(in: &pool)
        let slot = symbols[i].objectiveSlot
        symbols[i] = SymbolData(kind: .dummy, objectiveSlot: slot)
        if slot >= 0 { objective.clear(Int(slot)) }
        freeSymbols.append(symbol)
    }
}
