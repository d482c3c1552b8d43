/// The cells of a row, symbol to coefficient (never 0): a list sorted by
/// symbol while the row is short, a hash table once it is long.
///
/// Most rows are short, and a pivot adds a multiple of one short row to
/// another: as sorted lists, a merge in place with no hashing. A long row (an
/// objective level, a shared width held by a row of every view) is a table,
/// so that adding a short row to it costs the short row's length. Either is
/// one reference, as cheap to copy as a table alone.
///
/// Results never depend on the order of the cells: every cell is computed
/// on its own, and every choice among symbols compares them.
struct Cells: Sequence {
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    private enum Storage {
        /// Sorted by symbol.
        case list([Cell])
        case table([Symbol: Double])
    }

    private var storage = Storage.list([])

    /// Past this many cells a list becomes a table.
    static let longest = 24
    /// A table left with this many cells or fewer by an addition becomes a list.
    static let shortest = 8

    init() {}

    init(minimumCapacity count: Int) {
        if count > Cells.longest {
            setTable(Dictionary(minimumCapacity: count))
        } else {
            var list: [Cell] = []
            list.reserveCapacity(count)
            setList(list)
        }
    }

    /// How many cells a list has (or `Cells.inTable`), beside the storage so
    /// that reading it retains nothing. One byte: a row stays 32 bytes.
    private var listCount: UInt8 = 0
    private static let inTable = UInt8.max

    var count: Int {
        @inline(__always) get {
            if listCount != Cells.inTable { return Int(listCount) }
            guard case let .table(table) = storage else { return 0 }
            return table.count
        }
    }

    @inline(__always) private mutating func setList(_ list: [Cell]) {
        listCount = UInt8(list.count)
        storage = .list(list)
    }

    @inline(__always) private mutating func setTable(_ table: [Symbol: Double]) {
        listCount = Cells.inTable
        storage = .table(table)
    }

    var isEmpty: Bool { count == 0 }

    /// The position of `s` in `list`, or where it would go.
    @inline(__always) private static func position(of s: Symbol, in list: [Cell]) -> (index: Int, found: Bool) {
        list.withUnsafeBufferPointer { cells in
            var low = 0, high = cells.count
            while low < high {
                let middle = (low + high) &>> 1
                if cells[middle].symbol.raw < s.raw { low = middle + 1 } else { high = middle }
            }
            return (low, low < cells.count && cells[low].symbol == s)
        }
    }

    /// The coefficient of `s`, nil when absent; setting nil removes it.
    subscript(s: Symbol) -> Double? {
        @inline(__always) get {
            switch storage {
            case let .list(list):
                let (i, found) = Cells.position(of: s, in: list)
                return found ? list[i].coefficient : nil
            case let .table(table): return table[s]
            }
        }
        _modify {
            // Taken out, so that it is changed in place (held once).
            switch storage {
            case var .table(table):
                storage = .list([])
                defer { setTable(table) }
                yield &table[s]
            case var .list(list):
                storage = .list([])
                let (i, found) = Cells.position(of: s, in: list)
                var value = found ? list[i].coefficient : nil
                defer {  // also if the access is abandoned: the cells go back
                    switch (found, value) {
                    case let (true, a?): list[i].coefficient = a
                    case (true, nil): list.remove(at: i)
                    case let (false, a?) where i == list.count: list.append(Cell(symbol: s, coefficient: a))
                    case let (false, a?): list.insert(Cell(symbol: s, coefficient: a), at: i)
                    case (false, nil): break
                    }
                    setList(list)
                    if list.count > Cells.longest { makeTable() }
                }
                yield &value
            }
        }
    }

    @discardableResult
    mutating func removeValue(forKey s: Symbol) -> Double? {
        switch storage {
        case var .table(table):
            storage = .list([])
            defer { setTable(table) }
            return table.removeValue(forKey: s)
        case var .list(list):
            let (i, found) = Cells.position(of: s, in: list)
            guard found else { return nil }
            storage = .list([])
            defer { setList(list) }
            return list.remove(at: i).coefficient
        }
    }

    @discardableResult
    mutating func updateValue(_ a: Double, forKey s: Symbol) -> Double? {
        defer { self[s] = a }
        return self[s]
    }

    mutating func scale(by factor: Double) {
        switch storage {
        case var .list(list):
            storage = .list([])
            for i in list.indices { list[i].coefficient *= factor }
            setList(list)
        case let .table(table):
            setTable(table.mapValues { $0 * factor })
        }
    }

    /// Adds `factor` times the cells of `other`, each as `Row.add` would,
    /// calling `changed(s, old, delta, sum, kept)` for every cell that changes
    /// (`old` 0: a new cell; `kept` false: dropped). Two lists merge in place.
    @inline(__always) mutating func add(
        _ other: Cells, times factor: Double, _ changed: (Symbol, Double, Double, Double, Bool) -> Void
    ) {
        guard case .list = storage else { return addToTable(other, times: factor, changed) }
        // `other`'s list read where it is (a switch borrows it; a guard would copy it).
        switch other.storage {
        case .table: addToTable(other, times: factor, changed)
        case let .list(source): merge(source, times: factor, changed)
        }
    }

