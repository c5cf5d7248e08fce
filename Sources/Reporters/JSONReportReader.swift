import FocusEngine
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Scenarios
import YAML

/// A JSON report read back: what `merge-reports` combines.
///
///     let report = try JSONReportReader.read(path: "shard-2.json")
///     report.run.shard?.description   // "2/3"
///     report.results.count            // this shard's results, in its plan order
public struct JSONReport: Sendable {
  /// The report's file, as named on the command line.
  public var file: String
  /// What the run that wrote it was asked to do.
  public var run: RunDescription
  /// Its totals; `shard` is the run's shard.
  public var summary: RunSummary
  /// Every result it lists, rebuilt (`ScenarioResult.recordedTraceJSON`
  /// holds a structured trace), in the order written.
  public var results: [ScenarioResult]
  /// Files whose diagnostics the report left out past their budget, with
  /// how many (`"withheld"`); their results are counted in `summary` only.
  public var withheld: [Withheld]

  /// `"withheld": [ { "file": …, "errors": … } ]`.
  public struct Withheld: Sendable, Hashable {
    /// The file whose diagnostics were left out.
    public var file: String
    /// How many.
    public var errors: Int
  }
}

/// Why a file could not be read as a JSON report, said like a compiler would:
///
///     shard-2.json:3:14: error: not a report of focus-scenarios: "summary" should be an object, not a list
///        3 |   "summary": [],
///          |              ^
public struct JSONReportError: Error, Sendable, CustomStringConvertible {
  /// The problem, located in the report when it has a place.
  public var diagnostic: Diagnostic

  /// The message with the line and a caret, as `DiagnosticRenderer` draws it.
  public func rendered(style: DiagnosticRenderer.Style = .plain) -> String {
    DiagnosticRenderer(style: style).render(diagnostic)
  }

  /// The rendered message, plain.
  public var description: String { rendered() }
}

/// Reads the JSON report that `run --format json` / `--report json=PATH`
/// writes back into results, a summary and a run description (the keys
/// are listed in `JSONReporter`'s documentation).
///
///     let report = try JSONReportReader.read(path: "shard-1.json")
///     var human = HumanReporter(style: .plain) { print($0, terminator: "") }
///     for result in report.results { human.record(ScenarioEvent(.scenarioFinished(result))) }
///
/// A file that is not such a report is an error at the place that says so,
/// with the line and a caret; so is a report of a version this tool does
/// not know, one written by a focus-scenarios too old to carry what a
/// merge needs, and one over `maxReportSize` bytes.
public enum JSONReportReader {
  /// The report version this reader knows: the `"version"` its writer writes.
  public static let version = 1

  /// Bytes of the largest report read (512 MiB): reading holds the report
  /// and its values in memory several times over, and a report this large
  /// is a run of many thousands of failing, traced scenarios.
  public static let maxReportSize = 512 * 1024 * 1024

  /// Reads the report at `path`; `limit` replaces `maxReportSize` (tests).
  public static func read(path: String, limit: Int = maxReportSize) throws(JSONReportError) -> JSONReport {
    let place = SourceLocation(file: path, line: 1, column: 1)
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    // The size is an NSNumber from Darwin's Foundation, a UInt from FoundationEssentials.
    let size = (attributes?[.size] as? Int) ?? (attributes?[.size] as? UInt).flatMap { Int(exactly: $0) }
    if let size, size > limit {
      throw JSONReportError(diagnostic: Diagnostic(
        code: Codes.tooLarge, location: place,
        message: "the report is \(Value.grouped(size)) bytes, over the \(Value.grouped(limit)) bytes a report may have"))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
      throw JSONReportError(diagnostic: Diagnostic(code: Codes.unreadable, location: place, message: "the report \(reason)"))
    }
    return try read(bytes: Array(data), file: path, limit: limit)
  }

  /// Reads a report from its bytes; `file` names it in results and errors.
  public static func read(bytes: [UInt8], file: String, limit: Int = maxReportSize) throws(JSONReportError) -> JSONReport {
    guard bytes.count <= limit else {
      throw JSONReportError(diagnostic: Diagnostic(
        code: Codes.tooLarge, location: SourceLocation(file: file, line: 1, column: 1),
        message: "the report is \(Value.grouped(bytes.count)) bytes, over the \(Value.grouped(limit)) bytes a report may have"))
    }
    let document: JSONDocument
    do {
      document = try JSONDocument(bytes: bytes)
    } catch {
      throw Reading(bytes: bytes, file: file).error(at: error.offset, "not a JSON report: \(error.message)")
    }
    return try Reading(bytes: bytes, file: file).report(document)
  }

