"""What the arbiter is asked before an action on a sheet, and who answers.

The presenter (:mod:`tournoi.ui.entry.presenter`) asks each question worded here; an
:class:`Arbiter` answers it: on screen, a message box
(:class:`tournoi.ui.entry.actions.Questions`); in a test, a list of answers.
Texts are translated in the ``EntryPage`` context, the screen they belong to.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from engine import PerTeam, UserError
from tournoi.services.scores import SheetView
from tournoi.services.scores.signatures import held_at
from tournoi.services.tournament.lifecycle import Database


@dataclass(frozen=True, slots=True, kw_only=True)
class Question:
    """A yes or no; with ``anyway``, the button that goes on in spite of it (« Annuler » is
    then the default answer)."""

    title: str
    text: str
    anyway: str = ""


class Arbiter(Protocol):
    """Who answers the questions and reads the refusals of the actions on the sheet."""

    def confirm(self, question: Question) -> bool: ...

    def refuse(self, error: UserError) -> None: ...


def stop_with_time_left(left: str) -> Question:
    """Whether to mark a partie stopped on time while the round's clock shows ``left``."""
    return Question(
        title=QCoreApplication.translate("EntryPage", "Arrêtée au temps"),
        text=QCoreApplication.translate(
            "EntryPage",
            "Le chrono du tour indique encore {left}. Marquer la partie arrêtée au temps ?",
        ).format(left=left),
        anyway=QCoreApplication.translate("EntryPage", "&Marquer arrêtée au temps"),
    )


def signature_text(database: Database, sheet: SheetView) -> str:
    """What a change of ``sheet`` would void, as a question; empty when no signature holds.

    Read from the database, not the sheet shown: a phone may have signed a moment ago."""
    signed = held_at(database, round_number=sheet.round, table=sheet.table)
    if signed.a and signed.b:
        return QCoreApplication.translate(
            "EntryPage",
            "Les équipes A et B ont signé cette feuille sur leur téléphone : "
            "la changer efface les signatures. Changer quand même ?",
        )
    if signed.a or signed.b:
        return QCoreApplication.translate(
            "EntryPage",
            "L'équipe {team} a signé cette feuille sur son téléphone : "
            "la changer efface les signatures. Changer quand même ?",
        ).format(team="A" if signed.a else "B")
    return ""


def stop_for_totals(sheet: SheetView, totals: PerTeam[int]) -> Question:
    """Whether ``totals``, short of the target, end a partie the bell stopped at ``sheet``'s table."""
    return Question(
        title=QCoreApplication.translate("EntryPage", "Partie arrêtée au temps ?"),
        text=QCoreApplication.translate(
            "EntryPage",
            "Totaux {a} – {b} : aucune équipe n'atteint les {target} points.\n\n"
            "La partie de la table {table} a-t-elle été arrêtée au temps ? La marquer "
            "« Arrêtée au temps » et enregistrer ces totaux (Ctrl+Z annule les deux) ?",
        ).format(a=totals.a, b=totals.b, target=sheet.rules.target, table=sheet.table),
        anyway=QCoreApplication.translate("EntryPage", "&Marquer et enregistrer"),
    )


def signed_change(signed: str) -> Question:
    """Whether to change a sheet a team signed (``signed``: :func:`signature_text`)."""
    return Question(
        title=QCoreApplication.translate("EntryPage", "Feuille signée"),
        text=signed,
        anyway=QCoreApplication.translate("EntryPage", "&Changer quand même"),
    )


def deletion(number: int, words: str, signed: str) -> Question:
    """Whether to remove donne ``number`` (read as ``words``); a signed sheet says so."""
    title = QCoreApplication.translate("EntryPage", "Supprimer une donne")
    text = QCoreApplication.translate(
        "EntryPage",
        "Supprimer la donne {n} ({words}) ? Les donnes suivantes remontent d'un rang.",
    ).format(n=number, words=words)
    if not signed:
        return Question(title=title, text=text)
    return Question(
        title=title,
        text=f"{text}\n\n{signed}",
        anyway=QCoreApplication.translate("EntryPage", "&Supprimer quand même"),
    )


def paper_differs(sheet: SheetView) -> Question | None:
    """Whether to validate a sheet whose paper totals differ; ``None`` when none differ."""
    check = sheet.check
    if check is None or check.matches:
        return None
    text = QCoreApplication.translate(
        "EntryPage",
        "Les totaux de la feuille papier ({paper}) diffèrent des totaux calculés "
        "({computed}) : écart {gap_a} pour A, {gap_b} pour B.\n\n"
        "Valider quand même la partie de la table {table} avec les totaux calculés ? "
        "Le journal notera qu'elle a été validée malgré l'écart.",
    ).format(
        paper=f"{check.paper.a} – {check.paper.b}",
        computed=f"{check.computed.a} – {check.computed.b}",
        gap_a=_signed(check.difference.a),
        gap_b=_signed(check.difference.b),
        table=sheet.table,
    )
    return Question(
        title=QCoreApplication.translate("EntryPage", "Totaux de la feuille différents"),
        text=text,
        anyway=QCoreApplication.translate("EntryPage", "&Valider quand même"),
    )


def _signed(gap: int) -> str:
    """``+10``, ``−10`` with a true minus sign, ``0``."""
    return f"+{gap}" if gap > 0 else f"−{-gap}" if gap < 0 else "0"
