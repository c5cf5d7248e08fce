/// The nodes of one scene's tree that a build has to evaluate anew, when
/// re-evaluating just those reproduces the whole build (F30 step 1).
///
/// `TreeBuilder` keeps what an evaluation that read nothing produced (its
/// caches), so after the first build a commit re-evaluates only the nodes
/// whose own properties read state, FocusState or focused values — in the
/// benchmark's forms, the Save button reading `$focusedValues.current`.
/// Walking the rest of the tree to reuse it, and the engine comparing it
/// node by node, was most of the cost of a commit (`perf`,
/// docs/benchmarks.md). When nothing that read anything can change the
/// shape of the tree, a commit hands the engine just the re-evaluated
/// nodes (`FocusEngine.replaceNodes(_:inScene:)`).
///
/// A build is patchable when every node whose own evaluation read
/// something
/// - has no `if:` (it cannot appear or disappear),
/// - has no id expression other than a literal (its id and its children's
///   paths cannot change),
/// - is not a ForEach and not inside one (rows come and go with the data);
///
/// and the scene's templates do not read `$newID`, whose every evaluation
/// differs (a refused patch is followed by a full build, which would
/// evaluate it again). Every other node is then reused as it is installed,
/// so the tree is the installed one with the sites replaced — unless a
/// replaced node's structure differs (a `.focusable` or a binding
/// changed), which the engine refuses and a full build follows. A button
/// becoming disabled is installed: the engine recomputes focusability and
/// the Tab order (F4, F5, F19) and keeps the rest.
struct TreePatchPlan {
  /// A node evaluated anew at every build, and the id the build gave it.
  struct Site {
    /// Its index in the flattened tree (pre-order), which is also its
    /// index in the run's `instances` for the scene.
    let index: Int
    let source: TemplateNode
    /// A literal or a path name, fixed while the plan holds (F1).
    let id: String
    /// `id`'s number in the run's `IDClaims`.
    let idNumber: Int
  }

  /// In tree order, so evaluation errors surface in the order a full build meets them.
  var sites: [Site]
}

extension TemplateNode {
  /// Whether this node, when its own evaluation reads something, can be
  /// re-evaluated alone (see `TreePatchPlan`).
  var canBePatched: Bool {
    guard template.condition == nil, template.forEach == nil else { return false }
    // Presenters, stacks and tab views decide structure, which a patch cannot change (F35, F42, F45).
    guard template.presentations.isEmpty, template.kind != .NavigationStack, template.kind != .TabView else { return false }
    guard let id = template.id else { return true }
    if case .literal = id.kind { return true }
    return false
  }
}
