import AutoLayout
import CollectionLayout
import Foundation

// Seed 004 ("iOS开发tips-UITableView、UICollectionView行高/尺寸自适应", self-sizing table rows and
// collection items): the article's Swift with SnapKit kept as SnapKit, `import UIKit` /
// `import SnapKit` replaced and the `UI` prefixes dropped. Changes a port needs, and why:
// - `override init(style:reuseIdentifier:)` and `override init(frame:)` are written `required init`:
//   a host builds registered cell classes through a required initializer (Swift without the
//   Objective-C runtime has no other way);
// - the view controllers are not shown: one for the statuses (a `TableViewController` with automatic
//   row heights and an estimate, as the article describes) and one for the products (a collection
//   view whose flow layout has an `estimatedItemSize`, two columns 6 points apart), written here;
// - the models (`Status`, `Product`) and their images are the app's own: small ones are written here,
//   and the images registered by name (the app's asset catalog).
enum Seed004 {
    struct Status {
        var profileImageUrl: String
        var userName: String
        var mbtype: String
        var createdAt: String
        var source: String
        var text: String
    }

    struct Product {
        var image: String
        var text: String
        var price: Double
        var sale: Int
    }

    class StatusTableViewCell: TableViewCell {

        // MARK: - 公共属性
        var status:Status! {
            didSet {
                self.avatarImageView.image = Image(named: status.profileImageUrl)
                self.userNameLabel.text = status.userName
                self.mtypeImageView.image = Image(named: status.mbtype)
                self.createdAtLabel.text = status.createdAt
                self.sourceLabel.text = status.source
                self.contentLabel.text = status.text
            }
        }

        // MARK: - 生命周期及方法覆盖
        override func awakeFromNib() {
            super.awakeFromNib()
        }

        required init(style: TableViewCellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            self.setup()
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }

        override func setSelected(_ selected: Bool, animated: Bool) {

        }

        // MARK: - 私有方法
        private func setup() {
            self.contentView.addSubview(self.avatarImageView)
            self.contentView.addSubview(self.userNameLabel)
            self.contentView.addSubview(self.mtypeImageView)
            self.contentView.addSubview(self.createdAtLabel)
            self.contentView.addSubview(self.sourceLabel)
            self.contentView.addSubview(self.contentLabel)

            self.avatarImageView.snp.makeConstraints { (make) in
                make.top.left.equalTo(10.0)
                make.size.equalTo(CGSize(width: 40.0, height: 40.0))
            }

            self.userNameLabel.snp.makeConstraints { (make) in
                make.top.equalTo(self.avatarImageView.snp.top)
                make.left.equalTo(self.avatarImageView.snp.right).offset(8.0)
            }

            self.mtypeImageView.snp.makeConstraints { (make) in
                make.top.equalTo(self.userNameLabel.snp.top)
                make.left.equalTo(self.userNameLabel.snp.right).offset(8.0)
                make.size.equalTo(CGSize(width: 14.0, height: 14.0))
            }

            self.createdAtLabel.snp.makeConstraints { (make) in
                make.left.equalTo(self.userNameLabel.snp.left)
                make.bottom.equalTo(self.avatarImageView.snp.bottom)
            }

            self.sourceLabel.snp.makeConstraints { (make) in
                make.left.equalTo(self.createdAtLabel.snp.right).offset(10.0)
                make.bottom.equalTo(self.createdAtLabel.snp.bottom)
                make.right.lessThanOrEqualTo(-8.0)
            }

            self.contentLabel.snp.makeConstraints { (make) in
                make.top.equalTo(self.avatarImageView.snp.bottom).offset(8.0)
                make.left.equalTo(self.avatarImageView.snp.left)
                make.right.equalTo(-8.0)
                make.bottom.equalTo(-10.0) // 注意此处必须设置,否则contentView无法自适应高度
            }

        }

        // MARK: - 私有属性
        private lazy var avatarImageView:ImageView = {
            let temp = ImageView()
            return temp
        }()

