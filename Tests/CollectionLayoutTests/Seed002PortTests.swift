import AutoLayout
import CollectionLayout
import Foundation
import Testing
@testable import SeedPorts

// The port itself is Sources/SeedPorts/Seed002.swift, shared with the gallery.
@MainActor
struct Seed002PortTests {
    @Test func rowsSizeToTheirText() throws {
        let controller = Seed002.TableViewController()
        let table = controller.tableView
        let cells = table.visibleCells.map { $0 as! Seed002.TableViewCell }
        #expect(cells.count == 6)
        // Every row is its label plus 8 points above and below, 375 wide, rows stacked without gaps.
        var y: CGFloat = 0
        for cell in cells {
            #expect(cell.frame.minY == y)
            #expect(cell.frame.width == 375)
            #expect(cell.dynamicLabel.frame.minX == 8)
            #expect(cell.dynamicLabel.frame.width == 359)
            #expect(cell.frame.height == cell.dynamicLabel.frame.height + 16)
            y = cell.frame.maxY
        }
        #expect(table.contentSize == CGSize(width: 375, height: y))
        #expect(cells.map(\.frame.height) == expectedHeights)
        #expect(cells.map { $0.dynamicLabel.text } == controller.dataSource)
    }

    @Test func rotationMeasuresAgainAtTheNewWidth() throws {
        let controller = Seed002.TableViewController()
        let table = controller.tableView
        _ = table.visibleCells
        table.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        let cells = table.visibleCells.map { $0 as! Seed002.TableViewCell }
        #expect(cells.allSatisfy { $0.frame.width == 667 && $0.dynamicLabel.frame.width == 651 })
        #expect(zip(cells.map(\.frame.height), expectedHeights).allSatisfy { $0 <= $1 })
    }

    /// Body text (17 pt Liberation Sans metrics, lines 19.548 tall) wrapped at 359 points: 2, 4, 6, 1,
    /// 4 and 3 lines, each label rounded up to the 2x pixel grid, plus 16.
    let expectedHeights: [CGFloat] = [55.5, 94.5, 133.5, 36, 94.5, 75]
}
