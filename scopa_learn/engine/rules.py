"""Rules as data: a frozen :class:`Rules` record, named presets and their options.

Every variant the rule sources describe is a field of :class:`Rules`; a preset is a
set of field values, and options change fields. Nothing forks the engine.

>>> r = rules("classic")
>>> r.players, r.target, r.deals_per_hand
(2, 11, 6)
>>> rules("classic", players=3).target, rules("classic", players=4).teams
(16, ((0, 2), (1, 3)))
>>> rules("scopa-d-assi").ace_sweeps, rules("asso-piglia-tutto").name
(True, 'scopa-d-assi')
>>> rules("briscola")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
scopa_learn.errors.UnknownVariantError: There is no rules preset called 'briscola'. Known presets: classic, ...
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from ..errors import RuleOptionError, UnknownVariantError
from ..words.lists import or_list
from ..words.messages import say
from .cards import PRIMIERA_VALUES, Card

CaptureMode = Literal["sum", "fifteen"]
AceSweepScopa = Literal["no", "yes", "unless-ace-among-others"]
AceOnEmpty = Literal["stays", "pile"]
AceOnAce = Literal["all", "ace"]
ReBello = Literal["off", "replaces-primiera", "extra"]
Deck = Literal["napoletane", "piacentine", "siciliane", "french"]
RedealRule = Literal["three-kings", "table-10-or-less", "three-equal", "two-aces", "ace-on-table"]

REDEAL_RULES: tuple[str, ...] = get_args(RedealRule)


@dataclass(frozen=True, slots=True)
class Rules:
    """Everything that decides how a hand is dealt, played and scored.

    Build one with :func:`rules`; the fields are the options it accepts.
    """

    name: str = "classic"
    #: Players at the table, in playing order 0, 1, 2 ...; with 4 or 6 they form two teams.
    players: int = 2
    #: Points that win the match.
    target: int = 11
    #: Cards each player gets at every deal, and face-up table cards at the first deal.
    hand_size: int = 3
    table_size: int = 4
    #: "sum": a card takes its equal or cards adding up to it; "fifteen": scopa a 15.
    capture: CaptureMode = "sum"
    #: The equal card must be taken before any sum (classic rule); False lets a sum be chosen.
    equal_first: bool = True
    #: Scopa a 15: a card may also take a single card of its own value.
    fifteen_equal: bool = False
    #: Among several groups the player must take one with the fewest cards.
    fewest_cards: bool = False
    #: Scopa d'assi: an asso takes every card on the table.
    ace_sweeps: bool = False
    ace_sweep_scopa: AceSweepScopa = "no"
    ace_on_empty: AceOnEmpty = "stays"
    ace_on_ace: AceOnAce = "all"
    #: Redeal when the first four table cards meet one of these.
    redeal: tuple[RedealRule, ...] = ("three-kings",)
    #: Primiera value of each rank, index rank - 1.
    primiera_values: tuple[int, ...] = PRIMIERA_VALUES
    re_bello: ReBello = "off"
    napola: bool = False
    napola_stop_at_6: bool = False
    napoleone_wins: bool = False
    settanta: bool = False
    #: Prima: a scopa made with the last card of the hand counts.
    prima: bool = False
    #: Carte viste: in two, the last deal is played face up.
    carte_viste: bool = False
    deck: Deck = "napoletane"
    #: Where the rule comes from, for the reference pages.
    source: str = field(default="the AGIMEG guide; the online game's rules page", compare=False)

    def __post_init__(self) -> None:
        _validate(self)

    @property
    def teams(self) -> tuple[tuple[int, ...], ...]:
        """The sides that score together: each player alone, or two teams sitting alternately."""
        if self.players in (4, 6):
            return (tuple(range(0, self.players, 2)), tuple(range(1, self.players, 2)))
        return tuple((p,) for p in range(self.players))

    @property
    def sides(self) -> int:
        """How many sides score: 2 in two and in teams, 3 with three players."""
        return len(self.teams)

    @property
    def deals_per_hand(self) -> int:
        """How many times cards are dealt in one hand (6 in two, 4 in three, 3 in four)."""
        return (40 - self.table_size) // (self.players * self.hand_size)

    @property
    def plays_per_hand(self) -> int:
        """Cards played in one hand: 36 with four table cards, 40 with none."""
        return 40 - self.table_size

    @property
    def scores_primiera(self) -> bool:
        """False when the re bello takes the primiera's place."""
        return self.re_bello != "replaces-primiera"

    def primiera_value(self, card: Card) -> int:
        """A card's value for the primiera under these rules: the one place it is looked up.

        >>> from scopa_learn import parse_card, rules
        >>> rules().primiera_value(parse_card("Ad")), rules("classic", primiera_values=(15, *PRIMIERA_VALUES[1:])).primiera_value(parse_card("Ad"))
        (16, 15)
        """
        return self.primiera_values[card.rank - 1]

    def side_of(self, player: int) -> int:
        """The side (team) a player scores for."""
        return player % 2 if self.players in (4, 6) else player

    def to_data(self) -> dict[str, Any]:
        """Every field as plain data (lists for tuples), as ``scopa-learn rules PRESET --json``
        prints them.

        >>> data = rules("scopone").to_data()
        >>> data["players"], data["table_size"], data["primiera_values"][:3]
        (4, 4, [16, 12, 13])
        """
        return {f.name: list(v) if isinstance(v := getattr(self, f.name), tuple) else v
                for f in dataclasses.fields(self)}

    def replace(self, **options: Any) -> Rules:
        """A copy with some options changed (validated like :func:`rules`)."""
        return rules_from(self, **options)

    def switch(self, name: str, on: bool) -> Rules:
        """A copy with a True/False option turned on or off; turned off, the house rules that
        only make sense with it (:data:`SUB_OPTIONS`) go off too.

        >>> r = rules("classic", napola=True, napoleone_wins=True)
        >>> r.switch("napola", False).napoleone_wins, r.switch("settanta", True).settanta
        (False, True)
        """
        changes: dict[str, Any] = {name: bool(on)}
        if not on:
            changes.update({sub: False for sub in SUB_OPTIONS.get(name, ())})
        return self.replace(**changes)


