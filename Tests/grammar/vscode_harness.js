// Loads editors/vscode/extension.js with stand-ins for the `vscode` and
// `vscode-languageclient/node` modules, activates it, and prints what it asked
// for as JSON: the language client's id, server options and client options,
// the commands it registered. Also compiles language-configuration.json's
// regular expressions the way VS Code does (new RegExp).
'use strict';

const Module = require('module');
const path = require('path');
const fs = require('fs');

const extensionDir = path.resolve(process.argv[2]);
const settings = JSON.parse(process.argv[3] || '{}');
const workspace = process.argv[4] || '/work/space';
const scenario = process.argv[5] || '';
const record = { clients: [], commands: [], started: 0, watchers: [], requests: [], panels: [], messages: [] };
const handlers = {};
const listeners = {};
const listen = (name) => (callback) => {
  listeners[name] = callback;
  return { dispose() {} };
};

const fakeVscode = {
  workspace: {
    workspaceFolders: [{ uri: { fsPath: workspace } }],
    getConfiguration(section) {
      return {
        get(key, fallback) {
          const full = `${section}.${key}`;
          return Object.prototype.hasOwnProperty.call(settings, full) ? settings[full] : fallback;
        },
      };
    },
    createFileSystemWatcher(glob) {
      record.watchers.push(glob);
      return { glob, dispose() {} };
    },
    onDidChangeConfiguration() {
      return { dispose() {} };
    },
    onDidChangeTextDocument: listen('textDocument'),
  },
  commands: {
    registerCommand(name, handler) {
      record.commands.push(name);
      handlers[name] = handler;
      return { dispose() {} };
    },
    executeCommand() {},
  },
  window: {
    showErrorMessage: async () => undefined,
    activeTextEditor: undefined,
    onDidChangeActiveTextEditor: listen('activeEditor'),
    onDidChangeTextEditorSelection: listen('selection'),
    createWebviewPanel(viewType, title, column, options) {
      const panel = {
        viewType, title, column, options, disposed: false,
        webview: {
          html: '',
          postMessage(message) {
            record.messages.push(message);
            return Promise.resolve(true);
          },
          onDidReceiveMessage(callback) {
            panel.receive = callback;
            return { dispose() {} };
          },
        },
        reveal() {},
        onDidDispose() { return { dispose() {} }; },
        dispose() { panel.disposed = true; },
      };
      record.panels.push(panel);
      return panel;
    },
  },
  ViewColumn: { Beside: -2 },
};

class FakeLanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    record.clients.push({ id, name, serverOptions, clientOptions });
  }
  async start() {
    record.started += 1;
  }
  async stop() {}
  async sendRequest(method, params) {
    record.requests.push({ method, params });
    return params.format === 'html' ? { html: '<!DOCTYPE html><p>page ' + record.requests.length + '</p>' } : { svg: '<svg>' + record.requests.length + '</svg>' };
  }
}

const fakes = {
  vscode: fakeVscode,
  'vscode-languageclient/node': { LanguageClient: FakeLanguageClient, TransportKind: { stdio: 0, ipc: 1, pipe: 2, socket: 3 } },
};
const originalLoad = Module._load;
Module._load = function load(request, parent, isMain) {
  if (Object.prototype.hasOwnProperty.call(fakes, request)) return fakes[request];
  return originalLoad.call(this, request, parent, isMain);
};

(async () => {
  const packageJson = JSON.parse(fs.readFileSync(path.join(extensionDir, 'package.json'), 'utf8'));
  const extension = require(path.join(extensionDir, packageJson.main));
  const context = { subscriptions: [] };
  await extension.activate(context);
  record.subscriptions = context.subscriptions.length;

  if (scenario === 'preview') {
    // The preview panel as a user drives it: open it on a .kiss editor, type, move the cursor.
    const editor = (uri, line, character) => ({
      document: { languageId: 'kiss', uri: { toString: () => uri } },
      selection: { active: { line, character } },
    });
    const first = editor('file:///work/space/Card.kiss', 3, 4);
    fakeVscode.window.activeTextEditor = first;
    await handlers['kiss.showPreview']();
    record.panels[0].receive({ type: 'ready' }); // the page has loaded
    record.afterOpen = { html: record.panels[0].webview.html, title: record.panels[0].title, messages: record.messages.slice() };
    listeners.textDocument({ document: first.document });
    listeners.textDocument({ document: first.document }); // two quick edits: one redraw
    await new Promise((resolve) => setTimeout(resolve, 600));
    listeners.selection({ textEditor: editor('file:///work/space/Card.kiss', 7, 2) });
    listeners.textDocument({ document: { languageId: 'kiss', uri: { toString: () => 'file:///work/space/Other.kiss' } } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await listeners.activeEditor(editor('file:///work/space/Other.kiss', 0, 0));
    record.final = { html: record.panels[0].webview.html, title: record.panels[0].title };
    record.panels = record.panels.map((panel) => ({ viewType: panel.viewType, options: panel.options }));
  } else {
    record.panels = [];
  }

  const config = JSON.parse(fs.readFileSync(path.join(extensionDir, 'language-configuration.json'), 'utf8'));
  const regexes = [];
  const collect = (value) => {
    if (typeof value === 'string') regexes.push(value);
  };
  if (config.wordPattern) collect(config.wordPattern);
  for (const key of ['increaseIndentPattern', 'decreaseIndentPattern']) collect(config.indentationRules[key]);
  for (const rule of config.onEnterRules) {
    collect(rule.beforeText);
    if (rule.afterText) collect(rule.afterText);
  }
  for (const pattern of regexes) new RegExp(pattern); // throws on a bad one
  record.regexes = regexes.length;
  const test = (pattern, text) => new RegExp(pattern).test(text);
  record.indent = {
    openBrace: test(config.indentationRules.increaseIndentPattern, '  vstack {'),
    openParen: test(config.indentationRules.increaseIndentPattern, '  label('),
    closedLine: test(config.indentationRules.increaseIndentPattern, '  view { label("x") }'),
    commentBrace: test(config.indentationRules.increaseIndentPattern, '  // a { in a comment'),
    closeBrace: test(config.indentationRules.decreaseIndentPattern, '  }.padding(8)'),
    docEnter: test(config.onEnterRules[0].beforeText, '/// A card.'),
    quadrupleSlash: test(config.onEnterRules[0].beforeText, '//// not doc'),
  };
  process.stdout.write(JSON.stringify(record));
})().catch((error) => {
  console.error(error && error.stack ? error.stack : error);
  process.exit(1);
});
