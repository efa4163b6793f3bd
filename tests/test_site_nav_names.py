"""The site's navigation names every section it lists (WCAG 2.2, 1.3.1 and 4.1.2; axe's
landmark-unique): mkdocs-material, with ``navigation.indexes``, names a section's ``<nav>`` by a
toggle ``<label>`` that holds only an icon, so the Rules and Variants sections were two
navigation landmarks with no name on every rules page, the glossary's included, in both editions.
The site's hook (docs/hooks/scopa_site.py) gives each such toggle its section's title as hidden
text. On the built pages, bench/site_a11y.py counts axe's moderate findings (the browser tests
fail on serious and critical ones only).
"""

from __future__ import annotations

import importlib.util
import pathlib
import re
from types import ModuleType

import pytest

HOOK = pathlib.Path(__file__).resolve().parents[1] / "docs" / "hooks" / "scopa_site.py"

# What mkdocs-material writes for a section whose title is its index page's link (trimmed).
SECTION = """
<li class="md-nav__item md-nav__item--active md-nav__item--section md-nav__item--nested">
  <input class="md-nav__toggle md-toggle " type="checkbox" id="__nav_3" checked>
  <div class="md-nav__link md-nav__container">
    <a href="../rules/" class="md-nav__link "><span class="md-ellipsis">Regole</span></a>
    <label class="md-nav__link " for="__nav_3" id="__nav_3_label" tabindex="">
      <span class="md-nav__icon md-icon"></span>
    </label>
  </div>
  <nav class="md-nav" data-md-level="1" aria-labelledby="__nav_3_label" aria-expanded="true">
    <label class="md-nav__title" for="__nav_3">
      <span class="md-nav__icon md-icon"></span>
      Regole
    </label>
  </nav>
</li>
<li class="md-nav__item md-nav__item--nested">
  <input class="md-nav__toggle md-toggle " type="checkbox" id="__nav_4">
  <label class="md-nav__link" for="__nav_4" id="__nav_4_label" tabindex="0">
    <span class="md-ellipsis">Esempi</span>
    <span class="md-nav__icon md-icon"></span>
  </label>
  <nav class="md-nav" data-md-level="1" aria-labelledby="__nav_4_label" aria-expanded="false">
    <label class="md-nav__title" for="__nav_4">
      <span class="md-nav__icon md-icon"></span>
      Esempi
    </label>
  </nav>
</li>
"""


@pytest.fixture(scope="module")
def hook() -> ModuleType:
    spec = importlib.util.spec_from_file_location("scopa_site_for_nav_tests", HOOK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def label_text(html: str, label_id: str) -> str:
    """The text a screen reader takes as the name of the <nav> labelled by ``label_id``."""
    found = re.search(rf'<label [^>]*id="{label_id}"[^>]*>(.*?)</label>', html, re.S)
    assert found, label_id
    return re.sub(r"<[^>]+>|\s+", " ", found[1]).strip()


def test_an_icon_only_section_toggle_gets_its_section_title(hook: ModuleType) -> None:
    assert label_text(SECTION, "__nav_3_label") == ""  # the page as material writes it
    named = hook.name_section_toggles(SECTION)
    assert label_text(named, "__nav_3_label") == "Regole"
    assert '<span class="scopa-visually-hidden">Regole</span>' in named


def test_a_toggle_with_its_title_and_materials_own_markup_stay_as_they_are(hook: ModuleType) -> None:
    named = hook.name_section_toggles(SECTION)
    assert label_text(named, "__nav_4_label") == "Esempi"
    assert named.count("Esempi") == SECTION.count("Esempi")
    # material's script finds a section's <nav> by aria-labelledby to update aria-expanded
    assert named.count('aria-labelledby="__nav_3_label"') == 1
    assert hook.name_section_toggles(named) == named


def test_a_section_of_one_page_has_no_toggle_and_its_nav_gets_a_label(hook: ModuleType) -> None:
    # The Italian Reference: one page, so material writes no toggle for aria-labelledby to find.
    alone = SECTION.replace("__nav_3", "__nav_8").replace("Regole", "Riferimento")
    alone = re.sub(r'<label class="md-nav__link " for="__nav_8".*?</label>', "", alone, flags=re.S)
    named = hook.name_section_toggles(alone)
    assert '<nav class="md-nav" data-md-level="1" aria-labelledby="__nav_8_label" aria-label="Riferimento"' in named
    assert 'aria-labelledby="__nav_4_label" aria-expanded' in named  # a toggle found: no aria-label
    assert hook.name_section_toggles(named) == named
