// The FocusedBinding article in Japanese (seeds/003, Tomoaki Yagishita,
// "[SwiftUI] FocusedBinding の使い方"), its full ContentView.swift as published.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            FieldsView()
            SubView()
        }
        .padding()
    }
}

struct FieldsView: View {
    @FocusedBinding(\.myIntDataBinding) var intValue
    @State private var text1 = ""
    @State private var text2 = ""
    @State private var text3 = ""
    @State private var myIntData1 = 1
    @State private var myIntData2 = 2
    @State private var myIntData3 = 3
    var body: some View {
        Group {
            TextField("Text1", text: $text1)
                .focusedValue(\.myIntDataBinding, $myIntData1)
            TextField("Text2", text: $text2)
                .focusedValue(\.myIntDataBinding, $myIntData2)
            TextField("Text3", text: $text3)
                .focusedValue(\.myIntDataBinding, $myIntData3)
            if let intValue = intValue {
                Text("Current FocusedValue: \(intValue)")
            } else {
                Text("No value")
            }
        }.padding()
    }
}

struct SubView: View {
    @FocusedBinding(\.myIntDataBinding) var myBinding
    var body: some View {
        GroupBox("SubView") {
            Button(action: {
                if let value = myBinding {
                    myBinding = value * 8
                }
            }, label: {
                Text("set x 8")
            })
            .disabled(myBinding == nil)
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}

struct MyFocusedBindingDataKey: FocusedValueKey {
    typealias Value = Binding<Int>
}

extension FocusedValues {
    var myIntDataBinding: MyFocusedBindingDataKey.Value? {
        get { self[MyFocusedBindingDataKey.self] }
        set { self[MyFocusedBindingDataKey.self] = newValue }
    }
}
