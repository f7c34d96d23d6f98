"""The Joueurs page's presenter alone: no widget, no QApplication, a real mêlée file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import Rules, UserError
from tests.ui.conftest import WHO
from tournoi.services.settings import Format, TournamentSettings
from tournoi.services.teams import players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle
from tournoi.ui.context import TournamentContext
from tournoi.ui.entrants.presenter import Part
from tournoi.ui.players.presenter import PlayersPresenter


@pytest.fixture
def context(tmp_path: Path) -> Iterator[TournamentContext]:
    """A mêlée with two players registered."""
    settings = TournamentSettings(rules=Rules(target=1000), rounds=3, format=Format.MELEE)
    db = lifecycle.create_tournament(
        tmp_path / "melee.tournoi", name="Mêlée", settings=settings, who=WHO
    )
    for surname in ("Poulain", "Garçon"):
        players.add_player(db, player=PlayerInfo("Jo", surname), who=WHO)
    opened = TournamentContext(db, who=WHO)
    opened.watch_timer.stop()  # no event loop: others' changes come by look_elsewhere()
    yield opened
    opened.close()


@pytest.fixture
def parts() -> list[Part]:
    return []


@pytest.fixture
def presenter(context: TournamentContext, parts: list[Part]) -> PlayersPresenter:
    shown = PlayersPresenter(context)
    shown.changed.connect(parts.append)
    shown.reload()
    parts.clear()
    return shown


def numbers(context: TournamentContext) -> list[int]:
    return [player.number for player in players.list_players(context.database)]


def test_a_player_registered_chosen_and_undone(
    presenter: PlayersPresenter, context: TournamentContext, parts: list[Part]
) -> None:
    added = presenter.add(PlayerInfo("Amélie", "Lefèvre", club="Belote Club"))
    assert added.number == 3 and numbers(context) == [1, 2, 3]
    assert presenter.current == added
    assert presenter.message == "Joueur 3 «\u00a0Amélie Lefèvre\u00a0» inscrit."
    assert parts == [Part.ENTRANTS, Part.CHOSEN, Part.MESSAGE]
    context.undo_stack.undo()
    assert numbers(context) == [1, 2]
    assert presenter.current is None


def test_a_refused_player_raises_and_stores_nothing(
    presenter: PlayersPresenter, context: TournamentContext
) -> None:
    with pytest.raises(UserError) as refused:
        presenter.add(PlayerInfo("Amélie", ""))
    assert str(refused.value) == "Un joueur a un prénom et un nom."
    assert numbers(context) == [1, 2]
    assert context.undo_stack.count() == 0


def test_the_door_marks_each_one_undo_step(
    presenter: PlayersPresenter, context: TournamentContext
) -> None:
    first = presenter.entrants[0]
    presenter.mark(first, paid=False)
    presenter.mark(first, paid=True)
    assert presenter.present == 1
    assert presenter.current is not None
    assert (presenter.current.checked_in, presenter.current.paid) == (True, True)
    context.undo_stack.undo()
    assert not players.list_players(context.database)[0].paid


def test_an_import_is_one_undo_step_and_redo_registers_the_same_players(
    presenter: PlayersPresenter, context: TournamentContext, tmp_path: Path
) -> None:
    path = tmp_path / "joueurs.csv"
    path.write_text("N°;Joueur;Licence\n7;Hélène LEFÈVRE;0412\n;Marc ROUX;\n", encoding="utf-8")
    added = players.import_players(context.database, path=path, who=WHO)
    players.set_present(context.database, number=7, present=True, who=WHO)
    added[0] = players.list_players(context.database)[2]
    presenter.imported(path, added)

    assert numbers(context) == [1, 2, 7, 8]
    assert presenter.chosen == 7
    assert presenter.message == "2 joueurs importés de «\u00a0joueurs.csv\u00a0»."
    context.undo_stack.undo()
    assert numbers(context) == [1, 2]
    context.undo_stack.redo()
    again = players.list_players(context.database)[2:]
    assert [(p.number, p.name, p.licence, p.checked_in) for p in again] == [
        (7, "Hélène LEFÈVRE", "0412", True),
        (8, "Marc ROUX", None, False),
    ]
