// View of the "play" widget: a match of Scopa at any table (2, 3, 4 in couples, 6 in two
// teams, scopone), against and with the computer, or people sharing one screen. One ES module
// for both hosts (anywidget in Jupyter, Pyodide in a Web Worker on the static site). No rules
// and no words here: it draws the controller's view data (every label comes in view.labels)
// and sends what was clicked; the engine refuses illegal plays and says why. When it is the
// computer's turn, the view asks for the computer's move after a short pause, so the learner
// sees each card land. It keeps the player card the controller hands it (view.record) in the
// browser's localStorage, and gives it back when the widget starts; the bookkeeping rules
// (won, abandoned, who deals the rematch) are the controller's.
// The toolkit (_dom.js: h, widget, cardFace, announce...) comes in front of this file.

const COMPUTER_PAUSE_MS = 450;
const CARD_KEY = "scopa-learn.player-card";

const CSS = `
.scopa-p { font: inherit; color: inherit; }
/* One column whatever the options' length: a long preset name must not widen the page. */
.scopa-p__setup { display: grid; grid-template-columns: minmax(0, 1fr); gap: .5em; max-width: 42em; }
.scopa-p__setup label { display: grid; grid-template-columns: minmax(0, 1fr); gap: .15em; min-width: 0; }
.scopa-p__setup label.scopa-p__check { display: flex; gap: .45em; align-items: baseline; }
.scopa-p__setup select { width: 100%; min-width: 0; text-overflow: ellipsis; }
.scopa-p__more { border: 1px solid rgba(127,127,127,.5); border-radius: .3em; padding: .3em .6em; min-width: 0; }
.scopa-p__more > summary { cursor: pointer; padding: .15em 0; }
.scopa-p__more-body { display: grid; grid-template-columns: minmax(0, 1fr); gap: .5em; margin-top: .4em; }
.scopa-p__deal { margin: .2em 0; font-size: .9em; opacity: .9; }
.scopa-p__setup fieldset { border: 1px solid rgba(127,127,127,.5); border-radius: .3em; padding: .3em .6em; min-width: 0; display: grid; gap: .3em; }
.scopa-p select, .scopa-p input { font: inherit; padding: .15em .4em; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .25em; max-width: 100%; box-sizing: border-box; }
.scopa-p select option { color: #1a1a1a; }
.scopa-p__summary { margin: 0; opacity: .9; font-size: .95em; }
.scopa-p__btn { font: inherit; padding: .25em .8em; cursor: pointer; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .3em; }
.scopa-p__btn:disabled { opacity: .45; cursor: default; }
.scopa-p__btn--main { background: #2e7d32; color: #fff; border-color: #2e7d32; font-weight: 600; }
.scopa-v.scopa-p ul.scopa-p__seats { list-style: none; margin: .3em 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(5.6em, 1fr)); gap: .35em; }
.scopa-v.scopa-p ul.scopa-p__seats > li { margin: 0; list-style: none; }
.scopa-p__seat { border: 1px solid rgba(127,127,127,.55); border-radius: .35em; padding: .25em .4em; min-width: 0; overflow-wrap: anywhere; }
.scopa-p__seat[data-side="0"] { border-top: 4px solid #1565c0; }
.scopa-p__seat[data-side="1"] { border-top: 4px solid #c62828; }
.scopa-p__seat[data-side="2"] { border-top: 4px solid #6a1b9a; }
.scopa-p__seat[data-to-move="true"] { outline: 3px solid #2e7d32; outline-offset: 1px; }
.scopa-p__me { display: flex; flex-wrap: wrap; gap: .2em .8em; align-items: baseline; margin: .3em 0; }
.scopa-p__me[data-to-move="true"] .scopa-p__name { text-decoration: underline; text-decoration-thickness: 3px; text-decoration-color: #2e7d32; }
.scopa-p__name { font-weight: 700; display: block; }
.scopa-p__me .scopa-p__name { display: inline; }
.scopa-p__role, .scopa-p__held { font-size: .88em; opacity: .9; display: block; }
.scopa-p__me .scopa-p__role { display: inline; }
.scopa-p__marks { display: flex; flex-wrap: wrap; gap: .2em; margin-top: .15em; }
.scopa-p__mark { font-size: .8em; padding: 0 .35em; border-radius: .3em; border: 1px solid currentColor; }
.scopa-p__mark--next { background: #2e7d32; color: #fff; border-color: #2e7d32; }
.scopa-p__sides table, .scopa-p__score table, .scopa-p__card table { border-collapse: collapse; margin: .3em 0; }
.scopa-p__sides th, .scopa-p__sides td, .scopa-p__score th, .scopa-p__score td, .scopa-p__card th, .scopa-p__card td { padding: .15em .5em; border-bottom: 1px solid rgba(127,127,127,.4); text-align: left; vertical-align: top; }
.scopa-p__sides td, .scopa-p__card td { text-align: center; }
.scopa-p__sides th, .scopa-p__sides td { padding: .15em .3em; font-size: .92em; }
.scopa-p__area { margin: .4em 0; }
.scopa-p__area > :is(h2, h3, h4, h5, h6), .scopa-p__score > :is(h2, h3, h4, h5, h6), .scopa-p__card > :is(h2, h3, h4, h5, h6), .scopa-p__sides > :is(h2, h3, h4, h5, h6) { margin: 0 0 .25em; font-size: .95em; }
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
.scopa-p__hint, .scopa-p__notice { margin: .4em 0; padding: .35em .6em; border-left: 4px solid #7b1fa2; }
.scopa-p__notice { border-left-color: #ef6c00; }
.scopa-p__hint:empty, .scopa-p__notice:empty { display: none; }
.scopa-p__error { color: #b00020; font-weight: 600; margin: .4em 0; }
.scopa-p__error:empty { display: none; }
[data-md-color-scheme="slate"] .scopa-p__error { color: #ff8a80; }
.scopa-p__buttons, .scopa-p__choices { display: flex; flex-wrap: wrap; gap: .4em; margin: .4em 0; align-items: center; }
.scopa-p__clock { font-weight: 600; }
/* The coached first hand: the coach's line, and the cards and the way it marks. */
.scopa-p__coach { margin: .5em 0; padding: .5em .7em; border-left: 5px solid #1565c0; background: rgba(21,101,192,.08); font-size: 1.05em; }
.scopa-p__coach p { margin: .25em 0; }
.scopa-p__coach ul { margin: .3em 0; }
.scopa-p__cards button[data-hinted="true"], .scopa-p__choice[data-hinted="true"] { box-shadow: 0 0 0 3px #1565c0; }
[data-md-color-scheme="slate"] .scopa-p__coach { border-left-color: #8ab4f8; background: rgba(138,180,248,.12); }
[data-md-color-scheme="slate"] .scopa-p__cards button[data-hinted="true"], [data-md-color-scheme="slate"] .scopa-p__choice[data-hinted="true"] { box-shadow: 0 0 0 3px #8ab4f8; }
.scopa-p__log { margin: .4em 0; padding-left: 1.2em; font-size: .92em; opacity: .9; }
.scopa-p__score td.scopa-p__pts { text-align: center; font-weight: 600; }
.scopa-p__match { font-weight: 600; margin: .3em 0; }
.scopa-p__status { margin: .2em 0; }
/* The coach: the review after a hand, try again, the expert's replay, the chart. */
.scopa-p__review-box { margin: .6em 0; padding: .4em .7em; border: 1px solid rgba(127,127,127,.55); border-radius: .35em; }
.scopa-p__review-box > :is(h2, h3, h4, h5, h6) { margin: .2em 0; font-size: 1em; }
.scopa-p__decisions { margin: .3em 0; padding-left: 1.3em; }
.scopa-p__decisions li { margin: .35em 0; }
.scopa-p__decisions li[data-costly="true"] { border-left: 4px solid #ef6c00; padding-left: .45em; }
.scopa-p__decisions li[data-close="true"] { opacity: .85; }
.scopa-p__costly { font-size: .8em; padding: 0 .35em; border-radius: .3em; background: #b34700; color: #fff; margin-right: .3em; }  /* white on it: 5.5:1 (#ef6c00 gave 3.1:1) */
.scopa-p__progress { width: 12em; max-width: 100%; }
.scopa-p__try { margin: .4em 0; padding: .4em .6em; border-left: 4px solid #7b1fa2; }
.scopa-p__verdict[data-correct="true"] { color: #2e7d32; font-weight: 600; }
.scopa-p__verdict[data-correct="false"] { color: #b00020; font-weight: 600; }
[data-md-color-scheme="slate"] .scopa-p__verdict[data-correct="false"] { color: #ff8a80; }
[data-md-color-scheme="slate"] .scopa-p__verdict[data-correct="true"] { color: #a5d6a7; }
.scopa-p__chart { max-width: 100%; height: auto; display: block; }
.scopa-p__coachline { margin: .4em 0; padding: .35em .6em; border-left: 4px solid #ef6c00; font-weight: 600; }
.scopa-p__coachline:empty { display: none; }
`;

