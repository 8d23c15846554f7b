"""The editor integrations in editors/: VS Code, Neovim/Vim, Emacs, Helix,
Sublime Text. Each test runs the real editor where it is installed here
(vim, nvim, emacs, node) and skips with a reason where it is not."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
try:
    import tomllib
except ModuleNotFoundError:  # Python < 3.11
    import tomli as tomllib
from pathlib import Path

import pytest

from kissgrammar import EXAMPLES, GRAMMAR_PATH, PARSER_FIXTURES, ROOT, load_grammar
from test_textmate_grammar import SAMPLE

EDITORS = ROOT / "editors"
VSCODE = EDITORS / "vscode"
NEOVIM = EDITORS / "neovim"
EMACS = EDITORS / "emacs"
HERE = Path(__file__).resolve().parent
INDENT_SAMPLES = sorted(p for p in EXAMPLES.glob("*.kiss")) + [
    PARSER_FIXTURES / "ok" / "comments-and-modifier-lines.kiss",
    PARSER_FIXTURES / "ok" / "pin-and-overlay.kiss",
    PARSER_FIXTURES / "ok" / "expressions.kiss",
]


def need(program: str) -> str:
    path = shutil.which(program)
    if path is None:
        pytest.skip(f"{program} is not installed")
    return path


def run(args, **kwargs):
    kwargs.setdefault("capture_output", True)
    kwargs.setdefault("text", True)
    kwargs.setdefault("timeout", 600)
    return subprocess.run(args, **kwargs)


def flatten(text: str) -> str:
    return "\n".join(line.lstrip(" ") for line in text.split("\n"))


# ---------------------------------------------------------------------------
# VS Code


@pytest.fixture(scope="module")
def package():
    return json.loads((VSCODE / "package.json").read_text(encoding="utf-8"))


def test_vscode_manifest(package):
    for key in ("name", "displayName", "description", "version", "publisher", "engines", "main"):
        assert package.get(key), key
    assert re.fullmatch(r"[a-z0-9][a-z0-9-]*", package["name"])
    # What `vsce package` insists on: a publisher id it accepts (no placeholder), a semver
    # version, the files the manifest names, and no file outside the folder.
    assert re.fullmatch(r"[a-z0-9][a-z0-9-]*", package["publisher"]) and "your" not in package["publisher"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", package["version"])
    for contributed in package["contributes"]["languages"]:
        assert (VSCODE / contributed["configuration"]).is_file()
    assert all(not path.startswith("..") for path in [package["main"]] + [g["path"] for g in package["contributes"]["grammars"]])
    assert package["engines"]["vscode"].startswith("^1.")
    assert "onLanguage:kiss" in package["activationEvents"]
    assert (VSCODE / package["main"]).is_file()
    assert "vscode-languageclient" in package["dependencies"]

    contributes = package["contributes"]
    [language] = contributes["languages"]
    assert language["id"] == "kiss" and language["extensions"] == [".kiss"]
    assert (VSCODE / language["configuration"]).is_file()
    [grammar] = contributes["grammars"]
    assert grammar["language"] == "kiss"
    assert grammar["scopeName"] == load_grammar()["scopeName"] == "source.kiss"
    # The grammar is copied in by scripts/copy-grammar.js (postinstall, build, prepublish).
    assert grammar["path"] == "./syntaxes/kiss.tmLanguage.json"
    for script in ("build", "postinstall", "vscode:prepublish"):
        assert "copy-grammar.js" in package["scripts"][script]

    properties = contributes["configuration"]["properties"]
    assert properties["kiss.server.path"]["type"] == "string"
    assert properties["kiss.server.path"]["default"] == "kiss-lsp"
    assert properties["kiss.previews"]["type"] == "array"
    assert set(properties["kiss.previews"]["items"]["properties"]) == {"name", "width", "height", "scale"}
    assert properties["kiss.trace.server"]["enum"] == ["off", "messages", "verbose"]
    assert {c["command"] for c in contributes["commands"]} == {"kiss.restartServer", "kiss.showFrames", "kiss.showPreview"}
    assert contributes["menus"]["editor/title"][0]["command"] == "kiss.showPreview"


def test_vscode_language_configuration():
    config = json.loads((VSCODE / "language-configuration.json").read_text(encoding="utf-8"))
    assert config["comments"] == {"lineComment": "//", "blockComment": ["/*", "*/"]}
    assert ["{", "}"] in config["brackets"] and ["(", ")"] in config["brackets"]
    opens = {pair["open"] for pair in config["autoClosingPairs"]}
    assert {"{", "(", '"'} <= opens
    assert ['"', '"'] in config["surroundingPairs"]
    assert config["indentationRules"]["increaseIndentPattern"]
    assert config["indentationRules"]["decreaseIndentPattern"]
    assert any("///" in rule["beforeText"] and rule["action"]["appendText"] == "/// " for rule in config["onEnterRules"])


def test_vscode_packaging_files():
    ignore = (VSCODE / ".vscodeignore").read_text(encoding="utf-8")
    for kept in ("syntaxes/**", "extension.js", "node_modules/**", "language-configuration.json", "package.json"):
        assert kept not in ignore.split("\n"), kept
    assert (VSCODE / "README.md").is_file()
    readme = (VSCODE / "README.md").read_text(encoding="utf-8")
    for step in ("npm install", "code --install-extension", "F5"):
        assert step in readme, step


def test_vscode_copy_grammar_script(tmp_path):
    node = need("node")
    result = run([node, str(VSCODE / "scripts" / "copy-grammar.js"), "--out", str(tmp_path)])
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "kiss.tmLanguage.json").read_bytes() == GRAMMAR_PATH.read_bytes()


def harness(settings: dict, workspace: str = "/work/space") -> dict:
    node = need("node")
    result = run([node, str(HERE / "vscode_harness.js"), str(VSCODE), json.dumps(settings), workspace])
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_vscode_extension_starts_the_server_over_stdio(package):
    record = harness({"kiss.previews": [{"name": "se", "width": 320}]})
    [client] = record["clients"]
    assert client["id"] == "kiss"  # so vscode-languageclient reads kiss.trace.server
    server = client["serverOptions"]
    assert server["command"] == "kiss-lsp" and server["args"] == []
    assert server["transport"] == 0  # TransportKind.stdio
    options = client["clientOptions"]
    assert {"scheme": "file", "language": "kiss"} in options["documentSelector"]
    assert options["initializationOptions"] == {"previews": [{"name": "se", "width": 320}]}
    assert options["synchronize"]["configurationSection"] == "kiss"
    assert record["watchers"] == ["**/.kisslint.json"]
    assert record["started"] == 1
    assert set(record["commands"]) == {c["command"] for c in package["contributes"]["commands"]}


@pytest.mark.parametrize("setting,expected", [
    ("kiss-lsp", "kiss-lsp"),
    ("/opt/kiss/bin/kiss-lsp", "/opt/kiss/bin/kiss-lsp"),
    (".build/debug/kiss-lsp", "/work/space/.build/debug/kiss-lsp"),
    ("${workspaceFolder}/.build/release/kiss-lsp", "/work/space/.build/release/kiss-lsp"),
    ("", "kiss-lsp"),
])
def test_vscode_server_path_setting(setting, expected):
    record = harness({"kiss.server.path": setting, "kiss.server.arguments": ["--log", "x"]})
    server = record["clients"][0]["serverOptions"]
    assert server["command"] == expected
    assert server["args"] == ["--log", "x"]


def test_vscode_language_configuration_regexes():
    record = harness({})
    assert record["regexes"] >= 4
    assert record["indent"] == {
        "openBrace": True, "openParen": True, "closedLine": False, "commentBrace": False,
        "closeBrace": True, "docEnter": True, "quadrupleSlash": False,
    }


# ---------------------------------------------------------------------------
# Vim syntax, ftplugin and indent (Vim or Neovim)

VIM_EXPECTED = [
    ("import", 0, "kissImport"), ("preview", 0, "kissDeclaration"), ("phone", 0, "kissPreviewName"),
    ("width:", 0, "kissLabel"), ("/// A card.", 4, "kissDocComment"), ("//// not", 5, "kissLineComment"),
    ("layout", 0, "kissDeclaration"), ("Card(", 0, "kissLayoutName"), ("title:", 0, "kissParam"),
    ("vstack", 0, "kissKind"), ("label", 0, "kissKind"), ("title,", 0, "kissVariable"),
    ("font:", 0, "kissLabel"), (".semibold", 1, "kissEnumCase"), (".gray", 1, "kissNamedColor"),
    (".padding(8)", 1, "kissModifier"), ("#FF8800", 1, "kissHexColor"), ("50%", 2, "kissNumber"),
    (".width", 1, "kissModifier"), (".crossAlign", 1, "kissModifier"), ("(.center)", 2, "kissEnumCase"),
    ("\\n", 0, "kissEscape"), ("\\q", 0, "kissEscapeError"), ("top: 4", 0, "kissLabel"),
    ("avatar.right", 0, "kissMember"), ("parent.top", 0, "kissParent"), ("Tag(", 0, "kissLayoutRef"),
    ("true", 0, "kissBoolean"), ("inner", 0, "kissBlockComment"), ("still comment", 0, "kissBlockComment"),
    ("alignment:", 0, "kissLabel"), (".topRight", 1, "kissEnumCase"), ("switch", 0, "kissKind"),
    ("lineBreak:", 0, "kissLabel"), (".char", 1, "kissEnumCase"), (".unknownModifier", 1, "kissModifier"),
    ("1.5", 0, "kissNumber"), ('"long"', 1, "kissString"),
]

VIMRC = """set nocompatible
filetype off
let &runtimepath = '{rtp},' . &runtimepath
filetype plugin indent on
syntax on
"""


def vim_command(program: str) -> list[str]:
    if program == "nvim":
        return [program, "--headless", "-u", "{vimrc}", "-i", "NONE", "-n"]
    return [program, "-N", "-u", "{vimrc}", "-i", "NONE", "-n", "-es"]


@pytest.fixture(params=["vim", "nvim"])
def vim(request, tmp_path):
    program = need(request.param)
    vimrc = tmp_path / "vimrc"
    vimrc.write_text(VIMRC.format(rtp=NEOVIM))
    return [part.replace("{vimrc}", str(vimrc)) for part in vim_command(program)]


def locate(text: str, needle: str, offset: int) -> tuple[int, int]:
    for number, line in enumerate(text.split("\n")):
        column = line.find(needle)
        if column >= 0:
            return number + 1, column + 1 + offset
    raise AssertionError(needle)


def test_vim_syntax_groups(vim, tmp_path):
    sample = tmp_path / "sample.kiss"
    sample.write_text(SAMPLE)
    out = tmp_path / "out.json"
    probes = [(needle, *locate(SAMPLE, needle, offset)) for needle, offset, _ in VIM_EXPECTED]
    script = tmp_path / "probe.vim"
    script.write_text(
        "let g:out = {'filetype': &filetype, 'commentstring': &commentstring, 'shiftwidth': &shiftwidth,"
        " 'expandtab': &expandtab, 'groups': []}\n"
        + "".join(f"call add(g:out.groups, synIDattr(synID({line}, {column}, 1), 'name'))\n"
                  for _, line, column in probes)
        + f"call writefile([json_encode(g:out)], '{out}')\nqa!\n")
    result = run(vim + ["-c", f"source {script}", str(sample)])
    assert out.exists(), result.stdout + result.stderr
    got = json.loads(out.read_text())
    assert got["filetype"] == "kiss"
    assert got["commentstring"] == "// %s"
    assert got["shiftwidth"] == 2 and got["expandtab"] == 1
    wrong = [(needle, expected, actual) for (needle, _, expected), actual in zip(VIM_EXPECTED, got["groups"])
             if actual != expected]
    assert not wrong, wrong


@pytest.mark.parametrize("path", INDENT_SAMPLES, ids=lambda p: p.name)
def test_vim_indent_restores_the_examples(vim, tmp_path, path):
    original = path.read_text(encoding="utf-8")
    flat = tmp_path / path.name
    flat.write_text(flatten(original))
    out = tmp_path / ("out-" + path.name)
    result = run(vim + ["-c", "normal! gg=G", "-c", f"write! {out}", "-c", "qa!", str(flat)])
    assert out.exists(), result.stdout + result.stderr
    assert out.read_text() == original


# ---------------------------------------------------------------------------
# Neovim: filetype + kiss-lsp through the Lua setup, against a stand-in server

NVIM_INIT = """vim.opt.runtimepath:prepend(os.getenv('KISS_NVIM_DIR'))
vim.cmd('filetype plugin indent on')
vim.cmd('syntax on')
require('kiss').setup({ cmd = { os.getenv('FAKE_LSP') }, previews = { { name = 'se', width = 320 } } })
"""

NVIM_PROBE = """local ok, err = pcall(function()
  local out = { filetype = vim.bo.filetype, version = tostring(vim.version().minor) }
  local function clients()
    local attached = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = 0 }) or vim.lsp.buf_get_clients(0)
    local list = {}
    for _, c in pairs(attached) do if c.initialized then table.insert(list, c.name) end end
    return list
  end
  vim.wait(10000, function() return #clients() > 0 end, 50)
  out.clients = clients()
  vim.api.nvim_win_set_cursor(0, { 7, 4 })
  local res = vim.lsp.buf_request_sync(0, 'textDocument/hover', vim.lsp.util.make_position_params(), 5000)
  for _, r in pairs(res or {}) do if r.result then out.hover = r.result.contents.value end end
  vim.fn.writefile({ vim.fn.json_encode(out) }, os.getenv('PROBE_OUT'))
end)
if not ok then vim.fn.writefile({ vim.fn.json_encode({ error = tostring(err) }) }, os.getenv('PROBE_OUT')) end
vim.cmd('qa!')
"""


def test_neovim_starts_kiss_lsp(tmp_path):
    nvim = need("nvim")
    init = tmp_path / "init.lua"
    init.write_text(NVIM_INIT)
    probe = tmp_path / "probe.lua"
    probe.write_text(NVIM_PROBE)
    out = tmp_path / "out.json"
    log = tmp_path / "server.jsonl"
    env = dict(os.environ, KISS_NVIM_DIR=str(NEOVIM), FAKE_LSP=str(HERE / "fake_lsp.py"),
               FAKE_LSP_LOG=str(log), PROBE_OUT=str(out))
    result = run([nvim, "--headless", "-u", str(init), "-i", "NONE", "-n", "-c", f"luafile {probe}",
                  str(EXAMPLES / "ProfileCard.kiss")], env=env, timeout=600)
    assert out.exists(), result.stdout + result.stderr
    got = json.loads(out.read_text())
    assert "error" not in got, got
    assert got["filetype"] == "kiss"
    assert got["clients"] == ["kiss-lsp"]
    assert got["hover"].startswith("fake hover")
    messages = [json.loads(line) for line in log.read_text().splitlines()]
    methods = [m.get("method") for m in messages]
    assert methods[:3] == ["initialize", "initialized", "textDocument/didOpen"]
    initialize = messages[0]["params"]
    assert initialize["initializationOptions"] == {"previews": [{"name": "se", "width": 320}]}
    assert initialize["rootUri"] == (ROOT).as_uri()  # Package.swift marks the root
    opened = messages[2]["params"]["textDocument"]
    assert opened["languageId"] == "kiss" and opened["uri"].endswith("/Examples/ProfileCard.kiss")
    assert "textDocument/hover" in methods


def test_neovim_lua_files_parse():
    luac = shutil.which("luac") or shutil.which("luac5.1") or shutil.which("luajit")
    nvim = shutil.which("nvim")
    if not (luac or nvim):
        pytest.skip("neither luac nor nvim is installed")
    for path in sorted((NEOVIM / "lua").rglob("*.lua")):
        if nvim:
            result = run([nvim, "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c",
                          f"lua assert(loadfile('{path}'))", "-c", "qa!"])
            assert result.returncode == 0 and "Error" not in result.stderr, result.stderr
        else:
            assert run([luac, "-p", str(path)]).returncode == 0, path


# ---------------------------------------------------------------------------
# Emacs

EMACS_EXPECTED = [
    ("import", 0, "font-lock-keyword-face"), ("preview", 0, "font-lock-keyword-face"),
    ("phone", 0, "font-lock-function-name-face"), ("width:", 0, "kiss-label-face"),
    ("/// A card.", 4, "font-lock-doc-face"), ("//// not", 5, "font-lock-comment-face"),
    ("layout", 0, "font-lock-keyword-face"), ("Card(", 0, "kiss-layout-name-face"),
    ("title:", 0, "kiss-parameter-face"), ("gap", 0, "kiss-parameter-face"),
    ("vstack", 0, "kiss-kind-face"), ("label", 0, "kiss-kind-face"), ("font:", 0, "kiss-label-face"),
    (".semibold", 1, "kiss-enum-case-face"), (".gray", 1, "kiss-named-color-face"),
    (".padding(8)", 1, "kiss-modifier-face"), ("#FF8800", 1, "kiss-color-face"), ("50%", 2, "kiss-number-face"),
    (".width", 1, "kiss-modifier-face"), (".crossAlign", 1, "kiss-modifier-face"),
    ("(.center)", 2, "kiss-enum-case-face"), ("\\n", 0, "kiss-escape-face"), ("\\u{1F600}", 3, "kiss-escape-face"),
    ("\\q", 0, "font-lock-warning-face"), ("top: 4", 0, "kiss-label-face"), (".id(", 1, "kiss-modifier-face"),
    ("Tag(", 0, "kiss-layout-name-face"), ("true", 0, "font-lock-constant-face"),
    ("inner", 0, "font-lock-comment-face"), ("still comment", 0, "font-lock-comment-face"),
    ("alignment:", 0, "kiss-label-face"), (".topRight", 1, "kiss-enum-case-face"), ("switch", 0, "kiss-kind-face"),
    ("false", 0, "font-lock-constant-face"), ("lineBreak:", 0, "kiss-label-face"), (".char", 1, "kiss-enum-case-face"),
    (".unknownModifier", 1, "kiss-modifier-face"), ("1.5", 0, "kiss-number-face"),
    ('"long"', 1, "font-lock-string-face"),
]


def emacs_batch(tmp_path, body: str, *files: str):
    emacs = need("emacs")
    script = tmp_path / "script.el"
    script.write_text(body)
    return run([emacs, "-Q", "--batch", "-L", str(tmp_path), "-l", str(script), *files])


@pytest.fixture
def emacs_dir(tmp_path):
    need("emacs")
    shutil.copy(EMACS / "kiss-mode.el", tmp_path / "kiss-mode.el")
    return tmp_path


def test_emacs_byte_compiles_without_warnings(emacs_dir):
    emacs = need("emacs")
    result = run([emacs, "-Q", "--batch", "--eval", "(setq byte-compile-error-on-warn t)",
                  "-f", "batch-byte-compile", str(emacs_dir / "kiss-mode.el")])
    assert result.returncode == 0, result.stderr
    assert "Warning" not in result.stderr, result.stderr
    assert (emacs_dir / "kiss-mode.elc").exists()


def test_emacs_mode_settings_and_eglot(emacs_dir):
    body = r"""
