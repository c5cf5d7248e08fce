import FocusEngine

/// One scene after a step, drawn as inline SVG from the snapshot's frames
/// (F2): containers dashed, focus sections violet, disabled nodes grey,
/// presentations (F35–F37) as layers above the dimmed ones below, the
/// focus before (orange) and after (blue), Tab order as numbered badges
/// linked by arrows (F19), and a directional move's beam, candidates and
/// winner (F20, F21).
///
/// The node focused after the step is `<g class="node focused" data-id="ID">`,
/// a hook the report's tests and readers rely on. At most `nodeBudget`
/// nodes are drawn; the picture says how many were left out.
struct StepPicture {
  var scene: TraceView.Scene
  /// The node focused before the step, in this scene.
  var focusedBefore: String?
  /// The step's directional search, when it made one in this scene.
  var search: TraceView.Search?
  /// Whether the scene is the key scene (F29): its focused node is *the*
  /// focused node, `node focused`; another scene's is `node focused-in-scene`.
  var isKeyScene = true
  /// The node a `click:` step clicked.
  var clicked: String?
  /// The most nodes one picture draws; the focused, previously focused and
  /// candidate nodes and their ancestors are drawn first.
  static let nodeBudget = 300

  // Geometry, in CSS pixels.
  private static let padding = 26.0
  private static let maximumCell = (width: 230.0, height: 112.0)
  /// How far down each presentation is drawn below the one under it.
  private static let layerDrop = 36.0
  /// The strip a labelled container keeps at its top for its label.
  private static let labelStrip = 15.0
  private static let minimumCell = (width: 44.0, height: 24.0)
  private static let area = (width: 600.0, height: 560.0)

