#!/usr/bin/env python3
"""Validates a SARIF log written by `kisslint --format sarif`.

Checks it against the official SARIF 2.1.0 JSON schema, then checks what the
schema cannot express: that rule indices, artifact indices and regions point
where they claim to. Prints every problem found and exits 1 if there is one.

Usage: validate_sarif.py [--schema FILE] [--min-results N] SARIF_FILE|-
"""

import argparse
import json
import sys
from pathlib import Path

import jsonschema
from jsonschema import validators

# The official schema is kept beside this script so validation works offline.
DEFAULT_SCHEMA = Path(__file__).resolve().parent / "sarif-schema-2.1.0.json"


def load_json(source):
    if source == "-":
        return json.load(sys.stdin)
    with open(source, encoding="utf-8") as handle:
        return json.load(handle)


def schema_problems(log, schema):
    # The schema names its own draft (draft-04 for the OASIS file); validating
    # it with another draft's rules would read keywords such as `id` wrongly.
    # Draft 7 is the fallback for a schema that does not say.
    validator_class = validators.validator_for(schema, default=jsonschema.Draft7Validator)
    validator_class.check_schema(schema)
    # A checker for every format jsonschema knows, not only the draft's own:
    # draft-04 predates `uri-reference`, the format of every artifact URI.
    validator = validator_class(schema, format_checker=jsonschema.FormatChecker())
    problems = []
    for error in sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path)):
        where = "/".join(str(part) for part in error.absolute_path) or "(root)"
        problems.append(f"schema: at {where}: {error.message}")
    return validator_class.__name__, problems


def region_problems(region, where):
    problems = []
    for key in ("startLine", "startColumn", "endLine", "endColumn"):
        if key in region and region[key] < 1:
            problems.append(f"{where}: {key} is {region[key]}, but SARIF lines and columns start at 1")
    start = (region.get("startLine", 0), region.get("startColumn", 0))
    end = (region.get("endLine", start[0]), region.get("endColumn", start[1]))
    if "startLine" in region and end < start:
        problems.append(f"{where}: region ends ({end}) before it starts ({start})")
    return problems


def consistency_problems(log, min_results):
    problems = []
    runs = log.get("runs", [])
    if len(runs) != 1:
        return [f"expected one run, found {len(runs)}"]
    run = runs[0]
    if run.get("columnKind") != "utf16CodeUnits":
        problems.append(f"run.columnKind is {run.get('columnKind')!r}, expected 'utf16CodeUnits'")
    rules = run["tool"]["driver"].get("rules", [])
    ids = [rule["id"] for rule in rules]
    if len(ids) != len(set(ids)):
        problems.append("rule ids are not unique")
    for index, rule in enumerate(rules):
        if not rule.get("help", {}).get("text"):
            problems.append(f"rule {index} ({rule['id']}) has no help text")
    artifacts = run.get("artifacts", [])

    def check_location(location, where):
        physical = location.get("physicalLocation", {})
        artifact = physical.get("artifactLocation", {})
        if "index" in artifact:
            if not 0 <= artifact["index"] < len(artifacts):
                problems.append(f"{where}: artifact index {artifact['index']} is out of range")
            elif artifacts[artifact["index"]]["location"]["uri"] != artifact.get("uri"):
                problems.append(f"{where}: uri {artifact.get('uri')!r} is not that of artifact {artifact['index']}")
        problems.extend(region_problems(physical.get("region", {}), where))

    results = run.get("results", [])
    for number, result in enumerate(results):
        where = f"results/{number}"
        if "ruleIndex" in result:
            index = result["ruleIndex"]
            if not 0 <= index < len(rules) or rules[index]["id"] != result.get("ruleId"):
                problems.append(f"{where}: ruleIndex {index} does not name rule {result.get('ruleId')!r}")
        for position, location in enumerate(result.get("locations", [])):
            check_location(location, f"{where}/locations/{position}")
        for position, location in enumerate(result.get("relatedLocations", [])):
            check_location(location, f"{where}/relatedLocations/{position}")
        for position, fix in enumerate(result.get("fixes", [])):
            for change in fix["artifactChanges"]:
                for replacement in change["replacements"]:
                    problems.extend(region_problems(replacement["deletedRegion"], f"{where}/fixes/{position}"))
    if len(results) < min_results:
        problems.append(f"expected at least {min_results} result(s), found {len(results)}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sarif", help="the SARIF file, or - for standard input")
    parser.add_argument("--schema", default=str(DEFAULT_SCHEMA), help="the SARIF 2.1.0 JSON schema")
    parser.add_argument("--min-results", type=int, default=0, help="fail when there are fewer results")
    arguments = parser.parse_args()

    try:
        schema = load_json(arguments.schema)
    except OSError as error:
        print(f"validate_sarif: cannot read the schema: {error}", file=sys.stderr)
        return 2
    try:
        log = load_json(arguments.sarif)
    except (OSError, ValueError) as error:
        print(f"validate_sarif: not a JSON file: {error}", file=sys.stderr)
        return 1

    validator_name, problems = schema_problems(log, schema)
    if not problems:
        problems = consistency_problems(log, arguments.min_results)
    for problem in problems:
        print(f"validate_sarif: {problem}", file=sys.stderr)
    if problems:
        print(f"validate_sarif: INVALID ({len(problems)} problem(s))", file=sys.stderr)
        return 1
    run = log["runs"][0]
    print(
        f"validate_sarif: valid SARIF {log['version']} ({validator_name}, schema {schema.get('$schema')}): "
        f"{len(run.get('results', []))} results, {len(run['tool']['driver'].get('rules', []))} rules, "
        f"{len(run.get('artifacts', []))} artifacts"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
