import Foundation
import AutoLayout

/// The base class of layouts of sectioned items and their headers and footers: UIKit's `UICollectionViewLayout`.
///
/// (It is not called `CollectionLayout` because a type named like its module hides the module name.)
///
/// Subclass it as in UIKit: override `prepare()` to compute, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)`, `layoutAttributesForItem(at:)` and, if you have headers or
/// footers, `layoutAttributesForSupplementaryView(ofKind:at:)`; call `invalidateLayout()` when your
/// parameters change. `prepare()` runs once after each invalidation, before the next query: the
/// layouts' own query methods and the public conveniences (`contentSize`, `allLayoutAttributes()`,
/// `layoutAttributesForSupplementaryElement(ofKind:at:)`) call `prepareIfNeeded()` first, and a
/// `CollectionView` does too; a subclass of your own queried without a view calls `prepareIfNeeded()`
/// (or reads `contentSize`) before its first `layoutAttributesForItem(at:)`.
///
/// A layout works without a view: set `bounds` (the visible rectangle, the collection view's part)
/// and `dataSource` (the counts) and query it. When a `CollectionView` uses the layout it sets
/// `collectionView`, `bounds` and `dataSource` itself. Setting `bounds` invalidates the layout when
/// `shouldInvalidateLayout(forBoundsChange:)` says so (the built-in layouts: a size change across the
/// scrolling direction, not a scroll).
///
/// Rectangle queries use `CGRect.intersects` as UIKit (Core Graphics) defines it: an element that only
/// touches the rectangle's edge does not intersect it; a zero-area element strictly inside does.
/// (swift-corelibs-foundation's `CGRect.intersects` counts touching rects as intersecting; the layouts
/// do not use it.)
///
/// ```swift
/// let layout = FlowLayout()
/// layout.dataSource = ItemCounts([30])
/// layout.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
/// let visible = layout.layoutAttributesForElements(in: layout.bounds) ?? []
/// let height = layout.contentSize.height
/// ```
open class CollectionViewLayout {
    /// The collection view showing this layout, or `nil` when the layout is used on its own.
    ///
    /// ```swift
    /// let items = layout.collectionView?.numberOfItems(inSection: 0) ?? 0
    /// ```
    public internal(set) weak var collectionView: CollectionView?

    /// The visible rectangle, in content coordinates; its size drives the layout.
    ///
    /// ```swift
    /// layout.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// ```
    public var bounds: CGRect = .zero {
        willSet {
            if shouldInvalidateLayout(forBoundsChange: newValue) {
                let context = invalidationContext(forBoundsChange: newValue)
                context.boundsChange = (bounds, newValue)
                invalidateLayout(with: context)
            }
        }
    }

    /// Where the section and item counts come from (a collection view sets its data source's counts).
    ///
    /// ```swift
    /// layout.dataSource = ItemCounts([10, 4])
    /// ```
    public var dataSource: any LayoutDataSource = ItemCounts([]) {
        didSet {
            let context = type(of: self).invalidationContextClass.init()
            context.invalidateDataSourceCounts = true
            invalidateLayout(with: context)
        }
    }

    /// The screen the layout lays out for: the one set on it, else its host's (the `CollectionView`
    /// or `TableView` showing it), else ``Screen/default`` (375 x 667 at 2x). Items are measured on
    /// its scale (a `SizingCell` takes it; fitting sizes round up to its pixel grid) and a waterfall's
    /// original-size items floor to it. Changing it, or the host's, re-measures. Each layout has its
    /// own: layouts at different scales live side by side.
    ///
    /// ```swift
    /// layout.screen = Screen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 1)
    /// ```
    public var screen: Screen {
        get { ownScreen ?? hostView?.screen ?? .default }
        set {
            ownScreen = newValue
            invalidateLayout()
        }
    }
    private var ownScreen: Screen?
    /// The view showing this layout (a collection or table view), whose screen it takes unless set.
    weak var hostView: View?
    /// The screen the current measurements were taken on; another one re-measures.
    private var measuredScreen: Screen?

    /// The last problem found while preparing or measuring, or `nil`.
    ///
    /// ```swift
    /// if let problem = layout.error { print(problem) }
    /// ```
    public internal(set) var error: CollectionLayoutError?

    /// Whether `prepare()` is due before the next query.
    var needsPrepare = true

    /// Makes a layout with nothing to show yet.
    ///
    /// ```swift
    /// let layout = MyLayout()
    /// ```
    public init() {}

