/// The platforms whose focus rules differ (F3, F4, F6, F16, F17, F20, F26, F34).
///
///     Platform.macOS.hasPointer                 // true: clicks focus (F6)
///     Platform.tvOS.alwaysHasActivationFocus    // true: Buttons take focus (F4)
///     Platform.iOS.returnDismissesFocus         // true (F17)
public enum Platform: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The platforms a scenario's `platform:` names.
  case iOS, iPadOS, macOS, tvOS, watchOS, visionOS

  /// The platform's name as scenario files write it (`macOS`).
  public var description: String { rawValue }

  /// tvOS and watchOS always give controls activation focus (F4).
  public var alwaysHasActivationFocus: Bool { self == .tvOS || self == .watchOS }
  /// Platforms without a pointer (F6).
  public var hasPointer: Bool { self != .tvOS }
  /// Where Return in a single-line field dismisses focus after submit (F17).
  public var returnDismissesFocus: Bool { self == .iOS || self == .iPadOS || self == .visionOS }
  /// Where focus moves to the scene's default on loss and a remote `select` exists (F16, F34).
  public var isRemoteDriven: Bool { self == .tvOS || self == .watchOS }
}

/// `settings:` of a scenario: the user's system settings and the layout
/// direction, which change what can take focus and how it moves.
///
///     // iOS with Full Keyboard Access: Buttons join the Tab order (F4).
///     let settings = FocusSettings(keyboardNavigation: true)
///     // Arabic or Hebrew: the layout and Tab order mirror (F2, F19).
///     let rightToLeft = FocusSettings(layoutDirection: .rightToLeft)
public struct FocusSettings: Sendable, Hashable {
  /// `initialFocus:`: `automatic` applies the platform rule at appearance (F26),
  /// `none` leaves the scene without focus until the user or the app moves it.
  ///
  ///     FocusSettings(initialFocus: .none)   // nothing focused when the scene appears
  public enum InitialFocus: String, Sendable, Hashable, CaseIterable { case automatic, none }
  /// `layoutDirection:`: `rightToLeft` mirrors frames and the Tab order (F2, F19).
  ///
  ///     FocusSettings(layoutDirection: .rightToLeft)   // Tab starts at the right (F19)
  public enum LayoutDirection: String, Sendable, Hashable, CaseIterable { case leftToRight, rightToLeft }

  /// macOS "Keyboard navigation" / iOS Full Keyboard Access (F4).
  public var keyboardNavigation: Bool
  /// Arrow keys move focus on macOS and iPadOS (F20).
  public var directionalNavigation: Bool
  /// On macOS a click on a non-focusable node clears focus (F6).
  public var clickClearsFocus: Bool
  /// `none` turns off the platform rule (c) at appearance (F26).
  public var initialFocus: InitialFocus
  /// Mirrors the layout horizontally (F2, F19).
  public var layoutDirection: LayoutDirection
  /// `hardwareKeyboard:`: whether `submit` is Return of a hardware keyboard
  /// (F48, F56); `nil` takes the platform's default (``hasHardwareKeyboard(on:)``).
  public var hardwareKeyboard: Bool?

  /// Settings as a scenario's `settings:` block gives them; every one defaults
  /// to the system's default (off, automatic, left to right).
  public init(
    keyboardNavigation: Bool = false, directionalNavigation: Bool = false,
    clickClearsFocus: Bool = false, initialFocus: InitialFocus = .automatic,
    layoutDirection: LayoutDirection = .leftToRight, hardwareKeyboard: Bool? = nil
  ) {
    self.keyboardNavigation = keyboardNavigation
    self.directionalNavigation = directionalNavigation
    self.clickClearsFocus = clickClearsFocus
    self.initialFocus = initialFocus
    self.layoutDirection = layoutDirection
    self.hardwareKeyboard = hardwareKeyboard
  }

  /// F56: whether `submit` comes from a hardware keyboard — the setting,
  /// else `true` on macOS and `false` elsewhere.
  ///
  ///     FocusSettings().hasHardwareKeyboard(on: .macOS)                          // true
  ///     FocusSettings(hardwareKeyboard: true).hasHardwareKeyboard(on: .iPadOS)   // true
  public func hasHardwareKeyboard(on platform: Platform) -> Bool {
    hardwareKeyboard ?? (platform == .macOS)
  }

  /// The keys of `settings:`, for decoding and suggestions.
  public static let keys = ["keyboardNavigation", "directionalNavigation", "clickClearsFocus", "initialFocus", "layoutDirection", "hardwareKeyboard"]
}
