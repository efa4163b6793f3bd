// The site's Python: one Web Worker per visit runs Pyodide with the scopa_learn wheel and
// answers the loader's calls to scopa_learn.widgets.bridge. Off the main thread, so the page
// never freezes while the interpreter starts.
//
// Start-up: the first visit starts Python (about 1 s of CPU: the site build compiled what it imports),
// then keeps a memory snapshot of the started interpreter in IndexedDB; a later visit restores
// it instead (a few tenths of a second). The snapshot is keyed by the Pyodide version and the
// wheel's digest, so a new build never restores an old engine. Without IndexedDB (some private
// windows), every visit simply starts from scratch.

const assets = new URL("../", import.meta.url);
const SNAPSHOT_DB = "scopa-learn";
const SNAPSHOT_STORE = "snapshots";
const ENGINE_ZIP = "/lib/scopa_learn.whl";
// A snapshot is of this build's Pyodide and wheel, with the engine imported from ENGINE_ZIP:
// "zip" tells it from those of builds that unpacked the wheel instead.
const snapshotKey = (runtime) => `${runtime.pyodide} ${runtime.wheel} zip`;
let bridge = null;
let runtime = null;
// How long each step of start-up took, in ms since the worker began (bench/startup.py reads it).
self.timings = {};
const mark = (name) => { self.timings[name] = Math.round(performance.now()); };

function snapshotStore(mode) {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(SNAPSHOT_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(SNAPSHOT_STORE);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const db = request.result;
      const transaction = db.transaction(SNAPSHOT_STORE, mode);
      transaction.oncomplete = transaction.onabort = () => db.close();
      resolve(transaction.objectStore(SNAPSHOT_STORE));
    };
  });
}

// The snapshot kept, whatever its key (read as soon as the worker starts, beside the fetch of
// runtime.json, which says the key it must have), or null.
async function readSnapshot() {
  try {
    const store = await snapshotStore("readonly");
    return await new Promise((resolve, reject) => {
      const get = store.get("interpreter");
      get.onsuccess = () => resolve(get.result ?? null);
      get.onerror = () => reject(get.error);
    });
  } catch {
    return null;  // no IndexedDB here: start from scratch
  }
}

// The snapshot is the interpreter's whole memory, 31 MB, of which 45% is pages of zeros never
// written: kept without them (its 4 KB pages that hold something, and their numbers), 17 MB
// to read back on each later visit instead of 31.
const PAGE = 4096;

function packPages(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
  const count = Math.ceil(bytes.byteLength / PAGE);
  const used = [count - 1];  // the last page always (it may end inside a word)
  for (let page = 0; page < count - 1; page++) {
    for (let i = page * (PAGE >> 2), end = i + (PAGE >> 2); i < end; i++) {
      if (words[i]) { used.push(page); break; }
    }
  }
  used.push(used.shift());  // in order
  const pages = new Uint8Array(used.length * PAGE);
  used.forEach((page, n) => pages.set(bytes.subarray(page * PAGE, (page + 1) * PAGE), n * PAGE));
  return { length: bytes.byteLength, used: Uint32Array.from(used), pages };
}

function unpackPages({ length, used, pages }) {
  const bytes = new Uint8Array(length);
  used.forEach((page, n) => {
    const size = Math.min(PAGE, length - page * PAGE);
    bytes.set(pages.subarray(n * PAGE, n * PAGE + size), page * PAGE);
  });
  return bytes;
}

async function saveSnapshot(key, bytes) {
  try {
    await new Promise((resolve) => setTimeout(resolve));  // the widgets' first calls go first
    const packed = packPages(bytes);
    mark("snapshot_packed");
    const store = await snapshotStore("readwrite");
    store.put({ key, ...packed }, "interpreter");
    store.transaction.addEventListener("complete", () => { self.snapshotSaved = key; });
  } catch {
    // storage full or forbidden: the next visit starts from scratch, as this one did
  }
}

