"""The play widget: a whole match against the computer, or two people on one screen.

The engine deals, checks every move and scores; :mod:`scopa_learn.players` chooses the
computer's moves and the hints. This controller keeps the match, the hand's states (for
undo) and what the learner has selected, and turns them into plain data for
``static/play.js``. Seat 0 is the learner; in a match against the computer, seat 1 is the
computer, whose move the view asks for with a ``computer`` action (so the learner sees their
own card land first, and on the site the computer thinks in the engine's Web Worker).

>>> game = PlayGame(opponent="beginner", seed=3, start=True)
>>> v = game.view()
>>> v["phase"], len(v["hand"]), len(v["table"]), v["your_turn"] or v["computer_turn"]
('play', 3, 4, True)
>>> while game.view()["phase"] == "play":
...     if game.view()["computer_turn"]:
...         game.handle({"type": "computer"})
...     else:
...         move = game.current.legal_moves()[0]
...         game.handle({"type": "play", "card": str(move.card), "takes": [str(c) for c in move.capture]})
>>> v = game.view()
>>> v["phase"] in ("hand_over", "match_over"), sum(v["score"]["totals"]) == sum(v["match"]["scores"])
(True, True)
>>> game.handle({"type": "play", "card": "7d"}); game.view()["error"]
'The hand is over: there are no cards left to play.'
"""

from __future__ import annotations

from typing import Any

from ..captures import card_label, values_text
from ..cards import Card, parse_card, parse_cards
from ..errors import IllegalMoveError, MoveReason, WidgetError
from ..hand import HandState, Move, Played
from ..match import Match
from ..messages import say
from ..players import LEVELS, Player, computer_player, hint
from ..rules import PRESETS, Rules, rules
from ..scoring import HandScore
from ._cards import card_data, picture
from .base import Controller, JSONDict, register, score_points

#: Who sits opposite the learner: a computer level, or another person ("human").
OPPONENTS: tuple[str, ...] = (*LEVELS, "human")
#: The presets the widget offers: those played by two.
TWO_PLAYER_PRESETS: tuple[str, ...] = tuple(name for name, p in PRESETS.items() if 2 in p.players)
#: How many events of the hand the view lists (the newest last).
LOG_LINES = 8


def _svg(card: Card | None, deck: str, highlight: str | None = None, width: int = 64) -> str:
    return picture(card, deck, highlight, width)


def _card(card: Card, deck: str, highlight: str | None = None) -> JSONDict:
    return card_data(card, deck, highlight, width=64)


