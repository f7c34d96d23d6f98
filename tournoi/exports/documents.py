"""Printing and exporting: which document, for which round, written where.

The writers (:mod:`tournoi.exports.pdf`, :mod:`tournoi.exports.xlsx`) only
lay out the data the services give them; this module gathers that data and
chooses the writer by the file's suffix: ``.pdf`` for one document, ``.xlsx``
for the whole tournament's workbook; the results' site is a folder
(:mod:`tournoi.exports.site`), the podium a ``.png`` (:mod:`tournoi.exports.podium`). The writers are imported when a document
is written: reportlab and openpyxl would otherwise add a quarter of a second
to the window's start.

A document never takes the place of the tournament's own file, and is written
whole or not at all (:mod:`tournoi.exports.atomic`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path

from engine.errors import os_reason
from engine.words import count
from tournoi.exports.atomic import refuse_the_tournament, replacing, replacing_folder
from tournoi.services import draws, finals, scores
from tournoi.services.awards import palmares as palmares_service
from tournoi.services.errors import ServiceError
from tournoi.services.integrity import soundness as integrity
from tournoi.services.melee import pairs as melee_pairs
from tournoi.services.melee import standings as melee_standings
from tournoi.services.publication.export_data import workbook_data
from tournoi.services.publication.site_data import site_data
from tournoi.services.scores.signatures import phone_signatures
from tournoi.services.settings import Format, TournamentSettings
from tournoi.services.tables import links as table_links
from tournoi.services.teams import fees
from tournoi.services.teams import players as melee_players
from tournoi.services.teams import registration as teams
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.lifecycle import Database, TournamentInfo


class Document(StrEnum):
    STANDINGS = "standings"
    TABLES = "tables"
    SHEETS = "sheets"
    BLANK_SHEETS = "blank-sheets"
    TEAMS = "teams"
    CASH = "cash"
    PALMARES = "palmares"
    BRACKET = "bracket"
    SITE = "site"
    PODIUM = "podium"

    @property
    def french(self) -> str:
        return {
            Document.STANDINGS: "classement",
            Document.TABLES: "plan des tables",
            Document.SHEETS: "feuilles de marque remplies",
            Document.BLANK_SHEETS: "feuilles de marque vierges",
            Document.TEAMS: "liste des équipes",
            Document.CASH: "feuille de caisse",
            Document.PALMARES: "palmarès",
            Document.BRACKET: "tableau final",
            Document.SITE: "site des résultats",
            Document.PODIUM: "image du podium",
        }[self]


WITH_CODES = frozenset({Document.TABLES, Document.BLANK_SHEETS})
"""The documents that carry QR codes for the phones: the table plan the public page's, each
blank sheet its table's."""
RANKING = frozenset({Document.STANDINGS, Document.PALMARES, Document.SITE, Document.PODIUM})
"""The documents that rank the teams: not written from results that the donnes do not give."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Phones:
    """The tables enter their donnes on phones: each blank sheet carries its table's link as
    a QR code, the table plan the public page's only (the plan hangs on the wall, where
    anyone could scan a table's code and write on its sheet)."""

    base_url: str
    """The phones' server as they reach it on the hall's network: ``http://192.168.1.20:8000``."""
    who: str
    """Who prints, for the audit trail of the links made for the occasion."""


