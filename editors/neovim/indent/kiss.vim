" Indentation for .kiss files: one shiftwidth per open `{` or `(`, a line that
" starts with `}` or `)` one level less, and a modifier line (`.padding(8)`
" on its own line) one level more than the element it continues.
if exists('b:did_indent')
  finish
endif
let b:did_indent = 1

setlocal indentexpr=KissIndent(v:lnum)
setlocal indentkeys=0{,0},0),0.,!^F,o,O
setlocal autoindent
let b:undo_indent = 'setlocal indentexpr< indentkeys< autoindent<'

if exists('*KissIndent')
  finish
endif

" The line without strings and comments, for counting brackets.
function! s:Code(line) abort
  let l:code = substitute(a:line, '"\%([^"\\]\|\\.\)*"', '""', 'g')
  let l:code = substitute(l:code, '/\*.\{-}\*/', '', 'g')
  let l:code = substitute(l:code, '//.*$', '', '')
  return l:code
endfunction

function! s:Balance(line) abort
  let l:code = s:Code(a:line)
  let l:opened = len(substitute(l:code, '[^{(]', '', 'g'))
  let l:closed = len(substitute(l:code, '[^})]', '', 'g'))
  " Closers at the start of the line were already taken off that line's own indent.
  let l:leading = len(matchstr(l:code, '^\s*[})]*')) - len(matchstr(l:code, '^\s*'))
  return l:opened - (l:closed - l:leading)
endfunction

function! s:IsModifierLine(line) abort
  return a:line =~# '^\s*\.\h'
endfunction

" The nearest line at or above lnum that is code and not a comment.
function! s:PrevCode(lnum) abort
  let l:prev = prevnonblank(a:lnum)
  while l:prev > 0 && getline(l:prev) =~# '^\s*\%(//\|/\*\|\*\)'
    let l:prev = prevnonblank(l:prev - 1)
  endwhile
  return l:prev
endfunction

function! KissIndent(lnum) abort
  let l:prev = s:PrevCode(a:lnum - 1)
  if l:prev == 0
    return 0
  endif
  let l:prevline = getline(l:prev)
  let l:line = getline(a:lnum)
  let l:balance = s:Balance(l:prevline)
  if s:IsModifierLine(l:prevline) && l:balance == 0 && !s:IsModifierLine(l:line)
    " After a run of modifier lines: back to the element they continue.
    let l:element = l:prev
    while l:element > 1 && s:IsModifierLine(getline(l:element))
      let l:element = s:PrevCode(l:element - 1)
    endwhile
    let l:indent = indent(l:element)
  else
    let l:indent = indent(l:prev) + shiftwidth() * l:balance
    " A modifier line sits one level in from the element it continues.
    if s:IsModifierLine(l:line) && !s:IsModifierLine(l:prevline) && l:prevline !~# '^\s*[})]'
      let l:indent += shiftwidth()
    endif
  endif
  if l:line =~# '^\s*[})]'
    let l:indent -= shiftwidth()
  endif
  return max([l:indent, 0])
endfunction
