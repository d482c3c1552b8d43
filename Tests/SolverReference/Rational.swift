/// An exact rational number: a `BigInt` fraction in lowest terms.
///
/// The denominator is positive and shares no factor with the numerator, so
/// each value has one representation and `==` is value equality. Every
/// finite `Double` converts exactly (it is a dyadic rational m·2^e).
public struct Rational: Sendable, Hashable, Comparable, CustomStringConvertible {
    public private(set) var numerator: BigInt
    /// Always positive.
    public private(set) var denominator: BigInt

    /// The fraction n / d in lowest terms (d must not be zero).
    public init(_ n: BigInt, _ d: BigInt) {
        precondition(!d.isZero, "zero denominator")
        var n = n, d = d
        if d.signum < 0 {
            n = -n
            d = -d
        }
        if d != .one {
            let g = BigInt.gcd(n, d)
            if g != .one && !g.isZero {
                n = n / g
                d = d / g
            }
        }
        if n.isZero { d = .one }
        numerator = n
        denominator = d
    }

    /// Already in lowest terms with a positive denominator (not checked).
    private init(reduced n: BigInt, _ d: BigInt) {
        numerator = n
        denominator = d
    }

    public init(_ n: Int) { self.init(reduced: BigInt(n), .one) }
    public init(_ n: BigInt) { self.init(reduced: n, .one) }

    /// The exact value of a finite Double.
    public init(_ x: Double) {
        precondition(x.isFinite, "Rational(\(x)): not finite")
        if x == 0 {
            self.init(0)
            return
        }
        // x = ±m · 2^e with an integer m.
        let m: UInt64
        let e: Int
        if x.exponentBitPattern == 0 {  // subnormal
            m = x.significandBitPattern
            e = -1074
        } else {
            m = x.significandBitPattern | (1 << 52)
            e = Int(x.exponentBitPattern) - 1075
        }
        let n = BigInt(Int64(m)) * (x < 0 ? BigInt(-1) : .one)
        if e >= 0 {
            self.init(reduced: n * BigInt.powerOfTwo(e), .one)
        } else {
            self.init(n, BigInt.powerOfTwo(-e))
        }
    }

    public static let zero = Rational(0)
    public static let one = Rational(1)

    public var isZero: Bool { numerator.isZero }
    public var signum: Int { numerator.signum }
    public var magnitude: Rational { signum < 0 ? -self : self }

    /// The nearest Double, within a few ulps (for messages and tolerances,
    /// never for decisions): the top 64 bits of each part, divided, scaled.
    public var doubleValue: Double {
        if let n = numerator.int64, let d = denominator.int64 { return Double(n) / Double(d) }
        let n = numerator.magnitudeValue
        let ns = max(0, n.bitWidth - 64), ds = max(0, denominator.bitWidth - 64)
        let top = (n / BigInt.powerOfTwo(ns)).doubleValue / (denominator / BigInt.powerOfTwo(ds)).doubleValue
        let value = Double(sign: .plus, exponent: ns - ds, significand: top)
        return signum < 0 ? -value : value
    }

    public var description: String {
        denominator == .one ? numerator.description : "\(numerator)/\(denominator)"
    }

    public static prefix func - (a: Rational) -> Rational { Rational(reduced: -a.numerator, a.denominator) }

    public static func + (a: Rational, b: Rational) -> Rational {
        if a.denominator == .one && b.denominator == .one { return Rational(reduced: a.numerator + b.numerator, .one) }
        if a.isZero { return b }
        if b.isZero { return a }
        return Rational(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
    }

    public static func - (a: Rational, b: Rational) -> Rational { a + (-b) }

    public static func * (a: Rational, b: Rational) -> Rational {
        if a.isZero || b.isZero { return .zero }
        if a.denominator == .one && b.denominator == .one { return Rational(reduced: a.numerator * b.numerator, .one) }
        return Rational(a.numerator * b.numerator, a.denominator * b.denominator)
    }

    public static func / (a: Rational, b: Rational) -> Rational {
        precondition(!b.isZero, "division by zero")
        return Rational(a.numerator * b.denominator, a.denominator * b.numerator)
    }

    public static func += (a: inout Rational, b: Rational) { a = a + b }
    public static func -= (a: inout Rational, b: Rational) { a = a - b }

    public static func < (a: Rational, b: Rational) -> Bool {
        // Denominators are positive, so cross-multiplying keeps the order.
        a.numerator * b.denominator < b.numerator * a.denominator
    }
}
