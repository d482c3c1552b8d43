/// A symbol of the tableau: an index into `Tableau.symbols`.
typealias Symbol = Int32

/// One coefficient of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A sparse linear row `constant + Σ coefficient · symbol`, cells sorted by symbol.
///
/// In the tableau a row means `basic = constant + Σ cells`; before it is
/// placed it means `0 = constant + Σ cells`.
struct Row {
    var constant: Double
    var cells: ContiguousArray<Cell>

    init(constant: Double = 0, cells: ContiguousArray<Cell> = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The index of `symbol`'s cell, or where it would be inserted (negated - 1).
    @inline(__always) func find(_ symbol: Symbol) -> Int {
        var lo = 0
        var hi = cells.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let s = cells[mid].symbol
            if s < symbol { lo = mid + 1 } else if s > symbol { hi = mid } else { return mid }
        }
        return -lo - 1
    }

    func coefficient(of symbol: Symbol) -> Double {
        let i = find(symbol)
        return i >= 0 ? cells[i].coefficient : 0
    }

    /// Adds `coefficient · symbol`; returns +1 if the cell was created, -1 if
    /// it cancelled away, 0 otherwise.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Int {
        let i = find(symbol)
        if i >= 0 {
            let c = cells[i].coefficient + coefficient
            if nearZero(c) {
                cells.remove(at: i)
                return -1
            }
            cells[i].coefficient = c
            return 0
        }
        if nearZero(coefficient) { return 0 }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -i - 1)
        return 1
    }

    /// Removes `symbol`'s cell and returns its coefficient (0 if absent).
    mutating func remove(_ symbol: Symbol) -> Double {
        let i = find(symbol)
        guard i >= 0 else { return 0 }
        return cells.remove(at: i).coefficient
    }

    /// `self += factor · other`; appends the symbols that gain a cell to `created`.
    mutating func add(_ other: Row, times factor: Double, created: inout ContiguousArray<Symbol>) {
        constant += other.constant * factor
        let a = cells
        let b = other.cells
        if b.isEmpty { return }
        var out = ContiguousArray<Cell>()
        out.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            let sa = a[i].symbol
            let sb = b[j].symbol
            if sa < sb {
                out.append(a[i]); i += 1
            } else if sb < sa {
                let c = b[j].coefficient * factor
                if !nearZero(c) {
                    out.append(Cell(symbol: sb, coefficient: c)); created.append(sb)
                }
                j += 1
            } else {
                let c = a[i].coefficient + b[j].coefficient * factor
                if !nearZero(c) { out.append(Cell(symbol: sa, coefficient: c)) }
                i += 1; j += 1
            }
        }
        while i < a.count { out.append(a[i]); i += 1 }
        while j < b.count {
            let c = b[j].coefficient * factor
            if !nearZero(c) {
                out.append(Cell(symbol: b[j].symbol, coefficient: c)); created.append(b[j].symbol)
            }
            j += 1
        }
        cells = out
    }

    /// Multiplies every coefficient and the constant by -1.
    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest)/a`.
    mutating func solve(for symbol: Symbol) {
        let a = remove(symbol)
        let factor = -1 / a
        constant *= factor
        for i in cells.indices { cells[i].coefficient *= factor }
    }

    /// Turns `lhs = constant + a·rhs + rest` into `rhs = ...` (lhs joins the cells).
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }
}

extension Row {
    /// Replaces `symbol` by `definition` (`symbol = definition`) in one pass;
    /// appends the symbols that gain a cell to `created`. Returns false when
    /// the row does not contain `symbol`.
    @discardableResult
    mutating func substitute(
        _ symbol: Symbol, by definition: Row, created: inout ContiguousArray<Symbol>
    ) -> Bool {
        let k = find(symbol)
        guard k >= 0 else { return false }
        let factor = cells[k].coefficient
        constant += definition.constant * factor
        let a = cells
        let b = definition.cells
        var out = ContiguousArray<Cell>()
        out.reserveCapacity(a.count + b.count - 1)
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i == k { i += 1; continue }
            let sa = i < a.count ? a[i].symbol : Symbol.max
            let sb = j < b.count ? b[j].symbol : Symbol.max
            if sa < sb {
                out.append(a[i]); i += 1
            } else if sb < sa {
                let c = b[j].coefficient * factor
                if !nearZero(c) {
                    out.append(Cell(symbol: sb, coefficient: c))
                    created.append(sb)
                }
                j += 1
            } else {
                let c = a[i].coefficient + b[j].coefficient * factor
                if !nearZero(c) { out.append(Cell(symbol: sa, coefficient: c)) }
                i += 1; j += 1
            }
        }
        cells = out
        return true
    }
}
