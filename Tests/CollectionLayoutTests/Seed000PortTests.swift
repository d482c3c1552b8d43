import AutoLayout
import CollectionLayout
import Foundation
import Testing

// Seed 000 ("Dynamic layout and content adaptive size of iOS UICollectionView"): the article's
// Objective-C translated call for call into Swift, with the `UI`/`NS` prefixes dropped. Changes a
// port needs, and why:
// - the article's collection view comes from a Xib with outlets for its layout and its width and
//   height constraints; here `init(frame:collectionViewLayout:)` makes them (what the Xib does), and
//   sets the layout's font, spacing and item height (what the article's omitted setup does);
// - the tag cell is not shown in the article: it is a label centred in the cell, in code;
// - the article's scrape lost the lines holding only `}` and the row count's increment
//   (`rowCount++`, under "Calculate the number of items displayed in a row"); both are restored.
enum Seed000 {
    /// `@interface LiveBroadcastFlowLayout : UICollectionViewFlowLayout`
    class LiveBroadcastFlowLayout: FlowLayout {
        /// Array contents
        var dataArry: [String] = []
        /// Item height
        var itemHeight: CGFloat = 0
        /// Item left and right offset
        var itemWidthSpacing: CGFloat = 0
        /// Display font
        var textFont: Font!
        /// UICollectionView width
        var contentWidth: CGFloat = 0

        override var collectionViewContentSize: CGSize {
            var size = CGSize.zero
            var itemCount = 0
            // Gets the number of items in the collectionview. If it is 0, CGSizeZero is returned
            if let collectionView = self.collectionView, let dataSource = collectionView.dataSource {
                itemCount = dataSource.collectionView(collectionView, numberOfItemsInSection: 0)
            }
            if size == CGSize.zero && itemCount == 0 {
                return CGSize.zero
            }
            // Content width
            var lineWidth: Int = 0
            // Number of display lines
            var rowCount: UInt = 1
            for i in 0..<itemCount {
                // self.dataArry is a content array
                let attribute = [NSAttributedString.Key.font: self.textFont!]
                let currentLabelSize = (self.dataArry[i] as NSString).size(withAttributes: attribute)
                // self.itemWidthSpacing is the reserved width for display
                let cellWidth = currentLabelSize.width + self.itemWidthSpacing * 2
                if i == (itemCount - 1) {
                    lineWidth = Int(CGFloat(lineWidth) + cellWidth)
                } else {
                    lineWidth = Int(CGFloat(lineWidth) + self.minimumInteritemSpacing + cellWidth)
                }
                // Calculate the number of items displayed in a row
                if lineWidth > Int(self.contentWidth) {
                    rowCount += 1
                    lineWidth = Int(cellWidth + self.minimumInteritemSpacing + cellWidth)
                }
            }
            // Finally, the height required for the content display of collectionview is calculated
            size.width = self.contentWidth
            size.height = CGFloat(rowCount) * self.itemHeight + CGFloat(rowCount - 1) * self.minimumLineSpacing
                + self.sectionInset.top + self.sectionInset.bottom
            return size
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
            let attributes = super.layoutAttributesForElements(in: rect) ?? []
            // Fix the first item on the top left to prevent confusion when only one item is displayed in a row
            if attributes.count > 0 {
                let currentLayoutAttributes = attributes[0]
                var frame = currentLayoutAttributes.frame
                frame.origin.x = 0
                currentLayoutAttributes.frame = frame
            }
            for i in stride(from: 1, to: attributes.count, by: 1) {
                let attribute = [NSAttributedString.Key.font: self.textFont!]
                let labelSize = (self.dataArry[i] as NSString).size(withAttributes: attribute)
                let currentLayoutAttributes = attributes[i]
                let prevLayoutAttributes = attributes[i - 1]
                let cellWidth = ceil(labelSize.width) + self.itemWidthSpacing * 2
                currentLayoutAttributes.size = CGSize(width: cellWidth, height: self.itemHeight)
                let origin = Int(prevLayoutAttributes.frame.maxX)
                // If the current item fits after the previous one, move it there; otherwise to the left edge
                if CGFloat(origin) + self.minimumInteritemSpacing + currentLayoutAttributes.frame.size.width
                    < self.contentWidth
                {
                    var frame = currentLayoutAttributes.frame
                    frame.origin.x = CGFloat(origin) + self.minimumInteritemSpacing
                    currentLayoutAttributes.frame = frame
                } else {
                    var frame = currentLayoutAttributes.frame
                    frame.origin.x = 0
                    currentLayoutAttributes.frame = frame
                }
            }
            return attributes
        }
    }

