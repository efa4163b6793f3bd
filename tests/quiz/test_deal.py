"""The deal quiz's explanations, said as the table on screen shows them.

The AGIMEG guide ("la regola dei tre re"): with three or four re among the four table cards the
cards are dealt again.
"""

from __future__ import annotations

import pytest

from scopa_learn.engine.cards import parse_cards
from scopa_learn.quiz.deal import DealQuestion, deal_question
from scopa_learn.words.messages import using_language


def _tables_of_re() -> dict[int, object]:
    found = {}
    for seed in range(400):
        question = deal_question(seed, 1)
        if question.shape == "kings":
            found.setdefault(question.kings, question)
    return found


@pytest.mark.parametrize(("lang", "four", "three"), [
    ("en", "All four table cards are re", "3 of the four table cards are re"),
    ("it", "Tutte e quattro le carte in tavola sono re", "3 delle quattro carte in tavola sono re"),
])
def test_a_table_of_re_is_counted_as_it_lies(lang: str, four: str, three: str) -> None:
    tables = _tables_of_re()
    assert set(tables) == {3, 4}
    with using_language(lang):
        assert tables[4].explanation.startswith(four)  # type: ignore[attr-defined]
        assert tables[3].explanation.startswith(three)  # type: ignore[attr-defined]
        assert tables[4].redeals and tables[3].redeals  # type: ignore[attr-defined]


@pytest.mark.parametrize(("table", "lang", "said"), [
    ("Rd Rc 4b 5s", "en", "Only 2 of the four table cards are re: the hand is played."),
    ("Rd 3c 4b 5s", "en", "Only 1 of the four table cards is a re: the hand is played."),
    ("2d 3c 4b 5s", "en", "There is no re among the four table cards: the hand is played."),
    ("Rd Rc 4b 5s", "it", "Solo 2 delle quattro carte in tavola sono re: si gioca."),
    ("Rd 3c 4b 5s", "it", "Solo una delle quattro carte in tavola è un re: si gioca."),
    ("2d 3c 4b 5s", "it", "Nessuna delle quattro carte in tavola è un re: si gioca."),
])
def test_a_table_played_on_says_how_many_re_lie_there_in_the_right_number(
        table: str, lang: str, said: str) -> None:
    question = DealQuestion(0, 1, 2, parse_cards(table), parse_cards("2d 3d 4d"), shape="kings")
    assert not question.redeals
    with using_language(lang):
        assert question.explanation.startswith(said)
