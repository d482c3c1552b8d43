import Testing
@testable import AutoLayout

/// The grammar, production by production.
@Suite struct VisualFormatGrammarTests {
    // <orientation> ::= H|V, optional, horizontal by default
    @Test(arguments: [("[a]", VisualFormat.Orientation.horizontal),
                      ("H:[a]", .horizontal), ("V:[a]", .vertical)])
    func orientation(format: String, expected: VisualFormat.Orientation) throws {
        let f = try VF.parse(format)
        #expect(f.orientation == expected)
        #expect(f.format == format)
    }

    // <superview><connection> and <connection><superview>, each kind of connection
    @Test func superviewConnections() throws {
        let flush = try VF.parse("|[a]|")
        #expect(flush.leadingSuperview == .init(column: 0, connection: VF.flush))
        #expect(flush.trailingSuperview == .init(column: 4, connection: VF.flush))

        let standard = try VF.parse("V:|-[a]-|")
        #expect(standard.leadingSuperview == .init(column: 2, connection: VF.standardToSuperview))
        #expect(standard.trailingSuperview == .init(column: 8, connection: VF.standardToSuperview))

        let explicit = try VF.parse("|-(<=20)-[a]-(>=0@250)-|")
        #expect(explicit.leadingSuperview?.connection == VF.explicit(VF.le(20)))
        #expect(explicit.trailingSuperview?.connection == VF.explicit(VF.ge(0, 250)))
    }

    @Test func superviewOnOneSideOnly() throws {
        let leading = try VF.parse("|-[a]")
        #expect(leading.leadingSuperview != nil && leading.trailingSuperview == nil)
        let trailing = try VF.parse("[a]-|")
        #expect(trailing.leadingSuperview == nil)
        #expect(trailing.trailingSuperview == .init(column: 4, connection: VF.standardToSuperview))
    }

    @Test func standardSpacingNumbers() {
        #expect(VisualFormat.standardSpacing == 8)
        #expect(VisualFormat.standardSuperviewSpacing == 20)
    }

    // <connection> ::= e | - | -<predicateList>-
    @Test func connectionsBetweenViews() throws {
        let f = try VF.parse("[a][b]-[c]", metrics: [:])
        #expect(f.connections == [VF.flush, VF.standard])
        let g = try VF.parse("[a]-0-[b]-1.5-[c]")
        #expect(g.connections == [VF.explicit(VF.eq(0)), VF.explicit(VF.eq(1.5))])
    }

    // <simplePredicate> ::= <metricName> | <positiveNumber>; UIKit also takes a relation and priority
    @Test func unparenthesizedSpacingPredicates() throws {
        let f = try VF.parse("[a]->=10@750-[b]-m@p-[c]", metrics: ["m": 4, "p": 500])
        #expect(f.connections == [VF.explicit(VF.ge(10, 750)), VF.explicit(VF.eq(4, 500))])
        let g = try VF.parse("[a]-<=m-[b]-==3-[c]", metrics: ["m": 6])
        #expect(g.connections == [VF.explicit(VF.le(6)), VF.explicit(VF.eq(3))])
    }

