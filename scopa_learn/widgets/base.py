"""The controller protocol: the Python half of every widget, shared by both hosts.

A widget is a *controller* (this module: pure Python, standard library only, no rules of
the game inside: it asks the engine) and a *view* (``static/<kind>.js``: one ES module
that draws the controller's plain data and sends back what the learner did).

The same controller runs in two hosts:

* in Jupyter, :func:`scopa_learn.widgets.jupyter.make_widget` wraps it in an anywidget;
* on the static site, Pyodide runs it in the browser through :mod:`scopa_learn.widgets.bridge`.

Adding a widget means one controller class here (any module of this package, decorated with
:func:`register`) and one ``static/<kind>.js`` file.

**Language.** Every controller speaks one language, ``self.lang``: the ``lang`` of its settings
(``make_widget("quiz", lang="it")``, ``{"lang": "it"}`` in a page's placeholder), else the page's
``<html lang>`` on the site, else the process default (:func:`scopa_learn.set_language`). Its
constructor, :meth:`Controller.view` and :meth:`Controller.act` run inside
``using_language(self.lang)``, so every sentence it makes and every error the engine raises for
it are in that language. A view shows only words its controller sent (``ui`` and its own
labels in the state): no English text in a view's JS.

>>> @register
... class Counter(Controller):
...     kind = "doc-counter"
...     def __init__(self, start: int = 0) -> None:
...         super().__init__(start=start)
...         self.count = start
...     def state(self) -> dict[str, object]:
...         return {"count": self.count}
...     def on_add(self, by: int = 1) -> None:
...         if by < 1:
...             raise ValueError(f"add at least 1, not {by}")
...         self.count += by
>>> c = controller_class("doc-counter")(start=2)
>>> c.handle({"type": "add", "by": 3}); c.view()["count"], c.view()["error"]
(5, None)
>>> c.act({"type": "add", "by": 0})["error"]
'add at least 1, not 0'
>>> c.act({"type": "jump"})["error"]
"This widget has no action 'jump'."
>>> c.act({"type": "add"})["count"]
6

Every page and notebook shows a widget through one placeholder, which the site's loader
makes live:

>>> print(placeholder_html("deck", {"selected": "7d"}, first=False))  # doctest: +NORMALIZE_WHITESPACE +ELLIPSIS
<div class="scopa-widget" data-kind="deck" data-config="{&quot;selected&quot;: &quot;7d&quot;}"
data-words="{&quot;loading&quot;: &quot;Loading the live engine…&quot;, ...}">
<p class="scopa-widget__status">Live widget: the deck. It starts when this page has loaded
the engine (it needs JavaScript, and the page served over http).</p></div>
>>> print(placeholder_html("deck", {}, lang="it", first=False))  # doctest: +ELLIPSIS
<div ... data-words="{&quot;loading&quot;: &quot;Sto caricando il motore interattivo…&quot;, ...}">
<p class="scopa-widget__status">Widget interattivo: il mazzo. ...</p></div>
"""

from __future__ import annotations

import functools
import html
import importlib
import inspect
import json
import pkgutil
import string
from collections.abc import Callable, Iterable
from typing import Any, ClassVar, TypeVar

from ..errors import WidgetError
from ..words.messages import (
    DEFAULT_LANGUAGE,
    MESSAGES,
    get_language,
    language,
    say,
    using_language,
)

#: Plain JSON data: what crosses between a controller and its view.
JSONDict = dict[str, Any]

#: Every known widget kind and its controller class, filled by :func:`register`.
CONTROLLERS: dict[str, type[Controller]] = {}

# Modules of this package that are infrastructure, not widgets.
_NOT_WIDGETS = frozenset({"base", "bridge", "jupyter"})

C = TypeVar("C", bound="type[Controller]")


