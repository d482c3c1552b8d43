/// An arbitrary-precision signed integer, written for the exact reference.
///
/// Values that fit in an `Int64` (other than `Int64.min`) are kept in
/// `small`; larger ones as a sign and a magnitude of 32-bit limbs, least
/// significant first, with no leading zero limb. The representation is
/// canonical (a value has exactly one), so the synthesised `==` and hash
/// are value equality. The big path is schoolbook arithmetic kept short
/// enough to read at a glance; the small path only exists for speed and
/// falls back to the big path on any overflow.
public struct BigInt: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The value, when `limbs` is empty. Never `Int64.min`, so negation is safe.
    private var small: Int64
    /// The sign of a big value (false when small).
    private var negative: Bool
    /// The magnitude of a big value, base 2^32, little-endian; empty when small.
    private var limbs: [UInt32]

    public init(_ value: Int64) {
        if value == .min {
            small = 0
            negative = true
            limbs = [0, 0x8000_0000]
        } else {
            small = value
            negative = false
            limbs = []
        }
    }

    public init(_ value: Int) { self.init(Int64(value)) }

    /// The value `(negative ? -1 : 1) * magnitude`, made canonical.
    init(negative: Bool, magnitude: [UInt32]) {
        var m = magnitude
        while let last = m.last, last == 0 { m.removeLast() }
        if m.count <= 2 {
            let value = m.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (32 * UInt64($1.offset)) }
            if value <= UInt64(Int64.max) {
                small = negative ? -Int64(value) : Int64(value)
                self.negative = false
                limbs = []
                return
            }
        }
        small = 0
        self.negative = negative
        limbs = m
    }

    public static let zero = BigInt(0)
    public static let one = BigInt(1)

    /// The sign and magnitude of any value (the big form, even when small).
    var signAndMagnitude: (negative: Bool, magnitude: [UInt32]) {
        guard limbs.isEmpty else { return (negative, limbs) }
        let m = small.magnitude
        return (small < 0, [UInt32(truncatingIfNeeded: m), UInt32(truncatingIfNeeded: m >> 32)])
    }

    /// The value as an `Int64`, when it is kept small.
    public var int64: Int64? { limbs.isEmpty ? small : nil }

    public var isZero: Bool { limbs.isEmpty && small == 0 }
    /// -1, 0 or 1.
    public var signum: Int {
        if limbs.isEmpty { return small == 0 ? 0 : (small < 0 ? -1 : 1) }
        return negative ? -1 : 1
    }

    /// The number of significant bits of the magnitude (0 for zero).
    public var bitWidth: Int { Magnitude.bitWidth(signAndMagnitude.magnitude) }

    public var magnitudeValue: BigInt { signum < 0 ? -self : self }

    /// 2^exponent.
    public static func powerOfTwo(_ exponent: Int) -> BigInt {
        precondition(exponent >= 0)
        var m = [UInt32](repeating: 0, count: exponent / 32 + 1)
        m[exponent / 32] = 1 << UInt32(exponent % 32)
        return BigInt(negative: false, magnitude: m)
    }

    /// An approximation as a Double (for messages and tolerance checks only).
    public var doubleValue: Double {
        if limbs.isEmpty { return Double(small) }
        var d = 0.0
        for limb in limbs.reversed() { d = d * 4_294_967_296.0 + Double(limb) }
        return negative ? -d : d
    }

    public var description: String {
        if limbs.isEmpty { return String(small) }
        // Repeated division by 10^9; the number of steps grows with the size, not recursion depth.
        var digits: [String] = []
        var rest = magnitudeValue
        let billion = BigInt(1_000_000_000)
        while !rest.isZero {
            let (q, r) = rest.quotientAndRemainder(dividingBy: billion)
            let chunk = String(r.int64!)
            digits.append(q.isZero ? chunk : String(repeating: "0", count: 9 - chunk.count) + chunk)
            rest = q
        }
        return (negative ? "-" : "") + digits.reversed().joined()
    }

    // MARK: Arithmetic

    public static prefix func - (a: BigInt) -> BigInt {
        if a.limbs.isEmpty { return BigInt(-a.small) }
        return BigInt(negative: !a.negative, magnitude: a.limbs)
    }

    public static func + (a: BigInt, b: BigInt) -> BigInt {
        if let x = a.int64, let y = b.int64 {
            let (s, overflow) = x.addingReportingOverflow(y)
            if !overflow { return BigInt(s) }
        }
        let (an, am) = a.signAndMagnitude
        let (bn, bm) = b.signAndMagnitude
        if an == bn { return BigInt(negative: an, magnitude: Magnitude.add(am, bm)) }
        // Opposite signs: the larger magnitude gives the sign.
        if Magnitude.compare(am, bm) >= 0 { return BigInt(negative: an, magnitude: Magnitude.subtract(am, bm)) }
        return BigInt(negative: bn, magnitude: Magnitude.subtract(bm, am))
    }

    public static func - (a: BigInt, b: BigInt) -> BigInt { a + (-b) }

    public static func * (a: BigInt, b: BigInt) -> BigInt {
        if let x = a.int64, let y = b.int64 {
            let (p, overflow) = x.multipliedReportingOverflow(by: y)
            if !overflow { return BigInt(p) }
        }
        let (an, am) = a.signAndMagnitude
        let (bn, bm) = b.signAndMagnitude
        return BigInt(negative: an != bn, magnitude: Magnitude.multiply(am, bm))
    }

    /// Truncating division, as for Swift's integers: `a == q * b + r`, `|r| < |b|`,
    /// r has the sign of a (or is zero).
    public func quotientAndRemainder(dividingBy b: BigInt) -> (quotient: BigInt, remainder: BigInt) {
        precondition(!b.isZero, "division by zero")
        if let x = int64, let y = b.int64 { return (BigInt(x / y), BigInt(x % y)) }
        let (an, am) = signAndMagnitude
        let (bn, bm) = b.signAndMagnitude
        let (q, r) = Magnitude.divide(am, bm)
        return (BigInt(negative: an != bn, magnitude: q), BigInt(negative: an, magnitude: r))
    }

    public static func / (a: BigInt, b: BigInt) -> BigInt { a.quotientAndRemainder(dividingBy: b).quotient }
    public static func % (a: BigInt, b: BigInt) -> BigInt { a.quotientAndRemainder(dividingBy: b).remainder }

    /// The greatest common divisor, non-negative; gcd(0, 0) == 0. Euclid's
    /// algorithm, in a loop.
    public static func gcd(_ a: BigInt, _ b: BigInt) -> BigInt {
        var x = a.magnitudeValue
        var y = b.magnitudeValue
        while !y.isZero {
            if let p = x.int64, let q = y.int64 {
                var u = UInt64(p), v = UInt64(q)
                while v != 0 { (u, v) = (v, u % v) }
                return BigInt(Int64(u))
            }
            (x, y) = (y, x % y)
        }
        return x
    }

    public static func < (a: BigInt, b: BigInt) -> Bool {
        if let x = a.int64, let y = b.int64 { return x < y }
        return (a - b).signum < 0
    }
}

