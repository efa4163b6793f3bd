// The teacher's board (/class/teacher on the class server): how every pupil is doing, live.
//
// The page holds the words (the message table's class.board.*, in the board's language) in
// <script id="scopa-board">; the teacher's key comes in the address (#key=..., as the server
// printed it) and is sent as the X-Teacher-Key header, never in a cookie. Everything a pupil
// typed is shown with textContent: a nickname or an answer cannot become markup here.
const data = JSON.parse(document.getElementById("scopa-board").textContent);
const W = data.words;
const LANG = data.lang;
const fill = (text, values) => String(text || "").replace(/\{(\w+)\}/g, (all, k) => (k in values ? String(values[k]) : all));
const main = document.getElementById("board");

const fromHash = new URLSearchParams(location.hash.slice(1)).get("key");
if (fromHash) sessionStorage.setItem("scopa-board:key", fromHash);
const KEY = fromHash || sessionStorage.getItem("scopa-board:key");

const h = (tag, attrs = {}, ...children) => {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "text") el.textContent = value;
    else if (name.startsWith("on")) el.addEventListener(name.slice(2), value);
    else if (value !== null && value !== undefined && value !== false) el.setAttribute(name, value === true ? "" : value);
  }
  el.append(...children.filter((c) => c !== null && c !== undefined && c !== false));
  return el;
};

const api = (path, options = {}) => fetch(`/api/teacher/${path}${path.includes("?") ? "&" : "?"}lang=${LANG}`, {
  ...options, cache: "no-store",
  headers: { "X-Teacher-Key": KEY || "", ...(options.body ? { "Content-Type": "application/json" } : {}), ...(options.headers || {}) },
});
const post = (path, body = {}) => api(path, { method: "POST", body: JSON.stringify(body) });

// -- the parts that stay (controls), and the parts drawn again on each change ---------------------
const status = h("p", { class: "scopa-board__status", role: "status" });
const head = h("section", { class: "scopa-board__head" });
const livePart = h("section", { class: "scopa-board__live", "aria-label": W.live });
const questionsPart = h("section", { class: "scopa-board__questions" });
const pupilsPart = h("section", { class: "scopa-board__pupils" });
let qrShown = null;

function controls() {
  const names = h("button", { type: "button", class: "scopa-board__names", text: W.hide_names, "aria-pressed": "false" });
  names.addEventListener("click", () => {
    const hidden = document.body.classList.toggle("scopa-board--no-names");
    names.textContent = hidden ? W.show_names : W.hide_names;
    names.setAttribute("aria-pressed", String(hidden));
  });
  const exportCsv = h("button", { type: "button", class: "scopa-board__export", text: W.export, onclick: async () => {
    const response = await api("export.csv");
    const link = h("a", { href: URL.createObjectURL(await response.blob()), download: "class.csv" });
    document.body.append(link);
    link.click();
    link.remove();
  } });
  const print = h("button", { type: "button", text: W.print, onclick: () => window.print() });
  const end = (keep) => async () => {
    if (!window.confirm(W.end_confirm)) return;
    const response = await post("end", { keep });
    if (response.ok) status.textContent = fill(W.ended, await response.json());
    refresh();
  };
  return h("nav", { class: "scopa-board__controls" }, names, exportCsv, print,
    h("button", { type: "button", class: "scopa-board__end", text: W.end, onclick: end(false) }),
    h("button", { type: "button", class: "scopa-board__end-keep", text: W.end_keep, onclick: end(true) }));
}

function liveForm() {
  const kind = h("select", { name: "kind", "aria-label": W.kind }, ...data.kinds.map((k) => h("option", { value: k.value, text: k.name })));
  const number = (name, label, value, max) => h("label", {}, `${label} `,
    h("input", { type: "number", name, min: name === "set" ? "0" : "1", max, value, style: "width: 6em" }));
  const set = number("set", W.set, "1", "999999999");
  const level = number("level", W.level, "1", "3");
  const which = number("number", W.number, "1", "999");
  const puzzle = h("input", { name: "puzzle", "aria-label": W.puzzle_id, placeholder: W.puzzle_id, size: "12" });
  const form = h("form", { class: "scopa-board__live-form" }, h("label", {}, `${W.kind} `, kind), set, level, which, puzzle,
    h("button", { type: "submit", text: W.live_send }));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const value = (label) => Number(label.querySelector("input").value);
    const body = puzzle.value.trim() ? { puzzle: { id: puzzle.value.trim() } }
      : { quiz: { kind: kind.value, set: value(set), level: value(level), number: value(which) } };
    const response = await post("live", body);
    status.textContent = response.ok ? "" : ((await response.json().catch(() => ({}))).detail || "");
    refresh();
  });
  return form;
}

function drawHead(board) {
  const address = board.pupils_address;
  head.replaceChildren(
    h("p", { class: "scopa-board__code" }, `${W.code}: `, h("strong", { text: board.code })),
    h("p", { class: "scopa-board__address" }, `${W.address}: `, h("code", { text: address })),
    h("img", { class: "scopa-board__qr", alt: address, width: "200", height: "200" }),
    h("p", { class: "scopa-board__storage", text: W.storage }));
  const img = head.querySelector("img");
  if (qrShown && qrShown.address === address) { img.src = qrShown.url; return; }
  api("qr.svg").then((r) => r.blob()).then((blob) => {
    qrShown = { address, url: URL.createObjectURL(blob) };
    img.src = qrShown.url;
  }).catch(() => {});
}

