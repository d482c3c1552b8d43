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
/// layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame   // (10, 120, 100, 100)
/// ```
open class FlowLayout: CollectionViewLayout {
    /// How the items of a line share its width.
    /// e.g. `layout.lineAlignment = .left   // tag lines`
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
    /// e.g. `layout.scrollDirection = .horizontal`
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of every item when there are no per-item sizes (default 50 x 50).
    /// e.g. `layout.itemSize = CGSize(width: 100, height: 100)`
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The smallest gap between lines (default 10).
    /// e.g. `layout.minimumLineSpacing = 8`
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The smallest gap between items of a line (default 10); the exact gap of left-aligned lines.
    /// e.g. `layout.minimumInteritemSpacing = 8`
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The margins around each section's items (default zero).
    /// e.g. `layout.sectionInset = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)`
    open var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// Header size; only its height counts when scrolling vertically (its width, horizontally). 0 = none.
    /// e.g. `layout.headerReferenceSize = CGSize(width: 0, height: 40)`
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Footer size, read like `headerReferenceSize`. 0 = none.
    /// e.g. `layout.footerReferenceSize = CGSize(width: 0, height: 20)`
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Zero (default) for no self-sizing; a size to start unmeasured items at; or `automaticSize`.
    /// e.g. `layout.estimatedItemSize = FlowLayout.automaticSize`
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top of the visible area (below `adjustedContentInset`)
    /// while its section is on screen, pushed off by the section's end (UIKit's
    /// `sectionHeadersPinToVisibleBounds`, default false).
    ///
    /// ```swift
    /// layout.sectionHeadersPinToVisibleBounds = true
    /// ```
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom of the visible area while its section is on
    /// screen (UIKit's `sectionFootersPinToVisibleBounds`, default false).
    ///
    /// ```swift
    /// layout.sectionFootersPinToVisibleBounds = true
    /// ```
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Justified (UIKit) or left-aligned lines.
    /// e.g. `layout.lineAlignment = .left`
    public var lineAlignment = LineAlignment.justified { didSet { invalidateLayout() } }

    /// Per-item sizes (`collectionView(_:layout:sizeForItemAt:)`); unused while estimating.
    /// e.g. `layout.sizeForItem = { path in CGSize(width: widths[path.item], height: 30) }`
    public var sizeForItem: ((IndexPath) -> CGSize)? { didSet { invalidateLayout() } }
    /// Per-section insets (`insetForSectionAt`), replacing `sectionInset`.
    /// e.g. `layout.insetForSection = { section in section == 0 ? .zero : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }`
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
    /// e.g. `layout.headerSizeForSection = { section in CGSize(width: 0, height: section == 0 ? 60 : 30) }`
    public var headerSizeForSection: ((Int) -> CGSize)? { didSet { invalidateLayout() } }
    /// Per-section footer sizes (`referenceSizeForFooterInSection`).
    /// e.g. `layout.footerSizeForSection = { _ in CGSize(width: 0, height: 20) }`
    public var footerSizeForSection: ((Int) -> CGSize)? { didSet { invalidateLayout() } }

    /// Measures estimated items (`preferredLayoutAttributesFitting`); without it estimates are final.
    public var sizing: (any ItemSizing)? { didSet { invalidateMeasurements() } }
    /// Priority of the target width when measuring (default 50: the width comes from the content).
    /// e.g. `layout.horizontalFittingPriority = FittingPriority.required   // widths fixed at the estimate`
    public var horizontalFittingPriority: Float = FittingPriority.fittingSizeLevel { didSet { invalidateLayout() } }
    /// Priority of the target height when measuring (default 50).
    /// e.g. `layout.verticalFittingPriority = FittingPriority.fittingSizeLevel`
    public var verticalFittingPriority: Float = FittingPriority.fittingSizeLevel { didSet { invalidateLayout() } }

    var sections: [FlowSection] = []
    var cache = MeasurementCache<MeasureKey>()
    /// Whether `prepare()` must lay every section out again (false when only placed measurements changed).
    var needsFullLayout = true
    /// The item counts a batch update's edits left the sections with, until the host hands the layout
    /// the data source's new counts (which then need no full layout).
    var editedCounts: [Int]?

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
    public override init() { super.init() }

    /// Whether items are sized by measuring (an estimate is set).
    /// e.g. `layout.estimatedItemSize = CGSize(width: 80, height: 30); layout.isEstimating   // true`
    public var isEstimating: Bool { estimatedItemSize != .zero }

    /// How many items still sit at their estimate (0 once everything is measured or nothing estimates).
    ///
    /// ```swift
    /// if layout.unmeasuredItemCount == 0 { /* contentSize is exact */ }
    /// ```
    public var unmeasuredItemCount: Int {
        prepareIfNeeded()
        return sections.reduce(0) { $0 + $1.measured.lazy.filter { !$0 }.count }
    }

    var axis: AxisMapper { AxisMapper(direction: scrollDirection) }

