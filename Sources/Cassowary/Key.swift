/// The key of a variable (its id) or of a constraint (its identity) in the
/// solver's tables, hashed as cheaply as `Symbol`.
struct Key: Hashable, Comparable {
    let raw: Int

    init(_ variable: Variable) { raw = variable.id }
    init(id: Int) { raw = id }
    init(_ constraint: Constraint) { raw = Int(bitPattern: ObjectIdentifier(constraint)) }

    static func < (a: Key, b: Key) -> Bool { a.raw < b.raw }

    func hash(into hasher: inout Hasher) { hasher.combine(raw) }

    /// A multiplicative hash (see `Symbol`); its high half folded down, so
    /// that addresses, whose low bits are zero, spread too.
    func _rawHashValue(seed: Int) -> Int {
        let h = (UInt64(bitPattern: Int64(raw)) ^ UInt64(bitPattern: Int64(seed))) &* 0x9E37_79B9_7F4A_7C15
        return Int(bitPattern: UInt(truncatingIfNeeded: h ^ (h >> 32)))
    }
}
