import AutoLayout
import Foundation

/// A view a collection view hands out again once it leaves the screen: the base of cells, section
/// headers and footers (UIKit's `UICollectionReusableView`).
///
/// Register a subclass for a supplementary kind with
/// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` and hand it out from the data source's
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)` with
/// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. As with cells, a subclass that
/// overrides `init(frame:)` writes `required init(frame:)` (Swift without the Objective-C runtime
/// builds registered classes through a required initializer).
///
/// ```swift
/// final class TitleHeader: CollectionReusableView {
///     let title = Label(font: .boldSystemFont(ofSize: 17))
///     required init(frame: CGRect) {
///         super.init(frame: frame)
///         title.translatesAutoresizingMaskIntoConstraints = false
///         addSubview(title)
///         // ... pin title inside the header ...
///     }
/// }
/// collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
///                         withReuseIdentifier: "Title")
/// ```
open class CollectionReusableView: View {
    /// The identifier the view was dequeued with (`nil` for views made directly).
    ///
    /// ```swift
    /// header.reuseIdentifier   // "Title"
    /// ```
    public internal(set) var reuseIdentifier: String?

    /// The priorities `preferredLayoutAttributesFitting(_:)` holds the proposed width and height at:
    /// the host sets the layout's before asking (rows: width required, height fitting-size level).
    var fittingPriorities = (horizontal: LayoutPriority.required, vertical: LayoutPriority.fittingSizeLevel)

    /// Makes a view with `frame`: how a `CollectionView` makes registered classes.
    ///
    /// ```swift
    /// let header = CollectionReusableView(frame: CGRect(x: 0, y: 0, width: 375, height: 40))
    /// ```
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view from an archive: there are no nibs to decode, so this returns nil (see `View.init?(coder:)`).
    ///
    /// ```swift
    /// required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called just before a reused view is handed out again by a dequeue call: reset its content here.
    ///
    /// ```swift
    /// override func prepareForReuse() {
    ///     super.prepareForReuse()
    ///     label.text = ""
    /// }
    /// ```
    open func prepareForReuse() {}

    /// Called with the layout's attributes each time the collection view places the view (UIKit's
    /// `apply(_:)`), after `frame` is set: read a custom attributes subclass's values here.
    ///
    /// ```swift
    /// override func apply(_ layoutAttributes: LayoutAttributes) {
    ///     super.apply(layoutAttributes)
    ///     isHighlighted = (layoutAttributes as? TagAttributes)?.highlighted ?? false
    /// }
    /// ```
    open func apply(_ layoutAttributes: LayoutAttributes) {}

    /// The attributes with the size the view's constraints give for them (UIKit's self-sizing query).
    ///
    /// The proposed size is held at the priorities of the layout asking: a table holds the width
    /// (required) and lets the height follow the content; a flow layout lets both follow (50 and 50).
    /// Override it to adjust the answer, starting from `super`'s.
    ///
    /// ```swift
    /// override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
    ///     let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    ///     attributes.frame.size.height = max(attributes.frame.height, 44)
    ///     return attributes
    /// }
    /// ```
    open func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        preferredLayoutAttributesFitting(
            layoutAttributes, horizontalFittingPriority: fittingPriorities.horizontal,
            verticalFittingPriority: fittingPriorities.vertical)
    }

    /// The attributes with the size the view's constraints give when the proposed width and height
    /// are held at the given priorities.
    ///
    /// ```swift
    /// let fitted = cell.preferredLayoutAttributesFitting(
    ///     attributes, horizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    /// ```
    open func preferredLayoutAttributesFitting(
        _ attributes: LayoutAttributes,
        horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> LayoutAttributes {
        let fitted = attributes.clone()
        fitted.frame.size = systemLayoutSizeFitting(
            attributes.frame.size, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
        return fitted
    }
}
