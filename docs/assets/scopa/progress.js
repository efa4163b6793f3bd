// Progress through the course, kept in this browser (localStorage), nowhere else.
//
// A chapter page is <div class="scopa-chapter" data-chapter="learn/01-the-deck/"
// data-stages="deck-suits deck-values"> (written by plugin/mkdocs_scopa/lessons.py). Its
// stages' checks (the stage player, widgets/static/stage.js) keep each stage's best stars in
// STAGES and say so with a "scopa:stage" DOM event. A chapter is done when every stage of its
// main path (data-stages, the same list as the Learn page's table) is passed (4 of 5 right the
// first time); the Learn page's map shows each stage's stars, those to go deeper too. The last
// chapter opened is where "Continue" leads.

const KEY = "scopa-learn:progress:v1";
const STAGES = "scopa-learn:stages:v1";  // written by the stage player (stage.js)

function stages() {
  try { return JSON.parse(localStorage.getItem(STAGES) || "{}") || {}; } catch { return {}; }
}
const passedAll = (ids) => ids.length > 0 && ids.every((id) => (stages()[id] || {}).passed);

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
  // The stages of the main path, as the Learn page's table lists them (a stage to go deeper
  // is not needed for the chapter to be done).
  const ids = (chapter.dataset.stages || "").split(" ").filter(Boolean);
  const mark = () => {
    const s = load();
    if (passedAll(ids)) { s.done[id] = true; save(s); }
    const done = load().done[id];
    chapter.querySelectorAll(".scopa-chapter-done").forEach((el) => { el.hidden = !done; });
  };
  mark();
  if (chapter.dataset.progressBound) return;
  chapter.dataset.progressBound = "true";
  chapter.addEventListener("scopa:stage", mark);
}

function indexPages() {
  const state = load();
  document.querySelectorAll("table[data-scopa-chapters] tr[data-chapter]").forEach((row) => {
    const cell = row.querySelector(".scopa-progress-cell");
    if (!cell) return;
    const words = data(row.closest("table"), "words", {});
    const id = row.dataset.chapter;
    const ids = (row.dataset.stages || "").split(" ").filter(Boolean);
    const done = Boolean(state.done[id]) || passedAll(ids);
    const started = ids.some((s) => stages()[s]);
    cell.dataset.done = String(done);
    cell.textContent = (done ? words.done : started || (state.passed[id] || []).length ? words.started : words.not_yet) || "";
  });
  document.querySelectorAll("[data-scopa-continue]").forEach((el) => {
    if (!state.last) { el.hidden = true; return; }
    const link = el.querySelector("a");
    // The chapter in this page's edition when it has it there, else in English.
    const here = data(el, "chapters", []).includes(state.last.id);
    link.href = new URL(state.last.id, here ? editionRoot() : root()).href;
    link.textContent = (el.dataset.text || "{title}").replace("{title}", state.last.title);
    el.hidden = false;
  });
}

function stageMap() {
  const all = stages();
  document.querySelectorAll(".scopa-stage-map").forEach((map) => {
    const words = data(map, "words", {});
    map.querySelectorAll(".scopa-stars[data-stage]").forEach((el) => {
      const n = (all[el.dataset.stage] || {}).stars || 0;
      el.textContent = "★".repeat(n) + "☆".repeat(3 - n);
      el.dataset.stars = String(n);
      el.setAttribute("role", "img");
      el.setAttribute("aria-label", (n ? (words.stars || "").replace("{stars}", n) : words.none) || `${n}/3`);
    });
  });
}

function update() {
  chapterPage();
  indexPages();
  stageMap();
}

// Instant navigation swaps the page without a reload: Material's document$ says when.
if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(update);
} else {
  update();
}
