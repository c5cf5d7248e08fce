import FocusEngine

/// The template behind a node of a concrete tree, with the row scope it was
/// built in, so its actions and handlers run with the right `$item`.
///
/// A class: every commit that rebuilds a tree lists an instance per node,
/// and a reference is one retain where copying the fields would be many.
final class NodeInstance {
  /// Unowned: the run's `sceneRoots` own every template node, and a node's
  /// cache holds instances; a strong reference back would be a cycle that
  /// kept every run's templates alive.
  unowned let node: TemplateNode
  let scope: Scope
  let id: String
  /// `id`'s number in the run's `IDClaims`.
  let idNumber: Int
  /// `text:` and `isOn:`, out of line: most nodes have neither, and an
  /// instance is kept per node (DHAT of a 100,000-row ForEach, docs/benchmarks.md).
  private let inputs: InputBindings?

  /// `text:` resolved to a binding (text inputs).
  var text: BindingReference? { inputs?.text }
  /// `isOn:` resolved to a binding (Toggle).
  var isOn: BindingReference? { inputs?.isOn }

  init(node: TemplateNode, scope: Scope, id: String, idNumber: Int, text: BindingReference? = nil, isOn: BindingReference? = nil) {
    self.node = node
    self.scope = scope
    self.id = id
    self.idNumber = idNumber
    self.inputs = text == nil && isOn == nil ? nil : InputBindings(text: text, isOn: isOn)
  }

  private final class InputBindings {
    let text: BindingReference?
    let isOn: BindingReference?

    init(text: BindingReference?, isOn: BindingReference?) {
      self.text = text
      self.isOn = isOn
    }
  }

  /// The template, read in place (a copy would retain every field).
  var template: NodeTemplate {
    _read { yield node.template }
  }
}
