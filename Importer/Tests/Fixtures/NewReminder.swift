// "How to manage focus in lists" of Peter Friese's "Managing focus in SwiftUI
// List views" (seeds/004; MakeItSo commit fbcc56f). The article shows its code
// as images, so this is a reconstruction from its text: a FocusState enum with
// the row's id, `.focused($focusedReminder, equals: .row(id:))` on each row, and
// a New Reminder button that appends and focuses. The button sits above the
// List instead of in a toolbar; the sample reminder matches Scenarios/seeds/.
import SwiftUI

struct Reminder: Identifiable {
    var id: String = UUID().uuidString
    var title: String
}

enum Focusable: Hashable {
    case row(id: String)
}

struct FocusableListView: View {
    @State private var reminders = [Reminder(id: "r1", title: "Buy milk")]
    @FocusState private var focusedReminder: Focusable?

    var body: some View {
        NavigationStack {
            Button("New Reminder") { createNewReminder() }
            List {
                ForEach($reminders) { $reminder in
                    TextField("", text: $reminder.title)
                        .focused($focusedReminder, equals: .row(id: reminder.id))
                }
            }
        }
    }

    private func createNewReminder() {
        let newReminder = Reminder(title: "")
        reminders.append(newReminder)
        focusedReminder = .row(id: newReminder.id)
    }
}
