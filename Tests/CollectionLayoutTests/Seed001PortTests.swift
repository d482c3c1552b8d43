import AutoLayout
import CollectionLayout
import Foundation
import Testing

// Seed 001 ("IOS - customize the layout of CollectionView and add headers"): the article's
// Objective-C translated call for call into Swift, with the `UI`/`NS` prefixes dropped. Changes a
// port needs, and why:
// - the article's layout class is named `FlowLayout` and subclasses `UICollectionViewFlowLayout`:
//   with the prefix dropped it subclasses `CollectionViewFlowLayout`, UIKit's name for the package's
//   `FlowLayout`, so the two names do not clash (the documented way out);
// - the shops come from `1.plist` through MJExtension (`mj_objectArrayWithFilename:`), which the
//   article does not show: here they are a list given to the controller, each shop a width and a height;
// - `CollectionCell` and `headReusableView` are not shown: an image view filling the cell, and a
//   header holding the button `Btn1`, in code; the button's `addTarget(_:action:for:)` is left out
//   (the package has no controls that send actions), and so is `backgroundColor` (not drawn here);
// - there is no view controller class: `ViewController` holds a root `view` the size of the screen
//   and the test calls `viewDidLoad()`, what UIKit does when the controller is shown;
// - NSMutableArray / NSNumber become Swift arrays of CGFloat; the scrape lost the lines holding only
//   `}` and the columns' starting value (`@(` ... `]`), restored as `WXZDefaultInsets.top`, which the
//   article's `destMaxY == 5` test for a column's first cell expects.
enum Seed001 {
    /// The article's model (`shopModel`): a picture's width and height.
    class shopModel {
        var w: CGFloat
        var h: CGFloat

        init(w: CGFloat, h: CGFloat) {
            self.w = w
            self.h = h
        }
    }

    // MARK: UICollectionViewFlowLayout.h

    protocol WXZWaterFlowDelegte: AnyObject {
        func WXZWaterFlow(_ waterFlow: CollectionViewFlowLayout, heightForWidth width: CGFloat, atIndexPath indexPath: IndexPath) -> CGFloat
    }

    // MARK: UICollectionViewFlowLayout.m

    /** Spacing between lines */
    static let WXZDefaultRowMargin: CGFloat = 5
    /** Spacing between columns */
    static let WXZDefaultColumnMargin: CGFloat = 10
    /** top, left, bottom, right */
    static let WXZDefaultInsets = EdgeInsets(top: 5, left: 15, bottom: 5, right: 5)
    /** Default number of columns */
    static let WXZDefaultColumsCount = 2

    class FlowLayout: CollectionViewFlowLayout {
        weak var delegate: WXZWaterFlowDelegte?

        /** Maximum Y value of each column */
        lazy var columnMaxYs: [CGFloat] = []
        /** Store layout properties of all cell s */
        lazy var attrsArray: [CollectionViewLayoutAttributes] = []
        lazy var heightArray: [CGFloat] = [85, 105, 115, 105]

        /// `#define WXZCollectionW self.collectionView.frame.size.width`
        var WXZCollectionW: CGFloat { self.collectionView!.frame.size.width }

        override var collectionViewContentSize: CGSize {
            // Find the maximum Y value of the longest column
            var destMaxY = self.columnMaxYs[0]
            for i in 1..<self.columnMaxYs.count {
                // Take the maximum Y value of column i
                let columnMaxY = self.columnMaxYs[i]
                // Find the maximum value in the array
                if destMaxY < columnMaxY {
                    destMaxY = columnMaxY
                }
            }
            return CGSize(width: 0, height: destMaxY + WXZDefaultInsets.bottom)
        }

