// Finds the widget placeholders of a page (<div class="scopa-widget" data-kind data-config>)
// and makes them live: the engine runs in a Web Worker (worker.js, Pyodide + the scopa_learn
// wheel), started lazily on the first page that has a widget and kept across the pages of
// instant navigation. Each widget's view is the same ES module Jupyter runs (anywidget API),
// given a small model whose send() forwards actions to the engine.
//
// The first screen at once: the site build made each widget's controller and wrote its first
// view into the placeholder (data-first, scopa_learn.widgets.base.placeholder_html). The view
// draws it as soon as the page is shown, with a small "getting ready" sign; a click made before
// the engine is live is kept and answered once it is, in the same drawing (nothing is redrawn
// from scratch, so nothing jumps). data-drawn="true" then data-live="true" say how far it got.
// The engine is handed that first view: it makes the widget's controller and goes live on the
// drawing as it is, without working the view out again; once the page's widgets are live it
// checks the drawing (bridge.settle), which also makes the first click's drawings ready.
//
// Language: every widget speaks the page's language, <html lang> (mkdocs-material sets it from
// theme.language), passed to the engine's create(); the loader's own few words (before the
// engine runs) come in the placeholder's data-words, written in that language by the build.

const TIMEOUT_MS = 30000;
const assets = new URL("../", import.meta.url);
const mounted = new Map(); // placeholder element -> { id, cleanup }
let engine = null;
const pageLang = () => document.documentElement.lang || "en";

// The loader's words from the placeholder (scopa_learn.widgets.base.placeholder_html), with
// their blanks ({error}, {seconds}, {status}) filled in. It has no words of its own: the build
// writes them in the page's language (the catalogue's widget.loader.*).
function words(el, key, fields = {}) {
  let all = {};
  try { all = JSON.parse(el.dataset.words || "{}"); } catch { all = {}; }
  return String(all[key] || "").replace(/\{(\w+)\}/g, (blank, name) => (name in fields ? String(fields[name]) : blank));
}

// Why the engine failed, in the page's words: a failure the loader or the worker knows by its
// code (it did not start in time, its script or its package did not load), else the engine's
// own message (Python's errors are already in the page's language).
class EngineError extends Error {
  constructor(code, fields = {}, message = code) { super(message); this.code = code; this.fields = fields; }
}
const reason = (el, error) => (error && error.code ? words(el, error.code, error.fields) : String(error && error.message || ""));

function say(el, text, kind = "status") {
  const message = Object.assign(document.createElement("p"), {
    className: `scopa-widget__${kind}`, textContent: text,
  });
  message.setAttribute("role", kind === "failure" ? "alert" : "status");
  el.replaceChildren(message);
}

function startEngine() {
  // Named "kept" when the offline copy serves its files (a later visit): worker.js then
  // compiles Pyodide's WebAssembly at once.
  const kept = navigator.serviceWorker?.controller ? "kept" : "";
  const worker = new Worker(new URL("worker.js", import.meta.url), { type: "module", name: kept });
  const pending = new Map();
  let nextId = 1;
  const ready = new Promise((resolve, reject) => {
    // Gives up after 30 s with no sign from the engine: a first visit on a slow network
    // downloads for longer, telling its progress (worker.js), which starts the 30 s again.
    const giveUp = () => setTimeout(
      () => reject(new EngineError("timeout", { seconds: TIMEOUT_MS / 1000 })), TIMEOUT_MS);
    let timer = giveUp();
    worker.addEventListener("message", ({ data }) => {
      if ("progress" in data) { clearTimeout(timer); timer = giveUp(); return; }
      if ("ready" in data) {
        clearTimeout(timer);
        data.ready ? resolve(data.runtime) : reject(data.code ? new EngineError(data.code, data.fields) : new Error(data.error));
        return;
      }
      const call = pending.get(data.id);
      if (!call) return;
      pending.delete(data.id);
      data.ok ? call.resolve(JSON.parse(data.result)) : call.reject(new Error(data.error));
    });
    worker.addEventListener("error", (event) => {
      clearTimeout(timer);
      event.preventDefault();
      reject(new EngineError("no_worker", {}, event.message));
    });
  });
  ready.catch(() => {});  // reported by each widget's call, perhaps made after the failure
  const call = (op, ...args) => ready.then(() => new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, op, args });
  }));
  return { ready, call };
}

