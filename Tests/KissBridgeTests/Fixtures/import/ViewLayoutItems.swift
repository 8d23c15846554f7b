// Kiss 1.0.x (before 75d7251, 2020-07-15): an item is `view.layout`, not `view.kiss.layout`.
import UIKit
import Kiss

class ProfileView: UIView {
    let name = UILabel()
    let avatar = UIImageView()

    lazy var mainLayout = hstack {
        avatar.layout.size(48, 48).margin(8)
        vstack {
            name.layout.grow(1)
        }.grow(1)
    }
}
