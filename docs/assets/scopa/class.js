// The class, in a pupil's browser: loaded only by the pages that `scopa-learn class` serves.
//
// The class server puts two things at the top of every page it serves: this script, and the
// marker <script type="application/json" id="scopa-class"> holding the API's address, the
// page's language and every word this script shows (the message table's class.pupil.*). The
// static site has neither, so on any other host nothing here runs or asks for anything.
//
// What it does once the pupil has joined (the class code and a nickname):
// * each verdict of a quiz widget (the scopa:answer event of quiz.js) and of a puzzle
//   (scopa:puzzle), each hand played (scopa:hand: the table and the pupil's plays) and each
//   chapter done is sent to the class server - what the pupil chose, never a score: the server
//   grades it again (a hand: plays it again with the same computers, and reviews it). Unsent answers
//   wait in this browser (an outbox) and are sent again, with the same attempt id, until the
//   server says it has them; so a restart of the server loses nothing;
// * the guide's own memory in this browser (every "scopa-" key of localStorage: the course's
//   progress, the quizzes' places, the puzzle record, the player card) is kept apart per pupil,
//   so that on a shared school computer each pupil who joins finds their own progress;
// * the live question the teacher sends appears over the page, with the explanation once the
//   teacher shows it; the connection comes back by itself after a break.
(() => {
  const marker = document.getElementById("scopa-class");
  if (!marker) return;
  let config;
  try { config = JSON.parse(marker.textContent); } catch { return; }
  const W = config.words || {};
  const LANG = config.lang || "en";
  const API = config.api || "/api/";
  const fill = (text, values) => String(text || "").replace(/\{(\w+)\}/g, (all, k) => (k in values ? String(values[k]) : all));
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");

  // -- storage: the session, the outbox, and the guide's memory per pupil -------------------------
  let local = null;
  try { local = window.localStorage; } catch { local = null; }
  const raw = { get: Storage.prototype.getItem, set: Storage.prototype.setItem, remove: Storage.prototype.removeItem };
  const read = (key) => { try { return JSON.parse(raw.get.call(local, key) || "null"); } catch { return null; } };
  const write = (key, value) => {
    try { if (value === null) raw.remove.call(local, key); else raw.set.call(local, key, JSON.stringify(value)); } catch { /* storage off */ }
  };
  const SESSION = "scopa-class:session";
  let session = read(SESSION); // { code, nickname, key, reported: [chapter ids] }
  const space = () => `scopa-class:${session.code}:${session.nickname}:`;
  const spaced = (storage, key) => (
    local && storage === local && session && typeof key === "string" && key.startsWith("scopa-") && !key.startsWith("scopa-class:")
      ? space() + key : key);
  Storage.prototype.getItem = function getItem(key) { return raw.get.call(this, spaced(this, key)); };
  Storage.prototype.setItem = function setItem(key, value) { return raw.set.call(this, spaced(this, key), value); };
  Storage.prototype.removeItem = function removeItem(key) { return raw.remove.call(this, spaced(this, key)); };
  const outboxKey = () => `scopa-class:outbox:${session.code}:${session.nickname}`;

  // -- the panel ----------------------------------------------------------------------------------
  const h = (tag, attrs = {}, ...children) => {
    const el = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) {
      if (name === "text") el.textContent = value;
      else if (value !== null && value !== undefined) el.setAttribute(name, value);
    }
    el.append(...children.filter(Boolean));
    return el;
  };
  let panel = null;
  let status = null;
  let online = true;

  function drawPanel(error = "") {
    panel ??= h("aside", { class: "scopa-class", "aria-label": W.title, "data-scopa-class": "" });
    if (!panel.isConnected) document.body.append(panel);
    status = h("p", { class: "scopa-class__status", role: "status", text: online ? "" : W.offline });
    if (session) {
      const leave = h("button", { type: "button", class: "scopa-class__leave", text: W.leave });
      leave.addEventListener("click", () => { stopFollowing(); session = null; write(SESSION, null); location.reload(); });
      panel.dataset.joined = "true";
      panel.replaceChildren(h("p", { class: "scopa-class__who", text: fill(W.joined, session) }), leave, status);
      return;
    }
    panel.dataset.joined = "false";
    const wanted = new URLSearchParams(location.search).get("class") || "";
    const code = h("input", { name: "code", autocomplete: "off", maxlength: "12", required: "", value: wanted, "aria-label": W.code, placeholder: W.code });
    const nickname = h("input", { name: "nickname", autocomplete: "off", maxlength: "24", required: "", "aria-label": W.nickname, placeholder: W.nickname });
    const form = h("form", { class: "scopa-class__join" },
      h("p", { class: "scopa-class__intro", text: W.intro }), code, nickname,
      h("button", { type: "submit", text: W.join }),
      h("p", { class: "scopa-class__error", role: "alert", text: error }),
      h("p", { class: "scopa-class__storage", text: W.storage }));
    form.addEventListener("submit", (event) => { event.preventDefault(); join(code.value, nickname.value); });
    panel.replaceChildren(form);
  }

  function setOnline(value) {
    if (online === value) return;
    online = value;
    if (status) status.textContent = value ? "" : W.offline;
    if (panel) panel.dataset.online = String(value);
  }

  // A pupil who left on this computer and joins again with the same nickname gets their own
  // progress back: the key they had is kept here (scopa-class:known), and still valid.
  const KNOWN = "scopa-class:known";
  const knownKey = (code, nickname) => `${code.replace(/\s/g, "").toUpperCase()}:${nickname.trim().toLowerCase()}`;

  async function resume(code, nickname) {
    const known = read(KNOWN) || {};
    const key = known[knownKey(code, nickname)];
    if (!key) return false;
    try {
      const response = await fetch(`${API}me?lang=${LANG}`, { headers: { "X-Pupil-Key": key }, cache: "no-store" });
      if (!response.ok) return false;
      const me = await response.json();
      session = { code: me.code, nickname: me.nickname, key, reported: [] };
      return true;
    } catch {
      return false;
    }
  }

  async function join(code, nickname) {
    if (await resume(code, nickname)) {
      write(SESSION, session);
      location.reload();
      return;
    }
    let response;
    try {
      response = await fetch(`${API}join?lang=${LANG}`, {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code, nickname }) });
    } catch {
      drawPanel(W.offline);
      return;
    }
    const data = await response.json().catch(() => ({}));
    if (!response.ok) {
      drawPanel(typeof data.detail === "string" ? data.detail : W.intro);
      return;
    }
    session = { code: data.code, nickname: data.nickname, key: data.key, reported: [] };
    write(SESSION, session);
    write(KNOWN, { ...(read(KNOWN) || {}), [knownKey(data.code, data.nickname)]: data.key });
    location.reload(); // the widgets start again from this pupil's own memory
  }

  function ended() {
    stopFollowing();
    session = null;
    write(SESSION, null);
    drawPanel(W.ended);
    showLive(null);
  }

  // -- sending, with an outbox ----------------------------------------------------------------------
  let flushing = false;

  function queue(path, body) {
    if (!session) return;
    const box = read(outboxKey()) || [];
    box.push({ path, body });
    write(outboxKey(), box);
    flush();
  }

  async function flush() {
    if (flushing || !session) return;
    flushing = true;
    try {
      for (;;) {
        const box = read(outboxKey()) || [];
        if (!box.length || !session) return;
        const [next] = box;
        let response;
        try {
          response = await fetch(`${API}${next.path}?lang=${LANG}`, {
            method: "POST", headers: { "Content-Type": "application/json", "X-Pupil-Key": session.key },
            body: JSON.stringify(next.body) });
        } catch {
          setOnline(false);
          await sleep(2000);
          continue;
        }
        if (response.status === 401) { ended(); return; }
        if (response.status === 429) { await sleep(1000 * Number(response.headers.get("Retry-After") || 1)); continue; }
        if (response.status >= 500) { setOnline(false); await sleep(2000); continue; }
        setOnline(true);
        // stored, or refused for good (an answer that cannot be read): either way, not again
        write(outboxKey(), (read(outboxKey()) || []).slice(1));
      }
    } finally {
      flushing = false;
    }
  }

  const chapterOf = () => document.querySelector(".scopa-chapter[data-chapter]")?.dataset.chapter
    || location.pathname.replace(/^\//, "") || "index";
  const liveOf = (target) => (target instanceof Element && target.closest(".scopa-class-live") && liveNow ? liveNow.id : null);

  function reportStages() {
    let progress = null;
    try { progress = JSON.parse(localStorage.getItem("scopa-learn:progress:v1") || "null"); } catch { progress = null; }
    const done = Object.keys((progress && progress.done) || {});
    const reported = new Set(session.reported || []);
    for (const chapter of done.filter((c) => !reported.has(c))) {
      queue("progress", { what: "stage", item: chapter, detail: { done: true } });
      reported.add(chapter);
    }
    session.reported = [...reported];
    write(SESSION, session);
  }

  document.addEventListener("scopa:answer", (event) => {
    const d = event.detail || {};
    if (!session || !d.quiz || !d.given) return;
    let preset = "classic";
    try { preset = JSON.parse(event.target.closest(".scopa-widget")?.dataset.config || "{}").preset || "classic"; } catch { /* the default */ }
    const quiz = { kind: d.quiz, set: d.seed, level: d.level, number: d.number, preset, ...d.given };
    queue("answer", { attempt: randomId(), page: chapterOf(), live: liveOf(event.target), quiz });
    if (liveOf(event.target)) markAnswered();
    setTimeout(reportStages, 0); // progress.js has counted the answer first
  });
  document.addEventListener("scopa:puzzle", (event) => {
    const d = event.detail || {};
    if (!session || !d.id) return;
    queue("answer", { attempt: randomId(), page: chapterOf(), live: liveOf(event.target),
      puzzle: { id: d.id, card: d.card, takes: d.takes || [] } });
    if (liveOf(event.target)) markAnswered();
  });
  // A hand: the table, the hand's number and the pupil's plays (the Play widget's hand_record),
  // never the points - the server plays the hand again and reviews it.
  document.addEventListener("scopa:hand", (event) => {
    const record = (event.detail || {}).record;
    if (!session || !record) return;
    queue("hand", { attempt: randomId(), page: chapterOf(), table: record.table, hand: record.hand, plays: record.plays });
  });

  // -- the live question ----------------------------------------------------------------------------
  let liveNow = null;
  let overlay = null;
  let following = null;

  function markAnswered() {
    overlay?.querySelector(".scopa-class-live__done")?.removeAttribute("hidden");
  }

  function showLive(live) {
    if (!live) {
      overlay?.remove();
      overlay = null;
      liveNow = null;
      return;
    }
    if (!liveNow || liveNow.id !== live.id) {
      overlay?.remove();
      const widget = h("div", { class: "scopa-widget", "data-kind": live.widget.kind,
        "data-config": JSON.stringify(live.widget.config), "data-words": JSON.stringify(live.widget.words) });
      const close = h("button", { type: "button", class: "scopa-class-live__close", text: W.close });
      close.addEventListener("click", () => { overlay?.setAttribute("hidden", ""); });
      overlay = h("section", { class: "scopa-class-live", role: "dialog", "aria-label": W.live, "data-live-id": String(live.id) },
        h("h2", { text: W.live }), h("p", { class: "scopa-class-live__title", text: live.title }), widget,
        h("p", { class: "scopa-class-live__done", hidden: "", text: W.live_done }),
        h("div", { class: "scopa-class-live__reveal", hidden: "" }), close);
      document.body.append(overlay);
      document.dispatchEvent(new Event("scopa:scan")); // the loader makes the widget live
    }
    overlay.removeAttribute("hidden");
    liveNow = live;
    const reveal = overlay.querySelector(".scopa-class-live__reveal");
    if (live.revealed) {
      reveal.replaceChildren(h("p", { class: "scopa-class-live__answer", text: fill(W.answer, { answer: live.answer || "" }) }),
        live.explanation ? h("p", { class: "scopa-class-live__why", text: live.explanation }) : null);
      reveal.removeAttribute("hidden");
    } else {
      reveal.setAttribute("hidden", "");
    }
  }

  function handle({ event, data }) {
    if (event === "ended") { ended(); return; }
    if (!data) return;
    try { showLive(JSON.parse(data)); } catch { /* not for us */ }
  }

  function stopFollowing() { following?.abort(); following = null; }

  // The live question and the end of the class come as events (class-events.js follows them).
  function follow() {
    return window.scopaClassEvents.follow({
      open: () => {
        following = new AbortController();
        return fetch(`${API}events?lang=${LANG}`, {
          headers: { "X-Pupil-Key": session.key }, cache: "no-store", signal: following.signal });
      },
      ok: () => { setOnline(true); flush(); },
      each: handle,
      away: () => setOnline(false),
      gone: ended,
      going: () => Boolean(session),
    });
  }

  function start() {
    drawPanel();
    if (session && !following) { follow(); flush(); }
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
  // Instant navigation swaps the page's body: the panel goes back in.
  window.addEventListener("load", () => {
    if (window.document$ && typeof window.document$.subscribe === "function") window.document$.subscribe(() => drawPanel());
  });
})();
