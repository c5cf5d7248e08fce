import CFuzzMain
import Glibc
import FocusScenarios

/// The body of libFuzzer's entry point (run on a thread of its own by
/// `LLVMFuzzerTestOneInput` in FuzzMain.c): arbitrary bytes go through everything a user's
/// file can reach — reading, decoding, running each valid scenario, and
/// rendering every diagnostic and failure as `run` would print it. A crash,
/// a trap or a timeout here is a bug: the tool must answer any input with a
/// diagnostic or a result.
@_cdecl("FocusFuzzOneInput")
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
  // A report far larger than its file is a bug of its own (issue 13: a
  // scalar repeated by aliases printed whole made a 200 MB report), which no
  // sanitizer sees: stop as a crash would, with the size in the message.
  if printed > reportByteLimit {
    fatalError("the report of this \(size)-byte input is \(printed) bytes, over the harness's limit of \(reportByteLimit) (FOCUS_FUZZ_REPORT_MB)")
  }
  return 0
}

/// From FOCUS_FUZZ_REPORT_MB; 16 MiB by default, thousands of times what a
/// 64 KiB input should ever print.
let reportByteLimit: Int = {
  guard let text = getenv("FOCUS_FUZZ_REPORT_MB"), let megabytes = Int(String(cString: text)) else { return 16 << 20 }
  return megabytes << 20
}()
