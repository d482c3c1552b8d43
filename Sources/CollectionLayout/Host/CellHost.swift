import AutoLayout
import Foundation

/// The machinery both hosts share: which cells are on screen, which were made for measuring,
/// the reuse queues and the selection. The host supplies the layout and a way to get a
/// configured cell from its data source.
final class CellHost<Cell: HostedCell> {
    var queue = ReuseQueue<Cell>()
    /// The cells on screen by item, and their paths in display order.
    private(set) var visible: [ItemPath: Cell] = [:]
    private(set) var order: [ItemPath] = []
    /// Cells configured to be measured that are not on screen (yet).
    private var measuring: [ItemPath: Cell] = [:]
    var selected: Set<ItemPath> = []
    /// Whether a `show` is under way.
    private var isShowing = false
    /// Gets a configured cell from the data source (`cellForItemAt`).
    var provide: (ItemPath) -> Cell = { _ in preconditionFailure("a host cell provider was not set") }
    /// Tells the delegate a cell comes on screen (`willDisplay`), after it is placed.
    var willDisplay: (Cell, ItemPath) -> Void = { _, _ in }
    /// Tells the delegate a cell left the screen (`didEndDisplaying`), with the path it showed.
    var didEndDisplaying: (Cell, ItemPath) -> Void = { _, _ in }

    /// The cell for `path` to measure: the one on screen or already measured, else a new one from the data source.
    /// On `screen` when given: a cell not (yet) in the host has no screen to inherit, so it is set.
    func measure(_ path: ItemPath, target: CGSize, horizontal: Float, vertical: Float, screen: Screen? = nil) -> CGSize {
        let cell: Cell
        if let shown = visible[path] ?? measuring[path] {
            cell = shown
        } else {
            cell = provide(path)
            measuring[path] = cell
        }
        if let screen, cell.screen != screen { cell.screen = screen }
        let attributes = LayoutAttributes(kind: .cell, path: path, frame: CGRect(origin: .zero, size: target))
        return cell.fittedSize(
            for: attributes, horizontal: LayoutPriority(horizontal), vertical: LayoutPriority(vertical))
    }

    /// Shows exactly the cells whose frames meet `rect`: cells that left it go back to their queues
    /// first (so they can be reused at once), then the layout is asked for the elements in `rect`
    /// (measuring the self-sizing ones through `measure`), then each cell element gets its cell,
    /// placed. Returns every element shown (see `visibleElements`), supplementary ones included,
    /// for the host to place those; `nil` when asked again while showing (a layout's `prepare()` or
    /// a data source asking the host), which then answers from what is already shown.
    @discardableResult
    func show(_ rect: CGRect, of layout: CollectionViewLayout) -> [LayoutAttributes]? {
        guard !isShowing else { return nil }
        isShowing = true
        defer { isShowing = false }
        layout.bounds = rect
        layout.prepareIfNeeded()
        for path in order where !(visible[path]!.frame.strictlyIntersects(rect)) {
            retire(visible.removeValue(forKey: path)!, at: path)
        }
        let elements = Self.visibleElements(layout.layoutAttributesForElements(in: rect) ?? [], in: rect)
        let cells = elements.filter { $0.kind == .cell }
        let wanted = Set(cells.map(\.itemPath))
        for path in order where !wanted.contains(path) {
            if let cell = visible.removeValue(forKey: path) { retire(cell, at: path) }
        }
        var shown: [ItemPath: Cell] = [:]
        shown.reserveCapacity(cells.count)
        for attributes in cells {
            let path = attributes.itemPath
            if let cell = visible[path] {
                if cell.frame != attributes.frame { cell.place(with: attributes) }
                shown[path] = cell
                cell.hostSelected = selected.contains(path)
                continue
            }
            let cell = measuring.removeValue(forKey: path) ?? provide(path)
            cell.place(with: attributes)
            cell.hostSelected = selected.contains(path)
            shown[path] = cell
            willDisplay(cell, path)
        }
        for path in measuring.keys.sorted() { recycle(measuring[path]!) }
        measuring = [:]
        visible = shown
        order = cells.map(\.itemPath)
        return elements
    }

    /// The elements of a layout's answer that meet `rect`, each once: when a layout returns an element
    /// twice (a subclass adding `super`'s answer to its own), the first attributes count.
    static func visibleElements(_ answer: [LayoutAttributes], in rect: CGRect) -> [LayoutAttributes] {
        var seen = Set<ElementKey>()
        return answer.filter {
            $0.frame.strictlyIntersects(rect) && seen.insert(ElementKey(kind: $0.kind, path: $0.itemPath)).inserted
        }
    }

    /// Takes a cell off the screen: the delegate hears it, then it goes back to its queue.
    private func retire(_ cell: Cell, at path: ItemPath) {
        didEndDisplaying(cell, path)
        recycle(cell)
    }

    /// Puts a cell back in its queue, deselected.
    private func recycle(_ cell: Cell) {
        cell.hostSelected = false
        queue.enqueue(cell)
    }

    /// Returns every cell to its queue (data reloaded).
    func enqueueAll() {
        for path in order { if let cell = visible[path] { retire(cell, at: path) } }
        for path in measuring.keys.sorted() { recycle(measuring[path]!) }
        visible = [:]
        order = []
        measuring = [:]
    }

    /// Moves the cells on screen and the selection to their items' paths after a batch update: a
    /// cell whose item survives stays (the next `show` moves it), the cells of deleted and reloaded
    /// items go back to their queues, deleted items leave the selection.
    func remap(_ mapping: ItemMapping) {
        var kept: [ItemPath: Cell] = [:]
        for path in order {
            guard let cell = visible[path] else { continue }
            if !mapping.isReloaded(path), let new = mapping.newPath(path) {
                kept[new] = cell
            } else {
                retire(cell, at: path)
            }
        }
        for path in measuring.keys.sorted() { recycle(measuring[path]!) }
        measuring = [:]
        visible = kept
        order = kept.keys.sorted()
        selected = Set(selected.compactMap { mapping.newPath($0) })
    }

    /// The cells on screen in display order.
    var visibleCells: [Cell] { order.compactMap { visible[$0] } }

    /// The path of a cell on screen.
    func path(of cell: Cell) -> ItemPath? {
        order.first { visible[$0] === cell }
    }

    /// Sets `isSelected` on the cell of `path` if it is on screen.
    func refreshSelection(of path: ItemPath) {
        visible[path]?.hostSelected = selected.contains(path)
    }
}

/// One element of a layout: its kind and path.
struct ElementKey: Hashable, Comparable {
    var kind: ElementKind
    var path: ItemPath

    /// Display order: by section, then header / cells / footer, then item.
    static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        (lhs.path.section, lhs.kind, lhs.path.item) < (rhs.path.section, rhs.kind, rhs.path.item)
    }
}

extension View {
    /// Gives a hosted view its frame (content coordinates), the attributes (`apply(_:)`) and lays out
    /// its content. A hosted view is the root of its own layout, so its frame is written back
    /// afterwards even if it does not translate it.
    func place(with attributes: LayoutAttributes) {
        frame = attributes.frame
        (self as? CollectionReusableView)?.apply(attributes)
        layoutIfNeeded()
        frame = attributes.frame
    }
}
