/// A `--filter` regular expression, matched in time linear in the name.
///
///     let pattern = try NamePattern("^(Sign|Log) [Ii]n")
///     pattern.matches("Sign in focuses the first empty field")   // true
///     pattern.matches("Signs in")                                 // false
///
/// Swift's `Regex` backtracks: `^(a+)+$` against forty `a`s and a `b`
/// never returns. This matcher compiles the pattern to a small program and
/// runs all its threads side by side over the name (Thompson's construction,
/// simulated as a Pike VM), so the work is at most the program's size times
/// the name's length, whatever the pattern.
///
/// It matches as `name.firstMatch(of: Regex(pattern)) != nil` does, for the
/// syntax it supports:
/// - literals, and `\` before any ASCII punctuation for that character;
///   `\t`, `\n`, `\r`; the classes `\d` `\w` `\s` `\D` `\W` `\S`; `.` (any
///   character but a line break);
/// - bracketed classes `[abc]`, `[a-z]`, `[^…]`, with the escapes above inside;
/// - the anchors `^` and `$`; groups `(…)` and `(?:…)`; alternation `|`;
/// - the quantifiers `*` `+` `?` `{m}` `{m,}` `{m,n}` `{,n}`, and their lazy
///   forms (`*?`…), which match the same names;
/// - `(?i)` at the very start: the whole pattern ignores case.
///
/// Anything else (backreferences, lookaround, atomic groups, possessive
/// quantifiers, named groups, Unicode properties, word boundaries, nested
/// classes, inline options elsewhere) is a `SyntaxError` naming the construct
/// and where it is, rather than a pattern that would mean something else.
///
/// Like `Regex` by default, it works on `Character`s (extended grapheme
/// clusters), compared by canonical equivalence: `.` matches `é` whether it
/// is one scalar or `e` and a combining accent.
public struct NamePattern: Sendable {
  /// The most instructions a pattern may compile to: the work per name is
  /// at most this many steps per character, and `{m,n}` copies its operand,
  /// so `(a{100}){100}` would otherwise be 10,000.
  public static let instructionLimit = 1_000

  /// Why a pattern was refused, and where (`offset` counts `Character`s).
  ///
  ///     do { _ = try NamePattern("(a") } catch { print(error) }
  ///     // this '(' is never closed (at character 1)
  ///     //   (a
  ///     //   ^
  public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong: `unbalanced ')'`, `an anchor cannot be repeated`…
    public var problem: String
    /// The whole pattern, as given.
    public var pattern: String
    /// Where the problem is, in `Character`s from the start of the pattern.
    public var offset: Int

    /// The problem, then the pattern with a caret under the place.
    public var description: String {
      "\(problem) (at character \(offset + 1))\n  \(pattern)\n  \(String(repeating: " ", count: offset))^"
    }
  }

  private let program: [Instruction]
  private let ignoresCase: Bool

  /// Compiles `pattern`, or throws a `SyntaxError` for syntax it does not support.
  public init(_ pattern: String) throws(SyntaxError) {
    var parser = Parser(pattern)
    let tree = try parser.parse()
    var compiler = Compiler(pattern: pattern, ignoresCase: parser.ignoresCase)
    try compiler.compile(tree)
    compiler.program.append(.match)
    program = compiler.program
    ignoresCase = parser.ignoresCase
  }

  /// Whether the pattern matches anywhere in `name`.
  public func matches(_ name: String) -> Bool {
    let text = Array(name)
    var current = ThreadList(count: program.count)
    var next = ThreadList(count: program.count)
    for position in 0...text.count {
      // A thread starts at every position: the match may begin anywhere.
      if add(0, at: position, in: text, to: &current) { return true }
      if position == text.count { break }
      let character = text[position]
      for pc in current.threads {
        guard case .character(let matcher) = program[pc], matcher.matches(character, ignoringCase: ignoresCase) else { continue }
        if add(pc + 1, at: position + 1, in: text, to: &next) { return true }
      }
      swap(&current, &next)
      next.clear()
    }
    return false
  }

  /// Adds the thread at `pc` and everything reachable from it without
  /// consuming a character; `true` when one of them is a match.
  private func add(_ start: Int, at position: Int, in text: [Character], to list: inout ThreadList) -> Bool {
    var stack = [start]
    while let pc = stack.popLast() {
      guard list.insert(pc) else { continue }
      switch program[pc] {
      case .match: return true
      case .character: break
      case .jump(let target): stack.append(target)
      case .split(let first, let second):
        stack.append(second)
        stack.append(first)
      case .start:
        if position == 0 { stack.append(pc + 1) }
      case .end:
        // As `Regex`'s `$`: the very end (not before a final line break).
        if position == text.count { stack.append(pc + 1) }
      }
    }
    return false
  }
}

