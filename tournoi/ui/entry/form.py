"""A donne built with the mouse: the score entry screen's form (F3), and the shorthand it makes.

For the arbiter who prefers clicking, or does not know the shorthand yet:
each field of the donne is a choice among what the tournament's rules
allow, a field that does not apply is disabled, and the foot of the form
shows the shorthand the donne is (:func:`~engine.notation.format_donne`)
and what the engine says of it, as the entry line does. The screen then
records the donne as if its shorthand had been typed.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from html import escape
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from engine import (
    CAPOT,
    Annonce,
    Coinche,
    Contract,
    Donne,
    PerTeam,
    Rules,
    Team,
    Trump,
)
from tournoi.services.scores import TeamRef
from tournoi.ui.entry.annonces import AnnoncesBox
from tournoi.ui.entry.belote_field import BeloteField
from tournoi.ui.entry.dialogs import team_label
from tournoi.ui.entry.fields import Choice
from tournoi.ui.entry.form_foot import FormFoot
from tournoi.ui.entry.paper_fields import AnnoncePointsBox, DecisionBox
from tournoi.ui.entry.points_field import PointsField
from tournoi.ui.entry.tint import tint
from tournoi.ui.entry.verdict import Verdict
from tournoi.ui.widgets import colon, ok_cancel, suit_colour

Judge = Callable[[Donne], tuple[Verdict, str]]
"""What the engine says of a donne where the screen would put it: a verdict and rich text."""

CONTRACTS: Final[tuple[Contract | None, ...]] = (None, *range(80, 161, 10), CAPOT)


class Nobody(Enum):
    """The taker chosen when all four players passed."""

    PASSED = "-"
    DECISION = "d"
    """No donne played: the arbiter gives the marks."""


class DonneForm(QDialog):
    """One donne, field by field, for ``rules``; ``judge`` says what it gives on the sheet.

    ``start`` fills the form (a donne being corrected, a line half typed).
    """

    def __init__(
        self,
        rules: Rules,
        teams: PerTeam[TeamRef],
        judge: Judge,
        *,
        heading: str = "",
        start: Donne | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.rules = rules
        self.teams = teams
        self._judge = judge
        self.verdict = Verdict.EMPTY
        self._rows: list[tuple[QLabel, QWidget]] = []
        self.annonces_box: AnnoncesBox | None = None
        self.paper_box: AnnoncePointsBox | None = None
        self.setWindowTitle(self.tr("Saisir une donne avec le formulaire"))
        self._build(heading)
        if start is not None:
            self.set_donne(start)
        self._update()

    # Building the form

    def _build(self, heading: str) -> None:
        """The fields in the order of the notation; each is in the window as soon as made,
        so that Tab goes through them in that order."""
        self.heading = QLabel(heading)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.heading.setFont(font)
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addWidget(self.heading)
        fields = QWidget()
        layout.addWidget(fields)
        self.form = QFormLayout(fields)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setHorizontalSpacing(14)
        self.form.setVerticalSpacing(10)
        self._build_taker()
        if self.rules.is_contree:
            self._build_contract()
        self._build_trump()
        if self.rules.is_contree:
            self._build_coinche()
        self._build_points()
        self._build_capot()
        self._build_belote()
        if self.rules.annonces:
            self._build_annonces()
            self.paper_box = AnnoncePointsBox()
            self.paper_box.changed.connect(self._update)
            self._row(self.tr("Points d'annonces écr&its"), self.paper_box,
                      self.paper_box.team.focus_button())  # fmt: skip
        self.buttons = ok_cancel(self, self.tr("Enre&gistrer"))
        self.foot = FormFoot()
        self.notation, self.preview = self.foot.notation, self.foot.preview
        layout.addWidget(self.foot)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(860)

    def _row(self, text: str, field: QWidget, buddy: QWidget | None = None) -> QLabel:
        """A field and its label, disabled together when the field does not apply."""
        label = QLabel(colon(text))
        label.setBuddy(buddy or field)
        self.form.addRow(label, field)
        self._rows.append((label, field))
        return label

    def _build_taker(self) -> None:
        options: list[tuple[str, Team | Nobody]] = [
            ("&" + team_label(team, self.teams[team]).replace("&", "&&"), team) for team in Team
        ]
        options.append((self.tr("&Tout le monde passe"), Nobody.PASSED))
        options.append((self.tr("&Décision"), Nobody.DECISION))
        self.taker = Choice(options)
        self.taker.group.idToggled.connect(self._taker_toggled)
        label = QLabel(colon(self.tr("Preneur")))
        self.form.addRow(label, self.taker.widget)
        self.decision_box = DecisionBox()
        self.decision_box.changed.connect(self._update)
        self.decision_label = QLabel(colon(self.tr("&Marques et motif")))
        self.decision_label.setBuddy(self.decision_box.marks[Team.A])
        self.form.addRow(self.decision_label, self.decision_box)

    def _build_contract(self) -> None:
        self.contract = QComboBox()
        for contract in CONTRACTS:
            self.contract.addItem(self._contract_text(contract))
        self.contract.setMinimumWidth(110)
        self.contract.currentIndexChanged.connect(self._update)
        self._row(self.tr("&Contrat"), _left(self.contract), self.contract)

    def _contract_text(self, contract: Contract | None) -> str:
        if contract is None:
            return "—"
        return self.tr("capot") if contract == CAPOT else str(contract)

    def _build_trump(self) -> None:
        words = {
            Trump.PIQUE: self.tr("pique"),
            Trump.COEUR: self.tr("cœur"),
            Trump.CARREAU: self.tr("carreau"),
            Trump.TREFLE: self.tr("trèfle"),
            Trump.SANS_ATOUT: self.tr("Sans Atout"),
            Trump.TOUT_ATOUT: self.tr("Tout Atout"),
        }
        allowed = [t for t in Trump if t.suit is not None or self.rules.sans_atout_tout_atout]
        options = [(_trump_text(trump, words[trump]), trump) for trump in allowed]
        self.trump = Choice(options)
        for trump in allowed:
            if trump.suit is not None:
                button = self.trump.button(trump)
                tint(button, suit_colour(trump.suit))
        self.trump.group.idToggled.connect(self._update)
        self.trump.set_label(self._row(self.tr("At&out"), self.trump.widget))

    def _build_coinche(self) -> None:
        self.coinche = Choice(
            [
                (self.tr("sans"), Coinche.NONE),
                (self.tr("contré"), Coinche.CONTRE),
                (self.tr("surcontré"), Coinche.SURCONTRE),
            ]
        )
        self.coinche.set_value(Coinche.NONE)
        self.coinche.group.idToggled.connect(self._update)
        self.coinche.set_label(self._row(self.tr("Contr&e"), self.coinche.widget))

    def _build_points(self) -> None:
        self.points_field = PointsField()
        self.points = self.points_field.box
        self.points.valueChanged.connect(self._update)
        self._row(self.tr("Poi&nts des preneurs"), self.points_field, self.points)

    def _build_capot(self) -> None:
        self.capot = Choice([(self.tr("aucun"), None), ("A", Team.A), ("B", Team.B)])
        self.capot.set_value(None)
        self.capot.group.idToggled.connect(self._update)
        self.capot.group.idClicked.connect(self._capot_clicked)
        self.capot.set_label(self._row(self.tr("Ca&pot"), self.capot.widget))

    def _build_belote(self) -> None:
        self.belote_stack = BeloteField(tout_atout=self.rules.sans_atout_tout_atout)
        self.belote, self.belote_counts = self.belote_stack.choice, self.belote_stack.counts
        self.belote_stack.changed.connect(self._update)
        self.belote_label = self._row(self.tr("Be&lote"), self.belote_stack)

    def _build_annonces(self) -> None:
        box = self.annonces_box = AnnoncesBox()
        self.annonce_list, self.kind, self.height_box = box.annonce_list, box.kind, box.height_box
        self.suit_box, self.annonce_team = box.suit_box, box.annonce_team
        self.add_button, self.remove_button = box.add_button, box.remove_button
        box.changed.connect(self._update)
        self._row(self.tr("Annonce&s"), box, self.kind)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt)
        super().showEvent(event)
        self.taker.focus_button().setFocus()

    # The donne the form holds

    def donne(self) -> Donne | None:
        """The donne as the fields give it; ``None`` while no taker is chosen."""
        taker = self.taker.value()
        if taker is None:
            return None
        if taker is Nobody.PASSED:
            return Donne()
        if taker is Nobody.DECISION:
            box = self.decision_box
            return Donne(decision=box.decision(), reason=box.reason_text())
        contree = self.rules.is_contree
        trump = self.trump.value()
        capot = self.capot.value()
        return Donne(
            taker=taker,
            trump=trump,
            points=self.points_field.points(self.rules, taker=taker, capot=capot, trump=trump),
            contract=CONTRACTS[self.contract.currentIndex()] if contree else None,
            coinche=(self.coinche.value() or Coinche.NONE) if contree else Coinche.NONE,
            capot=capot,
            belotes=self.belote_stack.belotes(trump),
            annonces=PerTeam(*(self._annonces_of(team) for team in Team)),
            annonce_points=PerTeam(0, 0)
            if self.paper_box is None
            else self.paper_box.annonce_points(),
            renonce=None if self.paper_box is None else self.paper_box.renonce.value(),
        )

    def _annonces_of(self, team: Team) -> tuple[Annonce, ...]:
        return () if self.annonces_box is None else self.annonces_box.of(team)

    def set_donne(self, donne: Donne) -> None:
        """Fill the fields with ``donne``; what they cannot show is left empty."""
        taker = donne.taker
        if donne.decision is not None:
            self.taker.set_value(Nobody.DECISION)
            self.decision_box.set_values(donne.decision, donne.reason)
            return
        if taker is None:
            self.taker.set_value(Nobody.PASSED)
            return
        self.taker.set_value(taker)
        if self.rules.is_contree:
            if donne.contract in CONTRACTS:
                self.contract.setCurrentIndex(CONTRACTS.index(donne.contract))
            self.coinche.set_value(donne.coinche)
        if donne.trump is not None:
            self.trump.set_value(donne.trump)
        self.capot.set_value(donne.capot)
        self.points_field.set_points(self.rules, donne)
        self.belote_stack.set_belotes(donne.belotes)
        if self.annonces_box is not None:
            for team in Team:
                for annonce in donne.annonces[team]:
                    self.annonces_box.add(team, annonce)
        if self.paper_box is not None:
            self.paper_box.set_values(donne.annonce_points, donne.renonce)

    # What the form shows as the fields change

    def _taker_toggled(self, _index: int, checked: bool) -> None:
        """A taker chosen: the annonces about to be added are the takers' at first."""
        taker = self.taker.value()
        if checked and self.annonces_box is not None and isinstance(taker, Team):
            self.annonces_box.choose_team(taker)
        self._update()

    def _capot_clicked(self) -> None:
        """A capot chosen: its points go without saying."""
        if self.capot.value() is not None:
            self.points_field.clear()

    def _update(self) -> None:
        donne = self.donne()
        self._enable(donne)
        self._name_sides(None if donne is None else donne.taker)
        if donne is None:
            verdict, html = (
                Verdict.EMPTY,
                escape(
                    self.tr("Choisissez le preneur : A, B, ou tout le monde passe."), quote=False
                ),
            )
        else:
            verdict, html = self._judge(donne)
        self.verdict = verdict
        self.foot.show_donne(donne, self.rules, verdict, html)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(verdict is Verdict.OK)

    def _enable(self, donne: Donne | None) -> None:
        playing = donne is not None and donne.taker is not None
        for label, field in self._rows:
            label.setEnabled(playing)
            field.setEnabled(playing)
        trump = None if donne is None else donne.trump
        self.belote_label.setBuddy(self.belote_stack.show_trump(trump))
        belote = playing and trump is not Trump.SANS_ATOUT
        self.belote_stack.setEnabled(belote)
        self.belote_label.setEnabled(belote)
        if self.annonces_box is not None:
            self.annonces_box.enable(playing)
        deciding = donne is not None and donne.is_decision
        self.decision_box.setEnabled(deciding)
        self.decision_label.setEnabled(deciding)

    def _name_sides(self, taker: Team | None) -> None:
        """« A, les preneurs », « B, la défense »: whose capot or belote each button is."""
        for choice in (self.capot, self.belote):
            for team in Team:
                text = team.value
                if taker is not None:
                    side = self.tr("les preneurs") if team is taker else self.tr("la défense")
                    text = self.tr("{team}, {side}").format(team=team.value, side=side)
                choice.button(team).setText(text)


def _trump_text(trump: Trump, word: str) -> str:
    suit = trump.suit
    return word if suit is None else f"{suit.symbol} {word}"


def _left(widget: QWidget) -> QWidget:
    """``widget`` at its own width, on the left of its row."""
    holder = QWidget()
    line = QHBoxLayout(holder)
    line.setContentsMargins(0, 0, 0, 0)
    line.addWidget(widget)
    line.addStretch()
    return holder
