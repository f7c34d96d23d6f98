"""The integrity check: stored results compared with what the donnes give, and the draw refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import Donne, Rules, Team, Trump
from tests.conftest import A_WINS, SWAP, WHO, new_tournament, tamper
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.integrity import soundness
from tournoi.services.integrity.soundness import Finding, IntegrityError, Report
from tournoi.services.settings import ByeMarks, ByeScoring
from tournoi.services.standings import current
from tournoi.storage import Database


def opened(path: Path, *statements: str) -> Database:
    """The file, changed first by ``statements`` as a SQLite tool would, then opened."""
    tamper(path, *statements)
    return Database.open(path)


def teams_at(db: Database, table: int) -> tuple[int, int]:
    view = draws.round_view(db, round_number=1)
    seat = next(t for t in view.tables if t.table == table)
    return seat.a.number, seat.b.number


def test_a_clean_tournament_gives_an_empty_report(played: Path) -> None:
    db = opened(played)
    report = soundness.check(db)
    assert report.sound and report.findings == ()
    assert (report.parties, report.donnes) == (2, 4)
    assert soundness.report_text(report) == (
        "Vérification de l'intégrité : aucun problème (2 parties, 4 donnes vérifiées)."
    )
    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)  # nothing stops the draw
    db.close()


def test_swapped_result_rows_are_found_and_the_draw_refused(played: Path) -> None:
    """The winner's and the loser's rows exchanged: the loser would rank first, silently."""
    db = opened(
        played,
        SWAP + "(SELECT id FROM partie WHERE table_number = 1)",
    )
    a, b = teams_at(db, 1)
    rows = {row.number: row for row in current.standings(db)}
    assert (rows[b].won, rows[a].won) == (1, 0)  # what the swapped rows would rank
    report = soundness.check(db)
    assert report.findings == (
        Finding(
            round=1,
            table=1,
            stored=f"équipe {b} gagne 400–10",
            expected=f"équipe {a} gagne 400–10",
            message=f"Table 1 du tour 1 : le résultat enregistré (équipe {b} gagne 400–10) ne "
            f"correspond pas aux donnes (équipe {a} gagne 400–10).",
        ),
    )
    assert report.places() == ["table 1 du tour 1"]
    with pytest.raises(IntegrityError) as refused:
        draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    assert str(refused.value) == (
        "Tirage refusé : les résultats enregistrés ne correspondent pas aux donnes "
        "(table 1 du tour 1). Vérifiez le fichier (Tournoi › Vérifier l'intégrité du fichier) "
        "et corrigez les donnes de ces tables avant de tirer."
    )
    assert draws.list_rounds(db)[-1].number == 1  # nothing drawn
    assert soundness.report_text(report) == (
        "Vérification de l'intégrité : 1 problème.\n"
        f"- Table 1 du tour 1 : le résultat enregistré (équipe {b} gagne 400–10) ne correspond "
        f"pas aux donnes (équipe {a} gagne 400–10)."
    )
    db.close()


@pytest.mark.parametrize(
    ("tables", "heading"),
    [
        ((), "Vérification de l'intégrité : aucun problème (3 parties, 9 donnes vérifiées)."),
        ((2,), "Vérification de l'intégrité : 1 problème."),
        ((2, 3), "Vérification de l'intégrité : 2 problèmes."),
    ],
)
def test_the_report_counts_its_problems_in_french(tables: tuple[int, ...], heading: str) -> None:
    findings = tuple(
        Finding(round=1, table=t, stored="", expected="", message=f"Table {t} du tour 1 : …")
        for t in tables
    )
    text = soundness.report_text(Report(findings=findings, parties=3, donnes=9))
    assert text.splitlines() == [heading] + [f"- Table {t} du tour 1 : …" for t in tables]


def test_correcting_the_donnes_rewrites_the_result_and_the_draw_goes_on(
    played: Path,
) -> None:
    db = opened(
        played,
        SWAP + "(SELECT id FROM partie WHERE table_number = 2)",
    )
    scores.correct_donne(db, round_number=1, table=2, number=2, donne=A_WINS[1], who=WHO)
    assert soundness.check(db).sound
    assert draws.draw_round(db, method=DrawMethod.SWISS, who=WHO).number == 2
    db.close()


def test_impossible_points_are_a_finding_with_the_rule(played: Path) -> None:
    db = opened(
        played,
        "UPDATE donne SET points = 999 WHERE number = 2 AND partie_id = "
        "(SELECT id FROM partie WHERE table_number = 2)",
    )
    (finding,) = soundness.check(db).findings
    assert (finding.round, finding.table, finding.paragraph) == (1, 2, "§9.1")
    assert finding.stored == "taker A, trump pique, contract 80, points 999"
    assert finding.message.startswith("Table 2 du tour 1, donne 2 : ")
    assert "999" in finding.message and finding.message.endswith("(§9.1)")
    with pytest.raises(IntegrityError, match=r"\(table 2 du tour 1\)"):
        draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    db.close()


def test_stored_marks_that_the_donne_does_not_give(played: Path) -> None:
    """The workbook copies each donne's stored marks: a changed one is found."""
    db = opened(
        played,
        "UPDATE donne SET marks_a = 999 WHERE number = 1 AND partie_id = "
        "(SELECT id FROM partie WHERE table_number = 1)",
    )
    (finding,) = soundness.check(db).findings
    assert finding.message == (
        "Table 1 du tour 1, donne 1 : les marques enregistrées (999–0) ne sont pas celles de "
        "la donne (250–0)."
    )
    assert (finding.stored, finding.expected) == ("999–0", "250–0")
    db.close()