    /// The extent across the scrolling axis items lay out in: the visible rectangle's, less the host's
    /// content insets on those sides (UIKit's flow layout inside `adjustedContentInset`).
    var crossExtent: CGFloat {
        let insets = (hostView as? ScrollingHost)?.layoutInsets ?? .zero
        return Edges(insets, axis: axis, crossExtent: axis.cross(bounds.size)).available
    }

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
    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        let total = sections.last.map { $0.origin + $0.length } ?? 0
        return axis.size(main: total, cross: crossExtent)
    }

    /// True when the extent across the scrolling axis changes (the width, scrolling vertically); with
    /// pinned headers or footers, on any change (a scroll moves them).
    ///
    /// ```swift
    /// layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 667, height: 375))
    /// ```
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds { return newBounds != bounds }
        return axis.cross(newBounds.size) != axis.cross(bounds.size)
    }

    /// True when the measured size differs from the estimate, as UIKit's flow layout answers. Asked when
    /// a self-sizing item's measured size differs from its current one; false keeps the current size.
    ///
    /// ```swift
    /// layout.shouldInvalidateLayout(forPreferredLayoutAttributes: measured, withOriginalAttributes: estimated)
    /// ```
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool {
        preferredAttributes.size != originalAttributes.size
    }

    /// Lays out every section from the current sizes: measured ones from the cache, estimates for the rest.
    /// Queries run it when the layout was invalidated; subclasses call `super.prepare()` first.
    ///
    /// ```swift
    /// layout.prepare()
    /// ```
    open override func prepare() {
        super.prepare()
        if needsFullLayout {
            needsFullLayout = false
            computeLayout()
        }
    }

    /// `CollectionViewFlowLayoutInvalidationContext`: the flow layout's contexts say whether its metrics
    /// and attributes must be computed again.
    ///
    /// ```swift
    /// let context = FlowLayout.invalidationContextClass.init() as! CollectionViewFlowLayoutInvalidationContext
    /// ```
    open override class var invalidationContextClass: CollectionViewLayoutInvalidationContext.Type {
        CollectionViewFlowLayoutInvalidationContext.self
    }

    /// Marks the lines for a new layout, unless the context only reports measured sizes the layout has
    /// already placed (it re-lays out from the changed line at once), a scroll (a bounds change that
    /// keeps the extent across the scrolling axis), or is a flow context that invalidates neither
    /// metrics nor attributes; then `super`.
    ///
    /// ```swift
    /// layout.invalidateLayout(with: CollectionViewLayoutInvalidationContext())
    /// ```
    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if context.needsFullLayout && !isScroll(context) && !isEditedCounts(context) { needsFullLayout = true }
        editedCounts = nil
        super.invalidateLayout(with: context)
    }

    /// Whether `context` reports only a move or a change of the visible rectangle along the scrolling
    /// axis (a subclass invalidating on every scroll): the lines do not depend on it.
    private func isScroll(_ context: CollectionViewLayoutInvalidationContext) -> Bool {
        guard let change = context.boundsChange, !context.invalidateEverything, !context.invalidateDataSourceCounts,
            context.invalidatedItemIndexPaths == nil
        else { return false }
        return axis.cross(change.old.size) == axis.cross(change.new.size)
    }

    /// The elements intersecting `rect` (never `nil`), after measuring every line of estimated items
    /// that it touches. Subclasses may change the returned attributes: they are fresh instances.
    ///
    /// O(log n + k) once the touched lines are measured: sections and lines are found by binary search.
    ///
    /// ```swift
    /// let visible = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 600, width: 375, height: 667)) ?? []
    /// ```
    open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
        queryElements(in: rect)
    }

    /// The cell at `indexPath`, measuring its line first when estimating.
    ///
    /// ```swift
    /// layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    /// ```
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        queryItem(at: ItemPath(host: indexPath))
    }

    /// The header or footer (`CollectionView.elementKindSectionHeader` / `Footer`) of `indexPath.section`.
    ///
    /// ```swift
    /// layout.layoutAttributesForSupplementaryView(
    ///     ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    /// ```
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        guard let kind = ElementKind(supplementaryKind: elementKind) else { return nil }
        return querySupplementary(ofKind: kind, at: ItemPath(host: indexPath))
    }

    /// Drops these items' measured sizes (an invalidation context named them).
    override func forgetMeasurements(of paths: [ItemPath]) {
        cache.remove(paths)
    }

    /// Forgets every measured size (e.g. the text size changed).
    ///
    /// ```swift
    /// layout.invalidateMeasurements()
    /// ```
    open override func invalidateMeasurements() {
        cache.removeAll()
        invalidateLayout()
    }

    /// Moves the measured sizes to the items' paths after a batch update, and, when the update only
    /// deletes, inserts or moves items of an estimating layout already laid out, edits the sections' lines
    /// in place (see `FlowSection.update`): the data source's new counts then need no full layout.
    override func remapMeasurements(_ mapping: ItemMapping) {
        cache.remap(mapping)
        if applyItemEdits(mapping) {
            editedCounts = sections.map(\.sizes.count)
        } else {
            invalidateLayout()
        }
    }
}

/// UIKit's name for `FlowLayout` with the prefix dropped (`UICollectionViewFlowLayout`): ported code that
/// subclasses it compiles as written, and a class of your own named `FlowLayout` still reaches ours
/// (the other way out of such a clash: `CollectionLayout.FlowLayout`).
///
/// ```swift
/// class FlowLayout: CollectionViewFlowLayout {   // the app's own FlowLayout, a subclass of ours
///     override func prepare() { super.prepare() }
/// }
/// ```
public typealias CollectionViewFlowLayout = FlowLayout
