import Cassowary
import Foundation

extension LayoutEngine {
    /// The most times a layout cycle re-solves for guides that follow the
    /// solved bounds (a safe area that moves a view that changes a safe area).
    static let maximumGuidePasses = 4

    /// Solves and writes the frames, then brings the guides that follow the
    /// solved bounds (safe area, readable content) up to date, solving again
    /// while they change anything.
    func layoutWithGuides() {
        layout()
        for _ in 0..<LayoutEngine.maximumGuidePasses {
            guard updateBoundsDependentGuides() else { return }
            layout()
        }
    }

    /// Recomputes each view's safe area insets from the frames just written,
    /// root first, and each readable content guide's width; moves the guides'
    /// constants and calls `safeAreaInsetsDidChange()` where they changed.
    /// Returns whether a guide's constant moved (the solution may have).
    ///
    /// Skipped while no view has a safe area or a readable guide, and the
    /// screen has no safe area insets.
    func updateBoundsDependentGuides() -> Bool {
        let screen = root.screen
        guard tracksBoundsDependentGuides || screen.safeAreaInsets != .zero else { return false }
        tracksBoundsDependentGuides = true
        var moved = false
        var changed: [View] = []
        for view in views {
            let insets: EdgeInsets
            if let parent = view.superview {
                insets = View.safeAreaInsets(of: view.frame, in: parent.bounds, insetBy: parent.generated.safeAreaInsets)
            } else {
                insets = View.safeAreaInsets(of: view.frame, in: screen.bounds, insetBy: screen.safeAreaInsets)
            }
            if insets != view.generated.safeAreaInsets {
                view.generated.safeAreaInsets = insets
                changed.append(view)
                if view.generated.safeAreaGuide != nil {
                    safeAreaGuideDidChange(view)
                    moved = true
                }
            }
            if view.generated.readableGuide != nil, readableWidthDidChange(view) { moved = true }
        }
        for view in changed {
            view.layoutPending = true
            view.safeAreaInsetsDidChange()
        }
        return moved
    }

    /// Pins the safe area guide at the insets of the last layout.
    func safeAreaGuideDidChange(_ view: View) {
        guard let guide = view.generated.safeAreaGuide else { return }
        tracksBoundsDependentGuides = true
        view.generated.safeArea = pin(
            guide, in: view, insetBy: view.generated.safeAreaInsets, existing: view.generated.safeArea,
            name: "SafeArea")
    }

    /// Makes the readable content guide's constraints: as tall as the margins
    /// guide and centred in it, as wide as `View.readableWidth` allows.
    func readableGuideDidChange(_ view: View) {
        guard let guide = view.generated.readableGuide else { return }
        tracksBoundsDependentGuides = true
        let margins = view.layoutMarginsGuide
        let width = Double(view.readableGuideWidth(in: view.bounds.width))
        if view.generated.readable.count == 4 {
            setGenerated(view.generated.readable[3], constant: -width)
            return
        }
        let name = view.debugName
        let centre = Cassowary.Expression(guide.left) + Cassowary.Expression(guide.width) * 0.5
            - Cassowary.Expression(margins.left) - Cassowary.Expression(margins.width) * 0.5
        view.generated.readable = [
            Constraint(guide.top - margins.top, .equal, identifier: "\(name)-top-readable-guide"),
            Constraint(guide.height - margins.height, .equal, identifier: "\(name)-height-readable-guide"),
            Constraint(centre, .equal, identifier: "\(name)-centerX-readable-guide"),
            Constraint(guide.width - width, .equal, identifier: "\(name)-width-readable-guide"),
        ].compactMap(addGenerated)
    }

    /// Moves the readable guide's width to what the view's width in the
    /// solution allows now; returns whether it moved.
    private func readableWidthDidChange(_ view: View) -> Bool {
        guard view.generated.readable.count == 4 else { return false }
        let c = view.generated.readable[3]
        let width = -Double(view.readableGuideWidth(in: CGFloat(solver.value(of: view.width))))
        guard solver.constant(of: c) != width else { return false }
        setGenerated(c, constant: width)
        return true
    }

    /// Brings the readable guides to the widths of a fitting query's
    /// solution, solving again while they move (a guide's width can change
    /// a wrapping label's height, not the width it was computed from).
    func settleReadableGuides(in views: HierarchyViews) {
        guard tracksBoundsDependentGuides else { return }
        for _ in 0..<LayoutEngine.maximumGuidePasses {
            var moved = false
            for view in views where view.generated.readableGuide != nil {
                if readableWidthDidChange(view) { moved = true }
            }
            guard moved else { return }
            settleIntrinsicContent(in: views)
        }
    }
}
