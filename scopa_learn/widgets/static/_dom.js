// The view toolkit every widget view shares. Both hosts put this file in front of the view's
// own file, so each view is one self-contained ES module (scopa_learn.widgets.jupyter.view_source
// for anywidget's _esm; the site build writes the same text under assets/scopa/widgets/).
// (Views name their styles CSS: the browser's CSS object is globalThis.CSS here.)
// It holds no rule of the game: DOM building, focus, keyboard, announcements, the projector
// mode, and one way to show a failure and keep going.

const DOM_CSS = `
.scopa-v { --scopa-focus: #0b57d0; position: relative; }
[data-md-color-scheme="slate"] .scopa-v, body[data-jp-theme-light="false"] .scopa-v { --scopa-focus: #8ab4f8; }
/* A visible focus ring on every control (the theme's reset removes the browser's). */
.scopa-v :is(button, input, select, textarea, a[href], summary, [tabindex]):focus-visible {
  outline: 3px solid var(--scopa-focus) !important; outline-offset: 2px !important; box-shadow: none;
}
.scopa-v input:is([type=checkbox], [type=radio]):focus-visible { outline-offset: 3px !important; }
.scopa-v [tabindex="-1"]:focus { outline: none !important; }
.scopa-v select, .scopa-v input, .scopa-v textarea { max-width: 100%; box-sizing: border-box; }
.scopa-v__sr { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.scopa-v__tools { display: flex; flex-wrap: wrap; gap: .4em .9em; align-items: center; justify-content: flex-end; margin: 0 0 .3em; }
.scopa-v__study { display: inline-flex; gap: .3em; align-items: center; font-size: .85em; cursor: pointer; }
.scopa-v__study input { margin: 0; }
/* The study marks off: the cards as a real deck prints them (studySwitch below). */
.scopa-v--plain .scopa-study { display: none; }
.scopa-v__present { font: inherit; font-size: .85em; padding: .15em .6em; cursor: pointer; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .3em; }
.scopa-v__bug { color: #b00020; font-weight: 600; margin: .4em 0; }
.scopa-v__bug:empty { display: none; }
[data-md-color-scheme="slate"] .scopa-v__bug, body[data-jp-theme-light="false"] .scopa-v__bug { color: #ff8a80; }
.scopa-v__scroll { overflow-x: auto; max-width: 100%; }
/* The projector mode: the widget alone on the screen, scaled to it. */
dialog.scopa-v__stage {
  width: 100vw; height: 100vh; max-width: none; max-height: none; margin: 0; padding: 1.5vw 2vw;
  box-sizing: border-box; border: 0; overflow: auto;
  background: var(--md-default-bg-color, var(--jp-layout-color0, Canvas));
  color: var(--md-default-fg-color, var(--jp-ui-font-color0, CanvasText));
}
dialog.scopa-v__stage::backdrop { background: rgba(0, 0, 0, .6); }
dialog.scopa-v__stage > .scopa-v { zoom: var(--scopa-zoom, 1); }
dialog.scopa-v__stage [data-presenter="hide"] { display: none !important; }
`;

// h("button", { class: "x", text: "Go", key: "go", onclick: fn }, child...): null, undefined
// and false attributes are left out; `key` becomes data-key (what keeps focus across redraws).
function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (name === "text") node.textContent = value;
    else if (name === "key") node.dataset.key = value;
    else if (name.startsWith("on") && typeof value === "function") node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : value);
  }
  node.append(...children.filter((c) => c !== null && c !== undefined && c !== false));
  return node;
}

// A card's picture (the SVG the controller drew) or, without one, its notation. The picture is
// hidden from screen readers (the control around it carries the card's name), unless attrs say
// otherwise (a card on its own: { role: "img", "aria-hidden": null, "aria-label": ... }).
function cardFace(card, cls = "scopa-v__card", attrs = {}) {
  const box = h("span", { class: cls, "data-card": card.code, "aria-hidden": "true", ...attrs });
  if (card.svg) box.innerHTML = card.svg;
  else box.append(h("span", { class: "scopa-v__code", text: card.code }));
  return box;
}

// The accessible name of a card control starts with what it shows: "Ad, asso of coins",
// "Rs 10, re of swords" (a figure shows its value too).
function cardName(card, ...more) {
  return [card.shown || card.code, card.name, ...more].filter(Boolean).join(", ");
}

