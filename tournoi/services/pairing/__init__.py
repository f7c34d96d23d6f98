"""The pairing of a round: who plays whom, at which table, and who is exempt.

Pure Python, no database: the draw service reads the standings and the
history of the tournament, calls one of the draws below and stores what
comes back, a French note for each table and for the bye included. Three
methods, chosen per round:

- :func:`swiss_draw` pairs the teams by the current standings, the top
  teams on the first tables, without a rematch whenever one can be avoided;
- :func:`random_draw` pairs them at random from a seed, which the service
  records: the same teams, history and seed give the same draw again;
- :func:`rotation_schedule` computes a whole rotation before the day, to be
  printed (circle method: no two teams meet twice while the number of
  rounds allows it), and :func:`rotation_draw` turns one of its rounds into
  tables.

Rules every draw follows:

- **Bye.** With an odd number of teams one team is exempt: the lowest-ranked
  of those exempt the fewest times (:func:`choose_bye`), so that no team is
  exempt twice while another has not been. The Swiss and random draws pass
  over that team for the next one up only when exempting it would force a
  rematch (or two fixed-table teams together) that another choice avoids. A
  rotation's byes are part of its schedule.
- **Fixed tables.** A team with a fixed table (accessibility) plays at that
  table; the other pairs take the lowest free table numbers in order. Two
  fixed-table teams are paired together only when nothing else avoids it
  without a rematch; they then play at the better-ranked one's table. A
  fixed table may be numbered beyond the number of tables: the numbers used
  then have a gap (five pairs, one fixed at table 9, use tables 1 to 4 and 9).
- **Order of preference.** The fewest rematches first, then the fewest
  fixed-table teams together, then the closest in the standings: the
  best-ranked team gets the nearest-ranked opponent that leaves the others a
  pairing as good, then the next team, and so on. Up to ``EXHAUSTIVE_UP_TO``
  teams a depth-first search goes to the end. Beyond, it stops after
  ``NODE_BUDGET`` steps; should its best pairing still hold a rematch or two
  fixed-table teams together, a maximum matching of the teams that have not
  met (Edmonds' blossom algorithm, polynomial) gives the fewest rematches
  possible and a pairing with that many. So no draw holds a rematch that
  could be avoided, whatever the size of the field; only on a large field
  are fixed-table pairs then kept few greedily rather than exactly.

The modules, one concept each: :mod:`.entrants` (the teams, checked) and
:mod:`.errors`; :mod:`.bye`; :mod:`.best` (the choice over the bye
candidates), :mod:`.search` (depth-first, with backtracking) and
:mod:`.matching` (the exact fallback); :mod:`.swiss`, :mod:`.lot`,
:mod:`.rotation` (the three draws); :mod:`.tables` and :mod:`.notes` (the
tables numbered, and why each one).

>>> teams = [Entrant(number=n, rank=r) for r, n in enumerate([12, 7, 3, 9, 5], start=1)]
>>> draw = swiss_draw(entrants=teams, met={12: {7: 1}})
>>> for table in draw.tables:
...     print(table.table, table.a, table.b, table.note)
1 12 3 1er contre 3e du classement.
2 7 9 2e contre 4e du classement.
>>> draw.bye, draw.bye_note
(5, 'Exempte : 5e du classement, la moins bien classée des équipes pas encore exemptes.')
"""

from tournoi.services.pairing.best import EXHAUSTIVE_UP_TO, NODE_BUDGET
from tournoi.services.pairing.bye import choose_bye
from tournoi.services.pairing.entrants import Entrant, Met
from tournoi.services.pairing.errors import (
    DuplicateTeamError,
    EntrantError,
    FixedTableError,
    PairingError,
    RotationError,
)
from tournoi.services.pairing.lot import random_draw
from tournoi.services.pairing.notes import BIG_GAP
from tournoi.services.pairing.rotation import RotationRound, rotation_draw, rotation_schedule
from tournoi.services.pairing.swiss import swiss_draw
from tournoi.services.pairing.tables import DrawnTable, DrawResult

__all__ = [
    "BIG_GAP",
    "EXHAUSTIVE_UP_TO",
    "NODE_BUDGET",
    "DrawResult",
    "DrawnTable",
    "DuplicateTeamError",
    "Entrant",
    "EntrantError",
    "FixedTableError",
    "Met",
    "PairingError",
    "RotationError",
    "RotationRound",
    "choose_bye",
    "random_draw",
    "rotation_draw",
    "rotation_schedule",
    "swiss_draw",
]
