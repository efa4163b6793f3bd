"""Every sentence a learner reads, in one table keyed by language.

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

DEFAULT_LANGUAGE = "en"

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        # Cards: their words. "rank.N" names a value in a card's full name ("seven of coins");
        # "rank.label.N" is how a sentence names it, with the game's Italian words for the
        # asso and the figures ("the 6 of swords", "the re of coins").
        "card.name": "{rank} of {suit}",
        "card.label": "{rank} of {suit}",
        **{f"rank.{r}": w for r, w in enumerate(
            ("ace", "two", "three", "four", "five", "six", "seven", "knave", "knight", "king"), 1)},
        **{f"rank.label.{r}": w for r, w in enumerate(
            ("asso", "2", "3", "4", "5", "6", "7", "fante", "cavallo", "re"), 1)},
        "suit.d": "coins",
        "suit.c": "cups",
        "suit.s": "swords",
        "suit.b": "batons",
        "card.unparsable": (
            "{text!r} is not a card: a card is a rank (A, 2-7, F, C, R or 1-10) then a suit "
            "(d, c, s, b), like '7d' or 'Rb'."
        ),
        "card.not_text": "{text} is not a card: write a card as text, like '7d' or 'Rb'.",
        "card.bad_fields": "There is no card with rank {rank!r} and suit {suit!r}: ranks go from 1 to 10.",
        "card.twice": "{text!r} names the {card} twice: each card is in the deck once.",
        # Rules and variants
        "rules.unknown_preset": "There is no rules preset called {name!r}. Known presets: {known}.",
        "rules.not_rules": "{given!r} is not a rules preset: give a name like 'classic' or a Rules from rules().",
        "rules.unknown_option": "There is no rule option called {name!r}. Known options: {known}.",
        "rules.bad_value": "The option {name}={value!r} is not allowed: {allowed}.",
        "rules.conflict": "The options {first} and {second} do not go together: {why}.",
        "rules.players": "{name} is played by {allowed} players, not {players}.",
        # Captures: why a move is illegal. One sentence per scopa_learn.errors.MoveReason,
        # keyed "move." + the reason's value; each says only what is true of the position.
        "move.not_in_hand": "You don't hold the {card}: your hand is {hand}.",
        "move.hand_over": "The hand is over: there are no cards left to play.",
        "move.card_on_table": (
            "The {card} is the card you play: it cannot be on the table too "
            "(each card is in the deck once)."
        ),
        "score.card_twice": "The {card} is in two piles: each card can be taken only once.",
        "move.played_card": (
            "The {card} is the card you play, not a table card: it takes only cards from the table."
        ),
        "move.empty_table": (
            "The table is empty (as after a scopa): there is nothing to take, so your {card} {where}."
        ),
        "where.table": "stays on the table",
        "where.pile": "goes straight to your pile",
        "move.not_on_table": "The {card} is not on the table: the table holds {table}.",
        "move.must_capture": (
            "Your {card} can take {option}, and taking is compulsory: "
            "a card that can capture must capture."
        ),
        "move.nothing_to_take": "Your {card} cannot take {taken}: {why}, so it stays on the table.",
        "why.no_equal_no_sum": (
            "no card on the table is worth {rank} and no cards add up to {rank}"
        ),
        "why.no_fifteen": "no cards on the table make 15 with it",
        "move.extra_cards": (
            "Your {card} can take {option}, but not {extra} as well: "
            "a capture takes only the cards that match it."
        ),
        "move.two_equal": (
            "Your {card} takes one card of equal value, not {taken}: pick one {rank} from the table."
        ),
        "move.wrong_value": (
            "Your {card} is worth {rank} and the {other} is worth {other_rank}: "
            "a single card can only be taken by a card of the same value."
        ),
        "move.bad_sum": (
            "{taken} makes {total}, not {rank}: a card takes cards whose values add up to its own."
        ),
        "move.equal_first": (
            "{taken} does add up to {rank}, but the {equal} lies on the table: "
            "the equal card comes first, before any sum."
        ),
        "move.fewest_cards": (
            "With the fewest-cards rule your {card} must take a group of {fewest} "
            "cards, such as {option}, not {taken}."
        ),
        "move.ace_sweeps": "In scopa d'assi an asso takes every card on the table: {table}.",
        "move.ace_takes_ace": (
            "With this rule, an asso played on a table holding an asso takes only that asso "
            "({aces})."
        ),
        "move.fifteen": (
            "In scopa a 15 your {card} takes cards that make 15 together with it; "
            "{taken} with your {rank} make {total}."
        ),
        "move.fifteen_equal": (
            "In scopa a 15 a card does not take its equal ({taken}): {rank} + {rank} is not 15."
        ),
        "move.ambiguous": ("Your {card} can take {options}: say which, for example {example}."),
        # Explanations of captures
        "explain.equal": "{a_rank} is on the table, so your {card} takes it.",
        "explain.equal_choice": (
            "There are {count} cards worth {rank} on the table: your {card} takes one of them, you choose which."
        ),
        "explain.equal_over_sum": " Other cards also add up to {rank} ({sums}), but the equal card comes first.",
        "explain.sum": "No {rank} is on the table, so your {card} takes cards that add up to {rank}: {options}.",
        "explain.equal_or_sum": (
            "With this rule the equal card does not come first: your {card} takes a card worth "
            "{rank} or cards that add up to {rank}: {options}."
        ),
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
        "event.play_to_pile": (
            "{player} plays the {card} on the empty table; with these rules it goes straight to "
            "{player}'s pile."
        ),
        "event.play_take": "{player} plays the {card} and takes {taken}.",
        "event.scopa": " Scopa!",
        "event.last_take": "The last cards on the table ({taken}) go to {player}, who took last.",
        "redeal.three-kings": "three or four re on the table (a re is taken only by a re, so no scopa could be made)",
        "redeal.three-kings.plain": "three or four re on the table (these rules keep the classic redeal)",
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
        "score.primiera_missing": "{who} has the primiera: a side needs all four suits, and {missing}.",
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
        "score.lacks": "{who} has no {suits}",
        "score.sides": "A hand is scored between two or more sides, each with its pile; {given} given.",
        "score.scope_count": "There are {piles} piles but {scope} scope counts: give one count per side.",
        "score.scope_not_counts": "{scope!r} is not a list of scope counts: give one whole number per side ({piles}), like [1, 0].",
        "score.bad_scope": "{count!r} is not a number of scope: a side makes 0, 1, 2... scope, never fewer or a part of one.",
        "score.pile": "{side}: {cards}, {denari}, primiera {primiera}, {scope}.",
        # counts with their noun, singular or plural (see count_words)
        "count.card.one": "1 card",
        "count.card.many": "{n} cards",
        "count.denaro.one": "1 denaro",
        "count.denaro.many": "{n} denari",
        "count.scopa.one": "1 scopa",
        "count.scopa.many": "{n} scope",
        # The match
        "match.winner": "{who} wins the match {score}.",
        "match.tie_at_target": "Both sides reached {target} with the same score: another hand is played.",
        "match.over": "The match is over: {who} has won.",
        "match.names": "Give one name per side ({sides}) or per player ({players}), not {given}.",
        "match.bad_points": "Points in a hand are whole numbers from 0 up, not {points!r}.",
        "match.unfinished": "This hand is not over ({taken} of {cards} cards taken): a match counts finished hands only.",
        "match.sides": "This match has {sides} sides, but the hand gave {given} scores.",
        "state.rules_mismatch": (
            "The rules {name!r} deal differently from {current!r} (players, hand or table size): "
            "a hand cannot switch to them halfway."
        ),
        "odds.bad": (
            "The odds need 0 <= matching ({matching}) <= unseen ({unseen}) and 0 <= drawn ({drawn}) <= unseen."
        ),
        "deal.bad_dealer": "The dealer must be one of the {players} players (0 to {last}), not {dealer}.",
        "deck.bad": "A stacked deck must hold each of the 40 cards once: {problem}.",
        "deck.hands_split": (
            "A stacked deal needs one hand for each of the {players} players at every deal of"
            " the cards, so the number of hands must be a multiple of {players}: {hands} given."
        ),
        "deal.no_table": "{rules} deals no cards to the table, but the stacked deal puts {count} there: leave the table out.",
        "deal.table_size": "{rules} deals {size} cards to the table, but the stacked table has {count}.",
        "deal.table_without_hands": "A stacked table needs the players' hands too: give hands, one per player.",
        "deal.too_many_deals": "{rules} deals {deals} times in a hand, but the stacked hands are enough for {given} deals.",
        "deal.hand_size": "Each hand of {rules} holds {size} cards, but stacked hand {number} has {count}.",
        "examples.bad_name": "{name!r} is not an example's name or a file's path: give text, like 'equal-card-first'.",
        "seed.bad": "A seed is a whole number 0 or more, like 42, not {seed!r}: the same seed deals the same cards and makes the same choices.",
        "deal.bad_names": "Give one name per player ({players}), each a text, not {names!r}.",
        "score.bad_names": "Give one name per side ({sides}), each a text, not {names!r}.",
        "match.bad_scores": "A match's scores are whole numbers from 0 up, one per side ({sides}), not {scores!r}.",
        "player.no_such": "There is no player {player!r}: the players are numbered 0 to {last}.",
        "side.player": "Player {n}",
        "side.team": "Team {n}",
        "error.unknown_language": "There is no language {language!r}: known languages are {known}.",
        # -- svg: drawing --
        "svg.unknown_deck": "There is no deck called {name!r}. Known decks: {known}.",
        "svg.unknown_highlight": (
            "There is no card highlight called {name!r}. Known highlights: {known}."
        ),
        "svg.bad_width": "A card is drawn {width!r} pixels wide: give a number above 0, like 60.",
        "svg.card": "{rank} of {suit}",
        "svg.settebello": "{card} (settebello)",
        "svg.worth": "{card}, worth {value}",
        "svg.face_down": "a face-down card",
        "svg.highlight.capture": "taken",
        "svg.highlight.played": "played",
        "svg.highlight.choice": "you may choose it",
        "svg.highlight.hint": "suggested",
        "svg.highlight.wrong": "not allowed",
        "svg.cards": "{count} cards: {names}",
        "svg.one_card": "1 card: {names}",
        "svg.no_cards": "no cards",
        "svg.table": "Table",
        "svg.table_empty": "the table is empty",
        "svg.pile": "{cards} cards taken",
        "svg.scope": "scope: {count}",
        "svg.to_move": "to play",
        "svg.dealer": "dealer",
        "svg.you": "you",
        "svg.stock": "deal {deal} of {deals}, {count} cards still to deal",
        "svg.plays": "play {made} of {total}",
        "svg.over": "The hand is over.",
        "svg.score_why": "why",
        "svg.score_total": "total",
        "svg.primiera_cards": "primiera cards",
        "svg.scopa_card": "scopa made with the {card}",
        "svg.state": "A hand of scopa, {players} players",
        # -- cli: the command line --
        "cli.description": (
            "Learn Scopa at the command line: what a card takes, the primiera, the score of a "
            "hand, a numbered deal, and a hand against the computer."
        ),
        "cli.legend": (
            "Cards are written rank then suit: A asso (1), 2-7, F fante (8), C cavallo (9), R re (10); "
            "d denari (coins), c coppe (cups), s spade (swords), b bastoni (batons). "
            "The 7d is the settebello."
        ),
        "cli.json_note": "Add --json to any command for one JSON object on stdout.",
        "cli.help.captures": "what a card can take from a table, and why",
        "cli.help.primiera": "the primiera of some cards: the best card of each suit, summed",
        "cli.help.score": "score a hand from each side's pile: every point with its reason",
        "cli.help.deal": "deal a hand from a deal number: the table and every hand",
        "cli.help.play": "play a hand against the computer in the terminal",
        "cli.help.worksheet": "write a printable worksheet (an HTML page) of exercises",
        "cli.help.rules": "list the rules presets, or show the rules of one",
        "cli.help.json": "print one JSON object on stdout instead of text",
        "cli.help.rules_preset": "rules preset or alias (default classic; list them with 'rules')",
        "cli.help.option": "change a rule: name=value, like target=21 or fewest_cards=true (repeatable)",
        "cli.help.players": "players: 2, 3, 4 (two couples) or 6 (two teams of three)",
        "cli.help.card": "the card played, like 6s",
        "cli.help.table": "the cards on the table, like 6c 2d 4b",
        "cli.help.last_card": "the card is the last one of the hand (so it makes no scopa)",
        "cli.help.cards": "the cards, like 7d 7s 6c 5b",
        "cli.help.pile": 'the cards one side took, like "7d 7s 6c 5b" (once per side)',
        "cli.help.scope": "the scope one side made, in the order of the piles (once per side)",
        "cli.help.name": "a side's name, in the order of the piles (once per side)",
        "cli.help.seed": "the deal number (or question set), a whole number: the same number deals the same cards",
        "cli.help.dealer": "who deals, counting players from 0: 0 is Player 1 (default {default})",
        "cli.help.level": "how well the computer plays (default {default})",
        "cli.help.output": "the HTML file to write",
        "cli.help.sheet_level": "how hard: 1 first steps, 2 traps and choices, 3 big tables (default 1)",
        "cli.help.kind": (
            "a kind of question (repeatable; default capture, primiera and counting): "
            "capture, primiera, counting, scopa, last-taker, match-end or teams"
        ),
        "cli.help.count": "questions of each kind, 1 to 30 (default: one printed page, 6 captures, 4 primiera, 2 hands to count)",
        "cli.worksheet.done": (
            "Wrote {path}: {questions}, level {level}, question set {seed}, with the answer key on "
            "its own page. Open it in a browser and print it."
        ),
        "cli.help.preset": "a preset's name or alias",
        # errors at the command line
        "cli.bad_option": "{text!r} is not a rule option: write it as name=value, like target=21.",
        "cli.card_on_table": (
            "The {card} cannot be both the card played and a card on the table: "
            "each card is in the deck once."
        ),
        "cli.card_in_two_piles": "The {card} is in two piles: each card is in the deck once.",
        "cli.pile_count": (
            "These rules ({rules}, {players} players) score {sides} sides, so give {sides} piles "
            "with --pile, not {given}."
        ),
        "cli.count_per_pile": "Give one {flag} per pile ({sides}), not {given}.",
        "cli.negative_scope": "A side cannot make {scope} scope: give a number from 0 up.",
        "cli.cannot_write": "Cannot write {path}: {why}.",
        # what the commands print
        "cli.captures.head": "Your {card} on a table of {table}:",
        "cli.captures.head_empty": "Your {card} on an empty table:",
        "cli.captures.equal": "the card of equal value",
        "cli.captures.sum": "cards that add up to it",
        "cli.captures.fifteen": "cards that make 15 with it",
        "cli.captures.sweep": "the asso sweeps the table",
        "cli.captures.none": "takes nothing: it stays on the table",
        "cli.captures.scopa": "scopa",
        "cli.primiera.missing": "missing",
        "cli.primiera.total": "Primiera {total}: the best card of each suit, summed (at most 84).",
        "cli.primiera.missing_note": (
            "No {suits}: a side that lacks a suit cannot win the primiera point."
        ),
        "cli.score.points": "Points for {sides}:",
        "cli.score.total": "total",
        "cli.deal.head": "Deal number {seed}, {rules} rules, {players} players: {dealer} deals, {leader} leads.",
        "cli.deal.table": "Table",
        "cli.deal.leads": "leads",
        "cli.deal.stock": "{count} cards are left to deal, {each} to each player at every new deal.",
        "cli.rules.players": "players: {players}",
        "cli.rules.aliases": "also called: {aliases}",
        "cli.rules.source": "source: {source}",
        "cli.rules.change": "Change a rule with --option name=value, like --option target=21.",
        # playing a hand in the terminal
        "cli.name.you": "you",
        "cli.name.computer": "the computer",
        "cli.name.computer_n": "computer {n}",
        "cli.name.seat_you": "Player {n} (you)",
        "cli.name.seat_computer": "Player {n} (computer)",
        "cli.play.intro": (
            "Scopa, {rules} rules, against the computer ({level}). Deal number {seed}: "
            "play this deal again with --seed {seed}."
        ),
        "cli.play.you_lead": "You are player 1. {dealer} deals, so you lead.",
        "cli.play.you_deal": "You are player 1 and you deal: {leader} leads, and you play the last card.",
        "cli.play.seats": "You are player 1. {dealer} deals and {leader} leads.",
        "cli.play.partner": "Computer {n} is your partner: you score together.",
        "cli.play.header": "Deal {deal} of {deals}, play {play} of {plays}",
        "cli.play.table": "Table",
        "cli.play.hand": "Your hand",
        "cli.play.empty": "(empty)",
        "cli.play.taken": "Taken",
        "cli.play.pile": "{who} {cards}, {scope}",
        "cli.play.holds": "{who} holds {count} cards.",
        "cli.play.holds_one": "{who} holds 1 card.",
        "cli.play.face_up": "{who} holds {cards}, face up (carte viste).",
        "cli.play.stock": "{count} cards are still to be dealt.",
        "cli.play.last_card": "This is the last card of the hand: it cannot make a scopa.",
        "cli.play.moves": "Your moves:",
        "cli.play.move_takes": "takes {taken}",
        "cli.play.move_stays": "stays on the table",
        "cli.play.move_to_pile": "goes to your pile",
        "cli.play.move_scopa": " - scopa!",
        "cli.play.prompt": "Your move (a number, or like {example}; h for help, q to quit): ",
        "cli.play.help": (
            "Type the number of a move, or the move itself: the card you play, then x and the "
            "cards it takes, like {example}. A card alone is enough when it has only one capture. "
            "q quits."
        ),
        "cli.play.bad_number": "There is no move {number}: pick a number from 1 to {count}.",
        "cli.play.you_take": "You play the {card} and take {taken}.",
        "cli.play.you_leave": "You play the {card}; it stays on the table.",
        "cli.play.you_to_pile": "You play the {card} on the empty table; it goes to your pile.",
        "cli.play.last_take": "The cards left on the table ({taken}) go to {who}, who took last.",
        "cli.play.over": "The hand is over.",
        "cli.play.win": "You win this hand {score}.",
        "cli.play.lose": "{who} wins this hand {score}.",
        "cli.play.tie": "This hand is a tie, {score}.",
        "cli.play.shared": "{who} share the top of this hand, {score}.",
        "cli.play.again": "Play the same deal again: {command}",
        "cli.play.quit": "You left the hand after {plays} plays.",
        "cli.play.eof": "No more input: the hand stops here, after {plays} plays.",
        # -- examples: annotated hands --
        "examples.at_file": "{file}: {what}",
        "examples.at_line": "{file}, line {line}: {what}",
        "examples.at_play": "{file}, line {line}, play {play}: {what}",
        "examples.at_branch_play": "{file}, line {line}, branch {branch!r}, play {play}: {what}",
        "examples.toml_syntax": (
            "this is not valid TOML ({error}). Check the quotes, brackets and '=' signs on this line "
            "and the one before."
        ),
        "examples.unknown_key": "there is no key {name!r} {where}. Known keys: {known}.",
        "examples.did_you_mean": " Did you mean {guess!r}?",
        "examples.where_top": "at the top of the file",
        "examples.where_table": "in {table}",
        "examples.missing_key": "a {name!r} is missing: {what}.",
        "examples.wrong_type": "{name} should be {expected}, not {got!r}.",
        "examples.a_text": "a text in quotes",
        "examples.a_number": "a whole number",
        "examples.n_numbers": "a list of {count} whole numbers, one per side, like [2, 4]",
        "examples.a_table": "a table of keys and values",
        "examples.a_card": 'one card in quotes, like "7d"',
        "examples.a_card_list": 'cards in quotes, like "7d 6c Rb"',
        "examples.a_list_of_names": 'a list of names, like ["Anna", "Bruno"]',
        "examples.true_false": "true or false",
        "examples.play_tables": "each play is a [[play]] table with at least a card",
        "examples.branch_tables": "each 'what if' is a [[branch]] table",
        "examples.hand_tables": "each hand of the match is a [[hand]] table",
        "examples.hands_table": 'a table with one entry per player, like hands.Anna = ["7d 6c Rb"]',
        "examples.deal_strings": 'one text of cards per deal, like ["7d 6c Rb", "2s 3s Fb"]',
        "examples.need_title": "every example has a title",
        "examples.need_players": 'name the players in playing order, like players = ["Anna", "Bruno"]',
        "examples.need_dealer": 'say who deals, like dealer = "Bruno"',
        "examples.need_deal": "give the deal: a [deal] table with the table and the hands, or a seed",
        "examples.need_card": 'say which card is played, like card = "7d"',
        "examples.need_branch_title": "every 'what if' has a title",
        "examples.need_at": "say which play the 'what if' replaces, like at = 35",
        "examples.need_hands": "a match sheet lists its hands as [[hand]] tables",
        "examples.need_points": "say the points each side made, like points = [2, 4]",
        "examples.bad_names": "the players must be different names in quotes, not {names!r}.",
        "examples.rules_players": (
            "the number of players comes from the players list, so [rules] cannot set it."
        ),
        "examples.unknown_player": "{name!r} is not one of the players ({names}).",
        "examples.kind": "kind is 'hand' or 'match', not {kind!r}.",
        "examples.deal_both": "[deal] gives a seed and cards: use one or the other.",
        "examples.deal_none": "[deal] needs the table and the hands, or a seed.",
        "examples.table_size": "the table has {count} cards, but these rules deal {size} face up.",
        "examples.hands_missing": "[deal] gives no hands for {player}.",
        "examples.hand_size": "{player}'s deal {deal} has {count} cards: every deal gives {size} cards each.",
        "examples.deal_count": (
            "every player needs the same number of deals, at most {most} ({counts})."
        ),
        "examples.in_hand": "{player}'s deal {deal}",
        "examples.card_twice": "the {card} is dealt twice: in {first} and in {second}.",
        "examples.redealt": "with these rules this table would be dealt again: {reason}.",
        "examples.deal_missing": (
            "this play is in deal {deal}, but [deal] gives the players' cards for {given} deal(s) only."
        ),
        "examples.wrong_player": "it is {to_move}'s turn, not {player}'s.",
        "examples.too_many_plays": "the hand is over after {total} plays: this play is one too many.",
        "examples.scopa_stated": "the file says this play makes a scopa, but {why}.",
        "examples.why_took_nothing": "the card takes nothing",
        "examples.why_table_left": "it leaves {table} on the table (a scopa clears the table)",
        "examples.why_last_card": (
            "it is the last card of the hand, and the last card never makes a scopa"
        ),
        "examples.why_rules": "with these rules this capture is not a scopa",
        "examples.no_scopa_stated": (
            "the file says this play makes no scopa, but it clears the table: that is a scopa."
        ),
        "examples.table_after": "after this play the file expects {stated} on the table, but it holds {actual}.",
        "examples.empty": "nothing",
        "examples.incomplete": (
            "a hand has {total} plays, but the file gives {given}: add the rest, or write "
            "complete = false for a fragment."
        ),
        "examples.result_on_fragment": (
            "this stops before the end of the hand, so it cannot state a final result."
        ),
        "examples.result_mismatch": "the file says {what} is {stated}, but replaying the hand gives {actual}.",
        "examples.what_cards": "the number of cards",
        "examples.what_denari": "the number of denari",
        "examples.what_primiera": "the primiera",
        "examples.what_scope": "the number of scope",
        "examples.what_score": "the score",
        "examples.what_napola": "the napola",
        "examples.what_settebello": "the settebello's owner",
        "examples.what_last_take": "the cards left for the last taker",
        "examples.what_last_taker": "the last taker",
        "examples.what_winner": "the winner",
        "examples.what_match_score": "the final score",
        "examples.nobody": "nobody",
        "examples.start_at": "start_at must be between 0 and {total} (the plays written), not {start_at}.",
        "examples.branch_at": "a 'what if' replaces one of plays 1 to {total}, not play {at}.",
        "examples.branch_fixed": (
            "a 'what if' may change how cards are taken or scored, not {option}: that would change the deal."
        ),
        "examples.branch_empty": "a 'what if' needs at least one [[branch.play]].",
        "examples.branch_twice": "two 'what ifs' have the same name: give each its own.",
        "examples.branch_heading": "What if: {title} (from play {at})",
        "examples.no_such_play": "There is no position after {plays} plays: this replay has {total} plays.",
        "examples.no_such_branch": "There is no 'what if' called {name!r}. Known: {known}.",
        "examples.unknown_example": "There is no example called {name!r}. Known examples: {known}.",
        "examples.no_file": "{path} cannot be read: {error}.",
        "examples.not_found": "the file does not exist",
        "examples.odds_who": "Nobody has played yet: say whose point of view to take (player=0, 1 ...).",
        "examples.match_dealer": "the deal alternates, so {expected} deals hand {hand}, not {given}.",
        "examples.match_running": "after hand {hand} the score is {actual}, not {stated}.",
        "examples.match_example": "the example {example!r} ends {actual}, not {stated}.",
        "examples.match_example_kind": "{example!r} is not a complete annotated hand.",
        "examples.match_line": "Hand {number} (dealer {dealer}): {points}, running score {running}.",
        "examples.widget.bad_play": "{play!r} is not a play number: give a whole number, like 12.",
        "examples.widget.bad_reveal": "{mode!r} is not a way to show the hands: use one of {known}.",
        "examples.widget.no_branches": "A match sheet has no 'what ifs': only hands do.",
        "examples.widget.branch_start": "What if: {title}. Step forward to see it.",
        # -- quiz: questions and verdicts --
        "quiz.right": "Right!",
        "quiz.wrong": "Not quite.",
        "quiz.nobody": "nobody",
        "quiz.bad_seed": "A question set is a whole number 0 or more, like 42, not {seed!r}.",
        "quiz.bad_level": (
            "There is no level {level!r}: choose 1 (first steps), 2 (traps and choices) or 3 (big tables)."
        ),
        "quiz.level.1": "first steps",
        "quiz.level.2": "traps and choices",
        "quiz.level.3": "big tables",
        "quiz.bad_number": "A set holds questions 1 to {last}, not {number!r}.",
        "quiz.bad_kind": "There is no quiz {kind!r}: choose {kinds}.",
        "quiz.bad_number_answer": "{value!r} is not a number: give the total as a whole number, like 70.",
        "quiz.bad_side": "{answer!r} is not one of the sides: answer {names}, or nobody.",
        "quiz.capture.prompt": "On the table: {table}. You play the {card} ({code}). Which cards does it take?",
        "quiz.capture.empty": "nothing (the table is empty)",
        "quiz.capture.nothing": "nothing: the card stays on the table",
        "quiz.capture.any_of": "any one of {answers}",
        "quiz.capture.also": " You could also have taken {others}: when there is a choice, each is right.",
        "quiz.capture.answer_is": " The answer: {answers}.",
        "quiz.capture.answers_are": " Each of these is right: {answers}.",
        "quiz.primiera.best_prompt": (
            "A pile: {pile}. For the primiera, pick the best card of each suit and add up their values."
        ),
        "quiz.primiera.compare_prompt": "{a} took {pile_a}. {b} took {pile_b}. Who wins the primiera?",
        "quiz.primiera.line": "{cards}: {sum} = {total}",
        "quiz.primiera.line_missing": "; no {suits}",
        "quiz.primiera.summary": "The best card of each suit: {line}.",
        "quiz.primiera.not_in_pile": "The {card} is not in this pile.",
        "quiz.primiera.two_of_suit": "You picked two cards of {suit} ({cards}): pick one card per suit.",
        "quiz.primiera.suit_none": "{suit}: there is none in this pile, so this suit adds nothing.",
        "quiz.primiera.suit_missed": (
            "{suit}: you gave no card of {suit}; the best in the pile is the {best} ({value})."
        ),
        "quiz.primiera.suit_right": "{suit}: the {card} ({value}) is the best you have.",
        "quiz.primiera.suit_wrong": (
            "{suit}: the {card} is worth {value} in the primiera, but the {best} is worth {best_value}."
        ),
        "quiz.primiera.total_right": "Total: {sum} = {total}.",
        "quiz.primiera.total_wrong": "Total: {sum} = {total}, not {given}.",
        "quiz.primiera.total_missing": "Total: you gave none; it is {sum} = {total}.",
        "quiz.primiera.not_winner": "You said {given}; the primiera goes to {right}.",
        "quiz.counting.prompt": (
            "The hand is over. {a} took {pile_a}, and made {scope_a}. {b} took {pile_b}, "
            "and made {scope_b}. Award the points: {categories}; then add up each side's total."
        ),
        "quiz.scope.none": "no scopa",
        "quiz.scope.one": "1 scopa",
        "quiz.scope.many": "{n} scope",
        "quiz.counting.key": "{awards}; total {totals}",
        "quiz.counting.not_mapping": "Give one award per point, for {categories}.",
        "quiz.counting.unknown": "There is no point called {name!r} here: the points are {categories}.",
        "quiz.counting.bad_points": "{answer!r} does not give points to each of the {sides} sides.",
        "quiz.counting.missing": "{category}: no answer. {reason}",
        "quiz.counting.right": "{category}: {reason}",
        "quiz.counting.wrong": "{category}: you gave {given}. {reason}",
        "quiz.counting.to_nobody": "it to nobody",
        "quiz.counting.to_side": "it to {who}",
        "quiz.counting.points": "the points {points}",
        "quiz.counting.total_right": "total: {totals}.",
        "quiz.counting.total_wrong": "total: {totals}, not {given}.",
        "quiz.counting.total_missing": "total: no answer; add up each side's points: {totals}.",
        "quiz.no_answer": "Choose an answer first: {choices}.",
        "quiz.bad_choice": "{answer!r} is not one of the answers: choose {choices}.",
        "quiz.choice.answer_is": " The answer: {answer}.",
        "quiz.row.cards": "{count} cards",
        "quiz.capture.no_answer": (
            "Click the table cards your card takes, or press '{stays}' if it takes nothing."
        ),
        "quiz.primiera.no_answer": "Click the best card of each suit and write the total first.",
        "quiz.counting.no_answer": "Award the points first: pick a side, or write the points, for each.",
        "quiz.bad_negative": "{value!r} is below zero: give the total as a whole number 0 or more, like 70.",
        # does this play make a scopa?
        "quiz.scopa.prompt": "On the table: {table}. You play the {card} ({code}){last}. Can this play make a scopa?",
        "quiz.scopa.last_card": ", the last card of the hand",
        "quiz.scopa.ask": "Is it a scopa?",
        "quiz.scopa.yes": "Yes, a scopa",
        "quiz.scopa.no": "No scopa",
        "quiz.scopa.why.clears": "Your {card} can take {taken}: every card on the table, so it is a scopa, worth a point.",
        "quiz.scopa.why.choose": " It has other captures too: choose the one that clears the table.",
        "quiz.scopa.why.leaves": "Your {card} takes {taken}, and {left} stay on the table: no scopa.",
        "quiz.scopa.why.leaves_one": "Your {card} takes {taken}, and {left} stays on the table: no scopa.",
        "quiz.scopa.why.leaves_any": (
            "Your {card} can take {options}, but each leaves cards on the table: no scopa."
        ),
        "quiz.scopa.why.nothing": "Your {card} takes nothing here: it stays on the table, so no scopa.",
        "quiz.scopa.why.last_card": (
            "Your {card} takes {taken}, every card on the table, but it is the last card of the hand: "
            "the last card never makes a scopa."
        ),
        "quiz.scopa.why.rule": (
            "Your {card} takes {taken}, every card on the table, but with these rules that sweep "
            "is no scopa."
        ),
        # who takes the rest?
        "quiz.last.prompt": (
            "{taker} made the last capture so far. Now {player} plays the last card of the hand, "
            "the {card} ({code}), on a table of {table}. Who gets the cards left on the table?"
        ),
        "quiz.last.ask": "Who gets the cards left on the table?",
        "quiz.last.row_played": "{player} plays",
        "quiz.last.nobody": "Nobody: they stay",
        "quiz.last.why.takes": (
            "{player}'s {card} takes {taken}: a capture, so {player} took last and gets the rest "
            "too ({left}). It is no scopa: cards were left."
        ),
        "quiz.last.why.stays": (
            "{player}'s {card} takes nothing, so it joins the table; the cards left ({left}) go "
            "to {taker}, who made the last capture."
        ),
        "quiz.last.why.never_nobody": (
            "The cards left at the end never stay on the table: they go to whoever took last, {taker}."
        ),
        "quiz.last.why.not_taker": "{who} did not make the last capture: {taker} did.",
        # who wins the match?
        "quiz.match.prompt": (
            "The match is played to {target}. Before this hand the score was {scores}. In this "
            "hand they made {hand}. Who wins the match?"
        ),
        "quiz.match.ask": "Who wins the match?",
        "quiz.match.another_hand": "Nobody yet: another hand",
        "quiz.match.why.short": "The score is now {after}: nobody has reached {target}, so another hand is played.",
        "quiz.match.why.reached": "The score is now {after}: {who} has reached {target} and wins the match.",
        "quiz.match.why.higher": (
            "The score is now {after}: {sides} passed {target} in the same hand, and the "
            "higher score wins, so {who} wins the match."
        ),
        "quiz.match.why.tie": (
            "The score is now {after}: both reached {target} with the same score, so nobody wins "
            "yet and another hand is played."
        ),
        "quiz.match.both": "both sides",
        "quiz.match.sides": "{count} sides",
        "quiz.match.why.side_short": "{who} has {score}, short of {target}.",
        # who gets the point, in couples and in three?
        "quiz.teams.prompt_couples": (
            "In couples, {sides}. At the end of the hand: {counts} {what}. Who gets the point?"
        ),
        "quiz.teams.prompt_three": (
            "Three players, each alone. At the end of the hand: {counts} {what}. Who gets the point?"
        ),
        "quiz.teams.what.carte": "cards",
        "quiz.teams.what.denari": "denari",
        "quiz.teams.ask": "Who gets the point for {what}?",
        "quiz.teams.count.carte": "{count} cards",
        "quiz.teams.count.denari": "{count} denari",
        "quiz.teams.why.couples": "Partners count their cards together: {sums}.",
        "quiz.teams.why.pooled": "{side} {sum} = {total}",
        "quiz.teams.why.best_player": (
            "{player} has the most alone, but in couples a point goes to the pair, not the player."
        ),
        # The rules on one sheet (scopa_learn.drawing.rulesheet): one line of "sheet.hand" and
        # "sheet.captures" per item of the list.
        "sheet.title": "Scopa: the rules on one sheet",
        "sheet.intro": (
            "Two players, the classic rules, as this guide's engine plays them. Game words stay "
            "Italian: a scopa is a sweep of the table, denari are coins, the settebello is the "
            "7 of coins."
        ),
        "sheet.cards.title": "The cards",
        "sheet.cards": (
            "40 cards in four suits: denari (coins), coppe (cups), spade (swords) and bastoni "
            "(batons). Each suit runs asso (1), 2 to 7, fante (8), cavallo (9) and re (10): that "
            "number is what the card is worth when it captures."
        ),
        "sheet.hand.title": "How a hand goes",
        "sheet.hand": (
            "The dealer gives each player 3 cards and lays 4 face up on the table.\n"
            "The other player starts; you take turns, playing one card each time.\n"
            "When both hands are empty, the dealer gives 3 more each and none to the table: "
            "six deals, until all 40 cards are played.\n"
            "After the last card, the cards still on the table go to whoever captured last "
            "(that is not a scopa).\n"
            "Then each side counts its pile (below). The dealer changes every hand; the first "
            "to 11 points wins, and if both pass 11 in the same hand, the higher score wins."
        ),
        "sheet.captures.title": "Capturing",
        "sheet.captures": (
            "The card you play takes a table card of the same value.\n"
            "If there is none, it takes two or more table cards that add up to its value.\n"
            "Equal card first: if a card of the same value is on the table, you must take it, "
            "never a sum.\n"
            "When there is a choice (two equal cards, or several sums), you choose.\n"
            "Taking is compulsory: a card that can capture must capture. You may play any card; "
            "one that takes nothing stays on the table.\n"
            "A scopa: a capture that clears the table scores 1 point, except with the very last "
            "card of the hand. Keep that card face up, crosswise, in your pile."
        ),
        "sheet.scoring.title": "Counting a hand",
        "sheet.scoring": "One point for each line, and one for each scopa:",
        "sheet.score.point": "point",
        "sheet.score.to": "goes to",
        "sheet.score.tie": "if equal",
        "sheet.score.carte.to": "most cards: 21 or more of the 40",
        "sheet.score.carte.tie": "20-20: nobody",
        "sheet.score.denari.to": "most denari: 6 or more of the 10",
        "sheet.score.denari.tie": "5-5: nobody",
        "sheet.score.settebello.to": "whoever took the 7 of denari",
        "sheet.score.settebello.tie": "cannot be equal",
        "sheet.score.primiera.to": "the higher primiera (below)",
        "sheet.score.primiera.tie": "nobody",
        "sheet.score.scope.to": "1 point for each scopa",
        "sheet.score.scope.tie": "each keeps its own",
        "sheet.primiera.title": "The primiera",
        "sheet.primiera": (
            "Take your best card of each suit by this table and add the four values. A side "
            "missing a suit has no primiera: the other side gets the point if it has all four "
            "suits, else nobody does."
        ),
        "sheet.card": "card",
        "sheet.value": "value",
        "sheet.rank_names": "asso, 2, 3, 4, 5, 6, 7, fante, cavallo, re",
        "sheet.primiera.best": "The best primiera is four 7s: {best}.",
        "sheet.source": (
            "Sources: Regole della scopa (the AGIMEG guide) and the other rule pages listed "
            "under About, Sources. From Scopa, step by step; text under CC BY 4.0."
        ),
        "worksheet.title": "Scopa worksheet",
        "worksheet.meta": "level {level} ({name}), question set {seed}",
        "worksheet.name": "Name:",
        "worksheet.date": "Date:",
        "worksheet.key": "Answer key",
        "worksheet.total": "total",
        "worksheet.no_cards": "no cards",
        "worksheet.pile_count": "{count} cards",
        "worksheet.table": "Table",
        "worksheet.you_play": "You play",
        "worksheet.takes": "Takes:",
        "worksheet.pile": "Pile",
        "worksheet.best_cards": "Best card of each suit:",
        "worksheet.primiera_total": "Primiera total:",
        "worksheet.primiera_winner": "The primiera goes to:",
        "worksheet.question_seed": "question {seed}",
        "worksheet.seed_note": "(the small number under a question's number is the question's own number)",
        "worksheet.seed_line": "question set {seed}, level {level} ({name})",
        "worksheet.show_answer": "Show the answer",
        "worksheet.capture.title": "Captures",
        "worksheet.capture.how": (
            'Write the table cards that the played card takes, or "nothing" if it stays on the '
            "table. When there is a choice, any one right answer counts."
        ),
        "worksheet.primiera.title": "Primiera",
        "worksheet.primiera.how": (
            "For one pile: write the best card of each suit and the primiera total. "
            "For two piles: write who wins the primiera (or nobody)."
        ),
        "worksheet.counting.title": "Counting a hand",
        "worksheet.counting.how": (
            "The hand is over: the two piles hold all 40 cards. In the table, write each "
            "side's points for carte, denari, settebello, primiera and scope, then the totals."
        ),
        "worksheet.scopa.title": "Scopa or not?",
        "worksheet.scopa.how": "Tick whether the card played can make a scopa (clear the table for a point).",
        "worksheet.last-taker.title": "The last taker",
        "worksheet.last-taker.how": "The last card of the hand is played: tick who gets the cards left on the table.",
        "worksheet.match-end.title": "The end of a match",
        "worksheet.match-end.how": "Add the hand's points to the score: tick who wins the match, or another hand.",
        "worksheet.teams.title": "Couples and three players",
        "worksheet.teams.how": "Tick who gets the point: partners count together; a tie at the top gives it to nobody.",
        "worksheet.choose": "Tick one:",
        "worksheet.bad_count": "A worksheet has 1 to 30 questions of each kind, not {count!r}.",
        "worksheet.no_kinds": "Choose at least one kind of question: {kinds}.",
        "worksheet.bad_reveal": "reveal is 'details' or 'none', not {reveal!r}.",
        "worksheet.no_folder": "Cannot write the worksheet to {path!r}: the folder does not exist.",
        "widget.quiz.title.capture": "Which cards does it take?",
        "widget.quiz.title.primiera": "The primiera",
        "widget.quiz.title.counting": "Count the hand",
        "widget.quiz.title.scopa": "Scopa or not?",
        "widget.quiz.title.last-taker": "Who takes the rest?",
        "widget.quiz.title.match-end": "Who wins the match?",
        "widget.quiz.title.teams": "Who gets the point?",
        "widget.quiz.stays": "It stays on the table",
        "widget.quiz.bad_progress": "The saved progress has {what}={value!r}: expected a whole number 0 or more.",
        "widget.quiz.label.seed": "Question set",
        "widget.quiz.label.level": "Level",
        "widget.quiz.label.start": "Start",
        "widget.quiz.label.check": "Check",
        "widget.quiz.label.next": "Next question",
        "widget.quiz.label.question": "Question {number} of set {seed} (question {question_seed})",
        "widget.quiz.label.score": "Score {right} of {answered}, streak {streak}, best streak {best}",
        "widget.quiz.label.reset": "Reset the score",
        "widget.quiz.label.table": "The table (click the cards your card takes)",
        "widget.quiz.label.your_card": "You play",
        "widget.quiz.label.pile": "The pile (click the best card of each suit)",
        "widget.quiz.label.total": "Primiera total",
        "widget.quiz.label.who": "Who wins the primiera?",
        "widget.quiz.label.points": "points",
        "widget.quiz.label.cards": "{count} cards",
        "widget.quiz.label.answer": "Answer",
        "widget.worksheet.label.make": "Make the worksheet",
        "widget.worksheet.label.preview": "Show or hide the worksheet",
        "widget.worksheet.label.print": "Print",
        "widget.worksheet.label.download": "Download the HTML file",
        "widget.worksheet.label.count": "Questions of each kind",
        "widget.worksheet.label.kinds": "Kinds of question",
        # -- players: computer players and hints --
        "players.unknown_level": "There is no computer level called {level!r}: the levels are {known}.",
        "players.bad_budget": (
            "The expert's budget is a number of simulated plays (a whole number, at least 1), not {budget!r}."
        ),
        "players.budget_expert_only": "Only the expert searches, so only the expert takes a budget.",
        "players.not_your_turn": "It is not player {player}'s turn: player {to_move} plays now.",
        "players.bad_rank": "A card's value goes from 1 (asso) to 10 (re), not {rank}.",
        "players.name": "Computer ({level})",
        "hint.only": "Play the {card}: it is your only possible play.",
        "hint.scopa": "Take {taken} with your {card}: it clears the table, a scopa worth a point.",
        "hint.and": "{first} and {last}",
        "hint.settebello": "Take the settebello (the 7 of coins) with your {card}: it is a point by itself.",
        "hint.play_settebello": "Take {taken} with the settebello: it goes safely into your pile.",
        "hint.avoid": "Play {move}: don't leave {left} on the table: {chance} they hold a {rank} and sweep it.",
        "hint.avoid_loss": (
            "Play {move}: playing {other} would let them take the {card} ({chance} they hold a {rank})."
        ),
        "hint.take": "Take {taken} with your {card}: {why}.",
        "hint.why.cards": "{count} taken toward the point for cards",
        "hint.why.denari": "{count} denari",
        "hint.why.denaro": "a denaro",
        "hint.why.primiera": "{cards} for the primiera",
        "hint.count.one": "a {rank}",
        "hint.count.many": "{count} {rank}s",
        "hint.numbers": "zero one two three four",
        "hint.why.re_bello": "the re bello",
        "hint.why.napola": "the {card} for the napola",
        "hint.safe": "Nothing worth taking: play the {card}, it leaves {left} on the table, {risk}.",
        "hint.safe.none": "which no single card can sweep",
        "hint.safe.some": "and only {chance} they can sweep it",
        "hint.discard_low": "Nothing worth taking: play the {card}, a card worth little to them.",
        "hint.last_card": "Last card of the hand: {move}; what is left on the table goes to whoever took last.",
        "hint.move_takes": "the {card} (taking {taken})",
        "hint.move_plain": "the {card}",
        "play.bad_opponent": "There is no opponent {opponent!r}: choose one of {known}.",
        "play.bad_number": "The deal number and the target are whole numbers (the target at least 1), not {seed!r} and {target!r}.",
        "play.not_started": "Start a match first: choose your opponent, the rules and the target.",
        "play.wait_computer": "Wait: it is the computer's turn.",
        "play.no_undo_now": "There is nothing to undo once the hand is over.",
        "play.nothing_to_undo": "There is no move of yours to take back yet.",
        "play.no_next_hand": "The next hand is dealt when this one is over.",
        "play.take": "take {taken}",
        "play.prompt.your_turn": (
            "Your turn. Click the table cards you want to take (or none), then a card of your hand."
        ),
        "play.prompt.choose": "Your {card} can take in more than one way: choose which.",
        "play.prompt.computer": "{player} is thinking...",
        "play.prompt.hand_over": "The hand is over: here is how each point was made.",
        # -- widgets: what the live widgets say --
        "widget.score.sides": "The score calculator takes two or three piles, with one scope count each.",
        "widget.score.option.napola": "napola",
        "widget.score.option.napola_stop_at_6": "napola stops at the 6",
        "widget.score.option.napoleone_wins": "napoleone wins the match",
        "widget.score.option.settanta": "settanta (primiera of four 7s: +1)",
        "widget.score.option.re_bello": "re bello",
        "widget.score.re_bello.off": "not counted",
        "widget.score.re_bello.extra": "a point more",
        "widget.score.re_bello.replaces-primiera": "instead of the primiera",
        "widget.score.category.carte": "carte (cards)",
        "widget.score.category.denari": "denari (coins)",
        "widget.score.rules": "Rules",
        "widget.score.bad_side": "There is no side {side!r}: the sides are numbered 0 to {sides}, minus one.",
        "widget.score.bad_scope": "{count!r} is not a number of scope: write 0, 1, 2...",
        "widget.score.not_switch": "{name!r} is not a rule option that can be switched on and off.",
        "widget.score.check": "{cards} cards and {denari} denari in the piles (a whole hand has 40 and 10).",
        "widget.score.bad_options": "{options!r} is not a set of rule options: give names and values, like {{'napola': True}}.",
        "widget.explorer.card_on_table": (
            "The {card} is on the table: take it off the table before you play it."
        ),
        "widget.explorer.table_full": "The explorer holds at most {most} cards on the table.",
        "widget.explorer.bad_seed": "{seed!r} is not a deal number: a deal number is a whole number, like 7.",
        "widget.explorer.pick_card": "Pick the card you play, then the cards on the table.",
        "widget.explorer.kind.equal": "equal card",
        "widget.explorer.kind.sum": "sum",
        "widget.explorer.kind.fifteen": "makes 15",
        "widget.explorer.kind.sweep": "asso sweep",
        "widget.explorer.kind.none": "takes nothing",
        # What every widget view has (static/_dom.js), and its placeholder on the site
        "widget.ui.present": "Present",
        "widget.ui.leave": "Leave the projector view",
        "widget.ui.present_title": "Projector view",
        "widget.ui.gone": "This widget is gone; reload the page.",
        "widget.title.deck": "the deck",
        "widget.title.capture_explorer": "the capture explorer",
        "widget.title.play": "a match against the computer",
        "widget.title.quiz": "the quiz",
        "widget.title.quiz_worksheet": "the worksheet maker",
        "widget.title.replay": "the replayer",
        "widget.replay.text_below": "Without it, the plays are below as text.",
        "widget.title.score_calculator": "the score calculator",
        "widget.ui.bug": "Something went wrong inside this widget (a bug, not your mistake)",
        "widget.ui.bug_error": "Something went wrong inside this widget (a bug, not your mistake): {error}",
        "widget.ui.placeholder": (
            "Live widget: {title}. It starts when this page has loaded the engine "
            "(it needs JavaScript, and the page served over http).{note}"
        ),
        "widget.ui.not_json": "A widget's settings must be plain data (JSON): {error}",
        "widget.ui.not_object": "A widget's settings must be a JSON object, like {{}}.",
        "widget.ui.no_widget": "There is no widget {kind!r}; known widgets: {known}.",
        "widget.ui.bad_message": "This widget got a message it does not understand.",
        "widget.ui.no_action": "This widget has no action {action!r}.",
        "widget.ui.bad_action_data": "The action {action!r} got data it cannot use ({error}).",
        "widget.deck.no_setting": "The deck widget has no setting {names}.",
        # The site's loader (docs/assets/scopa/loader.js), before the engine runs; {error} is
        # filled in the browser.
        "widget.loader.loading": "Loading the live engine…",
        "widget.loader.file": (
            "This live widget needs the page served over http, not opened as a file: "
            "run `python3 -m http.server -d site` and open http://127.0.0.1:8000/."
        ),
        "widget.loader.failed": (
            "The live engine could not start: {error}. The page still reads fine without it; "
            "try reloading."
        ),
        "widget.loader.no_answer": "The engine did not answer: {error}",
        # Small words the engine puts between others (captures.the_card, and_list, a_value)
        "text.the_card": "the {card}",
        "text.and": "{first} and {last}",
        "text.a_value": "A {rank}",
        "text.a_value.8": "An {rank}",
        "text.nothing": "nothing",
        "score.napola_run": "asso to {top}",
        "problem.deck.twice": "the {card} is named twice",
        "problem.deck.count": "it has {cards} cards, {different} different",
        # A drawn card's name (svg.card_title), comma lists in suit order d, c, s, b
        "svg.suits.french": "diamonds,hearts,spades,clubs",
        "svg.ranks.french": "ace,2,3,4,5,6,7,jack,queen,king",
        "svg.donna": "donna",
        "text.or": "{first} or {last}",
        # What a rule option allows, and why two options conflict (rules.py)
        "option.allowed.one_of": "one of {values}",
        "option.allowed.bool": "True or False",
        "option.allowed.number": "a whole number",
        "option.allowed.players": "2, 3, 4 or 6 players",
        "option.allowed.target": "at least 1 point",
        "option.allowed.hand_size": "the {cards} cards left after the table must deal out evenly",
        "option.allowed.table_size": "4 cards face up, or 0",
        "option.allowed.redeal": "rules among {rules}",
        "option.allowed.primiera_values": "ten whole numbers from 0 up, one per rank",
        "option.conflict.fifteen_equal": "it belongs to scopa a 15",
        "option.conflict.equal_first": "scopa a 15 has no equal-card rule to lift",
        "option.conflict.ace_house_rule": "it is a house rule of scopa d'assi",
        "option.conflict.napola_off": "it changes the napola, which is off",
        "option.conflict.settanta": "settanta rewards a primiera that is not scored",
        "option.conflict.carte_viste": "carte viste is played in two",
        "option.conflict.no_table": "there is no table to redeal",
        # The rules presets (rules.PRESETS): what each is, and its sources by their titles
        "preset.classic": "Scopa classica: 2 players to 11, 3 to 16, 4 in couples or 6 in two teams to 21.",
        "preset.classic.source": (
            "the AGIMEG guide; the online game's rules page; Le regole della scopa (teams and napola)"
        ),
        "preset.scopone": "Scopone scientifico: 4 in couples, 9 cards each and 4 on the table, dealt at once.",
        "preset.scopone.source": "the AGIMEG guide (scopone; FIGS redeal of a table of 10 or less)",
        "preset.scopone-10": "Scopone with 10 cards each and an empty table.",
        "preset.scopone-10.source": (
            "the AGIMEG guide (scopone); the card room's house rules (scopone a dieci carte)"
        ),
        "preset.scopa-d-assi": "Scopa d'assi: an asso takes every card on the table (no scopa for it).",
        "preset.scopa-d-assi.source": "the AGIMEG guide (scopa d'assi)",
        "preset.scopa-d-assi-online": (
            "Scopa d'assi by the card room's house rules: the asso always makes scopa (unless another "
            "asso lies among other cards, or the table is empty), asso = 15 in the primiera, fewest "
            "cards, match to 16."
        ),
        "preset.scopa-d-assi-online.source": "the card room's house rules",
        "preset.scopa-15": "Scopa a 15: a card takes cards that make 15 together with it.",
        "preset.scopa-15.source": "the AGIMEG guide (scopa a 15)",
        "cli.help.lang": "the language: en or it (default: the language of LC_ALL or LANG, else en)",
        "cli.help.dealer_play": "1: the computer deals, you lead",
        # The computer's levels, as a learner reads them (the code keeps beginner/intermediate/expert)
        "level.beginner": "beginner",
        "level.intermediate": "intermediate",
        "level.expert": "expert",
        # The deck widget's words (static/deck.js)
        "widget.deck.label.typed": "A card, like 7d or Rb",
        "widget.deck.label.placeholder": "7d, Rb…",
        "widget.deck.label.or_type": "Or type a card:",
        "widget.deck.label.show": "Show",
        "widget.deck.label.pick": "Pick a card to see its names and what it is worth.",
        "widget.deck.label.card": "Card",
        "widget.deck.label.capture_value": "Capture value",
        "widget.deck.label.primiera_value": "Primiera value",
        "widget.deck.label.special": "Special",
        "widget.deck.label.settebello": "the settebello",
        "widget.deck.label.suit": "Suit",
        "widget.deck.label.denaro": "a denaro (coins)",
        # The capture explorer's words (static/capture_explorer.js)
        "widget.explorer.label.table": "Table",
        "widget.explorer.label.your_card": "Your card",
        "widget.explorer.label.table_heading": "The table (click a card to take it off)",
        "widget.explorer.label.modes": "What a click on a card does",
        "widget.explorer.label.click": "A click on a card below:",
        "widget.explorer.label.mode_play": "makes it your card",
        "widget.explorer.label.mode_table": "puts it on the table (or takes it off)",
        "widget.explorer.label.typed_card": "Your card, like 6s",
        "widget.explorer.label.typed_table": "Table cards, like 6c 2d 4b",
        "widget.explorer.label.type": "Type:",
        "widget.explorer.label.on": "on",
        "widget.explorer.label.show": "Show captures",
        "widget.explorer.label.seed": "Seed",
        "widget.explorer.label.seed_label": "Seed:",
        "widget.explorer.label.random": "Random position",
        "widget.explorer.label.clear": "Clear",
        "widget.explorer.label.last_card": "last card of the hand",
        "widget.explorer.label.options": "Legal captures",
        "widget.explorer.label.none_yet": "none yet",
        "widget.explorer.label.take_off": "take it off the table",
        "widget.explorer.label.empty": "empty",
        "widget.explorer.label.scopa": "scopa!",
        "widget.explorer.label.stays": "It takes nothing: it stays on the table.",
        # The replayer's words (static/replay.js); {blanks} are filled in the view
        "widget.replay.label.start": "Start",
        "widget.replay.label.start_title": "Back to the start",
        "widget.replay.label.back": "Back",
        "widget.replay.label.back_title": "One play back",
        "widget.replay.label.next": "Next",
        "widget.replay.label.next_title": "Next play",
        "widget.replay.label.end": "End",
        "widget.replay.label.end_title": "To the end",
        "widget.replay.label.autoplay": "Autoplay",
        "widget.replay.label.stop": "Stop",
        "widget.replay.label.jump": "Jump to a play",
        "widget.replay.label.reveal": "How the hands are shown",
        "widget.replay.label.reveal_all": "All hands face up",
        "widget.replay.label.reveal_mover": "Only the hand of the player to move",
        "widget.replay.label.show_captures": "Show the captures of the next card",
        "widget.replay.label.deals": "deals",
        "widget.replay.label.to_play": "to play",
        "widget.replay.label.facts": "pile {pile} cards, {denari} denari · scope {scope}",
        "widget.replay.label.hidden_hand": "{name}'s hand: {count} cards face down",
        "widget.replay.label.hand": "{name}'s hand",
        "widget.replay.label.no_cards": "no cards",
        "widget.replay.label.empty": "empty",
        "widget.replay.label.why": "why",
        "widget.replay.label.total": "total",
        "widget.replay.label.score": "The score of the hand",
        "widget.replay.label.table": "Table",
        "widget.replay.label.takes": "takes",
        "widget.replay.label.scopa": "scopa!",
        "widget.replay.label.options": "Legal captures",
        "widget.replay.label.chosen": "← the play made",
        "widget.replay.label.what_if": "What if…",
        "widget.replay.label.branch": "{title} (play {at})",
        "widget.replay.label.back_to_main": "Back to the hand as played",
        "widget.replay.label.jump_deal": "0. The deal",
        "widget.replay.label.col_hand": "hand",
        "widget.replay.label.col_dealer": "dealer",
        "widget.replay.label.col_points": "{name}: points (total)",
        "widget.replay.label.sheet": "Match sheet",
        "widget.replay.label.jump_before": "0. Before the first hand",
        "widget.replay.label.hand_n": "Hand {n}",
        "widget.replay.the_deal": "The deal",
        "widget.replay.play_of": "Play {n} of {total}",
        "widget.replay.status": "{where} · deal {deal}",
        "widget.replay.over": " · the hand is over",
        "widget.replay.what_if_line": "What if: {title}",
        "widget.replay.about_to_play": "{player} is about to play the {card}",
        "widget.replay.before_first": "Before the first hand",
        "widget.replay.hand_of": "Hand {n} of {total} · {status}",
        # The score calculator's words (static/score_calculator.js)
        "widget.score.label.placeholder": "7d 6c Ab …",
        "widget.score.label.score": "Score",
        "widget.score.label.scope": "Scope:",
        "widget.score.label.points": "Points of the hand",
        "widget.score.label.point": "Point",
        "widget.score.label.why": "Why",
        "widget.score.label.total": "Total",
        "widget.score.label.caption": "Points of the hand, with the reason for each",
        "widget.score.label.pile_aria": "Cards taken by {name}, like 7d 6c Ab",
        "widget.score.label.scope_aria": "Scope made by {name}",
        "widget.score.label.less": "One scopa less for {name}",
        "widget.score.label.more": "One scopa more for {name}",
        "widget.score.label.facts": "{count} cards · {denari} denari · primiera {primiera}",
        "widget.score.napoleone": "{name} wins the match at once with the napoleone.",
        "examples.translation_alone": "{name} translates {english}, which is missing: write the English {english} first.",
        # An example as Markdown (examples.text_version)
        "examples.text.hand": "hand",
        "examples.text.dealer": "dealer",
        "examples.text.note": "note",
        "examples.text.why": "why",
        "examples.text.total": "total",
        "examples.text.what_if": "**What if: {title}** (replacing play {at})",
        "widget.ui.bad_settings": "The {kind} widget has no such settings: {given}. Its settings: {known}.",
        "cli.worksheet.kind": "{kind}: {n}",
        # ---- Widget words moved out of the views, and other i18n keys (issue 11): add above ----
        # ---- Puzzles (issue 12): add below, until the next marker ----
        # (keys "puzzle.*")
        "puzzle.decimal": ".",
        "cli.help.puzzle": "a graded puzzle: the position, your move, the points it keeps or loses, and why",
        "cli.help.puzzle_theme": "only puzzles of this theme (take_scopa, lone_card, last_deal...)",
        "cli.help.puzzle_level": "only puzzles of this level, 1 (first week) to 4 (strong)",
        "cli.help.puzzle_id": "the puzzle with this id (a teacher can give the class the same one)",
        "puzzle.cli.header": "Puzzle {id}: {theme}, level {level} ({level_name})",
        "puzzle.cli.you": "you",
        "puzzle.cli.opponent": "your opponent",
        "puzzle.cli.last_play": "Play {play} of {plays}. The last play: {what}",
        "puzzle.cli.last_deal": "No cards are left to deal: this is the last deal.",
        "puzzle.cli.prompt": "Your answer (a number, or like {example}; h for a hint, q to quit): ",
        "puzzle.cli.no_more_hints": "No more hints: the best move is {best}.",
        "puzzle.cli.quit": "Stopped: no answer given.",
        "puzzle.cli.grades": "Every move, with the points it gives up on average:",
        "puzzle.cli.best": "best",
        "puzzle.cli.none": "No puzzle in the bank has theme {theme} and level {level}.",
        "puzzle.question": "Your move: which card do you play, and what does it take?",
        "puzzle.level.1": "first week",
        "puzzle.level.2": "learning",
        "puzzle.level.3": "club player",
        "puzzle.level.4": "strong",
        "puzzle.theme.take_scopa": "Taking the scopa",
        "puzzle.theme.take_scopa.summary": (
            "When one card can clear the whole table, that is a point of its own: look for it first."
        ),
        "puzzle.theme.deny_scopa": "Denying the scopa",
        "puzzle.theme.deny_scopa.summary": (
            "One card could sweep this table: play so that none can when your opponent plays."
        ),
        "puzzle.theme.lone_card": "The lone card",
        "puzzle.theme.lone_card.summary": (
            "A card left alone on the table is swept by any card of its value: count how many are still out."
        ),
        "puzzle.theme.table_ten": "A table of 10 or less",
        "puzzle.theme.table_ten.summary": (
            "Cards that add up to 10 or less can all go to one card: don't leave such a table."
        ),
        "puzzle.theme.best_sum": "Choosing the capture",
        "puzzle.theme.best_sum.summary": (
            "Which capture, or which sum, is worth most: the settebello, a denaro, more cards? Take that one."
        ),
        "puzzle.theme.equal_card": "The equal-card trap",
        "puzzle.theme.equal_card.summary": (
            "When a card of the same value lies on the table, your card must take it, not a sum."
        ),
        "puzzle.theme.settebello": "The settebello",
        "puzzle.theme.settebello.summary": (
            "The 7 of coins is a point by itself: take it, and don't leave it where they can."
        ),
        "puzzle.theme.primiera": "Fighting for the primiera",
        "puzzle.theme.primiera.summary": "7s and 6s win the primiera: take them, and don't give them away.",
        "puzzle.theme.no_gift": "Don't give them a capture",
        "puzzle.theme.no_gift.summary": (
            "A card thrown on the table can make a capture for your opponent: when you can take, "
            "taking is often the safer play."
        ),
        "puzzle.theme.safe_discard": "Nothing to take",
        "puzzle.theme.safe_discard.summary": (
            "When no card can take, throw the one that gives the least away."
        ),
        "puzzle.theme.last_deal": "The last deal",
        "puzzle.theme.last_deal.summary": (
            "No cards are left to deal: count the cards still out; whoever takes last takes the rest."
        ),
        "puzzle.the": "the {card}",
        "puzzle.the.ace": "the {card}",
        "puzzle.move.takes": "{card} taking {taken}",
        "puzzle.move.plain": "{card}",
        "puzzle.right": (
            "Right: {move} is the best move. The next best, {other}, gives up {margin} points "
            "on average: {why}"
        ),
        "puzzle.right.only": "Right: {move} is the only move.",
        "puzzle.wrong": (
            "Not the best: {move} gives up {lost} points on average against the best move, {best}. "
            "Why: {why}"
        ),
        "puzzle.why.missed_scopa": "{best} sweeps the table, a scopa: a point by itself.",
        "puzzle.why.lone": (
            "it leaves a lone {rank} on the table: {chance} they hold a {rank} and sweep it for a "
            "scopa (cards of that value you have not seen: {unseen} of {cards})."
        ),
        "puzzle.why.sweep": (
            "it leaves {left} on the table, {total} in all: {chance} they hold a card that takes "
            "it all for a scopa ({cards})."
        ),
        "puzzle.why.settebello": "{best} takes the settebello (the 7 of coins), a point by itself.",
        "puzzle.why.settebello_left": "it leaves the settebello on the table for them to take.",
        "puzzle.why.settebello_play": (
            "{best} puts the settebello (the 7 of coins) in your pile, a point by itself, where "
            "nobody can take it from you."
        ),
        "puzzle.why.equal": (
            "with a {rank} on the table, {card} must take that {rank} (the equal card comes first), "
            "not {sum} ({cards})."
        ),
        "puzzle.why.rest": (
            "played out from here, they take last, and the last taker gets the {count} cards left "
            "on the table at the end."
        ),
        "puzzle.why.offer": "it lets them take {taken} with a {rank}: {chance} they hold one.",
        "puzzle.why.rest.one": (
            "played out from here, they take last, and the last taker gets the card left on the "
            "table at the end."
        ),
        "puzzle.count": "Count the cards: {count} are still out ({cards}), all in your opponent's hand.",
        "puzzle.count.one": "Count the cards: one is still out ({cards}), in your opponent's hand.",
        "puzzle.why.later.exact": (
            "nothing is hidden any more, so the rest of the hand can be played out exactly: with "
            "the best play on both sides, this move ends with fewer points."
        ),
        "puzzle.theme.which_card": "Which card takes",
        "puzzle.theme.which_card.summary": (
            "Two of your cards can make the same capture: take with the one worth more, since it "
            "goes into your pile too."
        ),
        "puzzle.why.last_deal": (
            "in the last deal, the cards left on the table at the end go to whoever took last, "
            "and {best} plays for that ({out} cards still out)."
        ),
        "puzzle.why.primiera": "{best} takes {count} more of the 7s and 6s that win the primiera.",
        "puzzle.why.primiera.one": "{best} takes one more of the 7s and 6s that win the primiera.",
        "puzzle.why.denari": "{best} takes {count} more denari (coins), toward the point for denari.",
        "puzzle.why.denari.one": "{best} takes one more denaro (a coin), toward the point for denari.",
        "puzzle.why.cards": "{best} takes {count} more cards toward the point for cards.",
        "puzzle.why.cards.one": "{best} takes one more card toward the point for cards.",
        "puzzle.why.exposed": "it puts {card} on the table, where they can take it.",
        "puzzle.why.later": (
            "the difference comes later in the hand: played out over many deals of the cards you "
            "cannot see, this move ends with fewer points."
        ),
        "puzzle.hint.theme": "Theme: {title}. {summary}",
        "puzzle.hint.card.takes": "Look at {card} in your hand, and what it can take.",
        "puzzle.hint.card.plain": "Look at {card} in your hand.",
        "puzzle.bad_data": "This puzzle's data cannot be read: {problem}.",
        "puzzle.missing_field": "the field {field!r} is missing",
        "puzzle.not_their_turn": "the plays do not lead to this player's turn with this hand",
        "puzzle.not_a_mapping": "a puzzle is a JSON object",
        "puzzle.no_moves": "it grades no move",
        "puzzle.not_graded": "The move {move} has no grade in this puzzle.",
        "puzzle.not_a_move": (
            "{move!r} is not a move: write it like '6s x 2d 4b' (the card, x, the cards it takes), "
            "or a card alone."
        ),
        "puzzle.unknown_theme": "There is no puzzle theme called {theme!r}. The themes are: {known}.",
        "puzzle.unknown_level": (
            "There is no puzzle level {level!r}: the levels go from {first} (first week) to {last} (strong)."
        ),
        "puzzle.unknown_id": "There is no puzzle {id!r} in the bank.",
        # The puzzle widget and practice (scopa_learn/widgets/puzzle.py, puzzles/practice.py)
        "widget.title.puzzle": "the puzzle trainer",
        "puzzle.ui.modes": "Puzzles",
        "puzzle.ui.mode.daily": "Today's set",
        "puzzle.ui.mode.theme": "By theme",
        "puzzle.ui.mode.set": "A teacher's set",
        "puzzle.ui.theme": "Theme",
        "puzzle.ui.any_theme": "Every theme",
        "puzzle.ui.level": "Level",
        "puzzle.ui.any_level": "Every level",
        "puzzle.ui.set_number": "Set number",
        "puzzle.ui.start": "Start",
        "puzzle.ui.hand": "Your hand",
        "puzzle.ui.table": "The table",
        "puzzle.ui.after": "The table after the best move",
        "puzzle.ui.empty": "empty",
        "puzzle.ui.play": "Play this move",
        "puzzle.ui.clear": "Start the move again",
        "puzzle.ui.hint": "Hint",
        "puzzle.ui.hint_more": "Another hint",
        "puzzle.ui.show_best": "Show the best move",
        "puzzle.ui.next": "Next puzzle",
        "puzzle.ui.reset": "Forget my progress",
        "puzzle.ui.progress": "Your progress",
        "puzzle.ui.prompt": (
            "Click a card of your hand, then the table cards it takes, and press Play this move."
        ),
        "puzzle.ui.picked": "You play the {card}.",
        "puzzle.ui.picked_takes": "You play the {card}, taking {taken}.",
        "puzzle.ui.no_card": "Choose a card of your hand first: the card you play.",
        "puzzle.ui.choose": "Your {card} can take in more than one way: which cards does it take?",
        "puzzle.ui.take": "take {taken}",
        "puzzle.ui.counter": "Puzzle {number} of {total}",
        "puzzle.ui.level_line": "Level {level}: {name}",
        "puzzle.ui.seat": "{name}: {held} in hand, {pile} cards taken, {scope}",
        "puzzle.ui.you": "You",
        "puzzle.ui.situation": (
            "Plays left in this hand: {plays}. Cards you have not seen: {unseen} ({held} in "
            "the other hands, {stock} still to be dealt)."
        ),
        "puzzle.ui.right": "Right: the best move.",
        "puzzle.ui.wrong": "Not the best move: {points} points lost on average.",
        "puzzle.ui.move_takes": "the {card} taking {taken}",
        "puzzle.ui.move_alone": "the {card}, taking nothing",
        "puzzle.ui.best_played": "The best move, played: {move}.",
        "puzzle.ui.best_scopa": "The best move, played: {move}. It sweeps the table: a scopa.",
        "puzzle.ui.counted_hint": "You used a hint: it counts as half solved for your rating.",
        "puzzle.ui.counted_shown": "You asked for the best move: it counts as missed and comes back tomorrow.",
        "puzzle.ui.rating": "Your puzzle rating: {rating} (± {deviation})",
        "puzzle.ui.tried": "Puzzles tried: {count}",
        "puzzle.ui.reviews": "Missed puzzles waiting: {waiting}, of which {due} come back today.",
        "puzzle.ui.daily_progress": "Today's set: {done} of {total} done.",
        "puzzle.ui.daily_done": (
            "Today's set is done. Come back tomorrow for a new one, or practise by theme."
        ),
        "puzzle.ui.set_line": "Set {number}: everyone who opens set {number} gets these same puzzles.",
        "puzzle.ui.set_done": "That was the last puzzle of set {number}.",
        "puzzle.ui.theme_done": "That was the last puzzle of this choice: choose another theme or level.",
        "puzzle.ui.themes": "Your themes",
        "puzzle.ui.col.theme": "Theme",
        "puzzle.ui.col.tried": "Tried",
        "puzzle.ui.col.recent": "Right lately",
        "puzzle.ui.col.mastered": "Mastered",
        "puzzle.ui.mastered": "yes",
        "puzzle.ui.not_mastered": "not yet",
        "puzzle.ui.untried": "not tried",
        "puzzle.ui.no_puzzles": "No puzzle has this theme and level: choose another.",
        "puzzle.ui.bad_mode": "There is no puzzle mode {mode!r}: choose one of {known}.",
        "puzzle.set.bad_number": (
            "{number!r} is not a set number: give a whole number from 1 to {last}, like 12."
        ),
        # ---- Tables, teams and the player card (issue 15): add below ----
        # (keys "table.*", "card.player.*", "hint.team.*")
        "table.bad_preset": "There is no table with the rules {preset!r}: choose one of {known}.",
        "table.bad_players": "{preset} is played by {allowed} players, not {players}.",
        "table.bad_options": "The rule options are a list of names and values, like napola on.",
        "table.covered": "{player}: click 'Show my cards' first (and keep them from the others).",
        "table.clock.bad": "The turn clock counts whole seconds, at least 1, not {seconds!r}.",
        "table.clock.played": "Time ran out: the computer's suggestion, your {card}, was played for you.",
        "table.name.you": "You",
        "table.name.you_told": "Player 1 (you)",
        "table.name.computer": "Computer {n}",
        "table.name.person": "Player {n}",
        "table.table": "{preset}, {players}",
        "table.title": "{table}, against {level}, to {target}",
        "table.preset.classic": "Classic scopa (scopa classica)",
        "table.preset.scopone": "Scopone scientifico (9 cards each)",
        "table.preset.scopone-10": "Scopone a 10 (10 cards each)",
        "table.preset.scopa-d-assi": "Scopa d'assi (the asso takes all)",
        "table.preset.scopa-d-assi-online": "Scopa d'assi, the card room's rules",
        "table.preset.scopa-15": "Scopa a 15 (cards that make fifteen)",
        "table.summary.classic": "3 cards each and 4 on the table; a card takes its equal or cards adding up to it.",
        "table.summary.scopone": "4 in couples: 9 cards each and 4 on the table, all dealt at once.",
        "table.summary.scopone-10": "4 in couples: 10 cards each, all dealt at once, and the table starts empty.",
        "table.summary.scopa-d-assi": "An asso takes every card on the table (no scopa for it).",
        "table.summary.scopa-d-assi-online": (
            "An asso takes every card on the table and makes scopa; the fewest cards are taken; to 16."
        ),
        "table.summary.scopa-15": "A card takes the cards that make 15 together with it.",
        "table.players.2": "2 players",
        "table.players.3": "3 players, each for themself",
        "table.players.4": "4 players in two couples",
        "table.players.6": "6 players in two teams of three",
        "table.level.beginner": "the beginner computer",
        "table.level.intermediate": "the intermediate computer",
        "table.level.expert": "the expert computer",
        "table.level.human": "people at this screen",
        "table.opponent.beginner": "the computer, beginner",
        "table.opponent.intermediate": "the computer, intermediate",
        "table.opponent.expert": "the computer, expert",
        "table.opponent.human": "people on this screen (pass the device)",
        "table.option.prima": "prima: a scopa with the last card counts",
        "table.option.carte_viste": "carte viste: the last deal face up (in two)",
        "table.option.fewest_cards": "take the fewest cards among several sums",
        "table.option.equal_first": "the equal card is taken before any sum",
        "table.option.deck": "cards",
        "table.option.deck.napoletane": "Neapolitan cards (napoletane)",
        "table.option.deck.piacentine": "Piacenza cards (piacentine)",
        "table.option.deck.siciliane": "Sicilian cards (siciliane)",
        "table.option.deck.french": "French cards",
        "table.stock": "{cards} still to deal",
        "table.and": "{first} and {last}",
        "table.side.team": "Team {n}",
        "table.side.text": "{side} ({who}): {cards} taken, {scope}, {score} of {target} match points.",
        "table.side.text_alone": "{side}: {cards} taken, {scope}, {score} of {target} match points.",
        "table.role.partner": "your partner",
        "table.role.opponent": "opponent",
        "table.seat.text": "{name}{role}: holds {cards}{marks}.",
        "table.running": "{score}, playing to {target}.",
        "table.tie": "{score}: level past {target}, so another hand is played.",
        "table.won": "{side} wins the match {score}: well played!",
        "table.you_won": "You win the match {score}: well played!",
        "table.winner": "{side} wins the match {score}.",
        "table.prompt.match_over": "The match is over: it is on your player card. Play a rematch, or choose a new table.",
        "table.prompt.covered": "Pass the screen to {player}, who clicks 'Show my cards'.",
        "table.label.start": "Start the match",
        "table.label.hint": "Hint",
        "table.label.undo": "Undo",
        "table.label.new_match": "New match",
        "table.label.next_hand": "Next hand",
        "table.label.show": "Show my cards",
        "table.label.opponent": "Who takes the other seats",
        "table.label.preset": "Rules",
        "table.label.players": "Players",
        "table.label.target": "Play to",
        "table.label.seed": "Deal number (the same number deals the same cards)",
        "table.label.table": "Table",
        "table.label.your_hand": "Your hand",
        "table.label.choose": "Choose what to take",
        "table.label.stock": "cards still to deal",
        "table.label.log": "What happened",
        "table.label.score": "The hand's points",
        "table.label.total": "total",
        "table.label.empty": "empty",
        "table.label.seats": "Around the table",
        "table.label.sides": "Piles and scope, by side",
        "table.label.side": "side",
        "table.label.pile": "cards taken",
        "table.label.scope": "scope",
        "table.label.points": "match points",
        "table.label.options": "House rules",
        "table.label.clock": "Turn clock: the computer's suggestion is played when time runs out",
        "table.label.clock_seconds": "Seconds a turn",
        "table.label.clock_left": "Seconds left",
        "table.label.card": "Your player card",
        "table.label.card_table": "table",
        "table.label.card_level": "against",
        "table.label.card_played": "played",
        "table.label.card_won": "won",
        "table.label.card_abandoned": "abandoned",
        "table.label.card_empty": "No match played yet: your matches are counted here, in this browser only.",
        "table.label.held": "cards in hand",
        "table.label.deals": "deals",
        "table.label.leads": "leads",
        "table.label.next": "plays now",
        "card.player.not_over": "This match is not over and nobody left it: it is not on the card yet.",
        "card.player.bad_outcome": "A match counts as won, lost or abandoned, not {outcome!r}.",
        "card.player.unreadable": "The player card kept in this browser could not be read, so a new one starts.",
        "card.player.left": "You left the match before its end: abandoned on your card, and won for the others.",
        "card.player.left_before": (
            "The last match was left before its end: it counts as abandoned on your card."
        ),
        "card.player.no_rematch": "A rematch follows a finished match: finish one first.",
        "card.player.rematch": "Rematch",
        "table.cli.your_team": "your team ({who})",
        "table.cli.their_team": "their team ({who})",
        "table.cli.match": "A match to {target}: hands are dealt until a side reaches it.",
        "table.cli.hand": "-- Hand {n} --",
        "table.cli.match_score": "Match score: {score} (playing to {target}).",
        "table.cli.you_win": "You win the match {score}!",
        "table.cli.they_win": "{who} wins the match {score}.",
        "table.cli.help_match": "play a whole match to the target (--option target=N), not one hand",
        "card.player.rematch_text": (
            "Rematch: {table}, against {level}. Dealer: {dealer}, the player to the right of the "
            "last hand's dealer, as in the card room."
        ),
        "hint.team.partner_takes": (
            "Your partner plays after the opponent on your right: if the {card} is still on the table then, "
            "your partner can take it with a card worth {rank} ({chance} they hold one)."
        ),
        "hint.team.partner_takes_sum": (
            "Your partner plays after the opponent on your right: if {cards} are still on the table then, "
            "your partner can take them with a card worth {rank} ({chance} they hold one)."
        ),
        "hint.team.last_partner": (
            "Last card of the hand: {move}; your partner took last, so what is left on the table goes to "
            "your team."
        ),
    },
    # The Italian edition: every English key, with the same placeholders (tests/test_messages.py).
    "it": {
        "card.name": "{rank} di {suit}",
        "card.label": "{rank} di {suit}",
        **{f"rank.{r}": w for r, w in enumerate(
            ("asso", "2", "3", "4", "5", "6", "7", "fante", "cavallo", "re"), 1)},
        **{f"rank.label.{r}": w for r, w in enumerate(
            ("asso", "2", "3", "4", "5", "6", "7", "fante", "cavallo", "re"), 1)},
        "suit.d": "denari",
        "suit.c": "coppe",
        "suit.s": "spade",
        "suit.b": "bastoni",
        "card.twice": "{text!r} nomina il {card} due volte: ogni carta è nel mazzo una volta sola.",
        "move.hand_over": "La smazzata è finita: non ci sono più carte da giocare.",
        "count.card.one": "1 carta",
        "count.card.many": "{n} carte",
        "count.denaro.one": "1 denaro",
        "count.denaro.many": "{n} denari",
        "count.scopa.one": "1 scopa",
        "count.scopa.many": "{n} scope",
        "error.unknown_language": "Non esiste la lingua {language!r}: le lingue conosciute sono {known}.",
        "widget.ui.present": "Presenta",
        "widget.ui.leave": "Esci dalla vista per il proiettore",
        "widget.ui.present_title": "Vista per il proiettore",
        "widget.ui.gone": "Questo widget non c'è più: ricarica la pagina.",
        "widget.ui.bug": "Qualcosa non ha funzionato dentro questo widget (un errore del programma, non tuo)",
        "widget.ui.bug_error": (
            "Qualcosa non ha funzionato dentro questo widget (un errore del programma, non tuo): {error}"
        ),
        "widget.ui.placeholder": (
            "Widget interattivo: {title}. Si avvia quando la pagina ha caricato il motore "
            "(serve JavaScript, e la pagina aperta via http).{note}"
        ),
        "widget.ui.not_json": "Le impostazioni di un widget devono essere dati semplici (JSON): {error}",
        "widget.ui.not_object": "Le impostazioni di un widget devono essere un oggetto JSON, come {{}}.",
        "widget.ui.no_widget": "Non esiste il widget {kind!r}; i widget conosciuti sono: {known}.",
        "widget.ui.bad_message": "Questo widget ha ricevuto un messaggio che non capisce.",
        "widget.ui.no_action": "Questo widget non ha l'azione {action!r}.",
        "widget.ui.bad_action_data": "L'azione {action!r} ha ricevuto dati che non può usare ({error}).",
        "widget.deck.no_setting": "Il widget del mazzo non ha l'impostazione {names}.",
        "widget.loader.loading": "Sto caricando il motore interattivo…",
        "widget.loader.file": (
            "Questo widget interattivo ha bisogno della pagina servita via http, non aperta come file: "
            "esegui `python3 -m http.server -d site` e apri http://127.0.0.1:8000/."
        ),
        "widget.loader.failed": (
            "Il motore interattivo non è partito: {error}. La pagina si legge bene anche senza; "
            "prova a ricaricarla."
        ),
        "widget.loader.no_answer": "Il motore non ha risposto: {error}",
        "widget.title.deck": "il mazzo",
        "card.unparsable": (
            "{text!r} non è una carta: una carta si scrive col valore (A, 2-7, F, C, R oppure 1-10) "
            "e poi il seme (d, c, s, b), come '7d' o 'Rb'."
        ),
        "card.not_text": "{text} non è una carta: scrivi la carta come testo, per esempio '7d' o 'Rb'.",
        "card.bad_fields": "Non esiste una carta di valore {rank!r} e seme {suit!r}: i valori vanno da 1 a 10.",
        # Rules and variants
        "rules.unknown_preset": "Non c'è nessuna variante di regole chiamata {name!r}. Varianti conosciute: {known}.",
        "rules.not_rules": "{given!r} non è una variante di regole: dai un nome come 'classic' oppure delle Rules fatte con rules().",
        "rules.unknown_option": "Non c'è nessuna opzione di regola chiamata {name!r}. Opzioni conosciute: {known}.",
        "rules.bad_value": "L'opzione {name}={value!r} non è ammessa: {allowed}.",
        "rules.conflict": "Le opzioni {first} e {second} non vanno insieme: {why}.",
        "rules.players": "{name} si gioca in {allowed}, non in {players}.",
        # Captures: why a move is illegal
        "move.not_in_hand": "Non hai il {card} in mano: la tua mano è {hand}.",
        "move.card_on_table": (
            "Il {card} è la carta che giochi: non può essere anche in tavola "
            "(ogni carta è nel mazzo una volta sola)."
        ),
        "score.card_twice": "Il {card} è in due mazzetti: ogni carta si può prendere una volta sola.",
        "move.played_card": (
            "Il {card} è la carta che giochi, non una carta in tavola: prende solo carte dalla tavola."
        ),
        "move.empty_table": (
            "La tavola è vuota (come dopo una scopa): non c'è niente da prendere, quindi il tuo {card} {where}."
        ),
        "where.table": "resta in tavola",
        "where.pile": "va dritto nel tuo mazzetto",
        "move.not_on_table": "Il {card} non è in tavola: in tavola ci sono {table}.",
        "move.must_capture": (
            "Il tuo {card} può prendere {option}, e prendere è obbligatorio: "
            "una carta che può fare una presa deve farla."
        ),
        "move.nothing_to_take": "Il tuo {card} non può prendere {taken}: {why}, quindi resta in tavola.",
        "why.no_equal_no_sum": (
            "in tavola nessuna carta vale {rank} e nessuna somma di carte fa {rank}"
        ),
        "why.no_fifteen": "nessuna carta in tavola fa 15 insieme a lei",
        "move.extra_cards": (
            "Il tuo {card} può prendere {option}, ma non anche {extra}: "
            "una presa prende solo le carte che le corrispondono."
        ),
        "move.two_equal": (
            "Il tuo {card} prende una sola carta di pari valore, non {taken}: scegli un {rank} dalla tavola."
        ),
        "move.wrong_value": (
            "Il tuo {card} vale {rank} e il {other} vale {other_rank}: "
            "una carta da sola si prende solo con una carta dello stesso valore."
        ),
        "move.bad_sum": (
            "{taken} fa {total}, non {rank}: una carta prende le carte la cui somma è pari al suo valore."
        ),
        "move.equal_first": (
            "{taken} fa proprio {rank}, ma in tavola c'è il {equal}: "
            "la carta uguale viene prima di qualsiasi somma."
        ),
        "move.fewest_cards": (
            "Con la regola del minor numero di carte il tuo {card} deve prendere un gruppo di {fewest} "
            "carte, come {option}, non {taken}."
        ),
        "move.ace_sweeps": "Nella scopa d'assi l'asso prende tutte le carte in tavola: {table}.",
        "move.ace_takes_ace": (
            "Con questa regola, un asso calato su una tavola dove c'è un asso prende solo quell'asso "
            "({aces})."
        ),
        "move.fifteen": (
            "Nella scopa a 15 il tuo {card} prende le carte che insieme a lui fanno 15; "
            "{taken} col tuo {rank} fanno {total}."
        ),
        "move.fifteen_equal": (
            "Nella scopa a 15 una carta non prende la sua uguale ({taken}): {rank} + {rank} non fa 15."
        ),
        "move.ambiguous": "Il tuo {card} può prendere {options}: di' quale, per esempio {example}.",
        # Explanations of captures
        "explain.equal": "In tavola c'è {a_rank}, quindi il tuo {card} lo prende.",
        "explain.equal_choice": (
            "In tavola ci sono {count} carte che valgono {rank}: il tuo {card} ne prende una, scegli tu quale."
        ),
        "explain.equal_over_sum": " Anche altre carte fanno {rank} ({sums}), ma la carta uguale viene prima.",
        "explain.sum": "In tavola non c'è un {rank}, quindi il tuo {card} prende carte che sommate fanno {rank}: {options}.",
        "explain.equal_or_sum": (
            "Con questa regola la carta uguale non viene prima: il tuo {card} prende una carta che vale "
            "{rank} oppure carte che sommate fanno {rank}: {options}."
        ),
        "explain.sum_choice": " C'è più di un modo: scegli tu.",
        "explain.none": "In tavola niente vale {rank} né fa {rank} sommato: il tuo {card} resta in tavola.",
        "explain.compulsory": " Prendere è obbligatorio: una volta calata, questa carta deve prendere.",
        "explain.scopa": " Prendendo {taken} sgombri la tavola: è scopa, e vale un punto.",
        "explain.scopa_last": " Sgombra la tavola, ma con l'ultima carta della smazzata non è scopa.",
        "explain.ace_sweep": "Nella scopa d'assi il tuo asso prende tutte le carte in tavola.",
        "explain.ace_empty": "La tavola è vuota: il tuo asso {where}.",
        "explain.fifteen": "Nella scopa a 15 il tuo {card} prende le carte che fanno 15 insieme a lui: {options}.",
        "explain.fewest": " La regola del minor numero di carte lascia solo i gruppi più piccoli.",
        # Events of a hand
        "event.deal": "Distribuzione {number}: {count} carte a testa.",
        "event.first_deal": "Distribuzione 1: {count} carte a testa, {table} scoperte in tavola.",
        "event.redeal": "Si ridistribuisce: {reason}.",
        "event.play_none": "{player} gioca il {card}; resta in tavola.",
        "event.play_to_pile": (
            "{player} gioca il {card} sulla tavola vuota; con queste regole va dritto nel mazzetto "
            "di {player}."
        ),
        "event.play_take": "{player} gioca il {card} e prende {taken}.",
        "event.scopa": " Scopa!",
        "event.last_take": "Le ultime carte in tavola ({taken}) vanno a {player}, che ha preso per ultimo.",
        "redeal.three-kings": "tre o quattro re in tavola (un re si prende solo con un re, quindi nessuno potrebbe fare scopa)",
        "redeal.three-kings.plain": "tre o quattro re in tavola (queste regole tengono la ridistribuzione classica)",
        "redeal.table-10-or-less": "le quattro carte in tavola sommate fanno 10 o meno",
        "redeal.three-equal": "tre delle quattro carte in tavola sono uguali",
        "redeal.two-aces": "in tavola ci sono due assi",
        "redeal.ace-on-table": "in tavola c'è un asso",
        # Scoring
        "score.carte": "{who} ha preso più carte ({values}).",
        "score.carte_tie": "Nessuno prende il punto delle carte: {values} è pari in testa.",
        "score.denari": "{who} ha preso più denari ({values}).",
        "score.denari_tie": "Nessuno prende il punto dei denari: {values} è pari in testa.",
        "score.settebello": "{who} ha preso il settebello (il 7 di denari).",
        "score.settebello_none": "Nessuno ha ancora preso il settebello.",
        "score.primiera": "{who} ha la primiera migliore ({values}).",
        "score.primiera_tie": "Nessuno prende la primiera: {values} è pari.",
        "score.primiera_missing": "{who} ha la primiera: per farla servono tutti e quattro i semi, e {missing}.",
        "score.primiera_nobody": "Nessuno prende la primiera: nessuno ha tutti e quattro i semi ({values}).",
        "score.scope": "Scope (un punto ciascuna): {values}.",
        "score.napola": "{who} ha la napola: {cards} di denari in fila, {points} punti.",
        "score.napoleone": "{who} ha preso tutti e dieci i denari: il napoleone, {points} punti.",
        "score.napoleone_win": "{who} ha preso tutti e dieci i denari: col napoleone vince subito la partita.",
        "score.napola_none": "Nessuno ha la napola (asso, 2 e 3 di denari nello stesso mazzetto).",
        "score.re_bello": "{who} ha preso il re bello (il re di denari).",
        "score.re_bello_none": "Nessuno ha ancora preso il re bello (il re di denari).",
        "score.settanta": "{who} ha fatto la primiera con i quattro 7 (settanta): un punto in più.",
        "score.settanta_none": "Nessuno ha fatto la primiera con i quattro 7.",
        "score.lacks": "{who} non ha {suits}",
        "score.sides": "Una smazzata si conta fra due o più parti, ognuna col suo mazzetto; qui ne sono state date {given}.",
        "score.scope_count": "Ci sono {piles} mazzetti ma {scope} conteggi di scope: dai un conteggio per parte.",
        "score.scope_not_counts": "{scope!r} non è una lista di scope: dai un numero intero per parte ({piles}), come [1, 0].",
        "score.bad_scope": "{count!r} non è un numero di scope: una parte fa 0, 1, 2... scope, mai meno né una frazione.",
        "score.pile": "{side}: {cards}, {denari}, primiera {primiera}, {scope}.",
        # The match
        "match.winner": "{who} vince la partita {score}.",
        "match.tie_at_target": "Entrambe le parti sono arrivate a {target} con lo stesso punteggio: si gioca un'altra smazzata.",
        "match.over": "La partita è finita: ha vinto {who}.",
        "match.names": "Dai un nome per parte ({sides}) o per giocatore ({players}), non {given}.",
        "match.bad_points": "I punti di una smazzata sono numeri interi da 0 in su, non {points!r}.",
        "match.unfinished": "Questa smazzata non è finita (prese {taken} carte su {cards}): una partita conta solo smazzate finite.",
        "match.sides": "Questa partita ha {sides} parti, ma la smazzata ha dato {given} punteggi.",
        "state.rules_mismatch": (
            "Le regole {name!r} distribuiscono in modo diverso da {current!r} (giocatori, carte in mano o in tavola): "
            "una smazzata non può cambiarle a metà."
        ),
        "odds.bad": (
            "Le probabilità richiedono 0 <= carte buone ({matching}) <= carte non viste ({unseen}) "
            "e 0 <= carte pescate ({drawn}) <= carte non viste."
        ),
        "deal.bad_dealer": "Il mazziere deve essere uno dei {players} giocatori (da 0 a {last}), non {dealer}.",
        "deck.bad": "Un mazzo preparato deve contenere ciascuna delle 40 carte una volta: {problem}.",
        "deck.hands_split": (
            "Una distribuzione preparata vuole una mano per ciascuno dei {players} giocatori a"
            " ogni giro di carte, quindi il numero delle mani deve essere un multiplo di"
            " {players}: ne sono state date {hands}."
        ),
        "deal.no_table": "{rules} non mette carte in tavola, ma la distribuzione preparata ne mette {count}: togli la tavola.",
        "deal.table_size": "{rules} mette {size} carte in tavola, ma la tavola preparata ne ha {count}.",
        "deal.table_without_hands": "Una tavola preparata ha bisogno anche delle mani dei giocatori: dai una mano per giocatore.",
        "deal.too_many_deals": "{rules} distribuisce {deals} volte per smazzata, ma le mani preparate bastano per {given} distribuzioni.",
        "deal.hand_size": "Ogni mano di {rules} ha {size} carte, ma la mano preparata numero {number} ne ha {count}.",
        "examples.bad_name": "{name!r} non è il nome di un esempio né il percorso di un file: scrivi un testo, come 'equal-card-first'.",
        "seed.bad": "Il numero di partenza (seed) è un intero da 0 in su, come 42, non {seed!r}: lo stesso numero dà le stesse carte e le stesse scelte.",
        "deal.bad_names": "Dai un nome per giocatore ({players}), ciascuno un testo, non {names!r}.",
        "score.bad_names": "Dai un nome per parte ({sides}), ciascuno un testo, non {names!r}.",
        "match.bad_scores": "I punteggi di una partita sono numeri interi da 0 in su, uno per parte ({sides}), non {scores!r}.",
        "player.no_such": "Non esiste il giocatore {player!r}: i giocatori sono numerati da 0 a {last}.",
        "side.player": "Giocatore {n}",
        "side.team": "Squadra {n}",
        # -- svg: drawing --
        "svg.unknown_deck": "Non c'è nessun mazzo chiamato {name!r}. Mazzi conosciuti: {known}.",
        "svg.unknown_highlight": (
            "Non c'è nessun modo di evidenziare una carta chiamato {name!r}. Quelli conosciuti: {known}."
        ),
        "svg.bad_width": "Una carta è disegnata larga {width!r} pixel: dai un numero maggiore di 0, come 60.",
        "svg.card": "{rank} di {suit}",
        "svg.settebello": "{card} (settebello)",
        "svg.worth": "{card}, vale {value}",
        "svg.face_down": "una carta coperta",
        "svg.highlight.capture": "presa",
        "svg.highlight.played": "giocata",
        "svg.highlight.choice": "puoi sceglierla",
        "svg.highlight.hint": "consigliata",
        "svg.highlight.wrong": "non ammessa",
        "svg.cards": "{count} carte: {names}",
        "svg.one_card": "1 carta: {names}",
        "svg.no_cards": "nessuna carta",
        "svg.table": "Tavola",
        "svg.table_empty": "la tavola è vuota",
        "svg.pile": "{cards} carte prese",
        "svg.scope": "scope fatte: {count}",
        "svg.to_move": "di turno",
        "svg.dealer": "mazziere",
        "svg.you": "tu",
        "svg.stock": "distribuzione {deal} di {deals}, {count} carte ancora da distribuire",
        "svg.plays": "giocata {made} di {total}",
        "svg.over": "La smazzata è finita.",
        "svg.score_why": "perché",
        "svg.score_total": "totale",
        "svg.primiera_cards": "carte della primiera",
        "svg.scopa_card": "scopa fatta col {card}",
        "svg.state": "Una smazzata di scopa, {players} giocatori",
        # -- cli: the command line --
        "cli.description": (
            "Impara la Scopa dalla riga di comando: che cosa prende una carta, la primiera, il punteggio "
            "di una smazzata, una distribuzione numerata e una smazzata contro il computer."
        ),
        "cli.legend": (
            "Le carte si scrivono col valore e poi il seme: A asso (1), 2-7, F fante (8), C cavallo (9), R re (10); "
            "d denari, c coppe, s spade, b bastoni. "
            "Il 7d è il settebello."
        ),
        "cli.json_note": "Aggiungi --json a qualsiasi comando per avere un oggetto JSON su stdout.",
        "cli.help.captures": "che cosa può prendere una carta dalla tavola, e perché",
        "cli.help.primiera": "la primiera di alcune carte: la carta migliore di ogni seme, sommate",
        "cli.help.score": "conta una smazzata dal mazzetto di ogni parte: ogni punto col suo motivo",
        "cli.help.deal": "distribuisci una smazzata da un numero: la tavola e ogni mano",
        "cli.help.play": "gioca una smazzata contro il computer nel terminale",
        "cli.help.worksheet": "scrivi una scheda di esercizi da stampare (una pagina HTML)",
        "cli.help.rules": "elenca le varianti di regole, o mostra le regole di una",
        "cli.help.json": "stampa un oggetto JSON su stdout invece del testo",
        "cli.help.rules_preset": "variante di regole o suo altro nome (predefinita classic; elencale con 'rules')",
        "cli.help.option": "cambia una regola: nome=valore, come target=21 o fewest_cards=true (ripetibile)",
        "cli.help.players": "giocatori: 2, 3, 4 (due coppie) o 6 (due squadre da tre)",
        "cli.help.card": "la carta giocata, come 6s",
        "cli.help.table": "le carte in tavola, come 6c 2d 4b",
        "cli.help.last_card": "la carta è l'ultima della smazzata (quindi non fa scopa)",
        "cli.help.cards": "le carte, come 7d 7s 6c 5b",
        "cli.help.pile": 'le carte prese da una parte, come "7d 7s 6c 5b" (una volta per parte)',
        "cli.help.scope": "le scope fatte da una parte, nell'ordine dei mazzetti (una volta per parte)",
        "cli.help.name": "il nome di una parte, nell'ordine dei mazzetti (una volta per parte)",
        "cli.help.seed": "il numero della distribuzione (o della serie di domande), un intero: lo stesso numero dà le stesse carte",
        "cli.help.dealer": "chi fa il mazziere, contando i giocatori da 0: 0 è il Giocatore 1 (predefinito {default})",
        "cli.help.level": "quanto bene gioca il computer (predefinito {default})",
        "cli.help.output": "il file HTML da scrivere",
        "cli.help.sheet_level": "difficoltà: 1 primi passi, 2 trabocchetti e scelte, 3 tavole grandi (predefinita 1)",
        "cli.help.kind": (
            "un tipo di domanda (ripetibile; predefiniti capture, primiera e counting): "
            "capture, primiera, counting, scopa, last-taker, match-end o teams"
        ),
        "cli.help.count": "domande per ogni tipo, da 1 a 30 (predefinito: una pagina stampata, 6 prese, 4 primiere, 2 smazzate da contare)",
        "cli.worksheet.done": (
            "Scritto {path}: {questions}, livello {level}, serie di domande {seed}, con le soluzioni su "
            "una pagina a parte. Aprilo in un browser e stampalo."
        ),
        "cli.help.preset": "il nome di una variante o un suo altro nome",
        # errors at the command line
        "cli.bad_option": "{text!r} non è un'opzione di regola: scrivila come nome=valore, per esempio target=21.",
        "cli.card_on_table": (
            "Il {card} non può essere sia la carta giocata sia una carta in tavola: "
            "ogni carta è nel mazzo una volta sola."
        ),
        "cli.card_in_two_piles": "Il {card} è in due mazzetti: ogni carta è nel mazzo una volta sola.",
        "cli.pile_count": (
            "Queste regole ({rules}, {players} giocatori) contano {sides} parti, quindi dai {sides} mazzetti "
            "con --pile, non {given}."
        ),
        "cli.count_per_pile": "Dai un {flag} per mazzetto ({sides}), non {given}.",
        "cli.negative_scope": "Una parte non può fare {scope} scope: dai un numero da 0 in su.",
        "cli.cannot_write": "Non riesco a scrivere {path}: {why}.",
        # what the commands print
        "cli.captures.head": "Il tuo {card} su una tavola con {table}:",
        "cli.captures.head_empty": "Il tuo {card} su una tavola vuota:",
        "cli.captures.equal": "la carta di pari valore",
        "cli.captures.sum": "carte che sommate fanno il suo valore",
        "cli.captures.fifteen": "carte che fanno 15 insieme a lei",
        "cli.captures.sweep": "l'asso prende tutta la tavola",
        "cli.captures.none": "non prende niente: resta in tavola",
        "cli.captures.scopa": "scopa",
        "cli.primiera.missing": "manca",
        "cli.primiera.total": "Primiera {total}: la carta migliore di ogni seme, sommate (al massimo 84).",
        "cli.primiera.missing_note": (
            "Niente {suits}: una parte a cui manca un seme non può vincere il punto della primiera."
        ),
        "cli.score.points": "Punti per {sides}:",
        "cli.score.total": "totale",
        "cli.deal.head": "Distribuzione numero {seed}, regole {rules}, {players} giocatori: fa le carte {dealer}, comincia {leader}.",
        "cli.deal.table": "Tavola",
        "cli.deal.leads": "comincia",
        "cli.deal.stock": "Restano da distribuire {count} carte, {each} a ogni giocatore a ogni nuova distribuzione.",
        "cli.rules.players": "giocatori: {players}",
        "cli.rules.aliases": "detta anche: {aliases}",
        "cli.rules.source": "fonte: {source}",
        "cli.rules.change": "Cambia una regola con --option nome=valore, per esempio --option target=21.",
        # playing a hand in the terminal
        "cli.name.you": "tu",
        "cli.name.computer": "il computer",
        "cli.name.computer_n": "computer {n}",
        "cli.name.seat_you": "Giocatore {n} (tu)",
        "cli.name.seat_computer": "Giocatore {n} (computer)",
        "cli.play.intro": (
            "Scopa, regole {rules}, contro il computer ({level}). Distribuzione numero {seed}: "
            "rigioca questa distribuzione con --seed {seed}."
        ),
        "cli.play.you_lead": "Sei il giocatore 1. {dealer} fa le carte, quindi cominci tu.",
        "cli.play.you_deal": "Sei il giocatore 1 e fai tu le carte: comincia {leader}, e tu giochi l'ultima carta.",
        "cli.play.seats": "Sei il giocatore 1. {dealer} fa le carte e {leader} comincia.",
        "cli.play.partner": "Il computer {n} è il tuo compagno: contate i punti insieme.",
        "cli.play.header": "Distribuzione {deal} di {deals}, giocata {play} di {plays}",
        "cli.play.table": "Tavola",
        "cli.play.hand": "La tua mano",
        "cli.play.empty": "(vuota)",
        "cli.play.taken": "Prese",
        "cli.play.pile": "{who} {cards}, {scope}",
        "cli.play.holds": "{who} ha in mano {count} carte.",
        "cli.play.holds_one": "{who} ha in mano 1 carta.",
        "cli.play.face_up": "{who} ha in mano {cards}, scoperte (carte viste).",
        "cli.play.stock": "Restano da distribuire {count} carte.",
        "cli.play.last_card": "Questa è l'ultima carta della smazzata: non può fare scopa.",
        "cli.play.moves": "Le tue mosse:",
        "cli.play.move_takes": "prende {taken}",
        "cli.play.move_stays": "resta in tavola",
        "cli.play.move_to_pile": "va nel tuo mazzetto",
        "cli.play.move_scopa": " - scopa!",
        "cli.play.prompt": "La tua mossa (un numero, o come {example}; h per l'aiuto, q per uscire): ",
        "cli.play.help": (
            "Scrivi il numero di una mossa, o la mossa stessa: la carta che giochi, poi x e le "
            "carte che prende, come {example}. Basta la carta da sola quando ha una sola presa possibile. "
            "q per uscire."
        ),
        "cli.play.bad_number": "Non c'è la mossa {number}: scegli un numero da 1 a {count}.",
        "cli.play.you_take": "Giochi il {card} e prendi {taken}.",
        "cli.play.you_leave": "Giochi il {card}; resta in tavola.",
        "cli.play.you_to_pile": "Giochi il {card} sulla tavola vuota; va nel tuo mazzetto.",
        "cli.play.last_take": "Le carte rimaste in tavola ({taken}) vanno a {who}, che ha preso per ultimo.",
        "cli.play.over": "La smazzata è finita.",
        "cli.play.win": "Vinci questa smazzata {score}.",
        "cli.play.lose": "{who} vince questa smazzata {score}.",
        "cli.play.tie": "Questa smazzata finisce pari, {score}.",
        "cli.play.shared": "{who} sono in testa a pari merito in questa smazzata, {score}.",
        "cli.play.again": "Rigioca la stessa distribuzione: {command}",
        "cli.play.quit": "Hai lasciato la smazzata dopo {plays} giocate.",
        "cli.play.eof": "Non arriva più niente da scrivere: la smazzata si ferma qui, dopo {plays} giocate.",
        # -- examples: annotated hands --
        "examples.at_file": "{file}: {what}",
        "examples.at_line": "{file}, riga {line}: {what}",
        "examples.at_play": "{file}, riga {line}, giocata {play}: {what}",
        "examples.at_branch_play": "{file}, riga {line}, variante {branch!r}, giocata {play}: {what}",
        "examples.toml_syntax": (
            "questo non è TOML valido ({error}). Controlla le virgolette, le parentesi e i segni '=' "
            "su questa riga e su quella prima."
        ),
        "examples.unknown_key": "non c'è nessuna chiave {name!r} {where}. Chiavi conosciute: {known}.",
        "examples.did_you_mean": " Forse intendevi {guess!r}?",
        "examples.where_top": "all'inizio del file",
        "examples.where_table": "nella tabella {table}",
        "examples.missing_key": "manca {name!r}: {what}.",
        "examples.wrong_type": "{name} dovrebbe essere {expected}, non {got!r}.",
        "examples.a_text": "un testo tra virgolette",
        "examples.a_number": "un numero intero",
        "examples.n_numbers": "una lista di {count} numeri interi, uno per parte, come [2, 4]",
        "examples.a_table": "una tabella di chiavi e valori",
        "examples.a_card": 'una carta tra virgolette, come "7d"',
        "examples.a_card_list": 'carte tra virgolette, come "7d 6c Rb"',
        "examples.a_list_of_names": 'una lista di nomi, come ["Anna", "Bruno"]',
        "examples.true_false": "true o false (vero o falso)",
        "examples.play_tables": "ogni giocata è una tabella [[play]] con almeno una carta",
        "examples.branch_tables": "ogni «e se» è una tabella [[branch]]",
        "examples.hand_tables": "ogni smazzata della partita è una tabella [[hand]]",
        "examples.hands_table": 'una tabella con una voce per giocatore, come hands.Anna = ["7d 6c Rb"]',
        "examples.deal_strings": 'un testo di carte per distribuzione, come ["7d 6c Rb", "2s 3s Fb"]',
        "examples.need_title": "ogni esempio ha un titolo",
        "examples.need_players": 'scrivi i giocatori nell\'ordine di gioco, come players = ["Anna", "Bruno"]',
        "examples.need_dealer": 'di\' chi fa le carte, come dealer = "Bruno"',
        "examples.need_deal": "dai la distribuzione: una tabella [deal] con la tavola e le mani, oppure un seed",
        "examples.need_card": 'di\' quale carta si gioca, come card = "7d"',
        "examples.need_branch_title": "ogni «e se» ha un titolo",
        "examples.need_at": "di' quale giocata sostituisce l'«e se», come at = 35",
        "examples.need_hands": "un foglio di partita elenca le sue smazzate come tabelle [[hand]]",
        "examples.need_points": "di' i punti fatti da ogni parte, come points = [2, 4]",
        "examples.bad_names": "i giocatori devono essere nomi diversi tra virgolette, non {names!r}.",
        "examples.rules_players": (
            "il numero dei giocatori viene dalla lista players, quindi [rules] non può impostarlo."
        ),
        "examples.unknown_player": "{name!r} non è uno dei giocatori ({names}).",
        "examples.kind": "kind è 'hand' o 'match', non {kind!r}.",
        "examples.deal_both": "[deal] dà sia un seed sia le carte: usa l'uno o le altre.",
        "examples.deal_none": "[deal] ha bisogno della tavola e delle mani, oppure di un seed.",
        "examples.table_size": "la tavola ha {count} carte, ma queste regole ne mettono {size} scoperte.",
        "examples.hands_missing": "[deal] non dà mani per {player}.",
        "examples.hand_size": "la distribuzione {deal} di {player} ha {count} carte: ogni distribuzione ne dà {size} a testa.",
        "examples.deal_count": (
            "ogni giocatore deve avere lo stesso numero di distribuzioni, al massimo {most} ({counts})."
        ),
        "examples.in_hand": "la distribuzione {deal} di {player}",
        "examples.card_twice": "il {card} è distribuito due volte: in {first} e in {second}.",
        "examples.redealt": "con queste regole questa tavola si ridistribuirebbe: {reason}.",
        "examples.deal_missing": (
            "questa giocata è nella distribuzione {deal}, ma [deal] dà le carte dei giocatori solo per {given} distribuzione/i."
        ),
        "examples.wrong_player": "tocca a {to_move}, non a {player}.",
        "examples.too_many_plays": "la smazzata finisce dopo {total} giocate: questa giocata è di troppo.",
        "examples.scopa_stated": "il file dice che questa giocata fa scopa, ma {why}.",
        "examples.why_took_nothing": "la carta non prende niente",
        "examples.why_table_left": "lascia {table} in tavola (una scopa sgombra la tavola)",
        "examples.why_last_card": (
            "è l'ultima carta della smazzata, e l'ultima carta non fa mai scopa"
        ),
        "examples.why_rules": "con queste regole questa presa non è scopa",
        "examples.no_scopa_stated": (
            "il file dice che questa giocata non fa scopa, ma sgombra la tavola: è una scopa."
        ),
        "examples.table_after": "dopo questa giocata il file si aspetta in tavola {stated}, ma ci sono {actual}.",
        "examples.empty": "niente",
        "examples.incomplete": (
            "una smazzata ha {total} giocate, ma il file ne dà {given}: aggiungi le altre, o scrivi "
            "complete = false per un frammento."
        ),
        "examples.result_on_fragment": (
            "si ferma prima della fine della smazzata, quindi non può dichiarare un risultato finale."
        ),
        "examples.result_mismatch": "il file dice che {what} è {stated}, ma rigiocando la smazzata viene {actual}.",
        "examples.what_cards": "il numero di carte",
        "examples.what_denari": "il numero di denari",
        "examples.what_primiera": "la primiera",
        "examples.what_scope": "il numero di scope",
        "examples.what_score": "il punteggio",
        "examples.what_napola": "la napola",
        "examples.what_settebello": "chi ha il settebello",
        "examples.what_last_take": "le carte rimaste per chi ha preso per ultimo",
        "examples.what_last_taker": "chi ha preso per ultimo",
        "examples.what_winner": "chi vince",
        "examples.what_match_score": "il punteggio finale",
        "examples.nobody": "nessuno",
        "examples.start_at": "start_at deve essere tra 0 e {total} (le giocate scritte), non {start_at}.",
        "examples.branch_at": "un «e se» sostituisce una delle giocate da 1 a {total}, non la giocata {at}.",
        "examples.branch_fixed": (
            "un «e se» può cambiare come si prendono o si contano le carte, non {option}: cambierebbe la distribuzione."
        ),
        "examples.branch_empty": "un «e se» ha bisogno di almeno un [[branch.play]].",
        "examples.branch_twice": "due «e se» hanno lo stesso nome: dai a ciascuno il suo.",
        "examples.branch_heading": "E se: {title} (dalla giocata {at})",
        "examples.no_such_play": "Non c'è una posizione dopo {plays} giocate: questa smazzata ha {total} giocate.",
        "examples.no_such_branch": "Non c'è nessun «e se» chiamato {name!r}. Conosciuti: {known}.",
        "examples.unknown_example": "Non c'è nessun esempio chiamato {name!r}. Esempi conosciuti: {known}.",
        "examples.no_file": "{path} non si può leggere: {error}.",
        "examples.not_found": "il file non esiste",
        "examples.odds_who": "Nessuno ha ancora giocato: di' dal punto di vista di chi guardare (player=0, 1 ...).",
        "examples.match_dealer": "le carte si fanno a turno, quindi la smazzata {hand} la distribuisce {expected}, non {given}.",
        "examples.match_running": "dopo la smazzata {hand} il punteggio è {actual}, non {stated}.",
        "examples.match_example": "l'esempio {example!r} finisce {actual}, non {stated}.",
        "examples.match_example_kind": "{example!r} non è una smazzata commentata completa.",
        "examples.match_line": "Smazzata {number} (mazziere {dealer}): {points}, punteggio {running}.",
        "examples.widget.bad_play": "{play!r} non è il numero di una giocata: scrivi un numero intero, come 12.",
        "examples.widget.bad_reveal": "{mode!r} non è un modo di mostrare le mani: usa uno fra {known}.",
        "examples.widget.no_branches": "Un foglio di partita non ha «e se»: li hanno solo le smazzate.",
        "examples.widget.branch_start": "E se: {title}. Vai avanti per vederlo.",
        # -- quiz: questions and verdicts --
        "quiz.right": "Giusto!",
        "quiz.wrong": "Non proprio.",
        "quiz.nobody": "nessuno",
        "quiz.bad_seed": "Una serie di domande è un numero intero da 0 in su, come 42, non {seed!r}.",
        "quiz.bad_level": (
            "Non esiste il livello {level!r}: scegli 1 (primi passi), 2 (trabocchetti e scelte) o 3 (tavole grandi)."
        ),
        "quiz.level.1": "primi passi",
        "quiz.level.2": "trabocchetti e scelte",
        "quiz.level.3": "tavole grandi",
        "quiz.bad_number": "Una serie contiene le domande da 1 a {last}, non {number!r}.",
        "quiz.bad_kind": "Non esiste il quiz {kind!r}: scegli {kinds}.",
        "quiz.bad_number_answer": "{value!r} non è un numero: scrivi il totale come numero intero, per esempio 70.",
        "quiz.bad_side": "{answer!r} non è una delle parti: rispondi {names}, oppure nessuno.",
        "quiz.capture.prompt": "In tavola: {table}. Giochi il {card} ({code}). Quali carte prende?",
        "quiz.capture.empty": "niente (la tavola è vuota)",
        "quiz.capture.nothing": "niente: la carta resta in tavola",
        "quiz.capture.any_of": "una qualsiasi fra {answers}",
        "quiz.capture.also": " Potevi prendere anche {others}: quando c'è una scelta, ognuna è giusta.",
        "quiz.capture.answer_is": " La risposta: {answers}.",
        "quiz.capture.answers_are": " Ognuna di queste è giusta: {answers}.",
        "quiz.primiera.best_prompt": (
            "Un mazzetto: {pile}. Per la primiera, scegli la carta migliore di ogni seme e somma i loro valori."
        ),
        "quiz.primiera.compare_prompt": "{a} ha preso {pile_a}. {b} ha preso {pile_b}. Chi vince la primiera?",
        "quiz.primiera.line": "{cards}: {sum} = {total}",
        "quiz.primiera.line_missing": "; niente {suits}",
        "quiz.primiera.summary": "La carta migliore di ogni seme: {line}.",
        "quiz.primiera.not_in_pile": "Il {card} non è in questo mazzetto.",
        "quiz.primiera.two_of_suit": "Hai scelto due carte di {suit} ({cards}): scegli una carta per seme.",
        "quiz.primiera.suit_none": "{suit}: in questo mazzetto non ce ne sono, quindi questo seme non aggiunge niente.",
        "quiz.primiera.suit_missed": (
            "{suit}: non hai dato nessuna carta di {suit}; la migliore del mazzetto è il {best} ({value})."
        ),
        "quiz.primiera.suit_right": "{suit}: il {card} ({value}) è la migliore che hai.",
        "quiz.primiera.suit_wrong": (
            "{suit}: il {card} vale {value} nella primiera, ma il {best} vale {best_value}."
        ),
        "quiz.primiera.total_right": "Totale: {sum} = {total}.",
        "quiz.primiera.total_wrong": "Totale: {sum} = {total}, non {given}.",
        "quiz.primiera.total_missing": "Totale: non l'hai dato; è {sum} = {total}.",
        "quiz.primiera.not_winner": "Hai detto {given}; la primiera va a {right}.",
        "quiz.counting.prompt": (
            "La smazzata è finita. {a} ha preso {pile_a} e ha fatto {scope_a}. {b} ha preso {pile_b} "
            "e ha fatto {scope_b}. Assegna i punti: {categories}; poi somma il totale di ogni parte."
        ),
        "quiz.scope.none": "nessuna scopa",
        "quiz.scope.one": "1 scopa",
        "quiz.scope.many": "{n} scope",
        "quiz.counting.key": "{awards}; totale {totals}",
        "quiz.counting.not_mapping": "Dai un'assegnazione per ogni punto: {categories}.",
        "quiz.counting.unknown": "Qui non c'è nessun punto chiamato {name!r}: i punti sono {categories}.",
        "quiz.counting.bad_points": "{answer!r} non dà punti a ciascuna delle {sides} parti.",
        "quiz.counting.missing": "{category}: nessuna risposta. {reason}",
        "quiz.counting.right": "{category}: {reason}",
        "quiz.counting.wrong": "{category}: hai dato {given}. {reason}",
        "quiz.counting.to_nobody": "a nessuno",
        "quiz.counting.to_side": "a {who}",
        "quiz.counting.points": "i punti {points}",
        "quiz.counting.total_right": "totale: {totals}.",
        "quiz.counting.total_wrong": "totale: {totals}, non {given}.",
        "quiz.counting.total_missing": "totale: nessuna risposta; somma i punti di ogni parte: {totals}.",
        "quiz.no_answer": "Prima scegli una risposta: {choices}.",
        "quiz.bad_choice": "{answer!r} non è una delle risposte: scegli {choices}.",
        "quiz.choice.answer_is": " La risposta: {answer}.",
        "quiz.row.cards": "{count} carte",
        "quiz.capture.no_answer": (
            "Clicca le carte in tavola che la tua carta prende, oppure premi '{stays}' se non prende niente."
        ),
        "quiz.primiera.no_answer": "Prima clicca la carta migliore di ogni seme e scrivi il totale.",
        "quiz.counting.no_answer": "Prima assegna i punti: per ognuno scegli una parte, o scrivi i punti.",
        "quiz.bad_negative": "{value!r} è sotto zero: scrivi il totale come numero intero da 0 in su, per esempio 70.",
        # does this play make a scopa?
        "quiz.scopa.prompt": "In tavola: {table}. Giochi il {card} ({code}){last}. Questa giocata può fare scopa?",
        "quiz.scopa.last_card": ", l'ultima carta della smazzata",
        "quiz.scopa.ask": "È scopa?",
        "quiz.scopa.yes": "Sì, è scopa",
        "quiz.scopa.no": "Non è scopa",
        "quiz.scopa.why.clears": "Il tuo {card} può prendere {taken}: tutte le carte in tavola, quindi è scopa, e vale un punto.",
        "quiz.scopa.why.choose": " Ha anche altre prese: scegli quella che sgombra la tavola.",
        "quiz.scopa.why.leaves": "Il tuo {card} prende {taken}, e in tavola restano {left}: niente scopa.",
        "quiz.scopa.why.leaves_one": "Il tuo {card} prende {taken}, e in tavola resta {left}: niente scopa.",
        "quiz.scopa.why.leaves_any": (
            "Il tuo {card} può prendere {options}, ma ogni presa lascia carte in tavola: niente scopa."
        ),
        "quiz.scopa.why.nothing": "Qui il tuo {card} non prende niente: resta in tavola, quindi niente scopa.",
        "quiz.scopa.why.last_card": (
            "Il tuo {card} prende {taken}, tutte le carte in tavola, ma è l'ultima carta della smazzata: "
            "l'ultima carta non fa mai scopa."
        ),
        "quiz.scopa.why.rule": (
            "Il tuo {card} prende {taken}, tutte le carte in tavola, ma con queste regole quella presa "
            "non è scopa."
        ),
        # who takes the rest?
        "quiz.last.prompt": (
            "Finora l'ultima presa l'ha fatta {taker}. Ora {player} gioca l'ultima carta della smazzata, "
            "il {card} ({code}), su una tavola con {table}. A chi vanno le carte rimaste in tavola?"
        ),
        "quiz.last.ask": "A chi vanno le carte rimaste in tavola?",
        "quiz.last.row_played": "{player} gioca",
        "quiz.last.nobody": "A nessuno: restano lì",
        "quiz.last.why.takes": (
            "Il {card} di {player} prende {taken}: è una presa, quindi l'ultima presa è di {player}, che si prende "
            "anche il resto ({left}). Non è scopa: erano rimaste carte."
        ),
        "quiz.last.why.stays": (
            "Il {card} di {player} non prende niente, quindi resta in tavola; le carte rimaste ({left}) vanno "
            "a {taker}, che ha fatto l'ultima presa."
        ),
        "quiz.last.why.never_nobody": (
            "Le carte rimaste alla fine non restano mai in tavola: vanno a chi ha preso per ultimo, {taker}."
        ),
        "quiz.last.why.not_taker": "{who} non ha fatto l'ultima presa: l'ha fatta {taker}.",
        # who wins the match?
        "quiz.match.prompt": (
            "La partita si gioca a {target} punti. Prima di questa smazzata il punteggio era {scores}. In questa "
            "smazzata hanno fatto {hand}. Chi vince la partita?"
        ),
        "quiz.match.ask": "Chi vince la partita?",
        "quiz.match.another_hand": "Ancora nessuno: un'altra smazzata",
        "quiz.match.why.short": "Ora il punteggio è {after}: nessuno è arrivato a {target}, quindi si gioca un'altra smazzata.",
        "quiz.match.why.reached": "Ora il punteggio è {after}: {who} raggiunge {target} e vince la partita.",
        "quiz.match.why.higher": (
            "Ora il punteggio è {after}: {sides} hanno superato {target} nella stessa smazzata, e "
            "vince il punteggio più alto, quindi vince la partita {who}."
        ),
        "quiz.match.why.tie": (
            "Ora il punteggio è {after}: tutte e due le parti raggiungono {target} con lo stesso punteggio, quindi "
            "ancora nessuno vince e si gioca un'altra smazzata."
        ),
        "quiz.match.both": "entrambe le parti",
        "quiz.match.sides": "{count} parti",
        "quiz.match.why.side_short": "{who} ha {score}, non arriva a {target}.",
        # who gets the point, in couples and in three?
        "quiz.teams.prompt_couples": (
            "A coppie, {sides}. Alla fine della smazzata: {counts} {what}. Chi prende il punto?"
        ),
        "quiz.teams.prompt_three": (
            "Tre giocatori, ognuno per sé. Alla fine della smazzata: {counts} {what}. Chi prende il punto?"
        ),
        "quiz.teams.what.carte": "carte",
        "quiz.teams.what.denari": "denari",
        "quiz.teams.ask": "Chi prende il punto per il numero di {what}?",
        "quiz.teams.count.carte": "{count} carte",
        "quiz.teams.count.denari": "{count} denari",
        "quiz.teams.why.couples": "I compagni contano le carte insieme: {sums}.",
        "quiz.teams.why.pooled": "{side} {sum} = {total}",
        "quiz.teams.why.best_player": (
            "{player} ne ha più di tutti da solo, ma a coppie il punto va alla coppia, non al giocatore."
        ),
        # The rules on one sheet (scopa_learn.drawing.rulesheet)
        "sheet.title": "Scopa: le regole in un foglio",
        "sheet.intro": (
            "Due giocatori, le regole classiche, come le gioca il motore di questa guida. "
            "Scopa vuol dire sgombrare la tavola; il settebello è il 7 di denari."
        ),
        "sheet.cards.title": "Le carte",
        "sheet.cards": (
            "40 carte in quattro semi: denari, coppe, spade e bastoni. Ogni seme va dall'asso (1), "
            "dal 2 al 7, fante (8), cavallo (9) e re (10): quel numero è quanto vale la carta quando prende."
        ),
        "sheet.hand.title": "Come va una smazzata",
        "sheet.hand": (
            "Il mazziere dà 3 carte a ogni giocatore e ne mette 4 scoperte in tavola.\n"
            "Comincia l'altro giocatore; si gioca a turno, una carta alla volta.\n"
            "Quando tutte e due le mani sono vuote, il mazziere dà altre 3 carte a testa e nessuna in tavola: "
            "sei distribuzioni, finché si giocano tutte le 40 carte.\n"
            "Dopo l'ultima carta, le carte rimaste in tavola vanno a chi ha fatto l'ultima presa "
            "(e non è scopa).\n"
            "Poi ogni parte conta il suo mazzetto (sotto). Il mazziere cambia a ogni smazzata; vince chi "
            "arriva primo a 11 punti, e se tutti e due superano 11 nella stessa smazzata vince il punteggio più alto."
        ),
        "sheet.captures.title": "Prendere",
        "sheet.captures": (
            "La carta che giochi prende una carta in tavola dello stesso valore.\n"
            "Se non ce n'è, prende due o più carte in tavola che sommate fanno il suo valore.\n"
            "Prima la carta uguale: se in tavola c'è una carta dello stesso valore, devi prendere quella, "
            "mai una somma.\n"
            "Quando c'è una scelta (due carte uguali, o più somme), scegli tu.\n"
            "Prendere è obbligatorio: una carta che può fare una presa deve farla. Puoi calare qualsiasi carta; "
            "una che non prende niente resta in tavola.\n"
            "Scopa: una presa che sgombra la tavola vale 1 punto, tranne che con l'ultima carta "
            "della smazzata. Tieni quella carta scoperta, di traverso, nel tuo mazzetto."
        ),
        "sheet.scoring.title": "Contare una smazzata",
        "sheet.scoring": "Un punto per ogni riga, e uno per ogni scopa:",
        "sheet.score.point": "punto",
        "sheet.score.to": "va a",
        "sheet.score.tie": "se pari",
        "sheet.score.carte.to": "più carte: 21 o più delle 40",
        "sheet.score.carte.tie": "20-20: nessuno",
        "sheet.score.denari.to": "più denari: 6 o più dei 10",
        "sheet.score.denari.tie": "5-5: nessuno",
        "sheet.score.settebello.to": "chi ha preso il 7 di denari",
        "sheet.score.settebello.tie": "non può essere pari",
        "sheet.score.primiera.to": "la primiera più alta (sotto)",
        "sheet.score.primiera.tie": "nessuno",
        "sheet.score.scope.to": "1 punto per ogni scopa",
        "sheet.score.scope.tie": "ognuno tiene le sue",
        "sheet.primiera.title": "La primiera",
        "sheet.primiera": (
            "Prendi la tua carta migliore di ogni seme secondo questa tabella e somma i quattro valori. "
            "Chi non ha un seme non ha primiera: il punto va all'altra parte se ha tutti e quattro i semi, "
            "altrimenti a nessuno."
        ),
        "sheet.card": "carta",
        "sheet.value": "valore",
        "sheet.rank_names": "asso, 2, 3, 4, 5, 6, 7, fante, cavallo, re",
        "sheet.primiera.best": "La primiera migliore è quella dei quattro 7: {best}.",
        "sheet.source": (
            "Fonti: Regole della scopa (la guida di AGIMEG) e le altre pagine di regole elencate "
            "in Informazioni, Fonti. Da Scopa, passo per passo; testo sotto licenza CC BY 4.0."
        ),
        "worksheet.title": "Scheda di scopa",
        "worksheet.meta": "livello {level} ({name}), serie di domande {seed}",
        "worksheet.name": "Nome:",
        "worksheet.date": "Data:",
        "worksheet.key": "Soluzioni",
        "worksheet.total": "totale",
        "worksheet.no_cards": "nessuna carta",
        "worksheet.pile_count": "{count} carte",
        "worksheet.table": "Tavola",
        "worksheet.you_play": "Giochi",
        "worksheet.takes": "Prende:",
        "worksheet.pile": "Mazzetto",
        "worksheet.best_cards": "La carta migliore di ogni seme:",
        "worksheet.primiera_total": "Totale della primiera:",
        "worksheet.primiera_winner": "La primiera va a:",
        "worksheet.question_seed": "domanda {seed}",
        "worksheet.seed_note": "(il numero piccolo sotto il numero della domanda è il numero proprio della domanda)",
        "worksheet.seed_line": "serie di domande {seed}, livello {level} ({name})",
        "worksheet.show_answer": "Mostra la risposta",
        "worksheet.capture.title": "Prese",
        "worksheet.capture.how": (
            'Scrivi le carte in tavola che la carta giocata prende, oppure "niente" se resta in '
            "tavola. Quando c'è una scelta, vale una qualsiasi risposta giusta."
        ),
        "worksheet.primiera.title": "Primiera",
        "worksheet.primiera.how": (
            "Per un mazzetto: scrivi la carta migliore di ogni seme e il totale della primiera. "
            "Per due mazzetti: scrivi chi vince la primiera (o nessuno)."
        ),
        "worksheet.counting.title": "Contare una smazzata",
        "worksheet.counting.how": (
            "La smazzata è finita: i due mazzetti contengono tutte le 40 carte. Nella tabella scrivi i punti "
            "di ogni parte per carte, denari, settebello, primiera e scope, poi i totali."
        ),
        "worksheet.scopa.title": "Scopa o no?",
        "worksheet.scopa.how": "Segna se la carta giocata può fare scopa (sgombrare la tavola per un punto).",
        "worksheet.last-taker.title": "L'ultima presa",
        "worksheet.last-taker.how": "Si gioca l'ultima carta della smazzata: segna a chi vanno le carte rimaste in tavola.",
        "worksheet.match-end.title": "La fine di una partita",
        "worksheet.match-end.how": "Aggiungi i punti della smazzata al punteggio: segna chi vince la partita, oppure un'altra smazzata.",
        "worksheet.teams.title": "A coppie e in tre",
        "worksheet.teams.how": "Segna chi prende il punto: i compagni contano insieme; un pari in testa non lo dà a nessuno.",
        "worksheet.choose": "Segnane una:",
        "worksheet.bad_count": "Una scheda ha da 1 a 30 domande per tipo, non {count!r}.",
        "worksheet.no_kinds": "Scegli almeno un tipo di domanda: {kinds}.",
        "worksheet.bad_reveal": "reveal è 'details' o 'none', non {reveal!r}.",
        "worksheet.no_folder": "Non riesco a scrivere la scheda in {path!r}: la cartella non esiste.",
        "widget.quiz.title.capture": "Quali carte prende?",
        "widget.quiz.title.primiera": "La primiera",
        "widget.quiz.title.counting": "Conta la smazzata",
        "widget.quiz.title.scopa": "Scopa o no?",
        "widget.quiz.title.last-taker": "Chi prende il resto?",
        "widget.quiz.title.match-end": "Chi vince la partita?",
        "widget.quiz.title.teams": "Chi prende il punto?",
        "widget.quiz.stays": "Resta in tavola",
        "widget.quiz.bad_progress": "Il progresso salvato ha {what}={value!r}: ci si aspettava un numero intero da 0 in su.",
        "widget.quiz.label.seed": "Serie di domande",
        "widget.quiz.label.level": "Livello",
        "widget.quiz.label.start": "Comincia",
        "widget.quiz.label.check": "Controlla",
        "widget.quiz.label.next": "Domanda successiva",
        "widget.quiz.label.question": "Domanda {number} della serie {seed} (domanda {question_seed})",
        "widget.quiz.label.score": "Punteggio {right} su {answered}, di fila {streak}, record di fila {best}",
        "widget.quiz.label.reset": "Azzera il punteggio",
        "widget.quiz.label.table": "La tavola (clicca le carte che prende la tua carta)",
        "widget.quiz.label.your_card": "Giochi",
        "widget.quiz.label.pile": "Il mazzetto (clicca la carta migliore di ogni seme)",
        "widget.quiz.label.total": "Totale della primiera",
        "widget.quiz.label.who": "Chi vince la primiera?",
        "widget.quiz.label.points": "punti",
        "widget.quiz.label.cards": "{count} carte",
        "widget.quiz.label.answer": "Risposta",
        "widget.worksheet.label.make": "Prepara la scheda",
        "widget.worksheet.label.preview": "Mostra o nascondi la scheda",
        "widget.worksheet.label.print": "Stampa",
        "widget.worksheet.label.download": "Scarica il file HTML",
        "widget.worksheet.label.count": "Domande per tipo",
        "widget.worksheet.label.kinds": "Tipi di domanda",
        # -- players: computer players and hints --
        "players.unknown_level": "Non c'è nessun livello del computer chiamato {level!r}: i livelli sono {known}.",
        "players.bad_budget": (
            "Il budget dell'esperto è un numero di giocate simulate (un numero intero, almeno 1), non {budget!r}."
        ),
        "players.budget_expert_only": "Solo l'esperto fa ricerche, quindi solo l'esperto accetta un budget.",
        "players.not_your_turn": "Non tocca al giocatore {player}: ora gioca il giocatore {to_move}.",
        "players.bad_rank": "Il valore di una carta va da 1 (asso) a 10 (re), non {rank}.",
        "players.name": "Computer ({level})",
        "hint.only": "Gioca il {card}: è l'unica giocata possibile.",
        "hint.scopa": "Prendi {taken} col tuo {card}: sgombri la tavola, una scopa che vale un punto.",
        "hint.and": "{first} e {last}",
        "hint.settebello": "Prendi il settebello (il 7 di denari) col tuo {card}: è un punto da solo.",
        "hint.play_settebello": "Prendi {taken} col settebello: così va al sicuro nel tuo mazzetto.",
        "hint.avoid": (
            "Gioca {move}: non lasciare {left} in tavola: c'è il {chance} di probabilità che abbiano "
            "un {rank} e facciano scopa."
        ),
        "hint.avoid_loss": (
            "Gioca {move}: giocando {other} gli lasceresti prendere il {card} (c'è il {chance} di probabilità "
            "che abbiano un {rank})."
        ),
        "hint.take": "Prendi {taken} col tuo {card}: {why}.",
        "hint.why.cards": "{count} in più per il punto delle carte",
        "hint.why.denari": "{count} denari",
        "hint.why.denaro": "un denaro",
        "hint.why.primiera": "{cards} per la primiera",
        "hint.count.one": "un {rank}",
        "hint.count.many": "{count} {rank}",
        "hint.numbers": "zero uno due tre quattro",
        "hint.why.re_bello": "il re bello",
        "hint.why.napola": "il {card} per la napola",
        "hint.safe": "Niente che valga la pena prendere: gioca il {card}, lascia in tavola {left}, {risk}.",
        "hint.safe.none": "che nessuna carta da sola può prendere tutta",
        "hint.safe.some": "e c'è solo il {chance} di probabilità che possano fare scopa",
        "hint.discard_low": "Niente che valga la pena prendere: gioca il {card}, una carta che per loro vale poco.",
        "hint.last_card": "Ultima carta della smazzata: {move}; quello che resta in tavola va a chi ha preso per ultimo.",
        "hint.move_takes": "il {card} (prendendo {taken})",
        "hint.move_plain": "il {card}",
        "play.bad_opponent": "Non c'è nessun avversario {opponent!r}: scegline uno fra {known}.",
        "play.bad_number": "Il numero della distribuzione e il traguardo sono numeri interi (il traguardo almeno 1), non {seed!r} e {target!r}.",
        "play.not_started": "Prima comincia una partita: scegli l'avversario, le regole e il traguardo.",
        "play.wait_computer": "Aspetta: tocca al computer.",
        "play.no_undo_now": "Quando la smazzata è finita non c'è niente da annullare.",
        "play.nothing_to_undo": "Non c'è ancora nessuna tua mossa da riprendere.",
        "play.no_next_hand": "La smazzata successiva si distribuisce quando questa è finita.",
        "play.take": "prendi {taken}",
        "play.prompt.your_turn": (
            "Tocca a te. Clicca le carte in tavola che vuoi prendere (o nessuna), poi una carta della tua mano."
        ),
        "play.prompt.choose": "Il tuo {card} può prendere in più di un modo: scegli quale.",
        "play.prompt.computer": "{player} sta pensando...",
        "play.prompt.hand_over": "La smazzata è finita: ecco come è stato fatto ogni punto.",
        # -- widgets: what the live widgets say --
        "widget.score.sides": "Il calcolatore del punteggio prende due o tre mazzetti, ognuno col suo numero di scope.",
        "widget.score.option.napola": "napola",
        "widget.score.option.napola_stop_at_6": "la napola si ferma al 6",
        "widget.score.option.napoleone_wins": "il napoleone vince la partita",
        "widget.score.option.settanta": "settanta (primiera dei quattro 7: +1)",
        "widget.score.option.re_bello": "re bello",
        "widget.score.re_bello.off": "non conta",
        "widget.score.re_bello.extra": "un punto in più",
        "widget.score.re_bello.replaces-primiera": "al posto della primiera",
        "widget.score.category.carte": "carte",
        "widget.score.category.denari": "denari",
        "widget.score.rules": "Regole",
        "widget.score.bad_side": "Non c'è nessuna parte {side!r}: le parti sono numerate da 0 a {sides} meno uno.",
        "widget.score.bad_scope": "{count!r} non è un numero di scope: scrivi 0, 1, 2...",
        "widget.score.not_switch": "{name!r} non è un'opzione di regola che si può accendere e spegnere.",
        "widget.score.check": "{cards} carte e {denari} denari nei mazzetti (una smazzata intera ne ha 40 e 10).",
        "widget.score.bad_options": "{options!r} non è un insieme di opzioni di regola: dai nomi e valori, come {{'napola': True}}.",
        "widget.explorer.card_on_table": (
            "Il {card} è in tavola: toglilo dalla tavola prima di giocarlo."
        ),
        "widget.explorer.table_full": "L'esploratore tiene al massimo {most} carte in tavola.",
        "widget.explorer.bad_seed": "{seed!r} non è un numero di distribuzione: è un numero intero, come 7.",
        "widget.explorer.pick_card": "Scegli la carta che giochi, poi le carte in tavola.",
        "widget.explorer.kind.equal": "carta uguale",
        "widget.explorer.kind.sum": "somma",
        "widget.explorer.kind.fifteen": "fa 15",
        "widget.explorer.kind.sweep": "l'asso prende tutto",
        "widget.explorer.kind.none": "non prende niente",
        "widget.title.capture_explorer": "l'esploratore delle prese",
        "widget.title.play": "una partita contro il computer",
        "widget.title.quiz": "il quiz",
        "widget.title.quiz_worksheet": "il generatore di schede",
        "widget.title.replay": "il riproduttore di smazzate",
        "widget.replay.text_below": "Senza, le giocate sono qui sotto come testo.",
        "widget.title.score_calculator": "il calcolatore del punteggio",
        "text.the_card": "il {card}",
        "text.and": "{first} e {last}",
        "text.a_value": "un {rank}",
        "text.a_value.8": "un {rank}",
        "text.nothing": "niente",
        "score.napola_run": "dall'asso al {top}",
        "problem.deck.twice": "il {card} è nominato due volte",
        "problem.deck.count": "ha {cards} carte, {different} diverse",
        "svg.suits.french": "quadri,cuori,picche,fiori",
        "svg.ranks.french": "asso,2,3,4,5,6,7,fante,donna,re",
        "svg.donna": "donna",
        "text.or": "{first} o {last}",
        "option.allowed.one_of": "uno fra {values}",
        "option.allowed.bool": "True o False (vero o falso)",
        "option.allowed.number": "un numero intero",
        "option.allowed.players": "2, 3, 4 o 6 giocatori",
        "option.allowed.target": "almeno 1 punto",
        "option.allowed.hand_size": "le {cards} carte rimaste dopo la tavola devono dividersi in parti uguali",
        "option.allowed.table_size": "4 carte scoperte, oppure 0",
        "option.allowed.redeal": "regole fra {rules}",
        "option.allowed.primiera_values": "dieci numeri interi da 0 in su, uno per valore",
        "option.conflict.fifteen_equal": "appartiene alla scopa a 15",
        "option.conflict.equal_first": "la scopa a 15 non ha la regola della carta uguale da togliere",
        "option.conflict.ace_house_rule": "è una regola della casa della scopa d'assi",
        "option.conflict.napola_off": "cambia la napola, che è spenta",
        "option.conflict.settanta": "il settanta premia una primiera che non si conta",
        "option.conflict.carte_viste": "le carte viste si giocano in due",
        "option.conflict.no_table": "non c'è una tavola da ridistribuire",
        "preset.classic": "Scopa classica: in 2 agli 11 punti, in 3 ai 16, in 4 a coppie o in 6 in due squadre ai 21.",
        "preset.classic.source": (
            "la guida di AGIMEG; la pagina delle regole del gioco online; Le regole della scopa (squadre e napola)"
        ),
        "preset.scopone": "Scopone scientifico: in 4 a coppie, 9 carte a testa e 4 in tavola, distribuite tutte insieme.",
        "preset.scopone.source": "la guida di AGIMEG (scopone; ridistribuzione FIGS di una tavola da 10 o meno)",
        "preset.scopone-10": "Scopone con 10 carte a testa e la tavola vuota.",
        "preset.scopone-10.source": (
            "la guida di AGIMEG (scopone); le regole della casa della sala da gioco (scopone a dieci carte)"
        ),
        "preset.scopa-d-assi": "Scopa d'assi: l'asso prende tutte le carte in tavola (senza fare scopa).",
        "preset.scopa-d-assi.source": "la guida di AGIMEG (scopa d'assi)",
        "preset.scopa-d-assi-online": (
            "Scopa d'assi con le regole della casa della sala da gioco: l'asso fa sempre scopa (a meno che un "
            "altro asso sia in tavola fra altre carte, o la tavola sia vuota), l'asso vale 15 nella primiera, "
            "minor numero di carte, partita ai 16."
        ),
        "preset.scopa-d-assi-online.source": "le regole della casa della sala da gioco",
        "preset.scopa-15": "Scopa a 15: una carta prende le carte che insieme a lei fanno 15.",
        "preset.scopa-15.source": "la guida di AGIMEG (scopa a 15)",
        "cli.help.lang": "la lingua: en o it (predefinita: quella di LC_ALL o LANG, altrimenti en)",
        "cli.help.dealer_play": "1: il computer fa le carte, cominci tu",
        "level.beginner": "principiante",
        "level.intermediate": "intermedio",
        "level.expert": "esperto",
        "widget.deck.label.typed": "Una carta, come 7d o Rb",
        "widget.deck.label.placeholder": "7d, Rb…",
        "widget.deck.label.or_type": "Oppure scrivi una carta:",
        "widget.deck.label.show": "Mostra",
        "widget.deck.label.pick": "Scegli una carta per vedere i suoi nomi e quanto vale.",
        "widget.deck.label.card": "Carta",
        "widget.deck.label.capture_value": "Valore nelle prese",
        "widget.deck.label.primiera_value": "Valore nella primiera",
        "widget.deck.label.special": "Speciale",
        "widget.deck.label.settebello": "il settebello",
        "widget.deck.label.suit": "Seme",
        "widget.deck.label.denaro": "un denaro",
        "widget.explorer.label.table": "Tavola",
        "widget.explorer.label.your_card": "La tua carta",
        "widget.explorer.label.table_heading": "La tavola (clicca una carta per toglierla)",
        "widget.explorer.label.modes": "Che cosa fa un clic su una carta",
        "widget.explorer.label.click": "Un clic su una carta qui sotto:",
        "widget.explorer.label.mode_play": "la fa diventare la tua carta",
        "widget.explorer.label.mode_table": "la mette in tavola (o la toglie)",
        "widget.explorer.label.typed_card": "La tua carta, come 6s",
        "widget.explorer.label.typed_table": "Le carte in tavola, come 6c 2d 4b",
        "widget.explorer.label.type": "Scrivi:",
        "widget.explorer.label.on": "su",
        "widget.explorer.label.show": "Mostra le prese",
        "widget.explorer.label.seed": "Numero della posizione",
        "widget.explorer.label.seed_label": "Numero della posizione:",
        "widget.explorer.label.random": "Posizione a caso",
        "widget.explorer.label.clear": "Svuota",
        "widget.explorer.label.last_card": "ultima carta della smazzata",
        "widget.explorer.label.options": "Prese possibili",
        "widget.explorer.label.none_yet": "ancora nessuna",
        "widget.explorer.label.take_off": "toglila dalla tavola",
        "widget.explorer.label.empty": "vuota",
        "widget.explorer.label.scopa": "scopa!",
        "widget.explorer.label.stays": "Non prende niente: resta in tavola.",
        "widget.replay.label.start": "Inizio",
        "widget.replay.label.start_title": "Torna all'inizio",
        "widget.replay.label.back": "Indietro",
        "widget.replay.label.back_title": "Una giocata indietro",
        "widget.replay.label.next": "Avanti",
        "widget.replay.label.next_title": "Giocata successiva",
        "widget.replay.label.end": "Fine",
        "widget.replay.label.end_title": "Vai alla fine",
        "widget.replay.label.autoplay": "Riproduci",
        "widget.replay.label.stop": "Ferma",
        "widget.replay.label.jump": "Vai a una giocata",
        "widget.replay.label.reveal": "Come si vedono le mani",
        "widget.replay.label.reveal_all": "Tutte le mani scoperte",
        "widget.replay.label.reveal_mover": "Solo la mano di chi deve giocare",
        "widget.replay.label.show_captures": "Mostra le prese della prossima carta",
        "widget.replay.label.deals": "fa le carte",
        "widget.replay.label.to_play": "di turno",
        "widget.replay.label.facts": "mazzetto {pile} carte, {denari} denari · scope {scope}",
        "widget.replay.label.hidden_hand": "La mano di {name}: {count} carte coperte",
        "widget.replay.label.hand": "La mano di {name}",
        "widget.replay.label.no_cards": "nessuna carta",
        "widget.replay.label.empty": "vuota",
        "widget.replay.label.why": "perché",
        "widget.replay.label.total": "totale",
        "widget.replay.label.score": "Il punteggio della smazzata",
        "widget.replay.label.table": "Tavola",
        "widget.replay.label.takes": "prende",
        "widget.replay.label.scopa": "scopa!",
        "widget.replay.label.options": "Prese possibili",
        "widget.replay.label.chosen": "← la giocata fatta",
        "widget.replay.label.what_if": "E se…",
        "widget.replay.label.branch": "{title} (giocata {at})",
        "widget.replay.label.back_to_main": "Torna alla smazzata come è stata giocata",
        "widget.replay.label.jump_deal": "0. La distribuzione",
        "widget.replay.label.col_hand": "smazzata",
        "widget.replay.label.col_dealer": "mazziere",
        "widget.replay.label.col_points": "{name}: punti (totale)",
        "widget.replay.label.sheet": "Foglio della partita",
        "widget.replay.label.jump_before": "0. Prima della prima smazzata",
        "widget.replay.label.hand_n": "Smazzata {n}",
        "widget.replay.the_deal": "La distribuzione",
        "widget.replay.play_of": "Giocata {n} di {total}",
        "widget.replay.status": "{where} · distribuzione {deal}",
        "widget.replay.over": " · la smazzata è finita",
        "widget.replay.what_if_line": "E se: {title}",
        "widget.replay.about_to_play": "{player} sta per giocare il {card}",
        "widget.replay.before_first": "Prima della prima smazzata",
        "widget.replay.hand_of": "Smazzata {n} di {total} · {status}",
        "widget.score.label.placeholder": "7d 6c Ab …",
        "widget.score.label.score": "Conta",
        "widget.score.label.scope": "Scope fatte:",
        "widget.score.label.points": "I punti della smazzata",
        "widget.score.label.point": "Punto",
        "widget.score.label.why": "Perché",
        "widget.score.label.total": "Totale",
        "widget.score.label.caption": "I punti della smazzata, ognuno col suo motivo",
        "widget.score.label.pile_aria": "Carte prese da {name}, come 7d 6c Ab",
        "widget.score.label.scope_aria": "Scope fatte da {name}",
        "widget.score.label.less": "Una scopa in meno per {name}",
        "widget.score.label.more": "Una scopa in più per {name}",
        "widget.score.label.facts": "{count} carte · {denari} denari · primiera {primiera}",
        "widget.score.napoleone": "{name} vince subito la partita col napoleone.",
        "examples.translation_alone": "{name} traduce {english}, che manca: scrivi prima {english} in inglese.",
        "examples.text.hand": "smazzata",
        "examples.text.dealer": "mazziere",
        "examples.text.note": "nota",
        "examples.text.why": "perché",
        "examples.text.total": "totale",
        "examples.text.what_if": "**E se: {title}** (al posto della giocata {at})",
        "widget.ui.bad_settings": "Il widget {kind} non ha queste impostazioni: {given}. Le sue impostazioni: {known}.",
        "cli.worksheet.kind": "{kind}: {n}",
        # ---- The Italian column (issue 11): add above ----
        # ---- Puzzles (issue 12): add below, until the next marker ----
        # (keys "puzzle.*")
        "puzzle.decimal": ",",
        "cli.help.puzzle": "un esercizio con il voto: la posizione, la tua mossa, i punti che tiene o perde, e perché",
        "cli.help.puzzle_theme": "solo esercizi di questo tema (take_scopa, lone_card, last_deal...)",
        "cli.help.puzzle_level": "solo esercizi di questo livello, da 1 (prima settimana) a 4 (esperto)",
        "cli.help.puzzle_id": "l'esercizio con questo codice (un insegnante può dare a tutta la classe lo stesso)",
        "puzzle.cli.header": "Esercizio {id}: {theme}, livello {level} ({level_name})",
        "puzzle.cli.you": "tu",
        "puzzle.cli.opponent": "l'avversario",
        "puzzle.cli.last_play": "Giocata {play} di {plays}. L'ultima giocata: {what}",
        "puzzle.cli.last_deal": "Non ci sono più carte da distribuire: è l'ultimo giro.",
        "puzzle.cli.prompt": "La tua risposta (un numero, o come {example}; h per un aiuto, q per uscire): ",
        "puzzle.cli.no_more_hints": "Non ci sono altri aiuti: la mossa migliore è {best}.",
        "puzzle.cli.quit": "Fermato: nessuna risposta.",
        "puzzle.cli.grades": "Tutte le mosse, con i punti che perdono in media:",
        "puzzle.cli.best": "la migliore",
        "puzzle.cli.none": "Nella raccolta non c'è nessun esercizio con tema {theme} e livello {level}.",
        "puzzle.question": "Tocca a te: quale carta giochi, e cosa prendi?",
        "puzzle.level.1": "prima settimana",
        "puzzle.level.2": "principiante",
        "puzzle.level.3": "giocatore da circolo",
        "puzzle.level.4": "esperto",
        "puzzle.theme.take_scopa": "Fare scopa",
        "puzzle.theme.take_scopa.summary": (
            "Quando una carta può portare via tutta la tavola, è un punto in più: cercala per prima."
        ),
        "puzzle.theme.deny_scopa": "Non lasciare la scopa",
        "puzzle.theme.deny_scopa.summary": (
            "Una sola carta potrebbe prendere tutta la tavola: gioca in modo che l'avversario non possa farlo."
        ),
        "puzzle.theme.lone_card": "La carta sola",
        "puzzle.theme.lone_card.summary": (
            "Una carta rimasta sola in tavola la prende ogni carta dello stesso valore: conta quante "
            "ne sono ancora fuori."
        ),
        "puzzle.theme.table_ten": "Una tavola da 10 o meno",
        "puzzle.theme.table_ten.summary": (
            "Carte che sommate fanno 10 o meno si prendono tutte con una carta sola: non lasciare una tavola così."
        ),
        "puzzle.theme.best_sum": "Scegliere la presa",
        "puzzle.theme.best_sum.summary": (
            "Quale presa, o quale somma, vale di più: il settebello, un denaro, più carte? Prendi quella."
        ),
        "puzzle.theme.equal_card": "La trappola della carta uguale",
        "puzzle.theme.equal_card.summary": (
            "Se in tavola c'è una carta dello stesso valore, la tua carta deve prendere quella, non una somma."
        ),
        "puzzle.theme.settebello": "Il settebello",
        "puzzle.theme.settebello.summary": (
            "Il 7 di denari vale un punto da solo: prendilo, e non lasciarlo dove l'avversario può prenderlo."
        ),
        "puzzle.theme.primiera": "La lotta per la primiera",
        "puzzle.theme.primiera.summary": "I 7 e i 6 vincono la primiera: prendili, e non regalarli.",
        "puzzle.theme.no_gift": "Non regalare una presa",
        "puzzle.theme.no_gift.summary": (
            "Una carta calata in tavola può dare una presa all'avversario: quando puoi prendere, "
            "prendere è spesso la giocata più sicura."
        ),
        "puzzle.theme.safe_discard": "Niente da prendere",
        "puzzle.theme.safe_discard.summary": (
            "Quando nessuna carta può prendere, cala quella che regala meno all'avversario."
        ),
        "puzzle.theme.last_deal": "L'ultimo giro",
        "puzzle.theme.last_deal.summary": (
            "Non ci sono più carte da distribuire: conta le carte ancora fuori; chi prende per ultimo "
            "prende anche quelle rimaste in tavola."
        ),
        "puzzle.the": "il {card}",
        "puzzle.the.ace": "l'{card}",
        "puzzle.move.takes": "{card} che prende {taken}",
        "puzzle.move.plain": "{card}",
        "puzzle.right": (
            "Giusto: {move} è la mossa migliore. La seconda migliore, {other}, perde in media "
            "{margin} punti: {why}"
        ),
        "puzzle.right.only": "Giusto: {move} è l'unica mossa possibile.",
        "puzzle.wrong": (
            "Non è la mossa migliore: giocando {move} perdi in media {lost} punti rispetto alla "
            "mossa migliore, {best}. Perché: {why}"
        ),
        "puzzle.why.missed_scopa": "{best} porta via tutte le carte della tavola: è scopa, un punto da sola.",
        "puzzle.why.lone": (
            "lascia in tavola un {rank} da solo: {chance} di probabilità che l'avversario abbia un "
            "{rank} e faccia scopa (carte di quel valore che non hai visto: {unseen} su {cards})."
        ),
        "puzzle.why.sweep": (
            "lascia in tavola {left}, {total} in tutto: {chance} di probabilità che l'avversario "
            "abbia una carta che prende tutto e fa scopa ({cards})."
        ),
        "puzzle.why.settebello": "{best} prende il settebello (il 7 di denari), che vale un punto da solo.",
        "puzzle.why.settebello_left": "lascia il settebello in tavola, alla portata dell'avversario.",
        "puzzle.why.settebello_play": (
            "{best} mette il settebello (il 7 di denari) nel tuo mazzetto: vale un punto da solo, "
            "e lì nessuno può più prendertelo."
        ),
        "puzzle.why.equal": (
            "con un {rank} in tavola, {card} deve prendere quel {rank} (la carta uguale viene "
            "prima), non {sum} ({cards})."
        ),
        "puzzle.why.rest": (
            "giocando fino in fondo, l'avversario prende per ultimo, e a chi prende per ultimo "
            "vanno le {count} carte rimaste in tavola alla fine."
        ),
        "puzzle.why.offer": (
            "permette all'avversario di prendere {taken} con un {rank}: {chance} di probabilità "
            "che ne abbia uno."
        ),
        "puzzle.why.rest.one": (
            "giocando fino in fondo, l'avversario prende per ultimo, e a chi prende per ultimo "
            "va la carta rimasta in tavola alla fine."
        ),
        "puzzle.count": (
            "Conta le carte: ne restano fuori {count} ({cards}), tutte in mano all'avversario."
        ),
        "puzzle.count.one": "Conta le carte: ne resta fuori una sola ({cards}), in mano all'avversario.",
        "puzzle.why.later.exact": (
            "non c'è più niente di nascosto, quindi il resto della smazzata si può giocare "
            "esattamente: con il gioco migliore da entrambe le parti, questa mossa finisce con meno punti."
        ),
        "puzzle.theme.which_card": "Con quale carta prendere",
        "puzzle.theme.which_card.summary": (
            "Due tue carte possono fare la stessa presa: prendi con quella che vale di più, perché "
            "finisce anche lei nel tuo mazzetto."
        ),
        "puzzle.why.last_deal": (
            "è l'ultimo giro: le carte rimaste in tavola alla fine vanno a chi ha preso per ultimo, "
            "e {best} ne tiene conto ({out} carte ancora fuori)."
        ),
        "puzzle.why.primiera": "{best} prende {count} carte in più tra i 7 e i 6, che vincono la primiera.",
        "puzzle.why.primiera.one": "{best} prende una carta in più tra i 7 e i 6, che vincono la primiera.",
        "puzzle.why.denari": "{best} prende {count} denari in più, per il punto dei denari.",
        "puzzle.why.denari.one": "{best} prende un denaro in più, per il punto dei denari.",
        "puzzle.why.cards": "{best} prende {count} carte in più, per il punto delle carte.",
        "puzzle.why.cards.one": "{best} prende una carta in più, per il punto delle carte.",
        "puzzle.why.exposed": "cala {card} in tavola, dove l'avversario può prenderlo.",
        "puzzle.why.later": (
            "la differenza si vede più avanti nella smazzata: giocando la smazzata fino in fondo in "
            "molti modi, con le carte che non vedi distribuite a caso, questa mossa finisce con meno punti."
        ),
        "puzzle.hint.theme": "Tema: {title}. {summary}",
        "puzzle.hint.card.takes": "Guarda {card} che hai in mano, e cosa può prendere.",
        "puzzle.hint.card.plain": "Guarda {card} che hai in mano.",
        "puzzle.bad_data": "I dati di questo esercizio non si possono leggere: {problem}.",
        "puzzle.missing_field": "manca il campo {field!r}",
        "puzzle.not_their_turn": "le giocate non portano al turno di questo giocatore con queste carte in mano",
        "puzzle.not_a_mapping": "un esercizio è un oggetto JSON",
        "puzzle.no_moves": "non valuta nessuna mossa",
        "puzzle.not_graded": "La mossa {move} non ha un voto in questo esercizio.",
        "puzzle.not_a_move": (
            "{move!r} non è una mossa: scrivila come '6s x 2d 4b' (la carta, x, le carte che prende), "
            "oppure la carta da sola."
        ),
        "puzzle.unknown_theme": "Non c'è un tema di esercizi chiamato {theme!r}. I temi sono: {known}.",
        "puzzle.unknown_level": (
            "Non c'è un livello di esercizi {level!r}: i livelli vanno da {first} (prima settimana) "
            "a {last} (esperto)."
        ),
        "puzzle.unknown_id": "Non c'è un esercizio {id!r} nella raccolta.",
        # The puzzle widget and practice (scopa_learn/widgets/puzzle.py, puzzles/practice.py)
        "widget.title.puzzle": "l'allenamento con i problemi",
        "puzzle.ui.modes": "Problemi",
        "puzzle.ui.mode.daily": "La serie di oggi",
        "puzzle.ui.mode.theme": "Per tema",
        "puzzle.ui.mode.set": "La serie dell'insegnante",
        "puzzle.ui.theme": "Tema",
        "puzzle.ui.any_theme": "Tutti i temi",
        "puzzle.ui.level": "Livello",
        "puzzle.ui.any_level": "Tutti i livelli",
        "puzzle.ui.set_number": "Numero della serie",
        "puzzle.ui.start": "Inizia",
        "puzzle.ui.hand": "Le tue carte",
        "puzzle.ui.table": "In tavola",
        "puzzle.ui.after": "La tavola dopo la mossa migliore",
        "puzzle.ui.empty": "vuota",
        "puzzle.ui.play": "Gioca questa mossa",
        "puzzle.ui.clear": "Rifai la mossa",
        "puzzle.ui.hint": "Suggerimento",
        "puzzle.ui.hint_more": "Un altro suggerimento",
        "puzzle.ui.show_best": "Mostra la mossa migliore",
        "puzzle.ui.next": "Problema seguente",
        "puzzle.ui.reset": "Cancella i miei progressi",
        "puzzle.ui.progress": "I tuoi progressi",
        "puzzle.ui.prompt": (
            "Clicca una carta della tua mano, poi le carte in tavola che prende, e premi Gioca "
            "questa mossa."
        ),
        "puzzle.ui.picked": "Giochi: {card}.",
        "puzzle.ui.picked_takes": "Giochi: {card}; prendi {taken}.",
        "puzzle.ui.no_card": "Prima scegli una carta della tua mano: la carta che giochi.",
        "puzzle.ui.choose": "La carta {card} può prendere in più modi: quali carte prende?",
        "puzzle.ui.take": "prendi {taken}",
        "puzzle.ui.counter": "Problema {number} di {total}",
        "puzzle.ui.level_line": "Livello {level}: {name}",
        "puzzle.ui.seat": "{name}: {held} in mano, {pile} carte prese, {scope}",
        "puzzle.ui.you": "Tu",
        "puzzle.ui.situation": (
            "Giocate rimaste in questa smazzata: {plays}. Carte che non hai visto: {unseen} "
            "({held} nelle altre mani, {stock} ancora da distribuire)."
        ),
        "puzzle.ui.right": "Giusto: è la mossa migliore.",
        "puzzle.ui.wrong": "Non è la mossa migliore: in media perde {points} punti.",
        "puzzle.ui.move_takes": "{card} che prende {taken}",
        "puzzle.ui.move_alone": "{card}, senza prendere niente",
        "puzzle.ui.best_played": "La mossa migliore, giocata: {move}.",
        "puzzle.ui.best_scopa": "La mossa migliore, giocata: {move}. Pulisce la tavola: è scopa.",
        "puzzle.ui.counted_hint": "Hai usato un suggerimento: per il punteggio vale mezzo problema risolto.",
        "puzzle.ui.counted_shown": (
            "Hai chiesto la mossa migliore: conta come sbagliato e il problema torna domani."
        ),
        "puzzle.ui.rating": "Il tuo punteggio nei problemi: {rating} (± {deviation})",
        "puzzle.ui.tried": "Problemi provati: {count}",
        "puzzle.ui.reviews": "Problemi sbagliati in attesa: {waiting}, di cui {due} tornano oggi.",
        "puzzle.ui.daily_progress": "La serie di oggi: {done} fatti su {total}.",
        "puzzle.ui.daily_done": (
            "La serie di oggi è finita. Torna domani per una nuova serie, o allenati per tema."
        ),
        "puzzle.ui.set_line": "Serie {number}: chi apre la serie {number} trova questi stessi problemi.",
        "puzzle.ui.set_done": "Era l'ultimo problema della serie {number}.",
        "puzzle.ui.theme_done": "Era l'ultimo problema di questa scelta: scegli un altro tema o livello.",
        "puzzle.ui.themes": "I tuoi temi",
        "puzzle.ui.col.theme": "Tema",
        "puzzle.ui.col.tried": "Provati",
        "puzzle.ui.col.recent": "Giusti di recente",
        "puzzle.ui.col.mastered": "Padroneggiato",
        "puzzle.ui.mastered": "sì",
        "puzzle.ui.not_mastered": "non ancora",
        "puzzle.ui.untried": "mai provato",
        "puzzle.ui.no_puzzles": "Nessun problema ha questo tema e questo livello: scegline altri.",
        "puzzle.ui.bad_mode": "Non c'è un modo {mode!r} per i problemi: scegli fra {known}.",
        "puzzle.set.bad_number": (
            "{number!r} non è il numero di una serie: scrivi un numero intero da 1 a {last}, come 12."
        ),
        # ---- Tables, teams and the player card (issue 15): add below ----
        # (keys "table.*", "card.player.*", "hint.team.*")
        "table.bad_preset": "Non c'è un tavolo con le regole {preset!r}: scegli fra {known}.",
        "table.bad_players": "{preset} si gioca in {allowed}, non in {players}.",
        "table.bad_options": "Le regole della casa sono nomi e valori, come napola sì.",
        "table.covered": "{player}: prima clicca 'Mostra le mie carte' (e non farle vedere agli altri).",
        "table.clock.bad": "Il tempo di turno si conta in secondi interi, almeno 1, non {seconds!r}.",
        "table.clock.played": "Tempo scaduto: è stata giocata per te la carta suggerita dal computer, il tuo {card}.",
        "table.name.you": "Tu",
        "table.name.you_told": "Giocatore 1 (tu)",
        "table.name.computer": "Computer {n}",
        "table.name.person": "Giocatore {n}",
        "table.table": "{preset}, {players}",
        "table.title": "{table}, contro {level}, ai {target}",
        "table.preset.classic": "Scopa classica",
        "table.preset.scopone": "Scopone scientifico (9 carte a testa)",
        "table.preset.scopone-10": "Scopone a 10 (10 carte a testa)",
        "table.preset.scopa-d-assi": "Scopa d'assi",
        "table.preset.scopa-d-assi-online": "Scopa d'assi, con le regole della sala da gioco",
        "table.preset.scopa-15": "Scopa a 15",
        "table.summary.classic": "3 carte a testa e 4 in tavola; una carta prende la sua uguale o più carte che la sommano.",
        "table.summary.scopone": "In 4 a coppie: 9 carte a testa e 4 in tavola, date tutte in una volta.",
        "table.summary.scopone-10": "In 4 a coppie: 10 carte a testa, date tutte in una volta, e il tavolo comincia vuoto.",
        "table.summary.scopa-d-assi": "L'asso prende tutte le carte in tavola (e non fa scopa).",
        "table.summary.scopa-d-assi-online": (
            "L'asso prende tutte le carte in tavola e fa scopa; si prendono le meno carte; ai 16."
        ),
        "table.summary.scopa-15": "Una carta prende le carte che con lei fanno 15.",
        "table.players.2": "2 giocatori",
        "table.players.3": "3 giocatori, ognuno per sé",
        "table.players.4": "4 giocatori in due coppie",
        "table.players.6": "6 giocatori in due squadre da tre",
        "table.level.beginner": "il computer principiante",
        "table.level.intermediate": "il computer intermedio",
        "table.level.expert": "il computer esperto",
        "table.level.human": "persone a questo schermo",
        "table.opponent.beginner": "il computer, principiante",
        "table.opponent.intermediate": "il computer, intermedio",
        "table.opponent.expert": "il computer, esperto",
        "table.opponent.human": "persone a questo schermo (passatevi il dispositivo)",
        "table.option.prima": "prima: vale la scopa con l'ultima carta",
        "table.option.carte_viste": "carte viste: l'ultima distribuzione a carte scoperte (in due)",
        "table.option.fewest_cards": "fra più somme si prendono le meno carte",
        "table.option.equal_first": "la carta uguale si prende prima di ogni somma",
        "table.option.deck": "carte",
        "table.option.deck.napoletane": "napoletane",
        "table.option.deck.piacentine": "piacentine",
        "table.option.deck.siciliane": "siciliane",
        "table.option.deck.french": "carte francesi",
        "table.stock": "{cards} ancora da dare",
        "table.and": "{first} e {last}",
        "table.side.team": "Squadra {n}",
        "table.side.text": "{side} ({who}): {cards} prese, {scope}, {score} punti su {target}.",
        "table.side.text_alone": "{side}: {cards} prese, {scope}, {score} punti su {target}.",
        "table.role.partner": "il tuo compagno",
        "table.role.opponent": "avversario",
        "table.seat.text": "{name}{role}: ha in mano {cards}{marks}.",
        "table.running": "{score}, si gioca ai {target}.",
        "table.tie": "{score}: pari oltre i {target}, quindi si gioca un'altra smazzata.",
        "table.won": "{side} vince la partita {score}: ben giocato!",
        "table.you_won": "Vinci la partita {score}: ben giocato!",
        "table.winner": "{side} vince la partita {score}.",
        "table.prompt.match_over": "La partita è finita: è sulla tua scheda. Gioca la rivincita, o scegli un altro tavolo.",
        "table.prompt.covered": "Passa lo schermo a {player}, che clicca 'Mostra le mie carte'.",
        "table.label.start": "Comincia la partita",
        "table.label.hint": "Suggerimento",
        "table.label.undo": "Annulla",
        "table.label.new_match": "Nuova partita",
        "table.label.next_hand": "Prossima smazzata",
        "table.label.show": "Mostra le mie carte",
        "table.label.opponent": "Chi prende gli altri posti",
        "table.label.preset": "Regole",
        "table.label.players": "Giocatori",
        "table.label.target": "Si gioca ai",
        "table.label.seed": "Numero della distribuzione (lo stesso numero dà le stesse carte)",
        "table.label.table": "Tavola",
        "table.label.your_hand": "Le tue carte",
        "table.label.choose": "Scegli che cosa prendere",
        "table.label.stock": "carte ancora da dare",
        "table.label.log": "Che cosa è successo",
        "table.label.score": "I punti della smazzata",
        "table.label.total": "totale",
        "table.label.empty": "vuota",
        "table.label.seats": "Intorno al tavolo",
        "table.label.sides": "Mazzetti e scope, per squadra",
        "table.label.side": "squadra",
        "table.label.pile": "carte prese",
        "table.label.scope": "scope",
        "table.label.points": "punti della partita",
        "table.label.options": "Regole della casa",
        "table.label.clock": "Tempo di turno: allo scadere si gioca la carta suggerita dal computer",
        "table.label.clock_seconds": "Secondi per turno",
        "table.label.clock_left": "Secondi rimasti",
        "table.label.card": "La tua scheda",
        "table.label.card_table": "tavolo",
        "table.label.card_level": "contro",
        "table.label.card_played": "giocate",
        "table.label.card_won": "vinte",
        "table.label.card_abandoned": "abbandonate",
        "table.label.card_empty": "Nessuna partita ancora: le tue partite si contano qui, solo in questo browser.",
        "table.label.held": "carte in mano",
        "table.label.deals": "fa le carte",
        "table.label.leads": "comincia",
        "table.label.next": "gioca ora",
        "card.player.not_over": "Questa partita non è finita e nessuno l'ha lasciata: non è ancora sulla scheda.",
        "card.player.bad_outcome": "Una partita conta come vinta, persa o abbandonata, non {outcome!r}.",
        "card.player.unreadable": "La scheda salvata in questo browser non si legge, quindi se ne comincia una nuova.",
        "card.player.left": "Hai lasciato la partita prima della fine: abbandonata sulla tua scheda, e vinta per gli altri.",
        "card.player.left_before": (
            "L'ultima partita è stata lasciata prima della fine: conta come abbandonata sulla tua scheda."
        ),
        "card.player.no_rematch": "La rivincita segue una partita finita: prima finiscine una.",
        "card.player.rematch": "Rivincita",
        "table.cli.your_team": "la tua squadra ({who})",
        "table.cli.their_team": "la squadra avversaria ({who})",
        "table.cli.match": "Una partita ai {target}: si danno smazzate finché una parte ci arriva.",
        "table.cli.hand": "-- Smazzata {n} --",
        "table.cli.match_score": "Punteggio della partita: {score} (si gioca ai {target}).",
        "table.cli.you_win": "Vinci la partita {score}!",
        "table.cli.they_win": "{who} vince la partita {score}.",
        "table.cli.help_match": "gioca una partita intera fino ai punti stabiliti (--option target=N), non una sola smazzata",
        "card.player.rematch_text": (
            "Rivincita: {table}, contro {level}. Fa le carte: {dealer}, il giocatore a destra di chi "
            "ha fatto le carte nell'ultima smazzata, come nella sala da gioco."
        ),
        "hint.team.partner_takes": (
            "Il tuo compagno gioca dopo l'avversario alla tua destra: se la carta {card} è ancora in tavola "
            "a quel punto, il tuo compagno può prenderla con una carta che vale {rank} (probabilità che ne "
            "abbia una: {chance})."
        ),
        "hint.team.partner_takes_sum": (
            "Il tuo compagno gioca dopo l'avversario alla tua destra: se {cards} sono ancora in tavola a "
            "quel punto, il tuo compagno può prenderle con una carta che vale {rank} (probabilità che ne "
            "abbia una: {chance})."
        ),
        "hint.team.last_partner": (
            "Ultima carta della smazzata: {move}; l'ultima presa è del tuo compagno, quindi le carte "
            "rimaste in tavola vanno alla tua squadra."
        ),
    },
}


def count_words(noun: str, n: int, lang: str | None = None) -> str:
    """A count with its noun, singular or plural: ``1 denaro``, ``3 denari``, ``0 scope``.

    >>> count_words("denaro", 1), count_words("scopa", 2), count_words("card", 0)
    ('1 denaro', '2 scope', '0 cards')
    >>> count_words("card", 1, "it"), count_words("card", 0, "it")
    ('1 carta', '0 carte')
    """
    return say(f"count.{noun}.{'one' if n == 1 else 'many'}", lang, n=n)


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
    from ..errors import LanguageError

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
