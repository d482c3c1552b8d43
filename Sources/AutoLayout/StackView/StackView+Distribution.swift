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

    /// The constraints along the axis of the views of `range` and the
    /// canvas: canvas connection, spacing, hiding, and the distribution's
    /// own. Fill proportionally, equal spacing, equal centering and text
    /// disambiguation read every view: made for every view, whatever `range`
    /// (`updateWindows` leaves those stacks to a full arrangement).
    func distributionConstraints(_ views: ArrangedViews, _ range: Range<Int>, into list: inout StackConstraintList) {
        hidingLengths(views, range, into: &list)
        canvasConnectionAlong(views, into: &list)
        spacings(views, range, into: &list)
        hiddenEdges(views, range, into: &list)
        canvasFitIfCollapsed(views, into: &list)
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            equalLengths(views, range, into: &list)
        case .fillProportionally:
            proportionalLengths(all: arrangedSubviews, visible: views.visible, into: &list)
        case .equalSpacing, .equalCentering:
            let visible = views.visible
            gapConstraints(all: arrangedSubviews, visible: visible, into: &list)
            if !visible.isEmpty {
                list.size("UISV-canvas-fit", self, StackAxisAttributes(axis).dimension, 0, priority: StackView.canvasFitPriority)
            }
        }
        textWidthDisambiguation(views, into: &list)
    }

    /// `UISV-hiding`: each hidden view of `range` has no length.
    func hidingLengths(_ views: ArrangedViews, _ range: Range<Int>, into list: inout StackConstraintList) {
        let main = StackAxisAttributes(axis)
        for k in range where views.isHidden(views[k]) {
            list.size("UISV-hiding", views[k], main.dimension, 0, priority: StackView.hidingPriority)
        }
    }

    /// `UISV-canvas-connection` along the axis: the canvas starts at the
    /// first visible view and ends at the last.
    func canvasConnectionAlong(_ views: ArrangedViews, into list: inout StackConstraintList) {
        guard let first = views.firstVisible(from: 0), let last = views.lastVisible(before: views.count) else { return }
        let main = StackAxisAttributes(axis)
        list.add("UISV-canvas-connection", canvas, main.start, .equal, views[first], main.start)
        list.add("UISV-canvas-connection", views[last], main.end, .equal, canvas, main.end)
    }

    /// `UISV-spacing`: each visible view of `range` after the visible view before it.
    func spacings(_ views: ArrangedViews, _ range: Range<Int>, into list: inout StackConstraintList) {
        let main = StackAxisAttributes(axis)
        let spreading = distribution == .equalSpacing || distribution == .equalCentering
        let baselines = isBaselineRelativeArrangement && axis == .vertical
        var previous = views.lastVisible(before: range.lowerBound).map { views[$0] }
        for k in range {
            let next = views[k]
            guard !views.isHidden(next) else { continue }
            if let previous {
                list.add(
                    "UISV-spacing", next, baselines ? .firstBaseline : main.start, spreading ? .greaterThanOrEqual : .equal,
                    previous, baselines ? .lastBaseline : main.end, constant: gap(after: previous))
            }
            previous = next
        }
    }

    /// `UISV-spacing-hidden`: hidden views have no length and sit half a
    /// spacing after the visible view before them (at the canvas start
    /// when none precedes them).
    ///
    /// UIKit uses `>=` here for equalSpacing and equalCentering, which leaves
    /// a hidden view's position undetermined; we use `==` everywhere so the
    /// layout is deterministic (visible frames are the same).
    func hiddenEdges(_ views: ArrangedViews, _ range: Range<Int>, into list: inout StackConstraintList) {
        let main = StackAxisAttributes(axis)
        let baselines = isBaselineRelativeArrangement && axis == .vertical
        var previous = views.lastVisible(before: range.lowerBound).map { views[$0] }
        var nextIndex = -1  // the first visible view after the last hidden one, found once per run of hidden views
        for k in range {
            let view = views[k]
            guard views.isHidden(view) else {
                previous = view
                continue
            }
            if nextIndex <= k { nextIndex = views.firstVisible(from: k + 1) ?? views.count }
            let next = nextIndex < views.count ? views[nextIndex] : nil
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
    }

    /// `UISV-canvas-fit` along the axis when nothing is visible: the stack collapses.
    func canvasFitIfCollapsed(_ views: ArrangedViews, into list: inout StackConstraintList) {
        guard views.count > 0, views.firstVisible(from: 0) == nil else { return }
        list.size("UISV-canvas-fit", self, StackAxisAttributes(axis).dimension, 0, priority: StackView.canvasFitPriority)
    }

    /// fillEqually: every visible view of `range` as long as the first
    /// visible view (`UISV-fill-equally`).
    func equalLengths(_ views: ArrangedViews, _ range: Range<Int>, into list: inout StackConstraintList) {
        let dimension = StackAxisAttributes(axis).dimension
        guard let first = views.firstVisible(from: 0) else { return }
        for k in range where k != first && !views.isHidden(views[k]) {
            list.add("UISV-fill-equally", views[k], dimension, .equal, views[first], dimension)
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
            let views = ArrangedViews(all)
            equalLengths(views, 0..<views.count, into: &list)
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
    private func textWidthDisambiguation(_ views: ArrangedViews, into list: inout StackConstraintList) {
        guard axis == .horizontal, distribution != .fillEqually, distribution != .fillProportionally else { return }
        let labels = views.visible.filter { ($0 as? Label).map { $0.numberOfLines != 1 } ?? false }
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
