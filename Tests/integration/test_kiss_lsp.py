"""kiss-lsp driven by a real LSP client library (pygls, through pytest-lsp)."""

import os

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

SERVER = os.environ.get("KISS_LSP_BINARY", "kiss-lsp")
URI = "file:///integration/card.kiss"
BROKEN = 'layout Card {\n  label("Hi", font: 17\n}\n'


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[SERVER, "--stdio"]))
async def client(lsp_client: LanguageClient):
    lsp_client.initialize_result = await lsp_client.initialize_session(
        types.InitializeParams(capabilities=types.ClientCapabilities())
    )
    yield
    await lsp_client.shutdown_session()


def open_document(client: LanguageClient, text: str, version: int = 1) -> None:
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=URI, language_id="kiss", version=version, text=text)
        )
    )


async def test_initialize_negotiates_utf16_and_offers_the_features(client: LanguageClient):
    result = client.initialize_result
    assert result.server_info.name == "kiss-lsp"
    capabilities = result.capabilities
    assert capabilities.position_encoding == types.PositionEncodingKind.Utf16
    assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    assert capabilities.hover_provider is True
    assert capabilities.diagnostic_provider.workspace_diagnostics is True


async def test_syntax_error_is_published_and_an_incremental_change_clears_it(client: LanguageClient):
    open_document(client, BROKEN)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    diagnostics = client.diagnostics[URI]
    assert [d.code for d in diagnostics] == ["K013"]
    assert diagnostics[0].range == types.Range(types.Position(1, 7), types.Position(1, 8))
    assert diagnostics[0].severity == types.DiagnosticSeverity.Error
    # No documentation link unless the diagnosticDocumentationURL setting gives one.
    assert diagnostics[0].code_description is None

    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(types.Position(1, 22), types.Position(1, 22)), text=")"
                )
            ],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert len(client.diagnostics[URI]) == 0


async def test_hover_shows_the_solved_frame_and_why(client: LanguageClient):
    open_document(client, 'layout Card {\n  hstack {\n    label("Hi")\n  }\n}\n')
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(2, 6))
    )
    assert hover is not None
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert hover.contents.value.startswith("**label**\n\n- **default** (390): frame x 0 y 0 width ")
    assert "  - height 20.67: label text, 1 line at 17 pt\n" in hover.contents.value
    assert hover.range == types.Range(types.Position(2, 4), types.Position(2, 9))


async def test_pulled_diagnostics_match_the_pushed_ones(client: LanguageClient):
    open_document(client, BROKEN)
    report = await client.text_document_diagnostic_async(
        types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert report.kind == "full"
    assert [d.code for d in report.items] == ["K013"]


async def test_code_actions_offer_the_fix_and_fix_all(client: LanguageClient):
    assert list(client.initialize_result.capabilities.code_action_provider.code_action_kinds) == [
        "quickfix",
        "source.fixAll.kiss",
    ]
    open_document(client, 'layout Card {\n  vstack {\n    label("Hi").grow(1).grow(1)\n  }\n}\n')
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    where = types.Range(types.Position(2, 17), types.Position(2, 17))
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=where,
            context=types.CodeActionContext(diagnostics=client.diagnostics[URI]),
        )
    )
    quick = actions[0]
    assert quick.kind == types.CodeActionKind.QuickFix
    assert quick.title == "Remove the first `.grow`"
    assert quick.is_preferred is True
    assert quick.diagnostics[0].code == "K401"
    assert list(quick.edit.changes[URI]) == [
        types.TextEdit(range=types.Range(types.Position(2, 15), types.Position(2, 23)), new_text="")
    ]

    fix_all = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=types.Range(types.Position(0, 0), types.Position(0, 0)),
            context=types.CodeActionContext(diagnostics=[], only=[types.CodeActionKind.SourceFixAll]),
        )
    )
    assert [action.kind for action in fix_all] == ["source.fixAll.kiss"]
    assert fix_all[0].edit.changes[URI][0].new_text == ""