  /// The SVG, then a note of nodes left out; empty for a scene with no nodes.
  func render() -> String {
    let nodes = scene.nodes
    guard !nodes.isEmpty else { return "" }
    let drawn = drawnIndices()
    let depth = depths()

    // Scale the drawn frames' bounding box into the area.
    let frames = drawn.map { nodes[$0].frame }
    let minX = frames.map(\.x).min() ?? 0
    let minY = frames.map(\.y).min() ?? 0
    let width = max((frames.map(\.maxX).max() ?? 1) - minX, 1e-9)
    let height = max((frames.map(\.maxY).max() ?? 1) - minY, 1e-9)
    let sx = Swift.min(Self.maximumCell.width, Swift.max(Self.minimumCell.width, Self.area.width / width))
    let sy = Swift.min(Self.maximumCell.height, Swift.max(Self.minimumCell.height, Self.area.height / height))
    // A wide root frame scaled to tiny cells is still scaled by the area: a
    // 1,000-unit frame made of 100-unit buttons must not become 44,000 px.
    let scaleX = width * sx > 4 * Self.area.width ? Self.area.width / width : sx
    let scaleY = height * sy > 12 * Self.area.height ? 12 * Self.area.height / height : sy
    // A presentation covers what is under it at the same frames (F36), a
    // pushed screen the screen below it (F42): each is drawn as a card
    // shifted right and down, so the dimmed ones below stay readable beside it.
    let shifts = shiftedGroups(drawn, unitWidth: scaleX)
    func box(_ frame: TraceView.Frame, offset: Point) -> Box {
      Box(
        x: Self.padding + (frame.x - minX) * scaleX + offset.x, y: Self.padding + (frame.y - minY) * scaleY + offset.y,
        width: frame.width * scaleX, height: frame.height * scaleY)
    }
    let labelled = labelledContainers(drawn, cards: Set(shifts.cards.map(\.index)))
    let roots = Set(drawn.filter { index in nodes[index].parent.map { nodes[$0].id == "(layers)" } ?? true })
    let strips = labelStrips(drawn, labelled: labelled.subtracting(roots))
    var boxes: [Int: Box] = [:]
    for index in drawn {
      var placed = box(nodes[index].frame, offset: shifts.offsets[index])
      // Below the labels of the containers that share its top edge.
      let strip = Swift.min(Double(strips[index]) * Self.labelStrip, placed.height / 3)
      placed.y += strip
      placed.height -= strip
      boxes[index] = placed
    }
    let svgWidth = ((boxes.values.map(\.maxX).max() ?? 0) + Self.padding + 8).rounded(.up)
    let svgHeight = ((boxes.values.map(\.maxY).max() ?? 0) + Self.padding + 8).rounded(.up)

    var svg = "<svg class=\"layout\" width=\"\(n(svgWidth))\" height=\"\(n(svgHeight))\" viewBox=\"0 0 \(n(svgWidth)) \(n(svgHeight))\""
    svg += " role=\"img\" aria-label=\"\(HTMLEscaping.attribute("layout of scene \(scene.id)"))\">"

    // Cards of presentations and pushed screens: each drawn just before its
    // group, above what the group covers and behind the group's nodes.
    var cards: [Int: String] = [:]
    for card in shifts.cards {
      guard let area = boxes[card.index] else { continue }
      var html = "<g class=\"layer\"><rect class=\"card\" x=\"\(n(area.x - 8))\" y=\"\(n(area.y - 16))\" width=\"\(n(area.width + 16))\""
      html += " height=\"\(n(area.height + 24))\" rx=\"10\"/>"
      html += "<text class=\"card-label\" x=\"\(n(area.x - 2))\" y=\"\(n(area.y - 5))\">"
      cards[card.index] = html + HTMLEscaping.text(Self.clipped(card.label, to: area.width + 10)) + "</text></g>"
    }

    // Where the search's frames are drawn: shifted as the node they belong to.
    func index(of id: String) -> Int? {
      drawn.first { nodes[$0].id == id && nodes[$0].region == nil } ?? drawn.first { nodes[$0].id == id }
    }
    func offset(of id: String) -> Point {
      index(of: id).map { shifts.offsets[$0] } ?? Point(x: 0, y: 0)
    }

    // The beam, under the nodes, which are drawn translucent over it: what
    // lies in it is what the search considers.
    if let search {
      let shift = offset(of: search.origin)
      let origin = box(search.originFrame, offset: shift)
      let all = box(TraceView.Frame(x: minX, y: minY, width: width, height: height), offset: shift)
      let beam: Box
      switch search.direction {
      case "right": beam = Box(x: origin.maxX, y: origin.y, width: Swift.max(all.maxX - origin.maxX, 0), height: origin.height)
      case "left": beam = Box(x: all.x, y: origin.y, width: Swift.max(origin.x - all.x, 0), height: origin.height)
      case "down": beam = Box(x: origin.x, y: origin.maxY, width: origin.width, height: Swift.max(all.maxY - origin.maxY, 0))
      default: beam = Box(x: origin.x, y: all.y, width: origin.width, height: Swift.max(origin.y - all.y, 0))
      }
      let rect = "<rect class=\"beam\" x=\"\(n(beam.x))\" y=\"\(n(beam.y))\" width=\"\(n(beam.width))\" height=\"\(n(beam.height))\"/>"
      // On the card of the origin's presentation or screen, if it has one.
      var group = index(of: search.origin)
      while let current = group, cards[current] == nil { group = nodes[current].parent }
      if let group { cards[group, default: ""] += rect } else { svg += rect }
    }

    let focusedIndex = scene.focusedIndex
    let containers = Set(drawn.compactMap { nodes[$0].parent }).filter { !nodes[$0].isFocusable }
    for index in drawn {
      let node = nodes[index]
      guard let box = boxes[index], index > 0 || node.id != "(layers)" else { continue }
      if let card = cards[index] { svg += card }
      let isContainer = containers.contains(index)
      let inset = isContainer ? Double(Swift.min(depth[index], 5)) * 3 : 5 + Double(Swift.min(depth[index], 5))
      let inner = box.inset(Swift.min(inset, box.width / 4, box.height / 4))
      var classes = [isContainer ? "container" : "leaf"]
      if node.isFocusSection { classes.append("section") }
      if node.isDisabled { classes.append("disabled") }
      if node.isFocusable { classes.append("focusable") }
      if let region = node.region { classes.append(region == "covered" ? "covered" : "lower") }
      if index != focusedIndex, node.id == focusedBefore { classes.append("was-focused") }
      if node.id == clicked { classes.append("clicked") }
      let group = index == focusedIndex ? (isKeyScene ? "node focused" : "node focused-in-scene") : "node"
      svg += "<g class=\"\(group)\" data-id=\"\(HTMLEscaping.attribute(node.id))\">"
      svg += "<title>\(HTMLEscaping.text(describe(node)))</title>"
      svg += "<rect class=\"\(classes.joined(separator: " "))\" x=\"\(n(inner.x))\" y=\"\(n(inner.y))\" width=\"\(n(inner.width))\""
      svg += " height=\"\(n(inner.height))\" rx=\"\(isContainer ? 4 : 7)\"/>"
      if isContainer {
        if labelled.contains(index), inner.height >= 16 {
          let label = node.id == node.kind ? node.kind : "\(node.kind) \(node.id)"
          let suffix = node.isFocusSection ? " · focusSection" : ""
          // The root's label sits above it, in the margin; the others in their strip.
          let y = roots.contains(index) ? inner.y - 5 : inner.y + 11
          svg += "<text class=\"container-label\(node.isFocusSection ? " section-label" : "")\" x=\"\(n(inner.x + 5))\" y=\"\(n(y))\">"
          svg += HTMLEscaping.text(Self.clipped(label + suffix + " " + node.frame.text, to: inner.width - 10, size: 6.2)) + "</text>"
        }
      } else {
        let middle = inner.y + inner.height / 2
        let title = node.id == node.kind ? node.kind : node.id
        if inner.height >= 34 {
          svg += "<text class=\"label\" x=\"\(n(inner.x + inner.width / 2))\" y=\"\(n(middle - 2))\">"
          svg += HTMLEscaping.text(Self.clipped(title, to: inner.width - 8)) + "</text>"
          svg += "<text class=\"sublabel\" x=\"\(n(inner.x + inner.width / 2))\" y=\"\(n(middle + 11))\">"
          svg += HTMLEscaping.text(Self.clipped("\(node.kind) \(node.frame.text)", to: inner.width - 8, size: 5.6)) + "</text>"
        } else {
          svg += "<text class=\"label\" x=\"\(n(inner.x + inner.width / 2))\" y=\"\(n(middle + 4))\">"
          svg += HTMLEscaping.text(Self.clipped(title, to: inner.width - 8)) + "</text>"
        }
        if index == focusedIndex, inner.height >= 72 {
          let note = isKeyScene ? "● focused" : "● focused in its scene"
          svg += "<text class=\"focus-note\" x=\"\(n(inner.x + inner.width / 2))\" y=\"\(n(inner.maxY - 7))\">\(note)</text>"
        } else if classes.contains("was-focused"), inner.height >= 72 {
          svg += "<text class=\"before-note\" x=\"\(n(inner.x + inner.width / 2))\" y=\"\(n(inner.maxY - 7))\">was focused</text>"
        } else if node.id == clicked, inner.height >= 72 {
          svg += "<text class=\"click-note\" x=\"\(n(inner.x + inner.width / 2))\" y=\"\(n(inner.maxY - 7))\">clicked</text>"
        }
      }
      svg += "</g>"
    }

    // Tab order (F19): arrows between consecutive positions, then badges.
    let ordered = scene.tabOrder.filter { boxes[$0] != nil }
    // Arrows only while they can be followed; the badges say the order anyway.
    if ordered.count <= 12 {
      for (from, to) in zip(ordered, ordered.dropFirst()) {
        guard let a = boxes[from]?.badge, let b = boxes[to]?.badge else { continue }
        svg += "<path class=\"tab-arrow\" d=\"\(curve(from: a, to: b, bend: 0.1, shorten: 10))\" marker-end=\"url(#arrow-tab)\"/>"
      }
    }
    for index in ordered {
      guard let position = nodes[index].tabPosition, let badge = boxes[index]?.badge else { continue }
      svg += "<g class=\"tab-badge\"><circle cx=\"\(n(badge.x))\" cy=\"\(n(badge.y))\" r=\"9\"/>"
      svg += "<text x=\"\(n(badge.x))\" y=\"\(n(badge.y + 3.5))\">\(position)</text></g>"
    }

    // The directional search: candidates with their measures, the winner.
    if let search {
      for candidate in search.candidates {
        // Around the node as drawn, else at the frame the search measured.
        let drawnBox = index(of: candidate.id).flatMap { boxes[$0] }
        let frame = (drawnBox ?? box(candidate.frame, offset: offset(of: candidate.id))).inset(-2)
        let wins = search.winner?.candidate == candidate.id
        let tag = "\(candidate.isFocusSection ? "section " : "")\(candidate.id): gap \(Value.format(number: candidate.gap)) · cross \(Value.format(number: candidate.cross))\(wins ? " · wins" : "")"
        svg += "<g class=\"candidate\(wins ? " winner" : "")\" data-id=\"\(HTMLEscaping.attribute(candidate.id))\">"
        svg += "<title>\(HTMLEscaping.text(tag))</title>"
        svg += "<rect x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" rx=\"6\"/>"
        // A small cell keeps its label readable: its measures are in the tooltip and the panel.
        guard frame.height >= 64 else {
          svg += "</g>"
          continue
        }
        let tagWidth = Swift.min(Double(tag.count) * 6.1 + 12, Swift.max(frame.width - 8, 60))
        let tagY = frame.maxY - 24
        svg += "<rect class=\"tag\" x=\"\(n(frame.x + 4))\" y=\"\(n(tagY))\" width=\"\(n(tagWidth))\" height=\"17\" rx=\"4\"/>"
        svg += "<text class=\"tag-text\" x=\"\(n(frame.x + 10))\" y=\"\(n(tagY + 12))\">"
        svg += HTMLEscaping.text(Self.clipped(tag, to: tagWidth - 10, size: 6.1)) + "</text></g>"
      }
      if let winner = search.winner, winner.isFocusSection,
        let section = search.candidates.first(where: { $0.id == winner.candidate }),
        let target = drawn.first(where: { nodes[$0].id == winner.target }).flatMap({ boxes[$0] })
      {
        let sectionBox = box(section.frame, offset: offset(of: section.id))
        let end = target.edge(toward: sectionBox.center)
        let start = Point(x: (sectionBox.center.x + end.x) / 2, y: Swift.max(sectionBox.center.y, end.y + 40))
        svg += "<path class=\"section-arrow\" d=\"\(curve(from: start, to: end, bend: 0.2, shorten: 2))\" marker-end=\"url(#arrow-section)\"/>"
        svg += "<text class=\"arrow-label section-text\" x=\"\(n(start.x + 6))\" y=\"\(n(start.y + 12))\">nearest member → "
        svg += HTMLEscaping.text(Self.clipped(winner.target, to: 120)) + "</text>"
      }
      let origin = box(search.originFrame, offset: offset(of: search.origin))
      let (dx, dy): (Double, Double) = switch search.direction {
      case "right": (1, 0)
      case "left": (-1, 0)
      case "down": (0, 1)
      default: (0, -1)
      }
      let start = Point(x: origin.center.x + dx * origin.width / 2, y: origin.center.y + dy * origin.height / 2)
      let length = Swift.max(24, Swift.min((dx != 0 ? origin.width : origin.height) * 0.45, 80))
      let end = Point(x: start.x + dx * length, y: start.y + dy * length)
      svg += "<path class=\"move-arrow\" d=\"M\(n(start.x)),\(n(start.y)) L\(n(end.x)),\(n(end.y))\" marker-end=\"url(#arrow-move)\"/>"
      let labelX = dx != 0 ? Swift.min(start.x, end.x) + 4 : start.x + 8
      let labelY = dx != 0 ? start.y - 6 : start.y + dy * 14 + 4
      // In a small cell the words would cover the nodes; the legend says what the arrow is.
      if origin.height >= 80 {
        svg += "<text class=\"arrow-label move-text\" x=\"\(n(labelX))\" y=\"\(n(labelY))\">beam of move \(HTMLEscaping.text(search.direction))</text>"
      }
    }

    // Focus before → after.
    if let after = focusedIndex, let target = boxes[after], let before = focusedBefore, before != nodes[after].id,
      let source = drawn.first(where: { nodes[$0].id == before }).flatMap({ boxes[$0] })
    {
      let start = source.edge(toward: target.center)
      let end = target.edge(toward: source.center)
      svg += "<path class=\"focus-arrow\" d=\"\(curve(from: start, to: end, bend: -0.2, shorten: 2))\" marker-end=\"url(#arrow-focus)\"/>"
    }
    svg += "</svg>"

    let left = nodes.count - drawn.count
    if left > 0 {
      svg += "<p class=\"note\">\(left) of \(nodes.count) nodes not drawn (a picture draws at most \(Self.nodeBudget): the focused, previously focused and candidate nodes first, then tree order).</p>"
    }
    return svg
  }

