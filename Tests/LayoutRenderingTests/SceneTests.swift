import Foundation
import Testing
@testable import AutoLayout
@testable import LayoutRendering

private func sceneError(_ json: String) -> SceneError? {
    do {
        _ = try Scene(json: json)
        return nil
    } catch {
        return error
    }
}

private func buildError(_ json: String) -> SceneError? {
    do {
        _ = try Scene(json: json).build(width: 300)
        return nil
    } catch {
        return error
    }
}

@Suite struct SceneTests {
    static let full = Scene(
        name: "card", width: 320, height: 200,
        views: [
            SceneView(id: "card", constraints: [SceneConstraint(first: "card.leading", second: "root.leading", constant: 8)]),
            SceneView(id: "title", kind: .label, parent: "card", text: "Hello \"world\"\n", fontSize: 17, numberOfLines: 0,
                      hugging: [251, 250], compression: [750, 1000]),
            SceneView(id: "icon", kind: .image, parent: "card", imageSize: CGSize(width: 40, height: 30.5)),
            SceneView(id: "go", kind: .button, parent: "card", title: "Go", fontSize: 15,
                      insets: EdgeInsets(top: 6, left: 12, bottom: 6, right: 12), hidden: true),
        ],
        constraints: [SceneConstraint(first: "card.width", relation: .lessThanOrEqual, second: "root.width",
                                      multiplier: 0.5, constant: -4, priority: 750, id: "half")],
        vfl: [SceneFormat("H:|-[title]-|"), SceneFormat("V:|[icon][go]", options: [.alignAllLeading, .directionLeftToRight])],
        metrics: ["m": 8, "wide": 12.5])

    @Test func roundTrip() throws {
        let text = Self.full.jsonText
        let decoded = try Scene(json: text)
        #expect(decoded == Self.full)
        #expect(decoded.jsonText == text)
    }

