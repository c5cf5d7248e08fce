import FocusEngine
import OrderedCollections
import YAML

/// The `@State` variables of a scenario run, read and written through
/// paths and bindings (F25: a ForEach row's binding follows its element by id).
struct StateStore: Sendable {
  private(set) var values: OrderedDictionary<String, Value>
  /// Bumped by every write, so unchanged state can be recognised in O(1).
  private(set) var version = 0

  init(_ initial: [(name: String, value: Value)]) {
    values = [:]
    for (name, value) in initial { values[name] = value }
  }

  func contains(_ name: String) -> Bool { values[name] != nil }

  subscript(name: String) -> Value? { values[name] }

  /// The value a binding points at, or `nil` when the path no longer leads anywhere.
  func read(_ binding: BindingReference) -> Value? {
    guard var current = values[binding.variable] else { return nil }
    for (position, component) in binding.path.enumerated() {
      guard let next = StateStore.step(current, component, hint: binding.indexHints[position]) else { return nil }
      current = next
    }
    return current
  }

  static func step(_ value: Value, _ component: BindingReference.Component, hint: Int? = nil) -> Value? {
    if case .element(let id, let idKey) = component, let hint, case .list(let list) = value,
      list.indices.contains(hint), elementID(list[hint], idKey: idKey) == id
    {
      return list[hint]
    }
    switch component {
    case .key(let key):
      return value.mapValue?[key]
    case .index(let index):
      guard let list = value.listValue, list.indices.contains(index) else { return nil }
      return list[index]
    case .element(let id, let idKey):
      guard let list = value.listValue else { return nil }
      return list.first { element in elementID(element, idKey: idKey) == id }
    }
  }

  /// A list element's identity: its `idKey` field, or itself when scalar.
  static func elementID(_ element: Value, idKey: String?) -> Value? {
    switch element {
    case .map(let map): return idKey.flatMap { map[$0] }
    case .list: return nil
    default: return element
    }
  }

  /// Writes through a binding; throws when the path does not lead anywhere.
  mutating func write(_ newValue: Value, to binding: BindingReference, at mark: Mark) throws(RuntimeError) {
    guard let root = values[binding.variable] else {
      throw RuntimeError("$\(binding.variable) is not a state variable", at: mark)
    }
    let updated = try StateStore.replacing(in: root, path: binding.path[...], with: newValue, binding: binding, at: mark)
    // Every write path (set, a path set, append, insert, setFocusedBinding)
    // passes here: a list appended to itself doubles at each write.
    try ValueBudget.checkWrite(old: root, new: updated, at: mark)
    values[binding.variable] = updated
    version += 1
  }

  private static func replacing(
    in value: Value, path: ArraySlice<BindingReference.Component>, with newValue: Value,
    binding: BindingReference, at mark: Mark
  ) throws(RuntimeError) -> Value {
    guard let component = path.first else { return newValue }
    let rest = path.dropFirst()
    switch component {
    case .key(let key):
      // Writing a missing key of a mapping creates it; a non-mapping cannot have keys.
      guard case .map(var map) = value else {
        if value == .null, rest.isEmpty { return .map([key: newValue]) }
        throw RuntimeError("cannot set '\(key)' in \(binding): the value there is \(value.typeDescription), not a mapping", at: mark)
      }
      map[key] = try replacing(in: map[key] ?? .null, path: rest, with: newValue, binding: binding, at: mark)
      return .map(map)
    case .index(let index):
      guard case .list(var list) = value, list.indices.contains(index) else {
        throw RuntimeError("index \(index) is out of range in \(binding)", at: mark)
      }
      list[index] = try replacing(in: list[index], path: rest, with: newValue, binding: binding, at: mark)
      return .list(list)
    case .element(let id, let idKey):
      guard case .list(var list) = value,
        let position = list.firstIndex(where: { elementID($0, idKey: idKey) == id })
      else {
        throw RuntimeError("no element with \(idKey ?? "id") \(id.displayText) in \(binding)", at: mark)
      }
      list[position] = try replacing(in: list[position], path: rest, with: newValue, binding: binding, at: mark)
      return .list(list)
    }
  }
}
