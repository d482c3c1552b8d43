/// A symbol of the tableau: an index into `Tableau.symbols`.
typealias Symbol = Int32

/// One coefficient of a row, in 12 bytes: the coefficient's bits are two
/// 32-bit halves, so that no padding follows the symbol (a `Double` field
/// would align the cell to 16 bytes; cells are a sixth of the memory of a
/// large system).
struct Cell {
    var symbol: Symbol
    private var low: UInt32
    private var high: UInt32

    @inline(__always) init(symbol: Symbol, coefficient: Double) {
        self.symbol = symbol
        let bits = coefficient.bitPattern
        low = UInt32(truncatingIfNeeded: bits)
        high = UInt32(truncatingIfNeeded: bits >> 32)
    }

    @inline(__always) var coefficient: Double {
        get { Double(bitPattern: UInt64(high) << 32 | UInt64(low)) }
        set {
            let bits = newValue.bitPattern
            low = UInt32(truncatingIfNeeded: bits)
            high = UInt32(truncatingIfNeeded: bits >> 32)
        }
    }
}

/// A sparse linear row `constant + Σ coefficient · symbol`.
///
/// In the tableau a row means `basic = constant + Σ cells`; before it is
/// placed it means `0 = constant + Σ cells`.
///
/// A row keeps its cells in a sorted array (cheap to build, merge and scan)
/// until a definition much shorter than the row is substituted into it: then
/// the cells move into a ``CellTable``, so that this and later substitutions
/// cost the definition's size instead of the row's. Every operation
/// computes each coefficient with the same floating-point steps in both
/// forms, so the form never changes a result. Iteration order is by symbol
/// for short rows and unspecified for long ones: code whose outcome depends
/// on order uses ``withSortedCells(_:)`` or picks the lowest symbol itself.
///
/// A row's cells are a ``PoolArray`` in the tableau's ``BlockPool``, which
/// every call that may grow or free them is given: a copy of a row shares
/// them, and its one owner (a tableau slot) gives them back with
/// ``deallocate(in:)``.
struct Row {
    var constant: Double
    /// The cells sorted by symbol (array form) or the slots of the table
    /// (table form): one buffer and a count, so that a row is 32 bytes.
    private var storage: PoolArray<Cell>
    /// The table's number of cells, or -1 in array form.
    private var tableCount: Int32 = -1
    /// In a tableau slot: the basic symbol the row defines (-1 in a free
    /// slot and outside the tableau). It fills what was padding.
    var basic: Symbol = -1

    /// The cells once the row is long (a view of the row's buffer).
    var large: CellTable? { tableCount < 0 ? nil : CellTable(slots: storage, count: tableCount) }
    private var isTable: Bool { tableCount >= 0 }

    /// Runs `body` on the table (table form only) and keeps its changes.
    @inline(__always)
    private mutating func withTable<R>(_ body: (inout CellTable) -> R) -> R {
        var t = CellTable(slots: storage, count: tableCount)
        defer {
            storage = t.slots
            tableCount = t.cellCount
        }
        return body(&t)
    }

    /// A row longer than this becomes a table when a definition of at most
    /// 1/`tableRatio` of its length is substituted into it; merging costs
    /// the row's length, hashing about `tableRatio` times less here ...
    static let tableAbove = 32
    static let tableRatio = 8
    /// ... and a table shorter than this becomes an array again (the gap
    /// keeps a row near the limit from converting back and forth).
    static let arrayBelow = 16

    /// A row of `cells`, sorted by symbol, which it takes over.
    init(constant: Double = 0, cells: PoolArray<Cell> = PoolArray()) {
        self.constant = constant
        self.storage = cells
    }

    var count: Int { isTable ? Int(tableCount) : storage.count }
    var isEmpty: Bool { count == 0 }

    /// Gives the cells back to `pool`; the row is empty afterwards.
    mutating func deallocate(in pool: inout BlockPool) {
        storage.deallocate(in: &pool)
        tableCount = -1
    }

    /// Frees the cells if they are too many for the pool's slabs (see
    /// ``UnmanagedArray/deallocateIfLarge()``).
    mutating func deallocateIfLarge() {
        storage.deallocateIfLarge()
        tableCount = -1
    }

    /// The row's fields for the journal, its cells (or table slots)
    /// appended to `log`.
    func save(slot: Int32, into log: inout RawArray<Cell>) -> SavedRow {
        let start = Int32(log.count)
        log.append(contentsOf: storage)
        return SavedRow(
            slot: slot, basic: basic, tableCount: tableCount, start: start, count: Int32(storage.count),
            constant: constant)
    }

    /// The row `saved` describes, with a copy of its cells from `log`.
    init(restoring saved: SavedRow, from log: RawArray<Cell>, in pool: inout BlockPool) {
        constant = saved.constant
        storage = PoolArray(copying: log[Int(saved.start)..<Int(saved.start + saved.count)], in: &pool)
        tableCount = saved.tableCount
        basic = saved.basic
    }

    /// The cells sorted by symbol, as a new Swift array (for code off the
    /// hot paths: dumps, conflict reports, tests).
    var cells: [Cell] { withSortedCells { Array($0) } }

