import Foundation
import AutoLayout

/// A Pinterest-style waterfall: each item goes to the shortest column (S1), or sized from original
/// sizes as CHTCollectionViewWaterfallLayout does it.
///
/// Per section: column width `w = (width - inset.left - inset.right - (columns - 1) x columnSpacing) / columns`
/// (never below 0). Item heights come from `sizing`, asked at `(w, 0)` with the width required and the
/// height at fitting-size priority — e.g. an aspect ratio, `h = model.h x w / model.w`. Each item goes to
/// the column whose bottom is highest on screen (smallest y; ties: leftmost), at that bottom plus
/// `rowSpacing` (no spacing above a column's first item). A section is: `headerInset.top`, the header
/// (`bounds.width - headerInset.left - headerInset.right` wide at x = `headerInset.left`, then
/// `headerInset.bottom`, only if its height is > 0), `inset.top`, the columns, `inset.bottom` below the
/// tallest column, then the footer the same way with `footerInset`; the next section starts there. An
/// empty section keeps its header, insets and footer. Every item is measured when the layout is
/// prepared (where an item goes depends on all the heights before it); sizes are cached per width.
///
/// Every number has a per-section closure, as CHT's delegate has (`columnCountForSection`,
/// `insetForSection`, `columnSpacingForSection`, `rowSpacingForSection`, `headerHeightForSection`,
/// `footerHeightForSection`, `headerInsetForSection`, `footerInsetForSection`); a closure replaces the
/// layout-wide property for every section.
///
/// Two sets of defaults:
///
/// | | `WaterfallLayout()` (S1) | `WaterfallLayout(originalSizes:)` (CHT) |
/// |---|---|---|
/// | columns | 2 | 2 |
/// | column spacing | 10 | 10 |
/// | row (inter-item) spacing | 5 | 10 |
/// | section inset | (5, 15, 5, 5) | zero |
/// | header / footer height | 0 / 0 | 0 / 0 |
/// | header / footer inset | zero / zero | zero / zero |
/// | item width | column width | column width floored to the pixel grid |
/// | item height | `sizing` | original height x width / original width, floored to the pixel grid |
/// | direction | shortest first | shortest first |
///
/// ```swift
/// let layout = WaterfallLayout()            // 2 columns, gaps 10 / 5, inset (5, 15, 5, 5)
/// layout.headerHeight = 100
/// layout.sizing = ClosureItemSizing { path, target, _, _ in
///     CGSize(width: target.width, height: photos[path.item].aspect * target.width)
/// }
/// layout.dataSource = ItemCounts([photos.count])
/// layout.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
/// ```
///
/// Original-size sizing, as CHTCollectionViewWaterfallLayout does it, comes with
/// ``init(originalSizes:)``: each item's original size is scaled to the column width and floored
/// to the pixel grid of `screen`. `itemRenderDirection` also offers left-to-right and right-to-left.
/// One difference from CHT: an empty section's footer sits `inset.bottom` below `inset.top` (CHT
/// also takes the inter-item spacing off, which can put the footer above the section's top).
public final class WaterfallLayout: CollectionViewLayout {
    /// The number of columns (default 2, must be >= 1).
    /// e.g. `layout.numberOfColumns = 3`
    public var numberOfColumns = 2 { didSet { invalidateLayout() } }
    /// The horizontal gap between columns (default 10).
    /// e.g. `layout.columnSpacing = 8`
    public var columnSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The vertical gap between items of a column (default 5).
    /// e.g. `layout.rowSpacing = 8`
    public var rowSpacing: CGFloat = 5 { didSet { invalidateLayout() } }
    /// Margins around each section's columns (default top 5, left 15, bottom 5, right 5).
    /// e.g. `layout.sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)`
    public var sectionInset = EdgeInsets(top: 5, left: 15, bottom: 5, right: 5) { didSet { invalidateLayout() } }
    /// The height of each section's full-width header (default 0: none; S1 uses 100).
    /// e.g. `layout.headerHeight = 100`
    public var headerHeight: CGFloat = 0 { didSet { invalidateLayout() } }
    /// The height of each section's full-width footer (default 0: none).
    /// e.g. `layout.footerHeight = 44`
    public var footerHeight: CGFloat = 0 { didSet { invalidateLayout() } }
    /// Margins around each header (CHT's `headerInset`, default zero): the header is
    /// `bounds.width - left - right` wide at x = `left`; `top` is always added above it, `bottom`
    /// below it only when the header is there (height > 0).
    /// e.g. `layout.headerInset = EdgeInsets(top: 10, left: 15, bottom: 0, right: 15)`
    public var headerInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Margins around each footer (CHT's `footerInset`, default zero), as ``headerInset``.
    /// e.g. `layout.footerInset = EdgeInsets(top: 0, left: 15, bottom: 10, right: 15)`
    public var footerInset: EdgeInsets = .zero { didSet { invalidateLayout() } }

    /// Per-section column counts (CHT's `columnCountForSection`), replacing `numberOfColumns`.
    ///
    /// ```swift
    /// layout.columnCountForSection = { section in section == 0 ? 2 : 3 }
    /// ```
    public var columnCountForSection: ((Int) -> Int)? { didSet { invalidateLayout() } }
    /// Per-section insets (CHT's `insetForSectionAtIndex`), replacing `sectionInset`.
    ///
    /// ```swift
    /// layout.insetForSection = { _ in EdgeInsets(top: 10, left: 10, bottom: 10, right: 10) }
    /// ```
    public var insetForSection: ((Int) -> EdgeInsets)? { didSet { invalidateLayout() } }
    /// Per-section column gaps (CHT's `minimumColumnSpacingForSectionAtIndex`), replacing `columnSpacing`.
    ///
    /// ```swift
    /// layout.columnSpacingForSection = { section in section == 0 ? 10 : 4 }
    /// ```
    public var columnSpacingForSection: ((Int) -> CGFloat)? { didSet { invalidateLayout() } }
    /// Per-section gaps between the items of a column (CHT's `minimumInteritemSpacingForSectionAtIndex`),
    /// replacing `rowSpacing`.
    ///
    /// ```swift
    /// layout.rowSpacingForSection = { _ in 8 }
    /// ```
    public var rowSpacingForSection: ((Int) -> CGFloat)? { didSet { invalidateLayout() } }
    /// Per-section header heights (CHT's `heightForHeaderInSection`), replacing `headerHeight`.
    ///
    /// ```swift
    /// layout.headerHeightForSection = { section in section == 0 ? 50 : 30 }
    /// ```
    public var headerHeightForSection: ((Int) -> CGFloat)? { didSet { invalidateLayout() } }
    /// Per-section footer heights (CHT's `heightForFooterInSection`), replacing `footerHeight`.
    ///
    /// ```swift
    /// layout.footerHeightForSection = { _ in 20 }
    /// ```
    public var footerHeightForSection: ((Int) -> CGFloat)? { didSet { invalidateLayout() } }
    /// Per-section header insets (CHT's `insetForHeaderInSection`), replacing `headerInset`.
    ///
    /// ```swift
    /// layout.headerInsetForSection = { _ in EdgeInsets(top: 5, left: 10, bottom: 5, right: 10) }
    /// ```
    public var headerInsetForSection: ((Int) -> EdgeInsets)? { didSet { invalidateLayout() } }
    /// Per-section footer insets (CHT's `insetForFooterInSection`), replacing `footerInset`.
    ///
    /// ```swift
    /// layout.footerInsetForSection = { _ in EdgeInsets(top: 5, left: 0, bottom: 0, right: 0) }
    /// ```
    public var footerInsetForSection: ((Int) -> EdgeInsets)? { didSet { invalidateLayout() } }
    /// Gives each item's height for the column width.
    public var sizing: (any ItemSizing)? { didSet { invalidateMeasurements() } }
    /// Each item's original size (CHT's `sizeForItemAtIndexPath`); when set it replaces `sizing`:
    /// the item width is the column width floored to the pixel grid, the height
    /// `floor-to-pixel(original.height x itemWidth / original.width)`, 0 for an empty original.
    /// e.g. `layout.originalItemSize = { path in photos[path.item].size }`
    public var originalItemSize: ((IndexPath) -> CGSize)? { didSet { invalidateLayout() } }
    /// Which column each item goes to (default shortest first).
    /// e.g. `layout.itemRenderDirection = .leftToRight`
    public var itemRenderDirection: ItemRenderDirection = .shortestFirst { didSet { invalidateLayout() } }

    /// How a waterfall picks each item's column (CHT's `itemRenderDirection`).
    /// e.g. `layout.itemRenderDirection = .rightToLeft`
    public enum ItemRenderDirection: Sendable, Hashable {
        /// The column whose bottom is highest (ties: the leftmost).
        case shortestFirst
        /// Item i goes to column i mod columns.
        case leftToRight
        /// Item i goes to column (columns - 1) - i mod columns.
        case rightToLeft
    }

    var cache = MeasurementCache<[CGFloat]>()
    var index = ColumnIndex(columnCount: 0)
    var contentHeight: CGFloat = 0

    /// Makes a waterfall with S1's numbers.
    ///
    /// ```swift
    /// let layout = WaterfallLayout()
    /// ```
    public override init() { super.init() }

    /// Makes a waterfall that sizes items from their original sizes, with
    /// CHTCollectionViewWaterfallLayout's defaults: 2 columns, column spacing 10,
    /// inter-item spacing 10, section inset zero, no header or footer, shortest column first.
    ///
    /// ```swift
    /// let layout = WaterfallLayout { path in photos[path.item].size }   // e.g. 100 x 50
    /// layout.bounds = CGRect(x: 0, y: 0, width: 320, height: 568)
    /// // column width floor((320 - 10) / 2) = 155; a 100 x 50 original is 155 x 77.5 at 2x
    /// ```
    public convenience init(originalSizes: @escaping (IndexPath) -> CGSize) {
        self.init()
        rowSpacing = 10
        sectionInset = .zero
        originalItemSize = originalSizes
    }

    /// The width of every column for the current bounds, with the layout-wide numbers
    /// (`numberOfColumns`, `sectionInset`, `columnSpacing`); see ``columnWidth(inSection:)``.
    ///
    /// ```swift
    /// layout.columnWidth   // (375 - 15 - 5 - 10) / 2 = 172.5
    /// ```
    public var columnWidth: CGFloat {
        Self.columnWidth(
            bounds.width, columns: numberOfColumns, inset: sectionInset, spacing: columnSpacing)
    }

    /// The width of the columns of `section`, with its per-section numbers; original-size items
    /// are this width floored to the pixel grid of `screen`.
    ///
    /// ```swift
    /// layout.columnCountForSection = { $0 == 0 ? 2 : 3 }
    /// layout.columnWidth(inSection: 1)   // (375 - 15 - 5 - 2 x 10) / 3 = 111.67
    /// ```
    public func columnWidth(inSection section: Int) -> CGFloat {
        guard case let .success(metrics) = metrics(forSection: section) else { return 0 }
        return Self.columnWidth(
            bounds.width, columns: metrics.columns, inset: metrics.inset, spacing: metrics.columnSpacing)
    }

    static func columnWidth(_ width: CGFloat, columns: Int, inset: EdgeInsets, spacing: CGFloat) -> CGFloat {
        let count = CGFloat(max(1, columns))
        return max(0, (width - inset.left - inset.right - (count - 1) * spacing) / count)
    }

    /// Places every item (measuring those not cached at their section's width).
    ///
    /// ```swift
    /// layout.prepare()
    /// ```
    public override func prepare() {
        super.prepare()
        placeAll()
    }

    /// (bounds width, bottom of the last section).
    public override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return CGSize(width: bounds.width, height: contentHeight)
    }

