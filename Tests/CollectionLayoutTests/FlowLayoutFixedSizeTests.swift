import Foundation
import AutoLayout
import Testing
@testable import CollectionLayout

/// UIKit's fixed-size path: perRow formula, justified full rows, centred single columns, left partial rows.
@Suite struct FlowLayoutFixedSizeTests {
    func layout(width: CGFloat, items: Int, itemSize: CGSize, inset: EdgeInsets = .zero) -> FlowLayout {
        let layout = FlowLayout()
        layout.itemSize = itemSize
        layout.sectionInset = inset
        layout.dataSource = ItemCounts([items])
        layout.bounds = rect(0, 0, width, 667)
        return layout
    }

    @Test func defaultsMatchUIKit() {
        let layout = FlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.headerReferenceSize == .zero)
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.lineAlignment == .justified)
    }

    @Test func fullRowsAreJustifiedAndThePartialLastRowIsLeftAligned() {
        // available 355, perRow = floor((10 + 355) / 110) = 3, gap = (355 - 300) / 2 = 27.5
        let layout = layout(width: 375, items: 7, itemSize: CGSize(width: 100, height: 100), inset: EdgeInsets(all: 10))
        #expect(layout.cellFrames() == [
            rect(10, 10, 100, 100), rect(137.5, 10, 100, 100), rect(265, 10, 100, 100),
            rect(10, 120, 100, 100), rect(137.5, 120, 100, 100), rect(265, 120, 100, 100),
            rect(10, 230, 100, 100),
        ])
        #expect(layout.contentSize == CGSize(width: 375, height: 340))
    }

    @Test func aFullLastRowIsJustifiedToo() {
        // perRow = floor(190 / 60) = 3, gap = (180 - 150) / 2 = 15
        let layout = layout(width: 180, items: 6, itemSize: CGSize(width: 50, height: 50))
        #expect(layout.cellFrames().map(\.minX) == [0, 65, 130, 0, 65, 130])
        #expect(layout.cellFrames().map(\.minY) == [0, 0, 0, 60, 60, 60])
    }

    @Test func aPartialLastRowDoesNotLineUpWithTheColumnsAbove() {
        let layout = layout(width: 180, items: 5, itemSize: CGSize(width: 50, height: 50))
        #expect(layout.cellFrames().map(\.minX) == [0, 65, 130, 0, 60])
    }

    @Test func oneItemPerRowIsCentred() {
        let layout = layout(width: 200, items: 2, itemSize: CGSize(width: 150, height: 40))
        #expect(layout.cellFrames() == [rect(25, 0, 150, 40), rect(25, 50, 150, 40)])
    }

    @Test func aSingleShortRowIsLeftAligned() {
        // perRow 6 but only 2 items: a partial row, so gap = minimumInteritemSpacing from the left.
        let layout = layout(width: 375, items: 2, itemSize: CGSize(width: 50, height: 50))
        #expect(layout.cellFrames() == [rect(0, 0, 50, 50), rect(60, 0, 50, 50)])
        #expect(layout.contentSize == CGSize(width: 375, height: 50))
    }

    @Test func equalPerItemSizesTakeTheFixedPath() {
        let layout = layout(width: 180, items: 6, itemSize: CGSize(width: 1, height: 1))
        layout.sizeForItem = { _ in CGSize(width: 50, height: 50) }
        #expect(layout.cellFrames().map(\.minX) == [0, 65, 130, 0, 65, 130])
    }

    @Test func anItemWiderThanTheLineGetsItsOwnCentredLine() {
        let layout = layout(width: 100, items: 2, itemSize: CGSize(width: 120, height: 20))
        #expect(layout.cellFrames() == [rect(-10, 0, 120, 20), rect(-10, 30, 120, 20)])
    }

    @Test func zeroItemsGiveNoCellsAndOnlyTheInsets() {
        let layout = layout(width: 375, items: 0, itemSize: CGSize(width: 50, height: 50), inset: EdgeInsets(all: 10))
        #expect(layout.allLayoutAttributes().isEmpty)
        #expect(layout.contentSize == CGSize(width: 375, height: 20))
        #expect(layout.layoutAttributesForItem(at: path(0)) == nil)
    }

    @Test func noSectionsGiveAnEmptyLayout() {
        let layout = FlowLayout()
        layout.bounds = rect(0, 0, 375, 667)
        #expect(layout.allLayoutAttributes().isEmpty)
        #expect(layout.contentSize == CGSize(width: 375, height: 0))
        #expect(layout.error == nil)
    }
}
