// Arithmetic between variables, expressions and numbers. Each combination is
// spelled out (no generics) so that long expressions type-check quickly.

public prefix func - (e: consuming Expression) -> Expression {
    e.list.scale(by: -1)
    e.constant = -e.constant
    return e
}
public prefix func - (v: Variable) -> Expression { Expression(Term(v, -1)) }

/// `a + factor · b`, appended to `a`'s own terms.
private func combine(_ a: consuming Expression, _ b: Expression, times factor: Double) -> Expression {
    for k in 0..<b.list.count { a.list.append(Term(b.list[k].variable, b.list.coefficient(at: k) * factor)) }
    a.constant += b.constant * factor
    return a
}

/// `v + factor · b`, in `b`'s own terms (`b` is most often a temporary
/// such as `-w` or `0.5 * w`).
private func combine(_ v: Variable, _ b: consuming Expression, times factor: Double) -> Expression {
    if factor != 1 {
        b.list.scale(by: factor)
        b.constant *= factor
    }
    b.list.prepend(Term(v))
    return b
}

/// `a + coefficient · v`, appended to `a`'s own terms.
private func appending(_ a: consuming Expression, _ v: Variable, _ coefficient: Double) -> Expression {
    a.list.append(Term(v, coefficient))
    return a
}

public func + (a: consuming Expression, b: Expression) -> Expression { combine(a, b, times: 1) }
public func + (a: consuming Expression, b: Variable) -> Expression { appending(a, b, 1) }
public func + (a: Variable, b: consuming Expression) -> Expression { combine(a, b, times: 1) }
public func + (a: Variable, b: Variable) -> Expression { Expression(Term(a), Term(b)) }
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
public func - (a: Variable, b: Variable) -> Expression { Expression(Term(a), Term(b, -1)) }
public func - (a: consuming Expression, b: Double) -> Expression { a + -b }
public func - (a: Double, b: consuming Expression) -> Expression { -b + a }
public func - (a: Variable, b: Double) -> Expression { Expression(Term(a), constant: -b) }
public func - (a: Double, b: Variable) -> Expression { Expression(Term(b, -1), constant: a) }

public func * (a: consuming Expression, b: Double) -> Expression {
    a.list.scale(by: b)
    a.constant *= b
    return a
}
public func * (a: Double, b: consuming Expression) -> Expression { b * a }
public func * (a: Variable, b: Double) -> Expression { Expression(Term(a, b)) }
public func * (a: Double, b: Variable) -> Expression { Expression(Term(b, a)) }

public func / (a: consuming Expression, b: Double) -> Expression { a * (1 / b) }
public func / (a: Variable, b: Double) -> Expression { Expression(Term(a, 1 / b)) }

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
