"""Standings brought up to date from what changed always equal standings computed anew."""

from __future__ import annotations

import tempfile
from collections import defaultdict
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import PerTeam
from tests.services.test_ranking import SETTINGS, tournaments
from tests.services.test_scores import A80, ALICE, B80, CAPOT_A, FALL_A
from tests.services.test_scores import new_tournament as scores_tournament
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod, withdrawals
from tournoi.services.errors import ServiceError
from tournoi.services.ranking import (
    LiveStandings,
    Outcome,
    RankingSettings,
    ResultError,
    ResultRow,
    TeamEntry,
    compute_standings,
)
from tournoi.services.settings import ByeMarks, ByeScoring
from tournoi.services.standings import current as standings
from tournoi.storage import Database

# Few examples, the same ones on every run: the database ones take a second each.
FEW = settings(max_examples=25, derandomize=True, deadline=None)
DATABASE = settings(max_examples=6, derandomize=True, deadline=None)


def by_partie(results: list[ResultRow]) -> list[list[ResultRow]]:
    """The rows grouped as they change together: both sides of a partie, or a bye."""
    groups: dict[tuple[int, frozenset[int]], list[ResultRow]] = defaultdict(list)
    for row in results:
        groups[row.round, frozenset({row.team, row.opponent or row.team})].append(row)
    return list(groups.values())


@FEW
@given(tournaments(), SETTINGS, st.data())
def test_property_results_taken_out_and_put_back_rank_as_computed_anew(
    tournament: tuple[list[TeamEntry], list[ResultRow]],
    ranking: RankingSettings,
    data: st.DataObject,
) -> None:
    teams, results = tournament
    groups = by_partie(results)
    present = data.draw(st.lists(st.booleans(), min_size=len(groups), max_size=len(groups)))
    live = LiveStandings(
        teams=teams,
        results=[row for group, kept in zip(groups, present, strict=True) if kept for row in group],
        settings=ranking,
    )
    for index in data.draw(st.lists(st.integers(0, max(len(groups) - 1, 0)), max_size=8)):
        if not groups:
            break
        group = groups[index]
        if present[index]:
            updated = live.replace(removed=group, added=[])
        else:
            updated = live.replace(removed=[], added=group)
        present[index] = not present[index]
        kept = [row for group, on in zip(groups, present, strict=True) if on for row in group]
        assert updated == compute_standings(teams=teams, results=kept, settings=ranking)


def test_a_partie_half_taken_out_is_refused_and_changes_nothing() -> None:
    teams = [TeamEntry(number=n, name=f"Équipe {n}") for n in (1, 2)]
    won = ResultRow(round=1, team=1, opponent=2, marks_for=500, marks_against=0, outcome=WIN)
    lost = ResultRow(round=1, team=2, opponent=1, marks_for=0, marks_against=500, outcome=LOSS)
    live = LiveStandings(teams=teams, results=[won, lost])
    before = list(live.standings)
    try:
        live.replace(removed=[won], added=[])
    except ResultError as error:
        assert "n'a pas son pendant chez l'adversaire" in error.message
    else:
        raise AssertionError("refused")
    assert live.standings == before
    try:
        live.replace(removed=[], added=[won])
    except ResultError as error:
        assert error.message == "Tour 1 : l'équipe n° 1 a deux résultats."
    else:
        raise AssertionError("refused")


WIN, LOSS = Outcome.WIN, Outcome.LOSS
OPERATIONS = st.sampled_from(
    ["donne", "win", "lose", "correct", "delete", "forfeit", "unforfeit", "totals", "withdraw"]
)


def act(db: Database, operation: str, table: int) -> None:
    """One change through the services; refusals (a finished sheet, a forfeit…) are skipped."""
    where = {"round_number": 1, "table": table, "who": ALICE}
    try:
        match operation:
            case "donne":
                scores.record_donne(db, donne=A80, **where)
            case "win":
                for _ in range(2):
                    scores.record_donne(db, donne=CAPOT_A, **where)
            case "lose":
                scores.record_donne(db, donne=FALL_A, **where)
                scores.record_donne(db, donne=FALL_A, **where)
            case "correct":
                scores.correct_donne(db, number=1, donne=B80, **where)
            case "delete":  # what undoing the last donne does
                sheet = scores.sheet(db, round_number=1, table=table)
                scores.delete_donne(db, number=len(sheet.lines), **where)
            case "forfeit":
                absent = scores.sheet(db, round_number=1, table=table).teams.a.number
                scores.declare_forfeit(db, absent=absent, **where)
            case "unforfeit":
                scores.declare_forfeit(db, absent=None, **where)
            case "totals":
                scores.record_totals(db, totals=PerTeam(310, 120), **where)
            case "withdraw":
                team = scores.sheet(db, round_number=1, table=table).teams.b.number
                withdrawals.withdraw_by_forfeit(db, number=team, who=ALICE)
    except ServiceError:
        pass
    except ValueError:  # the engine's refusals (no donne after the end, no donne 1…)
        pass


@DATABASE
@given(st.lists(st.tuples(OPERATIONS, st.integers(1, 3)), min_size=1, max_size=10))
def test_property_the_standings_service_follows_every_change_exactly(
    changes: list[tuple[str, int]],
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        # Seven teams: one is exempt, and scores the average of the round's parties.
        average = ByeScoring(mode=ByeMarks.AVERAGE)
        db = scores_tournament(Path(folder) / "suivi.tournoi", count=7, bye=average)
        try:
            draws.draw_round(db, method=DrawMethod.SWISS, who=ALICE)
            standings.standings(db)
            for operation, table in changes:
                act(db, operation, table)
                with db.session() as session:
                    anew = standings.standings_before(session, None)
                assert standings.standings(db) == anew
        finally:
            db.close()
