// Timing, statistics, peak memory and output for the kiwi driver. Mirrors
// Benchmarks/CassowaryBench/{Timing,Output}.swift so both sides report alike.
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

// One workload at one size, measured.
struct Result {
    std::string workload;   // name without the size, as in WORKLOADS.md
    int n = 1;              // size (1 for the enaml pair)
    long constraints = 0;   // explicit constraints in the system (edit variables not counted)
    bool isBuild = false;   // whether an iteration builds the system (then constraints/s is shown)
    double medianNs = 0, minNs = 0, maxNs = 0; // ns per iteration over the timed runs
    long batch = 1;         // iterations per timed run
    int runs = 0;           // timed runs
    long peakRssKiB = -1;   // only in --memory mode
    long startRssKiB = -1;  // VmRSS at process start, only in --memory mode
};

// A run lasts at least this long: fast iterations are batched up to it.
constexpr double kTargetRunNs = 50e6;

// Warm-up, then `runs` timed runs of `batch` iterations (batch chosen from the
// warm-up iteration so that a run lasts ~kTargetRunNs; a multiple of `multiple`).
// `iteration(i)` receives a global iteration counter. When the caller has just
// run and timed one iteration (warmedUpNs > 0), that one is the warm-up.
inline Result measure(const std::string& workload, int n, long constraints, bool isBuild,
                      int runs, long multiple, double warmedUpNs, const std::function<void(long)>& iteration) {
    using Clock = std::chrono::steady_clock;
    auto nsSince = [](Clock::time_point t0) {
        return (double)std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - t0).count();
    };
    long counter = 0;
    auto t0 = Clock::now();
    if (warmedUpNs <= 0) iteration(counter++);
    double first = std::max(1.0, warmedUpNs > 0 ? warmedUpNs : nsSince(t0));
    long batch = std::max(1L, (long)std::ceil(kTargetRunNs / first));
    batch = ((batch + multiple - 1) / multiple) * multiple;
    if (batch > 1)
        for (long i = 0; i < batch; ++i) iteration(counter++);   // warm-up batch

    std::vector<double> perIteration;
    for (int r = 0; r < runs; ++r) {
        t0 = Clock::now();
        for (long i = 0; i < batch; ++i) iteration(counter++);
        perIteration.push_back(nsSince(t0) / (double)batch);
    }
    std::sort(perIteration.begin(), perIteration.end());
    Result res;
    res.workload = workload;
    res.n = n;
    res.constraints = constraints;
    res.isBuild = isBuild;
    size_t m = perIteration.size();
    res.medianNs = m % 2 ? perIteration[m / 2] : (perIteration[m / 2 - 1] + perIteration[m / 2]) / 2;
    res.minNs = perIteration.front();
    res.maxNs = perIteration.back();
    res.batch = batch;
    res.runs = runs;
    return res;
}

// A field of /proc/self/status in KiB ("VmHWM" is the peak resident set), or -1.
inline long procStatusKiB(const std::string& field) {
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line)) {
        if (line.compare(0, field.size() + 1, field + ":") == 0)
            return std::atol(line.c_str() + field.size() + 1);
    }
    return -1;
}

// Runs `body` once and returns its duration in ns.
inline double timedNs(const std::function<void()>& body) {
    auto t0 = std::chrono::steady_clock::now();
    body();
    return (double)std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - t0).count();
}

inline std::string formatNs(double ns) {
    char buf[64];
    if (ns >= 1e9) std::snprintf(buf, sizeof buf, "%.3f s", ns / 1e9);
    else if (ns >= 1e6) std::snprintf(buf, sizeof buf, "%.3f ms", ns / 1e6);
    else if (ns >= 1e3) std::snprintf(buf, sizeof buf, "%.3f us", ns / 1e3);
    else std::snprintf(buf, sizeof buf, "%.1f ns", ns);
    return buf;
}

inline void printTableHeader() {
    std::printf("%-14s %6s %11s %12s %12s %12s %10s %14s\n", "workload", "n", "constraints",
                "median/iter", "min", "max", "iters", "constraints/s");
    std::fflush(stdout);
}

inline void printTableRow(const Result& r) {
    char perSecond[32] = "-";
    if (r.isBuild) std::snprintf(perSecond, sizeof perSecond, "%.0f", r.constraints / (r.medianNs * 1e-9));
    char iters[32];
    std::snprintf(iters, sizeof iters, "%dx%ld", r.runs, r.batch);
    std::printf("%-14s %6d %11ld %12s %12s %12s %10s %14s\n", r.workload.c_str(), r.n, r.constraints,
                formatNs(r.medianNs).c_str(), formatNs(r.minNs).c_str(), formatNs(r.maxNs).c_str(), iters,
                perSecond);
    std::fflush(stdout);
}

// The machine-readable array of WORKLOADS.md, one object per workload and size.
inline bool writeJSON(const std::string& path, const std::vector<Result>& results) {
    FILE* f = std::fopen(path.c_str(), "w");
    if (!f) return false;
    std::fprintf(f, "[\n");
    for (size_t i = 0; i < results.size(); ++i) {
        const Result& r = results[i];
        std::fprintf(f, "  {\"workload\": \"%s\", \"n\": %d, \"constraints\": %ld", r.workload.c_str(), r.n,
                     r.constraints);
        if (r.peakRssKiB >= 0) {
            std::fprintf(f, ", \"peak_rss_kib\": %ld, \"start_rss_kib\": %ld", r.peakRssKiB, r.startRssKiB);
        } else {
            std::fprintf(f, ", \"ns_per_iter\": %.1f, \"min_ns\": %.1f, \"max_ns\": %.1f, \"runs\": %d, \"batch\": %ld",
                         r.medianNs, r.minNs, r.maxNs, r.runs, r.batch);
            if (r.isBuild) std::fprintf(f, ", \"constraints_per_s\": %.0f", r.constraints / (r.medianNs * 1e-9));
        }
        std::fprintf(f, "}%s\n", i + 1 < results.size() ? "," : "");
    }
    std::fprintf(f, "]\n");
    return std::fclose(f) == 0;
}
