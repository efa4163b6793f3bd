"""The engine core: the rules of Scopa as pure values, with no words and no drawing.

Cards (:mod:`.cards`), the rules and their variants (:mod:`.rules`), captures (:mod:`.captures`),
the one step that plays a move (:mod:`.board`), a hand dealt (:mod:`.dealing`), what happens in
it (:mod:`.events`), its state (:mod:`.state`) and one player's view of it (:mod:`.view`),
scoring (:mod:`.scoring`), the match (:mod:`.match`), the odds (:mod:`.odds`) and the one
source of chance (:mod:`.chance`). Import them through :mod:`scopa_learn`.
"""
