import AutoLayout
import Foundation

extension TableView {
    /// Where to scroll a row to (`scrollToRow(at:at:animated:)`); `selectRow` accepts it but does not scroll yet.
    /// e.g. `tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)`
    public enum ScrollPosition: Int, Hashable, Sendable {
        /// Leave the table where it is.
        case none
        /// The row at the top.
        case top
        /// The row in the middle.
        case middle
        /// The row at the bottom.
        case bottom
    }

    /// The selected row, if any.
    ///
    /// ```swift
    /// tableView.indexPathForSelectedRow?.row
    /// ```
    public var indexPathForSelectedRow: IndexPath? {
        updateIfNeeded()
        return host.selected.min()?.indexPath
    }

    /// Selects a row from code (`nil` clears the selection). As in UIKit, no delegate method is called:
    /// that is what a tap does (`tapRow(at:)`).
    ///
    /// ```swift
    /// tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    /// ```
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        updateIfNeeded()
        let path = indexPath.map(ItemPath.init(host:))
        for other in host.selected.sorted() where other != path { deselect(other, notifying: false) }
        if let path {
            host.selected.insert(path)
            host.refreshSelection(of: path)
        }
    }

    /// Deselects a row from code, without calling the delegate.
    ///
    /// ```swift
    /// tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
    /// ```
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        updateIfNeeded()
        deselect(ItemPath(host: indexPath), notifying: false)
    }

    /// What a user's tap on the row does: asks `willSelectRowAt`, deselects the selected row (calling
    /// `didDeselectRowAt`), selects and calls `didSelectRowAt`. UIKit has no such method (taps come from touches).
    ///
    /// ```swift
    /// tableView.tapRow(at: IndexPath(row: 2, section: 0))   // delegate hears didSelectRowAt [0, 2]
    /// ```
    public func tapRow(at indexPath: IndexPath) {
        updateIfNeeded()
        guard allowsSelection else { return }
        guard let chosen = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        let path = ItemPath(host: chosen)
        for other in host.selected.sorted() where other != path { deselect(other, notifying: true) }
        host.selected.insert(path)
        host.refreshSelection(of: path)
        delegate?.tableView(self, didSelectRowAt: chosen)
    }

    private func deselect(_ path: ItemPath, notifying: Bool) {
        guard host.selected.remove(path) != nil else { return }
        host.refreshSelection(of: path)
        if notifying { delegate?.tableView(self, didDeselectRowAt: path.indexPath) }
    }
}

extension TableView {
    /// Scrolls so the row sits where `scrollPosition` says (`.none` scrolls only as far as needed to
    /// show it) within the view less `contentInset`, keeping the offset inside the content. Animation
    /// is not modelled: the offset changes at once.
    ///
    /// ```swift
    /// tableView.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: true)
    /// ```
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let frame = rectForRow(at: indexPath)
        guard frame != .zero else { return }
        let axis = ScrollAxis(
            offset: contentOffset.y, viewLength: bounds.height, before: contentInset.top, after: contentInset.bottom,
            contentLength: contentSize.height)
        let placement: ScrollAxis.Placement = switch scrollPosition {
        case .none: .nearest
        case .top: .start
        case .middle: .middle
        case .bottom: .end
        }
        contentOffset.y = axis.offset(toShow: frame.minY, frame.maxY, at: placement)
    }

    /// The path of the row whose frame holds `point` (content coordinates), or `nil`.
    ///
    /// ```swift
    /// tableView.indexPathForRow(at: CGPoint(x: 10, y: 100))?.row
    /// ```
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        updateIfNeeded()
        return layout.item(at: point)?.indexPath
    }
}
