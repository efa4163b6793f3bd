"""The widget infrastructure: controllers, the Pyodide bridge, the Jupyter host, the wheel."""

from __future__ import annotations

import json
import pathlib
import zipfile
from typing import Any

import pytest

from scopa_learn.errors import ScopaError, WidgetError
from scopa_learn.widgets import (
    Controller,
    bridge,
    controller_class,
    make_widget,
    register,
)
from scopa_learn.widgets.base import known_kinds, placeholder_html
from scopa_learn.widgets.jupyter import STATIC_EXPORT_ENV, StaticWidget, view_module, view_source

ROOT = pathlib.Path(__file__).resolve().parents[2]


@register
class Echo(Controller):
    """A test widget: remembers the last word; refuses empty words; has a bug on demand."""

    kind = "test-echo"

    def __init__(self, word: str = "hello") -> None:
        super().__init__(word=word)
        self.word = word

    def state(self) -> dict[str, Any]:
        return {"word": self.word}

    def on_say(self, word: str) -> None:
        if not word:
            raise ValueError("Say at least one letter.")
        self.word = word

    def on_crash(self) -> None:
        raise RuntimeError("boom")


def test_every_registered_widget_has_its_view_module_and_every_view_a_controller() -> None:
    kinds = {kind for kind in known_kinds() if not kind.startswith(("test-", "doc-"))}
    views = {path.stem for path in (ROOT / "scopa_learn/widgets/static").glob("*.js")}
    # _dom.js: the toolkit every view shares; _questions.js: the questions quiz and stage draw
    assert kinds == {v for v in views if not v.startswith("_")}
    assert {"_dom", "_questions"} <= views


def test_a_shared_part_of_views_comes_in_front_of_the_views_that_include_it() -> None:
    from scopa_learn.widgets.jupyter import view_source

    for kind in ("quiz", "stage"):
        source = view_source(kind)
        assert source.count("function questionDrawer(") == 1
        assert source.index("function questionDrawer(") < source.index(f"// ---- {kind}.js ----")
    assert "function questionDrawer(" not in view_source("deck")


def test_a_view_module_exports_a_default_with_render() -> None:
    for kind in known_kinds():
        if not kind.startswith(("test-", "doc-")):
            assert "export default" in view_module(kind).read_text()


def test_a_widget_kind_loads_its_own_module_only() -> None:
    import subprocess
    import sys

    code = (
        "import sys; from scopa_learn.widgets import controller_class; controller_class('deck');"
        "print(sorted(m for m in sys.modules if m.startswith('scopa_learn.widgets.')))"
    )
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout
    assert "scopa_learn.widgets.deck" in loaded and "scopa_learn.widgets.play" not in loaded


def test_an_unknown_widget_kind_names_the_known_ones() -> None:
    with pytest.raises(WidgetError, match="known widgets: .*deck"):
        controller_class("no-such-widget")


def test_a_learner_error_goes_to_the_view_and_the_widget_keeps_working() -> None:
    echo = Echo()
    echo.handle({"type": "say", "word": ""})
    view = echo.view()
    assert (view["word"], view["kind"], view["error"]) == ("hello", "test-echo", "Say at least one letter.")
    echo.handle({"type": "say", "word": "ciao"})
    assert echo.view()["error"] is None and echo.view()["word"] == "ciao"


@pytest.mark.parametrize(
    "action",
    [None, "say", [], {"word": "x"}, {"type": 3}, {"type": "say"}, {"type": "say", "w": 1},
     {"type": "__init__"}, {"type": "no such"}],
)
def test_malformed_actions_never_raise(action: Any) -> None:
    echo = Echo()
    echo.handle(action)
    assert isinstance(echo.view()["error"], str) and echo.word == "hello"


def test_settings_must_be_plain_data() -> None:
    with pytest.raises(WidgetError, match="JSON"):
        Echo(word=object())  # type: ignore[arg-type]


def test_a_widget_made_wrong_raises_the_widget_error_by_cause() -> None:
    # Issue 10, errors by cause: a caller catches WidgetError (a ScopaError, still a ValueError).
    from scopa_learn.widgets.base import make_controller
    from scopa_learn.widgets.deck import DeckController

    with pytest.raises(WidgetError, match="no such settings: colour"):
        make_controller("quiz", {"colour": "red"})
    with pytest.raises(WidgetError, match="no setting colour"):
        DeckController(colour="red")
    assert issubclass(WidgetError, ScopaError) and issubclass(WidgetError, ValueError)


