/// F19: the Tab order. Focusable nodes in reading order over the synthetic
/// layout — by top edge, then leading edge (in right-to-left, the larger
/// right edge first), ties in tree order — except that a focus section is
/// visited completely, in its own reading order, at the position of its
/// first member (Apple, focusSection(): "traversed completely before the
/// default order resumes"). A focusable section node is one of its own
/// members and reads first within it (spec 1.1).
struct SequentialOrder {
  let tree: FlatTree
  /// The synthetic layout (F2) of `tree`.
  let frames: [Rect]
  let layoutDirection: FocusSettings.LayoutDirection
  /// F53 on macOS: of a List with `viewport:`, only its first realized row
  /// is in the order (vorssaint-utils PR #1175: the key-view loop reached
  /// 1 row of a List).
  var keepsOnlyFirstListRow = false

  func order() -> [Int] {
    var focusable = tree.nodes.indices.filter { tree.isFocusable[$0] }
    if keepsOnlyFirstListRow, let out = tree.outOfListTabOrder() { focusable.removeAll { out[$0] } }
    return arrange(focusable, within: nil)
  }

  /// Reading order of `members`, treating each outermost section below
  /// `scope` as one unit placed where its first member falls.
  private func arrange(_ members: [Int], within scope: Int?) -> [Int] {
    // The comparison captures only the frames: capturing `self` copied
    // every array of the tree at each full build.
    let layout = frames
    let direction = layoutDirection
    let sorted = members.sorted { SequentialOrder.readsBefore($0, $1, frames: layout, direction: direction) }
    var result: [Int] = []
    var emittedSections: Set<Int> = []
    for member in sorted {
      guard let section = outermostSection(of: member, below: scope) else {
        result.append(member)
        continue
      }
      guard emittedSections.insert(section).inserted else { continue }
      // F19 (1.1): a focusable section node is a member of its own section
      // and reads first within it, so the unit is placed where it falls.
      let inside = sorted.filter { tree.isAncestor(section, ofOrSelf: $0) && $0 != section }
      if tree.isFocusable[section] { result.append(section) }
      result.append(contentsOf: arrange(inside, within: section))
    }
    return result
  }

  /// The outermost focus section that is an ancestor of `index`, or
  /// `index` itself (F19: a focusable section is its own member), and lies
  /// strictly below `scope`.
  private func outermostSection(of index: Int, below scope: Int?) -> Int? {
    guard tree.hasFocusSections else { return nil }
    var found: Int?
    for ancestor in tree.ancestry(from: index) {
      if ancestor == scope { break }
      if tree.nodes[ancestor].isFocusSection { found = ancestor }
    }
    return found
  }

  private static func readsBefore(_ a: Int, _ b: Int, frames: [Rect], direction: FocusSettings.LayoutDirection) -> Bool {
    let fa = frames[a]
    let fb = frames[b]
    if fa.minY != fb.minY { return fa.minY < fb.minY }
    switch direction {
    case .leftToRight: if fa.minX != fb.minX { return fa.minX < fb.minX }
    case .rightToLeft: if fa.maxX != fb.maxX { return fa.maxX > fb.maxX }
    }
    return a < b
  }
}
