/// How much a constraint matters, on UIKit's scale: 1000 is required,
/// anything in (0, 1000) is optional.
///
/// Priorities are **strict**: a constraint of a higher priority is never
/// violated, even slightly, to satisfy any number of a lower one. Within one
/// priority the solver minimises the sum of the absolute errors. A priority
/// is set on a constraint, e.g. `try solver.add((width == 50).priority(.strong))`.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The value on UIKit's scale, in (0, 1000], e.g. `Priority.strong.rawValue   // 750`.
    public var rawValue: Double

    /// The priority of this value; an optional one lies in (0, 1000),
    /// e.g. `(x == 0).priority(Priority(251))   // wins over any number at 250`.
    public init(_ rawValue: Double) { self.rawValue = rawValue }
    public init(integerLiteral value: Int) { rawValue = Double(value) }
    public init(floatLiteral value: Double) { rawValue = value }

    /// 1000: the constraint must hold, e.g. `try solver.add((width == 100).priority(.required))`.
    public static let required = Priority(1000)
    /// 750, UIKit's `defaultHigh` (kiwi's `strong`), e.g. `(width == 100).priority(.strong)`.
    public static let strong = Priority(750)
    /// 250, UIKit's `defaultLow` (kiwi's `medium`), e.g. `(width == 100).priority(.medium)`.
    public static let medium = Priority(250)
    /// 50, UIKit's `fittingSizeLevel` (kiwi's `weak`), e.g. `(width == 100).priority(.weak)`.
    public static let weak = Priority(50)

    /// Whether this is the required priority, 1000, e.g. `Priority(1000).isRequired   // true`.
    public var isRequired: Bool { rawValue == 1000 }
    /// Whether the value lies in (0, 1000], which the solver accepts, e.g. `Priority(0).isValid   // false`.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 && rawValue.isFinite }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// "250", "250.5"; an invalid value as it is ("1e+300", "inf", "nan").
    public var description: String {
        formatNumber(rawValue)
    }
}
