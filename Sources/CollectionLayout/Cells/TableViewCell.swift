import AutoLayout
import Foundation

/// A table row whose content lives in `contentView` (UIKit's `UITableViewCell`, for layout).
///
/// A `TableView` makes registered cells with `init(style:reuseIdentifier:)`, hands them out again after
/// `prepareForReuse()`, sizes self-sizing rows from the constraints in `contentView` (width held at the
/// table's, height as small as the content allows) and selects them with `setSelected(_:animated:)`.
///
/// Porting note: Swift without the Objective-C runtime can only build a registered class through a
/// `required` initializer, so a subclass writes `required init(style:reuseIdentifier:)` where UIKit
/// code writes `override init(style:reuseIdentifier:)` (the compiler offers the fix).
///
/// ```swift
/// final class BodyCell: TableViewCell {
///     let body = Label()
///     required init(style: CellStyle, reuseIdentifier: String?) {
///         super.init(style: style, reuseIdentifier: reuseIdentifier)
///         body.numberOfLines = 0
///         body.translatesAutoresizingMaskIntoConstraints = false
///         contentView.addSubview(body)
///         // ... pin body 8 points inside contentView ...
///     }
/// }
/// tableView.register(BodyCell.self, forCellReuseIdentifier: "Cell")
/// ```
open class TableViewCell: View {
    /// The built-in arrangements of UIKit's cells; only the custom content in `contentView` is laid out here.
    /// e.g. `let cell = TableViewCell(style: .subtitle, reuseIdentifier: "Note")`
    public enum CellStyle: Int, Hashable, Sendable {
        /// `UITableViewCell.CellStyle.default`.
        case `default`
        /// `UITableViewCell.CellStyle.value1`.
        case value1
        /// `UITableViewCell.CellStyle.value2`.
        case value2
        /// `UITableViewCell.CellStyle.subtitle`.
        case subtitle
    }

    /// The view the row's content goes in; its edges are the cell's.
    /// e.g. `contentView.addSubview(titleLabel)`
    public let contentView = View()

    /// The identifier the cell was made or dequeued with.
    ///
    /// ```swift
    /// cell.reuseIdentifier   // "Cell"
    /// ```
    public internal(set) var reuseIdentifier: String?

    /// The style the cell was made with.
    /// e.g. `TableViewCell(style: .value1, reuseIdentifier: "Setting").style   // .value1`
    public let style: CellStyle

    private var selected = false

    /// Makes a cell; a `TableView` calls this for registered classes (`frame` 320 x 44).
    ///
    /// ```swift
    /// let cell = TableViewCell(style: .default, reuseIdentifier: "Cell")
    /// ```
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        install(contentView: contentView)
    }

    /// A cell from an archive: there are no nibs to decode, so this returns nil (see `View.init?(coder:)`).
    ///
    /// ```swift
    /// required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the row is selected; setting it calls `setSelected(_:animated:)` without animation.
    ///
    /// ```swift
    /// tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected
    /// ```
    public var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }

    /// Selects or deselects the row; override to restyle it, calling `super`.
    ///
    /// ```swift
    /// override func setSelected(_ selected: Bool, animated: Bool) {
    ///     super.setSelected(selected, animated: animated)
    ///     checkmark.isHidden = !selected
    /// }
    /// ```
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
    }

    /// Called just before a reused cell is handed out again by `dequeueReusableCell`: reset its content here.
    ///
    /// ```swift
    /// override func prepareForReuse() {
    ///     super.prepareForReuse()
    ///     body.text = ""
    /// }
    /// ```
    open func prepareForReuse() {}
}
