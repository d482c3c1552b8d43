import Foundation
import Testing
@testable import AutoLayout

/// A small seeded generator (SplitMix64) for the fuzz tests: the same seed, the same cases.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Mutated visual formats never crash or hang: each either throws a
/// `VisualFormatError` whose column lies within the format, or makes
/// constraints that lay out to finite frames. `AUTOLAYOUT_FUZZ_CASES=100000
/// swift test --filter Fuzz` runs longer.
@Suite struct VisualFormatFuzzTests {
    static let seeds = [
        "H:|-[a]-[b]-|", "V:|-(m)-[a(>=40@750)]-8-[b(==a)]-(>=0)-|", "|-[a(100)]-(n@500)-[b(<=a,>=20)]",
        "H:[a]-(-5)-[b]", "V:[a(40)][b(a)][c]|", "[a]-[b]-[c(==b@999)]-|", "H:|-20-[a]-(>=8)-[b(50)]-20-|",
    ]
    static let pieces = ["[", "]", "(", ")", "|", "-", "@", ":", "H", "V", "<=", ">=", "==", ",", "0", "9", ".", "e",
                         "1e17", "-1e17", "1e6", "1000001", "9.2e16", "1e308", "a", "b", "m", "x", " ", "é", "@0", "@1001"]

    static func mutate(_ text: String, using random: inout SplitMix) -> String {
        var chars = Array(text)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let at = chars.isEmpty ? 0 : Int.random(in: 0..<chars.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: if !chars.isEmpty { chars.remove(at: at) }
            case 1: chars.insert(contentsOf: pieces.randomElement(using: &random)!, at: at)
            case 2:
                let end = min(chars.count, at + Int.random(in: 1...6, using: &random))
                chars.insert(contentsOf: chars[at..<end], at: end)
            default:
                if chars.count > 1 { chars.swapAt(at, Int.random(in: 0..<chars.count, using: &random)) }
            }
        }
        return String(chars)
    }

    @Test func mutatedFormatsThrowOrLayOut() {
        var random = SplitMix(state: 28)
        var made = 0, rejected = 0
        let metricSets: [[String: Double]] = [["m": 8, "n": 12], ["m": 1e17, "n": .nan], ["m": -1e6, "n": 1e6]]
        let cases = ProcessInfo.processInfo.environment["AUTOLAYOUT_FUZZ_CASES"].flatMap { Int($0) } ?? 4_000
        for index in 0..<max(cases, 1) {
            let format = Self.mutate(Self.seeds[index % Self.seeds.count], using: &random)
            let metrics = metricSets[index % metricSets.count]
            let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
            root.setDiagnosticsHandler { _ in }
            var views: [String: LayoutItem] = [:]
            for name in ["a", "b", "c"] {
                let view = View()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                views[name] = view
            }
            do {
                let constraints = try LayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: views)
                LayoutConstraint.activate(constraints)
                root.layoutIfNeeded()
                for view in root.subviews {
                    let f = view.frame
                    #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite, "\(format)")
                    #expect(abs(f.minX) <= 1e8 && abs(f.width) <= 1e8, "\(format): \(f)")
                }
                made += 1
            } catch {
                rejected += 1
                #expect(error.column >= 0 && error.column <= error.format.count, "\(format)")
                #expect(!error.message.isEmpty)
            }
        }
        #expect(cases < 1_000 || made * 40 > cases && rejected * 40 > cases, "made \(made), rejected \(rejected)")
    }

    @Test(arguments: ["[a]-1e17-[b]", "[a(1e17)]", "[a]-1000001-[b]", "[a(<=-1e7)]", "[a]-m-[b]"])
    func numbersBeyondTheBoundAreErrors(format: String) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let a = View(), b = View()
        root.addSubview(a)
        root.addSubview(b)
        do {
            _ = try LayoutConstraint.constraints(withVisualFormat: format, metrics: ["m": 2e6], views: ["a": a, "b": b])
            Issue.record("\(format) made constraints")
        } catch {
            #expect(error.code == .invalidNumber)
            #expect(error.message.contains("too large"))
        }
    }

    @Test func numbersAtTheBoundAreAllowed() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let a = View(), b = View()
        root.addSubview(a)
        root.addSubview(b)
        let made = try LayoutConstraint.constraints(withVisualFormat: "[a(1000000)]-(-1e6)-[b]", views: ["a": a, "b": b])
        #expect(made.map(\.constant).contains(1_000_000))
    }
}
