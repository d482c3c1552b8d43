// Arithmetic between variables, expressions and numbers. Each combination is
// spelled out (no generics) so that long expressions type-check quickly.

public prefix func - (e: Expression) -> Expression {
    Expression(terms: e.terms.map { Term($0.variable, -$0.coefficient) }, constant: -e.constant)
}
public prefix func - (v: Variable) -> Expression { Expression(terms: [Term(v, -1)]) }

public func + (a: Expression, b: Expression) -> Expression {
    Expression(terms: a.terms + b.terms, constant: a.constant + b.constant)
}
public func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
public func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
public func + (a: Variable, b: Variable) -> Expression { Expression(terms: [Term(a), Term(b)]) }
public func + (a: Expression, b: Double) -> Expression {
    Expression(terms: a.terms, constant: a.constant + b)
}
public func + (a: Double, b: Expression) -> Expression { b + a }
public func + (a: Variable, b: Double) -> Expression { Expression(terms: [Term(a)], constant: b) }
public func + (a: Double, b: Variable) -> Expression { b + a }

public func - (a: Expression, b: Expression) -> Expression { a + -b }
public func - (a: Expression, b: Variable) -> Expression { a + -b }
public func - (a: Variable, b: Expression) -> Expression { Expression(a) + -b }
public func - (a: Variable, b: Variable) -> Expression { Expression(terms: [Term(a), Term(b, -1)]) }
public func - (a: Expression, b: Double) -> Expression { a + -b }
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

public func == (a: Expression, b: Expression) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Expression, b: Variable) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Variable, b: Expression) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Variable, b: Variable) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Expression, b: Double) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Double, b: Expression) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Variable, b: Double) -> Constraint { Constraint(a - b, .equal) }
public func == (a: Double, b: Variable) -> Constraint { Constraint(a - b, .equal) }

public func <= (a: Expression, b: Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Expression, b: Variable) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Variable, b: Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Variable, b: Variable) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Expression, b: Double) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Double, b: Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Variable, b: Double) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func <= (a: Double, b: Variable) -> Constraint { Constraint(a - b, .lessThanOrEqual) }

public func >= (a: Expression, b: Expression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Expression, b: Variable) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Variable, b: Expression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Variable, b: Variable) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Expression, b: Double) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Double, b: Expression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Variable, b: Double) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func >= (a: Double, b: Variable) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
