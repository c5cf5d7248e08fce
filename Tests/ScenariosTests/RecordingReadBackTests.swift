import FocusEngine
import Foundation
import Testing
import YAML

@testable import Scenarios

/// `record` writes only what reads back (issue 13): strings YAML would read
/// otherwise are quoted and escaped, each file keeps its line ends, and a
/// file it cannot record as meant is not written at all.
@Suite("Record mode: what is written reads back")
struct RecordingReadBackTests {
  // MARK: - Strings

  /// Text for a YAML double-quoted scalar with every character escaped, so
  /// the fixtures do not depend on the writer under test.
  static func escapedEverywhere(_ text: String) -> String {
    "\"" + text.unicodeScalars.map { String(format: $0.value > 0xFFFF ? "\\U%08X" : "\\u%04X", $0.value) }.joined() + "\""
  }

  /// A few hundred strings plain style could misread: every C0 and C1
  /// control, DEL, the line and paragraph breaks, BOM and non-characters,
  /// every YAML indicator alone, leading, inside and trailing, words YAML 1.1
  /// or 1.2 resolve to null, booleans or numbers, blanks, quotes.
  static let trickyStrings: [String] = {
    var characters: [Unicode.Scalar] = (0x00...0x20).compactMap(Unicode.Scalar.init)
    characters += (0x7F...0xA0).compactMap(Unicode.Scalar.init)
    characters += [0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF, 0x200E, 0x202E, 0x2066, 0x1F600].compactMap(Unicode.Scalar.init)
    characters += "-?:,[]{}#&*!|>'\"%@`$~=\\/.+".unicodeScalars
    var strings: [String] = []
    for character in characters {
      let c = String(character)
      strings += [c, c + "a", "a" + c + "b", "a" + c, c + " a", "a " + c]
    }
    strings += [
      "", " ", "  ", "\t", " a", "a ", "a  b", "a: b", "a:b", "a:", "a #b", "a#b", "# c", "- a", "-a", "? a", "--- a", "...",
      "---", "<<", "a, b", "[a]", "{a: b}", "*a", "&a b", "!tag a", "%YAML", "@a", "`a`", "'a'", "\"a\"", "a'b", "${a}", "$a",
      "1", "-1", "+1", "0", "00", "0777", "0x1F", "0o17", "0b101", "1_000", "1e3", "1E3", "1e+20", "1.0", ".5", "1.", "-.5",
      "12:30", "1:30:00", "190:20:30", ".inf", "-.inf", "+.inf", ".Inf", ".nan", ".NaN", "NaN", "nan", "inf", "Infinity",
      "-Infinity", "2001-12-14", "2001-12-14t21:59:43.10-05:00", "true", "True", "TRUE", "false", "False", "FALSE", "yes",
      "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N", "~", "null", "Null", "NULL",
      "é", "日本語", "a\r\nb", "a\nb", "a\n", "\na", "a\u{2028}b", "\u{85}\u{85}", "a\\nb", "\\",
    ]
    var seen: Set<String> = []
    return strings.filter { seen.insert($0).inserted }
  }()

