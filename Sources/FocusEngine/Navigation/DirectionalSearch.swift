/// F20–F21: the beam search of a directional move. Moving right, a candidate
/// is a focusable node whose left edge is at or past the focused frame's
/// right edge and whose vertical extent overlaps it by a positive length;
/// the smallest gap along the direction wins, then the smallest distance
/// between centres across it, then tree order. A focus section that does not
/// contain focus is a candidate by its frame and hands focus to its member
/// nearest the focused node.
struct DirectionalSearch {
  /// The node that takes focus (`nil` when nothing is in the beam) and the
  /// search as a trace event's data.
  struct Outcome {
    var target: Int?
    var trace: DirectionalSearchTrace
  }

  let tree: ViewTree
  let from: Int
  let direction: Direction
  /// Whether the outcome lists every candidate: only a traced move reads them.
  var listsCandidates = true
  /// A node no longer present to search from instead of `from`'s frame (F54:
  /// a row the shift unrealized); `from` is then its container.
  var origin: (id: String, frame: Rect)?

  func run() -> Outcome {
    let origin = self.origin?.frame ?? tree.frames[from]
    var candidates: [DirectionalSearchTrace.Candidate] = []
    var best: (index: Int, gap: Double, cross: Double, isSection: Bool)?
    for index in tree.nodes.indices where index != from {
      let isSection = tree.nodes[index].isFocusSection && !tree.isAncestor(index, ofOrSelf: from)
      guard tree.isFocusable[index] || isSection else { continue }
      // F21: a section with no focusable member is never a candidate. A
      // focusable section is its own member (F19), so it always has one.
      if isSection && !tree.isFocusable[index] && nearestMember(of: index, to: origin) == nil { continue }
      let frame = tree.frames[index]
      guard let (gap, cross) = measure(frame, from: origin) else { continue }
      // F19, F21: a focusable section not containing focus is still a
      // section candidate: winning hands focus to its nearest member.
      let isSectionCandidate = isSection
      if listsCandidates {
        candidates.append(.init(id: tree.nodes[index].id, frame: frame, isFocusSection: isSectionCandidate, gap: gap, cross: cross))
      }
      if let current = best, (current.gap, current.cross) <= (gap, cross) { continue }
      best = (index, gap, cross, isSectionCandidate)
    }
    var trace = DirectionalSearchTrace(direction: direction, origin: self.origin?.id ?? tree.nodes[from].id, originFrame: origin, candidates: candidates, winner: nil)
    guard let best else { return Outcome(target: nil, trace: trace) }
    var target = best.index
    var wonAsSection = false
    if best.isSection, let member = nearestMember(of: best.index, to: origin) {
      target = member
      wonAsSection = true
    }
    trace.winner = DirectionalWinner(
      candidate: tree.nodes[best.index].id, target: tree.nodes[target].id, isFocusSection: wonAsSection, gap: best.gap, cross: best.cross)
    return Outcome(target: target, trace: trace)
  }

  /// Gap along the direction and centre distance across it, or `nil` when
  /// `frame` is not in the beam.
  private func measure(_ frame: Rect, from origin: Rect) -> (Double, Double)? {
    let inBeam: Bool
    switch direction {
    case .right: inBeam = frame.minX >= origin.maxX && overlap(frame.minY, frame.maxY, origin.minY, origin.maxY)
    case .left: inBeam = frame.maxX <= origin.minX && overlap(frame.minY, frame.maxY, origin.minY, origin.maxY)
    case .down: inBeam = frame.minY >= origin.maxY && overlap(frame.minX, frame.maxX, origin.minX, origin.maxX)
    case .up: inBeam = frame.maxY <= origin.minY && overlap(frame.minX, frame.maxX, origin.minX, origin.maxX)
    }
    return inBeam ? distances(frame, from: origin) : nil
  }

  /// The gap along the direction and the distance between centres across it.
  private func distances(_ frame: Rect, from origin: Rect) -> (Double, Double) {
    switch direction {
    case .right: return (frame.minX - origin.maxX, abs(frame.midY - origin.midY))
    case .left: return (origin.minX - frame.maxX, abs(frame.midY - origin.midY))
    case .down: return (frame.minY - origin.maxY, abs(frame.midX - origin.midX))
    case .up: return (origin.minY - frame.maxY, abs(frame.midX - origin.midX))
    }
  }

  private func overlap(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Bool {
    min(a1, b1) - max(a0, b0) > 0
  }

  /// F21: the section's focusable member nearest the focused frame: smallest
  /// gap along the direction, then smallest centre distance across, then
  /// tree order. The section's own node is a member when focusable (F19).
  private func nearestMember(of section: Int, to origin: Rect) -> Int? {
    var best: (index: Int, gap: Double, cross: Double)?
    for index in tree.subtree(of: section) where tree.isFocusable[index] {
      let (gap, cross) = distances(tree.frames[index], from: origin)
      if let current = best, (current.gap, current.cross) <= (gap, cross) { continue }
      best = (index, gap, cross)
    }
    return best?.index
  }
}