// MARK: - Program

extension NamePattern {
  enum Instruction: Sendable {
    case character(Matcher)
    case split(Int, Int)
    case jump(Int)
    case start
    case end
    case match
  }

  enum CharacterClass: Sendable, Hashable {
    case digit, word, space

    func contains(_ character: Character) -> Bool {
      switch self {
      case .digit: return character.isNumber
      case .word: return character.isLetter || character.isNumber || character == "_"
      case .space: return character.isWhitespace
      }
    }
  }

  enum Matcher: Sendable {
    case literal(Character)
    case anyButNewline
    case `class`(CharacterClass, negated: Bool)
    case set([SetItem], negated: Bool)

    func matches(_ character: Character, ignoringCase: Bool) -> Bool {
      switch self {
      case .literal(let literal):
        return literal == character || (ignoringCase && literal.lowercased() == character.lowercased())
      case .anyButNewline: return !character.isNewline
      case .class(let kind, let negated): return kind.contains(character) != negated
      case .set(let items, let negated):
        // Negation applies after case folding: `(?i)[^a]` refuses `A` too.
        var found = items.contains { $0.contains(character) }
        if !found, ignoringCase {
          for variant in [character.lowercased(), character.uppercased()] where variant.count == 1 && Character(variant) != character {
            if items.contains(where: { $0.contains(Character(variant)) }) {
              found = true
              break
            }
          }
        }
        return found != negated
      }
    }
  }

  enum SetItem: Sendable {
    case character(Character)
    case range(Unicode.Scalar, Unicode.Scalar)
    case `class`(CharacterClass, negated: Bool)

    func contains(_ character: Character) -> Bool {
      switch self {
      case .character(let single): return single == character
      case .range(let low, let high):
        // A range holds single scalars; a character of several never falls in one.
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        return low <= scalar && scalar <= high
      case .class(let kind, let negated): return kind.contains(character) != negated
      }
    }
  }

  /// The threads of one position, in order, each program counter once.
  struct ThreadList {
    private(set) var threads: [Int] = []
    private var present: [Bool]

    init(count: Int) {
      present = [Bool](repeating: false, count: count)
      threads.reserveCapacity(count)
    }

    mutating func insert(_ pc: Int) -> Bool {
      if present[pc] { return false }
      present[pc] = true
      threads.append(pc)
      return true
    }

    mutating func clear() {
      for pc in threads { present[pc] = false }
      threads.removeAll(keepingCapacity: true)
    }
  }
}

// MARK: - Parsing

extension NamePattern {
  indirect enum Tree {
    case empty
    case atom(Matcher, at: Int)
    case start, end
    case sequence([Tree])
    case alternatives([Tree])
    case repetition(Tree, min: Int, max: Int?, at: Int)
  }

  struct Parser {
    let text: String
    let characters: [Character]
    var index = 0
    var ignoresCase = false

    init(_ text: String) {
      self.text = text
      characters = Array(text)
    }

    func error(_ problem: String, at offset: Int) -> SyntaxError {
      SyntaxError(problem: problem, pattern: text, offset: offset)
    }

    var peek: Character? { index < characters.count ? characters[index] : nil }

    func peek(_ offset: Int) -> Character? {
      index + offset < characters.count ? characters[index + offset] : nil
    }

