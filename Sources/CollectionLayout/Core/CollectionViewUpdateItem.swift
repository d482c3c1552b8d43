import Foundation

/// One change of a batch update, as a layout's `prepare(forCollectionViewUpdates:)` receives it (UIKit's
/// `UICollectionViewUpdateItem`): an item's path is `[section, item]`, a whole section's is `[section]`.
///
/// ```swift
/// override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
///     super.prepare(forCollectionViewUpdates: updateItems)
///     inserted = updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate)
/// }
/// ```
open class CollectionViewUpdateItem: CustomStringConvertible {
    /// What the change does (UIKit's `UICollectionViewUpdateItem.Action`).
    /// e.g. `updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate)`
    public enum Action: Int, Hashable, Sendable {
        /// An item or section is inserted: it has only a path after the update.
        case insert
        /// An item or section is deleted: it has only a path before the update.
        case delete
        /// An item or section is configured again: paths before and after.
        case reload
        /// An item moves: paths before and after.
        case move
        /// No change.
        case none
    }

    /// The path before the update; `nil` for an insert.
    ///
    /// ```swift
    /// item.indexPathBeforeUpdate   // [0, 2] for a deleted item
    /// ```
    public let indexPathBeforeUpdate: IndexPath?

    /// The path after the update; `nil` for a delete.
    ///
    /// ```swift
    /// item.indexPathAfterUpdate   // [0, 0] for an item inserted first
    /// ```
    public let indexPathAfterUpdate: IndexPath?

    /// What the change does.
    ///
    /// ```swift
    /// item.updateAction == .move
    /// ```
    public let updateAction: Action

    /// Makes an update item (the hosts make them; layouts receive them).
    ///
    /// ```swift
    /// let item = CollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(item: 0, section: 0))
    /// ```
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }

    /// `insert nil -> [0, 0]`.
    public var description: String {
        "\(updateAction) \(indexPathBeforeUpdate.map { "\($0)" } ?? "nil") -> \(indexPathAfterUpdate.map { "\($0)" } ?? "nil")"
    }
}

extension BatchUpdates {
    /// The update items a layout receives: section deletes, inserts, reloads and moves, then item
    /// deletes, inserts, reloads and moves, each in the order recorded.
    func updateItems(_ mapping: ItemMapping) -> [CollectionViewUpdateItem] {
        var items: [CollectionViewUpdateItem] = []
        for section in deletedSections {
            items.append(CollectionViewUpdateItem(action: .delete, before: IndexPath(index: section), after: nil))
        }
        for section in insertedSections {
            items.append(CollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(index: section)))
        }
        for section in reloadedSections {
            items.append(CollectionViewUpdateItem(
                action: .reload, before: IndexPath(index: section), after: mapping.newSection(section).map { IndexPath(index: $0) }))
        }
        for move in sectionMoves {
            items.append(CollectionViewUpdateItem(action: .move, before: IndexPath(index: move.from), after: IndexPath(index: move.to)))
        }
        for path in deletedItems {
            items.append(CollectionViewUpdateItem(action: .delete, before: path.indexPath, after: nil))
        }
        for path in insertedItems {
            items.append(CollectionViewUpdateItem(action: .insert, before: nil, after: path.indexPath))
        }
        for path in reloadedItems {
            items.append(CollectionViewUpdateItem(action: .reload, before: path.indexPath, after: mapping.newPath(path)?.indexPath))
        }
        for move in moves {
            items.append(CollectionViewUpdateItem(action: .move, before: move.from.indexPath, after: move.to.indexPath))
        }
        return items
    }
}
