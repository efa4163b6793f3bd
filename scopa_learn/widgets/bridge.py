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

from ..messages import say
from .base import Controller, JSONDict, controller_class, ui_labels

_widgets: dict[str, Controller] = {}
_ids = itertools.count(1)


def create(kind: str, config_json: str = "{}") -> str:
    """Make a controller; return ``{"id": ..., "view": ...}`` as JSON (``id`` null on failure)."""
    try:
        config = json.loads(config_json or "{}")
        if not isinstance(config, dict):
            raise ValueError("A widget's settings must be a JSON object, like {}.")
        controller = controller_class(kind)(**config)
    except (ValueError, TypeError) as exc:
        return _dumps({"id": None, "view": {"kind": kind, "error": str(exc), "ui": ui_labels()}})
    widget_id = f"w{next(_ids)}"
    _widgets[widget_id] = controller
    return _dumps({"id": widget_id, "view": controller.view()})


def dispatch(widget_id: str, action_json: str) -> str:
    """Apply one action (JSON) to a widget; return its new view as JSON."""
    controller = _widgets.get(widget_id)
    if controller is None:
        return _dumps({"error": say("widget.ui.gone"), "ui": ui_labels()})
    try:
        action: Any = json.loads(action_json)
    except ValueError:
        action = None
    return _dumps(controller.act(action))  # act() turns even a bug into a view that says so


def drop(widget_id: str) -> None:
    """Forget a widget whose page is gone."""
    _widgets.pop(widget_id, None)


def _dumps(data: JSONDict) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
