#!/usr/bin/env bash
# Examples/App, built as a team's app package would be: the KissCodegen plugin exports its
# `.kiss` screens to Swift at build time and the generated code compiles with the app's own
# (against the UIKit and Kiss stand-ins on Linux). Then one screen is broken: the build must
# fail and show the `.kiss` file's line and column, and building again once it is mended
# must pass. Run by Scripts/test-integration.sh.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
app="$root/Examples/App"
screen="$app/Sources/Screens/Settings.kiss"
saved="$(mktemp)"
cp "$screen" "$saved"
trap 'cp "$saved" "$screen"; rm -f "$saved"' EXIT
log="$(mktemp)"

(cd "$app" && swift build 2>&1 | tee "$log")
generated="$(find "$app/.build" -path "*KissCodegen*/GeneratedLayouts/Settings.swift" | head -1)"
[ -n "$generated" ] && grep -q "func settingsLayout()" "$generated" || { echo "app: the plugin did not export Settings.kiss" >&2; exit 1; }

(cd "$app" && swift package kisslint >"$log" 2>&1) || { cat "$log"; echo "app: swift package kisslint failed on clean screens" >&2; exit 1; }
grep -q "No problems found (3 files checked)" "$log" || { cat "$log"; echo "app: swift package kisslint did not lint the screens and Screens.swift" >&2; exit 1; }
grep -q "#Preview(\"Settings · " "$generated" || { echo "app: the plugin wrote no #Preview" >&2; exit 1; }

# A view with no width in the row (K201) is a warning of the build, at its line, and the build passes.
sed -i 's/label("On", font: 17, color: .gray)/label("On", font: 17, color: .gray)\n      view/' "$screen"
(cd "$app" && swift build >"$log" 2>&1) || { cat "$log"; echo "app: a warning failed the build" >&2; exit 1; }
grep -q "Settings.kiss:12:7: warning: .* has no determinable width" "$log" || { cat "$log"; echo "app: the build did not show the warning at its line" >&2; exit 1; }
cp "$saved" "$screen"

# An unclosed `(` on line 11, column 12.
sed -i 's/label("On", font: 17, color: .gray)/label("On", font: 17, color: .gray/' "$screen"
if (cd "$app" && swift package kisslint >"$log" 2>&1); then
    echo "app: swift package kisslint passed a broken screen" >&2
    exit 1
fi
grep -q "Settings.kiss:11:12: error: this \`(\` is never closed" "$log" || { cat "$log"; echo "app: swift package kisslint did not report the line" >&2; exit 1; }
if (cd "$app" && swift build >"$log" 2>&1); then
    echo "app: a broken .kiss file built" >&2
    exit 1
fi
grep -q "Settings.kiss:11:12: error: this \`(\` is never closed" "$log" || { cat "$log"; echo "app: the build did not show the .kiss line" >&2; exit 1; }

cp "$saved" "$screen"
(cd "$app" && swift build >"$log" 2>&1) || { cat "$log"; echo "app: the mended file did not build" >&2; exit 1; }
echo "app: the plugin exports, the code compiles, warnings show at their line, a broken .kiss fails at its line; swift package kisslint lints"
