import Cassowary
import Foundation

extension LayoutEngine {
    /// 999.999: the priority of a root view's frame size (see `autoresizingDidChange`).
    static let rootSizePriority = Priority(999.999)

    // MARK: Frames of views that translate them

    /// Re-makes the position and size constraints of `view`.
    func autoresizingDidChange(_ view: View) {
        if fitting?.view === view { endFitting() }
        for c in view.generated.position + view.generated.size { try? solver.remove(c) }
        view.generated.position = []
        view.generated.size = []
        let name = view.debugName
        if view === root {
            view.generated.position = [
                Constraint(Cassowary.Expression(view.left), .equal, identifier: "\(name).root-minX == 0"),
                Constraint(Cassowary.Expression(view.top), .equal, identifier: "\(name).root-minY == 0"),
            ].compactMap(addGenerated)
        } else if view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview {
            let f = view.frame
            view.generated.position = [
                Constraint(view.left - parent.left - Double(f.minX), .equal, identifier: "\(name).Encapsulated-Layout-minX"),
                Constraint(view.top - parent.top - Double(f.minY), .equal, identifier: "\(name).Encapsulated-Layout-minY"),
            ].compactMap(addGenerated)
        }
        if view.translatesAutoresizingMaskIntoConstraints {
            let f = view.frame
            // The root's size is held just below required: nothing else sizes a
            // root, so layout gives it its frame exactly, but a cell used to
            // measure its content (its constraints may require another size
            // between two fitting queries) does not report false conflicts.
            let priority = view === root ? LayoutEngine.rootSizePriority : .required
            view.generated.size = [
                Constraint(view.width - Double(f.width), .equal, priority: priority,
                    identifier: "\(name).Encapsulated-Layout-Width"),
                Constraint(view.height - Double(f.height), .equal, priority: priority,
                    identifier: "\(name).Encapsulated-Layout-Height"),
            ].compactMap(addGenerated)
        }
    }

    /// Moves the frame constraints of a view that translates its frame, in place.
    func frameDidChange(_ view: View) {
        guard !isWritingFrames else { return }
        let f = view.frame
        if view !== root, view.generated.position.count == 2 {
            setGenerated(view.generated.position[0], constant: -Double(f.minX))
            setGenerated(view.generated.position[1], constant: -Double(f.minY))
        }
        if fitting?.view === view { endFitting() }
        if view.generated.size.count == 2 {
            setGenerated(view.generated.size[0], constant: -Double(f.width))
            setGenerated(view.generated.size[1], constant: -Double(f.height))
        } else {
            autoresizingDidChange(view)
        }
    }

    // MARK: Intrinsic content size

    /// Brings hugging and compression resistance in line with the view's
    /// intrinsic size: constants change in place; an axis that gains or loses
    /// a size gains or loses its pair.
    func intrinsicSizeDidChange(_ view: View) {
        let size = view.intrinsicContentSize
        for axis in LayoutAxis.allCases {
            let metric = axis == .horizontal ? size.width : size.height
            let dimension = axis == .horizontal ? view.width : view.height
            let hug = axis.rawValue * 2
            let resist = hug + 1
            guard metric >= 0, metric.isFinite else {
                for i in [hug, resist] {
                    if let c = view.generated.intrinsic[i] { try? solver.remove(c) }
                    view.generated.intrinsic[i] = nil
                }
                continue
            }
            if let h = view.generated.intrinsic[hug], let r = view.generated.intrinsic[resist] {
                setGenerated(h, constant: -Double(metric))
                setGenerated(r, constant: -Double(metric))
                continue
            }
            let name = "\(view.debugName).\(axis == .horizontal ? "width" : "height")"
            let hugging = view.contentHuggingPriority(for: axis)
            let resistance = view.contentCompressionResistancePriority(for: axis)
            // A stack view breaks ties between equal priorities of its arranged subviews.
            let offset = view.superview?.intrinsicPriorityOffset(for: view, axis: axis) ?? 0
            let hugPriority = Self.offset(hugging, by: offset)
            let resistPriority = Self.offset(resistance, by: offset)
            view.generated.intrinsic[hug] = addGenerated(Constraint(
                dimension - Double(metric), .lessThanOrEqual, priority: hugPriority,
                identifier: "\(name) <= \(format(metric)) @\(hugPriority) (content hugging)"))
            view.generated.intrinsic[resist] = addGenerated(Constraint(
                dimension - Double(metric), .greaterThanOrEqual, priority: resistPriority,
                identifier: "\(name) >= \(format(metric)) @\(resistPriority) (compression resistance)"))
        }
    }

    /// A priority raised by a tie-breaking offset (below 1), left alone when at or above 999.
    static func offset(_ priority: LayoutPriority, by offset: Double) -> Priority {
        guard offset > 0, priority.rawValue < 999 else { return priority.solverPriority }
        return Priority(Double(priority.rawValue) + min(offset, 0.999))
    }

    func intrinsicPrioritiesDidChange(_ view: View) {
        for c in view.generated.intrinsic.compactMap({ $0 }) { try? solver.remove(c) }
        view.generated.intrinsic = [nil, nil, nil, nil]
        intrinsicSizeDidChange(view)
    }

    // MARK: Margins and direction

    /// Keeps the margins guide at the bounds inset by the layout margins.
    func marginsDidChange(_ view: View) {
        guard let guide = view.generated.marginsGuide else { return }
        let m = view.layoutMargins
        let constants = [-Double(m.left), -Double(m.top), Double(m.left + m.right), Double(m.top + m.bottom)]
        if view.generated.margins.count == 4 {
            for (c, k) in zip(view.generated.margins, constants) { setGenerated(c, constant: k) }
            return
        }
        let name = view.debugName
        view.generated.margins = [
            Constraint(guide.left - view.left + constants[0], .equal, identifier: "\(name)-leftMargin-guide"),
            Constraint(guide.top - view.top + constants[1], .equal, identifier: "\(name)-topMargin-guide"),
            Constraint(guide.width - view.width + constants[2], .equal, identifier: "\(name)-width-margins-guide"),
            Constraint(guide.height - view.height + constants[3], .equal, identifier: "\(name)-height-margins-guide"),
        ].compactMap(addGenerated)
    }

    /// Re-makes every leading/trailing constraint and margin of a subtree
    /// whose layout direction changed.
    func directionDidChange(under view: View) {
        for v in root.allViews() {
            for c in v.constraints where c.firstAttribute.isDirectional || c.secondAttribute.isDirectional {
                remove(c)
                add(c)
            }
        }
        for v in view.allViews() where v.marginsAreDirectional { marginsDidChange(v) }
    }
}
