import FocusEngine
import Testing

@Suite("F60–F64: OS versions and their quirks")
struct OSVersionTests {
  @Test("F60: each platform knows its major versions; a bare name means 26")
  func knownVersions() {
    #expect(Platform.iOS.knownVersions == [15, 16, 17, 18, 26])
    #expect(Platform.macOS.knownVersions == [12, 13, 14, 15, 26])
    #expect(Platform.watchOS.knownVersions == [8, 9, 10, 11, 26])
    #expect(Platform.visionOS.knownVersions == [1, 2, 26])
    #expect(OSVersion.latest(.tvOS).description == "tvOS 26")
    #expect(engine(loginForm()).version == OSVersion(.iOS, 26))
  }

  @Test("F60, F61: only the quirks differ between versions; F61 is iOS and iPadOS 15's dropped onAppear set")
  func quirksByVersion() {
    #expect(FocusQuirks(OSVersion(.iOS, 15)).dropsOnAppearFocusSets)
    #expect(FocusQuirks(OSVersion(.iPadOS, 15)).dropsOnAppearFocusSets)
    #expect(!FocusQuirks(OSVersion(.iOS, 16)).dropsOnAppearFocusSets)
    #expect(FocusQuirks(OSVersion(.macOS, 13)).focusableActivatesOnly)
    #expect(!FocusQuirks(OSVersion(.macOS, 14)).focusableActivatesOnly)
    #expect(FocusQuirks(OSVersion(.iOS, 18)).layersIgnoreDefaultFocus)
    #expect(!FocusQuirks(OSVersion(.iOS, 26)).dropsSetsToNewCandidatesWhileEditing)
    #expect(FocusQuirks(OSVersion(.tvOS, 15)).ignoresPrefersDefaultFocusInScrollViews)
    #expect(FocusQuirks(OSVersion(.tvOS, 26)).ignoresPrefersDefaultFocusInScrollViews)
    #expect(FocusQuirks(.latest(.iOS)) == FocusQuirks(OSVersion(.iOS, 17)))
  }

  static func focusableText() -> ViewNode {
    node(.VStack, "root", [node(.Text, "card") {
      $0.focusable = FocusableModifier(isEnabled: true)
      $0.bindings = [FocusBinding(variable: "field", value: "card")]
    }])
  }

  @Test("F62: before macOS 14 focusable() has [activate] only, so a set to a focusable Text stays nil")
  func macOSFocusable() {
    let sonoma = FocusEngine(
      platform: .macOS, settings: FocusSettings(), variables: [FocusStateVariable(name: "field", kind: .optional)],
      scenes: [(id: "main", root: Self.focusableText())], version: OSVersion(.macOS, 14))
    sonoma.replaceTree(Self.focusableText(), inScene: 0)
    sonoma.apply(FocusRequest(variable: "field", value: "card"))
    #expect(sonoma.focusedID == "card")
    let ventura = FocusEngine(
      platform: .macOS, settings: FocusSettings(), variables: [FocusStateVariable(name: "field", kind: .optional)],
      scenes: [(id: "main", root: ViewNode(id: "main", kind: .Group))], version: OSVersion(.macOS, 13))
    ventura.replaceTree(Self.focusableText(), inScene: 0)
    ventura.apply(FocusRequest(variable: "field", value: "card"))
    #expect(ventura.focusedID == nil)
    #expect(ventura.events.flatMap(\.lines).contains { $0.contains("quirk F62") })
  }

  @Test("F63 (b): on iOS 18 a set whose candidates all appeared in this commit is dropped while a text input is focused")
  func newCandidatesWhileEditing() {
    let before = node(.VStack, "list", [field("first", bound: "field", to: "first")])
    let after = node(.VStack, "list", [field("first", bound: "field", to: "first"), field("second", bound: "field", to: "second")])
    for (major, expected) in [(18, "first"), (17, "second")] {
      let e = FocusEngine(
        platform: .iOS, settings: FocusSettings(), variables: [FocusStateVariable(name: "field", kind: .optional)],
        scenes: [(id: "main", root: before)], version: OSVersion(.iOS, major))
      e.click(focusing: "first", inScene: 0)
      e.beginCommit()
      e.replaceTree(after, inScene: 0)
      e.apply(FocusRequest(variable: "field", value: "second"))
      #expect(e.focusedID == expected, "iOS \(major)")
      #expect(e.pendingRequest == nil)
    }
  }

  @Test("F64: on tvOS prefersDefaultFocus inside a ScrollView is ignored; a later preferring node still wins")
  func tvOSScrollViewPreference() {
    let root = node(.VStack, "root", [
      node(.ScrollView, "shelf", [button("a"), button("b") { $0.prefersDefaultFocus = "main" }]),
      button("c") { $0.prefersDefaultFocus = "main" },
    ])
    let e = engine(root, platform: .tvOS)
    e.appear()
    #expect(e.focusedID == "c")
    #expect(e.events.flatMap(\.lines).contains { $0.contains("quirk F64") })
  }
}
