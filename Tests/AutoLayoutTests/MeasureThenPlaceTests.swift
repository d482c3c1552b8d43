import Foundation
import Testing
@testable import AutoLayout

/// The sizing-cell and snapshot-test pattern: a view measured or laid out on
/// its own, then sized to the result or added to another hierarchy.
@Suite struct MeasureThenPlaceTests {
    /// A 320 x 44 cell: a one-line title above a wrapping body, 8 points of padding.
    func card(_ reports: Reports) -> (cell: View, title: Label, body: Label) {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.identifier = "cell"
        cell.setDiagnosticsHandler { reports.append($0) }
        let title = constrained(Label(text: "Title", font: tenPoint), in: cell, "title")
        let body = constrained(Label(text: "aaaa bbbb cccc dddd", font: tenPoint), in: cell, "body")
        body.numberOfLines = 0
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            body.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ])
        return (cell, title, body)
    }

    func fit(_ view: View, width: CGFloat) -> CGSize {
        view.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
    }

    @Test func measuredAloneThenAddedToAHost() {
        let reports = Reports()
        let (cell, title, body) = card(reports)
        // Four words of 40 points in 84: one per line.
        #expect(fit(cell, width: 100) == CGSize(width: 100, height: 120))
        cell.layoutIfNeeded()
        cell.frame = CGRect(x: 10, y: 20, width: 100, height: 120)
        let host = makeRoot(375, 600, reports: reports)
        host.addSubview(cell)
        host.layoutIfNeeded()
        #expect(cell.frame == CGRect(x: 10, y: 20, width: 100, height: 120))
        #expect(title.frame == CGRect(x: 8, y: 8, width: 50, height: 20))
        #expect(body.frame == CGRect(x: 8, y: 32, width: 84, height: 80))
        #expect(reports.messages.isEmpty)
        #expect(host.brokenConstraints.isEmpty)
    }

    @Test func laidOutAloneThenPinnedInAHost() {
        let reports = Reports()
        let (cell, title, body) = card(reports)
        cell.layoutIfNeeded()
        let host = makeRoot(375, 600, reports: reports)
        cell.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(cell)
        LayoutConstraint.activate([
            cell.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            cell.trailingAnchor.constraint(equalTo: host.trailingAnchor),
            cell.topAnchor.constraint(equalTo: host.topAnchor, constant: 50),
        ])
        host.layoutIfNeeded()
        #expect(cell.frame == CGRect(x: 0, y: 50, width: 375, height: 60))
        #expect(title.frame == CGRect(x: 8, y: 8, width: 50, height: 20))
        #expect(body.frame == CGRect(x: 8, y: 32, width: 359, height: 20))
        #expect(reports.messages.isEmpty)
    }

    @Test func theRootKeepsTheFrameSetAfterFitting() {
        let reports = Reports()
        let (cell, title, body) = card(reports)
        cell.layoutIfNeeded()
        let size = fit(cell, width: 100)
        cell.frame.size = size
        cell.layoutIfNeeded()
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 100, height: 120))
        // Measuring again does not change the frame, and the next layout
        // keeps the frame set above (not the 320 x 44 it was made with).
        #expect(fit(cell, width: 200) == CGSize(width: 200, height: 80))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 100, height: 120))
        cell.layoutIfNeeded()
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 100, height: 120))
        #expect(body.frame == CGRect(x: 8, y: 32, width: 84, height: 80))
        #expect(cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 206, height: 60))
        cell.frame = CGRect(origin: .zero, size: CGSize(width: 206, height: 60))
        cell.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 8, y: 8, width: 50, height: 20))
        #expect(body.frame == CGRect(x: 8, y: 32, width: 190, height: 20))
        #expect(reports.messages.isEmpty)
    }
}
