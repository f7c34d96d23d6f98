"""What the line below the entry says of what is typed, and what Enter will do with it.

The verdict is the preview service's answer (:mod:`tournoi.services.scores.preview`)
put in words, as rich text: these functions only word it, for the screen's state
(:mod:`tournoi.ui.entry.state`) and the form. No widget here. Texts are
translated in the ``EntryPage`` context, the screen they belong to.
"""

from __future__ import annotations

import re
from html import escape as html_escape
from typing import Final

from PySide6.QtCore import QCoreApplication

from engine import Donne, Ending, PerTeam, Rules, UserError
from engine.notation import NotationError, parse_donne
from tournoi.services import scores
from tournoi.services.scores import PartieState, SheetView
from tournoi.services.scores import preview as previews
from tournoi.services.settings import EntryMode
from tournoi.ui.entry.donne_words import DonneWords
from tournoi.ui.entry.editing import Editing, Mode
from tournoi.ui.entry.verdict import GREEN, Verdict

TOTALS: Final = re.compile(r"\s*(\d{1,5})\s*[\s/–-]\s*(\d{1,5})\s*")
"""Two totals typed on the entry line: ``2070 1290`` (or ``2070-1290``, ``2070/1290``)."""
LONE_TOTAL: Final = re.compile(r"\s*(\d{1,5})\s*[\s/–-]?\s*")
"""One total alone: the second not typed yet, or forgotten (no donne begins with a number)."""

AFTER_TOKEN: Final = re.compile(r"^(« [^»]* » : )([A-ZÀ-Ý])(?=[a-zà-ÿ'’])")
"""The word fault ``« carré:8 » : `` put by the shorthand before the rule's own sentence,
and that sentence's first letter when it begins an ordinary word (« Un », « L'atout »), not
an acronym or a team's letter (« FFB », « A »)."""


def editing_text(sheet: SheetView | None, editing: Editing) -> str:
    """« Do&nne 3 », « Correction de la do&nne 2 »: what Enter does, with its mnemonic."""
    number = 1 if sheet is None else len(sheet.lines) + 1
    # A partie counted by its totals still takes its donnes, numbered.
    over = sheet is not None and sheet.over and not sheet.by_totals
    return {
        Mode.NEW: QCoreApplication.translate("EntryPage", "Do&nne")
        if over
        else QCoreApplication.translate("EntryPage", "Do&nne {n}").format(n=number),
        Mode.CORRECT: QCoreApplication.translate(
            "EntryPage", "Correction de la do&nne {number}"
        ).format(number=editing.number),
        Mode.INSERT: QCoreApplication.translate(
            "EntryPage", "Do&nne insérée avant la {number}"
        ).format(number=editing.number),
    }[editing.mode]


def locked_text(sheet: SheetView) -> str | None:
    """Why nothing can be entered on ``sheet`` (rich text), or ``None``."""
    if sheet.state is PartieState.VALIDATED:
        return plain(
            QCoreApplication.translate(
                "EntryPage",
                "Partie validée par l'arbitre : déverrouillez-la (Alt+E) pour la modifier.",
            )
        )
    if sheet.forfeit is not None:
        return plain(
            QCoreApplication.translate(
                "EntryPage",
                "Table déclarée forfait : annulez le forfait (Alt+I) pour saisir des donnes.",
            )
        )
    return None


def hint(sheet: SheetView, editing: Editing, entry: EntryMode, *, timed: bool = False) -> str:
    """What to type, while the line is empty; in a concours played on time (``timed``), how a
    sheet not over ends at the bell."""
    if editing.mode is Mode.CORRECT:
        return QCoreApplication.translate(
            "EntryPage", "Tapez la donne corrigée puis Entrée ; Échap pour abandonner."
        )
    if sheet.by_totals:
        return QCoreApplication.translate(
            "EntryPage",
            "Totaux seulement. Pour vérifier la feuille, tapez la donne {number} puis Entrée.",
        ).format(number=len(sheet.lines) + 1)
    if takes_totals(sheet, editing, entry):
        if entry is EntryMode.TOTALS:
            return QCoreApplication.translate(
                "EntryPage", "Tapez les deux totaux de la feuille (« 2070 1290 ») puis Entrée."
            )
        return QCoreApplication.translate(
            "EntryPage",
            "Tapez la donne 1 puis Entrée, ou les deux totaux de la feuille (« 2070 1290 »).",
        )
    if sheet.over:
        return QCoreApplication.translate(
            "EntryPage", "La partie est terminée. Entrée sur une donne (↑) pour la corriger."
        )
    typed = QCoreApplication.translate("EntryPage", "Tapez la donne {number} puis Entrée.").format(
        number=len(sheet.lines) + 1
    )
    if not sheet.lines or editing.mode is not Mode.NEW:
        return typed
    return with_time_hint(typed, sheet, timed=timed)


