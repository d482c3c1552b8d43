import Foundation
import Testing
@testable import AutoLayout
@testable import LayoutRendering

/// The `SceneError` `body` throws, or nil; any other error fails the test.
func thrownSceneError(_ body: () throws -> Void) -> SceneError? {
    do {
        try body()
        return nil
    } catch let error as SceneError {
        return error
    } catch {
        Issue.record("expected a SceneError, got \(error)")
        return nil
    }
}

/// Scenes made in code are checked as the decoder checks files: the inputs
/// that crashed or built silently before now throw errors naming the path.
@Suite struct SceneValidationTests {
    @Test func unknownParentThrowsInsteadOfCrashing() {
        let error = thrownSceneError { _ = try Scene(views: [SceneView(id: "a", parent: "nowhere")]).build(width: 375) }
        #expect(error?.path == "views[0].parent")
        #expect(error?.message.contains("'nowhere'") == true)
    }

    @Test func shortHuggingThrowsInsteadOfCrashing() {
        let error = thrownSceneError { _ = try Scene(views: [SceneView(id: "a", hugging: [1])]).build(width: 375) }
        #expect(error?.path == "views[0].hugging")
        let compression = thrownSceneError {
            _ = try Scene(views: [SceneView(id: "a", compression: [750, 750, 750])]).build(width: 375)
        }
        #expect(compression?.path == "views[0].compression")
    }

