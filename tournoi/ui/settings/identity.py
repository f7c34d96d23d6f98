"""The identity form: the tournament's name (required), date, place, organiser and arbiter."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QDate
from PySide6.QtWidgets import QDateEdit, QFormLayout, QLineEdit, QWidget

from tournoi.files.text import LIMITS, Text
from tournoi.services.tournament.lifecycle import Identity
from tournoi.ui.settings.form import Form, FormError
from tournoi.ui.settings.labels import buddy

NO_DATE = QDate(2000, 1, 1)
"""The date edit's lowest value, shown as « non précisée »."""


class DateEdit(QDateEdit):
    """A date that Tab leaves, as it leaves every other field of a form.

    Qt's date field takes Tab to go from the day to the month to the year; here the
    arrows change the day and Alt+Down opens the calendar.
    """

    def focusNextPrevChild(self, forward: bool) -> bool:  # noqa: N802 (Qt)
        return QWidget.focusNextPrevChild(self, forward)


class IdentityForm(Form[Identity]):
    """Name (required), date, place, organiser and arbiter; ``form`` takes more rows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("obligatoire, par exemple Concours de printemps"))
        self.date_edit = DateEdit(QDate.currentDate())
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat("dd/MM/yyyy")
        self.date_edit.setMinimumDate(NO_DATE)
        self.date_edit.setSpecialValueText(self.tr("non précisée"))
        self.date_edit.setToolTip(
            self.tr("Flèches haut et bas pour changer le jour ; Alt+Bas ouvre le calendrier.")
        )
        self.place_edit = QLineEdit()
        self.place_edit.setPlaceholderText(self.tr("par exemple Salle des fêtes de Saint-Martin"))
        self.organiser_edit = QLineEdit()
        self.organiser_edit.setPlaceholderText(self.tr("club ou association"))
        self.arbiter_edit = QLineEdit()
        for edit, kind in (
            (self.name_edit, Text.TOURNAMENT_NAME),
            (self.place_edit, Text.PLACE),
            (self.organiser_edit, Text.ORGANISER),
            (self.arbiter_edit, Text.ARBITER),
        ):
            edit.setMaxLength(LIMITS[kind].length)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for text, field in (
            (self.tr("&Nom du tournoi"), self.name_edit),
            (self.tr("&Date"), self.date_edit),
            (self.tr("&Lieu"), self.place_edit),
            (self.tr("&Organisateur"), self.organiser_edit),
            (self.tr("&Arbitre"), self.arbiter_edit),
        ):
            self.form.addRow(buddy(text, field), field)
        self.date_edit.setMaximumWidth(self.date_edit.sizeHint().width() + 40)
        for edit in (self.name_edit, self.place_edit, self.organiser_edit, self.arbiter_edit):
            edit.textChanged.connect(self.changed)
        self.date_edit.dateChanged.connect(self.changed)

    def load(self, value: Identity) -> None:
        self.name_edit.setText(value.name)
        day = value.day
        self.date_edit.setDate(NO_DATE if day is None else QDate(day.year, day.month, day.day))
        self.place_edit.setText(value.place)
        self.organiser_edit.setText(value.organiser)
        self.arbiter_edit.setText(value.arbiter)

    def save(self) -> Identity:
        """The identity; a :class:`FormError` on ``name`` if the tournament has none."""
        name = " ".join(self.name_edit.text().split())
        if not name:
            # Said first by the Settings dialog: its translation is kept under that name.
            message = QCoreApplication.translate("SettingsDialog", "Le tournoi doit avoir un nom.")
            raise FormError(message, field="name")
        day = self.date_edit.date()
        return Identity(
            name=name,
            day=None if day == NO_DATE else date(day.year(), day.month(), day.day()),
            place=self.place_edit.text().strip(),
            organiser=self.organiser_edit.text().strip(),
            arbiter=self.arbiter_edit.text().strip(),
        )
