import UIKit
import Kiss
import UIBuilder

// The sample app's helpers (Sample/sampleVc/customCell/UserKissCell.swift, trungnguyenthien/Kiss).
enum Builder {
    static var nameText: TextBuilder {
        return TextBuilder()
            .linebreak(.truncatingTail(2))
            .textColor(.darkGray)
    }

    static var infoText: TextBuilder {
        TextBuilder().fontSize(14).textColor(.secondaryLabel)
    }

    static func thumbnail() -> UIImageView {
        return UIImageView()
            .cornerRadius(15)
            .background(.lightGray)
            .stroke(size: 2, color: .green)
    }
}

private func tagLabel(_ text: String) -> UILabel {
    let label = TextBuilder().fontSize(12).textColor(.systemBlue).label()
    label.text = " \(text) "
    return label
}

private func avatar() -> UIImageView { UIImageView(image: UIImage(named: "avatar")) }

private func badge(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = "[\(text)]"
    label.textColor = UIColor.tintColor
    label.textColor = UIColor.label
    label.backgroundColor = .systemBackground
    return label
}

private func phoneLabel(_ user: User) -> UILabel {
    let label = UILabel()
    label.text = "Tel: \(user.phone)"
    return label
}

class UserCardView: UIView {
    let mailLabel = Builder.nameText.fontSize(20).textColor(.darkText).label()
    let titleLabel = Builder.infoText.label()
    let imageView = Builder.thumbnail()

    func cardLayout(showBadge: Bool = true, compact: Bool = false) -> UIViewLayout {
        hstack {
            imageView.kiss.layout.size(48, 48)
            avatar().kiss.layout.size(24, 24)
            vstack {
                mailLabel.kiss.layout
                titleLabel.kiss.layout.marginTop(4)
                if showBadge {
                    badge("new").kiss.layout
                }
                if compact {
                    tagLabel("small").kiss.layout
                } else {
                    tagLabel("large").kiss.layout
                }
                for tag in ["swift", "kiss"] {
                    tagLabel(tag).kiss.layout.marginTop(2)
                }
            }.grow(1)
        }.padding(8)
    }

    var bodyLayout: UIViewLayout {
        vstack {
            if user.isMale {
                titleLabel.kiss.layout
            } else {
                phoneLabel(user).kiss.layout
            }
            for tag in user.tags {
                tagLabel(tag).kiss.layout
            }
        }
    }
}