function readCard() {
  try {
    const text = globalThis.localStorage ? globalThis.localStorage.getItem(CARD_KEY) : null;
    if (text === null) return null;
    try { return JSON.parse(text); } catch { return text; }  // the controller says it is unreadable
  } catch { return null; }  // storage switched off: a card for this visit only
}

// The puzzles' record (the puzzle widget's own storage): a "try again" counts in it.
const PUZZLE_STORE = "scopa-learn:puzzles:v1";
function readPuzzles() {
  try { return JSON.parse(globalThis.localStorage.getItem(PUZZLE_STORE) || "null"); } catch { return null; }
}
function writePuzzles(record) {
  try { globalThis.localStorage.setItem(PUZZLE_STORE, JSON.stringify(record)); } catch { /* storage off */ }
}

// Keys that read the table, the hand, the piles, the last play and the review, one sentence
// each (the controller writes them: view.review_coach.speech).
const SPEECH_KEYS = { t: "table", h: "hand", p: "piles", l: "last" };

function writeCard(record) {
  try { if (globalThis.localStorage) globalThis.localStorage.setItem(CARD_KEY, JSON.stringify(record)); } catch { /* storage off */ }
}

export default widget("scopa-p", CSS, ({ root, send: post, announce, heading }) => {
  let lastSent = null;
  const send = (action) => { lastSent = action.type; post(action); };
  let timer = null;
  let clockTimer = null;
  let clockKey = null;
  let asked = false;
  let seenLog = null;     // the log lines already read out
  let seenPhase = null;
  let handPhase = null;     // the phase last drawn: a hand just finished is announced once
  let storage = "pending"; // the stored card: sent once, then kept up to date
  let saved = null;

  const board = h("div", { class: "scopa-p__board" });
  root.append(board);
  let current = null;      // the view last drawn (the reading keys speak from it)
  let reviewTimer = null;
  let savedPuzzles = null;
  const coachSaid = [null, null, null, null];
  root.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !current || !current.review_coach) return;
    const typing = event.target.closest("input, select, textarea");
    if (typing && typing.type !== "checkbox") return;  // keys typed into a box stay there
    const key = event.key.toLowerCase();
    const speech = current.review_coach.speech;
    let text = null;
    if (speech && key in SPEECH_KEYS) text = speech[SPEECH_KEYS[key]];
    else if (key === "r" && current.review_coach.review) {
      const r = current.review_coach.review;
      text = r.status === "done" ? [r.summary, ...r.decisions.filter((d) => d.costly).map((d) => `${d.heading} ${d.text}`)].join(" ") : r.progress_text;
    } else if (key === "?" && speech) text = speech.keys;
    if (text) { event.preventDefault(); announce(text, true); }
  });

  // -- the setup form, kept across redraws so what is typed survives ---------------------------
  const opponent = h("select", { class: "scopa-p__opponent", key: "opponent", "data-focus-result": "" });
  const preset = h("select", { class: "scopa-p__preset", key: "preset" });
  const players = h("select", { class: "scopa-p__players", key: "players" });
  const summary = h("p", { class: "scopa-p__summary" });
  const target = h("input", { type: "number", min: "1", step: "1", key: "target", class: "scopa-p__target", style: "width: 6em" });
  const seed = h("input", { type: "number", min: "0", step: "1", key: "seed", class: "scopa-p__seed", style: "width: 8em" });
  const options = h("fieldset", { class: "scopa-p__options" });
  const clockOn = h("input", { type: "checkbox", key: "clock-on", class: "scopa-p__clock-on" });
  const clockSeconds = h("input", { type: "number", min: "1", step: "1", key: "clock-seconds", class: "scopa-p__clock-seconds", style: "width: 6em" });
  const start = h("button", { type: "submit", key: "start", class: "scopa-p__btn scopa-p__btn--main scopa-p__start" });
  // The table and the level in front; the target, the deal number, the house rules and the
  // clock folded away (open once, it stays open: the form is kept across redraws).
  const moreLabel = h("summary", { class: "scopa-p__more-label", key: "more" });
  const more = h("details", { class: "scopa-p__more" }, moreLabel);
  const setup = h("form", { class: "scopa-p__setup" });
  let drawn = {};  // the setup values last drawn from the controller
  const chosenOptions = () => Object.fromEntries([...options.querySelectorAll("[data-option]")]
    .map((input) => [input.dataset.option, input.type === "checkbox" ? input.checked : input.value]));
  // Each change of the form is marked, and the controller's view says the last mark it saw
  // (view.setup.form): a view that answers an earlier change (worked out on the old choices,
  // late on a busy machine) leaves the form as the learner has it now, or the next change
  // would be sent with the old choices. The marks are this drawing's own (a new one after a
  // redraw from scratch).
  const formMarks = Math.random().toString(36).slice(2, 10);
  let changes = 0;
  let lastMark = null;  // the mark of the learner's last change, null before any
  const configure = () => {
    lastMark = `${formMarks}-${++changes}`;
    send({ type: "configure", preset: preset.value, players: players.value, opponent: opponent.value, options: chosenOptions(), form: lastMark });
  };
  for (const control of [preset, players, opponent]) control.addEventListener("change", configure);
  options.addEventListener("change", configure);
  setup.addEventListener("submit", (event) => {
    event.preventDefault();
    send({ type: "start", opponent: opponent.value, preset: preset.value, players: players.value, target: target.value,
           seed: seed.value, options: chosenOptions(), clock_on: clockOn.checked, clock: clockSeconds.value });
  });
  // Today's deal: the same form, the deal number of the day (the controller reads the date).
  const dayId = `scopa-p-day-${Math.random().toString(36).slice(2)}`;
  const day = h("button", { type: "button", key: "day", class: "scopa-p__btn scopa-p__day", "aria-describedby": dayId });
  const dayText = h("p", { class: "scopa-p__day-text", id: dayId });
  day.addEventListener("click", () => send({ type: "day", opponent: opponent.value, preset: preset.value, players: players.value,
    target: target.value, options: chosenOptions(), clock_on: clockOn.checked, clock: clockSeconds.value }));

  function fillSelect(select, list, value) {
    const same = select.options.length === list.length && list.every((o, i) => select.options[i].value === String(o.value) && select.options[i].text === o.label);
    if (!same) select.replaceChildren(...list.map((o) => h("option", { value: String(o.value), text: o.label })));
    select.value = String(value);
  }

  // A text box keeps what was typed unless the controller's value changed (a new table's target).
  function fillInput(input, name, value) {
    if (drawn[name] !== value) input.value = value;
    drawn[name] = value;
  }

  function fillSetup(view) {
    const l = view.labels, s = view.setup;
    fillSelect(opponent, s.opponents, s.opponent);
    fillSelect(preset, s.presets, s.preset);
    fillSelect(players, s.players, s.player_count);
    summary.textContent = s.summary;
    fillInput(target, "target", s.target);
    fillInput(seed, "seed", s.seed);
    fillInput(clockSeconds, "clock", s.clock);
    if (drawn.clock_on !== s.clock_on) clockOn.checked = s.clock_on;
    drawn.clock_on = s.clock_on;
    options.replaceChildren(h("legend", { text: l.options }), ...s.options.map((o) => {
      if (o.type === "switch") {
        const box = h("input", { type: "checkbox", "data-option": o.name, key: `option-${o.name}` });
        box.checked = o.value; box.disabled = !o.enabled;
        return h("label", { class: "scopa-p__check" }, box, h("span", { text: o.label }));
      }
      const select = h("select", { "data-option": o.name, key: `option-${o.name}` },
        ...o.choices.map((c) => h("option", { value: c.value, text: c.label })));
      select.value = o.value; select.disabled = !o.enabled;
      return h("label", {}, h("span", { text: o.label }), select);
    }));
    start.textContent = l.start;
    day.textContent = l.day;
    dayText.textContent = l.day_text;
    moreLabel.textContent = l.more;
    if (!more.querySelector(".scopa-p__more-body")) {  // made once: the widget's words stay
      more.append(h("div", { class: "scopa-p__more-body" },
        h("label", {}, h("span", { text: l.target }), target),
        h("label", {}, h("span", { text: l.seed }), seed),
        options,
        h("label", { class: "scopa-p__check" }, clockOn, h("span", { text: l.clock })),
        h("label", {}, h("span", { text: l.clock_seconds }), clockSeconds)));
    }
    setup.replaceChildren(
      h("label", {}, h("span", { text: l.opponent }), opponent),
      h("label", {}, h("span", { text: l.preset }), preset),
      summary,
      h("label", {}, h("span", { text: l.players }), players),
      more,
      h("div", {}, start),
      h("div", { class: "scopa-p__day-box" }, day, dayText));
  }

  function rematchPanel(view) {
    const r = view.setup.rematch;
    if (!r) return null;
    return h("div", { class: "scopa-p__rematch" }, h("p", { text: r.text }),
      button(r.label, "scopa-p__btn--main scopa-p__rematch-btn", "rematch", () => send({ type: "rematch" })));
  }

  function playerCard(view) {
    const l = view.labels;
    const panel = h("div", { class: "scopa-p__card" }, heading(l.card));
    if (!view.card.length) { panel.append(h("p", { text: l.card_empty })); return panel; }
    const head = h("tr", {}, ...[l.card_table, l.card_played, l.card_won, l.card_abandoned].map((t) => h("th", { scope: "col", text: t })));
    const rows = view.card.map((row) => h("tr", { class: "scopa-p__card-row" },
      h("th", { scope: "row" }, h("span", { text: row.table }), h("span", { class: "scopa-p__role", text: `${l.card_level} ${row.level}` })),
      h("td", { class: "scopa-p__card-played", text: String(row.played) }),
      h("td", { class: "scopa-p__card-won", text: row.won }),
      h("td", { class: "scopa-p__card-abandoned", text: row.abandoned })));
    panel.append(h("div", { class: "scopa-v__scroll", tabindex: "0", role: "region", "aria-label": l.card },
      h("table", { class: "scopa-p__grid" }, h("thead", {}, head), h("tbody", {}, ...rows))));
    return panel;
  }

  function marks(seat) {
    return h("span", { class: "scopa-p__marks", "aria-hidden": "true" }, ...seat.marks.map((m, i) =>
      h("span", { class: `scopa-p__mark${seat.to_move && i === seat.marks.length - 1 ? " scopa-p__mark--next" : ""}`, text: m })));
  }

  // One seat around the table: what it shows is also said in one sentence for screen readers.
  function seatBox(seat) {
    return h("li", { class: "scopa-p__seat", "data-seat": String(seat.seat), "data-side": String(seat.side), "data-to-move": String(seat.to_move), "data-dealer": String(seat.dealer) },
      h("span", { class: "scopa-v__sr", text: seat.text }),
      h("span", { class: "scopa-p__name", "aria-hidden": "true", text: seat.name }),
      seat.role ? h("span", { class: "scopa-p__role", "aria-hidden": "true", text: seat.role }) : null,
      h("span", { class: "scopa-p__held", "aria-hidden": "true", text: seat.held_text }),
      marks(seat));
  }

  function sidesTable(view) {
    const l = view.labels;
    const head = h("tr", {}, ...[l.side, l.pile, l.scope, l.points].map((t) => h("th", { scope: "col", text: t })));
    const rows = view.sides.map((s, i) => h("tr", { "data-side": String(i) },
      h("th", { scope: "row" }, h("span", { text: s.label }), s.who !== s.label ? h("span", { class: "scopa-p__role", text: s.who }) : null),
      h("td", { class: "scopa-p__side-pile", text: String(s.pile) }),
      h("td", { class: "scopa-p__side-scope", text: String(s.scope) }),
      h("td", { class: "scopa-p__side-score", text: `${s.score} / ${view.target}` })));
    return h("div", { class: "scopa-p__sides" }, heading(l.sides),
      h("div", { class: "scopa-v__scroll", tabindex: "0", role: "region", "aria-label": l.sides },
        h("table", { class: "scopa-p__grid" }, h("thead", {}, head), h("tbody", {}, ...rows))));
  }

  function backs(count, view) {
    const row = h("div", { class: "scopa-p__cards scopa-p__backs", "aria-hidden": "true" });
    for (let i = 0; i < count; i++) {
      const box = h("span", { class: "scopa-p__back" });
      if (view.back && view.back.svg) box.innerHTML = view.back.svg; else box.append(h("span", { class: "scopa-p__code", text: "?" }));
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

  // What happened since the last drawing, read out once: the computers' moves above all.
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
    if (view.notice) parts.push(view.notice);
    const coachSays = view.coach ? [view.coach.text, ...view.coach.end] : [];
    if (view.phase !== seenPhase && view.phase !== "play") parts.push(view.status, view.prompt, ...coachSays);
    else if ((fresh.length || view.phase !== seenPhase) && view.your_turn) parts.push(view.coach ? view.coach.text : view.prompt);
    seenPhase = view.phase;
    if (parts.length) announce(parts.filter(Boolean).join(" "), true);
  }

  // The turn clock: a countdown while it is a person's turn; at zero the controller plays the
  // computer's suggestion. It starts again at each new turn, not at each redraw.
  function runClock(view, line) {
    const running = view.phase === "play" && view.your_turn && view.clock.on;
    const key = running ? `${view.hand_number}:${view.plays_made}:${view.to_move}` : null;
    if (!running) { clearInterval(clockTimer); clockTimer = null; clockKey = null; return; }
    if (key !== clockKey) {
      clearInterval(clockTimer);
      clockKey = key;
      let left = view.clock.seconds;
      line.dataset.left = String(left);
      clockTimer = setInterval(() => {
        left -= 1;
        const now = root.querySelector(".scopa-p__clock");
        if (now) { now.textContent = `${view.labels.clock_left}: ${Math.max(left, 0)}`; now.dataset.left = String(left); }
        if (left <= 0) { clearInterval(clockTimer); clockTimer = null; send({ type: "timeout" }); }
      }, 1000);
      line.textContent = `${view.labels.clock_left}: ${left}`;
    } else {
      const old = root.querySelector(".scopa-p__clock");
      if (old && old !== line) { line.textContent = old.textContent; line.dataset.left = old.dataset.left; }
    }
  }

  function keepCard(view) {
    if (storage === "pending") { storage = "asked"; send({ type: "restore", card: readCard() }); return; }
    if (storage === "asked") storage = "ready";
    const text = JSON.stringify(view.record);
    if (view.record && text !== saved) { saved = text; writeCard(view.record); }
  }

  // -- the coach -------------------------------------------------------------------------------

  function chartPanel(coach) {
    if (!coach || !coach.chart) return null;
    const picture = h("div", { class: "scopa-p__chartbox" });
    picture.innerHTML = coach.chart.svg;
    return h("div", { class: "scopa-p__review-box scopa-p__progresschart" }, heading(coach.labels.chart_title), picture,
      h("p", { class: "scopa-p__charttext", text: coach.chart.text }));
  }

  function duringControls(coach) {
    const l = coach.labels;
    const box = h("input", { type: "checkbox", key: "coach-on", class: "scopa-p__coach-on" });
    box.checked = coach.during.on;
    const points = h("input", { type: "number", min: "0.1", max: "5", step: "0.1", key: "coach-points", class: "scopa-p__coach-points", style: "width: 5em", value: String(coach.during.points) });
    const change = () => send({ type: "coach", on: box.checked, points: points.value });
    box.addEventListener("change", change);
    points.addEventListener("change", change);
    return [h("label", { class: "scopa-p__check" }, box, h("span", { text: l.coach })),
      h("label", { class: "scopa-p__check" }, h("span", { text: l.coach_points }), points)];
  }

  function tryPanel(coach) {
    const t = coach.try, l = coach.labels;
    if (!t) return null;
    const panel = h("div", { class: "scopa-p__try", "data-number": String(t.number) }, heading(l.try_title),
      h("p", { text: `${t.theme}. ${t.question}` }));
    const table = h("div", { class: "scopa-p__cards scopa-p__try-table", role: "group", "aria-label": viewLabel("table"), "data-key-group": "try-table" });
    for (const card of t.table) {
      const b = h("button", { type: "button", "data-card": card.code, key: `try-table-${card.code}`, "aria-pressed": String(card.selected), "data-selected": String(card.selected), "aria-label": cardName(card) });
      b.append(cardFace(card, "scopa-p__card"));
      b.disabled = Boolean(t.verdict);
      b.addEventListener("click", () => send({ type: "try_toggle", card: card.code }));
      table.append(b);
    }
    const hand = h("div", { class: "scopa-p__cards scopa-p__try-hand", role: "group", "aria-label": viewLabel("your_hand"), "data-key-group": "try-hand" });
    for (const card of t.hand) {
      const b = h("button", { type: "button", "data-card": card.code, key: `try-hand-${card.code}`, "aria-label": cardName(card) });
      b.append(cardFace(card, "scopa-p__card"));
      b.disabled = Boolean(t.verdict);
      b.addEventListener("click", () => send({ type: "try_play", card: card.code }));
      hand.append(b);
    }
    const choices = h("div", { class: "scopa-p__choices", "data-key-group": "try-choices" },
      ...t.choices.map((c, i) => button(c.label, "scopa-p__try-choice", `try-choice-${i}`, () => send({ type: "try_play", card: c.card, takes: c.takes }))));
    panel.append(table, hand, choices);
    if (t.verdict) panel.append(h("p", { class: "scopa-p__verdict", "data-correct": String(t.verdict.correct), "data-focus-result": "", tabindex: "-1", text: t.verdict.text }));
    panel.append(button(l.close, "scopa-p__try-close", "try-close", () => send({ type: "try_close" })));
    return panel;
  }

  function viewLabel(which) { return current ? current.labels[which] : ""; }

  function reviewPanel(coach) {
    const r = coach.review, l = coach.labels;
    if (!r) return null;
    const panel = h("section", { class: "scopa-p__review-box scopa-p__review", "data-status": r.status, "aria-label": l.title }, heading(l.title));
    if (r.status !== "done") {
      panel.append(h("progress", { class: "scopa-p__progress", max: String(r.total), value: String(r.done), "aria-label": l.progress }),
        h("p", { class: "scopa-p__progress-text", text: r.progress_text }));
      return panel;
    }
    panel.append(h("p", { class: "scopa-p__review-summary", "data-focus-result": "", text: r.summary }));
    const list = h("ol", { class: "scopa-p__decisions", "data-key-group": "decisions" });
    for (const d of r.decisions) {
      const item = h("li", { "data-number": String(d.number), "data-costly": String(d.costly), "data-close": String(d.close), "data-lost": String(d.lost) },
        d.costly ? h("span", { class: "scopa-p__costly", text: l.costly }) : null,
        h("strong", { text: `${d.heading} ` }), h("span", { class: "scopa-p__why", text: d.text }));
      if (d.costly) item.append(" ", button(l.try, "scopa-p__try-btn", `try-${d.number}`, () => send({ type: "try", number: d.number, record: readPuzzles() })));
      list.append(item);
    }
    panel.append(tryPanel(coach) || h("span"), list);
    const expert = h("div", { class: "scopa-p__expert" });
    if (coach.expert) expert.append(heading(l.expert_title), h("p", { class: "scopa-p__expert-summary", text: coach.expert.summary }));
    else expert.append(button(l.expert, "scopa-p__expert-btn", "expert", () => send({ type: "expert" })));
    panel.append(expert);
    return panel;
  }

  // The deal of the day: the learner's result and par (the expert's on the same cards) side by side.
  function dayPanel(coach) {
    const d = coach.day;
    if (!d) return null;
    const panel = h("section", { class: "scopa-p__review-box scopa-p__daypar", "data-status": d.status, "aria-label": d.title }, heading(d.title));
    if (d.status !== "done") { panel.append(h("p", { class: "scopa-p__progress-text", text: d.running })); return panel; }
    const head = h("tr", {}, ...d.headers.map((t) => h("th", { scope: "col", text: t })));
    const rows = d.rows.map((r) => h("tr", {}, h("th", { scope: "row", text: r.who }),
      h("td", { class: "scopa-p__pts", text: String(r.mine) }), h("td", { class: "scopa-p__pts", text: r.theirs })));
    panel.append(h("table", { class: "scopa-p__grid" }, h("caption", { text: d.caption }), h("thead", {}, head), h("tbody", {}, ...rows)));
    return panel;
  }

  function coachNews(view) {
    const coach = view.review_coach;
    if (!coach) return;
    if (coach.puzzle_record) {
      const text = JSON.stringify(coach.puzzle_record);
      if (text !== savedPuzzles) { savedPuzzles = text; writePuzzles(coach.puzzle_record); }
    }
    // Read out once: the coach's warning, the review when it is ready, a try's verdict.
    const said = [coach.during.line, coach.review && coach.review.status === "done" ? coach.review.summary : null,
      coach.try && coach.try.verdict ? coach.try.verdict.text : null, coach.expert ? coach.expert.summary : null];
    said.forEach((text, i) => { if (text && text !== coachSaid[i]) announce(text, true); coachSaid[i] = text; });
    clearTimeout(reviewTimer);
    // The review is graded a few decisions at a time: ask for the next step until it is done.
    if (coach.review && coach.review.status === "running") reviewTimer = setTimeout(() => send({ type: "review_step" }), 20);
    // Then par for the deal of the day: the expert plays the same cards.
    else if (coach.day && coach.day.status === "running") reviewTimer = setTimeout(() => send({ type: "day_par" }), 20);
  }

  return { cleanup: () => { clearTimeout(timer); clearInterval(clockTimer); clearTimeout(reviewTimer); }, draw(view) {
    clearTimeout(timer);
    const focusInside = root.contains(document.activeElement) && document.activeElement !== root;
    asked = false;
    current = view;
    if (!view.labels) { board.replaceChildren(h("p", { class: "scopa-p__error", text: view.error || "" })); return; }
    const l = view.labels;
    const error = h("p", { class: "scopa-p__error", role: "alert", text: view.error || "" });
    const notice = h("p", { class: "scopa-p__notice", text: view.notice || "" });
    root.dataset.phase = view.phase;
    if (handPhase === "play" && (view.phase === "hand_over" || view.phase === "match_over")) {
      // for the class server's page script (docs/assets/scopa/class.js), when there is one
      root.dispatchEvent(new CustomEvent("scopa:hand", { bubbles: true, detail: {
        hand: `${view.setup.seed}:${view.hand_number}`, score: view.score ? view.score.totals : [], record: view.hand_record } }));
    }
    handPhase = view.phase;
    if (view.phase === "setup") {
      if (lastMark === null || view.setup.form === lastMark) fillSetup(view);
      board.replaceChildren(...[notice, rematchPanel(view), setup, error, playerCard(view), chartPanel(view.review_coach)].filter(Boolean));
      seenLog = null;
      seenPhase = view.phase;
      if (view.notice) announce(view.notice);
      runClock(view, null);
      keepCard(view);
      return;
    }
    drawn = {};
    const me = view.seats[view.viewer];

    const table = h("div", { class: "scopa-p__cards scopa-p__table", role: "group", "aria-label": l.table, "data-key-group": "table" });
    for (const card of view.table) {
      const b = h("button", { type: "button", "data-card": card.code, key: `table-${card.code}`, "data-selected": String(card.selected), "data-hinted": String(card.hinted), "aria-pressed": String(card.selected), "aria-label": cardName(card, l.table) });
      b.append(cardFace(card, "scopa-p__card"));
      b.disabled = !view.your_turn;
      b.addEventListener("click", () => send({ type: "toggle", card: card.code }));
      table.append(b);
    }
    if (!view.table.length) table.append(h("span", { class: "scopa-p__empty", text: l.empty }));

    const hand = h("div", { class: "scopa-p__cards scopa-p__hand", role: "group", "aria-label": l.your_hand, "data-key-group": "hand" });
    for (const card of view.hand) {
      // Where focus goes when the control that had it is gone (after Start, after the
      // computer's move): the hand, when it is yours to play.
      const b = h("button", { type: "button", "data-card": card.code, key: `hand-${card.code}`, "data-hinted": String(card.hinted), "aria-label": cardName(card, l.your_hand), "data-focus-result": view.your_turn ? "" : null });
      b.append(cardFace(card, "scopa-p__card"));
      b.disabled = !view.your_turn;
      b.addEventListener("click", () => send({ type: "play", card: card.code }));
      hand.append(b);
    }
    if (!view.hand.length) hand.append(backs(me.held, view));

    const choices = h("div", { class: "scopa-p__choices", role: "group", "aria-label": l.choose, "data-key-group": "choices" });
    view.choices.forEach((choice, i) => {
      const way = button(choice.label, "scopa-p__choice", `choice-${i}`, () => send({ type: "play", card: choice.card, takes: choice.takes }));
      way.dataset.hinted = String(Boolean(choice.hinted));
      choices.append(way);
    });

    const clockLine = h("span", { class: "scopa-p__clock", role: "timer", "aria-live": "off" });
    const clockBox = h("input", { type: "checkbox", key: "clock-toggle", class: "scopa-p__clock-toggle" });
    clockBox.checked = view.clock.on;
    clockBox.addEventListener("change", () => send({ type: "clock", on: clockBox.checked }));
    const coached = Boolean(view.coach);  // the first hand: the coach's marks stand for the hint
    const buttons = h("div", { class: "scopa-p__buttons", "data-key-group": "buttons" },
      coached ? null : button(l.hint, "scopa-p__hintbtn", "hint", () => send({ type: "hint" }), !view.your_turn),
      button(l.undo, "scopa-p__undo", "undo", () => send({ type: "undo" }), !view.can_undo),
      coached ? null : button(l.new_match, "scopa-p__new", "new", () => send({ type: "new_match" })),
      coached ? null : h("label", { class: "scopa-p__check" }, clockBox, h("span", { text: l.clock })),
      view.clock.on && view.your_turn ? clockLine : null,
      ...(view.review_coach && !coached && !view.people && view.phase === "play" ? duringControls(view.review_coach) : []));
    if (view.covered) {
      const show = button(l.show, "scopa-p__btn--main scopa-p__show", "show", () => send({ type: "show" }));
      show.dataset.focusResult = "";
      buttons.prepend(show);
    }

    const around = view.around.map((p) => seatBox(view.seats[p]));
    const coach = coached ? h("div", { class: "scopa-p__coach", "data-kind": view.coach.kind || "" },
      h("p", { class: "scopa-p__coach-line", text: view.coach.text })) : null;
    const parts = [
      coached ? null : h("p", { class: "scopa-p__match", text: view.title }),
      coached ? null : h("p", { class: "scopa-p__status", text: view.status }),
      coached ? null : h("p", { class: "scopa-p__deal", text: view.deal_text }),
      h("ul", { class: "scopa-p__seats", "aria-label": l.seats }, ...around),
      view.phase === "play" ? coach : null,
      h("div", { class: "scopa-p__area" }, heading(`${l.table} (${view.stock_text})`), table),
      h("div", { class: "scopa-p__area" },
        h("div", { class: "scopa-p__me", "data-seat": String(me.seat), "data-to-move": String(me.to_move), "data-dealer": String(me.dealer) },
          h("span", { class: "scopa-v__sr", text: me.text }),
          h("span", { class: "scopa-p__name", "aria-hidden": "true", text: me.name }),
          me.role ? h("span", { class: "scopa-p__role", "aria-hidden": "true", text: me.role }) : null,
          marks(me)),
        view.phase === "play" ? hand : null),  // a finished hand leaves no cards to show
      choices,
      h("p", { class: "scopa-p__prompt", "data-focus-result": view.your_turn || view.phase !== "play" ? null : "", text: view.prompt }),
      view.review_coach && !coached ? h("p", { class: "scopa-p__coachline", role: "alert", text: view.review_coach.during.line || "" }) : null,
      error, notice,
      h("p", { class: "scopa-p__hint", text: view.hint || "" }),
      buttons,
      sidesTable(view),
    ];
    if (view.score) {
      const names = view.score.names;
      const head = h("tr", {}, h("td", {}), ...names.map((n) => h("th", { scope: "col", text: n })), h("td", {}));
      const rows = view.score.categories.map((c) => h("tr", { "data-category": c.name },
        h("th", { scope: "row", text: c.name }), ...c.points.map((p) => h("td", { class: "scopa-p__pts", text: String(p) })),
        h("td", { class: "scopa-p__reason", text: c.reason })));
      const total = h("tr", { class: "scopa-p__total" }, h("th", { scope: "row", text: l.total }),
        ...view.score.totals.map((t) => h("td", { class: "scopa-p__pts", text: String(t) })), h("td", {}));
      const panel = h("div", { class: "scopa-p__score" }, heading(l.score),
        h("div", { class: "scopa-v__scroll", tabindex: "0", role: "region", "aria-label": l.score },
          h("table", { class: "scopa-p__grid" }, h("thead", {}, head), h("tbody", {}, ...rows, total))));
      if (view.phase === "hand_over" && !coached) {
        const next = button(l.next_hand, "scopa-p__btn--main scopa-p__next", "next", () => send({ type: "next_hand" }));
        next.dataset.focusResult = "";
        panel.append(next);
      }
      parts.push(panel);
    }
    if (view.review_coach && !coached) parts.push(dayPanel(view.review_coach), reviewPanel(view.review_coach));
    if (coached && view.phase !== "play") {
      // The count is above; then the last taker, how each point is won, and where to go next.
      const c = view.coach;
      const again = button(c.again, "scopa-p__btn--main scopa-p__again", "again", () => send({ type: "again" }));
      again.dataset.focusResult = "";
      coach.append(...c.end.map((line) => h("p", { class: "scopa-p__coach-end", text: line })),
        ...(c.points && c.points.length ? [heading(c.points_title),
          h("ul", { class: "scopa-p__coach-points" }, ...c.points.map((line) => h("li", { class: "scopa-p__coach-point", text: line })))] : []),
        heading(c.next_title),
        h("ul", { class: "scopa-p__next-links" }, ...c.next.map((link) => h("li", {}, h("a", { href: link.href, text: link.label })))),
        h("div", {}, again));
      parts.push(coach);
    } else if (view.phase === "match_over") {
      const again = rematchPanel(view);
      if (again) again.querySelector("button").dataset.focusResult = "";
      parts.push(again, playerCard(view), view.review_coach ? chartPanel(view.review_coach) : null);
    }
    parts.push(h("div", { class: "scopa-p__area", "data-presenter": "hide" }, heading(l.log),
      h("ol", { class: "scopa-p__log" }, ...view.log.map((line) => h("li", { text: line })))));
    board.replaceChildren(...parts.filter(Boolean));
    roving(table);
    roving(hand);
    // A card that can take in several ways: focus goes to the first way, which Enter plays.
    const way = choices.querySelector("button");
    if (focusInside && way && lastSent === "play") way.focus();
    root.dataset.yourTurn = String(view.your_turn);
    root.dataset.plays = String(view.plays_made);
    root.dataset.hand = String(view.hand_number);
    if (view.hint) announce(view.hint);
    news(view);
    coachNews(view);
    runClock(view, clockLine);
    keepCard(view);

    // Ask for the computer's move, unless asking just failed (then the error stays in view).
    if (view.computer_turn && !(lastSent === "computer" && view.error)) {
      timer = setTimeout(() => {
        if (asked) return;
        asked = true;
        send({ type: "computer" });
      }, COMPUTER_PAUSE_MS);
    }
  } };
}, { cards: true });