// A first visit on a slow network downloads for longer than the loader's 30 s (16 MB at 3G's
// 1.6 Mbit/s: 85 s): the loader gives up only after 30 s with nothing arriving, so say how the
// big downloads go. A copy of each response is read (its clone), the response itself goes to
// Pyodide untouched; only when no snapshot is kept, so a later visit's files stay as they are.
function tellProgress(response) {
  let copy;
  try { copy = response.clone().body.getReader(); } catch { return; }  // already read: nothing to tell
  let bytes = 0;
  let told = 0;
  const read = () => copy.read().then(({ done, value }) => {
    if (done) return;
    bytes += value.byteLength;
    if (bytes - told >= 256 * 1024) { told = bytes; postMessage({ progress: bytes }); }
    read();
  }, () => {});
  read();
}

// Pyodide compiles its WebAssembly only once its 1.25 MB of JavaScript has run up to that
// point (0.1-0.3 s on a later visit, when nothing is downloaded): compiled here instead,
// beside the rest of Pyodide's start-up; its own call is then answered with this module. From
// the offline copy (a later visit), at once, beside reading the snapshot; else as soon as the
// worker knows whether a snapshot is kept (a first visit's progress reads a copy of the
// download, taken before). Its fetch of the file gets the response already used here, and
// reads nothing from it.
function compileEarly(response) {
  if (!response) return;
  const compiled = response.then((wasm) => WebAssembly.compileStreaming(wasm));
  compiled.then(() => mark("wasm_compiled"), () => {});
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (source, imports) => {
    WebAssembly.instantiateStreaming = instantiateStreaming;  // a second start (no snapshot) fetches anew
    const module = await compiled;
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
}

async function loadEngine(loadPyodide, pyodideBase, stdlib, wheel, snapshot) {
  const pyodide = await loadPyodide({
    indexURL: pyodideBase.href,
    stdLibURL: stdlib,  // compiled by the site build (plugin/mkdocs_scopa/precompile.mjs)
    fsInit: () => mark("wasm"),  // the WebAssembly is compiled and running: Python's turn
    ...(snapshot ? { _loadSnapshot: snapshot } : { _makeSnapshot: true }),
  });
  mark("pyodide");
  // The engine is imported from its wheel as it is, a zip on sys.path (as the standard library
  // is), not unpacked file by file: 3 ms instead of 0.3-0.6 s of Python. Written again after a
  // snapshot (files live outside it), at the same place, byte for byte (the key says so), so
  // the zip's directory that Python read before the snapshot still holds.
  pyodide.FS.writeFile(ENGINE_ZIP, new Uint8Array(await wheel));
  if (!snapshot) pyodide.runPython(`import sys; sys.path.insert(0, "${ENGINE_ZIP}")`);
  mark("wheel");
  bridge = pyodide.pyimport("scopa_learn.widgets.bridge");
  mark("imported");
  // The random module's state is in the snapshot: give each visit its own (the engine's
  // own draws are seeded, this only guards anything that is not).
  if (snapshot) pyodide.runPython("import random; random.seed()");
  return pyodide;
}

async function start() {
  mark("begun");
  const kept = readSnapshot();
  runtime = await (await fetch(new URL("scopa/runtime.json", assets), { cache: "no-cache" })).json();
  mark("runtime");
  const pyodideBase = new URL(runtime.pyodide, assets);
  // Fetch the 9.6 MB WebAssembly, the 3.3 MB standard library and the lock file now, while
  // pyodide.mjs and pyodide.asm.mjs load, and hand these very responses to Pyodide's own fetches
  // of them (its loader takes no pre-fetched files, and asks for the library only once the
  // WebAssembly runs: one after the other, each a round trip on a slow network; a second request
  // would download a file twice where the browser does not cache it).
  const stdlib = new URL(runtime.stdlib, assets).href;
  const early = new Map(["pyodide.asm.wasm", stdlib, "pyodide-lock.json"].map((name) => {
    const url = new URL(name, pyodideBase).href;
    const response = fetch(url);
    response.catch(() => {});  // reported by Pyodide's own fetch, which gets this promise
    return [url, response];
  }));
  const fetchOnline = self.fetch;
  self.fetch = (resource, options) => {
    const url = String(resource instanceof Request ? resource.url : resource);
    const response = early.get(url);
    if (!response) return fetchOnline(resource, options);
    early.delete(url);
    if (!early.size) self.fetch = fetchOnline;
    return response;
  };
  const key = snapshotKey(runtime);
  const snapshot = kept.then((saved) => (saved && saved.key === key ? unpackPages(saved) : null));
  // Started from the offline copy (the page's service worker in charge: every file is local, a
  // later visit): the WebAssembly is compiled at once, beside reading the snapshot, and no
  // download's progress is told.
  const local = self.name === "kept";  // named so by loader.js
  if (local) compileEarly(early.get(new URL("pyodide.asm.wasm", pyodideBase).href));
  const wheel = fetch(new URL(runtime.wheel, assets)).then((response) => {
    if (!response.ok) throw Object.assign(new Error(`no_wheel ${response.status}`), { code: "no_wheel", fields: { status: response.status } });
    return response.arrayBuffer();
  });
  wheel.catch(() => {});  // reported where it is awaited, not as an unhandled rejection
  // Pyodide's 1.25 MB of JavaScript, loaded beside its loader instead of after it (the same
  // address: Pyodide's own import of it then finds it loaded).
  import(new URL("pyodide.asm.mjs", pyodideBase).href).then(() => mark("asm"), () => {});
  const { loadPyodide } = await import(new URL("pyodide.mjs", pyodideBase).href);
  mark("loader");
  const saved = await snapshot;
  mark("snapshot_read");
  if (!local) {
    if (!saved) for (const response of early.values()) response.then(tellProgress, () => {});
    compileEarly(early.get(new URL("pyodide.asm.wasm", pyodideBase).href));
  }
  if (saved) {
    try {
      await loadEngine(loadPyodide, pyodideBase, stdlib, wheel, saved);
      self.startedFrom = "snapshot";  // for the browser tests
      return null;
    } catch {
      // a snapshot this browser cannot restore: start from scratch, and replace it
    }
  }
  const pyodide = await loadEngine(loadPyodide, pyodideBase, stdlib, wheel, null);
  self.startedFrom = "scratch";
  return () => { const bytes = pyodide.makeMemorySnapshot(); mark("snapshot_made"); saveSnapshot(key, bytes); };
}

const ready = start();
ready.then(
  (takeSnapshot) => {
    mark("ready");
    postMessage({ ready: true, runtime });
    // After "ready", so the first widget does not wait; before any call, so the snapshot is of
    // an interpreter no widget has touched (messages queue behind this synchronous step).
    if (takeSnapshot) takeSnapshot();
  },
  (error) => postMessage({ ready: false, error: String(error && error.message ? error.message : error),
                          code: error && error.code, fields: error && error.fields }),
);

self.onmessage = async ({ data }) => {
  const { id, op, args } = data;
  try {
    await ready;
    let result;
    // kind, config, page language, the first view the page drew (or null)
    if (op === "create") result = bridge.create(args[0], args[1], args[2] ?? null, args[3] ?? null);
    else if (op === "settle") result = bridge.settle(args[0]);
    else if (op === "dispatch") result = bridge.dispatch(args[0], args[1], args[2] ?? null);
    else if (op === "drop") result = (bridge.drop(args[0]), "null");
    else throw new Error(`op: ${op}`);  // a bug of the loader, never a reader's doing
    if (!self.timings.first_answer) mark("first_answer");
    postMessage({ id, ok: true, result });
  } catch (error) {
    postMessage({ id, ok: false, error: String(error && error.message ? error.message : error) });
  }
};
