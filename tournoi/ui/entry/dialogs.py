"""The score entry screen's dialogs (paper totals, forfeit, unlocking) and its help on the shorthand."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import QObject
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engine import Donne, PerTeam, Rules, Team, Trump
from engine.glued import AZERTY_DIGITS
from engine.notation import format_donne, parse_donne
from tournoi.files.text import LIMITS, Text
from tournoi.services.scores import SheetView, TeamRef
from tournoi.services.settings import partie_rules
from tournoi.ui.widgets import RED, colon, ok_cancel, select_on_focus

MAX_TOTAL = 99_999


def team_label(team: Team, ref: TeamRef) -> str:
    """``A — n° 12 « Martin – Dubois »``."""
    return f"{team.value} — n° {ref.number} « {ref.name} »"


class PaperTotalsDialog(QDialog):
    """The two totals written at the foot of the paper sheet."""

    def __init__(self, sheet: SheetView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Totaux de la feuille papier"))
        intro = QLabel(
            self.tr(
                "Tapez les totaux écrits au bas de la feuille de la table {table} : ils sont "
                "comparés aux totaux calculés, et les donnes suspectes sont signalées."
            ).format(table=sheet.table)
        )
        intro.setWordWrap(True)
        self.spins: dict[Team, QSpinBox] = {}
        form = QFormLayout()
        for team in Team:
            spin = QSpinBox()
            spin.setRange(0, MAX_TOTAL)
            spin.setMinimumWidth(110)
            if sheet.paper is not None:
                spin.setValue(sheet.paper[team])
            label = QLabel(
                colon(
                    self.tr("Total de l'équipe &{team}, n° {number}").format(
                        team=team.value, number=sheet.teams[team].number
                    )
                )
            )
            label.setBuddy(spin)
            label.setToolTip(team_label(team, sheet.teams[team]))
            form.addRow(label, spin)
            self.spins[team] = spin
        buttons = ok_cancel(self, self.tr("&Vérifier"))
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)
        select_on_focus(self)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt)
        """The first total selected: typing replaces it."""
        super().showEvent(event)
        self.spins[Team.A].setFocus()
        self.spins[Team.A].selectAll()

    def totals(self) -> PerTeam[int]:
        return PerTeam(self.spins[Team.A].value(), self.spins[Team.B].value())


class ForfeitDialog(QDialog):
    """Which team did not come; or the forfeit declared by mistake, cancelled."""

    def __init__(self, sheet: SheetView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Forfait à la table {table}").format(table=sheet.table))
        self._group = QButtonGroup(self)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(colon(self.tr("Quelle équipe est absente"))))
        self._numbers: list[int | None] = []
        for team in Team:
            ref = sheet.teams[team]
            text = self.tr("L'équipe {label} est absente").format(label=team_label(team, ref))
            self._add(layout, text, ref.number)
        if sheet.forfeit is not None:
            self._add(layout, self.tr("&Annuler le forfait déclaré"), None)
        checked = 0 if sheet.forfeit is None else list(Team).index(sheet.forfeit)
        buttons = self._group.buttons()
        buttons[checked].setChecked(True)
        note = QLabel(
            self.tr(
                "L'équipe absente perd la partie ; son adversaire marque comme un exempt. "
                "Une table où des donnes sont saisies ne peut pas être déclarée forfait."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addWidget(ok_cancel(self, self.tr("&Déclarer")))
        self.setMinimumWidth(460)

    def _add(self, layout: QVBoxLayout, text: str, number: int | None) -> None:
        button = QRadioButton(text)
        self._group.addButton(button, len(self._numbers))
        self._numbers.append(number)
        layout.addWidget(button)

    def absent(self) -> int | None:
        """The absent team's number, or ``None`` to cancel the forfeit."""
        return self._numbers[self._group.checkedId()]


