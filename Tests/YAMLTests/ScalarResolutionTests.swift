import Testing

@testable import YAML

@Suite("Scalar resolution (YAML 1.1)")
struct ScalarResolutionTests {
  static let table: [(String, ResolvedScalar)] = [
    ("", .null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
    ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)), ("yes", .bool(true)), ("on", .bool(true)),
    ("ON", .bool(true)), ("false", .bool(false)), ("no", .bool(false)), ("Off", .bool(false)),
    ("y", .string("y")), ("n", .string("n")), ("nULL", .string("nULL")), ("tRUE", .string("tRUE")),
    ("0", .int(0)), ("42", .int(42)), ("-17", .int(-17)), ("+5", .int(5)), ("1_000", .int(1000)),
    ("0x1F", .int(31)), ("0b101", .int(5)), ("017", .int(15)), ("08", .string("08")),
    ("1.5", .double(1.5)), ("-0.25", .double(-0.25)), (".5", .double(0.5)), ("1e3", .double(1000)),
    ("6.02e+23", .double(6.02e23)), (".inf", .double(.infinity)), ("-.Inf", .double(-.infinity)),
    ("1.2.3", .string("1.2.3")), ("-", .string("-")), (".", .string(".")), ("1e", .string("1e")),
    ("99999999999999999999", .string("99999999999999999999")), ("0x", .string("0x")),
    ("9223372036854775807", .int(.max)), ("-9223372036854775808", .int(.min)), ("-9223372036854775809", .string("-9223372036854775809")),
    ("9223372036854775808", .string("9223372036854775808")), ("-0x8000000000000000", .int(.min)), ("-01000000000000000000000", .int(.min)),
    ("9007199254740993", .int(9_007_199_254_740_993)),
    ("username", .string("username")), ("12ab", .string("12ab")), ("$focusedField", .string("$focusedField")),
  ]

  @Test("Plain scalars resolve like YAML 1.1", arguments: table)
  func plainScalars(text: String, expected: ResolvedScalar) throws {
    #expect(Node.resolvePlain(text) == expected)
    // A lone "-" would start a block sequence entry, so it is not parsed here.
    guard text != "-" else { return }
    let node = try root("v: \(text)\n")["v"]
    #expect(node?.resolved == expected)
  }

  @Test("NaN resolves to a double that is NaN")
  func notANumber() {
    guard case .double(let value) = Node.resolvePlain(".NaN") else {
      Issue.record("not a double")
      return
    }
    #expect(value.isNaN)
  }

  @Test("Quoted and block scalars stay strings")
  func quotedStaysString() throws {
    let root = try root("a: '1'\nb: \"true\"\nc: |\n  null\nd: ''\n")
    #expect(root["a"]?.resolved == .string("1"))
    #expect(root["b"]?.resolved == .string("true"))
    #expect(root["c"]?.resolved == .string("null\n"))
    #expect(root["d"]?.resolved == .string(""))
  }

  @Test("Explicit !!str, ! and !!null tags decide")
  func explicitTags() throws {
    let root = try root("a: !!str 12\nb: !!str true\nc: ! 12\nd: !!null ''\n")
    #expect(root["a"]?.resolved == .string("12"))
    #expect(root["b"]?.resolved == .string("true"))
    #expect(root["c"]?.resolved == .string("12"))
    #expect(root["d"]?.resolved == .null)
  }

  @Test("Collections have no scalar resolution and describe their kind")
  func kinds() throws {
    let root = try root("l: [1]\nm: {a: 1}\nn: 3\ns: x\nb: yes\nz: ~\n")
    #expect(root["l"]?.resolved == nil)
    #expect(root["l"]?.kindDescription == "a list")
    #expect(root["m"]?.kindDescription == "a mapping")
    #expect(root["n"]?.kindDescription == "a number")
    #expect(root["s"]?.kindDescription == "a string")
    #expect(root["b"]?.kindDescription == "a boolean")
    #expect(root["z"]?.kindDescription == "null")
  }
}
