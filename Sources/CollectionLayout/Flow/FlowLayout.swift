import Foundation
import AutoLayout

/// Lines of items that wrap like text: UIKit's `UICollectionViewFlowLayout`, both of its paths.
///
/// Fixed sizes (`itemSize`, or per-item sizes that are all equal, no estimates) take UIKit's fixed path:
/// `perRow = max(1, floor((s + available) / (s + w)))`, full rows justified, a lone full row centred,
/// a partial last row left-aligned with gap `s`. Variable or estimated sizes take the greedy path:
/// full rows justified, single-item rows centred, the last row left-aligned with gap `s` unless it holds
/// one item and every earlier row held one. Items are centred on their row's tallest item; rows stack
/// with `minimumLineSpacing`; horizontal scrolling swaps the axes. `lineAlignment = .left` gives the
/// hand-written left-aligned layout instead (tag clouds). Frames are not rounded to pixels.
///
/// With `estimatedItemSize`, items start at the estimate and are measured through `sizing` when a query
/// reaches them (every item of each line the query touches, since a line's items place each other);
/// a measured size replaces the estimate and moves everything after it.
///
/// ```swift
/// let layout = FlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// layout.sectionInset = EdgeInsets(all: 10)
/// layout.dataSource = ItemCounts([7])
/// layout.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
/// layout.layoutAttributesForItem(at: ItemPath(item: 3, section: 0))?.frame   // (10, 120, 100, 100)
/// ```
public final class FlowLayout: CollectionViewLayout {
    /// How the items of a line share its width.
    public enum LineAlignment: Hashable, Sendable {
        /// UIKit's stock behaviour: spare space is spread between the items of full lines.
        case justified
        /// Every line starts at the inset and items follow each other at `minimumInteritemSpacing`
        /// (top-aligned columns when scrolling horizontally).
        case left
    }

    /// `estimatedItemSize` value meaning "self-size, with no estimate of my own" (unmeasured items use `itemSize`).
    ///
    /// ```swift
    /// layout.estimatedItemSize = FlowLayout.automaticSize
    /// ```
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// The scrolling direction (default vertical).
    public var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of every item when there are no per-item sizes (default 50 x 50).
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The smallest gap between lines (default 10).
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The smallest gap between items of a line (default 10); the exact gap of left-aligned lines.
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items (default zero).
    public var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// Header size; only its height counts when scrolling vertically (its width, horizontally). 0 = none.
    public var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Footer size, read like `headerReferenceSize`. 0 = none.
    public var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Zero (default) for no self-sizing; a size to start unmeasured items at; or `automaticSize`.
    public var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Justified (UIKit) or left-aligned lines.
    public var lineAlignment = LineAlignment.justified { didSet { invalidateLayout() } }

    /// Per-item sizes (`collectionView(_:layout:sizeForItemAt:)`); unused while estimating.
    public var sizeForItem: ((ItemPath) -> CGSize)? { didSet { invalidateLayout() } }
    /// Per-section insets (`insetForSectionAt`), replacing `sectionInset`.
    public var insetForSection: ((Int) -> EdgeInsets)? { didSet { invalidateLayout() } }
    /// Per-section line spacing (`minimumLineSpacingForSectionAt`), replacing `minimumLineSpacing`.
    ///
    /// ```swift
    /// layout.lineSpacingForSection = { section in section == 0 ? 4 : 20 }
    /// ```
    public var lineSpacingForSection: ((Int) -> CGFloat)? { didSet { invalidateLayout() } }
    /// Per-section item spacing (`minimumInteritemSpacingForSectionAt`), replacing `minimumInteritemSpacing`.
    ///
    /// ```swift
    /// layout.interitemSpacingForSection = { _ in 8 }
    /// ```
    public var interitemSpacingForSection: ((Int) -> CGFloat)? { didSet { invalidateLayout() } }
    /// Per-section header sizes (`referenceSizeForHeaderInSection`).
    public var headerSizeForSection: ((Int) -> CGSize)? { didSet { invalidateLayout() } }
    /// Per-section footer sizes (`referenceSizeForFooterInSection`).
    public var footerSizeForSection: ((Int) -> CGSize)? { didSet { invalidateLayout() } }

