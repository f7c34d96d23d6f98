"""The standings (classement): the teams ranked on the organiser's criteria.

Pure Python: the tournament's service loads the results, one
:class:`ResultRow` per team and per round (the marks of a bye or a forfeit
already decided by the organiser's options), and calls
:func:`compute_standings`.

>>> teams = [TeamEntry(number=1, name="Les As"), TeamEntry(number=2, name="Belote 21"),
...          TeamEntry(number=3, name="Carreau")]
>>> results = [
...     ResultRow(round=1, team=1, opponent=2, marks_for=1000, marks_against=620, outcome=Outcome.WIN),
...     ResultRow(round=1, team=2, opponent=1, marks_for=620, marks_against=1000, outcome=Outcome.LOSS),
...     ResultRow(round=1, team=3, opponent=None, marks_for=500, marks_against=0, outcome=Outcome.BYE),
... ]
>>> for row in compute_standings(teams=teams, results=results):
...     print(row.rank, row.number, row.name, row.played, row.won, row.points_for, row.points_against)
1 1 Les As 1 1 1000 620
2 3 Carreau 1 1 500 0
3 2 Belote 21 1 0 620 1000

What the columns count:

- ``played``: the rounds the team has a result in, parties at a table, byes
  and forfeits alike, so that ``won <= played``; ``byes``,
  ``forfeits_won`` and ``forfeits_lost`` tell them apart.
- ``won``: parties won, forfeits won, and byes when
  ``RankingSettings.bye_counts_as_win``; ``drawn``; ``lost`` (forfeits
  lost included). A bye that does not count as a win is neither won nor lost.
- ``points_for`` / ``points_against``: every mark, a bye's and a forfeit's
  included, as given.
- ``buchholz``: the ``won`` of every opponent met at a table (a bye or a
  forfeit adds nothing), once per partie.
- Withdrawn teams keep their results and are flagged, ranked apart after the
  teams still playing (those that played more first); one withdrawn before
  it had any result is in no standings.

The modules: :mod:`.results` (what the standings are computed from),
:mod:`.criteria` (the organiser's options), :mod:`.tally` (one team's counts,
one line), :mod:`.tie_breaks` (the criteria applied in turn),
:mod:`.standings` (the whole computation), :mod:`.live` (the standings
brought up to date as a few results change), :mod:`.errors`.
"""

from tournoi.services.ranking.criteria import (
    DEFAULT_SETTINGS,
    Criterion,
    RankingPoints,
    RankingSettings,
    validate_criteria,
)
from tournoi.services.ranking.errors import (
    CriteriaError,
    RankingError,
    RankingPointsError,
    ResultError,
    TeamError,
)
from tournoi.services.ranking.live import LiveStandings
from tournoi.services.ranking.results import Outcome, ResultRow, TeamEntry
from tournoi.services.ranking.standings import compute_standings
from tournoi.services.ranking.tally import StandingRow

__all__ = [
    "DEFAULT_SETTINGS",
    "CriteriaError",
    "Criterion",
    "LiveStandings",
    "Outcome",
    "RankingError",
    "RankingPoints",
    "RankingPointsError",
    "RankingSettings",
    "ResultError",
    "ResultRow",
    "StandingRow",
    "TeamEntry",
    "TeamError",
    "compute_standings",
    "validate_criteria",
]
