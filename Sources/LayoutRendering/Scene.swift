import AutoLayout
import Foundation

/// A view tree and its constraints described as data: what scene files
/// (JSON, see `Scene(json:)` and `jsonText`) hold and `build(width:)` turns
/// into live views.
///
/// The root view is implicit and named `root`; every other view names its
/// parent (`root` by default), which must come earlier in `views`.
///
/// ```swift
/// let scene = try Scene(json: #"{"views": [{"id": "a"}], "vfl": ["H:|-[a]-|", "V:|-[a(40)]-|"]}"#)
/// let built = try scene.build(width: 375)
/// built.layout()                      // (375, 80): the height fits the content
/// built.views["a"]!.frame             // (20, 20, 335, 40)
/// ```
public struct Scene: Equatable, Sendable {
    /// A name for reports and file names.
    /// e.g. `Scene(name: "profile-card").name`
    public var name: String
    /// The width to lay out at when none is asked for.
    /// e.g. `Scene(width: 375).width`
    public var width: Double?
    /// A fixed root height; nil makes the root as tall as its content needs.
    /// e.g. `Scene(height: 200).height`
    public var height: Double?
    /// The views, parents before children.
    /// e.g. `scene.views.append(SceneView(id: "title", kind: .label, text: "Hi"))`
    public var views: [SceneView]
    /// Constraints not attached to a view.
    /// e.g. `scene.constraints.append(SceneConstraint(first: "a.top", second: "b.bottom", constant: 8))`
    public var constraints: [SceneConstraint]
    /// Visual formats, applied after the constraints.
    /// e.g. `scene.vfl.append(SceneFormat("H:|-[a]-|"))`
    public var vfl: [SceneFormat]
    /// Metrics the visual formats may name.
    /// e.g. `scene.metrics = ["gap": 12]`
    public var metrics: [String: Double]

    /// A scene with these parts; all of them default to empty (a root only).
    /// e.g. `let scene = Scene(name: "one", width: 375, views: [SceneView(id: "a")], vfl: [SceneFormat("H:|-[a]-|")])`
    public init(name: String = "scene", width: Double? = nil, height: Double? = nil, views: [SceneView] = [],
                constraints: [SceneConstraint] = [], vfl: [SceneFormat] = [], metrics: [String: Double] = [:]) {
        self.name = name
        self.width = width
        self.height = height
        self.views = views
        self.constraints = constraints
        self.vfl = vfl
        self.metrics = metrics
    }
}

/// One view of a scene: a plain view, a label, an image view, a button or a
/// stack view (whose children, in scene order, are its arranged subviews).
///
/// ```swift
/// SceneView(id: "title", kind: .label, text: "Hello", fontSize: 17, numberOfLines: 0)
/// ```
public struct SceneView: Equatable, Sendable {
    /// The kinds of view a scene can hold.
    /// e.g. `SceneView(id: "go", kind: .button, title: "Go").kind   // .button`
    public enum Kind: String, Sendable, CaseIterable {
        /// A plain view, a label, an image view, a button or a stack view.
        case view, label, image, button, stack
    }

