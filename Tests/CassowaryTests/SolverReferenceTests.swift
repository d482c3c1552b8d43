import Cassowary
import SolverReference
import Testing

// The exact reference (Tests/SolverReference) checks the solver; these tests
// check the reference: its integers and fractions, and its lexicographic
// simplex on hand-solved systems and against brute force in one dimension.

private func big(_ s: String) -> BigInt {
    // Decimal digits, most significant first; Horner's rule.
    var value = BigInt.zero
    for ch in s.drop(while: { $0 == "-" }) { value = value * BigInt(10) + BigInt(Int(String(ch))!) }
    return s.hasPrefix("-") ? -value : value
}

private func row(_ a: [Double], _ c: Double, _ r: Relation, _ p: Double = 1000) -> ExactConstraint {
    ExactConstraint(coefficients: a.map(Rational.init), constant: Rational(c), relation: r, priority: p)
}

private func optima(_ n: Int, _ rows: [ExactConstraint]) -> [Rational]? {
    PriorityReference.levelOptima(rows, variableCount: n)?.map(\.error)
}

@Suite("Solver reference: BigInt and Rational")
struct SolverReferenceArithmeticTests {
    @Test func bigIntArithmetic() {
        let two64 = BigInt.powerOfTwo(64)
        #expect(two64.description == "18446744073709551616")
        #expect((two64 * two64).description == "340282366920938463463374607431768211456")
        #expect((BigInt(Int64.max) + .one).description == "9223372036854775808")
        #expect((BigInt(Int64.min) - .one).description == "-9223372036854775809")
        #expect(-BigInt(Int64.min) == BigInt(Int64.max) + .one)
        #expect((two64 - two64).isZero && (two64 - two64) == .zero)
        #expect(big("-123456789012345678901234567890") * big("987654321098765432109876543210")
            == big("-121932631137021795226185032733622923332237463801111263526900"))
        #expect(big("99999999999999999999") < big("100000000000000000000"))
        #expect(big("-100000000000000000000") < big("-99999999999999999999"))
        #expect(BigInt.gcd(BigInt.powerOfTwo(100) * BigInt(3), BigInt.powerOfTwo(50) * BigInt(9)) == BigInt.powerOfTwo(50) * BigInt(3))
        #expect(BigInt.gcd(.zero, BigInt(-7)) == BigInt(7))
    }

    @Test func bigIntDivisionIdentity() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            // Products of random words, of random signs: up to ~256 bits.
            var a = BigInt.one, b = BigInt.one
            for _ in 0..<(1 + rng.below(4)) { a = a * BigInt(Int64(bitPattern: rng.next() >> 1) | 1) }
            for _ in 0..<(1 + rng.below(3)) { b = b * BigInt(Int64(bitPattern: rng.next() >> UInt64(1 + rng.below(60))) | 1) }
            if rng.chance(0.5) { a = -a }
            if rng.chance(0.5) { b = -b }
            let (q, r) = a.quotientAndRemainder(dividingBy: b)
            #expect(q * b + r == a)
            #expect(r.magnitudeValue < b.magnitudeValue)
            #expect(r.isZero || r.signum == a.signum)
            let g = BigInt.gcd(a, b)
            #expect((a % g).isZero && (b % g).isZero)
            #expect(BigInt.gcd(a / g, b / g) == .one)
        }
        // Against Int64 where both fit.
        for _ in 0..<300 {
            let x = Int64(bitPattern: rng.next()) >> 2, y = (Int64(bitPattern: rng.next()) >> 33) | 1
            let (q, r) = BigInt(x).quotientAndRemainder(dividingBy: BigInt(y))
            #expect(q == BigInt(x / y) && r == BigInt(x % y))
        }
    }

    @Test func rationalFromDouble() {
        #expect(Rational(0.1) == Rational(BigInt(3_602_879_701_896_397), BigInt.powerOfTwo(55)))
        #expect(Rational(1024.0) == Rational(1024))
        #expect(Rational(1.0 / 1024) == Rational(.one, BigInt(1024)))
        #expect(Rational(-1.5) == Rational(BigInt(-3), BigInt(2)))
        #expect(Rational(Double.leastNonzeroMagnitude) == Rational(.one, BigInt.powerOfTwo(1074)))
        #expect(Rational(Double.greatestFiniteMagnitude).doubleValue == Double.greatestFiniteMagnitude)
        #expect((Rational(Double.leastNonzeroMagnitude) * Rational(3)).doubleValue == 3 * Double.leastNonzeroMagnitude)
        #expect(Rational(.one, BigInt(3)).doubleValue == 1.0 / 3)
        #expect(Rational(-0.0) == .zero)
        for x in [0.1, -2.75, 1e300, Double.leastNormalMagnitude / 3, 123456.789] { #expect(Rational(x).doubleValue == x) }
    }

    @Test func rationalArithmetic() {
        let a = Rational(BigInt(6), BigInt(-4))
        #expect(a.numerator == BigInt(-3) && a.denominator == BigInt(2))
        #expect(a + Rational(BigInt(3), BigInt(2)) == .zero)
        #expect(Rational(BigInt(1), BigInt(3)) + Rational(BigInt(1), BigInt(6)) == Rational(BigInt(1), BigInt(2)))
        #expect(Rational(BigInt(2), BigInt(3)) * Rational(BigInt(9), BigInt(4)) == Rational(BigInt(3), BigInt(2)))
        #expect(Rational(BigInt(2), BigInt(3)) / Rational(BigInt(-4), BigInt(9)) == Rational(BigInt(-3), BigInt(2)))
        #expect(Rational(BigInt(1), BigInt(3)) < Rational(BigInt(1), BigInt(2)))
        #expect(Rational(BigInt(-1), BigInt(2)) < Rational(BigInt(-1), BigInt(3)))
        // The binary 0.1 + 0.2 is not the binary 0.3.
        #expect(Rational(0.1) + Rational(0.2) != Rational(0.3))
    }
}