  /// What a node's tooltip says.
  private func describe(_ node: TraceView.Node) -> String {
    var parts = ["\(node.kind) \(node.id)", node.frame.text]
    if let position = node.tabPosition { parts.append("tab \(position)") }
    if node.isFocusSection { parts.append("focusSection") }
    if node.isDisabled { parts.append("disabled") }
    if !node.isFocusable { parts.append("not focusable") }
    if let region = node.region { parts.append(region == "covered" ? "on a covered screen (F42)" : "below the active layer (F37)") }
    return parts.joined(separator: " · ")
  }

  /// The indices drawn, in tree order: within the budget, the ones that
  /// explain the step first (with their ancestors), then tree order.
  private func drawnIndices() -> [Int] {
    let nodes = scene.nodes
    guard nodes.count > Self.nodeBudget else { return Array(nodes.indices) }
    var chosen = Set<Int>()
    var important: [Int] = []
    if let focused = scene.focusedIndex { important.append(focused) }
    let ids = Set([focusedBefore].compactMap { $0 } + (search?.candidates.map(\.id) ?? []) + [search?.winner?.target].compactMap { $0 })
    important += nodes.indices.filter { ids.contains(nodes[$0].id) }
    for index in important {
      var current: Int? = index
      while let node = current, chosen.count < Self.nodeBudget, chosen.insert(node).inserted { current = nodes[node].parent }
    }
    for index in nodes.indices where chosen.count < Self.nodeBudget {
      // A node is drawn only with its parent, so nothing floats free.
      if let parent = nodes[index].parent, !chosen.contains(parent) { continue }
      chosen.insert(index)
    }
    return chosen.sorted()
  }

