"""The Jupyter host: a controller wrapped in an anywidget, plus a placeholder for the site.

``make_widget("deck")`` returns a live widget in JupyterLab or Notebook (``pip install
scopa_learn[notebook]``). The same object also carries, in its ``text/html`` output, a
placeholder ``<div class="scopa-widget" data-kind=... data-config=...>``: when the executed
notebook becomes a page of the static site, the site's loader finds that placeholder and
starts the same controller and view in the browser with Pyodide.

When the site build executes the notebooks it sets ``SCOPA_LEARN_STATIC_EXPORT=1``; then
:func:`make_widget` returns a :class:`StaticWidget` (the placeholder only, no kernel
comm), so the page stores no ipywidgets state and loads no widget manager from elsewhere.

Both hosts run a view as one module: the shared toolkit ``static/_dom.js`` followed by the
view's own file (:func:`view_source`).

>>> source = view_source("deck")
>>> source.index("function h(") < source.index("export default")
True
"""

from __future__ import annotations

import os
import pathlib
import re
from functools import cache
from typing import Any

from .base import Controller, JSONDict, make_controller, placeholder_html

__all__ = ["STATIC_EXPORT_ENV", "StaticWidget", "make_widget", "placeholder_html", "view_source"]

#: Set by the site build (the mkdocs plugin in plugin/) while it executes notebooks.
STATIC_EXPORT_ENV = "SCOPA_LEARN_STATIC_EXPORT"

STATIC_DIR = pathlib.Path(__file__).parent / "static"


def view_module(kind: str) -> pathlib.Path:
    """The ES module that draws widgets of ``kind``."""
    return STATIC_DIR / f"{kind}.js"


#: A view's line naming a shared part of views to put in front of it (``// include: _x.js``).
INCLUDE = re.compile(r"^// include: (_[\w-]+\.js)$", re.MULTILINE)

#: The view toolkit every view shares, put in front of each view by both hosts.
TOOLKIT = STATIC_DIR / "_dom.js"


def view_source(kind: str) -> str:
    """The whole ES module of a view: the toolkit, then ``static/<kind>.js``.

    anywidget's ``_esm`` is this text, and the site build writes the same text for the
    site's loader, so both hosts run the very same module.

    A view that shares drawing code with another names the shared part in a comment line
    ``// include: _part.js``; the part comes between the toolkit and the view.
    """
    toolkit = TOOLKIT.read_text(encoding="utf-8")
    own = view_module(kind).read_text(encoding="utf-8")
    parts = "".join(
        f"\n// ---- {name} ----\n" + (STATIC_DIR / name).read_text(encoding="utf-8")
        for name in INCLUDE.findall(own))
    return f"{toolkit}{parts}\n// ---- {kind}.js ----\n{own}"


class _Hosted:
    """What both Jupyter-side objects offer: the controller, its ``view``, and ``act``."""

    controller: Controller
    view: JSONDict

    def act(self, action: Any) -> JSONDict:
        """Apply an action as the view would send it; return the new view (a bug included:
        its ``error`` says so, as on the site)."""
        view = self.controller.act(action)
        self._show(view)
        return dict(view)

    def _show(self, view: JSONDict) -> None:
        self.view = view


class StaticWidget(_Hosted):
    """What :func:`make_widget` returns while the site is built: the controller and a placeholder."""

    def __init__(self, controller: Controller) -> None:
        self.controller = controller
        self.view = controller.view()

    def _repr_html_(self) -> str:
        return placeholder_html(self.controller.kind, self.controller.config, lang=self.controller.lang)

    def __repr__(self) -> str:
        return f"<scopa_learn widget {self.controller.kind!r}>"


def make_widget(kind: str, lang: str | None = None, study: bool | None = None, **config: Any) -> Any:
    """A live widget of ``kind`` for Jupyter (an ``anywidget.AnyWidget``).

    ``lang`` (``"en"``, ``"it"``) is the language of every word it shows; by default the
    process default (:func:`scopa_learn.set_language`), so an Italian notebook calls
    ``set_language("it")`` once at the top. Raises :class:`ValueError` for an unknown kind,
    language or bad settings, like any Python call.

    ``study`` starts the cards with (``True``) or without (``False``) their study marks; by
    default (``None``) as the reader last chose with the switch every widget showing cards has
    (kept in the browser, for every notebook and page). The switch then sets ``widget.study``.
    On the static site the reader's choice decides.
    """
    controller = make_controller(kind, config, lang)
    if os.environ.get(STATIC_EXPORT_ENV):
        return StaticWidget(controller)
    return _widget_class(kind)(controller, study=None if study is None else bool(study))


@cache
def _widget_class(kind: str) -> Any:
    """One anywidget subclass per kind, made on first use (anywidget is an optional extra)."""
    try:
        import anywidget
        import traitlets
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(
            "Live widgets in Jupyter need the notebook extra: pip install 'scopa_learn[notebook]'"
        ) from exc

    class ScopaWidget(_Hosted, anywidget.AnyWidget):
        _esm = view_source(kind)
        # The parts of the view that never change go once (``fixed``); each action syncs only
        # the rest (``view``), and the view draws the two together (static/_dom.js).
        fixed = traitlets.Dict().tag(sync=True)
        view = traitlets.Dict().tag(sync=True)
        # The study marks shown or not (None: the reader's stored choice), set by the switch.
        study = traitlets.Bool(None, allow_none=True).tag(sync=True)

        def __init__(self, controller: Controller, study: bool | None = None) -> None:
            first = controller.view()
            super().__init__(fixed=controller.fixed(first), view=controller.changing(first), study=study)
            self.controller = controller
            self.on_msg(self._on_view_message)

        def _show(self, view: JSONDict) -> None:
            # this syncs to the view; the fixed parts only when they changed (traitlets
            # compares), both in one message, so the view never draws one without the other
            with self.hold_sync():
                self.fixed = self.controller.fixed(view)
                self.view = self.controller.changing(view)

        def _on_view_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
            if isinstance(content, dict) and content.get("type") == "action":
                self.act(content.get("action"))

        def _repr_mimebundle_(self, **kwargs: Any) -> Any:
            bundle = super()._repr_mimebundle_(**kwargs)
            # Jupyter front ends draw the widget-view; other renderers get the placeholder.
            data = bundle[0] if isinstance(bundle, tuple) else bundle
            if isinstance(data, dict):
                data["text/html"] = placeholder_html(kind, self.controller.config,
                                                     lang=self.controller.lang)
            return bundle

    ScopaWidget.__name__ = ScopaWidget.__qualname__ = f"{kind.title().replace('-', '')}Widget"
    return ScopaWidget
