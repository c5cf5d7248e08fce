import YAML

/// The keys of one group (`SettingKey`, `ExpectationKey`…), looked up by
/// the text of a mapping key, so that a decoder switches over the group's
/// cases rather than over strings.
///
///     let table = KeyTable<SettingKey>()
///     table.key(of: "clickClearsFocus")   // .clickClearsFocus
///     table.key(of: "clickClearFocus")    // nil: an unknown key
///
/// A lookup is `NameTable`'s, by bytes; the cases are kept in an array,
/// since a synthesized `allCases` builds a new one on every call.
///
/// A mapping read key by key in the file's order switches over each
/// pair's key (`Fields.keyed`). One read in a fixed order, looking its keys
/// up (`fields[.title]`), walks `keys` with a switch instead, so that it
/// too has a branch for every key; keys read together or elsewhere are
/// listed in a branch that says where.
struct KeyTable<Key: FormatKeyName>: Sendable {
  /// The cases, in `allCases` order: `keys[i]` is named `names.names[i]`.
  let keys: [Key]
  let names: NameTable

  init() {
    keys = Key.allCases
    names = NameTable(keys.map(\.rawValue))
  }

  /// The key written `text`, or `nil` for a key the group does not have.
  func key(of text: String) -> Key? {
    names.index(of: text).map { keys[$0] }
  }

  /// The position of the key written `text` in `allCases`.
  func index(of text: String) -> Int? { names.index(of: text) }

  func contains(_ text: String) -> Bool { names.contains(text) }

  /// The position in `allCases` of the key written as the scalar `node`, read on its bytes.
  func index(ofScalar node: Node) -> Int? { names.index(ofScalar: node) }

  /// The key written as the scalar `node`, read on its bytes.
  func key(ofScalar node: Node) -> Key? { names.index(ofScalar: node).map { keys[$0] } }
}
