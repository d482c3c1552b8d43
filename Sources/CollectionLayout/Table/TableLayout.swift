import Foundation

/// Rows stacked in sections with headers and footers: the geometry of a plain-style `UITableView`.
///
/// `rowHeight` and `estimatedRowHeight` default to `automaticDimension`: rows size themselves through
/// `sizing` (width required at the table width, height at fitting-size priority 50, target height 0).
/// Unmeasured rows count at their estimate (44 when the estimate is automatic) until a query reaches
/// them; measuring a row shifts every later row and the content size. An estimate of 0 disables
/// estimation: every self-sizing row is measured when the layout is prepared. A per-row height
/// (`heightForRow`) overrides `rowHeight`. Headers and footers of height 0 do not exist; a header or
/// footer height of `automaticDimension` sizes it through `headerFooterSizing`, lazily from its estimate
/// as rows are (`estimatedSectionHeaderHeight`, 28 when automatic; 0 measures it when prepared).
///
/// ```swift
/// let table = TableLayout()
/// table.estimatedRowHeight = 44
/// table.sizing = rowSizing                  // e.g. cells measured by the constraint engine
/// table.dataSource = ItemCounts([100])
/// table.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
/// let visible = table.layoutAttributesForElements(in: table.bounds)   // measures ~15 rows, not 100
/// ```
public final class TableLayout: CollectionViewLayout {
    /// UIKit's `UITableView.automaticDimension` (-1): "size from the content" / "pick an estimate".
    ///
    /// ```swift
    /// table.rowHeight = TableLayout.automaticDimension
    /// ```
    public static let automaticDimension: CGFloat = -1
    /// The standard row height (44), used as the estimate when `estimatedRowHeight` is automatic.
    /// e.g. `layout.estimatedRowHeight = TableLayout.defaultRowHeight`
    public static let defaultRowHeight: CGFloat = 44

    /// Every row's height, or `automaticDimension` to size rows from their content (default).
    /// e.g. `layout.rowHeight = 60`
    public var rowHeight: CGFloat = automaticDimension { didSet { invalidateLayout() } }
    /// Where unmeasured rows start: `automaticDimension` (44, default), a height, or 0 for no estimates.
    /// e.g. `layout.estimatedRowHeight = 80`
    public var estimatedRowHeight: CGFloat = automaticDimension { didSet { invalidateLayout() } }
    /// Every section header's height (default 0: no headers), or `automaticDimension` to size headers
    /// through `headerFooterSizing`.
    /// e.g. `layout.sectionHeaderHeight = 28`
    public var sectionHeaderHeight: CGFloat = 0 { didSet { invalidateLayout() } }
    /// Every section footer's height (default 0: no footers), or `automaticDimension` to size footers
    /// through `headerFooterSizing`.
    /// e.g. `layout.sectionFooterHeight = 20`
    public var sectionFooterHeight: CGFloat = 0 { didSet { invalidateLayout() } }
    /// Where unmeasured self-sizing headers start: `automaticDimension` (28, default), a height, or 0 to
    /// measure every self-sizing header when the layout is prepared.
    /// e.g. `layout.estimatedSectionHeaderHeight = 40`
    public var estimatedSectionHeaderHeight: CGFloat = automaticDimension { didSet { invalidateLayout() } }
    /// Where unmeasured self-sizing footers start, read like `estimatedSectionHeaderHeight`.
    /// e.g. `layout.estimatedSectionFooterHeight = 0   // measure every footer up front`
    public var estimatedSectionFooterHeight: CGFloat = automaticDimension { didSet { invalidateLayout() } }
    /// Per-row heights (`tableView(_:heightForRowAt:)`); may return `automaticDimension`.
    /// e.g. `layout.heightForRow = { path in path.row == 0 ? 120 : TableLayout.automaticDimension }`
    public var heightForRow: ((IndexPath) -> CGFloat)? { didSet { invalidateLayout() } }
    /// Per-row estimates (`tableView(_:estimatedHeightForRowAt:)`).
    /// e.g. `layout.estimatedHeightForRow = { path in path.section == 0 ? 120 : 60 }`
    public var estimatedHeightForRow: ((IndexPath) -> CGFloat)? { didSet { invalidateLayout() } }
    /// Per-section header heights (`tableView(_:heightForHeaderInSection:)`).
    /// e.g. `layout.heightForHeader = { section in section == 0 ? 0 : 28 }`
    public var heightForHeader: ((Int) -> CGFloat)? { didSet { invalidateLayout() } }
    /// Per-section footer heights (`tableView(_:heightForFooterInSection:)`).
    /// e.g. `layout.heightForFooter = { _ in 20 }`
    public var heightForFooter: ((Int) -> CGFloat)? { didSet { invalidateLayout() } }
    /// Per-section estimates of self-sizing headers (`tableView(_:estimatedHeightForHeaderInSection:)`).
    /// e.g. `layout.estimatedHeightForHeader = { section in section == 0 ? 80 : 30 }`
    public var estimatedHeightForHeader: ((Int) -> CGFloat)? { didSet { invalidateLayout() } }
    /// Per-section estimates of self-sizing footers (`tableView(_:estimatedHeightForFooterInSection:)`).
    /// e.g. `layout.estimatedHeightForFooter = { _ in 20 }`
    public var estimatedHeightForFooter: ((Int) -> CGFloat)? { didSet { invalidateLayout() } }
    /// Measures the headers and footers whose height is `automaticDimension`: the height the header
    /// (`kind` `.header`) or footer of `section` takes at `width`, 0 for none. Without it they are 0.
    /// A `TableView` sets it to fit its delegate's views.
    /// e.g. `layout.headerFooterSizing = { kind, section, width in kind == .header ? titleHeight(section, width) : 0 }`
    public var headerFooterSizing: ((_ kind: ElementKind, _ section: Int, _ width: CGFloat) -> CGFloat)? {
        didSet { invalidateMeasurements() }
    }
    /// Measures self-sizing rows.
    public var sizing: (any ItemSizing)? { didSet { invalidateMeasurements() } }

