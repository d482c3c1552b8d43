/// The modes solver-fuzz runs in as its own child process: a crash of the
/// solver then ends only the child, and the parent reads how far it got
/// from the lines it wrote (unbuffered) before.
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SolverReference

/// Writes one line to standard output at once (no buffer a crash could lose).
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// One line, for a protocol that is read line by line.
func flat(_ text: String) -> String { text.split(separator: "\n").joined(separator: " | ") }

/// `--replay file`: runs one encoded case; writes `STEP k` lines, then
/// `RESULT ok` or `RESULT fail`, `STEPNO`, `KIND`, `EXPECTED`, `SEEN` lines.
func runReplay(path: String) -> Int32 {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8), let test = CaseCodec.decode(text) else {
        FileHandle.standardError.write(Data("solver-fuzz: cannot read a case from \(path)\n".utf8))
        return 2
    }
    let (_, failure) = SequenceRunner.replay(test) { emit("STEP \($0)") }
    guard let failure else {
        emit("RESULT ok")
        return 0
    }
    emit("RESULT fail")
    emit("STEPNO \(failure.step)")
    emit("KIND \(failure.kind)")
    emit("EXPECTED " + flat(failure.expected))
    emit("SEEN " + flat(failure.seen))
    return 0
}

/// Runs this program with `arguments` (posix_spawn, its output to temporary
/// files); its standard output as lines, and a description of how it
/// ended if it did not exit with status 0. (Foundation's `Process` waits
/// about 50 ms to notice an exit, which the shrinker's hundreds of
/// replays would feel.)
func runChild(_ arguments: [String]) -> (lines: [String], abnormal: String?) {
    let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    let base = NSTemporaryDirectory() + "solver-fuzz-\(getpid())"
    let outPath = base + ".out", errPath = base + ".err"
    defer {
        unlink(outPath)
        unlink(errPath)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for a in argv { free(a) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else { return ([], "cannot start \(executable): error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let out = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
    let lines = out.split(separator: "\n").map(String.init)
    // The wait status: the low 7 bits are the signal (0 for an exit), the next 8 the exit status.
    let signal = status & 0x7f, code = (status >> 8) & 0xff
    if signal == 0 && code == 0 { return (lines, nil) }
    let how = signal != 0 ? "killed by signal \(signal)" : "exit status \(code)"
    let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    let firstLines = stderr.split(separator: "\n").prefix(6).joined(separator: " | ")
    return (lines, "\(how): \(firstLines)")
}

/// Replays a case in a child process: a crash becomes a failure of kind
/// `crash` at the last step the child started.
func replayInChild(_ test: SequenceCase) -> CheckFailure? {
    let path = NSTemporaryDirectory() + "solver-fuzz-\(getpid()).case"
    try? CaseCodec.encode(test).write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (lines, abnormal) = runChild(["--replay", path])
    func value(_ key: String) -> String? { lines.first { $0.hasPrefix(key + " ") }.map { String($0.dropFirst(key.count + 1)) } }
    if let abnormal {
        let step = lines.last { $0.hasPrefix("STEP ") }.flatMap { Int($0.dropFirst(5)) } ?? 0
        return CheckFailure(step: step, kind: "crash", expected: "no crash", seen: abnormal)
    }
    guard value("RESULT") == "fail", let step = value("STEPNO").flatMap(Int.init), let kind = value("KIND") else { return nil }
    return CheckFailure(step: step, kind: kind, expected: value("EXPECTED") ?? "", seen: value("SEEN") ?? "")
}
