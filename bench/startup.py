"""Start-up of the guide on slow school devices: time to the first drawn widget and to the first
live one, cold and warm, under Chromium's CPU throttling and a slow network, before and after.

Serves two built sites side by side on 127.0.0.1 (``--before DIR``: a build of an earlier
commit, e.g. ``git worktree add /tmp/before <commit> && cd /tmp/before && make site``;
``--after DIR``: this build, ``site/`` by default) and drives Debian's Chromium headless, as
the browser tests do. For each CPU rate (``Emulation.setCPUThrottlingRate``: 1x, 4x, 6x) and
network (none, or ``--network school``: 20 Mbit/s down, 5 up, 40 ms round trip; ``3g``: 1.6 Mbit/s
down, 0.75 up, 150 ms), each site, alternating (before, after, before, after... with ``--runs``):

* cold: a new browser context (empty caches), the page opened;
* warm: the same context, the page opened again after the first visit had time to keep what
  it keeps (the browser's caches, the interpreter snapshot, the offline copy if the site has
  one: its service worker is waited for, up to a minute, as a pupil's second visit would find it).

A visit is made ``--settle`` seconds after the browser started (2 by default), as a reader opens
the browser and then the guide. Chromium builds its own pages as it starts (the address bar's
suggestions are a web page of its own, chrome://omnibox-popup): about 0.8 s of one core in its
first 1.5 s, measured in its trace on these 2-core machines. A visit made at once (``--settle 0``)
shares the cores with that work: it is what a reader meets when the guide is what starts the
browser (an installed app's icon, a link from another program).

The browser context is a private one by default (``--profile private``): its HTTP cache and
V8's code cache live in memory only. ``--profile persistent`` is what a reader coming back
another day meets instead: the first visit in a new profile on disk, the browser closed, then
started again on that profile for the later visit (the HTTP cache, the code cache, the service
worker and its caches, IndexedDB, all as kept on disk).

Each row gives the machine's 1-minute load average when it was measured; the bytes include the
page itself; ``offline_mb`` is what each site's offline copy keeps.

"Drawn" is the first moment a widget of the page shows its cards or question (``data-drawn``,
or ``data-live`` on a site that draws nothing before the engine is live); "live" is the first
widget answering clicks. Throttling applies to the page's renderer (the loader, the views, the
page itself) as Chromium's DevTools applies it.

Run: ``.venv/bin/python bench/startup.py [--before /tmp/before/site] [--rates 1 4 6] [--runs 1]``
(``make bench`` runs it on ``site/`` alone).
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import statistics
import sys
import tempfile
import time
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "site"))

from sitetest import CHROMIUM_ARGS, chromium_path, launch_chromium, serve  # noqa: E402

PAGE = "learn/01-the-deck/"  # the first chapter: its deck is the first widget a pupil meets
NETWORKS = {
    "none": None,
    "school": {"offline": False, "latency": 40, "downloadThroughput": 20e6 / 8, "uploadThroughput": 5e6 / 8},
    # DevTools' "3G": a phone on a poor signal, or a school line shared by a whole class
    "3g": {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 0.75e6 / 8},
}
# A widget's first moment on screen, and its live one, in ms since navigation started.
WATCH = """() => new Promise((resolve) => {
  const times = {};
  const look = () => {
    const now = performance.now();
    const drawn = document.querySelector('.scopa-widget[data-drawn="true"], .scopa-widget[data-live="true"]');
    const live = document.querySelector('.scopa-widget[data-live="true"]');
    if (drawn && times.drawn === undefined) times.drawn = now;
    if (live && times.live === undefined) times.live = now;
    if (times.live !== undefined) resolve(times); else requestAnimationFrame(look);
  };
  look();
  setTimeout(() => resolve(times), 180000);  // never live within 3 minutes: reported as such
})"""

# Seconds until the site's service worker is active (the offline copy kept whole), -1 if it
# has none or it took over a minute.
OFFLINE_KEPT = """() => {
  if (!navigator.serviceWorker) return -1;
  const start = performance.now();
  return Promise.race([
    navigator.serviceWorker.ready.then(() => Math.round(performance.now() - start) / 1000),
    new Promise((resolve) => setTimeout(() => resolve(-1), 60000)),
  ]);
}"""

# What came over the network so far (a file from the browser's cache or the offline copy counts
# nothing), in bytes, for the page (the page itself included) or its worker.
BYTES = """() => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
  .reduce((n, e) => n + (e.transferSize || 0), 0)"""


def offline_mb(site: pathlib.Path) -> float:
    """What the site's offline copy keeps (every file its service worker lists), in MB."""
    worker = site / "sw.js"
    if not worker.is_file():
        return 0.0
    line = next(line for line in worker.read_text().splitlines() if line.startswith("const FILES = "))
    files = json.loads(line.removeprefix("const FILES = ").rstrip(";"))
    return round(sum((site / path).stat().st_size for path in files) / 1e6, 1)


