// View of the "replay" widget: step through an annotated example hand (or a match sheet), with
// the teacher's note for each play, the legal captures of the next card on demand, the "what if"
// branches and the scoring at the end. One ES module for both hosts (anywidget in Jupyter,
// Pyodide on the static site). No rules here: it only draws the view data and sends actions.
// The toolkit (_dom.js: h, widget, cardFace, announce...) comes in front of this file.

const CSS = `
.scopa-r { font: inherit; color: inherit; }
.scopa-r [hidden] { display: none !important; }
.scopa-r__bar { display: flex; flex-wrap: wrap; gap: .35em .6em; align-items: center; margin: 0 0 .6em; }
.scopa-r button, .scopa-r select { font: inherit; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .25em; padding: .2em .6em; cursor: pointer; }
.scopa-r select option { color: #1a1a1a; background: #fff; }
.scopa-r button:disabled { opacity: .45; cursor: default; }
.scopa-r .scopa-r__jump { min-width: 0; width: 100%; max-width: 24em; text-overflow: ellipsis; }
.scopa-r button[aria-pressed="true"] { background: #ffd54f; color: #1a1a1a; border-color: #1a1a1a; }
.scopa-r__status { font-weight: 600; margin: .2em 0 .5em; }
.scopa-r__line { display: inline-block; margin-left: .5em; padding: .05em .5em; border-radius: .3em; background: #6a1b9a; color: #fff; font-weight: 600; }
.scopa-r__board { display: grid; gap: .5em; margin: .4em 0; }
.scopa-r__seat, .scopa-r__tablebox { padding: .4em .6em; border: 1px solid currentColor; border-radius: .4em; }
.scopa-r__seat[data-to-move="true"] { border-width: 3px; border-color: #2e7d32; }
.scopa-r__seat > :is(h2, h3, h4, h5, h6), .scopa-r__tablebox > :is(h2, h3, h4, h5, h6), .scopa-r__captures > :is(h2, h3, h4, h5, h6), .scopa-r__score > :is(h2, h3, h4, h5, h6) { margin: 0 0 .3em; font-size: 1em; display: flex; flex-wrap: wrap; gap: .5em; align-items: center; }
.scopa-r__badge { font-size: .8em; font-weight: 700; padding: .05em .45em; border-radius: .3em; background: #2e7d32; color: #fff; }
.scopa-r__badge--dealer { background: #546e7a; }
.scopa-r__badge--scopa { background: #c62828; }
.scopa-r__facts { font-size: .9em; opacity: .9; }
.scopa-r__cards { display: flex; flex-wrap: wrap; gap: .3em; min-height: 88px; align-items: flex-start; }
.scopa-r__cards svg { width: 54px; height: auto; display: block; }
.scopa-r__code { display: inline-block; min-width: 2.4em; padding: .4em .3em; text-align: center; border: 1px solid currentColor; border-radius: .3em; font-weight: 600; }
.scopa-r__empty { opacity: .7; font-style: italic; align-self: center; }
.scopa-r__last { display: flex; flex-wrap: wrap; gap: .6em; align-items: center; margin: .5em 0; padding: .4em .6em; border-left: 4px solid #ffb300; }
.scopa-r__last .scopa-r__cards { min-height: 0; }
.scopa-r__note { margin: .5em 0; padding: .5em .8em; border-radius: .4em; background: rgba(46, 125, 50, .09); }
.scopa-r__note p { margin: .3em 0; }
.scopa-r__captures { margin: .5em 0; padding: .4em .7em; border: 2px dashed #1565c0; border-radius: .4em; }
.scopa-r__captures ul { list-style: none; padding: 0; margin: .3em 0; display: grid; gap: .3em; }
.scopa-r__captures li { display: flex; flex-wrap: wrap; gap: .5em; align-items: center; }
.scopa-r__captures li[data-chosen="true"] { font-weight: 700; }
.scopa-r__branches { display: flex; flex-wrap: wrap; gap: .4em; align-items: center; margin: .6em 0; }
.scopa-r__score table, .scopa-r__sheet table { border-collapse: collapse; margin: .4em 0; }
.scopa-r__sheet th, .scopa-r__sheet td,
.scopa-r__score th, .scopa-r__score td { padding: .2em .6em; border-bottom: 1px solid rgba(127, 127, 127, .4); text-align: left; vertical-align: top; }
.scopa-r__score td.scopa-r__pts { text-align: center; font-weight: 700; }
.scopa-r__score tr.scopa-r__total td, .scopa-r__score tr.scopa-r__total th { border-top: 2px solid currentColor; font-weight: 700; }
.scopa-r__error { color: #b00020; font-weight: 600; margin: .4em 0; }
.scopa-r__error:empty { display: none; }
[data-md-color-scheme="slate"] .scopa-r__error { color: #ff8a80; }
[data-md-color-scheme="slate"] .scopa-r__note { background: rgba(129, 199, 132, .12); }
`;

