import AutoLayout
import Foundation

/// What the hosts need of their cells: reuse, selection and self-sizing.
protocol HostedCell: ReusableView {
    var hostSelected: Bool { get set }
    /// The size the cell wants for `attributes` with the proposed size held at these priorities.
    func fittedSize(for attributes: LayoutAttributes, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize
}

extension CollectionViewCell: HostedCell {
    var hostSelected: Bool {
        get { isSelected }
        set { if isSelected != newValue { isSelected = newValue } }
    }

    func fittedSize(for attributes: LayoutAttributes, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        fittingPriorities = (horizontal, vertical)
        return preferredLayoutAttributesFitting(attributes).size
    }
}

extension TableViewCell: HostedCell {
    var hostSelected: Bool {
        get { isSelected }
        set { if isSelected != newValue { setSelected(newValue, animated: false) } }
    }

    func fittedSize(for attributes: LayoutAttributes, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        systemLayoutSizeFitting(
            attributes.size, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    }
}