// The views' addresses (assets/scopa/runtime.json, written by the build): fetched by the page
// itself, so that a drawn widget does not wait for the engine.
let runtime = null;
const views = () => (runtime ??= fetch(new URL("scopa/runtime.json", assets), { cache: "no-cache" })
  .then((response) => response.json())).then((r) => r.views);

async function viewModule(kind) {
  const { path, v } = await views();
  const module = await import(new URL(`${path}${kind}.js?v=${v}`, assets).href);
  return module.default?.render ? module.default : { render: module.render };
}

// The model a view sees: the part of anywidget's model API our views use.
// The first view comes whole; its parts named in `fixedKeys` (the words, the deck's drawings)
// never change, so the engine leaves them out of every later view (widgets/bridge.py) and the
// model keeps them apart, as anywidget's does: the toolkit draws the two together.
// Until live(id) is called the widget has no engine: what the view sends is kept, and sent in
// order then.
function hostModel(el, firstView, fixedKeys) {
  let fixed = {};
  let view = {};
  const split = (whole, keys) => {
    fixed = {};
    view = {};
    for (const [key, value] of Object.entries(whole)) ((keys || []).includes(key) ? fixed : view)[key] = value;
  };
  split(firstView, fixedKeys);
  let widgetId = null;
  let waiting = [];
  const listeners = new Map();
  const emit = (name) => (listeners.get(name) || []).forEach((cb) => cb());
  // A view that carries "fixed" brings the fixed parts again, because they changed (the Play
  // widget's drawings when a match starts): they take the old ones' place.
  const show = (next) => {
    if (next && next.fixed && typeof next.fixed === "object" && !Array.isArray(next.fixed)) {
      const { fixed: parts, ...rest } = next;
      fixed = parts;
      next = rest;
    }
    view = next;
    emit("change:view");
  };
  const dispatch = (action) => engine.call("dispatch", widgetId, JSON.stringify(action), pageLang()).then(
    show, (error) => show({ ...view, error: words(el, "no_answer", { error: reason(el, error) }) }));
  return {
    get: (name) => (name === "view" ? view : name === "fixed" ? fixed : undefined),
    set(name, value) { if (name === "view") show(value); },
    on(name, cb) { listeners.set(name, [...(listeners.get(name) || []), cb]); },
    off(name, cb) { listeners.set(name, (listeners.get(name) || []).filter((f) => cb && f !== cb)); },
    save_changes() {},
    send(message) {
      if (!message || message.type !== "action") return;
      if (widgetId === null) waiting.push(message.action);
      else dispatch(message.action);
    },
    // The engine made this widget: its view (null: the one drawn), then each action kept
    // meanwhile, answered in order. Returns whether the fixed parts differ from the drawn ones
    // (another language than the build's): a view builds its controls from them once, so the
    // caller draws it anew.
    async live(id, liveView, liveFixed) {
      widgetId = id;
      const kept = waiting;
      waiting = [];
      const fixedChanged = liveView ? this.replace(liveView, liveFixed, !kept.length) : false;
      for (const action of kept) await dispatch(action);
      return fixedChanged;
    },
    // Another whole view in place of the one shown, drawn at once unless `draw` is false (an
    // answer that follows draws it); returns whether its fixed parts changed, which the caller
    // then draws anew.
    replace(whole, keys, draw = true) {
      const before = JSON.stringify([fixed, view]);
      const fixedBefore = JSON.stringify(fixed);
      split(whole, keys);
      const fixedChanged = JSON.stringify(fixed) !== fixedBefore;
      if (draw && !fixedChanged && JSON.stringify([fixed, view]) !== before) emit("change:view");
      return fixedChanged;
    },
  };
}

function startingSign(el) {
  const sign = Object.assign(document.createElement("p"), {
    className: "scopa-widget__starting", textContent: words(el, "starting"),
  });
  sign.setAttribute("role", "status");
  return sign;
}

function fixedKeys(el) {
  try { return JSON.parse(el.dataset.fixed || "[]"); } catch { return []; }
}

// The drawings a page's widgets share are written once, in a table before the first widget
// (plugin/mkdocs_scopa/shared_drawings.py); a first view names them {"$drawing": n}.
const sharedTables = new WeakMap();

function sharedDrawings(el) {
  // the table of this widget's page (instant navigation swaps the page's article)
  const table = (el.closest("article") ?? el.ownerDocument).querySelector("#scopa-drawings");
  if (!table) return [];
  if (!sharedTables.has(table)) sharedTables.set(table, JSON.parse(table.dataset.drawings));
  return sharedTables.get(table);
}

