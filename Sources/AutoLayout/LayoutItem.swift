import Cassowary
import Foundation

/// Something constraints position: a ``View`` or a ``LayoutGuide``.
///
/// Each item owns four solver variables: its left and top edges in the
/// coordinates of its root view, its width and its height. Every other
/// attribute is an expression of these.
/// e.g. `let guide = LayoutGuide(); view.addLayoutGuide(guide); guide.widthAnchor.constraint(equalToConstant: 40).isActive = true`
open class LayoutItem {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    /// Unnamed variables: reports name them after the item when they are
    /// written (see `LayoutEngine.readable`).
    init() {
        left = Variable()
        top = Variable()
        width = Variable()
        height = Variable()
    }

    /// A cheap first test of identity: the low 32 bits of the item's first
    /// variable id. Items with different keys differ; items with the same
    /// key may (ids past 2^32 wrap).
    var key: UInt32 { UInt32(truncatingIfNeeded: left.id) }

    /// The view whose hierarchy this item belongs to (the view itself, or a guide's owner).
    package var owner: View? { nil }

    /// A short name for descriptions: the identifier if set, else the type and a number.
    var debugName: String { "item" }

    /// The direction leading and trailing follow for this item.
    package var layoutDirection: UserInterfaceLayoutDirection {
        owner?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }

    /// The attribute as a linear expression of the item's variables.
    func expression(for attribute: LayoutAttribute) -> Cassowary.Expression {
        switch attribute {
        case .left: return Cassowary.Expression(left)
        case .right: return left + width
        case .top: return Cassowary.Expression(top)
        case .bottom: return top + height
        case .width: return Cassowary.Expression(width)
        case .height: return Cassowary.Expression(height)
        case .centerX: return left + width * 0.5
        case .centerY: return top + height * 0.5
        case .leading:
            // Right to left, the leading axis is the x axis mirrored: leading
            // grows leftwards, so `a.leading == b.leading + 8` puts a 8 points
            // left of b's right edge, as UIKit does.
            return layoutDirection == .leftToRight ? Cassowary.Expression(left) : -(left + width)
        case .trailing:
            return layoutDirection == .leftToRight ? left + width : -Cassowary.Expression(left)
        case .firstBaseline:
            guard let offset = (self as? View)?.firstBaselineOffsetFromTop else { return top + height }
            return top + Double(offset)
        case .lastBaseline:
            let offset = (self as? View)?.lastBaselineOffsetFromBottom ?? 0
            return top + height - Double(offset)
        case .notAnAttribute:
            return Cassowary.Expression(0)
        }
    }

    // MARK: Anchors

    /// The item's leading edge, for constraints with other anchors of its axis.
    ///
    /// ```swift
    /// name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8).isActive = true
    /// ```
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    /// The item's trailing edge, for constraints with other anchors of its axis.
    /// e.g. `title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16).isActive = true`
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    /// The item's left edge, whatever the layout direction, for constraints with other anchors of its axis.
    /// e.g. `badge.leftAnchor.constraint(equalTo: cell.leftAnchor, constant: 8).isActive = true`
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    /// The item's right edge, whatever the layout direction, for constraints with other anchors of its axis.
    /// e.g. `badge.rightAnchor.constraint(equalTo: cell.rightAnchor, constant: -8).isActive = true`
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    /// The item's horizontal centre, for constraints with other anchors of its axis.
    ///
    /// ```swift
    /// badge.centerXAnchor.constraint(equalTo: card.centerXAnchor).isActive = true
    /// ```
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    /// The item's top edge, for constraints with other anchors of its axis.
    ///
    /// ```swift
    /// body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4).isActive = true
    /// ```
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    /// The item's bottom edge, for constraints with other anchors of its axis.
    /// e.g. `body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8).isActive = true`
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    /// The item's vertical centre, for constraints with other anchors of its axis.
    /// e.g. `avatar.centerYAnchor.constraint(equalTo: cell.centerYAnchor).isActive = true`
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// The item's width, for constraints with other anchors of its axis.
    ///
    /// ```swift
    /// avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
    /// ```
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    /// The item's height, for constraints with other anchors of its axis.
    ///
    /// ```swift
    /// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor).isActive = true
    /// ```
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}

/// A rectangle in the layout that is not a view: a spacer or an alignment
/// region (UIKit's `UILayoutGuide`).
///
/// ```swift
/// let guide = LayoutGuide()
/// container.addLayoutGuide(guide)
/// guide.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5).isActive = true
/// ```
public final class LayoutGuide: LayoutItem {
    /// A name shown in descriptions and traces.
    /// e.g. `guide.identifier = "spacer"`
    public var identifier: String
    /// The view that owns the guide.
    /// e.g. `guide.owningView === view   // after view.addLayoutGuide(guide)`
    public internal(set) weak var owningView: View?
    /// The guide's frame in its owning view's coordinates, as of the last layout.
    /// e.g. `view.layoutIfNeeded(); guide.layoutFrame.width`
    public internal(set) var layoutFrame: CGRect = .zero

    /// A guide named `identifier`; add it to a view with `addLayoutGuide(_:)` before constraining it.
    ///
    /// ```swift
    /// let spacer = LayoutGuide(identifier: "spacer")
    /// container.addLayoutGuide(spacer)
    /// ```
    public init(identifier: String = "") {
        self.identifier = identifier
        super.init()
    }

    override package var owner: View? { owningView }
    override var debugName: String { identifier.isEmpty ? "LayoutGuide" : identifier }
}
