/// Builds a short row from rows and single cells without an intermediate
/// array per step: a dense coefficient per symbol and the list of symbols
/// touched, sorted once at the end.
///
/// Why: a new constraint's row is the sum of the rows of its basic variables
/// and a few cells; merging sorted arrays allocated one array per term. Each
/// coefficient goes through exactly the steps of `Row.add` (`old + delta`,
/// dropped when near zero; a new cell only when `delta` is not near zero), so
/// the row is the one the merges would have built. Only for short rows: the
/// final sort would cost more than merging a long one.
///
/// Its arrays belong to the tableau, which frees them (``deallocate()``).
struct RowBuilder {
    private var values = RawArray<Double>()
    /// 0: untouched, 1: touched but no cell now, 2: has a cell.
    private var state = RawArray<UInt8>()
    private var touched = RawArray<Symbol>()
    var constant = 0.0

    /// Rows up to this many cells in total are built here.
    static let maximumCells = 32

    mutating func start(constant: Double) {
        self.constant = constant
    }

    /// Same steps as `Row.add(symbol, delta)`.
    @inline(__always) mutating func add(_ symbol: Symbol, _ delta: Double) {
        let i = Int(symbol)
        if i >= values.count {
            while values.count <= i { values.append(0) }
            while state.count <= i { state.append(0) }
        }
        if state[i] == 2 {
            let c = values[i] + delta
            if nearZero(c) {
                state[i] = 1
            } else {
                values[i] = c
            }
            return
        }
        if nearZero(delta) { return }
        if state[i] == 0 { touched.append(symbol) }
        state[i] = 2
        values[i] = delta
    }

    /// Same steps as `Row.add(row, times: factor, ...)`.
    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        for cell in row.unorderedCells { add(cell.symbol, cell.coefficient * factor) }
    }

    /// The row built, cells sorted by symbol; the builder is empty again.
    mutating func finish() -> Row {
        // Insertion sort: at most `maximumCells` symbols.
        for k in 1..<max(touched.count, 1) {
            let s = touched[k]
            var j = k
            while j > 0, touched[j - 1] > s {
                touched[j] = touched[j - 1]
                j -= 1
            }
            touched[j] = s
        }
        var cells = RawArray<Cell>(capacity: touched.count + 2)  // the caller adds the markers
        for s in touched {
            let i = Int(s)
            if state[i] == 2 { cells.append(Cell(symbol: s, coefficient: values[i])) }
            state[i] = 0
        }
        touched.removeAll()
        return Row(constant: constant, cells: cells)
    }

    mutating func deallocate() {
        values.deallocate()
        state.deallocate()
        touched.deallocate()
    }
}
