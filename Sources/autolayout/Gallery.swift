import AutoLayout
import LayoutRendering
import Foundation
import Scenarios
import SeedPorts

/// One picture of the gallery: a name, a line saying what it shows, and a
/// function that builds its root view at a width. A root whose frame height
/// is 0 gets the height its content needs; any other height is kept.
///
/// The lead adds the scenarios here as more entries (see `Gallery.entries`).
struct GalleryEntry {
    let name: String
    let summary: String
    let build: (CGFloat) throws -> View

    /// An entry for a scene file's JSON text.
    static func scene(_ json: String, summary: String) -> GalleryEntry {
        let name = (try? Scene(json: json).name) ?? "scene"
        return GalleryEntry(name: name, summary: summary) { width in
            do throws(SceneError) {
                return try Scene(json: json).build(width: width).root
            } catch {
                throw CommandError("gallery scene \(name): \(error)")
            }
        }
    }
}

/// What the gallery measured for one picture.
struct GalleryResult {
    let entry: GalleryEntry
    let width: CGFloat
    let views: Int
    let size: CGSize
    /// Time to build the root (an entry that lays out while building counts it here).
    let buildMilliseconds: Double
    /// Time of the gallery's own layout pass.
    let milliseconds: Double
    let conflicts: Int
    let svgFile: String
    let pngFile: String
}

enum Gallery {
    /// The widths every entry is drawn at: an iPhone's portrait and landscape widths.
    static let widths: [CGFloat] = [375, 667]

    /// The entries, in display order: the five scenarios, the example scene files, then the source
    /// articles' UIKit code as ported (SeedPorts).
    static var entries: [GalleryEntry] {
        allScenarios.map { s in GalleryEntry(name: s.slug, summary: s.title) { s.build(width: $0).content } }
            + ExampleScenes.all.map { GalleryEntry.scene($0.json, summary: $0.summary) }
            + SeedExample.all.map { e in GalleryEntry(name: e.name, summary: e.summary, build: e.build) }
    }

    /// Builds, lays out (timed) and draws every entry at every width into `directory`.
    static func render(_ entries: [GalleryEntry], into directory: URL, scale: Double, showsConstraints: Bool) throws -> [GalleryResult] {
        var results: [GalleryResult] = []
        for entry in entries {
            for width in widths {
                let clock = ContinuousClock()
                let reports = ReportSink()
                var root: View?
                let building = try clock.measure {
                    root = try entry.build(width)
                    root?.setDiagnosticsHandler { reports.append($0) }
                }
                guard let root else { continue }
                var size = CGSize.zero
                let elapsed = clock.measure { size = layOut(root) }
                let options = RenderOptions(
                    showsConstraints: showsConstraints,
                    marks: ViewMark.conflicts(in: root) + ViewMark.ambiguities(in: root))
                let base = "\(entry.name)-\(Int(width))"
                try Output.write(Array(Output.svg(root, options: options).utf8),
                                 to: directory.appendingPathComponent(base + ".svg").path)
                try Output.write(Output.png(root, options: options, scale: scale),
                                 to: directory.appendingPathComponent(base + ".png").path)
                results.append(GalleryResult(
                    entry: entry, width: width, views: Output.allViews(root).count, size: size,
                    buildMilliseconds: milliseconds(building), milliseconds: milliseconds(elapsed),
                    conflicts: reports.messages.count, svgFile: base + ".svg", pngFile: base + ".png"))
            }
        }
        return results
    }

    static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    /// Lays a root out: at its height, or at the height its content needs when that is 0.
    static func layOut(_ root: View) -> CGSize {
        if root.frame.height == 0 { root.fitHeightToContent() }
        root.layoutIfNeeded()
        return root.frame.size
    }

    /// A page showing every picture, grouped by entry.
    static func indexHTML(_ results: [GalleryResult]) -> String {
        var html = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>autolayout gallery</title>
            <style>body{font-family:sans-serif;margin:24px;background:#fafafa}figure{display:inline-block;vertical-align:top;margin:0 24px 24px 0}
            img{border:1px solid #ccc;background:#fff}figcaption{font-size:13px;color:#555}</style></head><body>
            <h1>autolayout gallery</h1>

            """
        var seen: [String] = []
        for result in results where !seen.contains(result.entry.name) {
            seen.append(result.entry.name)
            html += "<h2>\(escape(result.entry.name))</h2>\n<p>\(escape(result.entry.summary))</p>\n"
            for r in results where r.entry.name == result.entry.name {
                html += "<figure><img src=\"\(r.svgFile)\" width=\"\(SVGWriter.number(r.size.width))\">"
                html += "<figcaption>\(Int(r.width)) wide: \(SVGWriter.number(r.size.width)) x \(SVGWriter.number(r.size.height)), "
                html += "\(r.views) views, <a href=\"\(r.svgFile)\">SVG</a> · <a href=\"\(r.pngFile)\">PNG</a>"
                html += r.conflicts > 0 ? ", \(r.conflicts) conflict(s)" : ""
                html += "</figcaption></figure>\n"
            }
        }
        return html + "</body></html>\n"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}

/// `autolayout` (no arguments) or `autolayout gallery [--out DIR] [--scale S] [--constraints]`.
enum GalleryCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        let args = try Arguments(arguments, command: .gallery, valued: ["out", "scale"], switches: ["constraints"])
        guard args.positional.isEmpty else {
            throw UsageError("the gallery takes no file arguments (found '\(args.positional[0])')", command: .gallery)
        }
        let directory = URL(fileURLWithPath: args.options["out"] ?? "autolayout-gallery", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw CommandError("cannot create \(directory.path): \(error.localizedDescription)")
        }
        let results = try Gallery.render(Gallery.entries, into: directory, scale: try args.number("scale", default: 2),
                                         showsConstraints: args.flags.contains("constraints"))
        try Output.write(Array(Gallery.indexHTML(results).utf8), to: directory.appendingPathComponent("index.html").path)
        var rows = [["scene", "width", "views", "content size", "build ms", "layout ms", "conflicts"]]
        for r in results {
            rows.append([r.entry.name, "\(Int(r.width))", "\(r.views)",
                         "\(SVGWriter.number(r.size.width)) x \(SVGWriter.number(r.size.height))",
                         String(format: "%.2f", r.buildMilliseconds), String(format: "%.2f", r.milliseconds),
                         "\(r.conflicts)"])
        }
        print(Output.table(rows))
        print("\nwrote \(results.count * 2) pictures and index.html to \(directory.path)/")
        return results.contains { $0.conflicts > 0 } ? 1 : 0
    }
}
