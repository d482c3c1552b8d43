import Foundation
import Testing
@testable import CollectionLayout

/// S2 (table) and S4 (feed): rows that size themselves from estimates; fixed heights; headers and footers.
@Suite struct TableLayoutTests {
    static let characters = [10, 80, 200, 35, 50]

    /// S2: a multi-line label pinned 8 pt from every edge; 20 pt per line; estimate 44.
    func s2(rows: Int = 20, width: CGFloat = 375) -> (TableLayout, RecordingSizing) {
        let sizing = RecordingSizing { path, target in
            CGSize(width: target.width,
                   height: labelCellHeight(characters: Self.characters[path.row % 5], width: target.width - 16))
        }
        let table = TableLayout()
        table.estimatedRowHeight = 44
        table.sizing = sizing
        table.dataSource = ItemCounts([rows])
        table.bounds = rect(0, 0, width, 667)
        return (table, sizing)
    }

    @Test func defaultsMatchUIKit() {
        let table = TableLayout()
        #expect(table.rowHeight == TableLayout.automaticDimension)
        #expect(table.estimatedRowHeight == TableLayout.automaticDimension)
        #expect(TableLayout.automaticDimension == -1)
    }

    @Test func contentSizeIsFirstTheEstimateThenExact() {
        let (table, sizing) = s2()
        #expect(table.contentSize == CGSize(width: 375, height: 20 * 44))
        #expect(sizing.calls.isEmpty)
        _ = table.allLayoutAttributes()
        // Heights 36, 76, 136, 36, 56 repeated four times.
        #expect(table.contentSize.height == CGFloat(4 * (36 + 76 + 136 + 36 + 56)))
        #expect(table.unmeasuredRowCount == 0)
    }

    @Test func aVisibleRectMeasuresOnlyTheRowsInIt() {
        let (table, sizing) = s2()
        let visible = table.layoutAttributesForElements(in: rect(0, 0, 375, 100))
        // At 44 each, rows 0-2 touch 0...100 and are measured; then row 2 starts at 112.
        #expect(sizing.measuredPaths == [path(0), path(1), path(2)])
        #expect(visible.map(\.frame) == [rect(0, 0, 375, 36), rect(0, 36, 375, 76)])
        #expect(table.contentSize.height == CGFloat(36 + 76 + 136 + 17 * 44))
        #expect(table.unmeasuredRowCount == 17)
    }