    mutating func parse() throws(SyntaxError) -> Tree {
      if characters.starts(with: Array("(?i)")) {
        ignoresCase = true
        index = 4
      }
      let tree = try alternatives()
      if index < characters.count {
        // Only an unbalanced `)` stops `alternatives()` early.
        throw error("unbalanced ')'", at: index)
      }
      return tree
    }

    mutating func alternatives() throws(SyntaxError) -> Tree {
      var branches = [try sequence()]
      while peek == "|" {
        index += 1
        branches.append(try sequence())
      }
      return branches.count == 1 ? branches[0] : .alternatives(branches)
    }

    mutating func sequence() throws(SyntaxError) -> Tree {
      var items: [Tree] = []
      while let character = peek, character != "|", character != ")" {
        items.append(try quantified())
      }
      switch items.count {
      case 0: return .empty
      case 1: return items[0]
      default: return .sequence(items)
      }
    }

    mutating func quantified() throws(SyntaxError) -> Tree {
      var tree = try atom()
      var quantified = false
      while let character = peek {
        let at = index
        let bounds: (min: Int, max: Int?)
        switch character {
        case "*": bounds = (0, nil); index += 1
        case "+": bounds = (1, nil); index += 1
        case "?": bounds = (0, 1); index += 1
        case "{":
          guard let counted = try counts() else { return tree }
          bounds = counted
        default: return tree
        }
        if quantified { throw error("a quantifier cannot follow another quantifier", at: at) }
        if case .start = tree { throw error("an anchor cannot be repeated", at: at) }
        if case .end = tree { throw error("an anchor cannot be repeated", at: at) }
        quantified = true
        if peek == "?" {
          index += 1  // lazy: the same names match
        } else if peek == "+" {
          throw error("a possessive quantifier ('\(character)+') is not supported", at: index - 1)
        }
        tree = .repetition(tree, min: bounds.min, max: bounds.max, at: at)
      }
      return tree
    }

    /// `{m}`, `{m,}`, `{m,n}`, `{,n}` at `index`; `nil` (index unchanged) when
    /// the brace does not start one, and is then a literal `{`.
    mutating func counts() throws(SyntaxError) -> (min: Int, max: Int?)? {
      let open = index
      var cursor = index + 1
      func number(_ cursor: inout Int) -> Int?? {
        var value = 0
        var digits = 0
        while cursor < characters.count, let digit = characters[cursor].wholeNumberValue, characters[cursor].isASCII {
          // Past the instruction limit any count is refused; stop growing there.
          value = Swift.min(value * 10 + digit, 1_000_000)
          digits += 1
          cursor += 1
        }
        return digits == 0 ? .some(nil) : .some(value)
      }
      let low = number(&cursor) ?? nil
      var high: Int?
      var open_ended = false
      if cursor < characters.count, characters[cursor] == "," {
        cursor += 1
        high = number(&cursor) ?? nil
        open_ended = high == nil
        if low == nil && high == nil { return nil }
      } else {
        guard low != nil else { return nil }
        high = low
      }
      guard cursor < characters.count, characters[cursor] == "}" else { return nil }
      index = cursor + 1
      let minimum = low ?? 0
      if !open_ended, let high, high < minimum {
        throw error("the quantifier '{\(minimum),\(high)}' has its minimum above its maximum", at: open)
      }
      return (minimum, open_ended ? nil : high)
    }

    mutating func atom() throws(SyntaxError) -> Tree {
      let at = index
      guard let character = peek else { return .empty }
      index += 1
      switch character {
      case ".": return .atom(.anyButNewline, at: at)
      case "^": return .start
      case "$": return .end
      case "[": return .atom(try bracketed(at: at), at: at)
      case "\\": return .atom(try escape(at: at, inSet: false).matcher, at: at)
      case "*", "+", "?":
        throw error("the quantifier '\(character)' has nothing to repeat", at: at)
      case "{":
        index = at
        if try counts() != nil { throw error("the quantifier has nothing to repeat", at: at) }
        index = at + 1
        return .atom(.literal("{"), at: at)
      case "(":
        return try group(at: at)
      default:
        return .atom(.literal(character), at: at)
      }
    }

