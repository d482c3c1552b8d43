import Cassowary

/// How much a constraint matters: UIKit's `UILayoutPriority`, 1000 is required.
///
/// Priorities are strict: a constraint is never violated to satisfy any
/// number of constraints of a lower priority.
///
/// ```swift
/// label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
/// let c = a.widthAnchor.constraint(equalToConstant: 100)
/// c.priority = LayoutPriority(999)
/// ```
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    /// The priority of this value; a valid one lies in (0, 1000].
    ///
    /// ```swift
    /// constraint.priority = LayoutPriority(999)
    /// ```
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000: the constraint must hold; when it cannot, it is reported and broken.
    /// e.g. `title.setContentCompressionResistancePriority(.required, for: .vertical)`
    public static let required = LayoutPriority(1000)
    /// 750: a button's compression resistance; a strong preference.
    /// e.g. `button.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)`
    public static let defaultHigh = LayoutPriority(750)
    /// 510, as in AppKit.
    /// e.g. `constraint.priority = .dragThatCanResizeScene`
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// 500, as in AppKit.
    /// e.g. `constraint.priority = .sceneSizeStayPut`
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// 490, as in AppKit.
    /// e.g. `constraint.priority = .dragThatCannotResizeScene`
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    /// 250: the default content hugging; a weak preference.
    /// e.g. `title.setContentHuggingPriority(.defaultLow, for: .horizontal)`
    public static let defaultLow = LayoutPriority(250)
    /// 50: what a fitting-size query holds the free dimension at, so that content decides it.
    ///
    /// ```swift
    /// cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
    ///     withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    /// ```
    public static let fittingSizeLevel = LayoutPriority(50)

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// A priority `b` above `a`.
    ///
    /// ```swift
    /// title.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    /// ```
    public static func + (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue + b) }
    /// A priority `b` below `a`.
    /// e.g. `subtitle.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)`
    public static func - (a: LayoutPriority, b: Float) -> LayoutPriority { LayoutPriority(a.rawValue - b) }

    /// Whether this is the required priority (1000 or more).
    /// e.g. `LayoutPriority.required.isRequired   // true`
    public var isRequired: Bool { rawValue >= 1000 }
    /// "250", "250.5"; an invalid value as it is ("inf", "nan").
    public var description: String {
        rawValue == rawValue.rounded() && abs(rawValue) < 1e9 ? String(Int(rawValue)) : String(rawValue)
    }

    var solverPriority: Priority { Priority(Double(min(rawValue, 1000))) }
}

/// A layout axis, for hugging and compression resistance.
/// e.g. `title.setContentHuggingPriority(.defaultHigh, for: .vertical)`
public enum LayoutAxis: Int, Sendable, Hashable, CaseIterable {
    /// The x axis (widths), or the y axis (heights).
    case horizontal, vertical
}

/// How a constraint compares its two sides (UIKit's `NSLayoutConstraint.Relation`).
/// e.g. `a.widthAnchor.constraint(lessThanOrEqualToConstant: 280).relation   // .lessThanOrEqual`
public enum LayoutRelation: Int, Sendable, Hashable, CustomStringConvertible {
    /// `<=`, `==` and `>=`, with UIKit's raw values.
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    var solverRelation: Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

/// The attribute of an item a constraint relates (UIKit's `NSLayoutConstraint.Attribute`).
/// e.g. `a.topAnchor.constraint(equalTo: b.bottomAnchor).secondAttribute   // .bottom`
public enum LayoutAttribute: Int, Sendable, Hashable, CustomStringConvertible {
    /// The edges, sizes and centres, with UIKit's raw values.
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The last and first baselines of a text view (other views: the bottom and top edges).
    case lastBaseline, firstBaseline
    /// No attribute: the second attribute of a constraint to a constant.
    case notAnAttribute = 0

    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// Which axis the attribute measures along, or nil for `notAnAttribute`.
    /// e.g. `LayoutAttribute.leading.axis   // .horizontal`
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline: .vertical
        case .notAnAttribute: nil
        }
    }

    var isDimension: Bool { self == .width || self == .height }
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
    var isDirectional: Bool { self == .leading || self == .trailing }
    var isAbsoluteHorizontal: Bool { self == .left || self == .right }
}
