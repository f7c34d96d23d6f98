"""What the exports need of a tournament, read in bulk: every donne in one query.

Reading the donnes sheet by sheet (:func:`tournoi.services.scores.sheet`)
scores every partie again; an export only needs what is stored, marks
included, so a tournament of 100,000 donnes is read at once.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import aliased
from sqlmodel import col

from engine import CAPOT, Coinche, Contract, Team, Trump
from engine.jsonio import donne_from_json
from tournoi.services import draws, finals, scores
from tournoi.services.draws import RoundView
from tournoi.services.finals import FinalRow, FinalsState
from tournoi.services.finals.qualifying import qualifying_standings
from tournoi.services.melee import standings as melee_standings
from tournoi.services.melee.pairs import pair_players
from tournoi.services.ranking import StandingRow
from tournoi.services.settings import Format, TournamentSettings
from tournoi.services.teams import players as melee_players
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import TeamInfo
from tournoi.services.teams.players import MeleePlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.lifecycle import TournamentInfo
from tournoi.storage import Database, models


@dataclass(frozen=True, slots=True)
class DonneRow:
    """One stored donne, as a line of a spreadsheet: teams by their numbers."""

    round: int
    table: int
    number: int
    team_a: int
    team_b: int
    taker: int | None
    """The number of the taking team; ``None`` for a donne blanche."""
    contract: Contract | None
    trump: Trump | None
    coinche: Coinche
    points: int | None
    capot: int | None
    """The number of the team that made all eight tricks."""
    belote_a: int
    belote_b: int
    annonces: str
    """In words, ``A : tierce hauteur roi à pique``, ``A : 70`` (points copied from paper),
    ``renonce B``; empty when there are none."""
    marks_a: int
    marks_b: int
    totals_only: bool = False
    """Not a donne (its ``number`` is 0): the final totals of a partie recorded alone (« totaux
    seulement »), as its marks, after the donnes entered so far."""
    decision: str | None = None
    """An arbiter's decision in words (its marks are ``marks_a`` and ``marks_b``), else ``None``."""


@dataclass(frozen=True, slots=True)
class WorkbookData:
    """Everything :func:`tournoi.exports.xlsx.write_workbook` writes."""

    info: TournamentInfo
    settings: TournamentSettings
    standings: list[StandingRow]
    """The standings; once the finals are drawn, those of the qualifying rounds alone."""
    teams: list[TeamInfo]
    rounds: list[RoundView]
    donnes: list[DonneRow]
    finals: tuple[FinalsState, list[FinalRow]] | None = None
    """The brackets and the final ranking, once a stage of the finals is drawn."""
    players: list[MeleePlayerInfo] = field(default_factory=list)
    """A mêlée's registered players, by number; none in doublettes."""
    pairs: dict[int, tuple[MeleePlayerInfo, ...]] = field(default_factory=dict)
    """A mêlée's players of each pair and exempt group, by the team's number."""


def workbook_data(db: Database) -> WorkbookData:
    state, ranking = finals.finals_state(db), finals.final_ranking(db)
    settings = tournaments.get_settings(db)
    return WorkbookData(
        info=tournaments.tournament_info(db),
        settings=settings,
        standings=qualifying_standings(db) or melee_standings.ranked(db),
        # A mêlée's teams are each round's pairs and its exempt groups (of one to three
        # players): listed as drawn, while its players are the standings' lines.
        teams=teams.list_teams(db),
        rounds=draws.list_rounds(db),
        donnes=all_donnes(db),
        finals=None if state is None or ranking is None else (state, ranking),
        players=melee_players.list_players(db) if settings.format is Format.MELEE else [],
        pairs=pair_players(db),
    )


def all_donnes(db: Database) -> list[DonneRow]:
    """Every stored donne in round, table and donne order, with the marks it scored.

    A partie counted by its totals alone (« totaux seulement ») has one more
    row after its donnes, ``totals_only``, with those totals as its marks.
    """
    donnes = _stored_donnes(db)
    totals = _totals_only(db)
    if not totals:
        return donnes
    return sorted(
        [*donnes, *totals], key=lambda row: (row.round, row.table, row.totals_only, row.number)
    )