    @Test func encodingLeavesDefaultsOut() {
        let scene = Scene(name: "s", views: [SceneView(id: "a")], vfl: [SceneFormat("|[a]|")])
        #expect(scene.jsonText == """
            {
              "name": "s",
              "views": [
                {
                  "id": "a"
                }
              ],
              "vfl": ["|[a]|"]
            }

            """)
    }

    @Test func defaultsWhenDecoding() throws {
        let scene = try Scene(json: #"{"views": [{"id": "a", "constraints": [{"first": "a.width", "constant": 10}]}]}"#)
        #expect(scene.name == "scene" && scene.height == nil)
        #expect(scene.views == [SceneView(id: "a", constraints: [SceneConstraint(first: "a.width", constant: 10)])])
    }

    @Test func buildAndLayoutWithFixedHeight() throws {
        let scene = try Scene(json: """
            {"height": 100,
             "views": [{"id": "a"}, {"id": "b", "parent": "a"}],
             "constraints": [{"first": "b.width", "constant": 20}, {"first": "b.height", "second": "b.width"}],
             "vfl": ["H:|-[a]-|", "V:|-10-[a(50)]", {"format": "H:|-5-[b]", "options": []}, "V:|-m-[b]"],
             "metrics": {"m": 7}}
            """)
        let built = try scene.build(width: 300)
        #expect(built.layout() == CGSize(width: 300, height: 100))
        #expect(built.views["a"]!.frame == CGRect(x: 20, y: 10, width: 260, height: 50))
        #expect(built.views["b"]!.frame == CGRect(x: 5, y: 7, width: 20, height: 20))
        #expect(built.order == ["root", "a", "b"])
        #expect(built.constraints.count == 2 + 6)
    }

    @Test func heightFitsContentWhenAbsent() throws {
        let scene = try Scene(json: """
            {"views": [{"id": "img", "kind": "image", "size": [40, 30]}, {"id": "m", "parent": "root"}],
             "constraints": [{"first": "m.leading", "second": "root.margins.leading"}, {"first": "m.width", "constant": 4},
                             {"first": "m.height", "constant": 4}, {"first": "m.top", "second": "img.bottom"}],
             "vfl": ["H:|-[img]", "V:|-[img]-(>=12)-|"]}
            """)
        let built = try scene.build(width: 200)
        #expect(built.layout() == CGSize(width: 200, height: 62))
        #expect(built.views["img"]!.frame == CGRect(x: 20, y: 20, width: 40, height: 30))
        #expect(built.views["m"]!.frame == CGRect(x: 8, y: 50, width: 4, height: 4))
    }

    @Test func documentedExample() throws {
        let scene = try Scene(json: #"{"views": [{"id": "a"}], "vfl": ["H:|-[a]-|", "V:|-[a(40)]-|"]}"#)
        let built = try scene.build(width: 375)
        #expect(built.layout() == CGSize(width: 375, height: 80))
        #expect(built.views["a"]!.frame == CGRect(x: 20, y: 20, width: 335, height: 40))
    }

    @Test func labelsAndButtonsTakeTheirContent() throws {
        let built = try Scene(json: """
            {"views": [{"id": "t", "kind": "label", "text": "Hello", "fontSize": 20},
                       {"id": "b", "kind": "button", "title": "OK", "insets": [5, 10, 5, 10]}],
             "vfl": ["H:|[t]", "H:|[b]", "V:|[t][b]|"]}
            """).build(width: 300)
        built.layout()
        let t = built.views["t"] as! Label, b = built.views["b"] as! Button
        #expect(t.font == .systemFont(ofSize: 20) && b.titleFont == .systemFont(ofSize: 15))
        #expect(t.frame.size == TextLayout(text: "Hello", font: .systemFont(ofSize: 20), numberOfLines: 1, scale: 2).size)
        #expect(b.frame.size == b.intrinsicContentSize)
        #expect(built.root.frame.height == t.frame.height + b.frame.height)
    }

    @Test func decodingErrorsNameThePath() {
        #expect(sceneError(#"{"views": [{"id": 3}]}"#) == SceneError(path: "views[0].id", message: "expected a string, found a number"))
        #expect(sceneError(#"{"views": [{"id": "a"}, {"id": "b"}, {"id": "c", "constraints": [{"first": true}]}]}"#)?.path
            == "views[2].constraints[0].first")
        #expect(sceneError(#"{"views": [{"id": "a", "kind": "slider"}]}"#)?.message
            == "unsupported kind 'slider'; expected one of view, label, image, button, stack")
        #expect(sceneError(#"{"views": [{"id": "a", "fontsize": 3}]}"#)?.path == "views[0].fontsize")
        #expect(sceneError(#"{"views": [{"id": "a", "parent": "b"}, {"id": "b"}]}"#)?.path == "views[0].parent")
        #expect(sceneError(#"{"views": [{"id": "a"}, {"id": "a"}]}"#)?.path == "views[1].id")
        #expect(sceneError(#"{"views": [{"id": "root"}]}"#)?.path == "views[0].id")
        #expect(sceneError(#"{"constraints": [{"first": "a.top", "relation": "="}]}"#)
            == SceneError(path: "constraints[0].relation", message: "expected '==', '<=' or '>=', found '='"))
        #expect(sceneError(#"{"constraints": [{"first": "a.top", "priority": 0}]}"#)?.path == "constraints[0].priority")
        #expect(sceneError(#"{"vfl": [{"format": "[a]", "options": ["alignAllMiddle"]}]}"#)?.path == "vfl[0].options[0]")
        #expect(sceneError(#"{"views": [{"id": "i", "kind": "image", "size": [1]}]}"#)
            == SceneError(path: "views[0].size", message: "expected an array of 2 numbers (width, height), found an array"))
        #expect(sceneError(#"{"height": -1}"#)?.path == "height")
        #expect(sceneError("[1, 2]") == SceneError(path: "$", message: "expected an object, found an array"))
    }

    @Test func syntaxErrorsNameTheLine() {
        let e = sceneError("{\"views\": [\n  {\"id\": \"a\",, }\n]}")
        #expect(e?.path == "$")
        #expect(e?.message.hasPrefix("the text is not valid JSON") == true)
        #expect(e?.message.contains("line 2") == true)
    }

    @Test func buildErrorsNameThePath() {
        #expect(buildError(#"{"constraints": [{"first": "zz.top", "second": "root.top"}]}"#)
            == SceneError(path: "constraints[0].first", message: "no view has the id 'zz'"))
        #expect(buildError(#"{"views": [{"id": "a", "constraints": [{"first": "a.top", "second": "root.middle"}]}]}"#)?.path
            == "views[0].constraints[0].second")
        #expect(buildError(#"{"views": [{"id": "a"}], "constraints": [{"first": "a", "second": "root.top"}]}"#)?.path
            == "constraints[0].first")
        #expect(buildError(#"{"views": [{"id": "a"}], "constraints": [{"first": "a.top", "second": "root.width"}]}"#)?.path
            == "constraints[0]")
        let vfl = buildError(#"{"views": [{"id": "a"}], "vfl": ["H:|-[a]-[b]"]}"#)
        #expect(vfl?.path == "vfl[0]")
        #expect(vfl?.message.hasPrefix("Unable to find view with name 'b' (column 9)") == true)
    }
}

@Suite struct SceneStackTests {
    static let json = """
        {"name": "toolbar", "width": 300, "height": 44,
         "views": [
           {"id": "bar", "kind": "stack", "axis": "horizontal", "distribution": "fillEqually", "spacing": 10},
           {"id": "a", "kind": "view", "parent": "bar"},
           {"id": "b", "kind": "view", "parent": "bar"},
           {"id": "c", "kind": "view", "parent": "bar"}],
         "vfl": ["H:|[bar]|", "V:|[bar]|"]}
        """

    @Test func stackKindArrangesItsChildren() throws {
        let scene = try Scene(json: Self.json)
        let built = try scene.build(width: 300)
        built.layout()
        let frames = ["a", "b", "c"].map { built.views[$0]!.frame }
        // 280 / 3 = 93.33 a view, edges on the default screen's 2x grid.
        #expect(frames == [CGRect(x: 0, y: 0, width: 93.5, height: 44), CGRect(x: 103.5, y: 0, width: 93, height: 44),
                           CGRect(x: 206.5, y: 0, width: 93.5, height: 44)])
        #expect(try Scene(json: scene.jsonText) == scene)
    }

    @Test func stackErrorsNameThePath() {
        let bad = Self.json.replacingOccurrences(of: "fillEqually", with: "fillEvenly")
        #expect(throws: SceneError.self) { try Scene(json: bad) }
        do { _ = try Scene(json: bad) } catch {
            #expect("\(error)".contains("views[0].distribution"))
        }
        let misplaced = Self.json.replacingOccurrences(of: "\"kind\": \"view\", \"parent\": \"bar\"}",
                                                      with: "\"kind\": \"view\", \"parent\": \"bar\", \"spacing\": 3}")
        do { _ = try Scene(json: misplaced) } catch {
            #expect("\(error)".contains("only stack views have 'spacing'"))
        }
    }
}
