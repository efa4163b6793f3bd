// View of the "capture_explorer" widget: pick a card to play and a table; the engine answers
// with every legal capture and the reason. One ES module for both hosts (anywidget in Jupyter,
// Pyodide on the static site). No rules here: it only draws the view data and sends actions.
// The toolkit (_dom.js: h, widget, roving, cardFace...) comes in front of this file.

const CSS = `
.scopa-x { font: inherit; color: inherit; }
.scopa-x__board { display: flex; flex-wrap: wrap; gap: 1.2em; align-items: flex-start; margin-bottom: .6em; }
.scopa-x__slot > :is(h2, h3, h4, h5, h6) { margin: 0 0 .3em; font-size: .95em; }
.scopa-x__cards { display: flex; flex-wrap: wrap; gap: .3em; min-height: 96px; align-items: flex-start; }
.scopa-x__cards svg { width: 60px; height: auto; }
.scopa-x__cards button { padding: 0; border: 0; background: none; cursor: pointer; color: inherit; }
.scopa-x__empty { opacity: .7; font-style: italic; align-self: center; }
.scopa-x__mode { display: flex; flex-wrap: wrap; gap: .8em; align-items: center; margin: .4em 0; }
.scopa-x__suit { display: flex; flex-wrap: wrap; align-items: center; gap: .25em; margin: .2em 0; }
.scopa-x__suitname { min-width: 8.5em; font-weight: 600; }
.scopa-x__pick {
  min-width: 2.6em; min-height: 2.4em; padding: .15em .35em; cursor: pointer; font: inherit; font-weight: 600;
  color: inherit; background: transparent; border: 2px solid currentColor; border-radius: .35em; opacity: .8;
}
.scopa-x__pick:hover { opacity: 1; }
.scopa-x__pick[data-state="play"] { opacity: 1; background: #ffd54f; color: #1a1a1a; border-color: #1a1a1a; }
.scopa-x__pick[data-state="table"] { opacity: 1; background: #90caf9; color: #1a1a1a; border-color: #1a1a1a; border-style: dashed; }
.scopa-x__forms { display: flex; flex-wrap: wrap; gap: .5em 1.2em; margin: .6em 0; }
.scopa-x__forms form { display: flex; flex-wrap: wrap; gap: .3em; align-items: center; }
.scopa-x input[type=text], .scopa-x input[type=number] { font: inherit; padding: .15em .4em; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .25em; }
.scopa-x button.scopa-x__btn { font: inherit; padding: .2em .6em; cursor: pointer; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .25em; }
.scopa-x__reason { margin: .5em 0; font-size: 1.05em; }
.scopa-x__options { list-style: none; padding: 0; margin: .3em 0; display: grid; gap: .4em; }
.scopa-x__option { display: flex; flex-wrap: wrap; gap: .6em; align-items: center; padding: .3em .5em; border: 2px solid #2e7d32; border-radius: .4em; }
.scopa-x__option svg { width: 48px; height: auto; }
.scopa-x__badge { font-weight: 700; padding: .05em .45em; border-radius: .3em; background: #2e7d32; color: #fff; }
.scopa-x__error { color: #b00020; font-weight: 600; margin: .4em 0; }
.scopa-x__error:empty { display: none; }
[data-md-color-scheme="slate"] .scopa-x__error { color: #ff8a80; }
`;

