import AutoLayout
import Foundation

extension CollectionView {
    /// Where to scroll an item to (`scrollToItem(at:at:animated:)`); `selectItem` accepts it but does not scroll yet.
    /// e.g. `collectionView.scrollToItem(at: IndexPath(item: 40, section: 0), at: .centeredVertically, animated: false)`
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The item's top at the top of the view.
        /// e.g. `collectionView.scrollToItem(at: path, at: .top, animated: false)`
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        /// e.g. `collectionView.scrollToItem(at: path, at: .centeredVertically, animated: false)`
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the view.
        /// e.g. `collectionView.scrollToItem(at: path, at: .bottom, animated: false)`
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the view.
        /// e.g. `collectionView.scrollToItem(at: path, at: .left, animated: false)`
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        /// e.g. `collectionView.scrollToItem(at: path, at: .centeredHorizontally, animated: false)`
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the view.
        /// e.g. `collectionView.scrollToItem(at: path, at: .right, animated: false)`
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The selected items, in order.
    ///
    /// ```swift
    /// collectionView.indexPathsForSelectedItems?.first
    /// ```
    public var indexPathsForSelectedItems: [IndexPath]? {
        updateIfNeeded()
        return host.selected.sorted().map(\.indexPath)
    }

    /// Selects an item from code (`nil` clears the selection unless multiple selection is on). As in
    /// UIKit, no delegate method is called: that is what a tap does (`tapItem(at:)`).
    ///
    /// ```swift
    /// collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    /// ```
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        updateIfNeeded()
        guard let indexPath else {
            if !allowsMultipleSelection { clearSelection() }
            return
        }
        let path = ItemPath(host: indexPath)
        if !allowsMultipleSelection { clearSelection(except: path) }
        host.selected.insert(path)
        host.refreshSelection(of: path)
    }

    /// Deselects an item from code, without calling the delegate.
    ///
    /// ```swift
    /// collectionView.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
    /// ```
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        updateIfNeeded()
        let path = ItemPath(host: indexPath)
        host.selected.remove(path)
        host.refreshSelection(of: path)
    }

    /// What a user's tap on the item does: asks `shouldSelectItemAt`, deselects the others (calling
    /// `didDeselectItemAt`) unless multiple selection is on, where a tap on a selected item deselects it,
    /// then selects the item and calls `didSelectItemAt`. UIKit has no such method (taps come from touches).
    ///
    /// ```swift
    /// collectionView.tapItem(at: IndexPath(item: 2, section: 0))   // delegate hears didSelectItemAt [0, 2]
    /// ```
    public func tapItem(at indexPath: IndexPath) {
        updateIfNeeded()
        guard allowsSelection else { return }
        let path = ItemPath(host: indexPath)
        if allowsMultipleSelection, host.selected.contains(path) {
            deselect(path, notifying: true)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for other in host.selected.sorted() where other != path { deselect(other, notifying: true) }
        }
        host.selected.insert(path)
        host.refreshSelection(of: path)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func clearSelection(except kept: ItemPath? = nil) {
        for path in host.selected.sorted() where path != kept { deselect(path, notifying: false) }
    }

    private func deselect(_ path: ItemPath, notifying: Bool) {
        host.selected.remove(path)
        host.refreshSelection(of: path)
        if notifying { delegate?.collectionView(self, didDeselectItemAt: path.indexPath) }
    }
}

extension CollectionView {
    /// Scrolls so the item sits where `scrollPosition` says (`[]` scrolls only as far as needed to show
    /// it) within the view less `adjustedContentInset`, keeping the offset inside the content: from
    /// `-inset.top` to the content's end plus `inset.bottom` less the view's height (likewise across).
    /// Animation is not modelled: the offset changes at once.
    ///
    /// ```swift
    /// collectionView.scrollToItem(at: IndexPath(item: 40, section: 0), at: .top, animated: true)
    /// collectionView.contentOffset.y   // the item's minY, or the largest offset
    /// ```
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        updateIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let content = contentSize
        let vertical = ScrollAxis(
            offset: contentOffset.y, viewLength: bounds.height, before: inset.top, after: inset.bottom,
            contentLength: content.height)
        let horizontal = ScrollAxis(
            offset: contentOffset.x, viewLength: bounds.width, before: inset.left, after: inset.right,
            contentLength: content.width)
        contentOffset = CGPoint(
            x: horizontal.offset(
                toShow: frame.minX, frame.maxX,
                at: scrollPosition.placement(start: .left, middle: .centeredHorizontally, end: .right)),
            y: vertical.offset(
                toShow: frame.minY, frame.maxY,
                at: scrollPosition.placement(start: .top, middle: .centeredVertically, end: .bottom)))
    }

    /// The path of the item whose frame holds `point` (content coordinates), or `nil`.
    ///
    /// ```swift
    /// collectionView.indexPathForItem(at: CGPoint(x: 150, y: 10))   // [0, 1]
    /// ```
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        updateIfNeeded()
        return collectionViewLayout.item(at: point)?.indexPath
    }
}

extension CollectionView.ScrollPosition {
    /// Where this position puts an item along one axis, given that axis's three options.
    func placement(
        start: CollectionView.ScrollPosition, middle: CollectionView.ScrollPosition, end: CollectionView.ScrollPosition
    ) -> ScrollAxis.Placement {
        if contains(start) { return .start }
        if contains(middle) { return .middle }
        if contains(end) { return .end }
        return .nearest
    }
}
