import CFuzzMain
import Glibc
import FocusScenarios

/// Which mutator the session uses, from `FOCUS_FUZZ_MODE` (set by
/// `scripts/fuzz --mode`): `bytes` is libFuzzer's own byte mutation,
/// `structure` the scenario-aware one below (byte mutation on 1 call in 10),
/// `both` (the default) picks one of the two on each call.
enum FuzzMode: String {
  case bytes, structure, both

  static let current: FuzzMode = {
    guard let raw = getenv("FOCUS_FUZZ_MODE") else { return .both }
    return FuzzMode(rawValue: String(cString: raw)) ?? .both
  }()
}

/// SplitMix64: small, and the same numbers for the same libFuzzer seed, so a
/// session is reproducible with `-seed=N`.
struct SplitMix {
  private var state: UInt64
  init(seed: UInt32) { state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 0x1234_5678 }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// 0..<n (0 when n ≤ 0).
  mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
  mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// libFuzzer calls this instead of its own mutation when it is defined.
@_cdecl("LLVMFuzzerCustomMutator")
public func customMutator(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
  guard let data else { return 0 }
  var rng = SplitMix(seed: seed)
  switch FuzzMode.current {
  case .bytes: return LLVMFuzzerMutate(data, size, maxSize)
  case .both where rng.chance(50): return LLVMFuzzerMutate(data, size, maxSize)
  case .structure where rng.chance(10): return LLVMFuzzerMutate(data, size, maxSize)
  default: break
  }
  let input = Array(UnsafeBufferPointer(start: data, count: size))
  guard let output = StructureMutator.mutate(input, maxSize: maxSize, rng: &rng) else {
    // Not YAML the reader accepts, or every attempt came out too long.
    return LLVMFuzzerMutate(data, size, maxSize)
  }
  output.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: output.count) }
  return output.count
}

/// libFuzzer's crossover, made structural: a view, an action list or a step
/// of the second input is grafted into the first.
@_cdecl("LLVMFuzzerCustomCrossOver")
public func customCrossOver(
  _ data1: UnsafePointer<UInt8>?, _ size1: Int, _ data2: UnsafePointer<UInt8>?, _ size2: Int,
  _ out: UnsafeMutablePointer<UInt8>?, _ maxOutSize: Int, _ seed: UInt32
) -> Int {
  guard let data1, let data2, let out, FuzzMode.current != .bytes else { return 0 }
  var rng = SplitMix(seed: seed)
  let first = Array(UnsafeBufferPointer(start: data1, count: size1))
  let second = Array(UnsafeBufferPointer(start: data2, count: size2))
  guard let output = StructureMutator.crossOver(first, second, maxSize: maxOutSize, rng: &rng) else { return 0 }
  output.withUnsafeBufferPointer { out.update(from: $0.baseAddress!, count: output.count) }
  return output.count
}

/// What a place in a scenario holds, so that mutations put there only what
/// the format expects (SCENARIO-FORMAT "Nodes", "Actions", "Values and
/// expressions", "Steps"). Decided from the keys on the way down; it is a
/// guess ("mostly valid"), and a wrong guess is still a useful input.
enum Place: CaseIterable {
  case view, actions, condition, expression, value, step, other
}

/// A slot: the `index`-th item or pair value of `parent`.
struct Site {
  let parent: YNode
  let index: Int
  let place: Place

  var node: YNode {
    switch parent.content {
    case .sequence(let items): return items[index]
    case .mapping(let pairs): return pairs[index].value
    case .scalar: fatalError("a site's parent is a collection")
    }
  }

  func replace(with node: YNode) {
    switch parent.content {
    case .sequence(var items):
      items[index] = node
      parent.content = .sequence(items)
    case .mapping(var pairs):
      pairs[index].value = node
      parent.content = .mapping(pairs)
    case .scalar: break
    }
  }
}

enum StructureMutator {
  static let containers = [
    "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "Form", "Section", "List",
    "ScrollView", "NavigationStack", "GroupBox",
  ]
  static let leaves = [
    "Text", "Button", "TextField", "SecureField", "TextEditor", "Toggle", "Picker", "Link", "Stepper", "Slider",
    "Menu", "Image", "Label", "Spacer", "Divider", "NavigationLink",
  ]
  static let kinds = Set(containers + leaves + ["View", "ForEach", "TabView", "Tab"])

  /// A small valid scenario to start from when an input does not read as YAML.
  static let template = """
    scenario: fuzz
    platform: macOS
    state: { s: "", f: false, l: [1, 2, 3], m: { a: 1 } }
    focusState: { fs: null }
    view:
      VStack:
        - TextField: { id: t, text: $s, focused: { $fs: t }, onSubmit: { set: { f: true } } }
        - Button: { id: b, action: [{ set: { s: "x" } }] }
        - ForEach: { data: $l, row: { Toggle: { id: "r${item}", isOn: $f } } }
    steps:
      - tab
      - click: b
      - expect: { focused: t, state: { s: x } }
    """

  static func mutate(_ input: [UInt8], maxSize: Int, rng: inout SplitMix) -> [UInt8]? {
    for _ in 0..<3 {
      guard var documents = YAMLTreeReader.read(input) ?? (rng.chance(30) ? YAMLTreeReader.read(Array(template.utf8)) : nil)
      else { return nil }
      let index = rng.below(documents.count)
      if documents[index].pairs == nil || rng.chance(2) {
        documents[index] = YAMLTreeReader.read(Array(template.utf8))![0]
      }
      var scenario = ScenarioTree(root: documents[index], budget: max(0, maxSize - input.count), rng: rng)
      for _ in 0..<(rng.chance(70) ? 1 : rng.int(2...4)) { scenario.mutateOnce() }
      rng = scenario.rng
      if rng.chance(3) { documents.append(documents[index]) }
      if let text = YAMLTreeWriter.write(documents, blockTop: rng.chance(50), limit: maxSize) { return text }
    }
    return nil
  }

  static func crossOver(_ first: [UInt8], _ second: [UInt8], maxSize: Int, rng: inout SplitMix) -> [UInt8]? {
    guard let documents = YAMLTreeReader.read(first), let donors = YAMLTreeReader.read(second) else { return nil }
    let index = rng.below(documents.count)
    guard documents[index].pairs != nil else { return nil }
    let donor = ScenarioTree(root: rng.pick(donors), budget: 0, rng: rng)
    var scenario = ScenarioTree(root: documents[index], budget: maxSize, rng: rng)
    let sites = scenario.sites()
    let donorSites = donor.sites()
    for _ in 0..<8 {
      guard let target = sites.randomElement(using: &scenario.rng) else { break }
      let matching = donorSites.filter { $0.place == target.place }
      guard let graft = matching.randomElement(using: &scenario.rng) else { continue }
      target.replace(with: graft.node)
      rng = scenario.rng
      return YAMLTreeWriter.write(documents, blockTop: rng.chance(50), limit: maxSize)
    }
    return nil
  }
}

extension Array {
  func randomElement(using rng: inout SplitMix) -> Element? {
    isEmpty ? nil : self[rng.below(count)]
  }
}
