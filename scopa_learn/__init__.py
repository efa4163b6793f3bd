"""scopa_learn: learn the Italian card game Scopa, step by step.

The engine is pure Python (standard library only) with immutable states:

>>> from scopa_learn import deal, legal_captures, parse_cards, primiera
>>> legal_captures("6s", "6c 2d 4b")
((Card(6, Suit.COPPE),),)
>>> primiera(parse_cards("7d 7s 6c 5b"))
75
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .engine.board import Board, Move, Moves, moves_for
from .engine.captures import CaptureOption, captures_for, classify_capture, legal_captures
from .engine.cards import (
    DECK,
    SETTEBELLO,
    SUITS,
    Card,
    Suit,
    format_cards,
    parse_card,
    parse_cards,
)
from .engine.dealing import deal, shuffled_deck, stacked_deck
from .engine.events import Dealt, LastTake, Played, Redealt
from .engine.match import Match
from .engine.rules import PRESETS, Rules, find_preset, rules
from .engine.scoring import HandScore, best_per_suit, napola_points, primiera, score_hand
from .engine.state import HandState
from .engine.view import PlayerView
from .errors import (
    AnswerError,
    CardParseError,
    ComputerPlayerError,
    DealError,
    DrawingError,
    ExampleError,
    IllegalMoveError,
    LanguageError,
    MatchError,
    MoveReason,
    OddsError,
    OutputError,
    PlayerError,
    PuzzleError,
    QuizError,
    RuleOptionError,
    RulesError,
    ScopaError,
    ScoreError,
    SeedError,
    StateError,
    UnknownVariantError,
    WidgetError,
)
from .words.captures import CaptureExplanation, explain_captures
from .words.cards import format_capture
from .words.messages import get_language, set_language, using_language

__version__ = "0.1.0"

if TYPE_CHECKING:  # the lazy names below, typed for a user's type checker (never run)
    from .coach import review_hand as review_hand
    from .drawing.svg import card_svg as card_svg
    from .drawing.svg import cards_svg as cards_svg
    from .examples import Replay as Replay
    from .examples import list_examples as list_examples
    from .examples import load_example as load_example
    from .players import computer_player as computer_player
    from .players import hint as hint
    from .puzzles import Puzzle as Puzzle
    from .puzzles import get_puzzle as get_puzzle
    from .puzzles import list_puzzles as list_puzzles
    from .puzzles import puzzle_themes as puzzle_themes
    from .quiz import capture_question as capture_question
    from .quiz import counting_question as counting_question
    from .quiz import primiera_question as primiera_question

# Parts outside the core engine load on first use, so `import scopa_learn` stays light
# (it runs on every page with a live widget, inside Pyodide).
_LAZY = {
    "card_svg": "drawing.svg",
    "cards_svg": "drawing.svg",
    "load_example": "examples",
    "list_examples": "examples",
    "Replay": "examples",
    "capture_question": "quiz",
    "primiera_question": "quiz",
    "counting_question": "quiz",
    "computer_player": "players",
    "hint": "players",
    "list_puzzles": "puzzles",
    "puzzle_themes": "puzzles",
    "get_puzzle": "puzzles",
    "Puzzle": "puzzles",
    "review_hand": "coach",
}


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'scopa_learn' has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(f".{module}", __name__), name)


__all__ = [
    "LanguageError",
    "WidgetError",
    "SeedError",
    "ScoreError",
    "RulesError",
    "QuizError",
    "PlayerError",
    "PuzzleError",
    "OutputError",
    "OddsError",
    "MatchError",
    "DrawingError",
    "DealError",
    "StateError",
    "ComputerPlayerError",
    "AnswerError",
    "DECK",
    "PRESETS",
    "SETTEBELLO",
    "SUITS",
    "Card",
    "CaptureExplanation",
    "CaptureOption",
    "CardParseError",
    "Dealt",
    "ExampleError",
    "HandScore",
    "HandState",
    "IllegalMoveError",
    "LastTake",
    "Match",
    "Board",
    "Move",
    "MoveReason",
    "Moves",
    "Played",
    "PlayerView",
    "Redealt",
    "RuleOptionError",
    "Rules",
    "ScopaError",
    "Suit",
    "UnknownVariantError",
    "best_per_suit",
    "captures_for",
    "classify_capture",
    "deal",
    "explain_captures",
    "find_preset",
    "get_language",
    "set_language",
    "using_language",
    "format_capture",
    "format_cards",
    "legal_captures",
    "moves_for",
    "napola_points",
    "parse_card",
    "parse_cards",
    "primiera",
    "rules",
    "score_hand",
    "shuffled_deck",
    "stacked_deck",
    *_LAZY,
]