    @Test func rowsAreMeasuredAtTheTableWidthRequiredAndHeight50() {
        let (table, sizing) = s2(rows: 1)
        _ = table.allLayoutAttributes()
        #expect(sizing.calls == [RecordingSizing.Call(
            path: path(0), target: CGSize(width: 375, height: 0), horizontal: 1000, vertical: 50)])
    }

    @Test func measuringARowShiftsTheRowsBelow() {
        let (table, _) = s2(rows: 5)
        #expect(table.layoutAttributesForItem(at: path(4))?.frame == rect(0, 176, 375, 56))
        #expect(table.layoutAttributesForItem(at: path(1))?.frame == rect(0, 44, 375, 76))
        // Row 1 grew by 32: row 4 moved down by 32.
        #expect(table.layoutAttributesForItem(at: path(4))?.frame == rect(0, 208, 375, 56))
    }

    @Test func rotationReMeasuresEveryRowAtTheNewWidth() {
        let (table, sizing) = s2(rows: 5)
        _ = table.allLayoutAttributes()
        #expect(table.contentSize.height == 340)
        table.bounds = rect(0, 0, 667, 375)
        _ = table.allLayoutAttributes()
        #expect(sizing.calls.count == 10)
        // At 651 points of text width: 36, 56, 96, 36, 36.
        #expect(table.contentSize == CGSize(width: 667, height: 260))
        table.bounds = rect(0, 0, 375, 667)
        _ = table.allLayoutAttributes()
        #expect(sizing.calls.count == 15)
        #expect(table.contentSize.height == 340)
    }

    @Test func textSizeChangeRecomputesAllHeights() {
        let (table, sizing) = s2(rows: 5)
        _ = table.allLayoutAttributes()
        sizing.answer = { _, target in CGSize(width: target.width, height: 50) }   // bigger font, say
        table.invalidateMeasurements()
        #expect(table.contentSize.height == CGFloat(5 * 44))
        _ = table.allLayoutAttributes()
        #expect(table.contentSize.height == 250)
    }

    @Test func aModelChangeReMeasuresOneRow() {
        let (table, sizing) = s2(rows: 5)
        _ = table.allLayoutAttributes()
        table.invalidateItems(at: [path(2)])
        #expect(table.contentSize.height == CGFloat(340 - 136 + 44))
        _ = table.allLayoutAttributes()
        #expect(sizing.measuredPaths.suffix(1) == [path(2)])
        #expect(sizing.calls.count == 6)
    }

    @Test func anEstimateOfZeroMeasuresEveryRowUpFront() {
        let (table, sizing) = s2(rows: 5)
        table.estimatedRowHeight = 0
        #expect(table.contentSize.height == 340)
        #expect(sizing.calls.count == 5)
        #expect(table.unmeasuredRowCount == 0)
    }

    @Test func automaticEstimateIs44() {
        let (table, _) = s2(rows: 3)
        table.estimatedRowHeight = TableLayout.automaticDimension
        #expect(table.contentSize.height == 132)
    }

    @Test func perRowHeightsOverrideRowHeight() {
        let table = TableLayout()
        table.rowHeight = 50
        table.heightForRow = { $0.row == 1 ? 80 : ($0.row == 2 ? TableLayout.automaticDimension : 50) }
        table.sizing = ClosureItemSizing { _, _, _, _ in CGSize(width: 320, height: 33) }
        table.dataSource = ItemCounts([4])
        table.bounds = rect(0, 0, 320, 480)
        #expect(table.contentSize.height == CGFloat(50 + 80 + 44 + 50))
        #expect(table.cellFrames().map(\.height) == [50, 80, 33, 50])
        #expect(table.contentSize.height == 213)
    }

    @Test func headersAndFootersStackWithTheRows() {
        let table = TableLayout()
        table.rowHeight = 50
        table.sectionHeaderHeight = 30
        table.sectionFooterHeight = 10
        table.dataSource = ItemCounts([2, 0, 1])
        table.bounds = rect(0, 0, 320, 480)
        #expect(table.allLayoutAttributes().map(\.description) == [
            "header [0, 0] (0.0, 0.0, 320.0, 30.0)",
            "cell [0, 0] (0.0, 30.0, 320.0, 50.0)",
            "cell [0, 1] (0.0, 80.0, 320.0, 50.0)",
            "footer [0, 0] (0.0, 130.0, 320.0, 10.0)",
            "header [1, 0] (0.0, 140.0, 320.0, 30.0)",
            "footer [1, 0] (0.0, 170.0, 320.0, 10.0)",
            "header [2, 0] (0.0, 180.0, 320.0, 30.0)",
            "cell [2, 0] (0.0, 210.0, 320.0, 50.0)",
            "footer [2, 0] (0.0, 260.0, 320.0, 10.0)",
        ])
        #expect(table.contentSize == CGSize(width: 320, height: 270))
        #expect(table.layoutAttributesForSupplementaryElement(ofKind: .footer, at: path(0, 1))?.frame == rect(0, 170, 320, 10))
        #expect(table.layoutAttributesForItem(at: path(0, 1)) == nil)
        #expect(table.layoutAttributesForItem(at: path(0, 2))?.frame == rect(0, 210, 320, 50))
    }

    @Test func perSectionHeaderHeightsAndMissingHeaders() {
        let table = TableLayout()
        table.rowHeight = 20
        table.heightForHeader = { $0 == 0 ? 0 : 25 }
        table.dataSource = ItemCounts([1, 1])
        table.bounds = rect(0, 0, 100, 100)
        #expect(table.allLayoutAttributes().map(\.description) == [
            "cell [0, 0] (0.0, 0.0, 100.0, 20.0)",
            "header [1, 0] (0.0, 20.0, 100.0, 25.0)",
            "cell [1, 0] (0.0, 45.0, 100.0, 20.0)",
        ])
        #expect(table.layoutAttributesForSupplementaryElement(ofKind: .header, at: path(0, 0)) == nil)
    }

    @Test func withoutSizingSelfSizingRowsKeepTheStandardHeightAndSaySo() {
        let table = TableLayout()
        table.dataSource = ItemCounts([2])
        table.bounds = rect(0, 0, 100, 100)
        #expect(table.cellFrames().map(\.height) == [44, 44])
        #expect(table.error == .missingSizing(path(0)) || table.error == .missingSizing(path(1)))
    }

    /// S4 feed row: the content label sets the height; avatar (10 + 40), 8, content, 10.
    @Test func feedRowsSizeFromTheirContentLabel() {
        let contentLines = [1, 3, 2]
        let table = TableLayout()
        table.estimatedRowHeight = 100
        table.sizing = ClosureItemSizing { path, target, _, _ in
            CGSize(width: target.width, height: 10 + 40 + 8 + CGFloat(17 * contentLines[path.row]) + 10)
        }
        table.dataSource = ItemCounts([3])
        table.bounds = rect(0, 0, 375, 667)
        #expect(table.cellFrames() == [rect(0, 0, 375, 85), rect(0, 85, 375, 119), rect(0, 204, 375, 102)])
        #expect(table.contentSize.height == 306)
    }
}
