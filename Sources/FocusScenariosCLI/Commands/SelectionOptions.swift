import ArgumentParser
import FocusScenarios

/// The options that choose scenarios, shared by `run`, `validate` and `record`.
struct SelectionOptions: ParsableArguments {
  @Argument(help: FilterOptions.pathsHelp)
  var paths: [String] = [Self.defaultPath]

  static let defaultPath = "Scenarios/"

  @OptionGroup var filters: FilterOptions

  @OptionGroup var color: ColorOptions

  /// The plan of `paths` with the filters; plan warnings go to stderr.
  func makePlan() throws -> ScenarioPlan {
    try filters.makePlan(paths: paths, defaultPath: Self.defaultPath)
  }
}

/// `--filter`, `--tag` and `--skip-tag`: the options of every command that
/// selects scenarios, `trace` included (it has its own PATH argument, which
/// has no default).
struct FilterOptions: ParsableArguments {
  static let pathsHelp = ArgumentHelp(
    "Scenario files, folders (searched recursively for *.yaml and *.yml), or FILE:LINE for the scenario holding that line.",
    valueName: "path")

  @Option(help: ArgumentHelp(
      "Only scenarios whose name matches this regular expression (matched in linear time; "
        + "no backreferences or lookaround).", valueName: "regex"))
  var filter: String?

  @Option(name: .customLong("tag"), help: ArgumentHelp("Only scenarios with this tag (repeatable: any of them).", valueName: "tag"))
  var tags: [String] = []

  @Option(name: .customLong("skip-tag"), help: ArgumentHelp("Leave out scenarios with this tag (repeatable).", valueName: "tag"))
  var skipTags: [String] = []

  func validate() throws {
    // Rejected here, before anything runs, so a typo exits 64 with usage.
    _ = try makeFilter()
  }

  func makeFilter() throws -> ScenarioFilter {
    do {
      return try ScenarioFilter(namePattern: filter, tags: tags, skipTags: skipTags)
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// The plan of `paths` with these filters. `defaultPath` is the PATH used
  /// when none was given, named as such if it does not exist.
  func makePlan(paths: [String], defaultPath: String? = nil) throws -> ScenarioPlan {
    let filter = try makeFilter()
    do {
      let plan = try ScenarioPlan(paths: paths, filter: filter)
      // Never silence (issue 13): what the search left out is said before
      // anything runs; what it could not read is in the plan as a result.
      for warning in plan.warnings { OutputSink.standardError.write("\(warning)\n") }
      return plan
    } catch {
      if case .noSuchPath(let path) = error.reason, path == defaultPath {
        throw ValidationError("\(error.description) (the default PATH); name the scenario files or folders to run")
      }
      throw ValidationError(error.description)
    }
  }
}
