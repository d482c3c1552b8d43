import AutoLayout
@testable import CollectionLayout
import Foundation
import Testing

/// A 375 x 200 table of self-sizing rows 36, 46, 56, 66, 76, 36... tall, estimated at 44.
@MainActor
struct TableViewHostTests {
    func makeTable(count: Int = 50) -> (TableView, BoxRows) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), style: .plain)
        table.register(BoxRowCell.self, forCellReuseIdentifier: "Row")
        table.estimatedRowHeight = 44
        let rows = BoxRows(count: count)
        table.dataSource = rows
        table.delegate = rows
        return (table, rows)
    }

    func row(_ y: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: 0, y: y, width: 375, height: height) }

    @Test func rowsSizeThemselvesOnTheDequeuedCells() {
        let (table, rows) = makeTable()
        // Rows 0-4 sat at the estimate inside 0...200, so all five are measured; row 4 then falls below.
        #expect(table.visibleCells.map(\.frame) == [row(0, 36), row(36, 46), row(82, 56), row(138, 66)])
        #expect(table.indexPathsForVisibleRows?.map(\.row) == [0, 1, 2, 3])
        #expect(rows.configured == [0, 1, 2, 3, 4])
        #expect(table.cellsMade == 5)
        let measured: CGFloat = 36 + 46 + 56 + 66 + 76
        #expect(table.contentSize == CGSize(width: 375, height: measured + 45 * 44))
        let box = (table.cellForRow(at: IndexPath(row: 1, section: 0)) as? BoxRowCell)?.box
        #expect(box?.frame == CGRect(x: 8, y: 8, width: 359, height: 30))
    }

    @Test func scrollingMeasuresOnlyTheRowsItReaches() {
        let (table, rows) = makeTable()
        _ = table.visibleCells
        table.contentOffset = CGPoint(x: 0, y: 200)
        // Row 4 (measured) at 204; rows 5, 6, 7 measured on arrival: 36, 46, 56.
        #expect(table.visibleCells.map(\.frame) == [
            row(138, 66), row(204, 76), row(280, 36), row(316, 46), row(362, 56),
        ])
        #expect(rows.configured == [0, 1, 2, 3, 4, 5, 6, 7, 4])   // 5-7 measured first, then row 4 shown again
        #expect(table.layout.unmeasuredRowCount == 42)
        #expect(table.cellsMade <= 6)
        let measured: CGFloat = 36 + 46 + 56 + 66 + 76 + 36 + 46 + 56
        #expect(table.contentSize.height == measured + 42 * 44)
    }

    @Test func tapAndReload() {
        let (table, rows) = makeTable()
        table.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(rows.selectedRows == [2])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        rows.count = 2
        table.reloadData()
        #expect(table.visibleCells.map(\.frame) == [row(0, 36), row(36, 46)])
        #expect(table.contentSize.height == 82)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    }
}
