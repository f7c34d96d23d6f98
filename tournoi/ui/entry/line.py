"""The entry line: the donne typed in shorthand, what Enter will do, and the verdict below it.

The verdict is the preview service's answer (:mod:`tournoi.services.preview`)
put in words: this module only shows it. Texts are translated in the
``EntryPage`` context, the screen they belong to.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from html import escape as html_escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from engine import Donne
from tournoi.services import preview as previews
from tournoi.services.preview import Place, Placement
from tournoi.services.scores import PartieState, SheetView
from tournoi.ui.entry.summary import GREEN, scaled
from tournoi.ui.entry.verdict import Verdict, verdict_html
from tournoi.ui.widgets import GREY, colon

Describe = Callable[[Donne], str]
"""A donne in words (« A prend à 110 cœur : 117 points »)."""
OutcomeOf = Callable[..., str]
"""« fait », « chuté », « litige »: the outcome of a scored donne."""


class Mode(StrEnum):
    NEW = "new"
    CORRECT = "correct"
    INSERT = "insert"


@dataclass(frozen=True, slots=True)
class Editing:
    """What Enter on the entry line does: record the next donne, correct or insert before ``number``."""

    mode: Mode = Mode.NEW
    number: int = 0

    @property
    def place(self) -> Place:
        """Where the donne typed goes, as the services say it."""
        return Place(Placement(self.mode.value), self.number)


class EntryLine(QWidget):
    """The line where donnes are typed, its buttons (form, help), the verdict and the legend."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry_label = QLabel()
        self.entry = QLineEdit()
        self.entry.setFont(scaled(self.font(), 1.35))
        self.entry.setMinimumHeight(36)
        self.entry.setClearButtonEnabled(True)
        self.entry.setToolTip(
            _tr("Tapez la donne puis Entrée ; F1 : toutes les abréviations ; F3 : le formulaire")
        )
        self.entry_label.setBuddy(self.entry)
        self.help_button = QPushButton(_tr("Aide (F1)"))
        self.help_button.setToolTip(_tr("Toutes les abréviations et les touches (F1)"))
        self.help_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.form_button = QPushButton(_tr("Formulaire… (F3)"))
        self.form_button.setToolTip(
            _tr("Saisir la donne à la souris, avec un formulaire qui montre sa notation (F3)")
        )
        self.form_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.RichText)
        self.preview.setMinimumHeight(self.fontMetrics().height() * 2 + 6)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setStyleSheet(f"color: {GREY}")
        line = QHBoxLayout()
        line.addWidget(self.entry_label)
        line.addWidget(self.entry, 1)
        line.addWidget(self.form_button)
        line.addWidget(self.help_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 4, 0, 0)
        column.setSpacing(4)
        column.addLayout(line)
        column.addWidget(self.preview)
        column.addWidget(self.legend)

    def show_editing(self, sheet: SheetView | None, editing: Editing) -> None:
        """« Donne 3 : », or in bold « Correction de la donne 2 : »."""
        self.entry_label.setText(colon(editing_text(sheet, editing)))
        highlight = "" if editing.mode is Mode.NEW else "font-weight: bold; color: #174ea6"
        self.entry_label.setStyleSheet(highlight)

    def show_verdict(self, verdict: Verdict, html: str) -> None:
        self.preview.setText(verdict_html(verdict, html))


def editing_text(sheet: SheetView | None, editing: Editing) -> str:
    """« Do&nne 3 », « Correction de la do&nne 2 »: what Enter does, with its mnemonic."""
    number = 1 if sheet is None else len(sheet.lines) + 1
    over = sheet is not None and sheet.over
    return {
        Mode.NEW: _tr("Do&nne") if over else _tr("Do&nne {n}").format(n=number),
        Mode.CORRECT: _tr("Correction de la do&nne {number}").format(number=editing.number),
        Mode.INSERT: _tr("Do&nne insérée avant la {number}").format(number=editing.number),
    }[editing.mode]


def locked_text(sheet: SheetView) -> str | None:
    """Why nothing can be entered on ``sheet`` (rich text), or ``None``."""
    if sheet.state is PartieState.VALIDATED:
        return plain(
            _tr("Partie validée par l'arbitre : déverrouillez-la (Alt+I) pour la modifier.")
        )
    if sheet.forfeit is not None:
        return plain(
            _tr("Table déclarée forfait : annulez le forfait (Alt+R) pour saisir des donnes.")
        )
    return None


def hint(sheet: SheetView, editing: Editing) -> str:
    """What to type, while the line is empty."""
    if editing.mode is Mode.CORRECT:
        return _tr("Tapez la donne corrigée puis Entrée ; Échap pour abandonner.")
    if sheet.over:
        return _tr("La partie est terminée. Entrée sur une donne (↑) pour la corriger.")
    return _tr("Tapez la donne {number} puis Entrée.").format(number=len(sheet.lines) + 1)


def verdict_of(
    seen: previews.Preview, donne: Donne, *, describe: Describe, outcome_of: OutcomeOf
) -> tuple[Verdict, str]:
    """The preview service's answer as the line below the entry shows it (rich text)."""
    if seen.verdict is previews.Verdict.INCOMPLETE:
        return Verdict.INCOMPLETE, plain(_tr("À compléter : ") + seen.message)
    if seen.verdict is previews.Verdict.REFUSED:
        return Verdict.ERROR, plain(seen.message)
    return Verdict.OK, _consequence(seen, donne, describe=describe, outcome_of=outcome_of)


def _consequence(
    seen: previews.Preview, donne: Donne, *, describe: Describe, outcome_of: OutcomeOf
) -> str:
    """« A prend à 110 cœur : 117 points → fait : A 120, B 50 · totaux 620 – 380 »."""
    words = plain(describe(donne))
    if seen.made is None and not seen.litige:
        outcome = _tr("rien à marquer")
    else:
        result = outcome_of(made=seen.made, litige=seen.litige)
        outcome = _tr("{result} : A {a}, B {b}").format(
            result=result, a=seen.marks.a, b=seen.marks.b
        )
    text = _tr("{words} <b>→ {outcome}</b> · totaux {a} – {b}").format(
        words=words, outcome=plain(outcome), a=seen.totals.a, b=seen.totals.b
    )
    if seen.ends:
        if seen.winner is None:
            end = _tr("fin de la partie, égalité")
        else:
            end = _tr("fin de la partie, victoire de l'équipe {team}").format(
                team=seen.winner.value
            )
        text += f" · <b style='color:{GREEN}'>{plain(end)}</b>"
    return text


def plain(text: str) -> str:
    """Text shown in a rich-text label: ``<`` and ``&`` escaped, apostrophes kept readable."""
    return html_escape(text, quote=False)


def _tr(text: str) -> str:
    return QCoreApplication.translate("EntryPage", text)
