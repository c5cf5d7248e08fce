import FocusEngine
import Testing

/// Drains one settle of `clock`, with `restorations` queued at its start,
/// naming each item; a restoration item consumes one of them.
private func settle(
  _ clock: inout VirtualClock<String>, restorations: Int = 0, run: (String, inout VirtualClock<String>) -> Void = { _, _ in }
) -> [String] {
  var order: [String] = []
  var queued = restorations
  clock.beginSettle()
  while let item = clock.next(restorationsQueued: queued) {
    switch item {
    case .task(let work):
      order.append(work)
      run(work, &clock)
    case .timer(let work, _):
      order.append(work)
      run(work, &clock)
    case .restoration:
      queued -= 1
      order.append("restore")
    }
  }
  return order
}

@Suite("F46, F47: the virtual clock and the settle of an instant")
struct VirtualClockTests {
  @Test("F46: the clock starts at 0, advances only when told and is kept to 1e-9 s")
  func clockAdvances() {
    var clock = VirtualClock<String>()
    #expect(clock.now == 0)
    clock.advance(to: 0.1)
    clock.advance(to: clock.now + 0.2)
    // 0.1 + 0.2 is 0.30000000000000004 as Doubles; kept to 1e-9 s it is 0.3.
    #expect(clock.now == 0.3)
    clock.advance(to: 0.1)
    #expect(clock.now == 0.3, "never backwards")
    #expect(VirtualClock<String>.rounded(1e-10) == 0)
    #expect(VirtualClock<String>.rounded(1e300) == 1e300)
  }

  @Test("F47: tasks run in order, then timers due now, then restorations")
  func settleOrder() {
    var clock = VirtualClock<String>()
    clock.schedule("timer", after: 0)
    clock.queueTask("task 1")
    clock.queueTask("task 2")
    #expect(settle(&clock, restorations: 1) == ["task 1", "task 2", "timer", "restore"])
    #expect(clock.runThisInstant == 3)
  }

  @Test("F47: a new task joins the end; a task a timer queues waits for the next pass")
  func passes() {
    var clock = VirtualClock<String>()
    clock.queueTask("A")
    clock.schedule("T1", after: 0)
    let order = settle(&clock, restorations: 1) { work, clock in
      if work == "A" { clock.queueTask("B") }
      if work == "T1" {
        clock.queueTask("C")
        clock.schedule("T2", after: 0)
      }
    }
    #expect(order == ["A", "B", "T1", "T2", "restore", "C"])
  }

  @Test("F47: restorations queued after their phase began wait for the next pass, after its tasks")
  func restorationsQueuedSoFar() {
    var clock = VirtualClock<String>()
    clock.beginSettle()
    #expect(clock.next(restorationsQueued: 1) == .restoration)
    // The restoration queued a task and another restoration.
    clock.queueTask("task")
    #expect(clock.next(restorationsQueued: 1) == .task("task"))
    #expect(clock.next(restorationsQueued: 1) == .restoration)
    #expect(clock.next(restorationsQueued: 0) == nil)
  }

  @Test("F47: timers by due time, then scheduling order; only those due now run")
  func timerOrder() {
    var clock = VirtualClock<String>()
    clock.schedule("late", after: 0.5)
    clock.schedule("first at 0.2", after: 0.2)
    clock.schedule("second at 0.2", after: 0.2)
    #expect(settle(&clock) == [])
    #expect(clock.nextTimerDue == 0.2)
    clock.advance(to: 0.2)
    #expect(settle(&clock) == ["first at 0.2", "second at 0.2"])
    #expect(clock.pendingTimers == 1, "timers left at the end never run")
  }

  @Test("F47: a timer is due at now + S, kept to 1e-9 s")
  func dueTime() {
    var clock = VirtualClock<String>()
    clock.advance(to: 0.1)
    #expect(clock.schedule("t", after: 0.2) == 0.3)
  }
}
