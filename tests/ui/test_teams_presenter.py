"""The Teams page's presenter alone: no widget, no QApplication, a real tournament file.

Each test calls the presenter as the page and its dialogs do (the team chosen,
a form, a mark at the door) and checks what it then holds, what it said
changed, and what the database holds.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import UserError
from tests.ui.conftest import WHO, make_tournament
from tournoi.services import draws, scores
from tournoi.services.errors import StateError
from tournoi.services.teams import registration
from tournoi.services.teams.file_import import import_teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.ui.context import TournamentContext
from tournoi.ui.entrants.presenter import Part
from tournoi.ui.teams.presenter import DoorCounts, TeamsPresenter
from tournoi.ui.teams.team_form import TeamForm

VALJEAN = (PlayerInfo("Jean", "Valjean"), PlayerInfo("Cosette", "Fauchelevent"))


def open_context(path: Path, *, draw: bool) -> TournamentContext:
    context = TournamentContext(make_tournament(path, draw=draw), who=WHO)
    # No event loop here: the others' changes are announced by look_elsewhere().
    context.watch_timer.stop()
    return context


@pytest.fixture
def context(tmp_path: Path) -> Iterator[TournamentContext]:
    """Eight teams, round 1 drawn (tables 1 to 4)."""
    opened = open_context(tmp_path / "saint-martin.tournoi", draw=True)
    yield opened
    opened.close()


@pytest.fixture
def undrawn(tmp_path: Path) -> Iterator[TournamentContext]:
    """Eight teams, nothing drawn."""
    opened = open_context(tmp_path / "porte.tournoi", draw=False)
    yield opened
    opened.close()


@pytest.fixture
def parts() -> list[Part]:
    return []


def presented(context: TournamentContext, parts: list[Part]) -> TeamsPresenter:
    shown = TeamsPresenter(context)
    shown.changed.connect(parts.append)
    shown.reload()
    parts.clear()
    return shown


@pytest.fixture
def presenter(context: TournamentContext, parts: list[Part]) -> TeamsPresenter:
    return presented(context, parts)


def numbers(context: TournamentContext) -> list[int]:
    return [team.number for team in registration.list_teams(context.database)]


def test_it_reads_the_teams_and_keeps_the_team_chosen(
    presenter: TeamsPresenter, parts: list[Part]
) -> None:
    assert [team.number for team in presenter.entrants] == list(range(1, 9))
    assert presenter.current is None
    presenter.choose(3)
    assert parts == [Part.CHOSEN]
    assert presenter.current is not None and presenter.current.name == "Robert – Richard"
    presenter.choose(3)  # the same team again: nothing to show again
    assert parts == [Part.CHOSEN]
    assert presenter.next_number == 9
    assert presenter.door == DoorCounts(playing=8, present=0, paid=0)


def test_the_search_typed_is_kept_and_said_once(
    presenter: TeamsPresenter, parts: list[Part]
) -> None:
    presenter.search_for("lefevre")
    presenter.search_for("lefevre")
    assert (presenter.search, parts) == ("lefevre", [Part.SEARCH])


def test_add_registers_chooses_and_says_it_in_one_undo_step(
    presenter: TeamsPresenter, context: TournamentContext, parts: list[Part]
) -> None:
    form = TeamForm(players=VALJEAN, number=None, name=None, fixed_table=3)
    added = presenter.add(form)

    assert added.number == 9 and numbers(context) == list(range(1, 10))
    assert presenter.chosen == 9 and presenter.current == added
    assert presenter.message == (
        "Équipe 9 «\u00a0Valjean – Fauchelevent\u00a0» inscrite. "
        "Elle sera tirée à partir du tour 2."
    )
    assert parts == [Part.ENTRANTS, Part.CHOSEN, Part.MESSAGE]
    assert context.undo_stack.count() == 1
    context.undo_stack.undo()
    assert numbers(context) == list(range(1, 9))
    assert 9 not in [team.number for team in presenter.entrants]
    assert presenter.chosen is None
    context.undo_stack.redo()
    assert registration.get_team(context.database, number=9) == added


def test_a_refused_form_raises_and_stores_nothing(
    presenter: TeamsPresenter, context: TournamentContext, parts: list[Part]
) -> None:
    form = TeamForm(
        players=(PlayerInfo("Jean", "Valjean"), PlayerInfo("Cosette", "")),
        number=None,
        name=None,
        fixed_table=None,
    )
    with pytest.raises(UserError) as refused:
        presenter.add(form)
    assert "Joueur 2 : il faut un prénom et un nom." in str(refused.value)
    assert numbers(context) == list(range(1, 9))
    assert context.undo_stack.count() == 0
    assert parts == []


def test_an_edit_that_changes_nothing_is_no_undo_step(
    presenter: TeamsPresenter, context: TournamentContext
) -> None:
    before = registration.get_team(context.database, number=4)
    presenter.edit(before, TeamForm(before.players, None, None, before.fixed_table))
    assert context.undo_stack.count() == 0

    presenter.edit(before, TeamForm(before.players, None, "Les Joyeux", 2))
    edited = registration.get_team(context.database, number=4)
    assert (edited.name, edited.fixed_table) == ("Les Joyeux", 2)
    assert presenter.message == "Équipe 4 modifiée."
    context.undo_stack.undo()
    assert registration.get_team(context.database, number=4) == before


def test_removing_a_team_that_played_is_refused(
    presenter: TeamsPresenter, context: TournamentContext
) -> None:
    team = registration.get_team(context.database, number=1)
    with pytest.raises(StateError, match="retirer"):
        presenter.remove(team)
    assert numbers(context) == list(range(1, 9))
    assert context.undo_stack.count() == 0


def test_a_late_team_removed_then_undone(
    presenter: TeamsPresenter, context: TournamentContext
) -> None:
    late = presenter.add(TeamForm(players=VALJEAN, number=12, name=None, fixed_table=None))
    presenter.remove(late)
    assert 12 not in numbers(context)
    assert presenter.message == (
        "Équipe 12 «\u00a0Valjean – Fauchelevent\u00a0» supprimée (Ctrl+Z pour annuler)."
    )
    context.undo_stack.undo()
    assert registration.get_team(context.database, number=12) == late


def test_a_drawn_team_withdrawn_by_forfeit_or_by_a_new_draw(
    presenter: TeamsPresenter, context: TournamentContext
) -> None:
    first = draws.round_view(context.database, round_number=1)
    leaving = registration.get_team(context.database, number=3)
    pending = presenter.pending_partie(leaving)
    assert pending is not None and pending.round == 1 and pending.can_redraw

    presenter.withdraw_by_forfeit(leaving, pending.round)
    assert registration.get_team(context.database, number=3).withdrawn_after == 1
    partie = next(t for t in draws.round_view(context.database, round_number=1).tables
                  if 3 in (t.a.number, t.b.number))  # fmt: skip
    assert (partie.forfeit, partie.state) == (3, scores.PartieState.FINISHED)
    assert presenter.message == (
        "Équipe 3 «\u00a0Robert – Richard\u00a0» retirée\u00a0: forfait au tour 1."
    )
    context.undo_stack.undo()
    assert registration.get_team(context.database, number=3).withdrawn_after is None

    presenter.withdraw_and_redraw(leaving, pending.round)
    redrawn = draws.round_view(context.database, round_number=1)
    assert 3 not in {n for t in redrawn.tables for n in (t.a.number, t.b.number)}
    assert context.undo_stack.undoText() == "Retirer l'équipe 3 et tirer de nouveau le tour 1"
    context.undo_stack.undo()
    assert draws.round_view(context.database, round_number=1).tables == first.tables


def test_an_undrawn_team_withdrawn_then_reinstated(
    undrawn: TournamentContext, parts: list[Part]
) -> None:
    presenter = presented(undrawn, parts)
    team = registration.get_team(undrawn.database, number=5)
    assert presenter.pending_partie(team) is None
    presenter.withdraw(team)
    withdrawn = registration.get_team(undrawn.database, number=5)
    assert withdrawn.withdrawn_after is not None
    assert presenter.withdrawn == 1
    assert presenter.door.playing == 7
    assert presenter.message.endswith(f"{withdrawn.status}.")
    presenter.reinstate(withdrawn)
    assert registration.get_team(undrawn.database, number=5).withdrawn_after is None
    assert undrawn.undo_stack.undoText() == "Réinscrire l'équipe 5"


def test_the_door_marks_are_counted_and_each_undone_alone(
    undrawn: TournamentContext, parts: list[Part]
) -> None:
    presenter = presented(undrawn, parts)
    said_at_door: list[str] = []
    presenter.door_said.connect(lambda: said_at_door.append(presenter.door_message))
    assert presenter.door_defaults == (False, False)
    for number in (2, 4):
        team = presenter.entrant(number)
        assert team is not None
        presenter.toggle_present(team)
    paying = presenter.entrant(2)
    assert paying is not None
    presenter.toggle_paid(paying)

    assert presenter.door == DoorCounts(playing=8, present=2, paid=1)
    assert (
        presenter.door_message == "Équipe 2 «\u00a0Dubois – Thomas\u00a0»\u00a0: inscription payée."
    )
    assert len(said_at_door) == 3 and Part.MESSAGE not in parts
    assert presenter.door_defaults == (True, True)  # a team registered now: present and paid
    assert undrawn.undo_stack.undoText() == "Inscription de l'équipe 2 payée"
    undrawn.undo_stack.undo()
    assert presenter.door == DoorCounts(playing=8, present=2, paid=0)
    again = presenter.entrant(4)
    assert again is not None and again.checked_in
    presenter.toggle_present(again)
    assert presenter.door_message == (
        "Équipe 4 «\u00a0Petit – Durand\u00a0» n'est plus pointée présente."
    )
    assert [team.number for team in presenter.entrants if team.checked_in] == [2]


def test_an_import_is_one_undo_step_and_its_first_team_chosen(
    presenter: TeamsPresenter, context: TournamentContext, tmp_path: Path
) -> None:
    path = tmp_path / "inscrits.csv"
    path.write_text(
        "N°;Joueur 1;Joueur 2\n20;Hélène LEFÈVRE;Noël GARÇON\n21;Jeanne DUPUIS;Marc ROUX\n",
        encoding="utf-8",
    )
    added = import_teams(context.database, path=path, who=WHO)  # as the worker thread does
    presenter.imported(path, added)

    assert numbers(context) == [*range(1, 9), 20, 21]
    assert presenter.chosen == 20
    assert presenter.message == "2 équipes importées de «\u00a0inscrits.csv\u00a0»."
    context.undo_stack.undo()
    assert numbers(context) == list(range(1, 9))
    context.undo_stack.redo()
    assert numbers(context) == [*range(1, 9), 20, 21]


def test_a_change_elsewhere_is_read_again(
    presenter: TeamsPresenter, context: TournamentContext, parts: list[Part]
) -> None:
    presenter.choose(8)
    registration.add_team(context.database, players=list(VALJEAN), who="Autre poste")
    context.look_elsewhere()
    assert [team.number for team in presenter.entrants] == list(range(1, 10))
    assert presenter.chosen == 8
    assert parts[-1] is Part.ENTRANTS
