import Foundation
import AutoLayout
import Testing
@testable import CollectionLayout

/// CHTCollectionViewWaterfallLayout's shape: original sizes scaled to the
/// column width, heights floored to the screen's pixel grid, CHT's defaults.
@Suite struct WaterfallOriginalSizeTests {
    /// 155 x 155, 155 x 77.5, 155 x 77.5, 155 x 51.67 at the column width.
    static let originals = [CGSize(width: 100, height: 100), CGSize(width: 100, height: 50),
                            CGSize(width: 100, height: 50), CGSize(width: 300, height: 100)]

    func layout(scale: CGFloat = 2, _ direction: WaterfallLayout.ItemRenderDirection = .shortestFirst) -> WaterfallLayout {
        let layout = WaterfallLayout { path in Self.originals[path.item] }
        layout.screen = Screen(bounds: CGRect(x: 0, y: 0, width: 320, height: 568), scale: scale)
        layout.itemRenderDirection = direction
        layout.dataSource = ItemCounts([Self.originals.count])
        layout.bounds = rect(0, 0, 320, 568)
        return layout
    }

    @Test func defaultsAreCHTs() {
        let layout = WaterfallLayout { _ in .zero }
        #expect(layout.numberOfColumns == 2 && layout.columnSpacing == 10 && layout.rowSpacing == 10)
        #expect(layout.sectionInset == .zero && layout.headerHeight == 0 && layout.footerHeight == 0)
        #expect(layout.headerInset == .zero && layout.footerInset == .zero)
        #expect(layout.itemRenderDirection == .shortestFirst && layout.screen == .default)
    }

    /// A 100 x 50 original in a 155-point column: 77 at scale 1, 77.5 at scale 2.
    @Test(arguments: [(CGFloat(1), CGFloat(77), CGFloat(51)), (CGFloat(2), CGFloat(77.5), CGFloat(51.5))])
    func heightsFloorToThePixelGrid(scale: CGFloat, half: CGFloat, third: CGFloat) {
        let layout = layout(scale: scale)
        #expect(layout.allLayoutAttributes().map(\.frame) == [
            rect(0, 0, 155, 155),
            rect(165, 0, 155, half),
            rect(165, half + 10, 155, half),
            rect(0, 165, 155, third),
        ])
        #expect(layout.contentSize == CGSize(width: 320, height: 165 + third))
    }

    @Test func leftToRightAndRightToLeftTakeColumnsInTurn() {
        #expect(layout(.leftToRight).allLayoutAttributes().map(\.frame) == [
            rect(0, 0, 155, 155), rect(165, 0, 155, 77.5), rect(0, 165, 155, 77.5), rect(165, 87.5, 155, 51.5),
        ])
        #expect(layout(.rightToLeft).allLayoutAttributes().map(\.frame) == [
            rect(165, 0, 155, 155), rect(0, 0, 155, 77.5), rect(165, 165, 155, 77.5), rect(0, 87.5, 155, 51.5),
        ])
    }

    @Test func anEmptyOriginalIsZeroHighAndTheColumnWidthFloors() {
        let layout = WaterfallLayout { path in path.item == 0 ? .zero : CGSize(width: 3, height: 1) }
        layout.screen = Screen(bounds: CGRect(x: 0, y: 0, width: 321, height: 568), scale: 1)
        layout.dataSource = ItemCounts([2])
        layout.bounds = rect(0, 0, 321, 568)
        // floor((321 - 10) / 2) = 155 at 1x; 155 / 3 = 51.67 floors to 51.
        #expect(layout.allLayoutAttributes().map(\.frame) == [rect(0, 0, 155, 0), rect(165, 0, 155, 51)])
    }
}
