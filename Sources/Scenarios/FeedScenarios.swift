import AutoLayout
import CollectionLayout
import Foundation

/// SCENARIOS S4's feed row: avatar, name, badge, time and source, and a
/// content label whose bottom constraint lets the row size itself.
///
/// ```swift
/// let row = FeedRowCell()
/// row.configure(user: "Ada", time: "2 min", from: "iPhone", text: "Shipped the layout engine today.")
/// let height = row.systemLayoutSizeFitting(
///     CGSize(width: 375, height: 0),
///     withHorizontalFittingPriority: .required,
///     verticalFittingPriority: .fittingSizeLevel).height
/// ```
public final class FeedRowCell: CollectionViewCell {
    /// The 40 point square avatar, 10 points from the top and left.
    /// e.g. `row.avatar.image = Image(size: CGSize(width: 80, height: 80), name: "ada")`
    public let avatar = ImageView(image: Image(size: CGSize(width: 80, height: 80), name: "avatar"))
    /// The user name label, 17 pt, 8 points right of the avatar, level with its top.
    /// e.g. `row.name.text = "Ada"`
    public let name = Label(font: .systemFont(ofSize: 17))
    /// The 14 point square badge, 8 points right of the name.
    /// e.g. `row.badge.isHidden = true`
    public let badge = ImageView(image: Image(size: CGSize(width: 14, height: 14), name: "badge"))
    /// The time label, 12 pt, under the name, level with the avatar's bottom.
    /// e.g. `row.createdAt.text = "2 min"`
    public let createdAt = Label(font: .systemFont(ofSize: 12))
    /// The source label, 12 pt, 10 points right of the time, no closer than 8 points to the right edge.
    /// e.g. `row.source.text = "from iPhone"`
    public let source = Label(font: .systemFont(ofSize: 12))
    /// The multi-line content label under the avatar; its bottom sets the row's height.
    /// e.g. `row.body.text = "Strict priorities: one constraint at 251 beats ten thousand at 250."`
    public let body = Label(font: .systemFont(ofSize: 14))

