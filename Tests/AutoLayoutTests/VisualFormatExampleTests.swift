import Testing
@testable import AutoLayout

/// The examples of Apple's Auto Layout Guide, "Visual Format Language".
@Suite struct VisualFormatExampleTests {
    @Test func standardSpace() throws {
        let f = try VF.parse("[button]-[textField]")
        #expect(f.orientation == .horizontal)
        #expect(f.leadingSuperview == nil && f.trailingSuperview == nil)
        #expect(f.views == [.init(name: "button", column: 0), .init(name: "textField", column: 9)])
        #expect(f.connections == [VF.standard])
    }

    @Test func widthConstraint() throws {
        let f = try VF.parse("[button(>=50)]")
        #expect(f.views == [.init(name: "button", predicates: [VF.ge(50)], column: 0)])
        #expect(f.connections.isEmpty)
    }

    @Test func connectionToSuperview() throws {
        let f = try VF.parse("|-50-[purpleBox]-50-|")
        #expect(f.leadingSuperview == .init(column: 0, connection: VF.explicit(VF.eq(50))))
        #expect(f.views.map(\.name) == ["purpleBox"])
        #expect(f.trailingSuperview == .init(column: 20, connection: VF.explicit(VF.eq(50))))
    }

    @Test func verticalLayout() throws {
        let f = try VF.parse("V:[topField]-10-[bottomField]")
        #expect(f.orientation == .vertical)
        #expect(f.views.map(\.name) == ["topField", "bottomField"])
        #expect(f.views.map(\.column) == [2, 16])
        #expect(f.connections == [VF.explicit(VF.eq(10))])
    }

    @Test func flushViews() throws {
        let f = try VF.parse("[maroonView][blueView]")
        #expect(f.connections == [VF.flush])
    }

    @Test func priority() throws {
        let f = try VF.parse("[button(100@20)]")
        #expect(f.views[0].predicates == [VF.eq(100, 20)])
    }

    @Test func equalWidths() throws {
        let f = try VF.parse("[button1(==button2)]")
        #expect(f.views[0].predicates == [VF.view("button2")])
    }

    @Test func multiplePredicates() throws {
        let f = try VF.parse("[flexibleButton(>=70,<=100)]")
        #expect(f.views[0].predicates == [VF.ge(70), VF.le(100)])
    }

    @Test func completeLineOfLayout() throws {
        let f = try VF.parse("|-[find]-[findNext]-[findField(>=20)]-|")
        #expect(f.leadingSuperview == .init(column: 0, connection: VF.standardToSuperview))
        #expect(f.views == [
            .init(name: "find", column: 2),
            .init(name: "findNext", column: 9),
            .init(name: "findField", predicates: [VF.ge(20)], column: 20),
        ])
        #expect(f.connections == [VF.standard, VF.standard])
        #expect(f.trailingSuperview == .init(column: 38, connection: VF.standardToSuperview))
    }

    @Test func metricsAreResolvedToNumbers() throws {
        let metrics = ["margin": 16, "minWidth": 44, "high": 750, "gap": 12.5]
        let f = try VF.parse("H:|-margin-[a(>=minWidth@high)]-(gap@high)-[b]-margin-|", metrics: metrics)
        #expect(f.leadingSuperview?.connection == VF.explicit(VF.eq(16)))
        #expect(f.views[0].predicates == [VF.ge(44, 750)])
        #expect(f.connections == [VF.explicit(VF.eq(12.5, 750))])
        #expect(f.trailingSuperview?.connection == VF.explicit(VF.eq(16)))
    }

    @Test func closureForViewNames() throws {
        let views = ["left": 1, "right": 2]
        let f = try VisualFormat.parse("[left]-[right]", isViewName: { views[$0] != nil })
        #expect(f.views.map(\.name) == ["left", "right"])
        #expect(throws: VisualFormatError.self) {
            try VisualFormat.parse("[left]-[middle]", isViewName: { views[$0] != nil })
        }
    }
}
