import Cassowary
import Foundation

/// A relation between two layout attributes: `first = multiplier × second + constant`
/// (UIKit's `NSLayoutConstraint`).
///
/// Make constraints with anchors, activate them, and change `constant` at any
/// time: the engine updates its solver in place.
///
/// As in UIKit, a constraint does not keep its items alive: the hierarchy
/// does. When an item is freed, the constraint becomes inactive and cannot
/// be activated again (activating it reports why).
///
/// ```swift
/// let top = label.topAnchor.constraint(equalTo: view.topAnchor, constant: 8)
/// top.identifier = "label-top"
/// LayoutConstraint.activate([top])
/// top.constant = 16          // updates the layout, no rebuild
/// ```
public final class LayoutConstraint: CustomStringConvertible {
    /// 8 points: UIKit's standard spacing between sibling views.
    /// e.g. `title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: LayoutConstraint.systemSpacing)`
    public static let systemSpacing: CGFloat = 8

    // The stored properties are declared in an order that leaves little
    // padding between them (a screen has several constraints per view).

    /// The first item, or nil once it has been freed (constraints do not retain their items).
    /// e.g. `constraint.firstItem === title   // for title.topAnchor.constraint(equalTo: cell.topAnchor)`
    public private(set) weak var firstItem: LayoutItem?
    /// The second item: nil for a constant, or once it has been freed.
    /// e.g. `constraint.secondItem === cell   // for title.topAnchor.constraint(equalTo: cell.topAnchor)`
    public private(set) weak var secondItem: LayoutItem?
    /// The factor of the second attribute: `first == second × multiplier + constant`.
    /// e.g. `constraint.multiplier   // 0.5 for a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5)`
    public let multiplier: CGFloat
    /// Where the constraint was made (`#fileID:#line`), shown in reports.
    /// e.g. `print(constraint.file, constraint.line)   // "MyApp/CardCell.swift 42"`
    public var file: String { "\(fileID)" }
    /// `file` as the compiler gave it: a constant's address, made a string
    /// only when read (a screen of 10,000 views makes 40,000 constraints).
    private let fileID: StaticString
    /// The attribute of the first item the constraint relates.
    /// e.g. `constraint.firstAttribute   // .top for title.topAnchor.constraint(equalTo: cell.topAnchor)`
    public let firstAttribute: LayoutAttribute
    /// How the first side compares with the second.
    /// e.g. `constraint.relation   // .greaterThanOrEqual for a.widthAnchor.constraint(greaterThanOrEqualToConstant: 44)`
    public let relation: LayoutRelation
    /// Whether the constraint was made with a second item (it may have been freed since).
    let hasSecondItem: Bool
    /// The attribute of the second item, or `.notAnAttribute` for a constant.
    /// e.g. `constraint.secondAttribute   // .notAnAttribute for a.widthAnchor.constraint(equalToConstant: 44)`
    public let secondAttribute: LayoutAttribute
    /// The line in `file` where the constraint was made.
    /// e.g. `print(constraint.file, constraint.line)   // "MyApp/CardCell.swift 42"`
    public var line: Int { Int(lineNumber) }
    private let lineNumber: UInt32
    /// The items' keys (`LayoutItem.key`; the first's again if there is no
    /// second), read without loading the weak references to the items.
    private let itemKeys: (first: UInt32, second: UInt32)
    /// The priority. An active constraint cannot change between required and
    /// optional (UIKit throws): such a change is reported and not made. A
    /// new priority reaches the solver when the engine next uses it, with
    /// the changes just before it.
    /// e.g. `widthConstraint.priority = .defaultHigh`
    public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if !(priority.rawValue > 0 && priority.rawValue <= 1000) {
                report(.invalidPriority("priority \(priority) of \(self) is outside (0, 1000]; kept \(oldValue)"))
                priority = oldValue
            } else if isActive, priority.isRequired != oldValue.isRequired {
                report(.invalidPriority(
                    "an active constraint cannot change between required and optional: \(self); kept \(oldValue)"))
                priority = oldValue
            } else {
                engine?.priorityDidChange(self)
            }
        }
    }

    /// A name shown in descriptions and conflict reports.
    /// e.g. `constraint.identifier = "avatar-width"`
    public var identifier: String?
    /// Where the constraint came from when that is not Swift source (a scene
    /// file's JSON path, such as `views[3].constraints[1]`): descriptions and
    /// conflict reports show it instead of `file:line`.
    package var origin: String?

    /// The constant; setting it updates an active constraint in place when
    /// the engine next uses its solver (the next layout, fitting query or
    /// activation): constants changed in a row go in together.
    /// e.g. `heightConstraint.constant = expanded ? 200 : 44`
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                report(.invalidNumber("constant \(constant) of \(self) is not finite; kept \(oldValue)"))
                constant = oldValue
                return
            }
            engine?.constantDidChange(self)
        }
    }

    /// The view the constraint is installed on (the items' closest common ancestor).
    /// e.g. `constraint.installedView === cell   // the closest common ancestor of its items`
    public internal(set) weak var installedView: View?

    /// Whether the constraint takes part in layout. Setting it activates or deactivates.
    /// e.g. `heightConstraint.isActive = false`
    public var isActive: Bool {
        get { installedView != nil }
        set { newValue ? LayoutConstraint.activate([self]) : LayoutConstraint.deactivate([self]) }
    }

    /// Makes `item.attribute relation multiplier × toItem.attribute + constant` (UIKit's classic initialiser).
    /// e.g. `LayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .width, multiplier: 0.5)`
    public init(
        item: LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: LayoutItem?, attribute secondAttribute: LayoutAttribute,
        multiplier: CGFloat = 1, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        hasSecondItem = toItem != nil
        itemKeys = (item.key, toItem?.key ?? item.key)
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        fileID = file
        lineNumber = UInt32(clamping: line)
    }

    var engine: LayoutEngine? { installedView?.rootView.engine }

    /// Whether the constraint may relate an item whose key is `key` (false:
    /// it certainly does not; true: it may, keys are not unique).
    func mayRelate(_ key: UInt32) -> Bool { itemKeys.first == key || itemKeys.second == key }

    /// Whether the constraint may relate an item whose key is in `keys`.
    func mayRelate(any keys: Set<UInt32>) -> Bool { keys.contains(itemKeys.first) || keys.contains(itemKeys.second) }

    /// The constraint's place in an engine's solver while it is there (see
    /// `LayoutEngine.add`): kept with the constraint rather than in a table
    /// of the engine's, which took about 100 bytes per constraint.
    var installation: SolverInstallation?

    /// Why the constraint cannot be activated, or nil.
    package var invalidity: String? {
        guard firstAttribute != .notAnAttribute else { return "the first attribute cannot be notAnAttribute" }
        guard multiplier.isFinite, constant.isFinite else { return "multiplier and constant must be finite" }
        guard firstItem != nil, !hasSecondItem || secondItem != nil else {
            return "an item of the constraint has been freed (constraints do not keep their items alive)"
        }
        guard let _ = secondItem else {
            return firstAttribute.isDimension ? nil
                : "a \(firstAttribute) position cannot equal a constant; relate it to another item"
        }
        if firstAttribute.isDimension != secondAttribute.isDimension {
            return "a dimension (\(firstAttribute)) cannot relate to a position (\(secondAttribute)) or the reverse"
        }
        // Sizes may relate across axes (aspect ratios); positions may not.
        if !firstAttribute.isDimension, firstAttribute.axis != secondAttribute.axis {
            return "\(firstAttribute) and \(secondAttribute) lie on different axes"
        }
        if (firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontal)
            || (firstAttribute.isAbsoluteHorizontal && secondAttribute.isDirectional)
        {
            return "leading/trailing cannot relate to left/right"
        }
        if !firstAttribute.isDimension, multiplier == 0 {
            return "a multiplier of 0 with a position attribute makes it a constant position"
        }
        return nil
    }

    func report(_ error: LayoutError) {
        let root = installedView?.rootView ?? (firstItem?.owner?.rootView)
        LayoutDiagnostics.report(error, root: root)
    }

    /// `first.attr relation m × second.attr + constant` in the solver's terms,
    /// at the current priority. Without an identifier: a conflict report
    /// names it by this constraint's description, made only then (see
    /// `LayoutEngine.reportConflict`).
    func solverConstraint() -> Constraint {
        // An active constraint's items are alive: the hierarchy it is installed in holds them.
        var e = firstItem.map { $0.expression(for: firstAttribute) } ?? Cassowary.Expression(0)
        if let second = secondItem {
            e = e - second.expression(for: secondAttribute) * Double(multiplier)
        }
        e = e - Double(constant)
        return Constraint(e, relation.solverRelation, priority: priority.solverPriority)
    }

    public var description: String {
        var s = "<LayoutConstraint"
        if let id = identifier { s += " '\(id)'" }
        s += " \(firstItem.map { name($0) } ?? "(freed)").\(firstAttribute) \(relation) "
        if hasSecondItem {
            let second = secondItem.map { name($0) } ?? "(freed)"
            s += "\(second).\(secondAttribute)"
            if multiplier != 1 { s += " * \(format(multiplier))" }
            if constant != 0 { s += constant < 0 ? " - \(format(-constant))" : " + \(format(constant))" }
        } else {
            s += format(constant)
        }
        if priority != .required { s += " @\(priority)" }
        if isActive { s += "   (active)" }
        return s + " [\(origin ?? "\(file):\(line)")]>"
    }

    private func name(_ item: LayoutItem) -> String { item.debugName }
}

func format(_ x: CGFloat) -> String {
    x == x.rounded() && abs(x) < 1e12 ? String(Int(x)) : String(Double(x))
}

/// Where a layout constraint is in a solver: the engine (by serial number:
/// an engine freed and another made at its address must not find the
/// constraints of the first), the solver constraint, and the solver
/// constant at constant 0 (the constant moves in place from it).
struct SolverInstallation {
    let engine: Int
    let solver: Constraint
    let base: Double
}
