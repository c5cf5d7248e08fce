/// F20–F21: the beam search of a directional move. Moving right, a candidate
/// is a focusable node whose left edge is at or past the focused frame's
/// right edge and whose vertical extent overlaps it by a positive length;
/// the smallest gap along the direction wins, then the smallest distance
/// between centres across it, then tree order. A focus section that does not
/// contain focus is a candidate by its frame and hands focus to its member
/// nearest the focused node.
struct DirectionalSearch {
  struct Winner {
    var target: Int
    var rule: String
    /// Why it won: the measures that decided.
    var reason: String
  }

  let tree: ViewTree
  let from: Int
  let direction: Direction

  func run() -> (winner: Winner?, log: [String]) {
    let origin = tree.frames[from]
    var log: [String] = []
    var best: (index: Int, gap: Double, cross: Double, isSection: Bool)?
    for index in tree.nodes.indices where index != from {
      let isSection = tree.nodes[index].isFocusSection && !tree.isAncestor(index, ofOrSelf: from)
      guard tree.isFocusable[index] || isSection else { continue }
      // F21: a section with no focusable member is never a candidate.
      if isSection && !tree.isFocusable[index] && nearestMember(of: index, to: origin) == nil { continue }
      let frame = tree.frames[index]
      guard let (gap, cross) = measure(frame, from: origin) else { continue }
      log.append("candidate \(tree.nodes[index].id)\(isSection && !tree.isFocusable[index] ? " (focus section)" : "") \(frame): gap \(Value.format(number: gap)), cross \(Value.format(number: cross))")
      if let current = best, (current.gap, current.cross) <= (gap, cross) { continue }
      best = (index, gap, cross, isSection && !tree.isFocusable[index])
    }
    guard let best else { return (nil, log) }
    let reason = "smallest gap \(Value.format(number: best.gap)), then cross \(Value.format(number: best.cross)), then tree order"
    if best.isSection, let member = nearestMember(of: best.index, to: origin) {
      return (Winner(target: member, rule: "F21", reason: "focus section \(tree.nodes[best.index].id) wins (\(reason)) and hands focus to its nearest member"), log)
    }
    return (Winner(target: best.index, rule: "F20", reason: reason), log)
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
  /// gap along the direction, then smallest centre distance across, then tree order.
  private func nearestMember(of section: Int, to origin: Rect) -> Int? {
    var best: (index: Int, gap: Double, cross: Double)?
    for index in tree.subtree(of: section) where index != section && tree.isFocusable[index] {
      let (gap, cross) = distances(tree.frames[index], from: origin)
      if let current = best, (current.gap, current.cross) <= (gap, cross) { continue }
      best = (index, gap, cross)
    }
    return best?.index
  }
}
