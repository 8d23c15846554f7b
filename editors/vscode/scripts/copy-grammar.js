#!/usr/bin/env node
// Copies the one TextMate grammar of the repository (grammar/kiss.tmLanguage.json)
// into this extension (syntaxes/), so the packaged .vsix carries it: vsce does
// not follow paths outside the extension folder. Run by `npm install`
// (postinstall), `npm run build` and `vsce package` (vscode:prepublish).
// `--out DIR` writes elsewhere (the tests use it).
'use strict';

const fs = require('fs');
const path = require('path');

const source = path.resolve(__dirname, '..', '..', '..', 'grammar', 'kiss.tmLanguage.json');
const outIndex = process.argv.indexOf('--out');
const outDir = outIndex >= 0 ? path.resolve(process.argv[outIndex + 1]) : path.resolve(__dirname, '..', 'syntaxes');
const target = path.join(outDir, 'kiss.tmLanguage.json');

const text = fs.readFileSync(source, 'utf8');
const grammar = JSON.parse(text); // fail here, not in the editor, if it is not JSON
if (grammar.scopeName !== 'source.kiss') {
  throw new Error(`${source}: scopeName is ${grammar.scopeName}, expected source.kiss`);
}
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(target, text);
console.log(`copied ${path.relative(process.cwd(), source)} -> ${path.relative(process.cwd(), target)}`);
