/// The tableau's constraint records by `Constraint.key`: a dense array of
/// records and an `IntMap` from key to position.
///
/// Why not `Dictionary<Int, ConstraintRecord>`: every add, remove and
/// setConstant (so every suggestValue) looks a record up, and `Dictionary`
/// SipHashes the key each time. `IntMap` holding the records themselves was
/// slower still (generic copies of the optional record); an index is a
/// plain `Int32`. Order is never observable: `values` callers sort.
struct RecordStore {
    private var positions = IntMap<Int32>(ignoringLowBits: 4)
    private var keys: ContiguousArray<Int> = []
    private var items: ContiguousArray<ConstraintRecord> = []

    var count: Int { items.count }

    /// The records in storage order (callers sort them).
    var values: ContiguousArray<ConstraintRecord> { items }

    subscript(key: Int) -> ConstraintRecord? {
        get {
            guard let i = positions[key] else { return nil }
            return items[Int(i)]
        }
        set {
            guard let record = newValue else {
                removeValue(forKey: key)
                return
            }
            if let i = positions[key] {
                items[Int(i)] = record
            } else {
                positions[key] = Int32(items.count)
                keys.append(key)
                items.append(record)
            }
        }
    }

    /// Removes a record, moving the last one into its place.
    @discardableResult
    mutating func removeValue(forKey key: Int) -> ConstraintRecord? {
        guard let p = positions.removeValue(forKey: key) else { return nil }
        let i = Int(p)
        let last = items.count - 1
        let record = items[i]
        if i != last {
            items.swapAt(i, last)
            keys.swapAt(i, last)
            positions[keys[i]] = p
        }
        items.removeLast()
        keys.removeLast()
        return record
    }

    /// Where the record of `key` is stored, or nil; valid until the next
    /// removal.
    func index(forKey key: Int) -> Int? {
        positions[key].map(Int.init)
    }

    /// The record stored at `index`.
    subscript(at index: Int) -> ConstraintRecord { items[index] }

    /// Sets the constant of the record stored at `index`.
    mutating func setConstant(_ constant: Double, at index: Int) {
        items[index].constant = constant
    }
}
