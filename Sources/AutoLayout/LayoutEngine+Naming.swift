import Cassowary

extension LayoutEngine {
    /// `c` with each of its variables named after the item and edge it
    /// belongs to (`avatar.minX`, `View#12.width`), for reports.
    ///
    /// Items' variables have no names of their own: four names per view
    /// were four strings and four boxes of every view of every screen,
    /// read only when a report lists a solver constraint. The names are
    /// made here, from the hierarchy as it is when the report is written.
    func readable(_ c: Constraint) -> Constraint {
        var names: [Int: String] = [:]
        func note(_ item: LayoutItem) {
            let name = item.debugName
            names[item.left.id] = "\(name).minX"
            names[item.top.id] = "\(name).minY"
            names[item.width.id] = "\(name).width"
            names[item.height.id] = "\(name).height"
        }
        for view in root.allViews() {
            note(view)
            view.layoutGuides.forEach(note)
            for guide in [view.generated.marginsGuide, view.generated.safeAreaGuide, view.generated.readableGuide] {
                if let guide { note(guide) }
            }
        }
        let terms = c.expression.terms.map { term in
            names[term.variable.id].map { Term(Variable($0), term.coefficient) } ?? term
        }
        return Constraint(
            Cassowary.Expression(terms: terms, constant: c.expression.constant), c.relation, priority: c.priority,
            identifier: c.identifier)
    }
}
