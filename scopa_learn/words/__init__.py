"""The words: every sentence a learner reads, by language, and the helpers that say values.

:mod:`.messages` holds the message table and :func:`~.messages.say`; the engine asks it for
words and never joins a sentence itself.
"""