class Controller:
    """Base of every widget controller.

    Subclasses set :attr:`kind`, take their JSON-able configuration as keyword arguments,
    describe what to draw in :meth:`state`, and answer each action type ``"x"`` of the view
    with a method ``on_x(**payload)``. Errors a learner can cause (any :class:`ValueError`,
    which includes every :class:`scopa_learn.errors.ScopaError`) are caught by
    :meth:`handle` and shown in ``view()["error"]``; the widget keeps working.
    """

    #: The widget's name: its view is ``static/<kind>.js``.
    kind: ClassVar[str] = ""
    #: The parts of :meth:`view` that stay the same from view to view (its words, the drawings
    #: of the whole deck, the parts of the cards' drawings ...): both hosts send them when the
    #: widget is made, and after each action only the rest (:meth:`changing`), which the view
    #: draws with them; should they change (the Play widget's drawings, once a match starts),
    #: the hosts send them again, once.
    fixed_keys: ClassVar[tuple[str, ...]] = ("kind", "lang", "ui")

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # A subclass's constructor runs in its ``lang`` (when given), so the words and errors
        # it makes while setting up are in the widget's language too.
        super().__init_subclass__(**kwargs)
        init = cls.__dict__.get("__init__")
        if init is None:
            return

        @functools.wraps(init)
        def speaking(self: Controller, *args: Any, **config: Any) -> None:
            with using_language(config.get("lang")):
                init(self, *args, **config)

        setattr(cls, "__init__", speaking)  # noqa: B010 - mypy forbids assigning a method

    def __init__(self, lang: str | None = None, **config: Any) -> None:
        #: The language of every word this widget shows (see the module's notes).
        self.lang: str = language(lang)
        try:
            json.dumps(config)
        except (TypeError, ValueError) as exc:
            raise WidgetError(say("widget.ui.not_json", self.lang, error=exc)) from None
        #: The settings this widget was made with (they recreate it on the static site).
        self.config: JSONDict = config if lang is None else {**config, "lang": self.lang}
        #: The message shown to the learner after the last action, or None.
        self.error: str | None = None

    def state(self) -> JSONDict:
        """The data the view draws (plain JSON). Subclasses override it."""
        return {}

    def view(self) -> JSONDict:
        """:meth:`state`, plus the widget's ``kind``, ``error`` (None when all is well) and the
        words of the controls every view has (``ui``: the projector mode, the bug notice, the
        switch of the study marks)."""
        with using_language(self.lang):
            return {**self.state(), "kind": self.kind, "error": self.error,
                    "lang": self.lang, "ui": ui_labels(self.lang)}

    def fixed(self, view: JSONDict) -> JSONDict:
        """The parts of ``view`` that stay the same from view to view (:attr:`fixed_keys`)."""
        return {key: view[key] for key in self.fixed_keys if key in view}

    def changing(self, view: JSONDict) -> JSONDict:
        """``view`` without its fixed parts: what a host sends after an action.

        >>> deck = make_controller("deck", {})
        >>> sorted(deck.changing(deck.view())), sorted(deck.fixed(deck.view()))
        (['error', 'selected'], ['kind', 'labels', 'lang', 'suits', 'ui'])
        """
        return {key: value for key, value in view.items() if key not in self.fixed_keys}

    def act(self, action: Any) -> JSONDict:
        """:meth:`handle` then :meth:`view`, as both hosts call it: even a bug in the widget
        comes back as a view whose ``error`` says so, and the widget keeps working."""
        try:
            with using_language(self.lang):
                self.handle(action)
            return self.view()
        except Exception as exc:  # a bug must not kill the page's engine or the kernel's comm
            self.error = say("widget.ui.bug_error", self.lang, error=exc)
            try:
                return self.view()
            except Exception:
                return {"kind": self.kind, "error": self.error, "lang": self.lang,
                        "ui": ui_labels(self.lang)}

    def handle(self, action: Any) -> None:
        """Apply one action sent by the view: ``{"type": "x", ...payload}`` calls ``on_x``.

        Never raises for bad input: the reason goes to ``view()["error"]``.
        """
        self.error = None
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            self.error = say("widget.ui.bad_message", self.lang)
            return
        payload = {k: v for k, v in action.items() if k != "type"}
        method: Callable[..., None] | None = getattr(self, "on_" + action["type"], None)
        if not action["type"].isidentifier() or method is None:
            self.error = say("widget.ui.no_action", self.lang, action=action["type"])
            return
        try:
            inspect.signature(method).bind(**payload)
        except TypeError as exc:
            self.error = say("widget.ui.bad_action_data", self.lang, action=action["type"], error=exc)
            return
        try:
            method(**payload)
        except ValueError as exc:
            self.error = str(exc)