  /// A group drawn shifted, on a card: a presentation or a pushed screen.
  struct Card {
    /// The group's root node.
    var index: Int
    /// `presented: sheet`, `pushed: settings/screen[1]`.
    var label: String
  }

  /// Each node's shift, and the cards: the children of the `(layers)` root
  /// after the first are presentations (F36), shifted right by three
  /// quarters of the layout's width and down; a NavigationStack's child
  /// `STACK/screen[k]` is its k-th pushed screen (F42), shifted by half the
  /// stack's width and down per screen. Shifts add up, so a screen pushed
  /// in a sheet moves with the sheet.
  private func shiftedGroups(_ drawn: [Int], unitWidth: Double) -> (offsets: [Point], cards: [Card]) {
    let nodes = scene.nodes
    var offsets = Array(repeating: Point(x: 0, y: 0), count: nodes.count)
    var cards: [Card] = []
    let drawnSet = Set(drawn)
    let layout = nodes[0].frame.width * unitWidth
    var layerPosition = 0
    for index in nodes.indices {
      guard let parent = nodes[index].parent else { continue }
      var offset = offsets[parent]
      if nodes[parent].id == "(layers)" {
        if layerPosition > 0 {
          offset.x += Double(layerPosition) * Swift.min(Swift.max(layout * 0.75, 100), 320)
          offset.y += Double(layerPosition) * Self.layerDrop
          if drawnSet.contains(index) {
            let name = scene.presented.flatMap { layerPosition - 1 < $0.count ? $0[layerPosition - 1] : nil } ?? nodes[index].id
            cards.append(Card(index: index, label: "presented: \(name)"))
          }
        }
        layerPosition += 1
      } else if nodes[parent].kind == "NavigationStack", let screen = Self.screenNumber(nodes[index].id, stack: nodes[parent].id), screen > 0 {
        let stackWidth = nodes[parent].frame.width * unitWidth
        offset.x += Double(screen) * Swift.min(Swift.max(stackWidth * 0.5, 60), 240)
        offset.y += Double(screen) * Self.layerDrop * 0.75
        if drawnSet.contains(index) { cards.append(Card(index: index, label: "pushed: \(nodes[index].id)")) }
      }
      offsets[index] = offset
    }
    return (offsets, cards)
  }

