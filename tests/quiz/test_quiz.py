"""The quizzes: seeded questions whose answers are the engine's, and verdicts that explain.

Rule sources: The AGIMEG guide points 3-5 (equal card first, choices, compulsory
capture, scopa) and "Scoring a hand" (carte, denari, settebello, primiera with the
missing-suit rule, scope), digested from the AGIMEG guide, the online game's rules page and the teams and napola page.
"""

from __future__ import annotations

import itertools
import json
import random

import pytest

from scopa_learn import (
    DECK,
    CardParseError,
    ScopaError,
    legal_captures,
    parse_card,
    parse_cards,
    rules,
    score_hand,
)
from scopa_learn.drawing.svg import join_pieces
from scopa_learn.quiz import (
    CaptureQuestion,
    CountingQuestion,
    PrimieraQuestion,
    capture_question,
    counting_question,
    has_all_suits,
    primiera_question,
    question,
    question_seed,
    question_set,
)

LEVELS = (1, 2, 3)


def capture(card: str, table: str) -> CaptureQuestion:
    return CaptureQuestion(0, 1, parse_card(card), parse_cards(table))


def same_capture(a: tuple[object, ...], b: tuple[object, ...]) -> bool:
    return frozenset(a) == frozenset(b)


# -- seeds ------------------------------------------------------------------------------------


@pytest.mark.parametrize("maker", [capture_question, primiera_question, counting_question])
@pytest.mark.parametrize("level", LEVELS)
def test_the_same_seed_makes_the_same_question(maker, level):
    for seed in range(30):
        assert maker(seed, level) == maker(seed, level)


@pytest.mark.parametrize("maker", [capture_question, primiera_question, counting_question])
def test_different_seeds_make_different_questions(maker):
    made = [maker(seed, 2) for seed in range(40)]
    assert len({repr(q) for q in made}) >= 35


def test_generators_use_only_getrandbits(monkeypatch):
    # random's shuffle/choice/randrange are implementation details that may change between
    # Python versions; a teacher's seed must give the same questions everywhere.
    def forbidden(*args, **kwargs):
        raise AssertionError("a generator used a random method other than getrandbits")

    for name in ("random", "randrange", "randint", "choice", "choices", "shuffle", "sample"):
        monkeypatch.setattr(random.Random, name, forbidden)
    for level in LEVELS:
        for seed in range(20):
            capture_question(seed, level)
            primiera_question(seed, level)
            counting_question(seed, level)


def test_a_pinned_question_stays_the_same():
    # Printed worksheets must keep matching: capture question 1 of set 42 at level 1.
    # Checked by hand: a shape of level 1 (one equal card, or one plain sum, or nothing).
    q = capture_question(question_seed(42, 1), level=1)
    assert (str(q.card), " ".join(map(str, q.table)), q.shape) == PINNED
    assert len(q.table) in (3, 4)


PINNED = ("3b", "3s Rd 2s 5c", "equal")  # by hand: the 3s is the one equal card; no 2 + 1 (no asso)


def test_question_sets_number_their_questions_from_the_set_seed():
    made = question_set("primiera", 7, level=2, count=4)
    assert [q.seed for q in made] == [7001, 7002, 7003, 7004]
    assert made[2] == primiera_question(7003, 2)


@pytest.mark.parametrize("bad", [-1, 1.5, True, "x", None])
def test_a_bad_seed_is_refused_with_a_reason(bad):
    with pytest.raises(ScopaError, match="A question set is a whole number"):
        capture_question(bad)


@pytest.mark.parametrize("bad", [0, 4, "hard", None])
def test_a_bad_level_is_refused_with_a_reason(bad):
    with pytest.raises(ScopaError, match="choose 1 .* 2 .* or 3"):
        counting_question(1, bad)


def test_an_unknown_quiz_kind_is_refused():
    with pytest.raises(ScopaError, match="There is no quiz 'poker'"):
        question("poker", 1)


# -- captures: the right answers are the engine's --------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("level", LEVELS)
def test_accepted_answers_are_exactly_the_legal_captures(level):
    # For a thousand questions per level, every subset of the table (and "nothing") is
    # accepted exactly when the engine lists it as a legal capture.
    for seed in range(1000):
        q = capture_question(seed, level)
        legal = legal_captures(q.card, q.table)
        assert q.answers == legal
        legal_sets = {frozenset(c) for c in legal}
        if seed % 10 == 0:  # every subset of the table, for a hundred questions per level
            candidates = itertools.chain.from_iterable(
                itertools.combinations(q.table, k) for k in range(len(q.table) + 1))
        else:
            candidates = iter([*legal, ()])
        for answer in candidates:
            assert q.check(answer).correct == (frozenset(answer) in legal_sets), (q, answer)
        for answer in legal:  # order does not matter, nor the way it is written
            assert q.check(tuple(reversed(answer))).correct
            assert q.check(" ".join(str(c) for c in answer)).correct


