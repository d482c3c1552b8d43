/// A constraint's terms as the solver reads them: each variable's id and
/// coefficient, with the names kept only when some variable has one.
///
/// Why: a ``Term`` is 32 bytes, 16 of them its variable's name, and the
/// solver never reads a name. Variables made without names (the usual
/// case for layouts built in code: every variable of the cards benchmark)
/// store 16 bytes per term, 0.9 MB at cards-1000. Named ones keep their
/// terms as given, so that descriptions and conflict reports show names.
enum ConstraintTerms {
    /// Some variable has a name.
    case named([Term])
    /// No variable has a name: ids and coefficients.
    case anonymous(ContiguousArray<IDTerm>)

    /// A term without its variable's name.
    struct IDTerm {
        let id: Int
        let coefficient: Double
    }

    init(_ terms: [Term]) {
        if terms.allSatisfy({ $0.variable.name.isEmpty }) {
            self = .anonymous(ContiguousArray(terms.lazy.map { IDTerm(id: $0.variable.id, coefficient: $0.coefficient) }))
        } else {
            self = .named(terms)
        }
    }

    /// The terms with their variables, as made.
    var terms: [Term] {
        switch self {
        case .named(let terms): terms
        case .anonymous(let terms): terms.map { Term(Variable(id: $0.id, name: ""), $0.coefficient) }
        }
    }

    var count: Int {
        switch self {
        case .named(let terms): terms.count
        case .anonymous(let terms): terms.count
        }
    }

    /// The variable id and coefficient of term `i`.
    @inline(__always) subscript(i: Int) -> IDTerm {
        switch self {
        case .named(let terms): IDTerm(id: terms[i].variable.id, coefficient: terms[i].coefficient)
        case .anonymous(let terms): terms[i]
        }
    }
}
