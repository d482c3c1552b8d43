import AutoLayout
import CollectionLayout
import Foundation

/// A row with a multi-line body label pinned 8 points from the four edges.
public final class BodyRowCell: CollectionViewCell {
    public let body = Label()

    public init(font: Font = .systemFont(ofSize: 17)) {
        super.init()
        body.font = font
        body.numberOfLines = 0
        contentView.addPinned(body, "body", inset: 8)
    }

    override public convenience init() { self.init(font: .systemFont(ofSize: 17)) }

    /// Made with `init()`, then given `frame`: how a `CollectionView` makes a registered cell.
    public required convenience init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// SCENARIOS S2 (table): rows start at an estimate of 44 and take their
/// height from constraints; rotation and text size changes re-measure.
public struct SelfSizingTableScenario: Scenario {
    public var title: String { "S2 self-sizing table rows" }
    public var slug: String { "s2-table" }
    public var texts = SampleData.paragraphs
    public var fontSize: CGFloat = 17
    public init() {}

    /// The table, ready for queries: nothing is measured until asked.
    public func makeLayout(sizing: SizingCell<BodyRowCell>? = nil) -> TableLayout {
        let table = TableLayout()
        table.estimatedRowHeight = 44
        let texts = self.texts
        table.sizing = sizing ?? SizingCell(BodyRowCell(font: .systemFont(ofSize: fontSize))) { cell, path in
            cell.body.text = texts[path.item]
        }
        table.dataSource = ItemCounts([texts.count])
        return table
    }

    public func build(width: CGFloat) -> ScenarioResult {
        assemble(makeLayout(), width: width) { a in
            let cell = BodyRowCell(font: .systemFont(ofSize: fontSize))
            cell.body.text = texts[a.indexPath.item]
            return cell
        }
    }
}

/// An item whose label wraps at a preferred width (preferredMaxLayoutWidth).
public final class CaptionItemCell: CollectionViewCell {
    public let caption = Label(font: .systemFont(ofSize: 14))

    override public init() {
        super.init()
        caption.numberOfLines = 0
        contentView.addPinned(caption, "caption", inset: 4)
    }

    /// Made with `init()`, then given `frame`: how a `CollectionView` makes a registered cell.
    public required convenience init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    func configure(_ text: String, preferredWidth: CGFloat) {
        caption.text = text
        caption.preferredMaxLayoutWidth = preferredWidth - 8
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// SCENARIOS S2 (collection): a flow layout with estimated item sizes;
/// each item's label wraps at the preferred width (width - 30) / columns.
public struct SelfSizingGridScenario: Scenario {
    public var title: String { "S2 self-sizing collection items" }
    public var slug: String { "s2-grid" }
    public var texts = SampleData.paragraphs
    public var columns = 2
    public init() {}

    /// The width an item's label wraps at: (width - 30) / columns.
    func preferredWidth(_ width: CGFloat) -> CGFloat { ((width - 30) / CGFloat(columns)).rounded(.down) }

    public func makeLayout(width: CGFloat) -> FlowLayout {
        let preferred = preferredWidth(width)
        let flow = FlowLayout()
        flow.itemSize = CGSize(width: 64, height: 64)
        flow.minimumInteritemSpacing = 10
        flow.minimumLineSpacing = 20
        flow.sectionInset = EdgeInsets(all: 10)
        flow.estimatedItemSize = CGSize(width: preferred, height: 64)
        let texts = self.texts
        flow.sizing = SizingCell(CaptionItemCell()) { cell, path in
            cell.configure(texts[path.item], preferredWidth: preferred)
        }
        flow.dataSource = ItemCounts([texts.count])
        return flow
    }

    public func build(width: CGFloat) -> ScenarioResult {
        let preferred = preferredWidth(width)
        return assemble(makeLayout(width: width), width: width) { a in
            let cell = CaptionItemCell()
            cell.configure(texts[a.indexPath.item], preferredWidth: preferred)
            return cell
        }
    }
}
