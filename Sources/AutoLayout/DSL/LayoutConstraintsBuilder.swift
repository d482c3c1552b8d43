/// Collects anchor constraints written one per line, with `if`, `if/else`,
/// `for` and optionals, for `LayoutConstraint.activate { ... }`.
///
/// ```swift
/// LayoutConstraint.activate {
///     title.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
///     if showsBadge { badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8) }
///     for tag in tags { tag.heightAnchor.constraint(equalToConstant: 30) }
///     optionalWidth
/// }
/// ```
@resultBuilder
public enum LayoutConstraintsBuilder {
    /// A constraint on its own line.
    /// e.g. `LayoutConstraint.activate { title.topAnchor.constraint(equalTo: cell.topAnchor) }`
    public static func buildExpression(_ constraint: LayoutConstraint) -> [LayoutConstraint] { [constraint] }
    /// An optional constraint: nothing when nil.
    /// e.g. `LayoutConstraint.activate { showsBadge ? badge.widthAnchor.constraint(equalToConstant: 20) : nil }`
    public static func buildExpression(_ constraint: LayoutConstraint?) -> [LayoutConstraint] {
        constraint.map { [$0] } ?? []
    }
    /// An array of constraints, in order.
    /// e.g. `LayoutConstraint.activate { try! LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", views: views) }`
    public static func buildExpression(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] { constraints }
    /// The lines of a block, in order.
    /// e.g. `LayoutConstraint.activate { a.topAnchor.constraint(equalTo: b.topAnchor); widthConstraint }`
    public static func buildBlock(_ parts: [LayoutConstraint]...) -> [LayoutConstraint] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    /// e.g. `LayoutConstraint.activate { if showsBadge { badge.widthAnchor.constraint(equalToConstant: 20) } }`
    public static func buildOptional(_ part: [LayoutConstraint]?) -> [LayoutConstraint] { part ?? [] }
    /// The `if` branch of an `if/else`.
    /// e.g. `LayoutConstraint.activate { if wide { wideConstraint } else { narrowConstraint } }`
    public static func buildEither(first part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    /// The `else` branch of an `if/else`.
    /// e.g. `LayoutConstraint.activate { if wide { wideConstraint } else { narrowConstraint } }`
    public static func buildEither(second part: [LayoutConstraint]) -> [LayoutConstraint] { part }
    /// A `for` loop's iterations, in order.
    /// e.g. `LayoutConstraint.activate { for view in views { view.heightAnchor.constraint(equalToConstant: 44) } }`
    public static func buildArray(_ parts: [[LayoutConstraint]]) -> [LayoutConstraint] { parts.flatMap { $0 } }
    /// An `if #available` branch.
    /// e.g. `LayoutConstraint.activate { if #available(iOS 15, *) { a.widthAnchor.constraint(equalToConstant: 40) } }`
    public static func buildLimitedAvailability(_ part: [LayoutConstraint]) -> [LayoutConstraint] { part }
}

extension LayoutConstraint {
    /// Activates the constraints the block lists, in order, and returns them.
    ///
    /// ```swift
    /// let made = LayoutConstraint.activate {
    ///     box.widthAnchor.constraint(equalToConstant: 100).withPriority(.defaultHigh)
    ///     box.heightAnchor.constraint(equalTo: box.widthAnchor).identified("box-square")
    /// }
    /// ```
    @discardableResult
    public static func activate(@LayoutConstraintsBuilder _ constraints: () -> [LayoutConstraint]) -> [LayoutConstraint] {
        let made = constraints()
        activate(made)
        return made
    }

    /// Deactivates the constraints the block lists.
    ///
    /// ```swift
    /// LayoutConstraint.deactivate { compactWidth; compactHeight }
    /// ```
    public static func deactivate(@LayoutConstraintsBuilder _ constraints: () -> [LayoutConstraint]) {
        deactivate(constraints())
    }

    /// Sets the priority and returns the constraint, for use inside a
    /// builder block (a method, not an operator, to keep type checking fast).
    ///
    /// ```swift
    /// box.widthAnchor.constraint(equalToConstant: 100).withPriority(.defaultHigh)
    /// ```
    @discardableResult
    public func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    /// Sets the identifier (shown in descriptions and conflict reports) and returns the constraint.
    ///
    /// ```swift
    /// box.heightAnchor.constraint(equalToConstant: 44).identified("row-height")
    /// ```
    @discardableResult
    public func identified(_ identifier: String) -> LayoutConstraint {
        self.identifier = identifier
        return self
    }
}
