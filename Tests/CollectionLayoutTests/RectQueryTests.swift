import Foundation
import Testing
@testable import CollectionLayout

/// Rectangle queries at the edges, for every layout: touching is not intersecting (Core Graphics'
/// `CGRectIntersectsRect`), zero-area elements strictly inside count, empty sections and zero items.
@Suite struct RectQueryTests {
    @Test func strictIntersectionMatchesCoreGraphics() {
        let box = rect(0, 0, 10, 10)
        #expect(!box.strictlyIntersects(rect(10, 0, 5, 5)))    // touching on the right
        #expect(!box.strictlyIntersects(rect(0, -5, 10, 5)))   // touching on the top
        #expect(box.strictlyIntersects(rect(9.5, 0, 5, 5)))
        #expect(box.strictlyIntersects(rect(5, 5, 0, 0)))      // a point inside
        #expect(!box.strictlyIntersects(rect(10, 5, 0, 0)))    // a point on the edge
        #expect(box.strictlyIntersects(rect(12, 12, -4, -4)))  // negative sizes are standardized
        #expect(!box.strictlyIntersects(.null))
        #expect(box.strictlyIntersects(.infinite))
    }

    /// A column of 50 x 50 items, 10 apart, each section with a 20 header; counts [2, 0, 1].
    func flow() -> FlowLayout {
        let layout = FlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        layout.dataSource = ItemCounts([2, 0, 1])
        layout.bounds = rect(0, 0, 50, 100)
        return layout
    }

    @Test func flowExcludesElementsThatOnlyTouch() {
        let layout = flow()
        // Section 0: header 0-20, items 20-70 and 80-130; section 1: header 130-150; section 2: header 150-170, item 170-220.
        #expect(layout.elements(in: rect(0, 70, 50, 10)).isEmpty)
        #expect(layout.elements(in: rect(0, 69.5, 50, 11)) == ["cell 0.0", "cell 0.1"])
        #expect(layout.elements(in: rect(0, 130, 50, 20)) == ["header 1.0"])
        #expect(layout.elements(in: rect(0, 129, 50, 42)) == ["cell 0.1", "header 1.0", "header 2.0", "cell 2.0"])
        #expect(layout.elements(in: rect(50, 0, 10, 500)).isEmpty)   // right of everything, touching
        #expect(layout.elements(in: rect(0, 220, 50, 100)).isEmpty)
        #expect(layout.elements(in: .null).isEmpty)
        #expect(layout.elements(in: rect(25, 45, 0, 0)) == ["cell 0.0"])
        #expect(layout.elements(in: rect(50, 300, -50, -290)) == layout.elements(in: rect(0, 10, 50, 290)))
    }

    @Test func flowZeroItemsAndEmptySectionsGiveNoCells() {
        let layout = FlowLayout()
        layout.dataSource = ItemCounts([0, 0])
        layout.bounds = rect(0, 0, 50, 100)
        #expect(layout.allLayoutAttributes().isEmpty)
        #expect(layout.contentSize.height == 0)
    }

    @Test func tableExcludesRowsThatOnlyTouch() {
        let table = TableLayout()
        table.rowHeight = 40
        table.sectionHeaderHeight = 10
        table.dataSource = ItemCounts([2, 0, 0, 1])
        table.bounds = rect(0, 0, 300, 100)
        // header 0-10, rows 10-50, 50-90; headers 90-100, 100-110, 110-120; row 120-160.
        #expect(table.elements(in: rect(0, 50, 300, 40)) == ["cell 0.1"])
        #expect(table.elements(in: rect(0, 90, 300, 30)) == ["header 1.0", "header 2.0", "header 3.0"])
        #expect(table.elements(in: rect(300, 0, 10, 200)).isEmpty)
        #expect(table.elements(in: rect(0, 160, 300, 10)).isEmpty)
        #expect(table.elements(in: rect(-10, -10, 10, 10)).isEmpty)
    }

    @Test func tableZeroHeightRowsCountOnlyStrictlyInside() {
        let table = TableLayout()
        table.heightForRow = { [40, 0, 40][$0.row] }
        table.dataSource = ItemCounts([3])
        table.bounds = rect(0, 0, 300, 100)
        #expect(table.elements(in: rect(0, 30, 300, 20)) == ["cell 0.0", "cell 0.1", "cell 0.2"])
        #expect(table.elements(in: rect(0, 40, 300, 20)) == ["cell 0.2"])   // the zero-height row sits on the edge
        #expect(table.elements(in: rect(0, 20, 300, 20)) == ["cell 0.0"])
    }

    @Test func tableWithNoRows() {
        let table = TableLayout()
        table.dataSource = ItemCounts([0])
        table.bounds = rect(0, 0, 300, 100)
        #expect(table.allLayoutAttributes().isEmpty)
        #expect(table.contentSize == CGSize(width: 300, height: 0))
        #expect(table.layoutAttributesForItem(at: path(0)) == nil)
    }

    @Test func queriesOnALargeLayoutReturnOnlyTheWindow() {
        let table = TableLayout()
        table.rowHeight = 10
        table.dataSource = ItemCounts([20_000])
        table.bounds = rect(0, 0, 100, 100)
        let window = table.layoutAttributesForElements(in: rect(0, 100_000, 100, 100))
        #expect(window.map(\.indexPath.row) == Array(10_000..<10_010))
        let flow = FlowLayout()
        flow.dataSource = ItemCounts([20_000])
        flow.bounds = rect(0, 0, 110, 100)   // two 50s per line, 60 per line
        #expect(flow.elements(in: rect(0, 60 * 1000, 110, 50)) == ["cell 0.2000", "cell 0.2001"])
    }
}
