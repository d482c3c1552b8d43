import Foundation
import AutoLayout

/// A Pinterest-style waterfall: each item goes to the shortest column (S1).
///
/// Column width `w = (width - inset.left - inset.right - (columns - 1) x columnSpacing) / columns`
/// (never below 0). Item heights come from `sizing`, asked at `(w, 0)` with the width required and the
/// height at fitting-size priority — e.g. an aspect ratio, `h = model.h x w / model.w`. Each item goes to
/// the column whose bottom is highest on screen (smallest y; ties: leftmost), at that bottom plus
/// `rowSpacing` (no spacing above a column's first item). A section is: full-width header, `inset.top`,
/// the columns, `inset.bottom` below the tallest column, full-width footer; the next section starts
/// there. An empty section keeps its header, insets and footer. Every item is measured when the layout
/// is prepared (where an item goes depends on all the heights before it); sizes are cached per width.
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
public final class WaterfallLayout: CollectionViewLayout {
    /// The number of columns (default 2, must be >= 1).
    public var numberOfColumns = 2 { didSet { invalidateLayout() } }
    /// The horizontal gap between columns (default 10).
    public var columnSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The vertical gap between items of a column (default 5).
    public var rowSpacing: CGFloat = 5 { didSet { invalidateLayout() } }
    /// Margins around each section's columns (default top 5, left 15, bottom 5, right 5).
    public var sectionInset = EdgeInsets(top: 5, left: 15, bottom: 5, right: 5) { didSet { invalidateLayout() } }
    /// The height of each section's full-width header (default 0: none; S1 uses 100).
    public var headerHeight: CGFloat = 0 { didSet { invalidateLayout() } }
    /// The height of each section's full-width footer (default 0: none).
    public var footerHeight: CGFloat = 0 { didSet { invalidateLayout() } }
    /// Gives each item's height for the column width.
    public var sizing: (any ItemSizing)? { didSet { invalidateMeasurements() } }

    /// Where the section and item counts come from.
    public var dataSource: any LayoutDataSource = ItemCounts([]) { didSet { invalidateLayout() } }
    /// The visible rectangle; a width change invalidates the layout.
    public var bounds: CGRect = .zero {
        willSet { if shouldInvalidateLayout(forBoundsChange: newValue) { invalidateLayout() } }
    }
    /// The last configuration or measuring problem, or `nil`.
    public private(set) var error: CollectionLayoutError?

    private var needsPrepare = true
    private var cache = MeasurementCache<CGFloat>()
    private var index = ColumnIndex(columnCount: 0)
    private var contentHeight: CGFloat = 0

    /// Makes a waterfall with S1's numbers.
    ///
    /// ```swift
    /// let layout = WaterfallLayout()
    /// ```
    public init() {}

    /// The width of every column for the current bounds.
    ///
    /// ```swift
    /// layout.columnWidth   // (375 - 15 - 5 - 10) / 2 = 172.5
    /// ```
    public var columnWidth: CGFloat {
        let columns = CGFloat(max(1, numberOfColumns))
        let available = bounds.width - sectionInset.left - sectionInset.right - (columns - 1) * columnSpacing
        return max(0, available / columns)
    }

    /// Places every item (measuring those not cached at this width).
    ///
    /// ```swift
    /// layout.prepare()
    /// ```
    public func prepare() {
        guard needsPrepare else { return }
        needsPrepare = false
        error = nil
        index = ColumnIndex(columnCount: 0)
        contentHeight = 0
        let counts: [Int]
        switch configuration() {
        case let .success(value): counts = value
        case let .failure(problem):
            error = problem
            return
        }
        let width = columnWidth
        cache.use(key: width)
        var built = ColumnIndex(columnCount: numberOfColumns)
        var cursor: CGFloat = 0
        for (section, count) in counts.enumerated() {
            built.startSection()
            if headerHeight > 0 {
                built.addSupplementary(.header, frame: CGRect(x: 0, y: cursor, width: bounds.width, height: headerHeight))
            }
            let top = cursor + headerHeight + sectionInset.top
            var bottoms = Array(repeating: top, count: numberOfColumns)
            var filled = Array(repeating: false, count: numberOfColumns)
            for item in 0..<count {
                guard let height = height(of: ItemPath(item: item, section: section), width: width) else { return }
                let column = bottoms.indices.min { bottoms[$0] < bottoms[$1] } ?? 0
                let y = bottoms[column] + (filled[column] ? rowSpacing : 0)
                let x = sectionInset.left + CGFloat(column) * (width + columnSpacing)
                built.addCell(CGRect(x: x, y: y, width: width, height: height), item: item, column: column)
                bottoms[column] = y + height
                filled[column] = true
            }
            let footerY = (bottoms.max() ?? top) + sectionInset.bottom
            if footerHeight > 0 {
                built.addSupplementary(.footer, frame: CGRect(x: 0, y: footerY, width: bounds.width, height: footerHeight))
            }
            cursor = footerY + footerHeight
        }
        index = built
        contentHeight = cursor
    }

    /// The section counts, or the first unusable property.
    private func configuration() -> Result<[Int], CollectionLayoutError> {
        if numberOfColumns < 1 {
            return .failure(.invalidParameter(name: "numberOfColumns", value: "\(numberOfColumns)", requirement: ">= 1"))
        }
        return dataSource.validatedCounts(
            after: CollectionLayoutError.nonNegative("bounds.size", bounds.size)
                ?? CollectionLayoutError.nonNegative("columnSpacing", columnSpacing)
                ?? CollectionLayoutError.nonNegative("rowSpacing", rowSpacing)
                ?? CollectionLayoutError.nonNegative("sectionInset", sectionInset)
                ?? CollectionLayoutError.nonNegative("headerHeight", headerHeight)
                ?? CollectionLayoutError.nonNegative("footerHeight", footerHeight))
    }

    /// The cached or freshly measured height; nil (with `error` set) if there is none to be had.
    private func height(of path: ItemPath, width: CGFloat) -> CGFloat? {
        switch cache.height(of: path, width: width, sizing: sizing) {
        case let .success(height): return height
        case let .failure(problem):
            error = problem
            return nil
        }
    }

    /// (bounds width, bottom of the last section).
    public var contentSize: CGSize {
        prepare()
        return CGSize(width: bounds.width, height: contentHeight)
    }

    /// Exactly the cells, headers and footers whose frames intersect `rect`. O(columns x log n + k).
    ///
    /// ```swift
    /// layout.layoutAttributesForElements(in: CGRect(x: 0, y: 500, width: 375, height: 667))
    /// ```
    public func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        prepare()
        return index.elements(in: rect)
    }

    /// The cell at `indexPath`, or nil.
    public func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes? {
        prepare()
        return index.cell(at: indexPath)
    }

    /// The header or footer of `indexPath.section`, or nil.
    public func layoutAttributesForSupplementaryElement(ofKind kind: ElementKind, at indexPath: ItemPath) -> LayoutAttributes? {
        prepare()
        return index.supplementary(kind, section: indexPath.section)
    }

    /// True when the width changes.
    public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != bounds.width
    }

    /// Marks the layout for recomputation; measured heights stay cached for the same column width.
    public func invalidateLayout() { needsPrepare = true }

    /// Forgets these items' heights (their model changed).
    public func invalidateItems(at indexPaths: [ItemPath]) {
        cache.remove(indexPaths)
        invalidateLayout()
    }

    /// Forgets every measured height.
    public func invalidateMeasurements() {
        cache.removeAll()
        invalidateLayout()
    }
}
