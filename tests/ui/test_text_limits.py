"""The window's fields stop where the services' limits are, and show the services' refusals.

The team dialog and the identity form (the wizard's first page, the settings
dialog's) take their maximum lengths from :data:`tournoi.files.text.LIMITS`;
the format and ranking forms' spin boxes take their bounds from the engine's
:class:`Rules` and the tournament's settings.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from engine.rules import MAX_DONNES, MAX_TARGET
from tests.ui.keyboard import type_text
from tournoi.files.text import LIMITS, Text
from tournoi.services.settings import MAX_BYE_MARKS, MAX_ROUNDS
from tournoi.services.teams import registration as teams
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry.dialogs import UnlockDialog
from tournoi.ui.rounds.round_dialogs import RoundsCountDialog
from tournoi.ui.settings.format import FormatForm
from tournoi.ui.settings.identity import IdentityForm
from tournoi.ui.settings.ranking import RankingForm
from tournoi.ui.teams import TeamsPage
from tournoi.ui.teams.team_dialog import TeamDialog
from tournoi.ui.widgets import french


def test_the_identity_form_stops_at_the_limits(qtbot: QtBot) -> None:
    form = IdentityForm()
    qtbot.addWidget(form)
    type_text(form.name_edit, "Concours de la Saint-Sylvestre " * 4)
    type_text(form.place_edit, "Salle des fêtes " * 10)
    assert len(form.name_edit.text()) == LIMITS[Text.TOURNAMENT_NAME].length == 80
    assert [
        edit.maxLength() for edit in (form.place_edit, form.organiser_edit, form.arbiter_edit)
    ] == [80, 80, 80]


def test_the_format_and_ranking_forms_take_the_bounds_of_the_services(qtbot: QtBot) -> None:
    form = FormatForm()
    ranking = RankingForm()
    qtbot.addWidget(form)
    qtbot.addWidget(ranking)
    assert (form.rounds_spin.maximum(), form.donnes_spin.maximum()) == (MAX_ROUNDS, MAX_DONNES)
    validator = form.target_combo.validator()
    assert isinstance(validator, QIntValidator)
    assert validator.top() == MAX_TARGET
    assert ranking.fixed_spin.maximum() == MAX_BYE_MARKS


def test_the_team_dialog_stops_at_the_limits_and_shows_a_refused_character(
    qtbot: QtBot, context: TournamentContext
) -> None:
    page = TeamsPage(context)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    with qtbot.waitActive(page):
        page.show()
        page.activateWindow()
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_Insert)
    dialog = page.dialog
    assert isinstance(dialog, TeamDialog)
    first, second = dialog.players
    type_text(first.first_name, "Marie-Christine-Adélaïde-Joséphine-Eugénie")
    type_text(first.surname, "DUPONT")
    type_text(first.licence, "0123456789" * 3)
    type_text(second.first_name, "Paul")
    # Pasted from a spreadsheet, a tab and all.
    second.surname.setText("MARTIN\tRennes")
    assert len(first.first_name.text()) == 40
    assert first.licence.text() == "01234567890123456789"
    assert dialog.name.maxLength() == 90

    qtbot.keyClick(second.surname, Qt.Key.Key_Return)

    assert dialog.isVisible()
    assert dialog.error.text() == (
        "Nom (joueur 2) : une tabulation (7e caractère) n'est pas permise : le texte tient sur une ligne."
    )
    assert len(teams.list_teams(context.database)) == 8
    second.surname.setText("MARTIN")
    qtbot.keyClick(second.surname, Qt.Key.Key_Return)
    assert not dialog.isVisible(), dialog.error.text()
    assert teams.get_team(context.database, number=9).players[0].licence == "01234567890123456789"


def test_the_unlock_reason_and_the_rounds_count_stop_at_the_limits(qtbot: QtBot) -> None:
    unlock = UnlockDialog(3)
    qtbot.addWidget(unlock)
    type_text(unlock.reason, "erreur de report " * 20)
    assert len(unlock.reason.text()) == LIMITS[Text.DECISION].length
    count = RoundsCountDialog(lambda _rounds: None, rounds=5, drawn=2)
    qtbot.addWidget(count)
    assert (count.count.minimum(), count.count.maximum()) == (2, MAX_ROUNDS)


def test_the_rounds_count_dialog_says_one_round_drawn_in_the_singular(qtbot: QtBot) -> None:
    """« pas moins que les 1 tours déjà tirés » was written."""
    dialog = RoundsCountDialog(lambda _rounds: None, rounds=5, drawn=1)
    qtbot.addWidget(dialog)
    said = [label.text() for label in dialog.findChildren(QLabel) if "déjà" in label.text()]
    assert said == [french("Moins de tours si des joueurs partent ou si l'heure tourne, plus s'il "
                           "reste du temps : pas moins que 1 tour déjà tiré.")]  # fmt: skip