    /// `add` of the list `source` to this row's list.
    @inline(__always) private mutating func merge(
        _ source: borrowing [Cell], times factor: Double, _ changed: (Symbol, Double, Double, Double, Bool) -> Void
    ) {
        guard case var .list(list) = storage else { return }
        let n = list.count, m = source.count
        guard m > 0 else { return }
        storage = .list([])
        // The old cells moved to the end of room for both rows, then merged with
        // `source` from the front (a cell is written at or before the one read next).
        if list.capacity < n + m { list.reserveCapacity(n + m) }
        list.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: m))
        let made = list.withUnsafeMutableBufferPointer { cells in
            source.withUnsafeBufferPointer { b in
                let base = cells.baseAddress!
                (base + m).update(from: base, count: n)
                var i = m, k = 0
                let end = n + m
                for j in 0..<m {
                    let s = b[j].symbol
                    while i < end && base[i].symbol.raw < s.raw {
                        base[k] = base[i]
                        i += 1
                        k += 1
                    }
                    let delta = factor * b[j].coefficient
                    let held = i < end && base[i].symbol == s
                    let before = held ? base[i].coefficient : 0
                    if held { i += 1 }
                    guard delta != 0 else {
                        if held {
                            base[k] = Cell(symbol: s, coefficient: before)
                            k += 1
                        }
                        continue
                    }
                    let sum = before + delta
                    let kept = !held || !cancels(sum, before, delta)
                    if kept {
                        base[k] = Cell(symbol: s, coefficient: sum)
                        k += 1
                    }
                    changed(s, before, delta, sum, kept)
                }
                while i < end {
                    base[k] = base[i]
                    i += 1
                    k += 1
                }
                return k
            }
        }
        list.removeLast(n + m - made)
        setList(list)
        if made > Cells.longest { makeTable() }
    }

    private mutating func addToTable(
        _ other: Cells, times factor: Double, _ changed: (Symbol, Double, Double, Double, Bool) -> Void
    ) {
        makeTable()
        guard case var .table(table) = storage else { return }
        storage = .list([])
        for (s, c) in other {
            let delta = factor * c
            guard delta != 0 else { continue }
            let (old, sum, kept) = Cells.add(delta, to: &table[s])
            changed(s, old, delta, sum, kept)
        }
        setTable(table)
        if table.count <= Cells.shortest { makeList() }
    }

    /// Adds `delta` to `cell` (nil: absent), dropping it if the sum cancels.
    @inline(__always) static func add(
        _ delta: Double, to cell: inout Double?
    ) -> (old: Double, sum: Double, kept: Bool) {
        let old = cell ?? 0
        let sum = old + delta
        let kept = old == 0 || !cancels(sum, old, delta)
        cell = kept ? sum : nil
        return (old, sum, kept)
    }

    private mutating func makeTable() {
        guard case let .list(list) = storage else { return }
        var table = [Symbol: Double](minimumCapacity: list.count * 2)
        for cell in list { table[cell.symbol] = cell.coefficient }
        setTable(table)
    }

    private mutating func makeList() {
        guard case let .table(table) = storage else { return }
        setList(table.map { Cell(symbol: $0.key, coefficient: $0.value) }.sorted { $0.symbol < $1.symbol })
    }

    /// Storage to its size when cancellations left it far emptier (neither
    /// shrinks by itself): a list with `compactedPast` or more free cells and
    /// half its room free (a merge leaves room for both rows), a sparse table.
    mutating func compact() {
        switch storage {
        case let .list(list):
            guard list.capacity - list.count >= Cells.compactedPast, list.capacity >= 2 * list.count else { return }
            var fresh: [Cell] = []
            fresh.reserveCapacity(list.count)
            fresh.append(contentsOf: list)
            setList(fresh)
        case let .table(table):
            guard table.capacity > 64, table.count * 8 < table.capacity else { return }
            var fresh = [Symbol: Double](minimumCapacity: table.count)
            for (s, a) in table { fresh[s] = a }
            setTable(fresh)
        }
    }

    /// See `compact()`.
    static let compactedPast = 8

    /// The cells the storage has room for (for the tests of `compact()`).
    var room: Int {
        switch storage {
        case let .list(list): list.capacity
        case let .table(table): table.capacity
        }
    }

    // MARK: Reading

    /// Calls `body` with each cell, reading the storage in place (an iterator copies it).
    @inline(__always) func forEachCell(_ body: (Symbol, Double) -> Void) {
        switch storage {
        case let .list(list): list.withUnsafeBufferPointer { for cell in $0 { body(cell.symbol, cell.coefficient) } }
        case let .table(table): for (s, a) in table { body(s, a) }
        }
    }

    struct Iterator: IteratorProtocol {
        fileprivate var list: [Cell]
        fileprivate var index = 0
        fileprivate var table: Dictionary<Symbol, Double>.Iterator?

        @inline(__always) mutating func next() -> (key: Symbol, value: Double)? {
            if table != nil { return table!.next() }
            guard index < list.count else { return nil }
            defer { index += 1 }
            return (list[index].symbol, list[index].coefficient)
        }
    }

    /// The cells, by symbol in a list, in the table's order in a table.
    @inline(__always) func makeIterator() -> Iterator {
        switch storage {
        case let .list(list): Iterator(list: list)
        case let .table(table): Iterator(list: [], table: table.makeIterator())
        }
    }

    var underestimatedCount: Int { count }

    var keys: Keys { Keys(cells: self) }

    struct Keys: Sequence {
        let cells: Cells
        func makeIterator() -> KeyIterator { KeyIterator(cells: cells.makeIterator()) }
        var underestimatedCount: Int { cells.count }
    }

    struct KeyIterator: IteratorProtocol {
        fileprivate var cells: Iterator
        @inline(__always) mutating func next() -> Symbol? { cells.next()?.key }
    }
}