    /// Calls `body` with the cells sorted by symbol: the row's own buffer
    /// for a short row, a sorted copy, freed afterwards, for a table.
    @inline(__always)
    func withSortedCells<R>(_ body: (UnsafeBufferPointer<Cell>) throws -> R) rethrows -> R {
        guard let t = large else { return try body(UnsafeBufferPointer(storage.buffer)) }
        var sorted = t.sortedCells
        defer { sorted.deallocate() }
        return try body(UnsafeBufferPointer(sorted.buffer))
    }

    /// The cells in no particular order (by symbol for short rows).
    var unorderedCells: UnorderedCells {
        UnorderedCells(slots: UnsafeBufferPointer(storage.buffer), isTable: isTable)
    }

    /// The index of `symbol`'s cell in the array, or where it would be inserted (negated - 1).
    @inline(__always) private func find(_ symbol: Symbol) -> Int {
        var lo = 0
        var hi = storage.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            let s = storage[mid].symbol
            if s < symbol { lo = mid + 1 } else if s > symbol { hi = mid } else { return mid }
        }
        return -lo - 1
    }

    func contains(_ symbol: Symbol) -> Bool {
        if let t = large { return t.contains(symbol) }
        return find(symbol) >= 0
    }

    /// `symbol`'s coefficient, or nil when the row has no cell for it.
    func coefficientIfPresent(_ symbol: Symbol) -> Double? {
        if let t = large { return t.contains(symbol) ? t.coefficient(of: symbol) : nil }
        let i = find(symbol)
        return i >= 0 ? storage[i].coefficient : nil
    }

    func coefficient(of symbol: Symbol) -> Double {
        if let t = large { return t.coefficient(of: symbol) }
        let i = find(symbol)
        return i >= 0 ? storage[i].coefficient : 0
    }

    /// Adds `coefficient · symbol`; returns +1 if the cell was created, -1 if
    /// it cancelled away, 0 otherwise.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double, in pool: inout BlockPool) -> Int {
        if isTable {
            let r = withTable { $0.add(symbol, coefficient, in: &pool) }
            if r < 0 { normalize(in: &pool) }
            return r
        }
        let i = find(symbol)
        if i >= 0 {
            let c = storage[i].coefficient + coefficient
            if nearZero(c) {
                storage.remove(at: i)
                return -1
            }
            storage[i].coefficient = c
            return 0
        }
        if nearZero(coefficient) { return 0 }
        storage.insert(Cell(symbol: symbol, coefficient: coefficient), at: -i - 1, in: &pool)
        return 1
    }

    /// Removes `symbol`'s cell and returns its coefficient (0 if absent).
    mutating func remove(_ symbol: Symbol, in pool: inout BlockPool) -> Double {
        if isTable {
            let c = withTable { $0.remove(symbol, in: &pool) }
            normalize(in: &pool)
            return c
        }
        let i = find(symbol)
        guard i >= 0 else { return 0 }
        return storage.remove(at: i).coefficient
    }

    /// Multiplies every coefficient and the constant by -1.
    mutating func negate() {
        constant = -constant
        scale(by: -1)
    }

    private mutating func scale(by factor: Double) {
        if let t = large {
            t.scale(by: factor)
        } else {
            for i in storage.indices { storage[i].coefficient *= factor }
        }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest)/a`.
    mutating func solve(for symbol: Symbol, in pool: inout BlockPool) {
        let a = remove(symbol, in: &pool)
        let factor = -1 / a
        constant *= factor
        scale(by: factor)
    }

    /// Turns `lhs = constant + a·rhs + rest` into `rhs = ...` (lhs joins the cells).
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol, in pool: inout BlockPool) {
        add(lhs, -1, in: &pool)
        solve(for: rhs, in: &pool)
    }

    /// Turns a table that has become short back into an array.
    private mutating func normalize(in pool: inout BlockPool) {
        if let t = large, t.count < Row.arrayBelow {
            var sorted = t.sortedCells
            storage.deallocate(in: &pool)
            storage = PoolArray(copying: sorted[...], in: &pool)
            sorted.deallocate()
            tableCount = -1
        }
    }

    /// Whether adding a multiple of a row of `otherCount` cells should go
    /// through a table (see ``tableAbove``).
    @inline(__always) private func prefersTable(adding otherCount: Int) -> Bool {
        isTable || (storage.count > Row.tableAbove && otherCount * Row.tableRatio <= storage.count)
    }

    /// Makes the row a table with room for `expected` cells.
    private mutating func makeTable(expected: Int, in pool: inout BlockPool) {
        guard !isTable else { return }
        var t = CellTable(expected: expected, in: &pool)
        for cell in storage { t.add(cell.symbol, cell.coefficient, in: &pool) }
        storage.deallocate(in: &pool)
        storage = t.slots
        tableCount = t.cellCount
    }
}

/// A row as the journal keeps it (see ``Row/save(slot:into:)``).
struct SavedRow {
    let slot: Int32
    let basic: Symbol
    let tableCount: Int32
    let start: Int32
    let count: Int32
    let constant: Double
}

extension Row {
    /// `self += factor · other`; appends the symbols that gain a cell to
    /// `created` and those whose cell cancels out to `removed`.
    mutating func add(
        _ other: Row, times factor: Double, created: inout RawArray<Symbol>, removed: inout RawArray<Symbol>,
        in pool: inout BlockPool
    ) {
        constant += other.constant * factor
        if other.isEmpty { return }
        other.withSortedCells { b in
            if prefersTable(adding: b.count) {
                addCells(b, times: factor, created: &created, removed: &removed, in: &pool)
            } else {
                mergeInPlace(skipping: -1, b, times: factor, created: &created, removed: &removed, in: &pool)
            }
        }
    }

    /// Replaces `symbol` by a definition (`symbol = constant + cells`, the
    /// cells sorted by symbol, as ``withSortedCells(_:)`` gives them: a
    /// caller substituting into many rows sorts a long definition once);
    /// appends the symbols that gain a cell to `created` and those whose
    /// cell cancels out to `removed` (the tableau keeps its columns exact
    /// with them). Returns false when the row lacks `symbol`.
    @discardableResult
    mutating func substitute(
        _ symbol: Symbol, by constant: Double, _ cells: UnsafeBufferPointer<Cell>,
        created: inout RawArray<Symbol>, removed: inout RawArray<Symbol>, in pool: inout BlockPool
    ) -> Bool {
        if prefersTable(adding: cells.count) {
            guard contains(symbol) else { return false }
            makeTable(expected: count + cells.count, in: &pool)
            let factor = withTable { $0.remove(symbol, in: &pool) }
            self.constant += constant * factor
            addCells(cells, times: factor, created: &created, removed: &removed, in: &pool)
            return true
        }
        let k = find(symbol)
        guard k >= 0 else { return false }
        let factor = storage[k].coefficient
        self.constant += constant * factor
        // Even a one-cell definition: the merge leaves the cells below it
        // in place, which beat a binary search and an insertion (churn -4%).
        mergeInPlace(skipping: k, cells, times: factor, created: &created, removed: &removed, in: &pool)
        return true
    }

    /// The cell-by-cell `self += factor · cells` through a table; the
    /// constant is the caller's.
    private mutating func addCells(
        _ cells: UnsafeBufferPointer<Cell>, times factor: Double, created: inout RawArray<Symbol>,
        removed: inout RawArray<Symbol>, in pool: inout BlockPool
    ) {
        makeTable(expected: count + cells.count, in: &pool)
        for cell in cells {
            let change = withTable { $0.add(cell.symbol, cell.coefficient * factor, in: &pool) }
            if change > 0 { created.append(cell.symbol) } else if change < 0 { removed.append(cell.symbol) }
        }
        normalize(in: &pool)
    }

    /// Replaces the array by itself (without its cell at `k`, if any) merged
    /// with `factor · b`, in its own buffer: the merge runs from the back
    /// (the write position never passes an unread cell of the array), down
    /// to `b`'s first symbol; the cells below it stay where they are, and
    /// the merged part moves down to meet them. No scratch buffer and, once
    /// the row has room, no allocation. The sum `a[i] + b[j] · factor` of a
    /// shared symbol and a new `b[j] · factor` are kept unless near zero (a
    /// shared symbol dropped so goes to `removed`, a new one kept goes to
    /// `created`, both in descending order). This loop is the inner loop of
    /// every pivot.
    private mutating func mergeInPlace(
        skipping k: Int, _ b: UnsafeBufferPointer<Cell>, times factor: Double,
        created: inout RawArray<Symbol>, removed: inout RawArray<Symbol>, in pool: inout BlockPool
    ) {
        let na = storage.count
        let n = na + b.count
        if n > storage.capacity {
            storage.reserveCapacity(max(n, storage.capacity + storage.capacity / 2), in: &pool)
        }
        created.reserveCapacity(created.count + b.count)
        removed.reserveCapacity(removed.count + b.count)
        let p = storage.base.unsafelyUnwrapped
        var i = na - 1
        var w = n - 1
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            let sb = b[j].symbol
            // The array's cells above `sb` move up as they are.
            while i >= 0 {
                if i == k { i -= 1; continue }
                if p[i].symbol <= sb { break }
                p[w] = p[i]; w -= 1; i -= 1
            }
            let shared = i >= 0 && p[i].symbol == sb  // (the loop never stops at k)
            let c = shared ? p[i].coefficient + b[j].coefficient * factor : b[j].coefficient * factor
            if !nearZero(c) {
                p[w] = Cell(symbol: sb, coefficient: c); w -= 1
                if !shared { created.appendWithinCapacity(sb) }
            } else if shared {
                removed.appendWithinCapacity(sb)
            }
            if shared { i -= 1 }
        }
        // Left: the array's cells 0...i (less `k` if it is among them) in
        // place, and the merged cells above w, to move down after them.
        var end = i + 1
        if k >= 0, k <= i {
            (p + k).update(from: p + k + 1, count: i - k)
            end -= 1
        }
        let merged = n - 1 - w
        if w + 1 != end { (p + end).update(from: p + w + 1, count: merged) }
        storage.setCount(end + merged)
    }
}
