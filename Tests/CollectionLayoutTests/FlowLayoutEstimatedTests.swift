import Foundation
import AutoLayout
import Testing
@testable import CollectionLayout

/// S2 (collection) and S4 (product grid): estimated item sizes measured lazily through `sizing`.
@Suite struct FlowLayoutEstimatedTests {
    static let characters = [10, 40, 5, 30, 50]

    /// S2: itemSize 64 x 64, spacing 10, line spacing 20, inset 10, estimate ((W - 30) / columns, 64);
    /// each cell is as wide as the estimate and as tall as its wrapped label.
    func s2<Layout: FlowLayout>(
        width: CGFloat = 375, columns: CGFloat = 2, sizing: RecordingSizing? = nil, layout: Layout = FlowLayout()
    ) -> (Layout, RecordingSizing) {
        let sizing = sizing ?? RecordingSizing { path, target in
            CGSize(width: target.width, height: labelCellHeight(characters: Self.characters[path.item], width: target.width))
        }
        layout.itemSize = CGSize(width: 64, height: 64)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        layout.sectionInset = EdgeInsets(all: 10)
        layout.estimatedItemSize = CGSize(width: (width - 30) / columns, height: 64)
        layout.sizing = sizing
        layout.dataSource = ItemCounts([Self.characters.count])
        layout.bounds = rect(0, 0, width, 667)
        return (layout, sizing)
    }

    @Test func contentSizeStartsFromTheEstimates() {
        let (layout, sizing) = s2()
        // 3 lines of 64: 10 + 3 x 64 + 2 x 20 + 10
        #expect(layout.contentSize == CGSize(width: 375, height: 252))
        #expect(sizing.calls.isEmpty)
        #expect(layout.unmeasuredItemCount == 5)
    }

    @Test func aQueryMeasuresOnlyTheLinesItTouches() {
        let (layout, sizing) = s2()
        // Estimated lines: 10...74 and 94...158; both touch y < 100, so items 0-3 are measured.
        let visible = layout.layoutAttributesForElements(in: rect(0, 0, 375, 100)) ?? []
        #expect(sizing.measuredPaths == [path(0), path(1), path(2), path(3)])
        #expect(sizing.calls.allSatisfy { $0.target == CGSize(width: 172.5, height: 64) })
        #expect(sizing.calls.allSatisfy { $0.horizontal == 50 && $0.vertical == 50 })
        // Measured: line 1 is 76 tall (items centred on it), so line 2 moved below 100.
        #expect(visible.map(\.frame) == [rect(10, 30, 172.5, 36), rect(192.5, 10, 172.5, 76)])
        // Item 4 still sits at its estimate: 10 + 76 + 20 + 56 + 20 + 64 + 10.
        #expect(layout.contentSize.height == 256)
        #expect(layout.unmeasuredItemCount == 1)
    }

