"""The words a donne is read with: the sheet's cells, its tooltips, the entry line's preview.

« A prend à 110 cœur, contré : 117 points, belote A. », ``fait``, ``chuté``
(classique: ``dedans``), ``contré``, ``A : tierce R♥ ; B : 50``…
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from engine import CAPOT, Coinche, Donne, Rules, Team, Trump
from tournoi.services.scores import DonneLine


class DonneWords(QObject):
    """A donne in words under ``rules`` (which say ``chuté`` or ``dedans``)."""

    def __init__(self, rules: Rules, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rules = rules

    def contract_text(self, donne: Donne) -> str:
        if donne.contract is None:
            return ""
        return self.tr("capot") if donne.contract == CAPOT else str(donne.contract)

    def trump_word(self, trump: Trump) -> str:
        return {
            Trump.PIQUE: self.tr("pique"),
            Trump.COEUR: self.tr("cœur"),
            Trump.CARREAU: self.tr("carreau"),
            Trump.TREFLE: self.tr("trèfle"),
            Trump.SANS_ATOUT: self.tr("sans atout"),
            Trump.TOUT_ATOUT: self.tr("tout atout"),
        }[trump]

    def coinche_text(self, coinche: Coinche) -> str:
        return {
            Coinche.NONE: "",
            Coinche.CONTRE: self.tr("contré"),
            Coinche.SURCONTRE: self.tr("surcontré"),
        }[coinche]

    def annonces_cell(self, donne: Donne) -> str:
        """``A : tierce R♥ ; B : 50``, then ``renonce A``: what the sheet holds of the annonces."""
        cell = annonces_text(donne)
        if donne.renonce is not None:
            renonce = self.tr("renonce {team}").format(team=donne.renonce.value)
            cell = f"{cell} ; {renonce}" if cell else renonce
        return cell

    def outcome(self, line: DonneLine) -> str:
        donne = line.donne
        if donne.is_decision:
            # Short, for a narrow column: the tooltip has the decision in full words.
            if not donne.reason:
                return self.tr("décision")
            return self.tr("décision : {reason}").format(reason=donne.reason)
        if donne.taker is None:
            return self.tr("blanche")
        return self.outcome_of(made=line.made, litige=line.litige)

    def decision_words(self, donne: Donne) -> str:
        """« Décision de l'arbitre : 3e maldonne »."""
        if not donne.reason:
            return self.tr("Décision de l'arbitre")
        return self.tr("Décision de l'arbitre : {reason}").format(reason=donne.reason)

    def outcome_of(self, *, made: bool | None, litige: bool) -> str:
        """``fait``, ``chuté`` (classique: ``dedans``) or ``litige``."""
        if litige:
            return self.tr("litige")
        if made:
            return self.tr("fait")
        return self.tr("chuté") if self.rules.is_contree else self.tr("dedans")

    def describe(self, donne: Donne) -> str:
        """The donne in words: « A prend à 110 cœur, contré : 117 points, belote A. »"""
        taker = donne.taker
        if donne.is_decision:
            assert donne.decision is not None
            return self.tr("{decision} ({a} pour A, {b} pour B).").format(
                decision=self.decision_words(donne), a=donne.decision.a, b=donne.decision.b
            )
        if taker is None:
            return self.tr("Donne blanche : tous ont passé.")
        trump = self.trump_word(donne.trump) if donne.trump is not None else self.tr("atout ?")
        if donne.contract == CAPOT:
            words = self.tr("{taker} prend capot à {trump}").format(taker=taker.value, trump=trump)
        elif donne.contract is not None:
            words = self.tr("{taker} prend à {contract} {trump}").format(
                taker=taker.value, contract=donne.contract, trump=trump
            )
        else:
            words = self.tr("{taker} prend à {trump}").format(taker=taker.value, trump=trump)
        if donne.coinche is not Coinche.NONE:
            words += ", " + self.coinche_text(donne.coinche)
        details = []
        if donne.points is not None and donne.capot is None:
            # A capot says the points: all of them, or none (252 or 0 would only puzzle).
            details.append(self.tr("{points} points").format(points=donne.points))
        if donne.capot is not None:
            details.append(self.tr("capot de {team}").format(team=donne.capot.value))
        for team in Team:
            count = donne.belotes[team]
            if count == 1:
                details.append(self.tr("belote {team}").format(team=team.value))
            elif count:
                details.append(
                    self.tr("{count} belotes {team}").format(count=count, team=team.value)
                )
        for team in Team:
            details += [f"{annonce.french} ({team.value})" for annonce in donne.annonces[team]]
            if donne.annonce_points[team]:
                details.append(
                    self.tr("annonces {team} {points}").format(
                        team=team.value, points=donne.annonce_points[team]
                    )
                )
        if donne.renonce is not None:
            details.append(self.tr("renonce {team}").format(team=donne.renonce.value))
        return words + (" : " + ", ".join(details) if details else "") + "."


def belotes_text(donne: Donne) -> str:
    """``A``, ``B``, ``A×2 B``: who declared belote and rebelote."""
    return " ".join(
        team.value if count == 1 else f"{team.value}×{count}"
        for team in Team
        if (count := donne.belotes[team])
    )


def annonces_text(donne: Donne) -> str:
    """``A : tierce R♥ ; B : carré V``; annonce points copied from paper: ``A : 70``."""
    parts = []
    for team in Team:
        if donne.annonces[team]:
            labels = ", ".join(annonce.label for annonce in donne.annonces[team])
            parts.append(f"{team.value} : {labels}")
        elif donne.annonce_points[team]:
            parts.append(f"{team.value} : {donne.annonce_points[team]}")
    return " ; ".join(parts)
