"""The PDF documents: what pdftotext reads back is what the services computed."""

from __future__ import annotations

import random
import re
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from engine import CLUB_CONTREE, Donne, PerTeam, Rules, Team, Trump, UserError, Variant
from engine.jsonio import donne_to_json
from tests.factories import random_sheet, sheet_document
from tests.ui.conftest import WHO, make_tournament
from tournoi.exports.pdf import (
    SheetBlank,
    fonts,
    write_score_sheets,
    write_standings,
    write_table_plan,
    write_team_list,
)
from tournoi.services import draws, scores
from tournoi.services.ranking import Criterion
from tournoi.services.scores import SheetView
from tournoi.services.settings import TournamentSettings
from tournoi.services.standings import current as standings
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo, TeamInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.lifecycle import TournamentInfo

pytestmark = pytest.mark.skipif(
    shutil.which("pdftotext") is None or shutil.which("pdfinfo") is None,
    reason="poppler-utils (pdftotext, pdfinfo) is not installed",
)

HAND_MADE = [
    Donne(taker=Team.A, contract=80, trump=Trump.COEUR, points=100),
    Donne(taker=Team.B, contract=90, trump=Trump.PIQUE, points=120),
]


@dataclass
class Played:
    info: TournamentInfo
    settings: TournamentSettings
    teams: list[TeamInfo]
    round_view: draws.RoundView
    seats: list[draws.Seat]
    sheets: list[SheetView]
    rows: list[standings.StandingRow]


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Played]:
    """Nine teams, round 1 played: table 1 by hand (♥ then ♠, in progress), the others to the end."""
    db = make_tournament(tmp_path_factory.mktemp("pdf") / "t.tournoi", count=9)
    try:
        settings = tournaments.get_settings(db)
        view = draws.round_view(db, round_number=1)
        rng = random.Random(7)
        for table in view.tables:
            donnes = HAND_MADE if table.table == 1 else random_sheet(rng, settings.rules)
            document = (
                {"donnes": [donne_to_json(d) for d in donnes]}
                if table.table == 1
                else sheet_document(donnes)
            )
            scores.import_sheet(db, round_number=1, table=table.table, document=document, who=WHO)
        yield Played(
            info=tournaments.tournament_info(db),
            settings=settings,
            teams=teams.list_teams(db),
            round_view=view,
            seats=draws.seats(db, round_number=1),
            sheets=[scores.sheet(db, round_number=1, table=t.table) for t in view.tables],
            rows=standings.standings(db),
        )
    finally:
        db.close()


def text_of(path: Path) -> str:
    return subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout


def page_count(path: Path) -> int:
    info = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True)
    found = re.search(r"^Pages:\s+(\d+)", info.stdout, re.MULTILINE)
    assert found
    return int(found.group(1))


def check_pages(path: Path, returned: int) -> str:
    """The page count returned is the file's, and every page says « page x / N »."""
    text = text_of(path)
    assert page_count(path) == returned
    for page in range(1, returned + 1):
        assert f"page {page} / {returned}" in text
    return text


def test_standings_show_ranks_names_players_and_marks(played: Played, tmp_path: Path) -> None:
    path = tmp_path / "classement.pdf"
    pages = write_standings(
        path, info=played.info, settings=played.settings, rows=played.rows, teams=played.teams
    )
    text = check_pages(path, pages)
    assert "Concours de la Saint-Martin" in text
    assert "Salle des fêtes" in text
    assert "Critères de classement" in text
    assert "Belote contrée, règles FFB." in text
    for row in played.rows:
        line = next(
            line
            for line in text.splitlines()
            if [t for t in line.split() if t != "ex."][1:2] == [str(row.number)]
            and row.name in line
        )
        assert line.split()[0] == str(row.rank), line
        assert (line.split()[1] == "ex.") is row.ex_aequo, line
        numbers = re.findall(r"-?\d+", line)
        assert str(row.points_for) in numbers
        assert numbers[-1] == str(row.goal_average)
    assert "Lefèvre" in text
    assert "Belote Club" in text