    /// Computes the layout; runs once after each `invalidateLayout()`, before the next query. Subclasses
    /// call `super.prepare()` first.
    ///
    /// ```swift
    /// override func prepare() {
    ///     super.prepare()
    ///     frames = computeFrames()
    /// }
    /// ```
    open func prepare() {
        needsPrepare = false
    }

    /// Calls `prepare()` if the layout was invalidated since it last ran.
    ///
    /// ```swift
    /// layout.prepareIfNeeded()
    /// ```
    public final func prepareIfNeeded() {
        let current = screen
        if current != measuredScreen {
            if measuredScreen != nil { invalidateMeasurements() }
            measuredScreen = current
        }
        if needsPrepare {
            needsPrepare = false
            prepare()
        }
    }

    /// The size of all the content (UIKit's `collectionViewContentSize`); zero unless overridden.
    ///
    /// ```swift
    /// override var collectionViewContentSize: CGSize { CGSize(width: bounds.width, height: total) }
    /// ```
    open var collectionViewContentSize: CGSize { .zero }

    /// The size of all the content, after preparing: `collectionViewContentSize` for a layout used on its own.
    ///
    /// ```swift
    /// let height = layout.contentSize.height
    /// ```
    public final var contentSize: CGSize {
        prepareIfNeeded()
        return collectionViewContentSize
    }

    /// The elements whose frames intersect `rect` (`nil` or empty for none); the built-in layouts
    /// measure the self-sizing ones that fall in it.
    ///
    /// ```swift
    /// let visible = layout.layoutAttributesForElements(in: layout.bounds) ?? []
    /// ```
    open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? { nil }

    /// The cell at `indexPath`, or `nil` if there is no such item.
    ///
    /// ```swift
    /// let frame = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
    /// ```
    open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// The supplementary view of `elementKind` (`CollectionView.elementKindSectionHeader` or
    /// `elementKindSectionFooter`) for `indexPath.section`, or `nil` if there is none.
    ///
    /// ```swift
    /// layout.layoutAttributesForSupplementaryView(
    ///     ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
    /// ```
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    { nil }

    /// Whether moving or resizing the visible rectangle to `newBounds` changes the layout (default false,
    /// as in UIKit; the built-in layouts answer true for a size change across their scrolling direction).
    ///
    /// ```swift
    /// layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 667, height: 375))
    /// ```
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a cell's preferred attributes (what it measured) call for a new layout (default false,
    /// as in UIKit; `FlowLayout` answers true when the size differs, and keeps the estimate when a
    /// subclass answers false).
    ///
    /// ```swift
    /// layout.shouldInvalidateLayout(forPreferredLayoutAttributes: measured, withOriginalAttributes: estimated)
    /// ```
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> Bool { false }

    /// The class of the contexts the layout makes (default `CollectionViewLayoutInvalidationContext`):
    /// override it to hand your `invalidateLayout(with:)` a subclass carrying facts of your own.
    ///
    /// ```swift
    /// override class var invalidationContextClass: CollectionViewLayoutInvalidationContext.Type {
    ///     TagInvalidationContext.self
    /// }
    /// ```
    open class var invalidationContextClass: CollectionViewLayoutInvalidationContext.Type {
        CollectionViewLayoutInvalidationContext.self
    }

    /// Marks the layout for recomputation: `invalidateLayout(with:)` with a context that invalidates
    /// everything. Subclasses that override it call `super.invalidateLayout()`.
    ///
    /// ```swift
    /// layout.invalidateLayout()
    /// ```
    open func invalidateLayout() {
        let context = type(of: self).invalidationContextClass.init()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks what `context` covers as invalid: `prepare()` runs before the next query, the built-in
    /// layouts forget the measured sizes of the items it names, and a host showing the layout moves its
    /// `contentOffset` by `contentOffsetAdjustment`. Override it to redo only what changed, calling `super`.
    ///
    /// ```swift
    /// override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
    ///     if context.invalidateDataSourceCounts { cachedCounts = nil }
    ///     super.invalidateLayout(with: context)
    /// }
    /// ```
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        if !context.isPlacedMeasurement, let items = context.invalidatedItemIndexPaths {
            forgetMeasurements(of: items.map(ItemPath.init(host:)))
        }
        if context.contentOffsetAdjustment != .zero, let host = hostView as? ScrollingHost {
            host.contentOffset.x += context.contentOffsetAdjustment.x
            host.contentOffset.y += context.contentOffsetAdjustment.y
        }
    }

