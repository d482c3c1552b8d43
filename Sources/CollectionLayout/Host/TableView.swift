import AutoLayout
import Foundation

/// Rows in sections, self-sizing, dequeued and reused (UIKit's `UITableView`, geometry only: nothing is drawn).
///
/// The table lays its rows out with a `TableLayout` and configures cells (`cellForRowAt`) only for the
/// rows whose frames meet the visible rectangle: `contentOffset` with the view's size. Rows with
/// `automaticDimension` height (the default) are measured on those same cells, width held at the
/// table's and height as small as the content allows; unmeasured rows count at their estimate.
/// Scrolling is setting `contentOffset`; cells that leave the screen go back to their identifier's
/// queue and come back from `dequeueReusableCell(withIdentifier:for:)` after `prepareForReuse()`.
/// Queries (`visibleCells`, `contentSize`...) bring the cells up to date first; cells are not subviews
/// but roots of their own layouts, with frames in content coordinates.
///
/// ```swift
/// let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
/// tableView.register(NoteCell.self, forCellReuseIdentifier: "Cell")
/// tableView.estimatedRowHeight = 44
/// tableView.dataSource = notes
/// tableView.visibleCells.map(\.frame)      // rows sized by their constraints
/// tableView.contentOffset.y = 667          // one screen down
/// ```
open class TableView: View {
    /// The table's arrangement of sections; only `plain` geometry is laid out.
    /// e.g. `let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .grouped)`
    public enum Style: Int, Hashable, Sendable {
        /// Sections follow each other with no gaps.
        case plain
        /// `UITableView.Style.grouped` (laid out as plain here).
        case grouped
        /// `UITableView.Style.insetGrouped` (laid out as plain here).
        case insetGrouped
    }

    /// `UITableView.automaticDimension`: size rows (or pick estimates) automatically.
    ///
    /// ```swift
    /// tableView.rowHeight = TableView.automaticDimension
    /// ```
    public static let automaticDimension = TableLayout.automaticDimension

    /// The style the table was made with.
    /// e.g. `TableView(frame: bounds, style: .grouped).style   // .grouped`
    public let style: Style

    /// Supplies the counts and cells; held weakly, as in UIKit.
    ///
    /// ```swift
    /// tableView.dataSource = self
    /// ```
    public weak var dataSource: (any TableViewDataSource)? { didSet { needsReload = true } }

    /// Row heights and selection.
    ///
    /// ```swift
    /// tableView.delegate = self
    /// ```
    public weak var delegate: (any TableViewDelegate)? { didSet { needsReload = true } }

    /// The point of the content shown at the view's top-left corner; setting it scrolls.
    ///
    /// ```swift
    /// tableView.contentOffset = CGPoint(x: 0, y: 300)
    /// ```
    public var contentOffset = CGPoint.zero

    /// Space around the content (UIKit's `contentInset`): scrolling may go from `-contentInset.top` to the
    /// content's end plus `contentInset.bottom`; rows keep the table's width. As in UIKit, setting it does
    /// not move `contentOffset`.
    ///
    /// ```swift
    /// tableView.contentInset = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
    /// tableView.contentOffset = CGPoint(x: 0, y: -64)
    /// ```
    public var contentInset = EdgeInsets.zero

