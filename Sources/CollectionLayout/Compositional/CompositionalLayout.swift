import Foundation

/// Sections built from items and groups: the geometry of `UICollectionViewCompositionalLayout`
/// (vertical scrolling; no orthogonal scrolling, boundary supplementary items or decorations).
///
/// Each section repeats its group down the page, `interGroupSpacing` apart, inside its `contentInsets`;
/// the top-level group's container is the section's width (and the collection's height) after those
/// insets. Items with estimated dimensions are measured through `sizing` — an estimated axis at
/// fitting-size priority 50, a resolved one required — when the layout is prepared (a group's size
/// depends on its items, and where a group goes on every group before it); sizes are cached per item
/// and target size. In a group whose cross length is estimated, subitems sized as a fraction of that
/// length take it once it is known (items directly in the group; nested groups use the estimate).
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// let group = CollectionLayoutGroup.horizontal(
///     layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)), subitems: [item])
/// let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
/// layout.dataSource = ItemCounts([10])
/// layout.bounds = CGRect(x: 0, y: 0, width: 400, height: 800)   // 5 rows of two 200 x 120 cells
/// ```
public final class CompositionalLayout: CollectionViewLayout {
    /// What a section provider knows: the size of the collection.
    /// e.g. `CompositionalLayout { _, environment in environment.containerSize.width > 600 ? wide : narrow }`
    public struct Environment: Hashable, Sendable {
        /// The collection's bounds size.
        /// e.g. `let columns = environment.containerSize.width > 600 ? 3 : 2`
        public var containerSize: CGSize
    }

    private let sectionProvider: (Int, Environment) -> CollectionLayoutSection

    /// Measures items with estimated dimensions.
    public var sizing: (any ItemSizing)? { didSet { invalidateMeasurements() } }

    /// Measured sizes per item, valid only for the same target and estimated axes.
    private var measured: [ItemPath: (key: [CGFloat], size: CGSize)] = [:]
    private var groups: [GroupRecord] = []
    private var itemFrames: [[CGRect]] = []
    private var contentHeight: CGFloat = 0

    /// One placed top-level group: the items it holds and the area they cover.
    private struct GroupRecord {
        var section: Int
        var items: Range<Int>
        var extent: CGRect
        /// The largest maxY of this group and every group before it (monotonic, for binary search).
        var reach: CGFloat
    }

    /// A layout whose every section uses `section`.
    ///
    /// ```swift
    /// let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
    /// ```
    public convenience init(section: CollectionLayoutSection) {
        self.init { _, _ in section }
    }

    /// A layout asking `sectionProvider` for each section (`UICollectionViewCompositionalLayoutSectionProvider`).
    ///
    /// ```swift
    /// let layout = CompositionalLayout { index, environment in
    ///     environment.containerSize.width > 600 ? wideSection : narrowSection
    /// }
    /// ```
    public init(sectionProvider: @escaping (Int, Environment) -> CollectionLayoutSection) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// Places every section's groups, measuring estimated items not already measured for their target.
    ///
    /// ```swift
    /// layout.prepare()
    /// ```
    public override func prepare() {
        super.prepare()
        error = nil
        groups = []
        itemFrames = []
        contentHeight = 0
        guard let counts = counts(dataSource.validatedCounts(after: CollectionLayoutError.nonNegative("bounds.size", bounds.size))) else { return }
        var cursor: CGFloat = 0
        for (index, count) in counts.enumerated() {
            let section = sectionProvider(index, Environment(containerSize: bounds.size))
            if let problem = CompositionalValidation.problem(in: section, index: index) {
                error = problem
                groups = []
                itemFrames = []
                return
            }
            cursor = place(section, index: index, count: count, top: cursor)
        }
        contentHeight = cursor
    }

    /// Places one section from `top`; returns where the next one starts.
    private func place(_ section: CollectionLayoutSection, index: Int, count: Int, top: CGFloat) -> CGFloat {
        let insets = section.contentInsets
        let container = CGSize(
            width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        var placer = GroupPlacer(section: index, itemCount: count) { [unowned self] path, target, width, height in
            self.measure(path, target: target, widthEstimated: width, heightEstimated: height)
        }
        var y = top + insets.top
        var bottom = y
        while placer.nextItem < count {
            let first = placer.nextItem
            let size = placer.place(section.group, container: container, origin: CGPoint(x: insets.leading, y: y))
            let frame = CGRect(x: insets.leading, y: y, width: size.width, height: size.height)
            let extent = placer.frames[first...].reduce(frame) { $0.union($1) }
            groups.append(GroupRecord(
                section: index, items: first..<placer.nextItem, extent: extent,
                reach: max(groups.last?.reach ?? -.infinity, extent.maxY)))
            bottom = frame.maxY
            y = bottom + section.interGroupSpacing
        }
        itemFrames.append(placer.frames)
        return bottom + insets.bottom
    }

    /// The measured size for `path` at `target` (cached), or the target itself if it cannot be measured.
    private func measure(_ path: ItemPath, target: CGSize, widthEstimated: Bool, heightEstimated: Bool) -> CGSize {
        let key = [target.width, target.height, widthEstimated ? 1 : 0, heightEstimated ? 1 : 0]
        if let entry = measured[path], entry.key == key { return entry.size }
        guard let sizing else {
            error = .missingSizing(path.indexPath)
            return target
        }
        let measurer = Measurer(
            sizing: sizing,
            horizontalPriority: widthEstimated ? FittingPriority.fittingSizeLevel : FittingPriority.required,
            verticalPriority: heightEstimated ? FittingPriority.fittingSizeLevel : FittingPriority.required,
            screen: screen)
        switch measurer.measure(path, target: target) {
        case let .success(size):
            measured[path] = (key, size)
            return size
        case let .failure(problem):
            error = problem
            return target
        }
    }

    /// (bounds width, bottom of the last section).
    public override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return CGSize(width: bounds.width, height: contentHeight)
    }

    /// The cells intersecting `rect`. O(log n + k): groups are found by binary search.
    ///
    /// ```swift
    /// layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 800))
    /// ```
    public override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        prepareIfNeeded()
        guard !rect.isNull else { return [] }
        let rect = rect.standardized
        var result: [LayoutAttributes] = []
        var index = groups.partitionPoint { $0.reach > rect.minY }
        while index < groups.count, groups[index].extent.minY < rect.maxY {
            let group = groups[index]
            for item in group.items where itemFrames[group.section][item].strictlyIntersects(rect) {
                result.append(LayoutAttributes(
                    kind: .cell, path: ItemPath(item: item, section: group.section),
                    frame: itemFrames[group.section][item]))
            }
            index += 1
        }
        return result
    }

    /// The cell at `indexPath`, or nil.
    public override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let indexPath = ItemPath(host: indexPath)
        prepareIfNeeded()
        guard itemFrames.indices.contains(indexPath.section), itemFrames[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return LayoutAttributes(kind: .cell, path: indexPath, frame: itemFrames[indexPath.section][indexPath.item])
    }

    /// Always nil: boundary supplementary items are not supported.
    public override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> LayoutAttributes? {
        nil
    }

    /// True when the size changes (fractions may refer to the width or the height).
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != bounds.size
    }

    /// Drops these items' measured sizes (an invalidation context named them).
    override func forgetMeasurements(of paths: [ItemPath]) {
        for path in paths { measured[path] = nil }
    }

    /// Forgets every measured size.
    public override func invalidateMeasurements() {
        measured.removeAll()
        invalidateLayout()
    }
}
