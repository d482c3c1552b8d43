import AutoLayout
import CollectionLayout
import Foundation
import Testing
@testable import SeedPorts

// The port itself is Sources/SeedPorts/Seed000.swift, shared with the gallery.
@MainActor
struct Seed000PortTests {
    static let tags = ["Live", "Outdoor", "Music", "Talk show", "Gaming", "Food", "Travel", "Sports", "News", "Fashion"]

    /// The tag view in a container, its width and height constraints set by `em_displayWithID`.
    func displayed(width: CGFloat = 280) -> (View, Seed000.MyLiveBroadcastCollectView) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        let tags = Seed000.MyLiveBroadcastCollectView(contentWidth: width)
        root.addSubview(tags)
        LayoutConstraint.activate([
            tags.topAnchor.constraint(equalTo: root.topAnchor),
            tags.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        tags.em_displayWithID(Self.tags)
        root.layoutIfNeeded()
        return (root, tags)
    }

    /// 14 pt system text (Liberation Sans metrics): `ceil` of each tag's width plus 10 on each side.
    static let widths: [CGFloat] = [46, 71, 57, 84, 70, 52, 59, 61, 56, 70]

    /// Left-aligned lines 280 wide with 8-point gaps: a tag goes after the previous one when it ends
    /// before 280 (the article's strict `<`), else at x = 0 on the flow layout's next line.
    static let expectedFrames: [CGRect] = [
        CGRect(x: 0, y: 0, width: 46, height: 30), CGRect(x: 54, y: 0, width: 71, height: 30),
        CGRect(x: 133, y: 0, width: 57, height: 30),  // 190 + 8 + 84 = 282: "Talk show" wraps
        CGRect(x: 0, y: 38, width: 84, height: 30), CGRect(x: 92, y: 38, width: 70, height: 30),
        CGRect(x: 170, y: 38, width: 52, height: 30),  // 222 + 8 + 59 = 289: "Travel" wraps
        CGRect(x: 0, y: 76, width: 59, height: 30), CGRect(x: 67, y: 76, width: 61, height: 30),
        CGRect(x: 136, y: 76, width: 56, height: 30), CGRect(x: 200, y: 76, width: 70, height: 30),
    ]

    @Test func tagsLineUpLeftAlignedWithFixedGaps() {
        let (_, view) = displayed()
        let cells = view.visibleCells.map { $0 as! Seed000.LiveBroadcastTagCell }
        #expect(cells.map(\.frame) == Self.expectedFrames)
        #expect(cells.map(\.titleLabel.text) == Self.tags)
        #expect(cells.map(\.frame.width) == Self.widths)
    }

    @Test func theHostAsksTheSubclassForItsAttributes() {
        let (_, view) = displayed()
        // The stock flow layout justifies the first line: 46, 71 and 57 spread over 280.
        let stock = FlowLayout()
        stock.minimumInteritemSpacing = 8
        stock.minimumLineSpacing = 8
        stock.sizeForItem = { CGSize(width: Self.widths[$0.item], height: 30) }
        stock.dataSource = ItemCounts([Self.tags.count])
        stock.bounds = CGRect(x: 0, y: 0, width: 280, height: 600)
        #expect(stock.cellFrames().prefix(3).map(\.minX) == [0, 99, 223])   // gaps of (280 - 174) / 2
        #expect(view.collectionViewLayout is Seed000.LiveBroadcastFlowLayout)
        #expect(view.collectionViewLayout.collectionView === view)
        #expect(view.indexPathsForVisibleItems.count == Self.tags.count)
    }

    @Test func theLayoutAlsoWorksWithoutAView() {
        let layout = Seed000.LiveBroadcastFlowLayout()
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.textFont = Font.systemFont(ofSize: 14)
        layout.itemHeight = 30
        layout.itemWidthSpacing = 10
        layout.contentWidth = 280
        layout.dataArry = Self.tags
        layout.sizeForItem = { CGSize(width: Self.widths[$0.item], height: 30) }
        layout.dataSource = ItemCounts([Self.tags.count])
        layout.bounds = CGRect(x: 0, y: 0, width: 280, height: 600)
        #expect(layout.allLayoutAttributes().map(\.frame) == Self.expectedFrames)
        // Without a collection view the article's content size has no data source to count: zero.
        #expect(layout.contentSize == .zero)
    }

    @Test func theHeightConstraintTakesTheArticlesContentSize() {
        let (_, view) = displayed()
        // The article's estimate counts rows from unrounded widths and, after a wrap, restarts the
        // line at two tag widths ("cellWidth + spacing + cellWidth"): 4 rows where 3 are shown,
        // so the view is 4 x 30 + 3 x 8 = 144 tall, 38 more than the tags need.
        #expect(view.collectionViewLayout.collectionViewContentSize == CGSize(width: 280, height: 144))
        #expect(view.contentSize == CGSize(width: 280, height: 144))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 280, height: 144))
        #expect(view.visibleCells.last?.frame.maxY == 106)
    }

    @Test func fewerTagsShrinkTheView() {
        let (root, view) = displayed()
        view.em_displayWithID(["Live", "Music"])
        root.layoutIfNeeded()
        #expect(view.frame.height == 30)
        #expect(view.visibleCells.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 46, height: 30), CGRect(x: 54, y: 0, width: 57, height: 30),
        ])
    }
}
