#!/usr/bin/env python3
"""A stand-in for kiss-lsp in the editor tests: speaks LSP over stdio with
Content-Length framing, writes every message it receives to the JSON-lines
file named by $FAKE_LSP_LOG, answers initialize, hover and shutdown, and exits
on exit. Stops by itself after 60 seconds."""
import json
import os
import signal
import sys

signal.alarm(60)
log_path = os.environ.get("FAKE_LSP_LOG", os.devnull)
stdin = sys.stdin.buffer
stdout = sys.stdout.buffer


def read_message():
    length = None
    while True:
        line = stdin.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            break
        name, _, value = line.decode("ascii").partition(":")
        if name.lower() == "content-length":
            length = int(value.strip())
    return json.loads(stdin.read(length))


def send(message):
    body = json.dumps(message).encode("utf-8")
    stdout.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    stdout.flush()


while True:
    message = read_message()
    if message is None:
        break
    with open(log_path, "a", encoding="utf-8") as log:
        log.write(json.dumps(message) + "\n")
    method = message.get("method")
    if method == "initialize":
        send({"jsonrpc": "2.0", "id": message["id"], "result": {
            "capabilities": {"textDocumentSync": {"openClose": True, "change": 2}, "hoverProvider": True},
            "serverInfo": {"name": "fake-kiss-lsp", "version": "0"}}})
    elif method == "textDocument/hover":
        send({"jsonrpc": "2.0", "id": message["id"], "result": {
            "contents": {"kind": "markdown", "value": "fake hover: frame x 0 y 0 width 390 height 44"}}})
    elif method == "shutdown":
        send({"jsonrpc": "2.0", "id": message["id"], "result": None})
    elif method == "exit":
        break
    elif "id" in message and method is not None:
        send({"jsonrpc": "2.0", "id": message["id"], "result": None})