def takes_totals(sheet: SheetView, editing: Editing, entry: EntryMode) -> bool:
    """Whether Enter may record the partie's two totals alone: before any donne, if allowed."""
    return (
        entry is not EntryMode.DONNES
        and editing.mode is Mode.NEW
        and not sheet.lines
        and sheet.forfeit is None
    )


def typed_totals(text: str) -> PerTeam[int] | None:
    """The two totals ``text`` is, if it is two numbers: ``2070 1290``."""
    found = TOTALS.fullmatch(text)
    return None if found is None else PerTeam(int(found[1]), int(found[2]))


def judge_text(
    text: str,
    *,
    sheet: SheetView | None,
    rules: Rules,
    editing: Editing,
    words: DonneWords,
    entry: EntryMode,
    timed: bool = False,
) -> tuple[Verdict, str]:
    """What the line below the entry says of ``text`` placed where Enter would put it;
    ``timed``: the concours is played on time (a duration per partie is set)."""
    blocked = _blocked(sheet)
    if blocked is not None:
        return blocked
    assert sheet is not None
    if not text.strip():
        return Verdict.EMPTY, plain(hint(sheet, editing, entry, timed=timed))
    if takes_totals(sheet, editing, entry):
        totals = typed_totals(text)
        if totals is not None:
            return judge_totals(totals, sheet, timed=timed)
        lone = LONE_TOTAL.fullmatch(text)
        if lone is not None:
            return Verdict.INCOMPLETE, plain(
                QCoreApplication.translate(
                    "EntryPage",
                    "Un seul total ({total}) : il manque le second, celui de l'équipe B, "
                    "après une espace (« {total} 1290 »).",
                ).format(total=lone[1])
            )
        if entry is EntryMode.TOTALS and sheet.recorded is None:
            return Verdict.ERROR, plain(
                QCoreApplication.translate(
                    "EntryPage",
                    "Ce tournoi se saisit par les totaux : tapez d'abord les deux totaux de la "
                    "feuille (« 2070 1290 »), les donnes peuvent suivre.",
                )
            )
    try:
        donne = parse_donne(text, variant=rules.variant)
    except NotationError as error:
        return Verdict.ERROR, plain(after_token(error.message))
    return judge_donne(donne, sheet=sheet, editing=editing, words=words)


def after_token(message: str) -> str:
    """« « carré:8 » : un carré de 8 ne compte pas. (§8.1) »: in French a sentence goes on in
    lower case after a colon; the engine's message, read alone by other programs, keeps its
    capital."""
    return AFTER_TOKEN.sub(lambda found: found[1] + found[2].lower(), message, count=1)


def judge_donne(
    donne: Donne, *, sheet: SheetView | None, editing: Editing, words: DonneWords
) -> tuple[Verdict, str]:
    """The preview service's answer for ``donne`` placed where Enter would put it (rich text)."""
    blocked = _blocked(sheet)
    if blocked is not None:
        return blocked
    assert sheet is not None
    # The partie's own rules and end, as the record scores it: a partie of the finals cannot
    # end equal, one stopped on time ends at the bell.
    seen = previews.preview_donne(
        rules=sheet.rules, donnes=[line.donne for line in sheet.lines], donne=donne,
        place=editing.place, ended=Ending.TIME if sheet.on_time else None,
        bell=sheet.bell_after,
    )  # fmt: skip
    if seen.verdict is previews.Verdict.INCOMPLETE:
        return Verdict.INCOMPLETE, plain(
            QCoreApplication.translate("EntryPage", "À compléter : ") + seen.message
        )
    if seen.verdict is previews.Verdict.REFUSED:
        return Verdict.ERROR, plain(seen.message)
    return Verdict.OK, _consequence(seen, donne, words, seed_verdict=sheet.seed_verdict)


