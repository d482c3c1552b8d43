import Foundation

/// What the maker's `equalTo(_:)` and its siblings accept besides a typed
/// attribute: a number, a `CGSize`, a `CGPoint`, insets, a view or a guide.
///
/// A number relates to the superview's same attribute (width and height
/// become constants); a view or guide relates to its same attribute.
///
/// ```swift
/// make.top.left.equalTo(10)                          // superview.top + 10, superview.left + 10
/// make.size.equalTo(CGSize(width: 40, height: 40))
/// make.centerY.equalTo(price)
/// ```
public protocol ConstraintRelatableTarget {}

/// A number for `offset(_:)`, `update(offset:)` and `equalTo(_:)`.
///
/// ```swift
/// make.top.equalTo(title.snp.bottom).offset(8)
/// ```
public protocol ConstraintOffsetTarget: ConstraintRelatableTarget {}

/// A number (the same inset on every edge), `EdgeInsets` or
/// `DirectionalEdgeInsets`, for `inset(_:)` and `update(inset:)`.
///
/// ```swift
/// make.edges.equalToSuperview().inset(EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
/// ```
public protocol ConstraintInsetTarget {}

/// A number for `multipliedBy(_:)` and `dividedBy(_:)`.
///
/// ```swift
/// make.width.equalTo(card).multipliedBy(0.5)
/// ```
public protocol ConstraintMultiplierTarget {}

extension Int: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {}
extension UInt: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {}
extension Float: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {}
extension Double: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {}
extension CGFloat: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension CGPoint: ConstraintRelatableTarget {}
extension EdgeInsets: ConstraintRelatableTarget, ConstraintInsetTarget {}
extension DirectionalEdgeInsets: ConstraintRelatableTarget, ConstraintInsetTarget {}
extension LayoutItem: ConstraintRelatableTarget {}

/// A constant as written in the DSL; its value depends on the attribute it
/// is applied to (SnapKit's rules: insets turn inwards on every edge).
enum ConstraintConstant: Equatable {
    case number(CGFloat)
    case size(CGSize)
    case point(CGPoint)
    case insets(EdgeInsets)
    case directionalInsets(DirectionalEdgeInsets)

    /// A number as a `CGFloat`, or nil for a type the DSL does not know.
    static func number(of value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as UInt: CGFloat(v)
        default: nil
        }
    }

    /// The constant of `target`, or nil when it is a view, guide or unknown type.
    init?(_ target: Any) {
        if let n = ConstraintConstant.number(of: target) {
            self = .number(n)
            return
        }
        switch target {
        case let v as CGSize: self = .size(v)
        case let v as CGPoint: self = .point(v)
        case let v as EdgeInsets: self = .insets(v)
        case let v as DirectionalEdgeInsets: self = .directionalInsets(v)
        default: return nil
        }
    }

    /// An inset target as insets (a number insets every edge), or nil for an unknown type.
    init?(inset target: any ConstraintInsetTarget) {
        if let n = ConstraintConstant.number(of: target) {
            self = .insets(EdgeInsets(all: n))
        } else if let c = ConstraintConstant(target), case .insets = c {
            self = c
        } else if let c = ConstraintConstant(target), case .directionalInsets = c {
            self = c
        } else {
            return nil
        }
    }

    /// The constraint constant for `attribute` in a layout running `direction`.
    func value(for attribute: LayoutAttribute, direction: UserInterfaceLayoutDirection) -> CGFloat {
        switch self {
        case let .number(n):
            return n
        case let .size(s):
            switch attribute {
            case .width: return s.width
            case .height: return s.height
            default: return 0
            }
        case let .point(p):
            switch attribute.axis {
            case .horizontal where !attribute.isDimension: return p.x
            case .vertical where !attribute.isDimension: return p.y
            default: return 0
            }
        case let .insets(i):
            return ConstraintConstant.inset(i, for: attribute, direction: direction)
        case let .directionalInsets(d):
            let ltr = direction == .leftToRight
            let i = EdgeInsets(
                top: d.top, left: ltr ? d.leading : d.trailing, bottom: d.bottom, right: ltr ? d.trailing : d.leading)
            return ConstraintConstant.inset(i, for: attribute, direction: direction)
        }
    }

    /// Insets point inwards: positive on the top and left, negative on the
    /// bottom and right, half the difference on centers, minus both on sizes.
    /// Leading and trailing take the inset of the edge they stand for.
    private static func inset(
        _ i: EdgeInsets, for attribute: LayoutAttribute, direction: UserInterfaceLayoutDirection
    ) -> CGFloat {
        let ltr = direction == .leftToRight
        switch attribute {
        case .left: return i.left
        case .top, .firstBaseline: return i.top
        case .right: return -i.right
        case .bottom, .lastBaseline: return -i.bottom
        case .leading: return ltr ? i.left : i.right
        case .trailing: return ltr ? -i.right : -i.left
        case .centerX: return (i.left - i.right) / 2
        case .centerY: return (i.top - i.bottom) / 2
        case .width: return -(i.left + i.right)
        case .height: return -(i.top + i.bottom)
        case .notAnAttribute: return 0
        }
    }
}
