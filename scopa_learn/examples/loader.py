"""Reading and checking annotated examples: TOML text in, a validated replay out.

Every play is replayed through the engine; anything the file states (a scopa, the table
after a play, the final score) must be what the engine finds. A problem is reported as an
:class:`~scopa_learn.errors.ExampleError` naming the file, the line and the play, with the
reason in a learner's words. The format is described in ``docs/examples/format.md``.

>>> replay = read_example('''
... title = "The equal card comes first"
... players = ["Anna", "Bruno"]
... dealer = "Bruno"
... complete = false
... [deal]
... table = "6c 2d 4b Fd"
... hands.Anna = "6s Rc Rs"
... hands.Bruno = "Cb 4c 5s"
... [[play]]
... card = "6s"
... takes = "6c"
... note = "A 6 is on the table: it must be taken before 2 + 4."
... ''')
>>> [str(step.move) for step in replay.steps], replay.final.table
(['6s x 6c'], (Card(2, Suit.DENARI), Card(4, Suit.BASTONI), Card(8, Suit.DENARI)))
"""

from __future__ import annotations

import difflib
import os
import pathlib
import re
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any, NamedTuple, NoReturn

from ..engine.board import Move
from ..engine.cards import Card, format_cards, parse_card, parse_cards
from ..engine.dealing import deal, redeal_rule
from ..engine.events import LastTake, Played
from ..engine.match import Match
from ..engine.odds import SweepOdds, sweep_odds
from ..engine.rules import Rules, option_names, rules
from ..engine.scoring import napola_points
from ..engine.state import HandState
from ..errors import ExampleError, ScopaError
from ..words.messages import DEFAULT_LANGUAGE, MESSAGES, language, say
from ..words.odds import percent
from ._lines import Lines, Path
from .model import Branch, Example, MatchReplay, MatchStep, Replay, Step

# -- Reading ------------------------------------------------------------------------------------------

# A text a reader meets may be given in another language next to the English: ``title_it``,
# ``note_it``... (every language of the message table but English).
_LANGS = tuple(lang for lang in MESSAGES if lang != DEFAULT_LANGUAGE)
_HEADER_TEXTS = ("title", "summary", "intro")


def _translatable(keys: set[str], texts: Sequence[str]) -> set[str]:
    return keys | {f"{key}_{lang}" for key in texts for lang in _LANGS}


_TOP_HAND = _translatable({"kind", "title", "summary", "intro", "order", "players", "dealer", "complete",
                           "start_at", "rules", "deal", "play", "branch", "result"}, _HEADER_TEXTS)
_TOP_MATCH = _translatable({"kind", "title", "summary", "intro", "order", "players", "rules", "hand",
                            "result"}, _HEADER_TEXTS)
_DEAL = {"seed", "table", "hands"}
_PLAY = _translatable({"card", "takes", "by", "note", "scopa", "table_after"}, ("note",))
_BRANCH = _translatable({"name", "title", "at", "rules", "note", "play", "result"}, ("title", "note"))
_RESULT = _translatable({"cards", "denari", "primiera", "scope", "settebello", "score", "napola", "last_take",
                         "last_taker", "note"}, ("note",))
_MATCH_HAND = _translatable({"dealer", "points", "running", "example", "note"}, ("note",))
_MATCH_RESULT = _translatable({"winner", "score", "note"}, ("note",))
# Options a branch may not change: they would change who holds which cards.
_FIXED_IN_BRANCH = {"players", "hand_size", "table_size", "deck"}
# Placeholders a note may use, filled from :func:`sweep_odds` after that play.
_ODDS_FIELDS: dict[str, Callable[[SweepOdds], str]] = {
    "{odds}": lambda o: percent(o.chance),
    "{unseen}": lambda o: str(o.unseen),
    "{answers}": lambda o: str(o.answers),
    "{held}": lambda o: str(o.held),
}


