/// The keys of `scroll: { in: id, to: n }`, a step and an action (F55).
enum ScrollKey: String, FormatKeyName {
  case `in`, to
}
