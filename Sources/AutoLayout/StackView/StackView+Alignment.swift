import Foundation

extension StackView {
    /// `UISV-spanning-boundary` edges that follow a view exactly (leading, trailing alignment).
    static let spanningEdgePriority = LayoutPriority(999.5)
    /// The alignment guide pulled to no thickness (`UISV-spanning-fit`).
    static let spanningFitPriority = LayoutPriority(51)
    /// Each view's thickness pulled to 0 (`UISV-ambiguity-suppression`).
    static let ambiguitySuppressionPriority = LayoutPriority(25)

    /// The alignment in effect: baseline alignments only apply to horizontal
    /// stacks; a vertical stack treats firstBaseline as leading and
    /// lastBaseline as trailing (a documented choice: UIKit leaves it undetermined).
    var effectiveAlignment: Alignment {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignment
        }
    }

    /// Whether the stack uses its alignment guide now.
    var needsAlignmentGuide: Bool { effectiveAlignment != .fill && arrangedSubviews.count > 1 }

    /// The constraints across the axis of the views of `range` and the
    /// canvas: `UISV-alignment` between the first arranged view and the
    /// others, the canvas connection, and for every alignment but fill the
    /// spanning guide and ambiguity suppression.
    func alignmentConstraints(_ views: ArrangedViews, _ range: Range<Int>, into list: inout StackConstraintList) {
        guard views.count > 0 else { return }
        alignmentEdges(views, range, into: &list)
        if effectiveAlignment == .fill {
            canvasConnectionAcross(views, into: &list)
            return
        }
        if views.count == 1 {
            singleViewConnection(views[0], alignment: effectiveAlignment, into: &list)
        } else {
            spanningBoundaries(views, range, into: &list)
            canvasConnectionAcross(views, into: &list)
        }
        ambiguitySuppression(views, range, into: &list)
    }

    /// The edges `UISV-alignment` holds to the first view's.
    private var alignedEdges: [LayoutAttribute] {
        let across = StackAxisAttributes(axis.across)
        switch effectiveAlignment {
        case .fill: return [across.start, across.end]
        case .leading: return [across.start]
        case .trailing: return [across.end]
        case .center: return [across.center]
        case .firstBaseline: return [.firstBaseline]
        case .lastBaseline: return [.lastBaseline]
        }
    }

    /// `UISV-alignment`: each view of `range` but the first aligned to the first.
    func alignmentEdges(_ views: ArrangedViews, _ range: Range<Int>, into list: inout StackConstraintList) {
        // UIKit writes `first.attr == view.attr`; the same equation written
        // `view.attr == first.attr` avoids a solver slowdown (about 50x at
        // 120 views, reported) and reads the same.
        for attribute in alignedEdges {
            for k in range where k > 0 {
                list.add("UISV-alignment", views[k], attribute, .equal, views[0], attribute)
            }
        }
    }

    /// `UISV-ambiguity-suppression`: each view of `range` pulled thin at 25.
    func ambiguitySuppression(_ views: ArrangedViews, _ range: Range<Int>, into list: inout StackConstraintList) {
        let dimension = StackAxisAttributes(axis.across).dimension
        for k in range {
            list.size("UISV-ambiguity-suppression", views[k], dimension, 0, priority: StackView.ambiguitySuppressionPriority)
        }
    }

    /// One arranged view: no guide; the canvas edges are `<=` / `>=` the view
    /// (`==` on the aligned edge) and the stack hugs it at 49.
    private func singleViewConnection(_ view: View, alignment: Alignment, into list: inout StackConstraintList) {
        let across = StackAxisAttributes(axis.across)
        let canvas = self.canvas
        list.add("UISV-canvas-connection", canvas, across.start, alignment == .leading ? .equal : .lessThanOrEqual, view, across.start)
        list.add("UISV-canvas-connection", canvas, across.end, alignment == .trailing ? .equal : .greaterThanOrEqual, view, across.end)
        if alignment == .center {
            list.add("UISV-canvas-connection", canvas, across.center, .equal, view, across.center)
        }
        list.size("UISV-canvas-fit", self, across.dimension, 0, priority: StackView.canvasFitPriority)
    }

    /// `UISV-spanning-boundary`: with two or more views, the alignment guide
    /// encloses each visible view of `range` across the axis.
    func spanningBoundaries(_ views: ArrangedViews, _ range: Range<Int>, into list: inout StackConstraintList) {
        let across = StackAxisAttributes(axis.across)
        let alignment = effectiveAlignment
        let guide = alignmentSpanner()
        for k in range where !views.isHidden(views[k]) {
            let view = views[k]
            if alignment == .leading {
                list.add("UISV-spanning-boundary", guide, across.start, .equal, view, across.start, priority: StackView.spanningEdgePriority)
            } else {
                list.add("UISV-spanning-boundary", guide, across.start, .lessThanOrEqual, view, across.start)
            }
            if alignment == .trailing {
                list.add("UISV-spanning-boundary", guide, across.end, .equal, view, across.end, priority: StackView.spanningEdgePriority)
            } else {
                list.add("UISV-spanning-boundary", guide, across.end, .greaterThanOrEqual, view, across.end)
            }
        }
    }

    /// The canvas across the axis: with fill alignment, the canvas's edges
    /// at the first view's; else (two or more views) the alignment guide
    /// pulled thin at 51 (`UISV-spanning-fit`) and the canvas connected to
    /// it or to the first view as UIKit does.
    func canvasConnectionAcross(_ views: ArrangedViews, into list: inout StackConstraintList) {
        let across = StackAxisAttributes(axis.across)
        let canvas = self.canvas
        let connection = "UISV-canvas-connection"
        let first = views[0]
        let alignment = effectiveAlignment
        if alignment == .fill {
            list.add(connection, canvas, across.start, .equal, first, across.start)
            list.add(connection, first, across.end, .equal, canvas, across.end)
            return
        }
        let guide = alignmentSpanner()
        let anyVisible = views.firstVisible(from: 0) != nil
        list.size("UISV-spanning-fit", guide, across.dimension, 0,
            priority: anyVisible ? StackView.spanningFitPriority : LayoutPriority(0.001))
        guard anyVisible else {
            list.add(connection, canvas, across.start, .equal, guide, across.start)
            list.add(connection, guide, across.end, .equal, canvas, across.end)
            return
        }
        switch alignment {
        case .leading:
            list.add(connection, canvas, across.start, .equal, first, across.start)
            list.add(connection, guide, across.end, .equal, canvas, across.end)
        case .trailing:
            list.add(connection, canvas, across.start, .equal, guide, across.start)
            list.add(connection, first, across.end, .equal, canvas, across.end)
        case .center:
            list.add(connection, canvas, across.start, .equal, guide, across.start)
            list.add(connection, guide, across.end, .equal, canvas, across.end)
            list.add(connection, canvas, across.center, .equal, first, across.center)
        case .firstBaseline:
            list.add(connection, canvas, across.start, .equal, guide, across.start)
            list.add(connection, guide, across.end, .equal, canvas, across.end)
            list.size("UISV-canvas-fit", self, across.dimension, 0, priority: StackView.canvasFitPriority)
        case .lastBaseline:
            list.add(connection, canvas, across.start, .equal, guide, across.start)
            list.add(connection, canvas, across.end, .greaterThanOrEqual, first, across.end)
            list.size("UISV-canvas-fit", self, across.dimension, 0, priority: StackView.canvasFitPriority)
        case .fill:
            break
        }
    }
}