@register
class PlayGame(Controller):
    """A match of Scopa in two: the learner against the computer or against another person."""

    kind = "play"

    def __init__(
        self,
        opponent: str = "intermediate",
        preset: str = "classic",
        target: int | None = None,
        options: dict[str, Any] | None = None,
        seed: int = 0,
        names: list[str] | None = None,
        start: bool = False,
    ) -> None:
        super().__init__(opponent=opponent, preset=preset, target=target, options=options or {},
                         seed=seed, names=names, start=start)
        self.options: dict[str, Any] = dict(options or {})
        self.names: tuple[str, ...] = tuple(names) if names else ()
        self.opponent = opponent
        self.preset = preset
        self.target = target
        self.seed = seed
        self.phase = "setup"
        self.rules: Rules = self._rules(preset, target)
        self.match = Match(self.rules)
        self.computer: Player | None = None
        self.history: list[HandState] = []
        self.selected: tuple[Card, ...] = ()
        self.choices: tuple[Move, ...] = ()
        self.hint_text: str | None = None
        self.hint_move: Move | None = None
        self.covered = False
        self.hand_score: HandScore | None = None
        if start:
            self.on_start(opponent, preset, target, seed)

    # -- helpers ------------------------------------------------------------------------------------

    def _rules(self, preset: str, target: int | None) -> Rules:
        if preset not in TWO_PLAYER_PRESETS:
            known = ", ".join(TWO_PLAYER_PRESETS)
            raise WidgetError(say("play.bad_preset", preset=preset, known=known))
        options = dict(self.options)
        if target is not None:
            options["target"] = target
        return rules(preset, players=2, **options)

    @property
    def current(self) -> HandState:
        """The hand as it stands now."""
        return self.history[-1]

    @property
    def against_computer(self) -> bool:
        return self.computer is not None

    def _is_human(self, player: int) -> bool:
        return player == 0 or not self.against_computer

    def _need_hand(self) -> HandState:
        if self.phase == "setup":
            raise WidgetError(say("play.not_started"))
        state = self.current
        if state.is_over:
            raise IllegalMoveError(say("move.hand_over"), reason=MoveReason.HAND_OVER)
        return state

    def _after_move(self, state: HandState) -> None:
        self.history.append(state)
        self.selected, self.choices = (), ()
        self.hint_text, self.hint_move = None, None
        if not self.against_computer and not state.is_over:
            self.covered = True
        if state.is_over:
            self.hand_score = state.score()
            self.match = self.match.record(self.hand_score)
            self.phase = "match_over" if self.match.is_over else "hand_over"
            self.covered = False

    def _deal(self) -> None:
        self.history = [self.match.deal()]
        self.selected, self.choices = (), ()
        self.hint_text, self.hint_move = None, None
        self.hand_score = None
        self.covered = not self.against_computer
        self.phase = "play"

    # -- actions ------------------------------------------------------------------------------------

    def on_start(self, opponent: str = "intermediate", preset: str = "classic",
                 target: int | str | None = None, seed: int | str = 0) -> None:
        """Start a match: who plays against you, the rules preset, the target and a seed."""
        if opponent not in OPPONENTS:
            raise WidgetError(say("play.bad_opponent", opponent=opponent, known=", ".join(OPPONENTS)))
        try:
            number = int(seed)
            goal = None if target in (None, "") else int(target)
        except (TypeError, ValueError):
            raise WidgetError(say("play.bad_number", seed=seed, target=target)) from None
        if goal is not None and goal < 1:
            raise WidgetError(say("play.bad_number", seed=seed, target=target))
        self.rules = self._rules(preset, goal)
        self.opponent, self.preset, self.target, self.seed = opponent, preset, goal, number
        self.computer = None if opponent == "human" else computer_player(opponent, seed=number)
        # The learner (seat 0) leads the first hand: the other seat deals.
        self.match = Match(self.rules, names=tuple(self._seat_names()), first_dealer=1, seed=number)
        self._deal()

    def on_toggle(self, card: str) -> None:
        """Select a table card to take with your next card, or unselect it."""
        state = self._need_hand()
        chosen = parse_card(card)
        if chosen not in state.table:
            raise IllegalMoveError(say("move.not_on_table", card=card_label(chosen),
                                 table=" ".join(str(c) for c in state.table) or "nothing"))
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
            raise WidgetError(say("play.wait_computer"))
        if self.covered:
            raise WidgetError(say("play.covered", player=state.player_name(state.to_move)))
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
        self._after_move(state.play(move))

    def on_computer(self) -> None:
        """The computer makes its move (the view asks when it is the computer's turn)."""
        state = self._need_hand()
        if self.computer is None or self._is_human(state.to_move):
            return  # a late request after an undo or a new hand: nothing to do
        self._after_move(state.play(self.computer.choose(state.view(state.to_move))))

    def on_hint(self) -> None:
        """Suggest a move for the player to move, with the reason."""
        state = self._need_hand()
        if not self._is_human(state.to_move):
            raise WidgetError(say("play.wait_computer"))
        suggestion = hint(state.view(state.to_move))
        self.hint_text, self.hint_move = suggestion.reason, suggestion.move

    def on_undo(self) -> None:
        """Take back your last move (and the computer's answer to it)."""
        if self.phase != "play":
            raise WidgetError(say("play.no_undo_now"))
        human_turns = [i for i, s in enumerate(self.history[:-1]) if self._is_human(s.to_move)]
        if not human_turns:
            raise WidgetError(say("play.nothing_to_undo"))
        del self.history[human_turns[-1] + 1:]
        self.selected, self.choices = (), ()
        self.hint_text, self.hint_move = None, None
        self.covered = False

    def on_show(self) -> None:
        """Two people on one screen: the player to move shows their cards."""
        self.covered = False

    def on_next_hand(self) -> None:
        """Deal the next hand of the match."""
        if self.phase != "hand_over":
            raise WidgetError(say("play.no_next_hand"))
        self._deal()

    def on_new_match(self) -> None:
        """Back to the choice of opponent, rules and target."""
        self.phase = "setup"
        self.history = []

    # -- what the view draws ------------------------------------------------------------------------

    def _seat_names(self) -> list[str]:
        if self.names and len(self.names) == 2:
            return list(self.names)
        first = say("play.you") if self.computer is not None else say("side.player", n=1)
        second = self.computer.name if self.computer is not None else say("side.player", n=2)
        return [first, second]

    def state_setup(self) -> JSONDict:
        return {
            "opponents": [{"value": o, "label": say(f"play.opponent.{o}")} for o in OPPONENTS],
            "presets": [{"value": p, "label": PRESETS[p].summary} for p in TWO_PLAYER_PRESETS],
            "opponent": self.opponent, "preset": self.preset, "seed": self.seed,
            "target": self.target if self.target is not None else rules(self.preset, players=2).target,
        }

    def state(self) -> JSONDict:
        data: JSONDict = {"phase": self.phase, "setup": self.state_setup(), "messages": {
            key: say(f"play.label.{key}") for key in (
                "start", "hint", "undo", "new_match", "next_hand", "show", "opponent", "preset", "target",
                "seed", "table", "your_hand", "thinking", "choose", "pile", "scope", "stock", "log",
                "score", "total", "empty", "dealer", "match_points")}}
        if self.phase == "setup":
            return data
        state = self.current
        deck = self.rules.deck
        names = self._seat_names()
        to_move = state.to_move
        shown = None if state.is_over else (0 if self.against_computer else to_move)
        if self.covered:
            shown = None
        hinted = self.hint_move
        hand: list[JSONDict] = []
        if shown is not None:
            for c in state.hands[shown]:
                mark = "hint" if hinted is not None and hinted.card is c else None
                hand.append({**_card(c, deck, mark), "hinted": mark is not None})
        table = []
        for c in state.table:
            mark = "choice" if c in self.selected else None
            if hinted is not None and c in hinted.capture:
                mark = "hint"
            table.append({**_card(c, deck, mark), "selected": c in self.selected,
                          "hinted": hinted is not None and c in hinted.capture})
        seats = []
        for p in range(2):
            seats.append({
                "name": names[p], "held": len(state.hands[p]), "pile": len(state.piles[p]),
                "scope": state.scope[p], "to_move": p == to_move and not state.is_over,
                "dealer": p == state.dealer, "shown": p == shown, "score": self.match.scores[p],
            })
        log = [e.describe(names) for e in state.log[-LOG_LINES:]]
        last = next((e for e in reversed(state.log) if isinstance(e, Played)), None)
        your_turn = not state.is_over and self._is_human(to_move) and not self.covered
        data.update({
            "opponent": self.opponent, "rules": {"name": self.rules.name, "deck": deck},
            "target": self.rules.target, "hand_number": len(self.match.hands) + (0 if state.is_over else 1),
            "seats": seats, "hand": hand, "table": table, "stock": len(state.stock),
            "back_svg": _svg(None, deck, width=40),
            "to_move": to_move, "your_turn": your_turn, "covered": self.covered,
            "plays_made": state.plays_made,
            "computer_turn": not state.is_over and not self._is_human(to_move),
            "selected": [str(c) for c in self.selected],
            "choices": [{"card": str(m.card), "takes": [str(c) for c in m.capture],
                         "label": say("play.take", taken=values_text(m.capture))} for m in self.choices],
            "hint": self.hint_text,
            "hint_move": None if hinted is None else {"card": str(hinted.card),
                                                       "takes": [str(c) for c in hinted.capture]},
            "last_played": None if last is None else {"player": last.player, "card": str(last.card),
                                                      "takes": [str(c) for c in last.captured],
                                                      "scopa": last.scopa},
            "log": log, "can_undo": self.phase == "play" and any(
                self._is_human(s.to_move) for s in self.history[:-1]),
            "prompt": self._prompt(state, names),
            "match": {"scores": list(self.match.scores), "hands": [list(h) for h in self.match.hands],
                      "status": self.match.status(), "winner": self.match.winner_name},
            "score": None,
        })
        if self.hand_score is not None and state.is_over:
            score = self.hand_score
            data["score"] = {"names": names, **score_points(score.to_data())}
        return data

    def _prompt(self, state: HandState, names: list[str]) -> str:
        if state.is_over:
            if self.match.is_over:
                return say("play.prompt.match_over", status=self.match.status())
            return say("play.prompt.hand_over")
        if self.covered:
            return say("play.prompt.covered", player=names[state.to_move])
        if not self._is_human(state.to_move):
            return say("play.prompt.computer", player=names[state.to_move])
        if self.choices:
            return say("play.prompt.choose", card=card_label(self.choices[0].card))
        who = "" if self.against_computer else names[state.to_move] + ": "
        return who + say("play.prompt.your_turn")