    override public init() {
        super.init()
        let c = contentView
        for (v, n) in [(avatar, "avatar"), (name, "name"), (badge, "badge"), (createdAt, "createdAt"),
                       (source, "source"), (body, "content")] as [(View, String)] {
            c.addConstrained(v, n)
        }
        body.numberOfLines = 0
        LayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: c.topAnchor, constant: 10),
            avatar.leftAnchor.constraint(equalTo: c.leftAnchor, constant: 10),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            name.topAnchor.constraint(equalTo: avatar.topAnchor),
            name.leftAnchor.constraint(equalTo: avatar.rightAnchor, constant: 8),
            badge.topAnchor.constraint(equalTo: name.topAnchor),
            badge.leftAnchor.constraint(equalTo: name.rightAnchor, constant: 8),
            badge.widthAnchor.constraint(equalToConstant: 14),
            badge.heightAnchor.constraint(equalToConstant: 14),
            createdAt.leftAnchor.constraint(equalTo: name.leftAnchor),
            createdAt.bottomAnchor.constraint(equalTo: avatar.bottomAnchor),
            source.leftAnchor.constraint(equalTo: createdAt.rightAnchor, constant: 10),
            source.bottomAnchor.constraint(equalTo: createdAt.bottomAnchor),
            source.rightAnchor.constraint(lessThanOrEqualTo: c.rightAnchor, constant: -8),
            body.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8),
            body.leftAnchor.constraint(equalTo: avatar.leftAnchor),
            body.rightAnchor.constraint(equalTo: c.rightAnchor, constant: -8),
            body.bottomAnchor.constraint(equalTo: c.bottomAnchor, constant: -10),
        ])
    }

    /// Made with `init()`, then given `frame`: how a `CollectionView` makes a registered cell.
    public required convenience init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    /// Sets the name, time, source (as "from" and `from`) and content texts.
    /// e.g. `row.configure(user: "Grace", time: "1 h", from: "Web", text: "Short post.")`
    public func configure(user: String, time: String, from: String, text: String) {
        name.text = user
        createdAt.text = time
        source.text = "from \(from)"
        body.text = text
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// SCENARIOS S4 (feed): a table of self-sizing feed rows.
///
/// ```swift
/// var feed = FeedScenario()
/// feed.posts = [("Ada", "iPhone", "now", "Hello")]
/// let rowHeight = feed.build(width: 375).attributes[0].frame.height
/// ```
public struct FeedScenario: Scenario {
    public var title: String { "S4 social feed rows" }
    public var slug: String { "s4-feed" }
    /// The posts shown, one row each; the sample posts unless set.
    /// e.g. `feed.posts = Array(SampleData.posts.prefix(2))`
    public var posts = SampleData.posts
    /// The scenario with the sample posts.
    /// e.g. `let result = FeedScenario().build(width: 375)`
    public init() {}

    public func build(width: CGFloat) -> ScenarioResult {
        let posts = self.posts
        let table = TableLayout()
        table.estimatedRowHeight = 100
        table.sizing = SizingCell(FeedRowCell()) { cell, path in
            let p = posts[path.item]
            cell.configure(user: p.user, time: p.time, from: p.source, text: p.text)
        }
        table.dataSource = ItemCounts([posts.count])
        return assemble(table, width: width) { a in
            let cell = FeedRowCell()
            let p = posts[a.indexPath.item]
            cell.configure(user: p.user, time: p.time, from: p.source, text: p.text)
            return cell
        }
    }
}

/// SCENARIOS S4's product cell: its width comes from `(screen - 18) / 2 @999`,
/// its height from the price label's bottom; both axes size from constraints.
///
/// ```swift
/// let cell = ProductCell(screenWidth: 375)
/// cell.configure(name: "Desk lamp", price: "$35", sales: "812 sold")
/// let size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)   // about (375 - 18) / 2 wide
/// ```
public final class ProductCell: CollectionViewCell {
    /// The product image, full width at the top of the cell, `screenWidth / 2` high at 999.
    /// e.g. `cell.image.image = Image(size: CGSize(width: 600, height: 600), name: "lamp")`
    public let image = ImageView(image: Image(size: CGSize(width: 600, height: 600), name: "product"))
    /// The product name label, 12 pt, at most two lines in a 28 point high box under the image.
    /// e.g. `cell.details.text = "Desk lamp"`
    public let details = Label(font: .systemFont(ofSize: 12))
    /// The price label, 14 pt, under the name; its bottom sets the cell's height.
    /// e.g. `cell.price.text = "$35"`
    public let price = Label(font: .systemFont(ofSize: 14))
    /// The sales label, 12 pt, at the right, level with the price.
    /// e.g. `cell.sales.text = "812 sold"`
    public let sales = Label(font: .systemFont(ofSize: 12))

    /// A cell with its image `(screenWidth - 18) / 2` wide and `screenWidth / 2` high, both at 999.
    /// e.g. `let cell = ProductCell(screenWidth: 414)`
    public init(screenWidth: CGFloat) {
        super.init()
        let c = contentView
        for (v, n) in [(image, "image"), (details, "description"), (price, "price"), (sales, "sales")] as [(View, String)] {
            c.addConstrained(v, n)
        }
        details.numberOfLines = 2
        let imageHeight = image.heightAnchor.constraint(equalToConstant: screenWidth * 0.5)
        imageHeight.priority = LayoutPriority(999)
        let imageWidth = image.widthAnchor.constraint(equalToConstant: (screenWidth - 18) * 0.5)
        imageWidth.priority = LayoutPriority(999)
        image.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
        image.setContentCompressionResistancePriority(.defaultLow - 1, for: .vertical)
        LayoutConstraint.activate([
            image.topAnchor.constraint(equalTo: c.topAnchor),
            image.leftAnchor.constraint(equalTo: c.leftAnchor),
            image.rightAnchor.constraint(equalTo: c.rightAnchor),
            imageHeight, imageWidth,
            details.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 4),
            details.leftAnchor.constraint(equalTo: c.leftAnchor, constant: 8),
            details.rightAnchor.constraint(equalTo: c.rightAnchor, constant: -8),
            details.heightAnchor.constraint(equalToConstant: 28),
            price.topAnchor.constraint(equalTo: details.bottomAnchor, constant: 8),
            price.leftAnchor.constraint(equalTo: details.leftAnchor),
            price.bottomAnchor.constraint(equalTo: c.bottomAnchor, constant: -8),
            sales.centerYAnchor.constraint(equalTo: price.centerYAnchor),
            sales.rightAnchor.constraint(equalTo: c.rightAnchor, constant: -8),
        ])
    }

    override public convenience init() { self.init(screenWidth: 375) }

    /// Made with `init()`, then given `frame`: how a `CollectionView` makes a registered cell.
    public required convenience init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    /// Sets the name, price and sales texts.
    /// e.g. `cell.configure(name: "Running shoes", price: "$89", sales: "1.4k sold")`
    public func configure(name: String, price value: String, sales count: String) {
        details.text = name
        price.text = value
        sales.text = count
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// SCENARIOS S4 (grid): a flow layout with estimated sizes; each product
/// cell sizes both its width and its height from constraints.
///
/// ```swift
/// var grid = ProductGridScenario()
/// grid.products = [("Desk lamp", "$35", "812 sold")]
/// let item = grid.build(width: 375).attributes[0].frame
/// ```
public struct ProductGridScenario: Scenario {
    public var title: String { "S4 product grid" }
    public var slug: String { "s4-products" }
    /// The products shown, one item each; the sample products unless set.
    /// e.g. `grid.products = Array(SampleData.products.prefix(2))`
    public var products = SampleData.products
    /// The scenario with the sample products.
    /// e.g. `let result = ProductGridScenario().build(width: 375)`
    public init() {}

    public func build(width: CGFloat) -> ScenarioResult {
        let products = self.products
        let flow = FlowLayout()
        flow.minimumInteritemSpacing = 6
        flow.minimumLineSpacing = 6
        flow.sectionInset = EdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
        flow.estimatedItemSize = CGSize(width: (width - 18) / 2, height: 250)
        flow.sizing = SizingCell(ProductCell(screenWidth: width)) { cell, path in
            let p = products[path.item]
            cell.configure(name: p.name, price: p.price, sales: p.sales)
        }
        flow.dataSource = ItemCounts([products.count])
        return assemble(flow, width: width) { a in
            let cell = ProductCell(screenWidth: width)
            let p = products[a.indexPath.item]
            cell.configure(name: p.name, price: p.price, sales: p.sales)
            return cell
        }
    }
}
