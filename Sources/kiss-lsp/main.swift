print("kiss-lsp: not built yet")
