"""« Avec la page du challenge » : the export and publish dialogs offer the season's challenge
last opened in its window, when the open concours was added to it (ticked then); the site
then carries the challenge's page. Nothing is offered otherwise."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QCheckBox, QWidget

from tournoi.services.challenge import holding_challenge
from tournoi.ui.context import TournamentContext
from tournoi.ui.widgets import french


class ChallengeBox(QCheckBox):
    """Ticked and shown when ``challenge_file`` holds the concours; hidden otherwise."""

    def __init__(
        self, context: TournamentContext, challenge_file: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        path = Path(challenge_file) if challenge_file else None
        name = None if path is None else holding_challenge(path, db=context.database)
        self.path = None if name is None else path
        if name is not None:
            # A « & » of the name is a letter, not the mnemonic.
            shown = name.replace("&", "&&")
            self.setText(
                french(self.tr("Avec la page du c&hallenge « {name} »").format(name=shown))
            )
            self.setToolTip(str(path))
        self.setChecked(name is not None)
        self.setHidden(name is None)

    def chosen(self) -> Path | None:
        """The challenge file the site shows, if offered, ticked and enabled."""
        if self.isChecked() and self.isEnabled():
            return self.path
        return None