    /// The view's id: the name constraints and visual formats use.
    /// e.g. `SceneView(id: "title").id   // "title"`
    public var id: String
    /// What kind of view it is (default a plain view).
    /// e.g. `SceneView(id: "title", kind: .label).kind   // .label`
    public var kind: Kind
    /// The id of the superview: `root` or an earlier view.
    /// e.g. `SceneView(id: "name", parent: "card").parent   // "card"`
    public var parent: String
    /// A label's text.
    /// e.g. `SceneView(id: "title", kind: .label, text: "Hello").text`
    public var text: String?
    /// A button's title.
    /// e.g. `SceneView(id: "go", kind: .button, title: "Go").title`
    public var title: String?
    /// A label's or button's font size (default 17 for labels, 15 for buttons).
    /// e.g. `SceneView(id: "title", kind: .label, text: "Hi", fontSize: 22).fontSize`
    public var fontSize: Double?
    /// A label's line limit (default 1; 0 means no limit).
    /// e.g. `SceneView(id: "body", kind: .label, text: "…", numberOfLines: 0).numberOfLines`
    public var numberOfLines: Int?
    /// An image view's image size.
    /// e.g. `SceneView(id: "photo", kind: .image, imageSize: CGSize(width: 40, height: 40)).imageSize`
    public var imageSize: CGSize?
    /// A button's content insets.
    /// e.g. `SceneView(id: "go", kind: .button, title: "Go", insets: EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)).insets`
    public var insets: EdgeInsets?
    /// Content hugging priorities, horizontal and vertical.
    /// e.g. `SceneView(id: "title", kind: .label, text: "Hi", hugging: [251, 251]).hugging`
    public var hugging: [Double]?
    /// Compression resistance priorities, horizontal and vertical.
    /// e.g. `SceneView(id: "title", kind: .label, text: "Hi", compression: [749, 750]).compression`
    public var compression: [Double]?
    /// Whether the view is hidden (it still takes part in layout; a stack view collapses it).
    /// e.g. `SceneView(id: "badge", hidden: true).hidden`
    public var hidden: Bool
    /// A stack view's arrangement: axis, distribution, alignment and spacing.
    /// e.g. `var row = SceneView(id: "row", kind: .stack); row.stack = SceneStack()`
    public var stack: SceneStack?
    /// Constraints listed with this view (they may relate any views).
    /// e.g. `SceneView(id: "a", constraints: [SceneConstraint(first: "a.width", constant: 40)])`
    public var constraints: [SceneConstraint]

    /// A view with these properties; only the id is required.
    /// e.g. `let title = SceneView(id: "title", kind: .label, parent: "card", text: "Hello", numberOfLines: 0)`
    public init(id: String, kind: Kind = .view, parent: String = "root", text: String? = nil,
                title: String? = nil, fontSize: Double? = nil, numberOfLines: Int? = nil,
                imageSize: CGSize? = nil, insets: EdgeInsets? = nil, hugging: [Double]? = nil,
                compression: [Double]? = nil, hidden: Bool = false, constraints: [SceneConstraint] = []) {
        self.id = id
        self.kind = kind
        self.parent = parent
        self.text = text
        self.title = title
        self.fontSize = fontSize
        self.numberOfLines = numberOfLines
        self.imageSize = imageSize
        self.insets = insets
        self.hugging = hugging
        self.compression = compression
        self.hidden = hidden
        self.constraints = constraints
    }
}

/// A stack view's arrangement, by UIKit's names: axis `horizontal` or
/// `vertical`; distribution `fill`, `fillEqually`, `fillProportionally`,
/// `equalSpacing`, `equalCentering`; alignment `fill`, `leading`, `top`,
/// `firstBaseline`, `center`, `trailing`, `bottom`, `lastBaseline`.
/// e.g. `var stack = SceneStack(); stack.axis = .vertical; stack.spacing = 8`
public struct SceneStack: Equatable, Sendable {
    /// The axis the views are laid out along (default horizontal).
    /// e.g. `stack.axis = .vertical`
    public var axis: LayoutAxis = .horizontal
    /// How the views share the length along the axis (default fill).
    /// e.g. `stack.distribution = .fillEqually`
    public var distribution: StackView.Distribution = .fill
    /// How the views are placed across the axis (default fill).
    /// e.g. `stack.alignment = .center`
    public var alignment: StackView.Alignment = .fill
    /// The space between adjacent views (default 0).
    /// e.g. `stack.spacing = 8`
    public var spacing: Double = 0
    /// A horizontal stack that fills, with no spacing.
    /// e.g. `var stack = SceneStack()`
    public init() {}

