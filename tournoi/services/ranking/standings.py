"""Computing the standings: the results checked, tallied, and ranked on the criteria."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence

from tournoi.services.ranking.criteria import DEFAULT_SETTINGS, RankingSettings
from tournoi.services.ranking.errors import ResultError, TeamError
from tournoi.services.ranking.results import ResultRow, TeamEntry
from tournoi.services.ranking.tally import StandingRow, Tally
from tournoi.services.ranking.tie_breaks import ranked_groups


def compute_standings(
    *,
    teams: Sequence[TeamEntry],
    results: Iterable[ResultRow],
    settings: RankingSettings = DEFAULT_SETTINGS,
) -> list[StandingRow]:
    """Every team of ``teams``, best first, ranked on ``settings.criteria``.

    Teams tied on every criterion share a rank (1, 2, 2, 4) and are listed by
    number. A withdrawn team is ranked apart, after every team still playing:
    one withdrawn before it had any result is left out; the others follow,
    those that played more first, then on the criteria among themselves. Head-to-head, among a group of tied teams that all met, counts
    only their parties against each other (a mini-league: wins, or ranking
    points, then the marks difference) and is applied again to the teams it
    leaves tied; when they did not all meet, they stay tied.

    >>> from tournoi.services.ranking.results import Outcome
    >>> compute_standings(teams=[TeamEntry(number=5, name="Trèfle")], results=[])[0].rank
    1
    >>> compute_standings(teams=[TeamEntry(number=5, name="Trèfle")], results=[
    ...     ResultRow(round=1, team=5, opponent=6, marks_for=0, marks_against=0, outcome=Outcome.DRAW)])
    Traceback (most recent call last):
    ...
    tournoi.services.ranking.errors.ResultError: Tour 1 : l'équipe n° 6 n'est pas inscrite.
    """
    entries = index_teams(teams)
    tallies = {number: Tally() for number in entries}
    for row in checked(results, entries):
        tallies[row.team].add(row, settings)
    for tally in tallies.values():
        tally.buchholz = sum(tallies[opponent].won for opponent in tally.opponents)
    return ranked_rows(entries, tallies, settings)


def ranked_rows(
    entries: Mapping[int, TeamEntry],
    tallies: Mapping[int, Tally],
    settings: RankingSettings,
    *,
    previous: Mapping[int, StandingRow] | None = None,
    unchanged: Collection[int] = (),
) -> list[StandingRow]:
    """The lines of the standings from every team's tally.

    A line of ``previous`` is given again for a team of ``unchanged`` (its
    tally is the same) whose rank is the same: thousands of lines are not
    made anew when two teams' results change.
    """
    active = {n: tally for n, tally in tallies.items() if not entries[n].withdrawn}
    gone = {n: t for n, t in tallies.items() if entries[n].withdrawn and t.played}
    groups = ranked_groups(active, settings) + _by_played(ranked_groups(gone, settings), gone)
    before = previous or {}
    standings: list[StandingRow] = []
    for group in groups:
        rank = len(standings) + 1
        ex_aequo = len(group) > 1
        for number in sorted(group):
            line = before.get(number)
            if (
                line is None
                or line.rank != rank
                or line.ex_aequo != ex_aequo
                or number not in unchanged
            ):
                line = tallies[number].row(rank=rank, entry=entries[number], ex_aequo=ex_aequo)
            standings.append(line)
    return standings


def _by_played(groups: list[list[int]], tallies: Mapping[int, Tally]) -> list[list[int]]:
    """The groups split and ordered so that no team comes before one that played more."""
    parts = [
        [n for n in group if tallies[n].played == played]
        for group in groups
        for played in sorted({tallies[n].played for n in group}, reverse=True)
    ]
    return sorted(parts, key=lambda part: -tallies[part[0]].played)


def index_teams(teams: Sequence[TeamEntry]) -> dict[int, TeamEntry]:
    """The teams by number, each once."""
    entries: dict[int, TeamEntry] = {}
    for entry in teams:
        if entry.number in entries:
            raise TeamError("number", f"L'équipe n° {entry.number} est inscrite deux fois.")
        entries[entry.number] = entry
    return entries


def checked(results: Iterable[ResultRow], entries: Mapping[int, TeamEntry]) -> list[ResultRow]:
    """The rows, once each team is known, in a round at most once, and mirrored."""
    by_round_team: dict[tuple[int, int], ResultRow] = {}
    for row in results:
        check_teams(row, entries)
        if (row.round, row.team) in by_round_team:
            raise twice(row)
        by_round_team[row.round, row.team] = row
    for row in by_round_team.values():
        check_mirrored(row, by_round_team)
    return list(by_round_team.values())


def check_teams(row: ResultRow, entries: Mapping[int, TeamEntry]) -> None:
    """Refuse a row whose team or opponent is not registered."""
    if row.team in entries and (row.opponent is None or row.opponent in entries):
        return  # the usual case, at once: every result is checked, tens of thousands late on
    for name, number in (("team", row.team), ("opponent", row.opponent)):
        if number is not None and number not in entries:
            raise ResultError(name, f"Tour {row.round} : l'équipe n° {number} n'est pas inscrite.")


def twice(row: ResultRow) -> ResultError:
    return ResultError("team", f"Tour {row.round} : l'équipe n° {row.team} a deux résultats.")


def check_mirrored(row: ResultRow, rows: Mapping[tuple[int, int], ResultRow]) -> None:
    """Refuse a partie's row whose opponent's row of the same round does not mirror it."""
    if row.opponent is None:
        return
    other = rows.get((row.round, row.opponent))
    if other is None or not row.mirrors(other):
        raise ResultError(
            "opponent",
            f"Tour {row.round} : le résultat de l'équipe n° {row.team} contre l'équipe "
            f"n° {row.opponent} ({row.outcome.french}, {row.marks_for} à "
            f"{row.marks_against}) n'a pas son pendant chez l'adversaire.",
        )
