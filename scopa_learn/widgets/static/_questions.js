// The questions of the quiz widgets, drawn: shared by the quiz view (quiz.js) and the stage
// player (stage.js), which include this file after the toolkit (see view_source). No rules
// here: the controller sends the question and the verdict; this keeps only what the learner
// has clicked so far.

const QUESTION_CSS = `
.scopa-q { font: inherit; color: inherit; }
.scopa-q__bar { display: flex; flex-wrap: wrap; gap: .5em 1.2em; align-items: center; margin-bottom: .5em; }
.scopa-q__bar form { display: flex; flex-wrap: wrap; gap: .35em; align-items: center; }
.scopa-q input, .scopa-q select { font: inherit; padding: .15em .35em; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .25em; }
.scopa-q select option { color: #1a1a1a; }
.scopa-q__btn { font: inherit; padding: .25em .75em; cursor: pointer; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .3em; }
.scopa-q__btn--main { font-weight: 700; border-width: 2px; }
.scopa-q__score { font-weight: 600; }
.scopa-q__line { opacity: .8; font-size: .9em; margin: .2em 0; }
.scopa-q__prompt { font-size: 1.05em; margin: .4em 0 .6em; }
.scopa-q__board { display: flex; flex-wrap: wrap; gap: 1.2em; align-items: flex-start; }
.scopa-q__slot > :is(h2, h3, h4, h5, h6) { margin: 0 0 .3em; font-size: .95em; }
.scopa-q__cards { display: flex; flex-wrap: wrap; gap: .35em; align-items: flex-start; }
.scopa-q__card { padding: 3px; border: 3px solid transparent; border-radius: .5em; background: none; cursor: pointer; color: inherit; font: inherit; font-weight: 700; }
.scopa-q__card svg { display: block; height: auto; }
.scopa-q__card[aria-pressed="true"] { border-color: #f9a825; background: rgba(249, 168, 37, .18); }
.scopa-q__fixed { padding: 3px; }
.scopa-q__pile { margin: .3em 0 .6em; }
.scopa-q__pile > :is(h2, h3, h4, h5, h6) { margin: 0 0 .2em; font-size: .95em; }
.scopa-q__pile svg { max-width: 100%; height: auto; }
.scopa-q__text { font-family: ui-monospace, Menlo, Consolas, monospace; }
.scopa-q__actions { display: flex; flex-wrap: wrap; gap: .5em; align-items: center; margin: .7em 0; }
.scopa-q__awards { border-collapse: collapse; margin: .4em 0; }
.scopa-q__awards th, .scopa-q__awards td { padding: .2em .6em; border-bottom: 1px solid rgba(127,127,127,.4); text-align: left; }
.scopa-q__awards label { margin-right: .7em; white-space: nowrap; }
.scopa-q__awards input[type=number] { width: 3.5em; }
.scopa-q__verdict { padding: .5em .8em; border-radius: .4em; border-left: 6px solid; margin: .4em 0; white-space: pre-line; }
.scopa-q__verdict:empty { display: none; }
.scopa-q__verdict > :first-child { margin-top: 0; }
.scopa-q__verdict > :last-child { margin-bottom: 0; }
.scopa-q__verdict[data-correct="true"] { border-color: #2e7d32; background: rgba(46, 125, 50, .12); }
.scopa-q__verdict[data-correct="false"] { border-color: #c62828; background: rgba(198, 40, 40, .10); }
.scopa-q__verdict ul { margin: .3em 0 0; padding-left: 1.2em; white-space: normal; }
.scopa-q__verdict li[data-correct="false"] { font-weight: 600; }
.scopa-q__error { color: #b00020; font-weight: 600; margin: .4em 0; }
.scopa-q__error:empty { display: none; }
[data-md-color-scheme="slate"] .scopa-q__error { color: #ff8a80; }
`;

