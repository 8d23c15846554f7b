import Foundation

/// One self-contained page (no network, no files beside it) showing a `Picture`: the SVG
/// with a panel that follows the pointer — the box's kind and id, its frame, why it has its
/// size, its findings and its source line. An editor's preview can post
/// `{type: "cursor", line, character}` (0-based, UTF-16) to select the innermost box written
/// around the cursor, and `{type: "picture", svg}` to swap in a new drawing; `#cursor=L:C`
/// in the page's address selects a place as well.
public struct HTMLPage {
    public init() {}

    public func html(_ picture: Picture) -> String {
        let title = "Kiss layouts — " + picture.file
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width\">\n"
        page += "<title>\(Markup.escape(title))</title>\n<style>\n\(Self.css)</style>\n</head>\n<body>\n"
        page += SVGWriter().svg(picture)
        page += "<aside id=\"info\" hidden>\n<h1 id=\"info-title\"></h1>\n<p id=\"info-frame\"></p>\n<ul id=\"info-why\"></ul>\n"
        page += "<ul id=\"info-problems\"></ul>\n<p id=\"info-source\"></p>\n<pre id=\"info-code\"></pre>\n</aside>\n"
        page += "<script>\n\(Self.script)</script>\n</body>\n</html>\n"
        return page
    }

    static let css = """
    html, body { margin: 0; padding: 0; background: #f2f2f7; font: 13px -apple-system, BlinkMacSystemFont, 'Helvetica Neue', Arial, sans-serif; }
    body > svg { display: block; }
    .box.hot > .frame { stroke: #007aff; stroke-width: 2; stroke-dasharray: none; }
    .box.selected > .frame { stroke: #af52de; stroke-width: 2; stroke-dasharray: none; }
    #info { position: fixed; right: 12px; bottom: 12px; width: 340px; max-height: 60vh; overflow: auto; background: #ffffff;
            border: 1px solid #c7c7cc; border-radius: 8px; padding: 10px 12px; box-shadow: 0 4px 16px rgba(0,0,0,0.15); }
    #info h1 { font-size: 14px; margin: 0 0 4px; }
    #info p, #info ul { margin: 4px 0; }
    #info ul { padding-left: 18px; }
    #info-problems li { color: #c4281c; }
    #info code { font: 12px Menlo, 'DejaVu Sans Mono', monospace; background: #f2f2f7; border-radius: 3px; padding: 0 2px; }
    #info pre { margin: 4px 0 0; padding: 6px; background: #f2f2f7; border-radius: 4px; white-space: pre-wrap; font: 12px Menlo, 'DejaVu Sans Mono', monospace; }

    """

    static let script = """
    (function () {
      const info = document.getElementById('info');
      const field = (id) => document.getElementById(id);
      function fill(list, text) {
        list.textContent = '';
        for (const line of (text || '').split('\\n').filter(Boolean)) {
          const item = document.createElement('li');
          // `code` spans, as hover writes them, become code; the rest stays text.
          line.split('`').forEach((part, index) => {
            if (index % 2 === 1) {
              const code = document.createElement('code');
              code.textContent = part;
              item.appendChild(code);
            } else {
              item.appendChild(document.createTextNode(part));
            }
          });
          list.appendChild(item);
        }
      }
      function show(box) {
        const frame = box.dataset.frame.split(' ');
        field('info-title').textContent = box.dataset.title;
        field('info-frame').textContent = 'frame x ' + frame[0] + ' y ' + frame[1] + ' width ' + frame[2] + ' height ' + frame[3] +
          ' · ' + box.closest('.preview').dataset.preview;
        fill(field('info-why'), box.dataset.why);
        fill(field('info-problems'), box.dataset.problems);
        field('info-source').textContent = box.dataset.source;
        field('info-code').textContent = box.dataset.code;
        info.hidden = false;
      }
      let hot = null;
      document.addEventListener('mouseover', (event) => {
        const box = event.target.closest && event.target.closest('.box');
        if (box === hot) return;
        if (hot) hot.classList.remove('hot');
        hot = box;
        if (box) { box.classList.add('hot'); show(box); }
      });
      // An editor follows its cursor: the innermost box written around it, in every preview.
      function contains(extent, line, character) {
        const [l1, c1, l2, c2] = extent.split(' ').map(Number);
        const after = line > l1 || (line === l1 && character >= c1);
        const before = line < l2 || (line === l2 && character <= c2);
        return after && before;
      }
      function select(line, character) {
        for (const old of document.querySelectorAll('.box.selected')) old.classList.remove('selected');
        let first = null;
        for (const preview of document.querySelectorAll('.preview')) {
          let best = null;
          for (const box of preview.querySelectorAll('.box[data-extent]')) {
            if (contains(box.dataset.extent, line, character)) best = box;
          }
          if (best) { best.classList.add('selected'); first = first || best; }
        }
        if (first) { show(first); first.scrollIntoView({ block: 'nearest', inline: 'nearest' }); }
      }
      let cursor = null;
      // An editor's preview swaps in a new picture as the text changes, keeping the selection.
      function replacePicture(svg) {
        const old = document.querySelector('body > svg');
        const holder = document.createElement('div');
        holder.innerHTML = svg;
        const fresh = holder.querySelector('svg');
        if (!old || !fresh) return;
        old.replaceWith(fresh);
        hot = null;
        if (cursor) select(cursor[0], cursor[1]);
      }
      window.addEventListener('message', (event) => {
        const message = event.data;
        if (!message) return;
        if (message.type === 'cursor') { cursor = [message.line, message.character]; select(cursor[0], cursor[1]); }
        if (message.type === 'picture' && typeof message.svg === 'string') replacePicture(message.svg);
      });
      // A link can select a place too: page.html#cursor=LINE:CHARACTER (0-based).
      const place = /^#cursor=(\\d+):(\\d+)$/.exec(location.hash);
      if (place) { cursor = [Number(place[1]), Number(place[2])]; select(cursor[0], cursor[1]); }
      window.kissSelect = select;
      // In an editor's webview, say the page is ready for the cursor's position.
      if (typeof acquireVsCodeApi === 'function') acquireVsCodeApi().postMessage({ type: 'ready' });
    })();

    """
}
