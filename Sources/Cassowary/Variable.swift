import Synchronization

private let nextVariableID = Atomic<Int>(0)

/// An unknown of a linear system, named for humans and identified by a unique id.
///
/// Variables are cheap values: copying one copies an id and a name. Two
/// variables are the same variable only when they come from the same
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
    public let id: Int
    /// The name shown in descriptions and solver dumps.
    public let name: String

    /// Makes a new variable, distinct from every other one.
    public init(_ name: String = "") {
        id = nextVariableID.add(1, ordering: .relaxed).newValue
        self.name = name
    }

    /// The variable with this id (a constraint that kept only the id).
    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(id)" : name }
}
