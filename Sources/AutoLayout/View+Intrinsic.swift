import Foundation

extension View {
    /// UIKit's `noIntrinsicMetric`: the view has no natural size on that axis.
    /// e.g. `CGSize(width: View.noIntrinsicMetric, height: 44)   // a height only`
    public static let noIntrinsicMetric: CGFloat = -1

    /// Tells the engine the intrinsic content size changed.
    /// e.g. `badgeText = "99+"; invalidateIntrinsicContentSize()`
    public func invalidateIntrinsicContentSize() {
        rootView.engine?.intrinsicSizeDidChange(self)
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (default 250).
    ///
    /// ```swift
    /// title.contentHuggingPriority(for: .horizontal)   // 250
    /// ```
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { contentHugging[axis.rawValue] }

    /// Sets the hugging priority on `axis`. A priority outside (0, 1000]
    /// (0, negative, NaN) is reported through ``LayoutDiagnostics`` and the
    /// previous priority stays, as UIKit logs and ignores it.
    ///
    /// ```swift
    /// title.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    /// ```
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard accept(priority, kind: "content hugging", axis: axis, previous: contentHugging[axis.rawValue]) else { return }
        contentHugging[axis.rawValue] = priority
        rootView.engine?.intrinsicPrioritiesDidChange(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis` (default 750).
    ///
    /// ```swift
    /// title.contentCompressionResistancePriority(for: .horizontal)   // 750
    /// ```
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        compressionResistance[axis.rawValue]
    }

    /// Sets the compression resistance on `axis`. A priority outside
    /// (0, 1000] is reported through ``LayoutDiagnostics`` and the previous
    /// priority stays.
    ///
    /// ```swift
    /// image.setContentCompressionResistancePriority(.defaultLow - 1, for: .vertical)
    /// ```
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        let previous = compressionResistance[axis.rawValue]
        guard accept(priority, kind: "compression resistance", axis: axis, previous: previous) else { return }
        compressionResistance[axis.rawValue] = priority
        rootView.engine?.intrinsicPrioritiesDidChange(self)
    }

    /// Whether `priority` is a valid priority; reports it when not.
    private func accept(_ priority: LayoutPriority, kind: String, axis: LayoutAxis, previous: LayoutPriority) -> Bool {
        if priority.rawValue > 0 && priority.rawValue <= 1000 { return true }
        LayoutDiagnostics.report(
            .invalidPriority(
                "\(kind) priority \(priority) of \(debugName) (\(axis)) is outside (0, 1000]; kept \(previous)"),
            root: rootView)
        return false
    }
}
