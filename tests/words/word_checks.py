"""The word checks (issue 23 item 3): rules of each language that a rendered sentence must keep,
and the known-bad forms found so far (add one with every bug found).

``problems(text, lang)`` returns the names of the rules a text breaks; the template test, the
engine-sentence test and the Italian browser test read every sentence through it.
"""

from __future__ import annotations

import re

# Rules both languages keep: no unfilled field, no doubled word, no space before punctuation.
COMMON: dict[str, re.Pattern[str]] = {
    "unfilled field": re.compile(r"\{[a-z_]*\}|\bNone\b|Card\(|Suit\."),
    "doubled word": re.compile(r"\b(?!passo passo)([A-Za-zà-ù]{2,}) \1\b(?!\s*[-+])", re.IGNORECASE),
    "space before punctuation": re.compile(r"\w [,.;:!?](?:\s|$)"),
    "two full stops": re.compile(r"(?<!\.)\.\.(?!\.)"),
    "a word joined with a slash": re.compile(r"\b[a-zà-ù]{3,}/[a-zà-ù]+\b"),
    # alternatives are joined in the language (words/lists.py: "o", "or"), not with ";"
    "alternatives joined with ';'": re.compile(
        r"\b(?:il|lo|l'|the) \w+ (?:di|of) [a-z]+; (?:il|lo|la|l'|the) \w+ (?:di|of) "
        r"|\d \+ \d[^;]*; \d+ \+ \d|\(\d+(?: \+ \d+)+\); "),
}

# Italian: counts agree with their noun, articles elide and prepositions contract, the target
# is "a 11 punti", and no English function word is left.
ITALIAN: dict[str, re.Pattern[str]] = {
    "1 with a plural noun": re.compile(
        r"(?<![\d,.])\b1 (carte|scope|denari|punti|giocate|smazzate|prese|mosse|volte|giocatori|problemi|"
        r"domande|risposte|partite|distribuzioni|stelle|giuste|tappe|scelte)\b"),
    "a count with a singular noun": re.compile(
        r"(?<![\d,.-])\b(0|[2-9]|\d{2,}) (carta|scopa|denaro|punto|giocata|smazzata|mossa|volta|"
        r"giocatore|problema|domanda|risposta|partita|distribuzione|stella|tappa|scelta)\b(?! di \w+\b)"),
    "a singular count with a plural participle": re.compile(r"\b(1|una) (carta|scopa) (prese|fatte|rimaste)\b"),
    "'ai 11' (a 11 punti)": re.compile(r"\b(ai|dei|i|coi|nei) (11|8)\b"),
    "'oltre i 11'": re.compile(r"\boltre (i|il) (11|8)\b"),
    "article not elided": re.compile(
        r"\b(il|lo|la|del|al|dal|nel|sul|dello|della|allo|alla) (asso|assi|8\b|11\b|un'|a[a-z]+|e[a-z]+|o[a-z]+)",
        re.IGNORECASE),
    "preposition not joined to its article": re.compile(r"\b(di|a|da|su|in) (?:(il|lo|la|i|gli|le)\b|l')"),
    "'a' before a vowel name (ad)": re.compile(r"\b[aA] (?=[AEIOU][a-z])"),
    "a card value said as a number": re.compile(
        r"\b(un|uno|c'è un|il tuo|quel) (1|8|9|10)\b(?! ?%)(?![,.]\d)(?! di )"),
    "a couple with a singular verb": re.compile(
        r"\b[A-Z][a-z]+ e [A-Z][a-z]+ (ha|è|prende|fa|vince|raggiunge|arriva|gioca|sta|non ha)\b"),
    "'Giocatore N' as a subject without its article": re.compile(
        r"(?:^|[.:;!?] |, e )Giocatore \d+ (?!:)(?=[a-zà-ù])"),
    "English function word": re.compile(
        r"\b(the|and|or|of|against|with|takes|takes|player|players|cards|is|are|has|to|nothing|"
        r"none|team|hand|table|wins|you|your)\b(?![_-])"),
    "English plural s on a rank": re.compile(r"\b(re|fante|cavallo|asso)s\b"),
}

