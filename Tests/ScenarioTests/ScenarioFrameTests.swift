import AutoLayout
import CollectionLayout
import Foundation
import Testing
@testable import Scenarios

/// The scenarios' frames, checked against values computed here from first
/// principles (text measured with TextLayout, the layouts' rules applied by
/// hand), not read back from the engine.
@Suite struct ScenarioFrameTests {
    static let widths: [CGFloat] = [375, 667]

    func text(_ s: String, _ size: CGFloat, width: CGFloat = .infinity, lines: Int = 0) -> CGSize {
        // Views measure on the default screen's 2x grid.
        TextLayout(text: s, font: .systemFont(ofSize: size), maxWidth: width, numberOfLines: lines, scale: 2).size
    }

    @Test(arguments: widths) func s0TagCloudRows(width: CGFloat) {
        let scenario = TagCloudScenario()
        let result = scenario.build(width: width)
        var y: CGFloat = 0
        for (i, topic) in scenario.topics.enumerated() {
            // Left-aligned lines inside an 8 point inset, gaps 8, tags 30 high.
            let available = width - 16
            var lines = 1
            var x: CGFloat = 0
            for tag in topic.tags {
                let w = text(tag, 14).width + 20
                if x > 0, x + 8 + w > available { lines += 1; x = w } else { x += (x > 0 ? 8 : 0) + w }
            }
            let tagHeight = CGFloat(lines) * 30 + CGFloat(lines - 1) * 8 + 16
            let titleHeight = text(topic.title, 17, width: width - 16).height
            let row = 8 + titleHeight + 8 + tagHeight + 8
            #expect(result.attributes[i].frame == CGRect(x: 0, y: y, width: width, height: row))
            y += row
        }
        #expect(result.contentSize == CGSize(width: width, height: y))
    }

    @Test(arguments: widths) func s1WaterfallColumns(width: CGFloat) {
        let scenario = WaterfallScenario()
        let result = scenario.build(width: width)
        let w = (width - 15 - 5 - 10) / 2
        let half = scenario.photos.count / 2
        var columns: [CGFloat] = [0, 0]
        var expected: [CGRect] = []
        var top: CGFloat = 0
        for section in [Array(scenario.photos[..<half]), Array(scenario.photos[half...])] {
            let start = top + 100 + 5
            columns = [start, start]
            var first = true
            for p in section {
                let c = columns[1] < columns[0] ? 1 : 0
                let y = first || columns[c] == start ? columns[c] : columns[c] + 5
                let h = (p.height * w / p.width * 2).rounded(.up) / 2
                expected.append(CGRect(x: 15 + CGFloat(c) * (w + 10), y: y, width: w, height: h))
                columns[c] = y + h
                first = false
            }
            top = columns.max()! + 5
        }
        let cells = result.attributes.filter { $0.kind == .cell }.map(\.frame)
        #expect(cells == expected)
        #expect(result.contentSize.height == top)
    }

    @Test(arguments: widths) func s2TableRows(width: CGFloat) {
        let scenario = SelfSizingTableScenario()
        let result = scenario.build(width: width)
        var y: CGFloat = 0
        for (i, body) in scenario.texts.enumerated() {
            let h = text(body, 17, width: width - 16).height + 16
            #expect(result.attributes[i].frame == CGRect(x: 0, y: y, width: width, height: h))
            y += h
        }
        #expect(result.contentSize.height == y)
    }

    @Test func s2TableStartsEstimatedThenExact() {
        let scenario = SelfSizingTableScenario()
        let sizing = SizingCell(BodyRowCell()) { cell, path in cell.body.text = scenario.texts[path.item] }
        let table = scenario.makeLayout(sizing: sizing)
        table.bounds = CGRect(x: 0, y: 0, width: 375, height: 60)
        _ = table.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 60))
        let measured = sizing.measurements
        #expect(measured < scenario.texts.count)
        let estimated = table.contentSize.height
        _ = table.allLayoutAttributes()
        let exact = scenario.texts.reduce(CGFloat(0)) { $0 + text($1, 17, width: 359).height + 16 }
        #expect(table.contentSize.height == exact)
        #expect(estimated != exact)
        // Rotation re-measures every row at the new width.
        let before = sizing.measurements
        table.bounds = CGRect(x: 0, y: 0, width: 667, height: 60)
        _ = table.allLayoutAttributes()
        #expect(sizing.measurements == before + scenario.texts.count)
        #expect(table.contentSize.height
            == scenario.texts.reduce(CGFloat(0)) { $0 + text($1, 17, width: 651).height + 16 })
    }

    @Test(arguments: widths) func s4FeedRows(width: CGFloat) {
        let scenario = FeedScenario()
        let result = scenario.build(width: width)
        var y: CGFloat = 0
        for (i, post) in scenario.posts.enumerated() {
            let h = 10 + 40 + 8 + text(post.text, 14, width: width - 18).height + 10
            #expect(result.attributes[i].frame == CGRect(x: 0, y: y, width: width, height: h))
            y += h
        }
    }

    /// Two columns at both widths: the cells are (width - 18) / 2 wide, which
    /// the default screen's 2x grid keeps (178.5 would round up to 179 at 1x,
    /// and two cells would no longer fit in a row).
    @Test(arguments: widths) func s4ProductCellsSizeBothAxes(width: CGFloat) {
        let result = ProductGridScenario().build(width: width)
        let price = Font.systemFont(ofSize: 14).lineHeight
        let cellWidth = (width - 18) / 2
        let height = width / 2 + 4 + 28 + 8 + (price * 2).rounded(.up) / 2 + 8
        let cells = result.attributes.map(\.frame)
        #expect(cells == [
            CGRect(x: 6, y: 6, width: cellWidth, height: height),
            CGRect(x: 12 + cellWidth, y: 6, width: cellWidth, height: height),
            CGRect(x: 6, y: 12 + height, width: cellWidth, height: height),
            CGRect(x: 12 + cellWidth, y: 12 + height, width: cellWidth, height: height),
        ])
        #expect(result.contentSize == CGSize(width: width, height: 18 + 2 * height))
    }
}

/// S3: cards in a column grid; each card's height is its stack's content
/// (the `>=` bottom lets it shrink), computed here from the text.
@Suite struct CardScenarioTests {
    @Test(arguments: [(CGFloat(375), CGFloat(667), 1), (CGFloat(667), CGFloat(375), 2)])
    func cardsFillColumnsRoundRobin(width: CGFloat, height: CGFloat, columns: Int) {
        let scenario = CardGridScenario()
        let result = scenario.build(width: width)
        let slot = width / CGFloat(columns)
        let cardWidth = slot - 12
        // Margins 8; image 40 + spacing 8; the label column takes the rest.
        let labelWidth = cardWidth - 16 - 48
        var bottoms = Array(repeating: CGFloat(0), count: columns)
        for (i, card) in scenario.cards.enumerated() {
            let column = i % columns
            let labels = [(card.title, 17.0), (card.subtitle, 14.0), (card.body, 12.0)].reduce(CGFloat(0)) {
                $0 + TextLayout(text: $1.0, font: .systemFont(ofSize: $1.1), maxWidth: labelWidth, scale: 2).size.height
            }
            let cardHeight = 8 + max(40, labels) + 8
            let expected = CGRect(x: CGFloat(column) * slot + 6, y: bottoms[column] + 6, width: cardWidth, height: cardHeight)
            #expect(result.attributes[i].frame == expected)
            bottoms[column] += cardHeight + 12
        }
        #expect(result.contentSize.height == bottoms.max()!)
    }
}
