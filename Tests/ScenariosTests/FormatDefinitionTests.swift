import FocusEngine
import Testing

@testable import Scenarios

/// `FormatDefinition` agrees with the engine's enumerations and is well formed.
struct FormatDefinitionTests {
  @Test("Settings keys are FocusSettings.keys, in order")
  func settingsMatchTheEngine() {
    #expect(FormatDefinition.settings.names == FocusSettings.keys)
  }

  @Test("Every ViewKind is a node kind, in order")
  func kindsMatchTheEngine() {
    #expect(FormatDefinition.nodeKinds.map(\.name) == ViewKind.allCases.map(\.rawValue))
  }

  @Test("No list names a key twice")
  func namesAreUnique() {
    let lists: [(String, [String])] = [
      ("topLevel", FormatDefinition.topLevel.names), ("settings", FormatDefinition.settings.names),
      ("nodeProperties", FormatDefinition.nodeProperties.map(\.name)), ("forEach", FormatDefinition.forEachProperties.names),
      ("steps", FormatDefinition.steps.names), ("actions", FormatDefinition.actions.names),
      ("conditions", FormatDefinition.conditionOperators.names), ("operators", FormatDefinition.expressionOperators.names),
      ("expectations", FormatDefinition.expectationKeys.names), ("commands", FormatDefinition.commandKeys.names),
      ("actions and bare actions", FormatDefinition.actions.names + FormatDefinition.bareActions.names),
      ("sheet", FormatDefinition.sheetKeys.names), ("alert", FormatDefinition.alertKeys.names),
      ("definitions", FormatDefinition.sharedShapes.map(\.name)),
    ]
    for (list, names) in lists {
      #expect(Set(names).count == names.count, "\(list) repeats a name: \(names)")
    }
  }

  @Test("Every key has a one-line summary")
  func summariesAreOneLine() {
    let keys = FormatDefinition.topLevel + FormatDefinition.settings + FormatDefinition.nodeProperties.map(\.key)
      + FormatDefinition.steps + FormatDefinition.actions + FormatDefinition.conditionOperators
      + FormatDefinition.expressionOperators + FormatDefinition.expectationKeys + FormatDefinition.sharedShapes
      + FormatDefinition.bareActions + FormatDefinition.sheetKeys + FormatDefinition.alertKeys
    for key in keys {
      #expect(!key.summary.isEmpty && !key.summary.contains("\n"), "\(key.name)")
    }
  }

  @Test("The decoder's key lists are FormatDefinition's")
  func decoderUsesTheDefinition() {
    #expect(DecodingContext.topLevelKeys == FormatDefinition.topLevel.names)
    #expect(DecodingContext.properties == FormatDefinition.nodeProperties.map(\.name))
    #expect(DecodingContext.stepNames == FormatDefinition.steps.names)
    #expect(DecodingContext.actionNames == FormatDefinition.actions.names + FormatDefinition.bareActions.names)
    #expect(DecodingContext.expectationKeys == FormatDefinition.expectationKeys.names)
  }
}
