#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch
import Scenarios
import YAML

/// A live progress line for runs on a terminal: which file of how many is
/// being reported, passes, failures, and the file's path.
///
///     [12/2000 files] 410 passed, 2 failed  Scenarios/lists/reminders.yaml
///
/// It costs nothing to know the totals: the plan lists the files without
/// decoding them, so the line shows as soon as the run starts and the
/// runner reads each file once, as it does piped (a count of scenarios
/// would need a decoding pass first). When the runner did count
/// (`ScenarioRunner.Configuration.countsBeforeRunning`), the line shows
/// scenarios instead: `[412/6000] …`.
///
/// The line never reaches the terminal's last column (`width`, read at each
/// draw so a resized window is followed): the file is shortened from the
/// left with `…` (left out when fewer than 12 columns remain), then the
/// counts are cut. It is redrawn at most ten times a second unless other
/// output erased it. Output written to the same terminal goes through
/// `writingAbove(_:)`, which erases the line first; the next event draws
/// it again below that output.
///
/// With `holdingOutputFor` (what `run` uses), output written above is held
/// and written together, with the line drawn again below it, at most that
/// often: a run printing thousands of results a second wrote three times per
/// result to the terminal otherwise (erase, result, line), and a terminal
/// write costs the kernel far more than a pipe's (issue 20: a terminal run
/// took 1.10x a piped one). Held output is written when the interval has
/// passed (a timer, so a long scenario never holds the results before it),
/// when the run ends, and before `clear()`; its bytes and their order are
/// those written, only their grouping into writes changes.
///
/// Whether to draw at all is the caller's decision (`isEnabled`): the
/// command line draws only when stdout and stderr are both terminals, never
/// in redirected or CI output, and tests force it on.
public final class ProgressLine: @unchecked Sendable {
  private let write: @Sendable (String) -> Void
  private let isEnabled: Bool
  private let width: @Sendable () -> Int
  /// Each planned file's 1-based position (the first, if named twice).
  private let filePositions: [String: Int]
  private let fileCount: Int
  private let clock = ContinuousClock()
  // Mutable state, behind `lock`: the writer of other output may be any task.
  private let lock = Lock()
  private var lastDraw: ContinuousClock.Instant?
  /// Scenarios to come, when the runner counted first.
  private var total: Int?
  private var filePosition = 0
  private var done = 0
  private var passed = 0
  private var failed = 0
  /// The current file as the line shows it (escaped, tabs as spaces) and
  /// its width in columns: worked out once per file, not at every draw.
  private var shownFile = ""
  private var shownFileColumns = 0
  /// `shownFile` fitted to the room it last had, kept while the room stays
  /// the same (it changes with the counts' width or the terminal's).
  private var fittedFile: (room: Int, text: String)?
  private var isShown = false
  private var hasEnded = false
  /// The path of the file being reported, until `shownFile` is worked out
  /// from it at the next draw: most files start and end between two draws.
  private var pendingFile: String?
  /// How long output written above may be held; nil: written at once.
  private let holdInterval: Duration?
  /// Output held, in the order written, with the writer of each piece.
  private var held: [(writer: Int, text: String)] = []
  private var heldWriters: [@Sendable (String) -> Void] = []
  private var flushIsScheduled = false

  /// - Parameters:
  ///   - isEnabled: whether to draw (the caller checks the terminal, so tests can force it).
  ///   - plannedFiles: the plan's file paths in plan order (`ScenarioPlan.files`), for "file N of M".
  ///   - width: the terminal's width in columns (`terminalWidth(environment:fileDescriptor:)`).
  ///   - holdingOutputFor: how long output written above may be held so
  ///     that it reaches the terminal in fewer writes; nil writes it at once.
  ///   - write: where the line goes (stderr).
  public init(
    isEnabled: Bool, plannedFiles: [String] = [], width: @escaping @Sendable () -> Int = { 80 },
    holdingOutputFor holdInterval: Duration? = nil,
    writingUsing write: @escaping @Sendable (String) -> Void
  ) {
    self.isEnabled = isEnabled
    self.holdInterval = isEnabled ? holdInterval : nil
    self.write = write
    self.width = width
    self.fileCount = plannedFiles.count
    var positions: [String: Int] = [:]
    for (index, path) in plannedFiles.enumerated() where positions[path] == nil { positions[path] = index + 1 }
    self.filePositions = positions
  }

  /// Takes the next event and draws the line (at once when the run starts
  /// or other output erased it, else at most ten times a second); the run's
  /// end erases it for good.
  public func record(_ event: ScenarioEvent) {
    lock.lock()
    defer { lock.unlock() }
    switch event.kind {
    case .runStarted(_, let scenarioCount):
      total = scenarioCount
    case .fileStarted(let path):
      guard isEnabled else { return }
      pendingFile = path
      if let position = filePositions[path] { filePosition = position }
    case .scenarioFinished(let result):
      done += 1
      if result.status == .passed { passed += 1 } else { failed += 1 }
    case .runEnded:
      clearLocked()
      writeHeldLocked()
      hasEnded = true
      return
    }
    drawLocked()
  }

  /// Draws the line if it is due (`record(_:)` does so itself): for callers
  /// that erased it with `clear()` before writing other output.
  public func redraw() {
    lock.lock()
    defer { lock.unlock() }
    drawLocked()
  }

