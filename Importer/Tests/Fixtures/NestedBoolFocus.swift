// "Nest focusable views" on Apple's FocusState page (seeds/002,
// https://developer.apple.com/documentation/SwiftUI/FocusState). The page
// elides the TextField's text binding (`TextField("Name", ...)`); `text: $name`
// and its @State stand in for it so the code compiles.
import SwiftUI

struct ContentView: View {
    @State private var name = ""
    @FocusState private var fieldIsFocused: Bool
    @FocusState private var containerIsFocused: Bool

    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .focused($fieldIsFocused)
        }
        .focusable()
        .focused($containerIsFocused)
    }
}
