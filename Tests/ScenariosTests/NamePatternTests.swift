import Scenarios
import Testing

/// `--filter` patterns: the linear-time matcher agrees with Swift's `Regex`
/// on everything it supports, refuses the rest with the place, and returns
/// on the patterns that make a backtracking engine run forever.
@Suite("Name patterns (--filter)")
struct NamePatternTests {
  /// What `Regex` says: the behaviour `NamePattern` keeps.
  static func regexMatches(_ pattern: String, _ name: String) throws -> Bool {
    name.firstMatch(of: try Regex(pattern)) != nil
  }

  static let handPicked: [(pattern: String, names: [String])] = [
    ("Sign In", ["Sign In focuses", "sign in", "A Sign In", ""]),
    ("^Sign", ["Sign In", "A Sign", "Sign"]),
    ("field$", ["first field", "field first", "field\n", "field\n\n"]),
    ("^$", ["", "a", "\n"]),
    ("a.c", ["abc", "a\nc", "ac", "aéc", "a\u{65}\u{301}c", "a\r\nc"]),
    ("a|b|", ["", "c", "a"]),
    ("(a|bc)+d", ["bcad", "bd", "abcabd", "ad", "d"]),
    ("(?:ab)*c", ["c", "ababc", "abac"]),
    ("x{3}", ["xx", "xxx", "axxxxb"]),
    ("^x{2,}$", ["x", "xx", "xxxxx"]),
    ("^x{1,3}$", ["", "x", "xxx", "xxxx"]),
    ("^x{,2}$", ["", "xx", "xxx"]),
    ("^a{0}$", ["", "a"]),
    ("x*?y", ["xxy", "y", "x"]),
    ("^x+?$", ["xxx", ""]),
    ("^x??y$", ["y", "xy", "xxy"]),
    ("a{2,3}?b", ["aab", "ab", "aaaab"]),
    ("\\d+", ["abc", "a1", "٣", "½", "Ⅻ"]),
    ("^\\D+$", ["abc", "a1"]),
    ("\\w", [" ", "_", "é", "-", "日"]),
    ("^\\W+$", ["- +", "a-"]),
    ("\\s", ["a b", "ab", "a\tb", "a\u{A0}b", "a\u{2028}b"]),
    ("^\\S+$", ["ab", "a b"]),
    ("a\\.b", ["a.b", "axb"]),
    ("\\(\\)\\[\\]\\{\\}\\*\\+\\?\\|\\^\\$\\\\\\/\\-", ["()[]{}*+?|^$\\/-", "x"]),
    ("a\\tb\\nc", ["a\tb\nc", "atbnc"]),
    ("[abc]", ["xbx", "xyz", "B"]),
    ("[a-z]+1", ["abc1", "ABC1", "1"]),
    ("^[^a-z]+$", ["ABC", "AbC", ""]),
    ("[\\d.]", ["x.y", "x5", "xy"]),
    ("[\\]\\-]", ["]", "-", "x"]),
    ("[-a]", ["-", "a", "b"]),
    ("[a-]", ["-", "a", "b"]),
    ("[\\w-]+!", ["a-b!", "!"]),
    ("[^\\s]", ["  ", " a "]),
    ("[é]", ["é", "e\u{301}", "e"]),
    ("(?i)sign in", ["SIGN IN", "Sign In", "sign on"]),
    ("(?i)[a-c]+X", ["ABx", "abX", "dX"]),
    ("(?i)É", ["é", "É", "e"]),
    ("{", ["{", "a{b"]),
    ("a{", ["a{", "a"]),
    ("a{x}", ["a{x}", "ax"]),
    ("a{1,2", ["a{1,2", "a"]),
    ("}", ["}", "a"]),
    ("]", ["]", "a"]),
    ("()", ["", "a"]),
    ("(|a)b", ["b", "ab"]),
    ("((a)|(b))*c", ["abc", "c", "d"]),
    ("F1[0-9]|F2[0-5]", ["F15: tab", "F26", "F25"]),
  ]

  @Test("Hand-picked patterns match exactly as Regex matches them")
  func handPickedAgree() throws {
    for (pattern, names) in Self.handPicked {
      let compiled = try NamePattern(pattern)
      for name in names {
        #expect(compiled.matches(name) == (try Self.regexMatches(pattern, name)), "\(pattern) on \(name.debugDescription)")
      }
    }
  }

