import Foundation
import AutoLayout
import Testing
@testable import CollectionLayout

/// UIKit's variable-size path: greedy lines, justified full rows, centred single-item rows, left last row.
@Suite struct FlowLayoutVariableSizeTests {
    func layout(width: CGFloat, sizes: [CGSize], inset: EdgeInsets = .zero) -> FlowLayout {
        let layout = FlowLayout()
        layout.sizeForItem = { sizes[$0.item] }
        layout.sectionInset = inset
        layout.dataSource = ItemCounts([sizes.count])
        layout.bounds = rect(0, 0, width, 667)
        return layout
    }

    @Test func greedyLinesJustifiedWithALeftAlignedLastRowAndItemsCentredOnTheTallest() {
        let sizes = [
            CGSize(width: 100, height: 40), CGSize(width: 150, height: 60), CGSize(width: 80, height: 50),
            CGSize(width: 60, height: 30), CGSize(width: 200, height: 30), CGSize(width: 90, height: 50),
        ]
        // Line 1: 100 + 150 + 80 = 330, gap (375 - 330) / 2 = 22.5. Line 2 (last): 60, 200, 90 at gap 10.
        let layout = layout(width: 375, sizes: sizes)
        #expect(layout.cellFrames() == [
            rect(0, 10, 100, 40), rect(122.5, 0, 150, 60), rect(295, 5, 80, 50),
            rect(0, 80, 60, 30), rect(70, 80, 200, 30), rect(280, 70, 90, 50),
        ])
        #expect(layout.contentSize == CGSize(width: 375, height: 120))
    }

    @Test func aFullLastRowIsLeftAlignedOnTheVariablePath() {
        // The fixed path would justify this row; with unequal sizes UIKit leaves the last row at gap 10.
        let sizes = [CGSize(width: 50, height: 50), CGSize(width: 50, height: 51), CGSize(width: 50, height: 50)]
        let layout = layout(width: 180, sizes: sizes)
        #expect(layout.cellFrames().map(\.minX) == [0, 60, 120])
    }

    @Test func singleItemRowsAreCentredAndSoIsALoneLastItemAfterThem() {
        let sizes = [CGSize(width: 300, height: 20), CGSize(width: 300, height: 20), CGSize(width: 100, height: 20)]
        let layout = layout(width: 375, sizes: sizes)
        #expect(layout.cellFrames().map(\.minX) == [37.5, 37.5, 137.5])
    }

    @Test func aLoneLastItemAfterAFullerRowIsLeftAligned() {
        let sizes = [
            CGSize(width: 200, height: 20), CGSize(width: 100, height: 20),
            CGSize(width: 300, height: 20), CGSize(width: 100, height: 20),
        ]
        // [200, 100] justified (gap 75), [300] centred, [100] last after a two-item row: left.
        let layout = layout(width: 375, sizes: sizes)
        #expect(layout.cellFrames().map(\.minX) == [0, 275, 37.5, 0])
        #expect(layout.cellFrames().map(\.minY) == [0, 0, 30, 60])
    }

    @Test func oneItemWithAPerItemSizeTakesTheFixedPathAndSitsLeft() {
        // All per-item sizes are equal (there is one), so it is a partial fixed row: left-aligned.
        let layout = layout(width: 375, sizes: [CGSize(width: 120, height: 20)], inset: EdgeInsets(all: 10))
        #expect(layout.cellFrames() == [rect(10, 10, 120, 20)])
    }

    @Test func anItemThatFitsExactlyStaysOnTheLine() {
        let sizes = [CGSize(width: 180, height: 20), CGSize(width: 185, height: 20), CGSize(width: 10, height: 20)]
        let layout = layout(width: 375, sizes: sizes)
        // 180 + 10 + 185 = 375 fits; the line is full, so it is justified (gap stays 10).
        #expect(layout.cellFrames() == [rect(0, 0, 180, 20), rect(190, 0, 185, 20), rect(0, 30, 10, 20)])
    }

    @Test func fractionalWidthsThatSumExactlyStillFit() {
        // 0.1 + 0.2 style rounding must not push an exact fit onto the next line.
        let sizes = Array(repeating: CGSize(width: 33.3, height: 10), count: 3)
        let layout = layout(width: 33.3 * 3 + 20, sizes: sizes + [CGSize(width: 1, height: 10)])
        #expect(layout.cellFrames().map(\.minY) == [0, 0, 0, 20])
    }
}
