import ArgumentParser
import FocusScenarios
import Scenarios
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `--format`'s values are the report formats' names; html is a page for
/// `--report html=DIR`, never stdout's report, so the help leaves it out.
extension ReportFormat: ExpressibleByArgument {
  public static var allValueStrings: [String] { allCases.filter { $0 != .html }.map(\.rawValue) }
}

/// One `--report FORMAT=PATH`: a report written to a file beside the one on stdout.
///
///     try ReportRequest(parsing: "junit=reports/junit.xml")   // .junit to "reports/junit.xml"
///     try ReportRequest(parsing: "html=report")               // .html to the folder "report" (report/index.html)
struct ReportRequest: Hashable {
  var format: ReportFormat
  var path: String

  static let help = ArgumentHelp(
    "Also write a report in FORMAT (\(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))) to PATH, "
      + "never colored (repeatable, one PATH each); for html PATH is a folder, created if missing, that gets index.html.",
    valueName: "format=path")

  /// A report of `format` written to `path`.
  init(format: ReportFormat, path: String) {
    self.format = format
    self.path = path
  }

  /// Parses `FORMAT=PATH`; what is wrong is said in the words of the command line.
  init(parsing argument: String) throws {
    let formats = ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")
    guard let equals = argument.firstIndex(of: "=") else {
      throw ValidationError("--report needs FORMAT=PATH, as in --report junit=junit.xml, not '\(argument)' (formats: \(formats))")
    }
    let name = String(argument[..<equals])
    let path = String(argument[argument.index(after: equals)...])
    guard let format = ReportFormat(rawValue: name) else {
      let named = name.isEmpty ? "no format" : "unknown format '\(name)'"
      let hint = KeySuggester.suggestion(for: name, among: ReportFormat.allCases.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
      throw ValidationError("--report \(argument): \(named)\(hint) (formats: \(formats))")
    }
    guard !path.isEmpty else {
      if format == .html {
        throw ValidationError("--report \(argument): needs a folder after '=', as in --report html=report (it gets report/index.html)")
      }
      throw ValidationError("--report \(argument): needs a file name after '=', as in --report \(name)=report.\(format.fileExtension)")
    }
    self.format = format
    self.path = path
  }

  /// The file written: `path`, or for html the `index.html` in the folder `path`.
  var filePath: String { format == .html ? Self.htmlIndex(in: path) : path }

  /// `DIR/index.html`, the page of `--report html=DIR` and where `trace --html` writes when given a folder.
  static func htmlIndex(in folder: String) -> String {
    folder.hasSuffix("/") ? folder + "index.html" : folder + "/index.html"
  }

  /// The file `filePath` names, for telling two names of one file apart
  /// from two files: absolute, `.` and `..` resolved, symbolic links followed.
  var resolvedPath: String { Self.resolved(filePath) }

  /// `path` absolute, `.` and `..` resolved, symbolic links followed.
  static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}

extension ReportFormat {
  /// The usual extension of a file of this format, for examples in messages.
  fileprivate var fileExtension: String {
    switch self {
    case .human, .github: return "txt"
    case .junit: return "xml"
    case .json: return "json"
    case .tap: return "tap"
    case .html: return "html"
    }
  }
}
