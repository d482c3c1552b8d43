import AutoLayout
import Foundation
import LayoutRendering
import Testing
@testable import Scenarios

/// The gallery's pictures and traces are deterministic byte for byte: the
/// same scenario built twice (two engines, new views, new variable ids) draws
/// the same SVG and prints the same trace.
@Suite struct GalleryOutputTests {
    @Test(arguments: allScenarios.map(\.slug))
    func svgIsDeterministic(slug: String) {
        let scenario = allScenarios.first { $0.slug == slug }!
        let a = SVGWriter.svg(for: Drawing(view: scenario.build(width: 375).content))
        let b = SVGWriter.svg(for: Drawing(view: scenario.build(width: 375).content))
        #expect(a == b)
        #expect(a.hasPrefix("<svg"))
    }

    @Test func feedRowTraceGolden() {
        var scenario = FeedScenario()
        scenario.posts = [("Ada", "iPhone", "2 min", "Short post.")]
        let content = scenario.build(width: 375).content
        let trace = content.autolayoutTrace()
            .replacingOccurrences(of: #"#\d+"#, with: "", options: .regularExpression)
        // Text sizes round up to the default screen's 2x grid.
        let up = { (x: CGFloat) in (x * 2).rounded(.up) / 2 }
        let font = Font.systemFont(ofSize: 17)
        let small = Font.systemFont(ofSize: 12)
        let nameWidth = up(font.width(of: "Ada"))
        let timeWidth = up(small.width(of: "2 min"))
        let line = up(small.lineHeight)
        let body = up(Font.systemFont(ofSize: 14).lineHeight)
        let f = { (x: CGFloat) in x == x.rounded() ? String(Int(x)) : String(Double(x)) }
        #expect(trace == """
            •content {0, 0, 375, \(f(10 + 40 + 8 + body + 10))}
            |   +FeedRowCell {0, 0, 375, \(f(10 + 40 + 8 + body + 10))}
            |   |   *contentView {0, 0, 375, \(f(10 + 40 + 8 + body + 10))}
            |   |   |   *avatar {10, 10, 40, 40}
            |   |   |   *name {58, 10, \(f(nameWidth)), \(f(up(font.lineHeight)))}
            |   |   |   *badge {\(f(58 + nameWidth + 8)), 10, 14, 14}
            |   |   |   *createdAt {58, \(f(50 - line)), \(f(timeWidth)), \(f(line))}
            |   |   |   *source {\(f(58 + timeWidth + 10)), \(f(50 - line)), \(f(up(small.width(of: "from iPhone")))), \(f(line))}
            |   |   |   *content {10, 58, 357, \(f(body))}
            """)
    }
}
