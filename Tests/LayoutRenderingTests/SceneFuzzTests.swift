import Foundation
import Testing
@testable import AutoLayout
@testable import LayoutRendering

/// How many cases a fuzz test runs: `standard` (a second or so), or the
/// number in the environment variable `AUTOLAYOUT_FUZZ_CASES` for a longer run:
/// `AUTOLAYOUT_FUZZ_CASES=100000 swift test --filter Fuzz`.
func fuzzCases(_ standard: Int) -> Int {
    ProcessInfo.processInfo.environment["AUTOLAYOUT_FUZZ_CASES"].flatMap { Int($0) }.map { max($0, 1) } ?? standard
}

/// A small seeded generator (SplitMix64): the same seed, the same cases.
struct FuzzRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Mutations of text: bytes deleted, inserted from an alphabet, runs
/// duplicated, numbers replaced by extreme ones, words swapped.
enum TextMutator {
    static let extremes = ["1e20", "-1e20", "9.2e16", "1e308", "-1e308", "1e-320", "0", "-0", "1e6", "-1e6",
                           "1000001", "1001", "0.001", "-1", "1e999", "NaN", "2147483648", "9223372036854775808"]

    static func mutate(_ text: String, alphabet: [String], words: [String], using random: inout FuzzRandom) -> String {
        var chars = Array(text)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let at = chars.isEmpty ? 0 : Int.random(in: 0..<chars.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: if !chars.isEmpty { chars.remove(at: at) }
            case 1: chars.insert(contentsOf: alphabet.randomElement(using: &random)!, at: at)
            case 2:
                let end = min(chars.count, at + Int.random(in: 1...12, using: &random))
                chars.insert(contentsOf: chars[at..<end], at: end)
            case 3:
                // A number (a run of digits) becomes an extreme one.
                let digits = chars.indices.filter { chars[$0].isNumber }
                guard let start = digits.randomElement(using: &random) else { continue }
                var end = start
                while end < chars.count, chars[end].isNumber || chars[end] == "." { end += 1 }
                chars.replaceSubrange(start..<end, with: extremes.randomElement(using: &random)!)
            case 4:
                let word = words.randomElement(using: &random)!
                chars.insert(contentsOf: word, at: at)
            default:
                if chars.count > 1 { chars.swapAt(at, Int.random(in: 0..<chars.count, using: &random)) }
            }
        }
        return String(chars)
    }
}

/// Mutations of a parsed JSON value: one node replaced by an extreme number,
/// a string that names something else, another kind of value, or removed, or
/// an array element duplicated. The text stays JSON, so the decoder's checks
/// and the builder see the mutation rather than the parser.
enum TreeMutator {
    enum Step { case key(String), index(Int) }

    static let strings = ["a", "s", "t", "root", "nowhere", "", "a.b", "a.width", "s.margins.top", "root.height",
                          "stack", "label", "vertical", "fillEqually", "<=", "H:|-[a]-|", "V:[t(1e17)]", "lastBaseline"]
    static let replacements: [JSONValue] = [.null, .bool(true), .array([]), .object([:]), .array([.number(1)])]

    static func paths(_ value: JSONValue) -> [[Step]] {
        var out: [[Step]] = []
        var stack: [([Step], JSONValue)] = [([], value)]
        while let (path, node) = stack.popLast() {
            out.append(path)
            switch node {
            case let .array(items): for (i, item) in items.enumerated() { stack.append((path + [.index(i)], item)) }
            case let .object(fields): for key in fields.keys.sorted() { stack.append((path + [.key(key)], fields[key]!)) }
            default: break
            }
        }
        return out
    }

    /// `value` with the node at `path` given to `change` (nil removes it).
    static func edit(_ value: JSONValue, at path: ArraySlice<Step>, _ change: (JSONValue) -> JSONValue?) -> JSONValue? {
        guard let step = path.first else { return change(value) }
        switch (step, value) {
        case let (.index(i), .array(items)):
            var items = items
            if let new = edit(items[i], at: path.dropFirst(), change) { items[i] = new } else { items.remove(at: i) }
            return .array(items)
        case let (.key(k), .object(fields)):
            var fields = fields
            fields[k] = edit(fields[k]!, at: path.dropFirst(), change)
            return .object(fields)
        default:
            return value
        }
    }

