import AutoLayout
import CollectionLayout
import Foundation
import Testing

/// Twenty plain rows.
final class PlainRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }
}

@MainActor
struct PointAndScrollQueryTests {
    @Test func theItemAtAPoint() {
        let (view, source) = CollectionViewHostTests().makeGrid()
        defer { withExtendedLifetime(source) {} }
        // Items 100 wide every 110 points: x 110 is item 1's left edge, x 105 the gap before it.
        #expect(view.indexPathForItem(at: CGPoint(x: 150, y: 10)) == IndexPath(item: 1, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 110, y: 0)) == IndexPath(item: 1, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 105, y: 10)) == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: 230, y: 3000)) == IndexPath(item: 83, section: 0))
    }

    /// A 375 x 200 table of twenty 50-point rows: 1000 tall, offsets up to 800.
    func makeTable() -> (TableView, PlainRows) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.rowHeight = 50
        let rows = PlainRows()
        table.dataSource = rows
        return (table, rows)
    }

    @Test func scrollingToARow() {
        let (table, rows) = makeTable()
        defer { withExtendedLifetime(rows) {} }
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 500)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .middle, animated: false)
        #expect(table.contentOffset.y == 425)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 350)
        table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 800)
        table.contentOffset.y = 0
        table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 100)   // just far enough: row 5 ends at 300
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [2, 3, 4, 5])
        table.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == -20)
        #expect(table.visibleCells.first?.frame == CGRect(x: 0, y: 0, width: 375, height: 50))
    }

    @Test func theRowAtAPoint() {
        let (table, rows) = makeTable()
        defer { withExtendedLifetime(rows) {} }
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 125)) == IndexPath(row: 2, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 950)) == IndexPath(row: 19, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 1000)) == nil)
    }
}