def test_a_state_the_donnes_do_not_give(played: Path) -> None:
    db = opened(
        played,
        "UPDATE partie SET state = 'in_progress' WHERE table_number = 1",
    )
    (finding,) = soundness.check(db).findings
    assert finding.message == (
        "Table 1 du tour 1 : la partie est enregistrée « en cours », ses donnes la disent "
        "terminée (400–10)."
    )
    db.close()


def test_the_exempt_teams_row(played: Path) -> None:
    db = opened(played, "UPDATE result SET marks_for = 1000 WHERE outcome = 'bye'")
    bye = draws.round_view(db, round_number=1).bye
    assert bye is not None
    (finding,) = soundness.check(db).findings
    assert (finding.table, finding.place) == (None, "l'exempt du tour 1")
    assert finding.message == (
        f"Tour 1, exempt : le résultat enregistré (exempt : équipe {bye.number}, 1000) ne "
        f"correspond pas aux donnes (exempt : équipe {bye.number}, 150)."
    )
    db.close()


def test_a_forfeit_whose_rows_were_changed(tmp_path: Path) -> None:
    path = tmp_path / "forfait.tournoi"
    db = new_tournament(path, teams=4, rules=Rules(target=300), draw=DrawMethod.ROTATION)
    a, b = teams_at(db, 2)
    scores.declare_forfeit(db, round_number=1, table=2, absent=a, who=WHO)
    assert soundness.check(db).sound
    db.close()
    db = opened(path, "UPDATE result SET outcome = 'win' WHERE outcome = 'forfeit_win'")
    (finding,) = soundness.check(db).findings
    assert finding.message == (
        f"Table 2 du tour 1 : le résultat enregistré (équipe {b} gagne 150–0) ne correspond "
        f"pas aux donnes (équipe {b} gagne par forfait 150–0)."
    )
    db.close()


def test_a_result_for_a_partie_the_donnes_do_not_end(played: Path) -> None:
    db = opened(
        played,
        "DELETE FROM donne WHERE number = 2 AND partie_id = "
        "(SELECT id FROM partie WHERE table_number = 1)",
    )
    messages = [finding.message for finding in soundness.check(db).findings]
    a, _ = teams_at(db, 1)
    assert messages == [
        "Table 1 du tour 1 : la partie est enregistrée « terminée », ses donnes la disent "
        "pas terminée (250–0).",
        f"Table 1 du tour 1 : le résultat enregistré (équipe {a} gagne 400–10) ne correspond "
        "pas aux donnes (aucun résultat).",
    ]
    db.close()


def test_two_losers_are_both_named(played: Path) -> None:
    db = opened(
        played,
        "UPDATE result SET outcome = 'loss' WHERE partie_id = "
        "(SELECT id FROM partie WHERE table_number = 1)",
    )
    a, b = teams_at(db, 1)
    (finding,) = soundness.check(db).findings
    assert finding.stored == f"équipe {a} : perdue 400–10 ; équipe {b} : perdue 10–400"
    db.close()


def test_a_drawn_partie(tmp_path: Path) -> None:
    """In a fixed number of donnes, equal totals are a draw: both rows say so."""
    path = tmp_path / "nul.tournoi"
    rules = Rules(target=None, donnes=2)
    bye = ByeScoring(mode=ByeMarks.AVERAGE)
    db = new_tournament(path, teams=4, rules=rules, bye=bye, draw=DrawMethod.ROTATION)
    for taker in (Team.A, Team.B):
        donne = Donne(taker=taker, contract=80, trump=Trump.PIQUE, points=152)
        scores.record_donne(db, round_number=1, table=1, donne=donne, who=WHO)
    assert soundness.check(db).sound
    db.close()
    db = opened(path, "UPDATE result SET marks_for = 0 WHERE outcome = 'draw'")
    (finding,) = soundness.check(db).findings
    assert (finding.stored, finding.expected) == ("nul 0–160", "nul 160–160")
    db.close()