#: Options that belong to another one: they need it on (napola's house rules, AGIMEG guide).
SUB_OPTIONS: dict[str, tuple[str, ...]] = {"napola": ("napola_stop_at_6", "napoleone_wins")}


_FIELDS = {f.name: f for f in dataclasses.fields(Rules)}
_OPTION_NAMES = tuple(n for n in _FIELDS if n not in ("name", "source"))


def _literal_values(name: str) -> tuple[Any, ...] | None:
    hint = {
        "capture": CaptureMode,
        "ace_sweep_scopa": AceSweepScopa,
        "ace_on_empty": AceOnEmpty,
        "ace_on_ace": AceOnAce,
        "re_bello": ReBello,
        "deck": Deck,
    }.get(name)
    return get_args(hint) if hint is not None else None


def _bad(name: str, value: object, allowed: str) -> RuleOptionError:
    return RuleOptionError(say("rules.bad_value", name=name, value=value, allowed=allowed))


def _conflict(first: str, second: str, why: str) -> RuleOptionError:
    return RuleOptionError(say("rules.conflict", first=first, second=second, why=why))


def _validate(r: Rules) -> None:
    for name in _OPTION_NAMES:
        value = getattr(r, name)
        allowed = _literal_values(name)
        default = _FIELDS[name].default
        if allowed is not None and value not in allowed:
            raise _bad(name, value, say("option.allowed.one_of", values=", ".join(repr(a) for a in allowed)))
        if isinstance(default, bool) and not isinstance(value, bool):
            raise _bad(name, value, say("option.allowed.bool"))
        if isinstance(default, int) and not isinstance(default, bool):
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise _bad(name, value, say("option.allowed.number"))
    if r.players not in (2, 3, 4, 6):
        raise _bad("players", r.players, say("option.allowed.players"))
    if r.target < 1:
        raise _bad("target", r.target, say("option.allowed.target"))
    if r.hand_size < 1 or (40 - r.table_size) % (r.players * r.hand_size):
        raise _bad(
            "hand_size",
            r.hand_size,
            say("option.allowed.hand_size", cards=40 - r.table_size),
        )
    if r.table_size not in (0, 4):
        raise _bad("table_size", r.table_size, say("option.allowed.table_size"))
    if any(rule not in REDEAL_RULES for rule in r.redeal):
        raise _bad("redeal", r.redeal, say("option.allowed.redeal", rules=", ".join(REDEAL_RULES)))
    values = r.primiera_values
    if (not isinstance(values, tuple | list) or len(values) != 10
            or any(isinstance(v, bool) or not isinstance(v, int) or v < 0 for v in values)):
        raise _bad("primiera_values", values, say("option.allowed.primiera_values"))
    if r.fifteen_equal and r.capture != "fifteen":
        raise _conflict("fifteen_equal=True", f"capture={r.capture!r}", say("option.conflict.fifteen_equal"))
    if not r.equal_first and r.capture == "fifteen":
        raise _conflict(
            "equal_first=False", "capture='fifteen'", say("option.conflict.equal_first")
        )
    if not r.ace_sweeps:
        for name, base in (
            ("ace_sweep_scopa", "no"),
            ("ace_on_empty", "stays"),
            ("ace_on_ace", "all"),
        ):
            if getattr(r, name) != base:
                raise _conflict(
                    f"{name}={getattr(r, name)!r}",
                    "ace_sweeps=False",
                    say("option.conflict.ace_house_rule"),
                )
    if not r.napola and (r.napola_stop_at_6 or r.napoleone_wins):
        which = "napola_stop_at_6" if r.napola_stop_at_6 else "napoleone_wins"
        raise _conflict(f"{which}=True", "napola=False", say("option.conflict.napola_off"))
    if r.settanta and not r.scores_primiera:
        raise _conflict(
            "settanta=True",
            "re_bello='replaces-primiera'",
            say("option.conflict.settanta"),
        )
    if r.carte_viste and r.players != 2:
        raise _conflict("carte_viste=True", f"players={r.players}", say("option.conflict.carte_viste"))
    if r.table_size == 0 and r.redeal:
        raise _conflict(f"redeal={r.redeal!r}", "table_size=0", say("option.conflict.no_table"))