  /// `k` of a pushed screen's id `STACK/screen[k]`; `nil` for another child of the stack.
  static func screenNumber(_ id: String, stack: String) -> Int? {
    let prefix = stack + "/screen["
    guard id.hasPrefix(prefix), id.hasSuffix("]") else { return nil }
    return Int(id.dropFirst(prefix.count).dropLast())
  }

  /// Each node's depth, not counting the `(layers)` root.
  private func depths() -> [Int] {
    let nodes = scene.nodes
    var depth = Array(repeating: 0, count: nodes.count)
    let hasLayers = nodes.first?.id == "(layers)"
    for index in nodes.indices {
      if let parent = nodes[index].parent { depth[index] = hasLayers && parent == 0 ? 0 : depth[parent] + 1 }
    }
    return depth
  }

  /// `text` cut to about `width` pixels at `size` pixels a character.
  static func clipped(_ text: String, to width: Double, size: Double = 7) -> String {
    let fits = Swift.max(Int(width / size), 1)
    guard text.count > fits else { return text }
    return String(text.prefix(Swift.max(fits - 1, 1))) + "…"
  }

  /// A quadratic curve from `a` to `b`, bent sideways by `bend` of its
  /// length, its end pulled back by `shorten` so the arrowhead shows.
  private func curve(from a: Point, to b: Point, bend: Double, shorten: Double = 0) -> String {
    let mid = Point(x: (a.x + b.x) / 2 - (b.y - a.y) * bend, y: (a.y + b.y) / 2 + (b.x - a.x) * bend)
    let dx = b.x - mid.x, dy = b.y - mid.y
    let length = Swift.max((dx * dx + dy * dy).squareRoot(), 1)
    let end = Point(x: b.x - dx / length * shorten, y: b.y - dy / length * shorten)
    return "M\(n(a.x)),\(n(a.y)) Q\(n(mid.x)),\(n(mid.y)) \(n(end.x)),\(n(end.y))"
  }

