"""The play widget live on the Play page (issues 7 and 15): whole matches in couples and in
scopone played by clicks, with the engine and the computer running in the browser; the player
card and the rematch kept across a reload; the turn clock. Rules: the AGIMEG guide
and "Scoring a hand"; the card room's house rules for the player card, the rematch's dealer and
the turn clock."""

from __future__ import annotations

import time
from typing import Any

import pytest
from playwright.sync_api import expect
from sitetest import THEMES, axe_violations, overflow, set_theme

from scopa_learn.engine.rules import PRESETS, rules

PAGE = "play/"
CARD_KEY = "scopa-learn.player-card"  # where the view keeps the player card (static/play.js)
TURN_MS = 30_000
COMPUTER_PAUSE_MS = 450  # static/play.js: the view's pause before each of the computer's moves
EQUAL_SEVENS = 11  # a deal whose table holds two 7s, the settebello one of them, and your hand a 7

# True when the widget waits for the learner (a new position), or the hand is over.
READY = """([plays]) => {
  const root = document.querySelector('.scopa-widget[data-kind="play"] .scopa-p');
  if (!root) return false;
  if (root.dataset.phase !== 'play') return true;
  return root.dataset.yourTurn === 'true' && root.dataset.plays !== plays;
}"""


def open_more(widget: Any) -> None:
    """Unfold "More choices" (the target, the deal number, the house rules, the clock)."""
    more = widget.locator(".scopa-p__more")
    if more.get_attribute("open") is None:
        widget.locator(".scopa-p__more > summary").click()
    expect(widget.locator(".scopa-p__seed")).to_be_visible()


def start(page: Any, site_url: str, live_widget: Any, opponent: str = "beginner", seed: str = "3",
          coach: bool = False) -> Any:
    page.goto(site_url + PAGE)
    widget = live_widget(page, "play")
    widget.locator(".scopa-p__opponent").select_option(opponent)
    open_more(widget)
    widget.locator(".scopa-p__seed").fill(seed)
    widget.locator(".scopa-p__start").click()
    expect(widget.locator(".scopa-p")).to_have_attribute("data-phase", "play")
    if not coach:
        coach_off(widget)
    return widget


def coach_off(widget: Any) -> None:
    """The coach during play (on against the beginner) would stop a costly click: these tests
    play fixed clicks, so it goes off (tests/site/test_coach.py tries it)."""
    box = widget.locator(".scopa-p__coach-on")
    if box.count() and box.is_checked():
        box.uncheck()
        expect(widget.locator(".scopa-p__coach-on")).not_to_be_checked()


def wait_ready(page: Any, widget: Any, plays: str | None) -> None:
    page.wait_for_function(READY, arg=[plays], timeout=TURN_MS)


def skip_the_pauses(page: Any) -> None:
    """Give the page Playwright's clock (before it loads), so that ``wait_for`` can jump over
    the pause the view makes before each of the computer's moves (COMPUTER_PAUSE_MS in
    static/play.js, so that the learner sees each card land) instead of sitting through it."""
    page.clock.install()


def wait_for(page: Any, condition: str, plays: str | None = None, step: int = COMPUTER_PAUSE_MS) -> None:
    """Wait until the JavaScript ``condition`` holds, moving the page's clock on by ``step`` ms
    whenever it does not yet: the computer's moves come one after the other, at once."""
    deadline = time.monotonic() + TURN_MS / 1000
    while not page.evaluate(condition, [plays]):
        assert time.monotonic() < deadline, "the widget did not answer in time"
        page.clock.fast_forward(step)


def setup_table(widget: Any, preset: str, players: str, target: str = "1", seed: str = "3",
                clock: str | None = None) -> None:
    """Choose the table in the setup form, as a learner does, and start."""
    widget.locator(".scopa-p__opponent").select_option("beginner")
    widget.locator(".scopa-p__preset").select_option(preset)
    # The players the chosen rules allow come back from the engine: the whole list, which
    # only the chosen game's answer has (four players are also the classic game's).
    allowed = [str(n) for n in PRESETS[preset].players]
    offered = widget.locator(".scopa-p__players option")
    expect(offered).to_have_count(len(allowed))
    assert [o.get_attribute("value") for o in offered.all()] == allowed
    widget.locator(".scopa-p__players").select_option(players)
    expect(widget.locator(".scopa-p__players")).to_have_value(players)
    expect(widget.locator(".scopa-p__preset")).to_have_value(preset)
    # The engine's target for that table shows once the controller has the choice: only then
    # type ours, or a late answer would put the default back.
    default = rules(preset, players=int(players)).target
    open_more(widget)
    expect(widget.locator(".scopa-p__target")).to_have_value(str(default))
    widget.locator(".scopa-p__target").fill(target)
    widget.locator(".scopa-p__seed").fill(seed)
    if clock is not None:
        widget.locator(".scopa-p__clock-on").check()
        widget.locator(".scopa-p__clock-seconds").fill(clock)
    widget.locator(".scopa-p__start").click()
    expect(widget.locator(".scopa-p")).to_have_attribute("data-phase", "play")
    coach_off(widget)


