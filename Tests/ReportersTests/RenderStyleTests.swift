import Reporters
import Testing

@Suite("RenderStyle")
struct RenderStyleTests {
  @Test("Color only on a terminal, without --no-color and without NO_COLOR")
  func choice() {
    #expect(RenderStyle.choose(noColorFlag: false, environment: [:], isTerminal: true) == .color)
    #expect(RenderStyle.choose(noColorFlag: true, environment: [:], isTerminal: true) == .plain)
    #expect(RenderStyle.choose(noColorFlag: false, environment: [:], isTerminal: false) == .plain)
    #expect(RenderStyle.choose(noColorFlag: false, environment: ["NO_COLOR": "1"], isTerminal: true) == .plain)
    // no-color.org: an empty NO_COLOR does not count.
    #expect(RenderStyle.choose(noColorFlag: false, environment: ["NO_COLOR": ""], isTerminal: true) == .color)
  }

  @Test("--color: always colors piped output and overrides NO_COLOR; never is --no-color; auto is the default")
  func colorChoice() {
    for isTerminal in [true, false] {
      for environment in [[:], ["NO_COLOR": "1"]] {
        #expect(RenderStyle.choose(.always, environment: environment, isTerminal: isTerminal) == .color)
        #expect(RenderStyle.choose(.never, environment: environment, isTerminal: isTerminal) == .plain)
        #expect(
          RenderStyle.choose(.auto, environment: environment, isTerminal: isTerminal)
            == RenderStyle.choose(noColorFlag: false, environment: environment, isTerminal: isTerminal))
      }
    }
  }

  @Test("paint wraps in SGR codes only when colored")
  func paint() {
    #expect(RenderStyle.plain.paint("x", .red) == "x")
    #expect(RenderStyle.color.paint("x", .bold, .red) == "\u{1B}[1;31mx\u{1B}[0m")
    #expect(RenderStyle.color.paint("", .red) == "")
  }
}
