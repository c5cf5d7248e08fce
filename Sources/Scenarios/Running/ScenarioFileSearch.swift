#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The folder search behind `ScenarioPlan`: every `*.yaml` and `*.yml` below
/// the named folders, and every entry it could not search, so that nothing is
/// skipped in silence (issue 13).
///
///     var search = ScenarioFileSearch()
///     search.search(folder: "Scenarios/")
///     search.followLinks()
///     search.files      // ["Scenarios/focus-state/a.yaml", …]
///     search.warnings   // links it did not follow, each with why
///
/// What it does with each kind of entry (hidden names, `.build` or `.git`,
/// are skipped without looking inside):
/// - A regular `*.yaml`/`*.yml` file, or a link to one: planned.
/// - A `*.yaml`/`*.yml` entry that cannot be a scenario file — a FIFO, a
///   device, a socket, a dangling link, a link loop, a link it may not
///   follow: planned all the same, so reading it (which refuses anything but a
///   regular file, without opening it) makes it an invalid result in its
///   place: a scenario file that cannot be read must not pass as "0 failed".
/// - A folder it cannot list or search (permissions): planned the same way,
///   since the scenarios in it are lost.
/// - A folder, or a link to one: searched once. Folders are known by device
///   and inode, so a link back to a folder already searched (a loop) is not
///   searched again; nothing is lost, so that is a warning. Links are
///   followed after every real folder has been searched, so a file reached
///   both ways is named by its real path.
/// - A dangling or looping link with another name: a warning. It may have
///   been a folder, but nothing says it held scenarios.
struct ScenarioFileSearch {
  /// Paths to plan, as the user would write them: scenario files, and
  /// entries the reader will report as unreadable.
  private(set) var files: [String] = []
  /// Links not followed, each with why; in search order, which is sorted.
  private(set) var warnings: [PlanWarning] = []

  private struct FolderID: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// Folders searched so far, by identity, with the path they were searched as.
  private var searched: [FolderID: String] = [:]
  /// Links to folders, followed once every real folder is searched.
  private var pendingLinks: [String] = []

  /// Searches the folder named on the command line (a link to a folder included).
  mutating func search(folder: String) {
    guard let id = Self.identity(of: folder) else {
      files.append(folder)
      return
    }
    // A folder named twice, or inside another named folder, is searched once.
    guard searched[id] == nil else { return }
    searched[id] = folder
    walk(folder)
  }

  /// Follows the links to folders found so far, and those found in them, in
  /// sorted order so that the result does not depend on the file system's.
  mutating func followLinks() {
    while !pendingLinks.isEmpty {
      let links = pendingLinks.sorted()
      pendingLinks = []
      for link in links {
        guard let id = Self.identity(of: link) else {
          // Gone or changed since it was seen: let the reader say why.
          files.append(link)
          continue
        }
        if let earlier = searched[id] {
          warnings.append(
            PlanWarning(
              path: link, message: "not searched again: it links to the folder '\(earlier)', already searched"))
          continue
        }
        searched[id] = link
        walk(link)
      }
    }
  }

  /// Searches one folder's entries; real subfolders at once, links to
  /// folders later.
  private mutating func walk(_ folder: String) {
    // `.` lists `a.yaml`, not `./a.yaml`: paths in reports stay as short as the user's.
    let prefix = folder == "." || folder == "./" ? "" : folder.hasSuffix("/") ? folder : folder + "/"
    guard let names = Self.entries(of: folder) else {
      // The reader reports it: "it is a folder that cannot be searched: Permission denied".
      files.append(folder)
      return
    }
    for name in names {
      // Hidden folders (`.build`, `.git`) hold copies and tooling, not
      // suites, and can be huge: skip them without looking inside.
      if name.hasPrefix(".") { continue }
      let path = prefix + name
      let isScenarioName = name.hasSuffix(".yaml") || name.hasSuffix(".yml")
      var info = stat()
      guard lstat(path, &info) == 0 else {
        if errno == ENOENT { continue }  // removed since it was listed
        // A folder that can be listed but not searched (`r` without `x`):
        // no entry can be examined, so the folder is the one problem.
        files.append(folder)
        return
      }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        guard let id = Self.identity(of: path) else {
          files.append(path)
          continue
        }
        guard searched[id] == nil else { continue }
        searched[id] = path
        walk(path)
      case S_IFLNK:
        var target = stat()
        if stat(path, &target) == 0 {
          if target.st_mode & S_IFMT == S_IFDIR {
            pendingLinks.append(path)
          } else if isScenarioName {
            files.append(path)
          }
        } else if isScenarioName {
          files.append(path)
        } else {
          let reason = errno == ELOOP ? "a symbolic link loop" : errno == ENOENT ? "a dangling symbolic link" : String(cString: strerror(errno))
          warnings.append(PlanWarning(path: path, message: "not searched: \(reason)"))
        }
      default:
        // Regular files, and FIFOs, devices and sockets named like scenario
        // files: the reader refuses the others without opening them.
        if isScenarioName { files.append(path) }
      }
    }
  }

  /// The folder's entry names, sorted; `nil` when it cannot be listed.
  private static func entries(of folder: String) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while true {
      errno = 0
      guard let entry = readdir(directory) else {
        if errno != 0 { return nil }
        break
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Device and inode of the folder at `path` (links followed).
  private static func identity(of path: String) -> FolderID? {
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
    return FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }
}

/// Something the folder search left out where nothing is lost, printed on
/// stderr as `PATH: warning: MESSAGE` before anything runs.
///
///     for warning in plan.warnings { print(warning) }
///     // Scenarios/loop: warning: …
public struct PlanWarning: Sendable, Hashable, CustomStringConvertible {
  /// The path left out, as the search reached it.
  public var path: String
  /// Why it was left out, such as a link back to a folder already searched.
  public var message: String

  /// A warning about `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `PATH: warning: MESSAGE`, the line printed on stderr.
  public var description: String { "\(path): warning: \(message)" }
}