@Suite("Solver reference: lexicographic simplex")
struct SolverReferenceSimplexTests {
    @Test func strictPriorities() {
        // One 251 beats any number of 250s.
        let rows = [row([1], 0, .equal, 251)] + Array(repeating: row([1], -1, .equal, 250), count: 40)
        #expect(optima(1, rows) == [.zero, Rational(40)])
    }

    @Test func feasibility() {
        #expect(optima(1, [row([1], -10, .greaterThanOrEqual), row([1], -5, .lessThanOrEqual)]) == nil)
        #expect(!PriorityReference.isFeasible([row([0], 3, .equal)], variableCount: 1))
        #expect(PriorityReference.isFeasible([row([0], -3, .lessThanOrEqual)], variableCount: 1))
        #expect(PriorityReference.isFeasible([row([0], 0, .equal), row([1, -1], 0, .equal)], variableCount: 2))
        // Redundant and duplicate rows: x + y == 2, twice, and their sum.
        let twice = [row([1, 1], -2, .equal), row([1, 1], -2, .equal), row([2, 2], -4, .equal)]
        #expect(PriorityReference.isFeasible(twice, variableCount: 2))
        #expect(!PriorityReference.isFeasible(twice + [row([1, 1], -2 - 1.0 / 65536, .equal)], variableCount: 2))
        // isFeasible takes every row as required.
        #expect(!PriorityReference.isFeasible([row([1], 0, .equal, 50), row([1], -1, .equal, 50)], variableCount: 1))
    }