        override func prepare() {
            super.prepare()
            // Reset the maximum Y value of each column
            self.columnMaxYs.removeAll()
            for _ in 0..<WXZDefaultColumsCount {
                self.columnMaxYs.append(WXZDefaultInsets.top)
            }
            // Calculate layout properties for all cell s
            self.attrsArray.removeAll()
            let count = self.collectionView!.numberOfItems(inSection: 0)
            for i in 0..<count {
                let indexPath = IndexPath(item: i, section: 0)
                let attrs = self.layoutAttributesForItem(at: indexPath)!
                self.attrsArray.append(attrs)
            }
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
            // Find the head reusableview of the collection view and add it to the array so that the child can be displayed in the head
            self.attrsArray.append(contentsOf: super.layoutAttributesForElements(in: rect)!)
            return self.attrsArray
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
            let attrs = CollectionViewLayoutAttributes(forCellWith: indexPath)
            /** Calculate layout properties of indexPath location cell */
            // Total spacing in horizontal direction
            let xMargin = WXZDefaultInsets.left + WXZDefaultInsets.right + CGFloat(WXZDefaultColumsCount - 1) * WXZDefaultColumnMargin
            // cell width
            let w = (WXZCollectionW - xMargin - 20) / CGFloat(WXZDefaultColumsCount)
            // cell height
            let h = self.delegate!.WXZWaterFlow(self, heightForWidth: w, atIndexPath: indexPath)
            // To find out the column number and maximum Y value of the shortest column, you need to judge the first + 363
            var destMaxY = self.columnMaxYs[0]
            var destColumn = 0
            for i in 1..<self.columnMaxYs.count {
                // Take the maximum Y value of column i
                let columnMaxY = self.columnMaxYs[i]
                // Find the minimum value in the array
                if destMaxY > columnMaxY {
                    destMaxY = columnMaxY
                    destColumn = i
                }
            }
            // x value of cell
            let x = WXZDefaultInsets.left + CGFloat(destColumn) * (w + WXZDefaultColumnMargin)
            let y = destMaxY + WXZDefaultRowMargin
            // cell frame
            attrs.frame = CGRect(x: x, y: y, width: w, height: h)
            // y value of cell
            if destMaxY == 5 {
                //Manually increase the height of the first cell. If not, the cell starts from the top. Will overlap the head
                attrs.frame = CGRect(x: x, y: 120, width: w, height: h)
            }
            // Update the maximum Y value in the array
            self.columnMaxYs[destColumn] = attrs.frame.maxY
            return attrs
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            return false
        }
    }

    /// The article's cell (not shown): its picture fills it.
    class CollectionCell: CollectionViewCell {
        let imageView = ImageView()
        var model: shopModel! {
            didSet { imageView.image = Image(size: CGSize(width: model.w, height: model.h)) }
        }

        required init(frame: CGRect) {
            super.init(frame: frame)
            imageView.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(imageView)
            LayoutConstraint.activate([
                imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
                imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            ])
        }
    }

    /// The article's header (not shown): "you can add anything" — here its button `Btn1`, centred.
    class headReusableView: CollectionReusableView {
        let Btn1 = Button(title: "Btn1")

        required init(frame: CGRect) {
            super.init(frame: frame)
            Btn1.translatesAutoresizingMaskIntoConstraints = false
            addSubview(Btn1)
            LayoutConstraint.activate([
                Btn1.centerXAnchor.constraint(equalTo: centerXAnchor),
                Btn1.centerYAnchor.constraint(equalTo: centerYAnchor),
            ])
        }
    }

    class ViewController: CollectionViewDataSource, CollectionViewDelegateFlowLayout, WXZWaterFlowDelegte {
        let view = View(frame: Screen.default.bounds)
        var mainView: CollectionView!
        var Array: [shopModel] = []
        /// What `1.plist` holds.
        let shopsArray: [shopModel]

        init(shops: [shopModel]) { self.shopsArray = shops }

        func viewDidLoad() {
            //Here, the data obtained locally is stored in the array self.Array
            self.Array.append(contentsOf: shopsArray)
            //This is a custom waterfall flow
            let flowlayout1 = FlowLayout()
            //In order to be able to scale the image in the array according to the aspect ratio
            flowlayout1.delegate = self
            self.mainView = CollectionView(
                frame: CGRect(x: 0, y: 0, width: self.view.frame.size.width, height: self.view.frame.size.height),
                collectionViewLayout: flowlayout1)
            self.mainView.delegate = self
            self.mainView.dataSource = self
            self.mainView.isScrollEnabled = true
            self.view.addSubview(self.mainView)
            //Sign up for a Cell
            self.mainView.register(CollectionCell.self, forCellWithReuseIdentifier: "CollectionCell")
            //Register a ReusableView of type uicollectionelementkinsectionheader
            self.mainView.register(headReusableView.self, forSupplementaryViewOfKind: CollectionElementKindSectionHeader, withReuseIdentifier: "headReusableView")
        }

        // MARK: Proxy for collectionView

        func numberOfSections(in collectionView: CollectionView) -> Int {
            return 1
        }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            return self.Array.count
        }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "CollectionCell", for: indexPath) as! CollectionCell
            cell.model = self.Array[indexPath.item]
            return cell
        }

        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            // The article's body is not shown.
        }

        func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
            return CGSize(width: self.view.frame.size.width, height: 100)
        }

        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
            let headerView = collectionView.dequeueReusableSupplementaryView(ofKind: CollectionElementKindSectionHeader, withReuseIdentifier: "headReusableView", for: indexPath) as! headReusableView
            return headerView
        }

        // MARK: wxzFlowLayoutDelegate

        func WXZWaterFlow(_ waterFlow: CollectionViewFlowLayout, heightForWidth width: CGFloat, atIndexPath indexPath: IndexPath) -> CGFloat {
            let model = self.Array[indexPath.item]
            return model.h * width / model.w
        }
    }
}

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
