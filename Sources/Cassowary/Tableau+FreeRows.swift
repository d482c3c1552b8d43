/// Rows of free variables in terms of other free variables.
///
/// A row in solved form holds nonbasic symbols only. For a chain of views
/// (`top[i] == bottom[i - 1] + 8`) that makes the row of the last view's
/// position hold a symbol of every view before it: n² cells for n views.
/// So the row made for a new free variable keeps the basic free variables
/// it was given (`top[i] = bottom[i - 1] + 8`), with a rank above theirs.
///
/// Only rows of free variables are kept so: restricted rows and objective
/// levels, which the simplex reads, hold nonbasic symbols only. A row built
/// from such rows is expanded first (`expanded(_:)`), the highest rank
/// first, so that what cancels (`bottom[i] - top[i]`) cancels before it is
/// expanded further. Their values are added up from the ranks below when a
/// call ends (`refreshSums`), without recursion.
extension Tableau {
    /// The rank of a row whose cells are `cells`: one above the highest
    /// rank of the basic symbols among them, 0 if there are none.
    func rank(of cells: Cells) -> Int32 {
        var rank: Int32 = 0
        for s in cells.keys { if let row = row(of: s) { rank = max(rank, row.rank + 1) } }
        return rank
    }

    /// `row` in nonbasic symbols only: each basic symbol among its cells
    /// replaced by its row, the highest rank first.
    func expanded(_ row: Row) -> Row { expanding(row, measuring: false).row }

    /// `expanded(row)`, setting `driftSuspected` where rounding drift would
    /// be magnified: every cell below `Tableau.suspectedCancellation` of the
    /// largest term added to a basic symbol's cell (the free rows' error
    /// carried that many times over), a cell that keeps less than
    /// `Tableau.suspectedCellCancellation` of the terms it sums, or a cell
    /// below that share of the row's largest (an earlier cancellation's
    /// residue carried in: a pivot on it moves a value by 1e8).
    mutating func expandedNotingCancellation(_ row: consuming Row) -> Row {
        let (full, largest, nearCancel) = expanding(row, measuring: true)
        guard !driftSuspected else { return full }
        var biggest = 0.0, smallest = Double.infinity
        for (_, a) in full.cells {
            biggest = max(biggest, abs(a))
            smallest = min(smallest, abs(a))
        }
        if nearCancel || (largest > 0 && biggest < Tableau.suspectedCancellation * largest)
            || smallest < Tableau.suspectedCellCancellation * biggest
        {
            driftSuspected = true
        }
        return full
    }

    /// `expanded(row)`, and if `measuring` the largest term added to the
    /// cell of a basic symbol and whether a cell nearly cancelled.
    @inline(__always) private func expanding(
        _ row: consuming Row, measuring: Bool
    ) -> (row: Row, largestTerm: Double, nearCancel: Bool) {
        var largestTerm = 0.0, nearCancel = false
        row.rank = 0
        var pending = row.cells.keys.filter { isBasic($0) }
        guard !pending.isEmpty else { return (row, 0, false) }
        // The rows read, not the tableau captured (a copy of it).
        let rows = self.rows
        // A symbol is pending from when its cell appears: once expanded, it
        // cannot come back (only rows of lower rank are left to expand), and
        // one pending twice (its cell cancelled, then came back) is skipped.
        while !pending.isEmpty {
            var top = 0
            for i in pending.indices.dropFirst() where isHigher(pending[i], than: pending[top]) { top = i }
            pending.swapAt(top, pending.count - 1)
            let s = pending.removeLast()
            row.substitute(s, by: rows[Int(s)]!) { t, old, delta, sum, kept in
                if kept && Row.lostDigits(sum, old, delta) { nearCancel = true }
                guard rows[Int(t)] != nil else { return }
                if measuring && abs(delta) > largestTerm { largestTerm = abs(delta) }
                if old == 0 { pending.append(t) }
            }
        }
        return (row, largestTerm, nearCancel)
    }

    /// Whether basic `s` is expanded before basic `t`: a higher rank, or
    /// the same rank and a larger symbol (any fixed order would do).
    private func isHigher(_ s: Symbol, than t: Symbol) -> Bool {
        let a = row(of: s)!.rank, b = row(of: t)!.rank
        return a != b ? a > b : s > t
    }

