// Finds the widget placeholders of a page (<div class="scopa-widget" data-kind data-config>)
// and makes them live: the engine runs in a Web Worker (worker.js, Pyodide + the scopa_learn
// wheel), started lazily on the first page that has a widget and kept across the pages of
// instant navigation. Each widget's view is the same ES module Jupyter runs (anywidget API),
// given a small model whose send() forwards actions to the engine.
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
// {error} filled in.
function words(el, key, error = "") {
  let all = {};
  try { all = JSON.parse(el.dataset.words || "{}"); } catch { all = {}; }
  return String(all[key] || key).replace("{error}", error);
}

function say(el, text, kind = "status") {
  const message = Object.assign(document.createElement("p"), {
    className: `scopa-widget__${kind}`, textContent: text,
  });
  message.setAttribute("role", kind === "failure" ? "alert" : "status");
  el.replaceChildren(message);
}

function startEngine() {
  const worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
  const pending = new Map();
  let nextId = 1;
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`it did not start within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
    worker.addEventListener("message", ({ data }) => {
      if ("ready" in data) {
        clearTimeout(timer);
        data.ready ? resolve(data.runtime) : reject(new Error(data.error));
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
      reject(new Error(event.message || "its worker script failed to load"));
    });
  });
  const call = (op, ...args) => ready.then(() => new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, op, args });
  }));
  return { ready, call };
}

// The model a view sees: the part of anywidget's model API our views use.
function hostModel(el, widgetId, firstView) {
  let view = firstView;
  const listeners = new Map();
  const emit = (name) => (listeners.get(name) || []).forEach((cb) => cb());
  return {
    get: (name) => (name === "view" ? view : undefined),
    set(name, value) { if (name === "view") { view = value; emit("change:view"); } },
    on(name, cb) { listeners.set(name, [...(listeners.get(name) || []), cb]); },
    off(name, cb) { listeners.set(name, (listeners.get(name) || []).filter((f) => cb && f !== cb)); },
    save_changes() {},
    send(message) {
      if (!message || message.type !== "action") return;
      engine.call("dispatch", widgetId, JSON.stringify(message.action), pageLang()).then(
        (next) => { view = next; emit("change:view"); },
        (error) => { view = { ...view, error: words(el, "no_answer", error.message) }; emit("change:view"); },
      );
    },
  };
}

async function mount(el) {
  const kind = el.dataset.kind;
  if (location.protocol === "file:") {
    say(el, words(el, "file"), "failure");
    return;
  }
  say(el, words(el, "loading"));
  el.setAttribute("aria-busy", "true");
  try {
    engine ??= startEngine();
    const made = await engine.call("create", kind, el.dataset.config || "{}", pageLang());
    if (made.id === null) { say(el, made.view.error, "failure"); el.dataset.live = "failed"; return; }
    const { views } = await engine.ready;
    const module = await import(new URL(`${views.path}${kind}.js?v=${views.v}`, assets).href);
    const view = module.default?.render ? module.default : { render: module.render };
    const host = document.createElement("div");
    host.className = "scopa-widget__view";
    el.replaceChildren(host);
    const cleanup = await view.render({ model: hostModel(el, made.id, made.view), el: host });
    mounted.set(el, { id: made.id, cleanup });
    el.dataset.live = "true";
  } catch (error) {
    say(el, words(el, "failed", error.message), "failure");
    el.dataset.live = "failed";
  } finally {
    el.removeAttribute("aria-busy");
  }
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
if (window.document$) window.document$.subscribe(scan);  // mkdocs-material, incl. instant navigation
else if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
else scan();