// The heading level for a widget's own headings: one below the page's heading before it.
function headingTag(el) {
  let level = 2;
  const all = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")];
  for (const heading of all) {
    if (el.contains(heading)) break;
    if (heading.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) level = Number(heading.tagName[1]) + 1;
  }
  return `h${Math.min(Math.max(level, 2), 6)}`;
}

// What the controller calls things (base.Controller.view()["ui"]), in the widget's language:
// a view holds no words of its own (scopa_learn.widgets.base, "Language").
function uiText(model, key) {
  const ui = (model.get("view") || {}).ui || {};
  return ui[key] || "";
}

// A controller's words with blanks ("{count} cards", "Play {n} of {total}") filled in by the
// view: the words stay the controller's, in its language.
function fill(text, values = {}) {
  return String(text ?? "").replace(/\{(\w+)\}/g, (blank, name) => (name in values ? String(values[name]) : blank));
}

function usable(node) {
  return node && node.isConnected && !node.disabled && !node.closest("[hidden], [inert]") && node.getClientRects().length > 0;
}

// After a redraw, focus goes back to the control that had it (found again by its data-key), or,
// when that control is gone or disabled, to another of its group (data-key-group), or to the
// widget's result (the element marked data-focus-result): never to the page's <body>.
function refocus(root, before) {
  if (!before || !before.inside) return;
  const active = document.activeElement;
  if (active && active !== document.body && root.contains(active) && usable(active)) return;
  const candidates = [];
  if (before.key) candidates.push(...root.querySelectorAll(`[data-key="${globalThis.CSS.escape(before.key)}"]`));
  if (before.group) {
    // The nearest control of the same group, by place (End disabled: Back; a card played: its neighbour).
    const group = root.querySelector(`[data-key-group="${globalThis.CSS.escape(before.group)}"]`);
    const members = group ? [...group.querySelectorAll("[data-key]")].map((node, i) => [Math.abs(i - before.index), i, node]) : [];
    members.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    candidates.push(...members.map(([, , node]) => node));
  }
  candidates.push(...root.querySelectorAll("[data-focus-result]"));
  for (const node of candidates) {
    if (!usable(node)) continue;
    if (!node.matches("button, input, select, textarea, a[href], [tabindex]")) node.tabIndex = -1;
    node.focus({ preventScroll: !before.scroll });
    if (document.activeElement === node) return;
  }
  root.tabIndex = -1;
  root.focus({ preventScroll: true });
}

function focusBefore(root) {
  const active = document.activeElement;
  const inside = Boolean(active && active !== document.body && root.contains(active));
  return {
    inside,
    key: inside ? active.closest("[data-key]")?.dataset.key : null,
    group: inside ? active.closest("[data-key-group]")?.dataset.keyGroup : null,
    index: inside && active.closest("[data-key-group]")
      ? [...active.closest("[data-key-group]").querySelectorAll("[data-key]")].indexOf(active.closest("[data-key]")) : -1,
  };
}

// Arrow keys move between the controls of a group, which is one Tab stop (roving tabindex).
// Call the returned sync() after the group's controls change.
function roving(group, selector = "button") {
  group.dataset.roving = "true";
  const items = () => [...group.querySelectorAll(selector)].filter((b) => !b.disabled && !b.hidden);
  let current = null;
  function sync() {
    const list = items();
    if (!list.length) return;
    if (!list.includes(current)) {
      current = list.find((b) => b === document.activeElement)
        || list.find((b) => b.getAttribute("aria-pressed") === "true") || list[0];
    }
    for (const b of list) b.tabIndex = b === current ? 0 : -1;
  }
  group.addEventListener("focusin", (event) => {
    const item = event.target.closest(selector);
    if (item && group.contains(item)) { current = item; sync(); }
  });
  group.addEventListener("keydown", (event) => {
    const list = items();
    const at = list.indexOf(event.target.closest(selector));
    if (at < 0) return;
    const moves = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    current = list[(moves[event.key] + list.length) % list.length];
    sync();
    current.focus();
  });
  sync();
  return { sync };
}

