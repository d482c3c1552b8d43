import Foundation
import AutoLayout
import Testing
@testable import CollectionLayout

/// S0: a tag cloud — left-aligned lines with a fixed gap, tags sized from their text.
@Suite struct FlowLayoutLeftAlignedTests {
    static let tags = ["Swift", "Auto Layout", "iOS", "Constraints", "UIKit", "Cassowary", "Linux", "Tag", "Stack"]

    /// Tag cell: text width + 10 padding on each side, height 30.
    static func tagSize(_ text: String) -> CGSize { CGSize(width: textWidth(text) + 20, height: 30) }

    func tagLayout(_ alignment: FlowLayout.LineAlignment, width: CGFloat = 286) -> FlowLayout {
        let layout = FlowLayout()
        layout.lineAlignment = alignment
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = EdgeInsets(all: 10)
        layout.sizeForItem = { Self.tagSize(Self.tags[$0.item]) }
        layout.dataSource = ItemCounts([Self.tags.count])
        layout.bounds = rect(0, 0, width, 500)
        return layout
    }

    @Test func tagsFlowLeftAlignedWithFixedGapsAndAnExactFitStays() {
        // Available 266: 70 + 8 + 130 + 8 + 50 = 266 exactly, so "iOS" stays on the first line.
        let layout = tagLayout(.left)
        #expect(layout.cellFrames() == [
            rect(10, 10, 70, 30), rect(88, 10, 130, 30), rect(226, 10, 50, 30),
            rect(10, 48, 130, 30), rect(148, 48, 70, 30),
            rect(10, 86, 110, 30), rect(128, 86, 70, 30), rect(206, 86, 50, 30),
            rect(10, 124, 70, 30),
        ])
    }

    @Test func contentHeightIsLinesTimesHeightPlusGapsPlusInsets() {
        let layout = tagLayout(.left)
        // 4 lines: 4 x 30 + 3 x 8 + 10 + 10
        #expect(layout.contentSize == CGSize(width: 286, height: 164))
    }

    @Test func theStockLayoutJustifiesTheSameLines() {
        let layout = tagLayout(.justified)
        #expect(layout.cellFrames().map(\.minX) == [10, 88, 226, 10, 206, 10, 138, 226, 10])
        #expect(layout.cellFrames().map(\.minY) == [10, 10, 10, 48, 48, 86, 86, 86, 124])
    }

    @Test func singleTagsAreNotCentredWhenLeftAligned() {
        let layout = tagLayout(.left)
        layout.dataSource = ItemCounts([1])
        #expect(layout.cellFrames() == [rect(10, 10, 70, 30)])
        #expect(layout.contentSize.height == 50)
    }

    @Test func leftAlignedUniformItemsKeepTheFixedGap() {
        let layout = FlowLayout()
        layout.lineAlignment = .left
        layout.dataSource = ItemCounts([5])
        layout.bounds = rect(0, 0, 180, 500)
        // perRow 3; the stock layout would spread them at 65; left-aligned keeps 10.
        #expect(layout.cellFrames().map(\.minX) == [0, 60, 120, 0, 60])
    }

    @Test func narrowerWidthRewrapsTheTags() {
        let layout = tagLayout(.left, width: 240)   // available 220
        #expect(layout.cellFrames().map(\.minX) == [10, 88, 10, 68, 10, 88, 10, 88, 146])
        #expect(layout.cellFrames().map(\.minY) == [10, 10, 48, 48, 86, 86, 124, 124, 124])
        #expect(layout.contentSize.height == 164)
    }

    @Test func aWidthChangeRewrapsAfterInvalidation() {
        let layout = tagLayout(.left, width: 286)
        #expect(layout.contentSize.height == 164)
        layout.bounds = rect(0, 0, 200, 500)   // available 180: every tag but Linux + Tag alone, 8 lines
        let height: CGFloat = 8 * 30 + 7 * 8 + 20
        #expect(layout.contentSize.height == height)
    }
}
