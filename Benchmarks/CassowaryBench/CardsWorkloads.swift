import Cassowary

/// A label of a card: left, top, width, height.
struct Label {
    let l = Variable(), t = Variable(), w = Variable(), h = Variable()
}

/// One card of W4: an image on the left and three stacked labels; 20
/// variables, held inline as kiwi's driver holds them (no array per card).
struct Card {
    let cl = Variable(), ct = Variable(), cw = Variable(), ch = Variable()
    let il = Variable(), it = Variable(), iw = Variable(), ih = Variable()
    let a1 = Label(), a2 = Label(), a3 = Label()
    /// `aJ.h >= hJ` (strong) of each label, removed and re-added by W6.
    let compression: (Constraint, Constraint, Constraint)

    /// Card k's variables and compression constraints (not yet added).
    init(_ k: Int) {
        compression = (
            (a1.h >= Card.labelHeight(card: k, label: 0)).priority(.strong),
            (a2.h >= Card.labelHeight(card: k, label: 1)).priority(.strong),
            (a3.h >= Card.labelHeight(card: k, label: 2)).priority(.strong))
    }

    /// Labels a1, a2, a3.
    var labels: [Label] { [a1, a2, a3] }

    /// The 20 variables in the order of WORKLOADS.md (one array: the
    /// build appends them for every card).
    var variables: [Variable] {
        [cl, ct, cw, ch, il, it, iw, ih, a1.l, a1.t, a1.w, a1.h, a2.l, a2.t, a2.w, a2.h, a3.l, a3.t, a3.w, a3.h]
    }

    /// Calls `body` with each compression constraint, in label order.
    func forEachCompression(_ body: (Constraint) throws(SolverError) -> Void) throws(SolverError) {
        try body(compression.0)
        try body(compression.1)
        try body(compression.2)
    }

    /// Label J's height from its text: 16, 16 (1 + k % 4), 16 (k % 3).
    static func labelHeight(card k: Int, label j: Int) -> Double {
        switch j {
        case 0: 16
        case 1: 16 * Double(1 + k % 4)
        default: 16 * Double(k % 3)
        }
    }

    /// The height W4 expects of card k.
    static func expectedHeight(card k: Int) -> Double {
        max(8 + 16 + 4 + labelHeight(card: k, label: 1) + 4 + labelHeight(card: k, label: 2) + 8, 56)
    }
}

/// W4 `cards-N`, and the systems W5 and W6 work on.
struct CardsSystem {
    let solver = Solver()
    var cards: [Card] = []
    /// Every variable (W first in the resize variant).
    var variables: [Variable] = []
    /// W of cards-resize.
    let sharedWidth = Variable("W")

    /// Adds card k's 25 constraints; with `sharedWidth`, `c.w == W` (required)
    /// replaces `c.w == 320` (strong).
    mutating func addCard(_ k: Int, sharedWidth: Variable?) throws(SolverError) {
        let c = Card(k)
        variables += c.variables
        let s = solver
        try s.add(c.cl == 0)
        try s.add(c.ct == 1000 * Double(k))
        if let w = sharedWidth { try s.add(c.cw == w) } else { try s.add((c.cw == 320).priority(.strong)) }
        try s.add(c.il == c.cl + 8)
        try s.add(c.it == c.ct + 8)
        try s.add(c.iw == 40)
        try s.add(c.ih == c.iw)
        func addLabel(_ a: Label, _ j: Int, compression: Constraint) throws(SolverError) {
            try s.add(a.l == c.il + c.iw + 8)
            try s.add(a.l + a.w == c.cl + c.cw - 8)
            try s.add(compression)
            try s.add((a.h <= Card.labelHeight(card: k, label: j)).priority(.medium))
        }
        try addLabel(c.a1, 0, compression: c.compression.0)
        try addLabel(c.a2, 1, compression: c.compression.1)
        try addLabel(c.a3, 2, compression: c.compression.2)
        try s.add(c.a1.t == c.ct + 8)
        try s.add(c.a2.t == c.a1.t + c.a1.h + 4)
        try s.add(c.a3.t == c.a2.t + c.a2.h + 4)
        try s.add(c.ct + c.ch >= c.a3.t + c.a3.h + 8)
        try s.add(c.ct + c.ch >= c.it + c.ih + 8)
        try s.add((c.ch == 0).priority(.weak))
        cards.append(c)
    }