# ---------------------------------------------------------------------------------------------
# Presets

_CLASSIC_TARGETS = {2: 11, 3: 16, 4: 21, 6: 21}


@dataclass(frozen=True)
class Preset:
    """A named rule set: its description, source, aliases and allowed player counts."""

    name: str
    players: tuple[int, ...]
    make: Callable[[int], dict[str, Any]]
    aliases: tuple[str, ...] = ()

    @property
    def summary(self) -> str:
        """What the preset is, in a sentence (the message ``preset.<name>``, in the current
        language: :func:`scopa_learn.set_language`)."""
        return say(f"preset.{self.name}")

    @property
    def source(self) -> str:
        """Where its rules come from, by the sources' titles (``preset.<name>.source``)."""
        return say(f"preset.{self.name}.source")


PRESETS: dict[str, Preset] = {}
_ALIASES: dict[str, str] = {}
#: Old names still understood but no longer shown (a source's file number means nothing to a reader).
_HIDDEN_ALIASES = {"room-003": "scopa-d-assi-online"}


def _preset(preset: Preset) -> None:
    PRESETS[preset.name] = preset
    for alias in (preset.name, *preset.aliases):
        _ALIASES[alias] = preset.name


_preset(
    Preset(
        "classic",
        (2, 3, 4, 6),
        lambda n: {"players": n, "target": _CLASSIC_TARGETS[n]},
        aliases=("scopa", "scopa-classica", "standard"),
    )
)
_preset(
    Preset(
        "scopone",
        (4,),
        lambda n: {
            "players": 4,
            "target": 21,
            "hand_size": 9,
            "redeal": ("three-kings", "table-10-or-less"),
        },
        aliases=("scopone-scientifico", "scopone-9"),
    )
)
_preset(
    Preset(
        "scopone-10",
        (4,),
        lambda n: {"players": 4, "target": 21, "hand_size": 10, "table_size": 0, "redeal": ()},
        aliases=("scopone-a-10", "scopone-trentino"),
    )
)
_preset(
    Preset(
        "scopa-d-assi",
        (2, 3, 4, 6),
        lambda n: {"players": n, "target": _CLASSIC_TARGETS[n], "ace_sweeps": True},
        aliases=("asso-piglia-tutto", "asso-pigliatutto", "scopa-assi"),
    )
)
_preset(
    Preset(
        "scopa-d-assi-online",
        (2, 4),
        lambda n: {
            "players": n,
            "target": 16,
            "ace_sweeps": True,
            "ace_sweep_scopa": "unless-ace-among-others",
            "fewest_cards": True,
            "primiera_values": (15, *PRIMIERA_VALUES[1:]),
            "redeal": ("three-equal", "two-aces"),
        },
        aliases=("card-room", "scopa-d-assi-card-room", "scopa-d-assi-room"),
    )
)
_preset(
    Preset(
        "scopa-15",
        (2, 3, 4, 6),
        lambda n: {"players": n, "target": _CLASSIC_TARGETS[n], "capture": "fifteen"},
        aliases=("scopa-a-15", "scopa-del-15", "scopa-quindici"),
    )
)

