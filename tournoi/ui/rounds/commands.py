"""The Rounds page's undoable actions: one command per action, each step calling one service."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from tournoi.services import draws
from tournoi.services import settings as settings_service
from tournoi.services.draws import DrawMethod, RoundView
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.finals import Consolante
from tournoi.services.finals.tie_break import set_tie_break
from tournoi.services.settings import KnockoutTie
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
from tournoi.ui.undo import ReplaceCommand, ServiceCommand


class DrawRound(ServiceCommand):
    """Draw the next round; undo cancels it (the teams it withdrew registered again), redo
    draws it again with the same method and seed."""

    change = Area.ROUNDS

    def __init__(
        self,
        context: TournamentContext,
        *,
        number: int,
        method: DrawMethod,
        seed: int | None,
        withdraw: Sequence[int] = (),
        avoid_clubs: bool | None = None,
    ) -> None:
        """``avoid_clubs``: the club option for this draw and the next (``None`` keeps it)."""
        text = QCoreApplication.translate("RoundsPage", "Tirer le tour {number}")
        super().__init__(context, text.format(number=number))
        self.method = method
        self.seed = seed
        self.withdraw = tuple(withdraw)
        self.avoid_clubs = avoid_clubs
        self.round: RoundView | None = None

    def apply(self) -> None:
        self.round = draws.draw_round(
            self.context.database,
            method=self.method,
            seed=self.seed,
            withdraw=self.withdraw,
            avoid_clubs=self.avoid_clubs,
            who=self.context.who,
        )
        # A seed chosen at random is kept, so that redo makes the very same draw.
        self.method, self.seed = self.round.method, self.round.seed

    def revert(self) -> None:
        assert self.round is not None
        draws.cancel_draw(
            self.context.database,
            round_number=self.round.number,
            reinstate=[team.number for team in self.round.withdrawn],
            who=self.context.who,
        )


class StartFinals(ServiceCommand):
    """Seed the finals and draw their first stage; undo cancels that round's draw, redo draws
    it again from the seeds kept."""

    change = Area.ROUNDS

    def __init__(
        self,
        context: TournamentContext,
        *,
        number: int,
        qualified: int,
        consolante: Consolante,
        tie_break: KnockoutTie,
    ) -> None:
        text = QCoreApplication.translate("RoundsPage", "Tirer la phase finale (tour {number})")
        super().__init__(context, text.format(number=number))
        self.qualified = qualified
        self.consolante = consolante
        self.tie_break = tie_break
        self.round: RoundView | None = None

    def apply(self) -> None:
        if self.round is None:
            self.round = start_finals(
                self.context.database, qualified=self.qualified, consolante=self.consolante,
                who=self.context.who, tie_break=self.tie_break,
            )  # fmt: skip
            return
        self.round = draws.draw_round(
            self.context.database, method=DrawMethod.FINALE, who=self.context.who
        )

    def revert(self) -> None:
        assert self.round is not None
        draws.cancel_draw(
            self.context.database, round_number=self.round.number, who=self.context.who
        )


class SetTieBreak(ReplaceCommand[KnockoutTie]):
    """Change the finals' tie-break; undo puts the former one back (while no partie of the
    finals has a donne, as the change itself)."""

    change = Area.ROUNDS

    def __init__(
        self, context: TournamentContext, *, before: KnockoutTie, after: KnockoutTie
    ) -> None:
        text = QCoreApplication.translate("RoundsPage", "Changer le départage de la phase finale")
        super().__init__(context, text, before=before, after=after)

    def write(self, saved: KnockoutTie, *, instead_of: KnockoutTie) -> None:
        set_tie_break(self.context.database, chosen=saved, who=self.context.who)


class SetRounds(ReplaceCommand[int]):
    """Change the number of rounds; undo puts the former number back."""

    change = Area.SETTINGS

    def __init__(self, context: TournamentContext, *, before: int, after: int) -> None:
        text = QCoreApplication.translate("RoundsPage", "Passer à {count} tours")
        super().__init__(context, text.format(count=after), before=before, after=after)

    def write(self, saved: int, *, instead_of: int) -> None:
        settings_service.set_rounds(self.context.database, rounds=saved, who=self.context.who)


class SwapTeams(ServiceCommand):
    """Exchange the places of two teams of a round; undo exchanges them back."""

    change = Area.ROUNDS

    def __init__(
        self,
        context: TournamentContext,
        *,
        round_number: int,
        first: int,
        second: int,
        text: str | None = None,
    ) -> None:
        """``text``: what the Édition menu says of it, if not the teams' numbers (a mêlée's
        pairs are said by their players)."""
        said = QCoreApplication.translate(
            "RoundsPage", "Échanger les équipes {first} et {second} (tour {number})"
        ).format(first=first, second=second, number=round_number)
        super().__init__(context, said if text is None else text)
        self.round_number = round_number
        self.first = first
        self.second = second
        self.round: RoundView | None = None

    def apply(self) -> None:
        self.round = self._swap()

    def revert(self) -> None:
        self.round = self._swap()

    def _swap(self) -> RoundView:
        return draws.swap_teams(
            self.context.database,
            round_number=self.round_number,
            first=self.first,
            second=self.second,
            who=self.context.who,
        )


class CancelDraw(ServiceCommand):
    """Erase the last round's draw; undo draws it again (same method and seed, no manual swap)."""

    change = Area.ROUNDS

    def __init__(self, context: TournamentContext, cancelled: RoundView) -> None:
        text = QCoreApplication.translate("RoundsPage", "Annuler le tirage du tour {number}")
        super().__init__(context, text.format(number=cancelled.number))
        self.cancelled = cancelled

    def apply(self) -> None:
        draws.cancel_draw(
            self.context.database, round_number=self.cancelled.number, who=self.context.who
        )

    def revert(self) -> None:
        draws.draw_round(
            self.context.database,
            method=self.cancelled.method,
            seed=self.cancelled.seed,
            who=self.context.who,
        )
