import AutoLayout
import Foundation

/// Measures items with ONE reusable sizing cell, configured for each item in
/// place: the engine of the cell is built once and only its constants and
/// texts change from item to item (the "sizing cell" pattern, done right).
///
/// A layout measures the cell on its own screen (``CollectionViewLayout/screen``): the cell's
/// `screen` is set to it before measuring, so fitting sizes round up to that pixel grid (set the
/// cell's `contentScaleFactor` to measure on another grid). Asked without a screen, the cell keeps
/// the one it has.
///
/// ```swift
/// let sizing = SizingCell(TagCell()) { cell, path in cell.label.text = tags[path.item] }
/// flow.sizing = sizing
/// ```
public final class SizingCell<Cell: View>: ItemSizing {
    /// The cell that is measured.
    /// e.g. `sizing.cell.label.preferredMaxLayoutWidth = 200`
    public let cell: Cell
    private let configure: (Cell, IndexPath) -> Void
    /// How many items were measured (each a fitting-size query).
    /// e.g. `_ = layout.allLayoutAttributes(); sizing.measurements   // one per item`
    public private(set) var measurements = 0

    /// Measures `cell`, configured for each item by `configure`.
    ///
    /// ```swift
    /// let sizing = SizingCell(NoteCell()) { cell, path in cell.body.text = notes[path.item] }
    /// ```
    public init(_ cell: Cell, configure: @escaping (Cell, IndexPath) -> Void) {
        self.cell = cell
        self.configure = configure
    }

    /// The cell's fitting size on `screen` (the layout's).
    public func size(
        for path: IndexPath, fitting target: CGSize,
        horizontalFittingPriority: Float, verticalFittingPriority: Float, screen: Screen
    ) -> CGSize {
        if cell.screen != screen { cell.screen = screen }
        return size(
            for: path, fitting: target,
            horizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }

    /// The cell's fitting size on its own screen.
    public func size(
        for path: IndexPath, fitting target: CGSize,
        horizontalFittingPriority: Float, verticalFittingPriority: Float
    ) -> CGSize {
        configure(cell, path)
        measurements += 1
        return cell.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: LayoutPriority(horizontalFittingPriority),
            verticalFittingPriority: LayoutPriority(verticalFittingPriority))
    }
}
