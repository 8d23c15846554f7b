-- Neovim end to end: the project's Lua setup (editors/neovim) starts the real
-- kiss-lsp on a copy of Examples/SettingsRow.kiss; the K201 diagnostic must
-- arrive on line 22, a hover on that line's `view` must show its frame, and its
-- first quick fix, applied, must make the K201 go away.
--
--   nvim --headless --clean -u Tests/editors/nvim_e2e.lua COPY/Examples/SettingsRow.kiss
--
-- Environment (set by Tests/editors/run.sh): KISS_REPO (the repository),
-- KISS_LSP (the kiss-lsp binary), KISS_RESULT (JSON results are written there),
-- KISS_TIMEOUT (seconds to wait for each answer, default 30).
-- Exit code: 0 when every check passed, 1 when one failed (`cquit`), with the
-- reason in KISS_RESULT and on stderr.
local repo = assert(os.getenv('KISS_REPO'), 'KISS_REPO is not set')
local lsp_path = assert(os.getenv('KISS_LSP'), 'KISS_LSP is not set')
local result_path = assert(os.getenv('KISS_RESULT'), 'KISS_RESULT is not set')
local timeout = math.floor((tonumber(os.getenv('KISS_TIMEOUT') or '') or 30) * 1000)

-- The LSP log (with the JSON-RPC traffic) goes under $XDG_CACHE_HOME (0.7) or
-- $XDG_STATE_HOME (0.8+), which run.sh points at its temporary folder.
vim.lsp.set_log_level('debug')

local out = { nvim = vim.version().major .. '.' .. vim.version().minor .. '.' .. vim.version().patch, server_messages = {} }

-- Every window/logMessage from the server is kept; a warning or an error
-- (a setting the server could not use, say) fails the test.
local log_message = vim.lsp.handlers['window/logMessage']
vim.lsp.handlers['window/logMessage'] = function(err, result, ctx, config)
  table.insert(out.server_messages, { type = result.type, message = result.message })
  return log_message(err, result, ctx, config)
end

-- The README's install steps, but for the server path; one setting checks
-- that settings reach the server (Neovim 0.7 gets them only in initializationOptions).
local doc_url = 'https://kiss.invalid/docs/{code}'
vim.opt.runtimepath:append(repo .. '/editors/neovim')
-- Changes are sent at once, so that a request right after an edit sees it (Neovim 0.7 does
-- not flush a debounced change before a request).
require('kiss').setup({ cmd = { lsp_path }, settings = { diagnosticDocumentationURL = doc_url }, flags = { debounce_text_changes = 0 } })

local function finish(ok, message)
  out.ok = ok
  out.message = message
  out.lsp_log = vim.lsp.get_log_path()
  vim.fn.writefile({ vim.fn.json_encode(out) }, result_path)
  if not ok then
    io.stderr:write('\nnvim_e2e: FAILED: ' .. tostring(message) .. '\n')
    vim.cmd('cquit 1')
  end
  -- A clean stop: shutdown + exit, and the client is gone before quitting.
  local all_clients = vim.lsp.get_clients or vim.lsp.get_active_clients
  for _, client in pairs(all_clients()) do
    vim.lsp.stop_client(client.id)
  end
  vim.wait(5000, function() return #all_clients() == 0 end, 20)
  vim.cmd('qall!')
end

local function kiss_clients(bufnr)
  local list = {}
  local attached = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = bufnr }) or vim.lsp.buf_get_clients(bufnr)
  for _, client in pairs(attached) do
    if client.name == 'kiss-lsp' and client.initialized then
      table.insert(list, client)
    end
  end
  return list
end