  /// The codes of the reader's errors (not scenario diagnostics: a report is not a scenario file).
  enum Codes {
    static let notAReport = Diagnostic.Code(rawValue: "not-a-report")
    static let unknownVersion = Diagnostic.Code(rawValue: "unknown-report-version")
    static let tooLarge = Diagnostic.Code(rawValue: "report-too-large")
    static let unreadable = Diagnostic.Code(rawValue: "unreadable-report")
  }
}

/// One report being read: its bytes, for locating errors, and the typed
/// accessors that say which key was wrong and where.
private struct Reading {
  typealias Node = JSONDocument.Node
  let bytes: [UInt8]
  let file: String

  /// An error at byte `offset`: `file:line:column`, the line and a caret.
  func error(at offset: Int, _ message: String, code: Diagnostic.Code = JSONReportReader.Codes.notAReport) -> JSONReportError {
    let offset = min(max(0, offset), bytes.count)
    var lineStart = 0
    var line = 1
    for index in 0..<offset where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    var lineEnd = lineStart
    while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
    let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
    return JSONReportError(diagnostic: Diagnostic(
      code: code, location: SourceLocation(file: file, line: line, column: column), message: message,
      sourceLine: String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)))
  }

  func error(at node: Node, _ message: String) -> JSONReportError { error(at: node.range.lowerBound, message) }

  // MARK: Typed members

  func member(_ object: Node, _ key: String, of what: String) throws(JSONReportError) -> Node {
    guard let node = object[key] else { throw error(at: object, "not a report of focus-scenarios: \(what) has no \"\(key)\"") }
    return node
  }

  func wrongType(_ node: Node, _ key: String, _ expected: String) -> JSONReportError {
    error(at: node, "not a report of focus-scenarios: \"\(key)\" should be \(expected), not \(node.kindName)")
  }

  func string(_ object: Node, _ key: String, of what: String) throws(JSONReportError) -> String {
    let node = try member(object, key, of: what)
    guard case .string(let text) = node.value else { throw wrongType(node, key, "a string") }
    return text
  }

  func optionalString(_ object: Node, _ key: String) throws(JSONReportError) -> String? {
    guard let node = object[key] else { return nil }
    switch node.value {
    case .null: return nil
    case .string(let text): return text
    default: throw wrongType(node, key, "a string or null")
    }
  }

  func int(_ node: Node, _ key: String) throws(JSONReportError) -> Int {
    guard case .number(let text) = node.value, let value = Int(text) else { throw wrongType(node, key, "a whole number") }
    return value
  }

  func int(_ object: Node, _ key: String, of what: String) throws(JSONReportError) -> Int {
    try int(try member(object, key, of: what), key)
  }

  func optionalInt(_ object: Node, _ key: String) throws(JSONReportError) -> Int? {
    guard let node = object[key] else { return nil }
    if case .null = node.value { return nil }
    return try int(node, key)
  }

  func bool(_ object: Node, _ key: String, of what: String) throws(JSONReportError) -> Bool {
    let node = try member(object, key, of: what)
    guard case .bool(let value) = node.value else { throw wrongType(node, key, "true or false") }
    return value
  }

  func array(_ node: Node, _ key: String) throws(JSONReportError) -> [Node] {
    guard case .array(let elements) = node.value else { throw wrongType(node, key, "a list") }
    return elements
  }

  func array(_ object: Node, _ key: String, of what: String) throws(JSONReportError) -> [Node] {
    try array(try member(object, key, of: what), key)
  }

  func optionalArray(_ object: Node, _ key: String) throws(JSONReportError) -> [Node] {
    guard let node = object[key] else { return [] }
    return try array(node, key)
  }

  func object(_ node: Node, _ key: String) throws(JSONReportError) -> Node {
    guard case .object = node.value else { throw wrongType(node, key, "an object") }
    return node
  }

  func strings(_ node: Node, _ key: String) throws(JSONReportError) -> [String] {
    var strings: [String] = []
    for element in try array(node, key) {
      guard case .string(let text) = element.value else { throw wrongType(element, key + "[]", "a string") }
      strings.append(text)
    }
    return strings
  }

  func optionalStrings(_ object: Node, _ key: String) throws(JSONReportError) -> [String] {
    guard let node = object[key] else { return [] }
    return try strings(node, key)
  }

  /// `"file"`, `"line"`, `"column"` of `object`.
  func location(_ object: Node, of what: String) throws(JSONReportError) -> SourceLocation {
    SourceLocation(
      file: try string(object, "file", of: what), line: try int(object, "line", of: what), column: try int(object, "column", of: what))
  }

  // MARK: The report

  func report(_ document: JSONDocument) throws(JSONReportError) -> JSONReport {
    let root = document.root
    guard case .object = root.value, let versionNode = root["version"] else {
      throw error(at: root, "not a report of focus-scenarios: expected an object that starts { \"version\": 1, \"summary\": …")
    }
    let version = try int(versionNode, "version")
    guard version == JSONReportReader.version else {
      throw error(
        at: versionNode.range.lowerBound,
        "a report of version \(version); this focus-scenarios reads version \(JSONReportReader.version) (merge reports written by the same version)",
        code: JSONReportReader.Codes.unknownVersion)
    }
    guard let runNode = root["run"] else {
      throw error(
        at: root,
        "this report has no \"run\": it was written by a focus-scenarios older than merge-reports; run the shards again with this one")
    }
    let run = try description(try object(runNode, "run"))
    var summary = try self.summary(try object(try member(root, "summary", of: "the report"), "summary"))
    summary.shard = run.shard
    var results: [ScenarioResult] = []
    for scenario in try array(root, "scenarios", of: "the report") {
      results.append(try result(try object(scenario, "scenarios[]"), in: document))
    }
    var withheld: [JSONReport.Withheld] = []
    for entry in try optionalArray(root, "withheld") {
      let entry = try object(entry, "withheld[]")
      withheld.append(JSONReport.Withheld(file: try string(entry, "file", of: "a withheld entry"), errors: try int(entry, "errors", of: "a withheld entry")))
    }
    return JSONReport(file: file, run: run, summary: summary, results: results, withheld: withheld)
  }

  private func description(_ node: Node) throws(JSONReportError) -> RunDescription {
    let what = "\"run\""
    var shard: Shard?
    if let text = try optionalString(node, "shard") {
      guard let parsed = Shard(parsing: text) else {
        throw error(at: node["shard"]!, "not a report of focus-scenarios: \"shard\" should be I/N, not '\(text)'")
      }
      shard = parsed
    }
    return RunDescription(
      paths: try strings(try member(node, "paths", of: what), "paths"), filter: try optionalString(node, "filter"),
      tags: try strings(try member(node, "tags", of: what), "tags"),
      skipTags: try strings(try member(node, "skipTags", of: what), "skipTags"), shard: shard,
      osVersions: try optionalString(node, "osVersions"), lastFailed: try bool(node, "lastFailed", of: what))
  }

  private func summary(_ node: Node) throws(JSONReportError) -> RunSummary {
    let what = "\"summary\""
    var summary = RunSummary(
      passed: try int(node, "passed", of: what), failed: try int(node, "failed", of: what),
      invalid: try int(node, "invalid", of: what), notRun: try int(node, "notRun", of: what),
      inOtherShards: try optionalInt(node, "inOtherShards") ?? 0,
      duration: Double(try int(node, "durationMs", of: what)) / 1000)
    summary.withoutVersion = try optionalInt(node, "withoutOSVersion") ?? 0
    return summary
  }

  private func result(_ node: Node, in document: JSONDocument) throws(JSONReportError) -> ScenarioResult {
    let what = "a scenario"
    let file = try string(node, "file", of: what)
    guard node["position"] != nil else {
      throw error(
        at: node,
        "this scenario has no \"position\": the report was written by a focus-scenarios older than merge-reports; run the shards again with this one")
    }
    let statusNode = try member(node, "status", of: what)
    guard case .string(let statusText) = statusNode.value, let status = ScenarioResult.Status(rawValue: statusText) else {
      throw error(at: statusNode, "not a report of focus-scenarios: \"status\" should be \"pass\", \"fail\" or \"invalid\"")
    }
    var entries = try array(node, "failures", of: what)[...]
    var result = ScenarioResult(
      file: file, name: try string(node, "name", of: what),
      location: SourceLocation(file: file, line: try int(node, "line", of: what), column: try int(node, "column", of: what)),
      tags: try optionalStrings(node, "tags"), status: status,
      duration: Double(try int(node, "durationMs", of: what)) / 1000)
    if let versionNode = node["osVersion"] {
      guard case .string(let text) = versionNode.value, let version = Self.osVersion(text) else {
        throw error(at: versionNode, "not a report of focus-scenarios: \"osVersion\" should be a platform and a version, as \"iOS 15\"")
      }
      result.osVersion = version
    }
    result.planPosition = try optionalInt(node, "position")
    for entry in try optionalArray(node, "failureDetails") {
      result.failures.append(try failure(try object(entry, "failureDetails[]"), entries: &entries))
    }
    for entry in try optionalArray(node, "diagnostics") { result.diagnostics.append(try diagnostic(try object(entry, "diagnostics[]"))) }
    for entry in try optionalArray(node, "lintWarnings") { result.lintWarnings.append(try diagnostic(try object(entry, "lintWarnings[]"))) }
    result.trace = try optionalStrings(node, "traceLines")
    // The trace as written, byte for byte: copied, never re-serialized.
    if let trace = node["trace"] {
      guard case .object = trace.value else { throw wrongType(trace, "trace", "an object") }
      result.recordedTraceJSON = document.text(of: trace)
    }
    return result
  }

  /// One `failureDetails` entry, with the entries of `failures` it stands
  /// for (one per mismatch, or one for a failure without any), taken from
  /// the front of `entries`.
  private func failure(
    _ node: Node, entries: inout ArraySlice<Node>
  ) throws(JSONReportError) -> ScenarioFailure {
    let what = "a failure"
    let kindNode = try member(node, "kind", of: what)
    guard case .string(let kindText) = kindNode.value, let kind = ScenarioFailure.Kind(rawValue: kindText) else {
      throw error(at: kindNode, "not a report of focus-scenarios: \"kind\" should be a failure's kind, as \"mismatch\"")
    }
    func nextEntry() throws(JSONReportError) -> Node {
      guard let entry = entries.popFirst() else {
        throw error(at: node, "not a report of focus-scenarios: \"failureDetails\" lists more failures than \"failures\"")
      }
      return try object(entry, "failures[]")
    }
    var mismatches: [Mismatch] = []
    for detailNode in try array(node, "mismatches", of: what) {
      let placeNode = try object(detailNode, "mismatches[]")
      let entry = try nextEntry()
      var mismatch = Mismatch(
        path: try string(entry, "path", of: "a failure"), expected: try string(entry, "expected", of: "a failure"),
        actual: try string(entry, "actual", of: "a failure"), location: try location(placeNode, of: "a mismatch"),
        sourceLine: try optionalString(placeNode, "sourceLine"), length: try int(placeNode, "length", of: "a mismatch"),
        isActualWritable: try bool(placeNode, "writable", of: "a mismatch"))
      for detail in try optionalArray(entry, "details") { mismatch.details.append(try difference(try object(detail, "details[]"))) }
      mismatches.append(mismatch)
    }
    if mismatches.isEmpty { _ = try nextEntry() }
    return ScenarioFailure(
      kind: kind, message: try string(node, "message", of: what), stepIndex: try int(node, "stepIndex", of: what),
      stepSummary: try string(node, "stepSummary", of: what), location: try location(node, of: what),
      sourceLine: try optionalString(node, "sourceLine"), length: try int(node, "length", of: what), mismatches: mismatches,
      precedingSteps: try strings(try member(node, "precedingSteps", of: what), "precedingSteps"))
  }

  private func difference(_ node: Node) throws(JSONReportError) -> ValueDifference {
    let kindNode = try member(node, "kind", of: "a detail")
    guard case .string(let text) = kindNode.value, let kind = ValueDifference.Kind(rawValue: text) else {
      throw error(at: kindNode, "not a report of focus-scenarios: a detail's \"kind\" should be changed, added or removed")
    }
    return ValueDifference(
      path: try string(node, "path", of: "a detail"), kind: kind, expected: try optionalString(node, "expected"),
      actual: try optionalString(node, "actual"))
  }

  /// A diagnostic or a lint warning.
  private func diagnostic(_ node: Node) throws(JSONReportError) -> Diagnostic {
    let what = "a diagnostic"
    let severityNode = try member(node, "severity", of: what)
    guard case .string(let text) = severityNode.value, let severity = Diagnostic.Severity(rawValue: text) else {
      throw error(at: severityNode, "not a report of focus-scenarios: \"severity\" should be error, warning or note")
    }
    return Diagnostic(
      code: Diagnostic.Code(rawValue: try string(node, "code", of: what)), severity: severity, location: try location(node, of: what),
      message: try string(node, "message", of: what), hint: try optionalString(node, "hint"),
      sourceLine: try optionalString(node, "sourceLine"), length: try int(node, "length", of: what))
  }

  /// `iOS 15`, as `OSVersion.description` writes it.
  private static func osVersion(_ text: String) -> OSVersion? {
    let parts = text.split(separator: " ")
    guard parts.count == 2, let platform = Platform(rawValue: String(parts[0])), let major = Int(parts[1]) else { return nil }
    return OSVersion(platform, major)
  }
}
