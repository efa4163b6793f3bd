// View of the "play" widget: a match of Scopa against the computer, or two people on one
// screen. One ES module for both hosts (anywidget in Jupyter, Pyodide in a Web Worker on the
// static site). No rules here: it draws the controller's view data and sends what was clicked;
// the engine refuses illegal plays and says why. When it is the computer's turn, the view asks
// the controller for the computer's move after a short pause, so the learner sees each card land.
// The toolkit (_dom.js: h, widget, cardFace, announce...) comes in front of this file.

const COMPUTER_PAUSE_MS = 450;

const CSS = `
.scopa-p { font: inherit; color: inherit; }
/* One column whatever the options' length: a long preset name must not widen the page. */
.scopa-p__setup { display: grid; grid-template-columns: minmax(0, 1fr); gap: .5em; max-width: 42em; }
.scopa-p__setup label { display: grid; grid-template-columns: minmax(0, 1fr); gap: .15em; min-width: 0; }
.scopa-p__setup select { width: 100%; min-width: 0; text-overflow: ellipsis; }
.scopa-p select, .scopa-p input { font: inherit; padding: .15em .4em; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .25em; max-width: 100%; box-sizing: border-box; }
.scopa-p select option { color: #1a1a1a; }
.scopa-p__btn { font: inherit; padding: .25em .8em; cursor: pointer; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .3em; }
.scopa-p__btn:disabled { opacity: .45; cursor: default; }
.scopa-p__btn--main { background: #2e7d32; color: #fff; border-color: #2e7d32; font-weight: 600; }
.scopa-p__seat { display: flex; flex-wrap: wrap; gap: .4em 1em; align-items: center; margin: .3em 0; }
.scopa-p__seat[data-to-move="true"] .scopa-p__name { text-decoration: underline; text-decoration-thickness: 3px; text-decoration-color: #2e7d32; }
.scopa-p__name { font-weight: 700; }
.scopa-p__stat { opacity: .85; }
.scopa-p__scopa { font-weight: 700; padding: .05em .45em; border-radius: .3em; background: #2e7d32; color: #fff; }
.scopa-p__area { margin: .4em 0; }
.scopa-p__area > :is(h2, h3, h4, h5, h6), .scopa-p__score > :is(h2, h3, h4, h5, h6) { margin: 0 0 .25em; font-size: .95em; }
.scopa-p__cards { display: flex; flex-wrap: wrap; gap: .35em; min-height: 104px; align-items: flex-start; }
.scopa-p__cards svg { width: 64px; height: auto; display: block; }
.scopa-p__backs svg { width: 40px; }
.scopa-p__backs { min-height: 66px; }
.scopa-p__cards button { padding: 0; border: 0; background: none; cursor: pointer; color: inherit; border-radius: .3em; }
.scopa-p__cards button:disabled { cursor: default; }
.scopa-p__cards button[data-selected="true"] { transform: translateY(-6px); }
.scopa-p__code { display: inline-block; padding: .6em .5em; border: 1px solid currentColor; border-radius: .3em; min-width: 2.5em; text-align: center; }
.scopa-p__empty { opacity: .7; font-style: italic; align-self: center; }
.scopa-p__prompt { margin: .5em 0; font-size: 1.05em; }
.scopa-p__hint { margin: .4em 0; padding: .35em .6em; border-left: 4px solid #7b1fa2; }
.scopa-p__hint:empty { display: none; }
.scopa-p__error { color: #b00020; font-weight: 600; margin: .4em 0; }
.scopa-p__error:empty { display: none; }
[data-md-color-scheme="slate"] .scopa-p__error { color: #ff8a80; }
.scopa-p__buttons, .scopa-p__choices { display: flex; flex-wrap: wrap; gap: .4em; margin: .4em 0; }
.scopa-p__log { margin: .4em 0; padding-left: 1.2em; font-size: .92em; opacity: .9; }
.scopa-p__score table { border-collapse: collapse; margin: .4em 0; }
.scopa-p__score th, .scopa-p__score td { padding: .2em .6em; border-bottom: 1px solid rgba(127,127,127,.4); text-align: left; vertical-align: top; }
.scopa-p__score td.scopa-p__pts { text-align: center; font-weight: 600; }
.scopa-p__match { font-weight: 600; }
`;

