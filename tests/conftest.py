"""Test order for the two pytest-xdist workers of ``make test`` (``--dist worksteal``).

A test marked ``long`` (the site walk, whole matches played by clicks, the property tests over
thousands of hands) runs for tens of seconds where most take milliseconds: collected first, it
starts early, and the worker left with the short ones takes work from the other's queue rather
than waiting at the end for one long test.
"""

from __future__ import annotations

import pytest
from hypothesis import settings

# No per-example deadline: hypothesis's 200 ms is a timing threshold, and on a loaded machine a
# first example (imports, caches) takes longer with nothing wrong. Speed is measured in bench/.
settings.register_profile("scopa", deadline=None)
settings.load_profile("scopa")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "long: runs for tens of seconds; started first so that workers end together"
    )
    config.addinivalue_line(
        "markers", "slow: a second or more (a server, a build, a subprocess, many hands): make test"
        " runs it, make check (the edit loop) leaves it out"
    )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: item.get_closest_marker("long") is None)  # stable
