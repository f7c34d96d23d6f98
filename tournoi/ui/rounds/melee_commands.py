"""A mêlée's draws as undoable actions: the pairs and tables drawn, or cancelled with their pairs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournoi.services.draws.melee_views import MeleeRoundView
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
from tournoi.ui.undo import ServiceCommand


class DrawMeleeRound(ServiceCommand):
    """Draw the next round of a mêlée; undo cancels it, redo draws it again with the same seed."""

    change = Area.ROUNDS

    def __init__(self, context: TournamentContext, *, number: int) -> None:
        text = QCoreApplication.translate("RoundsPage", "Tirer le tour {number}")
        super().__init__(context, text.format(number=number))
        self.seed: int | None = None
        self.round: MeleeRoundView | None = None

    def apply(self) -> None:
        from tournoi.services.draws.melee import draw_melee_round  # noqa: PLC0415

        self.round = draw_melee_round(self.context.database, seed=self.seed, who=self.context.who)
        self.seed = self.round.seed  # redo makes the very same draw

    def revert(self) -> None:
        from tournoi.services.draws.melee import cancel_melee_draw  # noqa: PLC0415

        assert self.round is not None
        cancel_melee_draw(
            self.context.database, round_number=self.round.number, who=self.context.who
        )


class CancelMeleeDraw(ServiceCommand):
    """Erase the last round's draw and its pairs; undo draws it again with the same seed."""

    change = Area.ROUNDS

    def __init__(self, context: TournamentContext, *, number: int, seed: int | None) -> None:
        text = QCoreApplication.translate("RoundsPage", "Annuler le tirage du tour {number}")
        super().__init__(context, text.format(number=number))
        self.number, self.seed = number, seed

    def apply(self) -> None:
        from tournoi.services.draws.melee import cancel_melee_draw  # noqa: PLC0415

        cancel_melee_draw(self.context.database, round_number=self.number, who=self.context.who)

    def revert(self) -> None:
        from tournoi.services.draws.melee import draw_melee_round  # noqa: PLC0415

        draw_melee_round(self.context.database, seed=self.seed, who=self.context.who)