export default widget("scopa-p", CSS, ({ root, send: post, announce, heading }) => {
  let lastSent = null;
  const send = (action) => { lastSent = action.type; post(action); };
  let timer = null;
  let asked = false;
  let seenLog = null;     // the log lines already read out
  let seenPhase = null;

  const board = h("div", { class: "scopa-p__board" });
  root.append(board);

  // -- the setup form, kept across redraws so choices survive ---------------------------------
  const opponent = h("select", { class: "scopa-p__opponent", key: "opponent", "data-focus-result": "" });
  const preset = h("select", { class: "scopa-p__preset", key: "preset" });
  const target = h("input", { type: "number", min: "1", step: "1", key: "target", class: "scopa-p__target", style: "width: 6em" });
  const seed = h("input", { type: "number", min: "0", step: "1", key: "seed", class: "scopa-p__seed", style: "width: 8em" });
  const start = h("button", { type: "submit", key: "start", class: "scopa-p__btn scopa-p__btn--main scopa-p__start" });
  const setup = h("form", { class: "scopa-p__setup" });
  let setupFilled = false;
  setup.addEventListener("submit", (event) => {
    event.preventDefault();
    send({ type: "start", opponent: opponent.value, preset: preset.value, target: target.value, seed: seed.value });
  });

  function fillSetup(view) {
    const m = view.messages, s = view.setup;
    if (!setupFilled) {
      opponent.replaceChildren(...s.opponents.map((o) => h("option", { value: o.value, text: o.label })));
      preset.replaceChildren(...s.presets.map((p) => h("option", { value: p.value, text: `${p.value}: ${p.label}` })));
      opponent.value = s.opponent; preset.value = s.preset; target.value = s.target; seed.value = s.seed;
      setup.replaceChildren(
        h("label", {}, h("span", { text: m.opponent }), opponent),
        h("label", {}, h("span", { text: m.preset }), preset),
        h("label", {}, h("span", { text: m.target }), target),
        h("label", {}, h("span", { text: m.seed }), seed),
        h("div", {}, start));
      setupFilled = true;
    }
    start.textContent = m.start;
  }

  function seatLine(seat, view) {
    const m = view.messages;
    const line = h("div", { class: "scopa-p__seat", "data-to-move": String(seat.to_move) },
      h("span", { class: "scopa-p__name", text: seat.name }),
      h("span", { class: "scopa-p__stat", text: `${m.pile}: ${seat.pile}` }),
      h("span", { class: "scopa-p__stat", text: `${m.match_points}: ${seat.score} / ${view.target}` }));
    if (seat.scope) line.append(h("span", { class: "scopa-p__scopa", text: `${m.scope} ×${seat.scope}` }));
    if (seat.dealer) line.append(h("span", { class: "scopa-p__stat", text: `(${m.dealer})` }));
    return line;
  }

  function backs(count, view) {
    const row = h("div", { class: "scopa-p__cards scopa-p__backs", role: "img", "aria-label": `${count} cards held` });
    for (let i = 0; i < count; i++) {
      const box = h("span", { class: "scopa-p__back", "aria-hidden": "true" });
      if (view.back_svg) box.innerHTML = view.back_svg; else box.append(h("span", { class: "scopa-p__code", text: "?" }));
      row.append(box);
    }
    return row;
  }

  function button(text, cls, key, onClick, disabled = false) {
    const b = h("button", { type: "button", class: `scopa-p__btn ${cls}`, key, text });
    b.disabled = disabled;
    b.addEventListener("click", onClick);
    return b;
  }

  // What happened since the last drawing, read out once: the computer's move above all.
  function news(view) {
    const log = view.log || [];
    let fresh = [];
    if (seenLog !== null) {
      const last = seenLog[seenLog.length - 1];
      const at = last === undefined ? -1 : log.lastIndexOf(last);
      fresh = at >= 0 ? log.slice(at + 1) : log.slice(-1);
    }
    seenLog = log;
    const parts = [...fresh];
    if (view.phase !== seenPhase && view.phase !== "play") parts.push(view.prompt);
    else if (fresh.length && view.your_turn) parts.push(view.prompt);
    seenPhase = view.phase;
    if (parts.length) announce(parts.filter(Boolean).join(" "), true);
  }

  return { cleanup: () => clearTimeout(timer), draw(view) {
    clearTimeout(timer);
    asked = false;
    if (!view.messages) { board.replaceChildren(h("p", { class: "scopa-p__error", text: view.error || "" })); return; }
    const m = view.messages;
    const error = h("p", { class: "scopa-p__error", role: "alert", text: view.error || "" });
    if (view.phase === "setup") {
      fillSetup(view);
      board.replaceChildren(setup, error);
      root.dataset.phase = view.phase;
      seenLog = null;
      seenPhase = view.phase;
      return;
    }
    setupFilled = false;
    const you = view.seats.findIndex((s) => s.shown);
    const top = view.opponent === "human" ? (you === -1 ? 1 - view.to_move : 1 - you) : 1;
    const bottom = 1 - top;

    const table = h("div", { class: "scopa-p__cards scopa-p__table", role: "group", "aria-label": m.table, "data-key-group": "table" });
    for (const card of view.table) {
      const b = h("button", { type: "button", "data-card": card.code, key: `table-${card.code}`, "data-selected": String(card.selected), "data-hinted": String(card.hinted), "aria-pressed": String(card.selected), "aria-label": cardName(card, m.table) });
      b.append(cardFace(card, "scopa-p__card"));
      b.disabled = !view.your_turn;
      b.addEventListener("click", () => send({ type: "toggle", card: card.code }));
      table.append(b);
    }
    if (!view.table.length) table.append(h("span", { class: "scopa-p__empty", text: m.empty }));

    const hand = h("div", { class: "scopa-p__cards scopa-p__hand", role: "group", "aria-label": m.your_hand, "data-key-group": "hand" });
    for (const card of view.hand) {
      const b = h("button", { type: "button", "data-card": card.code, key: `hand-${card.code}`, "data-hinted": String(card.hinted), "aria-label": cardName(card, m.your_hand) });
      b.append(cardFace(card, "scopa-p__card"));
      b.disabled = !view.your_turn;
      b.addEventListener("click", () => send({ type: "play", card: card.code }));
      hand.append(b);
    }
    if (!view.hand.length) hand.append(backs(view.seats[bottom].held, view));

    const choices = h("div", { class: "scopa-p__choices", role: "group", "aria-label": m.choose, "data-key-group": "choices" });
    view.choices.forEach((choice, i) => {
      choices.append(button(choice.label, "scopa-p__choice", `choice-${i}`, () => send({ type: "play", card: choice.card, takes: choice.takes })));
    });

    const buttons = h("div", { class: "scopa-p__buttons", "data-key-group": "buttons" },
      button(m.hint, "scopa-p__hintbtn", "hint", () => send({ type: "hint" }), !view.your_turn),
      button(m.undo, "scopa-p__undo", "undo", () => send({ type: "undo" }), !view.can_undo),
      button(m.new_match, "scopa-p__new", "new", () => send({ type: "new_match" })));
    if (view.covered) buttons.prepend(button(m.show, "scopa-p__btn--main scopa-p__show", "show", () => send({ type: "show" })));

    const parts = [
      h("p", { class: "scopa-p__match", text: `${view.rules.name}, to ${view.target} — ${view.match.status}` }),
      seatLine(view.seats[top], view), backs(view.seats[top].held, view),
      h("div", { class: "scopa-p__area" }, heading(`${m.table} (${view.stock} ${m.stock})`), table),
      h("div", { class: "scopa-p__area" }, seatLine(view.seats[bottom], view), hand),
      choices,
      h("p", { class: "scopa-p__prompt", "data-focus-result": "", text: view.prompt }),
      error,
      h("p", { class: "scopa-p__hint", text: view.hint || "" }),
      buttons,
    ];
    if (view.score) {
      const names = view.score.names;
      const head = h("tr", {}, h("td", {}), ...names.map((n) => h("th", { scope: "col", text: n })), h("td", {}));
      const rows = view.score.categories.map((c) => h("tr", { "data-category": c.name },
        h("th", { scope: "row", text: c.name }), ...c.points.map((p) => h("td", { class: "scopa-p__pts", text: String(p) })),
        h("td", { class: "scopa-p__reason", text: c.reason })));
      const total = h("tr", { class: "scopa-p__total" }, h("th", { scope: "row", text: m.total }),
        ...view.score.totals.map((t) => h("td", { class: "scopa-p__pts", text: String(t) })), h("td", {}));
      const panel = h("div", { class: "scopa-p__score" }, heading(m.score),
        h("div", { class: "scopa-v__scroll", tabindex: "0", role: "region", "aria-label": m.score },
          h("table", {}, h("thead", {}, head), h("tbody", {}, ...rows, total))));
      if (view.phase === "hand_over") panel.append(button(m.next_hand, "scopa-p__btn--main scopa-p__next", "next", () => send({ type: "next_hand" })));
      parts.push(panel);
    }
    parts.push(h("div", { class: "scopa-p__area", "data-presenter": "hide" }, heading(m.log),
      h("ol", { class: "scopa-p__log" }, ...view.log.map((line) => h("li", { text: line })))));
    board.replaceChildren(...parts);
    roving(table);
    roving(hand);
    root.dataset.phase = view.phase;
    root.dataset.yourTurn = String(view.your_turn);
    root.dataset.plays = String(view.plays_made);
    if (view.hint) announce(view.hint);
    news(view);

    // Ask for the computer's move, unless asking just failed (then the error stays in view).
    if (view.computer_turn && !(lastSent === "computer" && view.error)) {
      timer = setTimeout(() => {
        if (asked) return;
        asked = true;
        send({ type: "computer" });
      }, COMPUTER_PAUSE_MS);
    }
  } };
});
