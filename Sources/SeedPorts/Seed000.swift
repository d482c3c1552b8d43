import AutoLayout
import CollectionLayout
import Foundation

// Seed 000 ("Dynamic layout and content adaptive size of iOS UICollectionView"): the article's
// Objective-C translated call for call into Swift, with the `UI`/`NS` prefixes dropped. Changes a
// port needs, and why:
// - cells and views write `required init(frame:)` for UIKit's `override init(frame:)` (a host makes
//   registered classes through a required initializer), and `required init?(coder:)`, which UIKit
//   asks of a view with initializers of its own and the article does not show;
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

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
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

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }
}
