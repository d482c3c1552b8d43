import AutoLayout
import CollectionLayout
import Foundation

/// A row with a multi-line body label pinned 8 points from the four edges.
///
/// ```swift
/// let row = BodyRowCell(font: .systemFont(ofSize: 20))
/// row.body.text = SampleData.paragraphs[1]
/// let size = row.systemLayoutSizeFitting(
///     CGSize(width: 375, height: 0),
///     withHorizontalFittingPriority: .required,
///     verticalFittingPriority: .fittingSizeLevel)
/// ```
public final class BodyRowCell: CollectionViewCell {
    /// The multi-line body label, pinned 8 points inside the content view.
    /// e.g. `row.body.text = "Short."`
    public let body = Label()

    /// A row whose body label uses `font` (17 pt system by default).
    /// e.g. `let large = BodyRowCell(font: .systemFont(ofSize: 24))`
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
///
/// ```swift
/// var table = SelfSizingTableScenario()
/// table.fontSize = 24                       // a larger text size: taller rows
/// let result = table.build(width: 667)      // landscape: fewer lines per row
/// ```
public struct SelfSizingTableScenario: Scenario {
    public var title: String { "S2 self-sizing table rows" }
    public var slug: String { "s2-table" }
    /// The row texts, one row each; the sample paragraphs unless set.
    /// e.g. `table.texts = ["One row", "Another row"]`
    public var texts = SampleData.paragraphs
    /// The point size of the rows' body font (17 unless set).
    /// e.g. `table.fontSize = 24`
    public var fontSize: CGFloat = 17
    /// The scenario with the sample paragraphs at 17 pt.
    /// e.g. `let result = SelfSizingTableScenario().build(width: 375)`
    public init() {}

    /// The table, ready for queries: nothing is measured until asked.
    ///
    /// ```swift
    /// let layout = SelfSizingTableScenario().makeLayout()
    /// layout.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// let rows = layout.allLayoutAttributes()   // measures the rows
    /// ```
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
///
/// ```swift
/// let item = CaptionItemCell()
/// item.caption.text = "Self-sizing rows take the height their constraints give them."
/// item.caption.preferredMaxLayoutWidth = 164
/// let size = item.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
/// ```
public final class CaptionItemCell: CollectionViewCell {
    /// The multi-line caption label, 14 pt, pinned 4 points inside the content view.
    /// e.g. `item.caption.text = "Short."`
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
///
/// ```swift
/// var grid = SelfSizingGridScenario()
/// grid.columns = 3
/// let result = grid.build(width: 667)
/// ```
public struct SelfSizingGridScenario: Scenario {
    public var title: String { "S2 self-sizing collection items" }
    public var slug: String { "s2-grid" }
    /// The item texts, one item each; the sample paragraphs unless set.
    /// e.g. `grid.texts = ["One item", "Another item"]`
    public var texts = SampleData.paragraphs
    /// The number of columns the labels wrap for: at (width - 30) / columns (2 unless set).
    /// e.g. `grid.columns = 3`
    public var columns = 2
    /// The scenario with the sample paragraphs in 2 columns.
    /// e.g. `let result = SelfSizingGridScenario().build(width: 375)`
    public init() {}

    /// The width an item's label wraps at: (width - 30) / columns.
    func preferredWidth(_ width: CGFloat) -> CGFloat { ((width - 30) / CGFloat(columns)).rounded(.down) }

    /// The flow layout for a collection width, ready for queries: nothing is measured until asked.
    ///
    /// ```swift
    /// let flow = SelfSizingGridScenario().makeLayout(width: 375)
    /// flow.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// let items = flow.allLayoutAttributes()   // measures the items
    /// ```
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
