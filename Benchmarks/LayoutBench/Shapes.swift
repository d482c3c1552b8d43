import AutoLayout
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One screen shape at a size: build the hierarchy and its first layout,
/// then change one constant and lay out again.
struct Shape {
    let name: String
    /// Run only when named with `--only`: a known superlinear case, kept to measure (minutes at 10,000).
    var onlyWhenNamed = false
    /// Builds and lays out `n` views; returns the root, a constant to change,
    /// and a check of the frames after the change to `constant + 10`.
    let build: (Int) -> (root: View, change: LayoutConstraint, check: () -> Bool)
}

/// Timings and memory of one shape at one size (medians of the runs).
struct ShapeResult {
    let shape: String
    /// The size asked for: views for most shapes, rows for stack-rows.
    let n: Int
    /// Every view of the screen: the root, containers, stacks and their
    /// arranged views (stack-rows: three per row, the outer stack and the root).
    let views: Int
    /// Build plus first layout, in seconds.
    let firstLayout: Double
    /// One constant changed, then a second layout, in seconds.
    let secondLayout: Double
    /// Peak resident memory of build and first layout above the start,
    /// divided by `views`.
    let bytesPerView: Double
    /// The same peak divided by `n` (per row for stack-rows).
    var bytesPerUnit: Double { bytesPerView * Double(views) / Double(n) }
}

/// The labels' font: 8 points a character, 20 high.
let rowFont = Font.fixedAdvance(characterWidth: 8, lineHeight: 20)

/// `view` added to `root`, its top and leading edges pinned to the root's,
/// and its trailing edge or its `width`: the constraints, not yet active.
func pinned(_ view: View, in root: View, width: CGFloat? = nil) -> [LayoutConstraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    var list = [
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ]
    if let width { list.append(view.widthAnchor.constraint(equalToConstant: width)) }
    else { list.append(view.trailingAnchor.constraint(equalTo: root.trailingAnchor)) }
    return list
}

/// n views, each the only subview of the one before (the first of
/// `root`), and the constraints, not yet active, that inset each 1 point
/// in its parent.
func nested(_ n: Int, in root: View) -> (views: [View], constraints: [LayoutConstraint]) {
    var parent = root, views: [View] = [], list: [LayoutConstraint] = []
    for _ in 0..<n {
        let v = View()
        v.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(v)
        list += [
            v.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
            v.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
            v.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
            v.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
        ]
        views.append(v)
        parent = v
    }
    return (views, list)
}