def make_controller(kind: str, config: JSONDict | None = None, lang: str | None = None) -> Controller:
    """The controller of ``kind`` made from its settings, speaking ``config["lang"]``, else
    ``lang`` (the page's language on the site), else the process default. The one way both
    hosts make a controller. Raises :class:`~scopa_learn.errors.WidgetError` for an unknown kind
    or bad settings (a ``ScopaError`` for an unknown language), in the language asked for.

    >>> make_controller("deck", {}, lang="it").view()["ui"]["present"]
    'Presenta'
    >>> make_controller("deck", {"lang": "en"}, lang="it").lang
    'en'
    >>> make_controller("replay", {"exemple": "x"}, lang="it")
    Traceback (most recent call last):
    ...
    scopa_learn.errors.WidgetError: Il widget replay non ha queste impostazioni: exemple. Le sue impostazioni: example, reveal, start, branch, lang.
    """
    settings = dict(config or {})
    chosen = settings.pop("lang", None) or lang
    with using_language(chosen) as code:
        cls = controller_class(kind)
        signature = inspect.signature(cls.__init__)
        takes_lang = "lang" in signature.parameters
        try:
            signature.bind(None, **settings)
        except TypeError:
            known = [name for name, p in signature.parameters.items()
                     if name != "self" and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]
            raise WidgetError(say("widget.ui.bad_settings", kind=kind, given=", ".join(sorted(settings)),
                                 known=", ".join(known))) from None
        # lang=None when none was chosen: the controller speaks the block's language, and its
        # settings (the page's placeholder) do not pin one, so the page's <html lang> decides.
        controller = cls(**settings, lang=chosen) if takes_lang else cls(**settings)
        controller.lang = code  # a controller that does not name lang got it from the block
        if chosen is not None:
            controller.config = {**controller.config, "lang": code}
        return controller


#: The words of the site's loader (``docs/assets/scopa/loader.js``), which it shows before the
#: engine has started, so the placeholder carries them (``data-words``).
LOADER_WORDS = ("loading", "file", "failed", "no_answer", "starting", "timeout", "no_worker", "no_wheel")

#: The words of the controls the view toolkit (``static/_dom.js``) adds to every widget.
UI_WORDS = ("present", "leave", "present_title", "bug", "study")


def view_words(prefix: str, names: Iterable[str], lang: str | None = None) -> dict[str, str]:
    """The words a view shows, the messages ``<prefix>.<name>`` (``widget.deck.label.show``...),
    in ``lang`` (default: the current language). A blank such as ``{count}`` reaches the view as
    is, for the view's ``fill(text, {count: 3})``.

    >>> view_words("widget.quiz.label", ["cards", "check"], "it")
    {'cards': 'carte: {count}', 'check': 'Controlla'}
    """
    words = {}
    for name in names:
        key = f"{prefix}.{name}"
        blanks = {field: "{" + field + "}" for _, field, _, _ in
                  string.Formatter().parse(MESSAGES[DEFAULT_LANGUAGE][key]) if field}
        words[name] = say(key, lang, **blanks)
    return words


def glossed(italian: str, english: str) -> str:
    """The game's Italian word with its English gloss for an English reader (``denari (coins)``);
    alone for an Italian one (``denari``)."""
    return italian if get_language() == "it" else f"{italian} ({english})"


def ui_labels(lang: str | None = None) -> dict[str, str]:
    """The words of the controls the view toolkit (``static/_dom.js``) adds to every widget."""
    return {key: say(f"widget.ui.{key}", lang) for key in UI_WORDS}