def test_the_bridge_speaks_json_and_reports_failures_as_views() -> None:
    made = json.loads(bridge.create("test-echo", '{"word": "uno"}'))
    assert (made["view"]["word"], made["view"]["error"]) == ("uno", None)
    view = json.loads(bridge.dispatch(made["id"], '{"type": "say", "word": "due"}'))
    assert view["word"] == "due"
    assert json.loads(bridge.dispatch(made["id"], "not json"))["error"]
    crashed = json.loads(bridge.dispatch(made["id"], '{"type": "crash"}'))
    assert "a bug" in crashed["error"] and crashed["word"] == "due"
    assert json.loads(bridge.create("test-echo", '{"colour": 1}'))["id"] is None
    assert json.loads(bridge.create("test-echo", "[1]"))["id"] is None
    bridge.drop(made["id"])
    assert "gone" in json.loads(bridge.dispatch(made["id"], "{}"))["error"]


@pytest.mark.slow
def test_in_jupyter_a_widget_syncs_its_view_and_answers_the_views_messages() -> None:
    widget = make_widget("deck")
    assert widget._esm == view_source("deck")  # the very module the site uses
    assert widget.view["selected"] is None
    widget._handle_custom_msg({"type": "action", "action": {"type": "select", "card": "Rb"}}, [])
    assert widget.view["selected"]["code"] == "Rb"
    widget._handle_custom_msg({"type": "action", "action": {"type": "select", "card": "zz"}}, [])
    assert "'zz' is not a card" in widget.view["error"]


def test_in_jupyter_a_widget_also_carries_the_sites_placeholder() -> None:
    bundle = make_widget("deck", selected="7d")._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert "application/vnd.jupyter.widget-view+json" in data
    assert 'class="scopa-widget" data-kind="deck"' in data["text/html"]
    assert "&quot;selected&quot;: &quot;7d&quot;" in data["text/html"]


