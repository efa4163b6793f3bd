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
        "state.not_over": "The hand is not over yet: {left} cards are still to be played.",
        "odds.bad": (
            "The odds need 0 <= matching ({matching}) <= unseen ({unseen}) and 0 <= drawn ({drawn}) <= unseen."
        ),
        "deal.bad_dealer": "The dealer must be one of the {players} players (0 to {last}), not {dealer}.",
        "deck.bad": "A stacked deck must hold each of the 40 cards once: {problem}.",
        "deal.no_table": "{rules} deals no cards to the table, but the stacked deal puts {count} there: leave the table out.",
        "deal.table_size": "{rules} deals {size} cards to the table, but the stacked table has {count}.",
        "deal.table_without_hands": "A stacked table needs the players' hands too: give hands, one per player.",
        "deal.too_many_deals": "{rules} deals {deals} times in a hand, but the stacked hands are enough for {given} deals.",
        "deal.hand_size": "Each hand of {rules} holds {size} cards, but stacked hand {number} has {count}.",
        "examples.bad_name": "{name!r} is not an example's name or a file's path: give text, like 'equal-card-first'.",
        "seed.bad": "A question set is a whole number 0 or more, like 42, not {seed!r}.",
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
        "svg.hand": "hand",
        "svg.pile": "{cards} cards taken",
        "svg.scope": "scope: {count}",
        "svg.to_move": "to play",
        "svg.dealer": "dealer",
        "svg.you": "you",
        "svg.hidden": "{count} hidden cards",
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
        # The rules on one sheet (scopa_learn.rulesheet): one line of "sheet.hand" and
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
        "play.you": "Player 1 (you)",
        "play.bad_preset": "The play widget is for two players; {preset!r} is not one of its rules: {known}.",
        "play.bad_opponent": "There is no opponent {opponent!r}: choose one of {known}.",
        "play.bad_number": "The deal number and the target are whole numbers (the target at least 1), not {seed!r} and {target!r}.",
        "play.not_started": "Start a match first: choose your opponent, the rules and the target.",
        "play.wait_computer": "Wait: it is the computer's turn.",
        "play.covered": "{player}: click 'Show my cards' first (and keep them from the other player).",
        "play.no_undo_now": "There is nothing to undo once the hand is over.",
        "play.nothing_to_undo": "There is no move of yours to take back yet.",
        "play.no_next_hand": "The next hand is dealt when this one is over.",
        "play.take": "take {taken}",
        "play.opponent.beginner": "the computer, beginner",
        "play.opponent.intermediate": "the computer, intermediate",
        "play.opponent.expert": "the computer, expert",
        "play.opponent.human": "another person on this screen",
        "play.prompt.your_turn": (
            "Your turn. Click the table cards you want to take (or none), then a card of your hand."
        ),
        "play.prompt.choose": "Your {card} can take in more than one way: choose which.",
        "play.prompt.computer": "{player} is thinking...",
        "play.prompt.covered": "Pass the screen to {player}, who clicks 'Show my cards'.",
        "play.prompt.hand_over": "The hand is over: here is how each point was made.",
        "play.prompt.match_over": "The match is over. {status}",
        "play.label.start": "Start the match",
        "play.label.hint": "Hint",
        "play.label.undo": "Undo",
        "play.label.new_match": "New match",
        "play.label.next_hand": "Next hand",
        "play.label.show": "Show my cards",
        "play.label.opponent": "Opponent",
        "play.label.preset": "Rules",
        "play.label.target": "Play to",
        "play.label.seed": "Deal number (the same number deals the same cards)",
        "play.label.table": "Table",
        "play.label.your_hand": "Your hand",
        "play.label.thinking": "thinking...",
        "play.label.choose": "Choose what to take",
        "play.label.pile": "cards taken",
        "play.label.scope": "scope",
        "play.label.stock": "cards still to deal",
        "play.label.log": "What happened",
        "play.label.score": "The hand's points",
        "play.label.total": "total",
        "play.label.empty": "empty",
        "play.label.dealer": "dealer",
        "play.label.match_points": "match points",
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
        "puzzle.ui.unknown_puzzle": "There is no puzzle {id!r} in the bank.",
        "puzzle.set.bad_number": (
            "{number!r} is not a set number: give a whole number from 1 to {last}, like 12."
        ),
        # ---- Tables, teams and the player card (issue 15): add below ----
        # (keys "table.*", "card.player.*", "hint.team.*")
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
    # The Italian edition starts with card names; every other key falls back to English.
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
        "puzzle.ui.unknown_puzzle": "Non c'è un problema {id!r} nella raccolta.",
        "puzzle.set.bad_number": (
            "{number!r} non è il numero di una serie: scrivi un numero intero da 1 a {last}, come 12."
        ),
        # ---- Tables, teams and the player card (issue 15): add below ----
        # (keys "table.*", "card.player.*", "hint.team.*")
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
    :class:`~scopa_learn.errors.ScopaError` for a language with no messages.

    >>> language("it_IT.UTF-8"), language("EN"), language(None)
    ('it', 'en', 'en')
    >>> language("fr")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.ScopaError: There is no language 'fr': known languages are en, it.
    """
    if lang is None:
        return get_language()
    if lang in MESSAGES:
        return lang
    code = _LOCALE.split(lang.strip().lower(), maxsplit=1)[0] if isinstance(lang, str) else ""
    if code in MESSAGES:
        return code
    from .errors import ScopaError  # errors imports this module

    known = ", ".join(MESSAGES)
    raise ScopaError(say("error.unknown_language", DEFAULT_LANGUAGE, language=lang, known=known))


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
    """
    code = lang if lang in MESSAGES else language(lang)
    template = MESSAGES[code].get(key) or MESSAGES[DEFAULT_LANGUAGE][key]
    return template.format(**fields)
