import Foundation

/// A layout of sectioned items and their headers and footers: UIKit's `UICollectionViewLayout` contract.
///
/// (It is not called `CollectionLayout` because a type named like its module hides the module name.)
///
/// Layouts are classes used from one thread at a time. They prepare lazily: every query prepares the
/// layout first if it was invalidated, so calling `prepare()` yourself is optional. Setting `bounds`
/// plays the collection view's part: the layout is invalidated when `shouldInvalidateLayout(forBoundsChange:)`
/// says so (a size change across the scrolling direction), not when the view merely scrolls.
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
/// let visible = layout.layoutAttributesForElements(in: layout.bounds)
/// let height = layout.contentSize.height
/// ```
public protocol CollectionViewLayout: AnyObject {
    /// The visible rectangle of the collection view, in content coordinates; its size drives the layout.
    ///
    /// ```swift
    /// layout.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// ```
    var bounds: CGRect { get set }

    /// Where the section and item counts come from.
    ///
    /// ```swift
    /// layout.dataSource = ItemCounts([10, 4])
    /// ```
    var dataSource: any LayoutDataSource { get set }

    /// The last problem found while preparing or measuring, or `nil`.
    ///
    /// ```swift
    /// if let problem = layout.error { print(problem) }
    /// ```
    var error: CollectionLayoutError? { get }

    /// Computes the layout now if it was invalidated (queries do this themselves).
    ///
    /// ```swift
    /// layout.prepare()
    /// ```
    func prepare()

    /// The size of all the content; estimated while some self-sizing elements are still unmeasured.
    ///
    /// ```swift
    /// let height = layout.contentSize.height
    /// ```
    var contentSize: CGSize { get }

    /// The elements whose frames intersect `rect`, measuring self-sizing ones that fall in it.
    ///
    /// ```swift
    /// let visible = layout.layoutAttributesForElements(in: layout.bounds)
    /// ```
    func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]

    /// The cell at `indexPath`, or `nil` if there is no such item.
    ///
    /// ```swift
    /// let frame = layout.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))?.frame
    /// ```
    func layoutAttributesForItem(at indexPath: ItemPath) -> LayoutAttributes?

    /// The header or footer of `indexPath.section`, or `nil` if that section has none.
    ///
    /// ```swift
    /// let header = layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: ItemPath(item: 0, section: 0))
    /// ```
    func layoutAttributesForSupplementaryElement(ofKind kind: ElementKind, at indexPath: ItemPath) -> LayoutAttributes?

    /// Whether moving or resizing the visible rectangle to `newBounds` changes the layout.
    ///
    /// ```swift
    /// layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 667, height: 375))   // true (rotation)
    /// ```
    func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool

    /// Marks the layout for recomputation (counts, parameters); measured sizes stay cached.
    ///
    /// ```swift
    /// layout.invalidateLayout()
    /// ```
    func invalidateLayout()

    /// Forgets the measured sizes of these items (their model changed) and invalidates the layout.
    ///
    /// ```swift
    /// layout.invalidateItems(at: [ItemPath(item: 3, section: 0)])
    /// ```
    func invalidateItems(at indexPaths: [ItemPath])

    /// Forgets every measured size (e.g. after a text-size change) and invalidates the layout.
    ///
    /// ```swift
    /// layout.invalidateMeasurements()
    /// ```
    func invalidateMeasurements()
}

extension CollectionViewLayout {
    /// The frames of every element: a query with an unbounded rectangle (measures everything).
    ///
    /// ```swift
    /// let frames = layout.allLayoutAttributes().map(\.frame)
    /// ```
    public func allLayoutAttributes() -> [LayoutAttributes] {
        layoutAttributesForElements(in: .infinite)
    }
}
