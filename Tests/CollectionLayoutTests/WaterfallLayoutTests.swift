import Foundation
import AutoLayout
import Testing
@testable import CollectionLayout

/// S1: the waterfall — shortest column, leftmost on ties, header 100, sections restart at the tallest column.
@Suite struct WaterfallLayoutTests {
    /// Photo sizes (w, h): item heights follow the aspect ratio at the column width.
    static let photos: [[CGSize]] = [
        [CGSize(width: 100, height: 100), CGSize(width: 100, height: 50), CGSize(width: 200, height: 100),
         CGSize(width: 100, height: 200), CGSize(width: 100, height: 150), CGSize(width: 300, height: 100)],
        Array(repeating: CGSize(width: 100, height: 100), count: 3),
    ]

    func s1(sections: Int = 2, width: CGFloat = 375) -> (WaterfallLayout, RecordingSizing) {
        let sizing = RecordingSizing { path, target in
            let photo = Self.photos[path.section][path.item]
            return CGSize(width: target.width, height: photo.height * target.width / photo.width)
        }
        let layout = WaterfallLayout()
        layout.headerHeight = 100
        layout.sizing = sizing
        layout.dataSource = ItemCounts(Self.photos.prefix(sections).map(\.count))
        layout.bounds = rect(0, 0, width, 667)
        return (layout, sizing)
    }

    @Test func defaultsAreS1() {
        let layout = WaterfallLayout()
        #expect(layout.numberOfColumns == 2)
        #expect(layout.columnSpacing == 10)
        #expect(layout.rowSpacing == 5)
        #expect(layout.sectionInset == EdgeInsets(top: 5, left: 15, bottom: 5, right: 5))
    }

    @Test func itemsGoToTheShortestColumnLeftmostOnTies() {
        let (layout, sizing) = s1(sections: 1)
        #expect(layout.columnWidth == 172.5)
        #expect(layout.allLayoutAttributes().map(\.frame) == [
            rect(0, 0, 375, 100),
            rect(15, 105, 172.5, 172.5),        // tie: left column
            rect(197.5, 105, 172.5, 86.25),
            rect(197.5, 196.25, 172.5, 86.25),  // right is shorter (191.25 < 277.5)
            rect(15, 282.5, 172.5, 345),
            rect(197.5, 287.5, 172.5, 258.75),
            rect(197.5, 551.25, 172.5, 57.5),
        ])
        #expect(layout.contentSize == CGSize(width: 375, height: 632.5))   // tallest 627.5 + 5
        #expect(sizing.calls.allSatisfy { $0.target == CGSize(width: 172.5, height: 0) && $0.horizontal == 1000 && $0.vertical == 50 })
    }

    @Test func sectionsRestartAtTheTallestColumn() {
        let (layout, _) = s1()
        let second = layout.allLayoutAttributes().filter { $0.indexPath.section == 1 }
        #expect(second.map(\.frame) == [
            rect(0, 632.5, 375, 100),
            rect(15, 737.5, 172.5, 172.5), rect(197.5, 737.5, 172.5, 172.5), rect(15, 915, 172.5, 172.5),
        ])
        #expect(layout.contentSize.height == 1092.5)
    }

    @Test func rectQueriesReturnExactlyTheIntersectingElements() {
        let (layout, _) = s1()
        // 277.5...282.5: item 0 ends at 277.5 and item 3 starts at 282.5 — touching only.
        #expect(layout.elements(in: rect(0, 277.5, 375, 5)) == ["cell 0.2"])
        // The header ends where the first items begin (105 after the inset): only the header.
        #expect(layout.elements(in: rect(0, 0, 375, 105)) == ["header 0.0"])
        #expect(layout.elements(in: rect(0, 600, 375, 140)) == ["cell 0.3", "cell 0.5", "header 1.0", "cell 1.0", "cell 1.1"])
        // Only the left gutter (x < 15): the headers span it, cells do not.
        #expect(layout.elements(in: rect(0, 0, 15, 2000)) == ["header 0.0", "header 1.0"])
        #expect(layout.elements(in: rect(0, 2000, 375, 100)).isEmpty)
    }

    @Test func widthChangeReLaysOutAndReMeasures() {
        let (layout, sizing) = s1(sections: 1)
        _ = layout.allLayoutAttributes()
        layout.bounds = rect(0, 500, 375, 667)   // scrolling
        _ = layout.allLayoutAttributes()
        #expect(sizing.calls.count == 6)
        layout.bounds = rect(0, 0, 667, 375)
        #expect(layout.columnWidth == 318.5)
        #expect(layout.layoutAttributesForItem(at: path(0))?.frame == rect(15, 105, 318.5, 318.5))
        #expect(sizing.calls.count == 12)
    }

    @Test func threeColumnsAndAnEmptySection() {
        let layout = WaterfallLayout()
        layout.numberOfColumns = 3
        layout.columnSpacing = 0
        layout.rowSpacing = 0
        layout.sectionInset = .zero
        layout.footerHeight = 20
        layout.sizing = ClosureItemSizing { path, _, _, _ in CGSize(width: 0, height: CGFloat([30, 10, 20, 5][path.item])) }
        layout.dataSource = ItemCounts([0, 4])
        layout.bounds = rect(0, 0, 300, 500)
        #expect(layout.allLayoutAttributes().map(\.description) == [
            "footer [0, 0] (0.0, 0.0, 300.0, 20.0)",
            "cell [1, 0] (0.0, 20.0, 100.0, 30.0)",
            "cell [1, 1] (100.0, 20.0, 100.0, 10.0)",
            "cell [1, 2] (200.0, 20.0, 100.0, 20.0)",
            "cell [1, 3] (100.0, 30.0, 100.0, 5.0)",
            "footer [1, 0] (0.0, 50.0, 300.0, 20.0)",
        ])
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .footer, at: path(0, 1))?.frame.minY == 50)
        #expect(layout.layoutAttributesForSupplementaryElement(ofKind: .header, at: path(0, 1)) == nil)
    }

    @Test func badConfigurationIsReportedAndLaysOutNothing() {
        let (layout, _) = s1()
        layout.numberOfColumns = 0
        #expect(layout.allLayoutAttributes().isEmpty)
        #expect(layout.error == .invalidParameter(name: "numberOfColumns", value: "0", requirement: ">= 1"))
        layout.numberOfColumns = 2
        layout.sizing = nil
        #expect(layout.allLayoutAttributes().isEmpty)
        #expect(layout.error == .missingSizing(path(0)))
    }
}
