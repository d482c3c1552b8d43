import AutoLayout
import CollectionLayout
import Foundation
import Testing

/// A header or footer whose content is a box of a set height, 6 points inside the content view above
/// and below: it fits at `6 + boxHeight + 6`.
final class BoxHeaderView: TableViewHeaderFooterView {
    let box = View()
    private lazy var boxHeight = box.heightAnchor.constraint(equalToConstant: 0)

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            boxHeight,
        ])
    }

    required init?(coder aDecoder: NSCoder) { nil }

    func show(height: CGFloat) { boxHeight.constant = height }
}

/// Five sections of three 44-point rows; section s's header view is a box 30 + 10s tall (so the header
/// fits at 42, 52, 62, 72, 82), except in `silentSections`, which get no view; section 1 has a
/// self-sizing footer with a 20-point box (32).
final class BoxedSections: TableViewDataSource, TableViewDelegate {
    var asked: [String] = []
    var silentSections: Set<Int> = []

    func numberOfSections(in tableView: TableView) -> Int { 5 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        asked.append("header \(section)")
        guard !silentSections.contains(section) else { return nil }
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Box") as! BoxHeaderView
        header.show(height: CGFloat(30 + 10 * section))
        return header
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        section == 1 ? TableView.automaticDimension : 0
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        asked.append("footer \(section)")
        let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Box") as! BoxHeaderView
        footer.show(height: 20)
        return footer
    }
}

@MainActor
struct TableSelfSizingHeaderTests {
    func makeTable(estimate: CGFloat) -> (TableView, BoxedSections) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.register(BoxHeaderView.self, forHeaderFooterViewReuseIdentifier: "Box")
        table.rowHeight = 44
        table.sectionHeaderHeight = TableView.automaticDimension
        table.estimatedSectionHeaderHeight = estimate
        table.estimatedSectionFooterHeight = estimate
        let sections = BoxedSections()
        table.dataSource = sections
        table.delegate = sections
        return (table, sections)
    }

    func band(_ y: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: 0, y: y, width: 375, height: height) }

    @Test func headersOnScreenAreMeasuredAndTheOthersKeepTheirEstimates() {
        let (table, sections) = makeTable(estimate: 20)
        // Sections 0 and 1 meet the first screen: their headers are measured (42, 52), and section 1's
        // footer; sections 2-4 count at the estimate (20) until they are reached.
        #expect(table.headerView(forSection: 0)?.frame == band(0, 42))
        #expect((table.headerView(forSection: 0) as? BoxHeaderView)?.box.frame == CGRect(x: 16, y: 6, width: 343, height: 30))
        #expect(table.visibleCells.map(\.frame) == [band(42, 44), band(86, 44), band(130, 44)])
        #expect(table.rectForHeader(inSection: 1) == band(174, 52))
        let estimated: CGFloat = 42 + 132 + 52 + 132 + 20 + 3 * (20 + 132)   // s1's footer at its estimate too
        #expect(table.contentSize.height == estimated)
        // The view measured is the view shown: the delegate is asked once per header.
        #expect(sections.asked == ["header 0", "header 1"])
        // Asking for a header off screen measures that one only.
        let header4: CGFloat = 358 + 20 + 152 + 152
        #expect(table.rectForHeader(inSection: 4) == band(header4, 82))
        #expect(table.contentSize.height == header4 + 82 + 132)
        // Scrolling through the table measures every header and the footer.
        for y in stride(from: 0, through: 1_000, by: 100) {
            table.contentOffset.y = CGFloat(y)
            _ = table.visibleCells
        }
        #expect(table.rectForFooter(inSection: 1) == band(358, 32))
        #expect((0..<5).map { table.rectForHeader(inSection: $0) }
            == [band(0, 42), band(174, 52), band(390, 62), band(584, 72), band(788, 82)])
        #expect(table.contentSize.height == 1_002)
        table.contentOffset.y = 800
        #expect(table.headerView(forSection: 4)?.frame == band(788, 82))
    }

    @Test func anEstimateOfZeroMeasuresEveryHeaderAndFooterUpFront() {
        let (table, sections) = makeTable(estimate: 0)
        sections.silentSections = [3]
        let measured: CGFloat = 42 + 52 + 32 + 62 + 82 + 5 * 132
        #expect(table.contentSize.height == measured)
        #expect(table.rectForHeader(inSection: 2) == band(390, 62))
        #expect(table.rectForFooter(inSection: 1) == band(358, 32))
        // A self-sizing header without a view has no height.
        #expect(table.rectForHeader(inSection: 3) == .zero)
        #expect(table.rectForHeader(inSection: 4) == band(716, 82))
        #expect(sections.asked == ["header 0", "header 1", "footer 1", "header 2", "header 3", "header 4"])
        // The views measured off screen went back to the queue; the first screen shows header 0's.
        #expect(table.headerView(forSection: 0)?.frame == band(0, 42))
        #expect(table.headerView(forSection: 1)?.frame == band(174, 52))
        #expect(table.visibleCells.count == 3)
    }

    @Test func aTableLayoutSizesHeadersThroughItsHeaderFooterSizing() {
        let layout = TableLayout()
        layout.dataSource = ItemCounts([2, 1])
        layout.bounds = CGRect(x: 0, y: 0, width: 300, height: 1_000)
        layout.rowHeight = 40
        layout.sectionHeaderHeight = TableLayout.automaticDimension
        layout.sectionFooterHeight = TableLayout.automaticDimension
        layout.estimatedSectionHeaderHeight = 30
        var measured: [String] = []
        layout.headerFooterSizing = { kind, section, width in
            measured.append("\(kind) \(section) at \(Int(width))")
            return kind == .header ? CGFloat(20 + 5 * section) : 0
        }
        #expect(layout.allLayoutAttributes().map { "\($0.kind) \($0.indexPath) \($0.frame.minY) \($0.frame.height)" } == [
            "header [0, 0] 0.0 20.0", "cell [0, 0] 20.0 40.0", "cell [0, 1] 60.0 40.0",
            "header [1, 0] 100.0 25.0", "cell [1, 0] 125.0 40.0",
        ])
        #expect(measured == ["header 0 at 300", "footer 0 at 300", "header 1 at 300", "footer 1 at 300"])
        #expect(layout.contentSize.height == 165)
        layout.headerFooterSizing = { kind, section, _ in kind == .header && section == 0 ? -5 : 0 }
        _ = layout.allLayoutAttributes()
        #expect(layout.error == .invalidParameter(
            name: "headerFooterSizing(header, 0)", value: "-5.0", requirement: "a finite number >= 0"))
    }
}
