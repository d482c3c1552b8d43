/// A hash map from `Int` keys (variable ids, constraint identities) to values:
/// open addressing, linear probing, backward-shift deletion.
///
/// Why not `Dictionary`: every added constraint looks up each of its
/// variables and registers itself, and `Dictionary` hashes each key with
/// SipHash, which cost about a tenth of building a layout.
///
/// The hash is the key itself (less its always-zero low bits): ids count
/// up and objects made one after another sit side by side, so keys made
/// together land in neighbouring slots, without collisions, and a pass
/// over them reads the table in order instead of missing the cache on
/// every key (cards-10000 built 8% faster than with a multiplicative
/// hash, the values of cards-resize read 17% faster). The price: keys
/// that differ by a multiple of the capacity share a home slot, and a run
/// of consecutive keys is one long cluster, so such a key probes to the
/// end of the run; the solver's keys are mostly made in order, and the
/// table is at most three quarters full. Nothing iterates this map
/// in an order that reaches a result (`values` is sorted by its callers).
///
/// Values are plain (`BitwiseCopyable`) and stored as they are, not as
/// optionals: an empty slot is marked by its key alone, so a map to
/// `Int32` takes 12 bytes a slot instead of 16 (`Int32?` is padded to 8).
///
/// Its two arrays are ``RawArray``s, made on the first insertion (a
/// solver makes three maps, one of which is rarely used, and Swift arrays
/// of a generic element looked their type up at run time: a tenth of the
/// cost of adding the first constraint). Like the tableau's other arrays,
/// a copy is a view; the owner frees the map with ``deallocate()``.
struct IntMap<Value: BitwiseCopyable> {
    private var keys = RawArray<Int>()
    private var slots = RawArray<Value>()
    private(set) var count = 0
    /// Key bits below these carry no information (16-byte aligned addresses).
    private let lowBits: UInt64

    /// Marks an empty slot: no variable id (they count up from 1) or
    /// object address is ever this.
    private static var empty: Int { Int.min }

    /// The capacity of the first table.
    private static var initialCapacity: Int { 16 }

    /// An empty map; `lowBits` low bits of every key are ignored by the hash.
    init(ignoringLowBits lowBits: Int = 0) {
        self.lowBits = UInt64(lowBits)
    }

    /// Frees the table; the map is empty afterwards.
    mutating func deallocate() {
        keys.deallocate()
        slots.deallocate()
        count = 0
    }

    @inline(__always) private func home(_ key: Int) -> Int {
        Int(truncatingIfNeeded: UInt64(bitPattern: Int64(key)) >> lowBits) & (keys.count - 1)
    }

    /// The slot holding `key`, or the empty slot where it would go (the
    /// table exists).
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
        // Inline: a call took the map's six words through memory (reads
        // of values after a resize, cards-resize, cost a fifth more).
        @inline(__always) get {
            guard count > 0 else { return nil }
            let i = probe(key)
            return keys[i] == key ? slots[i] : nil
        }
        set {
            guard let value = newValue else {
                removeValue(forKey: key)
                return
            }
            if keys.isEmpty { allocate(capacity: IntMap.initialCapacity) }
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
        guard count > 0 else { return nil }
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
        count -= 1
        return old
    }

    /// The values in storage order (callers sort them).
    var values: [Value] { keys.indices.filter { keys[$0] != IntMap.empty }.map { slots[$0] } }

    /// Empty tables of `capacity` slots (a power of two); an empty slot's
    /// value is never read, so it is left as memory has it.
    private mutating func allocate(capacity: Int) {
        keys = RawArray(capacity: capacity)
        keys.extend(to: capacity, with: IntMap.empty)
        slots = RawArray(capacity: capacity)
        slots.setCount(capacity)
    }

    private mutating func rehash(capacity: Int) {
        var oldKeys = keys
        var oldSlots = slots
        allocate(capacity: capacity)
        for k in oldKeys.indices where oldKeys[k] != IntMap.empty {
            let i = probe(oldKeys[k])
            keys[i] = oldKeys[k]
            slots[i] = oldSlots[k]
        }
        oldKeys.deallocate()
        oldSlots.deallocate()
    }
}