def export(
    db: Database,
    *,
    path: Path,
    what: Document,
    round_number: int | None = None,
    phones: Phones | None = None,
    challenge: Path | None = None,
) -> str:
    """Write ``what`` (PDF) or the tournament's workbook (XLSX) to ``path``, or the results'
    site into the folder ``path`` (with the page of the season's ``challenge`` file, which
    must hold this concours), or the podium's image (PNG); a French summary.

    With ``phones``, the blank score sheets print each table's link (made now
    if the round has none yet) as a QR code, and the table plan the public
    page's. The filled sheets are printed after the game: ``phones`` is
    refused for them.
    """
    suffix = path.suffix.lower()
    if phones is not None and (suffix == ".xlsx" or what not in WITH_CODES):
        named = "le classeur" if suffix == ".xlsx" else f"« {what.french} »"
        raise ServiceError(
            f"Pas de QR code des téléphones sur {named} : le code de chaque table "
            "s'imprime sur sa feuille de marque vierge, celui de la page publique sur le "
            "plan des tables.",
            field="phones",
        )
    if challenge is not None and what is not Document.SITE:
        raise ServiceError(
            f"Le challenge se montre sur le site des résultats, pas sur « {what.french} ».",
            field="challenge",
        )
    if what is Document.SITE:
        return _site(db, path, challenge)
    if what is Document.PODIUM:
        return _podium(db, path)
    if suffix not in (".pdf", ".xlsx"):
        raise ServiceError(f"« {path.name} » : on exporte en .pdf ou en .xlsx.")
    refuse_the_tournament(path, db.path)
    if suffix == ".xlsx" or what in RANKING:
        integrity.refuse_ranking_if_unsound(db)
    try:
        with replacing(path) as temporary:
            if suffix == ".xlsx":
                return _xlsx(db, temporary, path.name)
            pages = _pdf(db, temporary, what, round_number, phones)
    except OSError as error:
        raise ServiceError(f"Impossible d'écrire « {path} » : {os_reason(error)}.") from None
    named = (
        "liste des joueurs"
        if what is Document.TEAMS and melee_players.is_melee(db)
        else what.french
    )
    return f"{named.capitalize()} : {pages} page{'s' if pages > 1 else ''}, {path.name}."


def _site(db: Database, folder: Path, challenge: Path | None) -> str:
    """The results' site, written whole into ``folder`` (a new one, or a site written before)."""
    from tournoi.exports.site import INDEX, write_site  # noqa: PLC0415
    from tournoi.services.challenge import concours_season  # noqa: PLC0415

    integrity.refuse_ranking_if_unsound(db)
    data = site_data(db)
    season = None if challenge is None else concours_season(challenge, db=db)
    try:
        with replacing_folder(folder, tournament=db.path) as temporary:
            made = datetime.now().astimezone()
            pages = write_site(temporary, data=data, made=made, challenge=season)
    except OSError as error:
        raise ServiceError(f"Impossible d'écrire « {folder} » : {os_reason(error)}.") from None
    return f"Site des résultats : {count(pages, 'page')} dans « {folder.name} », ouvrir {INDEX}."


def _podium(db: Database, path: Path) -> str:
    """The podium's image (PNG): the first three teams, the concours and its day."""
    from tournoi.exports.podium import write_podium  # noqa: PLC0415

    if path.suffix.lower() != ".png":
        raise ServiceError(f"« {path.name} » : l'image du podium s'enregistre en .png.")
    refuse_the_tournament(path, db.path)
    integrity.refuse_ranking_if_unsound(db)
    info = tournaments.tournament_info(db)
    palmares = palmares_service.palmares(db)
    try:
        with replacing(path) as temporary:
            write_podium(temporary, info=info, palmares=palmares)
    except OSError as error:
        raise ServiceError(f"Impossible d'écrire « {path} » : {os_reason(error)}.") from None
    return f"Image du podium : {path.name}."


def _xlsx(db: Database, path: Path, name: str) -> str:
    from tournoi.exports import xlsx  # noqa: PLC0415

    data = workbook_data(db)
    xlsx.write_workbook(
        path,
        info=data.info,
        settings=data.settings,
        standings=data.standings,
        teams=data.teams,
        rounds=data.rounds,
        donnes=data.donnes,
        despite_gap=scores.validated_despite_gap(db),
        finals=data.finals,
        players=data.players,
        pairs=data.pairs,
    )
    totals_only = sum(row.totals_only for row in data.donnes)
    written = count(len(data.donnes) - totals_only, "donne")
    if totals_only:
        written += ", " + count(
            totals_only, "partie en totaux seulement", "parties en totaux seulement"
        )
    return f"Classeur du tournoi écrit : {name} ({written})."


