import FocusEngine

/// `run --os-versions LIST` (CLI.md, F60): which versions of each platform
/// every scenario runs at, instead of its own. LIST is `all`, or
/// comma-separated items `V`, `V1-V2` or `Platform:V…`; a `Platform:`
/// prefix applies to the items after it up to the next prefix; items
/// before any prefix apply to every platform; versions a platform lacks
/// are ignored for it.
///
///     let list = try OSVersionSelection(parsing: "15,17-26")
///     list.versions(of: .iOS)     // [15, 17, 18, 26]
///     list.versions(of: .macOS)   // [15, 26]
///     try OSVersionSelection(parsing: "iOS:15-18,tvOS:all").versions(of: .macOS)   // []: macOS scenarios are not run
public struct OSVersionSelection: Sendable, Hashable, CustomStringConvertible {
  /// Why a LIST cannot be read, with the offset of the item at fault (for a caret).
  public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, naming the item.
    public var message: String
    /// Character offset of the item in the LIST.
    public var offset: Int
    /// The item's length, for the caret's width.
    public var length: Int
    /// The message.
    public var description: String { message }
    /// The LIST it came from.
    public var list = ""
    /// The message, then LIST with a caret under the item at fault.
    public var rendered: String {
      message + "\n  " + list + "\n  " + String(repeating: " ", count: offset) + String(repeating: "^", count: max(1, length))
    }
  }

  /// One item: every known version, one version, or an inclusive range.
  enum Item: Sendable, Hashable {
    case all
    case version(Int)
    case range(Int, Int)

    func contains(_ major: Int) -> Bool {
      switch self {
      case .all: return true
      case .version(let version): return version == major
      case .range(let low, let high): return (low...high).contains(major)
      }
    }
  }

  /// Items for every platform (before any prefix), and per platform.
  private var general: [Item] = []
  private var byPlatform: [Platform: [Item]] = [:]
  /// The LIST as given.
  public let text: String

  /// Reads LIST.
  public init(parsing text: String) throws(ParseError) {
    self.text = text
    do throws(ParseError) {
      try read(text)
    } catch {
      var located = error
      located.list = text
      throw located
    }
  }

  private mutating func read(_ text: String) throws(ParseError) {
    var platform: Platform?
    var offset = 0
    for rawItem in text.split(separator: ",", omittingEmptySubsequences: false) {
      defer { offset += rawItem.count + 1 }
      var item = Substring(rawItem)
      var itemOffset = offset
      if let colon = item.firstIndex(of: ":") {
        let name = String(item[..<colon])
        guard let named = Platform(rawValue: name) else {
          let names = Platform.allCases.map(\.rawValue).joined(separator: ", ")
          throw ParseError(message: "unknown platform '\(name)' in --os-versions; expected one of \(names)", offset: offset, length: name.count)
        }
        platform = named
        itemOffset += name.count + 1
        item = item[item.index(after: colon)...]
      }
      let parsed = try Self.item(String(item), at: itemOffset)
      if let platform { byPlatform[platform, default: []].append(parsed) } else { general.append(parsed) }
    }
  }

  private static func item(_ text: String, at offset: Int) throws(ParseError) -> Item {
    if text == "all" { return .all }
    if let version = Int(text), version >= 0 { return .version(version) }
    let bounds = text.split(separator: "-", omittingEmptySubsequences: false)
    if bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), low >= 0, low <= high {
      return .range(low, high)
    }
    throw ParseError(
      message: "--os-versions: '\(text)' is not a version (15), a range (15-18), 'all' or Platform:… (iOS:15-18)",
      offset: offset, length: max(1, text.count))
  }

  /// The listed versions `platform` knows, oldest first; empty: its scenarios are not run.
  public func versions(of platform: Platform) -> [Int] {
    let items = general + (byPlatform[platform] ?? [])
    return platform.knownVersions.filter { major in items.contains { $0.contains(major) } }
  }

  /// The LIST as given.
  public var description: String { text }
}
