import Synchronization

private let nextVariableID = Atomic<Int>(0)

/// An unknown of a linear system, named for humans and identified by a unique id.
///
/// Variables are cheap 16-byte values: an id and an optional name. Two
/// variables are the same only when they come from the same `Variable(_:)`
/// call, whatever their names: compare (or key dictionaries by) their `id`.
/// `==` between variables makes a ``Constraint``, as in kiwi.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left + width == 320)
/// ```
public struct Variable: Sendable, CustomStringConvertible {
    /// The identity of the variable, unique in the process, e.g. `Variable("x").id == Variable("x").id   // false`.
    public let id: Int
    private let label: NameBox?

    /// Makes a new variable, distinct from every other one, e.g. `let width = Variable("width")`.
    public init(_ name: String = "") {
        id = nextVariableID.add(1, ordering: .relaxed).newValue
        label = name.isEmpty ? nil : NameBox(name)
    }

    /// The unnamed variable with this id (a constraint that kept only the id).
    init(id: Int) {
        self.id = id
        label = nil
    }

    /// The name shown in descriptions and dumps ("" if none), e.g. `Variable("width").name   // "width"`.
    public var name: String { label?.text ?? "" }

    public var description: String { label.map(\.text) ?? "v\(id)" }
}

/// A variable's name or a constraint's identifier, out of line (8 bytes, where a `String?` takes 16).
final class NameBox: Sendable {
    let text: String
    init(_ text: String) { self.text = text }
}
