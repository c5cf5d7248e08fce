import ArgumentParser
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `focus-scenarios import`: runs the separately built importer,
/// `focus-scenarios-import`, with the same arguments.
///
///     $ focus-scenarios import LoginForm.swift -o login.yaml
///     $ focus-scenarios import --check Scenarios/
///
/// The importer reads Swift with swift-syntax, which costs minutes per clean
/// build and pins a version that users' macro packages may conflict with, so
/// it lives in its own package (`Importer/`) and this command only finds and
/// runs it: beside this executable first (where `scripts/install` puts it),
/// then on PATH. Its stdout, stderr and exit status pass through unchanged.
/// When it is not installed the command says how to build it and exits 70.
struct ImportCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Write a scenario skeleton from SwiftUI source, or check scenarios for drift (runs focus-scenarios-import).",
    discussion: """
      Usage: focus-scenarios import FILE.swift... [--type T] [--platform P] [-o OUT.yaml]
             focus-scenarios import --check PATH...
      All arguments go to focus-scenarios-import (see 'focus-scenarios-import --help' and docs/import.md). \
      Exit status: the importer's (0 written or no drift, 1 TODOs remain or drift, 2 a file unreadable, not Swift or without the View, 64 misuse), \
      or 70 when focus-scenarios-import is not installed.
      """
  )

  /// The importer's name, beside this executable or on PATH.
  static let importerName = "focus-scenarios-import"

  @Argument(parsing: .captureForPassthrough, help: "Arguments for focus-scenarios-import.")
  var arguments: [String] = []

  mutating func run() async throws {
    guard let importer = Self.findImporter() else {
      OutputSink.standardError.write(Self.notInstalledMessage)
      throw ExitStatus.internalError
    }
    // The importer replaces this process (execv): standard input, output
    // and error are the same files, and its exit status, or the signal
    // that ended it, is what the caller sees, unchanged. Not Foundation's
    // `Process`, which is corelibs Foundation on Linux (see `Lock`).
    // This runs on a thread of Swift's concurrency pool, whose signals are
    // blocked, and execv keeps blocked and ignored signals: both are
    // cleared, so the importer starts as from a shell. (The child that
    // `Process` started kept them: a `kill -TERM` left it running.)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    pthread_sigmask(SIG_SETMASK, &noSignals, nil)
    for number: Int32 in 1..<32 where number != SIGKILL && number != SIGSTOP { signal(number, SIG_DFL) }
    let argv = ([importer.path] + arguments).map { strdup($0) } + [nil]
    execv(importer.path, argv)
    let reason = String(cString: strerror(errno))
    for argument in argv { free(argument) }
    OutputSink.standardError.write("focus-scenarios: cannot run \(importer.path): \(reason)\n")
    throw ExitStatus.internalError
  }

  static let notInstalledMessage = """
    focus-scenarios: error: the importer is not installed: no \(importerName) beside this executable or on PATH.
    It is a package of its own (it needs swift-syntax). From the focus-scenarios repository, either
      scripts/install                 # installs focus-scenarios and focus-scenarios-import
    or build and copy it yourself:
      swift build -c release --package-path Importer
      cp Importer/.build/release/\(importerName) "$(dirname "$(command -v focus-scenarios)")"/

    """

  /// `focus-scenarios-import` beside this executable (links resolved), else
  /// the first executable of that name on PATH.
  static func findImporter() -> URL? {
    var folders: [URL] = []
    if let executable = executablePath() {
      folders.append(URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent())
    }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    folders += path.split(separator: ":").filter { !$0.isEmpty }.map { URL(fileURLWithPath: String($0)) }
    for folder in folders {
      let candidate = folder.appendingPathComponent(importerName)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// This executable's path: on Linux where /proc/self/exe points (links
  /// resolved), elsewhere Foundation's `Bundle.main` (corelibs Foundation
  /// on Linux, which the release binary leaves out: see `Lock`).
  private static func executablePath() -> String? {
    #if canImport(FoundationEssentials)
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
    return Bundle.main.executablePath
    #endif
  }
}
