/// A parsed Visual Format Language string: Apple's ASCII-art notation for a
/// line of views, such as `H:|-[find]-[findNext]-[findField(>=20)]-|`.
///
/// Parsing checks the whole grammar, the view names and the metrics, and keeps
/// the result as a syntax tree: the orientation, the views in order with their
/// size predicates, the connections between neighbours, and the connections to
/// the superview at either end. Metric names are already resolved to numbers;
/// views are kept by name. Turning the tree into constraints is the views
/// module's job.
///
/// ```swift
/// let format = try VisualFormat.parse("|-(m)-[a(>=50)]-[b(==a)]|",
///                                     metrics: ["m": 20], viewNames: ["a", "b"])
/// format.orientation                          // .horizontal
/// format.views.map(\.name)                    // ["a", "b"]
/// format.connections[0].kind                  // .standard (constant 8)
/// format.trailingSuperview?.connection.kind   // .flush (constant 0)
/// ```
///
/// Accepted beyond the grammar printed in Apple's guide, because UIKit accepts
/// it and shipping code relies on it: spaces and tabs between tokens
/// (`H: | [a]`), and a relation and priority on an unparenthesised spacing
/// (`[a]->=10@750-[b]`). Rejected although UIKit may accept it, because it can
/// only be a mistake: the same view twice in one format, a view sized relative
/// to itself, and a name that is both a metric and a view name.
public struct VisualFormat: Hashable, Sendable {
    /// The format string as it was given.
    /// e.g. `try VisualFormat.parse("|-[a]-|", viewNames: ["a"]).format   // "|-[a]-|"`
    public var format: String
    /// `H:` (the default) or `V:`.
    /// e.g. `try VisualFormat.parse("V:[a]-[b]", viewNames: ["a", "b"]).orientation   // .vertical`
    public var orientation: Orientation
    /// `|` and the connection from it to the first view, if the format starts with `|`.
    /// e.g. `format.leadingSuperview?.connection.kind   // .standard for "|-[a]"`
    public var leadingSuperview: SuperviewEdge?
    /// The views, in the order they appear, each with its size predicates. Never empty.
    /// e.g. `format.views.map(\.name)   // ["a", "b"] for "[a]-[b]"`
    public var views: [ViewElement]
    /// `connections[i]` joins `views[i]` and `views[i + 1]`; one fewer than `views`.
    /// e.g. `format.connections[0].kind   // .explicit for "[a]-20-[b]"`
    public var connections: [Connection]
    /// The connection from the last view to `|`, if the format ends with `|`.
    /// e.g. `format.trailingSuperview?.connection.kind   // .flush for "[a]|"`
    public var trailingSuperview: SuperviewEdge?

    /// The standard space between two sibling views, in points, used for a lone
    /// `-` between views (`[a]-[b]`). Apple's Auto Layout Guide: 8.
    /// e.g. `VisualFormat.standardSpacing   // 8, the space in "[a]-[b]"`
    public static let standardSpacing: Double = 8
    /// The standard space between a view and its superview's edge, in points,
    /// used for a lone `-` next to `|` (`|-[a]`). Apple's Auto Layout Guide
    /// (and AppKit): 20. UIKit since iOS 8 instead pins to the superview's
    /// layout margins; the connection's `kind` is `.standard` so the views
    /// module can do that instead of using this number.
    /// e.g. `VisualFormat.standardSuperviewSpacing   // 20, the space in "|-[a]"`
    public static let standardSuperviewSpacing: Double = 20
    /// The priority of a predicate that does not give one: required.
    /// e.g. `VisualFormat.Predicate(object: .constant(50)).priority == VisualFormat.requiredPriority`
    public static let requiredPriority: Double = 1000

    /// The axis a format lays views out along.
    /// e.g. `try VisualFormat.parse("V:[a]-[b]", viewNames: ["a", "b"]).orientation   // .vertical`
    public enum Orientation: Hashable, Sendable {
        /// `H:` or no prefix: views run leading to trailing; sizes are widths.
        case horizontal
        /// `V:`: views run top to bottom; sizes are heights.
        case vertical
    }

    /// `==`, `<=` or `>=`.
    /// e.g. `format.views[0].predicates[0].relation   // .greaterThanOrEqual for "[a(>=50)]"`
    public enum Relation: Hashable, Sendable {
        /// `==`, or no relation written.
        case equal
        /// `<=`.
        case lessThanOrEqual
        /// `>=`.
        case greaterThanOrEqual
    }

    /// What a predicate compares with.
    /// e.g. `format.views[0].predicates[0].object   // .view("b") for "[a(==b)]"`
    public enum Object: Hashable, Sendable {
        /// A number, or a metric already resolved to its number.
        case constant(Double)
        /// Another view's size along the format's axis (`[a(==b)]`); only in a
        /// view's size predicates.
        case view(String)
    }