  /// A deterministic generator (the same cases every run).
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }

    /// A pattern over the letters a, b, c without nested unbounded
    /// repetitions (no catastrophic shape, so `Regex` finishes quickly).
    mutating func pattern(depth: Int = 0) -> String {
      var result = ""
      for _ in 0..<(1 + next(3)) {
        var atom: String
        switch next(depth < 2 ? 10 : 7) {
        case 0: atom = "."
        case 1: atom = ["[ab]", "[^a]", "[a-b]", "[\\d]", "[c-]"][next(5)]
        case 2: atom = ["\\w", "\\d", "\\s", "\\W", "\\."][next(5)]
        case 3, 4, 5, 6: atom = ["a", "b", "c", " ", "A"][next(5)]
        case 7: atom = "(" + pattern(depth: depth + 1) + ")"
        case 8: atom = "(?:" + pattern(depth: depth + 1) + "|" + pattern(depth: depth + 1) + ")"
        default: atom = "(" + pattern(depth: depth + 1) + ")"
        }
        if !atom.hasPrefix("(") || depth >= 1 {
          atom += ["", "", "", "*", "+", "?", "{2}", "{1,2}", "{0,}", "*?", "??"][next(11)]
        }
        result += atom
      }
      if next(6) == 0 { result += "|" + ["a", "b", "", "c."][next(4)] }
      return result
    }

    mutating func name() -> String {
      String((0..<next(9)).map { _ in ["a", "b", "c", " ", "A", "1", ".", "é", "B", "C", "É", "-", "_", "\n"][next(14)] })
    }
  }

  @Test("Generated patterns match exactly as Regex matches them")
  func generatedAgree() throws {
    var generator = Generator(state: 13)
    var compared = 0
    for _ in 0..<600 {
      var pattern = generator.pattern()
      switch generator.next(5) {
      case 0: pattern = "^" + pattern
      case 1: pattern += "$"
      case 2: pattern = "(?i)" + pattern
      default: break
      }
      let compiled = try NamePattern(pattern)
      for _ in 0..<4 {
        let name = generator.name()
        #expect(compiled.matches(name) == (try Self.regexMatches(pattern, name)), "\(pattern) on \(name.debugDescription)")
        compared += 1
      }
    }
    #expect(compared == 2_400)
  }

  @Test("Catastrophic patterns for a backtracking engine return", arguments: [
    "^(a+)+$", "^(a*)*$", "^(a|a)*$", "^(a|aa)+$", "(x+x+)+y", "^(\\w+\\s?)*$", "^(.*a){12}$",
  ])
  func catastrophicReturn(pattern: String) throws {
    let compiled = try NamePattern(pattern)
    let name = String(repeating: "a", count: 41) + "!"
    #expect(compiled.matches(name) == false)
    #expect(compiled.matches(String(repeating: "a", count: 41)) == !pattern.contains("x"))
  }

  @Test("Unsupported syntax is refused, naming the construct and its place", arguments: [
    ("(a)\\1", "a backreference '\\1' is not supported (at character 4)\n  (a)\\1\n     ^"),
    ("a(?=b)", "a lookahead '(?=…)' is not supported (at character 2)\n  a(?=b)\n   ^"),
    ("(?<!a)b", "a negative lookbehind '(?<!…)' is not supported (at character 1)\n  (?<!a)b\n  ^"),
    ("(?<n>a)", "a named group '(?<name>…)' is not supported (at character 1)\n  (?<n>a)\n  ^"),
    ("(?>a)", "an atomic group '(?>…)' is not supported (at character 1)\n  (?>a)\n  ^"),
    ("a++", "a possessive quantifier ('++') is not supported (at character 2)\n  a++\n   ^"),
    ("\\p{L}", "a Unicode property '\\p{…}' is not supported (at character 1)\n  \\p{L}\n  ^"),
    ("a\\b", "a word boundary '\\b' is not supported (at character 2)\n  a\\b\n   ^"),
    ("a(?i)b", "inline options '(?…)' are not supported (only '(?i)' at the very start) (at character 2)\n  a(?i)b\n   ^"),
    ("[[:alpha:]]", "a nested class or POSIX class '[' inside a class is not supported (at character 2)\n  [[:alpha:]]\n   ^"),
    ("(a", "this '(' is never closed (at character 1)\n  (a\n  ^"),
    ("a)", "unbalanced ')' (at character 2)\n  a)\n   ^"),
    ("*a", "the quantifier '*' has nothing to repeat (at character 1)\n  *a\n  ^"),
    ("[z-a]", "the range 'z-a' is backwards (at character 2)\n  [z-a]\n   ^"),
    ("a{3,2}", "the quantifier '{3,2}' has its minimum above its maximum (at character 2)\n  a{3,2}\n   ^"),
    ("x(a{100}){100}", "the pattern is too large: it compiles to over 1000 instructions, the limit (at character 10)\n  x(a{100}){100}\n           ^"),
  ])
  func refused(pattern: String, expected: String) {
    #expect(throws: NamePattern.SyntaxError.self) { try NamePattern(pattern) }
    do {
      _ = try NamePattern(pattern)
    } catch {
      #expect(error.description == expected)
    }
  }

  @Test("A huge count is refused without building the program")
  func hugeCount() {
    #expect(throws: NamePattern.SyntaxError.self) { try NamePattern("a{99999999999999999999}") }
    #expect(throws: NamePattern.SyntaxError.self) { try NamePattern("(((a{1000}){1000}){1000}){1000}") }
  }

  @Test("ScenarioFilter uses it, and reports a refused pattern as a usage error")
  func filter() throws {
    let filter = try ScenarioFilter(namePattern: "^(a+)+$")
    #expect(!filter.matches(name: String(repeating: "a", count: 41) + "b"))
    #expect(filter.matches(name: "aaa"))
    #expect(throws: PlanError.self) { try ScenarioFilter(namePattern: "(?=a)") }
  }
}