// A live region made once and kept: the widget's news (a verdict, the computer's move, the end
// of a hand) is read out by screen readers when its text changes.
function announcer(root) {
  const region = h("p", { class: "scopa-v__sr scopa-v__news", role: "status", "aria-live": "polite", "aria-atomic": "true" });
  root.append(region);
  // again: read it out even when the text is what it was (a second "Right!" in a row).
  return (text, again = false) => {
    if (!text) return;
    if (region.textContent !== text) region.textContent = text;
    else if (again) { region.textContent = ""; setTimeout(() => { region.textContent = text; }, 60); }
  };
}

// The projector mode: the widget alone on the screen in a modal dialog, scaled to fill it, with
// only the controls a teacher needs (data-presenter="hide" marks the others). Escape or the same
// button leaves, and focus comes back to that button.
function presenter(root, model) {
  const button = h("button", { type: "button", class: "scopa-v__present", key: "present", "aria-pressed": "false" });
  const label = () => {
    const on = button.getAttribute("aria-pressed") === "true";
    button.textContent = on ? uiText(model, "leave") : uiText(model, "present");
  };
  let stage = null;
  let home = null;
  // The layout it keeps, scaled up: the widget's width on the page, but no wider than a reading
  // column, so a widget on a wide screen's wide page still grows to fill the projector.
  const COLUMN = 760;
  let natural = 0;
  const scale = () => {
    const zoom = Math.min(Math.max((window.innerWidth * 0.94) / Math.max(natural, 320), 1), 2.6);
    root.style.setProperty("--scopa-zoom", zoom.toFixed(2));
  };
  function open() {
    if (stage) return;
    natural = Math.min(root.getBoundingClientRect().width, COLUMN);
    root.style.width = `${natural}px`;
    home = h("span", { hidden: true });
    root.before(home);
    stage = h("dialog", { class: "scopa-v__stage", "aria-label": uiText(model, "present_title") });
    home.after(stage);
    stage.append(root);
    stage.addEventListener("cancel", (event) => { event.preventDefault(); close(); });
    stage.showModal();
    button.setAttribute("aria-pressed", "true");
    label();
    scale();
    window.addEventListener("resize", scale);
    button.focus();
  }
  function close() {
    if (!stage) return;
    window.removeEventListener("resize", scale);
    home.replaceWith(root);
    stage.close();
    stage.remove();
    stage = null;
    root.style.removeProperty("--scopa-zoom");
    root.style.removeProperty("width");
    button.setAttribute("aria-pressed", "false");
    label();
    button.focus();
  }
  button.addEventListener("click", () => (stage ? close() : open()));
  label();
  return { button, relabel: label, close };
}

// The study marks (the corner letters, a figure's value, the settebello's star: a real deck
// has none) are one choice of the reader's, for every widget that shows cards, on every page:
// kept in this browser (localStorage, under STUDY_KEY), told to the page's other widgets (the
// "scopa:study" event) and to the other tabs (the storage event). In Jupyter a widget made
// with make_widget(..., study=False) starts from that (its model's "study"), and the switch
// sets it. The drawings always carry the marks, in a group of their own (scopa-study) that
// the switch hides: nothing is drawn or sent again.
const STUDY_KEY = "scopa-learn:study:v1";

function studyKept() {
  try { return localStorage.getItem(STUDY_KEY) !== "off"; } catch { return true; }
}

function studySwitch(root, model) {
  const box = h("input", { type: "checkbox", key: "study-marks", class: "scopa-v__study-on" });
  const text = h("span");
  const label = h("label", { class: "scopa-v__study" }, box, text);
  const option = () => model.get("study");
  const show = (on) => {
    box.checked = on;
    root.classList.toggle("scopa-v--plain", !on);
    if (typeof option() === "boolean" && option() !== on) { model.set("study", on); model.save_changes(); }
  };
  show(typeof option() === "boolean" ? option() : studyKept());
  box.addEventListener("change", () => {
    try { localStorage.setItem(STUDY_KEY, box.checked ? "on" : "off"); } catch { /* private mode */ }
    show(box.checked);
    document.dispatchEvent(new CustomEvent("scopa:study", { detail: box.checked }));
  });
  const told = (event) => show(Boolean(event.detail));
  const stored = (event) => { if (event.key === STUDY_KEY) show(event.newValue !== "off"); };
  document.addEventListener("scopa:study", told);
  window.addEventListener("storage", stored);
  return {
    label,
    relabel: () => { text.textContent = uiText(model, "study"); },
    cleanup: () => { document.removeEventListener("scopa:study", told); window.removeEventListener("storage", stored); },
  };
}

