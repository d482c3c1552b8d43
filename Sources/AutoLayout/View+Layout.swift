import Foundation

extension View {
    /// `systemLayoutSizeFitting` target for the smallest size the constraints allow.
    /// e.g. `cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)`
    public static let layoutFittingCompressedSize = CGSize.zero
    /// `systemLayoutSizeFitting` target for the largest size the constraints allow.
    /// e.g. `cell.systemLayoutSizeFitting(View.layoutFittingExpandedSize)`
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Solves the hierarchy's constraints and writes every frame now, with
    /// UIKit's hooks: pending `updateConstraints()` first (subviews before
    /// superviews), then the solve, then pending `layoutSubviews()` (parents
    /// before children).
    ///
    /// The first call on a hierarchy builds its engine; later calls only
    /// re-solve what changed since (the engine is kept up to date as you go).
    /// e.g. `root.layoutIfNeeded(); title.frame`
    public func layoutIfNeeded() {
        layoutEngine().layoutCycle()
    }

    /// Asks for this view's `layoutSubviews()` at the next `layoutIfNeeded()`
    /// (UIKit schedules a layout; here there is no run loop, so layout
    /// happens when `layoutIfNeeded()` is called).
    /// e.g. `view.setNeedsLayout(); view.layoutIfNeeded()`
    public func setNeedsLayout() {
        layoutPending = true
    }

    /// Asks for this view's `updateConstraints()` before the next layout.
    /// e.g. `isExpanded = true; setNeedsUpdateConstraints()`
    public func setNeedsUpdateConstraints() {
        let tree = currentHierarchy()
        // A view already asking is listed once (see `Hierarchy.pendingUpdates`).
        if constraintsUpdatePending { tree.updatesConstraints = true } else { tree.askedForUpdate(self) }
        constraintsUpdatePending = true
    }

    /// Whether `updateConstraints()` is due before the next layout.
    /// e.g. `view.needsUpdateConstraints()   // true after setNeedsUpdateConstraints()`
    public func needsUpdateConstraints() -> Bool { constraintsUpdatePending }

    /// Calls the pending `updateConstraints()` of the hierarchy now, subviews
    /// before superviews, without laying out.
    /// e.g. `view.updateConstraintsIfNeeded()`
    public func updateConstraintsIfNeeded() {
        layoutEngine().updatePendingConstraints()
    }

    /// The size the view's constraints give it with its width and height
    /// pulled toward `targetSize` at the given priorities (UIKit's
    /// `systemLayoutSizeFitting`). The view's frame does not change.
    ///
    /// ```swift
    /// // A self-sizing row: width fixed, height as small as its content allows.
    /// let size = cell.systemLayoutSizeFitting(
    ///     CGSize(width: 375, height: 0),
    ///     withHorizontalFittingPriority: .required,
    ///     verticalFittingPriority: .fittingSizeLevel)
    /// ```
    /// The result is rounded up to the pixel grid (`contentScaleFactor`).
    /// Pending `updateConstraints()` calls are made first, as in UIKit.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> CGSize {
        let engine = layoutEngine()
        engine.updatePendingConstraints()
        return engine.fittingSize(of: self, target: targetSize, horizontal: horizontal, vertical: vertical)
    }

    /// `systemLayoutSizeFitting` at `fittingSizeLevel` on both axes.
    /// e.g. `cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0))`
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The engine of this view's hierarchy, built on first use.
    func layoutEngine() -> LayoutEngine {
        // A root that has its engine (a sizing cell, asked at every item):
        // its tree is its own, no walk up needed.
        if let engine {
            let tree = hierarchy
            while let stack = tree.pendingArrangements.popLast() { stack.arrangeIfNeeded() }
            return engine
        }
        arrangeStackViews()
        let root = rootView
        if let engine = root.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.engine = engine
        return engine
    }
}
