import Foundation
import Testing
@testable import LayoutRendering

/// Scene files are strict JSON: what RFC 8259 rejects is an error naming the place.
@Suite struct JSONStrictnessTests {
    static func error(_ text: String) -> String? {
        thrownSceneError { _ = try JSONParser.parse(Data(text.utf8)) }.map(\.description)
    }

    @Test(arguments: [
        (#"{"views": [{"id": "a"},]}"#, "a trailing comma before ']' at line 1, column 23"),
        ("{\"name\": \"x\",\n}", "a trailing comma before '}' at line 1, column 13"),
        (#"{"a": 1, 2}"#, "expected a key in double quotes at line 1, column 10"),
        (#"{"a": 1, "a": 2}"#, "the key \"a\" appears twice in one object at line 1, column 10"),
        (#"{"a": 01}"#, "a number with a leading zero at line 1, column 7"),
        (#"{"a": 1e999}"#, "the number 1e999 is out of range at line 1, column 7"),
        (#"{"a": .5}"#, "expected a value, found '.' at line 1, column 7"),
        (#"{"a": NaN}"#, "expected a value, found 'N' at line 1, column 7"),
        (#"{"a": "x"} x"#, "unexpected text after the value at line 1, column 12"),
        (#"{"a": "\q"}"#, "unknown escape '\\q' in a string at line 1, column 8"),
        (#"{"a": "\ud800"}"#, "a lone surrogate \\u escape at line 1, column 8"),
        ("{\"a\": \"tab\there\"}", "a control character in a string (write it as an escape such as \\n) at line 1, column 11"),
        (#"{"a": [1, 2"#, "expected ',' or ']' in an array at the end of the text (line 1, column 12)"),
        ("", "expected a value at the end of the text (line 1, column 1)"),
        ("// c\n{}", "expected a value, found '/' at line 1, column 1"),
        (#"{"é": x}"#, "expected a value, found 'x' at line 1, column 7"),
    ])
    func rejects(text: String, message: String) {
        #expect(Self.error(text) == "$: the text is not valid JSON: " + message)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(Self.error(deep)?.contains("nest more than 64 deep") == true)
    }

    @Test func readsWhatJSONAllows() throws {
        let value = try JSONParser.parse(Data("\u{FEFF}{\"s\": \"a\\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\", \"n\": [-0.5e+2, 0, 1E3], \"t\": true, \"f\": false, \"z\": null}".utf8))
        #expect(value == .object([
            "s": .string("a\"\\/\u{8}\u{C}\n\r\té😀"), "n": .array([.number(-50), .number(0), .number(1000)]),
            "t": .bool(true), "f": .bool(false), "z": .null,
        ]))
    }

    @Test func sceneFilesWithATrailingCommaAreRejected() {
        let error = thrownSceneError { _ = try Scene(json: #"{"views": [{"id": "a"}], }"#) }
        #expect(error?.path == "$")
        #expect(error?.message.contains("line 1, column 24") == true)
    }
}