def visit(context: Any, url: str, rate: float, network: dict[str, Any] | None,
          read_s: float = 4, settle_s: float = 0) -> dict[str, float]:
    page = context.new_page()
    page.wait_for_timeout(settle_s * 1000)  # the browser's own start-up done (see --settle)
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    if network:
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", network)
    page.goto(url + PAGE, wait_until="commit", timeout=180_000)
    times = page.evaluate(WATCH)
    result = {k: round(times[k] / 1000, 2) if k in times else float("nan") for k in ("drawn", "live")}
    result["kb"] = round(page.evaluate(BYTES) / 1000)
    for worker in page.workers:  # the engine's worker says how long each of its steps took
        phases = worker.evaluate("() => self.timings || null")
        if phases:
            # its steps are timed from its own start: when that was, since navigation started
            phases["worker_started"] = round(worker.evaluate("() => performance.timeOrigin")
                                             - page.evaluate("() => performance.timeOrigin"))
            result["phases"] = phases
            result["kb"] += round(worker.evaluate(BYTES) / 1000)
    page.wait_for_timeout(read_s * 1000)  # the reader reads: the first visit keeps what it keeps
    # and the offline copy, if the site has one, is kept whole (its service worker in charge)
    result["offline_s"] = page.evaluate(OFFLINE_KEPT)
    page.close()
    return result


#: A visit not made (``--cold-only``).
NOT_MEASURED = {"drawn": float("nan"), "live": float("nan"), "kb": float("nan")}


def measure(browser: Any, url: str, rate: float, network: dict[str, Any] | None,
            warm_too: bool = True, read_s: float = 4) -> dict[str, dict[str, Any]]:
    context = browser.new_context()  # in a browser started (and settled) before the first run
    try:
        cold = visit(context, url, rate, network, read_s)
        warm = visit(context, url, rate, network) if warm_too else dict(NOT_MEASURED)
    finally:
        context.close()
    return {"cold": cold, "warm": warm}


