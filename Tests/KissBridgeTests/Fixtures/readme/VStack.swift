// The Kiss README's vstack sample, whole: the README quotes the layout; the views are the
// sample app's (Sample/sampleVc/VStackSampleView.swift, as Examples/Kiss/VStack.kiss records
// them): `view(_:)` and `large(text:line:)` from Sample/Common.swift, `.background(_)` from
// UIBuilder.
let blueView = view(.blue)
let redView = view(.red)
let greenView = view(.green)
let uiswitch = UISwitch()
let text1 = large(text: "Vertical Stack Layout", line: 2).background(.orange)

vstack {
    blueView.kiss.layout.height(40).margin(5)
    uiswitch.kiss.layout
    text1.kiss.layout.margin(5)
    redView.kiss.layout.grow(1).margin(5)
    greenView.kiss.layout.grow(0.5).ratio(2/1).margin(5)
}.padding(10)
