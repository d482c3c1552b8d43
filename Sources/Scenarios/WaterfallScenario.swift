import AutoLayout
import CollectionLayout
import Foundation

/// A photo whose height follows its aspect ratio: width pinned, height =
/// width x h / w, replaced when the photo changes. At 999, as iOS code does:
/// the cell's frame is the fitted size rounded up to the pixel grid, which a
/// required ratio could not meet.
final class PhotoCell: CollectionViewCell {
    let image = ImageView()
    private var aspect: LayoutConstraint?

    override init() {
        super.init()
        contentView.addPinned(image, "photo")
        // The photo's pixels are far larger than the cell: let it shrink.
        image.setContentCompressionResistancePriority(.defaultLow - 1, for: .horizontal)
        image.setContentCompressionResistancePriority(.defaultLow - 1, for: .vertical)
    }

    /// Made with `init()`, then given `frame`: how a `CollectionView` makes a registered cell.
    required convenience init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    func configure(width: CGFloat, height: CGFloat, name: String) {
        image.image = Image(size: CGSize(width: width, height: height), name: name)
        aspect?.isActive = false
        let ratio = image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: height / width)
        ratio.priority = LayoutPriority(999)
        ratio.isActive = true
        aspect = ratio
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// SCENARIOS S1: a Pinterest-style waterfall with a header, two sections.
///
/// ```swift
/// var waterfall = WaterfallScenario()
/// waterfall.photos = Array(SampleData.photos.prefix(4))   // 2 in each section
/// let result = waterfall.build(width: 375)
/// ```
public struct WaterfallScenario: Scenario {
    public var title: String { "S1 waterfall with a header" }
    public var slug: String { "s1-waterfall" }
    /// The photos shown, the first half in section 1 and the rest in section 2; the sample photos unless set.
    /// e.g. `waterfall.photos = [("Square", 1000, 1000), ("Portrait", 800, 1200)]`
    public var photos = SampleData.photos
    /// The scenario with the sample photos.
    /// e.g. `let result = WaterfallScenario().build(width: 375)`
    public init() {}

    public func build(width: CGFloat) -> ScenarioResult {
        let half = photos.count / 2
        let sections = [Array(photos[..<half]), Array(photos[half...])]
        let layout = WaterfallLayout()
        layout.headerHeight = 100
        layout.dataSource = ItemCounts(sections.map(\.count))
        layout.sizing = SizingCell(PhotoCell()) { cell, path in
            let p = sections[path.section][path.item]
            cell.configure(width: p.width, height: p.height, name: p.title)
        }
        return assemble(layout, width: width) { a in
            if a.kind != .cell { return headerView("Section \(a.indexPath.section + 1)") }
            let cell = PhotoCell()
            let p = sections[a.indexPath.section][a.indexPath.item]
            cell.configure(width: p.width, height: p.height, name: p.title)
            return cell
        }
    }
}
