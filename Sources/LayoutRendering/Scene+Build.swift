import AutoLayout
import Foundation

/// A scene made into live views: the root, the views by id, and the
/// constraints (active) in the order the scene lists them.
///
/// ```swift
/// let built = try scene.build(width: 375)
/// let size = built.layout()
/// let svg = SVGWriter.svg(for: Drawing(view: built.root))
/// ```
public final class BuiltScene {
    /// The root view, as wide as the scene was built.
    /// e.g. `built.root.frame.width   // 375 after scene.build(width: 375)`
    public let root: View
    /// Every view by id, `root` included.
    /// e.g. `built.views["title"]?.frame`
    public let views: [String: View]
    /// The ids in scene order, `root` first.
    /// e.g. `built.order.first   // "root"`
    public let order: [String]
    /// The constraints the scene made, active, in the order the scene lists them.
    /// e.g. `built.constraints.count`
    public let constraints: [LayoutConstraint]
    /// The fixed root height, or nil to fit the content.
    /// e.g. `built.height   // nil for a scene without a height`
    public let height: Double?

    init(root: View, views: [String: View], order: [String], constraints: [LayoutConstraint], height: Double?) {
        self.root = root
        self.views = views
        self.order = order
        self.constraints = constraints
        self.height = height
    }

    /// Lays the scene out at the root's width, with the scene's height or
    /// (without one) the height the content needs, and returns the root's size.
    /// e.g. `let size = try scene.build(width: 375).layout()`
    @discardableResult
    public func layout() -> CGSize {
        if height == nil { root.fitHeightToContent() }
        root.layoutIfNeeded()
        return root.frame.size
    }
}

extension View {
    /// Sets the frame's height to the height the content needs at the
    /// frame's width (width required, height at fitting-size priority).
    ///
    /// ```swift
    /// root.fitHeightToContent()
    /// root.layoutIfNeeded()
    /// ```
    public func fitHeightToContent() {
        let fitted = systemLayoutSizeFitting(
            CGSize(width: frame.width, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        frame.size.height = fitted.height
    }
}

extension Scene {
    /// Makes the views and activates the constraints, the written ones first
    /// (scene-level, then each view's), then the visual formats.
    ///
    /// ```swift
    /// let built = try Scene(json: text).build(width: 375)
    /// ```
    /// Constraints remember their JSON path, which conflict reports show
    /// (`[views[3].constraints[1]]`, `[vfl[0]]`) in place of a source line.
    /// - Throws: `SceneError` for what ``validate()`` finds, a `width` that is
    ///   not a number in (0, ``largestLength``], an unknown view or attribute
    ///   in a constraint (`constraints[1].second`), attributes that cannot be
    ///   related, or a visual format error (`vfl[0]`, with the column).
    public func build(width: CGFloat) throws(SceneError) -> BuiltScene {
        guard width > 0, Double(width) <= Self.largestLength else {
            throw SceneError(path: "width", message: "expected a width to build at greater than 0 and at most "
                + "\(JSONValue.number(Self.largestLength)), found \(JSONValue.number(Double(width)))")
        }
        try validate()
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height ?? 0))
        root.identifier = "root"
        var views: [String: View] = ["root": root]
        for spec in self.views {
            let view = Self.makeView(spec)
            view.identifier = spec.id
            view.translatesAutoresizingMaskIntoConstraints = false
            guard let parent = views[spec.parent] else {   // validate() makes this unreachable
                throw SceneError(path: "views", message: "no view has the id '\(spec.parent)'")
            }
            if let stack = parent as? StackView {
                stack.addArrangedSubview(view)
            } else {
                parent.addSubview(view)
            }
            views[spec.id] = view
        }
        var out: [LayoutConstraint] = []
        for (index, c) in constraints.enumerated() {
            out.append(try Self.make(c, path: "constraints[\(index)]", views: views))
        }
        for (v, spec) in self.views.enumerated() {
            for (index, c) in spec.constraints.enumerated() {
                out.append(try Self.make(c, path: "views[\(v)].constraints[\(index)]", views: views))
            }
        }
        LayoutConstraint.activate(out)
        for (index, f) in vfl.enumerated() {
            do throws(VisualFormatError) {
                let made = try LayoutConstraint.constraints(
                    withVisualFormat: f.format, options: f.options, metrics: metrics, views: views)
                for c in made { c.origin = "vfl[\(index)]" }
                LayoutConstraint.activate(made)
                out += made
            } catch {
                throw SceneError(path: "vfl[\(index)]", message: "\(error.message) (column \(error.column))\n\(error.format)\n\(error.caretLine)")
            }
        }
        return BuiltScene(root: root, views: views, order: ["root"] + self.views.map(\.id), constraints: out, height: height)
    }

