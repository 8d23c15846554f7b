// The Kiss README's "autoInvisible attribute", whole: the README quotes each case's hstack with
// its boxes hidden ("// isHidden == true"); `view(_:)` is Sample/Common.swift's. As in
// Examples/Kiss/AutoInvisible.kiss, each case sits between two gray bars so that the difference
// shows, and a third leaves `.autoInvisible` out to show the library's default.
import UIKit
import Kiss

class NeverView: UIView {
    let box1 = view(.blue)
    let box2 = view(.blue)
    lazy var never = vstack {
        view(.gray).kiss.layout.height(30)
        view(.green).kiss.hstack {
            box1.kiss.layout.size(50, 20).margin(5) // isHidden == true
            box2.kiss.layout.size(50, 50).margin(5) // isHidden == true
        }.mainAlign(.center).autoInvisible(.never).padding(20)
        view(.gray).kiss.layout.height(30)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        box1.isHidden = true
        box2.isHidden = true
        kiss.constructIfNeed(layout: never)
    }
}

class AllInvisibleView: UIView {
    let box1 = view(.blue)
    let box2 = view(.blue)
    lazy var allInvisible = vstack {
        view(.gray).kiss.layout.height(30)
        view(.green).kiss.hstack {
            box1.kiss.layout.size(50, 20).margin(5) // isHidden == true
            box2.kiss.layout.size(50, 50).margin(5) // isHidden == true
        }.mainAlign(.center).autoInvisible(.allInvisible).padding(20)
        view(.gray).kiss.layout.height(30)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        box1.isHidden = true
        box2.isHidden = true
        kiss.constructIfNeed(layout: allInvisible)
    }
}

class DefaultView: UIView {
    let box1 = view(.blue)
    let box2 = view(.blue)
    lazy var `default` = vstack {
        view(.gray).kiss.layout.height(30)
        view(.green).kiss.hstack {
            box1.kiss.layout.size(50, 20).margin(5) // isHidden == true
            box2.kiss.layout.size(50, 50).margin(5) // isHidden == true
        }.mainAlign(.center).padding(20)
        view(.gray).kiss.layout.height(30)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        box1.isHidden = true
        box2.isHidden = true
        kiss.constructIfNeed(layout: `default`)
    }
}
