import AutoLayout
import Foundation

/// Supplies a collection view's counts and configured cells (UIKit's `UICollectionViewDataSource`).
///
/// ```swift
/// final class Tags: CollectionViewDataSource {
///     var tags = ["swift", "layout"]
///     func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
///     func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
///         let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath) as! TagCell
///         cell.label.text = tags[indexPath.item]
///         return cell
///     }
/// }
/// ```
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (default 1).
    ///
    /// ```swift
    /// func numberOfSections(in collectionView: CollectionView) -> Int { groups.count }
    /// ```
    func numberOfSections(in collectionView: CollectionView) -> Int

    /// The number of items in `section`.
    ///
    /// ```swift
    /// func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
    /// ```
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int

    /// A cell from `dequeueReusableCell(withReuseIdentifier:for:)`, configured for `indexPath`.
    ///
    /// ```swift
    /// let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    /// ```
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell

    /// A view from `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`, configured for the
    /// header or footer (`kind`) at `indexPath`. Implement it when the layout has headers or footers:
    /// the default stops the program, as UIKit does when the method is missing.
    ///
    /// ```swift
    /// func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    ///                     at indexPath: IndexPath) -> CollectionReusableView {
    ///     collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
    /// }
    /// ```
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// Stops the program: the layout shows a header or footer and the data source has no view for it.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        preconditionFailure(
            "the layout has a supplementary view of kind \(kind) at \(indexPath), but the data source does not "
                + "implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }
}

/// Hears about selection and cells coming and going (UIKit's `UICollectionViewDelegate`); every method has
/// a default that does nothing.
///
/// ```swift
/// extension Controller: CollectionViewDelegate {
///     func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
///         open(items[indexPath.item])
///     }
/// }
/// ```
public protocol CollectionViewDelegate: AnyObject {
    /// Whether a tap may select the item (default true).
    ///
    /// ```swift
    /// func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { indexPath.item > 0 }
    /// ```
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool

    /// A tap selected the item.
    ///
    /// ```swift
    /// func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { print(indexPath) }
    /// ```
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)

    /// A tap deselected the item (multiple selection, or another item was selected).
    ///
    /// ```swift
    /// func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// ```
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)

    /// A cell is about to come on screen (configured and placed).
    ///
    /// ```swift
    /// func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    ///                     forItemAt indexPath: IndexPath) { if indexPath.item == items.count - 1 { loadMore() } }
    /// ```
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)

    /// A cell left the screen (scrolled away, deleted or reloaded); `indexPath` is the item it showed.
    ///
    /// ```swift
    /// func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    ///                     forItemAt indexPath: IndexPath) { cancelImageLoad(for: indexPath) }
    /// ```
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)

    /// A header or footer is about to come on screen.
    ///
    /// ```swift
    /// func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    ///                     forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// ```
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)

    /// A header or footer left the screen (UIKit's spelling: `forElementOfKind`).
    ///
    /// ```swift
    /// func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
    ///                     forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// ```
    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
}

extension CollectionViewDelegate {
    /// True.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Nothing.
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Nothing.
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
}

/// Per-item sizes, per-section insets and spacings for a `FlowLayout` (UIKit's
/// `UICollectionViewDelegateFlowLayout`); each default answers with the layout's own property.
///
/// ```swift
/// extension Tags: CollectionViewDelegateFlowLayout {
///     func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
///                         sizeForItemAt indexPath: IndexPath) -> CGSize {
///         CGSize(width: ceil(tags[indexPath.item].size(withFontSize: 14).width) + 20, height: 30)
///     }
/// }
/// ```
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of one item (default: the layout's `itemSize`).
    ///
    /// ```swift
    /// func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    ///                     sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 80, height: 30) }
    /// ```
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath) -> CGSize

    /// The margins around a section's items (default: the layout's `sectionInset`).
    ///
    /// ```swift
    /// func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    ///                     insetForSectionAt section: Int) -> EdgeInsets { EdgeInsets(all: 10) }
    /// ```
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int) -> EdgeInsets

    /// The gap between a section's lines (default: the layout's `minimumLineSpacing`).
    ///
    /// ```swift
    /// func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    ///                     minimumLineSpacingForSectionAt section: Int) -> CGFloat { 8 }
    /// ```
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int) -> CGFloat

    /// The gap between the items of a section's lines (default: the layout's `minimumInteritemSpacing`).
    ///
    /// ```swift
    /// func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    ///                     minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 8 }
    /// ```
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat

    /// The size of a section's header (default: the layout's `headerReferenceSize`).
    ///
    /// ```swift
    /// func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    ///                     referenceSizeForHeaderInSection section: Int) -> CGSize { CGSize(width: 0, height: 40) }
    /// ```
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int) -> CGSize

    /// The size of a section's footer (default: the layout's `footerReferenceSize`).
    ///
    /// ```swift
    /// func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    ///                     referenceSizeForFooterInSection section: Int) -> CGSize { .zero }
    /// ```
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// The layout's `itemSize`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { (collectionViewLayout as? FlowLayout)?.itemSize ?? .zero }

    /// The layout's `sectionInset`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets { (collectionViewLayout as? FlowLayout)?.sectionInset ?? .zero }

    /// The layout's `minimumLineSpacing`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? FlowLayout)?.minimumLineSpacing ?? 0 }

    /// The layout's `minimumInteritemSpacing`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? FlowLayout)?.minimumInteritemSpacing ?? 0 }

    /// The layout's `headerReferenceSize`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { (collectionViewLayout as? FlowLayout)?.headerReferenceSize ?? .zero }

    /// The layout's `footerReferenceSize`.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { (collectionViewLayout as? FlowLayout)?.footerReferenceSize ?? .zero }
}
