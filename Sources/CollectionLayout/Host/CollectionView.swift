import AutoLayout
import Foundation

/// Shows the items of a data source with a layout, dequeuing and reusing cells (UIKit's `UICollectionView`,
/// geometry only: nothing is drawn).
///
/// The view asks its data source for the counts, lets the layout place the items, and configures cells
/// (`cellForItemAt`) only for the items whose frames meet the visible rectangle: `contentOffset` with the
/// view's size. Scrolling is setting `contentOffset`; cells that leave the screen go back to their
/// identifier's reuse queue and are handed out again, after `prepareForReuse()`, by
/// `dequeueReusableCell(withReuseIdentifier:for:)`. Self-sizing items (a flow layout's
/// `estimatedItemSize`, a table's automatic rows) are measured on those same cells with
/// `preferredLayoutAttributesFitting(_:)`, unless the layout was given a `sizing` of its own.
///
/// Work happens when you ask: `visibleCells`, `cellForItem(at:)`, `contentSize` and the other queries
/// first bring the cells up to date (UIKit does it in its next layout pass). Cells are not subviews:
/// each is the root of its own layout, with `frame` in the content's coordinates, so scrolling only
/// lays out the cells that appear. `bounds` keeps a zero origin (a `View`'s bounds); the visible
/// rectangle is `CGRect(origin: contentOffset, size: bounds.size)`.
///
/// ```swift
/// let layout = FlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
///                                     collectionViewLayout: layout)
/// collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
/// collectionView.dataSource = model          // a CollectionViewDataSource
/// collectionView.visibleCells.count          // the cells of the first screen
/// collectionView.contentOffset.y = 480       // scroll one screen down
/// ```
open class CollectionView: View {
    /// The kind of section headers, for `layoutAttributesForSupplementaryView(ofKind:at:)` (UIKit's value).
    ///
    /// ```swift
    /// layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, at: path)
    /// ```
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// The kind of section footers (UIKit's value).
    ///
    /// ```swift
    /// layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionFooter, at: path)
    /// ```
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Places the items; any `CollectionViewLayout`, a subclass of your own included: the view asks it
    /// for its attributes through the base class. The view installs its measuring on the built-in
    /// layouts (`sizing`) unless they have one, and sets the layout's `collectionView`.
    ///
    /// ```swift
    /// (collectionView.collectionViewLayout as? FlowLayout)?.minimumLineSpacing = 20
    /// ```
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout {
                oldValue.collectionView = nil
                oldValue.hostView = nil
            }
            adopt(collectionViewLayout)
        }
    }

    /// Supplies the counts and cells; held weakly, as in UIKit.
    ///
    /// ```swift
    /// collectionView.dataSource = self
    /// ```
    public weak var dataSource: (any CollectionViewDataSource)? { didSet { needsReload = true } }

    /// Hears about selection; a `CollectionViewDelegateFlowLayout` also sizes a flow layout's items.
    ///
    /// ```swift
    /// collectionView.delegate = self
    /// ```
    public weak var delegate: (any CollectionViewDelegate)? { didSet { needsReload = true } }

    /// The point of the content shown at the view's top-left corner; setting it scrolls.
    ///
    /// ```swift
    /// collectionView.contentOffset = CGPoint(x: 0, y: 667)
    /// ```
    public var contentOffset = CGPoint.zero

    /// Space around the content (UIKit's `contentInset`): a flow layout lays its lines out in the
    /// view's size less the insets across its scrolling direction, and scrolling may go from
    /// `-contentInset.top` to the content's end plus `contentInset.bottom`. As in UIKit, setting it
    /// does not move `contentOffset`: scroll to `(-left, -top)` to show the content's start below the inset.
    ///
    /// ```swift
    /// collectionView.contentInset = EdgeInsets(top: 20, left: 10, bottom: 0, right: 10)
    /// collectionView.contentOffset = CGPoint(x: -10, y: -20)
    /// ```
    public var contentInset = EdgeInsets.zero {
        didSet { if contentInset != oldValue { collectionViewLayout.invalidateLayout() } }
    }

    /// The insets in effect: `contentInset` (no bars or safe area adjust it here).
    ///
    /// ```swift
    /// collectionView.adjustedContentInset.top
    /// ```
    public var adjustedContentInset: EdgeInsets { contentInset }

    /// Whether the user may scroll (default true); setting `contentOffset` from code scrolls either way,
    /// as in UIKit, and there is no user here to scroll: the property is kept for ported code.
    ///
    /// ```swift
    /// collectionView.isScrollEnabled = false
    /// ```
    public var isScrollEnabled = true

    /// Whether a tap selects items (default true).
    /// e.g. `collectionView.allowsSelection = false`
    public var allowsSelection = true
    /// Whether a tap adds to the selection instead of replacing it (default false).
    /// e.g. `collectionView.allowsMultipleSelection = true`
    public var allowsMultipleSelection = false

    let host = CellHost<CollectionViewCell>()
    let supplementaries = SupplementaryHost()
    var supplementaryQueues: [String: ReuseQueue<CollectionReusableView>] = [:]
    private var needsReload = true
    var counts: [Int] = []
    var batch = BatchRecorder()
    private var installedSizing: HostSizing<CollectionViewCell>?

    /// Makes a collection view of `frame`'s size showing its items with `layout`.
    ///
    /// ```swift
    /// let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667),
    ///                                     collectionViewLayout: FlowLayout())
    /// ```
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        host.provide = { [unowned self] path in self.configuredCell(at: path) }
        host.willDisplay = { [unowned self] cell, path in
            self.delegate?.collectionView(self, willDisplay: cell, forItemAt: path.indexPath)
        }
        host.didEndDisplaying = { [unowned self] cell, path in
            self.delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path.indexPath)
        }
        supplementaries.provide = { [unowned self] key in self.configuredSupplementaryView(for: key) }
        supplementaries.willDisplay = { [unowned self] key, view in
            guard let view = view as? CollectionReusableView, let kind = key.kind.supplementaryKind else { return }
            self.delegate?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.path.indexPath)
        }
        supplementaries.didEndDisplaying = { [unowned self] key, view in
            guard let view = view as? CollectionReusableView, let kind = key.kind.supplementaryKind else { return }
            self.delegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.path.indexPath)
        }
        supplementaries.recycle = { [unowned self] key, view in
            guard let view = view as? CollectionReusableView, let kind = key.kind.supplementaryKind else { return }
            self.supplementaryQueues[kind]?.enqueue(view)
        }
        adopt(layout)
    }

    /// A collection view from an archive: there are none to decode here, so this returns nil
    /// (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    private func adopt(_ layout: CollectionViewLayout) {
        layout.collectionView = self
        layout.hostView = self
        if let layout = layout as? SelfSizingLayout, layout.sizing == nil {
            let sizing = HostSizing(host)
            installedSizing = sizing
            layout.sizing = sizing
        }
        host.enqueueAll()
        supplementaries.removeAll()
        needsReload = true
    }

    // MARK: Cells

    /// Makes cells of `cellClass` (with `init(frame:)`) for `identifier` when no reused one waits.
    ///
    /// ```swift
    /// collectionView.register(TagCell.self, forCellWithReuseIdentifier: "Tag")
    /// ```
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        host.queue.register(identifier) { cellClass.init(frame: .zero) }
    }

    /// A cell for `indexPath`: one that left the screen (after `prepareForReuse()`), else a new one of the
    /// registered class. Dequeuing an identifier that was never registered stops the program, as UIKit
    /// does: it is a programming error.
    ///
    /// ```swift
    /// let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath) as! TagCell
    /// ```
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        host.queue.dequeue(identifier, registerCall: "register(_:forCellWithReuseIdentifier:)")
    }

    private func configuredCell(at path: ItemPath) -> CollectionViewCell {
        guard let dataSource else { preconditionFailure("a CollectionView needs a dataSource to show items") }
        return dataSource.collectionView(self, cellForItemAt: path.indexPath)
    }

    // MARK: Data

    /// Reads the counts again and reconfigures every cell; measured sizes and the selection are dropped.
    ///
    /// ```swift
    /// model.append(item); collectionView.reloadData()
    /// ```
    public func reloadData() {
        needsReload = true
    }

    /// The number of sections, as last read from the data source.
    ///
    /// ```swift
    /// collectionView.numberOfSections
    /// ```
    public var numberOfSections: Int {
        reloadIfNeeded()
        return counts.count
    }

    /// The number of items in `section`, as last read from the data source.
    ///
    /// ```swift
    /// collectionView.numberOfItems(inSection: 0)
    /// ```
    public func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    private func reload() {
        needsReload = false
        host.enqueueAll()
        supplementaries.removeAll()
        host.selected = []
        counts = readCounts()
        if let flow = collectionViewLayout as? FlowLayout, let flowDelegate = delegate as? CollectionViewDelegateFlowLayout {
            connect(flow, to: flowDelegate)
        }
        collectionViewLayout.dataSource = ItemCounts(counts)
        collectionViewLayout.invalidateMeasurements()
    }

    /// The data source's counts now.
    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        return (0..<max(0, sections)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    }

    /// Routes a flow layout's per-item and per-section questions to the delegate.
    private func connect(_ flow: FlowLayout, to flowDelegate: any CollectionViewDelegateFlowLayout) {
        flow.sizeForItem = { [unowned self, unowned flow, weak flowDelegate] path in
            flowDelegate?.collectionView(self, layout: flow, sizeForItemAt: path) ?? flow.itemSize
        }
        flow.insetForSection = { [unowned self, unowned flow, weak flowDelegate] section in
            flowDelegate?.collectionView(self, layout: flow, insetForSectionAt: section) ?? flow.sectionInset
        }
        flow.lineSpacingForSection = { [unowned self, unowned flow, weak flowDelegate] section in
            flowDelegate?.collectionView(self, layout: flow, minimumLineSpacingForSectionAt: section)
                ?? flow.minimumLineSpacing
        }
        flow.interitemSpacingForSection = { [unowned self, unowned flow, weak flowDelegate] section in
            flowDelegate?.collectionView(self, layout: flow, minimumInteritemSpacingForSectionAt: section)
                ?? flow.minimumInteritemSpacing
        }
        flow.headerSizeForSection = { [unowned self, unowned flow, weak flowDelegate] section in
            flowDelegate?.collectionView(self, layout: flow, referenceSizeForHeaderInSection: section)
                ?? flow.headerReferenceSize
        }
        flow.footerSizeForSection = { [unowned self, unowned flow, weak flowDelegate] section in
            flowDelegate?.collectionView(self, layout: flow, referenceSizeForFooterInSection: section)
                ?? flow.footerReferenceSize
        }
    }

    /// Reads the data source's counts if they are due (the counts alone: a layout's `prepare()` may ask).
    func reloadIfNeeded() {
        if needsReload { reload() }
    }

    /// Reloads if asked to, then shows the cells and supplementary views of the visible rectangle.
    /// A query made while showing (a layout's `prepare()` or the data source asking the view) answers
    /// from what is already shown.
    func updateIfNeeded() {
        reloadIfNeeded()
        if let elements = host.show(CGRect(origin: contentOffset, size: bounds.size), of: collectionViewLayout) {
            supplementaries.show(elements)
        }
    }

    // MARK: Geometry and queries

    /// The size of all the content (estimated while self-sizing items are unmeasured).
    ///
    /// ```swift
    /// collectionView.contentSize.height
    /// ```
    public var contentSize: CGSize {
        updateIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.collectionViewContentSize
    }

    /// The cells on screen, in the order of their items.
    ///
    /// ```swift
    /// collectionView.visibleCells.map(\.frame)
    /// ```
    public var visibleCells: [CollectionViewCell] {
        updateIfNeeded()
        return host.visibleCells
    }

    /// The paths of the items on screen, in order.
    ///
    /// ```swift
    /// collectionView.indexPathsForVisibleItems.first   // [0, 0]
    /// ```
    public var indexPathsForVisibleItems: [IndexPath] {
        updateIfNeeded()
        return host.visibleCells.compactMap { host.path(of: $0)?.indexPath }
    }

    /// The cell of an item on screen, or `nil` if the item is off screen.
    ///
    /// ```swift
    /// collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
    /// ```
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        updateIfNeeded()
        return host.visible[ItemPath(host: indexPath)]
    }

    /// The item a cell on screen shows, or `nil`.
    ///
    /// ```swift
    /// collectionView.indexPath(for: cell)?.item
    /// ```
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        updateIfNeeded()
        return host.path(of: cell)?.indexPath
    }

    /// The layout's attributes of an item (on screen or not).
    ///
    /// ```swift
    /// collectionView.layoutAttributesForItem(at: IndexPath(item: 40, section: 0))?.frame
    /// ```
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        updateIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// How many cells were made (not reused) so far: for checking reuse.
    var cellsMade: Int { host.queue.made }
}
