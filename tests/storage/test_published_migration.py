"""Migration 0016: the address of the published results' site, empty in a file of before."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import inspect

from tests.conftest import WHO, downgrade, new_tournament
from tournoi.services.publication import address as publication
from tournoi.services.tournament import lifecycle as tournaments

URL = "https://club-belote.fr/resultats/"


def test_a_file_of_before_opens_unpublished_and_can_be_published(tmp_path: Path) -> None:
    path = tmp_path / "ancien.tournoi"
    db = new_tournament(path, teams=3)
    downgrade(db, "0015")
    with db.session() as session:
        columns = {c["name"] for c in inspect(session.connection()).get_columns("tournament")}
    assert "published_url" not in columns
    db.close()

    db = tournaments.open_tournament(path)  # migrated as it opens
    assert publication.published_url(db) is None
    publication.set_published_url(db, url=URL, who=WHO)
    db.close()
    db = tournaments.open_tournament(path)
    assert publication.published_url(db) == URL
    assert tournaments.tournament_info(db).name == "Concours d'essai"
    db.close()
