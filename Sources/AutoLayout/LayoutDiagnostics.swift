import Foundation
import Synchronization

/// Where layout problems are reported: unsatisfiable constraints (in UIKit's
/// words), constraints without a common ancestor, invalid priorities.
///
/// The default handler writes to standard error. Replace it for the whole
/// process, or per hierarchy with ``View/setDiagnosticsHandler(_:)``.
///
/// A constraint activated in conflict is reported as it is activated. A new
/// constant that conflicts is reported when the engine next uses its solver
/// (the next layout or fitting query, or the next activation): constants
/// changed in a row reach the solver together.
///
/// ```swift
/// LayoutDiagnostics.handler = { message in log.warning("\(message)") }
/// ```
public enum LayoutDiagnostics {
    private static let storage = Mutex<@Sendable (String) -> Void>({ message in
        FileHandle.standardError.write(Data((message + "\n").utf8))
    })

    /// The process-wide handler.
    /// e.g. `LayoutDiagnostics.handler = { message in print("layout:", message) }`
    public static var handler: @Sendable (String) -> Void {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    static func report(_ error: LayoutError, root: View?) {
        let message = error.description
        if let h = root?.diagnosticsHandler { h(message) } else { handler(message) }
    }
}

extension View {
    /// Sends this hierarchy's layout reports to `handler` instead of the
    /// process-wide ``LayoutDiagnostics/handler`` (set it on the root view).
    /// e.g. `root.setDiagnosticsHandler { message in reports.append(message) }`
    public func setDiagnosticsHandler(_ handler: (@Sendable (String) -> Void)?) {
        diagnosticsHandler = handler
    }
}

