import Foundation

extension LayoutConstraint {
    /// Activates constraints: each is installed on its items' closest common
    /// ancestor and enters that hierarchy's engine.
    ///
    /// A constraint that cannot be activated (its items share no ancestor, a
    /// guide belongs to no view, or its attributes do not fit together) is
    /// reported through ``LayoutDiagnostics`` and stays inactive; the others
    /// are activated.
    ///
    /// ```swift
    /// LayoutConstraint.activate([
    ///     a.topAnchor.constraint(equalTo: root.topAnchor),
    ///     a.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
    /// ])
    /// ```
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints where !c.isActive {
            do throws(LayoutError) {
                let ancestor = try c.installationView()
                ancestor.constraints.append(c)
                c.installedView = ancestor
                ancestor.rootView.engine?.add(c)
            } catch {
                LayoutDiagnostics.report(error, root: c.firstItem?.owner?.rootView)
            }
        }
    }

    /// Deactivates constraints: they leave their engine and their view.
    /// e.g. `LayoutConstraint.deactivate([widthConstraint, heightConstraint])`
    ///
    /// They leave each engine's solver at its next use, with the
    /// deactivations just before them, in one call (`Solver.remove(contentsOf:)`:
    /// newest first, the values added up once), whatever the order given (a
    /// chain of 2,000 views' constraints deactivated oldest first, one by
    /// one, took 13 times as long).
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        // Each view's list is filtered once: removing them one by one
        // would cost the list's length per constraint.
        var removed: [ObjectIdentifier: (view: View, constraints: Set<ObjectIdentifier>)] = [:]
        var leaving: [(engine: LayoutEngine, constraints: [LayoutConstraint])] = []
        for c in constraints {
            guard let view = c.installedView else { continue }
            if let engine = view.rootView.engine {
                if let i = leaving.firstIndex(where: { $0.engine === engine }) {
                    leaving[i].constraints.append(c)
                } else {
                    leaving.append((engine, [c]))
                }
            }
            removed[ObjectIdentifier(view), default: (view, [])].constraints.insert(ObjectIdentifier(c))
            c.installedView = nil
        }
        for (engine, gone) in leaving { engine.remove(gone) }
        for (view, gone) in removed.values {
            if gone.count <= 8 {
                // A few: each looked for from the end, where the latest are
                // (a stack's last view's), by identity, without hashing.
                for id in gone {
                    if let i = view.constraints.lastIndex(where: { ObjectIdentifier($0) == id }) {
                        view.constraints.remove(at: i)
                    }
                }
            } else {
                view.constraints.removeAll { gone.contains(ObjectIdentifier($0)) }
            }
        }
    }

    /// The view to install on: the closest common ancestor of the items' views.
    func installationView() throws(LayoutError) -> View {
        if let reason = invalidity { throw .invalidConstraint(description, reason) }
        guard let first = firstItem?.owner else {
            throw .notInHierarchy("\(description): \(firstItem?.debugName ?? "nil") belongs to no view")
        }
        var second: View?
        if let item = secondItem {
            guard let owner = item.owner else {
                throw .notInHierarchy("\(description): \(item.debugName) belongs to no view")
            }
            second = owner
        }
        guard let ancestor = View.commonAncestor(first, second) else {
            throw .noCommonAncestor(
                "Unable to activate constraint with anchors \(firstItem!.debugName).\(firstAttribute) and "
                    + "\(secondItem!.debugName).\(secondAttribute) because they have no common ancestor. "
                    + "Does the constraint or its anchors reference items in different view hierarchies? "
                    + "That's illegal. \(description)")
        }
        return ancestor
    }
}