const AUTOPLAY_MS = 1600;

function cardsRow(cards, label, emptyText) {
  const row = h("div", { class: "scopa-r__cards", role: "group", "aria-label": label });
  if (!cards.length) row.append(h("span", { class: "scopa-r__empty", text: emptyText }));
  else row.append(...cards.map((card) => cardFace(card, "scopa-r__card", { role: "img", "aria-hidden": null, "aria-label": cardName(card), title: card.name })));
  return row;
}

function paragraphs(text) {
  return (text || "").split(/\n\s*\n/).filter(Boolean).map((p) => h("p", { text: p }));
}

function button(text, onClick, attrs = {}) {
  const b = h("button", { type: "button", ...attrs, text });
  b.addEventListener("click", onClick);
  return b;
}

// A step button: the arrow is drawn, the name is the word it shows (WCAG "label in name").
function stepButton(word, arrow, after, onClick, attrs) {
  const b = h("button", { type: "button", ...attrs });
  const mark = h("span", { "aria-hidden": "true", text: arrow });
  if (after) b.append(word + " ", mark); else b.append(mark, " " + word);
  b.addEventListener("click", onClick);
  return b;
}

export default widget("scopa-r", CSS, ({ model, root, send, announce, heading }) => {
  const L = (model.get("view") || {}).labels || {};  // every word, in the widget's language
  let timer = null;
  let shownAt = null;

  const first = stepButton(L.start, "«", false, () => send({ type: "first" }), { class: "scopa-r__first", key: "first", title: L.start_title });
  const prev = stepButton(L.back, "◀", false, () => send({ type: "prev" }), { class: "scopa-r__prev", key: "prev", title: L.back_title });
  const next = stepButton(L.next, "▶", true, () => send({ type: "next" }), { class: "scopa-r__next", key: "next", title: L.next_title });
  const last = stepButton(L.end, "»", true, () => send({ type: "last" }), { class: "scopa-r__lastbtn", key: "last", title: L.end_title });
  const auto = button(L.autoplay, () => send({ type: "autoplay", on: !(model.get("view") || {}).autoplay }), { class: "scopa-r__auto", key: "auto", "aria-pressed": "false" });
  const jump = h("select", { class: "scopa-r__jump", key: "jump", "aria-label": L.jump });
  jump.addEventListener("change", () => send({ type: "goto", play: Number(jump.value) }));
  const reveal = h("select", { class: "scopa-r__reveal", key: "reveal", "aria-label": L.reveal },
    h("option", { value: "all", text: L.reveal_all }),
    h("option", { value: "mover", text: L.reveal_mover }));
  reveal.addEventListener("change", () => send({ type: "reveal", mode: reveal.value }));
  const capturesBtn = button(L.show_captures, () =>
    send({ type: "captures", show: !(model.get("view") || {}).show_captures }), { class: "scopa-r__capbtn", key: "captures", "aria-pressed": "false" });
  const bar = h("div", { class: "scopa-r__bar", "data-key-group": "steps" }, first, prev, next, last, auto, jump);
  const bar2 = h("div", { class: "scopa-r__bar", "data-presenter": "hide" }, reveal, capturesBtn);

  const status = h("p", { class: "scopa-r__status", "data-focus-result": "" });
  const error = h("p", { class: "scopa-r__error", role: "alert" });
  const board = h("div", { class: "scopa-r__board" });
  const lastBox = h("div", { class: "scopa-r__last" });
  const note = h("div", { class: "scopa-r__note" });
  const captures = h("div", { class: "scopa-r__captures" });
  const branches = h("div", { class: "scopa-r__branches", "data-key-group": "branches" });
  const score = h("div", { class: "scopa-r__score" });
  const sheet = h("div", { class: "scopa-r__sheet" });
  root.append(bar, bar2, status, error, board, lastBox, note, captures, branches, score, sheet);

  function drawSeat(seat) {
    const head = heading("", { class: "scopa-r__head" });
    head.append(h("span", { class: "scopa-r__name", text: seat.name }));
    if (seat.dealer) head.append(h("span", { class: "scopa-r__badge scopa-r__badge--dealer", text: L.deals }));
    if (seat.to_move) head.append(h("span", { class: "scopa-r__badge", text: L.to_play }));
    head.append(h("span", { class: "scopa-r__facts", text: fill(L.facts, { pile: seat.pile, denari: seat.denari, scope: seat.scope }) }));
    let cards;
    if (seat.hidden) {
      cards = h("div", { class: "scopa-r__cards", role: "img", "aria-label": fill(L.hidden_hand, { name: seat.name, count: seat.hidden }) });
      for (let i = 0; i < seat.hidden; i += 1) {
        const back = h("span", { class: "scopa-r__card scopa-r__back", "aria-hidden": "true" });
        if (seat.back) back.innerHTML = seat.back;
        else back.append(h("span", { class: "scopa-r__code", text: "?" }));
        cards.append(back);
      }
    } else {
      cards = cardsRow(seat.cards, fill(L.hand, { name: seat.name }), L.no_cards);
    }
    return h("div", { class: "scopa-r__seat", "data-seat": seat.name, "data-to-move": String(seat.to_move), "data-scope": String(seat.scope), "data-pile": String(seat.pile) }, head, cards);
  }

  function drawScore(result) {
    if (!result) return [];
    const head = h("tr", {}, h("td", {}), ...result.names.map((n) => h("th", { scope: "col", text: n })), h("th", { scope: "col", text: L.why }));
    const rows = result.categories.map((c) => h("tr", { "data-category": c.name },
      h("th", { scope: "row", text: c.name }),
      ...c.points.map((p) => h("td", { class: "scopa-r__pts", text: String(p) })),
      h("td", { text: c.reason })));
    const total = h("tr", { class: "scopa-r__total" }, h("th", { scope: "row", text: L.total }),
      ...result.totals.map((t) => h("td", { class: "scopa-r__pts scopa-r__totalpts", text: String(t) })), h("td", { text: "" }));
    const out = [heading(L.score),
      h("div", { class: "scopa-v__scroll", tabindex: "0", role: "region", "aria-label": L.score },
        h("table", { "data-totals": result.totals.join("-") }, h("thead", {}, head), h("tbody", {}, ...rows, total))),
      h("ul", {}, ...result.piles.map((p) => h("li", { text: p })))];
    if (result.note) out.push(h("div", { class: "scopa-r__note scopa-r__resultnote" }, ...paragraphs(result.note)));
    return out;
  }

  function drawHand(view) {
    bar2.hidden = false;
    sheet.hidden = true;
    status.replaceChildren(h("span", { text: view.status_line }));
    if (view.line !== "main") status.append(h("span", { class: "scopa-r__line", text: view.line_line }));
    const seats = view.seats.map(drawSeat);
    const table = h("div", { class: "scopa-r__tablebox" }, heading(L.table), cardsRow(view.table, L.table, L.empty));
    // Two players: one above the table, one below; more: all seats, then the table.
    if (seats.length === 2) board.replaceChildren(seats[1], table, seats[0]);
    else board.replaceChildren(...seats, table);
    if (view.last) {
      lastBox.hidden = false;
      const row = h("div", { class: "scopa-r__cards", "aria-hidden": "true" }, cardFace(view.last.card, "scopa-r__card"));
      if (view.taken.length) row.append(h("span", { text: L.takes }), ...view.taken.map((c) => cardFace(c, "scopa-r__card")));
      lastBox.replaceChildren(row, h("span", { class: "scopa-r__lasttext", text: view.last.text }));
      if (view.last.scopa) lastBox.append(h("span", { class: "scopa-r__badge scopa-r__badge--scopa", text: L.scopa }));
    } else {
      lastBox.hidden = true;
      lastBox.replaceChildren();
    }
    note.replaceChildren(...paragraphs(view.note));
    note.hidden = !view.note;
    capturesBtn.hidden = !view.next;
    capturesBtn.setAttribute("aria-pressed", String(Boolean(view.show_captures)));
    if (view.captures) {
      const c = view.captures;
      captures.hidden = false;
      captures.replaceChildren(
        heading(c.heading),
        h("p", { class: "scopa-r__reason", text: c.reason }),
        h("ul", { "aria-label": L.options }, ...c.options.map((o) => h("li", { "data-cards": o.cards.join(" "), "data-chosen": String(o.chosen) },
          h("span", { text: `${o.sum} (${o.kind_label})` }),
          o.scopa ? h("span", { class: "scopa-r__badge scopa-r__badge--scopa", text: L.scopa }) : "",
          o.chosen ? h("span", { text: L.chosen }) : ""))));
    } else {
      captures.hidden = true;
      captures.replaceChildren();
    }
    branches.replaceChildren();
    if (view.branches.length) {
      branches.append(h("strong", { text: L.what_if }));
      for (const b of view.branches) {
        const pressed = String(Boolean(b.active));
        branches.append(button(fill(L.branch, { title: b.title, at: b.at }), () => send({ type: "branch", name: b.name }),
          { class: "scopa-r__branch", key: `branch-${b.name}`, "data-branch": b.name, "aria-pressed": pressed }));
      }
      if (view.line !== "main") branches.append(button(L.back_to_main, () => send({ type: "main" }), { class: "scopa-r__main", key: "main" }));
    }
    score.replaceChildren(...drawScore(view.score));
    reveal.value = view.reveal;
    const options = [h("option", { value: "0", text: L.jump_deal }), ...view.plays.map((p) => h("option", { value: String(p.number), text: p.text }))];
    jump.replaceChildren(...options);
    jump.value = String(view.position === 0 ? 0 : view.plays[view.position - 1].number);
  }

  function drawMatch(view) {
    board.replaceChildren();
    lastBox.hidden = true;
    captures.hidden = true;
    branches.replaceChildren();
    score.replaceChildren();
    bar2.hidden = true;
    sheet.hidden = false;
    status.textContent = view.status_line;
    const head = h("tr", {}, h("th", { scope: "col", text: L.col_hand }), h("th", { scope: "col", text: L.col_dealer }),
      ...view.names.map((n) => h("th", { scope: "col", text: fill(L.col_points, { name: n }) })));
    const rows = view.rows.map((r) => h("tr", { "data-hand": String(r.number) },
      h("td", { text: String(r.number) }), h("td", { text: r.dealer }),
      ...r.points.map((p, i) => h("td", { text: `${p} (${r.running[i]})` }))));
    sheet.replaceChildren(h("div", { class: "scopa-v__scroll", tabindex: "0", role: "region", "aria-label": L.sheet },
      h("table", { class: "scopa-r__matchsheet", "data-scores": view.scores.join("-") }, h("thead", {}, head), h("tbody", {}, ...rows))));
    note.replaceChildren(...paragraphs(view.note), ...paragraphs(view.result_note));
    note.hidden = !(view.note || view.result_note);
    const options = [h("option", { value: "0", text: L.jump_before }),
      ...Array.from({ length: view.total }, (_, i) => h("option", { value: String(i + 1), text: fill(L.hand_n, { n: i + 1 }) }))];
    jump.replaceChildren(...options);
    jump.value = String(view.position);
  }

  function draw(view) {
    error.textContent = view.error || "";
    if (!view.mode) return;
    root.dataset.position = String(view.position);
    root.dataset.line = view.line || "main";
    first.disabled = prev.disabled = view.position === 0;
    next.disabled = last.disabled = view.at_end;
    auto.setAttribute("aria-pressed", String(Boolean(view.autoplay)));
    auto.textContent = view.autoplay ? L.stop : L.autoplay;
    auto.disabled = view.at_end && !view.autoplay;
    if (view.mode === "match") drawMatch(view);
    else drawHand(view);
    if (timer) { clearTimeout(timer); timer = null; }
    if (view.autoplay && !view.at_end) timer = setTimeout(() => send({ type: "next" }), AUTOPLAY_MS);
    // Read out where the replay is and the play just made, once per step.
    const at = `${view.line}/${view.position}`;
    if (at !== shownAt) {
      shownAt = at;
      announce([status.textContent, view.last && view.last.text].filter(Boolean).join(". "));
    }
  }

  return { draw, cleanup: () => { if (timer) clearTimeout(timer); } };
}, { cards: true });