    /// Measures estimated items (`preferredLayoutAttributesFitting`); without it estimates are final.
    public var sizing: (any ItemSizing)? { didSet { invalidateMeasurements() } }
    /// Priority of the target width when measuring (default 50: the width comes from the content).
    public var horizontalFittingPriority: Float = FittingPriority.fittingSizeLevel { didSet { invalidateLayout() } }
    /// Priority of the target height when measuring (default 50).
    public var verticalFittingPriority: Float = FittingPriority.fittingSizeLevel { didSet { invalidateLayout() } }

    /// Where the section and item counts come from.
    public var dataSource: any LayoutDataSource = ItemCounts([]) { didSet { invalidateLayout() } }

    /// The visible rectangle; a change across the scrolling axis invalidates the layout (and re-measures).
    public var bounds: CGRect = .zero {
        willSet { if shouldInvalidateLayout(forBoundsChange: newValue) { invalidateLayout() } }
    }

    /// The last configuration or measuring problem, or `nil`.
    public internal(set) var error: CollectionLayoutError?

    var needsPrepare = true
    var sections: [FlowSection] = []
    var cache = MeasurementCache<MeasureKey>()

    /// The context a measured size is valid in.
    struct MeasureKey: Equatable {
        var target: CGSize
        var crossExtent: CGFloat
        var priorities: [Float]
    }

    /// Makes a flow layout with UIKit's defaults.
    ///
    /// ```swift
    /// let layout = FlowLayout()
    /// ```
    public init() {}

    /// Whether items are sized by measuring (an estimate is set).
    public var isEstimating: Bool { estimatedItemSize != .zero }

    /// How many items still sit at their estimate (0 once everything is measured or nothing estimates).
    ///
    /// ```swift
    /// if layout.unmeasuredItemCount == 0 { /* contentSize is exact */ }
    /// ```
    public var unmeasuredItemCount: Int {
        prepare()
        return sections.reduce(0) { $0 + $1.measured.lazy.filter { !$0 }.count }
    }

    var axis: AxisMapper { AxisMapper(direction: scrollDirection) }

    var crossExtent: CGFloat { axis.cross(bounds.size) }

    /// The spacings and alignment that lay out `section`.
    func metrics(forSection section: Int) -> FlowMetrics {
        FlowMetrics(
            axis: axis, crossExtent: crossExtent,
            interitemSpacing: interitemSpacingForSection?(section) ?? minimumInteritemSpacing,
            lineSpacing: lineSpacingForSection?(section) ?? minimumLineSpacing, alignment: lineAlignment)
    }

    /// What unmeasured items start at and are measured against.
    var estimate: CGSize { estimatedItemSize == FlowLayout.automaticSize ? itemSize : estimatedItemSize }

    /// The size of all sections; estimated while items are unmeasured, then exact.
    ///
    /// ```swift
    /// layout.contentSize.height
    /// ```
    public var contentSize: CGSize {
        prepare()
        let total = sections.last.map { $0.origin + $0.length } ?? 0
        return axis.size(main: total, cross: crossExtent)
    }

    /// True when the extent across the scrolling axis changes (the width, scrolling vertically).
    ///
    /// ```swift
    /// layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 667, height: 375))
    /// ```
    public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        axis.cross(newBounds.size) != axis.cross(bounds.size)
    }

    /// Marks the layout for recomputation; measured sizes stay cached for the same estimate and width.
    ///
    /// ```swift
    /// layout.invalidateLayout()
    /// ```
    public func invalidateLayout() {
        needsPrepare = true
    }

    /// Forgets these items' measured sizes (their content changed).
    ///
    /// ```swift
    /// layout.invalidateItems(at: [ItemPath(item: 2, section: 0)])
    /// ```
    public func invalidateItems(at indexPaths: [ItemPath]) {
        cache.remove(indexPaths)
        invalidateLayout()
    }

    /// Forgets every measured size (e.g. the text size changed).
    ///
    /// ```swift
    /// layout.invalidateMeasurements()
    /// ```
    public func invalidateMeasurements() {
        cache.removeAll()
        invalidateLayout()
    }
}
