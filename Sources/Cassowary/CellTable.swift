/// The cells of a long row: an open-addressing hash table from symbol to
/// coefficient (linear probing, backward-shift deletion, no tombstones).
///
/// Why: substituting a short definition into a row must cost the size of the
/// definition, not of the row; a sorted array pays a merge or a memmove of the
/// whole row per substitution, which makes long chains cubic. The hash is a
/// fixed multiplicative one (no random seed), so the table's layout, and
/// anything that could depend on it, is the same on every run. Callers that
/// need an order (lowest symbol first) sort explicitly.
///
/// Its slots are a ``PoolArray``, given back by ``deallocate(in:)`` (the
/// row that holds the table owns it).
struct CellTable {
    /// Slots; an empty slot has symbol -1. The capacity is a power of two.
    private(set) var slots: PoolArray<Cell>
    /// The number of cells. (A row keeps the slots and this count, and
    /// makes the table from them when it needs one: a row is 32 bytes.)
    private(set) var cellCount: Int32 = 0
    var count: Int { Int(cellCount) }
    /// 64 - log2(capacity): the hash keeps the top bits.
    @inline(__always) private var shift: Int { 64 - slots.count.trailingZeroBitCount }

    static let minimumCapacity = 64

    /// An empty table that holds `expected` cells without growing.
    init(expected: Int, in pool: inout BlockPool) {
        var capacity = CellTable.minimumCapacity
        while capacity * 3 < expected * 4 + 4 { capacity <<= 1 }
        slots = CellTable.emptySlots(capacity, in: &pool)
    }

    /// The table whose slots and count a row kept.
    @inline(__always) init(slots: PoolArray<Cell>, count: Int32) {
        self.slots = slots
        self.cellCount = count
    }

    private static func emptySlots(_ capacity: Int, in pool: inout BlockPool) -> PoolArray<Cell> {
        var slots = PoolArray<Cell>(capacity: capacity, in: &pool)
        slots.extend(to: capacity, with: Cell(symbol: -1, coefficient: 0), in: &pool)
        return slots
    }

    mutating func deallocate(in pool: inout BlockPool) { slots.deallocate(in: &pool) }

    @inline(__always) private var mask: Int { slots.count - 1 }

    @inline(__always) private func home(_ symbol: Symbol) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt32(bitPattern: symbol)) &* 0x9E37_79B9_7F4A_7C15) &>> UInt64(shift))
    }

    /// The slot holding `symbol`, or the empty slot where it would go.
    @inline(__always) private func probe(_ symbol: Symbol) -> Int {
        var i = home(symbol)
        let m = mask
        while true {
            let s = slots[i].symbol
            if s == symbol || s < 0 { return i }
            i = (i + 1) & m
        }
    }

    func coefficient(of symbol: Symbol) -> Double {
        let i = probe(symbol)
        return slots[i].symbol < 0 ? 0 : slots[i].coefficient
    }

    func contains(_ symbol: Symbol) -> Bool { slots[probe(symbol)].symbol >= 0 }

    /// Adds `delta` to `symbol`'s coefficient, dropping the cell when the sum
    /// is near zero and creating it only when `delta` is not. Returns +1 if
    /// the cell was created, -1 if it cancelled away, 0 otherwise.
    @inline(__always) @discardableResult
    mutating func add(_ symbol: Symbol, _ delta: Double, in pool: inout BlockPool) -> Int {
        let i = probe(symbol)
        if slots[i].symbol >= 0 {
            let c = slots[i].coefficient + delta
            if nearZero(c) {
                remove(at: i, in: &pool)
                return -1
            }
            slots[i].coefficient = c
            return 0
        }
        if nearZero(delta) { return 0 }
        slots[i] = Cell(symbol: symbol, coefficient: delta)
        cellCount += 1
        if count * 4 > slots.count * 3 { rehash(capacity: slots.count * 2, in: &pool) }
        return 1
    }

    /// Removes `symbol`'s cell and returns its coefficient (0 if absent).
    mutating func remove(_ symbol: Symbol, in pool: inout BlockPool) -> Double {
        let i = probe(symbol)
        guard slots[i].symbol >= 0 else { return 0 }
        let c = slots[i].coefficient
        remove(at: i, in: &pool)
        return c
    }

    /// Empties slot `i`, shifting back the cells that probed past it.
    private mutating func remove(at slot: Int, in pool: inout BlockPool) {
        let m = mask
        var i = slot
        var j = slot
        while true {
            j = (j + 1) & m
            let s = slots[j].symbol
            if s < 0 { break }
            let k = home(s)
            // The cell at j stays if its home lies cyclically in (i, j].
            let stays = i <= j ? (i < k && k <= j) : (i < k || k <= j)
            if stays { continue }
            slots[i] = slots[j]
            i = j
        }
        slots[i].symbol = -1
        cellCount -= 1
        if count * 8 < slots.count, slots.count > CellTable.minimumCapacity {
            rehash(capacity: slots.count / 2, in: &pool)
        }
    }

    /// Multiplies every coefficient by `factor` (no cell is dropped).
    func scale(by factor: Double) {
        for i in slots.indices where slots[i].symbol >= 0 { slots[i].coefficient *= factor }
    }

    private mutating func rehash(capacity: Int, in pool: inout BlockPool) {
        var old = slots
        slots = CellTable.emptySlots(capacity, in: &pool)
        for cell in old where cell.symbol >= 0 { slots[probe(cell.symbol)] = cell }
        old.deallocate(in: &pool)
    }

    /// The cells sorted by symbol, in a new array the caller owns.
    var sortedCells: RawArray<Cell> {
        var out = RawArray<Cell>(capacity: count)
        for cell in slots where cell.symbol >= 0 { out.append(cell) }
        var sorted = out.buffer
        sorted.sort { $0.symbol < $1.symbol }
        return out
    }
}