    @Test func handSolvedLevels() {
        // The median of 0, 10, 20: total distance 20.
        #expect(optima(1, [row([1], 0, .equal, 50), row([1], -10, .equal, 50), row([1], -20, .equal, 50)]) == [Rational(20)])
        // x >= 5 required, x == 0 strong: error 5.
        #expect(optima(1, [row([1], -5, .greaterThanOrEqual), row([1], 0, .equal, 750)]) == [Rational(5)])
        // x + y == 10; x == 8 and y == 8 at 750 (sum 6 on x in [2, 8]); x == 0 at 250: 2.
        let rows = [
            row([1, 1], -10, .equal), row([1, 0], -8, .equal, 750), row([0, 1], -8, .equal, 750), row([1, 0], 0, .equal, 250),
        ]
        #expect(optima(2, rows) == [Rational(6), Rational(2)])
        // Inequalities cost only on their wrong side; a satisfied level costs 0.
        #expect(optima(1, [row([1], -3, .lessThanOrEqual, 50), row([1], -1, .greaterThanOrEqual, 50)]) == [.zero])
        #expect(optima(1, [row([1], 1, .lessThanOrEqual, 50), row([1], -1, .greaterThanOrEqual, 50)]) == [Rational(2)])
        // Dyadic scales: x / 1024 == 1 required, 1024 y == x strong: 0.
        #expect(optima(2, [row([1.0 / 1024, 0], -1, .equal), row([-1, 1024], 0, .equal, 750)]) == [.zero])
        // A level of zero rows: 0 == 3 optional costs 3; 0 == 0 costs nothing.
        #expect(optima(1, [row([0], 3, .equal, 250), row([0], 0, .equal, 250)]) == [Rational(3)])
        // Edit-like: the lower level gives way to the higher one only as far as it must.
        let edits = [row([1, -1], 0, .lessThanOrEqual), row([1, 0], -30, .equal, 500), row([0, 1], -20, .equal, 400)]
        #expect(optima(2, edits) == [.zero, Rational(10)])
    }

    /// One variable: a lexicographic optimum is reached at a breakpoint
    /// -c/a of some row (or anywhere, with no rows), so brute force over
    /// the breakpoints, level by level, must find the same sums.
    @Test func againstBruteForceInOneDimension() {
        var rng = SeededGenerator(seed: 42)
        for _ in 0..<300 {
            let rows: [ExactConstraint] = (0..<(1 + rng.below(7))).map { _ in
                row(
                    [rng.pick([0, 1, -1, 2, 0.5, -3])], Double(rng.below(21) - 10),
                    rng.pick([.equal, .lessThanOrEqual, .greaterThanOrEqual]), rng.pick([1000, 750, 250, 50]))
            }
            var candidates = [Rational.zero]
            for r in rows where !r.coefficients[0].isZero { candidates.append(-r.constant / r.coefficients[0]) }
            candidates = candidates.filter { x in rows.allSatisfy { !$0.isRequired || $0.error(at: [x]).isZero } }
            let lp = optima(1, rows)
            #expect((lp == nil) == candidates.isEmpty)
            guard let lp, !candidates.isEmpty else { continue }
            var brute: [Rational] = []
            for p in Set(rows.filter { !$0.isRequired }.map(\.priority)).sorted(by: >) {
                let sum = { (x: Rational) in rows.filter { $0.priority == p }.reduce(Rational.zero) { $0 + $1.error(at: [x]) } }
                let best = candidates.map(sum).min()!
                candidates = candidates.filter { sum($0) == best }
                brute.append(best)
            }
            #expect(lp == brute, "\(rows)")
        }
    }

    @Test func levelErrorsAtAPoint() {
        let rows = [row([1, 1], -10, .equal), row([1, 0], -8, .equal, 750), row([0, 1], -8, .lessThanOrEqual, 750)]
        let levels = PriorityReference.levelErrors(rows, at: [Rational(2), Rational(8)])
        #expect(levels == [LevelOptimum(priority: 750, error: Rational(6))])
    }
}

@Suite("Solver reference: snippets and cases")
struct SolverReferenceCaseTests {
    @Test func codecRoundTrip() {
        let test = SequenceGenerator.sequence(seed: 99, count: 50)
        let text = CaseCodec.encode(test)
        #expect(CaseCodec.decode(text).map(CaseCodec.encode) == text)
    }

    @Test func generationIsDeterministic() {
        let a = SequenceGenerator.sequence(seed: 5, count: 50)
        let b = SequenceGenerator.sequence(seed: 5, count: 50)
        #expect(CaseCodec.encode(a) == CaseCodec.encode(b))
        #expect(a.operations.count == 50)
    }
}
