"""The table: a session of play around the engine (seats, computer players, the match, undo,
hints, the clock, the rematch) and the player card, shared by the terminal game and the Play
widget.
"""
