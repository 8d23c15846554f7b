// The IDE layer: filled in by the hover and analyzer work.
enum KissIDEPlaceholder {}