    @Test func measuringEverythingGivesTheExactContentSize() {
        let (layout, sizing) = s2()
        #expect(layout.cellFrames() == [
            rect(10, 30, 172.5, 36), rect(192.5, 10, 172.5, 76),
            rect(10, 116, 172.5, 36), rect(192.5, 106, 172.5, 56),
            rect(10, 182, 172.5, 76),
        ])
        #expect(layout.contentSize == CGSize(width: 375, height: 268))
        #expect(layout.unmeasuredItemCount == 0)
        #expect(sizing.calls.count == 5)
        // Cached: asking again measures nothing.
        _ = layout.cellFrames()
        #expect(sizing.calls.count == 5)
    }

    @Test func oneColumnCentresEverySelfSizedItem() {
        let (layout, _) = s2(columns: 1)
        // Estimate width 345 in an available 355: one item per line, all single, so all centred.
        #expect(layout.cellFrames().map(\.minX) == [15, 15, 15, 15, 15])
        #expect(layout.cellFrames().map(\.height) == [36, 56, 36, 36, 56])
    }

    @Test func changingTheColumnCountReMeasuresAtTheNewEstimate() {
        let (layout, sizing) = s2()
        _ = layout.cellFrames()
        layout.estimatedItemSize = CGSize(width: 345, height: 64)
        _ = layout.cellFrames()
        #expect(sizing.calls.count == 10)
        #expect(sizing.calls.suffix(5).allSatisfy { $0.target.width == 345 })
    }

    @Test func rotationReMeasuresAndScrollingDoesNot() {
        let (layout, sizing) = s2()
        _ = layout.cellFrames()
        layout.bounds = rect(0, 300, 375, 667)   // scrolled
        _ = layout.cellFrames()
        #expect(sizing.calls.count == 5)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 667, 375)))
        layout.bounds = rect(0, 0, 667, 375)     // rotated
        _ = layout.cellFrames()
        #expect(sizing.calls.count == 10)
        #expect(layout.contentSize.width == 667)
    }

    @Test func invalidatingOneItemReMeasuresOnlyIt() {
        let (layout, sizing) = s2()
        _ = layout.cellFrames()
        layout.invalidateItems(at: [path(3)])
        #expect(layout.unmeasuredItemCount == 1)
        _ = layout.cellFrames()
        #expect(sizing.measuredPaths.suffix(1) == [path(3)])
        #expect(sizing.calls.count == 6)
        layout.invalidateMeasurements()
        _ = layout.cellFrames()
        #expect(sizing.calls.count == 11)
    }

    @Test func itemLookupMeasuresTheItemsLine() {
        let (layout, sizing) = s2()
        #expect(layout.layoutAttributesForItem(at: path(2))?.frame == rect(10, 104, 172.5, 36))
        // Line 2 is items 2 and 3, but line 1 (unmeasured, at 64) sets where it starts.
        #expect(sizing.measuredPaths == [path(2), path(3)])
        #expect(layout.layoutAttributesForItem(at: path(2))?.frame.minY == CGFloat(10 + 64 + 20 + 10))   // line 2 at 94; 36 centred in 56
    }

    @Test func aSingleSelfSizedItemIsCentred() {
        let layout = FlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        layout.sizing = ClosureItemSizing { _, _, _, _ in CGSize(width: 120, height: 20) }
        layout.sectionInset = EdgeInsets(all: 10)
        layout.dataSource = ItemCounts([1])
        layout.bounds = rect(0, 0, 375, 667)
        #expect(layout.cellFrames() == [rect(127.5, 10, 120, 20)])
    }

    @Test func automaticSizeStartsFromItemSize() {
        let sizing = RecordingSizing { _, _ in CGSize(width: 100, height: 30) }
        let layout = FlowLayout()
        layout.estimatedItemSize = FlowLayout.automaticSize
        layout.itemSize = CGSize(width: 80, height: 40)
        layout.sizing = sizing
        layout.dataSource = ItemCounts([3])
        layout.bounds = rect(0, 0, 300, 600)
        #expect(layout.contentSize.height == 40)   // 3 x 80 + 2 x 10 fits one line at the estimate
        // Measured at 100 wide: [0, 1] justified over 300, [2] left on the last line.
        #expect(layout.cellFrames().map(\.minX) == [0, 200, 0])
        #expect(sizing.calls.first?.target == CGSize(width: 80, height: 40))
        #expect(layout.contentSize.height == 70)
    }

    @Test func withoutSizingEstimatesAreFinalAndTheGapIsReported() {
        let layout = FlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 30)
        layout.dataSource = ItemCounts([1])
        layout.bounds = rect(0, 0, 300, 600)
        #expect(layout.cellFrames() == [rect(100, 0, 100, 30)])
        #expect(layout.error == .missingSizing(path(0)))
    }

    @Test func aBadMeasurementKeepsTheEstimateAndIsReported() {
        let layout = FlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 30)
        layout.sizing = ClosureItemSizing { _, _, _, _ in CGSize(width: CGFloat.nan, height: 10) }
        layout.dataSource = ItemCounts([1])
        layout.bounds = rect(0, 0, 300, 600)
        #expect(layout.cellFrames() == [rect(100, 0, 100, 30)])
        guard case .invalidMeasuredSize(let badPath, _) = layout.error else {
            Issue.record("expected invalidMeasuredSize, got \(String(describing: layout.error))")
            return
        }
        #expect(badPath == path(0))
    }

    /// S4 product grid: cells size both axes; width = (screenWidth - 18) x 0.5, height from the content.
    @Test func productGridSizesBothAxesFromTheCells() {
        let screenWidth: CGFloat = 375
        let sizing = RecordingSizing { path, _ in
            // image (screenWidth x 0.5) + 4 + description 28 + 8 + price 17 + 8
            CGSize(width: (screenWidth - 18) * 0.5, height: screenWidth * 0.5 + 4 + 28 + 8 + 17 + 8 + CGFloat(path.item % 2))
        }
        let layout = FlowLayout()
        layout.minimumInteritemSpacing = 6
        layout.minimumLineSpacing = 6
        layout.sectionInset = EdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
        layout.estimatedItemSize = CGSize(width: 100, height: 100)
        layout.sizing = sizing
        layout.dataSource = ItemCounts([3])
        layout.bounds = rect(0, 0, screenWidth, 667)
        // Available 363 = 178.5 + 6 + 178.5: two per line; the full first line is justified (gap 6).
        #expect(layout.cellFrames() == [
            rect(6, 6.5, 178.5, 252.5), rect(190.5, 6, 178.5, 253.5),
            rect(6, 6 + 253.5 + 6, 178.5, 252.5),
        ])
        #expect(layout.contentSize.height == CGFloat(6 + 253.5 + 6 + 252.5 + 6))
        #expect(sizing.calls.allSatisfy { $0.horizontal == 50 && $0.vertical == 50 })
    }

    @Test func requiredWidthPriorityIsPassedThrough() {
        let (layout, sizing) = s2()
        layout.horizontalFittingPriority = FittingPriority.required
        _ = layout.cellFrames()
        #expect(sizing.calls.allSatisfy { $0.horizontal == 1000 && $0.vertical == 50 })
    }
}