    // <predicateListWithParens> in a connection
    @Test func parenthesizedSpacingPredicates() throws {
        let f = try VF.parse("[a]-(>=8@750)-[b]-(>=8,<=20,==12@100)-[c]")
        #expect(f.connections == [
            VF.explicit(VF.ge(8, 750)),
            VF.explicit(VF.ge(8), VF.le(20), VF.eq(12, 100)),
        ])
    }

    @Test func negativeSpacingInParentheses() throws {
        let f = try VF.parse("|-(-5)-[a]-(>=-2.5)-|")
        #expect(f.leadingSuperview?.connection == VF.explicit(VF.eq(-5)))
        #expect(f.trailingSuperview?.connection == VF.explicit(VF.ge(-2.5)))
    }

    // <view> ::= [<viewName>(<predicateListWithParens>)?]
    @Test func viewNamesAreCIdentifiers() throws {
        let f = try VF.parse("[view_2][_x]")
        #expect(f.views.map(\.name) == ["view_2", "_x"])
    }

    // <predicate> ::= (<relation>)?(<objectOfPredicate>)(@<priority>)?
    @Test(arguments: [
        ("[a(50)]", VF.eq(50)),
        ("[a(==50)]", VF.eq(50)),
        ("[a(<=50)]", VF.le(50)),
        ("[a(>=50)]", VF.ge(50)),
        ("[a(50@750)]", VF.eq(50, 750)),
        ("[a(>=50@0.5)]", VF.ge(50, 0.5)),
        ("[a(<=50@1000)]", VF.le(50)),
        ("[a(b)]", VF.view("b")),
        ("[a(>=b@250)]", VF.view("b", .greaterThanOrEqual, 250)),
        ("[a(<=b)]", VF.view("b", .lessThanOrEqual)),
    ])
    func sizePredicate(format: String, expected: VisualFormat.Predicate) throws {
        #expect(try VF.parse(format).views[0].predicates == [expected])
    }

    // <number> as strtod reads it
    @Test(arguments: [
        ("[a(5)]", 5.0), ("[a(5.25)]", 5.25), ("[a(.5)]", 0.5), ("[a(5.)]", 5),
        ("[a(1e2)]", 100), ("[a(2.5E-1)]", 0.25), ("[a(+7)]", 7), ("[a(>=-5)]", -5),
        ("[a(007)]", 7),
    ])
    func numbers(format: String, value: Double) throws {
        let predicate = try #require(try VF.parse(format).views[0].predicates.first)
        #expect(predicate.object == .constant(value))
    }

    @Test func metricsInSizesAndPriorities() throws {
        let f = try VF.parse("[a(>=w@p,<=max)]", metrics: ["w": 30, "p": 999, "max": 90])
        #expect(f.views[0].predicates == [VF.ge(30, 999), VF.le(90)])
    }

    @Test func whitespaceBetweenTokensIsIgnored() throws {
        let f = try VF.parse(" H : | - [ a ( >= 50 @ 750 , b ) ] - ( 10 ) - [ b ] | ")
        #expect(f.orientation == .horizontal)
        #expect(f.leadingSuperview == .init(column: 5, connection: VF.standardToSuperview))
        #expect(f.views == [
            .init(name: "a", predicates: [VF.ge(50, 750), VF.view("b")], column: 9),
            .init(name: "b", column: 46),
        ])
        #expect(f.connections == [VF.explicit(VF.eq(10))])
        #expect(f.trailingSuperview == .init(column: 52, connection: VF.flush))
        #expect(try VF.parse("\t[a]\t-\t[b]").connections == [VF.standard])
    }

    @Test func manyViews() throws {
        let f = try VF.parse("V:|[a]-[b(==a)]-4-[c(==b)]|")
        #expect(f.views.map(\.name) == ["a", "b", "c"])
        #expect(f.views.map(\.predicates) == [[], [VF.view("a")], [VF.view("b")]])
        #expect(f.connections == [VF.standard, VF.explicit(VF.eq(4))])
    }

    @Test(arguments: [
        ("H:[a]", "H:[a]"),
        ("V:|-20-[a(>=50)][b]", "V:|-20-[a(>=50)][b]"),
        ("|-(<=8)-[a(b@750,<=100)]-(-5)-[b]-|", "H:|-(<=8)-[a(==b@750,<=100)]-(==-5)-[b]-|"),
        ("[a]-(>=8@750,<=20)-[b(0.5)]", "H:[a]-(>=8@750,<=20)-[b(==0.5)]"),
        ("[a]-(8)-[b]-7@5-[c]", "H:[a]-8-[b]-(==7@5)-[c]"),
    ])
    func descriptionIsCanonicalAndParsesBack(format: String, canonical: String) throws {
        let f = try VF.parse(format)
        #expect(f.description == canonical)
        let again = try VF.parse(f.description)
        #expect(again.views.map(\.predicates) == f.views.map(\.predicates))
        #expect(again.connections == f.connections)
        #expect(again.leadingSuperview?.connection == f.leadingSuperview?.connection)
        #expect(again.trailingSuperview?.connection == f.trailingSuperview?.connection)
    }

    @Test func descriptionReplacesMetrics() throws {
        let f = try VF.parse("|-m-[a(>=50)][b]", metrics: ["m": 20])
        #expect(f.description == "H:|-20-[a(>=50)][b]")
        #expect(VF.ge(50, 750).description == ">=50@750")
        #expect(VF.view("b").description == "==b")
    }

    @Test func documentationExamples() throws {
        let f = try VisualFormat.parse("|-(m)-[a(>=50)]-[b(==a)]|", metrics: ["m": 20], viewNames: ["a", "b"])
        #expect(f.leadingSuperview?.connection == VF.explicit(VF.eq(20)))
        #expect(f.views.map(\.predicates) == [[VF.ge(50)], [VF.view("a")]])
        #expect(f.connections == [VF.standard])
        #expect(f.trailingSuperview?.connection == VF.flush)

        let error = try #require(throws: VisualFormatError.self) {
            try VisualFormat.parse("H:|-[button-|", viewNames: ["button"])
        }
        #expect(error.description == """
            Unable to parse constraint format: \nExpected ']' (or '(' and size predicates) after the view name 'button'
            H:|-[button-|
                       ^
            """)
    }
}
