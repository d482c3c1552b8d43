import AutoLayout
import Foundation

/// A cell whose content lives in `contentView`, sized by its constraints
/// (UIKit's `UICollectionViewCell` / `UITableViewCell` for layout purposes).
///
/// Pin the content to `contentView` with constraints that reach all four
/// edges; then the cell answers `preferredLayoutAttributesFitting(_:)` with
/// the size those constraints give.
///
/// ```swift
/// final class TagCell: CollectionViewCell {
///     let label = Label(font: .systemFont(ofSize: 14))
///     override init() {
///         super.init()
///         label.translatesAutoresizingMaskIntoConstraints = false
///         contentView.addSubview(label)
///         // ... pin label to contentView with padding ...
///     }
/// }
/// ```
open class CollectionViewCell: View {
    /// The view the cell's content goes in; its edges are the cell's.
    public let contentView = View()

    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        contentView.identifier = "contentView"
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        LayoutConstraint.activate([
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// The attributes with the size the cell's constraints give for them:
    /// the width held (required) and the height as small as the content
    /// allows (fitting size), UIKit's self-sizing query for rows; pass other
    /// priorities for items sized on both axes.
    open func preferredLayoutAttributesFitting(
        _ attributes: LayoutAttributes,
        horizontalFittingPriority: LayoutPriority = .required,
        verticalFittingPriority: LayoutPriority = .fittingSizeLevel
    ) -> LayoutAttributes {
        var fitted = attributes
        fitted.frame.size = systemLayoutSizeFitting(
            attributes.frame.size, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
        return fitted
    }
}

/// Measures items with ONE reusable sizing cell, configured for each item in
/// place: the engine of the cell is built once and only its constants and
/// texts change from item to item (the "sizing cell" pattern, done right).
///
/// ```swift
/// let sizing = SizingCell(TagCell()) { cell, path in cell.label.text = tags[path.item] }
/// flow.sizing = sizing
/// ```
public final class SizingCell<Cell: View>: ItemSizing {
    /// The cell that is measured.
    public let cell: Cell
    private let configure: (Cell, ItemPath) -> Void
    /// How many items were measured (each a fitting-size query).
    public private(set) var measurements = 0

    public init(_ cell: Cell, configure: @escaping (Cell, ItemPath) -> Void) {
        self.cell = cell
        self.configure = configure
    }

    public func size(
        for path: ItemPath, fitting target: CGSize,
        horizontalFittingPriority: Float, verticalFittingPriority: Float
    ) -> CGSize {
        configure(cell, path)
        measurements += 1
        return cell.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: LayoutPriority(horizontalFittingPriority),
            verticalFittingPriority: LayoutPriority(verticalFittingPriority))
    }
}
