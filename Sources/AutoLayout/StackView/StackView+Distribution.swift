import Foundation

extension StackView {
    /// The priority of a hidden view's length: `UISV-hiding` (UIKit's 999.999).
    static let hidingPriority = LayoutPriority(999.999)
    /// Where hidden views sit: `UISV-spacing-hidden`.
    static let hiddenEdgePriority = LayoutPriority(50)
    /// The stack's own length pulled to 0 (`UISV-canvas-fit`), below everything else.
    static let canvasFitPriority = LayoutPriority(49)

    /// The item the views are laid out in: the stack, or its margins guide.
    var canvas: LayoutItem { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    /// The constraints along the axis: canvas connection, spacing, hiding,
    /// and the distribution's own.
    func distributionConstraints(into list: inout StackConstraintList) {
        let all = arrangedSubviews
        let visible = all.filter { !$0.isHidden }
        let main = StackAxisAttributes(axis)
        let spreading = distribution == .equalSpacing || distribution == .equalCentering
        let relation: LayoutRelation = spreading ? .greaterThanOrEqual : .equal
        let baselines = isBaselineRelativeArrangement && axis == .vertical
        let canvas = self.canvas

        for view in all where view.isHidden {
            list.size("UISV-hiding", view, main.dimension, 0, priority: StackView.hidingPriority)
        }
        if let first = visible.first, let last = visible.last {
            list.add("UISV-canvas-connection", canvas, main.start, .equal, first, main.start)
            list.add("UISV-canvas-connection", last, main.end, .equal, canvas, main.end)
        }
        for (previous, next) in zip(visible, visible.dropFirst()) {
            list.add(
                "UISV-spacing", next, baselines ? .firstBaseline : main.start, relation,
                previous, baselines ? .lastBaseline : main.end, constant: gap(after: previous))
        }
        hiddenEdges(all: all, into: &list)

        switch distribution {
        case .fill, .equalSpacing, .equalCentering:
            break
        case .fillEqually:
            equalLengths(visible, into: &list)
        case .fillProportionally:
            proportionalLengths(all: all, visible: visible, into: &list)
        }
        if spreading { gapConstraints(all: all, visible: visible, into: &list) }
        if spreading, !visible.isEmpty {
            list.size("UISV-canvas-fit", self, main.dimension, 0, priority: StackView.canvasFitPriority)
        }
        textWidthDisambiguation(visible: visible, into: &list)
    }

    /// Hidden views have no length and sit half a spacing after the visible
    /// view before them (at the canvas start when none precedes them).
    ///
    /// UIKit uses `>=` here for equalSpacing and equalCentering, which leaves
    /// a hidden view's position undetermined; we use `==` everywhere so the
    /// layout is deterministic (visible frames are the same).
    private func hiddenEdges(all: [View], into list: inout StackConstraintList) {
        let main = StackAxisAttributes(axis)
        let baselines = isBaselineRelativeArrangement && axis == .vertical
        var previous: View?
        for (index, view) in all.enumerated() {
            guard view.isHidden else {
                previous = view
                continue
            }
            let next = all[(index + 1)...].first { !$0.isHidden }
            if let previous {
                let half = next == nil ? 0 : gap(after: previous) / 2
                list.add(
                    "UISV-spacing-hidden", view, main.start, .equal, previous, baselines ? .lastBaseline : main.end,
                    constant: half, priority: StackView.hiddenEdgePriority)
            } else if let next {
                list.add(
                    "UISV-spacing-hidden", next, baselines ? .firstBaseline : main.start, .equal, view, main.end,
                    priority: StackView.hiddenEdgePriority)
            } else {
                list.add(
                    "UISV-spacing-hidden", view, main.start, .equal, canvas, main.start,
                    priority: StackView.hiddenEdgePriority)
            }
        }
        if !all.isEmpty, previous == nil {
            // Nothing visible: the stack collapses along its axis.
            list.size("UISV-canvas-fit", self, main.dimension, 0, priority: StackView.canvasFitPriority)
        }
    }

    /// fillEqually: every visible view as long as the first (`UISV-fill-equally`).
    private func equalLengths(_ visible: [View], into list: inout StackConstraintList) {
        let dimension = StackAxisAttributes(axis).dimension
        guard let first = visible.first else { return }
        for view in visible.dropFirst() {
            list.add("UISV-fill-equally", view, dimension, .equal, first, dimension)
        }
    }

    /// fillProportionally: `view.length == (intrinsic / D) × canvas.length`,
    /// D = the visible views' positive intrinsic lengths + spacing × (n - 1),
    /// at priority max(999 - index, 751) (1000 when the multiplier is 1); a
    /// view without a positive intrinsic length gets length 0. When D is no
    /// more than max(spacing × (n - 1), 1) the views get equal lengths.
    private func proportionalLengths(all: [View], visible: [View], into list: inout StackConstraintList) {
        let dimension = StackAxisAttributes(axis).dimension
        let lengths = visible.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            return max(axis == .horizontal ? size.width : size.height, 0)
        }
        let spacings = spacing * CGFloat(max(visible.count - 1, 0))
        let denominator = lengths.reduce(0, +) + spacings
        guard denominator > max(spacings, 1) else {
            equalLengths(visible, into: &list)
            return
        }
        let indices = all.indices.filter { !all[$0].isHidden }   // positions in arrangedSubviews
        for ((view, length), index) in zip(zip(visible, lengths), indices) {
            guard length > 0 else {
                list.size("UISV-fill-proportionally", view, dimension, 0, priority: .required)
                continue
            }
            let multiplier = length / denominator
            let priority = multiplier == 1 ? LayoutPriority.required : LayoutPriority(Float(max(999 - index, 751)))
            list.add("UISV-fill-proportionally", view, dimension, .equal, canvas, dimension, multiplier: multiplier, priority: priority)
        }
    }

