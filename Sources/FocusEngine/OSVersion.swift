/// A platform at a major OS version (F60): `iOS 15`, `macOS 26`. All
/// rules hold on every version except the quirks F61–F64 (``FocusQuirks``).
///
///     OSVersion(.iOS, 15).description        // "iOS 15"
///     Platform.macOS.knownVersions           // [12, 13, 14, 15, 26]
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The platform.
  public var platform: Platform
  /// The major version, one of `platform.knownVersions`.
  public var major: Int

  /// `platform` at `major`; `major` should be one of its ``Platform/knownVersions``.
  public init(_ platform: Platform, _ major: Int) {
    self.platform = platform
    self.major = major
  }

  /// The latest version of `platform` (what a bare platform name means, F60).
  public static func latest(_ platform: Platform) -> OSVersion { OSVersion(platform, Platform.latestMajor) }

  /// `iOS 15`.
  public var description: String { "\(platform.rawValue) \(major)" }

  /// By platform (declaration order), then version.
  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    let platforms = Platform.allCases
    let left = platforms.firstIndex(of: lhs.platform) ?? 0
    let right = platforms.firstIndex(of: rhs.platform) ?? 0
    return (left, lhs.major) < (right, rhs.major)
  }
}

extension Platform {
  /// F60: the version a bare platform name means; the list below changes
  /// only with the spec.
  public static let latestMajor = 26

  /// F60: the major versions the spec knows, oldest first.
  public var knownVersions: [Int] {
    switch self {
    case .iOS, .iPadOS: return [15, 16, 17, 18, 26]
    case .macOS: return [12, 13, 14, 15, 26]
    case .tvOS: return [15, 16, 17, 18, 26]
    case .watchOS: return [8, 9, 10, 11, 26]
    case .visionOS: return [1, 2, 26]
    }
  }
}

/// The version-specific behaviours of F61–F64, from a platform and version.
/// Each one that changes an outcome is named in the trace.
///
///     FocusQuirks(OSVersion(.iOS, 15)).dropsOnAppearFocusSets   // true (F61)
///     FocusQuirks(.latest(.iOS)).dropsOnAppearFocusSets           // false
public struct FocusQuirks: Sendable, Hashable {
  /// F61, iOS and iPadOS 15: a FocusState set made by an onAppear
  /// transaction, or by a task or timer it started in the same instant, is dropped.
  public var dropsOnAppearFocusSets: Bool
  /// F62, macOS 12 and 13: `focusable: true` without `interactions:` has `[activate]` only.
  public var focusableActivatesOnly: Bool
  /// F63 (a), iOS and iPadOS 18: a layer coming up ignores F26 (a) (`defaultFocus`).
  public var layersIgnoreDefaultFocus: Bool
  /// F63 (b), iOS and iPadOS 18: the transaction's own set is dropped when
  /// all its candidates became present in that commit while a text input holds focus.
  public var dropsSetsToNewCandidatesWhileEditing: Bool
  /// F64, tvOS (every version, FB9103840 open): `prefersDefaultFocus`
  /// inside a ScrollView is ignored by F26 (b) and F27.
  public var ignoresPrefersDefaultFocusInScrollViews: Bool

  /// The quirks of `version`.
  public init(_ version: OSVersion) {
    let isPhoneOrPad = version.platform == .iOS || version.platform == .iPadOS
    dropsOnAppearFocusSets = isPhoneOrPad && version.major == 15
    focusableActivatesOnly = version.platform == .macOS && (version.major == 12 || version.major == 13)
    layersIgnoreDefaultFocus = isPhoneOrPad && version.major == 18
    dropsSetsToNewCandidatesWhileEditing = isPhoneOrPad && version.major == 18
    ignoresPrefersDefaultFocusInScrollViews = version.platform == .tvOS
  }
}
