import Testing
import YAML

extension ScenarioIssue {
  /// The YAML location as Swift Testing's, so `swift test` prints
  /// `sign-in.yaml:38:24` and an IDE opens the YAML file there.
  ///
  ///     ScenarioIssue(message: "…", location: .init(file: "Scenarios/forms/sign-in.yaml", line: 38, column: 24))
  ///       .testingSourceLocation   // fileID "forms/sign-in.yaml", filePath "/…/Scenarios/forms/sign-in.yaml"
  public var testingSourceLocation: Testing.SourceLocation {
    let path = absoluteFilePath
    let components = path.split(separator: "/")
    // Swift Testing reads a `fileID` as `Module/file`; the enclosing folder stands in for the module.
    let fileID = components.suffix(2).joined(separator: "/")
    return Testing.SourceLocation(
      fileID: components.count >= 2 ? fileID : "Scenarios/\(fileID)", filePath: path,
      line: max(1, location.line), column: max(1, location.column))
  }

  /// Records this as one Swift Testing `Issue` at its YAML location.
  func record() {
    Issue.record(Comment(rawValue: message), sourceLocation: testingSourceLocation)
  }
}