def play_match_by_clicks(page: Any, widget: Any) -> None:
    """Click the first card of the hand at each turn (and the first choice), hands until the end
    (the page's clock installed by ``skip_the_pauses``)."""
    root = widget.locator(".scopa-p")
    plays: str | None = None
    for _ in range(80):  # 9 cards a hand of ours in couples and in scopone, a few hands at most
        wait_for(page, READY, plays)
        phase = root.get_attribute("data-phase")
        if phase == "match_over":
            return
        if phase == "hand_over":
            widget.locator(".scopa-p__next").click()
            # The click waits in the worker behind the coach's review step under way (in
            # scopone a step grades several decisions, seconds on a loaded machine).
            expect(root).to_have_attribute("data-phase", "play", timeout=TURN_MS)
            plays = None
            continue
        plays = root.get_attribute("data-plays")
        widget.locator(".scopa-p__hand button").first.click()
        # A card that can take in several ways asks which: take the first.
        wait_for(page, """([plays]) => { const r = document.querySelector('.scopa-widget[data-kind="play"] .scopa-p');
               return r.dataset.plays !== plays || r.querySelector('.scopa-p__choice') !== null; }""", plays)
        if widget.locator(".scopa-p__choice").count():
            widget.locator(".scopa-p__choice").first.click()
    raise AssertionError(f"the match did not end: {root.get_attribute('data-phase')}, "
                         f"{widget.locator('.scopa-p__error').inner_text()}")


def check_end_of_match(widget: Any) -> None:
    # The last hand's points, each with its reason, by team; totals that add up on the sides.
    categories = widget.locator(".scopa-p__score tr[data-category]")
    names = [c.get_attribute("data-category") for c in categories.all()]
    assert names[:4] == ["carte", "denari", "settebello", "primiera"] and "scope" in names
    for reason in widget.locator(".scopa-p__reason").all():
        assert reason.inner_text().strip().endswith(".")
    heads = [h.inner_text() for h in widget.locator(".scopa-p__score thead th").all()]
    assert heads == ["Team 1", "Team 2"]
    piles = [int(t.inner_text()) for t in widget.locator(".scopa-p__side-pile").all()]
    assert len(piles) == 2 and sum(piles) == 40
    expect(widget.locator(".scopa-p__status")).to_contain_text("won the match")


def fresh_card(page: Any) -> None:
    """The browser's storage is shared with the other tests: start this page with no card (once:
    a reload must find the card the test leaves)."""
    page.add_init_script(f"""if (!sessionStorage.getItem("fresh-card")) {{
        localStorage.removeItem("{CARD_KEY}"); sessionStorage.setItem("fresh-card", "1"); }}""")


def no_serious_axe_violation(page: Any) -> None:
    for theme in THEMES:
        set_theme(page, theme)
        found = [f"{v['id']} {v['targets'][:2]}" for v in axe_violations(page) if v["impact"] in ("serious", "critical")]
        assert not found, f"[{theme}] {found}"
    set_theme(page, THEMES[0])


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_six_players_fit_a_phone_and_every_seat_is_said_in_words(page: Any, site_url: str, live_widget: Any) -> None:
    page.set_viewport_size({"width": 320, "height": 800})
    page.goto(site_url + PAGE)
    widget = live_widget(page, "play")
    setup_table(widget, "classic", "6", target="21")
    seats = widget.locator(".scopa-p__seats > li .scopa-v__sr")
    expect(seats).to_have_count(5)
    texts = [t.inner_text() for t in seats.all()]
    assert sum("your partner" in t for t in texts) == 2 and sum("opponent" in t for t in texts) == 3
    assert sum("deals" in t for t in texts) == 1
    expect(widget.locator(".scopa-p__me .scopa-v__sr")).to_contain_text("leads")
    expect(widget.locator(".scopa-p__sides tbody tr")).to_have_count(2)
    assert overflow(page) == 0
    no_serious_axe_violation(page)


