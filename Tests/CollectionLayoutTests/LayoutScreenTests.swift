import Foundation
import AutoLayout
import Testing
@testable import CollectionLayout

/// A cell whose content is a box of a fractional size: its fitting size rounds up to the pixel grid.
final class PixelCell: View {
    let box = View()

    /// A box `height` tall across the cell; `width` (when given) fixes its width too.
    init(width: CGFloat? = nil, height: CGFloat) {
        super.init(frame: .zero)
        box.translatesAutoresizingMaskIntoConstraints = false
        addSubview(box)
        var constraints = [
            box.topAnchor.constraint(equalTo: topAnchor), box.leadingAnchor.constraint(equalTo: leadingAnchor),
            box.trailingAnchor.constraint(equalTo: trailingAnchor), box.bottomAnchor.constraint(equalTo: bottomAnchor),
            box.heightAnchor.constraint(equalToConstant: height),
        ]
        if let width { constraints.append(box.widthAnchor.constraint(equalToConstant: width)) }
        LayoutConstraint.activate(constraints)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

func screen(scale: CGFloat) -> Screen {
    Screen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: scale)
}

/// Layouts without a host measure on their own screen; hosted ones on the host's unless set.
/// Scale 1 and 2 live side by side in one process.
@Suite struct LayoutScreenTests {
    @Test func everyLayoutDefaultsToTheDefaultScreen() {
        let layouts: [CollectionViewLayout] = [
            FlowLayout(), TableLayout(), ColumnGridLayout(), WaterfallLayout(),
            CompositionalLayout(section: CollectionLayoutSection(group: .horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [CollectionLayoutItem(layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))),
        ]
        #expect(layouts.allSatisfy { $0.screen == .default && $0.screen.scale == 2 })
    }

    /// S4's product grid: (375 - 18) / 2 = 178.5-wide cells fit two to a row at 2x; at 1x they
    /// round up to 179 and only one fits.
    @Test func flowFittingRoundsToTheLayoutsScale() {
        func grid(scale: CGFloat) -> FlowLayout {
            let layout = FlowLayout()
            layout.screen = screen(scale: scale)
            layout.estimatedItemSize = CGSize(width: 100, height: 50)
            layout.minimumInteritemSpacing = 0
            layout.sectionInset = EdgeInsets(top: 0, left: 9, bottom: 0, right: 9)
            layout.sizing = SizingCell(PixelCell(width: 178.25, height: 50.2)) { _, _ in }
            layout.dataSource = ItemCounts([3])
            layout.bounds = rect(0, 0, 375, 667)
            return layout
        }
        let (one, two) = (grid(scale: 1), grid(scale: 2))
        #expect(two.cellFrames() == [rect(9, 0, 178.5, 50.5), rect(187.5, 0, 178.5, 50.5), rect(9, 60.5, 178.5, 50.5)])
        #expect(one.cellFrames() == [rect(98, 0, 179, 51), rect(98, 61, 179, 51), rect(98, 122, 179, 51)])
    }

    @Test func tableRowsRoundToTheLayoutsScale() {
        func table(scale: CGFloat) -> TableLayout {
            let layout = TableLayout()
            layout.screen = screen(scale: scale)
            layout.sizing = SizingCell(PixelCell(height: 50.2)) { _, _ in }
            layout.dataSource = ItemCounts([2])
            layout.bounds = rect(0, 0, 320, 568)
            return layout
        }
        let (one, two) = (table(scale: 1), table(scale: 2))
        #expect(one.cellFrames() == [rect(0, 0, 320, 51), rect(0, 51, 320, 51)])
        #expect(two.cellFrames() == [rect(0, 0, 320, 50.5), rect(0, 50.5, 320, 50.5)])
    }

    @Test func columnGridCardsRoundToTheLayoutsScale() {
        func grid(scale: CGFloat) -> ColumnGridLayout {
            let layout = ColumnGridLayout()
            layout.screen = screen(scale: scale)
            layout.numberOfColumns = 2
            layout.sizing = SizingCell(PixelCell(height: 50.2)) { _, _ in }
            layout.dataSource = ItemCounts([3])
            layout.bounds = rect(0, 0, 400, 800)
            return layout
        }
        let (one, two) = (grid(scale: 1), grid(scale: 2))
        #expect(one.cellFrames() == [rect(6, 6, 188, 51), rect(206, 6, 188, 51), rect(6, 69, 188, 51)])
        #expect(two.cellFrames() == [rect(6, 6, 188, 50.5), rect(206, 6, 188, 50.5), rect(6, 68.5, 188, 50.5)])
    }

    @Test func compositionalEstimatesRoundToTheLayoutsScale() {
        func list(scale: CGFloat) -> CompositionalLayout {
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
            let section = CollectionLayoutSection(group: .horizontal(layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item]))
            let layout = CompositionalLayout(section: section)
            layout.screen = screen(scale: scale)
            layout.sizing = SizingCell(PixelCell(height: 50.2)) { _, _ in }
            layout.dataSource = ItemCounts([2])
            layout.bounds = rect(0, 0, 400, 800)
            return layout
        }
        let (one, two) = (list(scale: 1), list(scale: 2))
        #expect(one.cellFrames() == [rect(0, 0, 400, 51), rect(0, 51, 400, 51)])
        #expect(two.cellFrames() == [rect(0, 0, 400, 50.5), rect(0, 50.5, 400, 50.5)])
    }

