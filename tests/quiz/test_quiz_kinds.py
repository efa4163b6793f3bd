"""The quiz kinds for the rest of the course: scopa or not, the last taker, the end of a match,
couples and three players. Each is seeded, has three levels, and explains each kind of wrong
pick by the learner's own mistake.

Rule sources (the AGIMEG guide, "A hand"): the scopa clears the table, never with the last
card of the hand (point 5), the last taker takes what is left and it is no scopa (point 6);
"The match": first to the target, the higher score when both pass it, equal scores play
another hand; "Players": in couples partners pool their cards, in three each side is alone,
and a tie at the top gives the point to nobody ("Scoring").
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scopa_learn import DECK, legal_captures, rules
from scopa_learn.errors import ScopaError
from scopa_learn.quiz import (
    KINDS,
    LEVELS,
    LastTakerQuestion,
    MatchEndQuestion,
    ScopaQuestion,
    TeamsQuestion,
    counting_question,
    question,
    question_set,
)
from scopa_learn.quiz.render import esc
from scopa_learn.widgets.quiz import QuizController, WorksheetController
from scopa_learn.worksheet import worksheet_html

NEW_KINDS = ("scopa", "last-taker", "match-end", "teams")


@pytest.mark.parametrize("kind", NEW_KINDS)
def test_a_kind_is_seeded_and_answers_itself(kind):
    assert kind in KINDS
    for level in LEVELS:
        for seed in range(25):
            q = question(kind, seed, level)
            assert q == question(kind, seed, level)
            assert q.check(q.right).correct
            assert q.check(q.choices.index(q.right)).correct
            assert q.right in q.choices
            for wrong in (c for c in q.choices if c != q.right):
                verdict = q.check(wrong)
                assert not verdict.correct and verdict.reason
                assert verdict.explanation.endswith(f"The answer: {q.right}.")


@pytest.mark.slow
@pytest.mark.parametrize("kind", NEW_KINDS)
def test_the_levels_draw_different_lessons(kind):
    shapes = {level: Counter(question(kind, s, level).shape for s in range(60)) for level in LEVELS}
    assert all(len(c) >= 2 for c in shapes.values()), shapes
    assert shapes[1].keys() != shapes[3].keys()


@pytest.mark.parametrize("kind", NEW_KINDS)
def test_an_empty_or_unknown_choice_is_refused_not_judged(kind):
    q = question(kind, 3, 2)
    with pytest.raises(ScopaError, match="Choose an answer first"):
        q.check("")
    with pytest.raises(ScopaError, match="is not one of the answers"):
        q.check("maybe")


# -- scopa or not ---------------------------------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(st.permutations(DECK), st.integers(1, 5), st.booleans(),
       st.sampled_from(["classic", "scopa-15", "scopa-d-assi"]))
def test_scopa_or_not_follows_the_rule_on_any_position(cards, size, last, preset):
    r = rules(preset)
    card, table = cards[0], tuple(cards[1:size + 1])
    q = ScopaQuestion(0, 1, card, table, last, r)
    clears = any(len(c) == len(table) for c in legal_captures(card, table, r) if c)
    plain = not (r.ace_sweeps and card.rank == 1)  # scopa d'assi's asso follows a house rule
    if plain:
        assert (q.right == q.choices[0]) == (clears and not last)
    wrong = next(c for c in q.choices if c != q.right)
    verdict = q.check(wrong)
    text = verdict.explanation
    assert verdict.reason == "scopa." + q.kind_of_position
    if "every card on the table" in text:
        assert clears
    if "last card of the hand" in text:
        assert last
    if "takes nothing" in text:
        assert legal_captures(card, table, r) == ((),)
    if ("stays on the table" in text or "stay on the table" in text) and "nothing" not in text:
        assert not clears


def test_each_scopa_mistake_has_its_own_sentence():
    seen: dict[str, str] = {}
    for level in LEVELS:
        for seed in range(40):
            q = question("scopa", seed, level)
            wrong = next(c for c in q.choices if c != q.right)
            verdict = q.check(wrong)
            assert verdict.reason is not None
            seen.setdefault(verdict.reason, verdict.explanation)
    assert set(seen) >= {"scopa.clears", "scopa.leaves", "scopa.nothing", "scopa.last-card"}
    assert "last card never makes a scopa" in seen["scopa.last-card"]
    assert "so it is a scopa" in seen["scopa.clears"]
    assert "no scopa" in seen["scopa.leaves"] and "on the table" in seen["scopa.leaves"]


# -- the last taker ------------------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(st.permutations(DECK), st.integers(1, 5), st.integers(0, 2), st.integers(0, 2),
       st.booleans())
def test_the_rest_goes_to_the_last_taker(cards, size, player, taker, three):
    names = ("Anna", "Bruno", "Carla") if three else ("Anna", "Bruno")
    player, taker = player % len(names), taker % len(names)
    card, table = cards[0], tuple(cards[1:size + 1])
    q = LastTakerQuestion(0, 1, names, player, card, table, taker)
    takes = legal_captures(card, table)[0]
    if len(takes) == len(table):
        return  # nothing left: no question
    expected = player if takes else taker
    assert q.right == names[expected]
    for wrong in (c for c in q.choices if c != q.right):
        verdict = q.check(wrong)
        if wrong not in names:
            assert verdict.reason == "last.nobody" and "never stay" in verdict.explanation
        elif takes:
            assert verdict.reason == "last.earlier_taker" and "took last" in verdict.explanation
        elif wrong == names[player]:
            assert verdict.reason == "last.last_card" and "takes nothing" in verdict.explanation
        else:
            assert verdict.reason == "last.not_taker"
            assert f"{wrong} did not make the last capture" in verdict.explanation


# -- the end of a match --------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(st.integers(4, 10), st.integers(4, 10), st.integers(0, 6), st.integers(0, 6))
def test_the_match_goes_to_the_higher_score_past_the_target(a, b, pa, pb):
    q = MatchEndQuestion(0, 1, ("Anna", "Bruno"), (a, b), (pa, pb), rules("classic"))
    after = (a + pa, b + pb)
    reached = [s >= 11 for s in after]
    if not any(reached) or (all(reached) and after[0] == after[1]):
        assert q.right == q.choices[-1]
    else:
        best = max(i for i in (0, 1) if reached[i] and after[i] == max(after))
        assert q.right == ("Anna", "Bruno")[best]
    reasons = {q.check(c).reason for c in q.choices if c != q.right}
    if all(reached) and after[0] == after[1]:
        assert reasons == {"match.tie"}
    if all(reached) and after[0] != after[1]:
        assert reasons == {"match.higher_wins", "match.is_over"}


def test_equal_scores_past_the_target_play_another_hand():
    q = MatchEndQuestion(0, 3, ("Anna", "Bruno"), (9, 10), (3, 2), rules("classic"))
    assert q.right == "Nobody yet: another hand"
    verdict = q.check("Anna")
    assert verdict.reason == "match.tie" and "12-12" in verdict.explanation


# -- couples and three ---------------------------------------------------------------------------


def test_partners_count_together():
    # Anna 9 and Carla 12 make 21; Dario has the most alone (13) but his couple has 19.
    piles = (DECK[:9], DECK[9:15], DECK[15:27], DECK[27:])
    q = TeamsQuestion(0, 1, piles, "carte", rules("classic", players=4))
    assert q.right == "Anna and Carla"
    verdict = q.check("Bruno and Dario")
    assert verdict.reason == "teams.best_player"
    assert "Dario has the most alone" in verdict.explanation
    assert "Anna and Carla 9 + 12 = 21" in verdict.explanation


def test_a_tie_at_the_top_in_three_gives_nobody_the_point():
    piles = (DECK[:14], DECK[14:28], DECK[28:])
    q = TeamsQuestion(0, 2, piles, "carte", rules("classic", players=3))
    assert q.right == "nobody"
    verdict = q.check("Anna")
    assert verdict.reason == "teams.tie" and "tie" in verdict.explanation


# -- the counting quiz asks for the totals ---------------------------------------------------------


def test_the_counting_quiz_asks_for_the_totals():
    q = counting_question(4, 1)
    awards = {c.name: c.points for c in q.score.categories}
    verdict = q.check(awards)
    assert not verdict.correct
    assert [p.name for p in verdict.parts if not p.correct] == ["total"]
    assert "no answer" in verdict.parts[-1].explanation
    assert q.check({**awards, "total": q.score.totals}).correct
    assert "each side's total" in q.prompt


# -- the widget, the worksheet -----------------------------------------------------------------------


@pytest.mark.parametrize("kind", NEW_KINDS)
def test_the_quiz_widget_serves_each_kind_with_the_existing_view(kind):
    widget = QuizController(quiz=kind, seed=5, level=2)
    view = widget.view()
    q = widget.current
    assert view["question"]["type"] == "primiera-compare"  # choices, drawn by quiz.js as is
    assert view["question"]["choices"] == list(q.choices)
    assert view["labels"]["who"] == q.ask
    assert all(p["count"] for p in view["question"]["piles"])
    wrong = next(c for c in q.choices if c != q.right)
    widget.handle({"type": "answer", "side": wrong})
    assert widget.view()["verdict"]["correct"] is False
    widget.handle({"type": "next"})
    widget.handle({"type": "answer", "side": widget.current.right})
    assert widget.view()["verdict"]["correct"] is True
    assert widget.view()["progress"] == {"right": 1, "answered": 2, "streak": 1, "best": 1}


def test_the_widget_asks_for_an_answer_instead_of_marking_nothing_wrong():
    widget = QuizController(quiz="capture", seed=1, level=1)
    widget.handle({"type": "answer", "cards": []})
    assert widget.view()["verdict"] is None and "Click the table cards" in widget.view()["error"]
    assert widget.view()["progress"]["answered"] == 0
    widget.handle({"type": "answer", "cards": "nothing"})  # the "stays on the table" button
    assert widget.view()["verdict"] is not None
    widget = QuizController(quiz="primiera", seed=1, level=1)
    widget.handle({"type": "answer", "cards": [], "total": ""})
    assert widget.view()["verdict"] is None and widget.view()["error"]
    widget = QuizController(quiz="counting", seed=1, level=1)
    widget.handle({"type": "answer", "awards": {}})
    assert widget.view()["verdict"] is None and "Award the points first" in widget.view()["error"]
    assert {"name": "total", "label": "total", "answer": "points"} in widget.view()["question"]["categories"]
    italian = QuizController(quiz="counting", seed=1, level=1, lang="it").view()["question"]["categories"]
    assert {"name": "total", "label": "totale", "answer": "points"} in italian  # shown in its language


@pytest.mark.parametrize("seed", ["-5", "1.5", -5])
def test_a_bad_question_set_is_refused_with_a_reason(seed):
    widget = QuizController(quiz="capture", seed=3, level=1)
    widget.handle({"type": "start", "seed": seed, "level": 1})
    assert "A question set is a whole number 0 or more" in widget.view()["error"]
    assert widget.view()["seed"] == 3


def test_a_negative_primiera_total_says_it_must_be_0_or_more():
    widget = QuizController(quiz="primiera", seed=2, level=1)
    widget.handle({"type": "answer", "cards": [str(widget.current.pile[0])], "total": "-1"})
    assert "below zero" in widget.view()["error"] and "not a number" not in widget.view()["error"]


def test_a_worksheet_holds_every_kind_with_its_key():
    page = worksheet_html(3, level=2, kinds=NEW_KINDS, count=2)
    for kind in NEW_KINDS:
        assert f'id="{kind}-2"' in page and f'id="{kind}-2-key"' in page
    for kind in NEW_KINDS:
        for q in question_set(kind, 3, level=2, count=2):
            assert esc(q.answer_text()) in page
            assert esc(q.prompt) in page  # the facts the cards alone don't show (score, last taker)
    sheet = WorksheetController(seed=3, count=2)
    assert [k["value"] for k in sheet.view()["all_kinds"]] == list(KINDS)
    sheet.handle({"type": "make", "seed": 3, "level": 1, "kinds": ["teams"], "count": 2})
    assert sheet.view()["error"] is None and "Couples and three players" in sheet.view()["html"]


@pytest.mark.parametrize("preset", ["scopa-15", "scopa-d-assi", "scopone", "scopone-10"])
def test_the_new_kinds_follow_any_rules_preset(preset):
    for kind in NEW_KINDS:
        for level in LEVELS:
            q = question(kind, 7, level, preset)
            assert q.check(q.right).correct
