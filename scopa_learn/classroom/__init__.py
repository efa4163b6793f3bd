"""The class: the teacher's laptop serves the guide to the classroom (``scopa-learn class``).

Pupils join with the class's short code and a nickname (no account); what they do in the guide
is sent to the laptop as well as kept in their browser; the server grades every answer itself
(:mod:`.grading`: the question made again from its set and number, judged by the engine); the
teacher's board shows, live, how every pupil is doing and what the class gets wrong.

- :mod:`.grading`: an answer judged from what the pupil chose (standard library and engine only);
- :mod:`.store`: the SQLite file in the data folder (what is kept, and for how long);
- :mod:`.app`: the web application (FastAPI on uvicorn, the ``class`` extra);
- :mod:`.serve`: the command: the addresses, the QR code, the server.

The engine never needs the extra: only :mod:`.app` and :mod:`.serve` import it, and
:func:`.serve.run` says how to install it when it is missing.
"""
