import AutoLayout
import Foundation

/// A controller that owns a table and is its data source and delegate (UIKit's `UITableViewController`,
/// without the view controller machinery): override `viewDidLoad()` and the data source and delegate
/// methods, as in UIKit.
///
/// `tableView` is made at the screen's size; reading it the first time calls `viewDidLoad()`. Swift
/// without the Objective-C runtime cannot override methods in extensions, so the overrides that
/// UIKit code often keeps in `extension MyController { ... }` go in the class body.
///
/// ```swift
/// final class Notes: TableViewController {
///     var texts = ["one", "two"]
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         tableView.register(NoteCell.self, forCellReuseIdentifier: "Cell")
///     }
///     override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
///     override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
///     }
/// }
/// Notes().tableView.visibleCells.count   // 2
/// ```
open class TableViewController: TableViewDataSource, TableViewDelegate {
    private let table: TableView
    private var isViewLoaded = false

    /// Makes a controller whose table has the default screen's size.
    ///
    /// ```swift
    /// let controller = TableViewController(style: .plain)
    /// ```
    public init(style: TableView.Style = .plain) {
        table = TableView(frame: Screen.default.bounds, style: style)
        table.dataSource = self
        table.delegate = self
    }

    /// The table; the first read calls `viewDidLoad()`.
    ///
    /// ```swift
    /// controller.tableView.estimatedRowHeight = 44
    /// ```
    public var tableView: TableView {
        loadViewIfNeeded()
        return table
    }

    /// Calls `viewDidLoad()` if it has not been called yet.
    ///
    /// ```swift
    /// controller.loadViewIfNeeded()
    /// ```
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    /// Called once, before the table is first used: configure it here.
    ///
    /// ```swift
    /// override func viewDidLoad() { super.viewDidLoad(); tableView.estimatedRowHeight = 44 }
    /// ```
    open func viewDidLoad() {}

    /// One section.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }

    /// No rows: override it.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// Override it: the default stops, since a table with rows needs cells.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        preconditionFailure("\(type(of: self)) must override tableView(_:cellForRowAt:)")
    }

    /// The table's `rowHeight`.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }

    /// The table's `estimatedRowHeight`.
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    /// The table's `sectionHeaderHeight`.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    /// The table's `sectionFooterHeight`.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    /// No view.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }

    /// No view.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }

    /// `indexPath`.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

    /// Nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}

    /// Nothing.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}

    /// Nothing.
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}

    /// Nothing.
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}

    /// Nothing.
    open func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}

    /// Nothing.
    open func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
}
