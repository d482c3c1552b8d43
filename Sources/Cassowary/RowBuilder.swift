/// Builds a new constraint's row from rows and single cells without an
/// intermediate array per step: the cells so far, sorted by symbol, in a
/// scratch buffer; each row is merged in (into the other scratch buffer,
/// then the two swap roles), each single cell inserted.
///
/// Why: a new constraint's row is the sum of the rows of its basic variables
/// and a few cells; merging into a new array per term allocated one array
/// per term, and a list searched symbol by symbol (this type's first form)
/// cost a scan of the list per cell. Each coefficient goes through exactly
/// the steps of `Row.add` (`old + delta`, dropped when near zero; a new
/// cell only when `delta` is not near zero), so the row is the one the
/// merges would have built. The buffers grow to the longest row built
/// (at least ``minimumCapacity`` cells), before it starts.
///
/// Its arrays belong to the tableau, which frees them (``deallocate()``).
struct RowBuilder {
    /// The cells so far, sorted by symbol.
    private var cells = RawArray<Cell>()
    /// Where the next merge writes.
    private var spare = RawArray<Cell>()
    var constant = 0.0

    /// The buffers' first capacity: room for most rows of a layout.
    static let minimumCapacity = 64

    /// Starts a row of at most `capacity` cells in all.
    mutating func start(constant: Double, capacity: Int) {
        self.constant = constant
        cells.removeAll()
        if cells.capacity < capacity {
            let n = max(capacity, RowBuilder.minimumCapacity)
            cells.reserveCapacity(n)
            spare.reserveCapacity(n)
        }
    }

    /// Same steps as `Row.add(symbol, delta)`. The search runs from the
    /// end: the cells added singly are mostly the constraint's own new
    /// symbols, the highest.
    mutating func add(_ symbol: Symbol, _ delta: Double) {
        let p = cells.base.unsafelyUnwrapped
        let n = cells.count
        var k = n
        while k > 0, p[k - 1].symbol > symbol { k -= 1 }
        if k > 0, p[k - 1].symbol == symbol {
            let c = p[k - 1].coefficient + delta
            if nearZero(c) {
                (p + k - 1).update(from: p + k, count: n - k)
                cells.setCount(n - 1)
            } else {
                p[k - 1].coefficient = c
            }
            return
        }
        if nearZero(delta) { return }
        assert(n < cells.capacity, "RowBuilder: more cells than the capacity given to start")
        (p + k + 1).update(from: p + k, count: n - k)
        p[k] = Cell(symbol: symbol, coefficient: delta)
        cells.setCount(n + 1)
    }

    /// Same steps as `Row.add(row, times: factor, ...)`.
    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        row.withSortedCells { b in merge(b, times: factor) }
    }

    /// `cells += factor · b` into `spare`, which then takes the place of `cells`.
    private mutating func merge(_ b: UnsafeBufferPointer<Cell>, times factor: Double) {
        let a = cells.base.unsafelyUnwrapped
        let out = spare.base.unsafelyUnwrapped
        let na = cells.count
        assert(na + b.count <= spare.capacity, "RowBuilder: more cells than the capacity given to start")
        var i = 0
        var w = 0
        for j in b.indices {
            let sb = b[j].symbol
            while i < na, a[i].symbol < sb {
                out[w] = a[i]
                w += 1
                i += 1
            }
            let delta = b[j].coefficient * factor
            if i < na, a[i].symbol == sb {
                let c = a[i].coefficient + delta
                if !nearZero(c) {
                    out[w] = Cell(symbol: sb, coefficient: c)
                    w += 1
                }
                i += 1
            } else if !nearZero(delta) {
                out[w] = Cell(symbol: sb, coefficient: delta)
                w += 1
            }
        }
        (out + w).update(from: a + i, count: na - i)
        spare.setCount(w + na - i)
        swap(&cells, &spare)
    }

    /// The row built, cells sorted by symbol; the builder is empty again.
    mutating func finish(in pool: inout BlockPool) -> Row {
        // No cell to spare: two more cost cards-1000 0.3 MiB and saved
        // enaml-build 0.2% of its instructions.
        var row = PoolArray<Cell>(capacity: cells.count, in: &pool)
        for cell in cells { row.appendWithinCapacity(cell) }
        cells.removeAll()
        return Row(constant: constant, cells: row)
    }

    mutating func deallocate() {
        cells.deallocate()
        spare.deallocate()
    }
}
