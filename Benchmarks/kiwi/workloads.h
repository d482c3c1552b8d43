// W3 chain-N, W4 cards-N, W5 cards-resize-N and W6 churn-N of WORKLOADS.md on
// kiwi, with their checks. Each mirrors Benchmarks/CassowaryBench/*.swift.
#pragma once

#include "enaml_check.h"   // CheckFailure

#include <kiwi/kiwi.h>
#include <cmath>
#include <string>
#include <vector>

// Keeps computed values alive so that no work is optimised away.
inline double g_sink = 0;

inline bool near(double a, double b) { return std::fabs(a - b) <= 1e-6 * std::max(1.0, std::fabs(b)); }

// updateVariables(), then read every variable (ours reads each with value(of:)).
inline void updateAndRead(kiwi::Solver& solver, const std::vector<kiwi::Variable>& vars) {
    solver.updateVariables();
    double sum = 0;
    for (const auto& v : vars) sum += v.value();
    g_sink += sum;
}

// ---- W3 chain-N ----------------------------------------------------------

struct Chain {
    kiwi::Solver solver;
    std::vector<kiwi::Variable> x;   // x0 ... xN
};

// Build + the three suggestions of xN, updating after each.
inline void runChain(Chain& ch, int n) {
    using namespace kiwi;
    ch.x.reserve(n + 1);
    for (int i = 0; i <= n; ++i) ch.x.emplace_back();
    ch.solver.addConstraint(ch.x[0] == 0);
    for (int i = 0; i < n; ++i) {
        ch.solver.addConstraint(ch.x[i + 1] - ch.x[i] >= 10);
        ch.solver.addConstraint((ch.x[i + 1] - ch.x[i] == 20) | strength::weak);
    }
    ch.solver.addEditVariable(ch.x[n], strength::strong);
    for (double factor : {15.0, 25.0, 20.0}) {
        ch.solver.suggestValue(ch.x[n], factor * n);
        updateAndRead(ch.solver, ch.x);
    }
}

inline void checkChain(const Chain& ch, int n) {
    for (int i = 0; i < n; ++i)
        if (ch.x[i + 1].value() - ch.x[i].value() < 10 - 1e-6)
            throw CheckFailure("chain-" + std::to_string(n) + ": gap " + std::to_string(i) + " is below 10");
    if (!near(ch.x[n].value(), 20.0 * n))
        throw CheckFailure("chain-" + std::to_string(n) + ": xN is " + std::to_string(ch.x[n].value()) +
                           ", expected " + std::to_string(20.0 * n));
}

// ---- W4 cards-N (and W5's variant) ----------------------------------------

// One card: 20 variables, in the order of WORKLOADS.md.
struct Card {
    kiwi::Variable cl, ct, cw, ch, il, it, iw, ih;
    kiwi::Variable a[3][4];   // label J: l, t, w, h
    kiwi::Constraint compression[3];
};

inline double labelHeight(int k, int j) {
    return j == 0 ? 16.0 : j == 1 ? 16.0 * (1 + k % 4) : 16.0 * (k % 3);
}

struct Cards {
    kiwi::Solver solver;
    std::vector<Card> cards;
    std::vector<kiwi::Variable> vars;   // every variable (W first in the resize variant)
    kiwi::Variable shared;              // W of cards-resize
};

// Adds card k's 25 constraints; `sharedWidth` (W5) replaces `c.w == 320` (strong).
inline void addCard(Cards& cs, int k, const kiwi::Variable* sharedWidth) {
    using namespace kiwi;
    Card& c = cs.cards[k];
    Solver& s = cs.solver;
    for (const Variable* v : {&c.cl, &c.ct, &c.cw, &c.ch, &c.il, &c.it, &c.iw, &c.ih}) cs.vars.push_back(*v);
    for (auto& label : c.a)
        for (auto& v : label) cs.vars.push_back(v);
    s.addConstraint(c.cl == 0);
    s.addConstraint(c.ct == 1000.0 * k);
    if (sharedWidth) s.addConstraint(c.cw == *sharedWidth);
    else s.addConstraint((c.cw == 320) | strength::strong);
    s.addConstraint(c.il == c.cl + 8);
    s.addConstraint(c.it == c.ct + 8);
    s.addConstraint(c.iw == 40);
    s.addConstraint(c.ih == c.iw);
    for (int j = 0; j < 3; ++j) {
        Variable* a = c.a[j];
        double h = labelHeight(k, j);
        s.addConstraint(a[0] == c.il + c.iw + 8);
        s.addConstraint(a[0] + a[2] == c.cl + c.cw - 8);
        c.compression[j] = (a[3] >= h) | strength::strong;
        s.addConstraint(c.compression[j]);
        s.addConstraint((a[3] <= h) | strength::medium);
    }
    s.addConstraint(c.a[0][1] == c.ct + 8);
    s.addConstraint(c.a[1][1] == c.a[0][1] + c.a[0][3] + 4);
    s.addConstraint(c.a[2][1] == c.a[1][1] + c.a[1][3] + 4);
    s.addConstraint(c.ct + c.ch >= c.a[2][1] + c.a[2][3] + 8);
    s.addConstraint(c.ct + c.ch >= c.it + c.ih + 8);
    s.addConstraint((c.ch == 0) | strength::weak);
}

