"""The words: every sentence a learner reads, by language, and the helpers that say values.

Where to add a key: every word a learner reads is an entry of the catalogues beside this module,
``en.json`` (the English, with a ``note`` for translators when the key needs one) and ``it.json``
(the Italian, with ``en``, the fingerprint of the English it translates). Add the key to both, one
key a line, next to the keys of the same topic (prefixes like ``move.``, ``quiz.``, ``widget.``),
with the same ``{placeholders}``; a count gets two keys, ``KEY.one`` and ``KEY.other``, and
:func:`~.messages.say` picks the form by the field ``n``. Then run ``python -m scopa_learn.words
update KEY`` to record that the Italian translates today's English. When you change an English
text, the Italian goes stale and ``tests/words/test_catalogue.py`` fails until the translation is
looked at and ``update`` is run again (``python -m scopa_learn.words check`` lists what is stale).
The code asks :func:`~.messages.say` for words and never joins a sentence itself.

Why JSON and not gettext PO: the standard library reads JSON everywhere the engine runs (Pyodide
included) with :mod:`json`, while its :mod:`gettext` reads only compiled ``.mo`` files, so PO
would need a parser of our own or a compile step in every build; a JSON entry also holds the
note and the English fingerprint as named fields, and one key a line keeps merges of several
branches adding keys clean.
"""
