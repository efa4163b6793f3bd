"""Widgets: one Python controller and one ES-module view each, live in Jupyter and on the site.

In a notebook: ``from scopa_learn.widgets import make_widget; make_widget("deck")``.
See :mod:`scopa_learn.widgets.base` for how a widget is made and how to add one.
"""

from .base import CONTROLLERS, Controller, controller_class, register
from .jupyter import make_widget

__all__ = ["CONTROLLERS", "Controller", "controller_class", "make_widget", "register"]
