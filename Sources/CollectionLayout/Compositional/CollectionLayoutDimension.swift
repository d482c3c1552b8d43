import Foundation
import AutoLayout

/// One side of an element's size in a compositional layout: UIKit's `NSCollectionLayoutDimension`.
///
/// Fractions are of the containing group's size (the top-level group's container is the section,
/// after its content insets).
///
/// ```swift
/// let half = CollectionLayoutDimension.fractionalWidth(0.5)
/// let text = CollectionLayoutDimension.estimated(44)
/// ```
public enum CollectionLayoutDimension: Hashable, Sendable {
    /// A fixed length in points.
    case absolute(CGFloat)
    /// A starting length; the final one comes from measuring the content.
    case estimated(CGFloat)
    /// A fraction of the container's width.
    case fractionalWidth(CGFloat)
    /// A fraction of the container's height.
    case fractionalHeight(CGFloat)

    /// Whether the final length comes from the content.
    ///
    /// ```swift
    /// CollectionLayoutDimension.estimated(44).isEstimated   // true
    /// ```
    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The length in `container` (an estimate gives its starting length).
    func resolved(in container: CGSize) -> CGFloat {
        switch self {
        case let .absolute(value), let .estimated(value): value
        case let .fractionalWidth(fraction): fraction * container.width
        case let .fractionalHeight(fraction): fraction * container.height
        }
    }

    /// Whether this is a fraction of the container's width (`.horizontal`) or height (`.vertical`).
    func isFraction(of axis: CollectionLayoutGroup.Axis) -> Bool {
        switch (self, axis) {
        case (.fractionalWidth, .horizontal), (.fractionalHeight, .vertical): true
        default: false
        }
    }

    /// The number inside, whatever the case.
    var rawValue: CGFloat {
        switch self {
        case let .absolute(value), let .estimated(value), let .fractionalWidth(value), let .fractionalHeight(value): value
        }
    }
}

/// The width and height of an item or group: UIKit's `NSCollectionLayoutSize`.
///
/// ```swift
/// let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
/// ```
public struct CollectionLayoutSize: Hashable, Sendable {
    /// How the width is found.
    /// e.g. `CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44)).widthDimension`
    public var widthDimension: CollectionLayoutDimension
    /// How the height is found.
    /// e.g. `CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)).heightDimension`
    public var heightDimension: CollectionLayoutDimension

    /// Makes a size from two dimensions.
    ///
    /// ```swift
    /// let square = CollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50))
    /// ```
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// One cell's slot in a group: UIKit's `NSCollectionLayoutItem`.
///
/// `contentInsets` shrink the cell inside its slot, except on an axis whose dimension is estimated.
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = DirectionalEdgeInsets(all: 2)
/// ```
public class CollectionLayoutItem {
    /// How big the slot is.
    /// e.g. `item.layoutSize.widthDimension   // .fractionalWidth(0.5)`
    public let layoutSize: CollectionLayoutSize
    /// Space between the slot's edges and the cell (ignored on estimated axes).
    /// e.g. `item.contentInsets = DirectionalEdgeInsets(all: 4)`
    public var contentInsets = DirectionalEdgeInsets.zero

    /// Makes an item of the given size.
    ///
    /// ```swift
    /// let row = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
    /// ```
    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// Items (or groups) in a line along one axis: UIKit's `NSCollectionLayoutGroup`.
///
/// `horizontal(layoutSize:subitems:)` repeats its subitems in order while the next one fits (an
/// estimated width along the group's axis holds each subitem once); `horizontal(layoutSize:subitem:count:)`
/// holds exactly `count`, sharing the width equally after `interItemSpacing`. Subitems sit at the
/// start of the cross axis. Vertical groups are the same with the axes swapped.
///
/// ```swift
/// let row = CollectionLayoutGroup.horizontal(
///     layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
///     subitem: item, count: 3)
/// row.interItemSpacing = 8
/// ```
public final class CollectionLayoutGroup: CollectionLayoutItem {
    /// The direction a group lines up its subitems in.
    /// e.g. `CollectionLayoutGroup.vertical(layoutSize: size, subitems: [item]).axis   // .vertical`
    public enum Axis: Hashable, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// The direction subitems line up in.
    /// e.g. `group.axis == .horizontal`
    public let axis: Axis
    /// The subitems, repeated in order (or the single subitem, `count` times).
    /// e.g. `group.subitems.count`
    public let subitems: [CollectionLayoutItem]
    /// The exact number of subitems, or nil to repeat while they fit.
    /// e.g. `CollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 3).count   // 3`
    public let count: Int?
    /// The gap between neighbouring subitems.
    /// e.g. `group.interItemSpacing = 8`
    public var interItemSpacing: CGFloat = 0

    private init(axis: Axis, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// A left-to-right group repeating `subitems` while they fit.
    ///
    /// ```swift
    /// let row = CollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [quarterItem])   // 4 per row
    /// ```
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A left-to-right group of exactly `count` equal-width copies of `subitem`.
    ///
    /// ```swift
    /// let row = CollectionLayoutGroup.horizontal(layoutSize: rowSize, subitem: item, count: 2)
    /// ```
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// A top-to-bottom group repeating `subitems` while they fit.
    ///
    /// ```swift
    /// let column = CollectionLayoutGroup.vertical(layoutSize: columnSize, subitems: [top, bottom])
    /// ```
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// A top-to-bottom group of exactly `count` equal-height copies of `subitem`.
    ///
    /// ```swift
    /// let column = CollectionLayoutGroup.vertical(layoutSize: columnSize, subitem: item, count: 3)
    /// ```
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }
}

/// A section of a compositional layout: its group repeated until the items run out.
///
/// ```swift
/// let section = CollectionLayoutSection(group: row)
/// section.interGroupSpacing = 10
/// section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
/// ```
public final class CollectionLayoutSection {
    /// The group laid out again and again down the section.
    /// e.g. `section.group.subitems.count`
    public let group: CollectionLayoutGroup
    /// The vertical gap between consecutive groups.
    /// e.g. `section.interGroupSpacing = 8`
    public var interGroupSpacing: CGFloat = 0
    /// Margins around the section's groups; they also shrink the top-level group's container.
    /// e.g. `section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)`
    public var contentInsets = DirectionalEdgeInsets.zero

    /// Makes a section from its group.
    ///
    /// ```swift
    /// let section = CollectionLayoutSection(group: group)
    /// ```
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}
