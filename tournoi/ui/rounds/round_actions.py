"""The dialogs of the Rounds page's actions: draw the next round, swap two teams, cancel, plan.

Each asks what to do (a dialog of :mod:`tournoi.ui.rounds.round_dialogs`, or
a question), then the presenter (:mod:`tournoi.ui.rounds.presenter`) does it
as one command on the undo stack and says what was done.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from engine import UserError
from tournoi.services.draws import DrawMethod, withdrawals
from tournoi.services.finals.tie_break import lock as tie_break_lock
from tournoi.services.melee.pairs import pair_words
from tournoi.services.scores import TeamRef
from tournoi.services.teams import check_in, fees
from tournoi.services.teams import players as melee_players
from tournoi.services.teams import registration as teams
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.ui.page_dialog import PageDialog
from tournoi.ui.rounds.finals_dialog import FinalsDialog
from tournoi.ui.rounds.presenter import RoundsPresenter
from tournoi.ui.rounds.round_dialogs import DrawDialog, DrawField, RoundsCountDialog, SwapDialog
from tournoi.ui.rounds.stage_dialog import StageDialog
from tournoi.ui.rounds.tie_break_dialog import TieBreakDialog
from tournoi.ui.widgets import confirm, show_error


class RoundActions:
    """The dialogs of ``presenter``'s actions, over ``parent``, one at a time (``dialogs``);
    ``selected`` gives the teams chosen in the tables, for a swap."""

    def __init__(
        self,
        presenter: RoundsPresenter,
        parent: QWidget,
        dialogs: PageDialog,
        selected: Callable[[], list[TeamRef]],
    ) -> None:
        self.presenter = presenter
        self.context = presenter.context
        self.parent = parent
        self.dialogs = dialogs
        self.selected = selected

    def draw_next(self) -> None:
        """The draw dialog: round 1 by lot, the next ones Swiss by default; a mêlée's at once;
        a stage of the finals says what it draws and asks nothing."""
        number = self.presenter.next_round
        if melee_players.is_melee(self.context.database):
            try:
                self.presenter.draw_melee()
            except UserError as error:
                show_error(self.parent, error)
            return
        finals = self.presenter.finals
        if finals is not None and finals.drawn_stages:  # the bracket decides: nothing to choose
            words = finals.stage_words(finals.drawn_stages + 1)
            stage = StageDialog(self.presenter.draw, number=number, words=words, parent=self.parent)
            self.dialogs.open(stage)
            return
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
        dialog = DrawDialog(
            self.presenter.draw, number=number, method=method, field=field, parent=self.parent
        )
        self.dialogs.open(dialog)

    def start_finals(self) -> None:
        """The finals' dialog: after the last round drawn, which must be finished."""
        playing = [
            team for team in teams.list_teams(self.context.database) if team.withdrawn_after is None
        ]
        dialog = FinalsDialog(
            self.presenter.start_finals,
            after_round=self.presenter.next_round - 1,
            teams=len(playing),
            tie_break=tournaments.get_settings(self.context.database).knockout_tie,
            parent=self.parent,
        )
        self.dialogs.open(dialog)

    def change_tie_break(self) -> None:
        """The finals' tie-break: changed while no partie of the finals has a donne."""
        finals_now = self.presenter.finals
        if finals_now is None:
            return
        dialog = TieBreakDialog(
            lambda chosen: self.presenter.set_tie_break(finals_now.tie_break, chosen),
            chosen=finals_now.tie_break,
            locked=tie_break_lock(self.context.database),
            parent=self.parent,
        )
        self.dialogs.open(dialog)

    def change_rounds(self) -> None:
        planned = tournaments.get_settings(self.context.database).rounds
        rounds = self.presenter.rounds
        dialog = RoundsCountDialog(
            lambda count: self.presenter.set_rounds(planned, count),
            rounds=planned,
            drawn=rounds[-1].number if rounds else 0,
            parent=self.parent,
        )
        self.dialogs.open(dialog)

    def swap(self) -> None:
        shown = self.presenter.shown
        if shown is None:
            return
        view = shown.view
        table = QCoreApplication.translate("RoundsPage", "table {n}")
        places = [(t.a, table.format(n=t.table)) for t in view.tables]
        places += [(t.b, table.format(n=t.table)) for t in view.tables]
        pairs = {number: pair_words(seated) for number, seated in shown.pairs.items()}
        # A mêlée's exempt players are no pair: they never swap with one.
        if view.bye is not None and not pairs:
            places.append((view.bye, QCoreApplication.translate("RoundsPage", "exempte")))
        places.sort(key=lambda place: place[0].number)
        dialog = SwapDialog(
            lambda first, second: self.presenter.swap(view.number, first, second),
            round_number=view.number,
            places=places,
            chosen=[team.number for team in self.selected()],
            pairs=pairs,
            parent=self.parent,
        )
        self.dialogs.open(dialog)

    def cancel_draw(self) -> None:
        shown = self.presenter.shown
        if shown is None:
            return
        view = shown.view
        question = QCoreApplication.translate(
            "RoundsPage",
            "Annuler le tirage du tour {number} ? Ses tables sont effacées. "
            "« Annuler » dans le menu Édition (Ctrl+Z) refait le même tirage "
            "(même méthode, même graine), sans les échanges faits à la main.",
        ).format(number=view.number)
        title = QCoreApplication.translate("RoundsPage", "Annuler le tirage")
        if not confirm(self.parent, title, question):
            return
        try:
            self.presenter.cancel_draw(view)
        except UserError as error:
            show_error(self.parent, error)

    def _teams(self) -> list[TeamRef]:
        return [TeamRef(t.number, t.name) for t in teams.list_teams(self.context.database)]
