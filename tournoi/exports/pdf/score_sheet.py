"""What a score sheet (feuille de marque) says: its round, table, teams and players, its columns, each cell.

Blank sheets carry the teams only; filled ones every donne of a
:class:`~tournoi.services.scores.SheetView`, its marks, totals, result and
corrections, or the mark « totaux seulement » of a partie recorded by its totals. :mod:`tournoi.exports.pdf.score_sheet_canvas` draws them.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Final

from engine import CAPOT, Coinche, Donne, PerTeam, Rules, Team
from tournoi.exports.pdf.layout import team_label
from tournoi.services.draws import RoundView
from tournoi.services.melee.pairs import Pairs, player_words
from tournoi.services.scores import DonneLine, SheetView
from tournoi.services.teams.info import TeamInfo


@dataclass(frozen=True, slots=True)
class SheetBlank:
    """What a blank score sheet is filled in with: the round, the table, both teams."""

    round: int
    table: int
    teams: PerTeam[TeamInfo]
    link: str | None = None
    """The table's link for its phone, printed as a QR code; ``None`` without phones."""

    @classmethod
    def of_round(
        cls,
        round_view: RoundView,
        teams: Iterable[TeamInfo],
        *,
        links: Mapping[int, str] | None = None,
    ) -> list[SheetBlank]:
        """One blank sheet per table of ``round_view``, in table order, with its ``links``."""
        by_number = {team.number: team for team in teams}
        links = links or {}
        return [
            cls(
                round_view.number,
                table.table,
                PerTeam(by_number[table.a.number], by_number[table.b.number]),
                links.get(table.table),
            )
            for table in round_view.tables
        ]


NOT_SIGNED: Final = PerTeam("", "")
"""No team signed from the phone."""


@dataclass(frozen=True, slots=True)
class Sheet:
    """One sheet as printed: blank (no ``lines``) or filled with its donnes and result."""

    round: int
    table: int
    names: PerTeam[str]
    players: PerTeam[str]
    lines: tuple[DonneLine, ...] | None
    """``None`` for a blank sheet."""
    totals: PerTeam[int] | None = None
    result: str = ""
    paper: PerTeam[int] | None = None
    despite_gap: bool = False
    """The arbiter validated the partie although ``paper`` differs from ``totals``."""
    corrections: tuple[str, ...] = ()
    """The audit trail's corrections of the sheet, printed above its totals."""
    totals_only: bool = False
    """The partie counts by its two totals alone (« totaux seulement »), not by its donnes."""
    on_time: bool = False
    """The partie was stopped on time (« arrêtée au temps »)."""
    link: str | None = None
    """A blank sheet's link for the table's phone, printed as a QR code."""
    phone_signed: PerTeam[str] = NOT_SIGNED
    """Each team's signature given from the phone, in words (who, when); empty if none."""
    seats: PerTeam[tuple[str, ...]] | None = None
    """A mêlée's: each pair's players by number and name (« 12 Paul MARTIN »), one a line;
    its sides are then « paires », never named by their round's team number."""

    @property
    def side(self) -> str:
        return "Équipe" if self.seats is None else "Paire"


HEADERS: Final = {
    "number": ("N°", 7.0),
    "taker": ("Preneur", 13.0),
    "contract": ("Contrat", 13.0),
    "trump": ("Atout", 11.0),
    "coinche": ("Contre", 16.0),
    "points": ("Points", 13.0),
    "capot": ("Capot", 11.0),
    "belotes": ("Belote", 12.0),
    "annonces": ("Annonces", 30.0),
    "result": ("Résultat", 15.0),
    "marks_a": ("Marque A", 15.0),
    "marks_b": ("Marque B", 15.0),
    "total_a": ("Total A", 16.0),
    "total_b": ("Total B", 16.0),
}
"""Each column of the grid: its heading and its share of the width."""


def columns(rules: Rules) -> list[str]:
    """The grid's columns under ``rules``: contract and contre in contrée, annonces when played."""
    return [
        key
        for key in HEADERS
        if (rules.is_contree or key not in ("contract", "coinche"))
        and (rules.annonces or key != "annonces")
    ]


def rows_needed(rules: Rules) -> int:
    """Rows a blank sheet should offer: the donnes of the partie, or enough to reach the target."""
    if rules.donnes is not None:
        return rules.donnes + 1
    assert rules.target is not None
    return math.ceil(rules.target / 70)


