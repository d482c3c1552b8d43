import Foundation
import Testing
@testable import AutoLayout

/// SCENARIOS.md S4 written twice, with anchors (a) and with the maker DSL
/// (b): both must give the same frames, and with the fixed 10 x 20 font
/// those frames are the ones computed by hand below.
@Suite struct ScenarioCellTests {
    // Feed row, 10 x 20 font, width 375:
    // avatar (10, 10, 40, 40); name "Alice" 50 wide at avatar.right + 8 = 58;
    // badge 14 x 14 at name.right + 8 = 116; created-at "5m ago" (60) at x 58,
    // bottom = avatar.bottom 50; source "from iPhone" (110) at 58 + 60 + 10 = 128;
    // content from y 50 + 8 = 58, x 10, width 375 - 8 - 10 = 357: 35 characters
    // a line, "Just shipped the new layout engine:" / "cells size themselves from" /
    // "constraints on Linux, exactly as" / "they do on iOS." = 4 lines, 80 high.
    // Row height 58 + 80 + 10 = 148.
    static let feedRowFrames = [
        CGRect(x: 0, y: 0, width: 375, height: 148),
        CGRect(x: 10, y: 10, width: 40, height: 40),
        CGRect(x: 58, y: 10, width: 50, height: 20),
        CGRect(x: 116, y: 10, width: 14, height: 14),
        CGRect(x: 58, y: 30, width: 60, height: 20),
        CGRect(x: 128, y: 30, width: 110, height: 20),
        CGRect(x: 10, y: 58, width: 357, height: 80),
    ]

    @Test func feedRowWithAnchorsMatchesHandComputedFrames() {
        let row = FeedRow.tenPointRow()
        row.constrainWithAnchors()
        #expect(row.fitRow() == CGSize(width: 375, height: 148))
        #expect(frames(row.views) == Self.feedRowFrames)
        #expect(row.host.reports.messages.isEmpty)
    }

    @Test func feedRowWithMakerMatchesHandComputedFrames() {
        let row = FeedRow.tenPointRow()
        row.constrainWithMaker()
        #expect(row.fitRow() == CGSize(width: 375, height: 148))
        #expect(frames(row.views) == Self.feedRowFrames)
        #expect(row.host.reports.messages.isEmpty)
        // The DSL turned off autoresizing translation on every view it constrained.
        #expect(row.views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    @Test func feedRowWithSystemFontIsTheSameBothWays() {
        let a = FeedRow.systemFontRow()
        a.constrainWithAnchors()
        let b = FeedRow.systemFontRow()
        b.constrainWithMaker()
        let sizeA = a.fitRow()
        #expect(sizeA == b.fitRow())
        #expect(sizeA.width == 375)
        #expect(frames(a.views) == frames(b.views))
        // The content still ends 10 above the row's bottom.
        #expect(b.content.frame.maxY == sizeA.height - 10)
    }

    @Test func feedRowResizesWhenTheContentChanges() {
        let row = FeedRow.tenPointRow()
        row.constrainWithMaker()
        _ = row.fitRow()
        row.content.text = "Short."
        // One line: 58 + 20 + 10.
        #expect(row.fitRow() == CGSize(width: 375, height: 88))
        #expect(row.content.frame == CGRect(x: 10, y: 58, width: 357, height: 20))
    }

    // Product cell, screen width 375, 10 x 20 font, Retina grid (half points):
    // image width (375 - 18) x 0.5 = 178.5 and height 375 x 0.5 = 187.5, both
    // @999, beat the fitting pull (@50); the cell is as wide as the image.
    // Description at y 187.5 + 4 = 191.5, x 8, width 178.5 - 16 = 162.5, height 28;
    // price "$19.99" (60 x 20) at y 191.5 + 28 + 8 = 227.5, x 8; height
    // 227.5 + 20 + 8 = 255.5; sales "1.2k sold" (90) at x 178.5 - 8 - 90 = 80.5,
    // centred on the price: y 227.5.
    static let productFrames = [
        CGRect(x: 0, y: 0, width: 178.5, height: 255.5),
        CGRect(x: 0, y: 0, width: 178.5, height: 187.5),
        CGRect(x: 8, y: 191.5, width: 162.5, height: 28),
        CGRect(x: 8, y: 227.5, width: 60, height: 20),
        CGRect(x: 80.5, y: 227.5, width: 90, height: 20),
    ]

    @Test func productCellWithAnchorsSizesBothAxes() {
        let cell = ProductCell.tenPointCell()
        cell.constrainWithAnchors()
        #expect(cell.fitItem() == CGSize(width: 178.5, height: 255.5))
        #expect(frames(cell.views) == Self.productFrames)
        #expect(cell.host.reports.messages.isEmpty)
    }

    @Test func productCellWithMakerSizesBothAxes() {
        let cell = ProductCell.tenPointCell()
        cell.constrainWithMaker()
        #expect(cell.fitItem() == CGSize(width: 178.5, height: 255.5))
        #expect(frames(cell.views) == Self.productFrames)
        #expect(cell.host.reports.messages.isEmpty)
        let width = try! #require(cell.image.snp.layoutConstraints.first { $0.firstAttribute == .width })
        #expect(width.priority == LayoutPriority(999))
        #expect(width.constant == 178.5)
    }

    @Test func productCellWithSystemFontIsTheSameBothWays() {
        let a = ProductCell.systemFontCell()
        a.constrainWithAnchors()
        let b = ProductCell.systemFontCell()
        b.constrainWithMaker()
        let size = a.fitItem()
        #expect(size == b.fitItem())
        #expect(size.width == 178.5)
        #expect(frames(a.views) == frames(b.views))
    }
}
