// The site's own behaviour, outside the widgets:
// * a region that scrolls sideways (a wide table or a long code line on a phone) is reachable
//   by keyboard and named, as WCAG 2.1.1 asks; it stops being a Tab stop when it fits again;
// * each code block's copy-button <nav> has a name of its own;
// * the Worksheets page keeps a copy of the worksheet it made, so printing the page prints the
//   sheet (site.css shows only that copy on paper).
(() => {
  const MARK = "data-scopa-scroll";
  // Numbered, so that each region's name is its own (axe: landmark-unique).
  // In the page's language (<html lang>: the Italian edition under it/).
  const ALL_NAMES = {
    en: { code: "Code {n}, scrolls sideways", table: "Table {n}, scrolls sideways", other: "Wide part {n}, scrolls sideways", copy: "Copy code {n}" },
    it: { code: "Codice {n}, scorre di lato", table: "Tabella {n}, scorre di lato", other: "Parte larga {n}, scorre di lato", copy: "Copia codice {n}" },
  };
  const names = () => ALL_NAMES[document.documentElement.lang] || ALL_NAMES.en;
  const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

  function scrolls(node) {
    if (node.scrollWidth <= node.clientWidth + 1 && node.scrollHeight <= node.clientHeight + 1) return false;
    const style = getComputedStyle(node);
    return /auto|scroll/.test(style.overflowX + style.overflowY);
  }

  function kindOf(node) {
    if (node.matches("pre, code, .highlight, .highlight-ipynb, [class*=CodeMirror]")) return "code";
    if (node.querySelector("table") || node.matches("table")) return "table";
    return "other";
  }

  function markScrollRegions() {
    const content = document.querySelector(".md-content");
    if (!content) return;
    for (const node of content.querySelectorAll(`[${MARK}]`)) {
      if (!scrolls(node)) {
        node.removeAttribute("tabindex"); node.removeAttribute("role");
        node.removeAttribute("aria-label"); node.removeAttribute(MARK);
      }
    }
    // Every size read before any attribute is set: a write between two reads would make the
    // browser lay the page out again for the next one (about 80 ms on a chapter, before its
    // widgets are drawn).
    const regions = [...content.querySelectorAll("pre, div, table")].filter((node) =>
      !node.hasAttribute(MARK) && !node.closest(".scopa-widget") && !node.hasAttribute("tabindex")
      && scrolls(node) && !node.querySelector(FOCUSABLE));
    for (const node of regions) {
      node.setAttribute(MARK, kindOf(node));
      node.setAttribute("tabindex", "0");
      node.setAttribute("role", "region");
    }
    const counts = { code: 0, table: 0, other: 0 };
    for (const node of content.querySelectorAll(`[${MARK}]`)) {
      const kind = node.getAttribute(MARK);
      node.setAttribute("aria-label", names()[kind].replace("{n}", ++counts[kind]));
    }
    // mkdocs-material puts each code block's copy button in a <nav> with no name: on a page with
    // two code blocks, two navigation landmarks nobody can tell apart (axe: landmark-unique).
    content.querySelectorAll("nav.md-code__nav").forEach((nav, i) => {
      nav.setAttribute("aria-label", names().copy.replace("{n}", i + 1));
    });
  }

  // The worksheet maker's Download link holds the sheet it made (a blob: address of this page).
  async function copyWorksheet(link) {
    const article = link.closest(".md-content__inner");
    if (!article || !link.href.startsWith("blob:")) return;
    let holder = article.querySelector(":scope > [data-scopa-print]");
    if (!holder) {
      holder = document.createElement("div");
      holder.setAttribute("data-scopa-print", "");
      holder.attachShadow({ mode: "open" });
      article.append(holder);
    }
    const source = link.href;
    const text = await (await fetch(source)).text();
    if (link.href !== source) return; // a newer sheet was made meanwhile
    const sheet = new DOMParser().parseFromString(text, "text/html");
    holder.shadowRoot.replaceChildren(...sheet.querySelectorAll("style"), ...sheet.body.childNodes);
    holder.setAttribute("data-scopa-print", "ready");
  }

  function watchWorksheets() {
    const seen = (node) => {
      if (node.matches?.(".scopa-widget a[download][href]")) copyWorksheet(node).catch(() => {});
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "attributes") seen(record.target);
        else for (const node of record.addedNodes) {
          if (node.nodeType === 1) { seen(node); node.querySelectorAll?.("a[download][href]").forEach(seen); }
        }
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["href"] });
  }

  let pending = 0;
  const later = () => { cancelAnimationFrame(pending); pending = requestAnimationFrame(markScrollRegions); };
  window.addEventListener("resize", later);
  watchWorksheets();
  // mkdocs-material announces each page, the first and each one reached by instant navigation.
  // Instant navigation swaps the page's container, not its header: the language switch of the
  // page reached comes in its container (plugin/mkdocs_scopa/navigation.py, switch_in_container)
  // and takes the old one's place, so it leads to this page's twin.
  function followSwitch() {
    const fresh = document.querySelector("template[data-scopa-switch]");
    const shown = document.querySelector(".md-header .scopa-language");
    if (fresh && shown) shown.replaceWith(fresh.content.cloneNode(true));
  }
  if (window.document$) window.document$.subscribe(followSwitch);
  if (window.document$) window.document$.subscribe(later);
  else document.addEventListener("DOMContentLoaded", later);
})();
