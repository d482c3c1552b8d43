// kiwi side of the solver benchmarks: the workloads of
// /work/shared/benchmarks/WORKLOADS.md on kiwi's C++ API (header-only, from the
// kiwisolver 1.5.1 sdist, never committed). Same options and JSON as
// `cassowary-bench`. Build and run with Benchmarks/kiwi/run-kiwi.sh.
//
//   driver [--only NAME[,NAME]] [--sizes 100,1000] [--runs K] [--json FILE]
//          [--kiwi-values PATH] [--memory]
#include "enaml.h"
#include "enaml_check.h"
#include "timing.h"
#include "workloads.h"

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <malloc.h>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

const std::vector<std::string> kWorkloads{"enaml-build", "enaml-suggest", "chain", "cards", "cards-resize", "churn"};

struct Options {
    std::set<std::string> only;
    std::vector<int> sizes{100, 1000};
    bool sizesGiven = false;
    int runs = 5;
    std::string json;
    std::string kiwiValues = "../shared/benchmarks/enaml-kiwi-values.json";
    bool memory = false;
};

[[noreturn]] void usage(const std::string& problem) {
    std::fprintf(stderr,
                 "error: %s\nusage: driver [--only NAME[,NAME]] [--sizes 100,1000] [--runs K] [--json FILE]\n"
                 "              [--kiwi-values PATH] [--memory]\n"
                 "workloads: enaml-build enaml-suggest chain cards cards-resize churn (\"enaml\" = both enaml)\n",
                 problem.c_str());
    std::exit(2);
}

std::vector<std::string> splitCommas(const std::string& s) {
    std::vector<std::string> out;
    std::stringstream in(s);
    std::string item;
    while (std::getline(in, item, ','))
        if (!item.empty()) out.push_back(item);
    return out;
}

int parsePositive(const std::string& s, const char* what) {
    char* end = nullptr;
    long v = std::strtol(s.c_str(), &end, 10);
    if (s.empty() || *end != '\0' || v < 1 || v > 10000000) usage(std::string("bad ") + what + ": " + s);
    return (int)v;
}

Options parseOptions(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) usage(a + " needs a value");
            return argv[++i];
        };
        if (a == "--only") {
            for (const auto& name : splitCommas(value())) {
                if (name == "enaml") { o.only.insert("enaml-build"); o.only.insert("enaml-suggest"); continue; }
                bool known = false;
                for (const auto& w : kWorkloads) known = known || w == name;
                if (!known) usage("unknown workload " + name);
                o.only.insert(name);
            }
        } else if (a == "--sizes") {
            o.sizes.clear();
            for (const auto& s : splitCommas(value())) o.sizes.push_back(parsePositive(s, "size"));
            if (o.sizes.empty()) usage("--sizes needs at least one size");
            o.sizesGiven = true;
        } else if (a == "--runs") {
            o.runs = parsePositive(value(), "run count");
        } else if (a == "--json") {
            o.json = value();
        } else if (a == "--kiwi-values") {
            o.kiwiValues = value();
        } else if (a == "--memory") {
            o.memory = true;
        } else {
            usage("unknown option " + a);
        }
    }
    return o;
}

struct Runner {
    Options opt;
    long startRssKiB = -1;
    std::vector<Result> results;

    bool selected(const std::string& name) const { return opt.only.empty() || opt.only.count(name); }

    // Times `iteration` (or, in --memory mode, skips timing) and records the row.
    void record(const std::string& name, int n, long constraints, bool isBuild, long multiple,
                const std::function<void(long)>& iteration, double warmedUpNs = 0) {
        Result r;
        if (opt.memory) {
            r.workload = name;
            r.n = n;
            r.constraints = constraints;
            r.peakRssKiB = procStatusKiB("VmHWM");
            r.startRssKiB = startRssKiB;
            std::printf("%-14s %6d %11ld   peak RSS %ld KiB (at start %ld KiB)\n", name.c_str(), n, constraints,
                        r.peakRssKiB, r.startRssKiB);
            std::fflush(stdout);
        } else {
            r = measure(name, n, constraints, isBuild, opt.runs, multiple, warmedUpNs, iteration);
            printTableRow(r);
        }
        results.push_back(r);
    }

    void enamlBuild() {
        {
            kiwi::Solver solver;
            EnamlSystem sys;
            buildEnaml(solver, sys);
            for (const auto& c : sys.constraints)
                if (!solver.hasConstraint(c)) throw CheckFailure("enaml-build: a constraint is missing");
            if (sys.constraints.size() != 111) throw CheckFailure("enaml-build: expected 111 constraints");
        }
        record("enaml-build", 1, 111, true, 1, [](long) {
            kiwi::Solver solver;
            EnamlSystem sys;
            buildEnaml(solver, sys);
            g_sink += (double)sys.constraints.size();
        });
    }

