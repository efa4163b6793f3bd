// View of the "puzzle" widget: "your move?" on a real position. One ES module for both hosts
// (anywidget in Jupyter, Pyodide in a Web Worker on the static site). No rules here: the
// controller sends the position, the verdict, the hints and the best move, and every word;
// this view draws them and sends what was clicked (a hand card, the table cards it takes).
// With view.remember (the site's pages), the learner's record (rating, themes, reviews, today's
// set) is kept in this browser's localStorage and handed back to the controller on load; a
// page address with ?set=12 opens a teacher's set.
// The toolkit (_dom.js: h, widget, roving, cardFace, announcer...) comes in front of this file.

const CSS = `
.scopa-z { font: inherit; color: inherit; }
.scopa-z__bar { display: flex; flex-wrap: wrap; gap: .4em .8em; align-items: end; margin: 0 0 .5em; }
.scopa-z__bar label { display: grid; gap: .1em; min-width: 0; max-width: 100%; }
.scopa-z__bar label[hidden] { display: none; }
.scopa-z select, .scopa-z input { font: inherit; padding: .15em .35em; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .25em; max-width: 100%; }
.scopa-z select option { color: #1a1a1a; }
.scopa-z__btn { font: inherit; padding: .25em .75em; cursor: pointer; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .3em; }
.scopa-z__btn:disabled { opacity: .5; cursor: default; }
.scopa-z__btn--main { background: #2e7d32; color: #fff; border-color: #2e7d32; font-weight: 600; }
.scopa-z__line { margin: .2em 0; font-size: .92em; opacity: .9; }
.scopa-z__question { font-size: 1.08em; font-weight: 600; margin: .4em 0; }
.scopa-z__seats { margin: .2em 0; padding: 0; list-style: none; font-size: .92em; }
.scopa-z__area > :is(h2, h3, h4, h5, h6) { margin: .5em 0 .25em; font-size: .95em; }
.scopa-z__cards { display: flex; flex-wrap: wrap; gap: .35em; align-items: flex-start; min-height: 40px; }
.scopa-z__cards svg { width: 64px; height: auto; display: block; }
.scopa-z__cards button { padding: 2px; border: 3px solid transparent; border-radius: .45em; background: none; cursor: pointer; color: inherit; }
.scopa-z__cards button[aria-pressed="true"] { border-color: #b86e00; background: rgba(184, 110, 0, .15); transform: translateY(-4px); }
.scopa-z__cards button:disabled { cursor: default; }
.scopa-z__code { display: inline-block; padding: .6em .5em; border: 1px solid currentColor; border-radius: .3em; min-width: 2.5em; text-align: center; }
.scopa-z__empty { font-style: italic; opacity: .8; align-self: center; }
.scopa-z__picked { margin: .4em 0; min-height: 1.4em; }
.scopa-z__buttons, .scopa-z__choices { display: flex; flex-wrap: wrap; gap: .4em; margin: .45em 0; }
.scopa-z__hints { margin: .4em 0; padding: .35em .6em .35em 1.6em; border-left: 4px solid #7b1fa2; }
.scopa-z__hints:empty { display: none; }
.scopa-z__verdict { padding: .5em .8em; border-radius: .4em; border-left: 6px solid; margin: .5em 0; }
.scopa-z__verdict:empty { display: none; }
.scopa-z__verdict p { margin: .25em 0; }
.scopa-z__verdict[data-correct="true"] { border-color: #2e7d32; background: rgba(46, 125, 50, .12); }
.scopa-z__verdict[data-correct="false"] { border-color: #c62828; background: rgba(198, 40, 40, .10); }
.scopa-z__headline { font-weight: 700; }
.scopa-z__best { margin: .5em 0; padding: .4em .7em; border-left: 4px solid #0b57d0; }
.scopa-z__best:empty { display: none; }
.scopa-z__note { margin: .4em 0; font-style: italic; }
.scopa-z__note:empty { display: none; }
.scopa-z__error { color: #b00020; font-weight: 600; margin: .4em 0; }
.scopa-z__error:empty { display: none; }
[data-md-color-scheme="slate"] .scopa-z__error { color: #ff8a80; }
.scopa-z__progress { margin: .8em 0 0; }
.scopa-z__progress summary { cursor: pointer; font-weight: 600; }
.scopa-z__progress table { border-collapse: collapse; margin: .4em 0; font-size: .92em; }
.scopa-z__progress th, .scopa-z__progress td { padding: .15em .5em; border-bottom: 1px solid rgba(127,127,127,.4); text-align: left; }
`;

