"""Score entry through the services, on real tournament files: every donne checked, nothing lost."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from sqlmodel import col, select

from engine import (
    Coinche,
    ContractError,
    Donne,
    FormatError,
    PartieOverError,
    PerTeam,
    Rules,
    SheetError,
    Team,
    Trump,
)
from engine.jsonio import donne_to_json, rules_to_json
from tournoi.services import audit, draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.errors import ConflictError, NotFoundError, ServiceError, StateError
from tournoi.services.scores import PartieState, sheet_files
from tournoi.services.settings import ByeMarks, ByeScoring, TournamentSettings
from tournoi.services.standings import current as standings
from tournoi.services.teams import registration as team_service
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, models
from tournoi.storage.backup import list_backups

A, B = Team.A, Team.B
ALICE = "Alice (table de marque)"
RULES = Rules(target=300)

A80 = Donne(taker=A, contract=80, trump=Trump.PIQUE, points=117)  # 120 - 50
B80 = Donne(taker=B, contract=80, trump=Trump.PIQUE, points=117)  # 50 - 120
A80_BELOTE = replace(A80, belotes=PerTeam(1, 0))  # 140 - 50
CAPOT_A = Donne(taker=A, contract=100, trump=Trump.COEUR, points=162, capot=A)  # 250 - 0
FALL_A = Donne(taker=A, contract=80, trump=Trump.PIQUE, points=60)  # 0 - 160
BAD_CONTRACT = Donne(taker=A, contract=85, trump=Trump.PIQUE, points=117)


def new_tournament(
    path: Path,
    *,
    count: int = 4,
    rules: Rules = RULES,
    bye: ByeScoring | None = None,
    rounds: int = 3,
) -> Database:
    settings = TournamentSettings(rules=rules, rounds=rounds, bye=bye or ByeScoring())
    db = tournaments.create_tournament(path, name="Concours d'essai", settings=settings, who=ALICE)
    for n in range(1, count + 1):
        team_service.add_team(
            db,
            players=[PlayerInfo("Jean", f"Martin{n}"), PlayerInfo("Paul", f"Durand{n}")],
            who=ALICE,
        )
    return db


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    """Four teams, round 1 drawn: table 1 is team 1 (A) against 2 (B), table 2 is 3 against 4."""
    database = new_tournament(tmp_path / "concours.tournoi")
    view = draws.draw_round(database, method=DrawMethod.SWISS, who=ALICE)
    assert [(t.table, t.a.number, t.b.number) for t in view.tables] == [(1, 1, 2), (2, 3, 4)]
    yield database
    database.close()


def enter(db: Database, table: int, *donnes: Donne, round_number: int = 1) -> scores.Recorded:
    change = None
    for donne in donnes:
        change = scores.record_donne(
            db, round_number=round_number, table=table, donne=donne, who=ALICE
        )
    assert change is not None
    return change


def partie_row(db: Database, table: int, round_number: int = 1) -> models.Partie:
    with db.session() as session:
        return scores.find_partie(session, round_number, table)


def donne_rows(db: Database, table: int, round_number: int = 1) -> list[models.Donne]:
    partie_id = partie_row(db, table, round_number).id
    with db.session() as session:
        return list(
            session.exec(
                select(models.Donne)
                .where(models.Donne.partie_id == partie_id)
                .order_by(col(models.Donne.number))
            )
        )


def result_rows(db: Database, round_number: int = 1) -> dict[int, tuple[str, int, int]]:
    """Team number -> (outcome, marks for, marks against) in that round."""
    with db.session() as session:
        numbers = {t.id: t.number for t in session.exec(select(models.Team))}
        query = (
            select(models.Result)
            .join(models.Round, col(models.Round.id) == col(models.Result.round_id))
            .where(models.Round.number == round_number)
        )
        return {
            numbers[r.team_id]: (r.outcome, r.marks_for, r.marks_against)
            for r in session.exec(query)
        }


def audit_count(db: Database) -> int:
    with db.session() as session:
        return len(audit.entries(session))


def trail(db: Database, table: int, round_number: int = 1) -> list[audit.AuditEntry]:
    partie_id = partie_row(db, table, round_number).id
    with db.session() as session:
        return audit.entries(session, partie_id=partie_id)


def snapshot(db: Database, table: int) -> tuple[Any, ...]:
    """Everything a refused change must leave as it was."""
    partie = partie_row(db, table)
    donnes = [
        (r.number, r.taker, r.points, r.contract, r.marks_a, r.marks_b)
        for r in donne_rows(db, table)
    ]
    return (partie.state, partie.version, donnes, result_rows(db), audit_count(db))


# Entry, running totals, end of the partie


def test_donnes_are_scored_with_running_totals_until_the_end(db: Database) -> None:
    first = enter(db, 1, A80).sheet
    assert first.state is PartieState.IN_PROGRESS
    assert first.totals == PerTeam(120, 50)
    assert first.teams == PerTeam(
        scores.TeamRef(1, "Martin1 – Durand1"), scores.TeamRef(2, "Martin2 – Durand2")
    )
    assert first.result == "En cours : 120 à 50."

    second = enter(db, 1, B80).sheet
    assert [line.totals for line in second.lines] == [PerTeam(120, 50), PerTeam(170, 170)]
    assert [line.marks for line in second.lines] == [PerTeam(120, 50), PerTeam(50, 120)]
    assert not second.over

    last = enter(db, 1, CAPOT_A).sheet
    assert last.totals == PerTeam(420, 170)
    assert last.over and last.winner is A
    assert last.state is PartieState.FINISHED
    assert (
        last.result == "Victoire de l'équipe 1 « Martin1 – Durand1 », 420 à 170 contre l'équipe 2."
    )

    stored = donne_rows(db, 1)
    assert [(r.number, r.taker, r.marks_a, r.marks_b) for r in stored] == [
        (1, "A", 120, 50),
        (2, "B", 50, 120),
        (3, "A", 250, 0),
    ]
    assert {r.entered_by for r in stored} == {ALICE}
    assert partie_row(db, 1).state == "finished"
    results = result_rows(db)
    assert results[1] == ("win", 420, 170)
    assert results[2] == ("loss", 170, 420)
    assert 3 not in results and 4 not in results


def test_team_a_is_the_first_team_of_the_table(db: Database) -> None:
    sheet = enter(db, 2, replace(CAPOT_A, taker=B, capot=B)).sheet
    assert sheet.teams.a.number == 3 and sheet.teams.b.number == 4
    assert sheet.totals == PerTeam(0, 250)


def test_a_refused_donne_stores_nothing(db: Database) -> None:
    enter(db, 1, A80)
    before = snapshot(db, 1)
    with pytest.raises(ContractError) as refused:
        scores.record_donne(db, round_number=1, table=1, donne=BAD_CONTRACT, who=ALICE)
    assert str(refused.value) == (
        "Contrat 85 : un contrat est un multiple de 10 de 80 à 160, ou capot. (§4.2.2)"
    )
    assert snapshot(db, 1) == before
    assert len(donne_rows(db, 1)) == 1


def test_a_refused_first_donne_leaves_the_partie_not_started(db: Database) -> None:
    before = snapshot(db, 2)
    with pytest.raises(ContractError, match=r"§4\.2\.2"):
        scores.record_donne(db, round_number=1, table=2, donne=BAD_CONTRACT, who=ALICE)
    assert snapshot(db, 2) == before
    assert partie_row(db, 2).state == "not_started"


def test_no_donne_after_the_end_of_the_partie(db: Database) -> None:
    enter(db, 1, CAPOT_A, CAPOT_A)
    before = snapshot(db, 1)
    with pytest.raises(PartieOverError, match="La partie est finie depuis la donne 2"):
        scores.record_donne(db, round_number=1, table=1, donne=A80, who=ALICE)
    assert snapshot(db, 1) == before


def test_unknown_table_is_refused(db: Database) -> None:
    with pytest.raises(NotFoundError, match="Il n'y a pas de table 7 au tour 1"):
        scores.record_donne(db, round_number=1, table=7, donne=A80, who=ALICE)


def test_a_partie_in_a_number_of_donnes_can_be_drawn(tmp_path: Path) -> None:
    rules = Rules(donnes=2)
    db = new_tournament(
        tmp_path / "donnes.tournoi", rules=rules, bye=ByeScoring(mode=ByeMarks.AVERAGE)
    )
    try:
        draws.draw_round(db, method=DrawMethod.SWISS, who=ALICE)
        sheet = enter(db, 1, A80, B80).sheet
        assert sheet.over and sheet.winner is None
        assert sheet.result == "Partie nulle, 170 partout."
        assert result_rows(db) == {1: ("draw", 170, 170), 2: ("draw", 170, 170)}
    finally:
        db.close()


# Corrections


def test_correcting_a_donne_scores_the_following_ones_again(db: Database) -> None:
    enter(db, 1, A80, B80, A80)
    assert scores.sheet(db, round_number=1, table=1).state is PartieState.IN_PROGRESS

    change = scores.correct_donne(
        db, round_number=1, table=1, number=1, donne=A80_BELOTE, who="Bob"
    )
    sheet = change.sheet
    assert [line.totals for line in sheet.lines] == [
        PerTeam(140, 50),
        PerTeam(190, 170),
        PerTeam(310, 220),
    ]
    # The 20 points of the belote make team A reach 300 on donne 3.
    assert sheet.state is PartieState.FINISHED and sheet.winner is A
    rows = donne_rows(db, 1)
    assert (rows[0].belote_a, rows[0].marks_a, rows[0].entered_by) == (1, 140, "Bob")
    assert rows[1].entered_by == ALICE
    assert result_rows(db)[1] == ("win", 310, 220)


def test_inserting_a_forgotten_donne_moves_the_others_down(db: Database) -> None:
    enter(db, 1, A80, B80)
    sheet = scores.insert_donne(
        db, round_number=1, table=1, number=2, donne=FALL_A, who=ALICE
    ).sheet
    assert [line.donne for line in sheet.lines] == [A80, FALL_A, B80]
    assert sheet.totals == PerTeam(170, 330)
    assert sheet.state is PartieState.FINISHED and sheet.winner is B
    assert [(r.number, r.points, r.marks_b) for r in donne_rows(db, 1)] == [
        (1, 117, 50),
        (2, 60, 160),
        (3, 117, 120),
    ]
    assert result_rows(db)[2] == ("win", 330, 170)


def test_deleting_a_donne_of_a_finished_partie_reopens_it(db: Database) -> None:
    enter(db, 1, A80, A80, A80)
    assert result_rows(db)[1] == ("win", 360, 150)
    sheet = scores.delete_donne(db, round_number=1, table=1, number=2, who=ALICE).sheet
    assert sheet.state is PartieState.IN_PROGRESS
    assert sheet.totals == PerTeam(240, 100)
    assert [r.number for r in donne_rows(db, 1)] == [1, 2]
    assert 1 not in result_rows(db) and 2 not in result_rows(db)


def test_a_correction_that_leaves_donnes_after_the_end_is_refused(db: Database) -> None:
    enter(db, 1, A80, A80, B80)
    before = snapshot(db, 1)
    with pytest.raises(SheetError, match=r"^Donne 3 : La partie est finie depuis la donne 2"):
        scores.correct_donne(db, round_number=1, table=1, number=1, donne=CAPOT_A, who=ALICE)
    assert snapshot(db, 1) == before


def test_correcting_a_donne_that_does_not_exist(db: Database) -> None:
    enter(db, 1, A80)
    with pytest.raises(NotFoundError, match="Il n'y a pas de donne 5 : la feuille en compte 1"):
        scores.correct_donne(db, round_number=1, table=1, number=5, donne=A80, who=ALICE)
    with pytest.raises(NotFoundError):
        scores.delete_donne(db, round_number=1, table=1, number=0, who=ALICE)


# Import and export of a whole sheet


def test_import_sheet_ignores_its_rules(db: Database) -> None:
    document = {
        # Under these rules a contract would be refused: the tournament's rules must apply.
        "rules": {"variant": "classique", "target": 1000},
        "donnes": [
            {"taker": "A", "contract": 80, "trump": "pique", "points": 117},
            {"taker": None},
            {"taker": "B", "contract": 90, "trump": "coeur", "points": 95, "belotes": {"B": 1}},
        ],
    }
    sheet = scores.import_sheet(db, round_number=1, table=1, document=document, who=ALICE).sheet
    assert len(sheet.lines) == 3
    assert sheet.totals == PerTeam(120 + 70, 50 + 120)
    assert sheet.lines[1].donne.is_blanche
    assert [e.action for e in trail(db, 1)] == ["sheet.import"]


def test_import_sheet_replaces_the_whole_sheet(db: Database) -> None:
    enter(db, 1, A80, B80)
    sheet = scores.import_sheet(
        db, round_number=1, table=1, document={"donnes": [{"taker": None}]}, who=ALICE
    ).sheet
    assert len(sheet.lines) == 1 and sheet.totals == PerTeam(0, 0)
    assert len(donne_rows(db, 1)) == 1


def test_import_sheet_with_a_bad_donne_stores_nothing(db: Database) -> None:
    enter(db, 1, A80)
    before = snapshot(db, 1)
    document = {
        "donnes": [
            {"taker": "A", "contract": 80, "trump": "pique", "points": 117},
            {"taker": "A", "contract": 85, "trump": "pique", "points": 117},
        ]
    }
    with pytest.raises(SheetError, match=r"^Donne 2 : Contrat 85 .*\(§4\.2\.2\)$"):
        scores.import_sheet(db, round_number=1, table=1, document=document, who=ALICE)
    assert snapshot(db, 1) == before


def test_import_sheet_counts_its_donnes_in_the_trail(db: Database) -> None:
    scores.import_sheet(
        db, round_number=1, table=1, document={"donnes": [{"taker": None}]}, who=ALICE
    )
    scores.import_sheet(db, round_number=1, table=2, document={"donnes": []}, who=ALICE)
    assert [e.message for e in trail(db, 1)] == ["Tour 1, table 1 : Feuille importée : 1 donne."]
    assert [e.message for e in trail(db, 2)] == ["Tour 1, table 2 : Feuille importée : 0 donne."]


def test_preview_import_says_what_would_replace_what_and_writes_nothing(db: Database) -> None:
    enter(db, 1, A80, B80)
    before = snapshot(db, 1)
    document = {
        "rules": {"variant": "classique"},
        "donnes": [{"taker": "A", "contract": 80, "trump": "pique", "points": 117}],
    }
    coming = sheet_files.preview_import(db, round_number=1, table=1, document=document)
    assert coming == sheet_files.SheetImport(
        donnes=1, totals=PerTeam(120, 50), replaced=2, other_rules=True
    )
    assert snapshot(db, 1) == before
    document["rules"] = rules_to_json(tournaments.get_settings(db).rules)
    assert not sheet_files.preview_import(
        db, round_number=1, table=1, document=document
    ).other_rules


def test_preview_import_refuses_what_the_import_refuses(db: Database) -> None:
    bad = {"donnes": [{"taker": "A", "contract": 85, "trump": "pique", "points": 117}]}
    with pytest.raises(SheetError, match=r"^Donne 1 : Contrat 85 .*\(§4\.2\.2\)$"):
        sheet_files.preview_import(db, round_number=1, table=1, document=bad)
    with pytest.raises(
        FormatError, match=r"^Feuille de marque : un objet JSON \{...\} est attendu\.$"
    ):
        sheet_files.preview_import(db, round_number=1, table=1, document=[])


def test_preview_import_refuses_a_forfeit_in_the_words_of_the_import(db: Database) -> None:
    scores.declare_forfeit(db, round_number=1, table=1, absent=2, who=ALICE)
    document = {"donnes": [{"taker": None}]}
    refusal = r"^La table 1 est déclarée forfait : annulez d'abord le forfait\.$"
    with pytest.raises(StateError, match=refusal):
        sheet_files.preview_import(db, round_number=1, table=1, document=document)
    with pytest.raises(StateError, match=refusal):
        scores.import_sheet(db, round_number=1, table=1, document=document, who=ALICE)


def test_read_sheet_file_refuses_what_is_not_json_in_french(tmp_path: Path) -> None:
    path = tmp_path / "feuille.json"
    path.write_text('{"donnes": [', encoding="utf-8")
    with pytest.raises(ServiceError, match=r"^« feuille.json » n'est pas un document JSON"):
        sheet_files.read_sheet_file(path)
    path.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(ServiceError, match="ce n'est pas un texte en UTF-8"):
        sheet_files.read_sheet_file(path)
    path.write_text('{"donnes": []}', encoding="utf-8")
    assert sheet_files.read_sheet_file(path) == {"donnes": []}


def test_export_then_import_gives_the_same_sheet(db: Database) -> None:
    coinched = Donne(taker=B, contract=100, trump=Trump.CARREAU, points=120, coinche=Coinche.CONTRE)
    enter(db, 1, A80_BELOTE, Donne(), coinched)
    exported = scores.export_sheet(db, round_number=1, table=1)
    assert exported["rules"]["target"] == 300
    assert exported["rules"]["variant"] == "contree"
    assert len(exported["donnes"]) == 3

    scores.import_sheet(db, round_number=1, table=2, document=exported, who=ALICE)
    assert scores.export_sheet(db, round_number=1, table=2) == exported
    one = scores.sheet(db, round_number=1, table=1)
    two = scores.sheet(db, round_number=1, table=2)
    assert [line.donne for line in two.lines] == [line.donne for line in one.lines]
    assert two.totals == one.totals


def test_export_is_the_engine_s_score_document(db: Database) -> None:
    enter(db, 1, A80_BELOTE, Donne())
    assert scores.export_sheet(db, round_number=1, table=1) == {
        "rules": rules_to_json(RULES),
        "donnes": [donne_to_json(A80_BELOTE), donne_to_json(Donne())],
    }


# Validation, unlock, audit trail, stations


def test_validation_locks_the_partie_until_unlocked(db: Database) -> None:
    enter(db, 1, A80)
    with pytest.raises(StateError, match="n'est pas terminée"):
        scores.validate_partie(db, round_number=1, table=1, who="Arbitre")
    enter(db, 1, CAPOT_A)
    validated = scores.validate_partie(db, round_number=1, table=1, who="Arbitre")
    assert validated.state is PartieState.VALIDATED
    with pytest.raises(StateError, match="déjà validée"):
        scores.validate_partie(db, round_number=1, table=1, who="Arbitre")

    before = snapshot(db, 1)
    refused = [
        lambda: scores.correct_donne(db, round_number=1, table=1, number=1, donne=B80, who=ALICE),
        lambda: scores.insert_donne(db, round_number=1, table=1, number=1, donne=B80, who=ALICE),
        lambda: scores.delete_donne(db, round_number=1, table=1, number=1, who=ALICE),
        lambda: scores.import_sheet(
            db, round_number=1, table=1, document={"donnes": []}, who=ALICE
        ),
        lambda: scores.declare_forfeit(db, round_number=1, table=1, absent=None, who=ALICE),
    ]
    for change in refused:
        with pytest.raises(StateError, match="validée par l'arbitre : déverrouillez-la"):
            change()
    assert snapshot(db, 1) == before

    unlocked = scores.unlock_partie(
        db, round_number=1, table=1, who="Arbitre", reason="erreur de belote"
    )
    assert unlocked.state is PartieState.FINISHED
    with pytest.raises(StateError, match="n'est pas validée"):
        scores.unlock_partie(db, round_number=1, table=1, who="Arbitre")
    corrected = scores.correct_donne(
        db, round_number=1, table=1, number=1, donne=A80_BELOTE, who="Arbitre"
    ).sheet
    assert corrected.totals == PerTeam(390, 50)


def test_audit_trail_says_who_changed_what_before_and_after(db: Database) -> None:
    enter(db, 1, A80, CAPOT_A)
    scores.validate_partie(db, round_number=1, table=1, who="Arbitre")
    scores.unlock_partie(db, round_number=1, table=1, who="Arbitre", reason="belote oubliée")
    scores.correct_donne(db, round_number=1, table=1, number=1, donne=A80_BELOTE, who="Bob")

    events = trail(db, 1)
    assert [(e.action, e.who) for e in events] == [
        ("donne.add", ALICE),
        ("donne.add", ALICE),
        ("partie.validate", "Arbitre"),
        ("partie.unlock", "Arbitre"),
        ("donne.correct", "Bob"),
    ]
    assert all(e.at is not None for e in events)
    first, second = events[0], events[1]
    assert first.before == []
    assert first.after == [{"taker": "A", "trump": "pique", "points": 117, "capot": None,
                            "belotes": {"A": 0, "B": 0}, "contract": 80, "coinche": "none"}]  # fmt: skip
    assert second.before == first.after
    assert len(second.after) == 2 and second.after[1]["capot"] == "A"
    assert "belote oubliée" in events[3].message
    correction = events[4]
    assert correction.message == "Tour 1, table 1 : Donne 1 corrigée."
    assert correction.before[0]["belotes"] == {"A": 0, "B": 0}
    assert correction.after[0]["belotes"] == {"A": 1, "B": 0}
    assert correction.before[1] == correction.after[1]


def test_a_station_writing_an_old_version_is_refused(db: Database) -> None:
    seen = scores.sheet(db, round_number=1, table=1).version
    scores.record_donne(db, round_number=1, table=1, donne=A80, who="Station Bob", version=seen)
    before = snapshot(db, 1)
    with pytest.raises(ConflictError) as conflict:
        scores.record_donne(
            db, round_number=1, table=1, donne=B80, who="Station Carole", version=seen
        )
    assert str(conflict.value) == (
        "La feuille de la table 1 a été modifiée entre-temps par Station Bob : votre changement "
        "n'est pas fait ; relisez la feuille et refaites-le si besoin."
    )
    assert snapshot(db, 1) == before
    now = scores.sheet(db, round_number=1, table=1).version
    assert now == seen + 1
    scores.record_donne(db, round_number=1, table=1, donne=B80, who="Station Carole", version=now)
    assert len(donne_rows(db, 1)) == 2


# The paper sheet


def test_paper_totals_that_match(db: Database) -> None:
    enter(db, 1, A80)
    check = scores.check_paper(db, round_number=1, table=1, paper=PerTeam(120, 50), who=ALICE)
    assert check.matches
    assert check.message == "Les totaux de la feuille (120 – 50) sont bien les totaux calculés."
    assert scores.sheet(db, round_number=1, table=1).paper == PerTeam(120, 50)


def test_paper_totals_that_differ_point_at_the_suspect_donne(db: Database) -> None:
    enter(
        db,
        1,
        Donne(taker=A, contract=80, trump=Trump.PIQUE, points=102),
        Donne(taker=B, contract=90, trump=Trump.COEUR, points=95, belotes=PerTeam(0, 1)),
    )
    check = scores.check_paper(db, round_number=1, table=1, paper=PerTeam(190, 160), who=ALICE)
    assert not check.matches
    assert check.computed == PerTeam(170, 180)
    assert check.difference == PerTeam(20, -20)
    # The belote first; points read wrong (122 for 102, 75 for 95) give the same totals.
    assert [(s.donne, s.likely) for s in check.suspects] == [(2, True), (1, False), (2, False)]
    assert "belote était à l'équipe A" in check.suspects[0].reason
    assert "avaient 122 points et non 102" in check.suspects[1].reason
    assert "avaient 75 points et non 95" in check.suspects[2].reason
    assert (
        "Une erreur courante l'explique entièrement. Donne 2 : si la belote était à l'équipe A "
        "et non à l'équipe B, les totaux seraient ceux de la feuille (190 – 160). 2 autres "
        "corrections, des points mal lus, l'expliquent aussi (voyez la liste)."
    ) in check.message
    assert "diffèrent des totaux calculés (170 – 180)" in check.message
    partie = partie_row(db, 1)
    assert (partie.paper_a, partie.paper_b) == (190, 160)
    event = trail(db, 1)[-1]
    assert event.action == "sheet.paper" and event.who == ALICE
    assert event.after == {"paper": [190, 160], "matches": False}


def test_a_negative_paper_total_is_refused(db: Database) -> None:
    with pytest.raises(ServiceError, match="Un total est un nombre entier, 0 ou plus"):
        scores.check_paper(db, round_number=1, table=1, paper=PerTeam(-10, 0), who=ALICE)
    assert partie_row(db, 1).paper_a is None


# Forfeits and byes


def test_forfeit_the_absent_team_loses_its_opponent_scores_as_a_bye(db: Database) -> None:
    change = scores.declare_forfeit(db, round_number=1, table=1, absent=2, who=ALICE)
    sheet = change.sheet
    assert sheet.state is PartieState.FINISHED
    assert sheet.forfeit is B and sheet.winner is A and sheet.over
    assert sheet.totals == PerTeam(150, 0)  # as the standings count it, not 0 – 0
    assert sheet.result == (
        "Forfait de l'équipe 2 « Martin2 – Durand2 » : victoire de l'équipe 1 « Martin1 – Durand1 »."
    )
    assert result_rows(db) == {1: ("forfeit_win", 150, 0), 2: ("forfeit_loss", 0, 150)}
    rows = {row.number: row for row in standings.standings(db)}
    assert (rows[1].won, rows[1].forfeits_won, rows[1].points_for) == (1, 1, 150)
    assert (rows[2].lost, rows[2].forfeits_lost, rows[2].points_against) == (1, 1, 150)

    with pytest.raises(StateError, match="déclarée forfait"):
        scores.record_donne(db, round_number=1, table=1, donne=A80, who=ALICE)

    cancelled = scores.declare_forfeit(db, round_number=1, table=1, absent=None, who=ALICE).sheet
    assert cancelled.state is PartieState.NOT_STARTED and cancelled.forfeit is None
    assert result_rows(db) == {}
    assert [e.action for e in trail(db, 1)] == ["partie.forfeit", "partie.forfeit"]


def test_forfeit_refused_once_donnes_are_entered_or_for_another_table(db: Database) -> None:
    enter(db, 1, A80)
    with pytest.raises(StateError, match="Des donnes sont saisies à la table 1"):
        scores.declare_forfeit(db, round_number=1, table=1, absent=2, who=ALICE)
    with pytest.raises(ServiceError, match="L'équipe 1 ne joue pas à la table 2"):
        scores.declare_forfeit(db, round_number=1, table=2, absent=1, who=ALICE)
    assert partie_row(db, 2).forfeit_team_id is None


def play_round_one_with_a_bye(tmp_path: Path, bye: ByeScoring) -> Database:
    """Five teams: 1 beats 2 by 500 - 0, 3 beats 4 by 360 - 150, 5 is exempt."""
    db = new_tournament(tmp_path / "exempt.tournoi", count=5, bye=bye)
    view = draws.draw_round(db, method=DrawMethod.SWISS, who=ALICE)
    assert view.bye is not None and view.bye.number == 5
    enter(db, 1, CAPOT_A, CAPOT_A)
    enter(db, 2, A80, A80, A80)
    return db


@pytest.mark.parametrize(
    ("bye", "marks", "won"),
    [
        (ByeScoring(mode=ByeMarks.HALF_TARGET), 150, 1),
        (ByeScoring(mode=ByeMarks.FIXED, marks=200, counts_as_win=False), 200, 0),
        # (500 + 0 + 360 + 150) / 4 = 252.5, to the unit.
        (ByeScoring(mode=ByeMarks.AVERAGE), 253, 1),
    ],
    ids=["half-target", "fixed-no-win", "average"],
)
def test_bye_scores_as_the_settings_say(
    tmp_path: Path, bye: ByeScoring, marks: int, won: int
) -> None:
    db = play_round_one_with_a_bye(tmp_path, bye)
    try:
        assert result_rows(db)[5] == ("bye", marks, 0)
        row = next(r for r in standings.standings(db) if r.number == 5)
        assert (row.played, row.byes, row.won, row.lost) == (1, 1, won, 0)
        assert row.points_for == marks
    finally:
        db.close()


def test_average_bye_follows_the_changes_of_the_round(tmp_path: Path) -> None:
    db = play_round_one_with_a_bye(tmp_path, ByeScoring(mode=ByeMarks.AVERAGE))
    try:
        scores.delete_donne(db, round_number=1, table=2, number=3, who=ALICE)
        # Only table 1 is over: (500 + 0) / 2.
        assert result_rows(db)[5] == ("bye", 250, 0)
    finally:
        db.close()


def test_forfeit_opponent_scores_the_average_of_the_played_parties(tmp_path: Path) -> None:
    db = new_tournament(tmp_path / "moyenne.tournoi", bye=ByeScoring(mode=ByeMarks.AVERAGE))
    try:
        draws.draw_round(db, method=DrawMethod.SWISS, who=ALICE)
        scores.declare_forfeit(db, round_number=1, table=2, absent=3, who=ALICE)
        assert result_rows(db)[4] == ("forfeit_win", 0, 0)
        enter(db, 1, A80, A80, A80)
        # (360 + 150) / 2 = 255, and the forfeit rows follow.
        assert result_rows(db)[4] == ("forfeit_win", 255, 0)
        assert result_rows(db)[3] == ("forfeit_loss", 0, 255)
    finally:
        db.close()


def test_changing_the_bye_settings_rescores_past_byes(tmp_path: Path) -> None:
    db = play_round_one_with_a_bye(tmp_path, ByeScoring(mode=ByeMarks.AVERAGE))
    try:
        assert result_rows(db)[5] == ("bye", 253, 0)
        current = tournaments.get_settings(db)
        tournaments.update_settings(
            db, settings=replace(current, bye=ByeScoring(mode=ByeMarks.FIXED, marks=77)), who=ALICE
        )
        assert result_rows(db)[5] == ("bye", 77, 0)
        assert next(r for r in standings.standings(db) if r.number == 5).points_for == 77
    finally:
        db.close()


# Backups and later draws


def test_a_correction_of_a_finished_partie_is_backed_up_first(db: Database) -> None:
    assert db.path is not None
    assert [c.reason for c in list_backups(db.path)] == ["avant tirage tour 1"]
    enter(db, 1, A80, A80)
    scores.correct_donne(db, round_number=1, table=1, number=1, donne=A80, who=ALICE)
    assert len(list_backups(db.path)) == 1, "an unfinished partie is not backed up"

    enter(db, 1, A80)
    scores.correct_donne(db, round_number=1, table=1, number=1, donne=A80_BELOTE, who=ALICE)
    copies = list_backups(db.path)
    assert len(copies) == 2
    newest = copies[0]
    assert newest.reason == "correction tour 1 table 1"
    assert newest.path.parent == db.path.with_name("concours-sauvegardes")
    with closing(sqlite3.connect(newest.path)) as copy:
        belotes = copy.execute("SELECT belote_a FROM donne ORDER BY number").fetchall()
    assert belotes == [(0,), (0,), (0,)], "the copy holds the sheet before the correction"


def test_cancelling_a_forfeit_is_backed_up_first(db: Database) -> None:
    assert db.path is not None
    scores.declare_forfeit(db, round_number=1, table=1, absent=2, who=ALICE)
    assert len(list_backups(db.path)) == 1
    scores.declare_forfeit(db, round_number=1, table=1, absent=None, who=ALICE)
    copies = list_backups(db.path)
    assert len(copies) == 2
    assert copies[0].reason == "correction tour 1 table 1"


def play_round_one_and_draw_two(db: Database) -> None:
    """Round 1: 1 beats 2 by 500 - 0, 3 beats 4 by 360 - 150; round 2 drawn on 1, 3, 4, 2."""
    enter(db, 1, CAPOT_A, CAPOT_A)
    enter(db, 2, A80, A80, A80)
    assert [r.number for r in standings.standings(db)] == [1, 3, 4, 2]
    draws.draw_round(db, method=DrawMethod.SWISS, who=ALICE)


def test_correcting_an_earlier_round_warns_about_later_draws(db: Database) -> None:
    play_round_one_and_draw_two(db)
    change = scores.import_sheet(
        db,
        round_number=1,
        table=2,
        document={"donnes": [{"taker": "B", "contract": 80, "trump": "pique", "points": 117}] * 3},
        who=ALICE,
    )
    assert [r.number for r in standings.standings(db)] == [1, 4, 3, 2]
    assert change.warnings == (
        "Le tour 2 a été tiré sur un classement qui n'est plus le même après cette "
        "correction : son tirage aurait pu être différent.",
    )


def test_a_correction_that_keeps_the_order_gives_no_warning(db: Database) -> None:
    play_round_one_and_draw_two(db)
    change = scores.correct_donne(
        db, round_number=1, table=2, number=1, donne=A80_BELOTE, who=ALICE
    )
    assert change.sheet.totals == PerTeam(380, 150)
    assert change.warnings == ()


def test_a_late_arrival_is_not_a_change_of_the_standings(db: Database) -> None:
    play_round_one_and_draw_two(db)
    team_service.add_team(
        db, players=[PlayerInfo("Luc", "Retard"), PlayerInfo("Marc", "Tardif")], who=ALICE
    )
    change = scores.correct_donne(db, round_number=1, table=2, number=1, donne=A80, who=ALICE)
    assert change.warnings == ()


def test_cancelling_a_forfeit_of_an_earlier_round_warns_about_later_draws(db: Database) -> None:
    scores.declare_forfeit(db, round_number=1, table=1, absent=2, who=ALICE)
    enter(db, 2, A80, A80, A80)
    draws.draw_round(db, method=DrawMethod.SWISS, who=ALICE)
    change = scores.declare_forfeit(db, round_number=1, table=1, absent=None, who=ALICE)
    assert len(change.warnings) == 1 and change.warnings[0].startswith("Le tour 2 a été tiré")


def test_cancelling_a_forfeit_that_was_never_declared_is_refused(db: Database) -> None:
    enter(db, 1, A80, A80, A80)
    before = snapshot(db, 1)
    with pytest.raises(StateError, match="La table 1 n'est pas déclarée forfait"):
        scores.declare_forfeit(db, round_number=1, table=1, absent=None, who=ALICE)
    assert snapshot(db, 1) == before
    assert scores.sheet(db, round_number=1, table=1).state is PartieState.FINISHED


def test_every_change_of_state_is_audited_with_before_and_after(db: Database) -> None:
    scores.declare_forfeit(db, round_number=1, table=2, absent=4, who=ALICE)
    enter(db, 1, CAPOT_A, A80)
    scores.check_paper(db, round_number=1, table=1, paper=PerTeam(370, 50), who=ALICE)
    scores.validate_partie(db, round_number=1, table=1, who="Arbitre")
    scores.unlock_partie(db, round_number=1, table=1, who="Arbitre", reason="erreur de belote")
    events = {e.action: e for e in trail(db, 1)}
    assert (events["sheet.paper"].before, events["sheet.paper"].after) == (
        {"paper": None},
        {"paper": [370, 50], "matches": True},
    )
    assert (events["partie.validate"].before, events["partie.validate"].after) == (
        {"state": "finished"},
        {"state": "validated"},
    )
    assert events["partie.unlock"].after == {"state": "finished", "reason": "erreur de belote"}
    forfeit = trail(db, 2)[-1]
    assert (forfeit.action, forfeit.before, forfeit.after) == (
        "partie.forfeit",
        {"forfeit": None},
        {"forfeit": 4},
    )


def test_validating_despite_paper_totals_that_differ_is_in_the_trail(db: Database) -> None:
    enter(db, 2, CAPOT_A, A80)
    scores.check_paper(db, round_number=1, table=2, paper=PerTeam(370, 50), who=ALICE)
    scores.validate_partie(db, round_number=1, table=2, who=ALICE)
    enter(db, 1, CAPOT_A, A80)
    computed = scores.sheet(db, round_number=1, table=1).totals
    paper = PerTeam(computed.a + 10, computed.b - 10)
    scores.check_paper(db, round_number=1, table=1, paper=paper, who=ALICE)
    scores.validate_partie(db, round_number=1, table=1, who=ALICE)
    assert [(e.action, e.message, e.after) for e in trail(db, 2)[-1:]] == [
        ("partie.validate", "Tour 1, table 2 : partie validée.", {"state": "validated"})
    ]
    event = trail(db, 1)[-1]
    assert event.action == "partie.validate"
    assert event.message == (
        f"Tour 1, table 1 : partie validée alors que les totaux de la feuille "
        f"({paper.a} – {paper.b}) diffèrent des totaux calculés ({computed.a} – {computed.b})."
    )
    assert event.after == {
        "state": "validated",
        "paper": [paper.a, paper.b],
        "computed": [computed.a, computed.b],
    }


def test_the_parties_validated_despite_a_gap_are_told_until_unlocked(db: Database) -> None:
    enter(db, 2, CAPOT_A, A80)
    scores.check_paper(db, round_number=1, table=2, paper=PerTeam(370, 50), who=ALICE)
    scores.validate_partie(db, round_number=1, table=2, who=ALICE)
    enter(db, 1, CAPOT_A, A80)
    scores.check_paper(db, round_number=1, table=1, paper=PerTeam(1180, 424), who=ALICE)
    assert scores.validated_despite_gap(db, round_number=1) == set()
    scores.validate_partie(db, round_number=1, table=1, who=ALICE)
    assert scores.validated_despite_gap(db, round_number=1) == {(1, 1)}
    assert scores.validated_despite_gap(db) == {(1, 1)}
    assert scores.validated_despite_gap(db, round_number=2) == set()
    scores.unlock_partie(db, round_number=1, table=1, who=ALICE, reason="Réclamation.")
    assert scores.validated_despite_gap(db) == set()


def test_paper_totals_are_not_written_on_a_validated_partie(db: Database) -> None:
    enter(db, 1, CAPOT_A, A80)
    scores.validate_partie(db, round_number=1, table=1, who=ALICE)
    before = snapshot(db, 1)
    with pytest.raises(StateError, match="déverrouillez"):
        scores.check_paper(db, round_number=1, table=1, paper=PerTeam(370, 50), who=ALICE)
    assert snapshot(db, 1) == before
    assert partie_row(db, 1).paper_a is None


def test_a_forfeit_or_paper_totals_on_an_old_version_are_refused(db: Database) -> None:
    version = scores.sheet(db, round_number=1, table=1).version
    enter(db, 1, A80)
    with pytest.raises(ConflictError, match="Alice"):
        scores.declare_forfeit(db, round_number=1, table=1, absent=2, who="Bob", version=version)
    with pytest.raises(ConflictError, match="Alice"):
        scores.check_paper(
            db, round_number=1, table=1, paper=PerTeam(1, 1), who="Bob", version=version
        )
    current = scores.sheet(db, round_number=1, table=1).version
    scores.check_paper(
        db, round_number=1, table=1, paper=PerTeam(120, 50), who="Bob", version=current
    )
    assert scores.sheet(db, round_number=1, table=1).version == current + 1
