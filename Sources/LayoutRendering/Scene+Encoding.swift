import AutoLayout
import Foundation

extension Scene {
    /// The scene as JSON text that `Scene(json:)` reads back to an equal
    /// scene: defaults left out, keys in a fixed order, the same scene always
    /// giving the same text.
    ///
    /// ```swift
    /// let text = Scene(name: "one", views: [SceneView(id: "a")]).jsonText
    /// try Scene(json: text) == Scene(name: "one", views: [SceneView(id: "a")])   // true
    /// ```
    public var jsonText: String {
        var fields: [String: JSONValue] = ["name": .string(name)]
        if let width { fields["width"] = .number(width) }
        if let height { fields["height"] = .number(height) }
        if !metrics.isEmpty { fields["metrics"] = .object(metrics.mapValues { .number($0) }) }
        if !views.isEmpty { fields["views"] = .array(views.map(\.json)) }
        if !constraints.isEmpty { fields["constraints"] = .array(constraints.map(\.json)) }
        if !vfl.isEmpty { fields["vfl"] = .array(vfl.map(\.json)) }
        return JSONValue.object(fields).text(keyOrder: Self.keyOrder) + "\n"
    }

    static let keyOrder = [
        "name", "width", "height", "metrics", "views", "constraints", "vfl",
        "id", "kind", "parent", "text", "title", "fontSize", "numberOfLines", "size", "insets", "hugging",
        "compression", "hidden", "axis", "distribution", "alignment", "spacing", "first", "relation", "second", "multiplier", "constant", "priority",
        "format", "options",
    ]
}

extension SceneView {
    var json: JSONValue {
        var f: [String: JSONValue] = ["id": .string(id)]
        if kind != .view { f["kind"] = .string(kind.rawValue) }
        if parent != "root" { f["parent"] = .string(parent) }
        if let text { f["text"] = .string(text) }
        if let title { f["title"] = .string(title) }
        if let fontSize { f["fontSize"] = .number(fontSize) }
        if let numberOfLines { f["numberOfLines"] = .number(Double(numberOfLines)) }
        if let imageSize { f["size"] = .array([.number(imageSize.width), .number(imageSize.height)]) }
        if let insets { f["insets"] = .array([insets.top, insets.left, insets.bottom, insets.right].map { .number($0) }) }
        if let hugging { f["hugging"] = .array(hugging.map { .number($0) }) }
        if let compression { f["compression"] = .array(compression.map { .number($0) }) }
        if hidden { f["hidden"] = .bool(true) }
        if let stack {
            f["axis"] = .string(stack.axis == .horizontal ? "horizontal" : "vertical")
            f["distribution"] = .string(SceneStack.distributions.first { $0.1 == stack.distribution }!.0)
            f["alignment"] = .string(SceneStack.alignments.first { $0.1 == stack.alignment }!.0)
            f["spacing"] = .number(stack.spacing)
        }
        if !constraints.isEmpty { f["constraints"] = .array(constraints.map(\.json)) }
        return .object(f)
    }
}

extension SceneConstraint {
    var json: JSONValue {
        var f: [String: JSONValue] = ["first": .string(first), "relation": .string(relation.description)]
        if let second { f["second"] = .string(second) }
        if multiplier != 1 { f["multiplier"] = .number(multiplier) }
        if constant != 0 { f["constant"] = .number(constant) }
        if priority != 1000 { f["priority"] = .number(priority) }
        if let id { f["id"] = .string(id) }
        return .object(f)
    }
}

extension SceneFormat {
    var json: JSONValue {
        guard !options.isEmpty else { return .string(format) }
        let names = Self.optionNames.filter { options.contains($0.1) && !$0.1.isEmpty }.map { JSONValue.string($0.0) }
        return .object(["format": .string(format), "options": .array(names)])
    }
}
