import AutoLayout
import CollectionLayout
import Foundation
import Testing
@testable import SeedPorts

// The port itself is Sources/SeedPorts/Seed001.swift, shared with the gallery.
@MainActor
struct Seed001PortTests {
    /// Pictures 100 wide: at the layout's width of 162.5 their heights are 1.625 times these.
    static let heights: [CGFloat] = [80, 120, 100, 160, 40, 80, 120, 100]

    func shown() -> Seed001.ViewController {
        let controller = Seed001.ViewController(shops: Self.heights.map { Seed001.shopModel(w: 100, h: $0) })
        controller.viewDidLoad()
        return controller
    }

    /// On the 375-point screen each cell is (375 - (15 + 5 + 10) - 20) / 2 = 162.5 wide, columns at
    /// x = 15 and 15 + 162.5 + 10 = 187.5. Each cell goes under the shorter column (the left one on a
    /// tie), 5 below it; a column's first cell is moved to y = 120, below the 100-point header.
    static let expectedFrames: [CGRect] = [
        CGRect(x: 15, y: 120, width: 162.5, height: 130),      // left column to 250
        CGRect(x: 187.5, y: 120, width: 162.5, height: 195),   // right column to 315
        CGRect(x: 15, y: 255, width: 162.5, height: 162.5),    // left to 417.5
        CGRect(x: 187.5, y: 320, width: 162.5, height: 260),   // right to 580
        CGRect(x: 15, y: 422.5, width: 162.5, height: 65),     // left to 487.5
        CGRect(x: 15, y: 492.5, width: 162.5, height: 130),    // left to 622.5
        CGRect(x: 187.5, y: 585, width: 162.5, height: 195),   // right to 780
        CGRect(x: 15, y: 627.5, width: 162.5, height: 162.5),  // left to 790
    ]

    @Test func cellsFormTwoColumnsUnderTheHeader() {
        let controller = shown()
        let view = controller.mainView!
        #expect(view.visibleCells.map(\.frame) == Self.expectedFrames)
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(0..<8))
        let cell = view.cellForItem(at: IndexPath(item: 3, section: 0)) as! Seed001.CollectionCell
        #expect(cell.imageView.frame == CGRect(x: 0, y: 0, width: 162.5, height: 260))
        #expect(cell.model.h == 160)
    }

    @Test func theHeaderComesFromTheFlowLayoutUnderTheSubclass() {
        let controller = shown()
        let view = controller.mainView!
        let headers = view.visibleSupplementaryViews(ofKind: CollectionElementKindSectionHeader)
        #expect(headers.map(\.frame) == [CGRect(x: 0, y: 0, width: 375, height: 100)])
        let header = headers[0] as! Seed001.headReusableView
        // "Btn1" in the 15-point system font, centred in the header.
        let button = header.Btn1.intrinsicContentSize
        #expect(header.Btn1.frame.midX == 187.5)
        #expect(header.Btn1.frame.size == button)
        #expect(header.reuseIdentifier == "headReusableView")
    }

    @Test func theContentSizeIsTheLongestColumnPlusTheBottomInset() {
        let controller = shown()
        // Width 0, as the article returns it; the left column ends at 790.
        #expect(controller.mainView.contentSize == CGSize(width: 0, height: 795))
    }

    @Test func scrollingToTheEndLeavesTheHeaderBehind() {
        let controller = shown()
        let view = controller.mainView!
        _ = view.visibleCells
        let layout = view.collectionViewLayout as! Seed001.FlowLayout
        let stored = layout.attrsArray.count
        // 795 - 667 = 128: the header (0...100) has left; the first cells (from 120) remain.
        view.contentOffset = CGPoint(x: 0, y: 128)
        #expect(view.visibleSupplementaryViews(ofKind: CollectionElementKindSectionHeader).isEmpty)
        #expect(view.visibleCells.map(\.frame) == Self.expectedFrames)
        // The article adds super's answer to its stored cells at every query and never removes it:
        // the list grows, and the first attributes of each element (its own) are the ones shown.
        #expect(layout.attrsArray.count > stored)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 667, height: 375)) == false)
    }
}