#: Friendlier spellings of option values: ``re_bello=True`` adds the re bello as a fifth point.
_VALUE_ALIASES: dict[str, dict[Any, Any]] = {
    "re_bello": {
        True: "extra",
        False: "off",
        "replace": "replaces-primiera",
        "replaces_primiera": "replaces-primiera",
        "added": "extra",
    },
}


def _normalise(name: str) -> str:
    return name.strip().lower().replace("_", "-").replace(" ", "-").replace("'", "-")


def find_preset(name: str) -> Preset:
    """The preset called ``name`` or one of its aliases (case and ``_``/``-`` do not matter).

    >>> find_preset("Scopone_Scientifico").name
    'scopone'
    """
    key = (_ALIASES.get(_normalise(name)) or _HIDDEN_ALIASES.get(_normalise(name))
           if isinstance(name, str) else None)
    if key is None:
        raise UnknownVariantError(say("rules.unknown_preset", name=name, known=", ".join(PRESETS)))
    return PRESETS[key]


def rules(name: str = "classic", *, players: int | None = None, **options: Any) -> Rules:
    """The rules of a preset, with options applied.

    >>> rules("classic", napola=True, target=31).target, rules("classic", napola=True).target
    (31, 21)
    >>> rules("scopone", players=3)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.RuleOptionError: Scopone scientifico is played by 4 players, not 3.
    >>> rules("classic", napola=True, napola_stop_at_6=True).napola_stop_at_6
    True
    >>> rules("classic", settanta=True, re_bello="replaces-primiera")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    scopa_learn.errors.RuleOptionError: The options settanta=True and re_bello='replaces-primiera' do not go together: ...
    """
    preset = find_preset(name)
    count = preset.players[0] if players is None else players
    if count not in preset.players:
        allowed = or_list([str(p) for p in preset.players])
        raise RuleOptionError(
            say("rules.players", game=say(f"preset.game.{preset.name}"), allowed=allowed, players=count)
        )
    base = Rules(name=preset.name, source=preset.source, **preset.make(count))
    if options.get("napola") is True and "target" not in options and base.target < 21:
        # With the napola (3 points and more) a match is usually played to 21 or 31
        # (the AGIMEG guide): 21 unless a target is given.
        options = {**options, "target": 21}
    return rules_from(base, **options)


def rules_from(base: Rules, **options: Any) -> Rules:
    """``base`` with options changed; unknown names and conflicting values are errors."""
    values = {}
    for key, value in options.items():
        if key not in _OPTION_NAMES:
            raise UnknownVariantError(
                say("rules.unknown_option", name=key, known=", ".join(_OPTION_NAMES))
            )
        aliases = _VALUE_ALIASES.get(key, {})
        if isinstance(value, (bool, str)) and value in aliases:
            value = aliases[value]
        if key == "redeal" and isinstance(value, (list, str)):
            value = (value,) if isinstance(value, str) else tuple(value)
        if key == "primiera_values" and isinstance(value, list):
            value = tuple(value)
        values[key] = value
    return dataclasses.replace(base, **values)


_DEFAULT = Rules()
#: The classic rules, as ``rules()`` gives them.
DEFAULT_RULES = _DEFAULT


def as_rules(given: Rules | str | None) -> Rules:
    """Rules from what a caller gave: ``None`` is classic, a name is that preset.

    >>> as_rules("scopa-15").capture, as_rules(None).name
    ('fifteen', 'classic')
    >>> as_rules(15)
    Traceback (most recent call last):
    ...
    scopa_learn.errors.UnknownVariantError: 15 is not a rules preset: give a name like 'classic' or a Rules from rules().
    """
    if given is None:
        return _DEFAULT
    if isinstance(given, Rules):
        return given
    if isinstance(given, str):
        return rules(given)
    raise UnknownVariantError(say("rules.not_rules", given=given))


def option_names() -> tuple[str, ...]:
    """Names :func:`rules` accepts as options."""
    return _OPTION_NAMES
