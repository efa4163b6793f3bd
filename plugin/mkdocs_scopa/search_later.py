"""The site's search index is built once a page's widgets are live, not while the engine starts.

mkdocs-material's search starts a Web Worker on every first page and hands it the whole index
(``search/search_index.json``, 0.9 MB) at once: building it takes that worker 1.2 s of CPU, at
the very moment the engine's worker starts Python. On a school laptop's two cores, with the
page itself to draw, the two slow each other down. A page with a widget therefore holds the
search worker's messages back (a few lines in its ``<head>``, before the theme's script makes
the worker) until its widgets are live or have failed, until the reader opens the search, or
for 15 s at most; search then works as before. A page without widgets is left as it is.
"""

from __future__ import annotations

#: Runs before the theme's bundle: the search worker it makes keeps its messages until then.
SCRIPT = """<script>(() => {
  const Base = window.Worker;
  if (!Base) return;
  let release;
  const open = new Promise((resolve) => { release = resolve; });
  const busy = () => document.querySelector('.scopa-widget:not([data-live="true"]):not([data-live="failed"])');
  const watch = () => (busy() ? setTimeout(watch, 100) : release());
  addEventListener("DOMContentLoaded", watch);
  setTimeout(release, 15000);
  addEventListener("focusin", (event) => { if (event.target.closest && event.target.closest(".md-search")) release(); });
  addEventListener("change", (event) => { if (event.target.id === "__search") release(); });
  window.Worker = class extends Base {
    constructor(url, options) {
      super(url, options);
      this.patient = /\\/workers\\/search\\./.test(String(url));
    }
    postMessage(...message) {
      if (this.patient) open.then(() => super.postMessage(...message)); else super.postMessage(...message);
    }
  };
})();</script>"""


def hold_search(output: str) -> str:
    """A built page with its search worker held back while its widgets start (see above)."""
    if 'class="scopa-widget"' not in output:
        return output
    return output.replace("</head>", SCRIPT + "</head>", 1)