    var cache = MeasurementCache<CGFloat>()
    /// The measured self-sizing headers and footers, by `[section, 0]`.
    var headerCache = MeasurementCache<CGFloat>()
    var footerCache = MeasurementCache<CGFloat>()
    /// Every element, header and footer included (height 0 when absent), in order: one "slot" each.
    var slots = TableSlots()

    /// Makes a table layout with UIKit's defaults.
    ///
    /// ```swift
    /// let table = TableLayout()
    /// ```
    public override init() { super.init() }

    /// The table's width: every row and header spans it.
    var width: CGFloat { bounds.width }

    /// How many self-sizing rows still sit at their estimate.
    ///
    /// ```swift
    /// table.unmeasuredRowCount   // 0 once every row has been on screen
    /// ```
    public var unmeasuredRowCount: Int {
        prepareIfNeeded()
        return slots.pending.indices.lazy.filter { self.slots.pending[$0] && self.slots.element(at: $0).kind == .cell }
            .count
    }

    /// (table width, total height); estimated while rows are unmeasured.
    ///
    /// ```swift
    /// table.contentSize.height
    /// ```
    public override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return CGSize(width: width, height: slots.totalHeight)
    }

    /// True when the width changes.
    ///
    /// ```swift
    /// table.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 667, height: 375))   // true
    /// ```
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != bounds.width
    }

    /// Gathers every height: fixed ones, cached measurements, estimates, and (without estimates) measures.
    ///
    /// ```swift
    /// table.prepare()
    /// ```
    public override func prepare() {
        super.prepare()
        computeLayout()
    }

    /// The rows, headers and footers intersecting `rect`, after measuring the self-sizing rows in it.
    ///
    /// O(log n + k) on measured rows (binary search over running origins).
    ///
    /// ```swift
    /// let visible = table.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 667))
    /// ```
    public override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        queryElements(in: rect)
    }

    /// The row at `indexPath`, measured first if it sizes itself (rows above keep their estimates).
    ///
    /// ```swift
    /// table.layoutAttributesForItem(at: IndexPath(row: 0, section: 0))?.frame.height
    /// ```
    public override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        queryItem(at: ItemPath(host: indexPath))
    }

    /// The header or footer of `indexPath.section`, or nil if it has none (height 0).
    ///
    /// ```swift
    /// table.layoutAttributesForSupplementaryView(
    ///     ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(row: 0, section: 2))
    /// ```
    public override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        guard let kind = ElementKind(supplementaryKind: elementKind) else { return nil }
        return querySupplementary(ofKind: kind, at: ItemPath(host: indexPath))
    }

    /// Drops these items' measured sizes (an invalidation context named them).
    override func forgetMeasurements(of paths: [ItemPath]) {
        cache.remove(paths)
    }

    /// Forgets every measured height (e.g. the text size changed).
    ///
    /// ```swift
    /// table.invalidateMeasurements()
    /// ```
    public override func invalidateMeasurements() {
        cache.removeAll()
        forgetHeaderFooterMeasurements()
        invalidateLayout()
    }

    /// Moves the measured sizes to the items' paths after a batch update (headers and footers are
    /// measured again).
    override func remapMeasurements(_ mapping: ItemMapping) {
        cache.remap(mapping)
        forgetHeaderFooterMeasurements()
        invalidateLayout()
    }
}