def test_standings_say_the_round_and_keep_the_rules_to_one_line(
    played: Played, tmp_path: Path
) -> None:
    path = tmp_path / "classement.pdf"
    rows = [
        *(row for row in played.rows[2:]),
        replace(played.rows[0], rank=len(played.rows) - 1, withdrawn=True),
        replace(played.rows[1], rank=len(played.rows), withdrawn=True),
    ]
    write_standings(path, info=played.info, settings=played.settings, rows=rows, after_round=3)
    text = text_of(path)
    lines = [line.strip() for line in text.splitlines()]
    assert "Classement après la 3e partie" in lines
    (rules,) = [line for line in lines if line.startswith("Belote contrée, règles FFB.")]
    assert rules.endswith("Tournoi en 3 parties.")
    assert "L'exempt marque" not in text  # the settings' other lines stay on the screens
    apart = lines.index("Équipes retirées, classées à part")
    assert played.rows[0].name in "\n".join(lines[apart:])
    assert all(played.rows[0].name not in line for line in lines[:apart])
    # Without ``after_round``, the round is the one the standings count.
    write_standings(path, info=played.info, settings=played.settings, rows=played.rows)
    assert "Classement après la 1re partie" in text_of(path)


def test_table_plan_by_table_and_by_name(played: Played, tmp_path: Path) -> None:
    path = tmp_path / "plan.pdf"
    pages = write_table_plan(
        path, info=played.info, round_view=played.round_view, seats=played.seats
    )
    text = check_pages(path, pages)
    assert pages == 2
    plan, finder = text.split("Où est ma table ?")
    for table in played.round_view.tables:
        assert re.search(
            rf"^\s*{table.table}\s+{table.a.number} {re.escape(table.a.name)}\s+{table.b.number} {re.escape(table.b.name)}",
            plan,
            re.MULTILINE,
        )
    assert played.round_view.bye is not None
    assert f"Exempte : équipe n° {played.round_view.bye.number}" in plan.replace("\u00a0", " ")
    found = [
        re.search(rf"^\s*{re.escape(seat.team.name)} \({seat.team.number}\)", finder, re.MULTILINE)
        for seat in played.seats
    ]
    positions = [match.start() if match else -1 for match in found]
    assert -1 not in positions
    assert positions == sorted(positions)


def test_table_plan_lists_the_players_under_each_team(played: Played, tmp_path: Path) -> None:
    path = tmp_path / "plan.pdf"
    write_table_plan(path, info=played.info, round_view=played.round_view, seats=played.seats)
    plan, finder = text_of(path).split("Où est ma table ?")
    lines = [line.strip() for line in plan.splitlines()]
    for table in played.round_view.tables:
        line = next(i for i, text in enumerate(lines) if text.startswith(f"{table.table} "))
        under = re.split(r"\s{2,}", lines[line + 1])
        assert under == [", ".join(p.full_name for p in t.players) for t in (table.a, table.b)]
    bye = played.round_view.bye
    assert bye is not None
    assert f"{bye.players[0].full_name}, {bye.players[1].full_name}" in plan
    finder_lines = [line.strip() for line in finder.splitlines()]
    for seat in played.seats:
        line = finder_lines.index(
            next(t for t in finder_lines if t.startswith(f"{seat.team.name} ({seat.team.number})"))
        )
        names = ", ".join(p.full_name for p in seat.team.players)
        assert finder_lines[line + 1] == names


def test_team_list_has_every_team_and_player(played: Played, tmp_path: Path) -> None:
    path = tmp_path / "equipes.pdf"
    pages = write_team_list(path, info=played.info, teams=played.teams)
    text = check_pages(path, pages)
    assert "9 équipes, 18 joueurs." in text
    for team in played.teams:
        assert team.name in text
        for player in team.players:
            assert player.full_name in text


def test_blank_sheets_two_per_page(tmp_path: Path) -> None:
    db = make_tournament(tmp_path / "seize.tournoi", count=16)
    try:
        view = draws.round_view(db, round_number=1)
        registered = teams.list_teams(db)
        path = tmp_path / "vierges.pdf"
        pages = write_score_sheets(
            path,
            info=tournaments.tournament_info(db),
            settings=tournaments.get_settings(db),
            sheets=SheetBlank.of_round(view, registered),
            filled=False,
        )
    finally:
        db.close()
    assert len(view.tables) == 8
    assert pages == 4
    text = check_pages(path, pages)
    by_number = {team.number: team for team in registered}
    for table in view.tables:
        assert f"Tour 1 · Table {table.table}" in text
        for ref in (table.a, table.b):
            for player in by_number[ref.number].players:
                assert player.full_name in text
    for header in ("Preneur", "Contrat", "Atout", "Contre", "Belote", "Marque A", "Total B"):
        assert header in text
    assert "Signature de l’arbitre" in text


