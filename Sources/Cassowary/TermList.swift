/// The terms of an expression or a constraint: the first two in line, the others in an array.
///
/// Most layout constraints have one or two terms: in line, an expression
/// moves from operator to operator and into its constraint without
/// allocating. Two, not three, keep the constraint object in malloc's
/// 128-byte chunk. Unused slots hold a term of no variable (id 0: no name
/// to release) and coefficient 0.
struct TermList: RandomAccessCollection, MutableCollection {
    private var first: Term
    private var second: Term
    /// The terms after the second.
    private var rest: [Term]
    private(set) var count: Int

    @inline(__always) private static var unused: Term { Term(Variable(id: 0), 0) }

    init() {
        first = TermList.unused
        second = TermList.unused
        rest = []
        count = 0
    }

    init(_ a: Term, _ b: Term? = nil) {
        first = a
        second = b ?? TermList.unused
        rest = []
        count = b == nil ? 1 : 2
    }

    init(_ terms: some Sequence<Term>) {
        self.init()
        for term in terms { append(term) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(i: Int) -> Term {
        @inline(__always) get {
            switch i {
            case 0: first
            case 1: second
            default: rest[i - 2]
            }
        }
        @inline(__always) set {
            switch i {
            case 0: first = newValue
            case 1: second = newValue
            default: rest[i - 2] = newValue
            }
        }
    }

    /// The variable id of term `i` (without copying its name).
    @inline(__always) func id(at i: Int) -> Int {
        switch i {
        case 0: first.variable.id
        case 1: second.variable.id
        default: rest[i - 2].variable.id
        }
    }

    @inline(__always) func coefficient(at i: Int) -> Double {
        switch i {
        case 0: first.coefficient
        case 1: second.coefficient
        default: rest[i - 2].coefficient
        }
    }

    mutating func append(_ term: Term) {
        switch count {
        case 0: first = term
        case 1: second = term
        default: rest.append(term)
        }
        count += 1
    }

    mutating func prepend(_ term: Term) {
        if count >= 2 { rest.insert(second, at: 0) }
        second = first
        first = term
        count += 1
    }

    mutating func scale(by factor: Double) {
        // The unused slots' zeros may become NaN (times an infinity): never read.
        first.coefficient *= factor
        second.coefficient *= factor
        for i in rest.indices { rest[i].coefficient *= factor }
    }
}
