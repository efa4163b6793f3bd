"""Drawing: cards, hands and scores as SVG and HTML (:mod:`.svg`, :mod:`.display`), and the
one-page rules sheet (:mod:`.rulesheet`). It imports only the engine's values, never the other
way round (but for a card drawing itself in a notebook).
"""