@pytest.mark.parametrize("preset", ["scopa-15", "scopa-d-assi", "scopa-d-assi-online"])
def test_variant_questions_follow_the_variant(preset):
    r = rules(preset)
    for level in LEVELS:
        for seed in range(150):
            q = capture_question(seed, level, r)
            assert q.answers == legal_captures(q.card, q.table, r)
            for answer in q.answers:
                assert q.check(answer).correct


def test_level_one_asks_one_equal_card_one_sum_or_nothing():
    for seed in range(200):
        q = capture_question(seed, 1)
        assert 3 <= len(q.table) <= 4
        assert len(q.answers) == 1
        assert len(q.answers[0]) in (0, 1, 2)


def test_level_two_sets_the_equal_card_trap():
    # The AGIMEG guide (a hand, 3): with an equal card on the table, a sum may not be taken.
    traps = [q for q in (capture_question(s, 2) for s in range(200)) if q.shape == "trap"]
    assert traps
    for q in traps:
        assert [len(a) for a in q.answers] == [1]
        relaxed = legal_captures(q.card, q.table, rules("classic", equal_first=False))
        assert any(len(a) > 1 for a in relaxed)


def test_level_three_has_bigger_tables_and_scopa_chances():
    made = [capture_question(s, 3) for s in range(200)]
    scopas = [q for q in made if q.shape == "scopa"]
    assert scopas and all(q.scopa for q in scopas)
    assert all(len(q.table) >= 5 for q in made if q.shape != "scopa")
    assert "scopa" in scopas[0].check(scopas[0].answers[0]).explanation


# -- captures: each wrong answer gets its own reason ---------------------------------------------


def test_a_sum_beside_the_equal_card_is_wrong_because_the_equal_card_comes_first():
    # The AGIMEG guide (a hand, 3) (equal card first; the AGIMEG guide, the online game's rules page).
    verdict = capture("6s", "6c 2d 4b Fd").check("2d 4b")
    assert not verdict.correct
    assert "2 + 4 does add up to 6, but the 6 of cups lies on the table" in verdict.explanation
    assert "the equal card comes first" in verdict.explanation
    assert "The answer: 6c." in verdict.explanation


def test_cards_that_do_not_add_up_are_wrong_because_of_the_sum():
    verdict = capture("7s", "2d 4b 3c").check("2d 4b")
    assert not verdict.correct
    assert "2 + 4 makes 6, not 7" in verdict.explanation


def test_leaving_the_card_when_it_can_take_is_wrong_because_taking_is_compulsory():
    # The AGIMEG guide (a hand, 4).
    for answer in ("", "nothing", None, ()):
        verdict = capture("6s", "2d 4b Rc").check(answer)
        assert not verdict.correct
        assert "taking is compulsory" in verdict.explanation


def test_taking_a_card_that_is_not_on_the_table_is_wrong():
    verdict = capture("6s", "2d 4b Rc").check("2d 4c")
    assert not verdict.correct
    assert "The 4 of cups is not on the table" in verdict.explanation


def test_naming_the_played_card_is_explained():
    verdict = capture("6s", "6c Rc").check("6s 6c")
    assert not verdict.correct
    assert "is the card you play" in verdict.explanation


def test_a_single_card_of_another_value_is_wrong():
    verdict = capture("6s", "2d 4b").check("2d")
    assert "a single card can only be taken by a card of the same value" in verdict.explanation


def test_taking_anything_when_nothing_adds_up_is_wrong():
    q = capture("6s", "Rb Fc 3d")
    assert q.answers == ((),)
    assert q.check("nothing").correct and q.check("").correct
    assert "stays on the table" in q.check("Rb").explanation


def test_two_equal_cards_are_a_choice_of_one():
    # The AGIMEG guide (a hand, 3): two equal cards on the table, the player picks one.
    q = capture("6s", "6c 6d 2b")
    assert q.check("6c").correct and q.check("6d").correct
    verdict = q.check("6c 6d")
    assert not verdict.correct and "pick a 6" in verdict.explanation


