import FocusEngine

/// Small builders so engine tests read like the scenario they model.
func node(_ kind: ViewKind, _ id: String, _ children: [ViewNode] = [], configure: (inout ViewNode) -> Void = { _ in }) -> ViewNode {
  var result = ViewNode(id: id, kind: kind, children: children)
  configure(&result)
  return result
}

func field(_ id: String, bound variable: String? = nil, to value: Value? = nil, configure: (inout ViewNode) -> Void = { _ in }) -> ViewNode {
  node(.TextField, id) { node in
    if let variable { node.bindings = [FocusBinding(variable: variable, value: value)] }
    configure(&node)
  }
}

func button(_ id: String, configure: (inout ViewNode) -> Void = { _ in }) -> ViewNode { node(.Button, id, configure: configure) }

func engine(
  _ root: ViewNode, platform: Platform = .iOS, settings: FocusSettings = FocusSettings(),
  variables: [FocusStateVariable] = [FocusStateVariable(name: "field", kind: .optional)]
) -> FocusEngine {
  FocusEngine(platform: platform, settings: settings, variables: variables, scenes: [(id: "main", root: root)])
}

/// The LoginForm of Apple's FocusState page.
func loginForm() -> ViewNode {
  node(.Form, "form", [
    field("username", bound: "field", to: "username"),
    node(.SecureField, "password") { $0.bindings = [FocusBinding(variable: "field", value: "password")] },
    button("signIn"),
  ])
}
