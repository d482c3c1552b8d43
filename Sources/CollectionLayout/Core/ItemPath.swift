import Foundation

/// The position of an item (or a table row) in a sectioned collection, as the layouts keep it inside:
/// two plain fields, cheaper to hash and store by the hundred thousand than a Foundation `IndexPath`
/// (what the public API takes and gives, converted at the edges). It orders by section, then item.
///
/// ```swift
/// let path = ItemPath(item: 3, section: 0)
/// let row = ItemPath(row: 2, section: 1)      // table spelling; row == item
/// let foundation = path.indexPath              // [0, 3]
/// ```
struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section index.
    var section: Int
    /// The item index within the section.
    var item: Int

    /// Makes a path from an item and a section index, like `IndexPath(item:section:)`.
    ///
    /// ```swift
    /// let first = ItemPath(item: 0, section: 0)
    /// ```
    init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Makes a path from a table row and a section index, like `IndexPath(row:section:)`.
    ///
    /// ```swift
    /// let second = ItemPath(row: 1, section: 0)
    /// ```
    init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// Converts a two-element Foundation `IndexPath` (`[section, item]`); `nil` for any other length.
    ///
    /// ```swift
    /// let path = ItemPath(IndexPath(indexes: [0, 4]))   // section 0, item 4
    /// ```
    init?(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else { return nil }
        self.init(item: indexPath[1], section: indexPath[0])
    }

    /// The table-view name of `item`.
    ///
    /// ```swift
    /// ItemPath(row: 2, section: 0).row   // 2
    /// ```
    var row: Int {
        get { item }
        set { item = newValue }
    }

    /// The same position as a Foundation `IndexPath` (`[section, item]`).
    ///
    /// ```swift
    /// ItemPath(item: 1, section: 2).indexPath   // [2, 1]
    /// ```
    var indexPath: IndexPath { IndexPath(indexes: [section, item]) }

    /// Section first, then item.
    static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`, as Foundation prints an `IndexPath`.
    var description: String { "[\(section), \(item)]" }
}
