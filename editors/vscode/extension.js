// Kiss for VS Code: starts kiss-lsp over stdio for .kiss files.
// Plain CommonJS, so there is no compile step: `npm install` brings the
// language client and copies the grammar; F5 (launch.json) runs it.
'use strict';

const os = require('os');
const path = require('path');
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');
const { PreviewPanel } = require('./preview');

const CLIENT_ID = 'kiss'; // the client reads `kiss.trace.server` by this id
const CLIENT_NAME = 'Kiss Language Server';

/** @type {LanguageClient | undefined} */
let client;

/** The first workspace folder's path, or undefined. */
function workspaceFolderPath() {
  const folders = vscode.workspace.workspaceFolders;
  return folders && folders.length > 0 ? folders[0].uri.fsPath : undefined;
}

/**
 * `kiss.server.path` made into a command: `${workspaceFolder}` and a leading
 * `~` expanded; a relative path with a separator (`.build/debug/kiss-lsp`)
 * resolved against the first workspace folder; a bare name left for PATH.
 */
function resolveServerPath(setting) {
  let value = (typeof setting === 'string' && setting.trim()) || 'kiss-lsp';
  const folder = workspaceFolderPath();
  if (folder) value = value.split('${workspaceFolder}').join(folder);
  if (value === '~' || value.startsWith('~/')) value = path.join(os.homedir(), value.slice(1));
  const hasSeparator = value.includes('/') || (process.platform === 'win32' && value.includes('\\'));
  if (hasSeparator && !path.isAbsolute(value) && folder) value = path.resolve(folder, value);
  return value;
}

/** The settings the server reads at startup (it takes a `kiss` object or the top level). */
function initializationOptions(config) {
  return {
    previews: config.get('previews', []),
  };
}

function serverOptions(config) {
  const args = config.get('server.arguments', []);
  return {
    command: resolveServerPath(config.get('server.path', 'kiss-lsp')),
    args: Array.isArray(args) ? args.map(String) : [],
    transport: TransportKind.stdio,
    options: { cwd: workspaceFolderPath() },
  };
}

function clientOptions(config) {
  return {
    documentSelector: [
      { scheme: 'file', language: 'kiss' },
      { scheme: 'untitled', language: 'kiss' },
    ],
    initializationOptions: initializationOptions(config),
    synchronize: {
      // workspace/didChangeConfiguration sends { kiss: { ... } } on every change.
      configurationSection: 'kiss',
      fileEvents: vscode.workspace.createFileSystemWatcher('**/.kisslint.json'),
    },
    outputChannelName: CLIENT_NAME,
  };
}

async function startClient() {
  const config = vscode.workspace.getConfiguration('kiss');
  const server = serverOptions(config);
  client = new LanguageClient(CLIENT_ID, CLIENT_NAME, server, clientOptions(config));
  try {
    await client.start();
  } catch (error) {
    const choice = await vscode.window.showErrorMessage(
      `Kiss: could not start the language server "${server.command}" (${error && error.message ? error.message : error}). ` +
        'Build it with `swift build --product kiss-lsp` and point `kiss.server.path` at it.',
      'Open Settings',
    );
    if (choice === 'Open Settings') {
      await vscode.commands.executeCommand('workbench.action.openSettings', 'kiss.server');
    }
  }
}

async function stopClient() {
  if (!client) return;
  const running = client;
  client = undefined;
  try {
    await running.stop();
  } catch (_) {
    // A server that never started has nothing to stop.
  }
}

async function showFrames() {
  const editor = vscode.window.activeTextEditor;
  if (!client || !editor || editor.document.languageId !== 'kiss') return;
  const frames = await client.sendRequest('kiss/frames', {
    textDocument: { uri: editor.document.uri.toString() },
  });
  const document = await vscode.workspace.openTextDocument({
    language: 'json',
    content: JSON.stringify(frames, null, 2),
  });
  await vscode.window.showTextDocument(document, { preview: true, viewColumn: vscode.ViewColumn.Beside });
}

async function activate(context) {
  const preview = new PreviewPanel(() => client);
  context.subscriptions.push(
    vscode.commands.registerCommand('kiss.showPreview', () => preview.show()),
    vscode.workspace.onDidChangeTextDocument((event) => preview.documentChanged(event.document)),
    vscode.window.onDidChangeActiveTextEditor((editor) => preview.editorChanged(editor)),
    vscode.window.onDidChangeTextEditorSelection((event) => preview.follow(event.textEditor)),
    preview,
    vscode.commands.registerCommand('kiss.restartServer', async () => {
      await stopClient();
      await startClient();
    }),
    vscode.commands.registerCommand('kiss.showFrames', showFrames),
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      // Settings the server reads only at startup need a restart; the rest
      // reach it through workspace/didChangeConfiguration.
      if (event.affectsConfiguration('kiss.server')) {
        await stopClient();
        await startClient();
      }
    }),
    { dispose: () => stopClient() },
  );
  await startClient();
}

function deactivate() {
  return stopClient();
}

module.exports = { activate, deactivate, resolveServerPath, initializationOptions };
