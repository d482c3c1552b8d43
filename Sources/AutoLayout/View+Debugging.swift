import Cassowary
import Foundation

extension View {
    /// Whether the constraints leave this view's frame undetermined: another
    /// frame would satisfy them exactly as well (UIKit's `hasAmbiguousLayout`).
    /// An edge or size that no constraint mentions is undetermined too: an
    /// unconstrained view, or one with a size but no position, is ambiguous.
    ///
    /// ```swift
    /// box.widthAnchor.constraint(equalToConstant: 40).isActive = true
    /// box.hasAmbiguousLayout   // true: nothing places it
    /// ```
    public var hasAmbiguousLayout: Bool {
        isAmbiguous(in: layoutEngine())
    }

    /// `hasAmbiguousLayout` in `engine`: an edge or size no held constraint
    /// mentions, or one a costless direction of the optimum moves.
    func isAmbiguous(in engine: LayoutEngine) -> Bool {
        engine.makeAllTieBreaks()
        return [left, top, width, height].contains { !engine.solver.mentions($0) || engine.solver.isAmbiguous($0) }
    }

    /// Moves an ambiguous view to another frame its constraints allow, and
    /// lays out again (UIKit's `exerciseAmbiguityInLayout`); does nothing
    /// when the layout is determined.
    /// e.g. `if view.hasAmbiguousLayout { view.exerciseAmbiguityInLayout() }`
    public func exerciseAmbiguityInLayout() {
        let engine = layoutEngine()
        engine.makeAllTieBreaks()
        for v in [left, top, width, height] where engine.solver.exerciseAmbiguity(of: v) {
            engine.layout()
            return
        }
    }

    /// The active constraints that position or size this view along `axis`:
    /// those that name the view (or its margins guide) with an attribute on that axis.
    /// e.g. `view.constraintsAffectingLayout(for: .horizontal).map(\.identifier)`
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        arrangeStackViews()
        let items: [LayoutItem] = [self] + [generated.marginsGuide].compactMap { $0 }
        var out: [LayoutConstraint] = []
        for view in rootView.allViews() {
            for c in view.constraints {
                let namesItem = items.contains { $0 === c.firstItem } && c.firstAttribute.axis == axis
                    || items.contains { $0 === c.secondItem } && c.secondAttribute.axis == axis
                if namesItem { out.append(c) }
            }
        }
        return out
    }

    /// A text tree of the hierarchy with frames, like UIKit's `_autolayoutTrace`:
    /// `*` marks views laid out by constraints, `+` views that translate their
    /// frame, and ambiguous views end with `- AMBIGUOUS LAYOUT`.
    ///
    /// ```
    /// •root {0, 0, 375, 200}
    /// |   *box {16, 16, 100, 50}
    /// ```
    public func autolayoutTrace() -> String {
        let root = rootView
        root.layoutIfNeeded()
        let engine = layoutEngine()
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            let mark = view === root ? "•" : (view.translatesAutoresizingMaskIntoConstraints ? "+" : "*")
            let f = view.frame
            var line = String(repeating: "|   ", count: depth) + mark + view.debugName
            line += " {\(format(f.minX)), \(format(f.minY)), \(format(f.width)), \(format(f.height))}"
            if view.isHidden { line += " hidden" }
            if view.isAmbiguous(in: engine) { line += " - AMBIGUOUS LAYOUT" }
            lines.append(line)
            for sub in view.subviews { visit(sub, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines.joined(separator: "\n")
    }
}

extension View {
    /// The constraints of this view's hierarchy that the engine had to break
    /// (left out because required constraints conflict), in no set order;
    /// empty before the first layout.
    package var brokenConstraints: [LayoutConstraint] {
        guard let engine = rootView.engine else { return [] }
        engine.makePendingChangesIfAny()
        return Array(engine.broken.values)
    }

    /// The margins guide if something has asked for it, without making one.
    package var existingMarginsGuide: LayoutGuide? { generated.marginsGuide }
}