    /// The tag cell (not shown in the article): a label centred in the cell.
    class LiveBroadcastTagCell: CollectionViewCell {
        let titleLabel = Label()

        required init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(titleLabel)
            LayoutConstraint.activate([
                titleLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
                titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }
    }

    /// `@interface MyLiveBroadcastCollectView () <UICollectionViewDataSource, UICollectionViewDelegate>`
    class MyLiveBroadcastCollectView: CollectionView, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
        weak var flowLayout: LiveBroadcastFlowLayout!
        var pictureCollectionViewHeightCons: LayoutConstraint!
        var pictureCollectionViewWidthCons: LayoutConstraint!

        var dataAry: [String] = []
        var textFont = Font.systemFont(ofSize: 14)
        var leftAndRightSpacing: CGFloat = 10
        var itemCellHeight: CGFloat = 30
        var contentWidth: CGFloat = 0

        // What the Xib and the article's omitted setup do.
        init(contentWidth: CGFloat) {
            let layout = LiveBroadcastFlowLayout()
            layout.minimumInteritemSpacing = 8
            layout.minimumLineSpacing = 8
            super.init(frame: CGRect(x: 0, y: 0, width: contentWidth, height: 100), collectionViewLayout: layout)
            self.flowLayout = layout
            self.contentWidth = contentWidth
            layout.textFont = textFont
            layout.itemHeight = itemCellHeight
            layout.itemWidthSpacing = leftAndRightSpacing
            layout.contentWidth = contentWidth
            self.translatesAutoresizingMaskIntoConstraints = false
            self.pictureCollectionViewHeightCons = self.heightAnchor.constraint(equalToConstant: 100)
            self.pictureCollectionViewWidthCons = self.widthAnchor.constraint(equalToConstant: contentWidth)
            LayoutConstraint.activate([self.pictureCollectionViewHeightCons, self.pictureCollectionViewWidthCons])
            self.register(LiveBroadcastTagCell.self, forCellWithReuseIdentifier: "LiveBroadcastTagCell")
            self.dataSource = self
            self.delegate = self
        }

        func em_displayWithID(_ model: Any) {
            self.dataAry = model as! [String]
            self.flowLayout.dataArry = model as! [String]
            self.reloadData()
            // Take the newly computed contentSize to update the height constraint.
            let updateHeight = self.collectionViewLayout.collectionViewContentSize.height
            self.pictureCollectionViewHeightCons.constant = updateHeight
            self.pictureCollectionViewWidthCons.constant = self.contentWidth
        }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            return self.dataAry.count
        }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: "LiveBroadcastTagCell", for: indexPath) as! LiveBroadcastTagCell
            cell.titleLabel.font = self.textFont
            cell.titleLabel.text = self.dataAry[indexPath.item]
            return cell
        }

        func collectionView(
            _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            let attribute = [NSAttributedString.Key.font: self.textFont]
            let currentLabelSize = (self.dataAry[indexPath.item] as NSString).size(withAttributes: attribute)
            return CGSize(width: ceil(currentLabelSize.width) + self.leftAndRightSpacing * 2, height: self.itemCellHeight)
        }
    }
}

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
