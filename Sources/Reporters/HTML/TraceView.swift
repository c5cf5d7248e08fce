import FocusEngine
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The part of a scenario's structured trace (`ScenarioResult.structuredTraceJSON`,
/// the JSON of `ScenarioTrace`) that the HTML report draws, decoded from the
/// JSON text. Reading the text rather than `structuredTrace` is what makes
/// a report merged from shards (which has only the text) draw what a
/// single run draws. Unknown keys and event kinds are ignored.
///
///     let trace = try TraceView.decode(result.structuredTraceJSON!)
///     trace.steps.first?.summary   // "appear"
struct TraceView: Decodable {
  var droppedSteps: Int
  var steps: [Step]

  static func decode(_ text: String) throws -> TraceView {
    try JSONDecoder().decode(TraceView.self, from: Data(text.utf8))
  }

  /// The appearance (`index` -1) or one step.
  struct Step: Decodable {
    var index: Int
    var summary: String
    var events: [Event]
    var snapshot: Snapshot?
  }

  /// One trace event: its kind, rules and text lines, and the data of the kinds drawn.
  struct Event: Decodable {
    var kind: String
    var rules: [String]
    var text: [String]
    /// `engine`: the engine's decision.
    var event: EngineEvent?
    /// `expectationHeld`: the paths that held.
    var checks: [Check]?
    /// `mismatch`: the path that did not hold.
    var path: String?
    var expected: String?
    var actual: String?
  }

  /// A path of an expectation with both values.
  struct Check: Decodable {
    var path: String
    var expected: String
    var actual: String
  }

  /// A `FocusTraceEvent`.
  struct EngineEvent: Decodable {
    var kind: String
    var search: Search?
    var change: Change?
    var code: String?
    var message: String?
  }

  /// A focus change in a scene.
  struct Change: Decodable {
    var scene: String
    var from: String?
    var to: String?
  }

  /// A directional search (F20, F21).
  struct Search: Decodable {
    var direction: String
    var origin: String
    var originFrame: Frame
    var candidates: [Candidate]
    var winner: Winner?
  }

  struct Candidate: Decodable {
    var id: String
    var frame: Frame
    var isFocusSection: Bool
    var gap: Double
    var cross: Double
  }

  struct Winner: Decodable {
    var candidate: String
    var target: String
    var isFocusSection: Bool
    var gap: Double
    var cross: Double
  }

  /// A frame in scene coordinates (F2).
  struct Frame: Decodable, Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    var maxX: Double { x + width }
    var maxY: Double { y + height }
    /// `[x, y, w, h]`, as traces print frames.
    var text: String { "[\([x, y, width, height].map { Value.format(number: $0) }.joined(separator: ", "))]" }
  }

  /// The state after a step.
  struct Snapshot: Decodable {
    var focus: Focus
    var focusedValues: [Keyed]
    var state: [Keyed]
    var absent: [[Absent]]
  }

  struct Focus: Decodable {
    var platform: String
    var scenes: [Scene]
    var keySceneIndex: Int
    var pendingRequest: Request?
    var focusState: [Keyed]
    var focusedValues: [FocusedValue]
  }

  struct Request: Decodable {
    var variable: String
    var value: JSONValue
    var text: String { "$\(variable) = \(value.flowText)" }
  }

  struct Keyed: Decodable {
    var name: String
    var value: JSONValue
  }

  struct FocusedValue: Decodable {
    var key: String
    var value: JSONValue
    var node: String
    var rule: String
  }

  struct Absent: Decodable {
    var parent: String
    var labels: [String]
  }

  struct Scene: Decodable {
    var id: String
    var isKey: Bool
    var nodes: [Node]
    var focusedIndex: Int?
    var focusedID: String?
    var tabOrder: [Int]
    var presented: [String]?
  }

  struct Node: Decodable {
    var id: String
    var kind: String
    var parent: Int?
    var frame: Frame
    var isDisabled: Bool
    var isFocusable: Bool
    var tabPosition: Int?
    var isFocusSection: Bool
    /// `lowerLayer` or `covered`; `nil` in the active region (F37, F42).
    var region: String?
  }
}

/// A value as the trace's JSON writes it, printed back in YAML flow style
/// as the other reports print values.
///
///     JSONValue.list([.string("a"), .number(1)]).flowText   // "[a, 1]"
enum JSONValue: Decodable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case list([JSONValue])
  /// Keys sorted, as the trace encodes them.
  case map([(String, JSONValue)])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .list(value)
    } else {
      let map = try container.decode([String: JSONValue].self)
      self = .map(map.keys.sorted().map { ($0, map[$0]!) })
    }
  }

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.flowText == rhs.flowText }

  /// YAML flow style; not elided (see `shownText`).
  var flowText: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return Value.format(number: value)
    case .string(let text): return Value.yamlScalar(text)
    case .list(let items): return "[" + items.map(\.flowText).joined(separator: ", ") + "]"
    case .map(let entries):
      if entries.isEmpty { return "{}" }
      return "{ " + entries.map { "\(Value.yamlScalar($0.0)): \($0.1.flowText)" }.joined(separator: ", ") + " }"
    }
  }

  /// Elided past `Value.reportBudget`, as every report prints values.
  var shownText: String { Value.elided(flowText) }
}