function firstView(el) {
  try {
    if (!el.dataset.first) return null;
    const shared = sharedDrawings(el);
    return JSON.parse(el.dataset.first, (key, value) =>
      value !== null && typeof value === "object" && typeof value.$drawing === "number" ? shared[value.$drawing] : value);
  } catch { return null; }
}

async function mount(el) {
  const kind = el.dataset.kind;
  if (location.protocol === "file:") {
    say(el, words(el, "file"), "failure");
    return;
  }
  const first = firstView(el);
  let model = null;
  let host = null;
  let cleanup = null;
  let sign = null;
  if (!first) el.setAttribute("aria-busy", "true");  // a drawn widget is there to be used
  let making = null;
  try {
    engine ??= startEngine();
    // Asked for now, made by the engine while the page draws: on a later visit the engine is
    // often ready before the drawing is done.
    making = engine.call("create", kind, el.dataset.config || "{}", pageLang(), first ? JSON.stringify(first) : null);
    making.catch(() => {});  // reported below, where it is awaited
    if (first) {  // drawn now from what the build computed, live later
      model = hostModel(el, first, fixedKeys(el));
      host = document.createElement("div");
      host.className = "scopa-widget__view";
      sign = startingSign(el);
      const view = await viewModule(kind);
      el.replaceChildren(host, sign);
      cleanup = await view.render({ model, el: host });
      el.dataset.drawn = "true";
    } else {
      say(el, words(el, "loading"));
    }
    const made = await making;
    if (made.id === null) { say(el, made.view.error, "failure"); el.dataset.live = "failed"; return; }
    if (!model) {
      model = hostModel(el, made.view, made.fixed);
      host = document.createElement("div");
      host.className = "scopa-widget__view";
      const view = await viewModule(kind);
      el.replaceChildren(host);
      cleanup = await view.render({ model, el: host });
    }
    if (await model.live(made.id, made.view, made.fixed)) {
      if (typeof cleanup === "function") cleanup();
      cleanup = await (await viewModule(kind)).render({ model, el: host });
    }
    if (sign) sign.remove();
    mounted.set(el, { id: made.id, cleanup });
    el.dataset.live = "true";
    if (made.view === null) settle(el, kind, model, host, made.id);
  } catch (error) {
    if (typeof cleanup === "function") cleanup();
    if (!mounted.has(el)) making?.then((made) => made.id && engine.call("drop", made.id)).catch(() => {});
    say(el, words(el, "failed", { error: reason(el, error) }), "failure");
    el.dataset.live = "failed";
  } finally {
    el.removeAttribute("aria-busy");
  }
}

// A widget that went live on its drawn view: the engine works that view out now (after the
// page's other widgets were made: their calls came first) and answers null when it is the one
// shown, as it is when the page and the engine come from the same build.
function settle(el, kind, model, host, id) {
  engine.call("settle", id).then(async (settled) => {
    el.dataset.settled = settled ? "redrawn" : "same";  // what the engine found of the drawing
    const entry = mounted.get(el);
    if (!settled || !entry || entry.id !== id) return;
    if (model.replace(settled.view, settled.fixed)) {
      if (typeof entry.cleanup === "function") entry.cleanup();
      entry.cleanup = await (await viewModule(kind)).render({ model, el: host });
    }
  }).catch(() => {});  // the drawn view stays: the next answer brings the engine's
}

function scan() {
  for (const [el, { id, cleanup }] of mounted) {
    if (document.contains(el)) continue;  // page left through instant navigation
    mounted.delete(el);
    if (typeof cleanup === "function") cleanup();
    engine.call("drop", id).catch(() => {});
  }
  for (const el of document.querySelectorAll(".scopa-widget:not([data-live])")) {
    el.dataset.live = "loading";
    mount(el);
  }
}

// Start the engine now, as this script runs, if the page has a widget: Python's start-up is
// the long pole, and waiting for the theme's document$ would only delay it.
if (location.protocol !== "file:" && document.querySelector(".scopa-widget")) engine ??= startEngine();
// A widget added later (the class server's live question, docs/assets/scopa/class.js) asks for a scan.
document.addEventListener("scopa:scan", () => scan());
// The page's widgets are drawn now, as this module runs (the page is read by then), not once
// mkdocs-material has done its own work of DOMContentLoaded (about 0.1 s of the main thread);
// its document$ then tells each page reached by instant navigation (a widget already drawn is
// left alone).
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
else scan();
if (window.document$) window.document$.subscribe(scan);  // mkdocs-material, incl. instant navigation
