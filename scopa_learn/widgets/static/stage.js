// View of the "stage" widget, the course's stage player: a stage's five questions, a missed
// one coming back later, and the stars at the end. One ES module for both hosts. No rules and
// no words here: the controller (scopa_learn/widgets/stage.py) sends the question, the verdict,
// the queue and every sentence; this view draws them.
// The place in each stage (its queue and first tries) and the best stars earned are kept in
// this browser's localStorage (STORE, read by the Learn page's map in docs/assets/scopa/
// progress.js) and handed back to the controller after a reload, as the puzzles' memory is.
// The toolkit (_dom.js) comes in front of this file, then the questions' drawing it includes:
// include: _questions.js

const STAGE_CSS = `
.scopa-st__head { display: flex; flex-wrap: wrap; gap: .4em 1em; align-items: baseline; margin-bottom: .3em; }
.scopa-st__title { margin: 0; font-size: 1em; }
.scopa-st__stars { font-size: 1.4em; letter-spacing: .1em; color: #7a5c00; }
[data-md-color-scheme="slate"] .scopa-st__stars, body[data-jp-theme-light="false"] .scopa-st__stars { color: #f9c74f; }
.scopa-st__line { font-weight: 600; }
.scopa-st__note { font-style: italic; margin: .3em 0; }
.scopa-st__note:empty { display: none; }
.scopa-st__result { font-size: 1.1em; font-weight: 700; margin: .5em 0; }
`;
const STORE = "scopa-learn:stages:v1";

const stageStore = {
  all() {
    try { return JSON.parse(window.localStorage.getItem(STORE) || "{}") || {}; } catch { return {}; }
  },
  read(id) { return this.all()[id] || null; },
  write(id, stage) {
    const all = this.all();
    const old = all[id] || {};
    const stars = Math.max(old.stars || 0, stage.stars);
    all[id] = {
      stars, passed: Boolean(old.passed || stage.passed),
      place: stage.finished ? null : { queue: stage.queue, first: stage.first },
    };
    try { window.localStorage.setItem(STORE, JSON.stringify(all)); } catch { /* private mode: no memory */ }
    return all[id];
  },
};

export default widget("scopa-q scopa-st", QUESTION_CSS + STAGE_CSS, ({ root, send, announce, heading }) => {
  let shown = null;      // the question drawn (its seed), to keep the clicked cards across redraws
  let announced = null;  // the verdict read out last
  let restored = false;

  const starsBox = h("span", { class: "scopa-st__stars", role: "img" });
  const line = h("span", { class: "scopa-st__line" });
  const title = heading("", { class: "scopa-st__title" });
  const head = h("div", { class: "scopa-st__head" }, title, starsBox, line);
  const note = h("p", { class: "scopa-st__note scopa-st__again" });
  const prompt = h("p", { class: "scopa-q__prompt", "data-focus-result": "" });
  const body = h("div", { class: "scopa-q__body" });
  const actions = h("div", { class: "scopa-q__actions", "data-key-group": "actions" });
  const error = h("p", { class: "scopa-q__error", role: "alert" });
  const verdict = h("div", { class: "scopa-q__verdict" });
  const back = h("p", { class: "scopa-st__note scopa-st__back" });
  root.append(head, note, prompt, body, actions, error, verdict, back);
  const { button, drawQuestion, drawVerdict, select } = questionDrawer({ root, send, heading, body, actions, verdict });

  function drawStars(stage, labels) {
    const best = (stageStore.read(stage.id) || {}).stars || 0;
    const n = Math.max(best, stage.stars);
    starsBox.textContent = "★".repeat(n) + "☆".repeat(3 - n);
    starsBox.setAttribute("aria-label", fill(labels.stars, { stars: n }));
    root.dataset.stars = String(n);
  }

  return (view) => {
    const stage = view.stage;
    if (!stage) { error.textContent = view.error || ""; return; }
    let restoring = false;
    if (!restored) {
      restored = true;
      const saved = stageStore.read(stage.id);
      if (saved && saved.place && JSON.stringify(saved.place.queue) !== JSON.stringify(stage.queue)) {
        restoring = true;  // the saved place comes back with the next view
        send({ type: "restore", queue: saved.place.queue, first: saved.place.first });
      }
    }
    if (!restoring) {
      stageStore.write(stage.id, stage);
      root.dispatchEvent(new CustomEvent("scopa:stage", { bubbles: true, detail: { id: stage.id } }));  // progress.js
    }
    root.dataset.stage = stage.id;
    title.textContent = view.title;
    root.dataset.queue = stage.queue.join(" ");
    root.dataset.finished = String(stage.finished);
    drawStars(stage, view.labels);
    line.textContent = stage.line;
    note.textContent = stage.again_note;
    back.textContent = stage.comes_back;
    error.textContent = view.error || "";
    const labels = view.labels;
    if (stage.finished) {
      prompt.textContent = "";
      body.replaceChildren(h("p", { class: "scopa-st__result", text: stage.line }));
      actions.replaceChildren(button(labels.again, "scopa-q__btn--main scopa-st__again", () => send({ type: "again" }), "again"));
      drawVerdict({ verdict: null });
      if (announced !== "finished") announce(stage.line, true);
      announced = "finished";
      return;
    }
    prompt.textContent = view.prompt;
    root.dataset.questionSeed = String(view.question_seed);
    const key = `${view.question_seed}/${stage.queue.length}`;
    if (key !== shown) {
      shown = key;
      select((view.given && view.given.cards) || []);
    }
    drawQuestion(view, view.question, labels);
    if (view.verdict) {
      const next = button(labels.next, "scopa-q__next", () => send({ type: "next" }), "next");
      next.dataset.keyGroup = "next";
      actions.append(next);
    }
    drawVerdict(view);
    const answered = view.verdict ? `${key}:${JSON.stringify(view.given)}` : null;
    if (answered && answered !== announced) announce([view.verdict.explanation.split("\n")[0], stage.comes_back].filter(Boolean).join(" "), true);
    announced = answered;
  };
}, { cards: true });