def cell(line: DonneLine, key: str, *, contree: bool) -> str:
    """What the column ``key`` of the grid says of a donne: empty when nothing to say.

    A contract fallen is « chuté » in contrée and « dedans » in classique, as in the window.
    """
    donne: Donne = line.donne
    if key == "number":
        return str(line.number)
    if key in ("marks_a", "marks_b"):
        return str(line.marks[Team.A if key == "marks_a" else Team.B])
    if key in ("total_a", "total_b"):
        return str(line.totals[Team.A if key == "total_a" else Team.B])
    if key == "result":
        if donne.is_decision:
            return "décision"
        if line.litige:
            return "litige"
        if line.made is None:
            return "blanche"
        return "fait" if line.made else ("chuté" if contree else "dedans")
    if donne.taker is None:
        return "passe" if key == "taker" and not donne.is_decision else ""
    if key == "taker":
        return donne.taker.value
    if key == "contract":
        return (
            ""
            if donne.contract is None
            else ("capot" if donne.contract == CAPOT else str(donne.contract))
        )
    if key == "trump":
        return "" if donne.trump is None else donne.trump.label
    if key == "coinche":
        return {Coinche.NONE: "", Coinche.CONTRE: "contré", Coinche.SURCONTRE: "surcontré"}[
            donne.coinche
        ]
    if key == "points":
        # As the window and a paper sheet say it: the 252 counted for all eight tricks puzzles.
        if donne.capot is not None and donne.capot is donne.taker:
            return "capot"
        return "" if donne.points is None else str(donne.points)
    if key == "capot":
        return "" if donne.capot is None else donne.capot.value
    if key == "belotes":
        return " ".join(
            team.value if count == 1 else f"{team.value}×{count}"
            for team in Team
            if (count := donne.belotes[team])
        )
    return annonces_cell(donne)


def annonces_cell(donne: Donne) -> str:
    """``A tierce R♥ ; B 50 ; renonce B``: the annonces, or their points copied from paper."""
    parts = [
        f"{team.value} {', '.join(a.label for a in donne.annonces[team])}"
        if donne.annonces[team]
        else f"{team.value} {donne.annonce_points[team]}"
        for team in Team
        if donne.annonces[team] or donne.annonce_points[team]
    ]
    if donne.renonce is not None:
        parts.append(f"renonce {donne.renonce.value}")
    return " ; ".join(parts)


def decision_words(donne: Donne) -> str:
    """« Décision de l'arbitre : 3e maldonne », written across the donne's row."""
    return "Décision de l'arbitre" + (f" : {donne.reason}" if donne.reason else "")


def paper_words(paper: PerTeam[int], *, despite_gap: bool) -> str:
    """« Total papier 1180 – 424, validée malgré l'écart » beside the computed totals: the
    arbiter reading the sheet sees that the difference was accepted, not overlooked."""
    words = f"Total papier {paper.a} – {paper.b}"
    return f"{words}, validée malgré l'écart" if despite_gap else words


def as_sheet(
    item: SheetBlank | SheetView,
    filled: bool,
    players: Mapping[int, TeamInfo],
    corrections: Sequence[str] = (),
    *,
    despite_gap: bool = False,
    phone_signed: PerTeam[str] | None = None,
    pairs: Pairs | None = None,
) -> Sheet:
    """The sheet to print for ``item``; ``players`` name the players of a filled one's teams;
    ``pairs`` a mêlée's players of each pair, by the team's number."""
    if pairs:
        return _pair_sheet(
            as_sheet(item, filled, players, corrections, despite_gap=despite_gap,
                     phone_signed=phone_signed),
            item, pairs,
        )  # fmt: skip
    if isinstance(item, SheetBlank):
        refs = PerTeam(item.teams.a, item.teams.b)
        numbers = PerTeam(refs.a.number, refs.b.number)
        names = PerTeam(
            team_label(refs.a.number, refs.a.name), team_label(refs.b.number, refs.b.name)
        )
        found: Mapping[int, TeamInfo] = {t.number: t for t in (refs.a, refs.b)}
    else:
        numbers = PerTeam(item.teams.a.number, item.teams.b.number)
        names = PerTeam(
            team_label(item.teams.a.number, item.teams.a.name),
            team_label(item.teams.b.number, item.teams.b.name),
        )
        found = players

    def who(number: int) -> str:
        team = found.get(number)
        return " et ".join(p.full_name for p in team.players) if team else ""

    link = item.link if isinstance(item, SheetBlank) else None
    sheet = Sheet(
        item.round, item.table, names, PerTeam(who(numbers.a), who(numbers.b)), None, link=link
    )
    if filled and isinstance(item, SheetView):
        return Sheet(
            sheet.round,
            sheet.table,
            names,
            sheet.players,
            item.lines,
            item.totals,
            item.result,
            item.paper,
            despite_gap,
            tuple(corrections),
            item.by_totals,
            on_time=item.on_time,
            phone_signed=phone_signed or NOT_SIGNED,
        )
    return sheet


def _pair_sheet(sheet: Sheet, item: SheetBlank | SheetView, pairs: Pairs) -> Sheet:
    """A mêlée's sheet: each pair named by its players' numbers and names, never by the number
    of the round's team the draw made of it, which no player knows; the result says « la
    paire A », named above it."""
    teams = item.teams
    seats = PerTeam(
        tuple(player_words(p) for p in pairs.get(teams.a.number, ())),
        tuple(player_words(p) for p in pairs.get(teams.b.number, ())),
    )
    names = PerTeam(" – ".join(seats.a), " – ".join(seats.b))
    return replace(sheet, names=names, players=PerTeam("", ""), seats=seats)
