;;; emacs_e2e.el --- kiss-lsp end to end in Emacs with Eglot -*- lexical-binding: t; -*-

;;; Commentary:

;; Emacs in batch mode: kiss-mode.el (editors/emacs), set up as its README
;; says, starts the real kiss-lsp through Eglot on a copy of
;; Examples/SettingsRow.kiss; Flymake must get the K201 diagnostic on line
;; 22 and a hover on that line's `view' must show its frame.
;;
;;   emacs -Q --batch -l Tests/editors/emacs_e2e.el
;;
;; Environment (set by Tests/editors/run.sh): KISS_REPO (the repository),
;; KISS_LSP (the kiss-lsp binary), KISS_FILE (the copy of SettingsRow.kiss),
;; KISS_RESULT (a summary is written there, and the Eglot events buffer,
;; i.e. the LSP traffic, next to it as .events), KISS_TIMEOUT (seconds to
;; wait for each answer, default 30), KISS_ELPA_DIR (where Debian's elpa-*
;; packages live, default /usr/share/emacs/site-lisp/elpa).
;; Exit code 0 when every check passed, 1 otherwise.

;;; Code:

(require 'cl-lib)
(require 'subr-x)

(defun kiss-e2e--env (name)
  "The environment variable NAME, which must be set."
  (or (getenv name) (error "%s is not set" name)))

(defvar kiss-e2e-repo (kiss-e2e--env "KISS_REPO"))
(defvar kiss-e2e-lsp (kiss-e2e--env "KISS_LSP"))
(defvar kiss-e2e-file (kiss-e2e--env "KISS_FILE"))
(defvar kiss-e2e-result (kiss-e2e--env "KISS_RESULT"))
(defvar kiss-e2e-timeout (string-to-number (or (getenv "KISS_TIMEOUT") "30")))
(defvar kiss-e2e-summary nil "Lines for the result file.")

(defun kiss-e2e--note (format-string &rest args)
  "Print FORMAT-STRING with ARGS and keep it for the result file."
  (let ((line (apply #'format format-string args)))
    (push line kiss-e2e-summary)
    (princ (concat line "\n") #'external-debugging-output)))

(defun kiss-e2e--wait (what predicate)
  "Run the event loop until PREDICATE is non-nil; fail naming WHAT on timeout.
Batch Emacs has no command loop, so each round also runs what it would run
after a command (`post-command-hook': `eglot-ensure' connects from there)."
  (let ((deadline (+ (float-time) kiss-e2e-timeout))
        value)
    (while (and (not (setq value (funcall predicate)))
                (< (float-time) deadline))
      (run-hooks 'post-command-hook)
      (accept-process-output nil 0.05))
    (or value (error "Timed out after %ss waiting for %s" kiss-e2e-timeout what))))

;; Debian's elpa-eglot (and the newer project, xref, seq it needs) live in
;; /usr/share/emacs/site-lisp/elpa, which -Q leaves out of `load-path'.
(dolist (dir (reverse (file-expand-wildcards
                       (expand-file-name "*" (or (getenv "KISS_ELPA_DIR")
                                                 "/usr/share/emacs/site-lisp/elpa")))))
  (when (file-directory-p dir)
    (add-to-list 'load-path dir)))

;; The README's setup, but for the server path.
(add-to-list 'load-path (expand-file-name "editors/emacs" kiss-e2e-repo))
(require 'kiss-mode)
(add-hook 'kiss-mode-hook #'eglot-ensure)
(with-eval-after-load 'eglot
  (setf (alist-get 'kiss-mode eglot-server-programs) (list kiss-e2e-lsp)))

(defun kiss-e2e--write-result (ok)
  "Write the summary and, when there is one, the Eglot events buffer; OK is the outcome."
  (with-temp-file kiss-e2e-result
    (insert (if ok "ok\n" "FAILED\n")
            (mapconcat #'identity (reverse kiss-e2e-summary) "\n") "\n"))
  (let ((events (cl-find-if (lambda (b) (string-prefix-p "*EGLOT" (buffer-name b)))
                            (buffer-list))))
    (when events
      (with-current-buffer events
        (write-region nil nil (concat kiss-e2e-result ".events") nil 'silent)))))

(defun kiss-e2e--run ()
  "The checks; signal an error when one fails."
  (kiss-e2e--note "emacs %s" emacs-version)
  (require 'eglot)
  (kiss-e2e--note "eglot from %s" (locate-library "eglot"))
  (let ((program (cdr (assoc 'kiss-mode eglot-server-programs))))
    (unless (equal program (list kiss-e2e-lsp))
      (error "Eglot's server for kiss-mode is %S, not the built kiss-lsp" program)))
  (find-file kiss-e2e-file)
  (unless (eq major-mode 'kiss-mode)
    (error "%s opened in %s, not kiss-mode" kiss-e2e-file major-mode))
  ;; 1. eglot-ensure (from kiss-mode-hook) connects and manages the buffer.
  (let ((server (kiss-e2e--wait "Eglot to connect to kiss-lsp"
                                (lambda () (and (bound-and-true-p eglot--managed-mode)
                                                (eglot-current-server))))))
    (kiss-e2e--note "connected: %s" (eglot--project-nickname server))
    (unless (bound-and-true-p flymake-mode)
      (error "Eglot did not turn Flymake on"))
    ;; 2. Flymake shows K201 on line 22.
    (let* ((k201-p (lambda (d) (string-match-p "\\[K201\\]" (flymake-diagnostic-text d))))
           (diagnostic (kiss-e2e--wait "a K201 diagnostic in Flymake"
                                       (lambda () (cl-find-if k201-p (flymake-diagnostics))))))
      (dolist (d (flymake-diagnostics))
        (kiss-e2e--note "diagnostic line %d: %s %s"
                        (line-number-at-pos (flymake-diagnostic-beg d))
                        (flymake-diagnostic-type d) (flymake-diagnostic-text d)))
      (let ((line (line-number-at-pos (flymake-diagnostic-beg diagnostic))))
        (unless (= line 22)
          (error "K201 is on line %d, expected 22" line)))
      (unless (eq (flymake-diagnostic-type diagnostic) 'eglot-warning)
        (error "K201 is a %s, expected eglot-warning" (flymake-diagnostic-type diagnostic))))
    ;; 3. Hover on that line's `view' shows its frame: the request itself,
    ;; and what ElDoc (C-h ., M-x eldoc) would display.
    (goto-char (point-min))
    (forward-line 21)
    (unless (search-forward "view(" (line-end-position) t)
      (error "Line 22 has no `view('"))
    (goto-char (match-beginning 0))
    (let* ((hover (jsonrpc-request server :textDocument/hover
                                  (eglot--TextDocumentPositionParams)))
           (contents (plist-get hover :contents))
           (text (and contents (eglot--hover-info contents))))
      (kiss-e2e--note "hover at %S:\n%s" (plist-get (eglot--TextDocumentPositionParams) :position) text)
      (unless (and text (string-match-p "frame x" text) (string-match-p "width" text))
        (error "The hover on `view' has no frame: %S" hover)))
    (let (shown)
      (eglot-hover-eldoc-function (lambda (info &rest _) (setq shown (or info ""))))
      (kiss-e2e--wait "the ElDoc hover" (lambda () shown))
      (unless (string-match-p "frame x" shown)
        (error "ElDoc's hover has no frame: %S" shown)))
    ;; 4. The quick fixes of that K201 (`eglot-code-actions' as M-x eglot-code-actions
    ;; asks for them), the first applied as Eglot applies a chosen action: the line gets
    ;; `.grow(1)' and Flymake's K201 goes away.
    (goto-char (point-min))
    (forward-line 21)
    (search-forward "view(" (line-end-position) t)
    (goto-char (match-beginning 0))
    (let* ((actions (eglot-code-actions (point) nil "quickfix"))
           (chosen (cl-find-if (lambda (a)
                                 (cl-some (lambda (d) (equal (plist-get d :code) "K201"))
                                          (plist-get a :diagnostics)))
                               actions)))
      (unless chosen
        (error "No K201 quick fix among %S" actions))
      (kiss-e2e--note "code action: %s" (plist-get chosen :title))
      (eglot--apply-workspace-edit (plist-get chosen :edit))
      ;; Eglot sends the change from an idle timer, and a batch Emacs is never idle.
      (eglot--signal-textDocument/didChange)
      (let ((line (buffer-substring-no-properties (line-beginning-position) (line-end-position))))
        (kiss-e2e--note "line 22 after the fix: %s" line)
        (unless (string-match-p "\\.grow(1)" line)
          (error "Applying %S did not put .grow(1) on line 22: %s" (plist-get chosen :title) line)))
      (kiss-e2e--wait "Flymake to drop K201 after the fix"
                      (lambda () (not (cl-find-if (lambda (d) (string-match-p "\\[K201\\]" (flymake-diagnostic-text d)))
                                                  (flymake-diagnostics))))))
    ;; 5. Formatting: the line is mangled, `eglot-format-buffer' puts it back.
    (goto-char (point-min))
    (forward-line 21)
    (delete-region (line-beginning-position) (line-end-position))
    (insert "   view( .lightGray ).height( 1 ).grow(1)")
    (eglot--signal-textDocument/didChange)
    (eglot-format-buffer)
    (goto-char (point-min))
    (forward-line 21)
    (let ((line (buffer-substring-no-properties (line-beginning-position) (line-end-position))))
      (kiss-e2e--note "line 22 after formatting: %s" line)
      (unless (equal line "      view(.lightGray).height(1).grow(1)")
        (error "Formatting left line 22 as %S" line)))
    ;; 6. Completion: after a `.' typed at the end of that line, the modifiers of a `view'
    ;; (what `completion-at-point' asks Eglot for).
    (end-of-line)
    (insert ".")
    (eglot--signal-textDocument/didChange)
    (let* ((result (jsonrpc-request server :textDocument/completion (eglot--TextDocumentPositionParams)))
           (items (if (vectorp result) result (plist-get result :items)))
           (labels (mapcar (lambda (item) (plist-get item :label)) items)))
      (kiss-e2e--note "completion after `.': %d items, e.g. %S" (length labels) (seq-take labels 3))
      (unless (and (member "padding" labels) (member "cornerRadius" labels) (not (member "spacing" labels)))
        (error "Completion after `.' did not give the modifiers of a view: %S" labels)))
    (delete-char -1)
    (eglot--signal-textDocument/didChange)
    ;; 7. `kiss-preview' writes the page of the buffer's layouts and hands it on.
    (let* ((opened nil)
           (kiss-preview-function (lambda (path) (setq opened path))))
      (kiss-preview)
      (unless opened (error "kiss-preview opened nothing"))
      (let ((page (with-temp-buffer (insert-file-contents opened) (buffer-string))))
        (kiss-e2e--note "preview page: %s (%d characters)" opened (length page))
        (unless (and (string-prefix-p "<!DOCTYPE html>" page)
                     (string-match-p "data-layout=\"SettingsRow\"" page))
          (error "The preview page %s does not show SettingsRow" opened))))
    ;; 8. A clean stop: the shutdown request and exit notification that
    ;; `eglot-shutdown' sends, then the server must end by itself with status 0.
    ;; (`eglot-shutdown' itself deletes the process right after `exit', so
    ;; the server's own exit status could not be seen.)
    (let ((process (jsonrpc--process server)))
      (setf (eglot--shutdown-requested server) t)
      (jsonrpc-request server :shutdown nil :timeout kiss-e2e-timeout)
      (jsonrpc-notify server :exit nil)
      (kiss-e2e--wait "kiss-lsp to exit after shutdown and exit"
                      (lambda () (not (process-live-p process))))
      (kiss-e2e--note "kiss-lsp ended: %s %s" (process-status process)
                      (process-exit-status process))
      (unless (and (eq (process-status process) 'exit)
                   (zerop (process-exit-status process)))
        (error "kiss-lsp ended with %s %s after shutdown and exit, expected exit 0"
               (process-status process) (process-exit-status process))))))

(condition-case err
    (progn
      (kiss-e2e--run)
      (kiss-e2e--note "emacs_e2e: ok: K201 on line 22, a hover with the frame, its quick fix applied, formatting and completion")
      (kiss-e2e--write-result t)
      (kill-emacs 0))
  (error
   (kiss-e2e--note "emacs_e2e: FAILED: %s" (error-message-string err))
   (kiss-e2e--write-result nil)
   (kill-emacs 1)))

;;; emacs_e2e.el ends here
