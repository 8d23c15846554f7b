// The Kiss README's "Combine Layout together", whole: the README quotes the vstack; its helpers
// are the sample app's: `label(_:_:)` and `box(_:_:_:)` from Sample/sampleVc/MixLayoutView.swift,
// `view(_:)` from Sample/Common.swift, `.cornerRadius` / `.stroke(size:color:)` from UIBuilder.
import UIKit
import Kiss
import UIBuilder

func view(_ color: UIColor) -> UIView {
    let view = UIView().cornerRadius(5)
    view.backgroundColor = color
    return view
}

private func label(_ text: String, _ color: UIColor) -> UILabel {
    let label = TextBuilder()
        .fontSize(32)
        .textColor(color)
        .textAlignment(.center)
        .label().cornerRadius(5)
    label.text = text
    return label
}

private func box(
    _ width: Double,
    _ height: Double,
    _ color: UIColor = MaterialColor.blue600
) -> Kiss.UIViewLayout {
    return view(color).cornerRadius(4)
        .kiss.layout.margin(5).size(width, height)
}

vstack {
        label("Let try new layout solution", MaterialColor.red700)
            .kiss.layout.margin(10)

        view(MaterialColor.green600)
            .cornerRadius(5).stroke(size: 1, color: .brown)
            .kiss.layout.crossAlign(self: .stretch).height(100).margin(10)

        hstack {
            box(50, 50)
            box(50, 50)
            box(50, 50)
            box(50, 50)
            box(50, 50)
        }.mainAlign(.center)

        view(MaterialColor.pink500)
            .cornerRadius(5).stroke(size: 1, color: .brown)
            .kiss.layout.crossAlign(self: .stretch).height(50).margin(10)
}.padding(10)
