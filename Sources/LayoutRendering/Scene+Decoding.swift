import AutoLayout
import Foundation

extension Scene {
    /// Reads a scene from JSON text (see the format in the README's "Scene
    /// files" section). Unknown keys are errors, so typos do not pass silently.
    ///
    /// ```swift
    /// let scene = try Scene(json: #"{"name": "one", "views": [{"id": "a", "kind": "label", "text": "Hi"}]}"#)
    /// ```
    /// - Throws: `SceneError` naming the JSON path and what was expected there.
    public init(json: String) throws(SceneError) {
        try self.init(jsonData: Data(json.utf8))
    }

    /// Reads a scene from JSON bytes.
    /// e.g. `let scene = try Scene(jsonData: Data(contentsOf: url))`
    public init(jsonData: Data) throws(SceneError) {
        let root = JSONNode(value: try JSONValue.parse(jsonData), path: "")
        try root.allowKeys(["name", "width", "height", "views", "constraints", "vfl", "metrics"])
        name = try root["name"].map { node throws(SceneError) in try node.string() } ?? "scene"
        width = try root["width"].map { node throws(SceneError) in try node.positiveNumber() }
        height = try root["height"].map { node throws(SceneError) in try node.positiveNumber() }
        metrics = [:]
        if let node = root["metrics"] {
            for (key, value) in try node.object().sorted(by: { $0.key < $1.key }) {
                metrics[key] = try node.child(key, value).number()
            }
        }
        views = try root.list("views") { node throws(SceneError) in try SceneView(node) }
        constraints = try root.list("constraints") { node throws(SceneError) in try SceneConstraint(node) }
        vfl = try root.list("vfl") { node throws(SceneError) in try SceneFormat(node) }
        try validate()
    }
}

/// A JSON value and its path, with typed accessors that throw `SceneError`.
struct JSONNode {
    let value: JSONValue
    let path: String

    var displayPath: String { path.isEmpty ? "$" : path }

    func fail(_ expected: String) -> SceneError {
        SceneError(path: displayPath, message: "expected \(expected), found \(value.kindName)")
    }

    func child(_ key: String, _ value: JSONValue) -> JSONNode {
        JSONNode(value: value, path: path.isEmpty ? key : path + "." + key)
    }

    subscript(key: String) -> JSONNode? {
        guard case let .object(fields) = value, let v = fields[key], v != .null else { return nil }
        return child(key, v)
    }

    func object() throws(SceneError) -> [String: JSONValue] {
        guard case let .object(fields) = value else { throw fail("an object") }
        return fields
    }

    func allowKeys(_ allowed: [String]) throws(SceneError) {
        let fields = try object()
        if let unknown = fields.keys.filter({ !allowed.contains($0) }).sorted().first {
            throw SceneError(path: child(unknown, .null).displayPath,
                             message: "unknown key; expected one of \(allowed.joined(separator: ", "))")
        }
    }

    func string() throws(SceneError) -> String {
        guard case let .string(s) = value else { throw fail("a string") }
        return s
    }

    func number() throws(SceneError) -> Double {
        guard case let .number(n) = value else { throw fail("a number") }
        return n
    }

    func positiveNumber() throws(SceneError) -> Double {
        let n = try number()
        guard n > 0 else { throw SceneError(path: displayPath, message: "expected a number greater than 0, found \(JSONValue.number(n))") }
        return n
    }

    func bool() throws(SceneError) -> Bool {
        guard case let .bool(b) = value else { throw fail("true or false") }
        return b
    }

    func array() throws(SceneError) -> [JSONNode] {
        guard case let .array(items) = value else { throw fail("an array") }
        return items.enumerated().map { JSONNode(value: $1, path: "\(path)[\($0)]") }
    }

    /// `count` numbers, as an array.
    func numbers(_ count: Int, _ what: String) throws(SceneError) -> [Double] {
        let items = try array()
        guard items.count == count else { throw fail("an array of \(count) numbers (\(what))") }
        var out: [Double] = []
        for item in items { out.append(try item.number()) }
        return out
    }

    /// The array at `key` (empty if absent), each element read by `read`.
    func list<T>(_ key: String, _ read: (JSONNode) throws(SceneError) -> T) throws(SceneError) -> [T] {
        guard let node = self[key] else { return [] }
        var out: [T] = []
        for item in try node.array() { out.append(try read(item)) }
        return out
    }
}

