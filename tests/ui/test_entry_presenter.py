"""The entry screen's presenter alone: no widget, no QApplication, a real tournament file.

Each test calls the presenter as the page does (what is typed, Enter, Delete,
the side buttons) and checks what it then holds and what the database holds.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from engine import FFB_CONTREE, Partie, PerTeam, Rules, Team, UserError
from engine.notation import format_donne, parse_donne
from tests.factories import random_sheet
from tests.ui.conftest import WHO, make_tournament
from tournoi.services import scores
from tournoi.services.scores import PartieState, SheetView
from tournoi.services.tables import entry as table_entry
from tournoi.services.tables import links as table_links
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry.editing import Editing, Mode
from tournoi.ui.entry.presenter import EntryPresenter
from tournoi.ui.entry.questions import Question
from tournoi.ui.entry.state import Notice, Part
from tournoi.ui.entry.verdict import Verdict

RULES = Rules(target=1000)
WHOLE_PARTIE = [
    "A 110 c 117 b",  # A 140, B 50
    "B 80 p 100",  # A 60, B 100
    "-",
    "A 120 k x 130",  # contré made: A 320
    "B capot t cap",  # B 500
    "A capot p x cap",  # contré capot made: A 1000, over
]


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


def open_context(path: Path, rules: Rules = RULES) -> TournamentContext:
    context = TournamentContext(make_tournament(path, rules=rules), who=WHO)
    # No event loop here: the others' changes are announced by look_elsewhere() when a test
    # needs them.
    context.watch_timer.stop()
    return context


@pytest.fixture
def context(tmp_path: Path) -> Iterator[TournamentContext]:
    """Eight teams, round 1 drawn (tables 1 to 4), contrée to 1000 points."""
    opened = open_context(tmp_path / "saint-martin.tournoi")
    yield opened
    opened.close()


@pytest.fixture
def arbiter() -> Arbiter:
    return Arbiter()


@pytest.fixture
def parts() -> list[Part]:
    return []


@pytest.fixture
def presenter(context: TournamentContext, arbiter: Arbiter, parts: list[Part]) -> EntryPresenter:
    shown = EntryPresenter(context, arbiter)
    shown.changed.connect(parts.append)
    shown.start()
    return shown


def stored(context: TournamentContext, table: int = 1) -> SheetView:
    return scores.sheet(context.database, round_number=1, table=table)


def enter(presenter: EntryPresenter, text: str) -> bool:
    presenter.type_text(text)
    return presenter.submit()


def shown(presenter: EntryPresenter) -> SheetView:
    assert presenter.sheet is not None
    return presenter.sheet


def test_it_starts_on_the_first_table_of_the_newest_round_ready_to_type(
    presenter: EntryPresenter, parts: list[Part]
) -> None:
    assert (presenter.choice.round, sorted(presenter.choice.rounds)) == (1, [1])
    assert presenter.choice.tables() == [1, 2, 3, 4]
    assert (shown(presenter).round, shown(presenter).table, shown(presenter).lines) == (1, 1, ())
    assert (presenter.text, presenter.editing) == ("", Editing())
    assert presenter.verdict is Verdict.EMPTY
    assert presenter.verdict_html == (
        "Tapez la donne 1 puis Entrée, ou les deux totaux de la feuille (« 2070 1290 »)."
    )
    assert Part.ROUNDS in parts and Part.TABLE in parts and parts[-1] is Part.NOTICE
    assert parts.index(Part.SHEET) < parts.index(Part.TABLE) < parts.index(Part.FOCUS)


def test_a_donne_typed_is_judged_then_recorded_then_undone(
    presenter: EntryPresenter, context: TournamentContext, parts: list[Part]
) -> None:
    presenter.type_text("A 110 c")
    assert presenter.verdict is Verdict.INCOMPLETE
    presenter.type_text("A 110 c 117 b")
    assert presenter.verdict is Verdict.OK
    assert presenter.verdict_html == (
        "A prend à 110 cœur : 117 points, belote A. <b>→ fait : A 140, B 50</b> · totaux 140 – 50"
    )
    parts.clear()
    assert presenter.submit()
    assert [line.marks for line in stored(context).lines] == [PerTeam(140, 50)]
    assert shown(presenter).totals == PerTeam(140, 50)
    assert (presenter.text, presenter.editing, presenter.row) == ("", Editing(), None)
    assert presenter.verdict_html == "Tapez la donne 2 puis Entrée."
    assert {Part.SHEET, Part.TEXT, Part.FOCUS, Part.ROW} <= set(parts)
    context.undo_stack.undo()
    assert stored(context).lines == () and shown(presenter).lines == ()
    context.undo_stack.redo()
    assert shown(presenter).totals == PerTeam(140, 50)


def test_a_whole_random_partie_gives_the_engine_s_totals(
    presenter: EntryPresenter, context: TournamentContext
) -> None:
    donnes = random_sheet(random.Random(25), RULES)
    for donne in donnes:
        assert enter(presenter, format_donne(donne)), presenter.verdict_html
    expected = Partie(RULES, donnes).totals
    assert shown(presenter).totals == expected == stored(context).totals
    assert shown(presenter).over and len(shown(presenter).lines) == len(donnes)
    assert presenter.verdict_html == (
        "La partie est terminée. Entrée sur une donne (↑) pour la corriger."
    )


def test_a_refused_donne_is_said_on_the_line_and_nothing_is_stored(
    presenter: EntryPresenter, context: TournamentContext
) -> None:
    presenter.type_text("A 85 c 117")
    assert presenter.verdict is Verdict.ERROR
    assert not presenter.submit()
    assert presenter.verdict is Verdict.ERROR and "85" in presenter.verdict_html
    assert presenter.text == "A 85 c 117"  # kept, to be corrected
    assert stored(context).lines == ()


def test_a_correction_replaces_the_donne_and_selects_it(
    presenter: EntryPresenter, context: TournamentContext
) -> None:
    for line in WHOLE_PARTIE[:3]:
        assert enter(presenter, line)
    assert presenter.start_correction(0)
    assert presenter.editing == Editing(Mode.CORRECT, 1)
    assert presenter.text == format_donne(parse_donne("A 110 c 117 b", variant=RULES.variant))
    assert presenter.row == 0
    assert enter(presenter, "A 110 c 127 b")
    assert stored(context).lines[0].donne.points == 127
    assert (presenter.editing, presenter.row, presenter.text) == (Editing(), 0, "")
    assert not presenter.start_correction(3)  # past the sheet
    assert presenter.editing == Editing()


def test_an_insertion_goes_before_the_donne_and_escape_gives_it_up(
    presenter: EntryPresenter, context: TournamentContext
) -> None:
    for line in WHOLE_PARTIE[:2]:
        assert enter(presenter, line)
    assert presenter.start_insertion(1)
    assert presenter.editing == Editing(Mode.INSERT, 2)
    presenter.type_text("B 90 k 100")
    presenter.cancel_editing()
    assert (presenter.editing, presenter.text, presenter.row) == (Editing(), "", 1)
    assert len(stored(context).lines) == 2
    assert presenter.start_insertion(1)
    assert enter(presenter, "-")
    assert [line.donne.taker for line in stored(context).lines] == [Team.A, None, Team.B]


def test_a_deletion_is_asked_first(
    presenter: EntryPresenter, context: TournamentContext, arbiter: Arbiter
) -> None:
    for line in WHOLE_PARTIE[:3]:
        assert enter(presenter, line)
    arbiter.answer = False
    assert not presenter.delete_row(0)
    assert len(stored(context).lines) == 3
    assert arbiter.asked[0].text.startswith("Supprimer la donne 1 (A prend à 110 cœur")
    assert arbiter.asked[0].anyway == ""
    arbiter.answer = True
    assert presenter.delete_row(2)
    assert [line.donne.taker for line in stored(context).lines] == [Team.A, Team.B]
    assert presenter.row == 1
    assert not presenter.delete_row(5)


def test_a_signed_sheet_is_changed_only_when_the_arbiter_says_so(
    presenter: EntryPresenter, context: TournamentContext, arbiter: Arbiter
) -> None:
    for line in WHOLE_PARTIE:
        assert enter(presenter, line)
    link = next(
        link
        for link in table_links.issue_links(context.database, round_number=1, who="Marie")
        if link.table == 1
    )
    version = table_entry.open_sheet(context.database, secret=link.secret).sheet.version
    table_entry.sign(
        context.database, secret=link.secret, submission="envoi-0001", team=Team.A,
        version=version,
    )  # fmt: skip
    presenter.reload_sheet()
    arbiter.answer = False
    assert presenter.start_correction(1)
    assert not enter(presenter, "B 80 p 110")
    assert arbiter.asked[-1].title == "Feuille signée"
    assert arbiter.asked[-1].anyway == "&Changer quand même"
    assert stored(context).lines[1].donne.points == 100
    arbiter.answer = True
    assert presenter.submit()
    assert stored(context).lines[1].donne.points == 110


def test_another_station_s_donne_first_refuses_ours_and_shows_theirs(
    presenter: EntryPresenter, context: TournamentContext
) -> None:
    scores.record_donne(
        context.database, round_number=1, table=1, donne=parse_donne("B 80 p 100", variant=RULES.variant),
        who="Autre poste", version=shown(presenter).version,
    )  # fmt: skip
    assert not enter(presenter, "A 110 c 117 b")
    assert presenter.verdict is Verdict.ERROR
    assert [line.donne.taker for line in shown(presenter).lines] == [Team.B]
    assert [line.donne.taker for line in stored(context).lines] == [Team.B]
    assert presenter.submit()  # the line was kept: Enter again puts it after theirs
    assert [line.donne.taker for line in stored(context).lines] == [Team.B, Team.A]


def test_the_paper_check_then_the_validation_asked_when_it_differs(
    presenter: EntryPresenter, context: TournamentContext, arbiter: Arbiter
) -> None:
    for line in WHOLE_PARTIE:
        assert enter(presenter, line)
    computed = stored(context).totals
    verification = presenter.check_paper(PerTeam(computed.a + 20, computed.b))
    assert verification is not None and not verification.matches
    assert presenter.verification == verification
    assert presenter.suspects and presenter.suspects <= {1, 2, 3, 4, 5, 6}
    arbiter.answer = False
    assert not presenter.validate()
    assert arbiter.asked[-1].title == "Totaux de la feuille différents"
    assert stored(context).state is PartieState.FINISHED
    arbiter.answer = True
    assert presenter.validate()
    assert stored(context).state is PartieState.VALIDATED
    assert shown(presenter).table == 2  # on to the next table not finished
    assert presenter.notice == Notice("Table 1 validée.")


def test_a_refused_side_button_is_given_to_the_arbiter(
    presenter: EntryPresenter, context: TournamentContext, arbiter: Arbiter
) -> None:
    assert enter(presenter, WHOLE_PARTIE[0])
    assert not presenter.unlock("erreur de saisie")  # not validated: nothing to unlock
    assert len(arbiter.refused) == 1 and arbiter.refused[0].message
    assert stored(context).state is PartieState.IN_PROGRESS


def test_the_table_field_finds_a_team_or_says_why_not(presenter: EntryPresenter) -> None:
    seat_of_3 = next(
        t.table for t in presenter.choice.rounds[1].tables if 3 in (t.a.number, t.b.number)
    )
    assert presenter.go_to("e3")
    assert shown(presenter).table == seat_of_3
    assert presenter.notice.text.startswith("Équipe 3 « ")
    assert not presenter.go_to("e42")
    assert presenter.notice == Notice("L'équipe 42 ne joue pas au tour 1.", error=True)
    assert not presenter.go_to("9")
    assert presenter.notice.error and shown(presenter).table == seat_of_3
    assert presenter.go_to("4")
    presenter.step_table(1)
    assert (shown(presenter).table, presenter.notice) == (4, Notice("C'est la dernière table."))
    presenter.step_table(-1)
    assert shown(presenter).table == 3


def test_totals_alone_move_on_to_the_next_table(tmp_path: Path, arbiter: Arbiter) -> None:
    context = open_context(tmp_path / "ffb.tournoi", FFB_CONTREE)
    try:
        presenter = EntryPresenter(context, arbiter)
        presenter.start()
        assert enter(presenter, "2070 1290")
        assert stored(context).recorded == PerTeam(2070, 1290)
        assert shown(presenter).table == 2
        assert presenter.notice == Notice("Table 1 : totaux 2070 – 1290 enregistrés.")
    finally:
        context.close()


def test_the_rules_changed_by_another_station_are_followed(
    presenter: EntryPresenter, context: TournamentContext, parts: list[Part]
) -> None:
    settings = tournaments.get_settings(context.database)
    parts.clear()
    tournaments.update_settings(
        context.database, settings=replace(settings, rules=Rules(target=2000)), who="Autre poste"
    )
    context.look_elsewhere()
    assert presenter.settings.rules.target == 2000
    assert parts.index(Part.RULES) < parts.index(Part.SHEET)
    assert enter(presenter, "A capot p x cap")  # 1000: no longer the end of the partie
    assert not shown(presenter).over


def test_stopped_on_time_is_one_undo_step(
    presenter: EntryPresenter, context: TournamentContext
) -> None:
    assert enter(presenter, "A 110 c 117 b")  # A 140, B 50: the target of 1000 far off
    assert not stored(context).over
    assert presenter.stop_on_time()
    sheet = stored(context)
    assert (sheet.over, sheet.winner, sheet.on_time) == (True, Team.A, True)
    assert shown(presenter).on_time and shown(presenter).state is PartieState.FINISHED
    assert "(arrêtée au temps)" in shown(presenter).result
    context.undo_stack.undo()
    assert (stored(context).over, stored(context).on_time) == (False, False)
    assert not shown(presenter).on_time
    context.undo_stack.redo()
    assert stored(context).on_time and shown(presenter).winner is Team.A