    /// Exactly the cells, headers and footers whose frames intersect `rect`. O(columns x log n + k).
    ///
    /// ```swift
    /// layout.layoutAttributesForElements(in: CGRect(x: 0, y: 500, width: 375, height: 667))
    /// ```
    public override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        prepareIfNeeded()
        return index.elements(in: rect)
    }

    /// The cell at `indexPath`, or nil.
    public override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let indexPath = ItemPath(host: indexPath)
        prepareIfNeeded()
        return index.cell(at: indexPath)
    }

    /// The header or footer of `indexPath.section`, or nil.
    public override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        guard let kind = ElementKind(supplementaryKind: elementKind) else { return nil }
        let indexPath = ItemPath(host: indexPath)
        prepareIfNeeded()
        return index.supplementary(kind, section: indexPath.section)
    }

    /// True when the width changes.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != bounds.width
    }

    /// Drops these items' measured sizes (an invalidation context named them).
    override func forgetMeasurements(of paths: [ItemPath]) {
        cache.remove(paths)
    }

    /// Forgets every measured height.
    public override func invalidateMeasurements() {
        cache.removeAll()
        invalidateLayout()
    }

    /// Moves the measured sizes to the items' paths after a batch update.
    override func remapMeasurements(_ mapping: ItemMapping) {
        cache.remap(mapping)
        invalidateLayout()
    }
}
