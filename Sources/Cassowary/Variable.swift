import Synchronization

private let nextVariableID = Atomic<Int>(0)

/// An unknown of a linear system, named for humans and identified by a unique id.
///
/// Variables are cheap values: 16 bytes, an id and a reference to the name
/// (none for an unnamed variable: a layout built in code makes thousands,
/// and kiwi's 8-byte variables are what the benchmarks compare against).
/// Two variables are the same variable only when they come from the same
/// `Variable(_:)` call, whatever their names: compare (or key dictionaries
/// by) their `id`. `==` between variables makes a ``Constraint``, as in kiwi.
///
/// ```swift
/// let left = Variable("left")
/// let width = Variable("width")
/// try solver.add(left + width == 320)
/// ```
public struct Variable: Sendable, CustomStringConvertible {
    /// The identity of the variable, unique within the process.
    /// e.g. `Variable("x").id == Variable("x").id   // false: two variables`
    public let id: Int
    private let label: NameBox?

    /// Makes a new variable, distinct from every other one.
    /// e.g. `let width = Variable("width")`
    public init(_ name: String = "") {
        id = nextVariableID.add(1, ordering: .relaxed).newValue
        label = name.isEmpty ? nil : NameBox(name)
    }

    /// The unnamed variable with this id (a constraint that kept only the id).
    init(id: Int) {
        self.id = id
        label = nil
    }

    /// The name shown in descriptions and solver dumps ("" if none).
    /// e.g. `Variable("width").name   // "width"`
    public var name: String { label?.text ?? "" }

    public var description: String { label.map(\.text) ?? "v\(id)" }
}

/// A name kept out of line, in 8 bytes where a `String?` takes 16: a
/// variable's name (see ``Variable``) or a constraint's identifier.
final class NameBox: Sendable {
    let text: String
    init(_ text: String) { self.text = text }
}
