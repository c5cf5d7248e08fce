// Not from a seed: the 1.1 constructs (presentations, navigation, tabs,
// search, .task, tvOS move and exit commands) as the importer translates them.
import SwiftUI

enum Field: Hashable { case title }
enum Section: Hashable { case inbox, settings }

struct EditorSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Binding var title: String
    @FocusState private var field: Field?

    var body: some View {
        VStack {
            TextField("Title", text: $title, axis: .vertical)
                .focused($field, equals: .title)
            Button("Done") { dismiss() }
        }
        .defaultFocus($field, .title)
    }
}

struct MailView: View {
    @State private var tab = Section.inbox
    @State private var path: [String] = []
    @State private var messages = ["m1", "m2"]
    @State private var query = ""
    @State private var title = ""
    @State private var showEditor = false
    @State private var confirmDiscard = false
    @State private var moves: [String] = []
    @State private var loaded = false
    @FocusState private var searching: Bool

    var body: some View {
        TabView(selection: $tab) {
            Tab("Inbox", systemImage: "tray", value: Section.inbox) {
                NavigationStack(path: $path) {
                    List(messages, id: \.self) { message in
                        NavigationLink(message, value: message)
                    }
                    .searchable(text: $query)
                    .searchFocused($searching)
                    .onSubmit(of: .search) { searching = false }
                    .navigationDestination(for: String.self) { message in
                        Text("Message \(message)")
                    }
                }
            }
            Tab("Settings", systemImage: "gear", value: Section.settings) {
                Button("Edit") { showEditor = true }
                    .sheet(isPresented: $showEditor, onDismiss: { loaded = false }) {
                        EditorSheet(title: $title)
                    }
                Button("Discard") { confirmDiscard = true }
                    .alert("Discard the draft?", isPresented: $confirmDiscard) {
                        Button("Keep", role: .cancel) {}
                        Button("Discard", role: .destructive) { title = "" }
                    }
                    .onMoveCommand { direction in moves.append("\(direction)") }
                    .onExitCommand { withAnimation { showEditor = false } }
            }
        }
        .task { loaded = true }
    }
}
