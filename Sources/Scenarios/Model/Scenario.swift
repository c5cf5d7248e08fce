import FocusEngine
import YAML

/// One decoded, valid scenario: a document of a scenario file.
///
///     let file = ScenarioDecoder.load(path: "Scenarios/login.yaml")
///     if case .valid(let scenario) = file.entries.first {
///       scenario.name                          // "Sign In focuses the first empty field"
///       ScenarioExecutor.execute(scenario).status   // .passed
///     }
public struct Scenario: Sendable {
  /// `scenario:`: the name reports, `--filter` and `FILE:LINE` select by.
  public var name: String
  /// `description:`, if written.
  public var description: String?
  /// `tags:`, which `--tag` and `--skip-tag` select by.
  public var tags: [String]
  /// `platform:`, whose focus rules the scenario runs under (iOS when not written).
  public var platform: Platform
  /// The major OS version `platform: iOS 15` names (F60); the latest for a bare name.
  /// `run --os-versions` runs a copy per listed version (``atVersion(_:)``).
  public var platformVersion: Int = Platform.latestMajor
  /// Whether `platform:` named a version (`iOS 15`) rather than a bare name.
  public var namesVersion = false
  /// Set on a copy run for `--os-versions`: the version the run's result is named after.
  public var runsAtListedVersion = false
  /// The platform at its version (F60).
  public var osVersion: OSVersion { OSVersion(platform, platformVersion) }

  /// This scenario run at `major` of its platform, as `run --os-versions` runs it (F60).
  public func atVersion(_ major: Int) -> Scenario {
    var copy = self
    copy.platformVersion = major
    copy.runsAtListedVersion = true
    return copy
  }
  /// `settings:`, the user's system settings (F4, F20, F26).
  public var settings: FocusSettings
  /// `state:` in file order.
  package var state: [(name: String, value: Value)]
  /// `focusState:` in file order (F8).
  package var focusState: [(name: String, kind: FocusStateKind)]
  /// One scene (`main`) for `view:`, else `scenes:` in order; the first is key (F29).
  package var scenes: [SceneTemplate]
  /// Whether `scenes:` was written (record mode then records `scene`).
  package var hasExplicitScenes: Bool
  package var commands: [CommandTemplate]
  package var steps: [Step]
  /// The file the scenario comes from (for excerpts).
  public var source: SourceFile
  /// Where the `scenario:` key stands (the scenario's line in reports).
  public var mark: Mark
  /// Lint warnings of a valid scenario (F23's `unpublished-focused-value`),
  /// by position: shown by `validate` and `run`, never making it invalid or failed.
  ///
  ///     scenario.lintWarnings.map(\.code)   // [unpublished-focused-value]
  public var lintWarnings: [Diagnostic] = []
  /// 0-based index of the document in its file.
  public var documentIndex: Int
  /// Whether any node (in a scene, a layer's view or a destination) carries
  /// a presentation (F35): `record` then writes `presented`.
  package var usesPresentations: Bool
  /// Whether any tree holds a NavigationStack (F42): `record` then writes `screens`.
  package var usesNavigationStacks: Bool
  /// Whether a `wait` step or an `after:` timer is anywhere (F46, F47): `record` then writes `time`.
  package var usesClock: Bool

  package init(
    name: String, description: String? = nil, tags: [String] = [], platform: Platform = .iOS,
    settings: FocusSettings = FocusSettings(), state: [(name: String, value: Value)] = [],
    focusState: [(name: String, kind: FocusStateKind)] = [], scenes: [SceneTemplate],
    hasExplicitScenes: Bool = false, commands: [CommandTemplate] = [], steps: [Step] = [],
    source: SourceFile, mark: Mark, documentIndex: Int = 0, usesPresentations: Bool = false, usesNavigationStacks: Bool = false,
    usesClock: Bool = false
  ) {
    self.name = name
    self.description = description
    self.tags = tags
    self.platform = platform
    self.settings = settings
    self.state = state
    self.focusState = focusState
    self.scenes = scenes
    self.hasExplicitScenes = hasExplicitScenes
    self.commands = commands
    self.steps = steps
    self.source = source
    self.mark = mark
    self.documentIndex = documentIndex
    self.usesPresentations = usesPresentations
    self.usesNavigationStacks = usesNavigationStacks
    self.usesClock = usesClock
  }

  /// `file:line:column` of the scenario.
  public var location: SourceLocation { source.location(mark) }
}

/// F8: a FocusState variable is Bool (initial `false`) or Optional (initial `null`).
public typealias FocusStateKind = FocusStateVariable.Kind

/// `scenes: [{ id, view }]`, or the single scene `main` of `view:`.
package struct SceneTemplate: Sendable {
  package var id: String
  package var root: NodeTemplate
  package var mark: Mark
  package init(id: String, root: NodeTemplate, mark: Mark) {
    self.id = id
    self.root = root
    self.mark = mark
  }
}

/// `commands:` entries (F29).
package struct CommandTemplate: Sendable {
  package var id: String
  package var title: String?
  package var shortcut: KeyChord?
  package var disabled: Condition?
  package var action: [Action]
  package var mark: Mark
  package init(id: String, title: String? = nil, shortcut: KeyChord? = nil, disabled: Condition? = nil, action: [Action] = [], mark: Mark) {
    self.id = id
    self.title = title
    self.shortcut = shortcut
    self.disabled = disabled
    self.action = action
    self.mark = mark
  }
}