def placeholder_html(
    kind: str, config: JSONDict, title: str | None = None, note: str = "",
    lang: str | None = None, first: bool = True,
) -> str:
    """The ``<div class="scopa-widget">`` that the site's loader turns into a live widget.

    The one writer of it: the Jupyter host, the example pages, the site's plugin (for the
    ``<!-- scopa-widget kind {config} -->`` lines of Markdown pages) and markdown-exec blocks.
    ``title`` names the widget for a reader without JavaScript (default: the message
    ``widget.title.<kind>``);
    ``note`` adds a sentence for that reader. ``lang`` is the page's language (default: the
    process default): the placeholder's text and the loader's words (``data-words``) use it.

    With ``first`` (the default) the widget's controller is made here, at build time, and its
    first view goes into ``data-first``: the loader draws it with the widget's own view as soon
    as the page is shown, before the engine has started in the browser, and the live widget
    then takes over the same drawing. Settings the controller refuses leave it out (the live
    widget says what is wrong).

    >>> import html, json, re
    >>> div = placeholder_html("deck", {}, lang="it")
    >>> first = json.loads(html.unescape(re.search(r'data-first="([^"]*)"', div)[1]))
    >>> first["kind"], first["lang"], first["error"]
    ('deck', 'it', None)
    >>> "data-first" in placeholder_html("deck", {"colour": "red"})
    False
    """
    lang = language(lang)
    if title is None:
        known = f"widget.title.{kind}" in MESSAGES[DEFAULT_LANGUAGE]
        title = say(f"widget.title.{kind}", lang) if known else kind
    words = view_words("widget.loader", LOADER_WORDS, lang)
    drawn = ""
    if first:
        try:
            controller: Controller | None = make_controller(kind, config, lang)
            view = controller.view() if controller is not None else None
        except (ValueError, TypeError):
            controller, view = None, None
        if controller is not None and view is not None and view.get("error") is None:
            compact = json.dumps(view, ensure_ascii=False, separators=(",", ":"))
            drawn = (f' data-first="{html.escape(compact)}"'
                     f' data-fixed="{html.escape(json.dumps(list(controller.fixed_keys)))}"')
    return (
        f'<div class="scopa-widget" data-kind="{html.escape(kind)}" '
        f'data-config="{html.escape(json.dumps(config))}" '
        f'data-words="{html.escape(json.dumps(words, ensure_ascii=False))}"{drawn}>\n'
        '<p class="scopa-widget__status">'
        + html.escape(say("widget.ui.placeholder", lang, title=title, note=f" {note}" if note else ""))
        + "</p></div>"
    )


def register(cls: C) -> C:
    """Class decorator: make a controller available under its :attr:`Controller.kind`."""
    if not cls.kind:
        raise TypeError(f"{cls.__name__} needs a 'kind'")
    CONTROLLERS[cls.kind] = cls
    return cls


def controller_class(kind: str) -> type[Controller]:
    """The controller class for ``kind``; raises :class:`ValueError` naming the known kinds."""
    if kind not in CONTROLLERS and kind.isidentifier() and kind not in _NOT_WIDGETS:
        # By convention the widget "x" lives in widgets/x.py: import just that one (a page
        # in the browser pays for every import), and look everywhere only if it is not there.
        try:
            importlib.import_module(f"scopa_learn.widgets.{kind}")
        except ModuleNotFoundError as missing:
            if missing.name != f"scopa_learn.widgets.{kind}":
                raise
    if kind not in CONTROLLERS:
        _discover()
    try:
        return CONTROLLERS[kind]
    except KeyError:
        known = ", ".join(known_kinds()) or "none"
        raise WidgetError(say("widget.ui.no_widget", kind=kind, known=known)) from None


def score_points(data: JSONDict) -> JSONDict:
    """What the views draw of a hand's score, from :meth:`HandScore.to_data`: each category's
    name, points and reason, and the totals.

    >>> from scopa_learn import score_hand
    >>> score_points(score_hand(["7d 7s", "7c 7b"]).to_data())["categories"][2]
    {'name': 'settebello', 'points': [1, 0], 'reason': 'Player 1 took the settebello (the 7 of denari).'}
    """
    return {
        "categories": [{key: c[key] for key in ("name", "points", "reason")}
                       for c in data["categories"]],
        "totals": data["totals"],
    }


def known_kinds() -> list[str]:
    """Every widget kind of the package (importing all widget modules)."""
    _discover()
    return sorted(CONTROLLERS)


_discovered = False


def _discover() -> None:
    """Import every widget module of this package once, so that their ``@register`` runs."""
    global _discovered
    if _discovered:
        return
    _discovered = True
    package = importlib.import_module("scopa_learn.widgets")
    for info in pkgutil.iter_modules(package.__path__):
        if not info.name.startswith("_") and info.name not in _NOT_WIDGETS:
            importlib.import_module(f"scopa_learn.widgets.{info.name}")
