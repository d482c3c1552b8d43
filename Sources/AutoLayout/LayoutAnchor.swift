import Foundation

/// A horizontal position of an item: leading, trailing, left, right or centerX.
///
/// Anchors make constraints that cannot mix axes: an x-axis anchor only
/// relates to another x-axis anchor.
///
/// ```swift
/// label.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8).isActive = true
/// ```
public struct LayoutXAxisAnchor {
    let item: LayoutItem
    let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    /// `self == other + constant`: this position at a fixed distance from another.
    ///
    /// ```swift
    /// name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8).isActive = true
    /// ```
    /// The constraint is inactive until activated; `file` and `line` record where it was made, for conflict reports.
    public func constraint(equalTo other: LayoutXAxisAnchor, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .equal, other.item, other.attribute, 1, c, file, line)
    }
    /// `self >= other + constant`: this position at least that far after another.
    ///
    /// ```swift
    /// badge.leadingAnchor.constraint(greaterThanOrEqualTo: name.trailingAnchor, constant: 8).isActive = true
    /// ```
    public func constraint(greaterThanOrEqualTo other: LayoutXAxisAnchor, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, other.item, other.attribute, 1, c, file, line)
    }
    /// `self <= other + constant`: this position at most that far after another.
    ///
    /// ```swift
    /// name.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -8).isActive = true
    /// ```
    public func constraint(lessThanOrEqualTo other: LayoutXAxisAnchor, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, other.item, other.attribute, 1, c, file, line)
    }
    /// `self == other + systemSpacing × multiplier` (8 points × multiplier).
    ///
    /// ```swift
    /// name.leadingAnchor.constraint(equalToSystemSpacingAfter: avatar.trailingAnchor).isActive = true
    /// ```
    public func constraint(equalToSystemSpacingAfter other: LayoutXAxisAnchor, multiplier m: CGFloat = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .equal, other.item, other.attribute, 1, LayoutConstraint.systemSpacing * m, file, line)
    }
    /// `self >= other + systemSpacing × multiplier` (8 points × multiplier).
    ///
    /// ```swift
    /// badge.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: name.trailingAnchor).isActive = true
    /// ```
    public func constraint(greaterThanOrEqualToSystemSpacingAfter other: LayoutXAxisAnchor, multiplier m: CGFloat = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, other.item, other.attribute, 1, LayoutConstraint.systemSpacing * m, file, line)
    }
    /// `self <= other + systemSpacing × multiplier` (8 points × multiplier).
    ///
    /// ```swift
    /// name.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: avatar.trailingAnchor, multiplier: 2).isActive = true
    /// ```
    public func constraint(lessThanOrEqualToSystemSpacingAfter other: LayoutXAxisAnchor, multiplier m: CGFloat = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, other.item, other.attribute, 1, LayoutConstraint.systemSpacing * m, file, line)
    }
}

