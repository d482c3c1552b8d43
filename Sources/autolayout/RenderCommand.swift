import AutoLayout
import LayoutRendering
import Foundation

/// `autolayout render SCENE.json [--width W] [--svg F] [--png F] [--scale S] [--constraints] [--trace] [--progress]`:
/// lays a scene file out and draws it. Without --svg or --png the SVG goes to standard output.
/// Work that takes more than a second (or any, with --progress) reports its stages on standard error.
enum RenderCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try Arguments(arguments, command: .render, valued: ["width", "svg", "png", "scale"],
                                 switches: ["trace", "constraints", "progress"])
        guard args.positional.count == 1, let path = args.positional.first else {
            throw UsageError(args.positional.isEmpty ? "render needs a scene file" : "render takes one scene file, not \(args.positional.count)",
                             command: .render)
        }
        let scale = try args.number("scale", default: 2)
        let progress = Progress(command: "render", always: args.flags.contains("progress"))
        defer { progress.cancel() }
        progress.begin("reading \(path)")
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let exists = FileManager.default.fileExists(atPath: path)
            throw CommandError(exists ? "cannot read \(path): \(error.localizedDescription)" : "no such file: \(path)")
        }
        progress.begin("decoding \(path)")
        let scene: Scene
        do throws(SceneError) { scene = try Scene(jsonData: data) } catch { throw CommandError("\(path): \(error)") }
        let width = try args.number("width", default: scene.width ?? 375)
        progress.begin("building \(scene.views.count + 1) views")
        let built: BuiltScene
        do throws(SceneError) { built = try scene.build(width: CGFloat(width)) } catch {
            throw CommandError("\(path): \(error)")
        }
        let reports = ReportSink()
        built.root.setDiagnosticsHandler { reports.append($0) }
        progress.begin("solving")
        let size = built.layout()
        if size.height == 0 {
            printError("autolayout: warning: \(path): the root of '\(scene.name)' is 0 points tall: no constraint "
                + "gives it a height (pin the views to root.top and root.bottom, or give the scene a height)")
        }
        let options = RenderOptions(showsConstraints: args.flags.contains("constraints"),
                                    marks: ViewMark.conflicts(in: built.root) + ViewMark.ambiguities(in: built.root))
        progress.begin("drawing the SVG")
        let svg = Output.svg(built.root, options: options)
        if let file = args.options["svg"] {
            progress.begin("writing \(file)")
            try Output.write(Array(svg.utf8), to: file)
        }
        if let file = args.options["png"] {
            progress.begin("drawing the PNG")
            let png = try Output.png(built.root, options: options, scale: scale)
            progress.begin("writing \(file)")
            try Output.write(png, to: file)
        }
        if args.options["svg"] == nil && args.options["png"] == nil {
            progress.begin("writing the SVG to standard output")
            print(svg, terminator: "")
        }
        progress.finish()
        let summary = "\(scene.name): \(SVGWriter.number(size.width)) x \(SVGWriter.number(size.height)), "
            + "\(built.order.count) views, \(built.constraints.count) constraints"
        printError(summary + (reports.messages.isEmpty ? "" : ", \(reports.messages.count) conflict(s) (--trace shows them)"))
        if args.flags.contains("trace") {
            printError("constraints:\n" + built.constraints.map { "  " + Output.describe($0) }.joined(separator: "\n"))
            printError("frames:\n" + Output.frames(built.order.map { ($0, built.views[$0]!) }).map { "  " + $0 }.joined(separator: "\n"))
            for message in reports.messages { printError(message) }
        }
        return 0
    }
}
