/// Rows of free variables in terms of other free variables.
///
/// In solved form, the row of the last view of a chain
/// (`top[i] == bottom[i - 1] + 8`) would hold a symbol of every view before
/// it: n² cells for n views. So a new free variable's row keeps the basic
/// free variables it was given, with a rank above theirs. Restricted rows
/// and objective levels, which the simplex reads, hold nonbasic symbols
/// only: a row built from free rows is expanded first (`expanded(_:)`),
/// highest rank first, so that what cancels cancels before it spreads. The
/// values of ranked rows are added up from the ranks below when a call ends
/// (`refreshSums`), without recursion.
extension Tableau {
    /// The rank of a row whose cells are `cells`: one above the highest
    /// rank of the basic symbols among them, 0 if there are none.
    func rank(of cells: Cells) -> Int32 {
        var rank: Int32 = 0
        for s in cells.keys { if let row = row(of: s) { rank = max(rank, row.rank + 1) } }
        return rank
    }

    /// `row` in nonbasic symbols only: each basic symbol replaced by its row, highest rank first.
    func expanded(_ row: Row) -> Row { expanding(row, measuring: false).row }

    /// `expanded(row)`, setting `driftSuspected` where rounding drift would be
    /// magnified: the row cancels against the terms added to its basic cells
    /// (`suspectedCancellation`), or a cell cancels or is tiny against the
    /// row's largest (`suspectedCellCancellation`).
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
        // The rows read, not the tableau captured (a copy of it).
        let rows = self.rows
        var pending = ExpansionQueue(capacity: 2 * row.cells.count)
        for s in row.cells.keys { if let r = rows[Int(s)] { pending.push(s, rank: r.rank) } }
        guard !pending.isEmpty else { return (row, 0, false) }
        // Pending from when its cell appears; once expanded, it cannot come back
        // (only lower ranks are left), and one pending twice is skipped.
        while let s = pending.pop() {
            row.substitute(s, by: rows[Int(s)]!) { t, old, delta, sum, kept in
                if kept && Row.lostDigits(sum, old, delta) { nearCancel = true }
                guard let r = rows[Int(t)] else { return }
                if measuring && abs(delta) > largestTerm { largestTerm = abs(delta) }
                if old == 0 { pending.push(t, rank: r.rank) }
            }
        }
        return (row, largestTerm, nearCancel)
    }

    /// A free subject of `row` behind its basic free variables however many
    /// rows away, found breadth first, with `row` expanded only along the path
    /// to it. So a subtree attached to its parent (`top == parent.top + 1`)
    /// is solved for its chain's first variable in terms of the parent's row,
    /// without the parent's whole chain in every row that holds it. Nil if
    /// none, if within `partialExpansions` rows (the look's to find), or if
    /// it would make a cycle.
    func freeSubjectBehindRows(_ row: Row) -> (Row, Symbol, [(Symbol, Int32)])? {
        var level = row.cells.keys.filter { isBasic($0) }
        guard !level.isEmpty else { return nil }
        // Each basic symbol reached, the row that led to it (itself for the row's
        // own) and the step; of one step's rows the smallest, for determinism.
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
        // A nearer one is left to the look, whose order leaves cheaper rows.
        guard path.count > Tableau.partialExpansions else { return nil }
        // From the row's own symbol down. A cell that nearly cancels (drift
        // kept) leaves the row to the full expansion, which notes it.
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
    /// The value of `s` in the current solution, in O(1): 0 if nonbasic, its
    /// row's constant if the rank is 0, else its sum (see `refreshSums`).
    @inline(__always) func value(of s: Symbol) -> Double {
        // Read in place: copying the row out would retain and release its cells.
        rows.withUnsafeBufferPointer { rows in
            guard let rank = rows[Int(s)]?.rank else { return 0 }
            return rank > 0 ? sums[Int(s)] : rows[Int(s)]!.constant
        }
    }

    /// The rank of the row of `r` (0 if none or out of range), read in place.
    @inline(__always) func rank(of r: Symbol) -> Int32 {
        rows.withUnsafeBufferPointer { Int(r) < $0.count ? $0[Int(r)]?.rank ?? 0 : 0 }
    }

    /// Adds up again the value of every ranked row that `changed` or the rows
    /// below it changed, lowest rank first. False if a value is not finite.
    mutating func refreshSums(changed: [Symbol]) -> Bool {
        if sums.count < kinds.count {
            sums += repeatElement(0, count: kinds.count - sums.count)
            staleMarks += repeatElement(0, count: kinds.count - staleMarks.count)
        }
        // Stale (marked with this pass's number): the changed rows and, through the columns, every
        // row holding one; a changed symbol may be gone after a rollback. Only ranked rows hold basic ones.
        if staleMark == Int32.max {
            // Marks are Int32: start again from 1.
            for i in staleMarks.indices { staleMarks[i] = 0 }
            staleMark = 0
        }
        staleMark += 1
        if valueLog != nil {
            for r in changed where Int(r) < kinds.count && kinds[Int(r)] == .external { valueLog!.note(r) }
        }
        // Taken out while in use, so not shared (emptying a shared array allocates).
        var scratch = SumScratch()
        swap(&scratch, &sumScratch)
        defer { swap(&scratch, &sumScratch) }
        if !scratch.stale.isEmpty { scratch.stale.removeAll(keepingCapacity: true) }
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
                    valueLog?.note(h)
                }
            }
        }
        // Lowest rank first: a row holds only rows of lower rank.
        if !scratch.ranked.isEmpty { scratch.ranked.removeAll(keepingCapacity: true) }
        for r in scratch.stale {
            let level = rank(of: r)
            if level > 0 { scratch.ranked.append((level, r)) }
        }
        guard !scratch.ranked.isEmpty else { return true }
        if scratch.ranked.count > 1 { scratch.ranked.sort { $0 < $1 } }
        sumsRefreshed &+= scratch.ranked.count
        var finite = true
        for (_, r) in scratch.ranked {
            let row = rows[Int(r)]!
            // In symbol order: the same state always gives the same bits. The
            // list is overwritten in place, not emptied for each row.
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

/// Sorts the first `count` terms by symbol: in line while few, else by the library.
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

/// The basic symbols an expansion has yet to replace, highest rank (then
/// largest symbol) first: read in full while few, a binary heap once many
/// (a long chain's row may wait on thousands).
struct ExpansionQueue {
    private var items: [(rank: Int32, symbol: Symbol)] = []
    private var isHeap = false
    /// Past this many, a heap.
    private static let searchedUpTo = 16

    init(capacity: Int) { items.reserveCapacity(capacity) }

    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ s: Symbol, rank: Int32) {
        items.append((rank, s))
        if isHeap {
            siftUp(items.count - 1)
        } else if items.count > ExpansionQueue.searchedUpTo {
            isHeap = true
            for i in items.indices { siftUp(i) }
        }
    }

    mutating func pop() -> Symbol? {
        guard !items.isEmpty else { return nil }
        guard isHeap else {
            var top = 0
            for i in items.indices.dropFirst() where items[top] < items[i] { top = i }
            items.swapAt(top, items.count - 1)
            return items.removeLast().symbol
        }
        let top = items[0].symbol
        let last = items.removeLast()
        guard !items.isEmpty else { return top }
        items[0] = last
        var i = 0
        while true {
            let left = 2 * i + 1, right = left + 1
            var largest = i
            if left < items.count && items[largest] < items[left] { largest = left }
            if right < items.count && items[largest] < items[right] { largest = right }
            guard largest != i else { return top }
            items.swapAt(i, largest)
            i = largest
        }
    }

    private mutating func siftUp(_ start: Int) {
        var i = start
        while i > 0 {
            let parent = (i - 1) / 2
            guard items[parent] < items[i] else { return }
            items.swapAt(parent, i)
            i = parent
        }
    }
}
