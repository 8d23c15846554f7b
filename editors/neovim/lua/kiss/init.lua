-- Kiss for Neovim: the `kiss` filetype and the kiss-lsp language server.
--
--   require('kiss').setup({
--     cmd = { 'kiss-lsp' },                       -- or { '/path/to/.build/debug/kiss-lsp' }
--     previews = { { name = 'se', width = 320 } }, -- optional, as in .kisslint.json
--   })
--
-- :KissPreview writes the picture of the current buffer's layouts (every preview side
-- by side, the page kiss-lsp draws for `kiss/render`) to an HTML file and opens it in the
-- browser; with `preview_on_save`, saving the buffer writes the page again (reload it).
--
-- Neovim 0.8+ starts the server with vim.lsp.start (one client per root, reused
-- across buffers). Neovim 0.7 has no vim.lsp.start: the same code falls back to
-- vim.lsp.start_client + vim.lsp.buf_attach_client.
local M = {}

M.defaults = {
  -- The server command; kiss-lsp speaks LSP over stdio.
  cmd = { 'kiss-lsp' },
  -- The nearest directory holding one of these is the workspace root.
  root_markers = { '.kisslint.json', 'Package.swift', '.git' },
  -- Preview sizes for files that declare none: { { name = 'se', width = 320 }, ... }.
  previews = nil,
  -- More settings for the server, sent as { kiss = settings } (e.g. diagnosticDelayMilliseconds).
  settings = {},
  -- 'off' | 'messages' | 'verbose': the client's trace level (see :LspLog).
  trace = 'off',
  -- Called with (client, bufnr) when the server attaches: set keymaps here.
  on_attach = nil,
  -- How :KissPreview opens its page: a function(path), or a command list the path is
  -- appended to; nil picks `open` (macOS), `xdg-open` or `wslview`.
  preview_opener = nil,
  -- Write the page again each time a previewed buffer is saved.
  preview_on_save = true,
}

local options = vim.deepcopy(M.defaults)
local clients_by_root = {} -- Neovim 0.7 only: root -> client id
local warned = false

local function exists(path)
  return (vim.loop or vim.uv).fs_stat(path) ~= nil
end

local function dirname(path)
  return vim.fn.fnamemodify(path, ':h')
end

--- The workspace root for a file: the nearest directory upward that holds a
--- root marker, else the file's own directory.
function M.root_dir(path, markers)
  local start = path ~= '' and dirname(vim.fn.fnamemodify(path, ':p')) or vim.fn.getcwd()
  local dir = start
  while true do
    for _, marker in ipairs(markers or options.root_markers) do
      if exists(dir .. '/' .. marker) then
        return dir
      end
    end
    local parent = dirname(dir)
    if parent == dir then
      return start
    end
    dir = parent
  end
end

-- An empty Lua table goes out as the JSON array `[]`, which kiss-lsp rejects
-- where it expects an object ("initializationOptions: settings must be an
-- object"): send empty settings as `{}`.
local function object(t)
  return next(t) == nil and vim.empty_dict() or t
end

--- The configuration passed to vim.lsp.start / vim.lsp.start_client.
function M.client_config(bufnr, opts)
  opts = opts or options
  local settings = vim.tbl_deep_extend('force', {}, opts.settings or {})
  if opts.previews ~= nil then
    settings.previews = opts.previews
  end
  return {
    name = 'kiss-lsp',
    cmd = opts.cmd,
    root_dir = M.root_dir(vim.api.nvim_buf_get_name(bufnr), opts.root_markers),
    -- All settings go in initializationOptions too: Neovim 0.7 never sends
    -- `settings` (0.8+ sends them in workspace/didChangeConfiguration).
    init_options = object(vim.deepcopy(settings)),
    settings = { kiss = object(settings) },
    trace = opts.trace,
    on_attach = opts.on_attach,
    -- Client flags, e.g. { debounce_text_changes = 0 } to send each change at once.
    flags = opts.flags,
  }
end

--- Starts kiss-lsp for a buffer, or attaches the buffer to the running client.
function M.start(bufnr, opts)
  opts = opts or options
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  if vim.fn.executable(opts.cmd[1]) ~= 1 then
    if not warned then
      warned = true
      vim.notify(
        ('kiss: %s is not executable; build it with `swift build --product kiss-lsp` and pass its path as cmd'):format(opts.cmd[1]),
        vim.log.levels.WARN
      )
    end
    return nil
  end
  local config = M.client_config(bufnr, opts)
  if vim.lsp.start then -- Neovim 0.8+
    return vim.lsp.start(config, { bufnr = bufnr })
  end
  -- Neovim 0.7: one client per root, each buffer attached to it.
  local id = clients_by_root[config.root_dir]
  if id == nil or vim.lsp.get_client_by_id(id) == nil then
    id = vim.lsp.start_client(config)
    clients_by_root[config.root_dir] = id
  end
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
  return id
end

local previewed = {} -- bufnr -> the page written for it

local function kiss_client(bufnr)
  local attached = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = bufnr }) or vim.lsp.buf_get_clients(bufnr)
  for _, client in pairs(attached) do
    if client.name == 'kiss-lsp' then
      return client
    end
  end