def test_with_a_choice_each_sum_is_right_and_the_other_is_named():
    # The AGIMEG guide (a hand, 3): several sum groups, the player picks.
    q = capture("6s", "2d 4b Ad 5c")
    verdict = q.check("5c Ad")
    assert verdict.correct
    assert "You could also have taken 2d 4b (2 + 4)" in verdict.explanation


def test_clearing_the_table_is_called_a_scopa():
    # The AGIMEG guide (a hand, 5).
    verdict = capture("7s", "3c 4b").check("3c 4b")
    assert verdict.correct and "a scopa" in verdict.explanation


def test_an_unreadable_answer_raises_a_card_error():
    with pytest.raises(CardParseError, match="'7x' is not a card"):
        capture("6s", "6c").check("7x")


# -- the primiera -----------------------------------------------------------------------------


@pytest.mark.slow
def test_the_primiera_best_answer_is_the_engines():
    for level in (1, 2):
        for seed in range(300):
            q = primiera_question(seed, level)
            if q.kind != "best":
                continue
            cards = " ".join(str(c) for c in q.best if c is not None)
            assert q.check(f"{cards} = {q.total}").correct
            assert q.check((cards, q.total)).correct
            assert not q.check(f"{cards} = {q.total + 1}").correct


@pytest.mark.slow
def test_the_primiera_compare_answer_is_the_engines():
    for level in (2, 3):
        for seed in range(300):
            q = primiera_question(seed, level)
            if q.kind != "compare":
                continue
            winner = score_hand(q.piles, names=q.names)["primiera"].winner
            assert q.winner == winner
            for answer in (0, 1, None):
                assert q.check(answer).correct == (answer == winner)


def test_level_one_piles_have_all_four_suits():
    for seed in range(100):
        q = primiera_question(seed, 1)
        assert q.kind == "best" and has_all_suits(q.pile)


def test_the_highest_card_is_not_always_the_best():
    # The primiera table (the AGIMEG guide): 6 = 18 beats re = 10; the pile holds Rc and 6c.
    q = PrimieraQuestion(0, 2, "best", (parse_cards("7d Rc 6c As 5b"),))
    verdict = q.check("7d Rc As 5b = 62")
    assert not verdict.correct
    coppe = next(p for p in verdict.parts if p.name == "coppe")
    assert not coppe.correct
    assert "the Rc is worth 10 in the primiera, but the 6c is worth 18" in coppe.explanation
    assert "21 + 18 + 16 + 15 = 70, not 62" in verdict.parts[-1].explanation


def test_a_missing_suit_adds_nothing_and_is_right_to_leave_out():
    q = PrimieraQuestion(0, 2, "best", (parse_cards("7d 6c 5b 2b"),))
    verdict = q.check("7d 6c 5b = 54")
    assert verdict.correct
    spade = next(p for p in verdict.parts if p.name == "spade")
    assert spade.correct and "adds nothing" in spade.explanation


def test_the_higher_total_without_all_suits_loses_the_primiera():
    # The AGIMEG guide's scoring table: a side lacking a suit cannot make primiera (the AGIMEG guide, the teams and napola page).
    q = PrimieraQuestion(0, 3, "compare", (parse_cards("7d 7s 7b"), parse_cards("5d 4c 6s 5b")))
    assert q.totals == (63, 62)
    verdict = q.check("Anna")
    assert not verdict.correct
    assert "the primiera goes to Bruno" in verdict.explanation
    assert "all four suits" in verdict.explanation
    assert q.check("bruno").correct


def test_level_three_sets_the_missing_suit_trap():
    traps = [q for q in (primiera_question(s, 3) for s in range(100)) if q.shape == "compare-trap"]
    assert traps
    for q in traps:
        higher = 0 if q.totals[0] > q.totals[1] else 1
        assert not has_all_suits(q.piles[higher]) and q.winner == 1 - higher


def test_primiera_answers_with_impossible_cards_are_refused():
    q = PrimieraQuestion(0, 1, "best", (parse_cards("7d 6c As 5b"),))
    with pytest.raises(ScopaError, match="The 7s is not in this pile"):
        q.check("7s = 21")
    q = PrimieraQuestion(0, 1, "best", (parse_cards("7d 6d As 5b"),))
    with pytest.raises(ScopaError, match="two cards of denari"):
        q.check("7d 6d = 39")
    q = PrimieraQuestion(0, 3, "compare", (parse_cards("7d"), parse_cards("7s")))
    with pytest.raises(ScopaError, match="answer Anna or Bruno, or nobody"):
        q.check("Carla")


# -- counting a hand --------------------------------------------------------------------------


def right_awards(q: CountingQuestion) -> dict[str, object]:
    return {**{c.name: c.points for c in q.score.categories}, "total": q.score.totals}


