import Foundation
import AutoLayout
import Testing
@testable import CollectionLayout

/// S3: cards in a round-robin column grid, padding 6, columns by device and orientation.
@Suite struct ColumnGridLayoutTests {
    /// Card: 8 margins, an image 40 tall beside labels wrapping at width - 64 (20 per line).
    static func cardHeight(characters: Int, width: CGFloat) -> CGFloat {
        let lines = max(1, (CGFloat(10 * characters) / (width - 64)).rounded(.up))
        return 16 + max(40, 20 * lines)
    }

    static let cards = [[200, 60, 100, 20, 10], [10, 10]]

    func grid(_ size: CGSize = CGSize(width: 1200, height: 800)) -> (ColumnGridLayout, RecordingSizing) {
        let sizing = RecordingSizing { path, target in
            CGSize(width: target.width, height: Self.cardHeight(characters: Self.cards[path.section][path.item], width: target.width))
        }
        let grid = ColumnGridLayout()
        grid.sizing = sizing
        grid.dataSource = ItemCounts(Self.cards.map(\.count))
        grid.bounds = CGRect(origin: .zero, size: size)
        return (grid, sizing)
    }

    @Test(arguments: [
        (CGSize(width: 390, height: 844), 1), (CGSize(width: 844, height: 390), 2),
        (CGSize(width: 820, height: 1180), 2), (CGSize(width: 1180, height: 820), 3),
        (CGSize(width: 600, height: 600), 2), (CGSize(width: 599, height: 900), 1),
        (CGSize(width: 900, height: 599), 2),
    ])
    func columnCountByDeviceAndOrientation(size: CGSize, columns: Int) {
        #expect(ColumnGridLayout.columnCount(for: size) == columns)
    }

    @Test func cardsGoRoundRobinNotToTheShortestColumn() {
        let (grid, sizing) = grid()
        #expect(grid.columnCount == 3)
        #expect(grid.columnWidth == 400)
        #expect(grid.cellFrames() == [
            rect(6, 6, 388, 156), rect(406, 6, 388, 56), rect(806, 6, 388, 96),
            rect(6, 174, 388, 56),     // column 0 again, though column 1 is shorter
            rect(406, 74, 388, 56),
            rect(6, 242, 388, 56), rect(406, 242, 388, 56),   // section 1 restarts at the tallest (236)
        ])
        #expect(grid.contentSize == CGSize(width: 1200, height: 304))
        #expect(sizing.calls.allSatisfy { $0.target == CGSize(width: 388, height: 0) && $0.horizontal == 1000 && $0.vertical == 50 })
    }

    @Test func attributesAreComputedOnceAndCached() {
        let (grid, sizing) = grid()
        _ = grid.cellFrames()
        _ = grid.layoutAttributesForElements(in: rect(0, 100, 1200, 100))
        grid.bounds = rect(0, 50, 1200, 700)   // scrolled and shorter, still landscape: no invalidation
        _ = grid.cellFrames()
        #expect(sizing.calls.count == 7)
    }

    @Test func rotationChangesColumnsAndReMeasures() {
        let (grid, sizing) = grid()
        _ = grid.cellFrames()
        grid.bounds = rect(0, 0, 800, 1200)   // tablet portrait: 2 columns of 400, same card width
        #expect(grid.columnCount == 2)
        #expect(grid.cellFrames().prefix(3) == [rect(6, 6, 388, 156), rect(406, 6, 388, 56), rect(6, 174, 388, 96)])
        #expect(sizing.calls.count == 7)   // card width unchanged (388): heights reused
        grid.bounds = rect(0, 0, 375, 667)   // phone portrait: 1 column, cards 363 wide
        #expect(grid.cellFrames().first == rect(6, 6, 363, 156))
        #expect(sizing.calls.count == 14)
    }

    @Test func rectQueriesExcludeTouchingCards() {
        let (grid, _) = grid()
        // 162...174 lies between card 0 (ends 162) and card 3 (starts 174).
        #expect(grid.elements(in: rect(0, 162, 1200, 12)).isEmpty)
        #expect(grid.elements(in: rect(0, 161, 400, 14)) == ["cell 0.0", "cell 0.3"])
        #expect(grid.elements(in: rect(394, 0, 12, 1000)).isEmpty)   // the padding between columns
        #expect(grid.elements(in: rect(0, 230, 1200, 20)) == ["cell 1.0", "cell 1.1"])   // card 3 ends at 230
        #expect(grid.elements(in: rect(0, 229, 1200, 20)) == ["cell 0.3", "cell 1.0", "cell 1.1"])
    }

    @Test func fixedColumnsAndContentInset() {
        let (grid, _) = grid(CGSize(width: 375, height: 667))
        grid.numberOfColumns = 2
        grid.contentInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 5)
        #expect(grid.columnWidth == 180)
        #expect(grid.layoutAttributesForItem(at: path(1))?.frame == rect(186, 6, 168, 136))   // 60 characters wrap to 6 lines at 104
        #expect(grid.contentSize.width == 360)
        grid.numberOfColumns = 0
        #expect(grid.cellFrames().isEmpty)
        #expect(grid.error != nil)
    }
}
