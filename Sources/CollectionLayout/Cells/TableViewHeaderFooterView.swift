import AutoLayout
import Foundation

/// A reusable section header or footer of a table, its content in `contentView` (UIKit's
/// `UITableViewHeaderFooterView`).
///
/// Register a subclass with `register(_:forHeaderFooterViewReuseIdentifier:)` and hand it out from the
/// delegate's `tableView(_:viewForHeaderInSection:)` with `dequeueReusableHeaderFooterView(withIdentifier:)`;
/// the section's height comes from `heightForHeaderInSection` (or `sectionHeaderHeight`), and with
/// `automaticDimension` from the view's own constraints, as a self-sizing cell's does. As with cells,
/// a subclass writes `required init(reuseIdentifier:)` where UIKit code writes `override init(reuseIdentifier:)`.
///
/// ```swift
/// final class SectionTitle: TableViewHeaderFooterView {
///     let title = Label()
///     required init(reuseIdentifier: String?) {
///         super.init(reuseIdentifier: reuseIdentifier)
///         title.translatesAutoresizingMaskIntoConstraints = false
///         contentView.addSubview(title)
///         // ... pin title inside contentView ...
///     }
/// }
/// tableView.register(SectionTitle.self, forHeaderFooterViewReuseIdentifier: "Title")
/// ```
open class TableViewHeaderFooterView: View {
    /// The view the header's content goes in; its edges are the header's.
    /// e.g. `contentView.addSubview(titleLabel)`
    public let contentView = View()

    /// The identifier the view was made or dequeued with.
    ///
    /// ```swift
    /// header.reuseIdentifier   // "Title"
    /// ```
    public internal(set) var reuseIdentifier: String?

    /// Makes a header or footer view; a `TableView` calls this for registered classes (320 x 44 until placed).
    ///
    /// ```swift
    /// let header = TableViewHeaderFooterView(reuseIdentifier: "Title")
    /// ```
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        install(contentView: contentView)
    }

    /// A view from an archive: there are no nibs to decode, so this returns nil (see `View.init?(coder:)`).
    ///
    /// ```swift
    /// required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called just before a reused view is handed out again by `dequeueReusableHeaderFooterView`.
    ///
    /// ```swift
    /// override func prepareForReuse() {
    ///     super.prepareForReuse()
    ///     title.text = ""
    /// }
    /// ```
    open func prepareForReuse() {}
}
