import AutoLayout
import Foundation

extension CollectionView {
    /// Applies the inserts, deletes, reloads and moves that `updates` makes as one change, then calls
    /// `completion` (with `true`: nothing is animated, so the change is done at once).
    ///
    /// Change the model inside `updates`, with a call for each change. As in UIKit, deletes, reloads
    /// and move sources name the paths of before the update; inserts and move destinations the paths of
    /// after it. The data source's new counts must add up (each section: before, less deletes and moves
    /// out, plus inserts and moves in); an update that does not stops the program with UIKit's
    /// explanation, a programming error. Cells of items that survive stay on screen at their new paths;
    /// deleted and reloaded items' cells go back to the reuse queue; the selection and measured sizes
    /// follow their items.
    ///
    /// ```swift
    /// collectionView.performBatchUpdates({
    ///     model.remove(at: 2)
    ///     model.insert("new", at: 0)
    ///     collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
    ///     collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    /// }, completion: nil)
    /// ```
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runBatch(updates)
        completion?(true)
    }

    /// Inserts items at these paths (of after the update); outside `performBatchUpdates`, at once.
    ///
    /// ```swift
    /// model.append("new"); collectionView.insertItems(at: [IndexPath(item: model.count - 1, section: 0)])
    /// ```
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems += indexPaths.map(ItemPath.init(host:)) }
    }

    /// Deletes the items at these paths (of before the update); outside `performBatchUpdates`, at once.
    ///
    /// ```swift
    /// model.remove(at: 0); collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
    /// ```
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems += indexPaths.map(ItemPath.init(host:)) }
    }

    /// Configures new cells for these items (paths of before the update) and measures them again.
    ///
    /// ```swift
    /// model[3] = "changed"; collectionView.reloadItems(at: [IndexPath(item: 3, section: 0)])
    /// ```
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems += indexPaths.map(ItemPath.init(host:)) }
    }

    /// Moves an item from `indexPath` (before the update) to `newIndexPath` (after it); its cell stays.
    ///
    /// ```swift
    /// collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
    /// ```
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves.append((ItemPath(host: indexPath), ItemPath(host: newIndexPath))) }
    }

    /// Inserts whole sections at these indexes (of after the update), with the items the data source gives them.
    ///
    /// ```swift
    /// collectionView.insertSections(IndexSet(integer: 1))
    /// ```
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes whole sections (indexes of before the update), their items, headers and footers.
    ///
    /// ```swift
    /// collectionView.deleteSections(IndexSet(integer: 0))
    /// ```
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Reads these sections (indexes of before the update) again: any number of items, new cells and views.
    ///
    /// ```swift
    /// collectionView.reloadSections(IndexSet(integer: 2))
    /// ```
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a whole section from `section` (before the update) to `newSection` (after it), its items,
    /// cells and views with it.
    ///
    /// ```swift
    /// collectionView.moveSection(0, toSection: 2)
    /// ```
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.sectionMoves.append((section, newSection)) }
    }
}
