import Foundation

/// How much of each pixel of a window a filled outline covers, from 0 to 1: anti-aliasing by
/// exact area.
///
/// Each straight edge adds, to the pixels it crosses, the signed area between it and the
/// pixel's right side; a running sum along a row then gives the winding-weighted area of each
/// pixel (the accumulation method of font-rs). Coverage is the sum's magnitude capped at 1,
/// which is the non-zero rule wherever contours do not overlap in part of a pixel.
struct CoverageMask {
    /// The window in bitmap pixels.
    let left: Int, top: Int, width: Int, height: Int
    /// Per row `width + 2` cells: the edges' contributions, to be summed left to right. The two
    /// spare cells take what edges clamped at the right side add, which no pixel reads.
    private var cells: [Float]
    private var stride: Int { width + 2 }

    init(left: Int, top: Int, width: Int, height: Int) {
        self.left = left
        self.top = top
        self.width = max(0, width)
        self.height = max(0, height)
        cells = [Float](repeating: 0, count: (self.width + 2) * self.height)
    }

    /// Adds the edge from (x0, y0) to (x1, y1), in bitmap pixels. Its direction is the winding:
    /// downward edges count +1, upward ones -1.
    mutating func addEdge(x0 ax: Double, y0 ay: Double, x1 bx: Double, y1 by: Double) {
        guard ay != by, ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite else { return }
        let (x0, y0, x1, y1, direction) = ay < by
            ? (ax - Double(left), ay - Double(top), bx - Double(left), by - Double(top), 1.0)
            : (bx - Double(left), by - Double(top), ax - Double(left), ay - Double(top), -1.0)
        let h = Double(height), w = Double(width)
        guard y1 > 0, y0 < h else { return }
        let slope = (x1 - x0) / (y1 - y0)
        let firstRow = Int(max(0, y0.rounded(.down))), endRow = Int(min(h, y1.rounded(.up)))
        guard firstRow < endRow else { return }
        for row in firstRow..<endRow {
            let top = max(Double(row), y0), bottom = min(Double(row + 1), y1)
            guard bottom > top else { continue }
            let dy = (bottom - top) * direction
            // Left of the window an edge still covers everything to its right; right of it, nothing:
            // so x is clamped to the window (the rows' spare cells absorb the right side).
            let xa = min(max(x0 + (top - y0) * slope, 0), w), xb = min(max(x0 + (bottom - y0) * slope, 0), w)
            accumulate(row: row, from: xa, to: xb, dy: dy)
        }
    }

    /// One row's share of an edge that spans [xa, xb] horizontally over `dy` of the row.
    private mutating func accumulate(row: Int, from xa: Double, to xb: Double, dy: Double) {
        let start = row * stride
        let (lo, hi) = xa < xb ? (xa, xb) : (xb, xa)
        let loFloor = lo.rounded(.down), hiCeil = hi.rounded(.up)
        let i0 = Int(loFloor), i1 = Int(hiCeil)
        if i1 <= i0 + 1 {   // within one pixel column
            let mid = (xa + xb) / 2 - loFloor
            cells[start + i0] += Float(dy * (1 - mid))
            cells[start + i0 + 1] += Float(dy * mid)
            return
        }
        let inverse = 1 / (hi - lo)
        let f0 = lo - loFloor
        let a0 = 0.5 * inverse * (1 - f0) * (1 - f0)
        let f1 = hi - hiCeil + 1
        let am = 0.5 * inverse * f1 * f1
        cells[start + i0] += Float(dy * a0)
        if i1 == i0 + 2 {
            cells[start + i0 + 1] += Float(dy * (1 - a0 - am))
        } else {
            let a1 = inverse * (1.5 - f0)
            cells[start + i0 + 1] += Float(dy * (a1 - a0))
            for i in (i0 + 2)..<(i1 - 1) { cells[start + i] += Float(dy * inverse) }
            let a2 = a1 + Double(i1 - i0 - 3) * inverse
            cells[start + i1 - 1] += Float(dy * (1 - a2 - am))
        }
        cells[start + i1] += Float(dy * am)
    }

    /// Calls `body(x, y, coverage)` for every pixel with coverage above 0, row by row.
    func forEachCovered(_ body: (Int, Int, Double) -> Void) {
        for row in 0..<height {
            var sum: Float = 0
            let start = row * stride
            for column in 0..<width {
                sum += cells[start + column]
                let coverage = min(1, abs(sum))
                if coverage > 1.0 / 512 { body(left + column, top + row, Double(coverage)) }
            }
        }
    }
}
