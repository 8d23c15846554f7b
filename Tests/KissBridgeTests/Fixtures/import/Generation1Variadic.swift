// Kiss generation 1, variadic stacks: the sample app at baf67a6 (2020-06-07,
// Kiss-Sample/Kiss-Sample/ViewController.swift), its `var compactLayout: VStackLayout { return … }`
// written as a `lazy var`, and the `zstack` (no `.kiss` equivalent) as a `hstack`.
import UIKit
import KissUI

class ViewController: UIViewController {
    lazy var compactLayout = vstack ( // Product thumbnail
        UIImageView().layout.widthFull(height: 60).id("image"),
        vspacer /* |---| */,
        vstack ( /* Vertical Stack */
            "Nguyen".labelMedium.layout.top(small).widthFull(height: 40).id("lable1"),
            " THIEN".labelSmall.layout.top(small).width(200, height: 20).id("lable2"),
            " trung----".labelBigBold.layout.top(small).widthFull(height: 15).id("lable3"),
            UILabel().layout.left(medium).top(small).widthFull(height: 15).id("lable4")
            ).top(medium).min(width: 300).hAlign(.right).id("vstack1"),
        hstack ( // List tags attribute
            UILabel().layout.size(.zero).left(small).id("lable5"),
            UILabel().layout.width(100, height: 20).left(small).id("lable6"),
            hspacer,
            UILabel().layout.width(100, height: 20).left(small).id("lable7")
            ).top(small).id("wrap")
    ).padding(medium).id("vstackLv0")
}

let small = 4.0
let medium = 8.0

extension String {
    var label: UILabel {
        let view = UILabel()
        view.text = self
        return view;
    }

    var labelSmall: UILabel {
        let label = self.label
        label.font = UIFont.systemFont(ofSize: 8, weight: .medium)
        return label
    }

    var labelMedium: UILabel {
        let label = self.label
        label.font = UIFont.systemFont(ofSize: 12, weight: .regular)
        return label
    }

    var labelBigBold: UILabel {
        let label = self.label
        label.font = UIFont.systemFont(ofSize: 14, weight: .bold)
        return label
    }
}
