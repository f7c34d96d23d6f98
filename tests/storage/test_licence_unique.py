"""Migration 0013: a licence belongs to one player, whichever station registers it.

Two stations registering the same licence at the same instant: the second is
refused, as a team number taken twice is. A file that already holds a
licence twice opens: the first player keeps it, the journal says whose was
emptied.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlmodel import col, select

from tests.conftest import WHO, downgrade, new_tournament
from tournoi.services.errors import ServiceError
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, StorageError, models


@pytest.fixture(params=["sqlite", "postgresql"])
def location(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """Three teams without licences."""
    if request.param == "postgresql":
        where: str = request.getfixturevalue("postgres_url")
    else:
        where = str(tmp_path / "licences.tournoi")
    new_tournament(where, teams=3).close()
    yield where


def players(surname: str, licence: str) -> list[PlayerInfo]:
    return [PlayerInfo("Jean", surname, licence=licence), PlayerInfo("Paul", surname)]


def test_a_licence_registered_meanwhile_by_another_station_is_refused_as_a_same_instant_change(
    location: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The other station registers the licence between this one's check and its write."""
    first, second = (tournaments.open_tournament(location) for _ in range(2))
    checked = teams.check_licences  # type: ignore[attr-defined]  # as the service calls it

    def another_station_first(*args: object, **kwargs: object) -> None:
        checked(*args, **kwargs)  # type: ignore[arg-type]
        monkeypatch.setattr(teams, "check_licences", checked)
        teams.add_team(first, players=players("Prompt", "0612345"), who="poste 1")

    monkeypatch.setattr(teams, "check_licences", another_station_first)
    with pytest.raises(StorageError, match="un autre poste a enregistré la même chose"):
        # A number of its own: the licence alone is what the two stations share.
        teams.add_team(second, players=players("Tardif", "0612345"), number=10, who="poste 2")

    registered = teams.list_teams(second)
    assert [team.players[0].surname for team in registered][-1] == "Prompt"
    assert len(registered) == 4
    # Once stored, the check itself names the player who holds it.
    with pytest.raises(ServiceError, match="La licence 0612345 est déjà celle de Jean Prompt"):
        teams.add_team(second, players=players("Tardif", "0612345"), who="poste 2")
    first.close()
    second.close()


def test_a_file_holding_a_licence_twice_opens_and_the_journal_says_whose_was_emptied(
    location: str,
) -> None:
    db = tournaments.open_tournament(location)
    for number, licence in ((1, "0600001"), (2, "0600002"), (3, "0600003")):
        teams.edit_team(db, number=number, players=players(f"Martin{number}", licence), who=WHO)
    downgrade(db, "0012")
    with db.engine.begin() as connection:  # as stored before the index, by two stations at once
        connection.execute(text("UPDATE player SET licence = '0600001' WHERE licence = '0600002'"))
        connection.execute(
            text(
                "UPDATE player SET licence = '' WHERE position = 2 "
                "AND team_id IN (SELECT id FROM team WHERE number IN (1, 2))"
            )
        )
    db.close()

    db = tournaments.open_tournament(location)
    assert db.schema_revision() == Database.head_revision()
    registered = {team.number: team.players for team in teams.list_teams(db)}
    assert [registered[n][0].licence for n in (1, 2, 3)] == ["0600001", None, "0600003"]
    assert all(registered[n][1].licence is None for n in (1, 2))
    with db.session() as session:
        events = session.exec(
            select(models.AuditEvent).where(col(models.AuditEvent.action) == "player.licence")
        ).all()
    assert [event.message for event in events] == [
        "Licence 0600001 retirée à Jean Martin2 (équipe 2) : elle était aussi celle de "
        "Jean Martin1 (équipe 1). Saisissez la bonne licence de ce joueur."
    ]
    assert json.loads(events[0].before or "") == {"licence": "0600001"}
    with (
        pytest.raises(StorageError, match="un autre poste a enregistré la même chose"),
        db.session() as session,
    ):
        team = session.exec(select(models.Team).where(models.Team.number == 3)).one()
        assert team.id is not None
        session.add(models.Player(team_id=team.id, position=3, first_name="X", surname="Y",
                                  licence="0600003"))  # fmt: skip
    db.close()
