"""Every sentence a learner reads: :func:`say` fills a key of the catalogues (``en.json``,
``it.json``; see :mod:`.catalogue`) in a language.

English comes first, Italian (``MESSAGES["it"]``) has every key too. A key missing from a
language falls back to English.

>>> say("card.twice", text="7d 7d", card="7d")
"'7d 7d' names the 7d twice: each card is in the deck once."
>>> say("card.twice", "it", text="7d 7d", card="7d")
"'7d 7d' nomina il 7d due volte: ogni carta è nel mazzo una volta sola."

The language of a sentence is the ``lang`` given to :func:`say` (and to every public function
that returns learner text); ``None`` means the process default, :func:`get_language`, which
:func:`set_language` changes and :func:`using_language` changes for a block:

>>> with using_language("it"):
...     say("move.hand_over")
'La smazzata è finita: non ci sono più carte da giocare.'
>>> get_language()
'en'
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from ..errors import LanguageError
from .catalogue import catalogue, languages

DEFAULT_LANGUAGE = "en"

# The words themselves are data: one catalogue a language (en.json, it.json beside this module,
# see .catalogue). MESSAGES is their texts by language and key, read once at import.
MESSAGES: dict[str, dict[str, str]] = {
    lang: {key: entry["text"] for key, entry in catalogue(lang).items()} for lang in languages()
}


def count_words(noun: str, n: int, lang: str | None = None) -> str:
    """A count with its noun, singular or plural: ``1 denaro``, ``3 denari``, ``0 scope``.

    >>> count_words("denaro", 1), count_words("scopa", 2), count_words("card", 0)
    ('1 denaro', '2 scope', '0 cards')
    >>> count_words("card", 1, "it"), count_words("card", 0, "it")
    ('1 carta', '0 carte')
    """
    return say(f"count.{noun}.{plural(n)}", lang, n=n)


def plural(n: int) -> str:
    """The plural form a count takes, ``"one"`` or ``"other"``: English and Italian both say
    one thing in the singular and 0, 2, 3... in the plural ("0 carte", "1 carta"). A catalogue
    writes a count's sentence as two keys, ``KEY.one`` and ``KEY.other``, and ``say(KEY, n=...)``
    picks one.

    >>> plural(1), plural(0), plural(2)
    ('one', 'other', 'other')
    >>> say("count.card", "it", n=1), say("count.card", "it", n=0)
    ('1 carta', '0 carte')
    """
    return "one" if n == 1 else "other"


# The process default (set_language) and, above it, a block's own (using_language): a
# ContextVar, so a widget answering in Italian never changes the language of anything else.
_default_language = DEFAULT_LANGUAGE
_block_language: ContextVar[str | None] = ContextVar("scopa_learn_language", default=None)
_LOCALE = re.compile(r"[-_.@]")


def language(lang: str | None) -> str:
    """The language code for ``lang``: ``None`` is the current default (:func:`get_language`);
    a locale such as ``"it_IT.UTF-8"`` or ``"it-IT"`` is its language. Raises
    :class:`~scopa_learn.errors.LanguageError` for a language with no messages.

    >>> language("it_IT.UTF-8"), language("EN"), language(None)
    ('it', 'en', 'en')
    >>> language("fr")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.LanguageError: There is no language 'fr': known languages are en, it.
    """
    if lang is None:
        return get_language()
    if lang in MESSAGES:
        return lang
    code = _LOCALE.split(lang.strip().lower(), maxsplit=1)[0] if isinstance(lang, str) else ""
    if code in MESSAGES:
        return code
    known = ", ".join(MESSAGES)
    raise LanguageError(say("error.unknown_language", DEFAULT_LANGUAGE, language=lang, known=known))


def get_language() -> str:
    """The language of every sentence whose ``lang`` is not given: ``"en"`` unless
    :func:`set_language` (or a :func:`using_language` block) said otherwise."""
    return _block_language.get() or _default_language


def set_language(lang: str) -> str:
    """Make ``lang`` (``"en"``, ``"it"``, or a locale like ``"it_IT.UTF-8"``) the process
    default: every explanation, verdict, hint and error that is not given a ``lang`` speaks it.
    Returns the language code.

    >>> set_language("it"); say("suit.d")
    'it'
    'denari'
    >>> set_language("en")
    'en'
    """
    global _default_language
    _default_language = language(lang)
    return _default_language


@contextmanager
def using_language(lang: str | None) -> Iterator[str]:
    """Speak ``lang`` inside the block (``None``: keep the current one), even in the errors the
    engine raises there; the default comes back after it."""
    token = _block_language.set(language(lang))
    try:
        yield _block_language.get() or DEFAULT_LANGUAGE
    finally:
        _block_language.reset(token)


def say(key: str, lang: str | None = None, **fields: Any) -> str:
    """The sentence for ``key`` in ``lang`` (default: :func:`get_language`), filled with ``fields``.

    >>> say("move.hand_over")
    'The hand is over: there are no cards left to play.'
    >>> say("move.not_in_hand", "it", card="asso di coppe", hand="7d")
    "Non hai l'asso di coppe in mano: la tua mano è 7d."
    """
    code = lang if lang in MESSAGES else language(lang)
    if key not in MESSAGES[DEFAULT_LANGUAGE] and isinstance(fields.get("n"), int):
        key = f"{key}.{plural(fields['n'])}"  # a count: the form KEY.one or KEY.other
    template = MESSAGES[code].get(key) or MESSAGES[DEFAULT_LANGUAGE][key]
    text = template.format(**fields)
    return _elide(text) if code == "it" and fields else text


# Italian elides the article before a vowel: a card filled into "il {card}" may be an asso
# ("l'asso di coppe", "dell'asso"), a chance "il {chance}" may be 8% or 11% ("l'8%"); and "a"
# before a name that starts with a vowel is "ad" ("vanno ad Anna").
_ELISION = re.compile(r"\b(il|del|al|dal|nel|sul|col) (?=asso\b|assi\b|8|11(?![\d]))"
                      r"|\b(a) (?=(?-i:[AEIOU]))", re.IGNORECASE)
_ELIDED = {"il": "l'", "del": "dell'", "al": "all'", "dal": "dall'", "nel": "nell'", "sul": "sull'",
           "col": "con l'", "a": "ad "}


def _elide(text: str) -> str:
    def elided(match: re.Match[str]) -> str:
        word = match.group(1) or match.group(2)
        short = _ELIDED[word.lower()]
        return short.capitalize() if word[0].isupper() else short

    # and writes a decimal comma: "il 25,6%"
    return _DECIMAL.sub(r"\1,\2", _ELISION.sub(elided, text))


_DECIMAL = re.compile(r"(\d)\.(\d+%)")
