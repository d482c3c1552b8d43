import AutoLayout
import CollectionLayout
import Foundation

/// One of the five iOS scenarios of SCENARIOS.md, built from sample data:
/// cells that size themselves from constraints, placed by a collection layout.
///
/// ```swift
/// let result = TagCloudScenario().build(width: 375)
/// result.contentSize      // the table's content size at that width
/// ```
public protocol Scenario: Sendable {
    /// A short title for the gallery.
    /// e.g. `TagCloudScenario().title   // "S0 tag cloud in a table cell"`
    var title: String { get }
    /// A file-name friendly name, used for the gallery's picture files.
    /// e.g. `WaterfallScenario().slug   // "s1-waterfall"`
    var slug: String { get }
    /// Lays the scenario out at a collection width: the layout's attributes and a cell laid out at each.
    /// e.g. `let landscape = FeedScenario().build(width: 667)`
    func build(width: CGFloat) -> ScenarioResult
}

/// A laid-out scenario: the layout's attributes, and a content view holding
/// a laid-out cell at each attribute's frame (for pictures).
///
/// ```swift
/// let result = CardGridScenario().build(width: 375)
/// result.itemCount                  // SampleData.cards.count
/// result.content.subviews.count     // one laid-out cell per attribute
/// ```
public struct ScenarioResult {
    /// The layout's content size at the scenario's width.
    /// e.g. `let height = TagCloudScenario().build(width: 375).contentSize.height`
    public let contentSize: CGSize
    /// The attributes of every element (cells and headers), as the layout returned them.
    /// e.g. `let frames = result.attributes.map { $0.frame }`
    public let attributes: [LayoutAttributes]
    /// A view of `contentSize` whose subviews are the cells, laid out.
    /// e.g. `let firstCell = result.content.subviews.first   // at result.attributes[0].frame`
    public let content: View
    /// The number of cells, not counting headers.
    /// e.g. `WaterfallScenario().build(width: 375).itemCount   // SampleData.photos.count`
    public var itemCount: Int { attributes.filter { $0.kind == .cell }.count }
}

/// Every scenario, in order from S0 to S4.
/// e.g. `for scenario in allScenarios { print(scenario.slug, scenario.build(width: 375).contentSize) }`
public let allScenarios: [any Scenario] = [
    TagCloudScenario(), WaterfallScenario(), SelfSizingTableScenario(), SelfSizingGridScenario(),
    CardGridScenario(), FeedScenario(), ProductGridScenario(),
]

/// Puts a cell for each of the layout's elements at its frame in one content
/// view and lays it out.
/// `height` is the visible height (a phone's: 667 in portrait, 375 in landscape).
func assemble(
    _ layout: CollectionViewLayout, width: CGFloat, height: CGFloat = 667, cell: (LayoutAttributes) -> View
) -> ScenarioResult {
    layout.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    let attributes = layout.allLayoutAttributes()
    let size = layout.contentSize
    let content = View(frame: CGRect(origin: .zero, size: size))
    content.identifier = "content"
    for a in attributes {
        let view = cell(a)
        view.frame = a.frame
        content.addSubview(view)
    }
    content.layoutIfNeeded()
    return ScenarioResult(contentSize: size, attributes: attributes, content: content)
}

/// A full-width header cell with a title.
func headerView(_ title: String, font: Font = .systemFont(ofSize: 20)) -> View {
    let header = CollectionViewCell()
    header.identifier = "header"
    let label = Label(text: title, font: font)
    label.identifier = "header-title"
    label.translatesAutoresizingMaskIntoConstraints = false
    header.contentView.addSubview(label)
    LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: header.contentView.leadingAnchor, constant: 15),
        label.centerYAnchor.constraint(equalTo: header.contentView.centerYAnchor),
    ])
    return header
}

extension View {
    /// Adds `view` as a subview laid out by constraints.
    func addConstrained(_ view: View, _ name: String) {
        view.translatesAutoresizingMaskIntoConstraints = false
        view.identifier = name
        addSubview(view)
    }

    /// Adds `view` and pins its four edges `inset` points inside this view.
    func addPinned(_ view: View, _ name: String, inset: CGFloat = 0) {
        addConstrained(view, name)
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
            view.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
            view.topAnchor.constraint(equalTo: topAnchor, constant: inset),
            view.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
        ])
    }
}
