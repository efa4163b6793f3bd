// View of the "score_calculator" widget: type what each side took and how many scope it made;
// the engine scores the hand under the chosen rules. One ES module for both hosts (anywidget in
// Jupyter, Pyodide on the static site). No rules here: it only draws the view data and sends actions;
// even the rule options come as a schema from the controller. The toolkit (_dom.js) comes first.

const CSS = `
.scopa-sc { font: inherit; color: inherit; }
.scopa-sc__rules { display: flex; flex-wrap: wrap; gap: .4em 1.2em; align-items: center; margin: 0 0 .8em; padding: .4em .8em .6em; border: 1px solid currentColor; border-radius: .4em; }
.scopa-sc__rules legend { font-weight: 700; padding: 0 .3em; }
.scopa-sc__rules label { display: inline-flex; gap: .3em; align-items: center; cursor: pointer; }
.scopa-sc__rules label[data-disabled="true"] { opacity: .55; cursor: default; }
.scopa-sc__rules select { font: inherit; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .25em; padding: .1em .3em; }
.scopa-sc__rules select option { color: #1a1a1a; background: #fff; }
.scopa-sc__sides { display: grid; grid-template-columns: repeat(auto-fit, minmax(16em, 1fr)); gap: 1em; }
.scopa-sc__side { min-width: 0; padding: .5em .7em; border: 1px solid currentColor; border-radius: .4em; }
.scopa-sc__side > :is(h2, h3, h4, h5, h6) { margin: 0 0 .4em; font-size: 1.05em; }
.scopa-sc__pileform { display: flex; gap: .3em; align-items: flex-start; }
.scopa-sc__pileform textarea { flex: 1; min-width: 0; resize: vertical; }
.scopa-sc textarea, .scopa-sc input[type=number] { font: inherit; padding: .15em .4em; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .25em; }
.scopa-sc button { font: inherit; padding: .15em .6em; cursor: pointer; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .25em; }
.scopa-sc__pile { margin: .5em 0 .2em; display: grid; gap: .25em; }
.scopa-sc__suitrow { display: flex; gap: .5em; align-items: center; min-height: 64px; }
.scopa-sc__suitname { flex: none; width: 4.2em; font-size: .85em; opacity: .85; }
.scopa-sc__suitrow svg { display: block; max-width: 100%; height: auto; }
.scopa-sc__facts { margin: .2em 0; font-size: .95em; }
.scopa-sc__scope { display: flex; gap: .3em; align-items: center; margin-top: .3em; }
.scopa-sc__scope input { width: 4em; text-align: center; }
.scopa-sc__error { color: #b00020; font-weight: 600; margin: .6em 0; }
.scopa-sc__error:empty { display: none; }
[data-md-color-scheme="slate"] .scopa-sc__error { color: #ff8a80; }
.scopa-sc__winner { margin: .6em 0; font-weight: 700; font-size: 1.1em; }
.scopa-sc__winner:empty { display: none; }
.scopa-sc__tablewrap { overflow-x: auto; }
.scopa-sc table { border-collapse: collapse; margin: .6em 0 .3em; min-width: 100%; font-size: .95em; }
.scopa-sc th, .scopa-sc td { padding: .3em .6em; border-bottom: 1px solid currentColor; text-align: center; vertical-align: top; }
.scopa-sc th[scope=row], .scopa-sc th.scopa-sc__why, .scopa-sc td.scopa-sc__reason { text-align: left; }
.scopa-sc td.scopa-sc__won { font-weight: 700; background: rgba(46, 125, 50, .22); }
.scopa-sc tr.scopa-sc__totals th, .scopa-sc tr.scopa-sc__totals td { font-weight: 700; font-size: 1.12em; border-bottom: 0; }
.scopa-sc__check { margin: .2em 0; font-size: .9em; opacity: .8; }
`;

