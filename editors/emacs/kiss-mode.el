;;; kiss-mode.el --- Major mode for .kiss layout files -*- lexical-binding: t; -*-

;; Version: 0.1.0
;; Package-Requires: ((emacs "27.1"))
;; Keywords: languages
;; URL: editors/emacs in the Kiss tools repository

;;; Commentary:

;; Highlighting, indentation and comments for .kiss layout files, and
;; kiss-lsp (the Kiss language server) registered with Eglot.
;;
;; The categories follow grammar/kiss.tmLanguage.json: keywords, built-in
;; kinds, layout names, modifiers, enum cases and named colors, argument
;; labels, parameter names, numbers and percentages, hex colors, strings
;; with escapes, comments (block comments nest) and /// doc comments.
;;
;; A `.name' inside parentheses is an enum case (`.center'); outside, it
;; is a modifier (`.padding(8)'), also at the start of a continuation line.
;;
;;   (add-to-list 'load-path "/path/to/editors/emacs")
;;   (require 'kiss-mode)
;;   (add-hook 'kiss-mode-hook #'eglot-ensure)   ; optional
;;
;; M-x kiss-preview (C-c C-p) writes the picture of the buffer's layouts (every
;; preview side by side: the page kiss-lsp draws for `kiss/render') to an HTML
;; file and opens it with `kiss-preview-function' (the browser by default);
;; saving the buffer writes the page again.

;;; Code:

(defgroup kiss nil
  "Editing .kiss layout files."
  :group 'languages
  :prefix "kiss-")

(defcustom kiss-indent-offset 2
  "Number of spaces per indentation level in .kiss files."
  :type 'integer
  :safe #'integerp)

(defface kiss-kind-face '((t :inherit font-lock-builtin-face))
  "Face for built-in element kinds such as vstack and label.")

(defface kiss-layout-name-face '((t :inherit font-lock-type-face))
  "Face for layout names, where declared and where used.")

(defface kiss-modifier-face '((t :inherit font-lock-function-name-face))
  "Face for modifier names such as padding in .padding(8).")

(defface kiss-enum-case-face '((t :inherit font-lock-constant-face))
  "Face for enum cases such as .center in argument position.")

(defface kiss-named-color-face '((t :inherit font-lock-constant-face))
  "Face for named colors such as .red and .lightGray.")

(defface kiss-label-face '((t :inherit font-lock-variable-name-face))
  "Face for argument labels such as font in font: 17.")

(defface kiss-parameter-face '((t :inherit font-lock-variable-name-face))
  "Face for parameter names in a layout's parameter list.")

(defface kiss-number-face '((t :inherit font-lock-constant-face))
  "Face for numbers and percentages.")

(defface kiss-color-face '((t :inherit font-lock-constant-face))
  "Face for hex colors such as #FF8800.")

(defface kiss-escape-face '((t :inherit font-lock-builtin-face))
  "Face for escape sequences in strings.")

(defconst kiss-kinds
  '("vstack" "hstack" "wrap" "pin" "view" "label" "button" "image" "switch"
    "slider" "progress" "textField" "activity" "stepper" "spacer"
    "growSpacer" "stretchSpacer" "keyValue")
  "Built-in element kinds (language spec, section 4).")

(defconst kiss-named-colors
  '("black" "white" "gray" "lightGray" "darkGray" "red" "green" "blue"
    "orange" "yellow" "purple" "pink" "brown" "cyan" "magenta" "clear")
  "Named colors (language spec, section 1).")

(defconst kiss--identifier "[A-Za-z_][A-Za-z0-9_]*"
  "Regexp for an identifier.")

(defvar kiss-mode-syntax-table
  (let ((table (make-syntax-table)))
    ;; // comments (style b) and nested /* */ comments (style a, flag n).
    (modify-syntax-entry ?/ ". 124b" table)
    (modify-syntax-entry ?* ". 23n" table)
    (modify-syntax-entry ?\n "> b" table)
    (modify-syntax-entry ?\r "> b" table)
    (modify-syntax-entry ?\" "\"" table)
    (modify-syntax-entry ?\\ "\\" table)
    (modify-syntax-entry ?_ "_" table)
    (modify-syntax-entry ?# "'" table)
    (modify-syntax-entry ?. "." table)
    (modify-syntax-entry ?: "." table)
    (modify-syntax-entry ?, "." table)
    (modify-syntax-entry ?+ "." table)
    (modify-syntax-entry ?- "." table)
    (modify-syntax-entry ?% "." table)
    (modify-syntax-entry ?\{ "(}" table)
    (modify-syntax-entry ?\} "){" table)
    (modify-syntax-entry ?\( "()" table)
    (modify-syntax-entry ?\) ")(" table)
    table)
  "Syntax table for `kiss-mode'.")

;;; Context

(defun kiss--in-code-p (&optional pos)
  "Non-nil when POS (default point) is outside strings and comments."
  (let ((state (syntax-ppss pos)))
    (not (or (nth 3 state) (nth 4 state)))))

(defun kiss--in-string-p (&optional pos)
  "Non-nil when POS (default point) is inside a string."
  (nth 3 (syntax-ppss pos)))

(defun kiss--in-parens-p (&optional pos)
  "Non-nil when the innermost open bracket at POS is a parenthesis."
  (let ((open (nth 1 (syntax-ppss pos))))
    (and open (eq (char-after open) ?\())))

(defun kiss--in-parameter-list-p (&optional pos)
  "Non-nil when POS is directly inside a layout's parameter list."
  (let ((open (nth 1 (syntax-ppss pos))))
    (and open
         (eq (char-after open) ?\()
         (save-excursion
           (goto-char open)
           (skip-chars-backward " \t\n")
           (looking-back (concat "\\_<layout[ \t\n]+" kiss--identifier)
                         (line-beginning-position 0))))))

(defun kiss--search (regexp limit predicate)
  "Search forward for REGEXP before LIMIT where PREDICATE holds.
PREDICATE is called with point at the match start."
  (let (found)
    (while (and (not found) (re-search-forward regexp limit t))
      (when (save-excursion
              (save-match-data
                (goto-char (match-beginning 0))
                (funcall predicate)))
        (setq found t)))
    found))

(defun kiss--after-identifier-p ()
  "Non-nil when the character before point ends a word (as in a.b)."
  (save-excursion
    (skip-chars-backward " \t")
    (and (char-before)
         (string-match-p "[A-Za-z0-9_]" (char-to-string (char-before))))))

;;; Font-lock matchers

(defconst kiss--dot-name-regexp
  (concat "\\.[ \t]*\\(" "[A-Za-z_][A-Za-z0-9_]*" "\\)")
  "Regexp for a dot and a name; group 1 is the name.")

(defun kiss--match-modifier (limit)
  "Find the next modifier name before LIMIT: a `.name' outside parens."
  (kiss--search kiss--dot-name-regexp limit
                (lambda () (and (kiss--in-code-p) (not (kiss--in-parens-p))))))

(defun kiss--match-enum-case (limit)
  "Find the next enum case before LIMIT: a `.name' inside parens."
  (kiss--search kiss--dot-name-regexp limit
                (lambda () (and (kiss--in-code-p) (kiss--in-parens-p)
                                (not (kiss--after-identifier-p))
                                (not (looking-at-p "\\.[0-9]"))))))

(defun kiss--match-named-color (limit)
  "Find the next named color before LIMIT."
  (kiss--search (concat "\\.[ \t]*\\(" (regexp-opt kiss-named-colors) "\\)\\_>")
                limit
                (lambda () (and (kiss--in-code-p) (kiss--in-parens-p)
                                (not (kiss--after-identifier-p))))))

(defun kiss--match-kind (limit)
  "Find the next built-in kind before LIMIT, heading an element."
  (kiss--search (concat "\\_<\\(" (regexp-opt kiss-kinds) "\\)\\_>") limit
                (lambda () (and (kiss--in-code-p) (not (kiss--in-parens-p))
                                (not (eq (char-before) ?.))
                                (not (looking-at-p
                                      (concat kiss--identifier "[ \t]*\\.")))))))

(defun kiss--match-layout-use (limit)
  "Find the next layout name before LIMIT, heading an element."
  (kiss--search "\\_<\\([A-Z][A-Za-z0-9_]*\\)\\_>" limit
                (lambda () (and (kiss--in-code-p) (not (kiss--in-parens-p))
                                (not (eq (char-before) ?.))))))

(defun kiss--match-label (limit)
  "Find the next argument label before LIMIT: `name:' in an argument list."
  (kiss--search (concat "\\_<\\(" kiss--identifier "\\)[ \t]*:") limit
                (lambda () (and (kiss--in-code-p) (kiss--in-parens-p)
                                (not (kiss--in-parameter-list-p))))))

(defun kiss--match-parameter (limit)
  "Find the next parameter name before LIMIT: `name:' in a parameter list."
  (kiss--search (concat "\\_<\\(" kiss--identifier "\\)[ \t]*:") limit
                (lambda () (and (kiss--in-code-p) (kiss--in-parameter-list-p)))))

(defun kiss--match-escape (limit)
  "Find the next valid escape sequence in a string before LIMIT."
  (kiss--search "\\\\\\(?:[\"\\\\nt]\\|u{[0-9A-Fa-f]\\{1,8\\}}\\)" limit
                #'kiss--in-string-p))

(defun kiss--match-bad-escape (limit)
  "Find the next escape sequence a string cannot hold before LIMIT."
  (kiss--search "\\\\\\(?:u{[0-9A-Fa-f]*}?\\|[^\"\\\\ntu]\\|u\\)" limit
                (lambda () (and (kiss--in-string-p)
                                (not (looking-at-p
                                      "\\\\u{[0-9A-Fa-f]\\{1,8\\}}"))))))

(defun kiss--match-code (regexp)
  "Return a matcher for REGEXP outside strings and comments."
  (lambda (limit) (kiss--search regexp limit #'kiss--in-code-p)))

(defvar kiss-font-lock-keywords
  `(;; Doc comments: /// but not ////.
    ("^[ \t]*\\(///\\(?:[^/\n].*\\)?\\)$" 1 'font-lock-doc-face t)
    (,(kiss--match-code "\\_<\\(import\\)\\_>") 1 'font-lock-keyword-face)
    (,(kiss--match-code (concat "\\_<\\(layout\\)\\_>\\(?:[ \t]+\\("
                                kiss--identifier "\\)\\)?"))
     (1 'font-lock-keyword-face) (2 'kiss-layout-name-face nil t))
    (,(kiss--match-code (concat "\\_<\\(preview\\)\\_>\\(?:[ \t]+\\("
                                kiss--identifier "\\)\\)?"))
     (1 'font-lock-keyword-face) (2 'font-lock-function-name-face nil t))
    (,(kiss--match-code "\\_<\\(true\\|false\\)\\_>[ \t]*[^: \t]")
     1 'font-lock-constant-face)
    (,(kiss--match-code "\\_<\\(true\\|false\\)\\_>[ \t]*$")
     1 'font-lock-constant-face)
    (kiss--match-parameter 1 'kiss-parameter-face)
    (kiss--match-label 1 'kiss-label-face)
    (kiss--match-modifier 1 'kiss-modifier-face)
    (kiss--match-named-color 1 'kiss-named-color-face)
    (kiss--match-enum-case 1 'kiss-enum-case-face keep)
    (kiss--match-kind 1 'kiss-kind-face)
    (kiss--match-layout-use 1 'kiss-layout-name-face keep)
    (,(kiss--match-code
       "#\\(?:[0-9A-Fa-f]\\{8\\}\\|[0-9A-Fa-f]\\{6\\}\\|[0-9A-Fa-f]\\{3\\}\\)\\_>")
     0 'kiss-color-face)
    (,(kiss--match-code "#[A-Za-z0-9_]*") 0 'font-lock-warning-face keep)
    (,(kiss--match-code "\\_<[0-9]+\\(?:\\.[0-9]+\\)?%?[A-Za-z_][A-Za-z0-9_.]*")
     0 'font-lock-warning-face)
    (,(kiss--match-code "\\_<[0-9]+\\(?:\\.[0-9]+\\)?%?")
     0 'kiss-number-face keep)
    (kiss--match-escape 0 'kiss-escape-face prepend)
    (kiss--match-bad-escape 0 'font-lock-warning-face prepend))
  "Font-lock keywords for `kiss-mode'.")

;;; Indentation

(defun kiss--modifier-line-p ()
  "Non-nil when the current line starts with a `.name' outside parens."
  (save-excursion
    (back-to-indentation)
    (and (looking-at-p "\\.[ \t]*[A-Za-z_]")
         (not (kiss--in-parens-p)))))

(defun kiss--previous-code-line ()
  "Move to the previous line that is neither blank nor only a comment.
Return nil at the start of the buffer."
  (let (found)
    (while (and (not found) (zerop (forward-line -1)))
      (back-to-indentation)
      (unless (or (eolp) (looking-at-p "//\\|/\\*\\|\\*")
                  (nth 4 (syntax-ppss)))
        (setq found t)))
    found))

(defun kiss--modifier-line-extra ()
  "Extra indentation levels for a modifier line: 1, or 0 after `}' or `)'."
  (save-excursion
    (let ((extra 1) (searching t))
      (while (and searching (kiss--previous-code-line))
        (back-to-indentation)
        (cond ((kiss--modifier-line-p))
              ((looking-at-p "[})]") (setq extra 0 searching nil))
              (t (setq searching nil))))
      extra)))

(defun kiss-calculate-indentation ()
  "The indentation of the current line: brackets and modifier lines."
  (save-excursion
    ;; `syntax-ppss' given a position moves point there: look at the line's first
    ;; character only after it (a `}.padding(10)' line is one level out).
    (let* ((state (syntax-ppss (line-beginning-position)))
           (depth (car state))
           (closes (progn (back-to-indentation) (looking-at-p "[})]")))
           (levels (- depth (if closes 1 0))))
      (when (and (kiss--modifier-line-p) (not (nth 4 state)))
        (setq levels (+ levels (kiss--modifier-line-extra))))
      (* kiss-indent-offset (max levels 0)))))

(defun kiss-indent-line ()
  "Indent the current line by bracket depth, `kiss-indent-offset' per level."
  (interactive)
  (let ((state (syntax-ppss (line-beginning-position))))
    (unless (or (nth 3 state) (nth 4 state))
      (let ((column (kiss-calculate-indentation))
            (offset (- (current-column) (current-indentation))))
        (indent-line-to column)
        (when (> offset 0) (forward-char offset))))))

;;; The mode

;;;###autoload
(define-derived-mode kiss-mode prog-mode "Kiss"
  "Major mode for editing .kiss layout files.

\\{kiss-mode-map}"
  :syntax-table kiss-mode-syntax-table
  :group 'kiss
  (setq-local comment-start "// ")
  (setq-local comment-end "")
  (setq-local comment-start-skip "\\(?://+\\|/\\*+\\)[ \t]*")
  (setq-local comment-end-skip "[ \t]*\\*+/")
  (setq-local comment-multi-line nil)
  (setq-local comment-use-syntax t)
  (setq-local parse-sexp-ignore-comments t)
  (setq-local indent-line-function #'kiss-indent-line)
  (setq-local indent-tabs-mode nil)
  (setq-local tab-width 8)
  (setq-local electric-indent-chars (append '(?\} ?\) ?.) electric-indent-chars))
  (setq-local font-lock-defaults '(kiss-font-lock-keywords nil nil))
  (setq-local font-lock-multiline t))

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.kiss\\'" . kiss-mode))

;;; Eglot

(defvar eglot-server-programs)

;;;###autoload
(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs '(kiss-mode . ("kiss-lsp"))))

;;; Preview

(declare-function eglot--current-server-or-lose "eglot")
(declare-function eglot--TextDocumentIdentifier "eglot")
(declare-function jsonrpc-request "jsonrpc")

(defcustom kiss-preview-function #'browse-url-of-file
  "Function called with the path of the preview page to show it."
  :type 'function
  :group 'kiss)

(defvar-local kiss--preview-file nil
  "The preview page written for this buffer, once `kiss-preview' ran.")

(defun kiss-write-preview ()
  "Write the HTML picture of this buffer's layouts; return its path.
The page is what kiss-lsp answers to `kiss/render'."
  (require 'eglot)
  (let* ((server (eglot--current-server-or-lose))
         (result (jsonrpc-request
                  server :kiss/render
                  (list :textDocument (eglot--TextDocumentIdentifier)
                        :format "html")))
         (html (plist-get result :html))
         (name (file-name-base (or buffer-file-name "preview")))
         (path (or kiss--preview-file
                   (make-temp-file (concat "kiss-" name "-") nil ".html"))))
    (unless (stringp html) (error "kiss/render answered no page"))
    ;; Written whole, then renamed into place: a browser never reads half a page.
    (let ((partial (concat path ".partial"))
          (coding-system-for-write 'utf-8-unix))
      (with-temp-file partial (insert html))
      (rename-file partial path t))
    (setq kiss--preview-file path)
    (add-hook 'after-save-hook #'kiss--refresh-preview nil t)
    path))

(defun kiss--refresh-preview ()
  "Write the preview page again after a save, when there is one."
  (when kiss--preview-file
    (condition-case err
        (kiss-write-preview)
      (error (message "kiss: preview not refreshed: %s"
                      (error-message-string err))))))

(defun kiss-preview ()
  "Show the picture of this buffer's layouts at every preview.
Needs Eglot running kiss-lsp for the buffer."
  (interactive)
  (funcall kiss-preview-function (kiss-write-preview)))

(define-key kiss-mode-map (kbd "C-c C-p") #'kiss-preview)

(provide 'kiss-mode)

;;; kiss-mode.el ends here
