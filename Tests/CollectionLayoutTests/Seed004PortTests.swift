import AutoLayout
import CollectionLayout
import Foundation
import Testing
@testable import SeedPorts

// The port itself is Sources/SeedPorts/Seed004.swift, shared with the gallery.
@MainActor
struct Seed004PortTests {
    /// 14-point lines are 16.086 tall (16.5 on the 2x grid), 12-point ones 13.788 (14).
    @Test func statusRowsGrowWithTheirText() {
        let controller = Seed004.StatusTableViewController()
        let cells = controller.tableView.visibleCells
        #expect(cells.count == 3)
        // The text label's 357 points (375 - 10 - 8) take 2, 1 and 3 lines.
        let textHeights: [CGFloat] = [32.5, 16.5, 48.5]
        var y: CGFloat = 0
        for (cell, textHeight) in zip(cells, textHeights) {
            let views = cell.contentView.subviews   // avatar, name, badge, date, source, text
            // Row: 10 + avatar 40 + 8 + text + 10 (the bottom constraint the article insists on).
            #expect(cell.frame == CGRect(x: 0, y: y, width: 375, height: 10 + 40 + 8 + textHeight + 10))
            #expect(views[0].frame == CGRect(x: 10, y: 10, width: 40, height: 40))
            #expect(views[1].frame.origin == CGPoint(x: 58, y: 10))
            #expect(views[1].frame.height == 16.5)
            #expect(views[2].frame == CGRect(x: views[1].frame.maxX + 8, y: 10, width: 14, height: 14))
            #expect(views[3].frame.origin == CGPoint(x: 58, y: 36))   // bottom on the avatar's: 50 - 14
            #expect(views[4].frame.minX == views[3].frame.maxX + 10)
            #expect(views[4].frame.maxY == 50)
            #expect(views[5].frame == CGRect(x: 10, y: 58, width: 357, height: textHeight))
            y = cell.frame.maxY
        }
        #expect(controller.tableView.contentSize == CGSize(width: 375, height: 301.5))
        let name = cells[0].contentView.subviews[1] as! Label
        #expect(name.textColor == Color(red: 50.0 / 255.0, green: 50.0 / 255.0, blue: 50.0 / 255.0, alpha: 1))
        #expect((cells[0].contentView.subviews[0] as! ImageView).image?.size == CGSize(width: 80, height: 80))
    }

    @Test func selectingARowKeepsNothing() {
        // The article overrides setSelected(_:animated:) with an empty body, so isSelected stays false.
        let controller = Seed004.StatusTableViewController()
        let cell = controller.tableView.visibleCells[0]
        cell.isSelected = true
        #expect(!cell.isSelected)
    }

    /// Products two to a row: the image's width (375 - 18) / 2 = 178.5 and height 375 / 2 = 187.5
    /// (both at 999) give the cell's size: 187.5 + 4 + 28 + 8 + 16.5 (14-point price) + 8 = 252.
    @Test func productCellsSizeThemselvesFromTheImagesConstraints() {
        let controller = Seed004.ProductCollectionViewController()
        let cells = controller.collectionView.visibleCells
        #expect(cells.map(\.frame) == [
            CGRect(x: 6, y: 6, width: 178.5, height: 252), CGRect(x: 190.5, y: 6, width: 178.5, height: 252),
            CGRect(x: 6, y: 264, width: 178.5, height: 252), CGRect(x: 190.5, y: 264, width: 178.5, height: 252),
        ])
        for cell in cells {
            let views = cell.contentView.subviews   // image, text, price, sales
            #expect(views[0].frame == CGRect(x: 0, y: 0, width: 178.5, height: 187.5))
            #expect(views[1].frame == CGRect(x: 8, y: 191.5, width: 162.5, height: 28))
            #expect(views[2].frame.origin == CGPoint(x: 8, y: 227.5))
            #expect(views[2].frame.height == 16.5)
            #expect(views[3].frame.maxX == 170.5)
            // Centred on the price (16.5 tall) while 14 tall: 1.25 below its top, snapped to 1.5.
            #expect(views[3].frame.minY == views[2].frame.minY + 1.5)
            #expect(cell.backgroundColor == .white)
            #expect(views[0].clipsToBounds && views[0].contentMode == .scaleAspectFit)
        }
        #expect((cells[0].contentView.subviews[2] as! Label).text == "¥129.0")
        #expect((cells[1].contentView.subviews[3] as! Label).text == "870人购买")
        #expect(controller.collectionView.contentSize == CGSize(width: 375, height: 522))
    }
}