    mutating func group(at: Int) throws(SyntaxError) -> Tree {
      if peek == "?" {
        let rest = String(characters[index..<Swift.min(characters.count, index + 3)])
        let constructs: [(prefix: String, name: String)] = [
          ("?:", ""),
          ("?<=", "a lookbehind '(?<=…)'"), ("?<!", "a negative lookbehind '(?<!…)'"),
          ("?=", "a lookahead '(?=…)'"), ("?!", "a negative lookahead '(?!…)'"),
          ("?>", "an atomic group '(?>…)'"), ("?#", "a comment group '(?#…)'"),
          ("?P<", "a named group '(?P<name>…)'"), ("?P=", "a named backreference '(?P=name)'"),
          ("?<", "a named group '(?<name>…)'"), ("?'", "a named group '(?'name'…)'"),
          ("?|", "a branch reset group '(?|…)'"), ("?(", "a conditional '(?(…)…)'"),
          ("?R", "recursion '(?R)'"), ("?&", "a subroutine call '(?&name)'"),
        ]
        guard let construct = constructs.first(where: { rest.hasPrefix($0.prefix) }) else {
          throw error("inline options '(?…)' are not supported (only '(?i)' at the very start)", at: at)
        }
        guard construct.name.isEmpty else { throw error("\(construct.name) is not supported", at: at) }
        index += 2
      }
      let inner = try alternatives()
      guard peek == ")" else { throw error("this '(' is never closed", at: at) }
      index += 1
      return inner
    }

    /// After a `\` at `at`: a class, a control character or an escaped metacharacter.
    mutating func escape(at: Int, inSet: Bool) throws(SyntaxError) -> (matcher: Matcher, single: Character?) {
      guard let character = peek else { throw error("the pattern ends with a lone '\\'", at: at) }
      index += 1
      switch character {
      case "d": return (.class(.digit, negated: false), nil)
      case "D": return (.class(.digit, negated: true), nil)
      case "w": return (.class(.word, negated: false), nil)
      case "W": return (.class(.word, negated: true), nil)
      case "s": return (.class(.space, negated: false), nil)
      case "S": return (.class(.space, negated: true), nil)
      case "t": return (.literal("\t"), "\t")
      case "n": return (.literal("\n"), "\n")
      case "r": return (.literal("\r"), "\r")
      default: break
      }
      if character.isASCII, !character.isLetter, !character.isNumber, character.isPunctuation || character.isSymbol || character == " " {
        return (.literal(character), character)
      }
      let name: String
      switch character {
      case "1"..."9": name = "a backreference '\\\(character)'"
      case "k", "g": name = "a backreference '\\\(character)…'"
      case "p", "P": name = "a Unicode property '\\\(character){…}'"
      case "b", "B": name = inSet ? "the escape '\\\(character)' in a class" : "a word boundary '\\\(character)'"
      case "A", "z", "Z", "G": name = "the anchor '\\\(character)'"
      case "Q", "E": name = "quoting '\\Q…\\E'"
      default: name = "the escape '\\\(character)'"
      }
      throw error("\(name) is not supported", at: at)
    }

