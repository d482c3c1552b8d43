import AutoLayout
import Foundation

/// A host whose content scrolls: what a layout's invalidation context adjusts (`contentOffsetAdjustment`)
/// and where the content area's insets come from.
protocol ScrollingHost: AnyObject {
    var contentOffset: CGPoint { get set }
    /// The insets the layout lays out within (`adjustedContentInset`).
    var layoutInsets: EdgeInsets { get }
}

extension CollectionView: ScrollingHost {
    var layoutInsets: EdgeInsets { adjustedContentInset }
}

extension TableView: ScrollingHost {
    var layoutInsets: EdgeInsets { .zero }
}