    /// A free subject of `row` (see `freeSubject(of:)`) behind its basic
    /// free variables however many rows away, with `row` expanded only
    /// along the way to it: the rows its basic symbols depend on (those a
    /// full expansion would read) are walked breadth first to the nearest
    /// nonbasic free variable that only free variables' rows hold. A
    /// subtree built apart, then attached (`top == parent.top + 1`, each
    /// side the end of a chain of rows), is so solved for the variable its
    /// own chain starts from, in terms of the parent's row, and the rows of
    /// the subtree are ranked above it; the full expansion would write the
    /// parent's whole expansion into every row that holds that variable
    /// (a tree attached in blocks then costs the square of its depth).
    /// Nil if there is none, if the nearest is within
    /// `Tableau.partialExpansions` rows (the look's to find), or if solving
    /// for it would make a cycle.
    func freeSubjectBehindRows(_ row: Row) -> (Row, Symbol, [(Symbol, Int32)])? {
        var level = row.cells.keys.filter { isBasic($0) }
        guard !level.isEmpty else { return nil }
        // Each basic symbol reached, with the row that led to it (itself for
        // the row's own) and at which step: of the rows of one step that
        // hold it, the smallest symbol's, so that the walk does not depend
        // on the order of hashing.
        var via: [Symbol: (from: Symbol, step: Int32)] = [:]
        for s in level { via[s] = (s, 0) }
        // The row's own nonbasic symbols were tried (see
        // `freeSubjectExpanding`), and those a restricted row or an objective holds.
        var tried: Set<Symbol> = []
        var found: (subject: Symbol, from: Symbol)?
        var step: Int32 = 0
        while found == nil && !level.isEmpty {
            step += 1
            var next: [Symbol] = []
            for b in level {
                for t in self.row(of: b)!.cells.keys {
                    if isBasic(t) {
                        if let v = via[t] {
                            if v.step == step && b < v.from { via[t] = (b, step) }
                        } else {
                            via[t] = (b, step)
                            next.append(t)
                        }
                    } else if kind(of: t) == .external && row.cells[t] == nil && !tried.contains(t) {
                        if !isHeldByFreeRowsOnly(t) {
                            tried.insert(t)
                        } else if found.map({ (t, b) < ($0.subject, $0.from) }) ?? true {
                            found = (t, b)
                        }
                    }
                }
            }
            level = next
        }
        guard let found else { return nil }
        var path = [found.from]
        while via[path.last!]!.from != path.last! { path.append(via[path.last!]!.from) }
        // A nearer one is the look's to find, in its order (the lowest rank
        // first): in a stack of horizontal stacks, taking the ones it
        // misses made the rows cost 8% more instructions afterwards.
        guard path.count > Tableau.partialExpansions else { return nil }
        // From the row's own symbol down: each row expanded brings in the
        // next. A cell that nearly cancels (rounding drift kept) leaves the
        // row to the full expansion, which notes it.
        var expanded = row
        for s in path.reversed() {
            var lost = false
            expanded.substitute(s, by: self.row(of: s)!) { _, old, delta, sum, kept in
                if kept && Row.lostDigits(sum, old, delta) { lost = true }
            }
            if lost { return nil }
        }
        guard let (subject, raises) = freeSubject(of: expanded) else { return nil }
        return (expanded, subject, raises)
    }

    /// Rewrites the row of `s` in nonbasic symbols only.
    mutating func expandRow(_ s: Symbol) {
        guard let row = row(of: s), row.rank > 0 else { return }
        let full = expandedNotingCancellation(row)
        deleteRow(s)
        createRow(s, full)
    }
}

extension Tableau {
    /// The value of `s` in the current solution: 0 if nonbasic, its row's
    /// constant if the row holds nonbasic symbols only, else added up from
    /// the rows it holds when the call that changed them ended.
    /// - Complexity: O(1).
    @inline(__always) func value(of s: Symbol) -> Double {
        // Read in place: copying the row out would retain and release its cells.
        rows.withUnsafeBufferPointer { rows in
            guard let rank = rows[Int(s)]?.rank else { return 0 }
            return rank > 0 ? sums[Int(s)] : rows[Int(s)]!.constant
        }
    }