(require 'kiss-mode)
(with-temp-buffer
  (setq buffer-file-name "/tmp/x.kiss")
  (set-auto-mode)
  (princ (format "mode=%s\n" major-mode))
  (princ (format "prog=%s\n" (derived-mode-p 'prog-mode)))
  (princ (format "comment-start=%S\n" comment-start))
  (princ (format "offset=%s\n" kiss-indent-offset))
  (insert "/* a /* b */ still */ x")
  (princ (format "inner=%s still=%s after=%s\n" (nth 4 (syntax-ppss 9)) (nth 4 (syntax-ppss 16))
                 (nth 4 (syntax-ppss 23)))))
(require 'eglot nil t)
(when (featurep 'eglot)
  (princ (format "eglot=%S\n" (assq 'kiss-mode eglot-server-programs))))
"""
    result = emacs_batch(emacs_dir, body)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "mode=kiss-mode" in out
    assert "prog=prog-mode" in out or "prog=t" in out
    assert 'comment-start="// "' in out
    assert "offset=2" in out
    # /* */ nests: depth 2 in the inner comment, still a comment after the first */.
    assert "inner=2 still=1 after=nil" in out
    if "eglot=" in out:
        assert 'eglot=(kiss-mode "kiss-lsp")' in out


def test_emacs_font_lock_faces(emacs_dir):
    sample = emacs_dir / "sample.kiss"
    sample.write_text(SAMPLE)
    probes = "".join(
        f'(progn (goto-char (point-min)) (search-forward {json.dumps(needle)}) '
        f'(goto-char (+ (match-beginning 0) {offset})) '
        f'(princ (format "%S\\n" (let ((f (get-text-property (point) (quote face)))) (if (listp f) (car f) f)))))\n'
        for needle, offset, _ in EMACS_EXPECTED)
    body = f"""(require 'kiss-mode)
(setq case-fold-search nil)
(find-file {json.dumps(str(sample))})
(font-lock-ensure)
(let ((case-fold-search nil))
{probes})
"""
    result = emacs_batch(emacs_dir, body)
    assert result.returncode == 0, result.stderr
    faces = result.stdout.split()
    assert len(faces) == len(EMACS_EXPECTED), result.stdout + result.stderr
    wrong = [(needle, expected, actual) for (needle, _, expected), actual in zip(EMACS_EXPECTED, faces)
             if actual != expected]
    assert not wrong, wrong


def test_emacs_indentation_restores_the_examples(emacs_dir):
    body = r"""
(require 'kiss-mode)
(dolist (file command-line-args-left)
  (let ((original (with-temp-buffer (insert-file-contents file) (buffer-string))))
    (with-temp-buffer
      (insert original)
      (kiss-mode)
      (goto-char (point-min))
      (while (re-search-forward "^[ \t]+" nil t) (replace-match ""))
      (let ((inhibit-message t)) (indent-region (point-min) (point-max)))
      (princ (format "%s %s\n" (if (string= (buffer-string) original) "SAME" "DIFF") file)))
    ;; Already indented: TAB on every line with text, as a person presses it, changes
    ;; nothing (on a blank line TAB indents for what is typed next).
    (with-temp-buffer
      (insert original)
      (kiss-mode)
      (goto-char (point-min))
      (while (not (eobp))
        (unless (looking-at-p "[ \t]*$") (funcall indent-line-function))
        (forward-line 1))
      (princ (format "%s tab %s\n" (if (string= (buffer-string) original) "SAME" "DIFF") file)))))
(setq command-line-args-left nil)
"""
    result = emacs_batch(emacs_dir, body, *map(str, INDENT_SAMPLES))
    assert result.returncode == 0, result.stderr
    lines = [line for line in result.stdout.splitlines() if line.startswith(("SAME", "DIFF"))]
    assert len(lines) == 2 * len(INDENT_SAMPLES)
    assert all(line.startswith("SAME") for line in lines), lines


# ---------------------------------------------------------------------------
# Helix and Sublime Text


def test_helix_languages_toml():
    config = tomllib.loads((EDITORS / "helix" / "languages.toml").read_text(encoding="utf-8"))
    [language] = config["language"]
    assert language["name"] == "kiss" and language["scope"] == "source.kiss"
    assert language["file-types"] == ["kiss"]
    assert language["comment-token"] == "//"
    assert language["block-comment-tokens"] == {"start": "/*", "end": "*/"}
    assert language["indent"] == {"tab-width": 2, "unit": "  "}
    assert ".kisslint.json" in language["roots"]
    assert language["language-servers"] == ["kiss-lsp"]
    assert config["language-server"]["kiss-lsp"]["command"] == "kiss-lsp"
    assert (EDITORS / "helix" / "README.md").is_file()


def strip_json_comments(text: str) -> str:
    return re.sub(r'^\s*//.*$', "", text, flags=re.M)


def test_sublime_lsp_settings():
    settings = json.loads(strip_json_comments((EDITORS / "sublime" / "LSP.sublime-settings").read_text(encoding="utf-8")))
    client = settings["clients"]["kiss-lsp"]
    assert client["command"] == ["kiss-lsp"]
    assert client["selector"] == "source.kiss"
    assert client["enabled"] is True
    assert "previews" in client["initializationOptions"]


def test_sublime_syntax_header_and_contexts():
    import yaml

    text = (EDITORS / "sublime" / "Kiss.sublime-syntax").read_text(encoding="utf-8")
    assert text.startswith("%YAML 1.2\n---\n")
    syntax = yaml.safe_load(text)
    assert syntax["scope"] == "source.kiss" and syntax["file_extensions"] == ["kiss"]
    contexts = syntax["contexts"]
    assert "main" in contexts and "prototype" in contexts
    for name, entries in contexts.items():
        for entry in entries:
            for key in ("include", "push", "set"):
                if key in entry:
                    assert entry[key] in contexts, f"{name}: {key} {entry[key]} is not a context"


def test_readmes_exist():
    for folder in ("vscode", "neovim", "emacs", "helix", "sublime"):
        assert (EDITORS / folder / "README.md").is_file(), folder
    assert (EDITORS / "README.md").is_file()
    assert (ROOT / "grammar" / "README.md").is_file()


def test_vscode_preview_panel_follows_the_document_and_the_cursor():
    node = need("node")
    result = run([node, str(HERE / "vscode_harness.js"), str(VSCODE), "{}", "/work/space", "preview"])
    assert result.returncode == 0, result.stderr
    record = json.loads(result.stdout)
    assert "kiss.showPreview" in record["commands"]
    [panel] = record["panels"]
    assert panel["viewType"] == "kissPreview" and panel["options"]["enableScripts"] is True
    requests = [(r["params"]["textDocument"]["uri"].rsplit("/", 1)[1], r["params"]["format"]) for r in record["requests"]]
    # Opened: the whole page; two quick edits: one redrawn picture; another editor: its page.
    assert requests == [("Card.kiss", "html"), ("Card.kiss", "svg"), ("Other.kiss", "html")]
    assert record["afterOpen"]["html"].startswith("<!DOCTYPE html>")
    assert record["afterOpen"]["title"] == "Kiss Preview: Card.kiss"
    cursor = {"type": "cursor", "line": 3, "character": 4}
    assert record["afterOpen"]["messages"] == [cursor, cursor]  # at once, and again when the page says it is ready
    assert {"type": "picture", "svg": "<svg>2</svg>"} in record["messages"]
    assert {"type": "cursor", "line": 7, "character": 2} in record["messages"]
    assert record["final"]["title"] == "Kiss Preview: Other.kiss"
