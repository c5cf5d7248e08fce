import Foundation
import Testing

/// Debian's Chromium, headless: the real browser the HTML report is checked
/// in (issue 18). It renders a page the way a user's browser opens it from
/// `file://`, and gives back the DOM it built (`--dump-dom`) or a picture
/// (`--screenshot`).
///
/// Chromium is optional locally (the README does not ask for it): without
/// it the tests that need it are skipped with the reason in the output.
/// `.ci/run` installs it and sets `FOCUS_SCENARIOS_REQUIRE=chromium`; then
/// a missing browser fails those tests instead of skipping them.
///
///     let dom = try HeadlessChromium.dumpDOM(of: reportURL)
///     #expect(dom.contains("data-status=\"fail\""))
enum HeadlessChromium {
  /// `chromium` (Debian) or `chromium-browser` (Ubuntu's name), the first on `PATH`.
  static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["chromium", "chromium-browser"] {
      for folder in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }()

  /// Whether the environment says Chromium must be there (`chromium` in
  /// the comma-separated `FOCUS_SCENARIOS_REQUIRE`, as `.ci/run` sets it).
  static let isRequired: Bool = {
    let list = ProcessInfo.processInfo.environment["FOCUS_SCENARIOS_REQUIRE"] ?? ""
    return list.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == "chromium" }
  }()

  /// Run the browser tests when Chromium is installed, or when it is
  /// required (then its absence fails them, through `requireExecutable`).
  static var runsBrowserTests: Bool { isRequired || executable != nil }

  static let skipReason: Comment = """
    optional: Chromium is not on PATH (apt-get install -y --no-install-recommends chromium); \
    set FOCUS_SCENARIOS_REQUIRE=chromium to make this a failure
    """

  struct Missing: Error, CustomStringConvertible {
    var description: String {
      "FOCUS_SCENARIOS_REQUIRE names chromium, but neither chromium nor chromium-browser is on PATH"
    }
  }

  struct Failed: Error, CustomStringConvertible {
    var arguments: [String]
    var status: Int32
    var stderr: String
    var description: String {
      "chromium \(arguments.joined(separator: " ")) exited \(status):\n\(stderr.suffix(2000))"
    }
  }

  static func requireExecutable() throws -> URL {
    guard let executable else { throw Missing() }
    return executable
  }

  /// The DOM Chromium built from `page`, serialized (`--dump-dom`).
  static func dumpDOM(of page: URL) throws -> String {
    try run(["--dump-dom", page.absoluteString])
  }

  /// A PNG of `page` at `width`×`height` CSS pixels, written to `output`,
  /// scrolled to the page's `#fragment` when it has one.
  ///
  /// Headless Chromium captures a scrolled top-level page blank (seen with
  /// Chromium 156), so the page is shown in a frame that fills a wrapper
  /// page of the test's own, beside `output`: the frame scrolls to the
  /// fragment and the wrapper itself never scrolls.
  static func screenshot(of page: URL, to output: URL, width: Int = 1280, height: Int = 860) throws {
    try? FileManager.default.removeItem(at: output)
    let wrapper = output.deletingPathExtension().appendingPathExtension("frame.html")
    let html = """
      <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>screenshot</title>
      <style>body { margin: 0 } iframe { border: 0; display: block; width: \(width)px; height: \(height)px }</style></head>
      <body><iframe src="\(page.absoluteString)"></iframe></body></html>
      """
    try html.write(to: wrapper, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: wrapper) }
    _ = try run(["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(output.path)", wrapper.absoluteString])
  }

  /// Runs the browser headless with `arguments`, returning stdout. A
  /// browser that hangs is killed after `timeLimit` and the call throws.
  private static func run(_ arguments: [String], timeLimit: Duration = .seconds(120)) throws -> String {
    let process = Process()
    process.executableURL = try requireExecutable()
    // --no-sandbox: CI runs as root, where Chromium's sandbox refuses to
    // start; the page is the test's own file. A profile of its own keeps
    // runs apart and leaves nothing in the user's home.
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("focus-scenarios-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
      "--user-data-dir=\(profile.path)",
    ] + arguments
    let outcome = try BoundedProcess.run(process, timeLimit: timeLimit)
    guard !outcome.timedOut, outcome.status == 0 else {
      throw Failed(arguments: arguments, status: outcome.status, stderr: outcome.stderr)
    }
    return outcome.stdout
  }
}