  @Test("Every tricky string, written by record as a scalar, a list item or a key, reads back as itself")
  func scalarsReadBack() throws {
    #expect(Self.trickyStrings.count >= 300)
    for text in Self.trickyStrings {
      let scalar = RecordedYAML.scalar(text)
      let source = "v: \(scalar)\nl: [\(scalar), x]\nm: { \(scalar): 1 }\n"
      let stream = try? YAMLReader.read(file: SourceFile(path: "s.yaml", text: source))
      let root = stream?.documents.first?.root
      #expect(root?["v"]?.resolved == .string(text), "\(text.debugDescription) written as \(scalar)")
      #expect(root?["l"]?.sequence?.first?.resolved == .string(text), "\(text.debugDescription) written as \(scalar)")
      #expect(root?["m"]?.mapping?.first?.key.scalar?.text == text, "\(text.debugDescription) written as \(scalar)")
      // Nothing invisible or line-breaking is written raw.
      #expect(!scalar.unicodeScalars.contains { [0x85, 0x2028, 0x2029, 0xFEFF].contains($0.value) || $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
  }

  @Test("Line breaks, NEL, BOM and controls are written with their escapes")
  func escapes() {
    #expect(RecordedYAML.scalar("\u{2028}") == "\"\\L\"")
    #expect(RecordedYAML.scalar("\u{2029}") == "\"\\P\"")
    #expect(RecordedYAML.scalar("\u{85}") == "\"\\N\"")
    #expect(RecordedYAML.scalar("a\u{FEFF}") == "\"a\\uFEFF\"")
    #expect(RecordedYAML.scalar("\u{0}\u{7}\u{1B}\u{7F}\u{80}") == "\"\\0\\a\\e\\x7F\\x80\"")
    #expect(RecordedYAML.scalar("email") == "email")
    #expect(RecordedYAML.scalar("日本語") == "日本語")
    #expect(RecordedYAML.scalar("yes") == "\"yes\"")
  }

  @Test("Every tricky string in state, and as a mapping key, is recorded, reads back the same and passes run")
  func stateRoundTrips() throws {
    let strings = Self.trickyStrings
    var text = "scenario: Tricky\nstate:\n"
    for (index, string) in strings.enumerated() { text += "  v\(index): \(Self.escapedEverywhere(string))\n" }
    text += "  keys: { " + strings.enumerated().map { "\(Self.escapedEverywhere($1)): \($0)" }.joined(separator: ", ") + " }\n"
    text += "view: { Text: Hi }\nsteps:\n  - expect: {}\n"
    let output = try #require(recorded(text))
    expectAllPass(output)
    let file = ScenarioDecoder.decode(SourceFile(path: "r.yaml", text: output))
    guard case .valid(let scenario)? = file.entries.first, case .expect(let expectation)? = scenario.steps.first?.kind else {
      Issue.record("not recorded: \(output)")
      return
    }
    let values = Dictionary(uniqueKeysWithValues: expectation.state.map { ($0.key, $0.expected) })
    for (index, string) in strings.enumerated() {
      #expect(values["v\(index)"] == .string(string), "\(string.debugDescription)")
    }
    guard case .map(let keys)? = values["keys"] else {
      Issue.record("keys not recorded")
      return
    }
    #expect(Array(keys.keys) == strings)
  }

  @Test("A string of exactly U+2028 is recorded on disk as \"\\L\" and the next run passes")
  func lineSeparatorOnDisk() throws {
    let text = "scenario: LS\nstate: { s: \"\\u2028\", t: \"\\x85\" }\nview: { Text: Hi }\nsteps:\n  - expect: {}\n"
    try withScenarioFile(text) { path throws in
      #expect(ScenarioRecorder.record(path: path).outcome == .written)
      let written = try contents(path)
      #expect(written.contains("state: { s: \"\\L\", t: \"\\N\" }"))
      expectAllPass(written)
    }
  }

  @Test("record --update writes actual values that read back: a line separator, a YAML word, a scene id")
  func updateWritesValuesThatReadBack() throws {
    let text = """
      scenario: Update
      state: { s: "\\u2028", w: "yes" }
      scenes:
        - { id: "null", view: { Text: Hi } }
        - { id: other, view: { Text: Hi } }
      steps:
        - expect: { state: { s: x, w: true }, scene: other }

      """
    let output = try #require(recorded(text, update: true))
    #expect(output.hasSuffix("  - expect: { state: { s: \"\\L\", w: \"yes\" }, scene: \"null\" }\n"))
    expectAllPass(output)
  }

  // MARK: - Line ends

  @Test("A file with lone CR line ends gets CR lines indented in columns of the line, and reads back")
  func loneCarriageReturns() throws {
    let text = "scenario: CR\rview: { Text: Hi }\rsteps:\r    - expect: {}\r"
    let output = try #require(recorded(text))
    #expect(output == "scenario: CR\rview: { Text: Hi }\rsteps:\r    - expect:\r          focused: null\r          tabOrder: []\r          warnings: []\r")
    expectAllPass(output)
  }

  @Test("A file that mixes line ends gets its first one; columns are those of the expectation's own line")
  func mixedLineEnds() throws {
    // CRLF first, then LF and lone CR lines.
    let crlfFirst = "scenario: Mixed\r\nview: { Text: Hi }\nsteps:\r  - expect: {}\n"
    let output = try #require(recorded(crlfFirst))
    #expect(output == "scenario: Mixed\r\nview: { Text: Hi }\nsteps:\r  - expect:\r\n      focused: null\r\n      tabOrder: []\r\n      warnings: []\n")
    expectAllPass(output)
    // LF first; the expectation sits after a lone CR.
    let lfFirst = "scenario: Mixed\nview: { Text: Hi }\rsteps:\r  - expect: {}\r"
    let second = try #require(recorded(lfFirst))
    #expect(second == "scenario: Mixed\nview: { Text: Hi }\rsteps:\r  - expect:\n      focused: null\n      tabOrder: []\n      warnings: []\r")
    expectAllPass(second)
  }

  // MARK: - Never written when it would not read back

  static let aliasedExpectation = """
    scenario: Alias
    view:
      VStack:
        - TextField: { id: a }
        - TextField: { id: b }
    steps:
      - expect: &e { focused: b }
      - tab
      - expect: {}
      - expect: *e

    """

  @Test("record --update on an expectation reached through an alias reports it and writes nothing")
  func aliasUpdateWritesNothing() throws {
    try withScenarioFile(Self.aliasedExpectation) { path throws in
      let recording = ScenarioRecorder.record(path: path, options: .init(update: true))
      #expect(recording.outcome == .refused)
      #expect(!recording.succeeded)
      #expect(recording.problems == [
        "\(path):10:13: focused is written at line 7, column 27, outside this expectation (through an alias); it cannot be updated"
      ])
      #expect(recording.errors.first?.sourceLine == "  - expect: *e")
      #expect(try contents(path) == Self.aliasedExpectation)
    }
  }

  @Test("Filling an anchored expectation that is aliased elsewhere would change that place too: refused, located")
  func anchoredExpectationIsRefused() throws {
    let text = """
      scenario: Anchor
      state: { x: {} }
      view: { Text: Hi }
      steps:
        - expect: &e {}
        - set: { x: *e }

      """
    let recording = ScenarioRecorder.record(SourceFile(path: "r.yaml", text: text))
    #expect(recording.outcome == .refused)
    #expect(recording.text == nil)
    #expect(recording.problems == [
      "r.yaml:5:16: scenario 'Anchor': this expectation cannot be recorded so that it reads back: it would also change what line 6, column 15 reads as (an alias of it?)"
    ])
    // With another expectation before it, the error still names the anchored one.
    let two = ScenarioRecorder.record(SourceFile(path: "r.yaml", text: text.replacingOccurrences(of: "steps:\n", with: "steps:\n  - expect: {}\n")))
    #expect(two.outcome == .refused)
    #expect(two.problems == [
      "r.yaml:6:16: scenario 'Anchor': this expectation cannot be recorded so that it reads back: it would also change what line 7, column 15 reads as (an alias of it?)"
    ])
  }

  // MARK: - Files record may not write

  @Test("A read-only file is refused and stays byte-identical; with nothing to record it is no error")
  func readOnlyFile() throws {
    try withScenarioFile(RecordingFileTests.unrecorded) { path throws in
      try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
      let recording = ScenarioRecorder.record(path: path)
      #expect(recording.outcome == .refused)
      #expect(recording.problems == ["\(path):1:1: \(path) is read-only (mode 0444); record writes nothing"])
      #expect(recording.errors.first?.code == .readOnlyFile)
      #expect(recording.errors.first?.sourceLine == "scenario: Disk   # keep me")
      #expect(try contents(path) == RecordingFileTests.unrecorded)
      #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o444)
      #expect(try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent) == ["r.yaml"])
    }
    try withScenarioFile("scenario: Done\nview: { Text: Hi }\nsteps: [tab]\n") { path throws in
      try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
      let recording = ScenarioRecorder.record(path: path)
      #expect(recording.outcome == .unchanged)
      #expect(recording.succeeded)
    }
  }

  @Test("A file with a second hard link is refused: both names keep the same, unchanged text")
  func hardLink() throws {
    try withScenarioFile(RecordingFileTests.unrecorded) { path throws in
      let other = (path as NSString).deletingLastPathComponent + "/other.yaml"
      try FileManager.default.linkItem(atPath: path, toPath: other)
      let recording = ScenarioRecorder.record(path: path)
      #expect(recording.outcome == .refused)
      #expect(recording.problems == ["\(path):1:1: \(path) has 2 hard links; record writes nothing (replacing it would break them)"])
      #expect(try contents(path) == RecordingFileTests.unrecorded)
      #expect(try contents(other) == RecordingFileTests.unrecorded)
      let inode = { (name: String) in try FileManager.default.attributesOfItem(atPath: name)[.systemFileNumber] as? Int }
      #expect(try inode(path) == inode(other))
    }
  }

  @Test("Temporary files left by a killed record (its PID gone, older than the run) are removed; no others")
  func staleTemporaryFiles() throws {
    // A PID that is surely gone: a child that has exited and been reaped.
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/sh")
    child.arguments = ["-c", "exit 0"]
    try child.run()
    child.waitUntilExit()
    let dead = child.processIdentifier
    try withScenarioFile(RecordingFileTests.unrecorded) { path throws in
      let folder = (path as NSString).deletingLastPathComponent
      let old = Date(timeIntervalSinceNow: -3600)
      func make(_ name: String, modified: Date = old) throws {
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: folder + "/" + name)
      }
      let stale = ".r.yaml.focus-scenarios-record.\(dead).a1B2c3.tmp"
      let kept = [
        ".r.yaml.focus-scenarios-record.\(getpid()).a1B2c3.tmp",  // this process: running
        ".r.yaml.focus-scenarios-record.1.a1B2c3.tmp",  // PID 1: running
        ".r.yaml.record-a1B2c3",  // not ours
        ".r.yaml.focus-scenarios-record.\(dead).a1B2c3.txt",  // not ours
      ]
      try make(stale)
      for name in kept { try make(name) }
      // Made after the run started: left alone even with a dead PID.
      let newer = ".other.yaml.focus-scenarios-record.\(dead).zzzzzz.tmp"
      try make(newer, modified: Date(timeIntervalSinceNow: 3600))

      #expect(ScenarioRecorder.removeStaleTemporaryFiles(besides: [path]) == [folder + "/" + stale])
      #expect(try Set(FileManager.default.contentsOfDirectory(atPath: folder)) == Set(kept + [newer, "r.yaml"]))
    }
  }

  @Test("A written file leaves no temporary file; the temporary name is recognisable")
  func temporaryName() {
    #expect(AtomicFileWriter.ownerPID(ofTemporaryName: ".a.yaml.focus-scenarios-record.123.Ab9xYz.tmp") == 123)
    #expect(AtomicFileWriter.ownerPID(ofTemporaryName: ".a.b.yaml.focus-scenarios-record.7.Ab9xYz.tmp") == 7)
    #expect(AtomicFileWriter.ownerPID(ofTemporaryName: ".a.yaml.focus-scenarios-record.x.Ab9xYz.tmp") == nil)
    #expect(AtomicFileWriter.ownerPID(ofTemporaryName: ".a.yaml.focus-scenarios-record.123.Ab9.tmp") == nil)
    #expect(AtomicFileWriter.ownerPID(ofTemporaryName: "a.yaml") == nil)
  }
}