def measure_persistent(playwright: Any, url: str, rate: float, network: dict[str, Any] | None,
                       warm_too: bool = True, read_s: float = 4,
                       settle_s: float = 2) -> dict[str, dict[str, Any]]:
    """The first visit in a new profile kept on disk, the browser closed, the later visit in
    the browser started again on it: what a reader coming back another day meets."""
    with tempfile.TemporaryDirectory(prefix="startup-profile-") as profile:
        def visit_started_anew(read_s: float = 4) -> dict[str, Any]:
            context = playwright.chromium.launch_persistent_context(
                profile, executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS)
            try:
                return visit(context, url, rate, network, read_s, settle_s)
            finally:
                context.close()

        cold = visit_started_anew(read_s)
        warm = visit_started_anew() if warm_too else dict(NOT_MEASURED)
    return {"cold": cold, "warm": warm}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=pathlib.Path, help="a build to compare with (default: none)")
    parser.add_argument("--after", type=pathlib.Path, default=ROOT / "site")
    parser.add_argument("--rates", type=float, nargs="+", default=[1, 4, 6])
    parser.add_argument("--network", choices=sorted(NETWORKS), nargs="+", default=["none", "school"])
    parser.add_argument("--cold-only", action="store_true", help="no second visit (a slow network's warm one"
                        " fetches nothing)")
    parser.add_argument("--profile", choices=["private", "persistent"], default="private",
                        help="private: one private context for both visits; persistent: a profile on"
                        " disk, the browser started again for the later visit")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--read", type=float, default=4,
                        help="seconds the reader stays on the first visit before the later one (default 4);"
                             " Chromium keeps the code it compiled from Pyodide's WebAssembly some 10-20 s in")
    parser.add_argument("--settle", type=float, default=2,
                        help="seconds between the browser's start and the first navigation (default 2;"
                             " 0: the guide starts the browser, which still builds its own pages)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    sites = {"before": args.before, "after": args.after} if args.before else {"after": args.after}
    for site in sites.values():
        if not (site / PAGE / "index.html").is_file():
            sys.exit(f"no built site in {site}: run `make site` first")

    from playwright.sync_api import sync_playwright

    servers = {name: serve(site) for name, site in sites.items()}
    rows = []
    started = time.perf_counter()
    with sync_playwright() as playwright:
        browser = None
        if args.profile == "private":  # one browser for every run, started (and settled) first
            browser = launch_chromium(playwright)
            settling = browser.new_page()
            settling.wait_for_timeout(args.settle * 1000)
            settling.close()
        for network in args.network:
            for rate in args.rates:
                runs: dict[str, list[dict[str, Any]]] = {name: [] for name in servers}
                for _ in range(args.runs):  # side by side, alternating: before, after, before, after
                    for name, (_, url) in servers.items():
                        if args.profile == "persistent":
                            runs[name].append(measure_persistent(playwright, url, rate, NETWORKS[network],
                                                                 not args.cold_only, args.read, args.settle))
                        else:
                            runs[name].append(measure(browser, url, rate, NETWORKS[network], not args.cold_only,
                                                      args.read))
                for name in servers:
                    row: dict[str, Any] = {"site": name, "cpu": rate, "network": network, "profile": args.profile, "read_s": args.read,
                                           "settle_s": args.settle,
                                           "load_average_1min": round(os.getloadavg()[0], 1)}
                    for visit_ in ("cold", "warm"):
                        for moment in ("drawn", "live"):
                            row[f"{visit_}_{moment}_s"] = statistics.median(r[visit_][moment] for r in runs[name])
                        row[f"{visit_}_kb"] = statistics.median(r[visit_]["kb"] for r in runs[name])
                        row[f"{visit_}_each"] = [[r[visit_]["drawn"], r[visit_]["live"]] for r in runs[name]]
                        row[f"{visit_}_phases"] = [r[visit_].get("phases") for r in runs[name]]
                    rows.append(row)
                    if not args.json:
                        print(f"{network:7} {rate:3g}x {name:6}  cold: drawn {row['cold_drawn_s']:5.2f} s, "
                              f"live {row['cold_live_s']:5.2f} s, {row['cold_kb']:6.0f} kB   warm: drawn "
                              f"{row['warm_drawn_s']:5.2f} s, live {row['warm_live_s']:5.2f} s, "
                              f"{row['warm_kb']:6.0f} kB  (load {row['load_average_1min']})", flush=True)
        if browser is not None:
            browser.close()
    for server, _ in servers.values():
        server.shutdown()
    result = {"page": PAGE, "runs": args.runs, "load_average_1min": round(os.getloadavg()[0], 2),
              "minutes": round((time.perf_counter() - started) / 60, 1),
              "offline_mb": {name: offline_mb(site) for name, site in sites.items()}, "rows": rows}
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        for name, mb in result["offline_mb"].items():
            print(f"{name}: the offline copy keeps {mb} MB")
        print(f"({args.runs} run(s) each; 1-min load average {result['load_average_1min']} on "
              f"{os.cpu_count()} cores; {result['minutes']} min)")


if __name__ == "__main__":
    main()
