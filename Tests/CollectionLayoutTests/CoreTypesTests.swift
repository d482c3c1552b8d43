import Foundation
import Testing
@testable import CollectionLayout

@Suite struct CoreTypesTests {
    @Test func itemPathsOrderBySectionThenItemAndConvert() {
        let paths = [ItemPath(item: 3, section: 1), ItemPath(row: 5, section: 0), ItemPath(item: 0, section: 1)]
        #expect(paths.sorted() == [ItemPath(item: 5, section: 0), ItemPath(item: 0, section: 1), ItemPath(item: 3, section: 1)])
        #expect(ItemPath(item: 2, section: 4).indexPath == IndexPath(indexes: [4, 2]))
        #expect(ItemPath(IndexPath(indexes: [4, 2])) == ItemPath(row: 2, section: 4))
        #expect(ItemPath(IndexPath(indexes: [1, 2, 3])) == nil)
        #expect(ItemPath(row: 7, section: 0).row == 7)
        #expect(ItemPath(item: 1, section: 2).description == "[2, 1]")
    }

    @Test func attributesDescribeThemselves() {
        let attributes = LayoutAttributes(kind: .footer, indexPath: path(0, 3), frame: rect(0, 10, 100, 20))
        #expect(attributes.description == "footer [3, 0] (0.0, 10.0, 100.0, 20.0)")
        #expect(attributes.center == CGPoint(x: 50, y: 20))
        #expect(attributes.size == CGSize(width: 100, height: 20))
    }

    @Test func attributesCarryAFoundationIndexPath() {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 4, section: 2))
        let indexPath: IndexPath = attributes.indexPath
        #expect(indexPath == IndexPath(item: 4, section: 2))
        #expect(attributes.itemPath == ItemPath(item: 4, section: 2))
        attributes.indexPath = IndexPath(row: 1, section: 0)
        #expect(attributes.itemPath == ItemPath(row: 1, section: 0))
        #expect((attributes.copy() as! LayoutAttributes).indexPath == IndexPath(item: 1, section: 0))
    }

    @Test func itemCountsAnswerOutsideTheirRangeWithZero() {
        let counts = ItemCounts([3, 1])
        #expect(counts.numberOfSections == 2)
        #expect(counts.numberOfItems(inSection: 1) == 1)
        #expect(counts.numberOfItems(inSection: 5) == 0)
    }
}

/// Bad input gives an error value and an empty layout, never a crash or garbage frames.
@Suite struct LayoutErrorTests {
    struct Broken: LayoutDataSource {
        var numberOfSections: Int
        var items: Int
        func numberOfItems(inSection section: Int) -> Int { items }
    }

    @Test func negativeSpacingIsReportedByName() {
        let layout = FlowLayout()
        layout.dataSource = ItemCounts([3])
        layout.bounds = rect(0, 0, 100, 100)
        layout.minimumLineSpacing = -4
        #expect(layout.allLayoutAttributes().isEmpty)
        #expect(layout.contentSize == CGSize(width: 100, height: 0))
        #expect(layout.error?.description == "minimumLineSpacing is -4.0; it must be a finite number >= 0")
        layout.minimumLineSpacing = 10
        #expect(layout.cellFrames().count == 3)
        #expect(layout.error == nil)
    }

    @Test func badPerItemSizesAndEstimatesAreReported() {
        let layout = FlowLayout()
        layout.dataSource = ItemCounts([3])
        layout.bounds = rect(0, 0, 100, 100)
        layout.sizeForItem = { $0.item == 1 ? CGSize(width: CGFloat.infinity, height: 10) : CGSize(width: 10, height: 10) }
        #expect(layout.allLayoutAttributes().isEmpty)
        #expect(layout.error == .invalidParameter(name: "sizeForItem([0, 1])", value: "inf x 10.0", requirement: "finite with sides >= 0"))
        layout.sizeForItem = nil
        layout.estimatedItemSize = CGSize(width: -1, height: 10)
        #expect(layout.allLayoutAttributes().isEmpty)
        #expect(layout.error == .invalidParameter(name: "estimatedItemSize", value: "-1.0 x 10.0", requirement: "finite with sides >= 0"))
    }

    @Test func negativeCountsFromTheDataSourceAreReported() {
        let layout = FlowLayout()
        layout.bounds = rect(0, 0, 100, 100)
        layout.dataSource = Broken(numberOfSections: 2, items: -1)
        #expect(layout.allLayoutAttributes().isEmpty)
        #expect(layout.error == .invalidItemCount(section: 0, count: -1))
        let table = TableLayout()
        table.dataSource = Broken(numberOfSections: -3, items: 0)
        #expect(table.allLayoutAttributes().isEmpty)
        #expect(table.error == .invalidSectionCount(-3))
        #expect(table.error?.description == "the data source reports -3 sections; it must be >= 0")
    }

    @Test func tableHeightsMustBeAutomaticOrNonNegative() {
        let table = TableLayout()
        table.dataSource = ItemCounts([2])
        table.bounds = rect(0, 0, 100, 100)
        table.rowHeight = -2
        #expect(table.allLayoutAttributes().isEmpty)
        #expect(table.error == .invalidParameter(name: "rowHeight", value: "-2.0", requirement: "automaticDimension or a finite number >= 0"))
        table.rowHeight = 30
        table.heightForRow = { $0.row == 1 ? .nan : 30 }
        #expect(table.allLayoutAttributes().isEmpty)
        #expect(table.error == .invalidParameter(name: "heightForRow([0, 1])", value: "nan", requirement: "automaticDimension or a finite number >= 0"))
    }

    @Test func badMeasuredRowHeightsKeepTheEstimate() {
        let table = TableLayout()
        table.estimatedRowHeight = 50
        table.sizing = ClosureItemSizing { _, _, _, _ in CGSize(width: 100, height: -5) }
        table.dataSource = ItemCounts([1])
        table.bounds = rect(0, 0, 100, 100)
        #expect(table.cellFrames() == [rect(0, 0, 100, 50)])
        #expect(table.error == .invalidMeasuredSize(path(0), CGSize(width: 100, height: -5)))
    }

    @Test func horizontalFlowInvalidatesOnHeightChangesOnly() {
        let layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.bounds = rect(0, 0, 300, 200)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 300, 250)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 500, 200)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(40, 0, 300, 200)))
        layout.scrollDirection = .vertical
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 500, 200)))
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 300, 250)))
    }
}
