import AutoLayout
import CollectionLayout
import Foundation
import Testing
@testable import SeedPorts

/// The gallery's pictures of the ported seeds: every cell of the content, at the frames the ports'
/// own tests check, with nothing broken. (Seed 003's picture sets `Device.current`: it is checked
/// in `Seed003PortTests`, whose tests run one at a time.)
@MainActor
struct SeedExamplesTests {
    @Test func everyExampleShowsItsWholeContent() {
        #expect(SeedExample.all.map(\.name)
            == ["seed-000-tags", "seed-001-waterfall", "seed-002-rows", "seed-003-cards", "seed-004-statuses", "seed-004-products"])
        let sizes = Dictionary(uniqueKeysWithValues: SeedExample.all.filter { $0.name != "seed-003-cards" }
            .map { ($0.name, $0.build(375)) })
        #expect(sizes["seed-004-statuses"]?.frame.size == CGSize(width: 375, height: 301.5))
        #expect(sizes["seed-004-products"]?.frame.size == CGSize(width: 375, height: 522))
        #expect(sizes["seed-002-rows"]?.subviews.count == 6)
        // The header and the ten shops (see Seed001PortTests): after the eight there, the right
        // column takes 97.5 (785 to 882.5), the left 227.5 (795 to 1022.5); plus the 5-point inset.
        #expect(sizes["seed-001-waterfall"]?.subviews.count == 11)
        #expect(sizes["seed-001-waterfall"]?.frame.size == CGSize(width: 375, height: 1027.5))
        #expect(sizes["seed-001-waterfall"]?.backgroundColor == .red)
        #expect(sizes["seed-004-products"]?.subviews.map(\.frame.minX) == [6, 190.5, 6, 190.5])
        for picture in sizes.values {
            #expect(picture.brokenConstraints.isEmpty)
            #expect(picture.subviews.allSatisfy { $0.frame.maxY <= picture.frame.height })
        }
    }
}
