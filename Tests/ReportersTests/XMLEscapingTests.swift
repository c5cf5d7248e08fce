import Reporters
import Testing

@Suite("XMLEscaping")
struct XMLEscapingTests {
  @Test("The five predefined entities")
  func entities() {
    #expect(XMLEscaping.attribute("& < > \" '") == "&amp; &lt; &gt; &quot; &apos;")
    #expect(XMLEscaping.text("& < > \" '") == "&amp; &lt; &gt; &quot; &apos;")
  }

  @Test("Line breaks and tabs survive in attributes as references, in text as themselves")
  func whitespace() {
    #expect(XMLEscaping.attribute("a\nb\tc\rd") == "a&#10;b&#9;c&#13;d")
    #expect(XMLEscaping.text("a\nb\tc\rd") == "a\nb\tc&#13;d")
  }

  @Test("Characters XML 1.0 forbids become U+FFFD")
  func forbidden() {
    #expect(XMLEscaping.text("a\u{0}b\u{1B}c\u{B}\u{C}\u{1F}\u{FFFE}\u{FFFF}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
  }

  @Test("Everything else passes through")
  func unicode() {
    #expect(XMLEscaping.text("✓ é 😀 \u{85}") == "✓ é 😀 \u{85}")
  }
}