    static func mutate(_ value: JSONValue, using random: inout FuzzRandom) -> JSONValue {
        let all = paths(value)
        let path = all.randomElement(using: &random)!
        let choice = Int.random(in: 0..<6, using: &random)
        let number = Double(TextMutator.extremes.randomElement(using: &random)!) ?? 1e300
        let string = strings.randomElement(using: &random)!
        let other = replacements.randomElement(using: &random)!
        return edit(value, at: path[...]) { node in
            switch choice {
            case 0: return number.isFinite ? .number(number) : .number(-1e300)
            case 1: return .string(string)
            case 2: return other
            case 3: return nil
            case 4:
                if case let .array(items) = node, let first = items.first { return .array(items + [first]) }
                return .number(number.isFinite ? -number : 0)
            default:
                if case .number = node { return .number(number.isFinite ? number : 1e300) }
                return node
            }
        } ?? value
    }
}

/// Mutated scene files never crash or hang the reader, the builder, the
/// layout or the writers: each one either throws a `SceneError` with a path
/// and a message, or builds, lays out and draws with finite frames.
@Suite struct SceneFuzzTests {
    static let seeds: [String] = [
        SceneTests.full.jsonText,
        #"""
        {"name": "stack", "width": 320,
         "views": [{"id": "s", "kind": "stack", "axis": "vertical", "spacing": 8, "alignment": "leading"},
                   {"id": "t", "kind": "label", "parent": "s", "text": "Hello there", "numberOfLines": 0},
                   {"id": "b", "kind": "button", "parent": "s", "title": "Go", "insets": [4, 8, 4, 8]},
                   {"id": "i", "kind": "image", "parent": "s", "size": [40, 30], "hugging": [251, 251]}],
         "constraints": [{"first": "s.width", "relation": "<=", "second": "root.width", "multiplier": 0.5, "priority": 750}],
         "vfl": ["H:|-[s]-|", {"format": "V:|-(m)-[s]-|", "options": ["alignAllLeading"]}],
         "metrics": {"m": 12}}
        """#,
        #"{"width": 100, "height": 50, "views": [{"id": "a", "constraints": [{"first": "a.centerX", "second": "root.margins.centerX"}]}]}"#,
    ]

    static let alphabet = ["{", "}", "[", "]", ",", ":", "\"", "-", ".", "e", "0", "9", " ", "\n", "\\", "null", "true", "é"]
    static let words = [#""id": "a""#, #""kind": "stack""#, #""parent": "s""#, #""hugging": [1]"#, #""width": 1e20"#,
                        #""first": "a.width""#, #""constant": 1e17"#, #""priority": 0"#, #""size": [1e20, 1]"#,
                        #""fontSize": 1e30"#, #""spacing": -1e9"#, #""multiplier": 1e300"#, "H:|-1e17-[a]-|", #""a""#]

    @Test func mutatedScenesThrowOrRender() {
        var random = FuzzRandom(seed: 28)
        var built = 0, rejected = 0
        let cases = fuzzCases(2_000)
        for index in 0..<cases {
            let seed = Self.seeds[index % Self.seeds.count]
            let text: String
            if index % 2 == 0 {
                text = TextMutator.mutate(seed, alphabet: Self.alphabet, words: Self.words, using: &random)
            } else {
                var tree = try! JSONParser.parse(Data(seed.utf8))
                for _ in 0..<Int.random(in: 1...2, using: &random) { tree = TreeMutator.mutate(tree, using: &random) }
                text = tree.text()
            }
            let scene: Scene
            do {
                scene = try Scene(json: text)
            } catch {
                rejected += 1
                #expect(!error.path.isEmpty && !error.message.isEmpty, "\(text)")
                continue
            }
            // What the decoder accepts, the encoder writes back and the decoder reads the same.
            #expect((try? Scene(json: scene.jsonText)) == scene, "\(text)")
            do {
                let result = try scene.build(width: CGFloat(scene.width ?? 375))
                result.root.setDiagnosticsHandler { _ in }
                let size = result.layout()
                #expect(size.width.isFinite && size.height.isFinite, "\(text)")
                let drawing = Drawing(view: result.root, options: RenderOptions(showsConstraints: true))
                #expect(SVGWriter.svg(for: drawing).hasSuffix("</svg>\n"))
                let pixels = Rasterizer.pixelSize(of: drawing, scale: 0.25)
                if pixels.width * pixels.height <= 40_000 { _ = PNGEncoder.encode(Rasterizer.bitmap(for: drawing, scale: 0.25)) }
                built += 1
            } catch {
                rejected += 1
                #expect(!error.path.isEmpty && !error.message.isEmpty, "\(text)")
            }
        }
        // The mutations must exercise both sides.
        #expect(cases < 1_000 || built * 20 > cases && rejected * 20 > cases, "built \(built), rejected \(rejected)")
    }

    @Test func randomBytesAreRejectedCleanly() {
        var random = FuzzRandom(seed: 2_800)
        for _ in 0..<500 {
            let bytes = (0..<Int.random(in: 0..<64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            let error = thrownSceneError { _ = try Scene(jsonData: Data(bytes)) }
            #expect(error != nil)
        }
    }
}
