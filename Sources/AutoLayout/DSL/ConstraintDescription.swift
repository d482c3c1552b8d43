import Foundation

/// What a maker chain relates its attributes to.
enum ConstraintRelationTarget {
    /// A constant: positions relate to the superview, sizes to nothing.
    case constant
    /// An item's attributes; none means the same attributes as the chain's.
    case item(LayoutItem, [LayoutAttribute])
}

/// One `make.xxx...` chain as it is written: its attributes, relation,
/// target, constant, multiplier, priority and label, and where it was written.
/// The layout constraints are made from it when the maker's closure returns.
final class ConstraintDescription {
    let item: LayoutItem
    private(set) var attributes: [LayoutAttribute]
    var relation: LayoutRelation?
    var target: ConstraintRelationTarget = .constant
    var constant: ConstraintConstant = .number(0)
    var multiplier: CGFloat = 1
    var priority: LayoutPriority = .required
    var label: String?
    var file: StaticString = #fileID
    var line: UInt = 0
    /// The first mistake found while chaining; the chain then makes no constraint.
    var problem: LayoutError?
    private var made: MakerConstraint?

    init(item: LayoutItem, attributes: [LayoutAttribute]) {
        self.item = item
        self.attributes = []
        add(attributes)
    }

    /// Adds attributes to the chain (each once, in the order written).
    func add(_ more: [LayoutAttribute]) {
        for a in more where !attributes.contains(a) { attributes.append(a) }
    }

    /// Records the relation and its target (the end of `equalTo(...)` and its siblings).
    func relate(_ relation: LayoutRelation, to target: ConstraintRelationTarget, file: StaticString, line: UInt) {
        self.relation = relation
        self.target = target
        self.file = file
        self.line = line
    }

    /// Records a mistake (the first one wins) to report when the constraints are made.
    func fail(_ error: LayoutError) {
        if problem == nil { problem = error }
    }

    var location: String { "[\(file):\(line)]" }

    /// `label.snp.top.left` as written, for messages.
    var chainDescription: String {
        "\(item.debugName).snp.\(attributes.map(\.description).joined(separator: "."))"
    }

    /// The handle with the layout constraints, made on first use from the chain
    /// as it stands; a chain with a mistake reports it and has no layout constraints.
    var constraint: MakerConstraint {
        if let made { return made }
        let c = MakerConstraint(item: item, layoutConstraints: makeLayoutConstraints())
        made = c
        return c
    }

    private func report(_ error: LayoutError) {
        LayoutDiagnostics.report(error, root: item.owner?.rootView)
    }

    /// One layout constraint per attribute, following SnapKit's pairing
    /// rules; empty (with a report) when the chain cannot be made.
    private func makeLayoutConstraints() -> [LayoutConstraint] {
        if let problem {
            report(problem)
            return []
        }
        guard let relation else {
            report(.invalidConstraint(
                "\(chainDescription) \(location)",
                "the chain has no relation (equalTo, lessThanOrEqualTo or greaterThanOrEqualTo); no constraint made"))
            return []
        }
        var pairs: [(LayoutAttribute, LayoutItem?, LayoutAttribute)] = []
        for attribute in attributes {
            guard let pair = counterpart(of: attribute) else { return [] }
            pairs.append((attribute, pair.0, pair.1))
        }
        let direction = item.layoutDirection
        return pairs.map { from, toItem, toAttribute in
            let value = constant.value(for: toAttribute == .notAnAttribute ? from : toAttribute, direction: direction)
            let c = LayoutConstraint(
                item: item, attribute: from, relatedBy: relation, toItem: toItem, attribute: toAttribute,
                multiplier: multiplier, constant: value, file: file, line: line)
            c.priority = priority
            c.identifier = label
            return c
        }
    }

    /// The item and attribute `attribute` relates to, or nil (reported) when there is none.
    private func counterpart(of attribute: LayoutAttribute) -> (LayoutItem?, LayoutAttribute)? {
        switch target {
        case .constant:
            if attribute.isDimension { return (nil, .notAnAttribute) }
            guard let superview = item.dslSuperview else {
                report(.notInHierarchy(
                    "\(chainDescription) relates \(attribute) to a constant, which means to the superview, "
                        + "but \(item.debugName) has no superview; no constraint made \(location)"))
                return nil
            }
            // SnapKit: a center equal to a constant is measured from the superview's left or top.
            let to: LayoutAttribute = attribute == .centerX ? .left : attribute == .centerY ? .top : attribute
            return (superview, to)
        case let .item(other, otherAttributes):
            if otherAttributes.isEmpty || Set(otherAttributes) == Set(attributes) { return (other, attribute) }
            if otherAttributes.count == 1 { return (other, otherAttributes[0]) }
            report(.invalidConstraint(
                "\(chainDescription) \(relation!) \(other.debugName).snp."
                    + "\(otherAttributes.map(\.description).joined(separator: ".")) \(location)",
                "several attributes can only relate to one attribute or to the same attributes; no constraint made"))
            return nil
        }
    }
}

extension LayoutItem {
    /// The view a DSL constant or `equalToSuperview()` relates to: a view's
    /// superview, a guide's owning view.
    var dslSuperview: View? {
        if let guide = self as? LayoutGuide { return guide.owningView }
        return (self as? View)?.superview
    }
}
