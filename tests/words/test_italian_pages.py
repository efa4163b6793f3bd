"""The Italian edition's hand-written prose reads as Italian, not as English word for word.

A native speaker's review (2026-12-01, section E) found calques on the technical pages ("dal
vivo" for live, "la costruzione del sito" for the site build), Sources lines whose "dalla"
hung on nothing, a decimal point where Italian writes a comma, and English comments in a code
tab. Each form it found is listed here, exactly; a page or chapter that brings one back fails.
The list grows with every form found.
"""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# (the form, why it is wrong); each was on an Italian page on 2026-12-01
CALQUES: tuple[tuple[str, str], ...] = (
    ("dal vivo", "'live' is interattivo (a widget) or in tempo reale / in diretta (the class)"),
    ("costruzione del sito", "'the site build': quando si genera il sito"),
    ("viene costruit", "'is built': si genera"),
    ("la sua ragione", "'its reason': la spiegazione"),
    ("misurato su quello che mostra", "calcolato su quello che contiene"),
    ("sta dietro il suo", "'behind its Show the Python': si apre con"),
    ("il sunto di quattro", "riassunto ... sunto says it twice"),
    ("contato sulla stessa", "con i conti fatti sulla stessa smazzata"),
    ("quali tre, e una", "4 modi di scegliere i tre re"),
    ("AGIMEG gioca", "a guide does not play: riporta"),
    ("1 + 3 e 2 + 4", "couples are 1 e 3 contro 2 e 4, not sums"),
    ("in uno di due modi", "'in one of two ways': in due modi"),
    ("differenza dalla", "la differenza rispetto alla"),
    ("prende tutto il tavolo", "the asso takes the cards, not the table: tutte le carte in tavola"),
    ("In due giocatori", "In due"),
    ("in quattro giocatori", "in quattro, a coppie"),
    ("minuti a giro", "'a few minutes a go': per volta"),
    ("tua *serie*", "serie is the question set; a run of right answers is a striscia"),
    ("tiene più punti", "in media porta più punti"),
    ("giudizio si rifà", "la valutazione si ripete"),
    ("risolto ogni volta", "risolto tutte e tre le volte"),
    ("sono gli stessi dieci problemi", "contiene gli stessi dieci problemi"),
    ("Dai ogni punto", "Assegna ogni punto"),
    ("che la tavola\n  che lascia", "la tavola lasciata offrirebbe"),
    ("**Esperto** cerca", "L'esperto fa una ricerca"),
    ("budget", "il limite"),
    ("posare ogni carta", "the sources' verb is calare"),
    ("Servi la cartella", "pubblica la cartella con un server"),
    ("numero proprio", "il suo codice"),
    ("di base `capture`", "se non indichi niente"),
    ("cavallo va a cavallo", "sul cavallo c'è un cavaliere"),
    ("Ogni seme va dall'asso", "ogni seme ha l'asso, le carte dal 2 al 7, ..."),
    ("su di loro", "su quelle carte"),
    ("a un primo giocatore", "al primo di mano"),
    ("Ecco le sue scope", "two Ecco in a row"),
    ("tavoli svuotati", "la tavola, as everywhere on the page"),
    ("17.6%", "Italian writes a decimal comma: 17,6%"),
    ("che abbiano un", "the single opponent is l'avversario, not loro"),
    ("# the ", "an English comment in a code tab"),
    ("siede dopo il", "the sources: chi siede alla destra del mazziere"),
    ("regole della casa della sala", "le regole proprie della sala da gioco online"),
    ("aiuta solo il mazziere.", "in four the prima helps the dealer's couple"),
    ("contano le carte insieme", "partners count denari together too: contano insieme"),
    ("sgombr", "the sources' words: svuotare il tavolo"),
    ("Sgombr", "the sources' words: svuotare il tavolo"),
    ("vince il punteggio più alto", "a score does not win: vince chi ha più punti"),
    ("una parte arriva", "parte is legalistic: un giocatore o una coppia"),
    ("tutte e due le parti", "parte is legalistic: tutti e due (or name them, in three)"),
    ("viene dopo il mazziere", "the sources: chi siede alla destra del mazziere"),
    ("vuotare la tavola", "the sources' words: svuotare il tavolo"),
    ("negli esercizi", "a puzzle is a problema everywhere"), ("degli esercizi", "the same"),
    ("Si gioca ai", "the target's label is Punti per vincere"), ("come esercizio", "the same"), ("gli esercizi e", "the same"),
    ("quiz, gli esercizi", "the same"),
)

# a Sources line names the rules summary and what it was made from: "ricavato dalla ...";
# "Fonti: il riassunto delle regole, dalla guida" leaves "dalla" hanging on nothing
SOURCES = re.compile(r"\*Fonti: il riassunto delle regole.*?\*$", re.S | re.M)
FROM = re.compile(r"\b(?:dalla|dalle|dallo|dal|dai)\b")


def _hanging(text: str) -> bool:
    """Whether a Sources line of ``text`` says "dalla ..." with nothing that governs it."""
    for line in SOURCES.findall(text):
        first = FROM.search(line)
        if first and not line[: first.start()].rstrip().endswith("ricavato"):
            return True
    return False


def _pages() -> list[tuple[str, str]]:
    """Each Italian page and chapter, as (its path, its text)."""
    found = [(str(p.relative_to(ROOT)), p.read_text()) for p in sorted((ROOT / "docs/it").rglob("*.md"))]
    for chapter in sorted((ROOT / "notebooks/it").glob("*.ipynb")):
        cells = json.loads(chapter.read_text())["cells"]
        text = "\n".join("".join(c["source"]) for c in cells)
        found.append((str(chapter.relative_to(ROOT)), text))
    for example in sorted((ROOT / "scopa_learn/examples/data").glob("*.toml")):  # the example pages
        found.append((str(example.relative_to(ROOT)), "\n".join(_italian_values(tomllib.loads(example.read_text())))))
    return found


def _italian_values(data: object, key: str = "") -> list[str]:
    """The Italian texts of an example file: the values of its ``*_it`` keys, at any depth."""
    if isinstance(data, dict):
        return [text for k, v in data.items() for text in _italian_values(v, k)]
    if isinstance(data, list):
        return [text for item in data for text in _italian_values(item, key)]
    return [data] if isinstance(data, str) and key.endswith("_it") else []


PAGES = _pages()


def test_the_pages_are_found() -> None:
    names = [name for name, _ in PAGES]
    assert "docs/it/play/index.md" in names and "notebooks/it/01-the-deck.ipynb" in names
    example = dict(PAGES)["scopa_learn/examples/data/last-card-no-scopa.toml"]
    assert "Nessuna scopa con l'ultima carta" in example and "No scopa" not in example


@pytest.mark.parametrize(("form", "why"), CALQUES, ids=[form for form, _ in CALQUES])
def test_no_italian_page_says(form: str, why: str) -> None:
    where = [name for name, text in PAGES if form in text]
    assert not where, f"{form!r} ({why}) in {where}"


def test_every_sources_line_says_what_the_summary_was_made_from() -> None:
    where = [name for name, text in PAGES if _hanging(text)]
    assert not where, f"a Sources line with a hanging 'dalla' in {where}"


def test_the_sources_check_finds_a_hanging_dalla() -> None:
    assert _hanging('*Fonti: il riassunto delle regole ("La smazzata"), dalla guida AGIMEG.*')
    assert not _hanging('*Fonti: il riassunto delle regole ("La smazzata"), ricavato dalla guida e dalla pagina.*')
