extension ArgumentParser {
    public static let helpText = """
    kisslint — checks .kiss layout files for mistakes before a device shows them.

    USAGE
      kisslint [lint] [PATH…|-] [options]
      kisslint rules | explain CODE|NAME
      kisslint frames FILE [--layout NAME] [--preview NAME | --width W|fit
                      [--height H|fit] [--scale S]] [--json]
      kisslint render FILE [--layout NAME] [preview options] [--html] [-o OUT]
      kisslint export --swift FILE [-o OUT.swift [--check]] [--warnings] [--previews] [--no-support]
      kisslint export --swift PATH… -o FOLDER [--check] [--warnings] [--previews] [--no-support]
      kisslint export --swift --support [-o KissSupport.swift]
      kisslint import --swift FILE.swift [-o OUT.kiss]
      kisslint import --swift PATH… -o FOLDER
      kisslint format [--check] [--quiet] [PATH…|-]
      kisslint --help | --version

    PATH is a .kiss file, a Swift file that uses Kiss (linted in place) or a
    folder (searched recursively for both; hidden folders, files git ignores
    and files the configuration excludes are skipped). '-' reads one file
    from standard input. With no PATH, the current folder is linted.

    OPTIONS
      -f, --format text|json|sarif|github|junit|checkstyle
                               how findings are printed (default: text)
      -c, --config FILE        use this configuration instead of the nearest
                               .kisslint.json above each file
          --fix                apply safe fixes (files with syntax errors are
                               left alone) and report what remains; of '-',
                               print the fixed text, findings on standard error
          --unsafe-fixes       also apply suggested fixes (they may change frames)
          --diff               print what --fix would change as a unified diff,
                               write nothing (exit 1 when there is a change)
          --watch              lint again whenever a file or configuration
                               changes (Ctrl-C stops)
          --baseline FILE      report only findings not recorded in FILE
          --write-baseline FILE
                               record today's findings in FILE and exit 0
          --preview NAME       check layouts at this preview of each file only
          --width W|fit[,W…] [--height H|fit] [--scale S]
                               check layouts at these sizes instead (one
                               preview per width: --width 320,375,390,430)
          --max-warnings N     fail (exit 1) when there are more than N warnings
          --warnings-as-errors fail (exit 1) on any warning
          --color auto|always|never
                               color the text output (default: auto, which is on
                               for a terminal unless NO_COLOR is set)
          --stdin-filename NAME
                               the path to show for input read from '-'
      -j, --jobs N             files linted in parallel (default: all cores)
      -q, --quiet              print errors only, and no summary
      -h, --help               show this help
          --version            show the version

    FRAMES
      Prints the solved frame tree of each layout of FILE at each of its
      previews (x, y relative to the parent). --width / --height replace the
      previews with one size ('fit' = size to the content; one alone fits the
      other axis), --scale sets its pixel grid (default 3). --json prints the
      object documented in docs/frames.md.

    RENDER
      Draws each layout of FILE at each preview, side by side, as SVG: every
      visible element a box at its solved frame, labels' text as measured,
      colors from the file, collapsed and overflowing elements in red with
      their codes. --html writes one self-contained page instead, where
      pointing at a box shows its frame, why it has that size and its source
      line (an -o name ending in .html implies it). Without -o the picture
      goes to standard output. See docs/rendering.md.

    EXPORT
      Writes each layout of FILE as Swift on the Kiss library's API: a function
      that creates the views and returns the layout, and for a stack a UIView
      subclass hosting it (parameters become arguments). .spacing, keyValue,
      padded labels and the like are written with what the library and YogaKit
      have, frame for frame; what cannot be (pin, .fill, .uniformFontScale,
      percentages other than a basis…) is an error naming it, and nothing is
      written (exit 1). A file with errors is not exported;
      its errors print as FILE:LINE:COL: error: (what a build shows), and with
      --warnings its warnings print likewise. See docs/swift-export.md.

    IMPORT
      Reads Swift code written with the Kiss library back as .kiss, best
      effort. Several files, or a folder's .swift files (hidden folders and
      .build skipped), are read as one module: helpers, view classes and
      extensions of each file are known to all; -o FOLDER is then required
      and each file with a layout becomes FOLDER/<Name>.kiss. Whatever is not
      translated stays as a /* kisslint import: … */ note in the .kiss and is
      a warning at its Swift line and column on standard error; the exit code
      is 1 then, or when no file has a layout, 0 only for a whole import.

    FORMAT
      Rewrites files in the one canonical style (docs/formatting.md); '-'
      writes standard input formatted to standard output. --check writes
      nothing: it lists the files that are not formatted and exits 1 if there
      are any (for CI). Files with syntax errors are left alone (exit 2).

    EXIT CODES
      0  no errors
      1  errors were found, warnings over --max-warnings, or any warning
         with --warnings-as-errors (infos and hints never fail a run)
      2  usage, configuration or I/O error (message on standard error)

    """
}
