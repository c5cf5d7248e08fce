/// F20–F22: one directional search as data: where it started, every
/// candidate in the beam with its measures, and the winner.
///
///     // move right from a [0, 0, 100, 44] with b at [110, 0, 100, 44]:
///     search.lines
///     // ["move right from a [0, 0, 100, 44]: candidates in the beam (F20)",
///     //  "  candidate b [110, 0, 100, 44]: gap 10, cross 0"]
public struct DirectionalSearchTrace: Sendable, Hashable, Encodable {
  /// A node in the beam with its measures (F20), or a focus section that
  /// does not contain focus, which is a candidate by its frame (F21).
  ///
  ///     search.candidates.map { "\($0.id): gap \($0.gap), cross \($0.cross)" }
  ///     // ["b: gap 10.0, cross 0.0"]
  public struct Candidate: Sendable, Hashable, Encodable {
    /// The candidate's id.
    public var id: String
    /// The candidate's frame in scene coordinates (F2).
    public var frame: Rect
    /// Whether it is a candidate as a focus section (it is not focusable itself).
    public var isFocusSection: Bool
    /// Distance along the direction from the focused frame's edge.
    public var gap: Double
    /// Distance between the centres across the direction.
    public var cross: Double

    /// A candidate with the measures the search computed for it.
    public init(id: String, frame: Rect, isFocusSection: Bool, gap: Double, cross: Double) {
      self.id = id
      self.frame = frame
      self.isFocusSection = isFocusSection
      self.gap = gap
      self.cross = cross
    }
  }

  /// The direction of the move (`up`, `down`, `left`, `right`).
  public var direction: Direction
  /// The focused node the search starts from.
  public var origin: String
  /// The focused node's frame, which gap and cross are measured from.
  public var originFrame: Rect
  /// The candidates in tree order.
  public var candidates: [Candidate]
  /// The winner, `nil` when no candidate is in the beam: focus stays (F20, no wrap).
  public var winner: DirectionalWinner?

  /// A search as the engine ran it; `winner` is `nil` when the beam was empty.
  public init(direction: Direction, origin: String, originFrame: Rect, candidates: [Candidate], winner: DirectionalWinner?) {
    self.direction = direction
    self.origin = origin
    self.originFrame = originFrame
    self.candidates = candidates
    self.winner = winner
  }

  /// F20, and F21 when a focus section won.
  public var rules: [FocusRule] { winner?.isFocusSection == true ? [FocusRule(20), FocusRule(21)] : [FocusRule(20)] }

  /// The header, one indented line per candidate, and when nothing won the line saying focus stays.
  public var lines: [String] {
    var lines = ["move \(direction) from \(origin) \(originFrame): \(candidates.isEmpty ? "no candidates" : "candidates in the beam") (F20)"]
    for candidate in candidates {
      lines.append(
        "  candidate \(candidate.id)\(candidate.isFocusSection ? " (focus section)" : "") \(candidate.frame): gap \(Value.format(number: candidate.gap)), cross \(Value.format(number: candidate.cross))")
    }
    if winner == nil {
      lines.append("move \(direction): no candidate in the beam; focus stays on \(origin) (F20, no wrap)")
    }
    return lines
  }
}
