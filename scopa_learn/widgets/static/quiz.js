// View of the "quiz" widget: one question at a time (captures, primiera, counting a hand),
// answered by clicks and judged by the engine. One ES module for both hosts (anywidget in
// Jupyter, Pyodide on the static site). No rules here: the controller sends the question and
// the verdict; this view keeps only what the learner has clicked so far.
// With view.remember (the site's practice pages), the place in the set and the score are kept
// in the browser's localStorage and restored on the next visit.
// The toolkit (_dom.js: h, widget, roving, cardFace...) comes in front of this file, then the
// questions' drawing it includes:
// include: _questions.js

const storage = {
  key: (view) => `scopa-quiz:${view.quiz}`,
  read(view) {
    try { return JSON.parse(window.localStorage.getItem(this.key(view)) || "null"); } catch { return null; }
  },
  write(view) {
    const { seed, level, number, progress } = view;
    try { window.localStorage.setItem(this.key(view), JSON.stringify({ seed, level, number, ...progress })); } catch { /* private mode */ }
  },
};

export default widget("scopa-q", QUESTION_CSS, ({ root, send, announce, heading }) => {
  let shown = null;          // question_seed + level of the question drawn
  let announced = null;      // the answer whose verdict was read out last
  let restored = false;

  const seedInput = h("input", { type: "number", min: "0", step: "1", key: "seed", class: "scopa-q__seed", style: "width: 6em" });
  const levelSelect = h("select", { class: "scopa-q__level", key: "level" });
  const seedLabel = h("label", {}, h("span", {}), " ", seedInput);
  const levelLabel = h("label", {}, h("span", {}), " ", levelSelect);
  const start = h("button", { type: "submit", key: "start", class: "scopa-q__btn scopa-q__start" });
  const settings = h("form", { class: "scopa-q__settings", novalidate: "", "data-presenter": "hide" }, seedLabel, levelLabel, start);  // the engine explains a bad number
  settings.addEventListener("submit", (event) => {
    event.preventDefault();
    send({ type: "start", seed: seedInput.value, level: levelSelect.value });
  });
  const score = h("span", { class: "scopa-q__score" });
  const reset = h("button", { type: "button", key: "reset", class: "scopa-q__btn scopa-q__reset", "data-presenter": "hide" });
  reset.addEventListener("click", () => send({ type: "reset_progress" }));
  const bar = h("div", { class: "scopa-q__bar" }, settings, score, reset);

  const line = h("p", { class: "scopa-q__line" });
  // The question is where focus goes when the control that acted is gone (after Next).
  const prompt = h("p", { class: "scopa-q__prompt", "data-focus-result": "" });
  const body = h("div", { class: "scopa-q__body" });
  const actions = h("div", { class: "scopa-q__actions", "data-key-group": "actions" });
  const error = h("p", { class: "scopa-q__error", role: "alert" });
  const verdict = h("div", { class: "scopa-q__verdict" });
  root.append(bar, line, prompt, body, actions, error, verdict);
  const { button, drawQuestion, drawVerdict, select } = questionDrawer({ root, send, heading, body, actions, verdict });

  function draw(view) {
    if (!view.question) { error.textContent = view.error || ""; return; }
    const labels = view.labels;
    let restoring = false;
    if (view.remember && !restored) {
      restored = true;
      const saved = storage.read(view);
      if (saved && (saved.seed !== view.seed || saved.level !== view.level || saved.number !== view.number || saved.answered !== view.progress.answered)) {
        restoring = true;  // the saved place comes back with the next view; keep it until then
        send({ type: "restore", ...saved });
      }
    }
    if (view.remember && !restoring) storage.write(view);

    seedLabel.firstChild.textContent = labels.seed;
    levelLabel.firstChild.textContent = labels.level;
    start.textContent = labels.start;
    reset.textContent = labels.reset;
    if (document.activeElement !== seedInput) seedInput.value = view.seed;
    if (!levelSelect.options.length) {
      for (const level of view.levels) levelSelect.append(h("option", { value: String(level.value), text: `${level.value}: ${level.name}` }));
    }
    levelSelect.value = String(view.level);
    score.textContent = view.score_line;
    line.textContent = view.question_line;
    prompt.textContent = view.prompt;
    root.dataset.quiz = view.quiz;
    root.dataset.questionSeed = String(view.question_seed);

    const key = `${view.question_seed}/${view.level}`;
    if (key !== shown) {
      shown = key;
      select((view.given && view.given.cards) || []);
    }
    const q = view.question;
    drawQuestion(view, q, labels);
    if (view.verdict) {
      // A group of its own: once the next question is drawn, focus goes to it (the prompt).
      const next = button(labels.next, "scopa-q__next", () => send({ type: "next" }), "next");
      next.dataset.keyGroup = "next";
      actions.append(next);
    }
    error.textContent = view.error || "";
    drawVerdict(view);
    const answered = view.verdict ? `${key}:${JSON.stringify(view.given)}` : null;
    if (answered && answered !== announced) announce(view.verdict.explanation.split("\n")[0], true);
    announced = answered;
  }

  return draw;
}, { cards: true });