    /// W4's iteration: build all N cards, then read every value.
    static func buildCards(n: Int, sink: Sink) throws(SolverError) -> CardsSystem {
        var system = CardsSystem()
        system.cards.reserveCapacity(n)
        system.variables.reserveCapacity(20 * n)
        for k in 0..<n { try system.addCard(k, sharedWidth: nil) }
        sink.read(system.variables, from: system.solver)
        return system
    }

    /// Every card's height is W4's expected one.
    func checkHeights() throws(CheckFailure) {
        for (k, card) in cards.enumerated() {
            let h = solver.value(of: card.ch)
            if !near(h, Card.expectedHeight(card: k)) {
                throw CheckFailure(
                    description: "cards-\(cards.count): card \(k) height is \(h), expected \(Card.expectedHeight(card: k))")
            }
        }
    }
}

/// W5 `cards-resize-N`: the cards share one width W, a strong edit variable.
enum CardsResizeWorkload {
    static let widths: [Double] = [320, 375, 414, 768, 1024, 320]

    /// The untimed build: W's edit variable first, then the cards with `c.w == W`.
    static func build(n: Int) throws(SolverError) -> CardsSystem {
        var system = CardsSystem()
        system.variables.reserveCapacity(20 * n + 1)
        system.variables.append(system.sharedWidth)
        try system.solver.addEditVariable(system.sharedWidth, priority: .strong)
        system.cards.reserveCapacity(n)
        for k in 0..<n { try system.addCard(k, sharedWidth: system.sharedWidth) }
        return system
    }

    /// One iteration: the six widths in turn, reading every value after each.
    static func run(_ system: CardsSystem, sink: Sink, check: Bool) throws {
        for w in widths {
            try system.solver.suggestValue(w, for: system.sharedWidth)
            sink.read(system.variables, from: system.solver)
            if check { try checkLabelWidths(system, w) }
        }
    }

    /// Every label is W - 64 wide.
    static func checkLabelWidths(_ system: CardsSystem, _ w: Double) throws(CheckFailure) {
        for (k, card) in system.cards.enumerated() {
            for label in card.labels where !near(system.solver.value(of: label.w), w - 64) {
                throw CheckFailure(
                    description: "cards-resize-\(system.cards.count): W = \(w), card \(k) label width "
                        + "\(system.solver.value(of: label.w)), expected \(w - 64)")
            }
        }
    }
}

/// W6 `churn-N`: on a built W4 system, remove and re-add the compression
/// constraints of every tenth card.
enum ChurnWorkload {
    /// One iteration: remove, read every value, add back, read every value.
    static func run(_ system: CardsSystem, sink: Sink) throws(SolverError) {
        for k in stride(from: 0, to: system.cards.count, by: 10) {
            try system.cards[k].forEachCompression { c throws(SolverError) in try system.solver.remove(c) }
        }
        sink.read(system.variables, from: system.solver)
        for k in stride(from: 0, to: system.cards.count, by: 10) {
            try system.cards[k].forEachCompression { c throws(SolverError) in try system.solver.add(c) }
        }
        sink.read(system.variables, from: system.solver)
    }

    static func values(_ system: CardsSystem) -> [Double] {
        system.variables.map { system.solver.value(of: $0) }
    }

    /// The system is back at the values it had before the churn.
    static func checkSame(_ system: CardsSystem, as before: [Double]) throws(CheckFailure) {
        for (i, now) in values(system).enumerated() where !near(now, before[i]) {
            throw CheckFailure(
                description: "churn-\(system.cards.count): variable \(i) (card \(i / 20)) is \(now) after churn, "
                    + "\(before[i]) before")
        }
    }
}