async def test_formatting_puts_the_document_in_the_canonical_style(client: LanguageClient):
    assert client.initialize_result.capabilities.document_formatting_provider is True
    assert client.initialize_result.capabilities.document_range_formatting_provider is True
    open_document(client, 'layout Card{\nvstack{ label( "Hi" ).grow( 1 ) }\n}\n')
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            options=types.FormattingOptions(tab_size=4, insert_spaces=True),
        )
    )
    assert len(edits) == 1
    lines = 'layout Card{\nvstack{ label( "Hi" ).grow( 1 ) }\n}\n'.split("\n")
    start, end = edits[0].range.start, edits[0].range.end

    def offset(position):
        return sum(len(line) + 1 for line in lines[: position.line]) + position.character

    text = "\n".join(lines)
    formatted = text[: offset(start)] + edits[0].new_text + text[offset(end) :]
    assert formatted == 'layout Card {\n  vstack {\n    label("Hi").grow(1)\n  }\n}\n'


async def test_completion_offers_the_modifiers_of_the_element(client: LanguageClient):
    assert "." in client.initialize_result.capabilities.completion_provider.trigger_characters
    open_document(client, 'layout Card {\n  vstack {\n    label("Hi").\n  }\n}\n')
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(2, 16))
    )
    labels = [item.label for item in result.items]
    assert "padding" in labels and "grow" in labels
    assert "spacing" not in labels
    grow = next(item for item in result.items if item.label == "grow")
    assert grow.kind == types.CompletionItemKind.Method
    assert grow.documentation.kind == types.MarkupKind.Markdown


async def test_definition_and_rename_of_a_layout(client: LanguageClient):
    text = 'layout Card(title: "x") {\n  label(title)\n}\n\nlayout Screen {\n  vstack {\n    Card(title: "a")\n  }\n}\n'
    open_document(client, text)
    where = types.Position(6, 5)
    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=URI), position=where)
    )
    assert definition.uri == URI
    assert definition.range == types.Range(types.Position(0, 7), types.Position(0, 11))
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=types.TextDocumentIdentifier(uri=URI), position=where, new_name="Tile")
    )
    ranges = sorted((e.range.start.line, e.range.start.character) for e in edit.changes[URI])
    assert ranges == [(0, 7), (6, 4)]
    assert all(e.new_text == "Tile" for e in edit.changes[URI])


SCREEN = (
    '// One comment\n// and another.\n'
    'layout Card(title: "x") {\n  vstack {\n    label(title, font: 12)\n    view(.red).size(8)\n  }\n}\n\n'
    'layout Screen {\n  vstack {\n    Card(title: "a")\n  }\n}\n'
)


async def test_references_highlights_and_symbols(client: LanguageClient):
    open_document(client, SCREEN)
    doc = types.TextDocumentIdentifier(uri=URI)
    references = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=doc, position=types.Position(11, 5), context=types.ReferenceContext(include_declaration=True)
        )
    )
    assert sorted((r.range.start.line, r.range.start.character) for r in references) == [(2, 7), (11, 4)]
    highlights = await client.text_document_document_highlight_async(
        types.DocumentHighlightParams(text_document=doc, position=types.Position(4, 11))
    )
    assert sorted(h.range.start.line for h in highlights) == [2, 4, 11]  # the call's label too
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc))
    assert [s.name for s in symbols] == ["Card", "Screen"]
    assert symbols[1].children[0].children[0].name == "Card"
    found = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="scr"))
    assert [s.name for s in found] == ["Screen"]


async def test_folding_selection_colors_hints_signature_and_semantic_tokens(client: LanguageClient):
    open_document(client, SCREEN)
    doc = types.TextDocumentIdentifier(uri=URI)
    folds = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc))
    assert (0, 1) in [(f.start_line, f.end_line) for f in folds]
    selection = await client.text_document_selection_range_async(
        types.SelectionRangeParams(text_document=doc, positions=[types.Position(4, 24)])
    )
    assert selection[0].range == types.Range(types.Position(4, 23), types.Position(4, 25))
    assert selection[0].parent.range == types.Range(types.Position(4, 17), types.Position(4, 25))
    colors = await client.text_document_document_color_async(types.DocumentColorParams(text_document=doc))
    assert colors[0].color == types.Color(red=1.0, green=0.0, blue=0.0, alpha=1.0)
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(text_document=doc, range=types.Range(types.Position(0, 0), types.Position(14, 0)))
    )
    assert hints[0].label.startswith("390×")
    help = await client.text_document_signature_help_async(
        types.SignatureHelpParams(text_document=doc, position=types.Position(4, 18))
    )
    assert help.signatures[0].label.startswith("label(text, font:")
    assert help.active_parameter == 1
    tokens = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc))
    assert len(tokens.data) % 5 == 0 and len(tokens.data) > 0


