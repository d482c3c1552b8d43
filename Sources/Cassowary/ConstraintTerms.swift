/// A constraint's terms as the solver reads them (each variable's id and
/// coefficient), with the names kept only when some variable has one, and
/// the constraint's identifier.
///
/// Why: a ``Term`` is 32 bytes, 16 of them its variable's name, and the
/// solver never reads a name. Variables made without names (the usual
/// case for layouts built in code: every variable of the cards benchmark)
/// store 16 bytes per term, 0.9 MB at cards-1000. Named ones keep their
/// terms as given, so that descriptions and conflict reports show names.
/// The identifier rides in the buffer's header: out of the constraint
/// object, which then fits malloc's 64-byte chunk instead of the 80-byte
/// one (0.4 MB at cards-1000). Named terms without an identifier keep the
/// array they were made in (no copy: the enaml build makes 111 of them).
enum ConstraintTerms {
    /// Some variable has a name; no identifier (the array as made: no copy).
    case named([Term])
    /// Some variable has a name, and the constraint has an identifier.
    case namedIdentified(TermBuffer<Term>)
    /// No variable has a name: ids and coefficients.
    case anonymous(TermBuffer<IDTerm>)

    /// A term without its variable's name.
    struct IDTerm {
        let id: Int
        let coefficient: Double

        init(id: Int, coefficient: Double) {
            self.id = id
            self.coefficient = coefficient
        }

        /// `term` without its variable's name.
        @inline(__always) init(_ term: Term) { self.init(id: term.variable.id, coefficient: term.coefficient) }
    }

    init(_ terms: [Term], identifier: String?) {
        if terms.allSatisfy({ $0.variable.isUnnamed }) {
            self = .anonymous(TermBuffer.make(terms.lazy.map(IDTerm.init), count: terms.count, identifier: identifier))
        } else if let identifier {
            self = .namedIdentified(TermBuffer.make(terms, count: terms.count, identifier: identifier))
        } else {
            self = .named(terms)
        }
    }

    /// The same terms with another identifier.
    func identified(_ identifier: String?) -> ConstraintTerms {
        ConstraintTerms(terms, identifier: identifier)
    }

    /// The terms with their variables, as made.
    var terms: [Term] {
        switch self {
        case .named(let terms): terms
        case .namedIdentified(let b): b.withElements { Array($0) }
        case .anonymous(let b): b.withElements { $0.map { Term(Variable(id: $0.id), $0.coefficient) } }
        }
    }

    var identifier: String? {
        switch self {
        case .named: nil
        case .namedIdentified(let b): b.identifier
        case .anonymous(let b): b.identifier
        }
    }

    var count: Int {
        switch self {
        case .named(let terms): terms.count
        case .namedIdentified(let b): b.count
        case .anonymous(let b): b.count
        }
    }

    /// The variable id and coefficient of term `i`.
    @inline(__always) subscript(i: Int) -> IDTerm {
        switch self {
        case .named(let terms): IDTerm(terms[i])
        case .namedIdentified(let b): b.withElements { IDTerm($0[i]) }
        case .anonymous(let b): b.withElements { $0[i] }
        }
    }
}

/// The header of a ``TermBuffer``.
struct TermHeader {
    let count: Int
    let identifier: String?
}

/// An immutable array of terms with a header, in one allocation.
final class TermBuffer<Element>: ManagedBuffer<TermHeader, Element> {
    /// A buffer holding `elements` (exactly `count` of them).
    static func make(_ elements: some Sequence<Element>, count: Int, identifier: String?) -> TermBuffer {
        let buffer = create(minimumCapacity: count) { _ in TermHeader(count: count, identifier: identifier) }
        buffer.withUnsafeMutablePointerToElements { p in
            var i = 0
            for e in elements {
                (p + i).initialize(to: e)
                i += 1
            }
            precondition(i == count, "TermBuffer: \(i) elements, expected \(count)")
        }
        return unsafeDowncast(buffer, to: TermBuffer.self)
    }

    /// The header's fields are read through a pointer: `header` is a
    /// class's `var`, and each read of it checked exclusivity at run time
    /// (about 40 instructions: 1.4% of the cards build).
    @inline(__always) var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }
    var identifier: String? { withUnsafeMutablePointerToHeader { $0.pointee.identifier } }

    @inline(__always) func withElements<R>(_ body: (UnsafeBufferPointer<Element>) -> R) -> R {
        withUnsafeMutablePointers { h, p in body(UnsafeBufferPointer(start: p, count: h.pointee.count)) }
    }

    deinit {
        _ = withUnsafeMutablePointers { h, p in p.deinitialize(count: h.pointee.count) }
    }
}