    static func makeView(_ spec: SceneView) -> View {
        let view: View
        switch spec.kind {
        case .view:
            view = View()
        case .label:
            let label = Label(text: spec.text ?? "", font: .systemFont(ofSize: CGFloat(spec.fontSize ?? 17)))
            label.numberOfLines = spec.numberOfLines ?? 1
            view = label
        case .image:
            view = ImageView(image: spec.imageSize.map { Image(size: $0, name: spec.id) })
        case .button:
            let button = Button(title: spec.title ?? "", font: .systemFont(ofSize: CGFloat(spec.fontSize ?? 15)))
            if let insets = spec.insets { button.contentEdgeInsets = insets }
            view = button
        case .stack:
            let stack = StackView()
            let arrangement = spec.stack ?? SceneStack()
            stack.axis = arrangement.axis
            stack.distribution = arrangement.distribution
            stack.alignment = arrangement.alignment
            stack.spacing = CGFloat(arrangement.spacing)
            view = stack
        }
        for (index, axis) in LayoutAxis.allCases.enumerated() {
            if let h = spec.hugging, index < h.count {
                view.setContentHuggingPriority(LayoutPriority(Float(h[index])), for: axis)
            }
            if let c = spec.compression, index < c.count {
                view.setContentCompressionResistancePriority(LayoutPriority(Float(c[index])), for: axis)
            }
        }
        view.isHidden = spec.hidden
        return view
    }

    /// The constraint a written constraint describes; errors name `path`.
    static func make(_ c: SceneConstraint, path: String, views: [String: View]) throws(SceneError) -> LayoutConstraint {
        let (firstItem, firstAttribute) = try reference(c.first, path: path + ".first", views: views)
        var second: (LayoutItem, LayoutAttribute)?
        if let s = c.second { second = try reference(s, path: path + ".second", views: views) }
        let made = LayoutConstraint(
            item: firstItem, attribute: firstAttribute, relatedBy: c.relation, toItem: second?.0,
            attribute: second?.1 ?? .notAnAttribute, multiplier: CGFloat(c.multiplier), constant: CGFloat(c.constant))
        made.priority = LayoutPriority(Float(c.priority))
        made.identifier = c.id
        made.origin = path
        if let reason = made.invalidity { throw SceneError(path: path, message: "invalid constraint: \(reason)") }
        return made
    }

    /// `view.attribute` or `view.margins.attribute`.
    static func reference(_ text: String, path: String, views: [String: View]) throws(SceneError) -> (LayoutItem, LayoutAttribute) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || (parts.count == 3 && parts[1] == "margins") else {
            throw SceneError(path: path, message: "expected 'view.attribute' or 'view.margins.attribute' (such as 'title.leading'), found '\(text)'")
        }
        guard let view = views[parts[0]] else {
            throw SceneError(path: path, message: "no view has the id '\(parts[0])'")
        }
        guard let attribute = attributes[parts.last!] else {
            throw SceneError(path: path, message: "unknown attribute '\(parts.last!)'; expected one of "
                + attributes.keys.sorted().joined(separator: ", "))
        }
        return (parts.count == 3 ? view.layoutMarginsGuide : view, attribute)
    }

    static let attributes: [String: LayoutAttribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
    ]
}