def test_a_whole_match_in_couples_by_clicks_then_the_card_and_rematch_survive_a_reload(
        page: Any, site_url: str, live_widget: Any) -> None:
    fresh_card(page)
    skip_the_pauses(page)
    page.goto(site_url + PAGE)
    widget = live_widget(page, "play")
    setup_table(widget, "classic", "4")
    # Four seats: three around the table, you below; partner and dealer said in words.
    expect(widget.locator(".scopa-p__seats > li")).to_have_count(3)
    expect(widget.locator('.scopa-p__seat[data-seat="2"] .scopa-v__sr')).to_contain_text("your partner")
    expect(widget.locator('.scopa-p__seat[data-seat="3"] .scopa-v__sr')).to_contain_text("deals")
    play_match_by_clicks(page, widget)
    check_end_of_match(widget)
    expect(widget.locator(".scopa-p__card-played")).to_have_text("1")
    no_serious_axe_violation(page)  # the table, the summary by team, the card and the rematch
    # The card room: the rematch is dealt by the player to the right of the last dealer.
    dealer_seat = int(widget.locator("[data-seat][data-dealer='true']").get_attribute("data-seat") or "")
    page.reload()
    widget = live_widget(page, "play")
    expect(widget.locator(".scopa-p__card-played")).to_have_text("1")
    expect(widget.locator(".scopa-p__card-row th")).to_contain_text("4 players in two couples")
    widget.locator(".scopa-p__rematch-btn").click()
    expect(widget.locator(".scopa-p")).to_have_attribute("data-phase", "play")
    dealer = (dealer_seat + 1) % 4
    expect(widget.locator(f'[data-seat="{dealer}"]')).to_have_attribute("data-dealer", "true")
    # Leaving the rematch unfinished: a reload counts it as abandoned.
    page.reload()
    widget = live_widget(page, "play")
    expect(widget.locator(".scopa-p__notice")).to_contain_text("abandoned")
    expect(widget.locator(".scopa-p__card-played")).to_have_text("2")
    expect(widget.locator(".scopa-p__card-abandoned")).to_have_text("50%")


def test_a_whole_match_of_scopone_by_clicks(page: Any, site_url: str, live_widget: Any) -> None:
    fresh_card(page)
    skip_the_pauses(page)
    page.goto(site_url + PAGE)
    widget = live_widget(page, "play")
    setup_table(widget, "scopone", "4", seed="5")
    expect(widget.locator(".scopa-p__hand button")).to_have_count(9)
    play_match_by_clicks(page, widget)
    check_end_of_match(widget)


