import CFuzzMain
import FocusScenarios

/// libFuzzer's entry point: arbitrary bytes go through everything a user's
/// file can reach — reading, decoding, running each valid scenario, and
/// rendering every diagnostic and failure as `run` would print it. A crash,
/// a trap or a timeout here is a bug: the tool must answer any input with a
/// diagnostic or a result.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let file = ScenarioDecoder.decode(SourceFile(path: "fuzz.yaml", bytes: bytes))
  let renderer = DiagnosticRenderer(style: .plain)
  var printed = 0
  for diagnostic in file.fileDiagnostics { printed &+= renderer.render(diagnostic).utf8.count }
  let formatter = ResultFormatter(style: .plain)
  for entry in file.entries {
    switch entry {
    case .valid(let scenario):
      let result = ScenarioExecutor.execute(scenario)
      printed &+= formatter.details(of: result).utf8.count
    case .invalid(_, _, let diagnostics):
      for diagnostic in diagnostics { printed &+= renderer.render(diagnostic).utf8.count }
    }
  }
  // Keeps the optimizer from dropping the rendering.
  return printed == Int.min ? 1 : 0
}
