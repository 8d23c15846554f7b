import Kiss
import UIKit

/// What the app does with its `.kiss` screens: the functions and views KissCodegen generated
/// from ProfileCard.kiss and Settings.kiss are ordinary Swift in this module.
public enum Screens {
    public static func settings() -> UIView {
        SettingsView()
    }

    public static func card(for name: String) -> UIView {
        ProfileCardView(name: name, role: "Member")
    }
}
