"""Italian grammar a filled sentence needs where a field meets the words around it.

A template is written once, but its fields vary: a card may be an asso ("il {card}" must read
"l'asso di coppe"), a side may be a numbered player ("a {who}" must read "al giocatore 2"),
a name may start with a vowel ("ad Anna"). :func:`polish` applies these rules to every filled
Italian sentence (:func:`~scopa_learn.words.messages.say` calls it):

- a numbered player or team named by its label ("Giocatore 2", "Squadra 1") takes its article
  inside a sentence: "il giocatore 2 ha la primiera", "la squadra 1"; the label stays a label
  where it stands alone ("Giocatore 2: 21 carte", "Squadra 1 3 - Squadra 2 1");
- a preposition joins its article: "a il" is "al", "di la" is "della", "in il" is "nel";
- an article elides before a vowel: "l'asso", "dell'asso", "l'8%", "l'11";
- "a" before a name that starts with a vowel is "ad": "vanno ad Anna";
- a decimal is written with a comma: "il 25,6%".

>>> polish("Giocatore 2 ha la primiera: le carte vanno a Giocatore 1.")
'Il giocatore 2 ha la primiera: le carte vanno al giocatore 1.'
>>> polish("il {card}".format(card="asso di coppe")), polish("vanno a Anna"), polish("c'è il 8.3%")
("l'asso di coppe", 'vanno ad Anna', "c'è l'8,3%")
>>> polish("Giocatore 2: 21 carte"), polish("Squadra 1 3 - Squadra 2 1"), polish("Squadra 1: 0, Squadra 2: 0")
('Giocatore 2: 21 carte', 'Squadra 1 3 - Squadra 2 1', 'Squadra 1: 0, Squadra 2: 0')
"""

from __future__ import annotations

import re

# "Giocatore 2" / "Squadra 1" used inside a sentence (not standing as a label: at the start,
# followed by ":", "(", a score, or nothing)
_LABEL = re.compile(r"\b(Giocatore|Squadra) (\d+)\b")
_ARTICLE = {"Giocatore": "il giocatore", "Squadra": "la squadra"}
_SENTENCE_START = re.compile(r"(?:^|[.!?]\s+|\n)$")

_JOINED = {
    (prep, art): joined
    for prep, forms in {
        "a": ("al", "allo", "alla", "ai", "agli", "alle", "all'"),
        "di": ("del", "dello", "della", "dei", "degli", "delle", "dell'"),
        "da": ("dal", "dallo", "dalla", "dai", "dagli", "dalle", "dall'"),
        "su": ("sul", "sullo", "sulla", "sui", "sugli", "sulle", "sull'"),
        "in": ("nel", "nello", "nella", "nei", "negli", "nelle", "nell'"),
    }.items()
    for art, joined in zip(("il", "lo", "la", "i", "gli", "le", "l'"), forms, strict=True)
}
_PREPOSITION = re.compile(r"\b(a|di|da|su|in) (il|lo|la|i|gli|le|l')(?=\s|(?<=')\w)", re.IGNORECASE)
_ELISION = re.compile(r"\b(il|lo|la|del|al|dal|nel|sul|col|dello|della|allo|alla|dallo|dalla|nello|nella|"
                      r"sullo|sulla) (?=asso\b|assi\b|8|11(?!\d))"
                      r"|\b(a) (?=(?-i:[AEIOU]))", re.IGNORECASE)
_ELIDED = {"il": "l'", "lo": "l'", "la": "l'", "del": "dell'", "al": "all'", "dal": "dall'", "nel": "nell'",
           "sul": "sull'", "col": "con l'", "dello": "dell'", "della": "dell'", "allo": "all'",
           "alla": "all'", "dallo": "dall'", "dalla": "dall'", "nello": "nell'", "nella": "nell'",
           "sullo": "sull'", "sulla": "sull'", "a": "ad "}
_DECIMAL = re.compile(r"(\d)\.(\d+%)")


def _with_article(text: str) -> str:
    def named(match: re.Match[str]) -> str:
        before, after = text[: match.start()], text[match.end():]
        if re.match(r" \d|:", after) or before.endswith("(") or (
                not before.strip() and re.match(r"\s*(?:\(|$)", after)):
            return match.group(0)  # a label standing alone, or in a score line
        if re.search(r"\b(?:il|la|Il|La)\s$", before):
            return match.group(0).lower()  # the template already gives the article
        noun = f"{_ARTICLE[match.group(1)]} {match.group(2)}"
        return noun[0].upper() + noun[1:] if _SENTENCE_START.search(before) else noun

    return _LABEL.sub(named, text)


def _join(match: re.Match[str]) -> str:
    prep, art = match.group(1), match.group(2)
    joined = _JOINED[(prep.lower(), art.lower())]
    return joined.capitalize() if prep[0].isupper() else joined


def _elide(match: re.Match[str]) -> str:
    word = match.group(1) or match.group(2)
    short = _ELIDED[word.lower()]
    return short.capitalize() if word[0].isupper() else short


def polish(text: str) -> str:
    """``text`` with the Italian rules above applied (see the module's examples)."""
    text = _with_article(text)
    text = _PREPOSITION.sub(_join, text)
    text = _ELISION.sub(_elide, text)
    return _DECIMAL.sub(r"\1,\2", text)
