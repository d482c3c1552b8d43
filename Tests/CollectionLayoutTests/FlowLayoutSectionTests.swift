import Foundation
import AutoLayout
import Testing
@testable import CollectionLayout

/// Headers, footers, several sections (one empty), per-section values and horizontal scrolling.
@Suite struct FlowLayoutSectionTests {
    /// Width 100, 40 x 40 items, line spacing 5, insets (3, 5, 7, 5), header 20, footer 15, counts [3, 0, 1].
    func sectioned() -> FlowLayout {
        let layout = FlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        layout.minimumLineSpacing = 5
        layout.sectionInset = EdgeInsets(top: 3, left: 5, bottom: 7, right: 5)
        layout.headerReferenceSize = CGSize(width: 999, height: 20)
        layout.footerReferenceSize = CGSize(width: 999, height: 15)
        layout.dataSource = ItemCounts([3, 0, 1])
        layout.bounds = rect(0, 0, 100, 300)
        return layout
    }

    @Test func sectionsStackHeaderInsetRowsInsetFooter() {
        let all = sectioned().allLayoutAttributes()
        #expect(all.map(\.description) == [
            "header [0, 0] (0.0, 0.0, 100.0, 20.0)",
            "cell [0, 0] (5.0, 23.0, 40.0, 40.0)",
            "cell [0, 1] (55.0, 23.0, 40.0, 40.0)",
            "cell [0, 2] (5.0, 68.0, 40.0, 40.0)",
            "footer [0, 0] (0.0, 115.0, 100.0, 15.0)",
            "header [1, 0] (0.0, 130.0, 100.0, 20.0)",
            "footer [1, 0] (0.0, 160.0, 100.0, 15.0)",
            "header [2, 0] (0.0, 175.0, 100.0, 20.0)",
            "cell [2, 0] (5.0, 198.0, 40.0, 40.0)",
            "footer [2, 0] (0.0, 245.0, 100.0, 15.0)",
        ])
        #expect(sectioned().contentSize == CGSize(width: 100, height: 260))
    }

    @Test func supplementaryLookups() {
        let layout = sectioned()
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .footer, at: path(0, 1))?.frame == rect(0, 160, 100, 15))
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: path(0, 3)) == nil)
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .cell, at: path(0, 0)) == nil)
        #expect(layout.layoutAttributesForItem(at: path(0, 2))?.frame == rect(5, 198, 40, 40))
        #expect(layout.layoutAttributesForItem(at: path(1, 2)) == nil)
        #expect(layout.layoutAttributesForItem(at: path(-1, 0)) == nil)
    }

    @Test func zeroSizedHeadersAndFootersDoNotExist() {
        let layout = sectioned()
        layout.headerReferenceSize = CGSize(width: 100, height: 0)
        layout.footerReferenceSize = .zero
        #expect(layout.allLayoutAttributes().allSatisfy { $0.kind == .cell })
        // Per section: 3 + rows + 7.
        let expected: CGFloat = (3 + 85 + 7) + (3 + 7) + (3 + 40 + 7)
        #expect(layout.contentSize.height == expected)
    }

    @Test func perSectionInsetsAndHeaderSizes() {
        let layout = sectioned()
        layout.insetForSection = { $0 == 2 ? EdgeInsets(top: 0, left: 30, bottom: 0, right: 30) : EdgeInsets.zero }
        layout.headerSizeForSection = { CGSize(width: 0, height: CGFloat(10 * $0)) }
        // Section 0: no header, items at 0; [0,1] justified over 100 (gap 20), [2] left.
        #expect(layout.cellFrames() == [
            rect(0, 0, 40, 40), rect(60, 0, 40, 40), rect(0, 45, 40, 40),
            rect(30, 85 + 15 + 10 + 15 + 20, 40, 40),
        ])
    }

    @Test func horizontalScrollingSwapsTheAxes() {
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 60)
        layout.headerReferenceSize = CGSize(width: 30, height: 999)
        layout.dataSource = ItemCounts([5])
        layout.bounds = rect(0, 0, 375, 210)
        // Columns of perRow = floor(220 / 70) = 3, justified top to bottom (gap 15); the partial column keeps gap 10.
        #expect(layout.allLayoutAttributes().map(\.frame) == [
            rect(0, 0, 30, 210),
            rect(30, 0, 50, 60), rect(30, 75, 50, 60), rect(30, 150, 50, 60),
            rect(90, 0, 50, 60), rect(90, 70, 50, 60),
        ])
        #expect(layout.contentSize == CGSize(width: 140, height: 210))
    }

    @Test func horizontalColumnsCentreItemsOnTheWidestAndLeftAlignTopAligns() {
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.lineAlignment = .left
        let sizes = [CGSize(width: 20, height: 30), CGSize(width: 40, height: 30), CGSize(width: 30, height: 50)]
        layout.sizeForItem = { sizes[$0.item] }
        layout.sectionInset = EdgeInsets(top: 5, left: 7, bottom: 5, right: 3)
        layout.dataSource = ItemCounts([3])
        layout.bounds = rect(0, 0, 375, 85)   // available 75: [30, 30] then [50]
        #expect(layout.cellFrames() == [rect(17, 5, 20, 30), rect(7, 45, 40, 30), rect(57, 5, 30, 50)])
        #expect(layout.contentSize == CGSize(width: 90, height: 85))
    }
}