// W4's iteration: build all N cards, update variables.
inline void runCards(Cards& cs, int n) {
    cs.cards.resize(n);
    cs.vars.reserve(20 * (size_t)n);
    for (int k = 0; k < n; ++k) addCard(cs, k, nullptr);
    updateAndRead(cs.solver, cs.vars);
}

inline void checkCards(const Cards& cs, int n) {
    for (int k = 0; k < n; ++k) {
        double expected = std::max(8 + 16 + 4 + labelHeight(k, 1) + 4 + labelHeight(k, 2) + 8, 56.0);
        if (!near(cs.cards[k].ch.value(), expected))
            throw CheckFailure("cards-" + std::to_string(n) + ": card " + std::to_string(k) + " height is " +
                               std::to_string(cs.cards[k].ch.value()) + ", expected " + std::to_string(expected));
    }
}

// ---- W5 cards-resize-N -----------------------------------------------------

inline const double kResizeWidths[6] = {320, 375, 414, 768, 1024, 320};

// The untimed build: W (strong edit variable) first, then the cards with c.w == W.
inline void buildCardsResize(Cards& cs, int n) {
    cs.vars.reserve(20 * (size_t)n + 1);
    cs.vars.push_back(cs.shared);
    cs.solver.addEditVariable(cs.shared, kiwi::strength::strong);
    cs.cards.resize(n);
    for (int k = 0; k < n; ++k) addCard(cs, k, &cs.shared);
}

inline void checkLabelWidths(const Cards& cs, double w) {
    for (size_t k = 0; k < cs.cards.size(); ++k)
        for (const auto& label : cs.cards[k].a)
            if (!near(label[2].value(), w - 64))
                throw CheckFailure("cards-resize-" + std::to_string(cs.cards.size()) + ": W = " + std::to_string(w) +
                                   ", card " + std::to_string(k) + " label width " + std::to_string(label[2].value()));
}

// W5's iteration: the six suggestions of W, updating after each.
inline void runCardsResize(Cards& cs, bool check) {
    for (double w : kResizeWidths) {
        cs.solver.suggestValue(cs.shared, w);
        updateAndRead(cs.solver, cs.vars);
        if (check) checkLabelWidths(cs, w);
    }
}

// ---- W6 churn-N --------------------------------------------------------------

// W6's iteration: remove the compression constraints of every tenth card,
// update, add them back, update.
inline void runChurn(Cards& cs) {
    for (size_t k = 0; k < cs.cards.size(); k += 10)
        for (const auto& c : cs.cards[k].compression) cs.solver.removeConstraint(c);
    updateAndRead(cs.solver, cs.vars);
    for (size_t k = 0; k < cs.cards.size(); k += 10)
        for (const auto& c : cs.cards[k].compression) cs.solver.addConstraint(c);
    updateAndRead(cs.solver, cs.vars);
}

inline std::vector<double> currentValues(const Cards& cs) {
    std::vector<double> out;
    out.reserve(cs.vars.size());
    for (const auto& v : cs.vars) out.push_back(v.value());
    return out;
}

inline void checkSameValues(const Cards& cs, const std::vector<double>& before) {
    std::vector<double> now = currentValues(cs);
    for (size_t i = 0; i < now.size(); ++i)
        if (!near(now[i], before[i]))
            throw CheckFailure("churn-" + std::to_string(cs.cards.size()) + ": variable " + std::to_string(i) +
                               " is " + std::to_string(now[i]) + " after churn, " + std::to_string(before[i]) +
                               " before");
}
