// Kiss generation 3, KissUI on YogaKit with stacks hosted by a view: the sample app at
// f348e74 (2020-06-28, Kiss-Sample/Kiss-Sample/ViewController.swift), and a second layout
// with `alignItems` / `alignSelf` / `align` (06-28 → 07-05) in a closure that returns.
import UIKit
import KissUI

class ViewController: UIViewController {

    private var regularLayout = {
        makeView(.purple).hstack {
            makeView(.blue)
                .layout.width(.grow(1)).height(.ratio(3/2)).marginLeft(100)

            makeView(.black).vstack {
                "0001".label
                    .layout.width(.full)
                "002 Trung".label
                    .layout.width(.fit)
                makeView(.red)
                    .layout.width(.grow(1)).height(100).marginLeft(20)
                makeView(.green)
                    .layout.width(.grow(2)).height(30)
                makeView(.brown)
                    .layout.width(100).height(10)
                makeView(.systemPink)
                    .layout.width(.full).height(.ratio(4/2)).marginHorizontal(30)
                }.width(.grow(1)).height(.full).padding(10)

        }.padding(12)
    }()

    lazy var rowLayout: GroupLayout = {
        return hstack {
            makeView(.blue).layout.width(40).height(40).alignSelf(.start)
            "Title".label.layout.grow(1).marginLeft(8)
            spacer
        }.alignItems(.center).align(.end)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.kiss.constructIfNeed(layout: regularLayout)
    }

    override func viewDidLayoutSubviews() {
        view.kiss.updateChange(width: view.bounds.width - 10, height: nil)
    }
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
        view.backgroundColor = .cyan
        return view;
    }
}
