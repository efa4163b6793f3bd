// The guide keeps itself for use with no network (the service worker the build writes at the
// site's root, sw.js: every page of both editions, the engine and Pyodide) and says when a new
// version has been published: a line at the top of the page, whose button shows it. Until the
// reader presses it, every page comes from the version already kept, never half old, half new.
//
// The worker is registered once the page's widgets are live (or at once on a page without
// any), so that keeping the guide never slows the first widget; it then fetches the rest while
// the reader reads. Its words come from the build (<body data-scopa-update>), in the page's
// language.

const root = new URL("../../", import.meta.url);
let offered = false;

function words() {
  try { return JSON.parse(document.body.dataset.scopaUpdate || "{}"); } catch { return {}; }
}

function offer(worker) {
  if (offered) return;
  offered = true;
  const text = words();
  const line = Object.assign(document.createElement("div"), { className: "scopa-update" });
  line.setAttribute("role", "status");
  const button = Object.assign(document.createElement("button"), {
    type: "button", className: "scopa-update__show", textContent: text.show || "↻",
  });
  line.append(Object.assign(document.createElement("span"), { textContent: text.ready || "" }), " ", button);
  button.addEventListener("click", () => {
    button.disabled = true;
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload());
    worker.postMessage("take-over");
  });
  document.body.prepend(line);
}

function watch(registration) {
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      // "installed" with a worker already in charge: a new build, kept whole, waiting
      if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
    });
  });
}

function widgetsSettled() {
  const busy = () => document.querySelector('.scopa-widget:not([data-live="true"]):not([data-live="failed"])');
  if (!busy()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => { if (!busy()) { observer.disconnect(); resolve(); } });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ["data-live"] });
    setTimeout(() => { observer.disconnect(); resolve(); }, 30000);
  });
}

async function register() {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  await widgetsSettled();
  try {
    const registration = await navigator.serviceWorker.register(new URL("sw.js", root), { scope: root.href });
    watch(registration);
    registration.update().catch(() => {});  // a new build published since the last visit?
    // A page open for long (a lesson at the projector) still hears of a new build.
    setInterval(() => registration.update().catch(() => {}), 30 * 60 * 1000);
  } catch {
    // no service worker here (a private window, a browser setting): the guide works online
  }
}

if (document.readyState === "complete") register();
else addEventListener("load", register, { once: true });