def test_the_turn_clock_plays_for_you_and_can_be_turned_off(page: Any, site_url: str, live_widget: Any) -> None:
    skip_the_pauses(page)  # the turn clock's seconds pass at once too
    page.goto(site_url + PAGE)
    widget = live_widget(page, "play")
    root = widget.locator(".scopa-p")
    setup_table(widget, "classic", "2", target="11", clock="1")
    # One second and nobody clicks: the computer's suggestion is played for you.
    wait_for(page, "() => /Time ran out/.test(document.querySelector('.scopa-p__notice')?.textContent)", step=1000)
    wait_for(page, "() => document.querySelector('.scopa-p').dataset.yourTurn === 'true'")
    widget.locator(".scopa-p__clock-toggle").uncheck()
    expect(widget.locator(".scopa-p__clock")).to_have_count(0)
    plays = root.get_attribute("data-plays")
    page.clock.run_for(2500)  # past the one-second clock: nothing is played any more
    # A hint asked now is answered after anything the clock would have sent (the engine
    # answers in order): once it shows, a play made by the clock would show too.
    widget.locator(".scopa-p__hintbtn").click()
    expect(widget.locator(".scopa-p__hint")).not_to_be_empty()
    expect(root).to_have_attribute("data-plays", plays or "")
    expect(root).to_have_attribute("data-your-turn", "true")


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_an_illegal_capture_is_refused_with_the_reason(page: Any, site_url: str, live_widget: Any) -> None:
    widget = start(page, site_url, live_widget, seed="30")
    wait_ready(page, widget, None)
    table = [b.get_attribute("data-card") for b in widget.locator(".scopa-p__table button").all()]
    hand = [b.get_attribute("data-card") for b in widget.locator(".scopa-p__hand button").all()]
    # Deal number 30 gives the learner Rs 6c 7s, and 4s 3s Fb 7d face up (as deal(seed=30) does).
    # Aim the 7 at the 4: a 7 can never take a 4 (the AGIMEG guide, rule 3: a single card is
    # taken by its equal). The 7 of denari lies there too, but the mistake is the value, not the
    # equal-card rule (issue 13).
    assert sorted(hand) == ["6c", "7s", "Rs"] and sorted(table) == ["3s", "4s", "7d", "Fb"]
    card = "7s"
    widget.locator('.scopa-p__table button[data-card="4s"]').click()
    expect(widget.locator('.scopa-p__table button[data-card="4s"]')).to_have_attribute("data-selected", "true")
    widget.locator(f'.scopa-p__hand button[data-card="{card}"]').click()
    expect(widget.locator(".scopa-p__error")).to_contain_text(
        "Your 7 of swords is worth 7 and the 4 of swords is worth 4: a single card can only be taken "
        "by a card of the same value.")
    expect(widget.locator(".scopa-p__error")).not_to_contain_text("equal card")
    # Refused: the card is still in the hand and it is still our turn.
    expect(widget.locator(f'.scopa-p__hand button[data-card="{card}"]')).to_have_count(1)


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_hint_and_undo(page: Any, site_url: str, live_widget: Any) -> None:
    widget = start(page, site_url, live_widget, opponent="expert", seed="0")
    root = widget.locator(".scopa-p")
    wait_ready(page, widget, None)
    widget.locator(".scopa-p__hintbtn").click()
    # Deal number 0: the learner holds 2s Rs 6c on Cb 5b 2d As, and the expert has a hint.
    expect(widget.locator(".scopa-p__hint")).not_to_be_empty()
    expect(widget.locator('.scopa-p__hand button[data-hinted="true"]')).to_have_count(1)
    hinted = widget.locator('.scopa-p__hand button[data-hinted="true"]').get_attribute("data-card")
    before = root.get_attribute("data-plays")
    widget.locator(f'.scopa-p__hand button[data-card="{hinted}"]').click()
    wait_ready(page, widget, before)
    expect(widget.locator(".scopa-p__hand button")).to_have_count(2)
    widget.locator(".scopa-p__undo").click()
    expect(widget.locator(".scopa-p__hand button")).to_have_count(3)
    expect(root).to_have_attribute("data-plays", "0")


def active(page: Any) -> str:
    """The focused control's class (never the page's body: focus must not be lost)."""
    name: str = page.evaluate("document.activeElement === document.body ? 'BODY' : document.activeElement.className")
    assert name != "BODY", "focus dropped to the page's <body>"
    return name


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_the_table_is_chosen_by_keyboard_and_focus_is_never_lost(
        page: Any, site_url: str, live_widget: Any) -> None:
    page.goto(site_url + PAGE)
    widget = live_widget(page, "play")
    widget.locator(".scopa-p__preset").focus()
    page.keyboard.press("ArrowDown")  # scopone: the players on offer come back from the engine
    expect(widget.locator(".scopa-p__players option")).to_have_count(1)
    assert "scopa-p__preset" in active(page)
    page.keyboard.press("Tab")
    assert "scopa-p__players" in active(page)
    open_more(widget)
    widget.locator(".scopa-p__clock-on").focus()
    page.keyboard.press("Space")
    expect(widget.locator(".scopa-p__clock-on")).to_be_checked()
    widget.locator(".scopa-p__start").focus()
    page.keyboard.press("Enter")
    expect(widget.locator(".scopa-p")).to_have_attribute("data-phase", "play")
    # The form is gone: focus is on the hand (the learner leads), not below it.
    expect(widget.locator(".scopa-p__hand button:focus")).to_have_count(1)
    expect(widget.locator(".scopa-p__clock-toggle")).to_be_checked()
    # Leaving the match by keyboard: back to the choice of table, focus on its first control.
    widget.locator(".scopa-p__new").focus()
    page.keyboard.press("Enter")
    expect(widget.locator(".scopa-p")).to_have_attribute("data-phase", "setup")
    assert "scopa-p__opponent" in active(page)
    expect(widget.locator(".scopa-p__notice")).to_contain_text("abandoned")


