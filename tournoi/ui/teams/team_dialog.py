"""Registering or editing one team: two players, and optionally a number, a name, a fixed table.

The dialog does not decide what is valid: it hands the form to ``apply``
(which calls the registration service) and, when the service refuses, shows
its message and stays open so the arbiter can correct the field.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from itertools import pairwise

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.files.text import LIMITS, Text
from tournoi.services.register import Place
from tournoi.services.teams.checks import MAX_NUMBER
from tournoi.services.teams.info import PlayerInfo, TeamInfo
from tournoi.services.teams.registration import default_name
from tournoi.ui.teams.register_completer import RegisterCompleter
from tournoi.ui.teams.register_lookup import RegisterLookup
from tournoi.ui.teams.team_form import TeamForm
from tournoi.ui.widgets import RED, colon, french, select_on_focus

PLAYER_TEXTS = (Text.FIRST_NAME, Text.SURNAME, Text.CLUB, Text.LICENCE)
"""The fields of a player, in the order of :meth:`_PlayerBox.fields`."""


class _PlayerBox(QGroupBox):
    """First name, surname, club and licence of one player."""

    def __init__(
        self, title: str, player: PlayerInfo | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(title, parent)
        self.first_name = QLineEdit(player.first_name if player else "")
        self.surname = QLineEdit(player.surname if player else "")
        self.club = QLineEdit((player.club or "") if player else "")
        self.licence = QLineEdit((player.licence or "") if player else "")
        self.licence.setPlaceholderText(self.tr("facultative"))
        self.club.setPlaceholderText(self.tr("facultatif"))
        for field, kind in zip(self.fields(), PLAYER_TEXTS, strict=True):
            field.setMaxLength(LIMITS[kind].length)
        form = QFormLayout(self)
        for text, field in (
            (self.tr("&Prénom"), self.first_name),
            (self.tr("&Nom"), self.surname),
            (self.tr("&Club"), self.club),
            (self.tr("&Licence"), self.licence),
        ):
            label = QLabel(colon(text))
            label.setBuddy(field)
            form.addRow(label, field)

    def fields(self) -> tuple[QLineEdit, ...]:
        return (self.first_name, self.surname, self.club, self.licence)

    def is_empty(self) -> bool:
        return not any(field.text().strip() for field in self.fields())

    def show_player(self, player: PlayerInfo) -> None:
        for field, text in zip(
            self.fields(),
            (player.first_name, player.surname, player.club or "", player.licence or ""),
            strict=True,
        ):
            field.setText(text)

    def player(self) -> PlayerInfo:
        return PlayerInfo(
            first_name=self.first_name.text(),
            surname=self.surname.text(),
            club=self.club.text() or None,
            licence=self.licence.text() or None,
        )


class TeamDialog(QDialog):
    """``team=None`` registers a new team; otherwise edits ``team`` (its number stays).

    A new team has the door's two boxes, present and paid, ticked as ``door`` says: once
    check-in has begun, a team registered at the door is there (and has paid when the
    fee is being taken). ``register``: the club's register of players, suggested as the
    names are typed.
    """

    def __init__(
        self,
        apply: Callable[[TeamForm], object],
        *,
        team: TeamInfo | None = None,
        next_number: int = 1,
        door: tuple[bool, bool] = (False, False),
        register: Place | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._apply = apply
        self._editing = team is not None
        if team is None:
            self.setWindowTitle(self.tr("Inscrire une équipe"))
        else:
            self.setWindowTitle(self.tr("Modifier l'équipe {number}").format(number=team.number))

        self.players = (
            _PlayerBox(self.tr("Joueur 1"), team.players[0] if team else None),
            _PlayerBox(self.tr("Joueur 2"), team.players[1] if team else None),
        )
        # A name that is only the players' surnames follows them when they are edited.
        custom = team is not None and team.name != default_name(team.players)
        self.name = QLineEdit(team.name if team is not None and custom else "")
        self.name.setToolTip(self.tr("Laissé vide : les noms des deux joueurs."))
        self.name.setMaxLength(LIMITS[Text.TEAM_NAME].length)
        self.number = QSpinBox()
        self.number.setRange(0, MAX_NUMBER)
        if team is None:
            self.number.setSpecialValueText(
                self.tr("automatique ({number})").format(number=next_number)
            )
            self.number.setToolTip(
                self.tr("0 ou vide : le numéro suivant, {number}.").format(number=next_number)
            )
        else:
            self.number.setValue(team.number)
            self.number.setEnabled(False)
            self.number.setToolTip(self.tr("Le numéro d'une équipe ne change pas."))
        self.fixed_table = QSpinBox()
        self.fixed_table.setRange(0, MAX_NUMBER)
        self.fixed_table.setSpecialValueText(self.tr("aucune"))
        self.fixed_table.setToolTip(
            self.tr("Une table que l'équipe ne quitte pas (accessibilité). 0 : aucune.")
        )
        if team is not None and team.fixed_table is not None:
            self.fixed_table.setValue(team.fixed_table)
        self.present = QCheckBox(self.tr("Pointée pré&sente"))
        self.paid = QCheckBox(self.tr("A pa&yé son inscription"))
        self.present.setChecked(door[0])
        self.paid.setChecked(door[1])
        for box in self.players:
            box.surname.textChanged.connect(self._suggest_name)
        self._suggest_name()

        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {RED.name()}; font-weight: bold")
        self.error.hide()
        self._complete_from(register)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Enregistrer") if team else self.tr("&Inscrire"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Annuler"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        self._layout(buttons)
        select_on_focus(self)

    def _layout(self, buttons: QDialogButtonBox) -> None:
        players = QHBoxLayout()
        for box in self.players:
            players.addWidget(box)
        team_box = QGroupBox(self.tr("Équipe"))
        form = QFormLayout(team_box)
        for text, field in (
            (self.tr("Nom de l'é&quipe"), self.name),
            (self.tr("N&uméro"), self.number),
            (self.tr("&Table fixe"), self.fixed_table),
        ):
            label = QLabel(colon(text))
            label.setBuddy(field)
            form.addRow(label, field)
        door = QHBoxLayout()
        door.addWidget(self.present)
        door.addWidget(self.paid)
        door.addStretch()
        if not self._editing:  # an edit leaves the door's marks to the check-in tab
            form.addRow(door)
        layout = QVBoxLayout(self)
        layout.addLayout(players)
        layout.addWidget(self.register_notice)
        layout.addWidget(team_box)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        order: list[QWidget] = [*self.players[0].fields(), *self.players[1].fields()]
        order += [self.name, self.number, self.fixed_table]
        if not self._editing:
            order += [self.present, self.paid]
        for first, second in pairwise(order):
            QWidget.setTabOrder(first, second)
        self.players[0].first_name.setFocus()
        self.setMinimumWidth(640)

    def _complete_from(self, place: Place | None) -> None:
        """The register at ``place`` suggested in the names, asked off the window's thread."""
        self.register_notice = QLabel()
        """Said once when the register cannot be read: registration goes on without it."""
        self.register_notice.setWordWrap(True)
        self.register_notice.hide()
        self.lookup: RegisterLookup | None = None
        if place is None:
            return
        self.lookup = RegisterLookup(place, self)
        self.lookup.unreachable.connect(self._register_unreachable)
        self.finished.connect(self.lookup.close)
        for box, other in (self.players, self.players[::-1]):
            for field, first_name in ((box.first_name, True), (box.surname, False)):
                RegisterCompleter(
                    field,
                    self.lookup,
                    first_name=first_name,
                    fill=partial(self._fill, box, other),
                )

    def _register_unreachable(self, said: str) -> None:
        self.register_notice.setText(french(said))
        self.register_notice.show()

    def _fill(
        self,
        box: _PlayerBox,
        other: _PlayerBox,
        player: PlayerInfo,
        partner: PlayerInfo | None,
    ) -> None:
        """The person chosen in ``box``; his usual partner in ``other`` if nothing is typed
        there yet."""
        box.show_player(player)
        if partner is not None and other.is_empty():
            other.show_player(partner)

    def _suggest_name(self) -> None:
        surnames = [box.surname.text().strip() for box in self.players]
        if all(surnames):
            players = [PlayerInfo("", surname) for surname in surnames]
            self.name.setPlaceholderText(default_name(players))
        else:
            self.name.setPlaceholderText(self.tr("les noms des joueurs"))

    def form(self) -> TeamForm:
        first, second = (box.player() for box in self.players)
        return TeamForm(
            players=(first, second),
            number=self.number.value() or None,
            name=self.name.text().strip() or None,
            fixed_table=self.fixed_table.value() or None,
            present=not self._editing and self.present.isChecked(),
            paid=not self._editing and self.paid.isChecked(),
        )

    def show_error(self, message: str) -> None:
        self.error.setText(message)
        self.error.show()

    def accept(self) -> None:
        """Hand the form to the service; stay open with its message if it refuses."""
        try:
            self._apply(self.form())
        except UserError as error:  # ServiceError: a French message naming the field
            self.show_error(str(error))
            return
        super().accept()