    /// The context for a change of the visible rectangle to `newBounds`, asked when
    /// `shouldInvalidateLayout(forBoundsChange:)` answers true (default: an empty context of
    /// `invalidationContextClass`, which still makes `prepare()` run).
    ///
    /// ```swift
    /// override func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
    ///     let context = super.invalidationContext(forBoundsChange: newBounds)
    ///     context.invalidateSupplementaryElements(ofKind: CollectionView.elementKindSectionHeader,
    ///                                             at: [IndexPath(item: 0, section: 0)])
    ///     return context
    /// }
    /// ```
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        type(of: self).invalidationContextClass.init()
    }

    /// The context for a cell whose measured size (`preferredAttributes`) replaces what the layout had
    /// (`originalAttributes`), asked when `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// answers true. The default names the item and the content size change (the size difference).
    ///
    /// ```swift
    /// let context = layout.invalidationContext(forPreferredLayoutAttributes: measured, withOriginalAttributes: estimated)
    /// context.invalidatedItemIndexPaths   // [measured.indexPath]
    /// ```
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
        withOriginalAttributes originalAttributes: LayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let context = type(of: self).invalidationContextClass.init()
        context.invalidateItems(at: [originalAttributes.indexPath])
        context.contentSizeAdjustment = CGSize(
            width: preferredAttributes.size.width - originalAttributes.size.width,
            height: preferredAttributes.size.height - originalAttributes.size.height)
        return context
    }

    /// Forgets the measured sizes of these items (their model changed) and invalidates the layout:
    /// `invalidateLayout(with:)` with a context naming them.
    ///
    /// ```swift
    /// layout.invalidateItems(at: [IndexPath(item: 3, section: 0)])
    /// ```
    open func invalidateItems(at indexPaths: [IndexPath]) {
        let context = type(of: self).invalidationContextClass.init()
        context.invalidateItems(at: indexPaths)
        invalidateLayout(with: context)
    }

    /// Drops the measured sizes of these items (the built-in layouts that measure override it).
    func forgetMeasurements(of paths: [ItemPath]) {}

    /// Forgets every measured size (e.g. after a text-size change) and invalidates the layout.
    ///
    /// ```swift
    /// layout.invalidateMeasurements()
    /// ```
    open func invalidateMeasurements() {
        invalidateLayout()
    }

    /// Called after a host's batch update, once the layout has prepared for the new counts, with the
    /// changes it made (UIKit's order: then `finalizeCollectionViewUpdates()`). Default: nothing.
    ///
    /// ```swift
    /// override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
    ///     super.prepare(forCollectionViewUpdates: updateItems)
    ///     deleted = updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate)
    /// }
    /// ```
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// Called when a batch update is over (nothing is animated, so right after
    /// `prepare(forCollectionViewUpdates:)`): drop what you kept for it. Default: nothing.
    ///
    /// ```swift
    /// override func finalizeCollectionViewUpdates() {
    ///     super.finalizeCollectionViewUpdates()
    ///     deleted = []
    /// }
    /// ```
    open func finalizeCollectionViewUpdates() {}

    /// Carries what the layout measured over a host's batch update (items deleted, inserted, moved):
    /// the built-in layouts move each size to its item's new path; the default forgets them all.
    func remapMeasurements(_ mapping: ItemMapping) {
        invalidateMeasurements()
    }
}

extension CollectionViewLayout {
    /// The frames of every element: a query with an unbounded rectangle (measures everything).
    ///
    /// ```swift
    /// let frames = layout.allLayoutAttributes().map(\.frame)
    /// ```
    public func allLayoutAttributes() -> [LayoutAttributes] {
        prepareIfNeeded()
        return layoutAttributesForElements(in: .infinite) ?? []
    }

    /// The header or footer of `indexPath.section`, or `nil` if that section has none.
    ///
    /// ```swift
    /// let header = layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: IndexPath(item: 0, section: 0))
    /// ```
    public func layoutAttributesForSupplementaryElement(ofKind kind: ElementKind, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        guard let name = kind.supplementaryKind else { return nil }
        prepareIfNeeded()
        return layoutAttributesForSupplementaryView(ofKind: name, at: indexPath)
    }
}

extension CollectionViewLayout {
    /// The section counts `prepare()` lays out, or nil with `error` set to
    /// the problem found instead (a property out of range, a count the data
    /// source got wrong).
    func counts(_ checked: Result<[Int], CollectionLayoutError>) -> [Int]? {
        switch checked {
        case let .success(counts): return counts
        case let .failure(problem):
            error = problem
            return nil
        }
    }
}