@pytest.mark.parametrize("level", LEVELS)
def test_counting_piles_split_the_deck(level):
    # The AGIMEG guide's scoring table: the piles add up to 40 cards and 10 denari.
    for seed in range(100):
        q = counting_question(seed, level)
        a, b = q.piles
        assert sorted(a + b) == sorted(DECK)
        assert q.categories == ("carte", "denari", "settebello", "primiera", "scope")


@pytest.mark.parametrize("level", LEVELS)
def test_each_wrong_award_is_caught_alone(level):
    for seed in range(60):
        q = counting_question(seed, level)
        right = right_awards(q)
        assert q.check({**right, "total": q.score.totals}).correct
        for name in ("carte", "denari", "settebello", "primiera"):
            points = right[name]
            assert isinstance(points, tuple)
            for wrong in {(1, 0), (0, 1), (0, 0)} - {points}:
                verdict = q.check({**right, name: wrong})
                assert [p.name for p in verdict.parts if not p.correct] == [name]


def test_a_tie_gives_nobody_the_point():
    # The AGIMEG guide's scoring table: 20-20 cards gives nobody the point for carte.
    ties = [q for q in (counting_question(s, 2) for s in range(60)) if q.shape == "carte-tie"]
    assert ties
    q = ties[0]
    assert q.score["carte"].winner is None
    verdict = q.check({**right_awards(q), "carte": "Anna"})
    carte = verdict.parts[0]
    assert not carte.correct and "tie" in carte.explanation
    assert q.check({**right_awards(q), "carte": "nobody"}).correct


def test_awards_can_be_given_by_name_index_or_nobody():
    a = parse_cards("7d 7s 6c 5b")
    q = CountingQuestion(0, 1, (a, tuple(c for c in DECK if c not in a)), (1, 0))
    answer = {"carte": "Bruno", "denari": 1, "settebello": "anna", "primiera": "Bruno",
              "scope": (1, 0), "total": (2, 3)}
    verdict = q.check(answer)
    assert verdict.correct, verdict.explanation


def test_a_missing_award_is_marked_and_explained():
    q = counting_question(3, 1)
    verdict = q.check({"carte": q.score["carte"].winner})
    assert not verdict.correct
    denari = next(p for p in verdict.parts if p.name == "denari")
    assert not denari.correct and "no answer" in denari.explanation


def test_an_unknown_category_is_refused():
    with pytest.raises(ScopaError, match="There is no point called 'napola' here"):
        counting_question(3, 1).check({"napola": "Anna"})


# -- the quiz widgets' controllers (no rules inside: they pass answers to the questions) -------

from scopa_learn.widgets import controller_class  # noqa: E402


def quiz_widget(**config):
    return controller_class("quiz")(**config)


def test_the_widget_asks_the_worksheets_questions_in_order():
    widget = quiz_widget(quiz="capture", seed=42, level=2)
    for number in (1, 2, 3):
        expected = question_set("capture", 42, 2, 3)[number - 1]
        assert widget.current == expected
        view = widget.view()
        assert view["question_seed"] == expected.seed
        assert [c["code"] for c in view["question"]["table"]] == [str(c) for c in expected.table]
        widget.handle({"type": "next"})


def test_the_widget_scores_first_tries_and_streaks():
    widget = quiz_widget(quiz="capture", seed=3, level=1)
    for _ in range(2):
        right = [str(c) for c in widget.current.answers[0]]
        widget.handle({"type": "answer", "cards": right})
        widget.handle({"type": "next"})
    q = widget.current
    wrong = next(
        [str(c) for c in subset]
        for k in range(len(q.table) + 1) for subset in itertools.combinations(q.table, k)
        if frozenset(subset) not in {frozenset(a) for a in q.answers}
    )
    widget.handle({"type": "answer", "cards": wrong or "nothing"})
    view = widget.view()
    assert view["verdict"]["correct"] is False
    assert view["progress"] == {"right": 2, "answered": 3, "streak": 0, "best": 2}
    # A second try at the same question is judged but not counted.
    widget.handle({"type": "answer", "cards": [str(c) for c in q.answers[0]]})
    assert widget.view()["verdict"]["correct"] is True
    assert widget.view()["progress"]["answered"] == 3


