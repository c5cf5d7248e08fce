/// Actions (SCENARIO-FORMAT "Actions").
extension FormatDefinition {
  /// The action names, each the only key of its mapping except `if`, which
  /// comes with `then` and `else` (`ifActionKeys`).
  static let actions = FormatKey.group(ActionName.self) { key in
    switch key {
    case .set: FormatKey(key, "Writes state or FocusState variables, or paths var.a.b: { var: expr }.", .definition("assignments"))
    case .let:
      FormatKey(key, "Names values for the rest of the action list: { name: expr }.", .mapping(keys: FormatPattern.variable, values: .definition("expression")))
    case .append: FormatKey(key, "Appends to a list: { to: $list, value: expr }.", .record(FormatRecord(appendKeys)))
    case .insert:
      FormatKey(
        key, "Inserts into a list: { into: $list, after|before|at: …, value: expr }.",
        .record(FormatRecord(insertKeys, exactlyOneOf: insertPlaces.map(\.rawValue))))
    case .remove:
      FormatKey(
        key, "Removes from a list: { from: $list, id: expr } or { from: $list, where: condition }.",
        .record(FormatRecord(removeKeys, exactlyOneOf: [RemoveKey.id, .where].map(\.rawValue))))
    case .if: FormatKey(key, "Runs then: when the condition holds, else: otherwise.", .definition("condition"))
    case .setFocusedBinding: FormatKey(key, "Writes through focused bindings: { key: expr } (F25).", .definition("keyedExpressions"))
    case .resetFocus: FormatKey(key, "Resets focus in the named focus scope (F27).", .pattern(FormatPattern.variable))
    case .task:
      FormatKey(key, "Queues actions to run after the current transaction, as a transaction of their own (Task {}, F47).", .definition("actions"))
    case .after:
      FormatKey(key, "Schedules actions at now + seconds (asyncAfter, F47): { seconds: S, do: actions }.", .record(FormatRecord(afterKeys)))
    case .scroll: FormatKey(key, "Scrolls a lazy container: { in: id, to: n } (F55).", scrollShape)
    }
  }

  /// The keys of `after:` (F47).
  static let afterKeys = FormatKey.group(AfterKey.self) { key in
    switch key {
    case .seconds: FormatKey(key, "Seconds from now, a number ≥ 0 (F46).", .nonNegativeNumber, required: true)
    case .do: FormatKey(key, "The actions the timer runs, as a transaction of their own.", .definition("actions"), required: true)
    }
  }

  /// Actions that may be written as a bare word (`- dismiss`) or with a null value (`- dismiss:`).
  static let bareActions = FormatKey.group(BareActionName.self) { key in
    switch key {
    case .dismiss:
      FormatKey(key, "Dismisses the innermost presentation or pushed screen holding the node whose action runs (F41).", .constants([.null]))
    }
  }

  /// The keys of an `if` action.
  static let ifActionKeys = FormatKey.group(IfActionKey.self) { key in
    switch key {
    case .if: FormatKey(key, "The condition.", .definition("condition"), required: true)
    case .then: FormatKey(key, "Actions run when the condition holds.", .definition("actions"), required: true)
    case .else: FormatKey(key, "Actions run otherwise.", .definition("actions"))
    }
  }

  static let appendKeys = FormatKey.group(AppendKey.self) { key in
    switch key {
    case .to: FormatKey(key, "The list variable, $list.", .definition("reference"), required: true)
    case .value: FormatKey(key, "The element to append.", .definition("expression"), required: true)
    }
  }

  /// Where `insert` puts the element; exactly one is given.
  static let insertPlaces: [InsertKey] = [.after, .before, .at]

  static let insertKeys = FormatKey.group(InsertKey.self) { key in
    switch key {
    case .into: FormatKey(key, "The list variable, $list.", .definition("reference"), required: true)
    case .after: FormatKey(key, "Insert after the element with this id.", .definition("expression"))
    case .before: FormatKey(key, "Insert before the element with this id.", .definition("expression"))
    case .at: FormatKey(key, "Insert at this index.", .definition("expression"))
    case .value: FormatKey(key, "The element to insert.", .definition("expression"), required: true)
    }
  }

  static let removeKeys = FormatKey.group(RemoveKey.self) { key in
    switch key {
    case .from: FormatKey(key, "The list variable, $list.", .definition("reference"), required: true)
    case .id: FormatKey(key, "Remove the element with this id.", .definition("expression"))
    case .where: FormatKey(key, "Remove the elements for which this holds; $item is the element.", .definition("condition"))
    }
  }
}
