"""Importing a team file through the services: a workbook read whole, a cancel that keeps nothing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from sqlmodel import select

from tests.files.sized_workbooks import stale_workbook
from tournoi.services.teams import registration
from tournoi.services.teams.file_import import ImportCancelledError, import_teams
from tournoi.storage import Database, models

WHO = "Organisatrice Denise"


@pytest.fixture
def db(tournament: Callable[..., Database]) -> Database:
    return tournament(teams=0, name="Concours", who=WHO)


def audit_actions(db: Database) -> list[str]:
    with db.session() as session:
        return [event.action for event in session.exec(select(models.AuditEvent))]


def test_a_workbook_declaring_two_teams_of_five_registers_all_five(
    db: Database, tmp_path: Path
) -> None:
    path = stale_workbook(tmp_path / "equipes.xlsx", teams=5, ref="A1:D3")

    added = import_teams(db, path=path, who=WHO)

    assert [team.number for team in added] == [1, 2, 3, 4, 5]
    assert [team.number for team in registration.list_teams(db)] == [1, 2, 3, 4, 5]
    assert registration.get_team(db, number=5).players[0].surname == "DUPONT5"


def test_progress_is_told_before_each_team(db: Database, tmp_path: Path) -> None:
    path = stale_workbook(tmp_path / "equipes.xlsx", teams=4, ref="A1:XFD1048576")
    told: list[tuple[int, int]] = []

    import_teams(db, path=path, who=WHO, progress=lambda done, total: told.append((done, total)))

    assert told == [(0, 4), (1, 4), (2, 4), (3, 4)]


def test_a_cancel_midway_keeps_not_one_team_nor_its_journal(db: Database, tmp_path: Path) -> None:
    path = stale_workbook(tmp_path / "equipes.xlsx", teams=6)
    before = audit_actions(db)

    def give_up_at_the_fourth(done: int, _total: int) -> None:
        if done == 3:
            raise ImportCancelledError

    with pytest.raises(ImportCancelledError) as caught:
        import_teams(db, path=path, who=WHO, progress=give_up_at_the_fourth)

    assert str(caught.value) == "Importation annulée : aucune équipe n'a été importée."
    assert registration.list_teams(db) == []
    with db.session() as session:
        assert session.exec(select(models.Player)).all() == []
    assert audit_actions(db) == before
    # The same file imports whole afterwards: the numbers were not taken.
    assert len(import_teams(db, path=path, who=WHO)) == 6
