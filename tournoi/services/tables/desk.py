"""The tables of a round as the desk watches their phones: each link, sheet and signature."""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import col, select

from engine import PerTeam
from tournoi.services import settings as settings_service
from tournoi.services.scores import SheetView
from tournoi.services.scores.final_totals import ending
from tournoi.services.scores.knockout import knockout_parties, knockout_rules
from tournoi.services.scores.phone_identity import phone_author
from tournoi.services.scores.signatures import holding, signatures, voided
from tournoi.services.scores.view import (
    ending_of,
    find_partie,
    recorded_totals,
    score_rows,
    view_of,
)
from tournoi.services.tables.links import TableLink, links_of
from tournoi.storage import Database, models


@dataclass(frozen=True, slots=True, kw_only=True)
class TableState:
    """A table as the desk watches it: its link, its sheet, its signatures."""

    link: TableLink
    sheet: SheetView
    signed: PerTeam[bool]
    voided: PerTeam[bool]
    """The signatures a later change of the sheet has voided (:mod:`tournoi.services.scores.signatures`)."""


def table_states(db: Database, *, round_number: int) -> list[TableState]:
    """The tables of a round that have a link (:func:`table_links.issue_links`), by table."""
    states = []
    with db.session() as session:
        settings = settings_service.load(session)
        for link in links_of(session, round_number):
            partie = find_partie(session, round_number, link.table)
            sheet = view_of(session, partie, settings)
            signed = signatures(partie, sheet)
            states.append(
                TableState(link=link, sheet=sheet, signed=signed, voided=voided(partie, signed))
            )
    return states


@dataclass(frozen=True, slots=True, kw_only=True)
class TableEntry:
    """A table's sheet in brief, as the Rounds page shows it beside the table."""

    table: int
    donnes: int
    totals: PerTeam[int]
    signed: PerTeam[bool]
    locked: bool
    updated_by: str
    """Who changed the sheet last: its phone (:func:`~tournoi.services.scores.phone_identity.phone_author`) or a station
    of the desk; empty before anyone."""

    @property
    def by_phone(self) -> bool:
        return self.updated_by == phone_author(self.table)


def table_entries(db: Database, *, round_number: int) -> dict[int, TableEntry]:
    """:func:`table_states` in brief, by table: a few queries for the whole round, read again
    by the window each time a phone writes."""
    with db.session() as session:
        settings = settings_service.load(session)
        rules = settings.rules
        knockout = knockout_parties(session)
        parties = {p.id: p for p in session.exec(
            select(models.Partie).join(models.Round).where(models.Round.number == round_number)
        )}  # fmt: skip
        links = list(session.exec(
            select(models.TableLink).where(col(models.TableLink.partie_id).in_(list(parties)))
        ))  # fmt: skip
        rows: dict[int, list[models.Donne]] = {link.partie_id: [] for link in links}
        for row in session.exec(
            select(models.Donne)
            .where(col(models.Donne.partie_id).in_(list(rows)))
            .order_by(col(models.Donne.partie_id), col(models.Donne.number))
        ):
            rows[row.partie_id].append(row)
    entries = {}
    for link in links:
        partie = parties[link.partie_id]
        # A partie of the finals may play on where the rules alone would have ended it.
        own = (
            knockout_rules(rules, tie_break=settings.knockout_tie)
            if link.partie_id in knockout
            else rules
        )
        scored = score_rows(own, rows[link.partie_id], ending_of(partie), partie.bell_after)
        entries[partie.table_number] = TableEntry(
            table=partie.table_number, donnes=len(scored.donnes),
            totals=ending(scored, recorded_totals(partie)).totals,
            signed=holding(PerTeam(partie.signed_a, partie.signed_b), list(scored.donnes)),
            locked=link.locked, updated_by=partie.updated_by,
        )  # fmt: skip
    return entries
