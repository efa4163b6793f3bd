// View of the "quiz_worksheet" widget: a teacher picks a seed, a level and the kinds of
// question; the engine (in the browser on the site) makes the printable worksheet. Preview shows
// it in a frame with its own print styles, Print prints that frame only, Download saves the file.
// The toolkit (_dom.js: h, widget...) comes in front of this file.

const CSS = `
.scopa-ws { font: inherit; color: inherit; }
.scopa-ws form { display: flex; flex-wrap: wrap; gap: .5em 1.2em; align-items: center; margin-bottom: .6em; }
.scopa-ws fieldset { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .6em; align-items: center; }
.scopa-ws legend { float: left; margin-right: .5em; font-weight: 600; }
.scopa-ws input, .scopa-ws select { font: inherit; padding: .15em .35em; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .25em; }
.scopa-ws select option { color: #1a1a1a; }
.scopa-ws__btn { font: inherit; padding: .25em .75em; cursor: pointer; color: inherit; background: transparent; border: 1px solid currentColor; border-radius: .3em; text-decoration: none; }
.scopa-ws__btn--main { font-weight: 700; border-width: 2px; }
.scopa-ws__actions { display: flex; flex-wrap: wrap; gap: .6em; margin: .4em 0; }
.scopa-ws__frame { width: 100%; height: 70vh; border: 1px solid rgba(127,127,127,.6); border-radius: .3em; background: #fff; }
.scopa-ws__error { color: #b00020; font-weight: 600; margin: .4em 0; }
.scopa-ws__error:empty { display: none; }
[data-md-color-scheme="slate"] .scopa-ws__error { color: #ff8a80; }
`;

export default widget("scopa-ws", CSS, ({ model, root, send, announce }) => {
  const first = model.get("view") || {};
  const labels = first.labels || {};
  let url = null;

  const seed = h("input", { type: "number", min: "0", step: "1", key: "seed", class: "scopa-ws__seed", style: "width: 6em" });
  const level = h("select", { class: "scopa-ws__level", key: "level" });
  for (const l of first.levels || []) level.append(h("option", { value: String(l.value), text: `${l.value}: ${l.name}` }));
  const count = h("input", { type: "number", min: "1", step: "1", key: "count", class: "scopa-ws__count", style: "width: 4em" });
  const kinds = h("fieldset", {}, h("legend", { text: labels.kinds || "" }));
  for (const k of first.all_kinds || []) {
    kinds.append(h("label", {}, h("input", { type: "checkbox", value: k.value, key: `kind-${k.value}`, class: "scopa-ws__kind" }), ` ${k.name}`));
  }
  const form = h("form", {},
    h("label", {}, `${labels.seed} `, seed), h("label", {}, `${labels.level} `, level), kinds,
    h("label", {}, `${labels.count} `, count),
    h("button", { type: "submit", key: "make", class: "scopa-ws__btn scopa-ws__btn--main scopa-ws__make", text: labels.make }));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const chosen = [...kinds.querySelectorAll("input:checked")].map((i) => i.value);
    send({ type: "make", seed: seed.value, level: level.value, kinds: chosen, count: count.value });
  });

  // The preview frame is made on demand: a page with the maker stays light until it is used.
  let frame = null;
  const holder = h("div", { class: "scopa-ws__holder" });
  function showFrame() {
    if (!frame) {
      frame = h("iframe", { class: "scopa-ws__frame", title: labels.frame });
      holder.append(frame);
    }
    frame.hidden = false;
    if (frame.dataset.url !== url) { frame.dataset.url = url; frame.src = url; }
    return frame;
  }
  const preview = h("button", { type: "button", key: "preview", class: "scopa-ws__btn scopa-ws__preview", text: labels.preview });
  preview.addEventListener("click", () => {
    if (frame && !frame.hidden) frame.hidden = true;
    else showFrame();
  });
  const print = h("button", { type: "button", key: "print", class: "scopa-ws__btn scopa-ws__print", text: labels.print });
  print.addEventListener("click", () => {
    const shown = showFrame();
    const ready = shown.contentWindow && shown.contentDocument && shown.contentDocument.readyState === "complete"
      && shown.contentWindow.location.href === url;
    if (ready) shown.contentWindow.print();
    else shown.addEventListener("load", () => shown.contentWindow.print(), { once: true });
  });
  const download = h("a", { class: "scopa-ws__btn scopa-ws__download", key: "download", text: labels.download });
  const error = h("p", { class: "scopa-ws__error", role: "alert" });
  root.append(form, error, h("div", { class: "scopa-ws__actions" }, preview, print, download), holder);

  let page = null;
  function draw(view) {
    error.textContent = view.error || "";
    if (view.html === page) return;
    page = view.html;
    seed.value = view.seed;
    level.value = String(view.level);
    count.value = view.count;
    for (const box of kinds.querySelectorAll("input")) box.checked = view.kinds.includes(box.value);
    const previous = url;
    url = URL.createObjectURL(new Blob([view.html], { type: "text/html" }));
    download.href = url;
    download.download = view.filename;
    if (frame && !frame.hidden) showFrame();
    if (previous) URL.revokeObjectURL(previous);
    if (previous) announce(view.filename);
  }

  return { draw, cleanup: () => { if (url) URL.revokeObjectURL(url); } };
});
