"""A concours played on time at the desk: how a partie the bell stopped is entered, and what
« Arrêtée au temps » asks first (the presenter alone, a real tournament file)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from engine import FFB_CONTREE, PerTeam, Team, UserError
from tests.ui.conftest import WHO, make_tournament
from tournoi.services import scores
from tournoi.services.scores import PartieState, SheetView
from tournoi.services.scores.phone_stop import NothingToStopError
from tournoi.services.tournament import lifecycle
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry import EntryPage
from tournoi.ui.entry.dialogs import ShorthandHelp
from tournoi.ui.entry.presenter import EntryPresenter
from tournoi.ui.entry.questions import Question
from tournoi.ui.entry.verdict import Verdict
from tournoi.ui.round_clock import RoundClock

HINT = "Si la partie a été arrêtée au temps, marquez-la d'abord « Arrêtée au temps » (Ctrl+Maj+T)."


class Arbiter:
    """Answers every question with ``answer`` and notes the questions and the refusals."""

    def __init__(self) -> None:
        self.answer = True
        self.asked: list[Question] = []
        self.refused: list[UserError] = []

    def confirm(self, question: Question) -> bool:
        self.asked.append(question)
        return self.answer

    def refuse(self, error: UserError) -> None:
        self.refused.append(error)


def open_context(path: Path, *, minutes: int | None) -> TournamentContext:
    context = TournamentContext(make_tournament(path, rules=FFB_CONTREE), who=WHO)
    context.watch_timer.stop()
    settings = replace(lifecycle.get_settings(context.database), partie_minutes=minutes)
    lifecycle.update_settings(context.database, settings=settings, who=WHO)
    return context


@pytest.fixture
def context(tmp_path: Path) -> Iterator[TournamentContext]:
    """Eight teams, round 1 drawn, contrée in 2000 points, parties au temps of 30 minutes."""
    opened = open_context(tmp_path / "temps.tournoi", minutes=30)
    yield opened
    opened.undo_stack.clear()
    opened.close()


@pytest.fixture
def arbiter() -> Arbiter:
    return Arbiter()


@pytest.fixture
def presenter(context: TournamentContext, arbiter: Arbiter) -> EntryPresenter:
    shown = EntryPresenter(context, arbiter)
    shown.start()
    assert shown.load_table(3)
    return shown


def stored(context: TournamentContext, table: int = 3) -> SheetView:
    return scores.sheet(context.database, round_number=1, table=table)


def test_totals_short_of_the_target_say_how_to_enter_a_partie_stopped_on_time(
    presenter: EntryPresenter,
) -> None:
    presenter.type_text("1300 1250")

    assert presenter.verdict is Verdict.ERROR
    assert presenter.verdict_html.endswith(
        "Si la partie a été arrêtée au temps, Entrée propose de la marquer « Arrêtée au temps » "
        "avec ces totaux."
    )
    assert "aucune équipe n'atteint les 2000 points" in presenter.verdict_html


def test_without_a_duration_the_refusal_has_no_word_of_time(tmp_path: Path) -> None:
    context = open_context(tmp_path / "points.tournoi", minutes=None)
    try:
        presenter = EntryPresenter(context, Arbiter())
        presenter.start()
        presenter.type_text("1300 1250")
        assert presenter.verdict is Verdict.ERROR
        assert "arrêtée au temps" not in presenter.verdict_html
    finally:
        context.close()


def test_enter_offers_to_mark_and_record_in_one_undo_step(
    presenter: EntryPresenter, context: TournamentContext, arbiter: Arbiter
) -> None:
    presenter.type_text("1300 1250")

    assert presenter.submit()

    assert [q.title for q in arbiter.asked] == ["Partie arrêtée au temps ?"]
    assert presenter.notice.text == "Table 3 : arrêtée au temps, totaux 1300 – 1250 enregistrés."
    sheet = stored(context)
    assert (sheet.recorded, sheet.on_time, sheet.state, sheet.winner) == (
        PerTeam(1300, 1250), True, PartieState.FINISHED, Team.A,
    )  # fmt: skip
    assert context.undo_stack.count() == 1
    context.undo_stack.undo()
    sheet = stored(context)
    assert (sheet.recorded, sheet.on_time, sheet.state) == (
        None, False, PartieState.NOT_STARTED,
    )  # fmt: skip


def test_the_offer_declined_stores_nothing(
    presenter: EntryPresenter, context: TournamentContext, arbiter: Arbiter
) -> None:
    arbiter.answer = False
    presenter.type_text("1300 1250")

    assert not presenter.submit()

    sheet = stored(context)
    assert (sheet.recorded, sheet.on_time) == (None, False)
    assert context.undo_stack.count() == 0


def test_totals_past_the_target_are_recorded_without_a_question(
    presenter: EntryPresenter, context: TournamentContext, arbiter: Arbiter
) -> None:
    presenter.type_text("2070 1290")
    assert presenter.submit()
    assert arbiter.asked == []
    assert (stored(context).recorded, stored(context).on_time) == (PerTeam(2070, 1290), False)


def test_a_donne_sheet_not_over_says_how_it_ends_at_the_bell(
    presenter: EntryPresenter, context: TournamentContext
) -> None:
    presenter.type_text("A 110 c 117 b")
    assert presenter.submit()

    assert presenter.verdict is Verdict.EMPTY
    assert presenter.verdict_html == f"Tapez la donne 2 puis Entrée. {HINT}"

    assert presenter.stop_on_time()
    assert presenter.verdict_html.startswith("La partie est terminée.")


def test_a_donne_sheet_not_over_refused_validation_says_how_to_stop_it(
    presenter: EntryPresenter, arbiter: Arbiter
) -> None:
    presenter.type_text("A 110 c 117 b")
    assert presenter.submit()

    assert not presenter.validate()

    assert len(arbiter.refused) == 1
    assert str(arbiter.refused[0]).endswith(HINT)


def test_an_empty_sheet_is_not_marked_stopped_on_time(
    presenter: EntryPresenter, context: TournamentContext, arbiter: Arbiter
) -> None:
    assert not presenter.stop_on_time()

    # The scores refuse it, as they refuse the command line: the window shows their words.
    assert [type(error) for error in arbiter.refused] == [NothingToStopError]
    assert str(arbiter.refused[0]).startswith("Aucune donne n'est saisie")
    assert arbiter.refused[0].paragraph == "§10.4"
    assert stored(context).on_time is False
    assert context.undo_stack.count() == 0


def test_an_empty_sheet_is_refused_before_the_clock_asks(
    presenter: EntryPresenter, context: TournamentContext, arbiter: Arbiter
) -> None:
    RoundClock.of(context).start()

    assert not presenter.stop_on_time()

    assert [type(error) for error in arbiter.refused] == [NothingToStopError]
    assert arbiter.asked == []
    assert stored(context).on_time is False


def test_the_clock_with_time_left_asks_first(
    presenter: EntryPresenter, context: TournamentContext, arbiter: Arbiter
) -> None:
    now = [1000.0]
    clock = RoundClock.of(context, now=lambda: now[0])
    presenter.type_text("A 110 c 117 b")
    assert presenter.submit()
    clock.start()
    now[0] += 12.5  # 30:00 less 12.5 s: 29:48 shown

    arbiter.answer = False
    assert not presenter.stop_on_time()
    assert [q.text for q in arbiter.asked] == [
        "Le chrono du tour indique encore 29:48. Marquer la partie arrêtée au temps ?"
    ]
    assert stored(context).on_time is False

    arbiter.answer = True
    assert presenter.stop_on_time()
    assert stored(context).on_time is True

    # Taking the mark back asks nothing.
    assert presenter.stop_on_time()
    assert (len(arbiter.asked), stored(context).on_time) == (2, False)


def test_at_the_bell_the_partie_is_marked_without_a_question(
    presenter: EntryPresenter, context: TournamentContext, arbiter: Arbiter
) -> None:
    now = [1000.0]
    clock = RoundClock.of(context, now=lambda: now[0])
    presenter.type_text("A 110 c 117 b")
    assert presenter.submit()
    clock.start()
    now[0] += 30 * 60

    assert presenter.stop_on_time()
    assert arbiter.asked == []
    assert stored(context).on_time is True


def help_rules(page: EntryPage) -> str:
    """The rules line of the help F1 opens."""
    help = ShorthandHelp(page.guide, page)
    lines = [label.text() for label in help.findChildren(QLabel) if "Règles" in label.text()]
    help.deleteLater()
    return " ".join(lines)


def test_f1_says_the_duration_of_a_partie_played_on_time(
    qtbot: QtBot, context: TournamentContext
) -> None:
    page = EntryPage(context)
    qtbot.addWidget(page)
    assert "Partie en 2000 points, au temps : 30 min." in help_rules(page)

    settings = replace(lifecycle.get_settings(context.database), partie_minutes=None)
    lifecycle.update_settings(context.database, settings=settings, who=WHO)
    context.look_elsewhere()  # written as another station would: followed by the page
    text = help_rules(page)
    assert "Partie en 2000 points." in text and "au temps" not in text
