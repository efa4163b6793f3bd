"""Every sentence a learner reads, in one table keyed by language.

English comes first; an Italian edition adds ``MESSAGES["it"]`` without touching the
rules. A key missing from a language falls back to English.

>>> say("card.twice", text="7d 7d", card="7d")
"'7d 7d' names the 7d twice: each card is in the deck once."
"""

from __future__ import annotations

from typing import Any

DEFAULT_LANGUAGE = "en"

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        # Cards
        "card.name": "{rank} of {suit}",
        "card.unparsable": (
            "{text!r} is not a card: a card is a rank (A, 2-7, F, C, R or 1-10) then a suit "
            "(d, c, s, b), like '7d' or 'Rb'."
        ),
        "card.not_text": "{text} is not a card: write a card as text, like '7d' or 'Rb'.",
        "card.bad_fields": "There is no card with rank {rank!r} and suit {suit!r}: ranks go from 1 to 10.",
        "card.twice": "{text!r} names the {card} twice: each card is in the deck once.",
        # Rules and variants
        "rules.unknown_preset": "There is no rules preset called {name!r}. Known presets: {known}.",
        "rules.unknown_option": "There is no rule option called {name!r}. Known options: {known}.",
        "rules.bad_value": "The option {name}={value!r} is not allowed: {allowed}.",
        "rules.conflict": "The options {first} and {second} do not go together: {why}.",
        "rules.players": "{name} is played by {allowed} players, not {players}.",
        # Captures: why a move is illegal
        "move.not_in_hand": "You don't hold the {card}: your hand is {hand}.",
        "move.not_your_turn": "It is not player {player}'s turn: player {to_move} plays now.",
        "move.hand_over": "The hand is over: there are no cards left to play.",
        "move.not_on_table": "The {card} is not on the table: the table holds {table}.",
        "move.equal_first": (
            "A {rank} is on the table, so your {card} must take it, not {taken}: "
            "the equal card comes first."
        ),
        "move.equal_first_one": (
            "Your {card} takes one card of equal value, not {taken}: pick one {rank} from the table."
        ),
        "move.bad_sum": (
            "{taken} makes {total}, not {rank}: a card takes cards whose values add up to its own."
        ),
        "move.single_not_equal": (
            "Your {card} is worth {rank} and the {other} is worth {other_rank}: "
            "a single card can only be taken by a card of the same value."
        ),
        "move.must_capture": (
            "Your {card} can take {option}, and taking is compulsory: "
            "a card that can capture must capture."
        ),
        "move.fewest_cards": (
            "With the fewest-cards rule your {card} must take a group of {fewest} "
            "cards, such as {option}, not {taken}."
        ),
        "move.ace_sweeps": "In scopa d'assi an asso takes every card on the table: {table}.",
        "move.ace_takes_ace": (
            "With this rule, an asso played on a table holding an asso takes only that asso."
        ),
        "move.fifteen": (
            "In scopa a 15 your {card} takes cards that make 15 together with it; "
            "{taken} with your {rank} make {total}."
        ),
        "move.fifteen_equal": (
            "In scopa a 15 a card does not take its equal ({taken}): {rank} + {rank} is not 15."
        ),
        "move.takes_nothing_here": (
            "Your {card} cannot take {taken}: nothing on this table adds up for it, so it stays on the table."
        ),
        "move.ambiguous": (
            "Your {card} can take {options}: say which, for example {example}."
        ),
        "move.empty_capture": "Say which cards your {card} takes, or play it without a capture.",
        # Explanations of captures
        "explain.equal": "A {rank} is on the table, so your {card} takes it.",
        "explain.equal_choice": (
            "There are {count} cards worth {rank} on the table: your {card} takes one of them, you choose which."
        ),
        "explain.equal_over_sum": " Other cards also add up to {rank} ({sums}), but the equal card comes first.",
        "explain.sum": "No {rank} is on the table, so your {card} takes cards that add up to {rank}: {options}.",
        "explain.sum_choice": " There is more than one way: you choose.",
        "explain.none": "Nothing on the table is worth {rank} or adds up to it: your {card} stays on the table.",
        "explain.compulsory": " Taking is compulsory: once played, this card must take.",
        "explain.scopa": " Taking {taken} clears the table: a scopa, worth a point.",
        "explain.scopa_last": " It clears the table, but with the last card of the hand that is no scopa.",
        "explain.ace_sweep": "In scopa d'assi your asso takes every card on the table.",
        "explain.ace_empty": "The table is empty: your asso {where}.",
        "explain.fifteen": "In scopa a 15 your {card} takes cards that make 15 with it: {options}.",
        "explain.fewest": " The fewest-cards rule leaves only the smallest groups.",
        # Events of a hand
        "event.deal": "Deal {number}: {count} cards each.",
        "event.first_deal": "Deal 1: {count} cards each, {table} face up on the table.",
        "event.redeal": "Redeal: {reason}.",
        "event.play_none": "{player} plays the {card}; it stays on the table.",
        "event.play_take": "{player} plays the {card} and takes {taken}.",
        "event.scopa": " Scopa!",
        "event.last_take": "The last cards on the table ({taken}) go to {player}, who took last.",
        "redeal.three-kings": "three or four re on the table (a re is taken only by a re, so no scopa could be made)",
        "redeal.table-10-or-less": "the four table cards add up to 10 or less",
        "redeal.three-equal": "three of the four table cards are equal",
        "redeal.two-aces": "two assi are on the table",
        "redeal.ace-on-table": "an asso is on the table",
        # Scoring
        "score.carte": "{who} took the most cards ({values}).",
        "score.carte_tie": "Nobody gets the point for cards: {values} is a tie at the top.",
        "score.denari": "{who} took the most denari ({values}).",
        "score.denari_tie": "Nobody gets the point for denari: {values} is a tie at the top.",
        "score.settebello": "{who} took the settebello (the 7 of denari).",
        "score.settebello_none": "Nobody has taken the settebello yet.",
        "score.primiera": "{who} has the best primiera ({values}).",
        "score.primiera_tie": "Nobody gets the primiera: {values} is a tie.",
        "score.primiera_missing": "{who} has the primiera: the others lack a suit ({missing}).",
        "score.primiera_nobody": "Nobody gets the primiera: nobody has all four suits ({values}).",
        "score.scope": "Scope (one point each): {values}.",
        "score.napola": "{who} has the napola: {cards} of denari in a row, {points} points.",
        "score.napoleone": "{who} took all ten denari: the napoleone, {points} points.",
        "score.napoleone_win": "{who} took all ten denari: the napoleone wins the match outright.",
        "score.napola_none": "Nobody has the napola (asso, 2 and 3 of denari in one pile).",
        "score.re_bello": "{who} took the re bello (the re of denari).",
        "score.re_bello_none": "Nobody has taken the re bello (the re of denari) yet.",
        "score.settanta": "{who} made the primiera with the four 7s (settanta): one point more.",
        "score.settanta_none": "Nobody made the primiera with the four 7s.",
        "score.pile": "{side}: {cards} cards, {denari} denari, primiera {primiera}, {scope} scope.",
        # The match
        "match.winner": "{who} wins the match {score}.",
        "match.tie_at_target": "Both sides reached {target} with the same score: another hand is played.",
        "match.over": "The match is over: {who} has won.",
        "match.sides": "This match has {sides} sides, but the hand gave {given} scores.",
        "state.not_over": "The hand is not over yet: {left} cards are still to be played.",
        "deck.bad": "A stacked deck must hold each of the 40 cards once: {problem}.",
        "side.player": "Player {n}",
        "side.team": "Team {n}",
        "error.unknown_language": "There is no language {lang!r}: known languages are {known}.",
        # -- svg: drawing --
        # -- cli: the command line --
        # -- examples: annotated hands --
        # -- quiz: questions and verdicts --
        # -- players: computer players and hints --
        # -- widgets: what the live widgets say --
    },
    # The Italian edition starts with card names; every other key falls back to English.
    "it": {
        "card.name": "{rank} di {suit}",
    },
}


def say(key: str, lang: str | None = None, **fields: Any) -> str:
    """The sentence for ``key`` in ``lang`` (English by default), filled with ``fields``.

    >>> say("move.hand_over")
    'The hand is over: there are no cards left to play.'
    """
    table = MESSAGES.get(lang or DEFAULT_LANGUAGE, MESSAGES[DEFAULT_LANGUAGE])
    template = table.get(key) or MESSAGES[DEFAULT_LANGUAGE][key]
    return template.format(**fields)
