import AutoLayout
import Foundation

extension CollectionView {
    /// Where to scroll an item to (`scrollToItem(at:at:animated:)`); `selectItem` accepts it but does not scroll yet.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The item's top at the top of the view.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the view.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the view.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the view.
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
        let size = bounds.size
        let content = contentSize
        let y = Self.scrolled(
            contentOffset.y, toShow: frame.minY, frame.maxY, viewLength: size.height,
            before: inset.top, after: inset.bottom, contentLength: content.height,
            start: .top, middle: .centeredVertically, end: .bottom, in: scrollPosition)
        let x = Self.scrolled(
            contentOffset.x, toShow: frame.minX, frame.maxX, viewLength: size.width,
            before: inset.left, after: inset.right, contentLength: content.width,
            start: .left, middle: .centeredHorizontally, end: .right, in: scrollPosition)
        contentOffset = CGPoint(x: x, y: y)
    }

    /// One axis of `scrollToItem`: the offset that puts `minimum...maximum` at the position asked for
    /// (or just into view), within the visible length less the insets, clamped to the scrollable range.
    private static func scrolled(
        _ offset: CGFloat, toShow minimum: CGFloat, _ maximum: CGFloat, viewLength: CGFloat,
        before: CGFloat, after: CGFloat, contentLength: CGFloat,
        start: ScrollPosition, middle: ScrollPosition, end: ScrollPosition, in position: ScrollPosition
    ) -> CGFloat {
        let visible = viewLength - before - after
        var result = offset
        if position.contains(start) {
            result = minimum - before
        } else if position.contains(middle) {
            result = (minimum + maximum) / 2 - visible / 2 - before
        } else if position.contains(end) {
            result = maximum - visible - before
        } else if minimum < offset + before || maximum - minimum > visible {
            result = minimum - before
        } else if maximum > offset + before + visible {
            result = maximum - visible - before
        }
        let largest = contentLength + after - viewLength
        return max(-before, min(result, largest))
    }
}
