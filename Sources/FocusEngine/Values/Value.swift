import OrderedCollections

/// A value of the modelled app: what state variables, FocusState variables,
/// focus-binding values and focused values hold.
///
/// Equality is structural (F-format: `1` and `1.0` are equal; `"1"` and `1`
/// are not; mappings compare without regard to key order). Numbers compare
/// exactly: integers as integers, an integer and a double as the numbers
/// they are (`9007199254740993` is not `9007199254740992.0`). Mappings keep
/// their insertion order so every printout is deterministic (F33).
///
///     let row: Value = ["row": "r1"]
///     row == .map(["row": .string("r1")])   // true
public enum Value: Sendable {
  /// `nil` of an Optional FocusState, or YAML's `null`.
  case null
  /// A Bool FocusState or state value.
  case bool(Bool)
  /// Every number: `1` and `1.0` are the same value. Create one from a
  /// `Double` with `.number(x)`, from an `Int` with `.number(.integer(n))`.
  case number(Number)
  /// A string, such as an enum case name bound with `equals:` (`"username"` for `.username`).
  case string(String)
  /// A list, such as the items of a `ForEach`.
  case list([Value])
  /// A mapping, compared without regard to key order.
  case map(OrderedDictionary<String, Value>)
  /// A two-way connection to a storage location (`$var`, `$item.title`), as
  /// published by `focusedValue: { key: $var }` (F25).
  case binding(BindingReference)
}

extension Value {
  /// A number as written: an integer stays exact (a `Double` holds integers
  /// exactly only up to 2^53), a fraction is a `Double`.
  ///
  ///     Value.Number.integer(1) == .real(1.0)   // true
  ///     Value.Number.real(0.5).description      // "0.5"
  public enum Number: Sendable, Hashable, CustomStringConvertible {
    /// An integer, kept exact.
    case integer(Int)
    /// A fraction, or a number written with a decimal point.
    case real(Double)

    /// The nearest `Double` (exact up to 2^53), for arithmetic and ordering.
    public var doubleValue: Double {
      switch self {
      case .integer(let value): return Double(value)
      case .real(let value): return value
      }
    }

    /// `false` for infinities and NaN, which no frame or count may hold.
    public var isFinite: Bool { doubleValue.isFinite }

    /// Only a real can be NaN (`.nan` in YAML).
    public var isNaN: Bool {
      if case .real(let value) = self { return value.isNaN }
      return false
    }

    /// Mathematical equality: an integer equals a double only when the
    /// double is that very integer (no rounding of either to the other).
    public static func == (lhs: Number, rhs: Number) -> Bool {
      switch (lhs, rhs) {
      case (.integer(let a), .integer(let b)): return a == b
      case (.real(let a), .real(let b)): return a == b
      case (.integer(let a), .real(let b)), (.real(let b), .integer(let a)): return Int(exactly: b) == a
      }
    }

    /// Agrees with `==`: an integer that a `Double` holds exactly hashes as
    /// that double; one that no double holds cannot equal a double at all.
    public func hash(into hasher: inout Hasher) {
      switch self {
      case .integer(let value):
        let double = Double(value)
        if Int(exactly: double) == value { hasher.combine(double) } else { hasher.combine(value) }
      case .real(let value): hasher.combine(value)
      }
    }

    /// The number as scenario files write it (`1`, `0.5`).
    public var description: String { Value.format(number: self) }
  }

  /// A number from a `Double` (the results of arithmetic, counts as doubles).
  public static func number(_ value: Double) -> Value { .number(.real(value)) }

  /// How a number prints: an integer in full, a double as `format(number:)` prints it.
  public static func format(number: Number) -> String {
    switch number {
    case .integer(let value): return String(value)
    case .real(let value): return format(number: value)
    }
  }
}

extension Value: Hashable {
  /// Structural equality: numbers compare exactly, mappings without regard to key order.
  public static func == (lhs: Value, rhs: Value) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.list(let a), .list(let b)): return a == b
    case (.map(let a), .map(let b)):
      guard a.count == b.count else { return false }
      for (key, value) in a {
        guard let other = b[key], other == value else { return false }
      }
      return true
    case (.binding(let a), .binding(let b)): return a == b
    default: return false
    }
  }

  /// Hashes consistently with `==`: a mapping's hash does not depend on key order.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let b): hasher.combine(1); hasher.combine(b)
    case .number(let n): hasher.combine(2); hasher.combine(n)
    case .string(let s): hasher.combine(3); hasher.combine(s)
    case .list(let l): hasher.combine(4); hasher.combine(l)
    case .map(let m):
      // Order-independent, to agree with ==.
      hasher.combine(5)
      hasher.combine(m.count)
      var combined = 0
      for (key, value) in m {
        var inner = Hasher()
        inner.combine(key)
        inner.combine(value)
        combined ^= inner.finalize()
      }
      hasher.combine(combined)
    case .binding(let b): hasher.combine(6); hasher.combine(b)
    }
  }
}

// Deliberately not ExpressibleByNilLiteral: `nil` must keep meaning
// Optional.none wherever a `Value?` is expected.
extension Value: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  /// `"username"` is `.string("username")`.
  public init(stringLiteral value: String) { self = .string(value) }
  /// `true` is `.bool(true)`.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// `3` is an exact integer, `.number(.integer(3))`.
  public init(integerLiteral value: Int) { self = .number(.integer(value)) }
  /// `0.5` is `.number(.real(0.5))`.
  public init(floatLiteral value: Double) { self = .number(value) }
  /// `["a", "b"]` is a list.
  public init(arrayLiteral elements: Value...) { self = .list(elements) }
  /// `["row": "r1"]` is a mapping that keeps the keys in the order written.
  public init(dictionaryLiteral elements: (String, Value)...) {
    var map = OrderedDictionary<String, Value>()
    for (key, value) in elements { map[key] = value }
    self = .map(map)
  }
}

extension Value {
  /// `true` for `.null`: a dismissed Optional FocusState, a missing focused value.
  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }

  /// The Bool of a `.bool`, otherwise `nil`.
  public var boolValue: Bool? {
    if case .bool(let b) = self { return b }
    return nil
  }

  /// The text of a `.string`, otherwise `nil`.
  public var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The number as the nearest `Double` (exact up to 2^53).
  public var numberValue: Double? {
    if case .number(let n) = self { return n.doubleValue }
    return nil
  }

  /// The elements of a `.list`, otherwise `nil`.
  public var listValue: [Value]? {
    if case .list(let l) = self { return l }
    return nil
  }

  /// The entries of a `.map` in insertion order, otherwise `nil`.
  public var mapValue: OrderedDictionary<String, Value>? {
    if case .map(let m) = self { return m }
    return nil
  }

  /// A short name of the value's type for messages ("a string", "a list"…).
  public var typeDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .list: return "a list"
    case .map: return "a mapping"
    case .binding: return "a binding"
    }
  }
}
