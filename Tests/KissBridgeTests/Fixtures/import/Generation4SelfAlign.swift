// Kiss generation 4 (1.0.x, `view.layout`): the sample app's RatingView at 9100b94
// (2020-07-08, Sample/Source/RatingView.swift, with `makeIconImage` from Sample/Source/Common.swift),
// two stars written with the forms still public then, `.size(CGSize(…))` and `.selfAlign(_:)`.
import Foundation
import UIKit
import Kiss

private let imageName = "ic_star"
private let iconSize: Double = 24

func makeIconImage(name: String, size: Double) -> UIImageView {
    let imageView = UIImageView()
    imageView.image = UIImage(named: name)
    imageView.frame = CGRect(x: 0, y: 0, width: size, height: size)
    return imageView
}

class RatingView: KissView {

    private let star1 = makeIconImage(name: imageName, size: iconSize)
    private let star2 = makeIconImage(name: imageName, size: iconSize)
    private let star3 = makeIconImage(name: imageName, size: iconSize)
    private let star4 = makeIconImage(name: imageName, size: iconSize)
    private let star5 = makeIconImage(name: imageName, size: iconSize)

    private lazy var bodyLayout = hstack {
        star1.layout.marginRight(5).size(iconSize, iconSize)
        star2.layout.marginRight(5).size(iconSize, iconSize)
        star3.layout.marginRight(5).size(iconSize, iconSize)
        star4.layout.marginRight(5).size(CGSize(width: iconSize, height: iconSize)).selfAlign(.center)
        star5.layout.marginRight(5).size(iconSize, iconSize)
    }.mainAlign(.start).crossAlign(items: .start)

    override init(frame: CGRect) {
        super.init(frame: frame)
        kiss.constructIfNeed(layout: bodyLayout)
    }

    init() {
        super.init(frame: .zero)
        kiss.constructIfNeed(layout: bodyLayout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
