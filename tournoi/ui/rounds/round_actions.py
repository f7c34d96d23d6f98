"""What the Rounds page's actions do: draw the next round, swap two teams, cancel, plan the rounds.

Each ends in one command of :mod:`tournoi.ui.rounds.commands` pushed on the
undo stack, most through a dialog of :mod:`tournoi.ui.rounds.round_dialogs`;
what was done is said below the tables.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog

from engine import UserError
from tournoi.services import check_in, fees, teams, tournaments, withdrawals
from tournoi.services.draws import DrawMethod
from tournoi.services.scores import TeamRef
from tournoi.ui.rounds.commands import CancelDraw, DrawRound, SetRounds, StartFinals, SwapTeams
from tournoi.ui.rounds.finals_dialog import FinalsChoice, FinalsDialog
from tournoi.ui.rounds.round_dialogs import (
    DrawChoice,
    DrawDialog,
    DrawField,
    RoundsCountDialog,
    SwapDialog,
)
from tournoi.ui.rounds.round_summary import method_text
from tournoi.ui.widgets import confirm, show_error

if TYPE_CHECKING:
    from tournoi.ui.rounds.page import RoundsPage


class RoundActions:
    """The arbiter's actions on the rounds ``page`` shows."""

    def __init__(self, page: RoundsPage) -> None:
        self.page = page
        self.context = page.context

    def draw_next(self) -> None:
        """The draw dialog: round 1 by lot, the next ones Swiss by default."""
        number = self._next_round()
        method = DrawMethod.RANDOM if number == 1 else DrawMethod.SWISS
        database = self.context.database
        settings = tournaments.get_settings(database)
        refs = {team.number: team for team in self._teams()}
        field = DrawField(
            absent=[refs[n] for n in check_in.absent_teams(database)] if number == 1 else [],
            unpaid=[refs[n] for n in fees.unpaid_drawn(database, round_number=number)],
            forfeit_losers=withdrawals.forfeit_losers(database) if number > 1 else [],
            avoid_clubs=settings.avoid_same_club,
            club_rounds=settings.club_rounds,
        )
        dialog = DrawDialog(self._draw, number=number, method=method, field=field, parent=self.page)
        self.page.dialogs.open(dialog)

    def start_finals(self) -> None:
        """The finals' dialog: after the last round drawn, which must be finished."""
        dialog = FinalsDialog(
            self._start_finals, after_round=self._next_round() - 1, parent=self.page
        )
        self.page.dialogs.open(dialog)
        # After the page's own handler, which gives the focus back to the tables.
        dialog.finished.connect(self._finals_closed)

    def change_rounds(self) -> None:
        planned = tournaments.get_settings(self.context.database).rounds
        rounds = self.page.rounds
        dialog = RoundsCountDialog(
            lambda count: self._set_rounds(planned, count),
            rounds=planned,
            drawn=rounds[-1].number if rounds else 0,
            parent=self.page,
        )
        self.page.dialogs.open(dialog)

    def swap(self) -> None:
        view = self.page.shown_round()
        if view is None:
            return
        table = QCoreApplication.translate("RoundsPage", "table {n}")
        places = [(t.a, table.format(n=t.table)) for t in view.tables]
        places += [(t.b, table.format(n=t.table)) for t in view.tables]
        if view.bye is not None:
            places.append((view.bye, QCoreApplication.translate("RoundsPage", "exempte")))
        places.sort(key=lambda place: place[0].number)
        dialog = SwapDialog(
            lambda first, second: self._swap(view.number, first, second),
            round_number=view.number,
            places=places,
            chosen=[team.number for team in self.page.selected_teams()],
            parent=self.page,
        )
        self.page.dialogs.open(dialog)

    def cancel_draw(self) -> None:
        view = self.page.shown_round()
        if view is None:
            return
        question = QCoreApplication.translate(
            "RoundsPage",
            "Annuler le tirage du tour {number} ? Ses tables sont effacées. "
            "« Annuler » dans le menu Édition (Ctrl+Z) refait le même tirage "
            "(même méthode, même graine), sans les échanges faits à la main.",
        ).format(number=view.number)
        title = QCoreApplication.translate("RoundsPage", "Annuler le tirage")
        if not confirm(self.page, title, question):
            return
        try:
            self.context.push(CancelDraw(self.context, view))
        except UserError as error:
            show_error(self.page, error)
            return
        self.page.say(
            QCoreApplication.translate("RoundsPage", "Tirage du tour {number} annulé.").format(
                number=view.number
            )
        )

    # What the dialogs call

    def _finals_closed(self, result: int) -> None:
        if result == QDialog.DialogCode.Accepted:
            self.page.show_bracket()

    def _start_finals(self, choice: FinalsChoice) -> None:
        command = StartFinals(
            self.context,
            number=self._next_round(),
            qualified=choice.qualified,
            consolante=choice.consolante,
        )
        self.context.push(command)
        view = command.round
        assert view is not None
        self.page.say(
            QCoreApplication.translate(
                "RoundsPage", "Phase finale tirée : tour {number}, {tables} tables."
            ).format(number=view.number, tables=len(view.tables))
        )

    def _draw(self, choice: DrawChoice) -> None:
        command = DrawRound(
            self.context,
            number=self._next_round(),
            method=choice.method,
            seed=choice.seed,
            withdraw=choice.withdraw,
            avoid_clubs=choice.avoid_clubs,
        )
        self.context.push(command)
        view = command.round
        assert view is not None
        method = method_text(view.method, view.seed)
        text = QCoreApplication.translate("RoundsPage", "Tour {number} tiré ({method}).").format(
            number=view.number, method=method[:1].lower() + method[1:]
        )
        if view.seed is not None:
            text += " " + QCoreApplication.translate(
                "RoundsPage", "La graine {seed} refait ce même tirage."
            ).format(seed=view.seed)
        if view.withdrawn:
            names = ", ".join(str(team.number) for team in view.withdrawn)
            text += " " + QCoreApplication.translate(
                "RoundsPage", "Équipes retirées : {teams}."
            ).format(teams=names)
        self.page.say(text)
        self.page.show_tables()

    def _set_rounds(self, before: int, after: int) -> None:
        self.context.push(SetRounds(self.context, before=before, after=after))
        self.page.say(
            QCoreApplication.translate(
                "RoundsPage", "Le tournoi compte maintenant {count} tours (Ctrl+Z pour annuler)."
            ).format(count=after)
        )
        self.page.show_selected()

    def _swap(self, round_number: int, first: int, second: int) -> None:
        self.context.push(
            SwapTeams(self.context, round_number=round_number, first=first, second=second)
        )
        self.page.say(
            QCoreApplication.translate(
                "RoundsPage", "Équipes {first} et {second} échangées (Ctrl+Z pour annuler)."
            ).format(first=first, second=second)
        )

    def _next_round(self) -> int:
        rounds = self.page.rounds
        return rounds[-1].number + 1 if rounds else 1

    def _teams(self) -> list[TeamRef]:
        return [TeamRef(t.number, t.name) for t in teams.list_teams(self.context.database)]
