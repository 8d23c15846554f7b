-- kiss-lsp as an nvim-lspconfig server, for those who manage servers with
-- nvim-lspconfig (https://github.com/neovim/nvim-lspconfig):
--
--   require('kiss.lspconfig').register()
--   require('lspconfig').kiss_lsp.setup({
--     -- cmd = { '/path/to/.build/debug/kiss-lsp' },
--     -- init_options = { previews = { { name = 'se', width = 320 } } },
--   })
--
-- The filetype itself still needs registering (ftdetect/kiss.vim does it, or
-- vim.filetype.add({ extension = { kiss = 'kiss' } })).
local M = {}

function M.register()
  local configs = require('lspconfig.configs')
  local util = require('lspconfig.util')
  if configs.kiss_lsp then
    return
  end
  configs.kiss_lsp = {
    default_config = {
      cmd = { 'kiss-lsp' },
      filetypes = { 'kiss' },
      root_dir = util.root_pattern('.kisslint.json', 'Package.swift', '.git'),
      single_file_support = true,
      init_options = {},
      settings = { kiss = {} },
    },
    docs = {
      description = [[
kiss-lsp: the language server for .kiss layout files (diagnostics, hover with
solved frames, completion, go to definition, formatting). Build it with
`swift build --product kiss-lsp`.
]],
    },
  }
end

return M
