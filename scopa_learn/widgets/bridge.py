"""The static site's host: JSON strings in, JSON strings out, called from a Web Worker.

Pyodide runs the engine wheel in the browser; the site's loader (``docs/assets/scopa``)
calls :func:`create` once per widget placeholder and :func:`dispatch` for each action.
Nothing here raises: every failure comes back as a view with an ``"error"`` message.

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


def create(kind: str, config_json: str = "{}", lang: str | None = None) -> str:
    """Make a controller; return ``{"id": ..., "view": ..., "fixed": [...]}`` as JSON (``id`` null
    on failure): the whole first view, and the names of its parts that never change (the
    controller's ``fixed_keys``), which :func:`dispatch` then leaves out.

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
    try:
        action: Any = json.loads(action_json)
    except ValueError:
        action = None
    view = controller.act(action)  # act() turns even a bug into a view that says so
    changing = controller.changing(view)
    fixed = controller.fixed(view)
    if fixed != _sent.get(widget_id):
        _sent[widget_id] = fixed
        changing["fixed"] = fixed
    return _dumps(changing)


def drop(widget_id: str) -> None:
    """Forget a widget whose page is gone."""
    _widgets.pop(widget_id, None)
    _sent.pop(widget_id, None)


def _dumps(data: JSONDict) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
