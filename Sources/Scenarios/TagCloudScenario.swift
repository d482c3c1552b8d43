import AutoLayout
import CollectionLayout
import Foundation

/// A tag: the text in a 14 pt label with 10 points of padding on each side,
/// 30 points high. Its width is ceil(text width) + 20, from constraints.
///
/// ```swift
/// let tag = TagCell()
/// tag.label.text = "fado"
/// let size = tag.systemLayoutSizeFitting(View.layoutFittingCompressedSize)   // 30 high
/// ```
public final class TagCell: CollectionViewCell {
    /// The tag's text label, 14 pt, 10 points from each side, centred vertically.
    /// e.g. `tag.label.text = "tram 28"`
    public let label = Label(font: .systemFont(ofSize: 14))

    override public init() {
        super.init()
        contentView.addConstrained(label, "tag-label")
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            contentView.heightAnchor.constraint(equalToConstant: 30),
        ])
    }

    /// Made with `init()`, then given `frame`: how a `CollectionView` makes a registered cell.
    public required convenience init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A table row: a vertical stack view (title, then the topic's tags placed
/// left-aligned by a flow layout) pinned to the content view's margins; the
/// tag area's height constraint is set to the tag layout's content height
/// for the row's width, so the row sizes itself to its tags.
///
/// ```swift
/// let row = TopicRowCell()
/// row.title.text = "Weekend in Lisbon"
/// row.tagArea.addSubview(tag)   // a TagCell at a frame from TagCloudScenario.tagLayout
/// ```
public final class TopicRowCell: CollectionViewCell {
    /// The multi-line topic title, 17 pt, above the tags.
    /// e.g. `row.title.text = "Café"`
    public let title = Label(font: .systemFont(ofSize: 17))
    /// The view the tag cells go in, under the title; its height is the tag layout's content height.
    /// e.g. `row.tagArea.addSubview(tag)`
    public let tagArea = View()
    private let stack: StackView
    private let tagAreaHeight: LayoutConstraint

    override public init() {
        tagAreaHeight = tagArea.heightAnchor.constraint(equalToConstant: 0)
        stack = StackView(arrangedSubviews: [title, tagArea])
        super.init()
        title.numberOfLines = 0
        title.identifier = "topic-title"
        tagArea.identifier = "tags"
        stack.axis = .vertical
        stack.spacing = 8
        contentView.addConstrained(stack, "topic-stack")
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            tagAreaHeight,
        ])
    }

    /// Made with `init()`, then given `frame`: how a `CollectionView` makes a registered cell.
    public required convenience init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    func configure(title text: String, tagHeight: CGFloat) {
        title.text = text
        tagAreaHeight.constant = tagHeight
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// SCENARIOS S0: tags from a server, nested in table rows.
///
/// ```swift
/// var cloud = TagCloudScenario()
/// cloud.topics = [("Swift", ["Vapor", "SwiftNIO", "Linux"])]
/// let result = cloud.build(width: 375)
/// ```
public struct TagCloudScenario: Scenario {
    public var title: String { "S0 tag cloud in a table cell" }
    public var slug: String { "s0-tag-cloud" }
    /// The topics shown, one row each; the sample topics unless set.
    /// e.g. `cloud.topics = Array(SampleData.topics.prefix(2))`
    public var topics = SampleData.topics
    /// The scenario with the sample topics.
    /// e.g. `let result = TagCloudScenario().build(width: 375)`
    public init() {}

    /// The left-aligned tag layout of one topic at a width (gaps 8, insets 8 top
    /// and bottom; the row's margins give the sides).
    ///
    /// ```swift
    /// let flow = TagCloudScenario().tagLayout(["fado", "tram 28", "sardines"], width: 359)   // a 375 row less its margins
    /// let height = flow.contentSize.height   // already laid out at that width
    /// ```
    public func tagLayout(_ tags: [String], width: CGFloat, sizing: SizingCell<TagCell>? = nil) -> FlowLayout {
        let flow = FlowLayout()
        flow.lineAlignment = .left
        flow.minimumInteritemSpacing = 8
        flow.minimumLineSpacing = 8
        flow.sectionInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        flow.estimatedItemSize = CGSize(width: 60, height: 30)
        flow.sizing = sizing ?? SizingCell(TagCell()) { cell, path in cell.label.text = tags[path.item] }
        flow.dataSource = ItemCounts([tags.count])
        flow.bounds = CGRect(x: 0, y: 0, width: width, height: 10_000)
        _ = flow.allLayoutAttributes()
        return flow
    }

    public func build(width: CGFloat) -> ScenarioResult {
        let tagSizing = SizingCell(TagCell()) { _, _ in }
        var flows: [Int: FlowLayout] = [:]
        func flow(_ i: Int) -> FlowLayout {
            if let f = flows[i] { return f }
            let tags = topics[i].tags
            let sizing = SizingCell(tagSizing.cell) { cell, path in cell.label.text = tags[path.item] }
            let f = tagLayout(tags, width: width - 16, sizing: sizing)
            flows[i] = f
            return f
        }
        let table = TableLayout()
        table.estimatedRowHeight = 44
        table.sizing = SizingCell(TopicRowCell()) { cell, path in
            cell.configure(title: topics[path.item].title, tagHeight: flow(path.item).contentSize.height)
        }
        table.dataSource = ItemCounts([topics.count])
        return assemble(table, width: width) { a in
            let row = TopicRowCell()
            let f = flow(a.indexPath.item)
            row.configure(title: topics[a.indexPath.item].title, tagHeight: f.contentSize.height)
            for t in f.allLayoutAttributes() {
                let tag = TagCell()
                tag.label.text = topics[a.indexPath.item].tags[t.indexPath.item]
                tag.frame = t.frame
                row.tagArea.addSubview(tag)
            }
            return row
        }
    }
}
