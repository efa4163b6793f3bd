"""The plugin as mkdocs loads it (mkdocs_scopa.plugin): registered by its entry point, listed in
both configs, one record per edition, and nothing left over from one build to the next."""

from __future__ import annotations

import pathlib
from collections.abc import Iterator

import pytest
from mkdocs.config import load_config
from mkdocs_scopa.plugin import ScopaPlugin

from scopa_learn.widgets.jupyter import STATIC_EXPORT_ENV
from scopa_learn.words.messages import get_language, set_language

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _english_after(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv(STATIC_EXPORT_ENV, "0")  # on_config sets it for the build's kernels
    yield
    set_language("en")


@pytest.mark.slow
@pytest.mark.parametrize("config_file", ["mkdocs.yml", "mkdocs.it.yml"])
def test_both_configs_load_the_plugin_by_its_name(config_file: str) -> None:
    config = load_config(str(ROOT / config_file))
    plugin = config.plugins["scopa"]
    assert isinstance(plugin, ScopaPlugin)
    assert list(config.plugins)[-1] == "scopa"  # last: it rewrites what the others rendered


def test_each_edition_gets_its_own_record_and_a_new_build_starts_afresh() -> None:
    plugin = ScopaPlugin()
    english = load_config(str(ROOT / "mkdocs.yml"))
    plugin.on_config(english)
    assert get_language() == "en"
    plugin.editions["en"].chapters["learn/x.ipynb"] = None  # type: ignore[assignment]
    italian = load_config(str(ROOT / "mkdocs.it.yml"))
    plugin.on_config(italian)
    assert get_language() == "it"
    assert plugin.edition(italian).lang == "it" and plugin.edition(english).chapters  # both kept
    plugin.on_config(english)  # the next build
    assert plugin.edition(english).chapters == {}
    nav = str(english.nav)
    assert "learn/01-the-deck.ipynb" in nav and "reference/scopa_learn.engine.md" in nav
