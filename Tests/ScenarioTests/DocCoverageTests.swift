// Every public symbol of the library modules has a doc comment with a summary
// line and an example (see DocCoverage/DocCoverage.swift for the rule), checked
// on the sources; and the scan itself, on a file with a known answer.
import Foundation
import Testing

@Suite struct DocCoverageTests {
    static let modules = ["Cassowary", "AutoLayout", "CollectionLayout", "LayoutRendering", "SeedPorts", "Scenarios"]
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    @Test func everyPublicSymbolHasADocCommentWithAnExample() throws {
        let coverage = try DocCoverage(directories: Self.modules.map { Self.sources.appendingPathComponent($0) })
        let gaps = coverage.gaps
        #expect(gaps.isEmpty, "\(gaps.count) public symbols lack docs:\n\(gaps.map(\.description).joined(separator: "\n"))")
        // The scan sees the API, not nothing: some well-known symbols, and in numbers.
        let names = Set(coverage.publicDeclarations.map { ($0.scopes.map(\.name) + [$0.name]).joined(separator: ".") })
        for known in [
            "FlowLayout", "CollectionView.dequeueReusableCell(withReuseIdentifier:for:)", "LayoutConstraint.constant",
            "Solver", "StackView.addArrangedSubview(_:)", "Scene", "SeedExample.all",
        ] {
            #expect(names.contains(known), "\(known) not found by the scan")
        }
        #expect(coverage.publicDeclarations.count > 1_000)
    }

    @Test func theScanFindsExactlyTheUndocumentedPublicDeclarations() {
        let source = #"""
            /// A documented type.
            ///
            /// ```swift
            /// let box = Box()
            /// ```
            public final class Box: CustomStringConvertible {
                public var undocumented = 0
                /// A summary without an example.
                public func noExample() {}
                /// A summary with an inline example, e.g. `box.inline()`.
                public func inline() {}
                /// Inherits its documentation.
                public var description: String { "box {" }
                func internalOne() {}
                public func body() {
                    let text = "public func fake() { }"
                    struct Local { public var hidden = 0 }
                }
                /* public var commentedOut = 0 */
            }

            /// Kinds, e.g. `Kind.a`.
            public enum Kind {
                /// The first.
                case a, b
                case c
            }

            /// A subclass, e.g. `Sub()`.
            open class Sub: Box {
                override public func noExample() {}
                @discardableResult
                public static func attributed() -> Int { 0 }
            }

            struct Internal { public var ignored = 0 }
            """#
        let gaps = DocCoverage(source: source, file: "Fixture.swift").gaps
        #expect(gaps.map(\.description) == [
            "Fixture.swift:7: var Box.undocumented: no doc comment",
            "Fixture.swift:9: func Box.noExample(): no example",
            "Fixture.swift:15: func Box.body(): no doc comment",
            "Fixture.swift:26: case Kind.c: no doc comment",
            "Fixture.swift:32: func Sub.attributed(): no doc comment",
        ])
    }
}
