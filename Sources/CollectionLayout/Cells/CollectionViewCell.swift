import AutoLayout
import Foundation

/// A cell whose content lives in `contentView`, sized by its constraints (UIKit's `UICollectionViewCell`);
/// reuse (`prepareForReuse()`, `reuseIdentifier`) and self-sizing (`preferredLayoutAttributesFitting(_:)`)
/// come from `CollectionReusableView`.
///
/// Pin the content to `contentView` with constraints that reach all four edges; then the cell answers
/// `preferredLayoutAttributesFitting(_:)` with the size those constraints give. A `CollectionView`
/// makes registered cells with `init(frame:)`, hands them out again after `prepareForReuse()`, and
/// sets `isSelected`.
///
/// Porting note: Swift without the Objective-C runtime can only build a registered class through a
/// `required` initializer, so a subclass that overrides `init(frame:)` writes `required init(frame:)`
/// where UIKit code writes `override init(frame:)` (the compiler offers the fix). A subclass with
/// initializers of its own adds `required convenience init(frame:)` calling one of them.
///
/// ```swift
/// final class TagCell: CollectionViewCell {
///     let label = Label(font: .systemFont(ofSize: 14))
///     required init(frame: CGRect) {
///         super.init(frame: frame)
///         label.translatesAutoresizingMaskIntoConstraints = false
///         contentView.addSubview(label)
///         // ... pin label to contentView with padding ...
///     }
/// }
/// collectionView.register(TagCell.self, forCellWithReuseIdentifier: "Tag")
/// ```
open class CollectionViewCell: CollectionReusableView {
    /// The view the cell's content goes in; its edges are the cell's.
    /// e.g. `contentView.addSubview(titleLabel)`
    public let contentView = View()

    /// Whether the item is selected; the collection view sets it (override to restyle the cell).
    ///
    /// ```swift
    /// collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    /// collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected   // true
    /// ```
    open var isSelected = false

    /// Makes a 320 x 44 cell.
    ///
    /// ```swift
    /// let cell = CollectionViewCell()
    /// ```
    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        install(contentView: contentView)
    }

    /// Makes a cell with `frame`: how a `CollectionView` makes registered cells.
    ///
    /// ```swift
    /// let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    /// ```
    public required init(frame: CGRect) {
        super.init(frame: frame)
        install(contentView: contentView)
    }

    /// A cell from an archive: there are no nibs to decode, so this returns nil (see `View.init?(coder:)`).
    ///
    /// ```swift
    /// required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }
}
