import AutoLayout
import CollectionLayout
import Foundation

// Seed 003 ("Self-sizing UICollectionViewCell" cards): the article's Swift with `import UIKit`
// replaced and the `UI` prefixes dropped (`UIDevice` is `Device`). Changes a port needs, and why:
// - the cell writes `required init(frame:)` for UIKit's `override init(frame:)` (a host makes
//   registered classes through a required initializer), and `required init?(coder:)`, which UIKit
//   asks of a view with initializers of its own and the article does not show;
// - the article's scrape lost the lines holding only `}`, the `case .phone: return 1` / `default:`
//   arms of `numberOfColumns`, the appends to `layoutAttributes` and `cache`, the
//   `layoutIfNeeded()` of `heightFor(width:)` and the `contentView.layoutMargins.top +` its return
//   starts with; all are restored;
// - the cell comes from a Xib the article describes but does not show: a horizontal stack
//   (centred) of a 40-point square image and a vertical stack of three labels, pinned to the
//   content view's margins with a bottom `>=`; it is built in `init(frame:)`, which also sets what
//   the Xib's inspector would (white card, 4-point corners, label fonts and colours);
// - `UINib` and `Bundle.main.loadNibNamed` have no counterpart: the cell class is registered and
//   the sizing cell made with `init(frame:)`;
// - the view controller is not shown: a `UICollectionViewController` subclass whose view is the
//   collection view; here a class that makes that collection view and is its data source, with the
//   article's `registerCollectionViewCells()` and delegate method as written;
// - the model (`device?.alerts`, `set(alert:)`) is the app's own: a small one is written here.
enum Seed003 {
    /// The app's model: a device the owner has, with its alerts.
    struct Alert {
        var title: String
        var status: String
        var description: String
    }

    final class OwnedDevice {
        var alerts: [Alert]?
        init(alerts: [Alert]?) { self.alerts = alerts }
    }

    protocol OwnerMainScreenLayoutDelegate {
      // Get the height of a given alert or status card depending on it's width (e. g. a card could have more or less rows of text.
      func collectionView(collectionView: CollectionView, heightForItemAtIndexPath indexPath: IndexPath, withWidth: CGFloat) -> CGFloat
    }

    class OwnerMainScreenLayout: CollectionViewLayout {

      //Delegate to get the height for our items from
      var delegate: OwnerMainScreenLayoutDelegate!

      //Number of columns varies depending on device and orientation
      var numberOfColumns: Int {
        if Device.current.orientation.isPortrait {
          switch Device.current.userInterfaceIdiom {
          case .pad:
            return 2
          default:
            return 1
          }
        } else {
          switch Device.current.userInterfaceIdiom {
          case .pad:
            return 3
          case .phone:
            return 2
          default:
            return 1
          }
        }
      }

      //Padding between cells
      var cellPadding: CGFloat = 6.0

      //Cache for the layout attributes
      private var cache = [[CollectionViewLayoutAttributes]]()

      //Conent size
      private var contentHeight: CGFloat = 0.0
      private var contentWidth: CGFloat {
        let insets = collectionView!.contentInset
        return collectionView!.bounds.width - (insets.left + insets.right)
      }

      override func prepare() {

        // Check if cache is empty and calculate attributes if so.
        if cache.isEmpty {

          // Calcluate the width of each column and store starting position for each column
          let columnWidth = contentWidth / CGFloat(numberOfColumns)
          var xOffset = [CGFloat]()
          for column in 0 ..< numberOfColumns {
            xOffset.append(CGFloat(column) * columnWidth )
          }

          //Store starting y positions
          var yOffset = [CGFloat](repeating: 0, count: numberOfColumns)

          //Calculate attributes for each item
          for section in 0..<collectionView!.numberOfSections {
            //Start each section with column 0
            var column = 0
            //Create a cache for each section to add to the overall cache
            var sectionCache = [CollectionViewLayoutAttributes]()
            //Calculate start height for this section
            if section > 0, let max = yOffset.max() {
              yOffset = [CGFloat](repeating: max, count: numberOfColumns)
            }

            //Calculate position for each item
            for item in 0..<collectionView!.numberOfItems(inSection: section) {
              //Calculate the frame for the item
              let indexPath = IndexPath(item: item, section: section)
              let width = columnWidth - cellPadding * 2
              let itemHeight = delegate.collectionView(collectionView: collectionView!, heightForItemAtIndexPath: indexPath, withWidth: width)
              let height = cellPadding + itemHeight + cellPadding
              let frame = CGRect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
              let insetFrame = frame.insetBy(dx: cellPadding, dy: cellPadding)

              //Create the layout attributes
              let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
              attributes.frame = insetFrame
              sectionCache.append(attributes)

              // Increase the row height for the next iteration
              contentHeight = max(contentHeight, frame.maxY)
              yOffset[column] = yOffset[column] + height

              //Continue with next column or reset column to 0 when max is reached
              column = column >= (numberOfColumns - 1) ? 0 : 1 + column
            }
            cache.append(sectionCache)
          }
        }
      }

