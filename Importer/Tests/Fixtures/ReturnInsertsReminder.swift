// "Handling the Enter key" of Peter Friese's "Managing focus in SwiftUI List
// views" (seeds/004). A reconstruction from the article's text (its code is
// shown as images): each row's onSubmit inserts a new reminder right after the
// focused one and focuses it. The sample reminders match Scenarios/seeds/.
import SwiftUI

struct Reminder: Identifiable {
    var id: String = UUID().uuidString
    var title: String
}

enum Focusable: Hashable {
    case row(id: String)
}

struct FocusableListView: View {
    @State private var reminders = [Reminder(id: "r1", title: "Buy milk"), Reminder(id: "r2", title: "Call mom")]
    @FocusState private var focusedReminder: Focusable?

    var body: some View {
        List {
            ForEach($reminders) { $reminder in
                TextField("", text: $reminder.title)
                    .focused($focusedReminder, equals: .row(id: reminder.id))
                    .onSubmit {
                        createNewReminder(after: reminder)
                    }
            }
        }
    }

    private func createNewReminder(after reminder: Reminder) {
        let newReminder = Reminder(title: "")
        if let index = reminders.firstIndex(where: { $0.id == reminder.id }) {
            reminders.insert(newReminder, at: index + 1)
        }
        focusedReminder = .row(id: newReminder.id)
    }
}