    /// equalSpacing / equalCentering: a gap guide between neighbours
    /// (`UISV-distributing-edge`), all gaps as long as the first
    /// (`UISV-fill-equally`, required for equalSpacing, max(150 - index, 50)
    /// for equalCentering, index being the preceding view's).
    private func gapConstraints(all: [View], visible: [View], into list: inout StackConstraintList) {
        let main = StackAxisAttributes(axis)
        let centering = distribution == .equalCentering
        let guides = self.gapGuides(count: max(visible.count - 1, 0))
        let indices = all.indices.filter { !all[$0].isHidden }   // positions in arrangedSubviews
        for (offset, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let guide = guides[offset]
            list.add("UISV-distributing-edge", guide, main.start, .equal, previous, centering ? main.center : main.end)
            list.add("UISV-distributing-edge", guide, main.end, .equal, next, centering ? main.center : main.start)
            guard offset > 0 else { continue }
            let index = indices[offset]
            let priority = centering ? LayoutPriority(Float(max(150 - index, 50))) : .required
            list.add("UISV-fill-equally", guide, main.dimension, .equal, guides[0], main.dimension, priority: priority)
        }
    }

    /// Multi-line labels side by side in a horizontal fill, equalSpacing or
    /// equalCentering stack: `label.width <= (1/n) × canvas.width - spacing × (n-1)/n`
    /// at 950, 951, ... (steps of min(25/n, 1)), when there are at least two (n of them visible).
    private func textWidthDisambiguation(visible: [View], into list: inout StackConstraintList) {
        guard axis == .horizontal, distribution != .fillEqually, distribution != .fillProportionally else { return }
        let labels = visible.filter { ($0 as? Label).map { $0.numberOfLines != 1 } ?? false }
        guard labels.count >= 2 else { return }
        let n = CGFloat(labels.count)
        let step = min(25 / Float(labels.count), 1)
        for (k, label) in labels.enumerated() {
            list.add(
                "UISV-text-width-disambiguation", label, .width, .lessThanOrEqual, canvas, .width,
                multiplier: 1 / n, constant: -spacing * (n - 1) / n, priority: LayoutPriority(950 + step * Float(k)))
        }
    }
}