    /// Every row's height, or `automaticDimension` (default) to size rows from their cells.
    /// e.g. `tableView.rowHeight = 60`
    public var rowHeight: CGFloat {
        get { layout.rowHeight }
        set { layout.rowHeight = newValue }
    }
    /// Where unmeasured rows start: `automaticDimension` (44, default), a height, or 0 for no estimates.
    /// e.g. `tableView.estimatedRowHeight = 80`
    public var estimatedRowHeight: CGFloat {
        get { layout.estimatedRowHeight }
        set { layout.estimatedRowHeight = newValue }
    }
    /// Every section header's height (default 0: none), or `automaticDimension` to size each header view
    /// from its constraints (width held at the table's); a delegate's `heightForHeaderInSection` overrides
    /// it, and its `viewForHeaderInSection` gives the view shown there.
    /// e.g. `tableView.sectionHeaderHeight = TableView.automaticDimension`
    public var sectionHeaderHeight: CGFloat {
        get { layout.sectionHeaderHeight }
        set { layout.sectionHeaderHeight = newValue }
    }
    /// Every section footer's height (default 0: none), or `automaticDimension` to size each footer view
    /// from its constraints; a delegate's `heightForFooterInSection` overrides it, and its
    /// `viewForFooterInSection` gives the view shown there.
    /// e.g. `tableView.sectionFooterHeight = 20`
    public var sectionFooterHeight: CGFloat {
        get { layout.sectionFooterHeight }
        set { layout.sectionFooterHeight = newValue }
    }
    /// Where self-sizing headers start until they come on screen and are measured: `automaticDimension`
    /// (28, default), a height, or 0 to measure every one when the table lays out.
    /// e.g. `tableView.estimatedSectionHeaderHeight = 40`
    public var estimatedSectionHeaderHeight: CGFloat {
        get { layout.estimatedSectionHeaderHeight }
        set { layout.estimatedSectionHeaderHeight = newValue }
    }
    /// Where self-sizing footers start until they are measured, read like `estimatedSectionHeaderHeight`.
    /// e.g. `tableView.estimatedSectionFooterHeight = 20`
    public var estimatedSectionFooterHeight: CGFloat {
        get { layout.estimatedSectionFooterHeight }
        set { layout.estimatedSectionFooterHeight = newValue }
    }

    /// Whether a tap selects rows (default true).
    /// e.g. `tableView.allowsSelection = false`
    public var allowsSelection = true

    /// The layout that places the rows (read it for frames of rows off screen).
    /// e.g. `tableView.layout.layoutAttributesForItem(at: IndexPath(row: 500, section: 0))?.frame`
    public let layout = TableLayout()
    let host = CellHost<TableViewCell>()
    let supplementaries = SupplementaryHost()
    var headerFooterQueue = ReuseQueue<TableViewHeaderFooterView>()
    private var needsReload = true
    var counts: [Int] = []
    var batch = BatchRecorder()

