"""The line above the tables: which round of how many, how it was drawn, how far it has gone.

Its words keep the page's translation context, where the English translation has them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournoi.services.draws import DrawMethod, RoundView
from tournoi.services.scores import PartieState


def summary_text(view: RoundView | None, planned: int) -> str:
    """``Tour 2 sur 5 · Système suisse, graine 7 · 8 tables, 3 terminées``."""
    if view is None:
        return QCoreApplication.translate(
            "RoundsPage",
            "Aucun tour tiré ({planned} prévus) : « Tirer le tour suivant » (Ctrl+T) "
            "tire le tour 1.",
        ).format(planned=planned)
    of = (
        QCoreApplication.translate("RoundsPage", "Tour {number}")
        if view.method is DrawMethod.FINALE  # the finals follow the rounds planned
        else QCoreApplication.translate("RoundsPage", "Tour {number} sur {planned}")
    )
    parts = [
        of.format(number=view.number, planned=planned),
        method_text(view.method, view.seed),
        progress_text(view),
    ]
    if view.has_started:
        parts.append(
            QCoreApplication.translate(
                "RoundsPage", "des résultats sont saisis : le tirage ne peut plus changer"
            )
        )
    return " · ".join(parts)


def method_text(method: DrawMethod, seed: int | None) -> str:
    text = {
        DrawMethod.SWISS: QCoreApplication.translate("RoundsPage", "Système suisse"),
        DrawMethod.RANDOM: QCoreApplication.translate("RoundsPage", "Tirage au sort"),
        DrawMethod.ROTATION: QCoreApplication.translate("RoundsPage", "Rotation préétablie"),
        DrawMethod.FINALE: QCoreApplication.translate("RoundsPage", "Phase finale"),
    }[method]
    if seed is not None:
        text += QCoreApplication.translate("RoundsPage", ", graine {seed}").format(seed=seed)
    return text


def progress_text(view: RoundView) -> str:
    count = len(view.tables)
    done = sum(t.state in (PartieState.FINISHED, PartieState.VALIDATED) for t in view.tables)
    validated = sum(t.state is PartieState.VALIDATED for t in view.tables)
    tables = (
        QCoreApplication.translate("RoundsPage", "1 table")
        if count == 1
        else QCoreApplication.translate("RoundsPage", "{n} tables").format(n=count)
    )
    if done <= 1:
        text = QCoreApplication.translate("RoundsPage", "{tables}, {done} terminée")
    else:
        text = QCoreApplication.translate("RoundsPage", "{tables}, {done} terminées")
    text = text.format(tables=tables, done=done)
    if validated == 1:
        text += QCoreApplication.translate("RoundsPage", " dont 1 validée")
    elif validated:
        text += QCoreApplication.translate("RoundsPage", " dont {n} validées").format(n=validated)
    return text
