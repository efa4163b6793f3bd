// View of the "deck" widget: draws the controller's plain data, sends the learner's actions.
// One ES module for both hosts (anywidget in Jupyter, Pyodide on the static site): no rules here.
// The toolkit (_dom.js: h, widget, roving, cardName...) comes in front of this file.

const CSS = `
.scopa-deck { font: inherit; color: inherit; container-type: inline-size; }
/* A suit's ten cards on one row, or two rows of five where the widget is narrow (a phone). */
.scopa-deck__suit { display: grid; grid-template-columns: repeat(10, minmax(0, 3.4em)); gap: .25em; margin: .2em 0 .6em; }
@container (max-width: 30em) { .scopa-deck__suit { grid-template-columns: repeat(5, minmax(0, 3.4em)); } }
.scopa-deck__suitname { grid-column: 1 / -1; font-weight: 600; }
.scopa-deck__card {
  display: flex; flex-direction: column; align-items: center; gap: .1em;
  min-width: 0; padding: .15em; cursor: pointer; text-align: center;
  font: inherit; font-size: .8em; font-weight: 600; color: inherit; background: transparent;
  border: 2px solid transparent; border-radius: .35em;
}
.scopa-deck__card > span { display: block; width: 100%; max-width: 44px; }
.scopa-deck__card svg { display: block; width: 100%; height: auto; pointer-events: none; }
.scopa-deck__card:hover { outline: 2px solid currentColor; outline-offset: 1px; }
.scopa-deck__card[aria-pressed="true"] { background: #ffd54f; color: #1a1a1a; border-color: #1a1a1a; }
.scopa-deck__form { display: flex; flex-wrap: wrap; gap: .4em; align-items: center; margin: .6em 0; }
.scopa-deck__form input { font: inherit; width: 8em; padding: .2em .4em; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .25em; }
.scopa-deck__form button { font: inherit; padding: .2em .6em; cursor: pointer; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .25em; }
.scopa-deck__info { display: flex; flex-wrap: wrap; gap: 1em; align-items: flex-start; min-height: 3em; margin-top: .4em; }
.scopa-deck__info svg { display: block; width: 90px; height: auto; }
.scopa-deck__fact { margin: 0 0 .2em; }
.scopa-deck__fact b { display: inline-block; min-width: 8.5em; }
.scopa-deck__error { color: #b00020; font-weight: 600; margin: .4em 0; }
.scopa-deck__error:empty { display: none; }
[data-md-color-scheme="slate"] .scopa-deck__error { color: #ff8a80; }
`;

export default widget("scopa-deck", CSS, ({ model, root, send, announce }) => {
  const L = (model.get("view") || {}).labels || {};  // every word, in the widget's language
  const grid = h("div", { class: "scopa-deck__grid" });
  const input = h("input", { type: "text", key: "typed", "aria-label": L.typed, placeholder: L.placeholder });
  const form = h("form", { class: "scopa-deck__form" },
    h("label", { text: L.or_type }), input, h("button", { type: "submit", key: "show", text: L.show }));
  const error = h("p", { class: "scopa-deck__error", role: "alert" });
  const info = h("div", { class: "scopa-deck__info", "data-focus-result": "" });
  root.append(grid, form, error, info);

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    send({ type: "select", card: input.value });
  });

  const buttons = new Map();
  const groups = [];
  function buildGrid(suits) {
    for (const suit of suits) {
      const title = suit.title;
      const row = h("div", { class: "scopa-deck__suit", role: "group", "aria-label": title, "data-key-group": `suit-${suit.name}` },
        h("span", { class: "scopa-deck__suitname", "aria-hidden": "true", text: title }));
      for (const card of suit.cards) {
        const button = h("button", {
          type: "button", class: "scopa-deck__card", "data-card": card.code, key: `card-${card.code}`,
          "aria-pressed": "false", "aria-label": cardName(card, card.gloss),
        });
        const face = h("span", { "aria-hidden": "true" });
        if (card.svg) face.innerHTML = card.svg;
        button.append(face);  // the drawing shows the index ("Ad"): the name starts with it
        button.addEventListener("click", () => send({ type: "select", card: card.code }));
        buttons.set(card.code, button);
        row.append(button);
      }
      grid.append(row);
      groups.push(roving(row));
    }
  }

  return (view) => {
    if (!buttons.size && view.suits) buildGrid(view.suits);
    const chosen = view.selected;
    for (const [code, button] of buttons) button.setAttribute("aria-pressed", String(chosen?.code === code));
    groups.forEach((g) => g.sync());
    error.textContent = view.error || "";
    info.replaceChildren();
    if (!chosen) {
      info.append(h("p", { text: L.pick }));
      return;
    }
    // Plain divs, not dl or ul: host pages (JupyterLab's CSS on notebook pages) restyle lists.
    const fact = (label, value, cls = "") => h("div", { class: "scopa-deck__fact" },
      h("b", { text: label }), " ", h("span", { class: cls, text: value }));
    const facts = h("div", { class: "scopa-deck__facts" },
      fact(L.card, chosen.title, "scopa-deck__name"),
      fact(L.capture_value, String(chosen.capture_value), "scopa-deck__capture"));
    if (chosen.primiera_value !== null && chosen.primiera_value !== undefined) {
      facts.append(fact(L.primiera_value, String(chosen.primiera_value), "scopa-deck__primiera"));
    }
    if (chosen.settebello) facts.append(fact(L.special, L.settebello));
    else if (chosen.denaro) facts.append(fact(L.suit, L.denaro));
    const picture = h("div", { class: "scopa-deck__picture", "aria-hidden": "true" });
    if (chosen.svg) picture.innerHTML = chosen.svg;
    info.append(picture, facts);
    announce([...facts.children].map((f) => f.textContent).join("; "));
  };
}, { cards: true });