// One way for both hosts to show a failure of the view itself: the reason, in an alert, while
// the widget keeps listening.
function bugLine(root, model) {
  const line = h("p", { class: "scopa-v__bug", role: "alert" });
  root.append(line);
  return (error) => {
    line.textContent = error
      ? `${uiText(model, "bug")}: ${error.message || error}`
      : "";
  };
}

// The shape of every view: a root with the shared styles, a Present button, the news region,
// and draw() called on every new view from the controller, keeping focus and catching failures.
// build({ model, root, send, announce, heading }) makes the widget's parts and returns draw(view).
// Both hosts send a widget's parts that never change (its words, the deck's drawings) once, as
// "fixed", and after each action only the rest, as "view": what a view draws is the two together.
// A card's drawing comes as pieces (scopa_learn/widgets/_cards.py): markup, and the parts of
// every drawing, sent once in the fixed part `drawings`, named ({face: "7d"}, {back: ...},
// {mark: "hint"}). An object with a `picture` gets its `svg`: the pieces put together.
function drawnPieces(pieces, parts) {
  return pieces.map((p) => (typeof p === "string" ? p
    : p.face ? parts.faces[p.face] || "" : p.back ? parts.back || "" : (parts.marks || {})[p.mark] || "")).join("");
}

function withPictures(value, parts) {
  if (Array.isArray(value)) return value.map((v) => withPictures(v, parts));
  if (!value || typeof value !== "object") return value;
  const out = {};
  for (const [key, v] of Object.entries(value)) out[key] = key === "picture" || key === "drawings" ? v : withPictures(v, parts);
  if (Array.isArray(value.picture)) out.svg = drawnPieces(value.picture, parts);
  return out;
}

function withFixed(model) {
  let last = null;  // the view is put together once for each new view (or new fixed parts)
  return {
    get(name) {
      if (name !== "view") return model.get(name);
      const fixed = model.get("fixed");
      const view = model.get("view") || {};
      if (last && last.fixed === fixed && last.view === view) return last.whole;
      const merged = fixed ? { ...fixed, ...view } : view;
      const whole = merged.drawings && merged.drawings.faces ? withPictures(merged, merged.drawings) : merged;
      last = { fixed, view, whole };
      return whole;
    },
    set: (name, value) => model.set(name, value),
    on: (name, cb) => model.on(name, cb),
    off: (name, cb) => model.off(name, cb),
    send: (message) => model.send(message),
    save_changes: () => model.save_changes && model.save_changes(),
  };
}

// options.cards: the widget shows cards, so it has the switch of the study marks.
function widget(cls, css, build, options = {}) {
  function render({ model: hostModel, el }) {
    const model = withFixed(hostModel);
    const root = h("div", { class: `scopa-v ${cls}` });
    const tools = h("div", { class: "scopa-v__tools" });
    const present = presenter(root, model);
    const study = options.cards ? studySwitch(root, model) : null;
    if (study) tools.append(study.label);
    tools.append(present.button);
    root.append(tools);
    el.replaceChildren(h("style", { text: DOM_CSS + css }), root);
    const bug = bugLine(root, model);
    const announce = announcer(root);
    const level = headingTag(el);
    const heading = (text, attrs = {}) => h(level, { ...attrs, text });
    const send = (action) => model.send({ type: "action", action });
    let draw = null;
    let cleanup = null;
    try {
      const made = build({ model, root, send, announce, heading, tools });
      draw = typeof made === "function" ? made : made.draw;
      cleanup = typeof made === "function" ? null : made.cleanup;
    } catch (error) {
      bug(error);
    }
    const redraw = () => {
      if (!draw) return;
      const before = focusBefore(root);
      try {
        draw(model.get("view") || {});
        bug(null);
      } catch (error) {
        bug(error);
      }
      present.relabel();
      if (study) study.relabel();
      refocus(root, before);
    };
    model.on("change:view", redraw);
    redraw();
    return () => {
      model.off("change:view", redraw);
      present.close();
      if (study) study.cleanup();
      if (cleanup) cleanup();
    };
  }
  return { render };
}
