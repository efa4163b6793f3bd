"""The static site's host: JSON strings in, JSON strings out, called from a Web Worker.

Pyodide runs the engine wheel in the browser; the site's loader (``docs/assets/scopa``)
calls :func:`create` once per widget placeholder and :func:`dispatch` for each action.
Nothing here raises: every failure comes back as a view with an ``"error"`` message.

A page whose widget the site build drew already (the first view in its placeholder,
``base.placeholder_html``) hands that view to :func:`create`, which then makes the controller
and nothing more: the widget goes live on the drawing the page shows, without working out
its first view again (the deck's 40 drawings took a fifth of a second of the browser's Python,
on the way to the first live widget). :func:`settle`, called once the page's widgets are live,
works it out then, and says what to draw instead should it differ from the page's.

>>> import json
>>> made = json.loads(create("deck", "{}"))
>>> made["view"]["kind"], made["view"]["error"]
('deck', None)
>>> view = json.loads(dispatch(made["id"], '{"type": "select", "card": "7d"}'))
>>> view["selected"]["code"]
'7d'
>>> json.loads(dispatch(made["id"], '{"type": "select", "card": "7x"}'))["error"][:18]
"'7x' is not a card"
>>> json.loads(create("nope", "{}"))["id"] is None
True
>>> drop(made["id"])
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from ..errors import ScopaError, WidgetError
from ..words.messages import DEFAULT_LANGUAGE, MESSAGES, language, say
from .base import Controller, JSONDict, make_controller, ui_labels

_widgets: dict[str, Controller] = {}
#: The fixed parts each widget's page holds: sent again only when they change.
_sent: dict[str, JSONDict] = {}
_ids = itertools.count(1)
#: The first views the pages show, drawn by the site build, until :func:`settle` checks them.
_drawn: dict[str, JSONDict] = {}


def create(kind: str, config_json: str = "{}", lang: str | None = None, drawn_json: str | None = None) -> str:
    """Make a controller; return ``{"id": ..., "view": ..., "fixed": [...]}`` as JSON (``id`` null
    on failure): the whole first view, and the names of its parts that never change (the
    controller's ``fixed_keys``), which :func:`dispatch` then leaves out.

    ``drawn_json`` is the first view the page shows already, drawn from what the site build
    computed: when it is this controller's (its kind, its language), ``view`` is null, "keep
    what you show", and :func:`settle` checks it later.

    >>> first = create("deck", '{"selected": "7d"}')
    >>> drawn = json.loads(create("deck", '{"selected": "7d"}', None, json.dumps(json.loads(first)["view"])))
    >>> drawn["view"] is None, settle(drawn["id"])
    (True, 'null')

    ``lang`` is the page's language (its ``<html lang>``, such as ``"it"``): the widget speaks
    it unless its settings name another (``{"lang": "en"}``). A page in a language with no
    messages gets the default.

    >>> json.loads(create("deck", "{}", "it-IT"))["view"]["lang"]
    'it'
    """
    try:
        lang = language(lang)
    except ScopaError:
        lang = DEFAULT_LANGUAGE
    try:
        config = json.loads(config_json or "{}")
        if not isinstance(config, dict):
            raise WidgetError(say("widget.ui.not_object", lang))
        controller = make_controller(kind, config, lang)
    except (ValueError, TypeError) as exc:
        view = {"kind": kind, "error": str(exc), "lang": lang, "ui": ui_labels(lang)}
        return _dumps({"id": None, "view": view})
    widget_id = f"w{next(_ids)}"
    _widgets[widget_id] = controller
    drawn = _drawn_view(drawn_json, controller)
    if drawn is not None:
        _drawn[widget_id] = drawn
        _sent[widget_id] = controller.fixed(drawn)
        return _dumps({"id": widget_id, "view": None, "fixed": list(controller.fixed_keys)})
    view = controller.view()
    _sent[widget_id] = controller.fixed(view)
    return _dumps({"id": widget_id, "view": view, "fixed": list(controller.fixed_keys)})


def dispatch(widget_id: str, action_json: str, lang: str | None = None) -> str:
    """Apply one action (JSON) to a widget; return its new view as JSON, without its fixed parts
    (``lang``, the page's language, only for a widget the engine no longer knows). When those
    changed (the Play widget's drawings once a match starts, or with another deck), the view
    carries them all again as ``"fixed"``, which the page keeps in place of the old ones.

    >>> made = json.loads(create("play", "{}"))
    >>> started = json.loads(dispatch(made["id"], '{"type": "start", "seed": 3}'))
    >>> "drawings" in started["fixed"], "drawings" in started
    (True, False)
    >>> "fixed" in json.loads(dispatch(made["id"], '{"type": "hint"}'))
    False
    """
    controller = _widgets.get(widget_id)
    if controller is None:
        lang = lang if lang in MESSAGES else None
        return _dumps({"error": say("widget.ui.gone", lang), "ui": ui_labels(lang)})
    _drawn.pop(widget_id, None)  # the view sent now replaces the drawn one
    try:
        action: Any = json.loads(action_json)
    except ValueError:
        action = None
    view = controller.act(action)  # act() turns even a bug into a view that says so
    changing = controller.changing(view)
    fixed = controller.fixed(view)
    # (the drawn parts came as JSON: lists where the controller may have tuples)
    if fixed != _sent.get(widget_id) and json.loads(_dumps(fixed)) != _sent.get(widget_id):
        _sent[widget_id] = fixed
        changing["fixed"] = fixed
    return _dumps(changing)


def settle(widget_id: str) -> str:
    """Work out the first view of a widget made on a drawn one (:func:`create`'s ``drawn_json``)
    and compare: ``null`` when the page shows it already (the site build computes it as the
    browser does) or an action has been answered since; otherwise ``{"view": ..., "fixed":
    [...]}`` as :func:`create` returns it, for the page to draw instead (a page of an older
    build beside a newer engine). Either way the first click then finds its drawings made.

    >>> made = json.loads(create("deck", "{}", None, json.dumps({**json.loads(create("deck", "{}"))["view"],
    ...                                                        "selected": {"code": "7d"}})))
    >>> json.loads(settle(made["id"]))["view"]["selected"] is None, settle(made["id"])
    (True, 'null')
    """
    drawn = _drawn.pop(widget_id, None)
    controller = _widgets.get(widget_id)
    if drawn is None or controller is None:
        return "null"
    view = controller.view()
    _sent[widget_id] = controller.fixed(view)
    if json.loads(_dumps(view)) == drawn:
        return "null"
    return _dumps({"view": view, "fixed": list(controller.fixed_keys)})


def drop(widget_id: str) -> None:
    """Forget a widget whose page is gone."""
    _widgets.pop(widget_id, None)
    _sent.pop(widget_id, None)
    _drawn.pop(widget_id, None)


def _drawn_view(drawn_json: str | None, controller: Controller) -> JSONDict | None:
    """The page's drawn first view, if it is ``controller``'s: its kind, in its language."""
    if not drawn_json:
        return None
    try:
        drawn = json.loads(drawn_json)
    except ValueError:
        return None
    if (not isinstance(drawn, dict) or drawn.get("kind") != controller.kind
            or drawn.get("lang") != controller.lang or drawn.get("error") is not None):
        return None
    return drawn


def _dumps(data: JSONDict) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
