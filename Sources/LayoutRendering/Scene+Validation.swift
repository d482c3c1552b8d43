import AutoLayout
import Foundation

extension Scene {
    /// The largest size, offset, spacing or constant, in points, a scene may
    /// hold (and the largest width it builds at): far beyond any screen, and
    /// small enough that every frame stays exact to a hundredth of a point.
    /// e.g. `try scene.build(width: Scene.largestLength * 2)   // throws: too wide`
    public static let largestLength: Double = 1_000_000
    /// The largest font size a scene may hold.
    /// e.g. `SceneView(id: "big", kind: .label, text: "A", fontSize: Scene.largestFontSize)`
    public static let largestFontSize: Double = 10_000
    /// The largest multiplier a scene's constraint may have, either sign.
    /// e.g. `SceneConstraint(first: "a.width", second: "b.width", multiplier: Scene.largestMultiplier)`
    public static let largestMultiplier: Double = 10_000

    /// Checks what `Scene(json:)` checks, for a scene made in code: ids
    /// unique, not `root`, not empty and without `.`; parents earlier; every
    /// number finite and within its bounds (``largestLength``,
    /// ``largestFontSize``, ``largestMultiplier``, priorities in (0, 1000]);
    /// two hugging and two compression priorities; an arrangement only on a
    /// stack view. `build(width:)` calls it first.
    ///
    /// ```swift
    /// try Scene(views: [SceneView(id: "a", parent: "nowhere")]).validate()
    /// // throws views[0].parent: expected 'root' or the id of an earlier view, found 'nowhere'
    /// ```
    /// - Throws: `SceneError` naming the JSON path of the first problem.
    public func validate() throws(SceneError) {
        if let width { try Self.check(length: width, at: "width", positive: true) }
        if let height { try Self.check(length: height, at: "height", positive: true) }
        for key in metrics.keys.sorted() { try Self.check(length: metrics[key]!, at: "metrics." + key) }
        var known: Set<String> = ["root"]
        for (index, view) in views.enumerated() {
            let path = "views[\(index)]"
            guard !known.contains(view.id) else {
                throw SceneError(path: path + ".id", message: view.id == "root"
                    ? "'root' is the implicit root view; choose another id"
                    : "the id '\(view.id)' is used by an earlier view")
            }
            guard !view.id.isEmpty, !view.id.contains(".") else {
                throw SceneError(path: path + ".id", message: "expected a non-empty id without '.' (constraints write 'id.attribute'), found '\(view.id)'")
            }
            guard known.contains(view.parent) else {
                throw SceneError(path: path + ".parent",
                                 message: "expected 'root' or the id of an earlier view, found '\(view.parent)'")
            }
            known.insert(view.id)
            try view.validate(at: path)
        }
        for (index, c) in constraints.enumerated() { try c.validate(at: "constraints[\(index)]") }
    }

    /// A length: finite, within ``largestLength`` (and above 0 when `positive`).
    static func check(length value: Double, at path: String, positive: Bool = false) throws(SceneError) {
        let ok = positive ? value > 0 && value <= largestLength : abs(value) <= largestLength
        guard ok else {
            throw SceneError(path: path, message: positive
                ? "expected a number greater than 0 and at most \(JSONValue.number(largestLength)), found \(JSONValue.number(value))"
                : "expected a number from -\(JSONValue.number(largestLength)) to \(JSONValue.number(largestLength)), found \(JSONValue.number(value))")
        }
    }

    /// A priority in (0, 1000].
    static func check(priority value: Double, at path: String) throws(SceneError) {
        guard value > 0, value <= 1000 else {
            throw SceneError(path: path, message: "expected a priority in (0, 1000], found \(JSONValue.number(value))")
        }
    }
}

extension SceneView {
    /// The checks of ``Scene/validate()`` that concern one view; `path` is its JSON path.
    func validate(at path: String) throws(SceneError) {
        if let fontSize, !(fontSize > 0 && fontSize <= Scene.largestFontSize) {
            throw SceneError(path: path + ".fontSize", message:
                "expected a number greater than 0 and at most \(JSONValue.number(Scene.largestFontSize)), found \(JSONValue.number(fontSize))")
        }
        if let numberOfLines, numberOfLines < 0 {
            throw SceneError(path: path + ".numberOfLines", message: "expected a whole number, 0 or more, found \(numberOfLines)")
        }
        if let imageSize {
            for (index, side) in [imageSize.width, imageSize.height].enumerated() {
                try Scene.check(length: Double(side), at: path + ".size[\(index)]")
                if side < 0 { throw SceneError(path: path + ".size[\(index)]", message: "expected a size of 0 or more, found \(JSONValue.number(Double(side)))") }
            }
        }
        if let insets {
            for (index, inset) in [insets.top, insets.left, insets.bottom, insets.right].enumerated() {
                try Scene.check(length: Double(inset), at: path + ".insets[\(index)]")
            }
        }
        for (key, priorities) in [("hugging", hugging), ("compression", compression)] {
            guard let priorities else { continue }
            guard priorities.count == 2 else {
                throw SceneError(path: path + "." + key, message: "expected 2 priorities (horizontal, vertical), found \(priorities.count)")
            }
            for (index, p) in priorities.enumerated() { try Scene.check(priority: p, at: path + ".\(key)[\(index)]") }
        }
        if let stack {
            guard kind == .stack else { throw SceneError(path: path, message: "only stack views have an arrangement (axis, distribution, alignment, spacing)") }
            try Scene.check(length: stack.spacing, at: path + ".spacing")
        }
        for (index, c) in constraints.enumerated() { try c.validate(at: path + ".constraints[\(index)]") }
    }
}

extension SceneConstraint {
    /// The checks of ``Scene/validate()`` that concern one constraint.
    func validate(at path: String) throws(SceneError) {
        guard abs(multiplier) <= Scene.largestMultiplier else {
            throw SceneError(path: path + ".multiplier", message:
                "expected a number from -\(JSONValue.number(Scene.largestMultiplier)) to \(JSONValue.number(Scene.largestMultiplier)), found \(JSONValue.number(multiplier))")
        }
        try Scene.check(length: constant, at: path + ".constant")
        try Scene.check(priority: priority, at: path + ".priority")
    }
}
