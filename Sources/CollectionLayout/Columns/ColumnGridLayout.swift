import Foundation
import AutoLayout

/// Cards in columns filled round-robin, each card padded inside its slot (S3).
///
/// `contentWidth = bounds.width - contentInset.left - contentInset.right`; `columnWidth = contentWidth /
/// columns`; items go to columns 0, 1, 2, 0, ... (restarting at column 0 in each section), NOT to the
/// shortest. An item's slot is `columnWidth` wide and `cardHeight + 2 x cellPadding` tall, at the bottom of
/// its column; its frame is the slot inset by `cellPadding` on every side. `cardHeight` comes from
/// `sizing`, asked at `(columnWidth - 2 x cellPadding, 0)` with the width required and the height at
/// fitting-size priority (the "sizing cell" query). Each section starts at the tallest column of the one
/// before. Frames are in content coordinates starting at x = 0 (the scroll view's `contentInset` places
/// the content). The attributes are computed once and cached until the layout is invalidated (a width
/// change does that); measured heights are cached per card width.
///
/// ```swift
/// let grid = ColumnGridLayout()             // columns from the bounds: phone portrait 1 ... tablet landscape 3
/// grid.sizing = cardSizing
/// grid.dataSource = ItemCounts([cards.count])
/// grid.bounds = CGRect(x: 0, y: 0, width: 1024, height: 768)   // 3 columns
/// ```
public final class ColumnGridLayout: CollectionViewLayout {
    /// A fixed number of columns, or nil (default) for `columnCount(for: bounds.size)`.
    /// e.g. `layout.numberOfColumns = 3`
    public var numberOfColumns: Int? { didSet { invalidateLayout() } }
    /// The space between a card and its slot's edges (default 6).
    /// e.g. `layout.cellPadding = 8`
    public var cellPadding: CGFloat = 6 { didSet { invalidateLayout() } }
    /// The scroll view's content inset: it narrows the content width (default zero).
    /// e.g. `layout.contentInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)`
    public var contentInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// Gives each card's height for the card width.
    public var sizing: (any ItemSizing)? { didSet { invalidateMeasurements() } }

    private var cache = MeasurementCache<CGFloat>()
    private var index = ColumnIndex(columnCount: 0)
    private var contentHeight: CGFloat = 0

    /// Makes a grid with S3's padding (6) and columns chosen from the bounds.
    ///
    /// ```swift
    /// let grid = ColumnGridLayout()
    /// ```
    public override init() { super.init() }

    /// The shorter side (in points) from which a size counts as a tablet: 600. Every iPhone is narrower
    /// (<= 440), every iPad wider (>= 744).
    /// e.g. `min(size.width, size.height) >= ColumnGridLayout.tabletMinimumShortSide   // a tablet`
    public static let tabletMinimumShortSide: CGFloat = 600

    /// Columns for a collection of `size`: phone portrait 1, phone landscape 2, tablet portrait 2,
    /// tablet landscape 3. Tablet: shorter side >= 600. Landscape: width > height (a square is portrait).
    ///
    /// ```swift
    /// ColumnGridLayout.columnCount(for: CGSize(width: 390, height: 844))    // 1
    /// ColumnGridLayout.columnCount(for: CGSize(width: 844, height: 390))    // 2
    /// ColumnGridLayout.columnCount(for: CGSize(width: 820, height: 1180))   // 2
    /// ColumnGridLayout.columnCount(for: CGSize(width: 1180, height: 820))   // 3
    /// ```
    public static func columnCount(for size: CGSize) -> Int {
        let tablet = min(size.width, size.height) >= tabletMinimumShortSide
        let landscape = size.width > size.height
        switch (tablet, landscape) {
        case (false, false): return 1
        case (false, true): return 2
        case (true, false): return 2
        case (true, true): return 3
        }
    }

    /// The columns in use for the current bounds.
    ///
    /// ```swift
    /// grid.columnCount   // 3 on a landscape iPad
    /// ```
    public var columnCount: Int { numberOfColumns ?? Self.columnCount(for: bounds.size) }

    /// The width of each column's slot.
    ///
    /// ```swift
    /// grid.columnWidth   // contentWidth / columnCount
    /// ```
    public var columnWidth: CGFloat {
        max(0, bounds.width - contentInset.left - contentInset.right) / CGFloat(max(1, columnCount))
    }

    /// Places every card (measuring those not cached at this width); afterwards queries only read.
    ///
    /// ```swift
    /// grid.prepare()
    /// ```
    public override func prepare() {
        super.prepare()
        error = nil
        index = ColumnIndex(columnCount: 0)
        contentHeight = 0
        guard let counts = counts(configuration()) else { return }
        let columns = columnCount
        let slotWidth = columnWidth
        let cardWidth = max(0, slotWidth - 2 * cellPadding)
        cache.use(key: cardWidth)
        var built = ColumnIndex(columnCount: columns)
        var offsets = Array(repeating: CGFloat(0), count: columns)
        // Read once: `screen` walks up to the host's root each time.
        let screen = self.screen
        for (section, count) in counts.enumerated() {
            built.startSection()
            let start = offsets.max() ?? 0
            offsets = Array(repeating: start, count: columns)
            for item in 0..<count {
                guard let height = cardHeight(of: ItemPath(item: item, section: section), width: cardWidth, on: screen) else { return }
                let column = item % columns
                let slot = CGRect(
                    x: CGFloat(column) * slotWidth, y: offsets[column],
                    width: slotWidth, height: height + 2 * cellPadding)
                built.addCell(slot.insetBy(dx: cellPadding, dy: cellPadding), item: item, column: column)
                offsets[column] = slot.maxY
            }
        }
        index = built
        contentHeight = offsets.max() ?? 0
    }

    /// The section counts, or the first unusable property.
    private func configuration() -> Result<[Int], CollectionLayoutError> {
        if let columns = numberOfColumns, columns < 1 {
            return .failure(.invalidParameter(name: "numberOfColumns", value: "\(columns)", requirement: ">= 1 or nil"))
        }
        return dataSource.validatedCounts(
            after: CollectionLayoutError.nonNegative("bounds.size", bounds.size)
                ?? CollectionLayoutError.nonNegative("cellPadding", cellPadding)
                ?? CollectionLayoutError.nonNegative("contentInset", contentInset))
    }

    /// The cached or freshly measured card height; nil (with `error` set) if there is none to be had.
    private func cardHeight(of path: ItemPath, width: CGFloat, on screen: Screen) -> CGFloat? {
        switch cache.height(of: path, width: width, sizing: sizing, screen: screen) {
        case let .success(height): return height
        case let .failure(problem):
            error = problem
            return nil
        }
    }

    /// (content width, bottom of the tallest column).
    public override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return CGSize(width: max(0, bounds.width - contentInset.left - contentInset.right), height: contentHeight)
    }

    /// The cards whose frames intersect `rect`. O(columns x log n + k).
    ///
    /// ```swift
    /// grid.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 1024, height: 768))
    /// ```
    public override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        prepareIfNeeded()
        return index.elements(in: rect)
    }

    /// The card at `indexPath`, or nil.
    public override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let indexPath = ItemPath(host: indexPath)
        prepareIfNeeded()
        return index.cell(at: indexPath)
    }

    /// Always nil: the grid has no headers or footers.
    public override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        nil
    }

    /// True when the width changes, or the automatic column count would (e.g. the orientation flips).
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != bounds.width
            || (numberOfColumns == nil && Self.columnCount(for: newBounds.size) != Self.columnCount(for: bounds.size))
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