def test_while_the_site_is_built_a_widget_is_only_its_placeholder(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(STATIC_EXPORT_ENV, "1")
    widget = make_widget("deck")
    assert isinstance(widget, StaticWidget)
    assert widget._repr_html_().startswith('<div class="scopa-widget" data-kind="deck"')
    assert widget.act({"type": "select", "card": "Ad"})["selected"]["code"] == "Ad"


@pytest.mark.slow
def test_the_wheel_ships_the_widget_views(tmp_path: pathlib.Path) -> None:
    from hatchling.builders.wheel import WheelBuilder

    (wheel,) = WheelBuilder(str(ROOT)).build(directory=str(tmp_path), versions=["standard"])
    names = zipfile.ZipFile(wheel).namelist()
    assert "scopa_learn/widgets/static/deck.js" in names
    assert "scopa_learn/widgets/bridge.py" in names
    assert not [n for n in names if "__pycache__" in n]


def test_both_hosts_turn_a_bug_into_a_view_that_says_so_and_keep_the_widget() -> None:
    from scopa_learn.widgets.jupyter import _Hosted

    hosted = _Hosted()
    hosted.controller = Echo(word="uno")
    crashed = hosted.act({"type": "crash"})  # what the Jupyter host does with a view's message
    site = json.loads(bridge.dispatch(json.loads(bridge.create("test-echo", "{}"))["id"], '{"type": "crash"}'))
    assert crashed["error"] == site["error"] and "a bug" in crashed["error"]
    assert hosted.act({"type": "say", "word": "due"})["error"] is None


def test_each_view_is_the_toolkit_then_its_own_file() -> None:
    toolkit = (ROOT / "scopa_learn/widgets/static/_dom.js").read_text()
    for kind in known_kinds():
        if kind.startswith(("test-", "doc-")):
            continue
        source = view_source(kind)
        assert source.startswith(toolkit) and source.endswith(view_module(kind).read_text())
        # No view keeps a copy of the toolkit's helpers.
        assert "function h(" not in view_module(kind).read_text()


def test_one_placeholder_writer_names_the_widget_and_escapes_its_settings() -> None:
    text = placeholder_html("quiz", {"quiz": "capture", "note": "<b>&"}, note="The answers are below.")
    assert text.startswith('<div class="scopa-widget" data-kind="quiz" data-config="{&quot;quiz&quot;')
    assert "&lt;b&gt;&amp;" in text and "<b>" not in text
    assert "Live widget: the quiz." in text and "The answers are below.</p></div>" in text


# ---- Language (issue 11: "A widget on an Italian page speaks Italian in the browser and in
# Jupyter"; every controller takes lang and sends its words in its state) ----


@register
class Speaker(Controller):
    """A test widget that names no ``lang`` itself: it speaks the language it is made in."""

    kind = "test-speaker"

    def __init__(self, card: str = "7d") -> None:
        super().__init__(card=card)
        from scopa_learn import parse_card

        self.card = parse_card(card)  # a bad card raises in the widget's language

    def state(self) -> dict[str, Any]:
        from scopa_learn.words.messages import say

        return {"hand_over": say("move.hand_over")}

    def on_play(self, card: str) -> None:
        from scopa_learn import parse_card

        parse_card(card)


def test_the_bridge_makes_a_widget_in_the_pages_language() -> None:
    made = json.loads(bridge.create("test-speaker", "{}", "it"))
    view = made["view"]
    assert view["lang"] == "it"
    assert view["hand_over"] == "La smazzata è finita: non ci sono più carte da giocare."
    assert view["ui"]["present"] == "Presenta"
    # an error the engine raises during an action is in the widget's language too
    error = json.loads(bridge.dispatch(made["id"], '{"type": "play", "card": "7x"}'))["error"]
    assert "non è una carta" in error, error
    # the process default is untouched
    from scopa_learn import get_language

    assert get_language() == "en"
    assert json.loads(bridge.create("test-speaker", "{}"))["view"]["ui"]["present"] == "Present"


def test_a_widgets_own_lang_setting_wins_over_the_pages() -> None:
    view = json.loads(bridge.create("test-speaker", '{"lang": "en"}', "it"))["view"]
    assert view["lang"] == "en" and view["ui"]["present"] == "Present"


def test_a_widget_that_fails_to_start_says_why_in_the_pages_language() -> None:
    made = json.loads(bridge.create("test-speaker", '{"card": "7x"}', "it-IT"))
    assert made["id"] is None and "non è una carta" in made["view"]["error"]
    assert made["view"]["ui"]["present"] == "Presenta"
    unknown_page = json.loads(bridge.create("test-speaker", "{}", "fr"))["view"]
    assert unknown_page["lang"] == "en" and unknown_page["error"] is None


def test_every_widget_of_the_package_takes_lang_and_speaks_it() -> None:
    from scopa_learn.widgets.base import make_controller

    for kind in known_kinds():
        if kind.startswith(("test-", "doc-")):
            continue
        english = make_controller(kind, {}).view()
        italian = make_controller(kind, {}, lang="it").view()
        assert italian["lang"] == "it" and english["lang"] == "en", kind
        assert italian["ui"]["present"] == "Presenta", kind
        assert make_controller(kind, {"lang": "it"}).config["lang"] == "it", kind


def test_in_jupyter_lang_or_the_process_default_chooses_the_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from scopa_learn import set_language

    monkeypatch.setenv(STATIC_EXPORT_ENV, "1")
    widget = make_widget("test-speaker", lang="it")
    assert widget.view["hand_over"].startswith("La smazzata")
    assert "Widget interattivo" in widget._repr_html_()
    assert "non è una carta" in widget.act({"type": "play", "card": "??"})["error"]
    try:
        set_language("it")
        by_default = make_widget("test-speaker")
        assert by_default.controller.lang == "it" and by_default.view["ui"]["present"] == "Presenta"
        assert "lang" not in by_default.controller.config  # the page's language decides on the site
    finally:
        set_language("en")
    assert make_widget("test-speaker").view["ui"]["present"] == "Present"


def test_the_site_loader_passes_the_pages_language_to_every_widget() -> None:
    """The loader reads <html lang> and hands it to bridge.create (the browser test
    tests/site/test_language.py runs it)."""
    loader = (ROOT / "docs/assets/scopa/loader.js").read_text(encoding="utf-8")
    worker = (ROOT / "docs/assets/scopa/worker.js").read_text(encoding="utf-8")
    assert "document.documentElement.lang" in loader
    assert 'engine.call("create", kind, el.dataset.config || "{}", pageLang(),' in loader
    assert "bridge.create(args[0], args[1], args[2] ?? null," in worker



# ---- No English left in the views (issue 11: "no English literal in a view's JS") ----------

#: The play view is its owner's (tables): scanned once its words come from its controller.
NOT_YET_SCANNED: set[str] = set()


def words_left(source: str) -> list[tuple[int, str]]:
    """tests/view_words.py's scanner (loaded from its file: tests/ is not a package)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("view_words", ROOT / "tests/view_words.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    found: list[tuple[int, str]] = module.words_left(source)
    return found


@pytest.mark.parametrize("view", sorted(p.name for p in (ROOT / "scopa_learn/widgets/static").glob("*.js")))
def test_a_view_holds_no_english_words_of_its_own(view: str) -> None:
    if view in NOT_YET_SCANNED:
        pytest.skip(f"{view}: its owner moves its words to the controller (issue 11)")
    source = (ROOT / "scopa_learn/widgets/static" / view).read_text(encoding="utf-8")
    assert words_left(source) == []


def test_the_view_scanner_finds_english_words_and_passes_code() -> None:
    """The scanner is not blind: it finds the words a view used to hold, and lets code pass."""
    old_deck = """
      const input = h("input", { type: "text", "aria-label": "A card, like 7d or Rb", placeholder: "7d" });
      h("label", { text: "Or type a card:" }), h("button", { type: "submit", key: "show", text: "Show" });
      fact("Capture value", String(chosen.capture_value), "scopa-deck__capture");
      status.textContent = `Hand ${view.position} of ${view.total}`;
      h("span", { class: "scopa-x__empty", text: "empty" });  // "a comment" is no word shown
    """
    words = [text for _, text in words_left(old_deck)]
    for english in ("A card, like 7d or Rb", "Or type a card:", "Show", "Capture value", "empty"):
        assert english in words
    assert any(" of " in w for w in words)  # the template literal
    assert not any("comment" in w for w in words)
    code_only = """
      const b = h("button", { type: "button", class: "scopa-q__btn--main scopa-q__check", key: `pile-${i}`,
        "aria-pressed": "true", style: "width: 6em", "aria-label": L.table, text: L.show });
      root.style.width = `${natural}px`; node.matches("button, input, select, textarea, a[href], [tabindex]");
      pending = `scope${i}`; if (event.key === "Enter") send({ type: "next" });
    """
    assert words_left(code_only) == []


def test_a_widget_made_without_a_language_does_not_pin_one_in_its_placeholder(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The site decides from the page: a notebook's widget made with no lang (English or the
    process default) must leave its placeholder's settings without one."""
    from scopa_learn import set_language

    monkeypatch.setenv(STATIC_EXPORT_ENV, "1")
    for kind in ("deck", "quiz", "capture_explorer", "replay", "score_calculator", "quiz_worksheet"):
        assert "lang" not in make_widget(kind).controller.config, kind
        try:
            set_language("it")
            widget = make_widget(kind)
            assert widget.controller.lang == "it" and "lang" not in widget.controller.config, kind
        finally:
            set_language("en")
        assert make_widget(kind, lang="it").controller.config["lang"] == "it"


def test_the_fixed_parts_of_a_view_are_sent_once_by_both_hosts() -> None:
    """Issue 20: a click in the deck sent all 40 drawings again (about 82 KB); now the words and
    drawings go once, when the widget is made, and a click sends only what can change."""
    made = json.loads(bridge.create("deck", "{}"))
    assert set(made["fixed"]) >= {"suits", "labels", "ui"} and "suits" in made["view"]
    after = bridge.dispatch(made["id"], '{"type": "select", "card": "7d"}')
    view = json.loads(after)
    assert set(view) == {"selected", "error"} and view["selected"]["code"] == "7d"
    assert len(after.encode()) < len(bridge.create("deck", "{}").encode()) / 10
    widget = make_widget("deck")
    assert "suits" in widget.fixed and "suits" not in widget.view
    full = widget.act({"type": "select", "card": "Rb"})  # Python callers still get the whole view
    assert "suits" in full and widget.view["selected"]["code"] == "Rb" and "suits" not in widget.view


def _first_move(view: dict[str, Any]) -> dict[str, Any]:
    return {"type": "play", "card": view["hand"][0]["code"]}


@pytest.mark.parametrize(("kind", "config", "first", "then"), [
    ("play", {}, {"type": "start", "opponent": "beginner", "seed": 7}, [_first_move, lambda v: {"type": "computer"}, lambda v: {"type": "hint"}]),
    ("quiz", {"quiz": "capture", "seed": 3}, None, [lambda v: {"type": "answer", "cards": [
        v["question"]["table"][0]["code"]]}, lambda v: {"type": "next"}]),
    ("quiz", {"quiz": "counting", "seed": 3}, None, [lambda v: {"type": "next"}, lambda v: {"type": "next"}]),
    ("puzzle", {"today": "2026-12-01"}, None, [lambda v: {"type": "pick", "card": v["puzzle"]["hand"][0]["code"]},
                                              lambda v: {"type": "play"}, lambda v: {"type": "next"}]),
])
def test_a_later_view_carries_no_card_drawing(kind: str, config: dict[str, Any], first: dict[str, Any] | None,
                                              then: list[Any]) -> None:
    """Issue 20: the Play widget's view sent each card's whole drawing with every click (15 KB a
    click), the counting quiz its piles' (71 KB). The parts of the deck's drawings now go once
    (the first view with cards); later views name them ({"face": "7d"}), and no face is drawn again."""
    made = json.loads(bridge.create(kind, json.dumps(config)))
    whole = made["view"]
    if first is not None:  # the Play widget's setup shows no card: the drawings come with Start
        assert "drawings" not in whole
        answer = json.loads(bridge.dispatch(made["id"], json.dumps(first)))
        assert "drawings" in answer["fixed"] and "drawings" not in answer
        whole = {**answer.pop("fixed"), **answer}
    parts = whole["drawings"]
    assert "drawings" in made["fixed"] and len(parts["faces"]) == 40
    for step in then:
        text = bridge.dispatch(made["id"], json.dumps(step(whole)))
        view = json.loads(text)
        assert view["error"] is None and "fixed" not in view and "drawings" not in view
        assert not [code for code, face in parts["faces"].items() if face in text]
        assert '"picture"' in text  # the cards are still there, as pieces naming the parts
        whole = {**whole, **view}
    bridge.drop(made["id"])


def test_the_jupyter_host_sends_the_drawings_once_a_match_starts() -> None:
    widget = make_widget("play")
    assert "drawings" not in widget.fixed
    widget.act({"type": "start", "opponent": "beginner", "seed": 7})
    assert len(widget.fixed["drawings"]["faces"]) == 40 and "drawings" not in widget.view
    assert "picture" in widget.view["hand"][0] and "svg" not in widget.view["hand"][0]


# -- The study marks: one switch, in every widget that shows cards (issue 21) --------------------


def _views_drawing_cards() -> list[str]:
    """The views that put a card's drawing on the page (``cardFace`` or a controller's ``svg``)."""
    static = ROOT / "scopa_learn" / "widgets" / "static"
    toolkit = len((static / "_dom.js").read_text(encoding="utf-8"))
    return [p.stem for p in sorted(static.glob("[!_]*.js"))
            if any(use in view_source(p.stem)[toolkit:] for use in ("cardFace(", ".svg"))]


def test_every_view_that_shows_cards_has_the_study_marks_switch() -> None:
    kinds = _views_drawing_cards()
    assert {"play", "quiz", "puzzle", "replay", "capture_explorer", "deck", "stage"} <= set(kinds)
    for kind in kinds:
        assert view_source(kind).rstrip().endswith("}, { cards: true });"), kind
    assert "cards: true" not in view_source("quiz_worksheet")  # a teacher's form shows no card


def test_the_study_marks_switch_speaks_the_widgets_language() -> None:
    assert make_widget("play").fixed["ui"]["study"].startswith("Show the study marks")
    assert make_widget("play", lang="it").fixed["ui"]["study"].startswith("Mostra i segni di studio")


def test_in_jupyter_the_study_marks_are_a_widget_option() -> None:
    # None: the reader's own choice (kept in the browser) decides; True/False: the notebook's.
    assert make_widget("play").study is None
    assert make_widget("play", study=False).study is False
    assert make_widget("replay", study=True).study is True
    widget = make_widget("quiz", study=False)
    widget.study = True  # what the switch does, through the synced trait
    assert widget.study is True and "study" not in widget.controller.config
