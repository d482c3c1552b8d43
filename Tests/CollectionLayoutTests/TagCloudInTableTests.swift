import Foundation
import AutoLayout
import Testing
@testable import CollectionLayout

/// S0 end to end (geometry only): a table row holds a title and a left-aligned tag collection whose
/// height is the tag layout's content height at the cell's width; rows self-size and are cached.
@Suite struct TagCloudInTableTests {
    /// Measures a row: 8 margin, title 20, 8 spacing, tag collection, 8 margin; tags laid out at the
    /// collection width (row width - 16) by a real left-aligned FlowLayout.
    final class TagRowSizing: ItemSizing {
        var model: [[String]]
        let tags = FlowLayout()
        private(set) var rowsMeasured: [Int] = []

        init(model: [[String]]) {
            self.model = model
            tags.lineAlignment = .left
            tags.minimumInteritemSpacing = 8
            tags.minimumLineSpacing = 8
            tags.sectionInset = EdgeInsets(all: 10)
        }

        func size(for path: IndexPath, fitting target: CGSize,
                  horizontalFittingPriority: Float, verticalFittingPriority: Float) -> CGSize {
            rowsMeasured.append(path.row)
            let texts = model[path.row]
            tags.sizeForItem = { CGSize(width: textWidth(texts[$0.item]) + 20, height: 30) }
            tags.dataSource = ItemCounts([texts.count])
            tags.bounds = CGRect(x: 0, y: 0, width: target.width - 16, height: 1000)
            return CGSize(width: target.width, height: 8 + 20 + 8 + tags.contentSize.height + 8)
        }
    }

    static let model = [FlowLayoutLeftAlignedTests.tags, ["A"], []]

    func table(width: CGFloat = 320) -> (TableLayout, TagRowSizing) {
        let sizing = TagRowSizing(model: Self.model)
        let table = TableLayout()
        table.estimatedRowHeight = 44
        table.sizing = sizing
        table.dataSource = ItemCounts([Self.model.count])
        table.bounds = rect(0, 0, width, 600)
        return (table, sizing)
    }

    @Test func rowsTakeTheTagCloudsHeight() {
        let (table, _) = table()
        // Row 0: 4 lines of tags in 284 points (164 tall); row 1: one line (50); row 2: no tags, insets only (20).
        #expect(table.cellFrames().map(\.height) == [208, 94, 64])
        #expect(table.contentSize.height == 366)
    }

    @Test func rowHeightsAreCachedUntilTheWidthOrTheModelChanges() {
        let (table, sizing) = table()
        _ = table.cellFrames()
        table.invalidateLayout()
        _ = table.cellFrames()
        #expect(sizing.rowsMeasured == [0, 1, 2])
        table.bounds = rect(0, 0, 400, 600)   // 3 lines of tags at 364
        #expect(table.cellFrames().map(\.height) == [170, 94, 64])
        #expect(sizing.rowsMeasured == [0, 1, 2, 0, 1, 2])
        sizing.model[1] = ["A", "B"]
        table.invalidateItems(at: [path(1)])
        #expect(table.cellFrames().map(\.height) == [170, 94, 64])
        #expect(sizing.rowsMeasured == [0, 1, 2, 0, 1, 2, 1])
    }
}
