/// A key that is one integer: a variable's id, a constraint's identity.
protocol IntegerIdentity: Hashable {
    var integerIdentity: Int { get }
}

extension Int: IntegerIdentity {
    var integerIdentity: Int { self }
}

extension ObjectIdentifier: IntegerIdentity {
    var integerIdentity: Int { Int(bitPattern: self) }
}

/// A dictionary whose keys hash by one multiplication instead of the
/// standard SipHash: the tableau's variables and constraint records, which
/// every value read and every constant change looks up (hashing took as
/// long as the rest of the lookup). Ids and addresses are spread evenly by
/// the multiplication; the seed still varies it per table (see `Symbol`).
struct IdentityTable<Key: IntegerIdentity, Value> {
    private struct Slot: Hashable {
        let key: Key

        func hash(into hasher: inout Hasher) { hasher.combine(key) }

        func _rawHashValue(seed: Int) -> Int {
            let k = UInt64(bitPattern: Int64(key.integerIdentity)) ^ UInt64(bitPattern: Int64(seed))
            let h = k &* 0x9E37_79B9_7F4A_7C15
            return Int(bitPattern: UInt(truncatingIfNeeded: h ^ (h >> 32)))
        }
    }

    private var entries: [Slot: Value] = [:]

    subscript(key: Key) -> Value? {
        get { entries[Slot(key: key)] }
        _modify { yield &entries[Slot(key: key)] }
    }

    /// Every value, in no particular order.
    var values: some Collection<Value> { entries.values }
}