def test_filled_sheets_show_every_donne_marks_and_totals(played: Played, tmp_path: Path) -> None:
    path = tmp_path / "remplies.pdf"
    pages = write_score_sheets(
        path,
        info=played.info,
        settings=played.settings,
        sheets=played.sheets,
        filled=True,
        teams=played.teams,
    )
    text = check_pages(path, pages)
    for sheet in played.sheets:
        assert f"Tour 1 · Table {sheet.table}" in text
        for line in sheet.lines:
            row = rf"^\s*{line.number}\s.*\s{line.marks.a}\s+{line.marks.b}\s+{line.totals.a}\s+{line.totals.b}\s*$"
            assert re.search(row, text, re.MULTILINE), (sheet.table, line.number)
        if sheet.over:
            assert sheet.result in text.replace("\n", " ") or sheet.result[:40] in text
    assert "♥" in text
    assert "♠" in text
    assert "Lefèvre" in text


def test_fonts_are_embedded(played: Played, tmp_path: Path) -> None:
    path = tmp_path / "classement.pdf"
    write_standings(path, info=played.info, settings=played.settings, rows=played.rows)
    listing = subprocess.run(["pdffonts", str(path)], capture_output=True, text=True, check=True)
    assert "DejaVuSans" in listing.stdout
    assert "Helvetica" not in listing.stdout


def test_missing_font_is_a_clear_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(fonts, "fonts_dir", lambda: tmp_path)
    monkeypatch.setattr(fonts.pdfmetrics, "getRegisteredFontNames", lambda: [])
    with pytest.raises(fonts.FontError, match=r"DejaVuSans\.ttf"):
        fonts.register()


