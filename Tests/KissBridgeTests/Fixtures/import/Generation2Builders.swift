// Kiss generation 2, result builders on the library's own frame code: the sample app at
// 04d9112 (2020-06-16, Kiss-Sample/Kiss-Sample/ViewController.swift), its computed
// `private var regularLayout: SetViewLayout { hstack { … } }` written as a `lazy var`, and a
// second layout with the other forms of 06-07 → 06-24 (`spacer`, `.whRatio`, `.equalWidth`,
// `.width(.grow(g))`, `.trailing`, `vAlign`) as the sample's later commits write them.
import UIKit
import KissUI

class ViewController: UIViewController {
    let blueView = makeView(.blue)
    let label1 = "0001".label
    let label2 = "002 Trung".label
    let redView = makeView(.red)

    lazy var regularLayout = hstack {
        blueView.layout.width(100).height(50)
        label1.layout.leading(10)
        label2.layout.width(.full)
        redView.layout.width(50).height(100)
    }.height(.autoFit)

    lazy var cardLayout = vstack {
        blueView.layout.width(.full).height(.whRatio(2))
        hstack {
            label1.layout.width(.grow(1)).trailing(8)
            spacer
            redView.layout.width(40).height(.equalWidth(1))
        }.vAlign(.center).height(.fit)
        label2.layout.width(.full).top(4).bottom(4)
    }.padding(8)
}

func makeView(_ color: UIColor) -> UIView {
    let view = UIView()
    view.backgroundColor = color
    return view
}

extension String {
    var label: UILabel {
        let view = UILabel()
        view.text = self
        return view;
    }
}