  /// Containers whose label is drawn: named ones, focus sections and the
  /// root; an unnamed stack inside another says its kind in its tooltip only.
  private func labelledContainers(_ drawn: [Int], cards: Set<Int>) -> Set<Int> {
    let nodes = scene.nodes
    let parents = Set(drawn.compactMap { nodes[$0].parent })
    return Set(drawn.filter { index in
      let node = nodes[index]
      // A presentation's or a pushed screen's root is named by its card.
      guard parents.contains(index), !node.isFocusable, node.id != "(layers)", !cards.contains(index) else { return false }
      let isRoot = node.parent.map { nodes[$0].id == "(layers)" } ?? true
      // Ids the builder made up (`tabs/Tab[2]/HStack[1]`) name nothing the user wrote.
      let isNamed = node.id != node.kind && !node.id.contains("[")
      return isNamed || node.isFocusSection || isRoot
    })
  }

  /// Per node, how many labelled ancestors share its top edge: the label
  /// strips it sits below.
  private func labelStrips(_ drawn: [Int], labelled: Set<Int>) -> [Int] {
    let nodes = scene.nodes
    var strips = Array(repeating: 0, count: nodes.count)
    for index in drawn {
      var count = 0
      var ancestor = nodes[index].parent
      while let current = ancestor {
        if labelled.contains(current), abs(nodes[current].frame.y - nodes[index].frame.y) < 1e-9 { count += 1 }
        ancestor = nodes[current].parent
      }
      strips[index] = Swift.min(count, 3)
    }
    return strips
  }

  struct Point { var x: Double; var y: Double }

  /// A node's box in the picture's pixels: the trace's frame type, scaled
  /// (one rectangle type for both, with the geometry the drawing needs below).
  typealias Box = TraceView.Frame
}

extension TraceView.Frame {
  var center: StepPicture.Point { StepPicture.Point(x: x + width / 2, y: y + height / 2) }
  /// Where the node's Tab badge sits: its top leading corner.
  var badge: StepPicture.Point { StepPicture.Point(x: x + 12, y: y + 12) }
  /// Where the line from the centre toward `point` leaves the box.
  func edge(toward point: StepPicture.Point) -> StepPicture.Point {
    let dx = point.x - center.x, dy = point.y - center.y
    guard dx != 0 || dy != 0 else { return center }
    let scale = Swift.min(dx == 0 ? .infinity : (width / 2) / abs(dx), dy == 0 ? .infinity : (height / 2) / abs(dy))
    return StepPicture.Point(x: center.x + dx * Swift.min(scale, 1), y: center.y + dy * Swift.min(scale, 1))
  }
  /// Smaller by `amount` on every side; larger for a negative amount.
  func inset(_ amount: Double) -> TraceView.Frame {
    TraceView.Frame(x: x + amount, y: y + amount, width: Swift.max(width - 2 * amount, 1), height: Swift.max(height - 2 * amount, 1))
  }
}

/// A coordinate for SVG: at most one decimal, no locale, no `-0`.
private func n(_ value: Double) -> String {
  guard value.isFinite else { return "0" }
  let tenths = Int((value * 10).rounded())
  if tenths == 0 { return "0" }
  let sign = tenths < 0 ? "-" : ""
  let magnitude = abs(tenths)
  return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
}
