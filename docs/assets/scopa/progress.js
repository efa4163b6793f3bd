// Progress through the course, kept in this browser (localStorage), nowhere else.
//
// A chapter page is <div class="scopa-chapter" data-chapter="learn/01-the-deck/"> (written by
// plugin/mkdocs_scopa/reading.py). Its question widgets announce each verdict with a DOM event,
//   el.dispatchEvent(new CustomEvent("scopa:answer", { bubbles: true, detail: { correct } }))
// (see quiz.js). A chapter is done when every question widget on it has been answered right
// at least once. The last chapter opened is where "Continue" leads.

const KEY = "scopa-learn:progress:v1";

function load() {
  try {
    const data = JSON.parse(localStorage.getItem(KEY) || "{}");
    return { done: data.done || {}, passed: data.passed || {}, last: data.last || null };
  } catch {
    return { done: {}, passed: {}, last: null };
  }
}

function save(state) {
  try { localStorage.setItem(KEY, JSON.stringify(state)); } catch { /* private mode: no memory */ }
}

// The site's root (assets/scopa/ -> the root), and the root of this page's edition: the
// Italian pages live under it/ and load these very scripts from the English build.
const root = () => new URL("../../", import.meta.url);
const editionRoot = () => {
  const italian = new URL("it/", root());
  return location.href.startsWith(italian.href) ? italian : root();
};
// The words and chapters the build wrote on the element (plugin/mkdocs_scopa/reading.py).
const data = (el, name, fallback) => {
  try { return JSON.parse(el.dataset[name]); } catch { return fallback; }
};

function chapterPage() {
  const chapter = document.querySelector(".scopa-chapter[data-chapter]");
  if (!chapter) return;
  const id = chapter.dataset.chapter;
  const state = load();
  state.last = { id, title: document.querySelector(".scopa-chapter h1")?.textContent?.replace("¶", "").trim() || id };
  save(state);
  const quizzes = [...chapter.querySelectorAll('.scopa-widget[data-kind="quiz"]')];
  const mark = () => {
    const done = load().done[id];
    chapter.querySelectorAll(".scopa-chapter-done").forEach((el) => { el.hidden = !done; });
  };
  mark();
  if (chapter.dataset.progressBound) return;
  chapter.dataset.progressBound = "true";
  chapter.addEventListener("scopa:answer", (event) => {
    if (!event.detail || !event.detail.correct) return;
    const widget = event.target.closest('.scopa-widget[data-kind="quiz"]');
    const index = quizzes.indexOf(widget);
    if (index < 0) return;
    const s = load();
    const passed = new Set(s.passed[id] || []);
    passed.add(index);
    s.passed[id] = [...passed];
    if (passed.size >= quizzes.length) s.done[id] = true;
    save(s);
    mark();
  });
}

function indexPages() {
  const state = load();
  document.querySelectorAll("table[data-scopa-chapters] tr[data-chapter]").forEach((row) => {
    const cell = row.querySelector(".scopa-progress-cell");
    if (!cell) return;
    const words = data(row.closest("table"), "words", { done: "done ✓", started: "started", not_yet: "not yet" });
    const id = row.dataset.chapter;
    const done = Boolean(state.done[id]);
    cell.dataset.done = String(done);
    cell.textContent = done ? words.done : (state.passed[id] || []).length ? words.started : words.not_yet;
  });
  document.querySelectorAll("[data-scopa-continue]").forEach((el) => {
    if (!state.last) { el.hidden = true; return; }
    const link = el.querySelector("a");
    // The chapter in this page's edition when it has it there, else in English.
    const here = data(el, "chapters", []).includes(state.last.id);
    link.href = new URL(state.last.id, here ? editionRoot() : root()).href;
    link.textContent = (el.dataset.text || "Continue where you left off: {title}").replace("{title}", state.last.title);
    el.hidden = false;
  });
}

function update() {
  chapterPage();
  indexPages();
}

// Instant navigation swaps the page without a reload: Material's document$ says when.
if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(update);
} else {
  update();
}