// The drawing of one question into body/actions/verdict; `selected` is what was clicked.
function questionDrawer({ root, send, heading, body, actions, verdict }) {
  let selected = new Set();  // cards clicked so far

  function button(text, cls, onClick, key) {
    const b = h("button", { type: "button", class: `scopa-q__btn ${cls}`, key, text });
    b.addEventListener("click", onClick);
    return b;
  }

  function cardButton(card, onToggle) {
    const b = h("button", {
      type: "button", class: "scopa-q__card", "data-card": card.code, key: `card-${card.code}`,
      "aria-pressed": String(selected.has(card.code)), "aria-label": cardName(card),
    }, cardFace(card, "scopa-q__picture"));
    b.addEventListener("click", () => {
      if (selected.has(card.code)) selected.delete(card.code); else selected.add(card.code);
      b.setAttribute("aria-pressed", String(selected.has(card.code)));
      if (onToggle) onToggle();
    });
    return b;
  }

  function pile(p, labels) {
    const figure = h("div", { class: "scopa-q__pile", "data-side": p.name });
    const note = [labels.cards.replace("{count}", p.count)];
    if (p.scope_text) note.push(p.scope_text);
    figure.append(heading(`${p.name}: ${note.join(", ")}`));
    const art = h("div", { role: "img", "aria-label": `${p.name}: ${p.cards.join(" ")}` });
    if (p.svg) art.innerHTML = p.svg;
    else art.append(h("span", { class: "scopa-q__text", text: p.cards.join(" ") }));
    figure.append(art);
    return figure;
  }

  function drawCapture(view, q, labels) {
    const played = h("div", { class: "scopa-q__cards" }, cardFace(q.card, "scopa-q__fixed", { role: "img", "aria-hidden": null, "aria-label": cardName(q.card) }));
    const table = h("div", { class: "scopa-q__cards scopa-q__table", role: "group", "aria-label": labels.table, "data-key-group": "table" });
    for (const card of q.table) table.append(cardButton(card));
    roving(table);
    body.replaceChildren(h("div", { class: "scopa-q__board" },
      h("div", { class: "scopa-q__slot" }, heading(labels.your_card), played),
      h("div", { class: "scopa-q__slot" }, heading(labels.table), table)));
    actions.replaceChildren(
      button(labels.check, "scopa-q__btn--main scopa-q__check", () => send({ type: "answer", cards: [...selected] }), "check"),
      button(q.stays, "scopa-q__stays", () => { selected.clear(); send({ type: "answer", cards: "nothing" }); }, "stays"));
  }

  function drawBest(view, q, labels) {
    const cards = h("div", { class: "scopa-q__cards scopa-q__table", role: "group", "aria-label": labels.pile, "data-key-group": "pile" });
    for (const card of q.pile) cards.append(cardButton(card));
    roving(cards);
    const total = h("input", { type: "number", min: "0", step: "1", key: "total", class: "scopa-q__total", style: "width: 5em" });
    if (view.given && view.given.total !== undefined) total.value = view.given.total;
    body.replaceChildren(h("div", { class: "scopa-q__slot" }, heading(labels.pile), cards),
      h("label", {}, `${labels.total}: `, total));
    actions.replaceChildren(button(labels.check, "scopa-q__btn--main scopa-q__check",
      () => send({ type: "answer", cards: [...selected], total: total.value }), "check"));
  }

  function drawCompare(view, q, labels) {
    body.replaceChildren(...q.piles.map((p) => pile(p, labels)), h("p", { text: labels.who }));
    actions.replaceChildren(...q.choices.map((choice) => {
      const b = button(choice, "scopa-q__btn--main scopa-q__side", () => send({ type: "answer", side: choice }), `side-${choice}`);
      b.dataset.side = choice;
      if (view.given && view.given.side === choice) b.setAttribute("aria-pressed", "true");
      return b;
    }));
  }

  function drawCounting(view, q, labels) {
    const given = (view.given && view.given.awards) || {};
    const rows = q.categories.map((category) => {
      const cell = h("td", {});
      if (category.answer === "points") {
        q.piles.forEach((p, i) => {
          const input = h("input", { type: "number", min: "0", step: "1", "data-side": String(i), key: `points-${category.name}-${i}`, "aria-label": `${p.name}: ${category.label}, ${labels.points}` });
          const previous = given[category.name];
          input.value = Array.isArray(previous) ? previous[i] : "";
          cell.append(h("label", {}, `${p.name} `, input));
        });
      } else {
        const name = `scopa-q-${category.name}-${Math.random().toString(36).slice(2)}`;
        for (const choice of q.choices) {
          const radio = h("input", { type: "radio", name, value: choice, key: `award-${category.name}-${choice}` });
          if (given[category.name] === choice) radio.checked = true;
          cell.append(h("label", {}, radio, ` ${choice}`));
        }
      }
      return h("tr", { "data-category": category.name }, h("th", { scope: "row", text: category.label }), cell);
    });
    const table = h("table", { class: "scopa-q__awards" }, h("tbody", {}, ...rows));
    body.replaceChildren(...q.piles.map((p) => pile(p, labels)), table);
    actions.replaceChildren(button(labels.check, "scopa-q__btn--main scopa-q__check", () => {
      const awards = {};
      for (const row of table.querySelectorAll("tr[data-category]")) {
        const name = row.dataset.category;
        const numbers = [...row.querySelectorAll("input[type=number]")];
        if (numbers.length) {
          if (numbers.some((n) => n.value !== "")) awards[name] = numbers.map((n) => n.value === "" ? 0 : Number(n.value));
        } else {
          const checked = row.querySelector("input[type=radio]:checked");
          if (checked) awards[name] = checked.value;
        }
      }
      send({ type: "answer", awards });
    }, "check"));
  }

  function drawVerdict(view) {
    verdict.replaceChildren();
    const v = view.verdict;
    if (!v) { verdict.removeAttribute("data-correct"); return; }
    verdict.dataset.correct = String(v.correct);
    // course progress (docs/assets/scopa/progress.js); the class server's page script
    // (class.js) sends the question's place and what was chosen, for the server to grade
    root.dispatchEvent(new CustomEvent("scopa:answer", { bubbles: true, detail: {
      correct: v.correct, quiz: view.quiz, seed: view.seed, level: view.level, number: view.number, given: view.given } }));
    if (v.parts.length) {
      const [head] = v.explanation.split("\n");
      verdict.append(h("p", { class: "scopa-q__headline", text: head }));
      verdict.append(h("ul", {}, ...v.parts.map((p) =>
        h("li", { "data-correct": String(p.correct), "data-part": p.name, text: `${p.correct ? "✓" : "✗"} ${p.explanation}` }))));
    } else {
      verdict.append(h("p", { class: "scopa-q__headline", text: v.explanation }));
    }
  }

  function drawQuestion(view, q, labels) {
    if (q.type === "capture") drawCapture(view, q, labels);
    else if (q.type === "primiera-best") drawBest(view, q, labels);
    else if (q.type === "primiera-compare") drawCompare(view, q, labels);
    else drawCounting(view, q, labels);
  }

  return { button, drawQuestion, drawVerdict, select(cards) { selected = new Set(cards || []); } };
}