const STORE = "scopa-learn:puzzles:v1";

const storage = {
  read() {
    try { return JSON.parse(window.localStorage.getItem(STORE) || "null"); } catch { return null; }
  },
  write(record) {
    try { window.localStorage.setItem(STORE, JSON.stringify(record)); } catch { /* private mode: no memory */ }
  },
};

// The learner's own date (local, not UTC): a review due "tomorrow" follows their midnight.
function localDay() {
  const now = new Date();
  const two = (n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

function pageSet() {
  try { return new URLSearchParams(window.location.search).get("set"); } catch { return null; }
}

export default widget("scopa-z", CSS, ({ root, send, announce, heading }) => {
  let asked = false;        // the saved record was sent to the controller
  let saved = null;         // the record last written to storage
  let told = null;          // the verdict last announced to the page (scopa:puzzle)
  let spoken = null;        // what the news region said last

  // -- the choice of puzzles (kept across redraws, so a half-made choice survives) ----------
  const mode = h("select", { class: "scopa-z__mode", key: "mode" });
  const theme = h("select", { class: "scopa-z__theme", key: "theme" });
  const level = h("select", { class: "scopa-z__level", key: "level" });
  const number = h("input", { type: "number", min: "1", step: "1", class: "scopa-z__set", key: "set", style: "width: 6em" });
  const modeLabel = h("label", {}, h("span", {}), mode);
  const themeLabel = h("label", {}, h("span", {}), theme);
  const levelLabel = h("label", {}, h("span", {}), level);
  const setLabel = h("label", {}, h("span", {}), number);
  const start = h("button", { type: "submit", class: "scopa-z__btn scopa-z__start", key: "start" });
  const bar = h("form", { class: "scopa-z__bar", novalidate: "", "data-presenter": "hide" }, modeLabel, themeLabel, levelLabel, setLabel, start);
  const showFields = () => {
    themeLabel.hidden = levelLabel.hidden = mode.value !== "theme";
    setLabel.hidden = mode.value !== "set";
  };
  mode.addEventListener("change", showFields);
  bar.addEventListener("submit", (event) => {
    event.preventDefault();
    send({ type: "start", mode: mode.value, theme: theme.value, level: level.value, set: number.value });
  });
  let filled = false;

  const setLine = h("p", { class: "scopa-z__line scopa-z__setline" });
  const counter = h("p", { class: "scopa-z__line scopa-z__counter" });
  const question = h("p", { class: "scopa-z__question", "data-focus-result": "" });
  const how = h("p", { class: "scopa-z__line scopa-z__how", "data-presenter": "hide" });
  const board = h("div", { class: "scopa-z__board" });
  const error = h("p", { class: "scopa-z__error", role: "alert" });
  const hints = h("ul", { class: "scopa-z__hints" });
  const verdict = h("div", { class: "scopa-z__verdict" });
  const best = h("div", { class: "scopa-z__best" });
  const note = h("p", { class: "scopa-z__note" });
  const buttons = h("div", { class: "scopa-z__buttons", "data-key-group": "actions" });
  const progress = h("details", { class: "scopa-z__progress", "data-presenter": "hide" });
  root.append(bar, setLine, counter, question, how, board, buttons, error, hints, verdict, best, note, progress);

  function button(text, cls, key, action, disabled = false) {
    const b = h("button", { type: "button", class: `scopa-z__btn ${cls}`, key, text });
    b.disabled = disabled;
    b.addEventListener("click", () => send(action));
    return b;
  }

  function cards(list, labels, area, onClick, pressed) {
    const group = h("div", { class: `scopa-z__cards scopa-z__${area}`, role: "group", "aria-label": labels[area], "data-key-group": area });
    for (const card of list) {
      const b = h("button", { type: "button", "data-card": card.code, key: `${area}-${card.code}`, "aria-label": cardName(card, labels[area]) });
      if (pressed) b.setAttribute("aria-pressed", String(Boolean(card.chosen)));
      if (card.hinted) b.dataset.hinted = "true";
      b.append(cardFace(card, "scopa-z__card"));
      if (onClick) b.addEventListener("click", () => onClick(card));
      else b.disabled = true;
      group.append(b);
    }
    if (!list.length) group.append(h("span", { class: "scopa-z__empty", text: labels.empty }));
    return group;
  }

  function fillBar(view) {
    const labels = view.labels;
    modeLabel.firstChild.textContent = labels.modes;
    themeLabel.firstChild.textContent = labels.theme;
    levelLabel.firstChild.textContent = labels.level;
    setLabel.firstChild.textContent = labels.set_number;
    start.textContent = labels.start;
    if (!filled) {
      mode.replaceChildren(...view.modes.map((m) => h("option", { value: m.value, text: m.label })));
      theme.replaceChildren(h("option", { value: "", text: labels.any_theme }), ...view.themes.map((t) => h("option", { value: t.value, text: t.label })));
      level.replaceChildren(h("option", { value: "", text: labels.any_level }), ...view.levels.map((l) => h("option", { value: String(l.value), text: l.label })));
      filled = true;
    }
    // The controller's choice wins, except in a field the learner is changing now.
    if (document.activeElement !== mode) mode.value = view.mode;
    if (document.activeElement !== theme) theme.value = view.theme || "";
    if (document.activeElement !== level) level.value = view.level == null ? "" : String(view.level);
    if (document.activeElement !== number) number.value = String(view.set);
    showFields();
  }

  function drawProgress(view) {
    const labels = view.labels;
    const p = view.progress;
    const open = progress.open;
    const rows = p.themes.map((t) => h("tr", { "data-theme": t.theme, "data-mastered": String(t.mastered) },
      h("th", { scope: "row", text: t.title }), h("td", { text: String(t.tried) }),
      h("td", { text: t.recent || "" }), h("td", { text: t.state })));
    const head = h("tr", {}, ...["theme", "tried", "recent", "mastered"].map((c) => h("th", { scope: "col", text: labels[`col.${c}`] })));
    progress.replaceChildren(
      h("summary", { text: labels.progress }),
      ...p.lines.map((line, i) => h("p", { class: `scopa-z__line scopa-z__stat-${i}`, text: line })),
      h("div", { class: "scopa-v__scroll", tabindex: "0", role: "region", "aria-label": labels.themes },
        h("table", { class: "scopa-z__themes" }, h("caption", { class: "scopa-v__sr", text: labels.themes }),
          h("thead", {}, head), h("tbody", {}, ...rows))),
      button(labels.reset, "scopa-z__reset", "reset", { type: "reset_progress" }));
    progress.open = open;
    root.dataset.rating = String(p.rating);
    root.dataset.waiting = String(p.waiting);
    root.dataset.tried = String(p.tried);
  }

  function drawPuzzle(view) {
    const labels = view.labels;
    // Played by keyboard: once graded, focus goes on to Next (Play is disabled until a new pick).
    const fromPlay = document.activeElement && document.activeElement.dataset && ["play", "choice"].some((k) => (document.activeElement.dataset.key || "").startsWith(k));
    const z = view.puzzle;
    const answered = Boolean(view.verdict) || Boolean(z.best);
    const table = cards(z.table, labels, "table", (card) => send({ type: "toggle", card: card.code }), true);
    const hand = cards(z.hand, labels, "hand", (card) => send({ type: "pick", card: card.code }), true);
    const parts = [
      h("ul", { class: "scopa-z__seats" }, ...z.seats.map((s) => h("li", { "data-you": String(s.you), text: s.text }))),
      h("p", { class: "scopa-z__line scopa-z__situation", text: z.situation }),
      h("div", { class: "scopa-z__area" }, heading(labels.table), table),
      h("div", { class: "scopa-z__area" }, heading(labels.hand), hand),
      h("p", { class: "scopa-z__picked", text: z.picked || "" }),
    ];
    if (z.choices.length) {
      parts.push(h("p", { class: "scopa-z__choose", text: z.choose }));
      parts.push(h("div", { class: "scopa-z__choices", role: "group", "aria-label": z.choose, "data-key-group": "choices" },
        ...z.choices.map((c, i) => button(c.label, "scopa-z__choice", `choice-${i}`, { type: "play", card: c.card, takes: c.takes }))));
    }
    board.replaceChildren(...parts);
    roving(table);
    roving(hand);
    const next = button(labels.next, answered ? "scopa-z__btn--main scopa-z__next" : "scopa-z__next", "next", { type: "next" });
    buttons.replaceChildren(
      button(labels.play, "scopa-z__btn--main scopa-z__play", "play", { type: "play" }, !z.chosen),
      button(labels.clear, "scopa-z__clear", "clear", { type: "clear" }, !z.chosen && !z.takes.length),
      button(z.hint_step ? labels.hint_more : labels.hint, "scopa-z__hint", "hint", { type: "hint" }, !z.hints_left),
      button(labels.show_best, "scopa-z__show", "show", { type: "best" }, Boolean(z.best)),
      next);
    if (fromPlay && view.verdict && !view.error) next.focus();
    else if (fromPlay && z.choices.length) board.querySelector(".scopa-z__choice").focus();
    hints.replaceChildren(...z.hints.map((text, i) => h("li", { "data-step": String(i + 1), text })));

    verdict.replaceChildren();
    const v = view.verdict;
    const news = v ? JSON.stringify([z.id, v.move]) : null;
    if (v && news !== told) {
      // for the class server's page script (docs/assets/scopa/class.js), when there is one
      root.dispatchEvent(new CustomEvent("scopa:puzzle", { bubbles: true, detail: {
        id: z.id, card: v.move.card, takes: v.move.takes, correct: v.correct } }));
    }
    told = news;
    if (v) {
      verdict.dataset.correct = String(v.correct);
      verdict.append(h("p", { class: "scopa-z__headline", text: v.headline }), h("p", { class: "scopa-z__why", text: v.explanation }));
    } else {
      verdict.removeAttribute("data-correct");
    }
    best.replaceChildren();
    if (z.best) {
      best.append(h("p", { text: z.best.text }),
        h("div", { class: "scopa-z__area" }, heading(labels.after), cards(z.best.table_after, labels, "after", null, false)));
    }
    root.dataset.puzzle = z.id;
    root.dataset.hintStep = String(z.hint_step);
    root.dataset.correct = v ? String(v.correct) : "";
  }

  return function draw(view) {
    if (!view.labels) { error.textContent = view.error || ""; return; }
    // First, hand the saved record (and a ?set= from the address) to the controller; write
    // the record back only once the controller has it, so a first drawing never wipes it.
    if (view.remember && !asked) {
      asked = true;
      send({ type: "restore", record: storage.read(), today: localDay(), set: pageSet() });
    }
    if (view.remember && view.restored) {
      const text = JSON.stringify(view.record);
      if (text !== saved) { storage.write(view.record); saved = text; }
    }
    fillBar(view);
    setLine.textContent = view.set_line || "";
    setLine.hidden = !view.set_line;
    root.dataset.mode = view.mode;
    root.dataset.finished = String(view.finished);
    if (view.puzzle) {
      counter.textContent = `${view.counter} · ${view.puzzle.level_line}`;
      question.textContent = view.puzzle.question;
      how.textContent = view.labels.prompt;
      drawPuzzle(view);
    } else {
      counter.textContent = "";
      question.textContent = view.note || "";
      how.textContent = "";
      board.replaceChildren();
      buttons.replaceChildren();
      hints.replaceChildren();
      verdict.replaceChildren();
      verdict.removeAttribute("data-correct");
      best.replaceChildren();
      delete root.dataset.puzzle;
    }
    note.textContent = view.puzzle ? (view.note || "") : "";
    error.textContent = view.error || "";
    drawProgress(view);

    // The news, read out once: the verdict, a hint, the best move, or a new puzzle's question.
    const z = view.puzzle;
    let news = null;
    if (view.error) news = null;
    else if (z && z.best) news = z.best.text;
    else if (view.verdict) news = `${view.verdict.headline} ${view.verdict.explanation}`;
    else if (z && z.hints.length) news = z.hints[z.hints.length - 1];
    else if (z) news = `${view.counter}. ${z.question}`;
    else news = view.note;
    const key = z ? `${z.id}|${news}` : news;
    if (news && key !== spoken) announce(news, true);
    spoken = key;
  };
}, { cards: true });