  /// Erases the line, if shown, so that other output starts at column 0
  /// (output held above it is written first).
  public func clear() {
    lock.lock()
    defer { lock.unlock() }
    clearLocked()
    writeHeldLocked()
  }

  /// `write`, erasing the line before each write: for output that shares
  /// the terminal (the report on stdout), so it never lands after the line.
  /// While the line is drawn and output is held (`holdingOutputFor`), the
  /// text is held instead and written with the others.
  public func writingAbove(_ write: @escaping @Sendable (String) -> Void) -> @Sendable (String) -> Void {
    let writer = lock.withLock {
      heldWriters.append(write)
      return heldWriters.count - 1
    }
    return { text in
      self.lock.lock()
      defer { self.lock.unlock() }
      if let interval = self.holdInterval, !self.hasEnded {
        self.hold(text, from: writer, for: interval)
      } else {
        self.clearLocked()
        write(text)
      }
    }
  }

  /// Writes the output held so far, with the line below it: what the timer
  /// does when the interval has passed.
  package func writeHeldOutput() {
    lock.lock()
    defer { lock.unlock() }
    flushIsScheduled = false
    guard !held.isEmpty else { return }
    clearLocked()
    writeHeldLocked()
    drawLocked()
  }

  private func hold(_ text: String, from writer: Int, for interval: Duration) {
    if let last = held.indices.last, held[last].writer == writer {
      held[last].text += text
    } else {
      held.append((writer, text))
    }
    guard !flushIsScheduled else { return }
    flushIsScheduled = true
    DispatchQueue.global().asyncAfter(deadline: .now() + interval.inSeconds) { [self] in writeHeldOutput() }
  }

  private func writeHeldLocked() {
    for (writer, text) in held { heldWriters[writer](text) }
    held.removeAll(keepingCapacity: true)
  }

  /// The line for the current counts, at most `width - 1` columns.
  package var text: String {
    lock.lock()
    defer { lock.unlock() }
    return textLocked(width: width())
  }

  private func clearLocked() {
    guard isShown else { return }
    write("\r\u{1B}[2K")
    isShown = false
  }

  private func drawLocked() {
    guard isEnabled, !hasEnded else { return }
    let now = clock.now
    if isShown, let lastDraw, now - lastDraw < .milliseconds(100) { return }
    lastDraw = now
    write("\r\u{1B}[2K" + textLocked(width: width()))
    isShown = true
  }

  private func textLocked(width: Int) -> String {
    if let path = pendingFile {
      pendingFile = nil
      shownFile = TerminalText.escaped(path).replacing("\t", with: " ")
      shownFileColumns = Self.columns(of: shownFile)
      fittedFile = nil
    }
    let position: String
    if let total {
      position = "[\(done)/\(total)]"
    } else if fileCount > 0 {
      position = "[\(filePosition)/\(fileCount) \(fileCount == 1 ? "file" : "files")]"
    } else {
      position = "[\(done)]"
    }
    // The last column stays free: some terminals wrap as soon as it is written.
    let available = max(1, width - 1)
    let counts = Self.fitted("\(position) \(passed) passed, \(failed) failed", columns: available)
    let room = available - Self.columns(of: counts) - 2
    // A path cut to a few characters (`….yaml`) says nothing: left out.
    guard !shownFile.isEmpty, room >= Self.shortestPath else { return counts }
    return counts + "  " + fittedFileLocked(room: room)
  }

  /// `shownFile` in `room` columns, cut from the left when it is wider.
  private func fittedFileLocked(room: Int) -> String {
    if shownFileColumns <= room { return shownFile }
    if let fittedFile, fittedFile.room == room { return fittedFile.text }
    let text = Self.fittedFromTheLeft(shownFile, columns: room)
    fittedFile = (room, text)
    return text
  }

  /// The fewest columns worth showing of a path, `…` included.
  static let shortestPath = 12

  // MARK: Terminal width

  /// The width of the terminal on `fileDescriptor` in columns: `COLUMNS`
  /// when set to a positive number (as Python's `shutil` reads it, so a
  /// user or a test can say), else the terminal's own size, else 80.
  public static func terminalWidth(environment: [String: String], fileDescriptor: Int32 = 2) -> Int {
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
    var size = winsize()
    if ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return 80
  }

  /// `text` cut at the end to `columns`.
  private static func fitted(_ text: String, columns: Int) -> String {
    if Self.columns(of: text) <= columns { return text }
    var used = 0
    var out = ""
    for character in text {
      let width = Self.columns(of: character)
      if used + width > columns { break }
      used += width
      out.append(character)
    }
    return out
  }

  /// `text`, or `…` and as much of its end as fits in `columns`.
  private static func fittedFromTheLeft(_ text: String, columns: Int) -> String {
    guard Self.columns(of: text) > columns else { return text }
    var used = 1
    var kept: [Character] = []
    for character in text.reversed() {
      let width = Self.columns(of: character)
      if used + width > columns { break }
      used += width
      kept.append(character)
    }
    return "…" + String(kept.reversed())
  }

  private static func columns(of text: String) -> Int {
    // The counts and most paths are ASCII: one column a byte.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return text.reduce(0) { $0 + columns(of: $1) }
  }

  /// Columns a character takes on a terminal: 2 for East Asian wide and
  /// fullwidth characters and emoji, else 1 (a close reading of `wcwidth`,
  /// enough to keep the line inside the window).
  private static func columns(of character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    switch first.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
      0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}