export default widget("scopa-x", CSS, ({ model, root, send, announce, heading }) => {
  const L = (model.get("view") || {}).labels || {};  // every word, in the widget's language
  let mode = "play";

  const played = h("div", { class: "scopa-x__cards scopa-x__played" });
  const table = h("div", { class: "scopa-x__cards scopa-x__table", role: "group", "aria-label": L.table, "data-key-group": "table" });
  const tableKeys = roving(table);
  const board = h("div", { class: "scopa-x__board" },
    h("div", { class: "scopa-x__slot" }, heading(L.your_card), played),
    h("div", { class: "scopa-x__slot" }, heading(L.table_heading), table));

  const name = `scopa-x-mode-${Math.random().toString(36).slice(2)}`;
  const modeRadio = (value, label) => {
    const input = h("input", { type: "radio", name, value, key: `mode-${value}`, class: "scopa-x__mode-" + value });
    if (value === mode) input.checked = true;
    input.addEventListener("change", () => { mode = value; });
    return h("label", {}, input, " " + label);
  };
  const modes = h("div", { class: "scopa-x__mode", role: "radiogroup", "aria-label": L.modes },
    h("span", { text: L.click }),
    modeRadio("play", L.mode_play), modeRadio("table", L.mode_table));

  const picker = h("div", { class: "scopa-x__picker" });
  const buttons = new Map();
  const pickerKeys = [];

  const cardInput = h("input", { type: "text", size: "4", key: "typed-card", "aria-label": L.typed_card, placeholder: "6s" });
  const tableInput = h("input", { type: "text", size: "16", key: "typed-table", "aria-label": L.typed_table, placeholder: "6c 2d 4b" });
  const typed = h("form", { class: "scopa-x__typed", "data-presenter": "hide" },
    h("label", { text: L.type }), cardInput, h("span", { text: L.on }), tableInput,
    h("button", { type: "submit", class: "scopa-x__btn", key: "typed-show", text: L.show }));
  typed.addEventListener("submit", (event) => {
    event.preventDefault();
    send({ type: "set", card: cardInput.value, table: tableInput.value });
  });
  const seedInput = h("input", { type: "number", min: "0", step: "1", value: "1", key: "seed", "aria-label": L.seed, style: "width: 6em" });
  const random = h("form", { class: "scopa-x__random" },
    h("label", { text: L.seed_label }), seedInput,
    h("button", { type: "submit", class: "scopa-x__btn", key: "random", text: L.random }));
  random.addEventListener("submit", (event) => {
    event.preventDefault();
    send({ type: "random", seed: seedInput.value });
  });
  const clear = h("button", { type: "button", class: "scopa-x__btn", key: "clear", text: L.clear });
  clear.addEventListener("click", () => send({ type: "clear" }));
  const lastBox = h("input", { type: "checkbox", key: "last", class: "scopa-x__last" });
  lastBox.addEventListener("change", () => send({ type: "toggle_last_card" }));
  const forms = h("div", { class: "scopa-x__forms" }, typed, random, clear,
    h("label", {}, lastBox, " " + L.last_card));

  const error = h("p", { class: "scopa-x__error", role: "alert" });
  const reason = h("p", { class: "scopa-x__reason", "data-focus-result": "" });
  const options = h("ul", { class: "scopa-x__options", "aria-label": L.options });
  root.append(board, error, reason, options, modes, picker, forms);

  function buildPicker(suits) {
    for (const suit of suits) {
      const title = suit.title;
      const row = h("div", { class: "scopa-x__suit", role: "group", "aria-label": title, "data-key-group": `suit-${suit.name}` },
        h("span", { class: "scopa-x__suitname", "aria-hidden": "true", text: title }));
      for (const card of suit.cards) {
        const button = h("button", { type: "button", class: "scopa-x__pick", "data-card": card.code, key: `pick-${card.code}`, "aria-label": cardName(card), text: card.code });
        button.addEventListener("click", () =>
          send(mode === "play" ? { type: "set_card", card: card.code } : { type: "toggle_table", card: card.code }));
        buttons.set(card.code, button);
        row.append(button);
      }
      picker.append(row);
      pickerKeys.push(roving(row));
    }
  }

  return (view) => {
    if (!buttons.size && view.suits) buildPicker(view.suits);
    const onTable = new Set((view.table || []).map((c) => c.code));
    for (const [code, button] of buttons) {
      const state = code === view.card ? "play" : onTable.has(code) ? "table" : "none";
      button.dataset.state = state;
      button.setAttribute("aria-pressed", String(state !== "none"));
    }
    pickerKeys.forEach((g) => g.sync());
    played.replaceChildren(view.card ? cardFace({ code: view.card, svg: view.card_svg }, "scopa-x__card")
      : h("span", { class: "scopa-x__empty", text: L.none_yet }));
    if (view.card) played.append(h("span", { class: "scopa-v__sr", text: view.card_name || view.card }));
    table.replaceChildren(...(view.table || []).map((card) => {
      const button = h("button", { type: "button", "data-card": card.code, key: `table-${card.code}`, "data-taken": String(card.taken), "aria-label": cardName(card, L.take_off) });
      button.append(cardFace(card, "scopa-x__card"));
      button.addEventListener("click", () => send({ type: "toggle_table", card: card.code }));
      return button;
    }));
    if (!(view.table || []).length) table.append(h("span", { class: "scopa-x__empty", text: L.empty }));
    tableKeys.sync();
    lastBox.checked = Boolean(view.last_card);
    error.textContent = view.error || "";
    reason.textContent = view.reason || "";
    options.replaceChildren(...(view.options || []).map((option) => {
      const row = h("li", { class: "scopa-x__option", "data-cards": option.cards.join(" "), "data-kind": option.kind });
      option.cards.forEach((code, i) => row.append(cardFace({ code, svg: (option.svgs || [])[i] }, "scopa-x__card")));
      row.append(h("span", { text: `${option.sum} (${option.kind_label || option.kind})` }));
      if (option.scopa) row.append(h("span", { class: "scopa-x__badge", text: L.scopa }));
      return row;
    }));
    if (view.stays) options.append(h("li", { class: "scopa-x__option scopa-x__stays", "data-cards": "", text: L.stays }));
    announce([view.reason, ...[...options.children].map((li) => li.textContent)].filter(Boolean).join(" "));
  };
}, { cards: true });
