// The Kiss README's "Show/Hide item in layout", with the views made and sized as
// Examples/Kiss/ShowHide.kiss makes them (the README leaves them out): five 40-point-tall
// views; in the second layout the fourth is hidden.
import UIKit
import Kiss

class AllVisibleView: UIView {
    let view1 = view(.red)
    let view2 = view(.orange)
    let view3 = view(.yellow)
    let view4 = view(.green)
    let view5 = view(.blue)

    lazy var allVisible = vstack {
        view1.kiss.layout.height(40) // isHidden == false
        view2.kiss.layout.height(40) // isHidden == false
        view3.kiss.layout.height(40) // isHidden == false
        view4.kiss.layout.height(40) // isHidden == false
        view5.kiss.layout.height(40) // isHidden == false
    }
}

class FourthHiddenView: UIView {
    let view1 = view(.red)
    let view2 = view(.orange)
    let view3 = view(.yellow)
    let view4 = view(.green)
    let view5 = view(.blue)

    lazy var fourthHidden = vstack {
        view1.kiss.layout.height(40) // isHidden == false
        view2.kiss.layout.height(40) // isHidden == false
        view3.kiss.layout.height(40) // isHidden == false
        view4.kiss.layout.height(40) // isHidden == true, or isVisible == false
        view5.kiss.layout.height(40) // isHidden == false
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        view4.isHidden = true
        kiss.constructIfNeed(layout: fourthHidden)
    }
}
