/// A hash map from `Int` keys (variable ids, constraint identities) to values:
/// open addressing, linear probing, backward-shift deletion.
///
/// Why not `Dictionary`: every added constraint looks up each of its
/// variables and registers itself, and `Dictionary` hashes each key with
/// SipHash, which cost about a tenth of building a layout. A multiplicative
/// hash is enough for ids and addresses. Nothing iterates this map in an
/// order that reaches a result (`values` is sorted by its callers).
struct IntMap<Value> {
    private var keys: ContiguousArray<Int>
    private var slots: ContiguousArray<Value?>
    private(set) var count = 0
    /// 64 - log2(capacity).
    private var shift: UInt64

    /// Marks an empty slot: no variable id (they count up from 1) or
    /// object address is ever this.
    private static var empty: Int { Int.min }

    init() {
        keys = ContiguousArray(repeating: IntMap.empty, count: 16)
        slots = ContiguousArray(repeating: nil, count: 16)
        shift = 60
    }

    @inline(__always) private func home(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always) private func probe(_ key: Int) -> Int {
        let mask = keys.count - 1
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key || k == IntMap.empty { return i }
            i = (i + 1) & mask
        }
    }

    subscript(key: Int) -> Value? {
        get {
            let i = probe(key)
            return keys[i] == key ? slots[i] : nil
        }
        set {
            guard let value = newValue else {
                removeValue(forKey: key)
                return
            }
            let i = probe(key)
            if keys[i] == key {
                slots[i] = value
                return
            }
            keys[i] = key
            slots[i] = value
            count += 1
            if count * 4 > keys.count * 3 { rehash(capacity: keys.count * 2) }
        }
    }

    @discardableResult
    mutating func removeValue(forKey key: Int) -> Value? {
        var i = probe(key)
        guard keys[i] == key else { return nil }
        let old = slots[i]
        let mask = keys.count - 1
        var j = i
        while true {
            j = (j + 1) & mask
            let k = keys[j]
            if k == IntMap.empty { break }
            let h = home(k)
            // The entry at j stays if its home lies cyclically in (i, j].
            if i <= j ? (i < h && h <= j) : (i < h || h <= j) { continue }
            keys[i] = k
            slots[i] = slots[j]
            i = j
        }
        keys[i] = IntMap.empty
        slots[i] = nil
        count -= 1
        return old
    }

    /// The values in storage order (callers sort them).
    var values: [Value] { slots.compactMap { $0 } }

    private mutating func rehash(capacity: Int) {
        let oldKeys = keys
        let oldSlots = slots
        keys = ContiguousArray(repeating: IntMap.empty, count: capacity)
        slots = ContiguousArray(repeating: nil, count: capacity)
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        for (k, v) in zip(oldKeys, oldSlots) where k != IntMap.empty {
            let i = probe(k)
            keys[i] = k
            slots[i] = v
        }
    }
}
