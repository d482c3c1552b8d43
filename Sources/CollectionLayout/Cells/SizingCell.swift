import AutoLayout
import Foundation

/// Measures items with ONE reusable sizing cell, configured for each item in
/// place: the engine of the cell is built once and only its constants and
/// texts change from item to item (the "sizing cell" pattern, done right).
///
/// ```swift
/// let sizing = SizingCell(TagCell()) { cell, path in cell.label.text = tags[path.item] }
/// flow.sizing = sizing
/// ```
public final class SizingCell<Cell: View>: ItemSizing {
    /// The cell that is measured.
    public let cell: Cell
    private let configure: (Cell, ItemPath) -> Void
    /// How many items were measured (each a fitting-size query).
    public private(set) var measurements = 0

    /// Measures with `cell`, calling `configure` to fill it for each item before measuring.
    ///
    /// ```swift
    /// flow.sizing = SizingCell(TagCell(frame: .zero)) { cell, path in cell.label.text = tags[path.item] }
    /// ```
    public init(_ cell: Cell, configure: @escaping (Cell, ItemPath) -> Void) {
        self.cell = cell
        self.configure = configure
    }

    public func size(
        for path: ItemPath, fitting target: CGSize,
        horizontalFittingPriority: Float, verticalFittingPriority: Float
    ) -> CGSize {
        configure(cell, path)
        measurements += 1
        return cell.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: LayoutPriority(horizontalFittingPriority),
            verticalFittingPriority: LayoutPriority(verticalFittingPriority))
    }
}
