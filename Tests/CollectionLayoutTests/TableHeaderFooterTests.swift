import AutoLayout
import CollectionLayout
import Foundation
import Testing

/// A header or footer with a label pinned inside its content view.
final class TitleHeaderView: TableViewHeaderFooterView {
    let title = Label()
    var reuses = 0

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Three sections of four 50-point rows; headers 30 tall except section 1's (none), footers 10.
final class TitledSections: TableViewDataSource, TableViewDelegate {
    var asked: [String] = []

    func numberOfSections(in tableView: TableView) -> Int { 3 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { section == 1 ? 0 : 30 }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        asked.append("header \(section)")
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Title") as! TitleHeaderView
        header.title.text = "Section \(section)"
        return header
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        asked.append("footer \(section)")
        return tableView.dequeueReusableHeaderFooterView(withIdentifier: "Note")
    }

    var displayed: [String] = []
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append("+row \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append("-row \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        displayed.append("+header \(section)")
    }
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        displayed.append("-header \(section)")
    }
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
        displayed.append("+footer \(section)")
    }
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {
        displayed.append("-footer \(section)")
    }
}

/// Section 0: header 0-30, rows 30-230, footer 230-240; section 1: rows 240-440, footer 440-450;
/// section 2: header 450-480, rows 480-680, footer 680-690.
@MainActor
struct TableHeaderFooterTests {
    func makeTable() -> (TableView, TitledSections) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.register(TitleHeaderView.self, forHeaderFooterViewReuseIdentifier: "Title")
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Note")
        table.rowHeight = 50
        table.sectionFooterHeight = 10
        let sections = TitledSections()
        table.dataSource = sections
        table.delegate = sections
        return (table, sections)
    }

    func band(_ y: CGFloat, _ height: CGFloat) -> CGRect { CGRect(x: 0, y: y, width: 375, height: height) }

    @Test func headerAndFooterViewsComeFromTheDelegate() {
        let (table, sections) = makeTable()
        let header = table.headerView(forSection: 0) as? TitleHeaderView
        #expect(header?.frame == band(0, 30))
        #expect(header?.contentView.frame == band(0, 30))
        #expect(header?.title.frame.minX == 16)
        #expect(header?.reuseIdentifier == "Title")
        #expect(table.footerView(forSection: 0) == nil)
        #expect(table.visibleCells.map(\.frame) == [band(30, 50), band(80, 50), band(130, 50), band(180, 50)])
        #expect(table.rectForHeader(inSection: 2) == band(450, 30))
        #expect(table.rectForFooter(inSection: 1) == band(440, 10))
        #expect(table.rectForHeader(inSection: 1) == .zero)
        #expect(table.contentSize == CGSize(width: 375, height: 690))
        #expect(sections.asked == ["header 0"])
    }

    @Test func scrollingHandsViewsBackAndReusesThem() {
        let (table, sections) = makeTable()
        let header = table.headerView(forSection: 0)
        table.contentOffset = CGPoint(x: 0, y: 200)
        let footer = table.footerView(forSection: 0)
        #expect(footer?.frame == band(230, 10))
        #expect(table.headerView(forSection: 0) == nil)
        table.contentOffset = CGPoint(x: 0, y: 420)
        // Section 0's footer view came back for section 1; its header for section 2.
        #expect(table.footerView(forSection: 1) === footer)
        #expect(table.footerView(forSection: 1)?.frame == band(440, 10))
        #expect(table.headerView(forSection: 2) === header)
        #expect((header as? TitleHeaderView)?.reuses == 1)
        #expect((header as? TitleHeaderView)?.title.text == "Section 2")
        #expect(sections.asked == ["header 0", "footer 0", "footer 1", "header 2"])
    }

    @Test func theDelegateHearsRowsHeadersAndFootersComeAndGo() {
        let (table, sections) = makeTable()
        _ = table.visibleCells
        #expect(sections.displayed == ["+row 0.0", "+row 0.1", "+row 0.2", "+row 0.3", "+header 0"])
        sections.displayed = []
        table.contentOffset.y = 200   // 200...400: row 0.3, footer 0, rows 1.0-1.3
        _ = table.visibleCells
        #expect(sections.displayed == [
            "-row 0.0", "-row 0.1", "-row 0.2", "+row 1.0", "+row 1.1", "+row 1.2", "+row 1.3", "-header 0", "+footer 0",
        ])
    }

    @Test func anUnregisteredHeaderIdentifierDequeuesNothing() {
        let (table, _) = makeTable()
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Missing") == nil)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Note") != nil)
    }
}
