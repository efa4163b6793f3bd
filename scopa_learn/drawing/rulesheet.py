"""The rules on one sheet: how a hand goes, the captures and the scoring, to print on one page.

Every sentence comes from the message table (:mod:`scopa_learn.words.messages`) and every number
from the engine (the primiera values are the rules' own), so a second language is a second
set of ``sheet.*`` messages, and a house rule changes the sheet with the engine.

>>> "<table" in rules_sheet_fragment() and "21" in rules_sheet_fragment()
True
>>> rules_sheet_html().startswith("<!DOCTYPE html>")
True
>>> rules_sheet_fragment(lang="xx")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
scopa_learn.errors.LanguageError: There is no language 'xx': known languages are en, ...
"""

from __future__ import annotations

import html

from ..engine.rules import Rules
from ..words.messages import language, say

# Two columns of 10 pt type: the whole sheet fits one A4 or Letter page (tests/site/test_print.py).
_CSS = """
.rules-sheet { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
.rules-sheet .cols { columns: 2 16em; column-gap: 1.6em; }
.rules-sheet section { break-inside: avoid; page-break-inside: avoid; margin: 0 0 .6em; }
.rules-sheet h2 { font-size: 1.2em; font-weight: 700; margin: 0 0 .2em; letter-spacing: 0;
                  color: inherit; break-after: avoid; }
.rules-sheet ol, .rules-sheet ul { margin: 0; padding-left: 1.3em; }
.rules-sheet ol > li, .rules-sheet ul > li { margin: 0 0 .2em; }
.rules-sheet p { margin: 0 0 .3em; }
.rules-sheet table.sheet-table { border-collapse: collapse; margin: .2em 0 .3em; font-size: .95em;
                                 max-width: 100%; }
.rules-sheet .sheet-table th, .rules-sheet .sheet-table td { border: 1px solid #888;
                  padding: .1em .4em; text-align: left; vertical-align: top; }
.rules-sheet .sheet-scroll { overflow-x: auto; }
.rules-sheet .values td, .rules-sheet .values th { text-align: center; }
.rules-sheet .source { font-size: .8em; margin-top: .4em; }
@media print { .rules-sheet { font-size: 10pt; line-height: 1.4; } }
"""

_SCORING = ("carte", "denari", "settebello", "primiera", "scope")


def _language(lang: str | None) -> str:
    return language(lang)  # None: the process default; an unknown one is a ScopaError


def _items(key: str, lang: str) -> str:
    lines = say(key, lang).split("\n")
    return "".join(f"<li>{html.escape(line)}</li>" for line in lines)


def _primiera_table(rules: Rules, lang: str) -> str:
    """The value of each rank for the primiera, best first, as the rules give them."""
    names = say("sheet.rank_names", lang).split(",")
    by_value: dict[int, list[str]] = {}
    for rank, value in enumerate(rules.primiera_values, start=1):
        by_value.setdefault(value, []).append(names[rank - 1].strip())
    ordered = sorted(by_value.items(), reverse=True)
    cards = "".join(f'<th scope="col">{html.escape(", ".join(r))}</th>' for _, r in ordered)
    values = "".join(f"<td>{value}</td>" for value, _ in ordered)
    return (f'<div class="sheet-scroll"><table class="sheet-table values"><tr><th scope="row">{html.escape(say("sheet.card", lang))}</th>'
            f'{cards}</tr><tr><th scope="row">{html.escape(say("sheet.value", lang))}</th>'
            f"{values}</tr></table></div>")


def _scoring_table(lang: str) -> str:
    head = "".join(f'<th scope="col">{html.escape(say(f"sheet.score.{c}", lang))}</th>'
                   for c in ("point", "to", "tie"))
    rows = "".join(
        f'<tr><th scope="row">{name}</th>'
        f'<td>{html.escape(say(f"sheet.score.{name}.to", lang))}</td>'
        f'<td>{html.escape(say(f"sheet.score.{name}.tie", lang))}</td></tr>'
        for name in _SCORING)
    return f'<table class="sheet-table"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>'


def rules_sheet_fragment(lang: str | None = None, rules: Rules | None = None) -> str:
    """The sheet as an HTML fragment (its own styles included), for a page that has a title;
    in ``lang`` (default: the process default)."""
    lang, rules = _language(lang), rules or Rules()
    best = 4 * max(rules.primiera_values)

    def head(key: str) -> str:
        return f"<h2>{html.escape(say(key, lang))}</h2>"

    def para(key: str, **fields: object) -> str:
        return f"<p>{html.escape(say(key, lang, **fields))}</p>"

    return (
        f'<div class="rules-sheet" lang="{lang}"><style>{_CSS}</style>'
        + para("sheet.intro")
        + '<div class="cols">'
        + f'<section>{head("sheet.cards.title")}{para("sheet.cards")}</section>'
        + f'<section>{head("sheet.hand.title")}<ol>{_items("sheet.hand", lang)}</ol></section>'
        + f'<section>{head("sheet.captures.title")}<ul>{_items("sheet.captures", lang)}</ul></section>'
        + f'<section>{head("sheet.scoring.title")}{para("sheet.scoring")}{_scoring_table(lang)}</section>'
        + f'<section>{head("sheet.primiera.title")}{para("sheet.primiera")}'
        + _primiera_table(rules, lang) + para("sheet.primiera.best", best=best) + "</section>"
        + "</div>"
        + f'<p class="source">{html.escape(say("sheet.source", lang))}</p></div>'
    )


def rules_sheet_html(lang: str | None = None, rules: Rules | None = None) -> str:
    """The sheet as a page of its own, to print or to keep.

    >>> "<h1>Scopa: le regole in un foglio</h1>" in rules_sheet_html("it")
    True
    """
    lang = _language(lang)
    title = html.escape(say("sheet.title", lang))
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{_language(lang)}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{title}</title>\n"
        "<style>body { margin: 0; color: #111; background: #fff; } main { max-width: 50rem; "
        "margin: 0 auto; padding: 1rem; } h1 { font: 700 16pt system-ui, sans-serif; margin: 0 0 .3rem; }"
        " @page { margin: 12mm; }</style>\n</head>\n<body>\n<main>\n"
        f"<h1>{title}</h1>\n{rules_sheet_fragment(lang, rules)}\n</main>\n</body>\n</html>\n"
    )


__all__ = ["rules_sheet_fragment", "rules_sheet_html"]
