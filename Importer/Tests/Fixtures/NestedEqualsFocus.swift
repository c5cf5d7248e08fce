// The focused(_:equals:) rewrite in "Nest focusable views" on Apple's
// FocusState page (seeds/002, https://developer.apple.com/documentation/SwiftUI/FocusState).
// The page elides the TextField's text binding; `text: $name` stands in for it.
import SwiftUI

struct ContentView: View {
    enum Focus {
        case container
        case field
    }

    @State private var name = ""
    @FocusState private var focused: Focus?

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .focused($focused, equals: .field)
        }
        .focusable()
        .focused($focused, equals: .container)
    }
}