# -- the Play page as a new user finds it (issue 22, item 7) ---------------------------------


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_before_start_the_table_and_the_level_are_in_front_and_the_rest_folded(
        page: Any, site_url: str, live_widget: Any) -> None:
    # Thirteen controls stood before Start; the house rules now fold away under "More choices".
    page.goto(site_url + PAGE)
    widget = live_widget(page, "play")
    controls = widget.locator(".scopa-p__setup :is(select, input, button, summary)")
    expect(widget.locator(".scopa-p__start")).to_be_visible()
    visible = [c for c in controls.all() if c.is_visible()]
    names = [c.get_attribute("class") or c.evaluate("n => n.tagName") for c in visible]
    # Who plays, the rules, the players, "More choices", Start; then only today's deal, after Start.
    assert len(visible) == 6, names
    assert "scopa-p__opponent" in names[0] and "scopa-p__start" in names[4] and "scopa-p__day" in names[5]
    expect(widget.locator(".scopa-p__seed")).to_be_hidden()
    expect(widget.locator(".scopa-p__options")).to_be_hidden()
    open_more(widget)
    expect(widget.locator(".scopa-p__options input").first).to_be_visible()
    # What is typed in the folded part survives the controller's redraws.
    widget.locator(".scopa-p__seed").fill("17")
    widget.locator(".scopa-p__preset").select_option("scopone")
    expect(widget.locator(".scopa-p__players option")).to_have_count(1)
    expect(widget.locator(".scopa-p__seed")).to_have_value("17")
    assert widget.locator(".scopa-p__more").get_attribute("open") is not None


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_every_new_match_deals_new_cards_unless_a_number_is_asked(
        page: Any, site_url: str, live_widget: Any) -> None:
    page.goto(site_url + PAGE)
    widget = live_widget(page, "play")
    root = widget.locator(".scopa-p")
    deals = []
    for _ in range(3):
        widget.locator(".scopa-p__start").click()
        expect(root).to_have_attribute("data-phase", "play")
        deals.append(widget.locator(".scopa-p__deal").inner_text())
        widget.locator(".scopa-p__new").click()
        expect(root).to_have_attribute("data-phase", "setup")
        open_more(widget)
        expect(widget.locator(".scopa-p__seed")).to_have_value("")  # still no number asked
    assert len(set(deals)) == 3, deals
    number = deals[0].split()[2].rstrip(":")
    widget.locator(".scopa-p__seed").fill(number)
    widget.locator(".scopa-p__start").click()
    expect(widget.locator(".scopa-p__deal")).to_have_text(deals[0])


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_two_equal_cards_are_told_apart_and_the_settebello_is_named(
        page: Any, site_url: str, live_widget: Any) -> None:
    # Deal 11 in two: your 7 of cups can take the 7 of swords or the settebello (found with
    # the engine: scopa_learn.deal(seed=11, dealer=1) puts 7d Ac 5s 7s on the table).
    widget = start(page, site_url, live_widget, seed=str(EQUAL_SEVENS))
    page.wait_for_function(READY, arg=[None], timeout=TURN_MS)
    widget.locator('.scopa-p__hand button[data-card="7c"]').click()
    choices = widget.locator(".scopa-p__choice")
    expect(choices).to_have_count(2)
    labels = sorted(c.inner_text() for c in choices.all())
    assert labels == ["take the 7 of swords", "take the settebello (7 of coins)"], labels
    expect(choices.first).to_be_focused()  # the next sensible control