def _pdf(
    db: Database, path: Path, what: Document, round_number: int | None, phones: Phones | None
) -> int:
    from tournoi.exports import pdf  # noqa: PLC0415

    info = tournaments.tournament_info(db)
    settings = tournaments.get_settings(db)
    if what is Document.STANDINGS:
        # A mêlée ranks players: its teams are each round's pairs, no line of the standings.
        melee = settings.format is Format.MELEE
        state = None if melee else finals.finals_state(db)
        final = None if state is None else finals.final_ranking(db)
        if state is not None and final is not None:
            return _final_standings(db, path, info, settings, (state, final))
        return pdf.write_standings(
            path, info=info, settings=settings, rows=melee_standings.ranked(db),
            teams=() if melee else teams.list_teams(db),
            players=melee_players.list_players(db) if melee else None,
        )  # fmt: skip
    if what is Document.TEAMS and settings.format is Format.MELEE:
        # A mêlée's door sees players come alone: the teams are the draw's, made later.
        return pdf.write_player_list(path, info=info, players=melee_players.list_players(db))
    if what is Document.TEAMS:
        return pdf.write_team_list(path, info=info, teams=teams.list_teams(db))
    if what is Document.CASH:
        return pdf.write_cash_sheet(path, info=info, summary=fees.cash_summary(db))
    if what is Document.PALMARES:
        palmares = palmares_service.palmares(db, after_round=round_number)
        return pdf.write_palmares(
            path, info=info, palmares=palmares, melee=melee_players.is_melee(db)
        )
    if what is Document.BRACKET:
        state = finals.finals_state(db)
        if state is None or not state.brackets:
            raise ServiceError(
                "Aucune phase finale n'est tirée : le tableau final suit son tirage."
            )
        return pdf.write_bracket(path, info=info, state=state)
    number = round_number or draws.last_round(db)
    if number == 0:
        raise ServiceError("Aucun tour n'est tiré : il n'y a ni plan des tables ni feuilles.")
    view = draws.round_view(db, round_number=number)
    if what is Document.TABLES:
        return pdf.write_table_plan(
            path, info=info, round_view=view, seats=draws.seats(db, round_number=number),
            public_url=None if phones is None else phones.base_url + "/",
            pairs=melee_pairs.pair_players(db),
        )  # fmt: skip
    team_list = teams.list_teams(db)
    if what is Document.BLANK_SHEETS:
        links = (
            {}
            if phones is None
            else table_links.table_urls(
                db, round_number=number, base_url=phones.base_url, who=phones.who
            )
        )
        blanks = pdf.SheetBlank.of_round(view, team_list, links=links)
        return pdf.write_score_sheets(
            path,
            info=info,
            settings=settings,
            sheets=blanks,
            filled=False,
            teams=team_list,
            pairs=melee_pairs.pair_players(db),
        )
    sheets = [scores.sheet(db, round_number=number, table=t.table) for t in view.tables]
    corrections = {
        t.table: scores.corrections(db, round_number=number, table=t.table) for t in view.tables
    }
    despite_gap = {t for _, t in scores.validated_despite_gap(db, round_number=number)}
    phone_signed = {
        t.table: phone_signatures(db, round_number=number, table=t.table) for t in view.tables
    }
    return pdf.write_score_sheets(
        path, info=info, settings=settings, sheets=sheets, filled=True, teams=team_list,
        corrections=corrections, despite_gap=despite_gap, phone_signed=phone_signed,
        pairs=melee_pairs.pair_players(db),
    )  # fmt: skip


def _final_standings(
    db: Database,
    path: Path,
    info: TournamentInfo,
    settings: TournamentSettings,
    final: tuple[finals.FinalsState, list[finals.FinalRow]],
) -> int:
    """Once the finals are drawn: the final ranking, then the standings after the last
    qualifying round (``final``: the brackets as they stand and the final ranking)."""
    from tournoi.exports.pdf.final_standings import write_final_standings  # noqa: PLC0415
    from tournoi.services.finals.qualifying import qualifying_standings  # noqa: PLC0415
    from tournoi.services.finals.tie_break import seed_decisions  # noqa: PLC0415

    state, ranking = final
    return write_final_standings(
        path, info=info, settings=settings, ranking=ranking,
        qualifying=qualifying_standings(db) or [], after_round=state.after_round,
        teams=teams.list_teams(db), ties=seed_decisions(state),
    )  # fmt: skip
