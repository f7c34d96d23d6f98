"""The integrity check across rounds: a round drawn over a table left unfinished, a forfeit with
donnes. Neither can be made by the services any more (tests/services/test_round_races.py);
a file written before, or by a tool, may still hold them."""

from __future__ import annotations

from pathlib import Path

from engine import Rules
from tests.conftest import WHO, new_tournament, tamper
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.integrity import soundness as integrity
from tournoi.services.integrity.soundness import Finding
from tournoi.storage import Database

ROUND_1_TABLE = (
    "(SELECT partie.id FROM partie JOIN round ON round.id = partie.round_id "
    "WHERE round.number = 1 AND partie.table_number = {table})"
)


def test_a_round_drawn_over_a_table_left_unfinished_is_found(played: Path) -> None:
    """A phone's correction landed in round 1 once round 2 was drawn: the partie is « en cours »,
    its result rows gone; its donnes, state and results agree with one another."""
    db = Database.open(played)
    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    db.close()
    table_1 = ROUND_1_TABLE.format(table=1)
    tamper(
        played,
        f"DELETE FROM donne WHERE number = 2 AND partie_id = {table_1}",
        f"UPDATE partie SET state = 'in_progress' WHERE id = {table_1}",
        f"DELETE FROM result WHERE partie_id = {table_1}",
    )
    db = Database.open(played)
    expected = Finding(
        round=1, table=1, stored="en cours", expected="terminée",
        message="Table 1 du tour 1 : la partie est « en cours » alors que le tour 2 est tiré ; "
        "son résultat manque au classement. Terminez-la à la table d'arbitrage.",
    )  # fmt: skip
    assert integrity.check(db).findings == (expected,)
    assert integrity.check(db, full=False).findings == (expected,)  # the check before a draw
    db.close()


def test_an_unfinished_table_of_the_last_round_is_no_finding(played: Path) -> None:
    db = Database.open(played)
    table_1 = ROUND_1_TABLE.format(table=1)
    db.close()
    tamper(
        played,
        f"DELETE FROM donne WHERE number = 2 AND partie_id = {table_1}",
        f"UPDATE partie SET state = 'in_progress' WHERE id = {table_1}",
        f"DELETE FROM result WHERE partie_id = {table_1}",
    )
    db = Database.open(played)
    assert integrity.check(db).sound
    db.close()


def test_a_forfeit_with_donnes_is_found(tmp_path: Path) -> None:
    """The donnes a phone sent while the desk declared the forfeit: stored, never counted."""
    path = tmp_path / "forfait.tournoi"
    db = new_tournament(path, teams=4, rules=Rules(target=300), draw=DrawMethod.ROTATION)
    absent = draws.round_view(db, round_number=1).tables[1].a.number
    scores.declare_forfeit(db, round_number=1, table=2, absent=absent, who=WHO)
    assert integrity.check(db).sound
    db.close()
    tamper(
        path,
        "INSERT INTO donne (partie_id, number, contract_capot, coinche, belote_a, belote_b, "
        "annonce_points_a, annonce_points_b, marks_a, marks_b, "
        f"entered_at, entered_by) VALUES ({ROUND_1_TABLE.format(table=2)}, 1, 0, 'none', 0, 0, 0, 0, "
        "0, 0, '2026-11-29 10:00:00', 'table 2, téléphone')",
    )
    db = Database.open(path)
    (finding,) = integrity.check(db).findings
    assert finding == Finding(
        round=1, table=2, stored="1 donne", expected="aucune donne",
        message=f"Table 2 du tour 1 : la partie est perdue par forfait de l'équipe {absent} "
        "mais a 1 donne enregistrée, que le résultat ne compte pas. Annulez le forfait ou "
        "supprimez ces donnes.",
    )  # fmt: skip
    db.close()
