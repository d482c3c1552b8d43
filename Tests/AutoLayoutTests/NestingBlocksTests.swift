import Foundation
import Testing
@testable import AutoLayout
@testable import Cassowary

/// Nesting built in blocks (`layout-bench --shapes` nesting-blocks): each
/// block of levels built apart, then attached under the deepest view of
/// the tree. Exact frames, and a count that guards linear cost without
/// timing anything: attaching a block adds the same cells to the solver's
/// rows whatever the depth it is attached at.
@Suite struct NestingBlocksTests {
    func inset(_ v: View, in p: View) -> [LayoutConstraint] {
        [v.topAnchor.constraint(equalTo: p.topAnchor, constant: 1),
         v.leadingAnchor.constraint(equalTo: p.leadingAnchor, constant: 1),
         v.bottomAnchor.constraint(equalTo: p.bottomAnchor, constant: -1),
         v.trailingAnchor.constraint(equalTo: p.trailingAnchor, constant: -1)]
    }

    /// A block of `size` levels, built apart: its top and its deepest view.
    func block(_ size: Int) -> (top: View, deepest: View, views: [View]) {
        let top = View()
        top.translatesAutoresizingMaskIntoConstraints = false
        var views = [top]
        for _ in 1..<size {
            let v = View()
            v.translatesAutoresizingMaskIntoConstraints = false
            views.last!.addSubview(v)
            LayoutConstraint.activate(inset(v, in: views.last!))
            views.append(v)
        }
        return (top, views.last!, views)
    }

    /// The cells of every row of the solver.
    func cells(_ root: View) -> (total: Int, longest: Int) {
        var total = 0, longest = 0
        for case let row? in root.engine!.solver.tableau.rows {
            total += row.cells.count
            longest = max(longest, row.cells.count)
        }
        return (total, longest)
    }

    @Test func attachingABlockCostsTheSameCellsAtAnyDepth() {
        let size = 8, blocks = 12, n = size * blocks
        let root = View(frame: CGRect(x: 0, y: 0, width: CGFloat(2 * n + 100), height: CGFloat(2 * n + 100)))
        root.layoutIfNeeded()
        var parent = root
        var views: [View] = []
        var growth: [Int] = [], longest: [Int] = []
        var before = cells(root).total
        for _ in 0..<blocks {
            let (top, deepest, made) = block(size)
            parent.addSubview(top)
            LayoutConstraint.activate(inset(top, in: parent))
            let now = cells(root)
            growth.append(now.total - before)
            longest.append(now.longest)
            before = now.total
            views += made
            parent = deepest
        }
        root.layoutIfNeeded()
        for (i, v) in views.enumerated() {
            let side = CGFloat(2 * (n - i) + 98)
            #expect(v.frame == CGRect(x: 1, y: 1, width: side, height: side))
        }
        // Before, each block's rows held the whole depth above it: the
        // cells added grew by 14 a level, the longest row by 16 a block.
        #expect(Set(growth).count == 1, "cells added per block: \(growth)")
        #expect(Set(longest).count == 1 && longest[0] <= 2 * size, "longest row after each block: \(longest)")
        // The outermost top moved by 10: every level moves, the innermost shrinks.
        views[0].superview!.constraints.first { $0.firstItem === views[0] && $0.firstAttribute == .top }!.constant = 11
        root.layoutIfNeeded()
        #expect(views[n - 1].frame == CGRect(x: 1, y: 1, width: 100, height: 90))
        #expect(views[0].frame == CGRect(x: 1, y: 11, width: CGFloat(2 * n + 98), height: CGFloat(2 * n + 88)))
    }
}
