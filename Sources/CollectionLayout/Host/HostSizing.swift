import AutoLayout
import Foundation

/// The sizing a host gives its layout: items are measured on the cells the data source
/// configures for them (`preferredLayoutAttributesFitting(_:)`), which are then shown.
final class HostSizing<Cell: HostedCell>: ItemSizing {
    weak var host: CellHost<Cell>?

    init(_ host: CellHost<Cell>) { self.host = host }

    func size(
        for path: IndexPath, fitting target: CGSize,
        horizontalFittingPriority: Float, verticalFittingPriority: Float
    ) -> CGSize {
        host?.measure(ItemPath(host: path), target: target, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
            ?? target
    }

    /// Measures on the layout's screen (the host's unless the layout sets its own).
    func size(
        for path: IndexPath, fitting target: CGSize,
        horizontalFittingPriority: Float, verticalFittingPriority: Float, screen: Screen
    ) -> CGSize {
        host?.measure(
            ItemPath(host: path), target: target, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority,
            screen: screen)
            ?? target
    }
}

/// The layouts that measure self-sizing items through an `ItemSizing`.
protocol SelfSizingLayout: AnyObject {
    var sizing: (any ItemSizing)? { get set }
}

extension FlowLayout: SelfSizingLayout {}
extension TableLayout: SelfSizingLayout {}
extension WaterfallLayout: SelfSizingLayout {}
extension ColumnGridLayout: SelfSizingLayout {}
extension CompositionalLayout: SelfSizingLayout {}
