/// Builds a short row from rows and single cells without an intermediate
/// array per step: the symbols touched with their coefficients in a short
/// list, sorted once at the end.
///
/// Why: a new constraint's row is the sum of the rows of its basic variables
/// and a few cells; merging sorted arrays allocated one array per term. Each
/// coefficient goes through exactly the steps of `Row.add` (`old + delta`,
/// dropped when near zero; a new cell only when `delta` is not near zero), so
/// the row is the one the merges would have built. Only for short rows (at
/// most ``maximumCells`` cells in all): a symbol is found by a linear search
/// of the list, which costs less than a dense array per symbol of the
/// tableau (9 bytes per symbol: megabytes for a large system) and less
/// than the final sort of a long row.
///
/// Its arrays belong to the tableau, which frees them (``deallocate()``).
struct RowBuilder {
    /// The symbols touched, in order of first touch, with their coefficients
    /// and whether each has a cell now (a touched symbol may have cancelled).
    private var touched = RawArray<Symbol>()
    private var values = RawArray<Double>()
    private var hasCell = RawArray<Bool>()
    var constant = 0.0

    /// Rows up to this many cells in total are built here.
    static let maximumCells = 32

    mutating func start(constant: Double) {
        self.constant = constant
    }

    /// Same steps as `Row.add(symbol, delta)`.
    @inline(__always) mutating func add(_ symbol: Symbol, _ delta: Double) {
        var k = 0
        let n = touched.count
        while k < n, touched[k] != symbol { k += 1 }
        if k < n, hasCell[k] {
            let c = values[k] + delta
            if nearZero(c) {
                hasCell[k] = false
            } else {
                values[k] = c
            }
            return
        }
        if nearZero(delta) { return }
        if k == n {
            touched.append(symbol)
            values.append(delta)
            hasCell.append(true)
        } else {
            values[k] = delta
            hasCell[k] = true
        }
    }

    /// Same steps as `Row.add(row, times: factor, ...)`.
    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        for cell in row.unorderedCells { add(cell.symbol, cell.coefficient * factor) }
    }

    /// The row built, cells sorted by symbol; the builder is empty again.
    mutating func finish(in pool: inout BlockPool) -> Row {
        // No cell to spare: two more cost cards-1000 0.3 MiB and saved
        // enaml-build 0.2% of its instructions.
        var cells = PoolArray<Cell>(capacity: touched.count, in: &pool)
        for k in touched.indices where hasCell[k] {
            cells.appendWithinCapacity(Cell(symbol: touched[k], coefficient: values[k]))
        }
        // Insertion sort: at most `maximumCells` cells.
        for k in 1..<max(cells.count, 1) {
            let cell = cells[k]
            var j = k
            while j > 0, cells[j - 1].symbol > cell.symbol {
                cells[j] = cells[j - 1]
                j -= 1
            }
            cells[j] = cell
        }
        touched.removeAll()
        values.removeAll()
        hasCell.removeAll()
        return Row(constant: constant, cells: cells)
    }

    mutating func deallocate() {
        touched.deallocate()
        values.deallocate()
        hasCell.deallocate()
    }
}
