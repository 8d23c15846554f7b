" Filetype settings for .kiss layout files.
if exists('b:did_ftplugin')
  finish
endif
let b:did_ftplugin = 1

" Comments: // and /* */ (nested), /// doc comments continue on Enter.
setlocal commentstring=//\ %s
setlocal comments=s1:/*,mb:*,ex:*/,:///,://
setlocal formatoptions-=t formatoptions+=croql

" Two spaces per level, as the examples and `kiss-lsp` formatting use.
setlocal expandtab shiftwidth=2 softtabstop=2 tabstop=8

" Identifiers as the language has them; `.padding` and `#FF8800` are words too
" for `*` and completion.
setlocal iskeyword=@,48-57,_
setlocal suffixesadd=.kiss
setlocal matchpairs=(:),{:}

let b:undo_ftplugin = 'setlocal commentstring< comments< formatoptions< expandtab< shiftwidth<'
      \ . ' softtabstop< tabstop< iskeyword< suffixesadd< matchpairs<'
