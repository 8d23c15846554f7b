// The Kiss README's "Hello World" as the README quotes it (master 0eed11b): `label(_:_:)` is
// the sample app's helper, not in this file, so the import reads it by its name.
class HelloWorldView: UIView {
    lazy var mainLayout = wrap {
        // This is UILabel, you can add any UIView to kiss layout
        label("HELLO ", .red).kiss.layout
        label("WORLD ", .orange).kiss.layout
    }.padding(10).mainAlign(.center)
    
    override init(frame: CGRect) {
        super.init(frame: frame)
        // Set current layout is mainLayout
        // If you need switch to other layout, let use this method again.
        kiss.constructIfNeed(layout: mainLayout)
    }
    
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        kiss.constructIfNeed(layout: mainLayout)
    }
    
    public override func layoutSubviews() {
        super.layoutSubviews()
        // Update layout for new size
        kiss.updateChange(width: frame.width, height: frame.height)
    }
}
