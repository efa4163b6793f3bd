"""The play widget: a match at any table (2, 3, 4 in couples, 6 in two teams, scopone...).

The engine deals, checks every move and scores; :mod:`scopa_learn.players` chooses the
computer's moves and the hints; :mod:`scopa_learn.table.player_card` keeps the card room's
bookkeeping (won, lost, abandoned; who deals the rematch). This controller keeps the match,
the hand's states (for undo) and what the learner has selected, and turns them into plain
data for ``static/play.js``, every word included (``lang``). Seat 0 is the learner; the
computer takes every other seat, partners included, and the view asks for each of its moves
with a ``computer`` action (so the learner sees each card land, and on the site the computer
thinks in the engine's Web Worker). With ``opponent="human"`` every seat is a person at one
screen, and the hand is hidden between turns.

>>> game = PlayGame(opponent="beginner", preset="scopone", seed=3, start=True)
>>> v = game.view()
>>> v["phase"], len(v["hand"]), len(v["table"]), len(v["seats"]), [s["members"] for s in v["sides"]]
('play', 9, 4, 4, [[0, 2], [1, 3]])
>>> while game.view()["phase"] == "play":
...     if game.view()["computer_turn"]:
...         game.handle({"type": "computer"})
...     else:
...         move = game.current.legal_moves()[0]
...         game.handle({"type": "play", "card": str(move.card), "takes": [str(c) for c in move.capture]})
>>> v = game.view()
>>> v["phase"] in ("hand_over", "match_over"), sum(v["score"]["totals"]) == sum(s["score"] for s in v["sides"])
(True, True)
>>> game.handle({"type": "play", "card": "7d"}); game.view()["error"]
'The hand is over: there are no cards left to play.'
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, get_args

from ..coach.duplicate import day_in_utc, day_text, deal_of_the_day, read_day
from ..engine.board import Move
from ..engine.cards import Card, parse_card, parse_cards
from ..engine.events import Played
from ..engine.match import Match
from ..engine.rules import PRESETS, SUB_OPTIONS, Deck, ReBello, Rules, rules
from ..engine.state import HandState
from ..errors import IllegalMoveError, MoveReason, ScopaError, WidgetError
from ..table import first_hand
from ..table.player_card import PlayerCard, PlayerCardError
from ..table.session import CLOCK_SECONDS, OPPONENTS, Table, TableSession, fresh_seed
from ..words.cards import card_label, named, named_list, values_text
from ..words.lists import and_list, or_list
from ..words.messages import count_words, say
from ._cards import DRAWINGS, back_ref, card_ref, drawings
from .base import Controller, JSONDict, register, score_points
from .coach import CoachMixin

#: The tables on offer: every preset with every player count it allows (the engine's list).
TABLES: tuple[tuple[str, int], ...] = tuple((name, n) for name, p in PRESETS.items() for n in p.players)
#: The rule options offered at the start: switches, then choices (values from the engine).
SWITCHES: tuple[str, ...] = ("napola", "napola_stop_at_6", "napoleone_wins", "settanta", "prima",
                             "carte_viste", "fewest_cards", "equal_first")
CHOICES: dict[str, tuple[str, ...]] = {"re_bello": get_args(ReBello), "deck": get_args(Deck)}
#: Where the coached first hand leads next, in this order (addresses from the page's settings).
NEXT_LINKS: tuple[str, ...] = ("play", "learn", "rules")
#: How many events of the hand the view lists (the newest last).
LOG_LINES = 8


def _option_label(name: str, lang: str | None) -> str:
    # The score calculator already names the napola's options; the others are this widget's.
    if name in ("napola", "napola_stop_at_6", "napoleone_wins", "settanta", "re_bello"):
        return say(f"widget.score.option.{name}", lang)
    return say(f"table.option.{name}", lang)


def _choice_label(name: str, value: str, lang: str | None) -> str:
    if name == "re_bello":
        return say(f"widget.score.re_bello.{value}", lang)
    return say(f"table.option.{name}.{value}", lang)


def _whole(value: Any, least: int) -> int | None:
    if value in (None, ""):
        return None
    try:
        number = int(value)
    except (TypeError, ValueError):
        return -1
    return number if number >= least else -1


@register
class PlayGame(CoachMixin, Controller):
    """A match of Scopa at any table: the learner against (and with) the computer, or people
    sharing one screen. The table session (:class:`~scopa_learn.table.session.TableSession`)
    plays the match; this controller keeps the setup form's draft and what the learner has
    selected, and turns the session into plain data for the view."""

    kind = "play"
    # The words and, once a match starts, the parts of the cards' drawings: sent once (issue 20).
    fixed_keys = (*Controller.fixed_keys, "labels", DRAWINGS)

    def __init__(
        self,
        opponent: str = "intermediate",
        preset: str = "classic",
        target: int | None = None,
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        names: list[str] | None = None,
        start: bool = False,
        players: int | None = None,
        lang: str | None = None,
        clock: int = CLOCK_SECONDS,
        clock_on: bool = False,
        coach: bool = False,
        links: dict[str, str] | None = None,
        coach_during: bool | None = None,
    ) -> None:
        super().__init__(opponent=opponent, preset=preset, target=target, options=options or {},
                         seed=seed, names=names, start=start, players=players, lang=lang,
                         clock=clock, clock_on=clock_on, coach=coach, links=links or {},
                         coach_during=coach_during)
        #: Coached mode: "Your first hand" (:mod:`scopa_learn.table.first_hand`), one hand
        #: against the beginner from the chosen deal, a coach line before each of your turns.
        self.coach = bool(coach)
        #: Where the coached hand leads next, page addresses by name (play, learn, rules).
        self.links: dict[str, str] = {k: str(v) for k, v in (links or {}).items() if k in NEXT_LINKS}
        self.names: tuple[str, ...] = tuple(names) if names else ()
        # The setup form's draft: what the next Start plays.
        self.opponent = opponent
        self.preset = preset
        self.players = players or PRESETS[preset].players[0] if preset in PRESETS else 2
        self.options: dict[str, Any] = dict(options or {})
        self.target = target
        self.seed: int | None = seed  # None: a fresh random deal at each Start
        #: The learner's last change of the setup form seen (the view's own mark for it, sent
        #: with ``configure``): a view drawn for an earlier change leaves the form alone.
        self.form: str | None = None
        self.rules: Rules = self._rules(preset, self.players, target, self.options)
        self.session = TableSession(lang=self.lang)
        self._set_clock(clock_on, clock)
        self.selected: tuple[Card, ...] = ()
        self.choices: tuple[Move, ...] = ()
        self.hint_text: str | None = None
        self.hint_move: Move | None = None
        self.covered = False
        self.notice: str | None = None
        self._coach_init()
        # The coach during play (widgets/coach.py): None, on against the beginner only.
        self.coach_on = None if coach_during is None else bool(coach_during)
        if self.coach:
            self.on_again()
        elif start:
            self.on_start(opponent, preset, target, seed, players=self.players)

    # -- helpers ------------------------------------------------------------------------------------

    def _say(self, key: str, **fields: Any) -> str:
        return say(key, self.lang, **fields)

    def _bad_players(self, preset: str, players: object) -> str:
        """The game's name, the tables it is played at and the one asked for, in a sentence."""
        allowed = or_list([str(p) for p in PRESETS[preset].players], self.lang)
        return self._say("table.bad_players", game=self._say(f"preset.game.{preset}"), players=players,
                         allowed=allowed)

    def _rules(self, preset: str, players: int, target: int | None, options: dict[str, Any]) -> Rules:
        if preset not in PRESETS:
            known = ", ".join(PRESETS)
            raise WidgetError(self._say("table.bad_preset", preset=preset, known=known))
        if players not in PRESETS[preset].players:
            raise WidgetError(self._bad_players(preset, players))
        chosen = dict(options)
        if target is not None:
            chosen["target"] = target
        return rules(preset, players=players, **chosen)

    @property
    def phase(self) -> str:
        """setup, play, hand_over or match_over: the session's."""
        return self.session.phase

    @property
    def history(self) -> list[HandState]:
        """The states of the hand in play, the newest last (the session's)."""
        return self.session.history

    @history.setter
    def history(self, states: list[HandState]) -> None:
        self.session.history = list(states)

    @property
    def current(self) -> HandState:
        """The hand as it stands now."""
        return self.session.state

    @property
    def match(self) -> Match:
        """The match in play (before Start: an empty one at the draft's table)."""
        return self.session.match or Match(self.rules)

    @property
    def card(self) -> PlayerCard:
        """The player card (matches played, won and abandoned): the session's."""
        return self.session.card

    @property
    def people(self) -> bool:
        return self.session.people if self.session.table else self.opponent == "human"

    @property
    def against_computer(self) -> bool:
        return not self.people

    @property
    def level(self) -> str:
        """The computer's level, or "human": the line of the player card a match counts on."""
        return self.opponent

    @property
    def clock_on(self) -> bool:
        return self.session.clock_on

    @property
    def clock(self) -> int:
        return self.session.clock

    def _is_human(self, player: int) -> bool:
        return self.session.is_person(player)

    def _need_hand(self) -> HandState:
        if self.phase == "setup":
            raise WidgetError(self._say("play.not_started"))
        state = self.current
        if state.is_over:
            raise IllegalMoveError(self._say("move.hand_over"), reason=MoveReason.HAND_OVER)
        return state

    def _clear(self) -> None:
        self.selected, self.choices = (), ()
        self.hint_text, self.hint_move = None, None

    def _moved(self) -> None:
        """After any move: the selection goes; at a table of people the next hand is hidden."""
        self._clear()
        state = self.current
        self.covered = self.people and not state.is_over

    def _leave(self) -> None:
        """The learner leaves a match before its end: abandoned on their card (won for the others)."""
        if self.session.leave():
            self.notice = self._say("card.player.left")

    # -- actions ------------------------------------------------------------------------------------

    def on_start(self, opponent: str = "intermediate", preset: str = "classic",
                 target: int | str | None = None, seed: int | str | None = None, players: int | str | None = None,
                 options: dict[str, Any] | None = None, clock_on: bool | None = None,
                 clock: int | str | None = None, dealer: int | None = None) -> None:
        """Start a match: who takes the other seats, the table (preset and players), the target,
        the rule options, a deal number (none: a fresh random deal) and the turn clock."""
        if opponent not in OPPONENTS:
            raise WidgetError(self._say("play.bad_opponent", opponent=opponent, known=", ".join(OPPONENTS)))
        asked, goal = _whole(seed, 0), _whole(target, 1)
        if asked == -1 or goal == -1:
            raise WidgetError(self._say("play.bad_number", seed=seed, target=target))
        count = _whole(players, 2)
        if count == -1:
            raise WidgetError(self._bad_players(preset if preset in PRESETS else "classic", players))
        if count is None:
            count = PRESETS[preset].players[0] if preset in PRESETS else 2
        chosen = dict(self.options if options is None else options)
        if not isinstance(chosen, dict):
            raise WidgetError(self._say("table.bad_options"))
        if clock is not None:
            self._set_clock(clock_on if clock_on is not None else self.clock_on, clock)
        elif clock_on is not None:
            self._set_clock(clock_on, self.clock)
        self.rules = self._rules(preset, count, goal, chosen)
        self.opponent, self.preset, self.players, self.target = opponent, preset, count, goal
        self.options, self.seed = chosen, asked
        number = fresh_seed() if asked is None else asked
        self._begin(Table(preset, count, opponent, number, goal, chosen, dealer))

    def on_day(self, opponent: str = "intermediate", preset: str = "classic",
               target: int | str | None = None, players: int | str | None = None,
               options: dict[str, Any] | None = None, clock_on: bool | None = None,
               clock: int | str | None = None, day: str | None = None) -> None:
        """Today's deal: a match at the form's table dealt from the deal number of the date in
        UTC (:func:`~scopa_learn.coach.duplicate.deal_of_the_day`, the same cards for everyone
        in the world that day); after its first hand the expert's result on the same cards is
        shown as par. ``day`` (year-month-day) plays another day's deal."""
        when = day_in_utc() if day in (None, "") else read_day(str(day), self.lang)
        count = _whole(players, 2)
        table_players = count if count not in (None, -1) else self.players
        number = deal_of_the_day(when, preset if preset in PRESETS else self.preset, table_players)
        draft = self.seed
        self.on_start(opponent, preset, target, number, players, options, clock_on, clock)
        self.seed = draft  # the deal number box keeps what the learner typed
        self.day = (when, number)

    def _begin(self, table: Table) -> None:
        self.day = None
        names = tuple(self._seat_names_for(table.rules.players, table.people))
        if self.names and len(self.names) == table.rules.players:
            names = self.names
        self._leave()
        self.session.start(replace(table, names=names))
        self.notice = None
        self._moved()
        self.covered = self.people

    def on_rematch(self) -> None:
        """Play again at the same table with the same settings; the card room's rule says who deals."""
        again = self.session.rematch_table()
        if self.phase in ("play", "hand_over") or again is None:
            self.session.rematch()  # raises the reason
            return
        self.opponent, self.preset, self.players = again.level, again.preset, again.rules.players
        self.target, self.options = again.target, dict(again.options)
        self.rules = again.rules
        self._begin(again)

    def on_configure(self, preset: str | None = None, players: int | str | None = None,
                     opponent: str | None = None, options: dict[str, Any] | None = None,
                     form: str | None = None) -> None:
        """The setup form changed: the players, target and options it offers follow the engine.

        ``form`` marks this change of the form (static/play.js makes a new mark for each): the
        view comes back with it (``setup["form"]``), so that the view can tell the answer to
        the learner's last change from an answer to an earlier one, worked out on the old
        choices, which must not put them back in the form (the answers come late on a busy
        machine, while the learner goes on choosing).

        >>> game = PlayGame()
        >>> game.handle({"type": "configure", "preset": "scopone", "form": "a1"})
        >>> game.view()["setup"]["form"], game.view()["setup"]["preset"]
        ('a1', 'scopone')
        """
        if isinstance(form, str) and len(form) <= 64:
            self.form = form
        if preset is not None and preset in PRESETS and preset != self.preset:
            self.preset, self.target = preset, None
            if self.players not in PRESETS[preset].players:
                self.players = PRESETS[preset].players[0]
        count = _whole(players, 2)
        if count is not None and count != self.players and count in PRESETS[self.preset].players:
            self.players, self.target = count, None
        if opponent in OPPONENTS:
            self.opponent = opponent
        if options is not None:
            self.options = self._checked_options(options)
        # Options that no longer fit the table (carte viste in four) are dropped, said so.
        self.options = self._checked_options(self.options)

    def _checked_options(self, options: dict[str, Any]) -> dict[str, Any]:
        base = rules(self.preset, players=self.players)
        kept: dict[str, Any] = {}
        for name, value in options.items():
            try:
                if name in SWITCHES:
                    base = base.switch(name, bool(value))
                    kept = {k: v for k, v in kept.items() if getattr(base, k) == v}
                    kept[name] = bool(value)
                elif name in CHOICES:
                    base = base.replace(**{name: value})
                    kept[name] = value
            except ScopaError as error:
                self.error = str(error)
        return {k: v for k, v in kept.items() if getattr(base, k) == v}

    def on_clock(self, on: bool, seconds: int | str | None = None) -> None:
        """Turn the turn clock on or off (any time), or change its length in seconds."""
        self._set_clock(on, self.clock if seconds in (None, "") else seconds)

    def _set_clock(self, on: Any, seconds: Any) -> None:
        length = _whole(seconds, 1)
        if length is None or length < 1:
            raise WidgetError(self._say("table.clock.bad", seconds=seconds))
        self.session.set_clock(bool(on), length)

    def on_timeout(self) -> None:
        """The turn clock ran out: the computer's suggested card is played for the player."""
        if self.covered:
            return
        move = self.session.timeout()
        if move is not None:
            self._moved()
            self.notice = self._say("table.clock.played", card=card_label(move.card, self.lang))

    def on_restore(self, card: Any = None) -> None:
        """The player card kept in the browser comes back; a match it shows open was left.
        (The coached first hand is a lesson: it neither reads nor writes the card.)"""
        if self.coach:
            return
        try:
            restored = PlayerCard.from_data(card)
        except PlayerCardError as error:
            self.session.card, self.notice = PlayerCard(), str(error)
            return
        if restored.open is not None:
            self.notice = self._say("card.player.left_before")
            restored = restored.settle_open()
        elif not restored.tallies and self.phase == "setup" and not self.coach:
            # A first visit: the beginner is suggested (issue 21).
            self.opponent, self.notice = "beginner", self._say("play.first_visit")
        if self.phase != "setup" and self.card.open is not None:
            restored = restored.start(**self.card.open)  # a match already under way stays open
        self.session.card = restored

    def on_toggle(self, card: str) -> None:
        """Select a table card to take with your next card, or unselect it."""
        state = self._need_hand()
        chosen = parse_card(card)
        if chosen not in state.table:
            raise IllegalMoveError(self._say("move.not_on_table", card=card_label(chosen, self.lang),
                                             table=" ".join(str(c) for c in state.table) or "-"))
        if chosen in self.selected:
            self.selected = tuple(c for c in self.selected if c is not chosen)
        else:
            self.selected = (*self.selected, chosen)
        self.choices = ()

    def on_play(self, card: str, takes: str | list[str] | None = None) -> None:
        """Play a card of your hand; it takes ``takes``, or the selected table cards, or what it must.

        A card that could take in several ways with nothing selected offers the choices.
        """
        state = self._need_hand()
        if not self._is_human(state.to_move):
            raise WidgetError(self._say("play.wait_computer"))
        if self.covered:
            raise WidgetError(self._say("table.covered", player=self._seat_names()[state.to_move]))
        played = parse_card(card)
        if takes is not None:
            taken = parse_cards(takes) if isinstance(takes, str) else parse_cards(list(takes))
        else:
            taken = self.selected
        if not taken and played in state.hands[state.to_move]:
            options = [m for m in state.legal_moves() if m.card is played]
            if len(options) > 1:
                self.choices = tuple(options)
                return
        move = Move(played, taken) if taken else state.resolve(played)
        self.notice = None
        if not self.coach and self.coach_holds(state, move):  # the coach during play: think again
            self.selected, self.choices = (), ()
            return
        try:
            self.session.play(move)
        except IllegalMoveError:
            if self.coach:  # refused with its reason; the marked cards are clicked afresh
                self.selected = ()
            raise
        self._moved()

    def on_again(self) -> None:
        """Coached mode: deal the first hand again, from its first card."""
        if not self.coach:
            raise WidgetError(self._say("card.player.no_rematch"))
        self.opponent, self.preset, self.players, self.target = "beginner", "classic", 2, 1
        self.rules = first_hand.first_rules()
        self._begin(first_hand.table())

    def on_computer(self) -> None:
        """The computer makes its move (the view asks when it is the computer's turn)."""
        self._need_hand()
        if self.session.computer_move() is not None:  # None: a late request after an undo
            self._moved()

    def on_hint(self) -> None:
        """Suggest a move for the player to move, with the reason."""
        self._need_hand()
        suggestion = self.session.hint()
        self.hint_text, self.hint_move = suggestion.reason, suggestion.move

    def on_undo(self) -> None:
        """Take back your last move (and the computer's answers to it)."""
        self.session.undo()
        self._clear()
        self.covered = False

    def on_show(self) -> None:
        """People at one screen: the player to move shows their cards."""
        self.covered = False

    def on_next_hand(self) -> None:
        """Deal the next hand of the match."""
        self.session.next_hand()
        self._moved()
        self.covered = self.people

    def on_new_match(self) -> None:
        """Back to the choice of table; a match left before its end counts as abandoned."""
        self._leave()
        self._clear()

    # -- what the view draws ------------------------------------------------------------------------

    def _seat_names(self) -> list[str]:
        """The seats' names of the match in play (the session's table keeps them)."""
        table = self.session.table
        assert table is not None
        return list(table.names)

    def _table_label(self, preset: str, players: int) -> str:
        return self._say("table.table", preset=self._say(f"table.preset.{preset}"),
                         players=self._say(f"table.players.{players}"))

    def _level_label(self, level: str) -> str:
        return self._say(f"table.level.{level}")

    def _option_schema(self, current: Rules) -> list[JSONDict]:
        needs = {sub: parent for parent, subs in SUB_OPTIONS.items() for sub in subs}
        schema: list[JSONDict] = []
        for name in SWITCHES:
            value = getattr(current, name)
            try:
                current.switch(name, not value)
                free = True
            except ScopaError:
                free = False
            schema.append({"name": name, "type": "switch", "label": _option_label(name, self.lang),
                           "value": value, "enabled": free and (name not in needs or getattr(current, needs[name]))})
        for name, values in CHOICES.items():
            choices = []
            for v in values:
                try:
                    current.replace(**{name: v})
                except ScopaError:
                    continue
                choices.append({"value": v, "label": _choice_label(name, v, self.lang)})
            schema.append({"name": name, "type": "choice", "label": _option_label(name, self.lang),
                           "value": getattr(current, name), "enabled": len(choices) > 1, "choices": choices})
        return schema

    def _card_rows(self) -> list[JSONDict]:
        return [{"table": self._table_label(t.preset, t.players), "level": self._level_label(t.level),
                 "played": t.played, "won": f"{t.won_share:.0%}", "abandoned": f"{t.abandoned_share:.0%}"}
                for t in self.card.rows() if t.preset in PRESETS]

    def state_setup(self) -> JSONDict:
        try:
            draft = rules(self.preset, players=self.players, **self.options)
        except ScopaError:
            draft = rules(self.preset, players=self.players)
        again = self.card.rematch
        rematch = None
        if again and again.get("preset") in PRESETS and again.get("opponent") in OPPONENTS:
            names = self._seat_names_for(int(again.get("players", 2)), again.get("opponent") == "human")
            dealer = int(again.get("dealer", 0)) % len(names)
            rematch = {"label": self._say("card.player.rematch"), "text": self._say(
                "card.player.rematch_text", table=self._table_label(again["preset"], int(again["players"])),
                level=self._level_label(again["opponent"]), dealer=names[dealer])}
        return {
            "opponents": [{"value": o, "label": self._say(f"table.opponent.{o}")} for o in OPPONENTS],
            "presets": [{"value": p, "label": self._say(f"table.preset.{p}")} for p in PRESETS],
            "players": [{"value": n, "label": self._say(f"table.players.{n}")} for n in PRESETS[self.preset].players],
            "summary": self._say(f"table.summary.{self.preset}"),
            "options": self._option_schema(draft),
            "opponent": self.opponent, "preset": self.preset, "player_count": self.players,
            "seed": "" if self.seed is None else self.seed,
            "target": self.target if self.target is not None else draft.target,
            "clock_on": self.clock_on, "clock": self.clock, "rematch": rematch, "form": self.form,
        }

    def _seat_names_for(self, n: int, people: bool) -> list[str]:
        if people:
            return [self._say("table.name.person", n=p + 1) for p in range(n)]
        return [self._say("table.name.you")] + [self._say("table.name.computer", n=p + 1) for p in range(1, n)]

    def _labels(self) -> JSONDict:
        keys = ("start", "hint", "undo", "new_match", "next_hand", "show", "opponent", "preset", "players",
                "target", "seed", "table", "your_hand", "choose", "stock", "log", "score", "total", "empty",
                "seats", "sides", "side", "pile", "scope", "points", "options", "clock", "clock_seconds",
                "clock_left", "card", "card_table", "card_level", "card_played", "card_won",
                "card_abandoned", "card_empty", "held", "deals", "leads", "next", "more", "day", "day_text")
        return {key: self._say(f"table.label.{key}") for key in keys}

    def state(self) -> JSONDict:
        data: JSONDict = {"phase": self.phase, "setup": self.state_setup(), "labels": self._labels(),
                          "clock": {"on": self.clock_on, "seconds": self.clock},
                          "record": None if self.coach else self.card.to_data(), "card": self._card_rows(), "notice": self.notice}
        if self.phase == "setup":
            data["review_coach"] = self.coach_state(None)
            return data
        state = self.current
        seating = self.session.table
        assert seating is not None
        r = seating.rules
        deck = r.deck
        names = self._seat_names()
        n = r.players
        to_move = state.to_move
        shown = None if state.is_over or self.covered else (to_move if self.people else 0)
        viewer = to_move if self.people else 0
        coaching = None
        if self.coach and not state.is_over and self._is_human(to_move):
            coaching = first_hand.coach_line(state, self.lang)
        hinted = coaching.move if coaching is not None else self.hint_move
        hand: list[JSONDict] = []
        if shown is not None:
            for c in state.hands[shown]:
                mark = "hint" if hinted is not None and hinted.card is c else None
                hand.append({**self._card(c, deck, mark), "hinted": mark is not None})
        table = []
        for c in state.table:
            mark = "choice" if c in self.selected else None
            if hinted is not None and c in hinted.capture:
                mark = "hint"
            table.append({**self._card(c, deck, mark), "selected": c in self.selected,
                          "hinted": hinted is not None and c in hinted.capture})
        sides = self._sides(state, names)
        seats = [self._seat(state, p, names, shown, viewer, sides) for p in range(n)]
        # The log's sentences are in the third person: "Player 1 (you) plays", never "You plays".
        told = [self._say("table.name.you_told"), *names[1:]] if not self.people else names
        log = [e.describe(told, self.lang) for e in state.log[-LOG_LINES:]]
        last = next((e for e in reversed(state.log) if isinstance(e, Played)), None)
        your_turn = not state.is_over and self._is_human(to_move) and not self.covered
        data.update({
            "opponent": seating.level, "people": self.people,
            "rules": {"name": r.name, "deck": deck, "players": n},
            "title": self._say("table.title", table=self._table_label(seating.preset, n),
                               level=self._level_label(seating.level), target=r.target),
            "deal": seating.seed, "deal_text": self._deal_text(seating.seed),
            "target": r.target, "hand_number": len(self.match.hands) + (0 if state.is_over else 1),
            "seats": seats, "sides": sides, "around": [(viewer - k) % n for k in range(1, n)],
            "viewer": viewer, "hand": hand, "table": table, "stock": len(state.stock),
            "stock_text": self._say("table.stock", cards=count_words("card", len(state.stock), self.lang)),
            "back": {"picture": back_ref(deck, 40)}, DRAWINGS: drawings(deck),
            "to_move": to_move, "your_turn": your_turn, "covered": self.covered,
            "plays_made": state.plays_made,
            "computer_turn": not state.is_over and not self._is_human(to_move),
            "selected": [str(c) for c in self.selected],
            "choices": [{"card": str(m.card), "takes": [str(c) for c in m.capture],
                         "label": self._choice_label(m), "hinted": m == hinted} for m in self.choices],
            "coach": self._coach(state, coaching) if self.coach else None,
            "hint": self.hint_text,
            "hint_move": None if hinted is None else {"card": str(hinted.card),
                                                       "takes": [str(c) for c in hinted.capture]},
            "last_played": None if last is None else {"player": last.player, "card": str(last.card),
                                                      "takes": [str(c) for c in last.captured],
                                                      "scopa": last.scopa},
            "log": log, "can_undo": self.session.can_undo,
            "prompt": self._prompt(state, names),
            "status": self._status(sides),
            "match": {"scores": list(self.match.scores), "hands": [list(h) for h in self.match.hands],
                      "winner": self.match.winner, "status": self._status(sides)},
            "score": None,
        })
        if state.is_over:
            score = state.score()
            data["score"] = {"names": [s["label"] for s in sides], **score_points(score.to_data())}
            # what the class server (scopa_learn/classroom) plays again to check the hand
            data["hand_record"] = self.session.hand_record(state)
        data["review_coach"] = self.coach_state(state)
        return data

    def _deal_text(self, seed: int) -> str:
        first = not self.session.finished or (len(self.session.finished) == 1 and self.current.is_over)
        if self.day is not None and self.day[1] == seed and first:
            return self._say("table.day_number", day=day_text(self.day[0], self.lang), seed=seed)
        return self._say("table.deal_number", seed=seed)

    def _coach(self, state: HandState, line: first_hand.CoachLine | None) -> JSONDict:
        """The coach's panel: the line before your turn (what it marks is the hint's mark), or
        at the end the count's introduction, the last taker, how each point is won (with the
        hand's figures), and where to go next."""
        if not state.is_over:
            text = line.text if line is not None else self._say("coach.computer_turn")
            return {"text": text, "kind": None if line is None else line.kind, "end": [], "points": [],
                    "next": []}
        links = [{"label": self._say(f"coach.next.{name}"), "href": self.links[name]}
                 for name in NEXT_LINKS if name in self.links]
        return {"text": self._say("coach.end.count"), "kind": "end",
                "end": first_hand.end_lines(state, self.lang),
                "points_title": self._say("coach.points.title"),
                "points": first_hand.point_lines(state, self.lang), "next_title": self._say("coach.next.title"),
                "next": links, "again": self._say("coach.next.again")}

    def _choice_label(self, move: Move) -> str:
        """A way to take, named by its cards: two equal cards read apart, the settebello by name."""
        if len(move.capture) == 1:
            return self._say("play.take_card", card=named(move.capture[0], self.lang))
        return self._say("play.take_cards", values=values_text(move.capture),
                         cards=named_list(move.capture, self.lang))

    def _card(self, card: Card, deck: str, highlight: str | None) -> JSONDict:
        return {**card_ref(card, deck, highlight, width=64), "name": card_label(card, self.lang)}

    def _sides(self, state: HandState, names: list[str]) -> list[JSONDict]:
        r = state.rules
        teams = r.players in (4, 6)
        you = r.side_of(0)
        sides = []
        for i, members in enumerate(r.teams):
            who = and_list([names[p] for p in members], self.lang)
            label = self._say("table.side.team", n=i + 1) if teams else names[members[0]]
            mine = i == you and not self.people
            sides.append({
                "label": label, "members": list(members), "who": who, "yours": mine,
                "pile": sum(len(state.piles[p]) for p in members),
                "scope": sum(state.scope[p] for p in members), "score": self.match.scores[i],
                "text": self._say("table.side.text", side=label, who=who,
                                  cards=count_words("card", sum(len(state.piles[p]) for p in members), self.lang),
                                  scope=count_words("scopa", sum(state.scope[p] for p in members), self.lang),
                                  score=self.match.scores[i], target=r.target) if teams else self._say(
                    "table.side.text_alone", side=label,
                    cards=count_words("card", len(state.piles[members[0]]), self.lang),
                    scope=count_words("scopa", state.scope[members[0]], self.lang),
                    score=self.match.scores[i], target=r.target),
            })
        return sides

    def _seat(self, state: HandState, p: int, names: list[str], shown: int | None, viewer: int,
              sides: list[JSONDict]) -> JSONDict:
        r = state.rules
        side = r.side_of(p)
        if p == viewer:
            role = ""  # the name says it ("You"), or the hand shown says whose turn it is
        elif r.players in (4, 6) and side == r.side_of(viewer):
            role = self._say("table.role.partner")
        else:
            role = self._say("table.role.opponent")
        if r.players in (4, 6):
            team = sides[side]["label"]
            role = f"{team}, {role}" if role else team
        marks = []
        if p == state.dealer:
            marks.append(self._say("table.label.deals"))
        if p == state.leader:
            marks.append(self._say("table.label.leads"))
        moving = p == state.to_move and not state.is_over
        if moving:
            marks.append(self._say("table.label.next"))
        held = len(state.hands[p])
        text = self._say("table.seat.text", name=names[p], role=f" ({role})" if role else "",
                         cards=count_words("card", held, self.lang),
                         marks="".join("; " + m for m in marks))
        return {"seat": p, "name": names[p], "role": role, "side": side, "held": held,
                "held_text": count_words("card", held, self.lang),
                "dealer": p == state.dealer, "leads": p == state.leader, "to_move": moving,
                "shown": p == shown, "marks": marks, "text": text,
                "kind": "you" if p == 0 and not self.people else ("person" if self.people else "computer")}

    def _status(self, sides: list[JSONDict]) -> str:
        # "You: 0, Computer 2: 0": a side's name never runs into its points ("Computer 2 0").
        score = ", ".join(self._say("table.side_score", side=s["label"], score=s["score"]) for s in sides)
        if self.match.is_over and self.match.winner is not None:
            winner = sides[self.match.winner]
            key = "table.winner"
            if winner["yours"]:  # "You win", never "You wins"
                key = "table.won" if len(winner["members"]) > 1 else "table.you_won"
            ranked = "-".join(str(s) for s in sorted(self.match.scores, reverse=True))
            return self._say(key, side=winner["label"], score=ranked)
        target = self.match.rules.target
        if sum(1 for s in self.match.scores if s >= target) > 1:
            return self._say("table.tie", score=score, target=target)
        return self._say("table.running", score=score, target=target)

    def _prompt(self, state: HandState, names: list[str]) -> str:
        if state.is_over:
            if self.match.is_over:
                return self._say("table.prompt.match_over")
            return self._say("play.prompt.hand_over")
        if self.covered:
            return self._say("table.prompt.covered", player=names[state.to_move])
        if not self._is_human(state.to_move):
            return self._say("play.prompt.computer", player=names[state.to_move])
        if self.choices:
            return self._say("play.prompt.choose", card=card_label(self.choices[0].card, self.lang))
        who = "" if self.against_computer else names[state.to_move] + ": "
        return who + self._say("play.prompt.your_turn")