def judge_totals(
    totals: PerTeam[int], sheet: SheetView, *, timed: bool = False
) -> tuple[Verdict, str]:
    """« Totaux seulement : A 2070, B 1290 → victoire de l'équipe A », or the rule refusing them,
    under the partie's own rules and end as the record checks them; in a concours played on
    time (``timed``), a refusal says how to enter a partie the bell stopped."""
    try:
        winner = scores.check_totals(sheet.rules, totals, on_time=sheet.on_time)
    except UserError as error:
        if not stopped_totals(sheet, totals, timed=timed):
            return Verdict.ERROR, plain(error.message)
        # Not the button: on a sheet with nothing entered it is refused, Enter marks and records.
        offer = QCoreApplication.translate(
            "EntryPage",
            "Si la partie a été arrêtée au temps, Entrée propose de la marquer « Arrêtée au "
            "temps » avec ces totaux.",
        )
        return Verdict.ERROR, plain(f"{error.message} {offer}")
    if winner is None and sheet.seed_verdict is not None:
        outcome = sheet.seed_verdict
    elif winner is None:
        outcome = QCoreApplication.translate("EntryPage", "partie nulle")
    else:
        outcome = QCoreApplication.translate("EntryPage", "victoire de l'équipe {team}").format(
            team=winner.value
        )
    text = QCoreApplication.translate(
        "EntryPage", "Totaux seulement : A {a}, B {b} <b>→ {outcome}</b> · Entrée pour enregistrer"
    ).format(a=totals.a, b=totals.b, outcome=plain(outcome))
    return Verdict.OK, text


def with_time_hint(message: str, sheet: SheetView, *, timed: bool) -> str:
    """``message``, a refusal of a partie not over, followed in a concours played on time by
    how to end it at the bell: the arbiter may not know the partie ends by a mark of its own."""
    if not timed or sheet.on_time:
        return message
    return f"{message} " + QCoreApplication.translate(
        "EntryPage",
        "Si la partie a été arrêtée au temps, marquez-la d'abord « Arrêtée au temps » "
        "(Ctrl+Maj+T).",
    )


def stopped_totals(sheet: SheetView, totals: PerTeam[int], *, timed: bool) -> bool:
    """Whether ``totals``, refused as the end of a partie played to its target, are those of a
    partie the bell stopped: the concours is played on time, the sheet not marked yet."""
    if not timed or sheet.on_time:
        return False
    try:
        scores.check_totals(sheet.rules, totals)
    except UserError:
        try:
            scores.check_totals(sheet.rules, totals, on_time=True)
        except UserError:
            return False
        return True
    return False


def _blocked(sheet: SheetView | None) -> tuple[Verdict, str] | None:
    """Why nothing can be entered now: no sheet, or a sheet validated or forfeit."""
    if sheet is None:
        return Verdict.EMPTY, ""
    locked = locked_text(sheet)
    return None if locked is None else (Verdict.LOCKED, locked)


def _consequence(
    seen: previews.Preview, donne: Donne, words: DonneWords, *, seed_verdict: str | None
) -> str:
    """« A prend à 110 cœur : 117 points → fait : A 120, B 50 · totaux 620 – 380 »;
    ``seed_verdict``: who goes through a partie of the finals ended equal (the seed rule)."""
    said = plain(words.describe(donne))
    if donne.is_decision:
        outcome = QCoreApplication.translate(
            "EntryPage", "décision de l'arbitre : A {a}, B {b}"
        ).format(a=seen.marks.a, b=seen.marks.b)
    elif seen.made is None and not seen.litige:
        outcome = QCoreApplication.translate("EntryPage", "rien à marquer")
    else:
        result = words.outcome_of(made=seen.made, litige=seen.litige)
        outcome = QCoreApplication.translate("EntryPage", "{result} : A {a}, B {b}").format(
            result=result, a=seen.marks.a, b=seen.marks.b
        )
    text = QCoreApplication.translate(
        "EntryPage", "{words} <b>→ {outcome}</b> · totaux {a} – {b}"
    ).format(words=said, outcome=plain(outcome), a=seen.totals.a, b=seen.totals.b)
    if seen.ends:
        if seen.winner is None and seed_verdict is not None:
            end = QCoreApplication.translate("EntryPage", "fin de la partie. {verdict}").format(
                verdict=seed_verdict
            )
        elif seen.winner is None:
            end = QCoreApplication.translate("EntryPage", "fin de la partie, égalité")
        else:
            end = QCoreApplication.translate(
                "EntryPage", "fin de la partie, victoire de l'équipe {team}"
            ).format(team=seen.winner.value)
        text += f" · <b style='color:{GREEN}'>{plain(end)}</b>"
    return text


def plain(text: str) -> str:
    """Text shown in a rich-text label: ``<`` and ``&`` escaped, apostrophes kept readable."""
    return html_escape(text, quote=False)
