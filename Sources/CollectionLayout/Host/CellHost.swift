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
    /// Gets a configured cell from the data source (`cellForItemAt`).
    var provide: (ItemPath) -> Cell = { _ in preconditionFailure("a host cell provider was not set") }

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
        let attributes = LayoutAttributes(kind: .cell, indexPath: path, frame: CGRect(origin: .zero, size: target))
        return cell.fittedSize(
            for: attributes, horizontal: LayoutPriority(horizontal), vertical: LayoutPriority(vertical))
    }

    /// Shows exactly the cells whose frames meet `rect`: cells that left it go back to their queues
    /// first (so they can be reused at once), then the layout is asked for the elements in `rect`
    /// (measuring the self-sizing ones through `measure`), then each element gets its cell, placed.
    func show(_ rect: CGRect, of layout: CollectionViewLayout) {
        layout.bounds = rect
        layout.prepareIfNeeded()
        for path in order where !(visible[path]!.frame.strictlyIntersects(rect)) {
            queue.enqueue(visible.removeValue(forKey: path)!)
        }
        let cells = (layout.layoutAttributesForElements(in: rect) ?? []).filter { $0.kind == .cell }
        let wanted = Set(cells.map(\.indexPath))
        for path in order where !wanted.contains(path) {
            if let cell = visible.removeValue(forKey: path) { queue.enqueue(cell) }
        }
        var shown: [ItemPath: Cell] = [:]
        shown.reserveCapacity(cells.count)
        for attributes in cells {
            let path = attributes.indexPath
            if let cell = visible[path] {
                if cell.frame != attributes.frame { place(cell, at: attributes.frame) }
                shown[path] = cell
                cell.hostSelected = selected.contains(path)
                continue
            }
            let cell = measuring.removeValue(forKey: path) ?? provide(path)
            place(cell, at: attributes.frame)
            cell.hostSelected = selected.contains(path)
            shown[path] = cell
        }
        for path in measuring.keys.sorted() { queue.enqueue(measuring[path]!) }
        measuring = [:]
        visible = shown
        order = cells.map(\.indexPath)
    }

    /// Gives the cell its frame (content coordinates) and lays out its content. A cell is the root of
    /// its own layout, so its frame is written back afterwards even if it does not translate it.
    private func place(_ cell: Cell, at frame: CGRect) {
        cell.frame = frame
        cell.layoutIfNeeded()
        cell.frame = frame
    }

    /// Returns every cell to its queue (data reloaded).
    func enqueueAll() {
        for path in order { if let cell = visible[path] { queue.enqueue(cell) } }
        for path in measuring.keys.sorted() { queue.enqueue(measuring[path]!) }
        visible = [:]
        order = []
        measuring = [:]
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
