import AutoLayout
import CollectionLayout
import Foundation

/// SCENARIOS S3's card: a horizontal stack (alignment center, spacing 8) of
/// a 40 point square image and a vertical stack of three multi-line labels,
/// pinned to the content view's margins on top, leading and trailing, and
/// with `>=` at the bottom, so the card shrinks to its content.
///
/// ```swift
/// let card = CardCell()
/// card.configure(SampleData.cards[0])
/// let size = card.systemLayoutSizeFitting(
///     CGSize(width: 375, height: 0),
///     withHorizontalFittingPriority: .required,
///     verticalFittingPriority: .fittingSizeLevel)
/// ```
public final class CardCell: CollectionViewCell {
    /// The 40 point square thumbnail, leading in the row, centred vertically.
    /// e.g. `card.image.image = Image(size: CGSize(width: 80, height: 80), name: "avatar")`
    public let image = ImageView(image: Image(size: CGSize(width: 120, height: 120), name: "thumbnail"))
    /// The multi-line title label, 17 pt, first in the vertical stack.
    /// e.g. `card.title.text = "Stack views"`
    public let title = Label(font: .systemFont(ofSize: 17))
    /// The multi-line subtitle label, 14 pt, under the title.
    /// e.g. `card.subtitle.text = "One line"`
    public let subtitle = Label(font: .systemFont(ofSize: 14))
    /// The multi-line body label, 12 pt, last in the vertical stack.
    /// e.g. `card.body.text = "Tiny."`
    public let body = Label(font: .systemFont(ofSize: 12))
    /// The vertical stack of the title, subtitle and body labels.
    /// e.g. `card.labels.spacing = 4`
    public let labels: StackView
    /// The horizontal stack of the image and the labels, pinned to the content view's margins.
    /// e.g. `card.row.spacing = 12`
    public let row: StackView

    /// A card with empty labels, its bottom pinned with `>=` (or `==` with `equalBottom`).
    ///
    /// - Parameter equalBottom: pin the bottom with `==` instead of `>=` (the
    ///   variant that stretches the label with the lowest hugging priority).
    ///
    /// e.g. `let stretching = CardCell(equalBottom: true)`
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

    /// Sets the title, subtitle and body texts from a card.
    /// e.g. `card.configure((title: "Short", subtitle: "One line", body: "Tiny."))`
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
///
/// ```swift
/// var scenario = CardGridScenario()
/// scenario.cards = [("Title", "Subtitle", "A body that wraps.")]
/// let result = scenario.build(width: 667)   // 2 columns in landscape
/// ```
public struct CardGridScenario: Scenario {
    public var title: String { "S3 cards with stack views" }
    public var slug: String { "s3-cards" }
    /// The cards shown, one item each; the sample cards unless set.
    /// e.g. `scenario.cards = Array(SampleData.cards.prefix(2))`
    public var cards = SampleData.cards
    /// The scenario with the sample cards.
    /// e.g. `let result = CardGridScenario().build(width: 375)`
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
