/// A group of keys of the format as an enum: one case per key, its raw
/// value the key as written, `allCases` in SCENARIO-FORMAT order.
///
///     ExpectationKey(rawValue: "tabOrder")    // .tabOrder
///     "\(ExpectationKey.tabOrder)"            // "tabOrder"
///
/// `FormatDefinition` describes each group by switching over its cases, and
/// the decoder reads each group by switching over them, both without
/// `default:`: a key cannot be described without a case, and a case added
/// without a description or a decoder does not compile. Suggestions prefer
/// earlier keys on ties, so the order of the cases is part of the behaviour.
protocol FormatKeyName: RawRepresentable<String>, CaseIterable, Hashable, Sendable, CustomStringConvertible
where AllCases == [Self] {}

extension FormatKeyName {
  /// The key as written, so that interpolating a key writes its spelling
  /// (`"\(NodePropertyKey.if)"` is `if`), never the Swift name of its case.
  var description: String { rawValue }

  /// Every key of the group as written, in order.
  static var names: [String] { allCases.map(\.rawValue) }
}
