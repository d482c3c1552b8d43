// Arithmetic between variables, expressions and numbers. Each combination is
// spelled out (no generics) so that long expressions type-check quickly.

/// The negation of an expression, e.g. `let e = -(x - 10)   // -x + 10`.
public prefix func - (e: consuming Expression) -> Expression {
    e.list.scale(by: -1)
    e.constant = -e.constant
    return e
}
/// The negation of a variable, e.g. `let e = -x   // -1 · x`.
public prefix func - (v: Variable) -> Expression { Expression(Term(v, -1)) }

/// `a + factor · b`, appended to `a`'s own terms.
private func combine(_ a: consuming Expression, _ b: Expression, times factor: Double) -> Expression {
    for k in 0..<b.list.count { a.list.append(Term(b.list[k].variable, b.list.coefficient(at: k) * factor)) }
    a.constant += b.constant * factor
    return a
}

/// `v + factor · b`, in `b`'s own terms (most often a temporary: `-w`, `0.5 * w`).
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

/// The sum of two expressions, e.g. `let e = (x + 10) + (y - 2)`.
public func + (a: consuming Expression, b: Expression) -> Expression { combine(a, b, times: 1) }
/// The sum of an expression and a variable, e.g. `let e = (x + y) + z`.
public func + (a: consuming Expression, b: Variable) -> Expression { appending(a, b, 1) }
/// The sum of a variable and an expression, e.g. `let e = x + (y + 10)`.
public func + (a: Variable, b: consuming Expression) -> Expression { combine(a, b, times: 1) }
/// The sum of two variables, e.g. `let e = left + width`.
public func + (a: Variable, b: Variable) -> Expression { Expression(Term(a), Term(b)) }
/// The sum of an expression and a number, e.g. `let e = (x + y) + 10`.
public func + (a: consuming Expression, b: Double) -> Expression {
    a.constant += b
    return a
}
/// The sum of a number and an expression, e.g. `let e = 10 + (x + y)`.
public func + (a: Double, b: consuming Expression) -> Expression { b + a }
/// The sum of a variable and a number, e.g. `let right = left + 320`.
public func + (a: Variable, b: Double) -> Expression { Expression(Term(a), constant: b) }
/// The sum of a number and a variable, e.g. `let e = 8 + x`.
public func + (a: Double, b: Variable) -> Expression { b + a }

/// The difference of two expressions, e.g. `let e = (x + 10) - (y - 2)`.
public func - (a: consuming Expression, b: Expression) -> Expression { combine(a, b, times: -1) }
/// The difference of an expression and a variable, e.g. `let e = (x + y) - z`.
public func - (a: consuming Expression, b: Variable) -> Expression { appending(a, b, -1) }
/// The difference of a variable and an expression, e.g. `let e = x - (y + 10)`.
public func - (a: Variable, b: consuming Expression) -> Expression { combine(a, b, times: -1) }
/// The difference of two variables, e.g. `let width = right - left`.
public func - (a: Variable, b: Variable) -> Expression { Expression(Term(a), Term(b, -1)) }
/// The difference of an expression and a number, e.g. `let e = (x + y) - 10`.
public func - (a: consuming Expression, b: Double) -> Expression { a + -b }
/// The difference of a number and an expression, e.g. `let e = 320 - (x + y)`.
public func - (a: Double, b: consuming Expression) -> Expression { -b + a }
/// The difference of a variable and a number, e.g. `let e = x - 8`.
public func - (a: Variable, b: Double) -> Expression { Expression(Term(a), constant: -b) }
/// The difference of a number and a variable, e.g. `let e = 320 - x`.
public func - (a: Double, b: Variable) -> Expression { Expression(Term(b, -1), constant: a) }

/// The product of an expression and a number, e.g. `let e = (x + 10) * 2`.
public func * (a: consuming Expression, b: Double) -> Expression {
    a.list.scale(by: b)
    a.constant *= b
    return a
}
/// The product of a number and an expression, e.g. `let e = 0.5 * (x + y)`.
public func * (a: Double, b: consuming Expression) -> Expression { b * a }
/// The product of a variable and a number, e.g. `let e = x * 2`.
public func * (a: Variable, b: Double) -> Expression { Expression(Term(a, b)) }
/// The product of a number and a variable, e.g. `let e = 2 * x`.
public func * (a: Double, b: Variable) -> Expression { Expression(Term(b, a)) }