extension SceneView {
    init(_ node: JSONNode) throws(SceneError) {
        try node.allowKeys(["id", "kind", "parent", "text", "title", "fontSize", "numberOfLines", "size", "insets",
                            "hugging", "compression", "hidden", "constraints",
                            "axis", "distribution", "alignment", "spacing"])
        guard let idNode = node["id"] else { throw SceneError(path: node.displayPath + ".id", message: "expected a string (every view needs an id)") }
        id = try idNode.string()
        let kindName = try node["kind"]?.string() ?? "view"
        guard let kind = Kind(rawValue: kindName) else {
            throw SceneError(path: node.displayPath + ".kind", message:
                "unsupported kind '\(kindName)'; expected one of \(Kind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self.kind = kind
        parent = try node["parent"]?.string() ?? "root"
        text = try node["text"]?.string()
        title = try node["title"]?.string()
        fontSize = try node["fontSize"]?.positiveNumber()
        if let lines = node["numberOfLines"] {
            let n = try lines.number()
            guard n >= 0, n == n.rounded(), n < 1e9 else { throw lines.fail("a whole number, 0 or more") }
            numberOfLines = Int(n)
        }
        imageSize = try node["size"].map { n throws(SceneError) in
            let wh = try n.numbers(2, "width, height")
            return CGSize(width: wh[0], height: wh[1])
        }
        insets = try node["insets"].map { n throws(SceneError) in
            let i = try n.numbers(4, "top, left, bottom, right")
            return EdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3])
        }
        hugging = try node["hugging"]?.numbers(2, "horizontal, vertical priorities")
        compression = try node["compression"]?.numbers(2, "horizontal, vertical priorities")
        hidden = try node["hidden"]?.bool() ?? false
        constraints = try node.list("constraints") { n throws(SceneError) in try SceneConstraint(n) }
        let stackKeys = ["axis", "distribution", "alignment", "spacing"].filter { node[$0] != nil }
        if kind == .stack {
            stack = try SceneStack(node)
        } else if let key = stackKeys.first {
            throw SceneError(path: node.displayPath + "." + key, message: "only stack views have '\(key)'")
        }
    }
}

extension SceneStack {
    init(_ node: JSONNode) throws(SceneError) {
        if let n = node["axis"] {
            switch try n.string() {
            case "horizontal": axis = .horizontal
            case "vertical": axis = .vertical
            case let other: throw n.fail("'horizontal' or 'vertical', not '\(other)'")
            }
        }
        if let n = node["distribution"] {
            let name = try n.string()
            guard let d = Self.distributions.first(where: { $0.0 == name })?.1 else {
                throw n.fail("one of \(Self.distributions.map(\.0).joined(separator: ", ")), not '\(name)'")
            }
            distribution = d
        }
        if let n = node["alignment"] {
            let name = try n.string()
            guard let a = Self.alignments.first(where: { $0.0 == name })?.1 else {
                throw n.fail("one of \(Self.alignments.map(\.0).joined(separator: ", ")), not '\(name)'")
            }
            alignment = a
        }
        if let n = node["spacing"] { spacing = try n.number() }
    }
}

extension SceneConstraint {
    init(_ node: JSONNode) throws(SceneError) {
        try node.allowKeys(["first", "relation", "second", "multiplier", "constant", "priority", "id"])
        guard let firstNode = node["first"] else {
            throw SceneError(path: node.displayPath + ".first", message: "expected a string such as 'title.leading'")
        }
        first = try firstNode.string()
        switch try node["relation"]?.string() ?? "==" {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        case let other:
            throw SceneError(path: node.displayPath + ".relation", message: "expected '==', '<=' or '>=', found '\(other)'")
        }
        second = try node["second"]?.string()
        multiplier = try node["multiplier"]?.number() ?? 1
        constant = try node["constant"]?.number() ?? 0
        priority = try node["priority"]?.number() ?? 1000
        if let p = node["priority"], !(priority > 0 && priority <= 1000) {
            throw SceneError(path: p.displayPath, message: "expected a priority in (0, 1000], found \(JSONValue.number(priority))")
        }
        id = try node["id"]?.string()
    }
}

extension SceneFormat {
    init(_ node: JSONNode) throws(SceneError) {
        if case let .string(s) = node.value {
            self.init(s)
            return
        }
        guard case .object = node.value else { throw node.fail("a format string or {\"format\": ..., \"options\": [...]}") }
        try node.allowKeys(["format", "options"])
        guard let f = node["format"] else { throw SceneError(path: node.displayPath + ".format", message: "expected a string") }
        var options: FormatOptions = []
        for item in try node["options"]?.array() ?? [] {
            let name = try item.string()
            guard let option = Self.optionNames.first(where: { $0.0 == name })?.1 else {
                throw SceneError(path: item.displayPath, message: "unknown option '\(name)'; expected one of "
                    + Self.optionNames.map(\.0).joined(separator: ", "))
            }
            options.formUnion(option)
        }
        self.init(try f.string(), options: options)
    }
}
