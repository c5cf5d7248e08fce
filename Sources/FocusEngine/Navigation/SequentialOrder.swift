/// F19: the Tab order. Focusable nodes in reading order over the synthetic
/// layout — by top edge, then leading edge (in right-to-left, the larger
/// right edge first), ties in tree order — except that a focus section is
/// visited completely, in its own reading order, at the position of its
/// first member (Apple, focusSection(): "traversed completely before the
/// default order resumes").
struct SequentialOrder {
  let tree: ViewTree
  let layoutDirection: FocusSettings.LayoutDirection

  func order() -> [Int] {
    let focusable = tree.nodes.indices.filter { tree.isFocusable[$0] }
    return arrange(focusable, within: nil)
  }

  /// Reading order of `members`, treating each outermost section below
  /// `scope` as one unit placed where its first member falls.
  private func arrange(_ members: [Int], within scope: Int?) -> [Int] {
    let sorted = members.sorted(by: readsBefore)
    var result: [Int] = []
    var emittedSections: Set<Int> = []
    for member in sorted {
      guard let section = outermostSection(of: member, below: scope) else {
        result.append(member)
        continue
      }
      guard emittedSections.insert(section).inserted else { continue }
      let inside = sorted.filter { tree.isAncestor(section, ofOrSelf: $0) && $0 != section }
      result.append(contentsOf: arrange(inside, within: section))
    }
    return result
  }

  /// The outermost focus section that is an ancestor of `index` (or
  /// `index` itself when it has members) and lies strictly below `scope`.
  private func outermostSection(of index: Int, below scope: Int?) -> Int? {
    var found: Int?
    for ancestor in tree.chain(from: index) {
      if ancestor == scope { break }
      if tree.node(ancestor).isFocusSection, ancestor != index { found = ancestor }
    }
    return found
  }

  private func readsBefore(_ a: Int, _ b: Int) -> Bool {
    let fa = tree.frames[a]
    let fb = tree.frames[b]
    if fa.minY != fb.minY { return fa.minY < fb.minY }
    switch layoutDirection {
    case .leftToRight: if fa.minX != fb.minX { return fa.minX < fb.minX }
    case .rightToLeft: if fa.maxX != fb.maxX { return fa.maxX > fb.maxX }
    }
    return a < b
  }
}