def _totals_only(db: Database) -> list[DonneRow]:
    """A row for each partie that its recorded totals count for (its donnes, if any, do not end it)."""
    rows = []
    for view in draws.list_rounds(db):
        by_totals = scores.tables_by_totals(db, round_number=view.number)
        for table in view.tables:
            if table.table in by_totals:
                totals = by_totals[table.table]
                rows.append(
                    DonneRow(
                        view.number,
                        table.table,
                        0,
                        table.a.number,
                        table.b.number,
                        None,
                        None,
                        None,
                        Coinche.NONE,
                        None,
                        None,
                        0,
                        0,
                        "",
                        totals.a,
                        totals.b,
                        totals_only=True,
                    )
                )
    return rows


def _stored_donnes(db: Database) -> list[DonneRow]:
    team_a, team_b = aliased(models.Team), aliased(models.Team)
    donne = models.Donne
    # Twenty-three columns: more than the typed overloads of select() spell out.
    columns: tuple[Any, ...] = (
        models.Round.number,
        models.Partie.table_number,
        donne.number,
        team_a.number,
        team_b.number,
        donne.taker,
        donne.contract,
        donne.contract_capot,
        donne.trump,
        donne.coinche,
        donne.points,
        donne.capot,
        donne.belote_a,
        donne.belote_b,
        donne.annonces,
        donne.annonce_points_a,
        donne.annonce_points_b,
        donne.renonce,
        donne.decision_a,
        donne.reason,
        donne.marks_a,
        donne.marks_b,
    )
    query = (
        select(*map(col, columns))
        .join(models.Partie, col(models.Partie.id) == col(donne.partie_id))
        .join(models.Round, col(models.Round.id) == col(models.Partie.round_id))
        .join(team_a, col(team_a.id) == col(models.Partie.team_a_id))
        .join(team_b, col(team_b.id) == col(models.Partie.team_b_id))
        .order_by(col(models.Round.number), col(models.Partie.table_number), col(donne.number))
    )
    trumps = {trump.value: trump for trump in Trump}
    coinches = {coinche.value: coinche for coinche in Coinche}
    with db.session() as session:
        return [
            # Positional: a hundred thousand rows are built here.
            DonneRow(
                round_number,
                table,
                number,
                a,
                b,
                _team_number(taker, a, b),
                CAPOT if contract_capot else contract,
                None if trump is None else trumps[trump],
                coinches[coinche],
                points,
                _team_number(capot, a, b),
                belote_a,
                belote_b,
                annonces_text(annonces, PaperAnnonces(points_a, points_b, renonce)),
                marks_a,
                marks_b,
                decision=None if decision_a is None else decision_text(reason),
            )
            for (
                round_number,
                table,
                number,
                a,
                b,
                taker,
                contract,
                contract_capot,
                trump,
                coinche,
                points,
                capot,
                belote_a,
                belote_b,
                annonces,
                points_a,
                points_b,
                renonce,
                decision_a,
                reason,
                marks_a,
                marks_b,
            ) in session.connection().execute(query)
        ]


@dataclass(frozen=True, slots=True)
class PaperAnnonces:
    """What a donne copied from a paper sheet holds of the annonces: points and a renonce."""

    points_a: int = 0
    points_b: int = 0
    renonce: str | None = None


def annonces_text(stored: str | None, paper: PaperAnnonces = PaperAnnonces()) -> str:
    """The stored annonces (the engine's JSON), or their points, and a renonce, in words.

    >>> annonces_text('{"A": [{"kind": "carre", "rank": "9"}], "B": []}')
    'A : carré de 9'
    >>> annonces_text(None, PaperAnnonces(0, 50, "B"))
    'B : 50 ; renonce B'
    >>> annonces_text(None)
    ''
    """
    annonces = donne_from_json({"annonces": json.loads(stored)}).annonces if stored else None
    points = {Team.A: paper.points_a, Team.B: paper.points_b}
    parts = []
    for team in Team:
        if annonces is not None and annonces[team]:
            parts.append(f"{team.value} : " + ", ".join(a.french for a in annonces[team]))
        elif points[team]:
            parts.append(f"{team.value} : {points[team]}")
    if paper.renonce is not None:
        parts.append(f"renonce {paper.renonce}")
    return " ; ".join(parts)


def decision_text(reason: str | None) -> str:
    """« Décision de l'arbitre : 3e maldonne »."""
    return "Décision de l'arbitre" + (f" : {reason}" if reason else "")


def _team_number(side: str | None, a: int, b: int) -> int | None:
    if side is None:
        return None
    return a if side == Team.A.value else b