        private lazy var mtypeImageView:ImageView = {
            let temp = ImageView()
            return temp
        }()

        private lazy var userNameLabel:Label = {
            let temp = Label()
            temp.textColor = Color(red: 50.0/255.0, green: 50.0/255.0, blue: 50.0/255.0, alpha: 1.0)
            temp.font = Font.systemFont(ofSize: 14.0)
            return temp
        }()

        private lazy var createdAtLabel:Label = {
            let temp = Label()
            temp.textColor = Color(red: 120.0/255.0, green: 120.0/255.0, blue: 120.0/255.0, alpha: 1.0)
            temp.font = Font.systemFont(ofSize: 12.0)
            return temp
        }()

        private lazy var sourceLabel:Label = {
            let temp = Label()
            temp.textColor = Color(red: 120.0/255.0, green: 120.0/255.0, blue: 120.0/255.0, alpha: 1.0)
            temp.font = Font.systemFont(ofSize: 12.0)
            return temp
        }()

        private lazy var contentLabel:Label = {
            let temp = Label()
            temp.textColor = Color(red: 50.0/255.0, green: 50.0/255.0, blue: 50.0/255.0, alpha: 1.0)
            temp.font = Font.systemFont(ofSize: 14.0)
            temp.numberOfLines = 0
            return temp
        }()

    }

    class ProductCollectionViewCell: CollectionViewCell {

        // MARK: - 公共属性
        var product:Product! {
            didSet {
                self.productImageView.image = Image(named: product.image)
                self.contentLabel.text = product.text
                self.priceLabel.text = "¥\(product.price)"
                self.salesLabel.text = "\(product.sale)人购买"
            }
        }

        // MARK: - 生命周期及方法覆盖
        required init(frame: CGRect) {
            super.init(frame: frame)
            self.setup()
        }

        required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
        }

        override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        // MARK: - 私有方法
        private func setup() {
            self.backgroundColor = Color.white
            self.contentView.addSubview(self.productImageView)
            self.contentView.addSubview(self.contentLabel)
            self.contentView.addSubview(self.priceLabel)
            self.contentView.addSubview(self.salesLabel)

            let screenWidth = Screen.main.bounds.width
            self.productImageView.snp.makeConstraints { (make) in
                make.top.left.right.equalTo(0.0)
                make.height.equalTo(screenWidth*0.5).priority(999)
                make.width.equalTo((screenWidth-18)*0.5).priority(999) // 此设置可以确定cell宽度,注意尽管降低了默认的优先级仅仅是为了计算中间步骤不至于约束冲突,最终显示时此约束仍然会生效
            }

            self.contentLabel.snp.makeConstraints { (make) in
                make.top.equalTo(self.productImageView.snp.bottom).offset(4.0)
                make.left.equalTo(8.0)
                make.right.equalTo(-8.0)
                make.height.equalTo(28.0)
            }

            self.priceLabel.snp.makeConstraints { (make) in
                make.top.equalTo(self.contentLabel.snp.bottom).offset(8.0)
                make.left.equalTo(self.contentLabel.snp.left)
                make.bottom.equalTo(-8.0) //此设置可以确定cell高度
            }

            self.salesLabel.snp.makeConstraints { (make) in
                make.centerY.equalTo(self.priceLabel.snp.centerY)
                make.right.equalTo(-8.0)
            }
        }

        // MARK: - 私有属性
        private lazy var productImageView:ImageView = {
            let temp = ImageView()
            temp.contentMode = .scaleAspectFit
            temp.clipsToBounds = true
            return temp
        }()

        private lazy var contentLabel:Label = {
            let temp = Label()
            temp.textColor = Color(red: 50.0/255.0, green: 50.0/255.0, blue: 50.0/255.0, alpha: 1.0)
            temp.font = Font.systemFont(ofSize: 12.0)
            temp.numberOfLines = 2
            return temp
        }()

        private lazy var priceLabel:Label = {
            let temp = Label()
            temp.textColor = Color.orange
            temp.font = Font.systemFont(ofSize: 14.0)
            return temp
        }()

