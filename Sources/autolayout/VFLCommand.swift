import AutoLayout
import LayoutRendering
import Foundation

/// `autolayout vfl FORMAT... [--views a,b] [--metrics m=8] [--options alignAllTop,...] [--width W] [--height H]`:
/// prints the constraints the formats make and the frames after layout in a
/// root of W x H (375 x 100 by default). Without --views, every name in
/// brackets (and every non-metric name in a size predicate) is a view.
enum VFLCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try Arguments(arguments, command: .vfl, valued: ["views", "metrics", "options", "width", "height"],
                                 switches: [])
        guard !args.positional.isEmpty else {
            throw UsageError("vfl needs at least one format, as in 'H:|-[a(100)]-|'", command: .vfl)
        }
        let metrics = try parseMetrics(args.options["metrics"])
        let options = try parseOptions(args.options["options"])
        let width = try args.number("width", default: 375), height = try args.number("height", default: 100)
        var names: [String] = []
        if let list = args.options["views"] {
            names = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        } else {
            for format in args.positional {
                // Any identifier that is not a metric may be a view; collect the ones the format uses.
                let parsed: VisualFormat
                do throws(VisualFormatError) {
                    parsed = try VisualFormat.parse(format, metrics: metrics, isViewName: { metrics[$0] == nil })
                } catch {
                    throw CommandError("\(error)")
                }
                for view in parsed.views {
                    for name in [view.name] + view.predicates.compactMap({ if case let .view(n) = $0.object { n } else { nil } })
                    where !names.contains(name) { names.append(name) }
                }
            }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.identifier = "root"
        let reports = ReportSink()
        root.setDiagnosticsHandler { reports.append($0) }
        var views: [String: View] = [:]
        for name in names {
            let v = View()
            v.identifier = name
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            views[name] = v
        }
        var made: [LayoutConstraint] = []
        for format in args.positional {
            do throws(VisualFormatError) {
                made += try LayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: metrics, views: views)
            } catch {
                throw CommandError("\(error)")
            }
        }
        LayoutConstraint.activate(made)
        root.layoutIfNeeded()
        print("constraints:")
        for c in made { print("  " + Output.describe(c)) }
        print("frames in a \(SVGWriter.number(width)) x \(SVGWriter.number(height)) root:")
        for line in Output.frames(names.map { ($0, views[$0]!) }) { print("  " + line) }
        for message in reports.messages { printError(message) }
        return reports.messages.isEmpty ? 0 : 1
    }

    static func parseMetrics(_ text: String?) throws(UsageError) -> [String: Double] {
        var metrics: [String: Double] = [:]
        for pair in (text ?? "").split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite else {
                throw UsageError("--metrics expects name=number pairs separated by commas, not '\(pair)'", command: .vfl)
            }
            guard abs(value) <= VisualFormat.largestNumber else {
                throw UsageError("--metrics: \(parts[0]) is \(parts[1]); metrics are at most \(Int(VisualFormat.largestNumber)) either sign",
                                 command: .vfl)
            }
            metrics[parts[0]] = value
        }
        return metrics
    }

    static let optionNames: [String: FormatOptions] = [
        "alignAllLeft": .alignAllLeft, "alignAllRight": .alignAllRight, "alignAllTop": .alignAllTop,
        "alignAllBottom": .alignAllBottom, "alignAllLeading": .alignAllLeading, "alignAllTrailing": .alignAllTrailing,
        "alignAllCenterX": .alignAllCenterX, "alignAllCenterY": .alignAllCenterY,
        "alignAllLastBaseline": .alignAllLastBaseline, "alignAllFirstBaseline": .alignAllFirstBaseline,
        "directionLeftToRight": .directionLeftToRight, "directionRightToLeft": .directionRightToLeft,
        "spacingBaselineToBaseline": .spacingBaselineToBaseline,
    ]

    static func parseOptions(_ text: String?) throws(UsageError) -> FormatOptions {
        var options: FormatOptions = []
        for name in (text ?? "").split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let option = optionNames[name] else {
                throw UsageError("unknown format option '\(name)'; expected one of \(optionNames.keys.sorted().joined(separator: ", "))",
                                 command: .vfl)
            }
            options.formUnion(option)
        }
        return options
    }
}