    void enamlSuggest() {
        auto refs = loadEnamlReference(opt.kiwiValues);
        kiwi::Solver solver;
        EnamlSystem sys;
        buildEnaml(solver, sys);
        int differing = checkEnamlAgainstReference(solver, sys, refs, true);
        std::printf("  check enaml-suggest: errors per strength equal kiwi's reference; %d (size, variable) "
                    "values differ from it\n", differing);
        record("enaml-suggest", 1, 111, false, 6, [&](long i) {
            const EnamlReference& size = refs[i % 6];
            solver.suggestValue(sys.width, size.width);
            solver.suggestValue(sys.height, size.height);
            updateAndRead(solver, sys.variables);
        });
        checkEnamlAgainstReference(solver, sys, refs, false);
    }

    void chain(int n) {
        // The checked iteration is the warm-up (chain-1000 takes seconds).
        double ns;
        {
            Chain ch;
            ns = timedNs([&] { runChain(ch, n); });
            checkChain(ch, n);
        }
        record("chain", n, 2L * n + 1, true, 1, [n](long) {
            Chain ch;
            runChain(ch, n);
        }, ns);
    }

    void cards(int n) {
        double ns;
        {
            Cards cs;
            ns = timedNs([&] { runCards(cs, n); });
            checkCards(cs, n);
        }
        record("cards", n, 25L * n, true, 1, [n](long) {
            Cards cs;
            runCards(cs, n);
        }, ns);
    }

    void cardsResize(int n) {
        Cards cs;
        buildCardsResize(cs, n);
        runCardsResize(cs, true);
        record("cards-resize", n, 25L * n, false, 1, [&](long) { runCardsResize(cs, false); });
        checkLabelWidths(cs, kResizeWidths[5]);
    }

    void churn(int n) {
        Cards cs;
        runCards(cs, n);
        checkCards(cs, n);
        std::vector<double> before = currentValues(cs);
        runChurn(cs);
        checkSameValues(cs, before);
        record("churn", n, 25L * n, false, 1, [&](long) { runChurn(cs); });
        checkSameValues(cs, before);
    }

    void run() {
        if (!opt.memory) printTableHeader();
        if (selected("enaml-build")) enamlBuild();
        if (selected("enaml-suggest")) enamlSuggest();
        if (selected("chain"))
            for (int n : opt.sizes) chain(n);
        if (selected("cards"))
            for (int n : opt.sizes) cards(n);
        if (selected("cards-resize")) cardsResize(1000);
        if (selected("churn")) churn(1000);
    }
};

} // namespace

int main(int argc, char** argv) {
    Runner runner;
    runner.opt = parseOptions(argc, argv);
    const long baseline = procStatusKiB("VmRSS");
    runner.startRssKiB = baseline;
    // As cassowary-bench does (Timing.keepFreedMemory): glibc keeps what an
    // iteration frees for the next one instead of returning it to the
    // kernel, except in memory mode.
    const bool keepsFreedMemory =
        !runner.opt.memory && mallopt(M_TRIM_THRESHOLD, INT_MAX) == 1 && mallopt(M_MMAP_MAX, 0) == 1;
    if (runner.opt.memory)
        std::printf("kiwi 1.5.1 (C++, header-only), memory mode (one untimed iteration per workload)\n");
    else
        std::printf("kiwi 1.5.1 (C++, header-only), timing mode, %d timed runs after a warm-up%s\n", runner.opt.runs,
                    keepsFreedMemory ? "; freed memory stays in the process (mallopt)" : "");
    if (!runner.opt.sizesGiven && (runner.selected("chain") || runner.selected("cards")))
        std::printf("note: chain-10000 and cards-10000 skipped by default (kiwi needs minutes to an hour "
                    "for them); pass --sizes 100,1000,10000 to run them\n");
    try {
        runner.run();
    } catch (const CheckFailure& e) {
        std::fprintf(stderr, "CHECK FAILED: %s\n", e.what());
        return 1;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "FAILED: %s\n", e.what());
        return 1;
    }
    std::printf("peak RSS (VmHWM, whole process): %ld KiB; at start: %ld KiB\n", procStatusKiB("VmHWM"),
                baseline);
    std::printf("(sink %g)\n", g_sink);
    if (!runner.opt.json.empty() && !writeJSON(runner.opt.json, runner.results)) {
        std::fprintf(stderr, "error: cannot write %s\n", runner.opt.json.c_str());
        return 1;
    }
    return 0;
}
