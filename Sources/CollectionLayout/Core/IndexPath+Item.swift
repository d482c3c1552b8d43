import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
extension IndexPath {
    /// Makes a two-element path `[section, item]`, as UIKit's `IndexPath(item:section:)`.
    ///
    /// ```swift
    /// let path = IndexPath(item: 3, section: 0)
    /// ```
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// Makes a two-element path `[section, row]`, as UIKit's `IndexPath(row:section:)`.
    ///
    /// ```swift
    /// let path = IndexPath(row: 2, section: 1)
    /// ```
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The second index: the item within its section (UIKit's `item`).
    ///
    /// ```swift
    /// IndexPath(item: 3, section: 0).item   // 3
    /// ```
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The second index under its table name (UIKit's `row`).
    ///
    /// ```swift
    /// IndexPath(row: 2, section: 1).row   // 2
    /// ```
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The first index: the section (UIKit's `section`).
    ///
    /// ```swift
    /// IndexPath(row: 2, section: 1).section   // 1
    /// ```
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
#endif

extension ItemPath {
    /// The layouts' path for a host's two-element `IndexPath`; a path of another length is a programming error.
    init(host indexPath: IndexPath) {
        precondition(indexPath.count == 2, "an item's IndexPath has two indexes, [section, item]; got \(indexPath)")
        self.init(item: indexPath[1], section: indexPath[0])
    }
}
