import Cassowary

/// Runs the selected workloads in WORKLOADS.md order: each one's check first
/// (untimed), then its timing (or, in memory mode, its peak RSS).
final class Runner {
    let options: BenchOptions
    /// VmRSS at process start, reported beside the peak in memory mode.
    let startRSSKiB: Int?
    let sink = Sink()
    private(set) var results: [BenchResult] = []

    init(options: BenchOptions, startRSSKiB: Int?) {
        self.options = options
        self.startRSSKiB = startRSSKiB
    }

    func run() throws {
        if !options.memory, options.iterations == nil { Output.printHeader() }
        if options.isSelected("enaml-build") { try enamlBuild(batch: false) }
        if options.isSelected("enaml-batch") { try enamlBuild(batch: true) }
        if options.isSelected("enaml-suggest") { try enamlSuggest() }
        if options.isSelected("chain") { for n in options.sizes { try chain(n) } }
        if options.isSelected("cards") { for n in options.sizes { try cards(n) } }
        if options.isSelected("cards-resize") { try cardsResize(1000) }
        if options.isSelected("churn") { try churn(1000) }
    }

    /// Times `iteration`, or in memory mode records the peak RSS instead.
    private func record(
        _ workload: String, n: Int, constraints: Int, isBuild: Bool, multiple: Int = 1,
        warmedUpNs: Double? = nil, _ iteration: (Int) throws -> Void
    ) rethrows {
        if let k = options.iterations {
            try countedIterations(k, iteration)
            print("\(workload) \(n): \(k) iterations (untimed)")
        } else if options.memory {
            var r = BenchResult(workload: workload, n: n, constraints: constraints, isBuild: isBuild)
            r.peakRSSKiB = Timing.procStatusKiB("VmHWM")
            r.startRSSKiB = startRSSKiB
            Output.printMemoryRow(r)
            results.append(r)
        } else {
            let r = try Timing.measure(
                workload: workload, n: n, constraints: constraints, isBuild: isBuild, runs: options.runs,
                multiple: multiple, warmedUpNs: warmedUpNs, iteration)
            Output.printRow(r)
            results.append(r)
        }
    }

    /// Runs `iteration` exactly `count` times: callgrind counts the
    /// instructions of this function alone (`--toggle-collect`).
    @inline(never)
    private func countedIterations(_ count: Int, _ iteration: (Int) throws -> Void) rethrows {
        for i in 0..<count { try iteration(i) }
    }

    /// W1, with one `add` per constraint as kiwi's benchmark does, or with
    /// all 111 in one `add(contentsOf:)` (`enaml-batch`).
    private func enamlBuild(batch: Bool) throws {
        let name = batch ? "enaml-batch" : "enaml-build"
        do {
            let solver = Solver()
            let system = try EnamlSystem.build(into: solver, batch: batch)
            guard system.constraints.count == 111, system.constraints.allSatisfy(solver.contains) else {
                throw CheckFailure(description: "\(name): the solver does not hold the 111 constraints")
            }
        }
        try record(name, n: 1, constraints: 111, isBuild: true) { _ in
            let solver = Solver()
            let system = try EnamlSystem.build(into: solver, batch: batch)
            solver.updateVariables()
            sink.total += Double(system.constraints.count)
        }
    }

    private func enamlSuggest() throws {
        let references = try EnamlReference.load(path: options.kiwiValuesPath)
        let solver = Solver()
        let system = try EnamlSystem.build(into: solver)
        let differing = try EnamlCheck.run(solver, system, references: references, verbose: true)
        print(
            "  check enaml-suggest: errors per strength equal kiwi's; \(differing) (size, variable) values "
                + "differ from kiwi's")
        try record("enaml-suggest", n: 1, constraints: 111, isBuild: false, multiple: 6) { i in
            let size = references[i % 6]
            try solver.suggestValue(size.width, for: system.width)
            try solver.suggestValue(size.height, for: system.height)
            sink.read(system.variables, from: solver)
        }
        _ = try EnamlCheck.run(solver, system, references: references, verbose: false)
    }

    private func chain(_ n: Int) throws {
        // The checked iteration is the warm-up (chain-10000 takes minutes).
        let ns: Double
        do {  // scoped: the checked system is freed before the timed ones are built
            let (checked, t) = try Timing.timed { try ChainWorkload.run(n: n, sink: sink) }
            try checked.check()
            ns = t
        }
        try record("chain", n: n, constraints: 2 * n + 1, isBuild: true, warmedUpNs: ns) { _ in
            _ = try ChainWorkload.run(n: n, sink: sink)
        }
    }

    private func cards(_ n: Int) throws {
        let ns: Double
        do {  // scoped: the checked system is freed before the timed ones are built
            let (checked, t) = try Timing.timed { try CardsSystem.buildCards(n: n, sink: sink) }
            try checked.checkHeights()
            ns = t
        }
        try record("cards", n: n, constraints: 25 * n, isBuild: true, warmedUpNs: ns) { _ in
            _ = try CardsSystem.buildCards(n: n, sink: sink)
        }
    }

    private func cardsResize(_ n: Int) throws {
        let system = try CardsResizeWorkload.build(n: n)
        try CardsResizeWorkload.run(system, sink: sink, check: true)
        try record("cards-resize", n: n, constraints: 25 * n, isBuild: false) { _ in
            try CardsResizeWorkload.run(system, sink: sink, check: false)
        }
        try CardsResizeWorkload.checkLabelWidths(system, CardsResizeWorkload.widths.last!)
    }

    private func churn(_ n: Int) throws {
        let system = try CardsSystem.buildCards(n: n, sink: sink)
        try system.checkHeights()
        let before = ChurnWorkload.values(system)
        try ChurnWorkload.run(system, sink: sink)
        try ChurnWorkload.checkSame(system, as: before)
        try record("churn", n: n, constraints: 25 * n, isBuild: false) { _ in
            try ChurnWorkload.run(system, sink: sink)
        }
        try ChurnWorkload.checkSame(system, as: before)
    }
}