    @Test func duplicateIdsThrow() {
        let error = thrownSceneError { _ = try Scene(views: [SceneView(id: "a"), SceneView(id: "a")]).build(width: 375) }
        #expect(error?.path == "views[1].id")
        let root = thrownSceneError { _ = try Scene(views: [SceneView(id: "root")]).build(width: 375) }
        #expect(root?.path == "views[0].id")
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 0, -1, 1e20])
    func widthOutsideTheBoundsThrows(width: CGFloat) {
        let error = thrownSceneError { _ = try Scene(views: [SceneView(id: "a")]).build(width: width) }
        #expect(error?.path == "width")
    }

    @Test func numbersOutOfBoundsThrowFromCodeAndFromFiles() {
        let cases: [(Scene, String)] = [
            (Scene(width: 1e20), "width"),
            (Scene(height: .nan), "height"),
            (Scene(metrics: ["m": 1e17]), "metrics.m"),
            (Scene(views: [SceneView(id: "a", kind: .label, fontSize: 1e9)]), "views[0].fontSize"),
            (Scene(views: [SceneView(id: "a", kind: .image, imageSize: CGSize(width: 1e20, height: 1))]), "views[0].size[0]"),
            (Scene(views: [SceneView(id: "a", kind: .image, imageSize: CGSize(width: 1, height: -1))]), "views[0].size[1]"),
            (Scene(views: [SceneView(id: "a", insets: EdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0))]), "views[0].insets[1]"),
            (Scene(views: [SceneView(id: "a", hugging: [250, 2000])]), "views[0].hugging[1]"),
            (Scene(views: [SceneView(id: "a", numberOfLines: -1)]), "views[0].numberOfLines"),
            (Scene(views: [SceneView(id: "a.b")]), "views[0].id"),
            (Scene(views: [SceneView(id: "")]), "views[0].id"),
            (Scene(constraints: [SceneConstraint(first: "root.width", constant: 1e17)]), "constraints[0].constant"),
            (Scene(constraints: [SceneConstraint(first: "root.width", multiplier: .nan)]), "constraints[0].multiplier"),
            (Scene(views: [SceneView(id: "a", constraints: [SceneConstraint(first: "a.width", priority: 0)])]),
             "views[0].constraints[0].priority"),
        ]
        for (scene, path) in cases {
            let fromCode = thrownSceneError { try scene.validate() }
            #expect(fromCode?.path == path, "\(scene)")
            let fromBuild = thrownSceneError { _ = try scene.build(width: 375) }
            #expect(fromBuild?.path == path)
        }
    }

    @Test func anArrangementOnlyOnAStack() {
        var view = SceneView(id: "a")
        view.stack = SceneStack()
        #expect(thrownSceneError { try Scene(views: [view]).validate() }?.path == "views[0]")
        var spaced = SceneView(id: "s", kind: .stack)
        spaced.stack = SceneStack()
        spaced.stack?.spacing = 1e9
        #expect(thrownSceneError { try Scene(views: [spaced]).validate() }?.path == "views[0].spacing")
    }

    @Test func decoderBoundsNumbers() {
        let cases = [
            (#"{"width": 1e20, "views": [{"id": "a"}]}"#, "width"),
            (#"{"metrics": {"m": -1e300}}"#, "metrics.m"),
            (#"{"views": [{"id": "a", "kind": "stack", "spacing": 1e7}]}"#, "views[0].spacing"),
            (#"{"views": [{"id": "a", "hugging": [250, 1001]}]}"#, "views[0].hugging[1]"),
            (#"{"constraints": [{"first": "root.width", "constant": 9.3e16}]}"#, "constraints[0].constant"),
            (#"{"constraints": [{"first": "root.width", "multiplier": 1e300}]}"#, "constraints[0].multiplier"),
        ]
        for (json, path) in cases {
            #expect(thrownSceneError { _ = try Scene(json: json) }?.path == path, "\(json)")
        }
    }

    @Test func validScenesStillBuild() throws {
        let scene = Scene(views: [SceneView(id: "a", hugging: [250, 251])], vfl: [SceneFormat("H:|-[a]-|"), SceneFormat("V:|-[a(40)]-|")])
        try scene.validate()
        let built = try scene.build(width: 375)
        #expect(built.layout() == CGSize(width: 375, height: 80))
    }

    @Test func conflictsNameTheJSONPath() throws {
        let scene = try Scene(json: #"""
            {"height": 100, "views": [{"id": "a"}, {"id": "d", "constraints": [
              {"first": "d.width", "constant": 10}, {"first": "d.width", "constant": 20}]}],
             "vfl": ["H:|[a(30)]"]}
            """#)
        let built = try scene.build(width: 100)
        let reports = Reports()
        built.root.setDiagnosticsHandler { reports.append($0) }
        built.layout()
        let report = reports.messages.joined(separator: "\n")
        #expect(report.contains("[views[1].constraints[0]]"))
        #expect(report.contains("[views[1].constraints[1]]"))
        #expect(!report.contains(".swift:"))
        #expect(built.constraints.map(\.origin) == ["views[1].constraints[0]", "views[1].constraints[1]", "vfl[0]", "vfl[0]"])
    }
}

/// Writers and the rasteriser take any finite value without trapping or hanging.
@Suite struct RenderBoundsTests {
    @Test(arguments: [
        (9.2e16, "92000000000000000"), (1e20, "100000000000000000000"), (-1e20, "-100000000000000000000"),
        (9_007_199_254_740_991, "9007199254740991"), (12.499, "12.5"), (-0.001, "0"),
    ] as [(CGFloat, String)])
    func svgNumbersOfAnySize(value: CGFloat, text: String) {
        #expect(SVGWriter.number(value) == text)
    }

    @Test func greatestFiniteNumbers() {
        #expect(SVGWriter.number(.greatestFiniteMagnitude).count == 309)
        #expect(SVGWriter.number(-.greatestFiniteMagnitude).hasPrefix("-1797693"))
        #expect(SVGWriter.number(.leastNonzeroMagnitude) == "0")
    }

    @Test func hugeDrawingsAreCutAtTheMaximumSide() {
        var drawing = Drawing(size: CGSize(width: 1e20, height: 10))
        drawing.items = [
            .rect(CGRect(x: -1e300, y: 0, width: 1e300 * 1.5, height: 5), fill: .black, stroke: .black, dashed: true),
            .line(from: CGPoint(x: -1e15, y: -1e15), to: CGPoint(x: 1e15, y: 1e15), color: .black, dashed: true),
            .line(from: CGPoint(x: 0, y: 8), to: CGPoint(x: 1e18, y: 8), color: .black, dashed: true),
            .text("x", origin: CGPoint(x: 1e19, y: 5), font: .systemFont(ofSize: 1e10), color: .black, advances: [0]),
        ]
        #expect(Rasterizer.pixelSize(of: drawing, scale: 1) == (Int.max, 10))
        let bitmap = Rasterizer.bitmap(for: drawing, scale: 1)
        #expect(bitmap.width == Bitmap.maximumSide && bitmap.height == 10)
        #expect(bitmap.pixel(x: 0, y: 0) == .black)        // the rectangle reaches the left edge
        #expect(bitmap.pixel(x: 5, y: 5) == .black)        // the diagonal passes (5, 5)
    }

    @Test func bitmapSidesAreBounded() {
        let bitmap = Bitmap(width: Int.max, height: 2)
        #expect(bitmap.width == Bitmap.maximumSide)
        #expect(Bitmap(width: -3, height: 2).width == 0)
    }

    @Test func renderingASceneAsWideAsAllowed() throws {
        let scene = try Scene(json: #"{"width": 1000000, "views": [{"id": "a"}], "vfl": ["H:|-[a]-|", "V:|-[a(40)]-|"]}"#)
        let built = try scene.build(width: CGFloat(scene.width!))
        #expect(built.layout() == CGSize(width: 1_000_000, height: 80))
        let svg = SVGWriter.svg(for: Drawing(view: built.root))
        #expect(svg.contains("width=\"999960\""))
    }
}