class UnlockDialog(QDialog):
    """Why a validated partie is opened again: written in the audit trail."""

    def __init__(self, table: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Déverrouiller la table {table}").format(table=table))
        intro = QLabel(
            self.tr(
                "La partie validée redevient modifiable. Le déverrouillage est inscrit dans "
                "le journal du tournoi, avec son motif."
            )
        )
        intro.setWordWrap(True)
        self.reason = QLineEdit()
        self.reason.setMaxLength(LIMITS[Text.DECISION].length)
        self.reason.setPlaceholderText(self.tr("par exemple : erreur de report de la donne 4"))
        label = QLabel(colon(self.tr("&Motif")))
        label.setBuddy(self.reason)
        form = QFormLayout()
        form.addRow(label, self.reason)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(ok_cancel(self, self.tr("&Déverrouiller")))
        self.setMinimumWidth(480)


class ShorthandHelp(QDialog):
    """Every abbreviation of the entry line, and the keys of the screen."""

    def __init__(self, guide: ShorthandGuide, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Saisie des donnes : abréviations et touches"))
        browser = QTextBrowser()
        browser.setOpenLinks(False)
        browser.setHtml(
            help_html(self.tr("Abréviations"), guide.rows(), self.tr("Touches"), guide.keys())
        )
        note = QLabel(
            self.tr("Règles de ce tournoi : {rules}").format(
                rules=" ".join(partie_rules(guide.rules, guide.minutes))
            )
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("&Fermer"))
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(browser, 1)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.resize(760, 740)


def _last(donne: Donne) -> str:
    return format_donne(donne).split()[-1]


def help_html(
    title: str, rows: Sequence[tuple[str, str]], keys_title: str, keys: Sequence[tuple[str, str]]
) -> str:
    """Two tables, abbreviations then keys: code in a fixed font, its meaning beside it."""
    return "".join((_table(title, rows, code=True), "<br>", _table(keys_title, keys, code=False)))


def _table(title: str, rows: Sequence[tuple[str, str]], *, code: bool) -> str:
    cells = "".join(
        "<tr><td style='padding:3px 14px 3px 0; white-space:nowrap'>"
        + (
            f"<code style='font-size:large'>{_spaced(coloured(left))}</code>"
            if code
            else f"<b>{left}</b>"
        )
        + f"</td><td style='padding:3px 0'>{right}</td></tr>"
        for left, right in rows
    )
    return f"<h3>{title}</h3><table cellspacing='0'>{cells}</table>"


def coloured(text: str) -> str:
    """Red hearts and diamonds inside a rich-text string."""
    for symbol in "♥♦":
        text = text.replace(symbol, f"<span style='color:{RED.name()}'>{symbol}</span>")
    return text


def _spaced(code: str) -> str:
    """Keep the gaps between alternatives (``A   B``) that HTML would fold into one space."""
    return code.replace("  ", "\u00a0 ")


class ShorthandGuide(QObject):
    """What the screen says of the shorthand and the keys: the legend, the full list (F1).

    ``describe`` says a donne in words, for the examples.
    """

    def __init__(
        self, rules: Rules, describe: Callable[[Donne], str], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.rules = rules
        self.minutes: int | None = None
        """The duration of a partie played on time, said with the rules (F1)."""
        self._describe = describe

    def rows(self) -> list[tuple[str, str]]:
        """Every abbreviation of these rules, with what it means."""
        rules = self.rules
        contree = rules.is_contree
        rows = [
            ("A   B", self.tr("le preneur, toujours en premier")),
            ("-   passe", self.tr("donne blanche : tous ont passé (seul sur la ligne)")),
        ]
        if contree:
            rows += [
                ("80 … 160", self.tr("le contrat : le premier nombre")),
                ("capot", self.tr("un contrat capot")),
            ]
        rows.append(("p  c  k  t   ♠ ♥ ♦ ♣", self.tr("atout pique, cœur, carreau, trèfle")))
        if rules.sans_atout_tout_atout:
            rows.append(("sa   ta", self.tr("sans atout, tout atout")))
        if contree:
            rows += [
                ("110c", self.tr("le contrat et l'atout collés")),
                ("x   xx", self.tr("contré, surcontré")),
                ("117", self.tr("les points des preneurs, dix de der compris : le second nombre")),
            ]
        else:
            rows.append(("92", self.tr("les points des preneurs, dix de der compris")))
        rows += [
            ("cap   capA   capB", self.tr("capot fait par les preneurs, par A, par B (les points peuvent alors être omis)")),
            ("b   bA   bB", self.tr("belote et rebelote des preneurs, de A, de B")),
        ]  # fmt: skip
        if rules.sans_atout_tout_atout:
            rows.append(("b2   bA2", self.tr("deux belotes (tout atout)")))
        if rules.annonces:
            rows += [
                ("tierce:Rc", self.tr("tierce hauteur roi à cœur, des preneurs")),
                ("50:Ak   100:Dp", self.tr("cinquante, cent : hauteur puis couleur")),
                ("carré:V", self.tr("carré de valets ; hauteurs 7 8 9 10 V D R A")),
                ("tierce:Rc:B", self.tr("une annonce de l'équipe B (:A pour l'équipe A)")),
            ]
        rows += self._paper_rows()
        for example in self.examples():
            donne = parse_donne(example, variant=rules.variant)
            rows.append((example, self.tr("exemple : {words}").format(words=self._describe(donne))))
        rows += self._typing_rows()
        return rows

    def _paper_rows(self) -> list[tuple[str, str]]:
        """What a paper sheet holds beyond a played donne, in the engine's own shorthand.

        Each code is the last word :func:`~engine.format_donne` writes for such a donne.
        """
        rows = []
        if self.rules.annonces:
            a = Donne(taker=Team.A, trump=Trump.COEUR, points=92)
            b = replace(a, taker=Team.B)
            points = [_last(replace(a, annonce_points=PerTeam(70, 0))),
                      _last(replace(b, annonce_points=PerTeam(70, 0))),
                      _last(replace(a, annonce_points=PerTeam(0, 150)))]  # fmt: skip
            renonces = [_last(replace(a, annonce_points=PerTeam(50, 0), renonce=Team.A)),
                        _last(replace(b, annonce_points=PerTeam(50, 0), renonce=Team.A)),
                        _last(replace(a, annonce_points=PerTeam(0, 50), renonce=Team.B))]  # fmt: skip
            rows += [
                ("   ".join(points), self.tr("les points d'annonces écrits sur la feuille : des preneurs, de A, de B (une seule équipe, au lieu des annonces)")),
                ("   ".join(renonces), self.tr("renonce (§8.4) des preneurs, de A, de B : l'autre équipe marque les annonces déclarées, une pénalité que ni capot, ni chute, ni litige ne lui reprend")),
            ]  # fmt: skip
        decision = Donne(decision=PerTeam(0, 162), reason=self.tr("motif"))
        rows.append((format_donne(decision), self.tr("décision de l'arbitre, seule sur la ligne : les marques de A, de B, puis le motif")))  # fmt: skip
        return rows

    def _typing_rows(self) -> list[tuple[str, str]]:
        """An example typed glued, then with the digits of an AZERTY keyboard.

        The first example that reads the same glued (``bB`` glued is ``bb``, the takers'
        belote, so it is not such an example).
        """
        variant = self.rules.variant
        glued = next(
            glued
            for example in self.examples()
            if (glued := "".join(example.split()).lower()) != example
            and parse_donne(glued, variant=variant) == parse_donne(example, variant=variant)
        )
        keys = {digit: key for key, digit in AZERTY_DIGITS.items()}
        azerty = glued.translate(keys)
        return [
            (glued, self.tr("la même donne tout attachée, en minuscules : sans espaces ni Maj")),
            (
                azerty,
                self.tr(
                    "la même encore sur un clavier AZERTY, chiffres sans Maj : {keys} "
                    "valent 1 2 3 4 5 6 7 8 9 0"
                ).format(keys=" ".join(chr(key) for key in AZERTY_DIGITS)),
            ),
        ]

    def examples(self) -> list[str]:
        """Lines the legend shows; each parses under these rules (a test checks it)."""
        if self.rules.is_contree:
            return ["A 110 c 117 b", "B 90 p x 40", "A capot k cap", "-"]
        examples = ["A c 92 bB", "B p cap", "-"]
        if self.rules.annonces:
            # Annonce points as the paper sheet writes them come first: the commonest.
            examples[:0] = ["A c 92 n70"]
            examples[2:2] = ["B k 100 tierce:Rc"]
        return examples

    def keys(self) -> list[tuple[str, str]]:
        return [
            (self.tr("Entrée"), self.tr("enregistrer la donne tapée (ou la correction)")),
            (
                self.tr("2070 1290 Entrée"),
                self.tr(
                    "avant la première donne : les deux totaux de la feuille seuls "
                    "(« totaux seulement »), puis la table suivante pas finie"
                ),
            ),
            (self.tr("↑  ↓"), self.tr("aller dans la feuille, passer d'une donne à l'autre")),
            (self.tr("Entrée ou F2"), self.tr("sur une donne : la corriger")),
            (self.tr("Suppr"), self.tr("sur une donne : la supprimer (après confirmation)")),
            (self.tr("Inser"), self.tr("sur une donne : saisir une donne oubliée avant elle")),
            (self.tr("Échap"), self.tr("abandonner la correction, revenir à la ligne de saisie")),
            (self.tr("Page préc. / suiv."), self.tr("table précédente, table suivante")),
            (self.tr("Ctrl+G"), self.tr("aller au numéro de table")),
            (self.tr("Ctrl+Z / Ctrl+Y"), self.tr("annuler, rétablir")),
            (self.tr("F1"), self.tr("cette aide")),
            (
                self.tr("F3"),
                self.tr("saisir la donne à la souris, avec un formulaire qui montre sa notation"),
            ),
        ]

    def summary(self) -> str:
        return self.tr(
            "Entrée : enregistrer · ↑ ↓ : les donnes · Entrée ou F2 : corriger · "
            "Suppr : supprimer · Inser : insérer avant · Échap : retour · "
            "Page préc./suiv. : tables · Ctrl+Z : annuler · F1 : aide · F3 : formulaire"
        )

    def legend(self) -> str:
        rules = self.rules
        parts = [self.tr("<b>A</b>/<b>B</b> preneur")]
        if rules.is_contree:
            parts.append(self.tr("<b>80</b>…<b>160</b> ou <b>capot</b> contrat"))
        trumps = "<b>p c k t</b> (♠♥♦♣)" + (" <b>sa ta</b>" if rules.sans_atout_tout_atout else "")
        parts.append(self.tr("{trumps} atout").format(trumps=trumps))
        if rules.is_contree:
            parts.append(self.tr("<b>x</b>/<b>xx</b> contré/surcontré"))
        parts += [
            self.tr("points des preneurs"),
            self.tr("<b>cap</b>/<b>capA</b>/<b>capB</b> capot"),
            self.tr("<b>b</b>/<b>bA</b>/<b>bB</b> belote"),
        ]
        if rules.annonces:
            parts.append(self.tr("<b>tierce:Rc</b> <b>50:Ak</b> <b>carré:V</b> annonces"))
        parts.append(self.tr("<b>-</b> passe"))
        example = self.examples()[0]
        return coloured(
            " · ".join(parts)
            + "   —   "
            + self.tr("Exemple : <b>{example}</b>   (F1 : aide, F3 : formulaire)").format(
                example=example
            )
        )