      override var collectionViewContentSize: CGSize {

        //Return the size of the content. In our case, its the same width as the screen and as height as necessary
        return CGSize(width: contentWidth, height: contentHeight)
      }

      override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {

        //The attributes we will return
        var layoutAttributes = [CollectionViewLayoutAttributes]()

        //Check each attribute in the cache if it is in the rect
        for section in cache {
          for attributes in section {
            if attributes.frame.intersects(rect) {
              layoutAttributes.append(attributes)
            }
          }
        }

        //Return the attributes which are inside the rect
        return layoutAttributes
      }
    }

    /// The Xib's cell, in code.
    class AlertCollectionViewCell: CollectionViewCell {
        weak var stackView: StackView!
        weak var iconView: ImageView!
        weak var titleLabel: Label!
        weak var statusLabel: Label!
        weak var descriptionLabel: Label!

        required init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .white
            contentView.layer.cornerRadius = 4

            let icon = ImageView(image: Image(named: "alert"))
            let title = Label(text: "", font: .systemFont(ofSize: 17))
            let status = Label(text: "", font: .systemFont(ofSize: 14))
            status.textColor = .darkGray
            let description = Label(text: "", font: .systemFont(ofSize: 14))
            for label in [title, status, description] { label.numberOfLines = 0 }
            let labels = StackView(arrangedSubviews: [title, status, description])
            labels.axis = .vertical
            labels.spacing = 4
            let stack = StackView(arrangedSubviews: [icon, labels])
            stack.axis = .horizontal
            stack.alignment = .center
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(stack)
            let margins = contentView.layoutMarginsGuide
            LayoutConstraint.activate([
                icon.widthAnchor.constraint(equalToConstant: 40),
                icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
                stack.topAnchor.constraint(equalTo: margins.topAnchor),
                stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                margins.bottomAnchor.constraint(greaterThanOrEqualTo: stack.bottomAnchor),
            ])
            (stackView, iconView, titleLabel, statusLabel, descriptionLabel) = (stack, icon, title, status, description)
        }

        func set(alert: Alert?) {
            titleLabel.text = alert?.title
            statusLabel.text = alert?.status
            descriptionLabel.text = alert?.description
        }

        func heightFor(width: CGFloat) -> CGFloat {
          //Set new frame size
          var frame = self.frame
          frame.size = CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)
          self.frame = frame

          //Let AutoLayout calculate frames
          self.layoutIfNeeded()

          //Height is bottom of description label + margins
          return contentView.layoutMargins.top + stackView.frame.size.height + contentView.layoutMargins.bottom
        }

        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    /// The article's view controller: the collection view, its data source, and the layout's delegate.
    class OwnerMainScreenCollectionViewController: CollectionViewDataSource, OwnerMainScreenLayoutDelegate {
        let kCellReuseIdentifier = "AlertCollectionViewCell"
        var collectionView: CollectionView?
        var device: OwnedDevice?
        var sizingAlertCell: AlertCollectionViewCell?

        init(device: OwnedDevice?, frame: CGRect) {
            Image.register(Image(size: CGSize(width: 80, height: 80), name: "alert"))   // the app's asset catalog
            self.device = device
            let layout = OwnerMainScreenLayout()
            collectionView = CollectionView(frame: frame, collectionViewLayout: layout)
            collectionView?.backgroundColor = Color(white: 0.93, alpha: 1)
            layout.delegate = self
            collectionView?.dataSource = self
            registerCollectionViewCells()
        }

        func registerCollectionViewCells() {
          //Register cells
          collectionView?.register(AlertCollectionViewCell.self, forCellWithReuseIdentifier: kCellReuseIdentifier)

          //Setup sizing cells (dummy cells used to calculate sizes)
          sizingAlertCell = AlertCollectionViewCell(frame: .zero)
        }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            return device?.alerts?.count ?? 0
        }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: kCellReuseIdentifier, for: indexPath) as! AlertCollectionViewCell
            cell.set(alert: device?.alerts?[indexPath.row])
            return cell
        }

        func collectionView(collectionView: CollectionView, heightForItemAtIndexPath indexPath: IndexPath, withWidth: CGFloat) -> CGFloat {
          sizingAlertCell?.set(alert: device?.alerts?[indexPath.row])
          return sizingAlertCell?.heightFor(width: withWidth) ?? 200
        }
    }

    /// The alerts the gallery and the tests show.
    static let alerts: [Alert] = [
        Alert(title: "Front door", status: "Open", description: "Opened at 07:42."),
        Alert(title: "Battery low", status: "Smoke detector, hall",
              description: "The battery is at 8 percent. Replace it within the next two weeks to keep the detector working."),
        Alert(title: "Water leak", status: "Kitchen sensor", description: "Moisture detected under the sink."),
        Alert(title: "Firmware update available for the thermostat in the living room", status: "Version 4.2",
              description: "Installs tonight."),
        Alert(title: "Window", status: "Closed", description: "All windows are closed."),
    ]
}
