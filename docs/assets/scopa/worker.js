// The site's Python: one Web Worker per visit runs Pyodide with the scopa_learn wheel and
// answers the loader's calls to scopa_learn.widgets.bridge. Off the main thread, so the page
// never freezes while the interpreter starts.

const assets = new URL("../", import.meta.url);
let bridge = null;
let runtime = null;

async function start() {
  runtime = await (await fetch(new URL("scopa/runtime.json", assets), { cache: "no-cache" })).json();
  const pyodideBase = new URL(runtime.pyodide, assets);
  const { loadPyodide } = await import(new URL("pyodide.mjs", pyodideBase).href);
  const wheelUrl = new URL(runtime.wheel, assets);
  const [pyodide, wheel] = await Promise.all([
    loadPyodide({ indexURL: pyodideBase.href }),
    fetch(wheelUrl).then((response) => {
      if (!response.ok) throw new Error(`the engine wheel answered ${response.status}`);
      return response.arrayBuffer();
    }),
  ]);
  pyodide.unpackArchive(wheel, "wheel");
  bridge = pyodide.pyimport("scopa_learn.widgets.bridge");
}

const ready = start();
ready.then(
  () => postMessage({ ready: true, runtime }),
  (error) => postMessage({ ready: false, error: String(error && error.message ? error.message : error) }),
);

self.onmessage = async ({ data }) => {
  const { id, op, args } = data;
  try {
    await ready;
    let result;
    if (op === "create") result = bridge.create(args[0], args[1]);
    else if (op === "dispatch") result = bridge.dispatch(args[0], args[1]);
    else if (op === "drop") result = (bridge.drop(args[0]), "null");
    else throw new Error(`unknown operation ${op}`);
    postMessage({ id, ok: true, result });
  } catch (error) {
    postMessage({ id, ok: false, error: String(error && error.message ? error.message : error) });
  }
};