local function check()
  local bufnr = vim.api.nvim_get_current_buf()
  local name = vim.api.nvim_buf_get_name(bufnr)
  out.file = name
  out.filetype = vim.bo[bufnr].filetype
  if not name:match('SettingsRow%.kiss$') then
    return finish(false, 'the current buffer is not SettingsRow.kiss: ' .. name)
  end
  if out.filetype ~= 'kiss' then
    return finish(false, ('filetype is %q, not "kiss"'):format(out.filetype))
  end

  -- 1. The setup started kiss-lsp and attached it to the buffer.
  if not vim.wait(timeout, function() return #kiss_clients(bufnr) > 0 end, 20) then
    return finish(false, 'kiss-lsp did not attach to the buffer within ' .. timeout .. ' ms (see ' .. vim.lsp.get_log_path() .. ')')
  end
  local client = kiss_clients(bufnr)[1]
  out.client = client.name
  out.offset_encoding = client.offset_encoding
  out.root_dir = client.config.root_dir

  -- 2. The pushed diagnostics include K201 on line 22 (0-based 21).
  local function k201()
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      local code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code)
      if code == 'K201' then
        return d
      end
    end
  end
  local arrived = vim.wait(timeout, function() return k201() ~= nil end, 20)
  out.diagnostics = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    table.insert(out.diagnostics, {
      lnum = d.lnum, col = d.col, severity = d.severity, source = d.source,
      code = d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code), message = d.message,
    })
  end
  if not arrived then
    return finish(false, ('no K201 diagnostic within %d ms; got %s'):format(timeout, vim.inspect(out.diagnostics)))
  end
  local diagnostic = k201()
  if diagnostic.lnum ~= 21 then
    return finish(false, ('K201 is on line %d (0-based), expected 21'):format(diagnostic.lnum))
  end
  if diagnostic.source ~= 'kiss' then
    return finish(false, ('K201 has source %q, expected "kiss"'):format(tostring(diagnostic.source)))
  end
  local lsp_fields = diagnostic.user_data and diagnostic.user_data.lsp or {}
  local href = lsp_fields.codeDescription and lsp_fields.codeDescription.href
  if href ~= doc_url:gsub('{code}', 'K201') then
    return finish(false, ('K201 links to %s, not to the diagnosticDocumentationURL setting: the settings did not reach kiss-lsp'):format(tostring(href)))
  end

  -- 3. A hover on that line's `view` shows its solved frame.
  local line = vim.api.nvim_buf_get_lines(bufnr, 21, 22, true)[1]
  local column = line:find('view(', 1, true)
  if not column then
    return finish(false, 'line 22 has no `view(`: ' .. line)
  end
  vim.api.nvim_win_set_cursor(0, { 22, column - 1 })
  local params = vim.lsp.util.make_position_params(0, client.offset_encoding)
  out.hover_position = params.position
  local responses, err = vim.lsp.buf_request_sync(bufnr, 'textDocument/hover', params, timeout)
  if not responses then
    return finish(false, 'hover request failed: ' .. tostring(err))
  end
  local text
  for _, response in pairs(responses) do
    if response.error then
      return finish(false, 'hover answered an error: ' .. vim.inspect(response.error))
    end
    local contents = response.result and response.result.contents
    if type(contents) == 'table' and type(contents.value) == 'string' then
      text = contents.value -- MarkupContent, as kiss-lsp answers
    elseif contents ~= nil then
      -- What vim.lsp.buf.hover() would show for the older shapes.
      text = table.concat(vim.lsp.util.convert_input_to_markdown_lines(contents), '\n')
    end
  end
  out.hover = text
  if not text then
    return finish(false, 'hover on `view` returned no contents: ' .. vim.inspect(responses))
  end
  for _, needle in ipairs({ 'frame x', 'width', 'height' }) do
    if not text:find(needle, 1, true) then
      return finish(false, ('the hover does not contain %q:\n%s'):format(needle, text))
    end
  end
  -- 4. The code actions at that `view` include the K201 quick fixes; applying the first one
  -- (as `vim.lsp.buf.code_action()` does with the chosen action) edits the buffer, and the
  -- server's next diagnostics no longer have K201 there.
  local action_params = {
    textDocument = params.textDocument,
    range = { start = params.position, ['end'] = params.position },
    context = { diagnostics = {}, only = { 'quickfix' } },
  }
  local action_responses, action_err = vim.lsp.buf_request_sync(bufnr, 'textDocument/codeAction', action_params, timeout)
  if not action_responses then
    return finish(false, 'code action request failed: ' .. tostring(action_err))
  end
  local chosen
  for _, response in pairs(action_responses) do
    for _, action in ipairs(response.result or {}) do
      local codes = {}
      for _, d in ipairs(action.diagnostics or {}) do codes[d.code] = true end
      if chosen == nil and action.kind == 'quickfix' and codes['K201'] and action.edit then chosen = action end
    end
  end
  if not chosen then
    return finish(false, 'no K201 quick fix among the code actions: ' .. vim.inspect(action_responses))
  end
  out.code_action = chosen.title
  vim.lsp.util.apply_workspace_edit(chosen.edit, client.offset_encoding)
  local fixed_line = vim.api.nvim_buf_get_lines(bufnr, 21, 22, true)[1]
  out.fixed_line = fixed_line
  if not fixed_line:find('.grow(1)', 1, true) then
    return finish(false, ('applying %q did not put .grow(1) on line 22: %s'):format(chosen.title, fixed_line))
  end
  local cleared = vim.wait(timeout, function() return k201() == nil end, 20)
  if not cleared then
    return finish(false, 'K201 is still reported after applying ' .. chosen.title)
  end
  -- 5. Formatting: the line is mangled, `vim.lsp.buf.format()` (0.8+; `formatting_sync` in
  -- 0.7: what a user runs, or format on save) puts it back in the canonical style.
  vim.api.nvim_buf_set_lines(bufnr, 21, 22, true, { '   view( .lightGray ).height( 1 ).grow(1)' })
  if vim.lsp.buf.format then
    vim.lsp.buf.format({ bufnr = bufnr, async = false, timeout_ms = timeout })
  else
    vim.lsp.buf.formatting_sync(nil, timeout) -- Neovim 0.7
  end
  local formatted_line = vim.api.nvim_buf_get_lines(bufnr, 21, 22, true)[1]
  out.formatted_line = formatted_line
  if formatted_line ~= '      view(.lightGray).height(1).grow(1)' then
    return finish(false, 'formatting left line 22 as: ' .. formatted_line)
  end
  -- 6. Completion: after a `.` typed at the end of that line, the modifiers of a `view`.
  vim.api.nvim_buf_set_lines(bufnr, 21, 22, true, { formatted_line .. '.' })
  -- After the dot (in normal mode the cursor cannot stand past the last character; the
  -- line is ASCII, so the byte count is the UTF-16 column).
  local completion_params = { textDocument = params.textDocument, position = { line = 21, character = #formatted_line + 1 } }
  local completion_responses, completion_err = vim.lsp.buf_request_sync(bufnr, 'textDocument/completion', completion_params, timeout)
  if not completion_responses then
    return finish(false, 'completion request failed: ' .. tostring(completion_err))
  end
  local completion_labels = {}
  for _, response in pairs(completion_responses) do
    local result = response.result or {}
    for _, item in ipairs(result.items or result) do completion_labels[item.label] = true end
  end
  if not (completion_labels['padding'] and completion_labels['cornerRadius']) or completion_labels['spacing'] then
    return finish(false, 'completion after `.` did not give the modifiers of a view: ' .. vim.inspect(completion_responses))
  end
  out.completion = 'padding, cornerRadius, … (no spacing)'
  vim.api.nvim_buf_set_lines(bufnr, 21, 22, true, { formatted_line })
  -- 7. :KissPreview writes the page of the buffer's layouts and hands it to the opener.
  local opened
  require('kiss').preview(bufnr, vim.tbl_extend('force', require('kiss').defaults, { preview_opener = function(path) opened = path end }))
  if not opened then
    return finish(false, ':KissPreview opened nothing')
  end
  local page = table.concat(vim.fn.readfile(opened), '\n')
  if not (page:find('<!DOCTYPE html>', 1, true) and page:find('data-layout="SettingsRow"', 1, true)) then
    return finish(false, 'the preview page at ' .. opened .. ' does not show SettingsRow: ' .. page:sub(1, 200))
  end
  out.preview = opened
  if vim.fn.exists(':KissPreview') ~= 2 then
    return finish(false, 'setup did not define :KissPreview')
  end
  for _, m in ipairs(out.server_messages) do
    if m.type <= 2 then
      return finish(false, 'kiss-lsp logged a ' .. (m.type == 1 and 'error' or 'warning') .. ': ' .. m.message)
    end
  end
  local lines = { 'nvim ' .. out.nvim .. ': kiss-lsp attached, positions in ' .. out.offset_encoding }
  for _, d in ipairs(out.diagnostics) do
    table.insert(lines, ('diagnostic line %d: %s [%s] %s'):format(d.lnum + 1, d.source, d.code, d.message))
  end
  table.insert(lines, ('hover at line %d character %d:'):format(params.position.line, params.position.character))
  table.insert(lines, text)
  table.insert(lines, ('code action applied: %s -> %s'):format(out.code_action, out.fixed_line))
  table.insert(lines, 'formatted: ' .. out.formatted_line)
  table.insert(lines, 'completion after `.`: ' .. out.completion)
  table.insert(lines, 'preview page: ' .. out.preview)
  table.insert(lines, 'nvim_e2e: ok: K201 on line 22, a hover with the frame, its quick fix applied, formatting, completion and the preview page')
  io.stdout:write(table.concat(lines, '\n') .. '\n')
  finish(true, 'K201 on line 22, a hover with the frame, its quick fix applied, formatting and completion')
end

vim.api.nvim_create_autocmd('VimEnter', {
  once = true,
  callback = function()
    vim.schedule(function()
      local ok, err = pcall(check)
      if not ok then
        finish(false, 'error: ' .. tostring(err))
      end
    end)
  end,
})