function drawLive(live) {
  const parts = [h("h2", { text: W.live })];
  if (!live) {
    parts.push(h("p", { text: W.live_none }));
  } else {
    parts.push(h("p", { class: "scopa-board__live-title", text: live.title }),
      h("p", { class: "scopa-board__live-prompt", text: live.prompt }),
      h("p", { class: "scopa-board__live-count", "data-answered": String(live.answered), text: fill(W.live_in, live) }),
      h("ul", { class: "scopa-board__live-answers" }, ...live.answers.map((a) =>
        h("li", { "data-correct": String(a.correct), text: `${a.correct ? "✓" : "✗"} ${a.given} × ${a.times}` }))));
    if (live.revealed) {
      parts.push(h("p", { class: "scopa-board__live-answer" }, h("strong", { text: `${W.answer}: ` }), live.answer),
        live.explanation ? h("p", { class: "scopa-board__live-why" }, h("strong", { text: `${W.explanation}: ` }), live.explanation) : null);
    }
    parts.push(h("p", {},
      h("button", { type: "button", class: "scopa-board__reveal", text: W.live_reveal, disabled: live.revealed, onclick: () => post("live/reveal").then(refresh) }),
      " ", h("button", { type: "button", class: "scopa-board__close", text: W.live_close, onclick: () => post("live/close").then(refresh) })));
  }
  livePart.replaceChildren(...parts.filter(Boolean), liveFormEl);
}

function table(caption, heads, rows, className) {
  return h("table", { class: className },
    h("caption", { text: caption }),
    h("thead", {}, h("tr", {}, ...heads.map((t) => h("th", { scope: "col", text: t })))),
    h("tbody", {}, ...rows));
}

function drawQuestions(questions) {
  if (!questions.length) {
    questionsPart.replaceChildren(h("h2", { text: W.questions }), h("p", { text: W.no_answers }));
    return;
  }
  questionsPart.replaceChildren(h("h2", { text: W.questions }), table(W.questions,
    [W.question, W.wrong, W.common, W.explanation],
    questions.map((q) => h("tr", { "data-item": q.item },
      h("td", {}, h("strong", { text: q.title }), h("br"), q.prompt, h("br"), h("span", { class: "scopa-board__answer", text: `${W.answer}: ${q.answer}` })),
      h("td", { class: "scopa-board__wrong", text: `${q.wrong} / ${q.pupils}` }),
      h("td", { class: "scopa-board__common", text: q.common ? `${q.common.given} (× ${q.common.times})` : "" }),
      h("td", { class: "scopa-board__why", text: q.common ? q.common.explanation : "" }))),
    "scopa-board__table"));
}

function drawPupils(pupils) {
  const rows = pupils.map((p) => h("tr", { "data-nickname": p.nickname },
    h("th", { scope: "row", class: "scopa-board__name", text: p.nickname }),
    h("td", { class: "scopa-board__score", text: `${p.right} / ${p.answered}` }),
    // a chapter is done as the server checked it from the graded answers to its stages, or
    // (when the served site has no stage check for it) as the pupil's page reported it
    h("td", {}, ...p.stages.map((s) => h("div", { class: "scopa-board__chapter", "data-page": s.page, "data-done": String(s.done),
      "data-checked": String(s.checked), text: [`${s.page} ${s.right}/${s.answered}`, s.checked ? fill(W.stages_passed, s) : "",
        s.done && s.checked ? `✓ ${W.checked}` : "", s.reported && !(s.done && s.checked) ? W.reported : ""].filter(Boolean).join(" · ") }))),
    h("td", {}, ...p.sets.map((s) => h("div", { text: `${s.kind} ${s.set} (${s.level}): ${s.right}/${s.answered}, ${fill(W.seconds, s)}` }))),
    h("td", { text: `${p.puzzles.right} / ${p.puzzles.tried}` }),
    h("td", { class: "scopa-board__hands", "data-hands": String(p.hands) }, h("div", { text: String(p.hands) }),
      ...p.last_hands.map((hand) => h("div", { class: "scopa-board__hand", "data-item": hand.item, "data-given-away": String(hand.given_away) },
        h("strong", { text: hand.title }), ` · ${W.points}: ${hand.points} · `, h("span", { class: "scopa-board__hand-review", text: hand.review }))))));
  pupilsPart.replaceChildren(h("h2", { class: "scopa-board__names-part", text: `${W.pupils} (${pupils.length})` }),
    table(W.pupils, [W.nickname, `${W.right} / ${W.answered}`, W.stages, W.sets, W.puzzles, `${W.hands} · ${W.last_hands}`], rows,
      "scopa-board__table scopa-board__names-part"));
}

const liveFormEl = liveForm();
let drawing = false;
let again = false;

async function refresh() {
  if (drawing) { again = true; return; }
  drawing = true;
  try {
    const response = await api("board");
    if (response.status === 401) { main.replaceChildren(h("h1", { text: W.title }), h("p", { role: "alert", text: W.no_key })); return; }
    const board = await response.json();
    drawHead(board);
    drawLive(board.live);
    drawQuestions(board.questions);
    drawPupils(board.pupils);
    document.body.dataset.answers = String(board.answers);
  } catch {
    status.textContent = W.offline;
  } finally {
    drawing = false;
    if (again) { again = false; refresh(); }
  }
}

// Any news (an event with data) draws the board again (class-events.js follows the stream).
function follow() {
  return window.scopaClassEvents.follow({
    open: () => api("events"),
    ok: () => { status.textContent = ""; },
    each: ({ data }) => { if (data) refresh(); },
    away: () => { status.textContent = W.offline; },
  });
}

main.replaceChildren(h("h1", { text: W.title }), h("p", { class: "scopa-board__summary-title", text: W.summary }),
  controls(), status, head, livePart, questionsPart, pupilsPart);
if (!KEY) {
  main.replaceChildren(h("h1", { text: W.title }), h("p", { role: "alert", text: W.no_key }));
} else {
  refresh();
  follow();
}
