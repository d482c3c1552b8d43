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

    /// The constraints across the axis: `UISV-alignment` between the first
    /// arranged view and the others, the canvas connection, and for every
    /// alignment but fill the spanning guide and ambiguity suppression.
    func alignmentConstraints(into list: inout StackConstraintList) {
        let all = arrangedSubviews
        guard let first = all.first else { return }
        let across = StackAxisAttributes(axis.across)
        let alignment = effectiveAlignment
        let canvas = self.canvas

        let aligned: [LayoutAttribute]
        switch alignment {
        case .fill: aligned = [across.start, across.end]
        case .leading: aligned = [across.start]
        case .trailing: aligned = [across.end]
        case .center: aligned = [across.center]
        case .firstBaseline: aligned = [.firstBaseline]
        case .lastBaseline: aligned = [.lastBaseline]
        }
        // UIKit writes `first.attr == view.attr`; the same equation written
        // `view.attr == first.attr` avoids a solver slowdown (about 50x at
        // 120 views, reported) and reads the same.
        for attribute in aligned {
            for view in all.dropFirst() {
                list.add("UISV-alignment", view, attribute, .equal, first, attribute)
            }
        }

        if alignment == .fill {
            list.add("UISV-canvas-connection", canvas, across.start, .equal, first, across.start)
            list.add("UISV-canvas-connection", first, across.end, .equal, canvas, across.end)
            return
        }
        if all.count == 1 {
            singleViewConnection(first, alignment: alignment, into: &list)
        } else {
            spanningConnection(all: all, alignment: alignment, into: &list)
        }
        for view in all {
            list.size("UISV-ambiguity-suppression", view, across.dimension, 0, priority: StackView.ambiguitySuppressionPriority)
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

    /// Two or more views: the alignment guide encloses the visible views
    /// (`UISV-spanning-boundary`), pulled thin at 51; the canvas connects to
    /// it or to the first view as UIKit does.
    private func spanningConnection(all: [View], alignment: Alignment, into list: inout StackConstraintList) {
        let across = StackAxisAttributes(axis.across)
        let canvas = self.canvas
        let guide = alignmentSpanner()
        let first = all[0]
        let visible = all.filter { !$0.isHidden }
        for view in visible {
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
        list.size("UISV-spanning-fit", guide, across.dimension, 0,
            priority: visible.isEmpty ? LayoutPriority(0.001) : StackView.spanningFitPriority)

        let connection = "UISV-canvas-connection"
        guard !visible.isEmpty else {
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
