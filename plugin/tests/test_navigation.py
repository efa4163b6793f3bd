"""The site's navigation names every section it lists (WCAG 2.2, 1.3.1 and 4.1.2; axe's
landmark-unique): mkdocs-material, with ``navigation.indexes``, names a section's ``<nav>`` by a
toggle ``<label>`` that holds only an icon, so the Rules and Variants sections were two
navigation landmarks with no name on every rules page, the glossary's included, in both editions.
The site's plugin (mkdocs_scopa.navigation) gives each such toggle its section's title as hidden
text. On the built pages, bench/site_a11y.py counts axe's moderate findings (the browser tests
fail on serious and critical ones only).
"""

from __future__ import annotations

import re

from mkdocs_scopa.navigation import add_to_nav, name_section_toggles, prune_nav

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


def label_text(html: str, label_id: str) -> str:
    """The text a screen reader takes as the name of the <nav> labelled by ``label_id``."""
    found = re.search(rf'<label [^>]*id="{label_id}"[^>]*>(.*?)</label>', html, re.S)
    assert found, label_id
    return re.sub(r"<[^>]+>|\s+", " ", found[1]).strip()


def test_an_icon_only_section_toggle_gets_its_section_title() -> None:
    assert label_text(SECTION, "__nav_3_label") == ""  # the page as material writes it
    named = name_section_toggles(SECTION)
    assert label_text(named, "__nav_3_label") == "Regole"
    assert '<span class="scopa-visually-hidden">Regole</span>' in named


def test_a_toggle_with_its_title_and_materials_own_markup_stay_as_they_are() -> None:
    named = name_section_toggles(SECTION)
    assert label_text(named, "__nav_4_label") == "Esempi"
    assert named.count("Esempi") == SECTION.count("Esempi")
    # material's script finds a section's <nav> by aria-labelledby to update aria-expanded
    assert named.count('aria-labelledby="__nav_3_label"') == 1
    assert name_section_toggles(named) == named


def test_a_section_of_one_page_has_no_toggle_and_its_nav_gets_a_label() -> None:
    # The Italian Reference: one page, so material writes no toggle for aria-labelledby to find.
    alone = SECTION.replace("__nav_3", "__nav_8").replace("Regole", "Riferimento")
    alone = re.sub(r'<label class="md-nav__link " for="__nav_8".*?</label>', "", alone, flags=re.S)
    named = name_section_toggles(alone)
    assert '<nav class="md-nav" data-md-level="1" aria-labelledby="__nav_8_label" aria-label="Riferimento"' in named
    assert 'aria-labelledby="__nav_4_label" aria-expanded' in named  # a toggle found: no aria-label
    assert name_section_toggles(named) == named


def test_the_chapters_are_added_to_the_section_of_their_index_page_whatever_its_title() -> None:
    nav = [{"Inizio": "index.md"}, {"Impara": ["learn/index.md", "learn/01-the-deck.ipynb"]}]
    assert add_to_nav(nav, "learn/index.md", ["learn/01-the-deck.ipynb", "learn/02-captures.ipynb"])
    assert nav[1] == {"Impara": ["learn/index.md", "learn/01-the-deck.ipynb", "learn/02-captures.ipynb"]}
    assert not add_to_nav(nav, "reference/index.md", ["reference/scopa_learn.md"])


def test_a_pruned_nav_keeps_outside_links_and_drops_sections_left_empty() -> None:
    nav = [{"Home": "index.md"}, {"Rules": ["rules/index.md", {"Variants": ["rules/variants/index.md"]}]},
           {"Code": "https://example.org/"}]
    left_out: list[str] = []
    assert prune_nav(nav, {"index.md", "rules/index.md"}, left_out) == [
        {"Home": "index.md"}, {"Rules": ["rules/index.md"]}, {"Code": "https://example.org/"}]
    assert left_out == ["rules/variants/index.md"]
