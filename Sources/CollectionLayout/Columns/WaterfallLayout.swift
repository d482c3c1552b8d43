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
///
/// Original-size sizing, as CHTCollectionViewWaterfallLayout does it, comes with
/// ``init(originalSizes:)``: each item's original size is scaled to the column width and floored
/// to the pixel grid of `screen`; its defaults are CHT's (2 columns, gaps 10 / 10, inset zero,
/// shortest column first). `itemRenderDirection` also offers left-to-right and right-to-left.
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
    /// Each item's original size (CHT's `sizeForItemAtIndexPath`); when set it replaces `sizing`:
    /// the item width is the column width floored to the pixel grid, the height
    /// `floor-to-pixel(original.height x itemWidth / original.width)`, 0 for an empty original.
    public var originalItemSize: ((ItemPath) -> CGSize)? { didSet { invalidateLayout() } }
    /// The screen whose pixel grid original-size items floor to (default ``Screen/default``, 2x).
    public var screen: Screen = .default { didSet { invalidateLayout() } }
    /// Which column each item goes to (default shortest first).
    public var itemRenderDirection: ItemRenderDirection = .shortestFirst { didSet { invalidateLayout() } }

    /// How a waterfall picks each item's column (CHT's `itemRenderDirection`).
    public enum ItemRenderDirection: Sendable, Hashable {
        /// The column whose bottom is highest (ties: the leftmost).
        case shortestFirst
        /// Item i goes to column i mod columns.
        case leftToRight
        /// Item i goes to column (columns - 1) - i mod columns.
        case rightToLeft
    }

    private var cache = MeasurementCache<CGFloat>()
    private var index = ColumnIndex(columnCount: 0)
    private var contentHeight: CGFloat = 0

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
    public convenience init(originalSizes: @escaping (ItemPath) -> CGSize) {
        self.init()
        rowSpacing = 10
        sectionInset = .zero
        originalItemSize = originalSizes
    }

    /// `x` floored to the pixel grid of `screen`.
    private func floorToPixel(_ x: CGFloat) -> CGFloat {
        let scale = screen.scale.isFinite && screen.scale > 0 ? screen.scale : 1
        return (x * scale).rounded(.down) / scale
    }

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
    public override func prepare() {
        super.prepare()
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
        let original = originalItemSize
        let width = original == nil ? columnWidth : floorToPixel(columnWidth)
        if original == nil { cache.use(key: width) }
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
                let path = ItemPath(item: item, section: section)
                let height: CGFloat
                if let original {
                    let size = original(path)
                    height = size.width > 0 && size.height > 0 && size.height.isFinite
                        ? floorToPixel(size.height * width / size.width) : 0
                } else {
                    guard let measured = self.height(of: path, width: width) else { return }
                    height = measured
                }
                let column: Int
                switch itemRenderDirection {
                case .shortestFirst where original != nil:
                    // CHT counts the spacing below a column's last item: the column where the item would sit highest.
                    let next = bottoms.indices.map { bottoms[$0] + (filled[$0] ? rowSpacing : 0) }
                    column = next.indices.min { next[$0] < next[$1] } ?? 0
                case .shortestFirst: column = bottoms.indices.min { bottoms[$0] < bottoms[$1] } ?? 0
                case .leftToRight: column = item % numberOfColumns
                case .rightToLeft: column = numberOfColumns - 1 - item % numberOfColumns
                }
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

    /// Forgets these items' heights (their model changed).
    public override func invalidateItems(at indexPaths: [ItemPath]) {
        cache.remove(indexPaths)
        invalidateLayout()
    }

    /// Forgets every measured height.
    public override func invalidateMeasurements() {
        cache.removeAll()
        invalidateLayout()
    }
}
