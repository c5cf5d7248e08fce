import Foundation
import Testing

/// `--check` (issue 19): a scenario imported from a copy of a fixture, then
/// the Swift changed — a field renamed, a `.focused` dropped — reports
/// exactly that drift as a diff and exits 1; unchanged, it exits 0; a
/// section or line marked `# import: keep` is the author's, and the diff
/// leaves it as written, so applying it keeps the author's edits.
@Suite("import --check reports drift from the Swift source")
struct DriftCheckTests {
  /// A folder with `LoginForm.swift` (a copy of the fixture) and `login.yaml` imported from it.
  static func imported() throws -> URL {
    let folder = try Tools.scratchFolder()
    try FileManager.default.copyItem(at: Tools.fixtures.appendingPathComponent("LoginForm.swift"), to: folder.appendingPathComponent("LoginForm.swift"))
    let result = try Tools.run(try Tools.importer(), ["LoginForm.swift", "-o", "login.yaml"], in: folder)
    #expect(result.status == 1 && result.stderr.hasPrefix("1 TODO remains in login.yaml"), "\(result)")
    return folder
  }

  static func edit(_ folder: URL, _ file: String, _ change: (String) -> String) throws {
    let url = folder.appendingPathComponent(file)
    try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
  }

  @Test("Unchanged source: no drift, exit 0")
  func noDrift() throws {
    let folder = try Self.imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Tools.run(try Tools.importer(), ["--check", "."], in: folder)
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout == "")
    #expect(result.stderr == "checked 1 imported scenario: 0 drifted from their Swift source\n")
  }

  @Test("A renamed field and a dropped .focused are reported as exactly that diff, exit 1")
  func renameAndDrop() throws {
    let folder = try Self.imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.edit(folder, "LoginForm.swift") { swift in
      swift.replacingOccurrences(of: "password", with: "passcode")
        .replacingOccurrences(of: "TextField(\"Username\", text: $username)\n                .focused($focusedField, equals: .username)", with: "TextField(\"Username\", text: $username)")
    }
    let result = try Tools.run(try Tools.importer(), ["--check", "login.yaml"], in: folder)
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout == """
      --- a/login.yaml
      +++ b/login.yaml
      @@ -3,22 +3,18 @@
       # Imported by focus-scenarios-import; `focus-scenarios import --check` reports drift from the Swift.
       scenario: LoginForm (imported from LoginForm.swift)
       platform: iOS
      -state: { username: "", password: "" }
      +state: { username: "", passcode: "" }
       focusState:
         # Field: username, password
         focusedField: null
       view:
         Form:
      -    - TextField:
      -        id: username
      -        label: Username
      -        text: $username
      -        focused: { $focusedField: username }
      +    - TextField: { id: username, label: Username, text: $username }
           - SecureField:
      -        id: password
      +        id: passcode
               label: Password
      -        text: $password
      -        focused: { $focusedField: password }
      +        text: $passcode
      +        focused: { $focusedField: passcode }
           - Button:
               id: signIn
               label: Sign In
      @@ -27,11 +23,11 @@
                   then:
                     - set: { focusedField: username }
                   else:
      -              - if: { isEmpty: $password }
      +              - if: { isEmpty: $passcode }
                       then:
      -                  - set: { focusedField: password }
      +                  - set: { focusedField: passcode }
                       else: []
      -                  # TODO(LoginForm.swift:29): `handleLogin(username, password)`: a call the importer cannot follow (not a method of LoginForm)
      +                  # TODO(LoginForm.swift:28): `handleLogin(username, passcode)`: a call the importer cannot follow (not a method of LoginForm)
       # Add the steps; `focus-scenarios record` fills each empty expect.
       steps:
         - expect: {}

      """, "\(result)")
    #expect(result.stderr == "checked 1 imported scenario: 1 drifted from their Swift source\n")
  }

  @Test("Resolved TODOs, a section marked `# import: keep` and a kept line with what is under it are not drift")
  func keptEdits() throws {
    let folder = try Self.imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.edit(folder, "login.yaml") { yaml in
      yaml.replacingOccurrences(of: "state: { username: \"\", password: \"\" }", with: "state: # import: keep\n  username: \"\"\n  password: \"\"\n  signedIn: false")
        .replacingOccurrences(
          of: "                else: []\n                  # TODO(LoginForm.swift:29)",
          with: "                else: # import: keep\n                  - set: { signedIn: true }\n                  # was TODO(LoginForm.swift:29)")
    }
    try Self.edit(folder, "LoginForm.swift") { $0.replacingOccurrences(of: "@State private var password = \"\"", with: "@State private var password = \"x\"") }
    let kept = try Tools.run(try Tools.importer(), ["--check", "login.yaml"], in: folder)
    #expect(kept.status == 0, "\(kept)")

    // A change next to the kept lines is still drift.
    try Self.edit(folder, "LoginForm.swift") { $0.replacingOccurrences(of: "focusedField = .password", with: "focusedField = nil") }
    let drifted = try Tools.run(try Tools.importer(), ["--check", "login.yaml"], in: folder)
    #expect(drifted.status == 1, "\(drifted)")
    #expect(drifted.stdout.contains("\n-                  - set: { focusedField: password }\n"), "\(drifted)")
    #expect(drifted.stdout.contains("\n+                  - set: { focusedField: null }\n"), "\(drifted)")
    // The kept lines are not part of the change: applied, the diff keeps them.
    #expect(!drifted.stdout.contains("\n-                else: # import: keep\n"), "\(drifted)")
    #expect(!drifted.stdout.contains("\n-                  - set: { signedIn: true }\n"), "\(drifted)")
    #expect(drifted.stdout.contains("\n                 else: # import: keep\n"), "\(drifted)")
    let (applied, afterApplying) = try Self.applyingPrintedDiff(drifted.stdout, in: folder)
    #expect(applied.contains("                else: # import: keep\n                  - set: { signedIn: true }\n"), "\(applied)")
    #expect(afterApplying.status == 0, "\(afterApplying)")
  }

  @Test("A kept list item keeps its own keys (`then:`, `else:`, two columns in) and what is under them")
  func keptListItem() throws {
    let folder = try Self.imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.edit(folder, "login.yaml") {
      $0.replacingOccurrences(of: "- if: { isEmpty: $username }\n", with: "- if: { isEmpty: $username } # import: keep\n")
    }
    // The change is inside the kept item's `else:` branch: the author's, not drift.
    try Self.edit(folder, "LoginForm.swift") { $0.replacingOccurrences(of: "focusedField = .password", with: "focusedField = nil") }
    let kept = try Tools.run(try Tools.importer(), ["--check", "login.yaml"], in: folder)
    #expect(kept.status == 0, "\(kept)")
  }

  @Test("A kept node the Swift does not have stays where the change around it is")
  func keptNodeOnlyTheAuthorWrote() throws {
    let folder = try Self.imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.edit(folder, "login.yaml") { yaml in
      yaml.replacingOccurrences(
        of: "    - SecureField:\n",
        with: "    - Text: { id: hint, label: Use your work account } # import: keep\n    - SecureField:\n")
    }
    let unchanged = try Tools.run(try Tools.importer(), ["--check", "login.yaml"], in: folder)
    #expect(unchanged.status == 0, "\(unchanged)")
    // The field before it loses its `.focused`: drift, and the kept node stays.
    try Self.edit(folder, "LoginForm.swift") {
      $0.replacingOccurrences(of: "TextField(\"Username\", text: $username)\n                .focused($focusedField, equals: .username)", with: "TextField(\"Username\", text: $username)")
    }
    let drifted = try Tools.run(try Tools.importer(), ["--check", "login.yaml"], in: folder)
    #expect(drifted.status == 1, "\(drifted)")
    #expect(!drifted.stdout.contains("\n-    - Text: { id: hint"), "\(drifted)")
    let (applied, afterApplying) = try Self.applyingPrintedDiff(drifted.stdout, in: folder)
    #expect(applied.contains("""
          - TextField: { id: username, label: Username, text: $username }
          - Text: { id: hint, label: Use your work account } # import: keep
          - SecureField:

      """), "\(applied)")
    #expect(afterApplying.status == 0, "\(afterApplying)")
  }

  /// Applies the diff `--check` printed to the folder's `login.yaml`, as a
  /// user would, and checks again: the file as applied, and the second check.
  static func applyingPrintedDiff(_ diff: String, in folder: URL) throws -> (applied: String, recheck: Tools.Result) {
    let file = folder.appendingPathComponent("login.yaml")
    let applied = try #require(applying(diff, to: try String(contentsOf: file, encoding: .utf8)))
    try applied.write(to: file, atomically: true, encoding: .utf8)
    return (applied, try Tools.run(try Tools.importer(), ["--check", "login.yaml"], in: folder))
  }

  /// `text` with a one-file unified diff applied, as `patch` would; `nil`
  /// when a context or removed line does not match.
  static func applying(_ diff: String, to text: String) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var offset = 0
    var position = 0
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("--- ") || line.hasPrefix("+++ ") || line.isEmpty { continue }
      if line.hasPrefix("@@ -") {
        // `@@ -start[,count] +…`: lines are 1-based; earlier hunks moved them by `offset`.
        let start = Int(line.dropFirst(4).prefix { $0.isNumber }) ?? 1
        position = start - 1 + offset
        continue
      }
      let body = String(line.dropFirst())
      switch line.first {
      case " ":
        guard position < lines.count, lines[position] == body else { return nil }
        position += 1
      case "-":
        guard position < lines.count, lines[position] == body else { return nil }
        lines.remove(at: position)
        offset -= 1
      case "+":
        lines.insert(body, at: position)
        position += 1
        offset += 1
      default: return nil
      }
    }
    return lines.joined(separator: "\n")
  }
}

extension DriftCheckTests {
  @Test("A folder: files without an import header are skipped; a header whose Swift is gone is a located error, exit 2")
  func folderAndMissingSource() throws {
    let folder = try Self.imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "scenario: hand-written\nview: { Text: a }\nsteps: [{ expect: {} }]\n"
      .write(to: folder.appendingPathComponent("hand.yaml"), atomically: true, encoding: .utf8)
    let clean = try Tools.run(try Tools.importer(), ["--check", "."], in: folder)
    #expect(clean.status == 0, "\(clean)")
    #expect(clean.stderr == "checked 1 imported scenario: 0 drifted from their Swift source\n")

    try FileManager.default.removeItem(at: folder.appendingPathComponent("LoginForm.swift"))
    let gone = try Tools.run(try Tools.importer(), ["--check", "."], in: folder)
    #expect(gone.status == 2, "\(gone)")
    #expect(gone.stderr == """
      ./LoginForm.swift:1:1: error: cannot read './LoginForm.swift': no such file
         note: named by the import header of ./login.yaml

      """, "\(gone)")
  }
}