    /// Makes a table of `frame`'s size.
    ///
    /// ```swift
    /// let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
    /// ```
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        host.provide = { [unowned self] path in self.configuredCell(at: path) }
        host.willDisplay = { [unowned self] cell, path in
            self.delegate?.tableView(self, willDisplay: cell, forRowAt: path.indexPath)
        }
        host.didEndDisplaying = { [unowned self] cell, path in
            self.delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path.indexPath)
        }
        supplementaries.provide = { [unowned self] key in self.delegateView(for: key) }
        supplementaries.willDisplay = { [unowned self] key, view in self.tellDelegate(view, key, appearing: true) }
        supplementaries.didEndDisplaying = { [unowned self] key, view in self.tellDelegate(view, key, appearing: false) }
        supplementaries.recycle = { [unowned self] _, view in
            if let view = view as? TableViewHeaderFooterView { self.headerFooterQueue.enqueue(view) }
        }
        layout.sizing = HostSizing(host)
        layout.headerFooterSizing = { [unowned self] kind, section, width in
            self.fittedHeight(of: kind, inSection: section, width: width)
        }
        layout.hostView = self
    }

    /// A table view from an archive: there are none to decode here, so this returns nil
    /// (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Cells

    /// Makes cells of `cellClass` (with `init(style: .default, reuseIdentifier:)`) for `identifier`
    /// when no reused one waits.
    ///
    /// ```swift
    /// tableView.register(NoteCell.self, forCellReuseIdentifier: "Cell")
    /// ```
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        host.queue.register(identifier) { cellClass.init(style: .default, reuseIdentifier: identifier) }
    }

    /// A cell for `indexPath`: one that left the screen (after `prepareForReuse()`), else a new one of
    /// the registered class. Dequeuing an identifier that was never registered stops the program, as
    /// UIKit does: it is a programming error.
    ///
    /// ```swift
    /// let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath) as! NoteCell
    /// ```
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        host.queue.dequeue(identifier, registerCall: "register(_:forCellReuseIdentifier:)")
    }

    private func configuredCell(at path: ItemPath) -> TableViewCell {
        guard let dataSource else { preconditionFailure("a TableView needs a dataSource to show rows") }
        return dataSource.tableView(self, cellForRowAt: path.indexPath)
    }

    // MARK: Data

    /// Reads the counts again and reconfigures every cell; measured heights and the selection are dropped.
    ///
    /// ```swift
    /// notes.texts.append("new"); tableView.reloadData()
    /// ```
    public func reloadData() {
        needsReload = true
    }

    /// The number of sections, as last read from the data source.
    ///
    /// ```swift
    /// tableView.numberOfSections
    /// ```
    public var numberOfSections: Int {
        reloadIfNeeded()
        return counts.count
    }

    /// The number of rows in `section`, as last read from the data source.
    ///
    /// ```swift
    /// tableView.numberOfRows(inSection: 0)
    /// ```
    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    private func reload() {
        needsReload = false
        host.enqueueAll()
        supplementaries.removeAll()
        host.selected = []
        counts = readCounts()
        if delegate != nil {
            layout.heightForRow = { [unowned self] path in
                self.delegate?.tableView(self, heightForRowAt: path) ?? self.rowHeight
            }
            layout.estimatedHeightForRow = { [unowned self] path in
                self.delegate?.tableView(self, estimatedHeightForRowAt: path) ?? self.estimatedRowHeight
            }
            layout.heightForHeader = { [unowned self] section in
                self.delegate?.tableView(self, heightForHeaderInSection: section) ?? self.sectionHeaderHeight
            }
            layout.heightForFooter = { [unowned self] section in
                self.delegate?.tableView(self, heightForFooterInSection: section) ?? self.sectionFooterHeight
            }
            layout.estimatedHeightForHeader = { [unowned self] section in
                self.delegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? self.estimatedSectionHeaderHeight
            }
            layout.estimatedHeightForFooter = { [unowned self] section in
                self.delegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? self.estimatedSectionFooterHeight
            }
        } else {
            layout.heightForRow = nil
            layout.estimatedHeightForRow = nil
            layout.heightForHeader = nil
            layout.heightForFooter = nil
            layout.estimatedHeightForHeader = nil
            layout.estimatedHeightForFooter = nil
        }
        layout.dataSource = ItemCounts(counts)
        layout.invalidateMeasurements()
    }

    /// The data source's counts now.
    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        return (0..<max(0, sections)).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
    }

    /// Reads the data source's counts if they are due (the counts alone).
    func reloadIfNeeded() {
        if needsReload { reload() }
    }

    /// Reloads if asked to, then shows the rows, headers and footers of the visible rectangle. A query
    /// made while showing (the data source or delegate asking the table) answers from what is shown.
    func updateIfNeeded() {
        reloadIfNeeded()
        if let elements = host.show(CGRect(origin: contentOffset, size: bounds.size), of: layout) {
            supplementaries.show(elements)
        }
    }

    // MARK: Geometry and queries

    /// (width, height of all rows); estimated while rows are unmeasured.
    ///
    /// ```swift
    /// tableView.contentSize.height
    /// ```
    public var contentSize: CGSize {
        updateIfNeeded()
        return layout.contentSize
    }

    /// The cells on screen, top to bottom.
    ///
    /// ```swift
    /// tableView.visibleCells.map(\.frame)
    /// ```
    public var visibleCells: [TableViewCell] {
        updateIfNeeded()
        return host.visibleCells
    }

    /// The paths of the rows on screen, top to bottom.
    ///
    /// ```swift
    /// tableView.indexPathsForVisibleRows?.first   // [0, 0]
    /// ```
    public var indexPathsForVisibleRows: [IndexPath]? {
        updateIfNeeded()
        return host.visibleCells.compactMap { host.path(of: $0)?.indexPath }
    }

    /// The cell of a row on screen, or `nil` if the row is off screen.
    ///
    /// ```swift
    /// tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame
    /// ```
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        updateIfNeeded()
        return host.visible[ItemPath(host: indexPath)]
    }

    /// The row a cell on screen shows, or `nil`.
    ///
    /// ```swift
    /// tableView.indexPath(for: cell)?.row
    /// ```
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        updateIfNeeded()
        return host.path(of: cell)?.indexPath
    }

    /// The frame of a row, on screen or not (measuring it if it sizes itself).
    ///
    /// ```swift
    /// tableView.rectForRow(at: IndexPath(row: 3, section: 0)).height
    /// ```
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        updateIfNeeded()
        layout.prepareIfNeeded()
        return layout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    /// How many cells were made (not reused) so far: for checking reuse.
    var cellsMade: Int { host.queue.made }
}