def test_after_a_verdict_the_right_cards_are_outlined_and_the_wrong_ones_marked():
    widget = quiz_widget(quiz="capture", seed=0, level=2)
    widget.current = capture("6s", "6c 2d 4b Fd")
    widget.handle({"type": "answer", "cards": ["2d", "4b"]})
    table = {c["code"]: join_pieces(c["picture"], "napoletane") for c in widget.view()["question"]["table"]}
    assert "taken" in table["6c"] and "not allowed" in table["2d"] and "not allowed" in table["4b"]
    assert "taken" not in table["Fd"] and "not allowed" not in table["Fd"]


def test_the_primiera_and_counting_widgets_take_clicks_shaped_answers():
    widget = quiz_widget(quiz="primiera", seed=1, level=1)
    q = widget.current
    best = [str(c) for c in q.best if c is not None]
    widget.handle({"type": "answer", "cards": best, "total": str(q.total)})
    assert widget.view()["verdict"]["correct"] is True

    widget = quiz_widget(quiz="primiera", seed=1, level=3)
    q = widget.current
    assert widget.view()["question"]["type"] == "primiera-compare"
    answer = q.names[q.winner] if q.winner is not None else "nobody"
    widget.handle({"type": "answer", "side": answer})
    assert widget.view()["verdict"]["correct"] is True

    widget = quiz_widget(quiz="counting", seed=1, level=2)
    q = widget.current
    awards = {c.name: (list(c.points) if c.name == "scope" else
                       (q.names[c.winner] if c.winner is not None else "nobody"))
              for c in q.score.categories}
    awards["total"] = list(q.score.totals)
    widget.handle({"type": "answer", "awards": awards})
    assert widget.view()["verdict"]["correct"] is True, widget.view()["verdict"]


def test_bad_widget_input_shows_the_reason_and_the_widget_keeps_working():
    widget = quiz_widget(quiz="primiera", seed=2, level=1)
    pile = widget.current.pile
    widget.handle({"type": "answer", "cards": [str(pile[0])], "total": "lots"})
    assert "'lots' is not a number" in widget.view()["error"]
    widget.handle({"type": "start", "seed": "-3", "level": 1})
    assert "A question set is a whole number" in widget.view()["error"]
    assert widget.view()["seed"] == 2
    widget.handle({"type": "restore", "seed": 5, "level": 2, "number": 4, "right": "x"})
    assert "saved progress" in widget.view()["error"]
    widget.handle({"type": "restore", "seed": 5, "level": 2, "number": 4, "right": 3,
                   "answered": 4, "streak": 1, "best": 2})
    view = widget.view()
    assert view["error"] is None and view["question_seed"] == 5004 and view["level"] == 2
    assert view["progress"] == {"right": 3, "answered": 4, "streak": 1, "best": 2}
    with pytest.raises(ScopaError, match="There is no quiz 'whist'"):
        quiz_widget(quiz="whist")


def test_the_worksheet_widget_makes_the_worksheet():
    from scopa_learn.worksheet import worksheet_html

    sheet = controller_class("quiz_worksheet")(seed=4, level=2, kinds=["capture"], count=3)
    assert sheet.view()["html"] == worksheet_html(4, 2, ("capture",), 3)
    sheet.handle({"type": "make", "seed": "8", "level": "3", "kinds": ["primiera"], "count": "2"})
    assert sheet.view()["html"] == worksheet_html(8, 3, ("primiera",), 2)
    sheet.handle({"type": "make", "seed": 9, "level": 1, "kinds": ["capture"], "count": 99})
    assert "1 to 30" in sheet.view()["error"] and sheet.view()["seed"] == 8


def test_a_verdict_gives_its_plain_form_and_the_widget_sends_it():
    # The primiera table (the AGIMEG guide): the 6c (18) beats the Rc (10), so coppe is the wrong part.
    q = PrimieraQuestion(0, 2, "best", (parse_cards("7d Rc 6c As 5b"),))
    verdict = q.check("7d Rc As 5b = 62")
    data = verdict.to_data()
    assert json.loads(json.dumps(data)) == data
    assert (data["correct"], data["explanation"]) == (False, verdict.explanation)
    assert [p["name"] for p in data["parts"]] == [p.name for p in verdict.parts]
    coppe = next(p for p in data["parts"] if p["name"] == "coppe")
    assert coppe["correct"] is False and "worth 18" in coppe["explanation"]
    assert capture("6s", "6c 2d 4b").check("2d 4b").to_data()["reason"] == "equal_first"

    widget = quiz_widget(quiz="capture", seed=0, level=2)
    widget.current = capture("6s", "6c 2d 4b Fd")
    widget.handle({"type": "answer", "cards": ["2d", "4b"]})
    sent = widget.view()["verdict"]
    assert sent == {**widget.current.check("2d 4b").to_data(), "answer": "6c"}