/// Unsigned magnitudes: arrays of 32-bit limbs, least significant first.
/// Results may carry leading zero limbs; `BigInt.init(negative:magnitude:)` strips them.
enum Magnitude {
    /// Compares two magnitudes: -1, 0 or 1.
    static func compare(_ a: [UInt32], _ b: [UInt32]) -> Int {
        let n = max(a.count, b.count)
        for i in stride(from: n - 1, through: 0, by: -1) {
            let x = i < a.count ? a[i] : 0
            let y = i < b.count ? b[i] : 0
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }

    static func add(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        let n = max(a.count, b.count)
        var out = [UInt32](repeating: 0, count: n + 1)
        var carry: UInt64 = 0
        for i in 0..<n {
            let s = UInt64(i < a.count ? a[i] : 0) + UInt64(i < b.count ? b[i] : 0) + carry
            out[i] = UInt32(truncatingIfNeeded: s)
            carry = s >> 32
        }
        out[n] = UInt32(carry)
        return out
    }

    /// a - b, for a >= b.
    static func subtract(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var out = a
        var borrow: Int64 = 0
        for i in 0..<a.count {
            var d = Int64(a[i]) - Int64(i < b.count ? b[i] : 0) - borrow
            borrow = 0
            if d < 0 {
                d += 1 << 32
                borrow = 1
            }
            out[i] = UInt32(d)
        }
        precondition(borrow == 0, "subtract: a < b")
        return out
    }

    static func multiply(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
        var out = [UInt32](repeating: 0, count: a.count + b.count + 1)
        for i in 0..<a.count {
            var carry: UInt64 = 0
            for j in 0..<b.count {
                // At most (2^32-1)^2 + 2 (2^32-1) < 2^64.
                let t = UInt64(a[i]) * UInt64(b[j]) + UInt64(out[i + j]) + carry
                out[i + j] = UInt32(truncatingIfNeeded: t)
                carry = t >> 32
            }
            var k = i + b.count
            while carry != 0 {
                let t = UInt64(out[k]) + carry
                out[k] = UInt32(truncatingIfNeeded: t)
                carry = t >> 32
                k += 1
            }
        }
        return out
    }

    /// The number of significant bits.
    static func bitWidth(_ a: [UInt32]) -> Int {
        for i in stride(from: a.count - 1, through: 0, by: -1) where a[i] != 0 {
            return 32 * i + (32 - a[i].leadingZeroBitCount)
        }
        return 0
    }

    static func shiftedLeft(_ a: [UInt32], by shift: Int) -> [UInt32] {
        let words = shift / 32, bits = UInt32(shift % 32)
        var out = [UInt32](repeating: 0, count: a.count + words + 1)
        for i in 0..<a.count {
            let wide = UInt64(a[i]) << UInt64(bits)
            out[i + words] |= UInt32(truncatingIfNeeded: wide)
            out[i + words + 1] |= UInt32(truncatingIfNeeded: wide >> 32)
        }
        return out
    }

    /// Long division by shift and subtract, one quotient bit per step:
    /// for s from the width difference down to 0, subtract b·2^s when it fits.
    static func divide(_ a: [UInt32], _ b: [UInt32]) -> (quotient: [UInt32], remainder: [UInt32]) {
        let bw = bitWidth(b)
        precondition(bw > 0, "division by zero")
        var r = a
        let aw = bitWidth(a)
        guard aw >= bw else { return ([], a) }
        var q = [UInt32](repeating: 0, count: (aw - bw) / 32 + 1)
        for s in stride(from: aw - bw, through: 0, by: -1) {
            let shifted = shiftedLeft(b, by: s)
            if compare(r, shifted) >= 0 {
                r = subtract(r.count >= shifted.count ? r : r + [UInt32](repeating: 0, count: shifted.count - r.count), shifted)
                q[s / 32] |= 1 << UInt32(s % 32)
            }
        }
        return (q, r)
    }
}