/// A vertical position of an item: top, bottom, centerY or a baseline.
///
/// ```swift
/// price.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8).isActive = true
/// ```
public struct LayoutYAxisAnchor {
    let item: LayoutItem
    let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    /// `self == other + constant`: this position at a fixed distance from another.
    ///
    /// ```swift
    /// body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4).isActive = true
    /// ```
    /// The constraint is inactive until activated; `file` and `line` record where it was made, for conflict reports.
    public func constraint(equalTo other: LayoutYAxisAnchor, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .equal, other.item, other.attribute, 1, c, file, line)
    }
    /// `self >= other + constant`: this position at least that far below another.
    ///
    /// ```swift
    /// footer.topAnchor.constraint(greaterThanOrEqualTo: body.bottomAnchor, constant: 8).isActive = true
    /// ```
    public func constraint(greaterThanOrEqualTo other: LayoutYAxisAnchor, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, other.item, other.attribute, 1, c, file, line)
    }
    /// `self <= other + constant`: this position at most that far below another.
    ///
    /// ```swift
    /// body.bottomAnchor.constraint(lessThanOrEqualTo: cell.bottomAnchor, constant: -8).isActive = true
    /// ```
    public func constraint(lessThanOrEqualTo other: LayoutYAxisAnchor, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, other.item, other.attribute, 1, c, file, line)
    }
    /// `self == other + systemSpacing × multiplier` (8 points × multiplier).
    ///
    /// ```swift
    /// body.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor).isActive = true
    /// ```
    public func constraint(equalToSystemSpacingBelow other: LayoutYAxisAnchor, multiplier m: CGFloat = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .equal, other.item, other.attribute, 1, LayoutConstraint.systemSpacing * m, file, line)
    }
    /// `self >= other + systemSpacing × multiplier` (8 points × multiplier).
    ///
    /// ```swift
    /// body.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: title.bottomAnchor).isActive = true
    /// ```
    public func constraint(greaterThanOrEqualToSystemSpacingBelow other: LayoutYAxisAnchor, multiplier m: CGFloat = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, other.item, other.attribute, 1, LayoutConstraint.systemSpacing * m, file, line)
    }
    /// `self <= other + systemSpacing × multiplier` (8 points × multiplier).
    ///
    /// ```swift
    /// body.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: title.bottomAnchor, multiplier: 2).isActive = true
    /// ```
    public func constraint(lessThanOrEqualToSystemSpacingBelow other: LayoutYAxisAnchor, multiplier m: CGFloat = 1, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, other.item, other.attribute, 1, LayoutConstraint.systemSpacing * m, file, line)
    }
}

/// A size of an item: width or height.
///
/// ```swift
/// avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
/// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor).isActive = true
/// ```
public struct LayoutDimension {
    let item: LayoutItem
    let attribute: LayoutAttribute
    init(_ item: LayoutItem, _ attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }

    /// `self == constant`: a fixed width or height.
    ///
    /// ```swift
    /// avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
    /// ```
    /// The constraint is inactive until activated; `file` and `line` record where it was made, for conflict reports.
    public func constraint(equalToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .equal, nil, .notAnAttribute, 1, c, file, line)
    }
    /// `self >= constant`: a minimum width or height.
    ///
    /// ```swift
    /// button.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
    /// ```
    public func constraint(greaterThanOrEqualToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, nil, .notAnAttribute, 1, c, file, line)
    }
    /// `self <= constant`: a maximum width or height.
    ///
    /// ```swift
    /// name.widthAnchor.constraint(lessThanOrEqualToConstant: 200).isActive = true
    /// ```
    public func constraint(lessThanOrEqualToConstant c: CGFloat, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, nil, .notAnAttribute, 1, c, file, line)
    }
    /// `self == other × multiplier + constant`: a size proportional to another.
    ///
    /// ```swift
    /// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor).isActive = true
    /// image.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5, constant: -4).isActive = true
    /// ```
    public func constraint(equalTo other: LayoutDimension, multiplier m: CGFloat = 1, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .equal, other.item, other.attribute, m, c, file, line)
    }
    /// `self >= other × multiplier + constant`: at least a proportion of another size.
    ///
    /// ```swift
    /// title.widthAnchor.constraint(greaterThanOrEqualTo: card.widthAnchor, multiplier: 0.25).isActive = true
    /// ```
    public func constraint(greaterThanOrEqualTo other: LayoutDimension, multiplier m: CGFloat = 1, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, other.item, other.attribute, m, c, file, line)
    }
    /// `self <= other × multiplier + constant`: at most a proportion of another size.
    ///
    /// ```swift
    /// image.heightAnchor.constraint(lessThanOrEqualTo: card.heightAnchor, multiplier: 0.5).isActive = true
    /// ```
    public func constraint(lessThanOrEqualTo other: LayoutDimension, multiplier m: CGFloat = 1, constant c: CGFloat = 0, file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, other.item, other.attribute, m, c, file, line)
    }
}

private func make(
    _ a: LayoutItem, _ aa: LayoutAttribute, _ r: LayoutRelation, _ b: LayoutItem?, _ ba: LayoutAttribute,
    _ m: CGFloat, _ c: CGFloat, _ file: StaticString, _ line: UInt
) -> LayoutConstraint {
    LayoutConstraint(
        item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: m, constant: c,
        file: file, line: line)
}
