// Arithmetic between variables, expressions and numbers. Each combination is
// spelled out (no generics) so that long expressions type-check quickly.

public prefix func - (e: consuming Expression) -> Expression {
    for i in e.terms.indices { e.terms[i].coefficient = -e.terms[i].coefficient }
    e.constant = -e.constant
    return e
}
public prefix func - (v: Variable) -> Expression { Expression(Term(v, -1), growable: true) }

/// `a + factor · b`, appended to `a`'s own terms (constraints are built
/// with these operators: a new array per step was an allocation each).
private func combine(_ a: consuming Expression, _ b: Expression, times factor: Double) -> Expression {
    a.terms.reserveCapacity(a.terms.count + b.terms.count)
    for t in b.terms { a.terms.append(Term(t.variable, t.coefficient * factor)) }
    a.constant += b.constant * factor
    return a
}

/// `v + factor · b`, in `b`'s own array (`b` is most often a temporary
/// such as `-w` or `0.5 * w`, with room for it).
private func combine(_ v: Variable, _ b: consuming Expression, times factor: Double) -> Expression {
    // Exactly one more when there is no room: a constraint may keep the array.
    b.terms.reserveCapacity(b.terms.count + 1)
    if factor != 1 {
        for i in b.terms.indices { b.terms[i].coefficient *= factor }
        b.constant *= factor
    }
    b.terms.insert(Term(v), at: 0)
    return b
}

/// `a + coefficient · v`, appended to `a`'s own terms: a temporary's
/// array is extended in place, without a copy or a reference count.
private func appending(_ a: consuming Expression, _ v: Variable, _ coefficient: Double) -> Expression {
    a.terms.append(Term(v, coefficient))
    return a
}

public func + (a: consuming Expression, b: Expression) -> Expression { combine(a, b, times: 1) }
public func + (a: consuming Expression, b: Variable) -> Expression { appending(a, b, 1) }
public func + (a: Variable, b: consuming Expression) -> Expression { combine(a, b, times: 1) }
public func + (a: Variable, b: Variable) -> Expression { Expression(Term(a), Term(b), growable: true) }
public func + (a: consuming Expression, b: Double) -> Expression {
    a.constant += b
    return a
}
public func + (a: Double, b: consuming Expression) -> Expression { b + a }
public func + (a: Variable, b: Double) -> Expression { Expression(Term(a), constant: b) }
public func + (a: Double, b: Variable) -> Expression { b + a }

public func - (a: consuming Expression, b: Expression) -> Expression { combine(a, b, times: -1) }
public func - (a: consuming Expression, b: Variable) -> Expression { appending(a, b, -1) }
public func - (a: Variable, b: consuming Expression) -> Expression { combine(a, b, times: -1) }
public func - (a: Variable, b: Variable) -> Expression { Expression(Term(a), Term(b, -1), growable: true) }
public func - (a: consuming Expression, b: Double) -> Expression { a + -b }
public func - (a: Double, b: consuming Expression) -> Expression { -b + a }
public func - (a: Variable, b: Double) -> Expression { Expression(Term(a), constant: -b) }
public func - (a: Double, b: Variable) -> Expression { Expression(Term(b, -1), constant: a) }

public func * (a: consuming Expression, b: Double) -> Expression {
    for i in a.terms.indices { a.terms[i].coefficient *= b }
    a.constant *= b
    return a
}
public func * (a: Double, b: consuming Expression) -> Expression { b * a }
public func * (a: Variable, b: Double) -> Expression { Expression(Term(a, b), growable: true) }
public func * (a: Double, b: Variable) -> Expression { Expression(Term(b, a), growable: true) }

public func / (a: consuming Expression, b: Double) -> Expression { a * (1 / b) }
public func / (a: Variable, b: Double) -> Expression { Expression(Term(a, 1 / b), growable: true) }

// Comparisons make constraints (required; use `.priority(_:)` to relax them).

public func == (a: consuming Expression, b: Expression) -> Constraint { Constraint(a - b, .equal) }
public func == (a: consuming Expression, b: Variable) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Variable, b: consuming Expression) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Variable, b: Variable) -> Constraint { Constraint(Expression(Term(a), Term(b, -1)), .equal) }
public func == (a: consuming Expression, b: Double) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Double, b: consuming Expression) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Variable, b: Double) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Double, b: Variable) -> Constraint { Constraint(a - b, .equal) }

public func <= (a: consuming Expression, b: Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: consuming Expression, b: Variable) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Variable, b: consuming Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Variable, b: Variable) -> Constraint {
    Constraint(Expression(Term(a), Term(b, -1)), .lessThanOrEqual)
}
public func <= (a: consuming Expression, b: Double) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Double, b: consuming Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Variable, b: Double) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Double, b: Variable) -> Constraint { Constraint(a - b, .lessThanOrEqual) }

public func >= (a: consuming Expression, b: Expression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: consuming Expression, b: Variable) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Variable, b: consuming Expression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Variable, b: Variable) -> Constraint {
    Constraint(Expression(Term(a), Term(b, -1)), .greaterThanOrEqual)
}
public func >= (a: consuming Expression, b: Double) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Double, b: consuming Expression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Variable, b: Double) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Double, b: Variable) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