def test_a_missing_font_is_said_when_a_document_is_written(
    played: Played, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The installation lacking its fonts: the message names the font, never « None »."""
    monkeypatch.setattr(fonts, "fonts_dir", lambda: tmp_path)
    monkeypatch.setattr(fonts.pdfmetrics, "getRegisteredFontNames", lambda: [])
    path = tmp_path / "classement.pdf"
    with pytest.raises(UserError) as refused:
        write_standings(path, info=played.info, settings=played.settings, rows=played.rows)
    assert str(refused.value) == (
        f"Police « DejaVuSans.ttf » introuvable dans {tmp_path} : réinstallez l'application."
    )
    assert not path.exists()


def test_a_filled_sheet_shows_a_decision_annonce_points_and_a_renonce(tmp_path: Path) -> None:
    rules = Rules(variant=Variant.CLASSIQUE, annonces=True, target=1000)
    db = make_tournament(tmp_path / "t.tournoi", count=2, rules=rules)
    paper = [
        Donne(taker=Team.A, trump=Trump.COEUR, points=92, annonce_points=PerTeam(70, 0)),
        Donne(taker=Team.A, trump=Trump.PIQUE, points=100, annonce_points=PerTeam(0, 50),
              renonce=Team.B),
        Donne(decision=PerTeam(0, 162), reason="3e maldonne"),
    ]  # fmt: skip
    try:
        for donne in paper:
            scores.record_donne(db, round_number=1, table=1, donne=donne, who=WHO)
        sheet = scores.sheet(db, round_number=1, table=1)
        path = tmp_path / "decision.pdf"
        pages = write_score_sheets(
            path,
            info=tournaments.tournament_info(db),
            settings=tournaments.get_settings(db),
            sheets=[sheet],
            filled=True,
            teams=teams.list_teams(db),
        )
    finally:
        db.close()
    text = check_pages(path, pages)
    assert re.search(r"^\s*1\s+A\s+♥\s+92\s+A 70\s+fait\s+162\s+70\s", text, re.MULTILINE)
    assert re.search(r"^\s*2\s.*B 50 ; renonce B\s+fait\s+150\s+62\s", text, re.MULTILINE)
    assert re.search(
        r"^\s*3\s+Décision de l'arbitre : 3e maldonne\s+décision\s+0\s+162\s+312\s+294\s*$",
        text,
        re.MULTILINE,
    )
    assert "passe" not in text


def test_a_filled_sheet_says_capot_where_the_window_does(tmp_path: Path) -> None:
    db = make_tournament(tmp_path / "t.tournoi", count=2)
    played_out = [
        Donne(taker=Team.A, contract=100, trump=Trump.COEUR, points=162, capot=Team.A),
        Donne(taker=Team.B, contract=80, trump=Trump.PIQUE, points=0, capot=Team.A),
    ]
    try:
        for donne in played_out:
            scores.record_donne(db, round_number=1, table=1, donne=donne, who=WHO)
        path = tmp_path / "capot.pdf"
        pages = write_score_sheets(
            path,
            info=tournaments.tournament_info(db),
            settings=tournaments.get_settings(db),
            sheets=[scores.sheet(db, round_number=1, table=1)],
            filled=True,
            teams=teams.list_teams(db),
        )
    finally:
        db.close()
    text = check_pages(path, pages)
    # The takers' capot reads « capot », not 252; the defenders' capot leaves the takers 0.
    assert re.search(r"^\s*1\s+A\s+100\s+♥\s+capot\s+A\s+fait\s", text, re.MULTILINE), text
    assert re.search(r"^\s*2\s+B\s+80\s+♠\s+0\s+A\s+chuté\s", text, re.MULTILINE), text
    assert "252" not in text


def test_a_classique_sheet_says_dedans_where_the_window_does(tmp_path: Path) -> None:
    rules = Rules(variant=Variant.CLASSIQUE, annonces=True, target=1000)
    db = make_tournament(tmp_path / "t.tournoi", count=2, rules=rules)
    # B takes with 60 and a belote against A's 102 and tierce: dedans, A 162 + 20, B 20.
    fallen = Donne(
        taker=Team.B, trump=Trump.COEUR, points=60, belotes=PerTeam(0, 1),
        annonce_points=PerTeam(20, 0),
    )  # fmt: skip
    try:
        scores.record_donne(db, round_number=1, table=1, donne=fallen, who=WHO)
        path = tmp_path / "dedans.pdf"
        pages = write_score_sheets(
            path,
            info=tournaments.tournament_info(db),
            settings=tournaments.get_settings(db),
            sheets=[scores.sheet(db, round_number=1, table=1)],
            filled=True,
            teams=teams.list_teams(db),
        )
    finally:
        db.close()
    text = check_pages(path, pages)
    assert re.search(r"^\s*1\s+B\s+♥\s+60\s+B\s+A 20\s+dedans\s+182\s+20\s", text, re.MULTILINE), (
        text
    )
    assert "chuté" not in text


def test_a_club_tournaments_sheet_names_its_house_rules(tmp_path: Path) -> None:
    db = make_tournament(tmp_path / "club.tournoi", count=2, rules=CLUB_CONTREE)
    try:
        path = tmp_path / "club.pdf"
        pages = write_score_sheets(
            path,
            info=tournaments.tournament_info(db),
            settings=tournaments.get_settings(db),
            sheets=SheetBlank.of_round(draws.round_view(db, round_number=1), teams.list_teams(db)),
            filled=False,
        )
    finally:
        db.close()
    text = " ".join(check_pages(path, pages).split())
    assert "Belote contrée, règles de club." in text
    assert "Règles de la maison : toujours monter à l’atout, belote imprenable." in text.replace(
        "'", "’"
    )


def test_the_standings_legend_names_only_the_columns_printed(
    played: Played, tmp_path: Path
) -> None:
    path = tmp_path / "classement.pdf"
    assert Criterion.RANKING_POINTS not in played.settings.ranking.criteria
    write_standings(path, info=played.info, settings=played.settings, rows=played.rows)
    text = " ".join(text_of(path).split())
    assert "Pts cl." not in text
    assert "Diff. : goal-average (marqués moins encaissés)." in text
    assert "Forfaits" not in text
    forfeit = [replace(played.rows[0], forfeits_won=1), *played.rows[1:]]
    write_standings(path, info=played.info, settings=played.settings, rows=forfeit)
    text = " ".join(text_of(path).split())
    assert "Forfaits : parties gagnées / perdues par forfait." in text
    assert re.search(r"1\s*/\s*0\s*$", text_of(path), re.MULTILINE)


def test_sixty_teams_of_a_club_fit_in_three_pages(played: Played, tmp_path: Path) -> None:
    """The names wrapped in narrow columns: eleven teams a page, six pages for a club's sixty."""
    base = played.rows[0]
    long_team = played.teams[0]
    rows = [
        replace(base, number=n, rank=n, name=f"Dupont-Lefèvre{n} – Montgomery{n}")
        for n in range(1, 61)
    ]
    squad = [
        replace(
            long_team,
            number=n,
            players=(
                PlayerInfo("Jean-Baptiste", f"Dupont-Lefèvre{n}", club="Amicale de Saint-Martin"),
                PlayerInfo("Marie-Thérèse", f"Montgomery{n}", club="Belote club de Vitré"),
            ),
        )
        for n in range(1, 61)
    ]
    path = tmp_path / "classement.pdf"
    pages = write_standings(
        path, info=played.info, settings=played.settings, rows=rows, teams=squad
    )
    assert pages == page_count(path) == 3
    text = text_of(path)
    for n in (1, 30, 60):
        assert f"Montgomery{n}" in text
