import AutoLayout
@testable import CollectionLayout
import Foundation
import Testing

/// A row showing a body-style label that follows the content size category, 8 points inside.
final class DynamicTypeRowCell: TableViewCell {
    let label = Label(font: .preferredFont(forTextStyle: .body))

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class DynamicTypeRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath) as! DynamicTypeRowCell
        cell.label.text = "Row \(indexPath.row)"
        return cell
    }
}

/// Self-sizing rows whose labels follow the table's screen's text size.
@MainActor
struct DynamicTypeTableTests {
    func heights(at category: ContentSizeCategory) -> [CGFloat] {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .plain)
        table.screen = Screen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2,
                              preferredContentSizeCategory: category)
        table.register(DynamicTypeRowCell.self, forCellReuseIdentifier: "Row")
        table.estimatedRowHeight = 44
        let rows = DynamicTypeRows()
        table.dataSource = rows
        return table.visibleCells.map(\.frame.height)
    }

    @Test func rowsGrowWithTheCategory() {
        // One body line: 17 pt is 19.548 high (20 on the 2x grid), 14 pt 16.099 (16.5), 40 pt 45.996 (46); 16 of insets.
        #expect(heights(at: .large) == [36, 36, 36])
        #expect(heights(at: .extraSmall) == [32.5, 32.5, 32.5])
        #expect(heights(at: .accessibilityExtraLarge) == [62, 62, 62])
    }
}
