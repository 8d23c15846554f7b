// The Kiss preview panel: the picture of the active .kiss document (`kiss/render`),
// redrawn as you type, with the box of the element under the cursor selected.
'use strict';

const vscode = require('vscode');

const DELAY_MS = 250;

class PreviewPanel {
  /**
   * @param {() => any} getClient the running language client, or undefined
   */
  constructor(getClient) {
    this.getClient = getClient;
    this.panel = undefined;
    this.uri = undefined;
    this.timer = undefined;
    this.generation = 0;
    this.loaded = false;
  }

  /** Opens the panel beside the editor (or reveals it) for the active document. */
  async show() {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.languageId !== 'kiss') return;
    if (!this.panel) {
      this.panel = vscode.window.createWebviewPanel('kissPreview', 'Kiss Preview', {
        viewColumn: vscode.ViewColumn.Beside,
        preserveFocus: true,
      }, { enableScripts: true, retainContextWhenHidden: true });
      // The page asks for the cursor once it has loaded (messages sent before are lost).
      this.panel.webview.onDidReceiveMessage((message) => {
        if (message && message.type === 'ready') this.follow(vscode.window.activeTextEditor);
      });
      this.panel.onDidDispose(() => {
        this.panel = undefined;
        this.loaded = false;
      });
    } else {
      this.panel.reveal(vscode.ViewColumn.Beside, true);
    }
    this.uri = editor.document.uri.toString();
    this.loaded = false;
    await this.refresh();
    this.follow(editor);
  }

  /** Draws the document again; the first drawing loads the page, later ones swap its picture. */
  async refresh() {
    const client = this.getClient();
    if (!this.panel || !client || !this.uri) return;
    const generation = ++this.generation;
    const format = this.loaded ? 'svg' : 'html';
    let result;
    try {
      result = await client.sendRequest('kiss/render', { textDocument: { uri: this.uri }, format });
    } catch (error) {
      if (this.panel && generation === this.generation) {
        this.panel.title = 'Kiss Preview (not drawn)';
      }
      return;
    }
    // An older answer arriving after a newer one is dropped.
    if (!this.panel || generation !== this.generation) return;
    this.panel.title = 'Kiss Preview: ' + this.uri.split('/').pop();
    if (format === 'html') {
      this.panel.webview.html = result.html;
      this.loaded = true;
    } else {
      this.panel.webview.postMessage({ type: 'picture', svg: result.svg });
    }
  }

  /** Redraws shortly after the shown document stops changing. */
  documentChanged(document) {
    if (!this.panel || document.uri.toString() !== this.uri) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.refresh(), DELAY_MS);
  }

  /** Switches to another .kiss editor when it becomes active. */
  async editorChanged(editor) {
    if (!this.panel || !editor || editor.document.languageId !== 'kiss') return;
    if (editor.document.uri.toString() === this.uri) return;
    this.uri = editor.document.uri.toString();
    this.loaded = false;
    await this.refresh();
    this.follow(editor);
  }

  /** Selects the box written around the cursor. */
  follow(editor) {
    if (!this.panel || !editor || editor.document.uri.toString() !== this.uri) return;
    const position = editor.selection.active;
    this.panel.webview.postMessage({ type: 'cursor', line: position.line, character: position.character });
  }

  dispose() {
    clearTimeout(this.timer);
    if (this.panel) this.panel.dispose();
  }
}

module.exports = { PreviewPanel };
