// "Eliminating empty elements" of Peter Friese's "Managing focus in SwiftUI List
// views" (seeds/004). A reconstruction from the article's text (its code is
// shown as images, and it uses a view model with a Combine pipeline, which the
// importer cannot read): here `onChange(of: focusedReminder)` removes the
// reminder whose row lost focus when its title is empty.
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
        VStack {
            Button("New Reminder") {
                let newReminder = Reminder(title: "")
                reminders.append(newReminder)
                focusedReminder = .row(id: newReminder.id)
            }
            List {
                ForEach($reminders) { $reminder in
                    TextField("", text: $reminder.title)
                        .focused($focusedReminder, equals: .row(id: reminder.id))
                }
            }
            .onChange(of: focusedReminder) { oldValue, newValue in
                reminders.removeAll { $0.title.isEmpty && Focusable.row(id: $0.id) == oldValue }
            }
        }
    }
}