export default widget("scopa-sc", CSS, ({ model, root, send, announce, heading }) => {
  const L = (model.get("view") || {}).labels || {};  // every word, in the widget's language
  // Which input sent the last action: if the engine refuses it, what the learner typed stays.
  let pending = null;

  // -- the rule switcher: drawn from the option schema the controller sends ---------------------
  const rulesBox = h("fieldset", { class: "scopa-sc__rules" });
  const legend = h("legend", { text: L.rules });
  const controls = new Map();  // option name -> { input, wrap }

  function buildOption(option) {
    if (option.type === "choice") {
      const select = h("select", { class: `scopa-sc__opt-${option.name}`, key: `opt-${option.name}` },
        ...option.choices.map((c) => h("option", { value: c.value, text: c.label })));
      select.addEventListener("change", () => send({ type: "set_option", name: option.name, value: select.value }));
      return { input: select, wrap: h("label", {}, `${option.label}: `, select) };
    }
    const input = h("input", { type: "checkbox", class: `scopa-sc__opt-${option.name}`, key: `opt-${option.name}`, name: option.name });
    input.addEventListener("change", () => send({ type: "set_option", name: option.name, value: input.checked }));
    return { input, wrap: h("label", {}, input, " " + option.label) };
  }

  function drawOptions(view) {
    legend.textContent = (view.labels && view.labels.rules) || "";
    for (const option of view.options || []) {
      if (!controls.has(option.name)) {
        const made = buildOption(option);
        controls.set(option.name, made);
        rulesBox.append(made.wrap);
      }
      const { input, wrap } = controls.get(option.name);
      if (option.type === "choice") input.value = option.value;
      else input.checked = Boolean(option.value);
      input.disabled = !option.enabled;
      wrap.dataset.disabled = String(!option.enabled);
    }
  }
  rulesBox.append(legend);

  // -- the sides -----------------------------------------------------------------------------------
  const sidesBox = h("div", { class: "scopa-sc__sides" });
  const sides = [];

  function buildSide(i) {
    const title = heading("");
    const pileInput = h("textarea", { class: "scopa-sc__cards", key: `pile-${i}`, rows: "2", spellcheck: "false", placeholder: L.placeholder });
    // Enter scores the pile (as in a one-line field); Shift+Enter is left alone.
    pileInput.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && !event.shiftKey) { event.preventDefault(); pileForm.requestSubmit(); }
    });
    const pileForm = h("form", { class: "scopa-sc__pileform" }, pileInput,
      h("button", { type: "submit", key: `score-${i}`, text: L.score }));
    pileForm.addEventListener("submit", (event) => {
      event.preventDefault();
      pending = `pile${i}`;
      send({ type: "set_pile", side: i, cards: pileInput.value });
    });
    const pile = h("div", { class: "scopa-sc__pile" });
    const facts = h("p", { class: "scopa-sc__facts" });
    const scopeInput = h("input", { type: "number", min: "0", step: "1", key: `scope-${i}`, class: "scopa-sc__scope-count" });
    const setScope = (count) => { pending = `scope${i}`; send({ type: "set_scope", side: i, count }); };
    scopeInput.addEventListener("change", () => setScope(scopeInput.value));
    const less = h("button", { type: "button", class: "scopa-sc__less", key: `less-${i}`, text: "−" });
    const more = h("button", { type: "button", class: "scopa-sc__more", key: `more-${i}`, text: "+" });
    less.addEventListener("click", () => setScope(Math.max(0, (Number(scopeInput.value) || 0) - 1)));
    more.addEventListener("click", () => setScope((Number(scopeInput.value) || 0) + 1));
    const scopeRow = h("div", { class: "scopa-sc__scope" }, h("span", { text: L.scope }), less, scopeInput, more);
    const box = h("section", { class: "scopa-sc__side", "data-side": String(i) },
      title, pileForm, pile, facts, scopeRow);
    sidesBox.append(box);
    sides.push({ title, pileInput, pile, facts, scopeInput, less, more });
  }

  const error = h("p", { class: "scopa-sc__error", role: "alert" });
  const winner = h("p", { class: "scopa-sc__winner" });
  const table = h("table", { class: "scopa-sc__points" });
  const check = h("p", { class: "scopa-sc__check" });
  root.append(rulesBox, sidesBox, error, winner,
    h("div", { class: "scopa-sc__tablewrap", tabindex: "0", role: "region", "aria-label": L.points, "data-focus-result": "" }, table), check);

  function drawTable(view) {
    const names = (view.sides || []).map((s) => s.name);
    const head = h("tr", {}, h("th", { scope: "col", text: L.point }),
      ...names.map((n) => h("th", { scope: "col", text: n })),
      h("th", { scope: "col", class: "scopa-sc__why", text: L.why }));
    const rows = (view.categories || []).map((category) => h("tr", { "data-category": category.name },
      h("th", { scope: "row", text: category.label || category.name }),
      ...category.points.map((p, i) => h("td", {
        "data-side": String(i),
        class: p > 0 ? "scopa-sc__won" : "",
        text: String(p),
      })),
      h("td", { class: "scopa-sc__reason", text: category.reason })));
    const totals = h("tr", { class: "scopa-sc__totals" }, h("th", { scope: "row", text: L.total }),
      ...(view.totals || []).map((t, i) => h("td", { class: "scopa-sc__total", "data-side": String(i), text: String(t) })),
      h("td"));
    table.replaceChildren(h("caption", { class: "scopa-sc__caption", text: L.caption }),
      h("thead", {}, head), h("tbody", {}, ...rows, totals));
  }

  function draw(view) {
    drawOptions(view);

    const data = view.sides || [];
    while (sides.length < data.length) buildSide(sides.length);
    data.forEach((side, i) => {
      const s = sides[i];
      s.title.textContent = side.name;
      s.pileInput.setAttribute("aria-label", fill(L.pile_aria, { name: side.name }));
      s.scopeInput.setAttribute("aria-label", fill(L.scope_aria, { name: side.name }));
      s.less.setAttribute("aria-label", fill(L.less, { name: side.name }));
      s.more.setAttribute("aria-label", fill(L.more, { name: side.name }));
      const refused = Boolean(view.error);
      if (!(refused && pending === `pile${i}`)) s.pileInput.value = side.cards;
      if (!(refused && pending === `scope${i}`)) s.scopeInput.value = String(side.scope);
      s.pile.replaceChildren(...(side.suits || []).map((row) => {
        const line = h("div", { class: "scopa-sc__suitrow", "data-suit": row.suit },
          h("span", { class: "scopa-sc__suitname", text: `${row.suit} ${row.count}` }));
        const cards = h("div");
        if (row.svg) cards.innerHTML = row.svg;
        else cards.textContent = "-";
        line.append(cards);
        return line;
      }));
      const best = (side.primiera_cards || []).filter(Boolean).join(" ");
      s.facts.textContent = fill(L.facts, { count: side.count, denari: side.denari, primiera: side.primiera }) +
        (best ? ` (${best})` : "");
    });
    pending = null;
    error.textContent = view.error || "";
    winner.textContent = view.instant_winner_text || "";
    drawTable(view);
    check.textContent = view.check || "";
    const totals = (view.sides || []).map((side, i) => `${side.name} ${(view.totals || [])[i]}`).join(", ");
    announce([winner.textContent, totals].filter(Boolean).join(" "));
  }

  return draw;
}, { cards: true });