    /// A bracketed class; `index` is just after its `[`.
    mutating func bracketed(at: Int) throws(SyntaxError) -> Matcher {
      var negated = false
      if peek == "^" {
        negated = true
        index += 1
      }
      var items: [SetItem] = []
      var first = true
      while true {
        guard let character = peek else { throw error("this '[' is never closed", at: at) }
        let itemAt = index
        if character == "]" && !first {
          index += 1
          break
        }
        first = false
        if character == "[" { throw error("a nested class or POSIX class '[' inside a class is not supported", at: itemAt) }
        if ["&&", "--", "~~"].contains(String(characters[index..<Swift.min(characters.count, index + 2)])) {
          throw error("the class operator '\(characters[index])\(characters[index])' is not supported", at: itemAt)
        }
        index += 1
        var single: Character?
        var item: SetItem
        if character == "\\" {
          let escaped = try escape(at: itemAt, inSet: true)
          single = escaped.single
          switch (escaped.matcher, escaped.single) {
          case (.class(let kind, let negated), _): item = .class(kind, negated: negated)
          case (_, let character?): item = .character(character)
          default: throw error("this escape is not supported in a class", at: itemAt)
          }
        } else {
          single = character
          item = .character(character)
        }
        // A range: `-` between two single characters (a `-` first or last is literal).
        if peek == "-", let next = peek(1), next != "]" {
          guard let low = single else { throw error("a class escape cannot start a range", at: itemAt) }
          index += 1
          let highAt = index
          var high: Character
          if next == "\\" {
            index += 1
            guard let escaped = try escape(at: highAt, inSet: true).single else {
              throw error("a class escape cannot end a range", at: highAt)
            }
            high = escaped
          } else if next == "[" {
            throw error("a nested class or POSIX class '[' inside a class is not supported", at: highAt)
          } else {
            index += 1
            high = next
          }
          guard low.unicodeScalars.count == 1, high.unicodeScalars.count == 1,
            let lowScalar = low.unicodeScalars.first, let highScalar = high.unicodeScalars.first
          else { throw error("a range needs single characters at both ends", at: itemAt) }
          guard lowScalar <= highScalar else { throw error("the range '\(low)-\(high)' is backwards", at: itemAt) }
          item = .range(lowScalar, highScalar)
        }
        items.append(item)
      }
      return .set(items, negated: negated)
    }
  }
}

// MARK: - Compiling

extension NamePattern {
  struct Compiler {
    let pattern: String
    let ignoresCase: Bool
    var program: [Instruction] = []
    /// Where the repetitions being expanded are, outermost first: the
    /// outermost is what multiplies the program past the limit.
    var repetitions: [Int] = []

    init(pattern: String, ignoresCase: Bool) {
      self.pattern = pattern
      self.ignoresCase = ignoresCase
    }

    mutating func emit(_ instruction: Instruction, at offset: Int) throws(SyntaxError) -> Int {
      guard program.count < NamePattern.instructionLimit else {
        throw SyntaxError(
          problem: "the pattern is too large: it compiles to over \(NamePattern.instructionLimit) instructions, the limit",
          pattern: pattern, offset: repetitions.first ?? offset)
      }
      program.append(instruction)
      return program.count - 1
    }

    mutating func compile(_ tree: Tree) throws(SyntaxError) {
      switch tree {
      case .empty: break
      case .atom(let matcher, let at): _ = try emit(.character(matcher), at: at)
      case .start: _ = try emit(.start, at: 0)
      case .end: _ = try emit(.end, at: 0)
      case .sequence(let items):
        for item in items { try compile(item) }
      case .alternatives(let branches):
        // split(b1, next); b1; jump end; split(b2, next); b2; jump end; … bn
        var jumps: [Int] = []
        for (number, branch) in branches.enumerated() {
          if number == branches.count - 1 {
            try compile(branch)
          } else {
            let split = try emit(.split(0, 0), at: 0)
            try compile(branch)
            jumps.append(try emit(.jump(0), at: 0))
            program[split] = .split(split + 1, program.count)
          }
        }
        for jump in jumps { program[jump] = .jump(program.count) }
      case .repetition(let inner, let minimum, let maximum, let at):
        repetitions.append(at)
        defer { repetitions.removeLast() }
        for _ in 0..<minimum { try compile(inner) }
        if let maximum {
          // Each optional copy: split(copy, end); copy.
          var splits: [Int] = []
          for _ in minimum..<maximum {
            splits.append(try emit(.split(0, 0), at: at))
            try compile(inner)
          }
          for split in splits { program[split] = .split(split + 1, program.count) }
        } else {
          // loop: split(body, end); body; jump loop.
          let split = try emit(.split(0, 0), at: at)
          try compile(inner)
          _ = try emit(.jump(split), at: at)
          program[split] = .split(split + 1, program.count)
        }
      }
    }
  }
}