    /// One sizing cell shared by a 1x and a 2x layout: each measures it on its own screen.
    @Test func aSharedSizingCellMeasuresOnEachLayoutsScreen() {
        let sizing = SizingCell(PixelCell(height: 50.2)) { _, _ in }
        let (one, two) = (TableLayout(), TableLayout())
        one.screen = screen(scale: 1)
        for layout in [one, two] {
            layout.sizing = sizing
            layout.dataSource = ItemCounts([1])
            layout.bounds = rect(0, 0, 320, 568)
        }
        #expect(one.cellFrames() == [rect(0, 0, 320, 51)])
        #expect(two.cellFrames() == [rect(0, 0, 320, 50.5)])
        one.screen = screen(scale: 3)   // re-measures: 50.2 rounds up to 50.333...
        #expect(one.cellFrames().map { ($0.height * 3).rounded() } == [151])
    }

    @Test func aHostedLayoutTakesTheHostsScreenUnlessSet() {
        let layout = WaterfallLayout { _ in CGSize(width: 100, height: 50) }
        let collectionView = CollectionView(frame: rect(0, 0, 320, 568), collectionViewLayout: layout)
        #expect(layout.screen == .default)
        collectionView.screen = screen(scale: 1)
        #expect(layout.screen == screen(scale: 1))
        layout.dataSource = ItemCounts([1])
        layout.bounds = rect(0, 0, 320, 568)
        #expect(layout.cellFrames() == [rect(0, 0, 155, 77)])
        collectionView.screen = screen(scale: 2)   // the host's change re-lays out
        #expect(layout.cellFrames() == [rect(0, 0, 155, 77.5)])
        layout.screen = screen(scale: 1)           // the layout's own wins
        #expect(layout.cellFrames() == [rect(0, 0, 155, 77)] && collectionView.screen.scale == 2)

        let table = TableView(frame: rect(0, 0, 320, 568), style: .plain)
        let root = View(frame: rect(0, 0, 320, 568))
        root.screen = screen(scale: 3)
        root.addSubview(table)
        #expect(table.layout.screen.scale == 3)   // from the host's root
    }

    /// Rows whose boxes are 20.2 tall (rows 36.2): 37 at 1x, 36.5 at 2x, measured on the table's cells.
    @MainActor
    @Test func tableViewsAtScale1And2SideBySide() {
        final class FractionalRows: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath) as! BoxRowCell
                cell.boxHeight.constant = 20.2
                return cell
            }
        }
        let rows = FractionalRows()
        func table(scale: CGFloat) -> TableView {
            let table = TableView(frame: rect(0, 0, 375, 200), style: .plain)
            table.screen = screen(scale: scale)
            table.register(BoxRowCell.self, forCellReuseIdentifier: "Row")
            table.estimatedRowHeight = 44
            table.dataSource = rows
            return table
        }
        let (one, two) = (table(scale: 1), table(scale: 2))
        #expect(one.visibleCells.map(\.frame) == [rect(0, 0, 375, 37), rect(0, 37, 375, 37), rect(0, 74, 375, 37)])
        #expect(two.visibleCells.map(\.frame) == [rect(0, 0, 375, 36.5), rect(0, 36.5, 375, 36.5), rect(0, 73, 375, 36.5)])
        #expect(one.visibleCells.allSatisfy { $0.contentScaleFactor == 1 })
        #expect(two.visibleCells.allSatisfy { $0.contentScaleFactor == 2 })
    }
}
