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
  }

  /// What the last build found of a TabView.
  struct TabViewFacts {
    var selection: BindingReference?
    /// Each tab's key and its value, in order.
    var tabs: [(key: String, value: Value)]
  }

  /// A presentation that went down, for the run to finish (F39).
  struct Dismissal {
    var sceneIndex: Int
    var request: PresentationRequest
    /// Write `false`/`null` to its variable (not for an `item` change, F35).
    var writesVariable: Bool
  }

  /// What one scene keeps between commits, and what its last full build
  /// found. Scenes are windows: ids need only be unique per scene, so
  /// nothing here is shared between scenes.
  struct Scene {
    // Kept between commits.
    /// The up presentations, bottom to top (F35).
    var upLayers: [UpLayer] = []
    /// F35: presentations already warned `presentation-blocked` in their current wait.
    var blockedWarned: Set<String> = []
    /// Per stack id, its kept screens, bottom to top (above the path's, F42).
    var keptScreens: [String: [KeptScreen]] = [:]
    /// F45: per TabView id without `selection:`, the value of the tab it shows.
    var ownTabSelections: [String: Value] = [:]
    /// Ids of nodes in layers and screens that came up anew since onAppear
    /// handlers last looked: they appear again even under old ids (F31, F36).
    var reappearedIDs: Set<String> = []

    // Found by the last full build.
    var stacks: [String: StackFacts] = [:]
    var tabViews: [String: TabViewFacts] = [:]
    /// Per stack id, the keys of its pushed screens.
    var screenKeys: [String: Set<String>] = [:]

    /// F1: a stack or TabView that is no longer present forgets what it
    /// kept; it starts afresh when it comes back.
    mutating func forgetAbsentContainers() {
      keptScreens = keptScreens.filter { stacks[$0.key] != nil }
      ownTabSelections = ownTabSelections.filter { tabViews[$0.key] != nil }
      screenKeys = screenKeys.filter { stacks[$0.key] != nil }
    }
  }

  /// Per scene.
  var scenes: [Scene]
  /// Presentations that went down since the run last took them (F39).
  var dismissals: [Dismissal] = []
  /// Serial numbers for layers and kept screens (F33: deterministic).
  private var lastSerial = 0

  init(sceneCount: Int) {
    scenes = Array(repeating: Scene(), count: sceneCount)
  }

  func nextSerial() -> Int {
    lastSerial += 1
    return lastSerial
  }
}
