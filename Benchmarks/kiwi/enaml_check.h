// W2's check: kiwi's values per size (enaml-kiwi-values.json), the error left
// at each strength, and the number of variables that differ from kiwi's.
#pragma once

#include "enaml.h"
#include "mini_json.h"

#include <cmath>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

struct CheckFailure : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// One size of W2's cycle with kiwi's reference values by variable name.
struct EnamlReference {
    double width = 0, height = 0;
    std::map<std::string, double> values;
};

inline std::vector<EnamlReference> loadEnamlReference(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw CheckFailure("cannot read kiwi values file " + path + " (use --kiwi-values PATH)");
    std::stringstream buffer;
    buffer << in.rdbuf();
    std::vector<EnamlReference> out;
    mini_json::Value doc = mini_json::parse(buffer.str());
    for (const auto& size : doc.at("sizes").array) {
        EnamlReference ref;
        ref.width = size.at("width").number;
        ref.height = size.at("height").number;
        for (const auto& kv : size.at("values").object) ref.values[kv.first] = kv.second.number;
        out.push_back(ref);
    }
    if (out.size() != 6) throw CheckFailure("kiwi values file must hold the 6 sizes of W2");
    return out;
}

// The strength names of WORKLOADS.md, strongest first.
inline const std::vector<std::string>& strengthNames() {
    static const std::vector<std::string> names{"required", "strong", "smedium", "mmedium", "medium", "weak"};
    return names;
}

inline std::string strengthName(double s) {
    using namespace kiwi;
    if (s == strength::required) return "required";
    if (s == strength::strong) return "strong";
    if (s == strength::create(0.0, 100, 0.0)) return "smedium";
    if (s == strength::create(0.0, 1.0, 0.0, 1.25)) return "mmedium";
    if (s == strength::medium) return "medium";
    if (s == strength::weak) return "weak";
    throw CheckFailure("unexpected strength " + std::to_string(s));
}

// How far `c` is from holding under `values` (0 when it holds).
inline double violation(const kiwi::Constraint& c, const std::map<std::string, double>& values) {
    double e = c.expression().constant();
    for (const auto& t : c.expression().terms()) {
        auto it = values.find(t.variable().name());
        if (it == values.end()) throw CheckFailure("no value for " + t.variable().name());
        e += t.coefficient() * it->second;
    }
    switch (c.op()) {
    case kiwi::OP_EQ: return std::fabs(e);
    case kiwi::OP_GE: return std::max(0.0, -e);
    case kiwi::OP_LE: return std::max(0.0, e);
    }
    return 0;
}

// Error per strength: sum of violations, the edit constraints counted at strong.
inline std::map<std::string, double> errorsByStrength(const EnamlSystem& sys, const EnamlReference& size,
                                                      const std::map<std::string, double>& values) {
    std::map<std::string, double> errors;
    for (const auto& name : strengthNames()) errors[name] = 0;
    for (const auto& c : sys.constraints) errors[strengthName(c.strength())] += violation(c, values);
    errors["strong"] += std::fabs(values.at("width") - size.width) + std::fabs(values.at("height") - size.height);
    return errors;
}

// Runs the six sizes on a built system, checks required constraints and the
// errors per strength against kiwi's, prints a summary line per size (verbose), and
// returns how many (size, variable) values differ from kiwi's by more than 1e-6.
inline int checkEnamlAgainstReference(kiwi::Solver& solver, EnamlSystem& sys,
                                      const std::vector<EnamlReference>& refs, bool verbose) {
    int differing = 0;
    for (const auto& ref : refs) {
        solver.suggestValue(sys.width, ref.width);
        solver.suggestValue(sys.height, ref.height);
        solver.updateVariables();
        std::map<std::string, double> ours;
        for (const auto& v : sys.variables) ours[v.name()] = v.value();
        std::string label = std::to_string((int)ref.width) + "x" + std::to_string((int)ref.height);
        for (const auto& c : sys.constraints)
            if (c.strength() == kiwi::strength::required && violation(c, ours) > 1e-6)
                throw CheckFailure("enaml-suggest " + label + ": a required constraint does not hold");
        auto mine = errorsByStrength(sys, ref, ours);
        auto theirs = errorsByStrength(sys, ref, ref.values);
        int here = 0;
        for (const auto& v : sys.variables)
            if (std::fabs(ours[v.name()] - ref.values.at(v.name())) > 1e-6) ++here;
        differing += here;
        if (verbose) std::printf("  check enaml-suggest %-9s", label.c_str());
        for (const auto& name : strengthNames()) {
            if (name == "required") continue;
            if (verbose) std::printf(" %s %.6g/%.6g", name.c_str(), mine[name], theirs[name]);
            if (std::fabs(mine[name] - theirs[name]) > 1e-6)
                throw CheckFailure("enaml-suggest " + label + ": error at " + name + " is " +
                                   std::to_string(mine[name]) + ", kiwi's is " + std::to_string(theirs[name]));
        }
        if (verbose)
            std::printf("  (this run/kiwi reference); %d of %zu variables differ\n", here, sys.variables.size());
    }
    return differing;
}
