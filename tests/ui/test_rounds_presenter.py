"""The Rounds page's presenter alone: no widget, no QApplication, a real tournament file."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import Donne, PerTeam, Team, Trump
from tests.factories import random_sheet, sheet_document
from tests.ui.conftest import WHO, make_tournament
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.finals import Consolante
from tournoi.services.scores import PartieState
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.ui.context import TournamentContext
from tournoi.ui.rounds.finals_dialog import FinalsChoice
from tournoi.ui.rounds.presenter import Part, RoundsPresenter
from tournoi.ui.rounds.round_dialogs import DrawChoice

A80 = Donne(taker=Team.A, contract=80, trump=Trump.COEUR, points=117)


@pytest.fixture
def context(tmp_path: Path) -> Iterator[TournamentContext]:
    """Eight teams, round 1 drawn (tables 1 to 4), contrée to 1000 points."""
    opened = TournamentContext(make_tournament(tmp_path / "saint-martin.tournoi"), who=WHO)
    # No event loop here: the others' changes are announced by look_elsewhere().
    opened.watch_timer.stop()
    yield opened
    opened.close()


@pytest.fixture
def parts() -> list[Part]:
    return []


@pytest.fixture
def presenter(context: TournamentContext, parts: list[Part]) -> RoundsPresenter:
    shown = RoundsPresenter(context)
    shown.changed.connect(parts.append)
    shown.reload()
    return shown


def finish_round(context: TournamentContext, number: int) -> None:
    rules = tournaments.get_settings(context.database).rules
    rng = random.Random(number)
    for table in draws.round_view(context.database, round_number=number).tables:
        document = sheet_document(random_sheet(rng, rules))
        scores.import_sheet(
            context.database, round_number=number, table=table.table, document=document, who=WHO
        )


def test_it_shows_the_last_round_with_everything_read_together(
    presenter: RoundsPresenter, parts: list[Part]
) -> None:
    assert parts == [Part.ROUNDS]
    assert [view.number for view in presenter.rounds] == [1]
    assert presenter.shown is not None and presenter.number == 1
    assert [table.table for table in presenter.shown.view.tables] == [1, 2, 3, 4]
    assert len(presenter.shown.seats) == 8
    assert presenter.shown.scores == {} and presenter.planned == 3
    assert presenter.untouched and presenter.is_last


def test_the_round_chosen_is_read_again_with_its_scores(
    presenter: RoundsPresenter, context: TournamentContext
) -> None:
    finish_round(context, 1)
    draws.draw_round(context.database, method=DrawMethod.SWISS, who=WHO)
    context.look_elsewhere()
    assert presenter.number == 2  # whoever looked at the last round sees the new one
    scores.record_donne(context.database, round_number=2, table=1, donne=A80, who="Autre poste")
    presenter.choose(1)
    assert presenter.number == 1 and not presenter.untouched and not presenter.is_last
    presenter.choose(2)
    assert presenter.shown is not None
    assert presenter.shown.view.tables[0].state is PartieState.IN_PROGRESS
    assert presenter.shown.scores[1] == PerTeam(120, 50)
    assert not presenter.untouched


def test_a_draw_swap_and_cancel_are_each_one_undo_step(
    presenter: RoundsPresenter, context: TournamentContext, parts: list[Part]
) -> None:
    finish_round(context, 1)
    context.look_elsewhere()
    parts.clear()
    presenter.draw(DrawChoice(method=DrawMethod.SWISS, seed=None, withdraw=(), avoid_clubs=False))
    assert presenter.number == 2 and presenter.message.startswith("Tour 2 tiré (")
    assert parts[-1] is Part.DRAWN
    assert presenter.shown is not None
    one, two = presenter.shown.view.tables[:2]
    presenter.swap(2, one.a.number, two.a.number)
    assert presenter.message == (
        f"Équipes {one.a.number} et {two.a.number} échangées (Ctrl+Z pour annuler)."
    )
    assert presenter.shown.view.tables[0].a == two.a
    presenter.cancel_draw(presenter.shown.view)
    assert [view.number for view in presenter.rounds] == [1]
    assert presenter.message == "Tirage du tour 2 annulé."
    context.undo_stack.undo()
    assert [view.number for view in presenter.rounds] == [1, 2]
    assert presenter.message == ""  # what it said of the rounds is undone with them


def test_the_rounds_planned_are_changed_and_shown(
    presenter: RoundsPresenter, context: TournamentContext
) -> None:
    presenter.set_rounds(3, 5)
    assert presenter.planned == 5 == tournaments.get_settings(context.database).rounds
    context.undo_stack.undo()
    assert presenter.planned == 3


def test_the_finals_are_drawn_as_one_undo_step_and_their_bracket_shown(
    presenter: RoundsPresenter, context: TournamentContext, parts: list[Part]
) -> None:
    assert presenter.may_start_finals and presenter.finals is None
    finish_round(context, 1)
    context.look_elsewhere()
    parts.clear()
    presenter.start_finals(FinalsChoice(qualified=4, consolante=Consolante.NEXT))
    assert parts[-1] is Part.FINALS
    assert presenter.message == "Phase finale tirée : tour 2, 4 tables."
    assert presenter.shown is not None and presenter.shown.view.method is DrawMethod.FINALE
    assert presenter.number == 2 and len(presenter.shown.view.tables) == 4
    assert presenter.finals is not None and presenter.finals.drawn_stages == 1
    assert not presenter.may_start_finals
    context.undo_stack.undo()
    assert [view.number for view in presenter.rounds] == [1]
    assert presenter.may_start_finals
    context.undo_stack.redo()
    assert presenter.rounds[-1].method is DrawMethod.FINALE and not presenter.may_start_finals
