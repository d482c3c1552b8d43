import Foundation

/// What an invalidation of a layout covers (UIKit's `UICollectionViewLayoutInvalidationContext`): handed
/// to `invalidateLayout(with:)`, which a layout overrides to redo only what changed.
///
/// `invalidateLayout()` sends one with `invalidateEverything`; a host's `reloadData()` and batch updates
/// send one with `invalidateDataSourceCounts`; a bounds change sends `invalidationContext(forBoundsChange:)`'s
/// and a self-sizing cell `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`'s.
/// Subclass it (and override the layout's `invalidationContextClass`) to carry facts of your own.
///
/// ```swift
/// let context = CollectionViewLayoutInvalidationContext()
/// context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
/// context.contentOffsetAdjustment = CGPoint(x: 0, y: 20)
/// layout.invalidateLayout(with: context)
/// ```
open class CollectionViewLayoutInvalidationContext {
    /// Whether everything is invalid (`invalidateLayout()`, `reloadData()`); set by the system, as in UIKit.
    ///
    /// ```swift
    /// if context.invalidateEverything { cache.removeAll() }
    /// ```
    public internal(set) var invalidateEverything = false

    /// Whether the section and item counts changed (`reloadData()`, batch updates); set by the system.
    ///
    /// ```swift
    /// if context.invalidateDataSourceCounts { counts = nil }
    /// ```
    public internal(set) var invalidateDataSourceCounts = false

    /// The items named invalid, or `nil` for none (the built-in layouts forget their measured sizes).
    ///
    /// ```swift
    /// context.invalidatedItemIndexPaths   // [[0, 3]]
    /// ```
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// The headers and footers named invalid, by kind, or `nil` for none.
    ///
    /// ```swift
    /// context.invalidatedSupplementaryIndexPaths?[CollectionView.elementKindSectionHeader]
    /// ```
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// How far the host's `contentOffset` moves when the invalidation is made (default zero): keeps
    /// what is on screen in place when content above it grows or shrinks.
    ///
    /// ```swift
    /// context.contentOffsetAdjustment = CGPoint(x: 0, y: grownAbove)
    /// ```
    public var contentOffsetAdjustment = CGPoint.zero

    /// How much the content size changes (default zero). The host reads the content size from the
    /// layout after `prepare()`, so a layout reports the change through `collectionViewContentSize`;
    /// this value tells overrides of `invalidateLayout(with:)` what the change was.
    ///
    /// ```swift
    /// context.contentSizeAdjustment = CGSize(width: 0, height: 12)
    /// ```
    public var contentSizeAdjustment = CGSize.zero

    /// Set on the contexts of measured sizes the built-in layouts have already placed: nothing of
    /// theirs is left to redo (`prepare()` still runs, for subclasses).
    var isPlacedMeasurement = false
    /// Set on the contexts of bounds changes: the visible rectangle before and after.
    var boundsChange: (old: CGRect, new: CGRect)?

    /// An empty context: nothing invalid until you say what.
    ///
    /// ```swift
    /// let context = CollectionViewLayoutInvalidationContext()
    /// ```
    public required init() {}

    /// Names items as invalid.
    ///
    /// ```swift
    /// context.invalidateItems(at: [IndexPath(item: 0, section: 1)])
    /// ```
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names headers or footers of `elementKind` as invalid.
    ///
    /// ```swift
    /// context.invalidateSupplementaryElements(
    ///     ofKind: CollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 0)])
    /// ```
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Whether the layout's own placement must be computed again (anything but measured sizes it placed).
    var needsFullLayout: Bool {
        !isPlacedMeasurement || invalidateEverything || invalidateDataSourceCounts
    }
}

/// A flow layout's invalidation context (UIKit's `UICollectionViewFlowLayoutInvalidationContext`): whether
/// the delegate's sizes and the layout's attributes must be computed again. Both default to true; a
/// context with both false (and nothing else invalid) leaves the flow layout's lines as they are, which
/// a subclass uses to redo only its own part on a scroll.
///
/// ```swift
/// override func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
///     let context = super.invalidationContext(forBoundsChange: newBounds) as! CollectionViewFlowLayoutInvalidationContext
///     context.invalidateFlowLayoutDelegateMetrics = false
///     context.invalidateFlowLayoutAttributes = false
///     return context
/// }
/// ```
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
    /// Whether item sizes, insets and spacings are asked of the delegate again (default true).
    ///
    /// ```swift
    /// context.invalidateFlowLayoutDelegateMetrics = false
    /// ```
    open var invalidateFlowLayoutDelegateMetrics = true

    /// Whether the lines and frames are computed again (default true).
    ///
    /// ```swift
    /// context.invalidateFlowLayoutAttributes = false
    /// ```
    open var invalidateFlowLayoutAttributes = true

    /// Whether the flow layout must lay its lines out again.
    override var needsFullLayout: Bool {
        guard super.needsFullLayout else { return false }
        if invalidateEverything || invalidateDataSourceCounts || invalidatedItemIndexPaths != nil { return true }
        return invalidateFlowLayoutDelegateMetrics || invalidateFlowLayoutAttributes
    }
}
