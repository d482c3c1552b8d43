/// The variables whose value may have changed since the log was last taken,
/// each once: what a layout pass reads to write only the frames that moved.
///
/// `Tableau.refreshSums` notes every external row a call changed and every
/// ranked row standing on one (the rows whose value it adds up again); a
/// variable that comes into use is noted too. Rows it does not note keep
/// their values, so the log holds every variable that moved (and may hold
/// some that did not).
struct ValueLog {
    /// The variable id of each external symbol, by symbol.
    private var ids: [Int] = []
    /// Whether each symbol is in `entries`.
    private var noted: [Bool] = []
    private var entries: [(symbol: Symbol, id: Int)] = []
    /// Variables noted without a symbol (those of a solver reset).
    private var loose: [Int] = []

    /// An empty log with room for `symbols` symbols.
    init(symbols: Int = 0) {
        ids = Array(repeating: -1, count: symbols)
        noted = Array(repeating: false, count: symbols)
    }

    /// Records that external symbol `s` stands for variable `id`, and notes
    /// it if `noting`: it just came into use (a symbol given out again is
    /// noted afresh even if its former variable was).
    mutating func name(_ s: Symbol, id: Int, noting: Bool = true) {
        grow(to: Int(s))
        ids[Int(s)] = id
        guard noting else { return }
        noted[Int(s)] = true
        entries.append((s, id))
    }

    /// Notes that the value of external symbol `s` may have changed.
    @inline(__always) mutating func note(_ s: Symbol) {
        guard Int(s) < noted.count, !noted[Int(s)] else { return }
        noted[Int(s)] = true
        entries.append((s, ids[Int(s)]))
    }

    /// Notes variable `id`, which no symbol stands for any more.
    mutating func noteGone(_ id: Int) { loose.append(id) }

    /// Appends the ids noted since the last take to `taken`; the log starts empty again.
    mutating func take(into taken: inout [Int]) {
        guard !entries.isEmpty || !loose.isEmpty else { return }
        taken += loose
        taken.reserveCapacity(taken.count + entries.count)
        for (_, id) in entries { taken.append(id) }
        forget()
    }

    /// Empties the log, as `take` would.
    mutating func forget() {
        if !loose.isEmpty { loose.removeAll() }
        for (s, _) in entries { noted[Int(s)] = false }
        entries.removeAll(keepingCapacity: entries.count <= 1024)
    }

    private mutating func grow(to index: Int) {
        guard index >= ids.count else { return }
        let count = max(index + 1, ids.count * 2)
        ids += repeatElement(-1, count: count - ids.count)
        noted += repeatElement(false, count: count - noted.count)
    }
}