/// The element tree of an HTML document as a string of tags, without
/// attributes or text: `<html><head><meta></meta>…</head>…</html>`. Read
/// from our own output by a strict reader (every element closed as it was
/// opened, void elements never closed), and from Chromium's serialized DOM,
/// the two are equal exactly when the browser's HTML5 parser built the tree
/// we wrote, with no error recovery moving, closing or adding an element.
enum HTMLElementTree {
  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  /// HTML5's void elements: no end tag.
  static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
  ]
  /// Elements whose content is text up to their end tag.
  static let rawTextElements: Set<String> = ["style", "script", "title", "textarea"]

  /// The tag string of `html`. With `strict`, an end tag that does not
  /// close the innermost open element, or an element left open, throws.
  /// `tbody`s are left out: HTML5 adds one to a table with bare rows,
  /// which is no parse error.
  static func tags(of html: String, strict: Bool) throws -> String {
    let bytes = Array(html.utf8)
    var index = 0
    var open: [String] = []
    var tags = ""
    func name(from start: Int) -> (String, Int) {
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: ">"), bytes[end] != UInt8(ascii: "/"),
        bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\t")
      { end += 1 }
      return (String(decoding: bytes[start..<end], as: UTF8.self).lowercased(), end)
    }
    func tagEnd(from start: Int) -> Int {
      // Attribute values are quoted; a `>` inside quotes does not end the tag.
      var quote: UInt8?
      var position = start
      while position < bytes.count {
        let byte = bytes[position]
        if let q = quote {
          if byte == q { quote = nil }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          quote = byte
        } else if byte == UInt8(ascii: ">") {
          return position
        }
        position += 1
      }
      return bytes.count
    }
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if html.utf8.count > index + 3, bytes[index + 1] == UInt8(ascii: "!") {
        if bytes[index + 2] == UInt8(ascii: "-") {
          // A comment: skip to `-->`.
          var end = index + 4
          while end + 2 < bytes.count, !(bytes[end] == UInt8(ascii: "-") && bytes[end + 1] == UInt8(ascii: "-") && bytes[end + 2] == UInt8(ascii: ">")) { end += 1 }
          index = end + 3
        } else {
          index = tagEnd(from: index) + 1  // <!DOCTYPE html>
        }
        continue
      }
      if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        let (tag, after) = name(from: index + 2)
        index = tagEnd(from: after) + 1
        if tag == "tbody" { continue }
        guard let last = open.last, last == tag else {
          if strict { throw Malformed(description: "</\(tag)> closes \(open.last.map { "<\($0)>" } ?? "nothing") at byte \(index)") }
          continue
        }
        open.removeLast()
        tags += "</\(tag)>"
        continue
      }
      let (tag, after) = name(from: index + 1)
      let end = tagEnd(from: after)
      let selfClosing = end > 0 && bytes[end - 1] == UInt8(ascii: "/")
      index = end + 1
      if tag == "tbody" { continue }
      tags += "<\(tag)>"
      if voidElements.contains(tag) || selfClosing {
        tags += "</\(tag)>"
        if strict, selfClosing, !voidElements.contains(tag), open.contains("svg") == false {
          throw Malformed(description: "<\(tag)/> outside SVG: HTML5 ignores the slash and leaves it open")
        }
        continue
      }
      if rawTextElements.contains(tag) {
        // Skip the content up to the end tag; it holds no elements.
        let closing = Array("</\(tag)".utf8)
        var position = index
        while position + closing.count <= bytes.count,
          !zip(bytes[position..<(position + closing.count)], closing).allSatisfy({ Character(UnicodeScalar($0)).lowercased() == Character(UnicodeScalar($1)).lowercased() })
        { position += 1 }
        index = tagEnd(from: position) + 1
        tags += "</\(tag)>"
        continue
      }
      open.append(tag)
    }
    if strict, !open.isEmpty { throw Malformed(description: "left open: \(open.map { "<\($0)>" }.joined())") }
    return tags
  }
}
