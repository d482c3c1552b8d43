import AutoLayout
import Foundation

/// Supplies a table view's counts and configured rows (UIKit's `UITableViewDataSource`).
///
/// ```swift
/// final class Notes: TableViewDataSource {
///     var texts: [String] = []
///     func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
///     func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! NoteCell
///         cell.body.text = texts[indexPath.row]
///         return cell
///     }
/// }
/// ```
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (default 1).
    ///
    /// ```swift
    /// func numberOfSections(in tableView: TableView) -> Int { groups.count }
    /// ```
    func numberOfSections(in tableView: TableView) -> Int

    /// The number of rows in `section`.
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    /// ```
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int

    /// A cell from `dequeueReusableCell(withIdentifier:for:)`, configured for `indexPath`.
    ///
    /// ```swift
    /// let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    /// ```
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
}

/// Row heights, header and footer views, selection and cells coming and going (UIKit's
/// `UITableViewDelegate`); every method has a default: heights
/// answer with the table's own properties, notifications do nothing.
///
/// ```swift
/// extension Notes: TableViewDelegate {
///     func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { open(indexPath.row) }
/// }
/// ```
public protocol TableViewDelegate: AnyObject {
    /// A row's height, or `TableView.automaticDimension` to size it from its cell (default: `rowHeight`).
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
    /// ```
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat

    /// Where an unmeasured row starts (default: `estimatedRowHeight`).
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 80 }
    /// ```
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

    /// The height of `section`'s header, 0 for none, or `automaticDimension` to size the header view
    /// from its constraints (default: the table's `sectionHeaderHeight`).
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 28 }
    /// ```
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat

    /// The height of `section`'s footer, 0 for none, or `automaticDimension` to size the footer view
    /// from its constraints (default: the table's `sectionFooterHeight`).
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
    /// ```
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat

    /// Where a self-sizing header starts until it is measured (default: the table's
    /// `estimatedSectionHeaderHeight`).
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 40 }
    /// ```
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat

    /// Where a self-sizing footer starts until it is measured (default: the table's
    /// `estimatedSectionFooterHeight`).
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { 20 }
    /// ```
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

    /// The view shown in `section`'s header, or `nil` for an empty one (default `nil`); asked only for
    /// headers with a height, when they come on screen, and for self-sizing ones (`automaticDimension`)
    /// when they are measured: the view measured is the view shown.
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    ///     tableView.dequeueReusableHeaderFooterView(withIdentifier: "Title")
    /// }
    /// ```
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?

    /// The view shown in `section`'s footer, or `nil` for an empty one (default `nil`).
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// ```
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?

    /// Whether a tap may select the row: the path to select, or `nil` for none (default: `indexPath`).
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { nil }
    /// ```
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

    /// A tap selected the row.
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { print(indexPath.row) }
    /// ```
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)

    /// A tap deselected the row (another row was selected).
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// ```
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)

    /// A row's cell is about to come on screen (configured and placed).
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// ```
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)

    /// A row's cell left the screen (scrolled away, deleted or reloaded); `indexPath` is the row it showed.
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// ```
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)

    /// A section's header view is about to come on screen.
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// ```
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)

    /// A section's footer view is about to come on screen.
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// ```
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)

    /// A section's header view left the screen.
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    /// ```
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)

    /// A section's footer view left the screen.
    ///
    /// ```swift
    /// func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    /// ```
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
}

extension TableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `estimatedRowHeight`.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// The table's `estimatedSectionHeaderHeight`.
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    /// The table's `estimatedSectionFooterHeight`.
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    /// No view.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No view.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// `indexPath`.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
}
