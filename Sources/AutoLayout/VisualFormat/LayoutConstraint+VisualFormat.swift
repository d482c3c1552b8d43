import Foundation

extension LayoutConstraint {
    /// The constraints a visual format describes (UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`), not yet active.
    ///
    /// Semantics, as in Apple's Auto Layout Guide:
    /// - `|` is the superview of the view next to it (a guide's owning view);
    ///   a view without one is a `.missingSuperview` error pointing at the `|`.
    /// - `-` alone is 8 points between views and 20 points to `|` (Apple's
    ///   classic values, `VisualFormat.standardSpacing` and
    ///   `standardSuperviewSpacing`; UIKit since iOS 8 uses the margins instead).
    /// - Every predicate is one constraint, with its relation, constant or view
    ///   and priority: a spacing `[a]-(>=8@750)-[b]` gives `b.leading >= a.trailing + 8 @750`;
    ///   a size `[a(==b)]` gives `a.width == b.width`; `[a]-20-|` gives `|.trailing == a.trailing + 20`.
    /// - `alignAll…` options align each view with the one before it
    ///   (`b.top == a.top`). `spacingBaselineToBaseline` measures vertical
    ///   spacing between views from last to first baseline.
    /// - Horizontal formats use leading/trailing; `directionLeftToRight` uses
    ///   left/right and `directionRightToLeft` runs right to left (the first
    ///   view is the rightmost).
    ///
    /// The order is the format's: the leading `|` connection, then per view its
    /// size predicates and the connection after it, then the alignments.
    ///
    /// ```swift
    /// let cs = try LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[a(>=50)]-[b(==a)]-|", options: .alignAllCenterY,
    ///     views: ["a": a, "b": b])
    /// LayoutConstraint.activate(cs)
    /// ```
    /// - Throws: `VisualFormatError` for a syntax error, unknown view or metric,
    ///   options that do not fit the format, or a `|` next to a view without a superview.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [],
        metrics: [String: Double] = [:], views: [String: LayoutItem],
        file: StaticString = #fileID, line: UInt = #line
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let parsed = try VisualFormat.parse(format, metrics: metrics, isViewName: { views[$0] != nil })
        try parsed.validate(options: options)
        var builder = VisualFormatConstraintBuilder(
            format: parsed, options: options, views: views, file: file, line: line)
        return try builder.build()
    }
}

/// Turns a parsed format into constraints (see `LayoutConstraint.constraints(withVisualFormat:...)`).
struct VisualFormatConstraintBuilder {
    let format: VisualFormat
    let options: FormatOptions
    let views: [String: LayoutItem]
    let file: StaticString
    let line: UInt
    private var out: [LayoutConstraint] = []

    /// The attribute at the start and at the end of a view along the format,
    /// and whether positions grow against the flow (right to left).
    private let start: LayoutAttribute
    private let end: LayoutAttribute
    private let reversed: Bool

    init(format: VisualFormat, options: FormatOptions, views: [String: LayoutItem], file: StaticString, line: UInt) {
        self.format = format
        self.options = options
        self.views = views
        self.file = file
        self.line = line
        switch (format.orientation, options.direction ?? .leadingToTrailing) {
        case (.vertical, _): (start, end, reversed) = (.top, .bottom, false)
        case (.horizontal, .leadingToTrailing): (start, end, reversed) = (.leading, .trailing, false)
        case (.horizontal, .leftToRight): (start, end, reversed) = (.left, .right, false)
        case (.horizontal, .rightToLeft): (start, end, reversed) = (.right, .left, true)
        }
    }

    private var size: LayoutAttribute { format.orientation == .horizontal ? .width : .height }
    private var baselines: Bool { format.orientation == .vertical && options.isBaselineToBaseline }

    mutating func build() throws(VisualFormatError) -> [LayoutConstraint] {
        let items = format.views.map { views[$0.name]! }
        if let edge = format.leadingSuperview {
            let parent = try superview(of: items[0], edge: edge)
            space(edge.connection, from: (parent, start), to: (items[0], start))
        }
        for (index, element) in format.views.enumerated() {
            for predicate in element.predicates {
                let other: LayoutItem?
                let constant: Double
                switch predicate.object {
                case let .constant(value): (other, constant) = (nil, value)
                case let .view(name): (other, constant) = (views[name]!, 0)
                }
                add(items[index], size, predicate.relation, other, other == nil ? .notAnAttribute : size,
                    constant, predicate.priority)
            }
            if index + 1 < items.count {
                let before = baselines ? LayoutAttribute.lastBaseline : end
                let after = baselines ? LayoutAttribute.firstBaseline : start
                space(format.connections[index], from: (items[index], before), to: (items[index + 1], after))
            }
        }
        if let edge = format.trailingSuperview, let last = items.last {
            let parent = try superview(of: last, edge: edge)
            space(edge.connection, from: (last, end), to: (parent, end))
        }
        for alignment in options.alignments {
            let attribute = Self.attribute(alignment)
            for index in items.indices.dropFirst() {
                add(items[index], attribute, .equal, items[index - 1], attribute, 0, VisualFormat.requiredPriority)
            }
        }
        return out
    }

    /// One constraint per predicate for the gap between an earlier edge and a
    /// later one along the flow: `later R earlier + c` (or, right to left,
    /// `earlier R later + c`, since positions then grow against the flow).
    private mutating func space(
        _ connection: VisualFormat.Connection,
        from earlier: (LayoutItem, LayoutAttribute), to later: (LayoutItem, LayoutAttribute)
    ) {
        let (first, second) = reversed ? (earlier, later) : (later, earlier)
        for predicate in connection.predicates {
            guard case let .constant(value) = predicate.object else { continue }
            add(first.0, first.1, predicate.relation, second.0, second.1, value, predicate.priority)
        }
    }

    private mutating func add(
        _ item: LayoutItem, _ attribute: LayoutAttribute, _ relation: VisualFormat.Relation,
        _ other: LayoutItem?, _ otherAttribute: LayoutAttribute, _ constant: Double, _ priority: Double
    ) {
        let c = LayoutConstraint(
            item: item, attribute: attribute, relatedBy: Self.relation(relation), toItem: other,
            attribute: otherAttribute, multiplier: 1, constant: CGFloat(constant), file: file, line: line)
        if priority != VisualFormat.requiredPriority { c.priority = LayoutPriority(Float(priority)) }
        out.append(c)
    }

    private func superview(of item: LayoutItem, edge: VisualFormat.SuperviewEdge) throws(VisualFormatError) -> View {
        let parent: View? = if let view = item as? View { view.superview } else { item.owner }
        guard let parent else {
            throw VisualFormatError(
                code: .missingSuperview,
                message: "Unable to interpret '|' character, because the related view '\(name(of: item))' doesn't have a superview",
                column: edge.column, format: format.format)
        }
        return parent
    }

    private func name(of item: LayoutItem) -> String {
        format.views.first { views[$0.name] === item }?.name ?? item.debugName
    }

    static func relation(_ relation: VisualFormat.Relation) -> LayoutRelation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    static func attribute(_ alignment: FormatOptions.Alignment) -> LayoutAttribute {
        switch alignment {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .centerX: .centerX
        case .centerY: .centerY
        case .lastBaseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        }
    }
}
