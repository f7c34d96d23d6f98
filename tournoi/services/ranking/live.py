"""Standings kept up to date as results change, equal at every step to computing them anew.

A partie that ends changes the tallies of its two teams, and the Buchholz
of the teams they met: only those are counted again, from their rows; the
teams are then ranked again on the criteria (tie-breaks may bring any two
teams level), and the lines of the teams whose tally and rank did not move
are given again.

>>> from tournoi.services.ranking.results import Outcome
>>> from tournoi.services.ranking.standings import compute_standings
>>> teams = [TeamEntry(number=n, name=f"Équipe {n}") for n in (1, 2, 3)]
>>> live = LiveStandings(teams=teams, results=[])
>>> won = ResultRow(round=1, team=2, opponent=3, marks_for=1000, marks_against=620, outcome=Outcome.WIN)
>>> lost = ResultRow(round=1, team=3, opponent=2, marks_for=620, marks_against=1000, outcome=Outcome.LOSS)
>>> [row.number for row in live.replace(removed=[], added=[won, lost])]
[2, 3, 1]
>>> live.replace(removed=[won, lost], added=[]) == compute_standings(teams=teams, results=[])
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tournoi.services.ranking.criteria import DEFAULT_SETTINGS, RankingSettings
from tournoi.services.ranking.results import ResultRow, TeamEntry
from tournoi.services.ranking.standings import (
    check_mirrored,
    check_teams,
    checked,
    index_teams,
    ranked_rows,
    twice,
)
from tournoi.services.ranking.tally import StandingRow, Tally


class LiveStandings:
    """The standings of a set of result rows that changes, a few rows at a time."""

    def __init__(
        self,
        *,
        teams: Sequence[TeamEntry],
        results: Iterable[ResultRow],
        settings: RankingSettings = DEFAULT_SETTINGS,
    ) -> None:
        self._entries = index_teams(teams)
        self._settings = settings
        self._rows: dict[tuple[int, int], ResultRow] = {}
        self._by_team: dict[int, dict[int, ResultRow]] = {number: {} for number in self._entries}
        for row in checked(results, self._entries):
            self._rows[row.round, row.team] = row
            self._by_team[row.team][row.round] = row
        self._tallies = {number: Tally() for number in self._entries}
        self._count(self._entries)
        self._buchholz(self._entries)
        self.standings = ranked_rows(self._entries, self._tallies, settings)

    def replace(
        self, *, removed: Iterable[ResultRow], added: Iterable[ResultRow]
    ) -> list[StandingRow]:
        """The standings once the rows ``removed`` are taken out and ``added`` put in.

        Refused as :func:`compute_standings` refuses the whole set of rows,
        and then nothing is changed.
        """
        rows = dict(self._rows)
        changed: set[tuple[int, int]] = set()
        for row in removed:
            if rows.get((row.round, row.team)) == row:
                del rows[row.round, row.team]
                changed.add((row.round, row.team))
        for row in added:
            check_teams(row, self._entries)
            if (row.round, row.team) in rows:
                raise twice(row)
            rows[row.round, row.team] = row
            changed.add((row.round, row.team))
        for round_number, team in changed:
            row_now = rows.get((round_number, team))
            if row_now is not None:
                check_mirrored(row_now, rows)
            former = self._rows.get((round_number, team))
            if former is not None and former.opponent is not None and row_now is None:
                # The opponent's row must not outlive this one.
                mirror = rows.get((round_number, former.opponent))
                if mirror is not None:
                    check_mirrored(mirror, rows)
        self._apply(rows, changed)
        return self.standings

    def _apply(self, rows: dict[tuple[int, int], ResultRow], changed: set[tuple[int, int]]) -> None:
        teams = {team for _round, team in changed}
        met = {opponent for team in teams for opponent in self._tallies[team].opponents}
        for round_number, team in changed:
            row = rows.get((round_number, team))
            if row is None:
                self._by_team[team].pop(round_number, None)
            else:
                self._by_team[team][round_number] = row
        self._rows = rows
        self._count(teams)
        met |= {opponent for team in teams for opponent in self._tallies[team].opponents}
        touched = teams | met
        self._buchholz(touched)
        lines = {line.number: line for line in self.standings}
        unchanged = lines.keys() - touched
        self.standings = ranked_rows(
            self._entries, self._tallies, self._settings, previous=lines, unchanged=unchanged
        )

    def _count(self, teams: Iterable[int]) -> None:
        for number in teams:
            tally = self._tallies[number] = Tally()
            for row in self._by_team[number].values():
                tally.add(row, self._settings)

    def _buchholz(self, teams: Iterable[int]) -> None:
        for number in teams:
            tally = self._tallies[number]
            tally.buchholz = sum(self._tallies[opponent].won for opponent in tally.opponents)