def test_focus_stays_on_the_hand_after_start_and_after_the_computers_move(
        page: Any, site_url: str, live_widget: Any) -> None:
    skip_the_pauses(page)
    widget = start(page, site_url, live_widget, coach=True)
    root = widget.locator(".scopa-p")
    expect(widget.locator(".scopa-p__hand button:focus")).to_have_count(1)  # after Start
    coach_off(widget)  # a click on its box: focus goes there, as a click's should
    widget.locator(".scopa-p__hand button").first.focus()
    for _ in range(3):
        plays = root.get_attribute("data-plays")
        page.keyboard.press("Enter")  # the focused card
        wait_for(page, """([p]) => { const r = document.querySelector('.scopa-p');
            return r.querySelector('.scopa-p__choice') !== null
              || (r.dataset.plays !== p && (r.dataset.yourTurn === 'true' || r.dataset.phase !== 'play')); }""", plays)
        if widget.locator(".scopa-p__choice").count():
            page.keyboard.press("Enter")
            wait_for(page, READY, plays)
        if root.get_attribute("data-phase") != "play":
            break
        # The computer has answered: focus is on the hand again, not below it.
        expect(widget.locator(".scopa-p__hand button:focus")).to_have_count(1)


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_the_score_line_keeps_each_sides_points_apart(page: Any, site_url: str, live_widget: Any) -> None:
    # "You 0 - Computer 2 0" read as "Computer 20".
    widget = start(page, site_url, live_widget)
    page.set_viewport_size({"width": 360, "height": 740})
    expect(widget.locator(".scopa-p__status")).to_have_text("You: 0, Computer 2: 0, playing to 11 points.")


@pytest.mark.shared_page  # instant navigation on the worker's page (conftest.py)
def test_on_a_phone_the_back_to_top_button_leaves_the_score_visible(
        page: Any, site_url: str, live_widget: Any) -> None:
    page.set_viewport_size({"width": 360, "height": 740})
    widget = start(page, site_url, live_widget)
    status = widget.locator(".scopa-p__status")
    # Scroll down past the score, then back up a little: the theme shows "Back to top" then,
    # at the top of the screen, where the score is read. On the Play page it stays away.
    page.mouse.wheel(0, 900)
    page.wait_for_timeout(300)
    page.mouse.wheel(0, -600)
    page.wait_for_timeout(300)
    status.scroll_into_view_if_needed()
    expect(page.locator(".md-top")).to_be_hidden()
    expect(status).to_be_visible()


# The engine's answers to the view's actions, held back in the page until the test lets them
# through, one by one (the worker's messages wrapped: its other answers, such as create and
# settle, pass at once). On a loaded machine an answer comes late by itself.
HOLD_ANSWERS = """(() => {
  const Real = window.Worker;
  const ops = new Map();
  window.scopaHeld = null;  // an array while answers are held
  window.scopaRelease = (n) => {
    const held = window.scopaHeld || [];
    const some = held.splice(0, n === undefined ? held.length : n);
    if (n === undefined) window.scopaHeld = null;
    some.forEach((deliver) => deliver());
    return some.length;
  };
  window.Worker = class extends Real {
    postMessage(message, ...rest) {
      if (message && message.id !== undefined) ops.set(message.id, message.op);
      return super.postMessage(message, ...rest);
    }
    addEventListener(type, listener, options) {
      if (type !== "message") return super.addEventListener(type, listener, options);
      return super.addEventListener("message", (event) => {
        const held = window.scopaHeld;
        if (held && ops.get(event.data && event.data.id) === "dispatch") held.push(() => listener.call(this, event));
        else listener.call(this, event);
      }, options);
    }
  };
})()"""


def test_a_choice_made_while_the_engine_answers_an_earlier_one_is_kept(
        page: Any, site_url: str, live_widget: Any) -> None:
    # The learner picks the level, then scopone at once; the answer to the level comes after
    # (it was worked out with the classic game): the form must keep scopone, or the players
    # picked next would be sent with the classic game and the match dealt 3 cards a hand.
    page.add_init_script(HOLD_ANSWERS)
    page.goto(site_url + PAGE)
    widget = live_widget(page, "play")
    page.evaluate("window.scopaHeld = []")
    widget.locator(".scopa-p__opponent").select_option("beginner")
    widget.locator(".scopa-p__preset").select_option("scopone")
    page.wait_for_function("window.scopaHeld.length === 2")
    shown = page.evaluate("""async () => { window.scopaRelease(1);
        await new Promise((done) => setTimeout(done, 50));
        return document.querySelector('.scopa-p__preset').value; }""")
    assert shown == "scopone", "the answer to an earlier choice put the classic game back"
    widget.locator(".scopa-p__players").select_option("4")
    page.evaluate("window.scopaRelease()")
    expect(widget.locator(".scopa-p__players option")).to_have_count(1)
    expect(widget.locator(".scopa-p__preset")).to_have_value("scopone")
    widget.locator(".scopa-p__start").click()
    expect(widget.locator(".scopa-p")).to_have_attribute("data-phase", "play")
    expect(widget.locator(".scopa-p__hand button")).to_have_count(9)
