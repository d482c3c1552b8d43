import AutoLayout
import CollectionLayout
import Foundation

// Seed 001 ("IOS - customize the layout of CollectionView and add headers"): the article's
// Objective-C translated call for call into Swift, with the `UI`/`NS` prefixes dropped. Changes a
// port needs, and why:
// - in Swift, cells and views write `required init(frame:)` (a host makes registered classes
//   through a required initializer) and `required init?(coder:)`, which UIKit asks of a view with
//   initializers of its own;
// - the article's layout class is named `FlowLayout` and subclasses `UICollectionViewFlowLayout`:
//   with the prefix dropped it subclasses `CollectionViewFlowLayout`, UIKit's name for the package's
//   `FlowLayout`, so the two names do not clash (the documented way out);
// - the shops come from `1.plist` through MJExtension (`mj_objectArrayWithFilename:`), which the
//   article does not show: here they are a list given to the controller, each shop a width and a height;
// - `CollectionCell` and `headReusableView` are not shown: an image view filling the cell, and a
//   header holding the button `Btn1`, in code; the button's `addTarget(_:action:for:)` is left out
//   (the package has no controls that send actions);
// - there is no view controller class: `ViewController` holds a root `view` the size of the screen
//   and its users call `viewDidLoad()`, what UIKit does when the controller is shown;
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

    /// Shops for the gallery's picture (what `1.plist` would hold): pictures 100 wide.
    static func shops() -> [shopModel] {
        [80, 120, 100, 160, 40, 80, 120, 100, 60, 140].map { shopModel(w: 100, h: $0) }
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

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
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

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
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
            self.mainView.backgroundColor = Color.red
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