    /// The rank of the row of `r` (0 if `r` is not basic or not a symbol
    /// of the tableau), read in place.
    @inline(__always) func rank(of r: Symbol) -> Int32 {
        rows.withUnsafeBufferPointer { Int(r) < $0.count ? $0[Int(r)]?.rank ?? 0 : 0 }
    }

    /// Adds up again the value of every row of rank above 0 that `changed`
    /// or the rows below it changed, lowest rank first, without recursion.
    /// Returns false if a value is not finite.
    mutating func refreshSums(changed: [Symbol]) -> Bool {
        if sums.count < kinds.count {
            sums += repeatElement(0, count: kinds.count - sums.count)
            staleMarks += repeatElement(0, count: kinds.count - staleMarks.count)
        }
        // The changed rows and every row that holds one, through the columns.
        // (After a rollback, a changed row's symbol may be gone.)
        // Only rows of rank above 0 hold basic symbols: none changed and
        // none above a changed row, nothing to add up. A row is stale when
        // its mark is this pass's.
        if staleMark == Int32.max {
            // Marks are four bytes (one per symbol): start again from 1.
            for i in staleMarks.indices { staleMarks[i] = 0 }
            staleMark = 0
        }
        staleMark += 1
        // The lists are taken out while in use, so that they are not shared
        // (emptying a shared array would allocate a new one).
        var scratch = sumScratch
        sumScratch = SumScratch()
        defer { sumScratch = scratch }
        scratch.stale.removeAll(keepingCapacity: true)
        for r in changed where Int(r) < kinds.count && (rank(of: r) > 0 || columnSize(r) > 0) {
            if staleMarks[Int(r)] != staleMark {
                staleMarks[Int(r)] = staleMark
                scratch.stale.append(r)
            }
        }
        guard !scratch.stale.isEmpty else { return true }
        var next = 0
        while next < scratch.stale.count {
            let r = scratch.stale[next]
            next += 1
            columns[Int(r)].forEachRow { h in
                if kind(of: h) == .external && staleMarks[Int(h)] != staleMark {
                    staleMarks[Int(h)] = staleMark
                    scratch.stale.append(h)
                }
            }
        }
        // Rank by rank, lowest first (a row holds only rows of lower rank,
        // so the order within a rank does not matter).
        scratch.ranked.removeAll(keepingCapacity: true)
        for r in scratch.stale {
            let level = rank(of: r)
            if level > 0 { scratch.ranked.append((level, r)) }
        }
        guard !scratch.ranked.isEmpty else { return true }
        scratch.ranked.sort { $0 < $1 }
        var finite = true
        for (_, r) in scratch.ranked {
            let row = rows[Int(r)]!
            // In a fixed order: the same state always gives the same bits.
            // The list is overwritten in place: emptying it for each row
            // cost more than the sum.
            var n = 0
            row.cells.forEachCell { y, c in
                guard isBasic(y) else { return }
                if n < scratch.terms.count { scratch.terms[n] = (y, c) } else { scratch.terms.append((y, c)) }
                n += 1
            }
            if n > 1 { scratch.terms.withUnsafeMutableBufferPointer { sortBySymbol($0, count: n) } }
            var sum = row.constant
            for i in 0..<n { sum += scratch.terms[i].1 * value(of: scratch.terms[i].0) }
            sums[Int(r)] = sum
            if !sum.isFinite { finite = false }
        }
        return finite
    }
}

/// Sorts the first `count` terms by symbol: in line while few (a row of a
/// free variable holds one or two basic symbols), else by the library.
private func sortBySymbol(_ terms: UnsafeMutableBufferPointer<(Symbol, Double)>, count: Int) {
    guard count <= 8 else {
        var terms = terms
        return terms[..<count].sort { $0.0 < $1.0 }
    }
    for i in 1..<count {
        var j = i
        while j > 0 && terms[j].0 < terms[j - 1].0 {
            terms.swapAt(j, j - 1)
            j -= 1
        }
    }
}

/// `refreshSums`' working lists, kept between calls for their storage.
struct SumScratch {
    var stale: [Symbol] = []
    var ranked: [(Int32, Symbol)] = []
    var terms: [(Symbol, Double)] = []
}
