import Foundation

/// One constraint a stack view wants: compared with the constraints it has
/// so that only those that change are replaced.
struct StackConstraintSpec {
    let identifier: String
    let first: LayoutItem
    let firstAttribute: LayoutAttribute
    let relation: LayoutRelation
    let second: LayoutItem?
    let secondAttribute: LayoutAttribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: LayoutPriority

    /// Everything but the constant, which an active constraint can change in place.
    struct Key: Hashable {
        let identifier: String
        let first: ObjectIdentifier
        let firstAttribute: LayoutAttribute
        let relation: LayoutRelation
        let second: ObjectIdentifier?
        let secondAttribute: LayoutAttribute
        let multiplier: CGFloat
        let priority: LayoutPriority
    }

    var key: Key {
        Key(identifier: identifier, first: ObjectIdentifier(first), firstAttribute: firstAttribute, relation: relation,
            second: second.map(ObjectIdentifier.init), secondAttribute: secondAttribute, multiplier: multiplier,
            priority: priority)
    }

    static func key(of c: LayoutConstraint) -> Key? {
        guard let first = c.firstItem, let identifier = c.identifier else { return nil }
        return Key(identifier: identifier, first: ObjectIdentifier(first), firstAttribute: c.firstAttribute,
            relation: c.relation, second: c.secondItem.map(ObjectIdentifier.init), secondAttribute: c.secondAttribute,
            multiplier: c.multiplier, priority: c.priority)
    }

    /// The view the constraint goes on, as `LayoutConstraint.activate`
    /// finds it: its items are the stack, its guides and its arranged
    /// subviews, so a constraint on one view's items goes on that view (an
    /// arranged view's ambiguity suppression), one between two views' on
    /// the stack, their closest common ancestor.
    func installationView(in stack: StackView) -> View {
        let owner = first.owner ?? stack
        guard let second else { return owner }
        return second.owner === owner ? owner : stack
    }

    func makeConstraint() -> LayoutConstraint {
        let c = LayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
            multiplier: multiplier, constant: constant)
        c.identifier = identifier
        c.priority = priority
        return c
    }
}

/// Collects a stack's wanted constraints in order.
struct StackConstraintList {
    private(set) var specs: [StackConstraintSpec] = []

    /// An empty list with room for `capacity` constraints.
    init(capacity: Int) { specs.reserveCapacity(capacity) }

    /// `first.a relation multiplier × second.b + constant @priority`.
    mutating func add(
        _ identifier: String, _ first: LayoutItem, _ a: LayoutAttribute, _ relation: LayoutRelation,
        _ second: LayoutItem?, _ b: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: LayoutPriority = .required
    ) {
        specs.append(StackConstraintSpec(
            identifier: identifier, first: first, firstAttribute: a, relation: relation, second: second,
            secondAttribute: second == nil ? .notAnAttribute : b, multiplier: multiplier, constant: constant,
            priority: priority))
    }

    /// `item.dimension == constant @priority`.
    mutating func size(_ identifier: String, _ item: LayoutItem, _ dimension: LayoutAttribute, _ constant: CGFloat, priority: LayoutPriority) {
        add(identifier, item, dimension, .equal, nil, .notAnAttribute, constant: constant, priority: priority)
    }
}

/// The attributes of one axis: where an item starts, ends and centres, and its length.
struct StackAxisAttributes {
    let start: LayoutAttribute
    let end: LayoutAttribute
    let center: LayoutAttribute
    let dimension: LayoutAttribute

    init(_ axis: LayoutAxis) {
        switch axis {
        case .horizontal: (start, end, center, dimension) = (.leading, .trailing, .centerX, .width)
        case .vertical: (start, end, center, dimension) = (.top, .bottom, .centerY, .height)
        }
    }
}

extension LayoutAxis {
    /// The other axis.
    var across: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}