async def test_kiss_render_draws_the_open_text(client: LanguageClient):
    assert client.initialize_result.capabilities.experimental["kissRenderProvider"] is True
    open_document(client, 'preview phone(width: 390)\nlayout Card {\n  hstack {\n    view(.red)\n    label("Hi")\n  }\n}\n')
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    picture = await client.protocol.send_request_async("kiss/render", {"textDocument": {"uri": URI}})
    svg = picture.svg if hasattr(picture, "svg") else picture["svg"]
    assert svg.startswith("<svg")
    assert 'data-layout="Card" data-preview="phone"' in svg
    assert 'data-codes="K201"' in svg  # the view has no width in the hstack
    page = await client.protocol.send_request_async("kiss/render", {"textDocument": {"uri": URI}, "format": "html"})
    html = page.html if hasattr(page, "html") else page["html"]
    assert html.startswith("<!DOCTYPE html>")


async def test_fix_all_answers_the_base_kinds_a_client_sends_on_save(client: LanguageClient):
    # Two misspelt colours: safe fixes. VS Code's codeActionsOnSave asks for `source.fixAll`.
    text = 'layout Card {\n  vstack {\n    label("Hi").background(.redd)\n    view.background(.bleu).height(2)\n  }\n}\n'
    open_document(client, text)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    for only in (["source.fixAll"], ["source"], ["source.fixAll.kiss"]):
        actions = await client.text_document_code_action_async(
            types.CodeActionParams(
                text_document=types.TextDocumentIdentifier(uri=URI),
                range=types.Range(types.Position(0, 0), types.Position(0, 0)),
                context=types.CodeActionContext(diagnostics=[], only=only),
            )
        )
        assert [action.kind for action in actions] == ["source.fixAll.kiss"], only
        assert actions[0].title == "Apply all safe fixes (2)"
    refactors = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=types.Range(types.Position(0, 0), types.Position(0, 0)),
            context=types.CodeActionContext(diagnostics=[], only=["refactor"]),
        )
    )
    assert not refactors


def apply_edits(text: str, edits) -> str:
    lines = text.split("\n")

    def offset(position):
        return sum(len(line) + 1 for line in lines[: position.line]) + position.character

    for edit in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text


async def test_range_formatting_changes_nothing_outside_the_range(client: LanguageClient):
    text = 'layout A {\n  vstack {\n    label( "a" ).overlay {\n  label("x")\n}\n      label("b")\n  }\n}\nlayout   B{\nview}\n'
    open_document(client, text)
    edits = await client.text_document_range_formatting_async(
        types.DocumentRangeFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=URI),
            range=types.Range(types.Position(2, 0), types.Position(4, 1)),
            options=types.FormattingOptions(tab_size=2, insert_spaces=True),
        )
    )
    for edit in edits:
        assert (edit.range.start.line, edit.range.start.character) >= (2, 0)
        assert (edit.range.end.line, edit.range.end.character) <= (4, 1)
    result = apply_edits(text, edits).split("\n")
    old = text.split("\n")
    assert result[:2] == old[:2]
    assert result[-6:] == old[-6:], "the lines after the range are untouched"
    assert result[2:5] == ['    label("a").overlay {', '      label("x")', "    }"]


async def test_folding_block_comments_comment_runs_and_imports(client: LanguageClient):
    text = ('/* one\n   two\n   three */\nimport "a.kiss"\n\nimport "b.kiss"\n// c1\n// c2\n'
            'layout A {\n  vstack {\n    label("a")\n  }\n}\n')
    open_document(client, text)
    folds = await client.text_document_folding_range_async(
        types.FoldingRangeParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    found = [(f.start_line, f.end_line, f.kind) for f in folds]
    assert (0, 2, types.FoldingRangeKind.Comment) in found
    assert (3, 5, types.FoldingRangeKind.Imports) in found
    assert (6, 7, types.FoldingRangeKind.Comment) in found
    assert (8, 11, None) in found
