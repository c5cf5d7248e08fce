import FocusEngine
import YAML

/// What the app's presentations and navigation keep between commits that
/// is not in its state (F35, F42, F45), and what the last build found of
/// them. Owned by the `SceneEvaluator`; the run changes it through
/// `dismiss`, `back`, links and tab bar items.
final class StructureState {
  /// A presentation whose `isPresented` holds or whose `item` is not
  /// `null`, found while building (F35).
  struct PresentationRequest {
    /// The presenter's id and the modifier: one presentation of the scenario.
    var key: String
    var layerID: String
    var kind: PresentationSpec.Kind
    var presenter: TemplateNode
    /// Index in the presenter's `presentations`.
    var index: Int
    var presenterID: String
    var scope: Scope
    /// The `item` value; `nil` for `isPresented`.
    var item: Value?
    /// The variable to write `false`/`null` to when it is dismissed (F39).
    var binding: BindingReference?
  }

  /// A presentation that has come up (F35).
  struct UpLayer {
    var request: PresentationRequest
    /// Tells an `item` change's new layer from the old one (F35).
    var serial: Int
  }

  /// A screen a stack keeps itself: pushed by a `destination:` link, or
  /// by a `value:` link onto a stack without `path:` (F42).
  struct KeptScreen {
    enum Content {
      /// Built from the stack's `destination:` with `$item` = the value.
      case value(Value)
      /// The link's own `destination:`, in the link's scope.
      case destination(TemplateNode, Scope)
    }
    var content: Content
    var serial: Int
  }

  /// What the last build found of a NavigationStack.
  struct StackFacts {
    var pathBinding: BindingReference?
    var pathCount: Int
    var hasDestination: Bool
    var sceneIndex: Int
  }

  /// What the last build found of a TabView.
  struct TabViewFacts {
    var selection: BindingReference?
    /// Each tab's key and its value, in order.
    var tabs: [(key: String, value: Value)]
    var sceneIndex: Int
  }

  /// A presentation that went down, for the run to finish (F39).
  struct Dismissal {
    var request: PresentationRequest
    /// Write `false`/`null` to its variable (not for an `item` change, F35).
    var writesVariable: Bool
  }

  /// Per scene, the up presentations, bottom to top.
  var upLayers: [[UpLayer]]
  /// F35: presentations already warned `presentation-blocked` in their current wait.
  var blockedWarned: Set<String> = []
  /// Per stack id, its kept screens, bottom to top (above the path's).
  var keptScreens: [String: [KeptScreen]] = [:]
  /// F45: per TabView id without `selection:`, the value of the tab it shows.
  var ownTabSelections: [String: Value] = [:]
  /// Found by the last build.
  var stacks: [String: StackFacts] = [:]
  var tabViews: [String: TabViewFacts] = [:]
  /// Presentations dismissed since the run last took them.
  var dismissals: [Dismissal] = []
  /// Serial numbers for layers and kept screens (F33: deterministic).
  private var lastSerial = 0

  init(sceneCount: Int) {
    upLayers = Array(repeating: [], count: sceneCount)
  }

  func nextSerial() -> Int {
    lastSerial += 1
    return lastSerial
  }
}
