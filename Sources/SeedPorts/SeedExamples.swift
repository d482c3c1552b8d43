import AutoLayout
import CollectionLayout
import Foundation

/// One of the source articles' UIKit examples, ported, as a picture: what the `autolayout` gallery
/// draws for it.
///
/// ```swift
/// for example in SeedExample.all {
///     let picture = example.build(375)   // a laid-out view of the example's cells
///     print(example.name, picture.frame.size)
/// }
/// ```
public struct SeedExample: Sendable {
    /// A file-name friendly name, e.g. "seed-003-cards".
    /// e.g. `SeedExample.all[3].name   // "seed-003-cards"`
    public let name: String
    /// A line saying what the picture shows.
    /// e.g. `print(SeedExample.all[0].summary)`
    public let summary: String
    /// Builds the example at a screen width and returns a view holding its cells at their frames
    /// (the whole content, not one screen of it), laid out.
    /// e.g. `let picture = SeedExample.all[0].build(375); picture.frame.size`
    public let build: @Sendable (CGFloat) -> View

    /// The ported examples in seed order.
    ///
    /// ```swift
    /// SeedExample.all.map(\.name)   // ["seed-000-tags", "seed-001-waterfall", ...]
    /// ```
    public static let all: [SeedExample] = [
        SeedExample(name: "seed-000-tags", summary: "Seed 000: left-aligned tags, a FlowLayout subclass (ObjC translated)") { width in
            let tags = Seed000.MyLiveBroadcastCollectView(contentWidth: width - 30)
            tags.em_displayWithID(["Live", "Outdoor", "Music", "Talk show", "Gaming", "Food", "Travel", "Sports", "News",
                                   "Fashion", "Photography", "Pets", "Cars", "Books"])
            tags.frame = CGRect(x: 0, y: 0, width: width - 30, height: tags.contentSize.height)
            return picture(tags.visibleCells, size: tags.contentSize, background: .white)
        },
        SeedExample(name: "seed-001-waterfall", summary: "Seed 001: two columns under a header, a FlowLayout subclass (ObjC translated)") { width in
            let controller = Seed001.ViewController(shops: Seed001.shops())
            controller.view.frame = CGRect(x: 0, y: 0, width: width, height: 667)
            controller.viewDidLoad()
            let collectionView = controller.mainView!
            // The whole content on one screen; the article's content size is 0 wide: the picture takes the view's.
            let size = CGSize(width: width, height: collectionView.contentSize.height)
            collectionView.frame.size = size
            let header = collectionView.visibleSupplementaryViews(ofKind: CollectionElementKindSectionHeader)
            return picture(header + collectionView.visibleCells, size: size, background: collectionView.backgroundColor)
        },
        SeedExample(name: "seed-002-rows", summary: "Seed 002: self-sizing table rows, dynamic type body text") { width in
            let controller = Seed002.TableViewController()
            let table = controller.tableView
            table.frame = CGRect(x: 0, y: 0, width: width, height: 667)
            return picture(table.visibleCells, size: table.contentSize, background: .white)
        },
        SeedExample(name: "seed-003-cards", summary: "Seed 003: cards with stack views, a custom layout asking a sizing cell") { width in
            let saved = Device.current
            defer { Device.current = saved }
            Device.current.orientation = width > Screen.main.bounds.height * 0.75 ? .landscapeLeft : .portrait
            let controller = Seed003.OwnerMainScreenCollectionViewController(
                device: Seed003.OwnedDevice(alerts: Seed003.alerts), frame: CGRect(x: 0, y: 0, width: width, height: 667))
            let collectionView = controller.collectionView!
            return picture(collectionView.visibleCells, size: collectionView.contentSize,
                           background: collectionView.backgroundColor)
        },
        SeedExample(name: "seed-004-statuses", summary: "Seed 004: status rows sized by SnapKit constraints") { width in
            let controller = Seed004.StatusTableViewController()
            controller.tableView.frame = CGRect(x: 0, y: 0, width: width, height: 667)
            return picture(controller.tableView.visibleCells, size: controller.tableView.contentSize, background: .white)
        },
        SeedExample(name: "seed-004-products", summary: "Seed 004: product cells sized by their image's constraints") { width in
            let controller = Seed004.ProductCollectionViewController(frame: CGRect(x: 0, y: 0, width: width, height: 667))
            let collectionView = controller.collectionView
            return picture(collectionView.visibleCells, size: collectionView.contentSize,
                           background: collectionView.backgroundColor)
        },
    ]

    /// A view of the content's size holding `cells` at their frames (content coordinates), laid out.
    /// The cells leave their host: the picture is for drawing, not for scrolling further.
    static func picture(_ cells: [View], size: CGSize, background: Color?) -> View {
        let content = View(frame: CGRect(origin: .zero, size: size))
        content.backgroundColor = background
        for cell in cells { content.addSubview(cell) }
        content.layoutIfNeeded()
        return content
    }
}
