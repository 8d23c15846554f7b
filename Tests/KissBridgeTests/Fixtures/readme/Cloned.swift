// The Kiss README's "cloned layout", with the views given the sizes Examples/Kiss/Cloned.kiss
// gives them (the README's views have none, so every frame would be empty): the sub-layout's
// view 100 × 20, the first parent's own view 20 tall.
import UIKit
import Kiss

class SampleView: UIView {
    lazy var subLayout = vstack {
        view(.gray).kiss.layout.size(100, 20)
    }

    lazy var parentLayout1 = vstack {
        view(.lightGray).kiss.layout.height(20)
        subLayout.cloned.margin(10)
    }

    lazy var parentLayout2 = wrap {
        UILabel().kiss.layout
        subLayout.cloned.margin(15)
    }
}
