import Foundation

extension View {
    /// UIKit's `noIntrinsicMetric`: the view has no natural size on that axis.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells the engine the intrinsic content size changed.
    public func invalidateIntrinsicContentSize() {
        rootView.engine?.intrinsicSizeDidChange(self)
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { contentHugging[axis.rawValue] }

    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        contentHugging[axis.rawValue] = priority
        rootView.engine?.intrinsicPrioritiesDidChange(self)
    }

    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compressionResistance[axis.rawValue]
    }

    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        compressionResistance[axis.rawValue] = priority
        rootView.engine?.intrinsicPrioritiesDidChange(self)
    }
}
