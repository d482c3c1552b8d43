import AutoLayout
import Foundation

extension TableView {
    /// How rows come and go (UIKit's `UITableView.RowAnimation`): accepted for porting; nothing is animated.
    /// e.g. `tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)`
    public enum RowAnimation: Int, Hashable, Sendable {
        /// Fade in or out.
        case fade
        /// Slide from or to the right.
        case right
        /// Slide from or to the left.
        case left
        /// Slide from or to the top.
        case top
        /// Slide from or to the bottom.
        case bottom
        /// No animation.
        case none
        /// Keep the middle in place.
        case middle
        /// The system's choice.
        case automatic = 100
    }

    /// Opens a group of row and section changes applied together by the matching `endUpdates()`.
    ///
    /// ```swift
    /// tableView.beginUpdates()
    /// notes.remove(at: 0)
    /// tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    /// tableView.endUpdates()
    /// ```
    public func beginUpdates() {
        beginBatch()
    }

    /// Applies the changes since `beginUpdates()`, checked against the data source's new counts as in
    /// `CollectionView.performBatchUpdates(_:completion:)`: a mismatch stops the program with UIKit's
    /// explanation; rows that survive keep their cells, the selection and measured heights follow them.
    ///
    /// ```swift
    /// tableView.endUpdates()
    /// ```
    public func endUpdates() {
        endBatch()
    }

    /// The changes `updates` makes as one group (`beginUpdates()` and `endUpdates()` around it), then
    /// `completion(true)`.
    ///
    /// ```swift
    /// tableView.performBatchUpdates({
    ///     notes.insert("first", at: 0)
    ///     tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    /// }, completion: nil)
    /// ```
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatch(updates)
        completion?(true)
    }

    /// Inserts rows at these paths (of after the update); outside a group, at once.
    ///
    /// ```swift
    /// tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    /// ```
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedItems += indexPaths.map(ItemPath.init(host:)) }
    }

    /// Deletes the rows at these paths (of before the update); outside a group, at once.
    ///
    /// ```swift
    /// tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
    /// ```
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedItems += indexPaths.map(ItemPath.init(host:)) }
    }

    /// Configures new cells for these rows (paths of before the update) and measures them again.
    ///
    /// ```swift
    /// tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
    /// ```
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadedItems += indexPaths.map(ItemPath.init(host:)) }
    }

    /// Moves a row from `indexPath` (before the update) to `newIndexPath` (after it); its cell stays.
    ///
    /// ```swift
    /// tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
    /// ```
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves.append((ItemPath(host: indexPath), ItemPath(host: newIndexPath))) }
    }

    /// Inserts whole sections at these indexes (of after the update).
    ///
    /// ```swift
    /// tableView.insertSections(IndexSet(integer: 0), with: .automatic)
    /// ```
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes whole sections (indexes of before the update), their rows, headers and footers.
    ///
    /// ```swift
    /// tableView.deleteSections(IndexSet(integer: 1), with: .fade)
    /// ```
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Reads these sections (indexes of before the update) again: any number of rows, new cells and views.
    ///
    /// ```swift
    /// tableView.reloadSections(IndexSet(integer: 0), with: .automatic)
    /// ```
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a whole section from `section` (before the update) to `newSection` (after it), its rows,
    /// cells and views with it.
    ///
    /// ```swift
    /// tableView.moveSection(0, toSection: 2)
    /// ```
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.sectionMoves.append((section, newSection)) }
    }
}
