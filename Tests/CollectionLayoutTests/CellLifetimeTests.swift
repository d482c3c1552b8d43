import AutoLayout
import CollectionLayout
import Foundation
import Testing

/// A cell with a wrapping label pinned inside 8-point padding.
final class LifetimeCell: CollectionViewCell {
    let label = Label(font: .fixedAdvance(characterWidth: 10, lineHeight: 20))

    override init() {
        super.init()
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required convenience init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Cells and sizing cells measured and dropped are freed with their
/// content views, labels and constraints.
@Suite struct CellLifetimeTests {
    @Test func measuredCellsAreFreed() {
        var cells: [() -> AnyObject?] = []
        var sizes: Set<CGSize> = []
        for i in 0..<2_000 {
            let sizing = SizingCell(LifetimeCell()) { cell, path in
                cell.label.text = String(repeating: "w", count: 5 + path.item % 30)
            }
            let size = sizing.size(
                for: IndexPath(item: i, section: 0), fitting: CGSize(width: 200, height: 0),
                horizontalFittingPriority: FittingPriority.required,
                verticalFittingPriority: FittingPriority.fittingSizeLevel)
            sizes.insert(size)
            let objects: [AnyObject] = [sizing, sizing.cell, sizing.cell.contentView, sizing.cell.label]
                + sizing.cell.constraints + sizing.cell.contentView.constraints
            for object in objects { cells.append { [weak object] in object } }
        }
        // 5 to 18 characters fit one 184-point line, 19 to 34 take two.
        #expect(sizes == [CGSize(width: 200, height: 36), CGSize(width: 200, height: 56)])
        #expect(cells.count == 2_000 * 12)
        #expect(cells.filter { $0() != nil }.isEmpty)
    }
}