/// The quotient of an expression and a number, e.g. `let e = (x + y) / 2`.
public func / (a: consuming Expression, b: Double) -> Expression { a * (1 / b) }
/// The quotient of a variable and a number, e.g. `let half = width / 2`.
public func / (a: Variable, b: Double) -> Expression { Expression(Term(a, 1 / b)) }

/// A required constraint `expression == expression`, e.g. `try solver.add(x + width == y + 8)`.
public func == (a: consuming Expression, b: Expression) -> Constraint { Constraint(a - b, .equal) }
/// A required constraint `expression == variable`, e.g. `try solver.add(left + width == right)`.
public func == (a: consuming Expression, b: Variable) -> Constraint { Constraint(a - b, .equal) }
/// A required constraint `variable == expression`, e.g. `try solver.add(right == left + width)`.
public func == (a: Variable, b: consuming Expression) -> Constraint { Constraint(a - b, .equal) }
/// A required constraint `variable == variable`, e.g. `try solver.add(x == y)`.
public func == (a: Variable, b: Variable) -> Constraint { Constraint(Expression(Term(a), Term(b, -1)), .equal) }
/// A required constraint `expression == number`, e.g. `try solver.add(left + width == 320)`.
public func == (a: consuming Expression, b: Double) -> Constraint { Constraint(a - b, .equal) }
/// A required constraint `number == expression`, e.g. `try solver.add(320 == left + width)`.
public func == (a: Double, b: consuming Expression) -> Constraint { Constraint(a - b, .equal) }
/// A required constraint `variable == number`, e.g. `try solver.add(width == 100)`.
public func == (a: Variable, b: Double) -> Constraint { Constraint(a - b, .equal) }
/// A required constraint `number == variable`, e.g. `try solver.add(100 == width)`.
public func == (a: Double, b: Variable) -> Constraint { Constraint(a - b, .equal) }

/// A required constraint `expression <= expression`, e.g. `try solver.add(x + 10 <= y - 2)`.
public func <= (a: consuming Expression, b: Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
/// A required constraint `expression <= variable`, e.g. `try solver.add(left + width <= right)`.
public func <= (a: consuming Expression, b: Variable) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
/// A required constraint `variable <= expression`, e.g. `try solver.add(left <= right - 8)`.
public func <= (a: Variable, b: consuming Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
/// A required constraint `variable <= variable`, e.g. `try solver.add(left <= right)`.
public func <= (a: Variable, b: Variable) -> Constraint {
    Constraint(Expression(Term(a), Term(b, -1)), .lessThanOrEqual)
}
/// A required constraint `expression <= number`, e.g. `try solver.add(left + width <= 320)`.
public func <= (a: consuming Expression, b: Double) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
/// A required constraint `number <= expression`, e.g. `try solver.add(0 <= right - left)`.
public func <= (a: Double, b: consuming Expression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
/// A required constraint `variable <= number`, e.g. `try solver.add(width <= 320)`.
public func <= (a: Variable, b: Double) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
/// A required constraint `number <= variable`, e.g. `try solver.add(0 <= width)`.
public func <= (a: Double, b: Variable) -> Constraint { Constraint(a - b, .lessThanOrEqual) }

/// A required constraint `expression >= expression`, e.g. `try solver.add(x + 100 >= y - 2)`.
public func >= (a: consuming Expression, b: Expression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
/// A required constraint `expression >= variable`, e.g. `try solver.add(left + width >= right)`.
public func >= (a: consuming Expression, b: Variable) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
/// A required constraint `variable >= expression`, e.g. `try solver.add(right >= left + 8)`.
public func >= (a: Variable, b: consuming Expression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
/// A required constraint `variable >= variable`, e.g. `try solver.add(right >= left)`.
public func >= (a: Variable, b: Variable) -> Constraint {
    Constraint(Expression(Term(a), Term(b, -1)), .greaterThanOrEqual)
}
/// A required constraint `expression >= number`, e.g. `try solver.add(right - left >= 44)`.
public func >= (a: consuming Expression, b: Double) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
/// A required constraint `number >= expression`, e.g. `try solver.add(320 >= left + width)`.
public func >= (a: Double, b: consuming Expression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
/// A required constraint `variable >= number`, e.g. `try solver.add(width >= 44)`.
public func >= (a: Variable, b: Double) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
/// A required constraint `number >= variable`, e.g. `try solver.add(320 >= width)`.
public func >= (a: Double, b: Variable) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