    /// One comparison: `>=50@750`, `==b`, `20`.
    ///
    /// ```swift
    /// VisualFormat.Predicate(relation: .greaterThanOrEqual, object: .constant(50), priority: 750)
    /// ```
    public struct Predicate: Hashable, Sendable {
        /// The relation; `==` when the format gives none.
        /// e.g. `format.views[0].predicates[0].relation   // .lessThanOrEqual for "[a(<=80)]"`
        public var relation: Relation
        /// The number or view compared with.
        /// e.g. `format.views[0].predicates[0].object   // .constant(80) for "[a(<=80)]"`
        public var object: Object
        /// The priority in (0, 1000]; 1000 (required) when the format gives none.
        /// e.g. `format.views[0].predicates[0].priority   // 750 for "[a(>=50@750)]"`
        public var priority: Double

        /// A predicate comparing with `object`; `==` and required unless given.
        ///
        /// ```swift
        /// let atLeast8 = VisualFormat.Predicate(relation: .greaterThanOrEqual, object: .constant(8), priority: 750)
        /// ```
        public init(relation: Relation = .equal, object: Object,
                    priority: Double = VisualFormat.requiredPriority) {
            self.relation = relation
            self.object = object
            self.priority = priority
        }
    }

    /// The spacing between two neighbours (views, or a view and `|`).
    ///
    /// `predicates` is never empty: a flush connection holds `== 0`, a standard
    /// one `== 8` between views or `== 20` next to `|`, all required.
    /// e.g. `format.connections[0].predicates[0].object   // .constant(20) for "[a]-20-[b]"`
    public struct Connection: Hashable, Sendable {
        /// How the connection was written.
        /// e.g. `format.connections[0].kind   // .flush for "[a][b]"`
        public enum Kind: Hashable, Sendable {
            /// Nothing between the neighbours (`[a][b]`, `|[a]`): spacing 0.
            case flush
            /// A lone `-` (`[a]-[b]`, `|-[a]`): the standard spacing.
            case standard
            /// `-20-`, `-m-`, `->=8@750-` or `-(>=8,<=20)-`.
            case explicit
        }

        /// How the connection was written.
        /// e.g. `format.connections[0].kind   // .standard for "[a]-[b]"`
        public var kind: Kind
        /// The spacing predicates, constants only, in the order written.
        /// e.g. `format.connections[0].predicates.count   // 2 for "[a]-(>=8,<=20)-[b]"`
        public var predicates: [Predicate]

        /// A connection written as `kind` with these spacing predicates.
        /// e.g. `let gap = VisualFormat.Connection(kind: .explicit, predicates: [VisualFormat.Predicate(object: .constant(20))])`
        public init(kind: Kind, predicates: [Predicate]) {
            self.kind = kind
            self.predicates = predicates
        }
    }

    /// A view in the format: `[name(predicates)]`.
    /// e.g. `format.views[0].name   // "a" for "[a(>=50)]"`
    public struct ViewElement: Hashable, Sendable {
        /// The view's name, a key of the views the format was parsed with.
        /// e.g. `format.views[1].name   // "b" for "[a]-[b]"`
        public var name: String
        /// The size predicates (width for `H:`, height for `V:`), possibly empty.
        /// e.g. `format.views[0].predicates.count   // 1 for "[a(>=50)]"`
        public var predicates: [Predicate]
        /// The column of the view's '[' in the format (see `VisualFormatError.column`).
        /// e.g. `format.views[1].column   // 4 for "[a]-[b]"`
        public var column: Int

        /// The view `name` with its size predicates, at `column` of the format.
        /// e.g. `let a = VisualFormat.ViewElement(name: "a", column: 0)`
        public init(name: String, predicates: [Predicate] = [], column: Int) {
            self.name = name
            self.predicates = predicates
            self.column = column
        }
    }

    /// A `|` at one end of the format, with the connection between it and the
    /// nearest view.
    /// e.g. `format.leadingSuperview?.column   // 2 for "H:|-[a]"`
    public struct SuperviewEdge: Hashable, Sendable {
        /// The column of the `|` in the format, for errors such as a view without a superview.
        /// e.g. `format.trailingSuperview?.column   // 6 for "H:[a]-|"`
        public var column: Int
        /// The spacing between the superview's edge and the view.
        /// e.g. `format.leadingSuperview?.connection.kind   // .flush for "|[a]"`
        public var connection: Connection

        /// A `|` at `column`, joined to the nearest view by `connection`.
        /// e.g. `let edge = VisualFormat.SuperviewEdge(column: 0, connection: flush)   // "|" joined by a flush connection`
        public init(column: Int, connection: Connection) {
            self.column = column
            self.connection = connection
        }
    }
}
