"""The mkdocs plugin that builds the guide (``plugins: [scopa]`` in mkdocs.yml and mkdocs.it.yml).

Where each job lives:

* :mod:`~mkdocs_scopa.plugin`: the plugin itself; it only hands each mkdocs event to the modules
  below and keeps what one build learns (its pages, its chapters) on a per-edition record.
* :mod:`~mkdocs_scopa.editions`: the two editions (English at the root, Italian under ``it/``),
  the pages each has, the language switch, links to pages not translated yet, and the nested
  build of the Italian edition after the English one.
* :mod:`~mkdocs_scopa.lessons`: notebooks as lesson pages (cell tags, the folded Python, nothing
  loaded from outside the site).
* :mod:`~mkdocs_scopa.reading`: a chapter's reading time, the Learn table and "continue".
* :mod:`~mkdocs_scopa.placeholders`: ``<!-- scopa-widget ... -->`` lines become live widgets.
* :mod:`~mkdocs_scopa.runtime`: the engine wheel, Pyodide and the widgets' views in ``assets/``.
* :mod:`~mkdocs_scopa.examples`: the Examples section, written from the example files.
* :mod:`~mkdocs_scopa.navigation`, :mod:`~mkdocs_scopa.reference`,
  :mod:`~mkdocs_scopa.redirects`: the nav's additions and names, the API reference pages, old
  addresses; :mod:`~mkdocs_scopa.griffe_doctests`: docstrings' doctests as code in the reference.

Every word the plugin writes into a page comes from the engine's message table (``site.*``
keys), in the edition's language.
"""