/// The shapes of the linear-layout issue: stacks, a chain, deep nesting and
/// flat siblings (the linear baseline). Built on the main thread only.
nonisolated(unsafe) let shapes: [Shape] = [
    Shape(name: "stack-labels") { n in
        // A vertical fill stack, spacing 4, of one-line labels.
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let labels = (0..<n).map { Label(text: "Row \($0)", font: rowFont) }
        let stack = StackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.spacing = 4
        let list = pinned(stack, in: root)
        LayoutConstraint.activate(list)
        root.layoutIfNeeded()
        check(labels[n - 1].frame.minY == CGFloat(24 * (n - 1)), "stack-labels: last label at \(labels[n - 1].frame)")
        return (root, list[0], { stack.frame.minY == 10 && labels[n - 1].frame.minY == CGFloat(24 * (n - 1)) })
    },
    Shape(name: "stack-center") { n in
        // stack-labels with alignment center: the labels at their own widths, centered.
        labelStack(n, "stack-center", { $0.alignment = .center }) { label in
            label.frame.midX == 187.5 && label.frame.width == CGFloat(8 * (label.text ?? "").count)
        }
    },
    Shape(name: "stack-leading") { n in
        // stack-labels with alignment leading.
        labelStack(n, "stack-leading", { $0.alignment = .leading }) { label in
            label.frame.minX == 0 && label.frame.width == CGFloat(8 * (label.text ?? "").count)
        }
    },
    Shape(name: "stack-spacing") { n in
        // stack-labels with distribution equalSpacing: the stack hugs, gaps of 4.
        labelStack(n, "stack-spacing", { $0.distribution = .equalSpacing }) { label in label.frame.width == 375 }
    },
    Shape(name: "stack-centering", onlyWhenNamed: true) { n in
        // stack-labels with distribution equalCentering: gap priorities fall with the index.
        labelStack(n, "stack-centering", { $0.distribution = .equalCentering }) { label in label.frame.width == 375 }
    },
    Shape(name: "stack-proportional", onlyWhenNamed: true) { n in
        // stack-labels with distribution fillProportionally: a priority level per view.
        labelStack(n, "stack-proportional", { $0.distribution = .fillProportionally }) { label in label.frame.width == 375 }
    },
    Shape(name: "stack-rows") { n in
        // A vertical stack of horizontal stacks: a 40x40 image and a label.
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let rows = (0..<n).map { i in
            let row = StackView(arrangedSubviews: [ImageView(image: Image(size: CGSize(width: 40, height: 40))),
                                                    Label(text: "Row \(i)", font: rowFont)])
            row.spacing = 8
            row.alignment = .center
            return row
        }
        let stack = StackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 4
        let list = pinned(stack, in: root)
        LayoutConstraint.activate(list)
        root.layoutIfNeeded()
        let last = rows[n - 1].arrangedSubviews[1].frame
        check(rows[n - 1].frame.minY == CGFloat(44 * (n - 1)) && last.maxX == 375 && last.minY == 10,
              "stack-rows: last row at \(rows[n - 1].frame), its label at \(last)")
        return (root, list[0], { stack.frame.minY == 10 && rows[n - 1].frame.minY == CGFloat(44 * (n - 1)) })
    },
    Shape(name: "chain") { n in
        // n views, each top == previous.bottom + 8, height 20.
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var views: [View] = []
        var list: [LayoutConstraint] = []
        for i in 0..<n {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            list += [
                v.topAnchor.constraint(equalTo: i == 0 ? root.topAnchor : views[i - 1].bottomAnchor, constant: 8),
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v.widthAnchor.constraint(equalToConstant: 100),
                v.heightAnchor.constraint(equalToConstant: 20),
            ]
            views.append(v)
        }
        LayoutConstraint.activate(list)
        root.layoutIfNeeded()
        check(views[n - 1].frame.minY == CGFloat(28 * n - 20), "chain: last view at \(views[n - 1].frame)")
        return (root, list[0], { views[n - 1].frame.minY == CGFloat(28 * n - 10) })
    },
    Shape(name: "nesting") { n in
        // n levels, each view inset 1 pt in its parent.
        let side = CGFloat(2 * n + 100)
        let root = View(frame: CGRect(x: 0, y: 0, width: side, height: side))
        let (views, list) = nested(n, in: root)
        LayoutConstraint.activate(list)
        root.layoutIfNeeded()
        let innermost = views[n - 1]
        check(innermost.frame.size == CGSize(width: 100, height: 100), "nesting: innermost \(innermost.frame)")
        // Moving the outermost top by 10 shrinks the innermost height by 10.
        return (root, list[0], { innermost.frame.height == 90 })
    },
    Shape(name: "nesting-blocks") { n in
        // n levels inset 1 pt, built in blocks of 32 levels: each block built
        // apart (detached), then attached under the deepest view of the last.
        let side = CGFloat(2 * n + 100)
        let root = View(frame: CGRect(x: 0, y: 0, width: side, height: side))
        root.layoutIfNeeded()
        var parent = root
        var first: LayoutConstraint?
        func inset(_ v: View, in p: View) -> [LayoutConstraint] {
            [v.topAnchor.constraint(equalTo: p.topAnchor, constant: 1),
             v.leadingAnchor.constraint(equalTo: p.leadingAnchor, constant: 1),
             v.bottomAnchor.constraint(equalTo: p.bottomAnchor, constant: -1),
             v.trailingAnchor.constraint(equalTo: p.trailingAnchor, constant: -1)]
        }
        var made = 0
        while made < n {
            let top = View()
            top.translatesAutoresizingMaskIntoConstraints = false
            var deepest = top
            made += 1
            var k = 1
            while k < 32 && made < n {
                let v = View()
                v.translatesAutoresizingMaskIntoConstraints = false
                deepest.addSubview(v)
                LayoutConstraint.activate(inset(v, in: deepest))
                deepest = v
                k += 1
                made += 1
            }
            parent.addSubview(top)
            let link = inset(top, in: parent)
            if first == nil { first = link[0] }
            LayoutConstraint.activate(link)
            parent = deepest
        }
        root.layoutIfNeeded()
        let innermost = parent
        check(innermost.frame.size == CGSize(width: 100, height: 100), "nesting-blocks: innermost \(innermost.frame)")
        return (root, first!, { innermost.frame.height == 90 })
    },
    Shape(name: "siblings") { n in
        // n views, each pinned to one container.
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        var views: [View] = []
        var list: [LayoutConstraint] = []
        for i in 0..<n {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            list += [
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i % 600)),
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(i % 300)),
                v.widthAnchor.constraint(equalToConstant: 40),
                v.heightAnchor.constraint(equalToConstant: 20),
            ]
            views.append(v)
        }
        LayoutConstraint.activate(list)
        root.layoutIfNeeded()
        check(views[n - 1].frame.minY == CGFloat((n - 1) % 600), "siblings: last view at \(views[n - 1].frame)")
        return (root, list[0], { views[0].frame.minY == 10 })
    },
]

