import FocusEngine
@testable import Scenarios
import Testing

/// A ForEach's row ids checked without hashing small integers (issue 20):
/// the answer must be the one a `Set<Value>` gives.
@Suite("ForEach: row ids")
struct RowIDSetTests {
  @Test("F1: a repeated id is found whether it is a small integer, a large or negative one, a fraction or a string")
  func repeatedIDs() {
    let ids: [Value] = [0, 5, 1.0, -3, 1_000_000, 2.5, "a", .null, ["k": 1]]
    var set = RowIDSet(rowCount: 4)
    for id in ids {
      let inserted = set.insert(id)
      #expect(inserted, "first \(id)")
    }
    for id in ids {
      let inserted = set.insert(id)
      #expect(!inserted, "again \(id)")
    }
  }

  @Test("F1: an integer and the same number written with a point are one id")
  func integralNumbersAreOneID() {
    var set = RowIDSet(rowCount: 10)
    let answers = [
      set.insert(.number(.integer(3))), set.insert(.number(.real(3.0))),
      set.insert(.number(.real(-0.5))), set.insert(.number(.real(-0.5))),
    ]
    #expect(answers == [true, false, true, false])
    var large = RowIDSet(rowCount: 1)
    let largeAnswers = [large.insert(.number(.real(1e15))), large.insert(.number(.integer(1_000_000_000_000_000)))]
    #expect(largeAnswers == [true, false])
  }

  @Test("It agrees with a set of values on a mixed list")
  func agreesWithASet() {
    var random = SplitMix(seed: 20)
    var reference: Set<Value> = []
    var set = RowIDSet(rowCount: 50)
    for _ in 0..<2_000 {
      let pick = random.next() % 4
      let n = Int(random.next() % 400) - 50
      let id: Value = switch pick {
        case 0: .number(.integer(n))
        case 1: .number(.real(Double(n)))
        case 2: .number(.real(Double(n) + 0.5))
        default: .string("r\(n)")
      }
      let inserted = set.insert(id)
      #expect(inserted == reference.insert(id).inserted)
    }
  }
}

/// A small deterministic generator (SplitMix64).
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
