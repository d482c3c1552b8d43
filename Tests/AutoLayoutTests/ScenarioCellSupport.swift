import Foundation
@testable import AutoLayout

/// A table or collection cell as UIKit builds it: the cell (the root of its
/// own hierarchy here) and a content view that fills it.
final class ScenarioCell {
    let cell: View
    let contentView = View()
    /// The cell's layout reports (conflicts and mistakes).
    let reports = Reports()

    init(width: CGFloat, height: CGFloat) {
        cell = makeRoot(width, height, reports: reports)
        cell.identifier = "cell"
        contentView.identifier = "contentView"
        cell.addSubview(contentView)
    }

    /// Adds a subview to the content view, leaving its autoresizing
    /// translation on: the maker DSL turns it off, anchor code must.
    func add<V: View>(_ view: V, _ name: String) -> V {
        view.identifier = name
        contentView.addSubview(view)
        return view
    }

    /// The size the cell takes for `target` at the given priorities, then
    /// the cell given that size and laid out.
    func fit(_ target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        let size = cell.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        return size
    }
}

/// Frames of views in the order given, for comparing two layouts.
func frames(_ views: [View]) -> [CGRect] { views.map(\.frame) }
