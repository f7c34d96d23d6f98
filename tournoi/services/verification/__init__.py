"""Checking a partie against its paper score sheet, and pointing at what explains a difference.

The arbiter types the two totals written at the foot of the sheet. When they
are not the computed ones, every plausible single mistake of a score sheet is
tried, donne by donne, and the sheet's totals worked out with it (a change
can move a litige's held-over total); those giving the paper's totals are
scored again as a whole partie by the engine (a change can move the end of
the partie). The corrections that give the paper's totals are the suspects:

>>> from engine import FFB_CONTREE, Donne, PerTeam, Team, Trump
>>> donnes = [
...     Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=102),
...     Donne(taker=Team.B, contract=90, trump=Trump.COEUR, points=95, belotes=PerTeam(0, 1)),
... ]
>>> verify_partie(rules=FFB_CONTREE, donnes=donnes, paper=PerTeam(170, 180)).message
'Les totaux de la feuille (170 – 180) sont bien les totaux calculés.'
>>> check = verify_partie(rules=FFB_CONTREE, donnes=donnes, paper=PerTeam(190, 160))
>>> check.difference
PerTeam(a=20, b=-20)
>>> check.suspects[0]
Suspect(donne=2, reason="Donne 2 : si la belote était à l'équipe A et non à l'équipe B, les totaux seraient ceux de la feuille (190 – 160).", explains=<Explains.BOTH: 'both'>, correction="si la belote était à l'équipe A et non à l'équipe B", likely=True)

The modules: :mod:`.verify` (the check), :mod:`.verdict` (what it gives),
:mod:`.suspects` (the single-correction search), :mod:`.corrections` (the
mistakes tried on one donne), :mod:`.replay` (the totals with one line
changed), :mod:`.explanation` (the words).
"""

from tournoi.services.verification.explanation import CARRY_SLIPS
from tournoi.services.verification.verdict import (
    Explains,
    PaperTotalsError,
    Suspect,
    Verification,
)
from tournoi.services.verification.verify import verify_partie

__all__ = [
    "CARRY_SLIPS",
    "Explains",
    "PaperTotalsError",
    "Suspect",
    "Verification",
    "verify_partie",
]
