// Helpers this file does not define: their names say what they make, or not.
class ProfileView: UIView {
    let avatar = makeImage("avatar", 48, 48)
    lazy var mainLayout = vstack {
        avatar.kiss.layout.margin(4)
        titleLabel("Ada Lovelace", UIColor.purple, 20).kiss.layout
        makeLabel(text: "Analyst").kiss.layout.marginTop(2)
        Self.createButton("Follow").kiss.layout
        imageButton("Share").kiss.layout
        makeBadge("new").kiss.layout
        label(subtitle, .red).kiss.layout
    }.padding(8)
}