    static let distributions: [(String, StackView.Distribution)] = [
        ("fill", .fill), ("fillEqually", .fillEqually), ("fillProportionally", .fillProportionally),
        ("equalSpacing", .equalSpacing), ("equalCentering", .equalCentering),
    ]
    static let alignments: [(String, StackView.Alignment)] = [
        ("fill", .fill), ("leading", .leading), ("top", .leading), ("firstBaseline", .firstBaseline),
        ("center", .center), ("trailing", .trailing), ("bottom", .trailing), ("lastBaseline", .lastBaseline),
    ]
}

/// A constraint written out: `first relation multiplier × second + constant @priority`.
/// Items are `view.attribute`, or `view.margins.attribute` for the margins guide.
///
/// ```swift
/// SceneConstraint(first: "a.leading", second: "root.leading", constant: 8, priority: 750)
/// ```
public struct SceneConstraint: Equatable, Sendable {
    /// The constrained item and attribute: `view.attribute` or `view.margins.attribute`.
    /// e.g. `SceneConstraint(first: "title.leading", second: "root.margins.leading").first`
    public var first: String
    /// How the two sides compare (default `==`).
    /// e.g. `SceneConstraint(first: "a.width", relation: .lessThanOrEqual, constant: 280).relation`
    public var relation: LayoutRelation
    /// The other item and attribute, or nil for a constant.
    /// e.g. `SceneConstraint(first: "a.top", second: "b.bottom").second   // "b.bottom"`
    public var second: String?
    /// The factor of the second side (default 1).
    /// e.g. `SceneConstraint(first: "a.width", second: "b.width", multiplier: 0.5).multiplier`
    public var multiplier: Double
    /// The constant added to the second side (default 0).
    /// e.g. `SceneConstraint(first: "a.top", second: "b.bottom", constant: 8).constant`
    public var constant: Double
    /// The priority, in (0, 1000] (default 1000, required).
    /// e.g. `SceneConstraint(first: "a.width", constant: 40, priority: 750).priority`
    public var priority: Double
    /// The constraint's identifier.
    /// e.g. `SceneConstraint(first: "a.width", constant: 40, id: "avatar-width").id`
    public var id: String?

    /// A constraint `first relation multiplier × second + constant` at `priority`.
    /// e.g. `SceneConstraint(first: "a.width", relation: .greaterThanOrEqual, constant: 44)`
    public init(first: String, relation: LayoutRelation = .equal, second: String? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: Double = 1000, id: String? = nil) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.id = id
    }
}

/// A visual format with its options (written as a bare string when it has none).
///
/// ```swift
/// SceneFormat("H:|-[a]-[b]-|", options: [.alignAllCenterY])
/// ```
public struct SceneFormat: Equatable, Sendable {
    /// The visual format string.
    /// e.g. `SceneFormat("H:|-[a]-|").format`
    public var format: String
    /// The options it is applied with (default none).
    /// e.g. `SceneFormat("H:[a]-[b]", options: [.alignAllCenterY]).options`
    public var options: FormatOptions

    /// A visual format with these options.
    /// e.g. `SceneFormat("V:|-[a]-[b]", options: [.alignAllLeading])`
    public init(_ format: String, options: FormatOptions = []) {
        self.format = format
        self.options = options
    }

    /// The option names a scene file uses, in writing order.
    static let optionNames: [(String, FormatOptions)] = [
        ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight), ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom), ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing), ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY), ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllFirstBaseline", .alignAllFirstBaseline), ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft), ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]
}

/// Why a scene could not be read or built: the JSON path of the culprit
/// (`views[2].constraints[0].first`) and what was expected there.
///
/// ```swift
/// do { _ = try Scene(json: #"{"views": [{"id": 3}]}"#) } catch { print(error) }
/// // views[0].id: expected a string, found a number
/// ```
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where in the file: a JSON path, `$` for the whole document.
    /// e.g. `error.path   // "views[0].id"`
    public var path: String
    /// What was expected there and what was found.
    /// e.g. `error.message   // "expected a string, found a number"`
    public var message: String

    /// An error at `path` with `message`.
    /// e.g. `throw SceneError(path: "views[2].id", message: "expected a string, found a number")`
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
