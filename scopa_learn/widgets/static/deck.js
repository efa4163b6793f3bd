// View of the "deck" widget: draws the controller's plain data, sends the learner's actions.
// One ES module for both hosts (anywidget in Jupyter, Pyodide on the static site): no rules here.

const CSS = `
.scopa-deck { font: inherit; color: inherit; }
.scopa-deck__suit { display: flex; flex-wrap: wrap; align-items: center; gap: .3em; margin: .3em 0; }
.scopa-deck__suitname { min-width: 9em; font-weight: 600; }
.scopa-deck__card {
  display: inline-flex; flex-direction: column; align-items: center; gap: .1em;
  min-width: 2.6em; padding: .15em; cursor: pointer;
  font: inherit; font-size: .8em; font-weight: 600; color: inherit; background: transparent;
  border: 2px solid transparent; border-radius: .35em;
}
.scopa-deck__card svg { display: block; width: 44px; height: auto; pointer-events: none; }
.scopa-deck__card:hover, .scopa-deck__card:focus-visible { outline: 3px solid #4a90d9; outline-offset: 1px; }
.scopa-deck__card[aria-pressed="true"] { background: #ffd54f; color: #1a1a1a; border-color: #1a1a1a; }
.scopa-deck__form { display: flex; flex-wrap: wrap; gap: .4em; align-items: center; margin: .6em 0; }
.scopa-deck__form input { font: inherit; width: 8em; padding: .2em .4em; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .25em; }
.scopa-deck__form button { font: inherit; padding: .2em .6em; cursor: pointer; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .25em; }
.scopa-deck__info { display: flex; gap: 1em; align-items: flex-start; min-height: 3em; margin-top: .4em; }
.scopa-deck__info svg { width: 90px; height: auto; flex: none; }
.scopa-deck__info dl { display: grid; grid-template-columns: auto 1fr; gap: .1em .8em; margin: 0; }
.scopa-deck__info dt { font-weight: 600; }
.scopa-deck__info dd { margin: 0; }
.scopa-deck__error { color: #b00020; font-weight: 600; margin: .4em 0; }
.scopa-deck__error:empty { display: none; }
[data-md-color-scheme="slate"] .scopa-deck__error { color: #ff8a80; }
`;

function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "text") node.textContent = value;
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}

function render({ model, el }) {
  const send = (action) => model.send({ type: "action", action });
  const style = h("style", { text: CSS });
  const grid = h("div", { class: "scopa-deck__grid" });
  const input = h("input", { type: "text", "aria-label": "A card, like 7d or Rb", placeholder: "7d, Rb…" });
  const form = h("form", { class: "scopa-deck__form" },
    h("label", { text: "Or type a card:" }), input, h("button", { type: "submit", text: "Show" }));
  const error = h("p", { class: "scopa-deck__error", role: "alert" });
  const info = h("div", { class: "scopa-deck__info", "aria-live": "polite" });
  const root = h("div", { class: "scopa-deck" }, grid, form, error, info);
  el.replaceChildren(style, root);

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    send({ type: "select", card: input.value });
  });

  const buttons = new Map();
  function buildGrid(suits) {
    for (const suit of suits) {
      const row = h("div", { class: "scopa-deck__suit", role: "group", "aria-label": `${suit.name} (${suit.english})` },
        h("span", { class: "scopa-deck__suitname", text: `${suit.name} (${suit.english})` }));
      for (const card of suit.cards) {
        const button = h("button", {
          type: "button", class: "scopa-deck__card", "data-card": card.code,
          "aria-pressed": "false", "aria-label": `${card.name}, ${card.english}`,
        });
        const face = h("span", { "aria-hidden": "true" });
        if (card.svg) face.innerHTML = card.svg;
        button.append(face, h("span", { "aria-hidden": "true", text: card.code }));
        button.addEventListener("click", () => send({ type: "select", card: card.code }));
        buttons.set(card.code, button);
        row.append(button);
      }
      grid.append(row);
    }
  }

  function draw() {
    const view = model.get("view") || {};
    if (!buttons.size && view.suits) buildGrid(view.suits);
    const chosen = view.selected;
    for (const [code, button] of buttons) button.setAttribute("aria-pressed", String(chosen?.code === code));
    error.textContent = view.error || "";
    info.replaceChildren();
    if (!chosen) {
      info.append(h("p", { text: "Pick a card to see its names and what it is worth." }));
      return;
    }
    const facts = h("dl", {},
      h("dt", { text: "Card" }), h("dd", { class: "scopa-deck__name", text: `${chosen.name} (${chosen.english})` }),
      h("dt", { text: "Capture value" }), h("dd", { class: "scopa-deck__capture", text: String(chosen.capture_value) }),
      h("dt", { text: "Primiera value" }), h("dd", { class: "scopa-deck__primiera", text: String(chosen.primiera_value) }));
    if (chosen.settebello) facts.append(h("dt", { text: "Special" }), h("dd", { text: "the settebello" }));
    else if (chosen.denaro) facts.append(h("dt", { text: "Suit" }), h("dd", { text: "a denaro (coins)" }));
    const picture = h("div", { class: "scopa-deck__picture", "aria-hidden": "true" });
    if (chosen.svg) picture.innerHTML = chosen.svg;
    info.append(picture, facts);
  }

  model.on("change:view", draw);
  draw();
  return () => model.off("change:view", draw);
}

export default { render };
