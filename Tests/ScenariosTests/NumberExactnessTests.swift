import FocusEngine
import Scenarios
import Testing
import YAML

/// Integers stay exact past 2^53, and an integer and a double compare as the
/// numbers they are (issue 13: `9007199254740993` equalled `9007199254740992`).
@Suite("Numbers compare exactly")
struct NumberExactnessTests {
  @Test("Integers compare as integers, an integer and a double mathematically", arguments: [
    (Value.number(.integer(9_007_199_254_740_993)), Value.number(.integer(9_007_199_254_740_992)), false),
    (.number(.integer(9_007_199_254_740_993)), .number(9_007_199_254_740_992.0), false),
    (.number(.integer(9_007_199_254_740_992)), .number(9_007_199_254_740_992.0), true),
    (.number(.integer(1)), .number(1.0), true),
    (.number(.integer(1)), .number(1.5), false),
    (.number(.integer(.max)), .number(9_223_372_036_854_775_808.0), false),
    (.number(.integer(.min)), .number(-9_223_372_036_854_775_808.0), true),
    (.number(.integer(.min)), .number(.integer(.min)), true),
    (.number(.integer(0)), .number(-0.0), true),
    (.number(.integer(0)), .number(.nan), false),
    (.number(.integer(5)), .string("5"), false),
  ])
  func equality(a: Value, b: Value, equal: Bool) {
    #expect((a == b) == equal)
    #expect((b == a) == equal)
    if equal { #expect(a.hashValue == b.hashValue) }
    #expect(Set([a, b]).count == (equal ? 1 : 2))
  }

  @Test("An integer literal is an exact integer; numbers print in full")
  func literalsAndPrinting() {
    let value: Value = 9_007_199_254_740_993
    #expect(value == .number(.integer(9_007_199_254_740_993)))
    #expect(value.description == "9007199254740993")
    #expect(Value.number(.integer(.min)).description == "-9223372036854775808")
    #expect(Value.number(2.0).description == "2")
    #expect(Value.number(1.5).description == "1.5")
  }

  @Test("A scenario tells 2^53 + 1 from 2^53, and reads Int.min as a number")
  func endToEnd() {
    let text = """
      scenario: A
      state: { big: 9007199254740993, low: -9223372036854775808 }
      view: { Text: Hi }
      steps:
        - expect: { state: { big: 9007199254740992 } }

      """
    let result = run(text)
    #expect(result?.status == .failed)
    let passing = """
      scenario: A
      state: { big: 9007199254740993, low: -9223372036854775808 }
      view: { Text: Hi }
      steps:
        - expect: { state: { big: 9007199254740993, low: -9223372036854775808.0 } }
        - set: { low: -9223372036854775808 }
        - expect: { state: { low: -9223372036854775808 } }

      """
    expectPass(passing)
    let file = ScenarioDecoder.decode(SourceFile(path: "t.yaml", text: passing))
    guard case .valid(let scenario)? = file.entries.first else {
      Issue.record("not valid")
      return
    }
    #expect(scenario.state.first { $0.name == "low" }?.value == .number(.integer(.min)))
  }
}
