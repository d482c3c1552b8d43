import AutoLayout
import CollectionLayout
import Foundation

/// SCENARIOS S3's card: a horizontal stack (alignment center, spacing 8) of
/// a 40 point square image and a vertical stack of three multi-line labels,
/// pinned to the content view's margins on top, leading and trailing, and
/// with `>=` at the bottom, so the card shrinks to its content.
public final class CardCell: CollectionViewCell {
    public let image = ImageView(image: Image(size: CGSize(width: 120, height: 120), name: "thumbnail"))
    public let title = Label(font: .systemFont(ofSize: 17))
    public let subtitle = Label(font: .systemFont(ofSize: 14))
    public let body = Label(font: .systemFont(ofSize: 12))
    public let labels: StackView
    public let row: StackView

    /// - Parameter equalBottom: pin the bottom with `==` instead of `>=` (the
    ///   variant that stretches the label with the lowest hugging priority).
    public init(equalBottom: Bool = false) {
        labels = StackView(arrangedSubviews: [title, subtitle, body])
        row = StackView(arrangedSubviews: [image, labels])
        super.init()
        for label in [title, subtitle, body] { label.numberOfLines = 0 }
        labels.axis = .vertical
        labels.identifier = "labels"
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 8
        contentView.addConstrained(row, "card-row")
        image.identifier = "image"
        title.identifier = "title"
        subtitle.identifier = "subtitle"
        body.identifier = "body"
        let margins = contentView.layoutMarginsGuide
        let bottom = equalBottom
            ? row.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
            : margins.bottomAnchor.constraint(greaterThanOrEqualTo: row.bottomAnchor)
        LayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: margins.topAnchor),
            row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bottom,
            image.widthAnchor.constraint(equalToConstant: 40),
            image.heightAnchor.constraint(equalTo: image.widthAnchor),
        ])
    }

    override public convenience init() { self.init(equalBottom: false) }

    /// Made with `init()`, then given `frame`: how a `CollectionView` makes a registered cell.
    public required convenience init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    public func configure(_ card: (title: String, subtitle: String, body: String)) {
        title.text = card.title
        subtitle.text = card.subtitle
        body.text = card.body
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// SCENARIOS S3: cards in a column grid (1 column on a phone in portrait, 2 in
/// landscape), round-robin across columns, each card a fitting-size query.
public struct CardGridScenario: Scenario {
    public var title: String { "S3 cards with stack views" }
    public var slug: String { "s3-cards" }
    public var cards = SampleData.cards
    public init() {}

    public func build(width: CGFloat) -> ScenarioResult {
        let cards = self.cards
        let grid = ColumnGridLayout()
        grid.sizing = SizingCell(CardCell()) { cell, path in cell.configure(cards[path.item]) }
        grid.dataSource = ItemCounts([cards.count])
        return assemble(grid, width: width, height: width > 500 ? 375 : 667) { a in
            let cell = CardCell()
            cell.configure(cards[a.indexPath.item])
            return cell
        }
    }
}