        private lazy var salesLabel:Label = {
            let temp = Label()
            temp.textColor = Color(red: 150.0/255.0, green: 150.0/255.0, blue: 150.0/255.0, alpha: 1.0)
            temp.font = Font.systemFont(ofSize: 12.0)
            return temp
        }()

    }

    /// The statuses' controller (not shown in the article): automatic row heights from an estimate.
    class StatusTableViewController: TableViewController {
        var statuses: [Status] = Seed004.statuses

        override func viewDidLoad() {
            super.viewDidLoad()
            Seed004.registerImages()
            self.tableView.register(StatusTableViewCell.self, forCellReuseIdentifier: "StatusTableViewCell")
            self.tableView.estimatedRowHeight = 100
            self.tableView.rowHeight = TableView.automaticDimension
        }

        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            return self.statuses.count
        }

        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "StatusTableViewCell", for: indexPath) as! StatusTableViewCell
            cell.status = self.statuses[indexPath.row]
            return cell
        }
    }

    /// The products' controller (not shown in the article): a flow layout with an estimated item
    /// size, so each cell's constraints give its size.
    class ProductCollectionViewController: CollectionViewDataSource {
        var products: [Product] = Seed004.products
        let collectionView: CollectionView

        init(frame: CGRect = Screen.main.bounds) {
            Seed004.registerImages()
            let flowLayout = FlowLayout()
            flowLayout.estimatedItemSize = CGSize(width: 150, height: 200)
            flowLayout.minimumInteritemSpacing = 6
            flowLayout.minimumLineSpacing = 6
            flowLayout.sectionInset = EdgeInsets(top: 6, left: 6, bottom: 6, right: 6)
            collectionView = CollectionView(frame: frame, collectionViewLayout: flowLayout)
            collectionView.backgroundColor = Color(red: 240.0/255.0, green: 240.0/255.0, blue: 240.0/255.0, alpha: 1.0)
            collectionView.register(ProductCollectionViewCell.self, forCellWithReuseIdentifier: "ProductCollectionViewCell")
            collectionView.dataSource = self
        }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            return self.products.count
        }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "ProductCollectionViewCell", for: indexPath) as! ProductCollectionViewCell
            cell.product = self.products[indexPath.item]
            return cell
        }
    }

    /// The app's asset catalog: avatars 40 points square, the member badge 14, product photos.
    static func registerImages() {
        for name in ["avatar1", "avatar2", "avatar3"] { Image.register(Image(size: CGSize(width: 80, height: 80), name: name)) }
        Image.register(Image(size: CGSize(width: 28, height: 28), name: "vip"))
        for name in ["bag", "kettle", "lamp", "shoes"] { Image.register(Image(size: CGSize(width: 400, height: 300), name: name)) }
    }

    static let statuses: [Status] = [
        Status(profileImageUrl: "avatar1", userName: "Kenshin Cui", mbtype: "vip", createdAt: "2 minutes ago",
               source: "iPhone 7 Plus", text: "Self-sizing cells: set an estimated row height and pin the content view's subviews top to bottom."),
        Status(profileImageUrl: "avatar2", userName: "Xiao Ming", mbtype: "vip", createdAt: "10 minutes ago", source: "Weibo",
               text: "Short post."),
        Status(profileImageUrl: "avatar3", userName: "Li Lei", mbtype: "vip", createdAt: "1 hour ago", source: "iPad",
               text: "A longer status whose text wraps over several lines in the table, so that its row grows to fit the label's height without any height computed by hand in the controller."),
    ]

    static let products: [Product] = [
        Product(image: "bag", text: "Canvas shoulder bag, water resistant, with a laptop sleeve", price: 129.0, sale: 2301),
        Product(image: "kettle", text: "Electric kettle 1.7 L", price: 89.5, sale: 870),
        Product(image: "lamp", text: "Desk lamp with three colour temperatures and a dimmer", price: 59.0, sale: 1200),
        Product(image: "shoes", text: "Running shoes", price: 299.0, sale: 56),
    ]
}