/// A vertical stack (spacing 4) of one-line labels, pinned to the root's
/// top and sides, then `configure`d; each label 20 high, 4 below the last,
/// and `placed` across the axis (checked on the last).
private func labelStack(
    _ n: Int, _ name: String, _ configure: (StackView) -> Void, placed: @escaping (Label) -> Bool
) -> (root: View, change: LayoutConstraint, check: () -> Bool) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let labels = (0..<n).map { Label(text: "Row \($0)", font: rowFont) }
    let stack = StackView(arrangedSubviews: labels)
    stack.axis = .vertical
    stack.spacing = 4
    configure(stack)
    let list = pinned(stack, in: root)
    LayoutConstraint.activate(list)
    root.layoutIfNeeded()
    let last = labels[n - 1]
    check(last.frame.minY == CGFloat(24 * (n - 1)) && last.frame.height == 20 && placed(last),
          "\(name): last label at \(last.frame)")
    return (root, list[0], { stack.frame.minY == 10 && last.frame.minY == CGFloat(24 * (n - 1)) && placed(last) })
}

/// Resident memory of this process, in bytes: now (`VmRSS`) or the peak (`VmHWM`).
private func residentBytes(_ field: String) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
        let kib = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return .nan }
    return kib * 1024
}

/// Gives freed memory back to the system and resets the peak resident
/// memory to the current one (Linux `clear_refs`), so that a run's peak
/// counts its own allocations, not what earlier runs left free for reuse.
private func startMemoryCount() -> Double {
    typealias Trim = @convention(c) (Int) -> Int32
    if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    return residentBytes("VmRSS")
}

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

/// How many views the tree of `root` holds, `root` included.
private func viewCount(_ root: View) -> Int {
    var count = 0
    var pending = [root]
    while let v = pending.popLast() {
        count += 1
        pending += v.subviews
    }
    return count
}

extension Shape {
    /// Build and first layout at size `n`, out of line so that
    /// `Benchmarks/instructions.sh --shapes` counts them alone.
    @inline(never) func countedBuild(_ n: Int) -> (root: View, change: LayoutConstraint, check: () -> Bool) {
        build(n)
    }

    /// Medians of `runs` runs at size `n`.
    func measure(_ n: Int, runs: Int) -> ShapeResult {
        var first: [Double] = [], second: [Double] = [], bytes: [Double] = []
        var views = 0
        for _ in 0..<max(runs, 1) {
            let start = startMemoryCount()
            let t0 = ContinuousClock.now
            let built = countedBuild(n)
            let t1 = ContinuousClock.now
            let peak = residentBytes("VmHWM") - start
            built.change.constant += 10
            built.root.layoutIfNeeded()
            let t2 = ContinuousClock.now
            check(built.check(), "\(name) at \(n): frames after the change")
            views = viewCount(built.root)
            bytes.append(peak / Double(views))
            first.append(seconds(t1 - t0))
            second.append(seconds(t2 - t1))
        }
        func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }
        return ShapeResult(shape: name, n: n, views: views, firstLayout: median(first), secondLayout: median(second),
                           bytesPerView: median(bytes))
    }
}

/// Prints each shape at each size, the growth exponent between the two
/// largest sizes, and the ratios to siblings at the same size: of the time,
/// and of the memory per view (every view of the screen counted).
func printShapes(_ results: [ShapeResult]) {
    print("memory: peak above the start, per view of the screen (all views counted) and per n (a row of stack-rows)")
    print("shape                   n   views   first layout  second layout  KiB/view     KiB/n  exponent  x siblings  mem x siblings")
    let siblings = Dictionary(uniqueKeysWithValues: results.filter { $0.shape == "siblings" }.map { ($0.n, $0) })
    var previous: ShapeResult?
    for r in results {
        var exponent = ""
        if let p = previous, p.shape == r.shape {
            exponent = String(format: "%.2f", log(r.firstLayout / p.firstLayout) / log(Double(r.n) / Double(p.n)))
        }
        let ratio = siblings[r.n].map { String(format: "%.1f", r.firstLayout / $0.firstLayout) } ?? ""
        let memory = siblings[r.n].map { String(format: "%.2f", r.bytesPerView / $0.bytesPerView) } ?? ""
        print(r.shape.padding(toLength: 18, withPad: " ", startingAt: 0),
              String(format: "%7d %7d %12.2f ms %12.3f ms %9.2f %9.2f", r.n, r.views, r.firstLayout * 1000,
                     r.secondLayout * 1000, r.bytesPerView / 1024, r.bytesPerUnit / 1024),
              exponent.padding(toLength: 9, withPad: " ", startingAt: 0), ratio.padding(toLength: 11, withPad: " ", startingAt: 0),
              memory)
        previous = r
    }
}
