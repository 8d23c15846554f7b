" Vim syntax file
" Language:    Kiss layout files (.kiss)
" Follows:     grammar/kiss.tmLanguage.json (same categories) and
"              Sources/KissSyntax/Lexer.swift, Parser.swift (what the syntax is)
" Works in Vim 8+ and Neovim. Tests/grammar/test_editors.py checks it.
"
" How a `.name` is told apart: inside ( ) it is an enum case (`.center`,
" `.red`), outside it is a modifier (`.padding(8)`, also at the start of a
" continuation line). An argument list is a region, so that holds across lines.

if exists('b:current_syntax')
  finish
endif

let s:cpo_save = &cpo
set cpo&vim
syn case match
syn sync fromstart

" -- Comments (block comments nest) ------------------------------------------
syn keyword kissTodo contained TODO FIXME XXX NOTE
syn match   kissLineComment "//.*$" contains=kissTodo,@Spell
syn match   kissDocComment "///\%(/\)\@!.*$" contains=kissTodo,@Spell
syn region  kissBlockComment start="/\*" end="\*/" contains=kissBlockComment,kissTodo,@Spell fold
syn cluster kissComments contains=kissLineComment,kissDocComment,kissBlockComment

" -- Literals -------------------------------------------------------------------
syn match   kissNumber "\<\d\+\%(\.\d\+\)\=%\="
syn match   kissNumberError "\<\d\+\%(\.\d\+\)\=%\=\h[[:alnum:]_.]*"
syn match   kissNumberError "\<\d\+\.\%([[:alnum:]_]\)\@!"
syn match   kissHexColorError "#\w*"
syn match   kissHexColor "#\%(\x\{8}\|\x\{6}\|\x\{3}\)\w\@!"
syn region  kissString matchgroup=kissStringDelimiter start=+"+ end=+"+ end=+$+ oneline contains=kissEscapeError,kissEscape
syn match   kissEscapeError "\\\%(u{\x*}\=\|.\|$\)" contained
syn match   kissEscape "\\[\"\\nt]" contained
syn match   kissEscape "\\u{\x\{1,8}}" contained
syn match   kissTypographicQuote "\%u201c[^\u201d"]*[\u201d"]\="
syn keyword kissBoolean true false
syn cluster kissLiterals contains=kissNumber,kissNumberError,kissHexColor,kissHexColorError,kissString,kissTypographicQuote,kissBoolean

" -- Declarations ---------------------------------------------------------------
syn keyword kissImport import
syn keyword kissDeclaration layout preview
syn match   kissPreviewName "\%(\<preview\s\+\)\@<=\h\w*"
syn match   kissLayoutRef "\<\u\w*\>"
syn match   kissLayoutName "\%(\<layout\s\+\)\@<=\h\w*"

" -- Elements and modifiers (outside parentheses) ---------------------------------
syn keyword kissKind vstack hstack wrap pin view label button image switch slider progress
syn keyword kissKind textField activity stepper spacer growSpacer stretchSpacer keyValue
syn match   kissModifier "\.\s*\h\w*"
syn match   kissBrace "[{}]"

" -- Inside parentheses: labels, enum cases, expressions --------------------------
syn match   kissOperator "[-+*/]" contained
syn match   kissComma "," contained
syn match   kissVariable "\<\h\w*\>" contained
syn match   kissParent "\<parent\>" contained
syn match   kissMember "\<\h\w*\s*\.\s*\h\w*" contained contains=kissParent
syn match   kissEnumCase "\.\s*\h\w*" contained
syn match   kissNamedColor "\.\s*\%(black\|white\|gray\|lightGray\|darkGray\|red\|green\|blue\|orange\|yellow\|purple\|pink\|brown\|cyan\|magenta\|clear\)\>" contained
syn match   kissLeadingDot "\.\d\+\%(\.\d\+\)\=" contained
syn match   kissLabel "\<\h\w*\ze\s*:" contained
syn match   kissParam "\<\h\w*\ze\s*:" contained
syn cluster kissExpression contains=@kissComments,@kissLiterals,kissOperator,kissComma,kissVariable,kissParent,kissMember,kissEnumCase,kissNamedColor,kissLeadingDot,kissGroup
syn region  kissGroup matchgroup=kissParen start="(" end=")" end="\ze[{}]" contained contains=@kissExpression
syn region  kissArguments matchgroup=kissParen start="(" end=")" end="\ze[{}]" contains=@kissExpression,kissLabel fold
syn region  kissParameters matchgroup=kissParen start="\%(\<layout\s\+\h\w*\s*\)\@<=(" end=")" end="\ze[{}]" contains=@kissExpression,kissParam

syn match   kissInvalid "[^ \t\r\n\x0b\x0cA-Za-z0-9_{}(),:.+\-*/%\"#\u201c\ufeff]\+"

" -- Highlighting ------------------------------------------------------------------
hi def link kissTodo             Todo
hi def link kissLineComment      Comment
hi def link kissBlockComment     Comment
hi def link kissDocComment       SpecialComment
hi def link kissNumber           Number
hi def link kissNumberError      Error
hi def link kissHexColor         Constant
hi def link kissHexColorError    Error
hi def link kissString           String
hi def link kissStringDelimiter  String
hi def link kissEscape           SpecialChar
hi def link kissEscapeError      Error
hi def link kissTypographicQuote Error
hi def link kissBoolean          Boolean
hi def link kissImport           Include
hi def link kissDeclaration      Structure
hi def link kissPreviewName      Function
hi def link kissLayoutName       Typedef
hi def link kissLayoutRef        Typedef
hi def link kissKind             Type
hi def link kissModifier         Function
hi def link kissBrace            Delimiter
hi def link kissParen            Delimiter
hi def link kissOperator         Operator
hi def link kissComma            Delimiter
hi def link kissVariable         Identifier
hi def link kissParent           Special
hi def link kissMember           Identifier
hi def link kissEnumCase         Constant
hi def link kissNamedColor       Constant
hi def link kissLeadingDot       Error
hi def link kissLabel            Label
hi def link kissParam            Identifier
hi def link kissInvalid          Error

let b:current_syntax = 'kiss'
let &cpo = s:cpo_save
unlet s:cpo_save
