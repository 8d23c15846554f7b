// swift-tools-version:6.0
// A sample app package whose screens are `.kiss` files: the KissCodegen plugin exports them to
// Swift at build time, and the app's own code calls the generated layouts (README, "Use it in
// an app"). On Linux, where there is no UIKit, the Stubs targets stand in for UIKit, YogaKit and
// the Kiss library (declarations only, the ones the export uses), so CI can build it; in an iOS
// app, depend on the Kiss library instead and drop them.
import PackageDescription

let package = Package(
    name: "KissApp",
    dependencies: [
        .package(name: "KissTools", path: "../.."),
    ],
    targets: [
        // UIKit and the Kiss library are Swift 5 code, and so is the code generated against them.
        .target(name: "UIKit", path: "Stubs/UIKit", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "YogaKit", dependencies: ["UIKit"], path: "Stubs/YogaKit", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "Kiss", dependencies: ["UIKit", "YogaKit"], path: "Stubs/Kiss", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "Screens",
            dependencies: ["Kiss", "UIKit", "YogaKit"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "KissCodegen", package: "KissTools")]),
    ]
)
