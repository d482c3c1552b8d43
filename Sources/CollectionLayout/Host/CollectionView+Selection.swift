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
    /// it), within the content: the offset stays between zero and the content size minus the view's.
    /// Animation is not modelled: the offset changes at once.
    ///
    /// ```swift
    /// collectionView.scrollToItem(at: IndexPath(item: 40, section: 0), at: .top, animated: true)
    /// collectionView.contentOffset.y   // the item's minY, or the largest offset
    /// ```
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        updateIfNeeded()
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let size = bounds.size
        var offset = contentOffset
        if scrollPosition.contains(.top) {
            offset.y = frame.minY
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - size.height / 2
        } else if scrollPosition.contains(.bottom) {
            offset.y = frame.maxY - size.height
        } else if frame.minY < offset.y || frame.height > size.height {
            offset.y = frame.minY
        } else if frame.maxY > offset.y + size.height {
            offset.y = frame.maxY - size.height
        }
        if scrollPosition.contains(.left) {
            offset.x = frame.minX
        } else if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - size.width / 2
        } else if scrollPosition.contains(.right) {
            offset.x = frame.maxX - size.width
        } else if frame.minX < offset.x || frame.width > size.width {
            offset.x = frame.minX
        } else if frame.maxX > offset.x + size.width {
            offset.x = frame.maxX - size.width
        }
        let content = contentSize
        offset.x = max(0, min(offset.x, content.width - size.width))
        offset.y = max(0, min(offset.y, content.height - size.height))
        contentOffset = offset
    }
}
