import Scenarios

/// The output of `focus-scenarios validate`: every problem, compiler-style,
/// then the totals. Valid scenarios print nothing, as a compiler prints
/// nothing for a good file.
///
///     Scenarios/broken.yaml:1:9: error: did not find expected ',' or ']'
///         1 | a: [1, 2
///           |         ^
///
///     3 valid, 1 invalid in 2 files
public struct ValidationReporter: Sendable {
  /// Colors or not.
  public var style: RenderStyle
  private let write: @Sendable (String) -> Void

  /// A reporter that hands its text to `write`, whole lines each ending in a newline.
  public init(style: RenderStyle, writingUsing write: @escaping @Sendable (String) -> Void) {
    self.style = style
    self.write = write
  }

  /// Reports the selected items of a run that was not run.
  public func report(_ items: [ScenarioRunner.Item]) {
    var stream = stream()
    stream.add(items)
    stream.finish()
  }

  /// A report written as the items come, window by window, so nothing but
  /// the counts and the files' names is kept (`validate` on 10,000 files).
  public func stream() -> Stream { Stream(style: style, write: write) }

  /// The report of ``stream()``: ``add(_:)`` each window's items, then ``finish()``.
  public struct Stream {
    let style: RenderStyle
    let write: @Sendable (String) -> Void
    private var valid = 0
    private var invalid = 0
    private var files: Set<String> = []
    private var budget = DiagnosticBudget()

    init(style: RenderStyle, write: @escaping @Sendable (String) -> Void) {
      self.style = style
      self.write = write
    }

    /// Writes the problems of `items` (valid scenarios print only their lint warnings).
    public mutating func add(_ items: [ScenarioRunner.Item]) {
      let formatter = ResultFormatter(style: style)
      var text = ""
      for item in items {
        files.insert(item.file)
        switch item {
        case .run(let scenario):
          valid += 1
          // F23: a lint warning is shown, but the scenario stays valid.
          if !scenario.lintWarnings.isEmpty { text += formatter.lintWarnings(scenario.lintWarnings) + "\n\n" }
        case .report(let result):
          invalid += 1
          // Past a file's diagnostic budget, counted but not printed.
          guard let shown = budget.admit(result) else { continue }
          text += formatter.details(of: shown) + "\n\n"
          // F23: a document invalid for another reason still shows its lint warnings, after its errors.
          if !shown.lintWarnings.isEmpty { text += formatter.lintWarnings(shown.lintWarnings) + "\n\n" }
        }
      }
      if !text.isEmpty { write(text) }
    }

    /// Whether no item was selected (exit 3).
    public var isEmpty: Bool { valid + invalid == 0 }
    /// Whether any item was invalid (exit 2).
    public var hasInvalid: Bool { invalid > 0 }

    /// The budget's notes and the totals: `3 valid, 1 invalid in 2 files`.
    public func finish() {
      var text = ""
      for note in budget.notes { text += note + "\n\n" }
      if valid + invalid == 0 {
        text += style.paint("note:", .bold, .cyan) + " no scenario matched the paths and filters\n"
      }
      let invalidText = "\(invalid) invalid"
      text += "\(valid) valid, " + (invalid > 0 ? style.paint(invalidText, .bold, .yellow) : invalidText)
      text += " in \(files.count) \(files.count == 1 ? "file" : "files")\n"
      write(text)
    }
  }
}
