import Foundation
import Testing

@testable import Scenarios

/// The runner's pool of workers (issue 20): results in input order whatever
/// the number of jobs, and fail-fast stopping where a one-job run stops.
@Suite("WorkerPool")
struct WorkerPoolTests {
  /// Which elements were started, behind a lock: workers run on any thread.
  final class Started: @unchecked Sendable {
    private let lock = NSLock()
    private var indices: [Int] = []
    func add(_ index: Int) { lock.withLock { indices.append(index) } }
    var sorted: [Int] { lock.withLock { indices.sorted() } }
  }

  @Test("Results come back in input order with 1, 2 and 8 jobs", arguments: [1, 2, 8])
  func inputOrder(jobs: Int) async {
    let elements = Array(0..<500)
    let results = await WorkerPool.map(elements, jobs: jobs) { element -> Int in
      // Uneven work, so that workers finish out of order.
      var sum = 0
      for value in 0..<((element * 7919) % 2000) { sum &+= value }
      return sum >= 0 ? element * 2 : -1
    }
    #expect(results == elements.map { $0 * 2 })
  }

  @Test("With one job, each result is received before the next element starts (results stream)")
  func oneJobStreams() async {
    let started = Started()
    var received: [Int] = []
    var startedWhenReceived: [[Int]] = []
    await WorkerPool.forEach(Array(0..<5), jobs: 1) { (element: Int) -> Int in
      started.add(element)
      return element
    } receive: { index, _ in
      received.append(index)
      startedWhenReceived.append(started.sorted)
    }
    #expect(received == [0, 1, 2, 3, 4])
    #expect(startedWhenReceived == [[0], [0, 1], [0, 1, 2], [0, 1, 2, 3], [0, 1, 2, 3, 4]])
  }

  @Test("Fail-fast: every element up to the first stopping one has its result; with one job nothing after it starts", arguments: [1, 2, 4])
  func stopsAfter(jobs: Int) async {
    let started = Started()
    var received: [Int: Int] = [:]
    await WorkerPool.forEach(Array(0..<1000), jobs: jobs, stopsAfter: { $0 == 100 }) { (element: Int) -> Int in
      started.add(element)
      return element
    } receive: { index, result in
      received[index] = result
    }
    // Up to the stop, exactly what a one-job run gives (the runner drops
    // the results after it that other workers had already claimed).
    #expect((0...100).allSatisfy { received[$0] == $0 })
    // With one job nothing after the stop starts; with more, how many were
    // claimed before the stop depends on timing, so only one job is exact.
    if jobs == 1 { #expect(started.sorted == Array(0...100)) }
  }

  @Test("No elements: nothing is received")
  func empty() async {
    var count = 0
    await WorkerPool.forEach([Int](), jobs: 4, { $0 }) { _, _ in count += 1 }
    #expect(count == 0)
    #expect(await WorkerPool.map([Int](), jobs: 4) { $0 }.isEmpty)
  }
}
