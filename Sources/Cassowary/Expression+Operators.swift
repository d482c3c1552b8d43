// Arithmetic between variables, expressions and numbers. Each combination is
// spelled out (no generics) so that long expressions type-check quickly.

public prefix func - (e: Expression) -> Expression {
    Expression(terms: e.terms.map { Term($0.variable, -$0.coefficient) }, constant: -e.constant)
}
public prefix func - (v: Variable) -> Expression { Expression(terms: [Term(v, -1)]) }

/// `a + factor · b`, appended to `a`'s own terms (constraints are built
/// with these operators: a new array per step was an allocation each).
private func combine(_ a: consuming Expression, _ b: Expression, times factor: Double) -> Expression {
    a.terms.reserveCapacity(a.terms.count + b.terms.count)
    for t in b.terms { a.terms.append(Term(t.variable, t.coefficient * factor)) }
    a.constant += b.constant * factor
    return a
}

/// `v + factor · b` in one new array.
private func combine(_ v: Variable, _ b: Expression, times factor: Double) -> Expression {
    var terms: [Term] = []
    terms.reserveCapacity(1 + b.terms.count)
    terms.append(Term(v))
    for t in b.terms { terms.append(Term(t.variable, t.coefficient * factor)) }
    return Expression(terms: terms, constant: b.constant * factor)
}

/// `a + coefficient · v`, appended to `a`'s own terms: a temporary's
/// array is extended in place, without a copy or a reference count.
private func appending(_ a: consuming Expression, _ v: Variable, _ coefficient: Double) -> Expression {
    a.terms.append(Term(v, coefficient))
    return a
}

public func + (a: consuming Expression, b: Expression) -> Expression { combine(a, b, times: 1) }
public func + (a: consuming Expression, b: Variable) -> Expression { appending(a, b, 1) }
public func + (a: Variable, b: Expression) -> Expression { combine(a, b, times: 1) }
public func + (a: Variable, b: Variable) -> Expression { Expression(terms: [Term(a), Term(b)]) }
public func + (a: consuming Expression, b: Double) -> Expression {
    a.constant += b
    return a
}
public func + (a: Double, b: Expression) -> Expression { b + a }
public func + (a: Variable, b: Double) -> Expression { Expression(terms: [Term(a)], constant: b) }
public func + (a: Double, b: Variable) -> Expression { b + a }

public func - (a: consuming Expression, b: Expression) -> Expression { combine(a, b, times: -1) }
public func - (a: consuming Expression, b: Variable) -> Expression { appending(a, b, -1) }
public func - (a: Variable, b: Expression) -> Expression { combine(a, b, times: -1) }
public func - (a: Variable, b: Variable) -> Expression { Expression(terms: [Term(a), Term(b, -1)]) }
public func - (a: consuming Expression, b: Double) -> Expression { a + -b }
public func - (a: Double, b: Expression) -> Expression { -b + a }
public func - (a: Variable, b: Double) -> Expression { Expression(terms: [Term(a)], constant: -b) }
public func - (a: Double, b: Variable) -> Expression { Expression(terms: [Term(b, -1)], constant: a) }

public func * (a: Expression, b: Double) -> Expression {
    Expression(terms: a.terms.map { Term($0.variable, $0.coefficient * b) }, constant: a.constant * b)
}
public func * (a: Double, b: Expression) -> Expression { b * a }
public func * (a: Variable, b: Double) -> Expression { Expression(terms: [Term(a, b)]) }
public func * (a: Double, b: Variable) -> Expression { Expression(terms: [Term(b, a)]) }

public func / (a: Expression, b: Double) -> Expression { a * (1 / b) }
public func / (a: Variable, b: Double) -> Expression { Expression(terms: [Term(a, 1 / b)]) }

// Comparisons make constraints (required; use `.priority(_:)` to relax them).

public func == (a: consuming Expression, b: Expression) -> Constraint { Constraint(a - b, .equal) }
public func == (a: consuming Expression, b: Variable) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Variable, b: Expression) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Variable, b: Variable) -> Constraint { Constraint(a - b, .equal) }
public func == (a: consuming Expression, b: Double) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Double, b: Expression) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Variable, b: Double) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Double, b: Variable) -> Constraint { Constraint(a - b, .equal) }

public func <= (a: consuming Expression, b: Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: consuming Expression, b: Variable) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Variable, b: Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Variable, b: Variable) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: consuming Expression, b: Double) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Double, b: Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Variable, b: Double) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Double, b: Variable) -> Constraint { Constraint(a - b, .lessThanOrEqual) }

public func >= (a: consuming Expression, b: Expression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: consuming Expression, b: Variable) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Variable, b: Expression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Variable, b: Variable) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: consuming Expression, b: Double) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Double, b: Expression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Variable, b: Double) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Double, b: Variable) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