# English: counts agree, "an" before a vowel sound, no Italian word but the game's own.
ENGLISH: dict[str, re.Pattern[str]] = {
    "1 with a plural noun": re.compile(
        r"(?<![\d,.])\b1 (cards|scope|points|plays|hands|moves|times|players|puzzles|questions|"
        r"answers|matches|deals|coins|denari)\b"),
    "a count with a singular noun": re.compile(
        r"(?<![\d,.-])\b(0|[2-9]|\d{2,}) (card|point|play|hand|move|time|player|puzzle|question|"
        r"answer|deal)\b(?! of\b)"),
    "'a' before a vowel sound": re.compile(r"\b[aA] (8|11|18|asso|assi|ace|[aeiou][a-z]+)\b"),
    "'an' before a consonant": re.compile(r"\b[aA]n (?![aeiouh8]|11|18)[a-z0-9]"),
    # a value said as a card, with the game's words: "a re", "an asso", "a fante" (rank.a.N)
    "a card value said as a number": re.compile(
        r"\b(?<!Scopone )(?:[Tt]here is|holds an?|is no|no|your|that|an?) (?:an? )?(1|8|9|10)\b(?! ?%)(?![,.]\d)"
        r"(?! of\b)(?! or\b)(?! and\b)(?! (?:points?|cards?|plays?|hands?|deals?|decisions|choices|questions|"
        r"stars|puzzles|answers|in\b|to\b|-|\+))"),
    "an article before a rank's English plural": re.compile(r"\b(?:a|an) (?:assi|fanti|cavalli)\b"),
    "a couple with a singular verb": re.compile(
        r"\b[A-Z][a-z]+ and [A-Z][a-z]+ (has|is|takes|makes|wins|reaches|plays|holds|does)\b"),
    "Italian function word": re.compile(
        r"\b(di|il|della|delle|dei|gli|carte|carta|giocatore|giocatori|coppia|coppie|contro|prende|"
        r"tavola|tavolo|mazzo|punti|punto|oppure|nessuno|squadra|mano|ha|sono|che|non)\b(?![_-])"),
    "Italian 'e' or 'o' between words": re.compile(r"[a-z] (e|o) [A-Za-z]"),
}

# Known-bad forms: each was found on a screen (the review of 2026-12-01, or a test); exact text.
KNOWN_BAD: dict[str, tuple[str, ...]] = {
    "it": (
        "ai 11", "oltre i 11", "1 carte", "1 carta prese", "ha fatto nessuna", "fatto nessuna scopa",
        "tutte e due le parti", "entrambe le parti hanno superato", "superano 11", "hanno superato 11",
        "sgombr", "riproduttore", "visualizzatore", "visore", "Non proprio", "dal vivo",
        "ne ha più di tutti da solo", "che abbiano un", "che possano fare scopa", "per loro vale poco",
        " against ", " or il ", "distribuzione/i", "vince il punteggio più alto", "Pulisce la tavola",
        "esercizio", "Si gioca ai", "è pari in testa", "la tua mano è", "hai dato", "i punti {",
        "non l'hai dato", ", che ha preso per ultimo", "ricerca a gara", "sommate,", "somma i loro valori",
        "problemio", "vuotare la tavola", "tutti e due a 16", "le meno carte", "si prendono le meno",
    ),
    "en": (
        "1 cards", "a 8", "a asso", "a ace", " e ", " contro ", "has won.", "denari/",
    ),
}


def problems(text: str, lang: str) -> list[str]:
    """The names of the rules ``text`` breaks in ``lang`` (empty when it reads right)."""
    # card codes (7d, Rb), snake_case option names, quoted code and the variant "carte viste"
    # (a variant the Sources page lists) are not words of a language
    plain = re.sub(r"\bcarte viste\b", " ", re.sub(r"<[^>]+>", "", text))
    plain = re.sub(r"`[^`]*`|'[^' ]*_[^' ]*'|\b\w*_\w*\b|--[\w-]+|\b(?:[A2-7FCR]|10)[dcsb]\b", " ", plain)
    found = [name for name, rule in COMMON.items() if rule.search(plain)]
    rules = ITALIAN if lang == "it" else ENGLISH
    found += [name for name, rule in rules.items() if rule.search(plain)]
    found += [f"known bad: {bad!r}" for bad in KNOWN_BAD.get(lang, ())
              if re.search(("(?<![\\w-])" if bad[0].isalnum() else "") + re.escape(bad), text)]
    return found
