// The Kiss README's "Hello World", whole: the README quotes the layout; `label(_:_:)` and the
// view around it are the sample app's (Sample/sampleVc/HelloWorldView.swift, master 4c9e3c5).
import UIKit
import Kiss
import UIBuilder

private func label(_ text: String, _ color: UIColor) -> UILabel {
    let label = TextBuilder()
        .fontSize(72)
        .textColor(color)
        .label().cornerRadius(5)
    label.text = text
    return label
}

class HelloWorldView: UIView {
    lazy var mainLayout = wrap {
        // This is UILabel, you can add any UIView to kiss layout
        label("HELLO ", .red).kiss.layout
        label("WORLD ", .orange).kiss.layout
    }.padding(10).mainAlign(.center)

    override init(frame: CGRect) {
        super.init(frame: frame)
        kiss.constructIfNeed(layout: mainLayout)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        kiss.constructIfNeed(layout: mainLayout)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        kiss.updateChange(width: frame.width, height: frame.height)
    }
}
