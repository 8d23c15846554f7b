" .kiss layout files. Vim and Neovim before 0.7 read this; Neovim 0.7+ also
" gets the same from vim.filetype.add in lua/kiss/init.lua.
autocmd BufRead,BufNewFile *.kiss setfiletype kiss