class _Source:
    """One file being read: its name, its text's line map, and error helpers."""

    def __init__(self, file: str, text: str) -> None:
        self.file = file
        self.lines = Lines(text)

    def fail(self, what: str, line: int | None = None, play: int | None = None,
             branch: str | None = None) -> NoReturn:
        if line is None:
            raise ExampleError(say("examples.at_file", file=self.file, what=what))
        if play is None:
            raise ExampleError(say("examples.at_line", file=self.file, line=line, what=what))
        if branch is None:
            raise ExampleError(say("examples.at_play", file=self.file, line=line, play=play, what=what))
        raise ExampleError(say("examples.at_branch_play", file=self.file, line=line, play=play,
                               branch=branch, what=what))

    def check_keys(self, table: dict[str, Any], allowed: set[str], path: Path, where: str) -> None:
        for key in table:
            if key not in allowed:
                place = say("examples.where_table", table=where) if path else say("examples.where_top")
                what = say("examples.unknown_key", name=key, where=place, known=", ".join(sorted(allowed)))
                guess = difflib.get_close_matches(key, sorted(allowed), n=1)
                if guess:
                    what += say("examples.did_you_mean", guess=guess[0])
                self.fail(what, self.lines.key(path, key))

    def get(self, table: dict[str, Any], key: str, kind: type | tuple[type, ...], path: Path,
            expected: str, default: Any = None, required: str | None = None) -> Any:
        if key not in table:
            if required is not None:
                self.fail(say("examples.missing_key", name=key, what=required), self.lines.section(path))
            return default
        value = table[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind in (int, (int,))):
            self.fail(say("examples.wrong_type", name=key, expected=expected, got=value),
                      self.lines.key(path, key))
        return value

    def ints(self, table: dict[str, Any], key: str, count: int, path: Path) -> tuple[int, ...] | None:
        value = table.get(key)
        if value is None:
            return None
        if (not isinstance(value, list) or len(value) != count
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
            self.fail(say("examples.wrong_type", name=key, expected=say("examples.n_numbers", count=count),
                          got=value), self.lines.key(path, key))
        return tuple(value)


def _translations(table: dict[str, Any], texts: Sequence[str], path: Path, source: _Source,
                  rename: dict[str, str] | None = None,
                  fill: Callable[[str], str] | None = None) -> dict[str, dict[str, str]]:
    """The ``<key>_<lang>`` texts of a table, by language: each a text, each beside its English."""
    found: dict[str, dict[str, str]] = {}
    for lang in _LANGS:
        for key in texts:
            name = f"{key}_{lang}"
            if name not in table:
                continue
            text = source.get(table, name, str, path, say("examples.a_text"))
            if key not in table:
                source.fail(say("examples.translation_alone", name=name, english=key), source.lines.key(path, name))
            found.setdefault(lang, {})[(rename or {}).get(key, key)] = prose(fill(text) if fill else text)
    return found


def _merge(*parts: dict[str, dict[str, str]]) -> dict[str, dict[str, str]]:
    merged: dict[str, dict[str, str]] = {}
    for part in parts:
        for lang, texts in part.items():
            merged.setdefault(lang, {}).update(texts)
    return merged


def prose(text: str) -> str:
    """A note as written in the file, with its line breaks undone: paragraphs stay apart.

    >>> prose("  One line\\nand the next.\\n\\n  A new paragraph. ")
    'One line and the next.\\n\\nA new paragraph.'
    """
    paragraphs = re.split(r"\n\s*\n", text.strip())
    return "\n\n".join(" ".join(line.strip() for line in p.splitlines() if line.strip()) for p in paragraphs)


def _parse_toml(text: str, file: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        line = getattr(exc, "lineno", None)
        message = str(exc)
        found = re.search(r"\(at line (\d+), column \d+\)", message)
        if line is None and found:
            line = int(found[1])
        reason = re.sub(r"\s*\(at line \d+, column \d+\)", "", message) or message
        what = say("examples.toml_syntax", error=reason)
        if line is None:
            raise ExampleError(say("examples.at_file", file=file, what=what)) from None
        raise ExampleError(say("examples.at_line", file=file, line=line, what=what)) from None


def read_example(text: str, file: str = "<text>", name: str | None = None) -> Example:
    """Read and check one example from its TOML text; ``file`` names it in error messages.

    >>> read_example('title = "x"\\nplayers = ["Anna", "Bruno"]\\ndealr = "Bruno"\\n', "x.toml")
    ... # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    scopa_learn.errors.ExampleError: x.toml, line 3: there is no key 'dealr' at the top ... Did you mean 'dealer'?
    """
    data = _parse_toml(text, file)
    source = _Source(file, text)
    stem = name if name is not None else re.sub(r"\.toml$", "", file.replace("\\", "/").rsplit("/", 1)[-1])
    kind = data.get("kind", "hand")
    if kind == "match":
        return _read_match(data, source, stem)
    if kind != "hand":
        source.fail(say("examples.kind", kind=kind), source.lines.key((), "kind"))
    return _read_hand(data, source, stem)


# -- A hand -------------------------------------------------------------------------------------------


@dataclass
class _Context:
    """What every play of one file needs: the source, the names, how many deals were written."""

    source: _Source
    names: tuple[str, ...]
    deals_given: int
    branch: str | None = None
    notes: list[str] = field(default_factory=list)


def _header(data: dict[str, Any], source: _Source, top: set[str]) -> tuple[str, str, str, int, tuple[str, ...]]:
    source.check_keys(data, top, (), "")
    title = source.get(data, "title", str, (), say("examples.a_text"), required=say("examples.need_title"))
    summary = source.get(data, "summary", str, (), say("examples.a_text"), "")
    intro = source.get(data, "intro", str, (), say("examples.a_text"), "")
    order = source.get(data, "order", int, (), say("examples.a_number"), 1000)
    names = source.get(data, "players", list, (), say("examples.a_list_of_names"),
                       required=say("examples.need_players"))
    if not all(isinstance(n, str) and n.strip() for n in names) or len(set(names)) != len(names):
        source.fail(say("examples.bad_names", names=names), source.lines.key((), "players"))
    return title, prose(summary), prose(intro), order, tuple(names)


def _rules(data: dict[str, Any], source: _Source, players: int) -> Rules:
    table = source.get(data, "rules", dict, (), say("examples.a_table"), {})
    options = dict(table)
    preset = options.pop("preset", "classic")
    if "players" in options:
        source.fail(say("examples.rules_players"), source.lines.key(("rules",), "players"))
    try:
        return rules(preset, players=players, **options)
    except ScopaError as exc:
        bad = next((k for k in table if k in str(exc)), "preset")
        source.fail(str(exc), source.lines.key(("rules",), bad))


def _player(source: _Source, names: tuple[str, ...], value: object, line: int) -> int:
    if isinstance(value, str) and value in names:
        return names.index(value)
    source.fail(say("examples.unknown_player", name=value, names=", ".join(names)), line)


def _cards(source: _Source, text: object, line: int, play: int | None = None,
           branch: str | None = None) -> tuple[Card, ...]:
    if not isinstance(text, str):
        source.fail(say("examples.wrong_type", name="cards", expected=say("examples.a_card_list"), got=text),
                    line, play, branch)
    try:
        return parse_cards(text)
    except ScopaError as exc:
        source.fail(str(exc), line, play, branch)


def _read_hand(data: dict[str, Any], source: _Source, stem: str) -> Replay:
    title, summary, intro, order, names = _header(data, source, _TOP_HAND)
    rules_ = _rules(data, source, len(names))
    if "dealer" not in data:
        source.fail(say("examples.missing_key", name="dealer", what=say("examples.need_dealer")), 1)
    dealer = _player(source, names, data["dealer"], source.lines.key((), "dealer"))
    complete = source.get(data, "complete", bool, (), say("examples.true_false"), True)
    start, deals_given = _deal(data, source, rules_, names, dealer)
    context = _Context(source, names, deals_given)
    plays = source.get(data, "play", list, (), say("examples.play_tables"), [])
    steps = _replay(start, plays, 1, ("play",), context)
    final = steps[-1].after if steps else start
    total = rules_.plays_per_hand
    if complete and not final.is_over:
        source.fail(say("examples.incomplete", total=total, given=len(steps)),
                    source.lines.key((), "complete") if "complete" in data else 1)
    result = source.get(data, "result", dict, (), say("examples.a_table"), None)
    result_note = ""
    translations = _translations(data, _HEADER_TEXTS, (), source)
    if result is not None:
        if not final.is_over:
            source.fail(say("examples.result_on_fragment"), source.lines.section(("result",)))
        result_note = _check_result(result, final, source, ("result",), names, None)
        translations = _merge(translations, _translations(result, ("note",), ("result",), source,
                                                          rename={"note": "result_note"}))
    start_at = source.get(data, "start_at", int, (), say("examples.a_number"), 0)
    if not 0 <= start_at <= len(steps):
        source.fail(say("examples.start_at", start_at=start_at, total=len(steps)),
                    source.lines.key((), "start_at"))
    branches = tuple(
        _branch(b, i, steps, start, source, names, deals_given)
        for i, b in enumerate(source.get(data, "branch", list, (), say("examples.branch_tables"), []), 1)
    )
    if len({b.name for b in branches}) != len(branches):
        source.fail(say("examples.branch_twice"), source.lines.section(("branch", 1)))
    return Replay(stem, title, summary, intro, source.file, rules_, names, start, steps, branches,
                  complete, start_at, result_note, order, translations=translations)


def _deal(data: dict[str, Any], source: _Source, rules_: Rules, names: tuple[str, ...],
          dealer: int) -> tuple[HandState, int]:
    path: Path = ("deal",)
    table = source.get(data, "deal", dict, (), say("examples.a_table"), required=say("examples.need_deal"))
    source.check_keys(table, _DEAL, path, "[deal]")
    if "seed" in table:
        if "table" in table or "hands" in table:
            source.fail(say("examples.deal_both"), source.lines.key(path, "seed"))
        seed = source.get(table, "seed", int, path, say("examples.a_number"))
        return deal(rules_, seed, dealer, names=names), rules_.deals_per_hand
    if "hands" not in table:
        source.fail(say("examples.deal_none"), source.lines.section(path))
    table_line = source.lines.key(path, "table")
    opening = _cards(source, table.get("table", ""), table_line)
    if len(opening) != rules_.table_size:
        source.fail(say("examples.table_size", count=len(opening), size=rules_.table_size), table_line)
    hands_path: Path = ("deal", "hands")
    hands = source.get(table, "hands", dict, path, say("examples.hands_table"))
    for name in hands:
        _player(source, names, name, source.lines.key(hands_path, name))
    by_player: list[list[tuple[Card, ...]]] = []
    for name in names:
        if name not in hands:
            source.fail(say("examples.hands_missing", player=name), source.lines.section(hands_path))
        line = source.lines.key(hands_path, name)
        given = hands[name]
        deals = [given] if isinstance(given, str) else given
        if not isinstance(deals, list) or not deals:
            source.fail(say("examples.wrong_type", name=name, expected=say("examples.deal_strings"), got=given),
                        line)
        cards = [_cards(source, d, line) for d in deals]
        for number, dealt in enumerate(cards, 1):
            if len(dealt) != rules_.hand_size:
                source.fail(say("examples.hand_size", player=name, deal=number, count=len(dealt),
                                size=say("count.card", n=rules_.hand_size)), line)
        by_player.append(cards)
    counts = {len(c) for c in by_player}
    deals_given = len(by_player[0])
    if len(counts) != 1 or deals_given > rules_.deals_per_hand:
        source.fail(say("examples.deal_count", counts=", ".join(f"{n} {len(c)}" for n, c in zip(names, by_player, strict=True)),
                        most=rules_.deals_per_hand), source.lines.section(hands_path))
    seen: dict[Card, str] = {card: "the table" for card in opening}
    for name, deals in zip(names, by_player, strict=True):
        for number, dealt in enumerate(deals, 1):
            for card in dealt:
                where = say("examples.in_hand", player=name, deal=number)
                if card in seen:
                    source.fail(say("examples.card_twice", card=card, first=seen[card], second=where),
                                source.lines.key(hands_path, name))
                seen[card] = where
    rule = redeal_rule(opening, rules_) if opening else None
    if rule is not None:
        source.fail(say("examples.redealt", reason=say(f"redeal.{rule}")), table_line)
    order = [by_player[seat][d] for d in range(deals_given) for seat in range(len(names))]
    return deal(rules_, dealer=dealer, table=opening, hands=order, names=names), deals_given


def _replay(state: HandState, plays: list[Any], first: int, path: Path, context: _Context) -> tuple[Step, ...]:
    source, names = context.source, context.names
    steps: list[Step] = []
    for i, play in enumerate(plays, 1):
        number = first + i - 1
        play_path: Path = (*path, i)
        line = source.lines.section(play_path)

        def fail(what: str, key: str | None = None, number: int = number, play_path: Path = play_path) -> NoReturn:
            where = source.lines.key(play_path, key) if key else source.lines.section(play_path)
            source.fail(what, where, number, context.branch)

        if not isinstance(play, dict):
            fail(say("examples.play_tables"))
        source.check_keys(play, _PLAY, play_path, "[[play]]")
        if state.is_over:
            fail(say("examples.too_many_plays", total=state.rules.plays_per_hand))
        if state.deal_number > context.deals_given:
            fail(say("examples.deal_missing", deal=state.deal_number, given=context.deals_given))
        if "by" in play:
            who = _player(source, names, play["by"], source.lines.key(play_path, "by"))
            if who != state.to_move:
                fail(say("examples.wrong_player", to_move=names[state.to_move], player=names[who]), "by")
        if "card" not in play:
            fail(say("examples.missing_key", name="card", what=say("examples.need_card")))
        card_line = source.lines.key(play_path, "card")
        card = _one_card(source, play["card"], card_line, number, context.branch)
        try:
            if "takes" in play:
                taken = _cards(source, play["takes"], source.lines.key(play_path, "takes"), number,
                               context.branch)
                move = Move(card, taken)
            else:
                move = state.resolve(card)
            after = state.play(move)
        except ScopaError as exc:
            fail(str(exc), "takes" if "takes" in play else "card")
        played = next(e for e in after.log[len(state.log):] if isinstance(e, Played))
        if "scopa" in play:
            stated = play["scopa"]
            if not isinstance(stated, bool):
                fail(say("examples.wrong_type", name="scopa", expected=say("examples.true_false"), got=stated),
                     "scopa")
            if stated and not played.scopa:
                fail(say("examples.scopa_stated", why=_why_no_scopa(state, played, after)), "scopa")
            if not stated and played.scopa:
                fail(say("examples.no_scopa_stated"), "scopa")
        if "table_after" in play:
            stated_table = _cards(source, play["table_after"], source.lines.key(play_path, "table_after"),
                                  number, context.branch)
            if set(stated_table) != set(after.table) or len(stated_table) != len(after.table):
                fail(say("examples.table_after", stated=format_cards(stated_table) or say("examples.empty"),
                         actual=format_cards(after.table) or say("examples.empty")), "table_after")
        note = play.get("note", "")
        if not isinstance(note, str):
            fail(say("examples.wrong_type", name="note", expected=say("examples.a_text"), got=note), "note")
        odds_of = sweep_odds(after, state.to_move) if any(t in str(v) for t in _ODDS_FIELDS
                                                           for k, v in play.items() if k.startswith("note")) else None

        def filled(text: str, odds: SweepOdds | None = odds_of) -> str:
            for token, value in _ODDS_FIELDS.items():
                if odds is not None:
                    text = text.replace(token, value(odds))
            return text

        translations = _translations(play, ("note",), play_path, source, fill=filled)
        steps.append(Step(number, state, move, after.log[len(state.log):], prose(filled(note)), after, line,
                          translations))
        state = after
    return tuple(steps)


def _one_card(source: _Source, text: object, line: int, play: int, branch: str | None) -> Card:
    if not isinstance(text, str):
        source.fail(say("examples.wrong_type", name="card", expected=say("examples.a_card"), got=text),
                    line, play, branch)
    try:
        return parse_card(text)
    except ScopaError as exc:
        source.fail(str(exc), line, play, branch)


def _why_no_scopa(before: HandState, played: Played, after: HandState) -> str:
    if not played.captured:
        return say("examples.why_took_nothing")
    left = tuple(c for c in before.table if c not in played.captured)
    if left:
        return say("examples.why_table_left", table=format_cards(left))
    if before.is_last_card:
        return say("examples.why_last_card")
    return say("examples.why_rules")


_CATEGORY_KEYS = {"cards": "carte", "denari": "denari", "primiera": "primiera"}


def _check_result(result: dict[str, Any], final: HandState, source: _Source, path: Path,
                  names: tuple[str, ...], branch: str | None) -> str:
    source.check_keys(result, _RESULT, path, "[result]" if branch is None else "[branch.result]")
    score = final.score()
    sides = final.rules.sides
    piles = final.side_piles()

    def mismatch(key: str, what: str, stated: object, actual: object) -> NoReturn:
        source.fail(say("examples.result_mismatch", what=what, stated=stated, actual=actual),
                    source.lines.key(path, key))

    def dash(values: Sequence[int]) -> str:
        return "-".join(str(v) for v in values)

    actual: dict[str, tuple[int, ...]] = {
        "cards": score["carte"].values, "denari": score["denari"].values,
        "primiera": tuple(p.primiera for p in score.sides), "scope": score["scope"].values,
        "score": score.totals, "napola": tuple(napola_points(p, final.rules) for p in piles),
    }
    words = {"cards": say("examples.what_cards"), "denari": say("examples.what_denari"),
             "primiera": say("examples.what_primiera"), "scope": say("examples.what_scope"),
             "score": say("examples.what_score"), "napola": say("examples.what_napola")}
    for key, values in actual.items():
        stated = source.ints(result, key, sides, path)
        if stated is not None and stated != values:
            mismatch(key, words[key], dash(stated), dash(values))
    if "settebello" in result:
        who = _player(source, names, result["settebello"], source.lines.key(path, "settebello"))
        holder = score["settebello"].winner
        side = final.rules.side_of(who)
        if holder != side:
            actual_name = score.names[holder] if holder is not None else say("examples.nobody")
            mismatch("settebello", say("examples.what_settebello"), score.names[side], actual_name)
    last = next((e for e in final.log if isinstance(e, LastTake)), None)
    if "last_take" in result:
        stated_cards = _cards(source, result["last_take"], source.lines.key(path, "last_take"))
        left = last.cards if last else ()
        if set(stated_cards) != set(left) or len(stated_cards) != len(left):
            mismatch("last_take", say("examples.what_last_take"), format_cards(stated_cards) or say("examples.empty"),
                     format_cards(left) or say("examples.empty"))
    if "last_taker" in result:
        who = _player(source, names, result["last_taker"], source.lines.key(path, "last_taker"))
        if last is None or last.player != who:
            actual_name = names[last.player] if last else say("examples.nobody")
            mismatch("last_taker", say("examples.what_last_taker"), names[who], actual_name)
    note = source.get(result, "note", str, path, say("examples.a_text"), "")
    return prose(note)


def _branch(data: object, index: int, main: tuple[Step, ...], start: HandState, source: _Source,
            names: tuple[str, ...], deals_given: int) -> Branch:
    path: Path = ("branch", index)
    line = source.lines.section(path)
    if not isinstance(data, dict):
        source.fail(say("examples.branch_tables"), line)
    source.check_keys(data, _BRANCH, path, "[[branch]]")
    name = source.get(data, "name", str, path, say("examples.a_text"), f"branch-{index}")
    title = source.get(data, "title", str, path, say("examples.a_text"), required=say("examples.need_branch_title"))
    at = source.get(data, "at", int, path, say("examples.a_number"), required=say("examples.need_at"))
    if not 1 <= at <= len(main) + 1 or (at == len(main) + 1 and main and main[-1].after.is_over):
        source.fail(say("examples.branch_at", at=at, total=len(main)), source.lines.key(path, "at"))
    before = main[at - 1].before if at <= len(main) else (main[-1].after if main else start)
    options = source.get(data, "rules", dict, path, say("examples.a_table"), {})
    rules_ = before.rules
    if options:
        fixed = sorted(_FIXED_IN_BRANCH.intersection(options))
        if fixed or "preset" in options:
            source.fail(say("examples.branch_fixed", option=(fixed or ["preset"])[0]), source.lines.key(path, "rules"))
        unknown = [k for k in options if k not in option_names()]
        try:
            rules_ = before.rules.replace(**options)
        except ScopaError as exc:
            key = unknown[0] if unknown else next(iter(options))
            source.fail(str(exc), source.lines.key((*path, "rules"), key))
    begin = before.with_rules(rules_)
    context = _Context(source, names, deals_given, branch=name)
    plays = source.get(data, "play", list, path, say("examples.play_tables"), [])
    if not plays:
        source.fail(say("examples.branch_empty"), line)
    steps = _replay(begin, plays, at, (*path, "play"), context)
    final = steps[-1].after
    result_note = ""
    result = source.get(data, "result", dict, path, say("examples.a_table"), None)
    if result is not None:
        if not final.is_over:
            source.fail(say("examples.result_on_fragment"), source.lines.section((*path, "result")))
        result_note = _check_result(result, final, source, (*path, "result"), names, name)
    note = source.get(data, "note", str, path, say("examples.a_text"), "")
    translations = _translations(data, ("title", "note"), path, source)
    if result is not None:
        translations = _merge(translations, _translations(result, ("note",), (*path, "result"), source,
                                                          rename={"note": "result_note"}))
    return Branch(name, title, at, prose(note), rules_, steps, begin, line, result_note, translations)


# -- A match sheet --------------------------------------------------------------------------------


def _read_match(data: dict[str, Any], source: _Source, stem: str) -> MatchReplay:
    title, summary, intro, order, names = _header(data, source, _TOP_MATCH)
    rules_ = _rules(data, source, len(names))
    sides = rules_.sides
    hands = source.get(data, "hand", list, (), say("examples.hand_tables"), required=say("examples.need_hands"))
    steps: list[MatchStep] = []
    match: Match | None = None
    start: Match | None = None
    for i, hand in enumerate(hands, 1):
        path: Path = ("hand", i)
        line = source.lines.section(path)
        if not isinstance(hand, dict):
            source.fail(say("examples.hand_tables"), line)
        source.check_keys(hand, _MATCH_HAND, path, "[[hand]]")
        if "dealer" not in hand:
            source.fail(say("examples.missing_key", name="dealer", what=say("examples.need_dealer")), line)
        dealer = _player(source, names, hand["dealer"], source.lines.key(path, "dealer"))
        if match is None:
            match = start = Match(rules_, names=names, first_dealer=dealer)
        if dealer != match.dealer:
            source.fail(say("examples.match_dealer", hand=i, expected=names[match.dealer], given=names[dealer]),
                        source.lines.key(path, "dealer"))
        points = source.ints(hand, "points", sides, path)
        if points is None:
            source.fail(say("examples.missing_key", name="points", what=say("examples.need_points")), line)
        example = source.get(hand, "example", str, path, say("examples.a_text"), None)
        if example is not None:
            hand_example = load_example(example)
            if not isinstance(hand_example, Replay) or not hand_example.complete:
                source.fail(say("examples.match_example_kind", example=example), source.lines.key(path, "example"))
            totals = hand_example.score().totals
            if totals != points or hand_example.start.dealer != dealer:
                source.fail(say("examples.match_example", example=example, actual="-".join(map(str, totals)),
                                stated="-".join(map(str, points))), source.lines.key(path, "example"))
        try:
            after = match.record(points)
        except ScopaError as exc:
            source.fail(str(exc), line)
        running = source.ints(hand, "running", sides, path)
        if running is not None and running != after.scores:
            source.fail(say("examples.match_running", hand=i, stated="-".join(map(str, running)),
                            actual="-".join(map(str, after.scores))), source.lines.key(path, "running"))
        note = source.get(hand, "note", str, path, say("examples.a_text"), "")
        steps.append(MatchStep(i, dealer, points, match, after, prose(note), line, example,
                               _translations(hand, ("note",), path, source)))
        match = after
    if match is None or start is None:
        source.fail(say("examples.need_hands"), 1)
    result = source.get(data, "result", dict, (), say("examples.a_table"), {})
    source.check_keys(result, _MATCH_RESULT, ("result",), "[result]")
    if "winner" in result:
        who = _player(source, names, result["winner"], source.lines.key(("result",), "winner"))
        if match.winner != who:
            actual = match.winner_name or say("examples.nobody")
            source.fail(say("examples.result_mismatch", what=say("examples.what_winner"), stated=names[who],
                            actual=actual), source.lines.key(("result",), "winner"))
    score = source.ints(result, "score", sides, ("result",))
    if score is not None and score != match.scores:
        source.fail(say("examples.result_mismatch", what=say("examples.what_match_score"),
                        stated="-".join(map(str, score)), actual="-".join(map(str, match.scores))),
                    source.lines.key(("result",), "score"))
    note = source.get(result, "note", str, ("result",), say("examples.a_text"), "")
    translations = _merge(_translations(data, _HEADER_TEXTS, (), source),
                          _translations(result, ("note",), ("result",), source, rename={"note": "result_note"}))
    return MatchReplay(stem, title, summary, intro, source.file, rules_, names, tuple(steps), start,
                       prose(note), order, translations=translations)


# -- The packaged examples, and files by path ------------------------------------------------------


class ExampleInfo(NamedTuple):
    """One packaged example: its name (for :func:`load_example`), title, kind and summary."""

    name: str
    title: str
    kind: str
    summary: str


def _data() -> dict[str, str]:
    """The packaged example files: name -> TOML text."""
    folder = resources.files(__package__ or "scopa_learn.examples").joinpath("data")
    found: dict[str, str] = {}
    for entry in folder.iterdir():
        if entry.name.endswith(".toml"):
            found[entry.name[:-5]] = entry.read_text(encoding="utf-8")
    return found


@lru_cache(maxsize=1)
def _packaged() -> dict[str, str]:
    return _data()


def list_examples(lang: str | None = None) -> tuple[ExampleInfo, ...]:
    """The packaged examples in reading order (names and titles; nothing is replayed); titles and
    summaries in ``lang`` where the file gives them (``title_it``...), else in English.

    >>> info = list_examples()[0]
    >>> info.name, info.kind
    ('anna-and-bruno-hand', 'hand')
    >>> next(i.title for i in list_examples("it") if i.name == "equal-card-first")
    'Prima la carta uguale'
    """
    code = language(lang)
    infos: list[tuple[int, ExampleInfo]] = []
    for name, text in _packaged().items():
        data = tomllib.loads(text)
        title = data.get(f"title_{code}") or data.get("title", name)
        summary = prose(str(data.get(f"summary_{code}") or data.get("summary", "")))
        infos.append((int(data.get("order", 1000)), ExampleInfo(
            name, str(title), str(data.get("kind", "hand")), summary)))
    return tuple(info for _, info in sorted(infos, key=lambda pair: (pair[0], pair[1].name)))


@lru_cache(maxsize=64)
def _load_packaged(name: str) -> Example:
    return read_example(_packaged()[name], f"{name}.toml", name)


#: Names the examples had before they were named by what happens in them (old notebooks and pages).
_RENAMED = {"seed-000-hand": "anna-and-bruno-hand", "seed-000-match": "anna-and-bruno-match"}


def load_example(name_or_path: str | os.PathLike[str]) -> Example:
    """A packaged example by name, or any example file by path, replayed and checked.

    >>> str(load_example("equal-card-first").steps[0].move)
    '6s x 6d'
    >>> load_example("/no/such/file.toml")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.ExampleError: /no/such/file.toml cannot be read: the file does not exist.
    """
    if not isinstance(name_or_path, str | os.PathLike):
        raise ExampleError(say("examples.bad_name", name=name_or_path))
    text_name = os.fspath(name_or_path)
    if not isinstance(name_or_path, str) or text_name.endswith(".toml") or os.sep in text_name \
            or "/" in text_name:
        path = pathlib.Path(text_name)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise ExampleError(say("examples.no_file", path=text_name, error=say("examples.not_found"))) from None
        except (OSError, UnicodeDecodeError) as exc:
            raise ExampleError(say("examples.no_file", path=text_name, error=exc)) from None
        return read_example(text, text_name)
    text_name = _RENAMED.get(text_name, text_name)
    if text_name not in _packaged():
        known = ", ".join(info.name for info in list_examples())
        raise ExampleError(say("examples.unknown_example", name=text_name, known=known))
    return _load_packaged(text_name)