end

local function open_page(path, opener)
  if type(opener) == 'function' then
    return opener(path)
  end
  local command = opener
  if command == nil then
    if vim.fn.has('mac') == 1 then
      command = { 'open' }
    elseif vim.fn.executable('xdg-open') == 1 then
      command = { 'xdg-open' }
    elseif vim.fn.executable('wslview') == 1 then
      command = { 'wslview' }
    else
      vim.notify('kiss: the preview is at ' .. path .. ' (set preview_opener to open it)', vim.log.levels.INFO)
      return
    end
  end
  local argv = vim.deepcopy(command)
  table.insert(argv, path)
  vim.fn.jobstart(argv, { detach = true })
end

--- Writes the HTML picture of a buffer's layouts (kiss/render) and returns its path, or
--- nil and why not.
function M.write_preview(bufnr, timeout_ms)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local client = kiss_client(bufnr)
  if not client then
    return nil, 'kiss-lsp is not attached to this buffer'
  end
  local params = { textDocument = { uri = vim.uri_from_bufnr(bufnr) }, format = 'html' }
  local response, err = client.request_sync('kiss/render', params, timeout_ms or 10000, bufnr)
  if not response then
    return nil, 'kiss/render failed: ' .. tostring(err)
  end
  if response.err then
    return nil, 'kiss/render: ' .. tostring(response.err.message or vim.inspect(response.err))
  end
  local html = response.result and response.result.html
  if type(html) ~= 'string' then
    return nil, 'kiss/render answered no page'
  end
  local path = previewed[bufnr]
  if path == nil then
    local name = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(bufnr), ':t:r')
    path = vim.fn.tempname() .. '-' .. (name ~= '' and name or 'kiss') .. '.html'
  end
  -- Written whole and renamed into place, so a browser never reads half a page.
  local partial = path .. '.partial'
  local file = io.open(partial, 'wb')
  if not file then
    return nil, 'cannot write ' .. partial
  end
  file:write(html)
  file:close()
  os.rename(partial, path)
  previewed[bufnr] = path
  return path
end

--- :KissPreview: writes the current buffer's picture and opens it.
function M.preview(bufnr, opts)
  opts = opts or options
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local path, err = M.write_preview(bufnr)
  if not path then
    vim.notify('kiss: ' .. err, vim.log.levels.WARN)
    return nil
  end
  open_page(path, opts.preview_opener)
  return path
end

--- Registers the filetype and starts kiss-lsp in every `kiss` buffer.
function M.setup(opts)
  options = vim.tbl_deep_extend('force', vim.deepcopy(M.defaults), opts or {})
  local group = vim.api.nvim_create_augroup('kiss_lsp', { clear = true })
  if vim.filetype and vim.filetype.add then -- Neovim 0.7+
    vim.filetype.add({ extension = { kiss = 'kiss' } })
  end
  if vim.fn.has('nvim-0.8') == 0 then
    -- Neovim 0.7 only reads vim.filetype.add's table with `g:do_filetype_lua = 1`;
    -- its default detection (filetype.vim) needs an autocmd.
    vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
      group = group,
      pattern = '*.kiss',
      command = 'setfiletype kiss',
    })
  end
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = 'kiss',
    callback = function(args)
      M.start(args.buf, options)
    end,
  })
  vim.api.nvim_create_user_command('KissPreview', function()
    M.preview(0, options)
  end, { desc = 'Open the picture of this .kiss file in the browser' })
  vim.api.nvim_create_autocmd('BufWritePost', {
    group = group,
    pattern = '*.kiss',
    callback = function(args)
      if options.preview_on_save and previewed[args.buf] then
        M.write_preview(args.buf)
      end
    end,
  })
end

return M
