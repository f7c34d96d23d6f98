"""A write of a partie is one transaction, and its answer is the sheet that transaction left:
a phone's, the desk's donnes, totals and decisions; what each reads, counted."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from sqlalchemy import event
from sqlmodel import select

from engine import Donne, EngineError, PerTeam, Team, Trump
from tests.conftest import WHO, secret_of
from tournoi.services import scores
from tournoi.services.errors import ConflictError
from tournoi.services.tables import desk as table_desk
from tournoi.services.tables import entry as table_entry
from tournoi.services.tables import links as table_links
from tournoi.services.tables.sheet_cache import SheetMemo
from tournoi.storage import Database, models

A, B = Team.A, Team.B
A80 = Donne(taker=A, contract=80, trump=Trump.PIQUE, points=117)  # 120 - 50
B90 = Donne(taker=B, contract=90, trump=Trump.COEUR, points=101)  # 60 - 100
CAPOT_A = Donne(taker=A, contract=100, trump=Trump.COEUR, points=162, capot=A)  # 250 - 0
BAD_CONTRACT = Donne(taker=A, contract=85, trump=Trump.PIQUE, points=117)


@contextmanager
def writing_commits(db: Database) -> Iterator[list[list[str]]]:
    """The statements that changed the file, grouped by the transaction that committed them."""
    commits: list[list[str]] = []
    pending: list[str] = []

    def executed(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if statement.lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE")):
            pending.append(statement.split(maxsplit=1)[0].upper() + " " + _table(statement))

    def committed(_conn: Any) -> None:
        if pending:
            commits.append(list(pending))
            pending.clear()

    def rolled_back(_conn: Any) -> None:
        pending.clear()

    listeners = (
        ("before_cursor_execute", executed),
        ("commit", committed),
        ("rollback", rolled_back),
    )
    for name, listener in listeners:
        event.listen(db.engine, name, listener)
    try:
        yield commits
    finally:
        for name, listener in listeners:
            event.remove(db.engine, name, listener)


def _table(statement: str) -> str:
    words = statement.replace("(", " ").split()
    keyword = {"INSERT": "INTO", "UPDATE": "UPDATE", "DELETE": "FROM"}[words[0].upper()]
    return words[[w.upper() for w in words].index(keyword) + 1]


def submissions(db: Database) -> list[tuple[str, int]]:
    with db.session() as session:
        rows = session.exec(select(models.PhoneSubmission))
        return sorted((row.id, row.partie_id) for row in rows)


def partie_id(db: Database, table: int) -> int:
    with db.session() as session:
        found = scores.find_partie(session, 1, table).id
    assert found is not None
    return found


def test_a_phone_donne_and_its_identifier_are_one_commit(db: Database) -> None:
    secret = secret_of(db, 2)
    with writing_commits(db) as commits:
        table_entry.record(db, secret=secret, submission="envoi-0001", donne=A80, version=1)
    assert len(commits) == 1
    written = set(commits[0])
    assert {"INSERT phone_submission", "INSERT donne", "UPDATE partie"} <= written
    assert "INSERT audit_event" in written
    assert submissions(db) == [("envoi-0001", partie_id(db, 2))]


@pytest.mark.parametrize("kind", ["correct", "delete", "sign"])
def test_each_other_phone_write_is_one_commit_too(db: Database, kind: str) -> None:
    secret = secret_of(db)
    version = table_entry.record(
        db, secret=secret, submission="envoi-0001", donne=CAPOT_A, version=1
    ).sheet.version
    version = table_entry.record(
        db, secret=secret, submission="envoi-0002", donne=CAPOT_A, version=version
    ).sheet.version
    with writing_commits(db) as commits:
        common: dict[str, Any] = {"secret": secret, "submission": "envoi-0003", "version": version}
        if kind == "correct":
            table_entry.correct_last(db, donne=A80, **common)
        elif kind == "delete":
            table_entry.delete_last(db, **common)
        else:
            table_entry.sign(db, team=B, **common)
    assert len(commits) == 1
    assert "INSERT phone_submission" in commits[0]
    assert [s for s, _ in submissions(db)] == ["envoi-0001", "envoi-0002", "envoi-0003"]


def test_a_refused_write_keeps_no_identifier(db: Database) -> None:
    secret = secret_of(db)
    with pytest.raises(EngineError, match="Contrat 85"):
        table_entry.record(
            db, secret=secret, submission="envoi-0001", donne=BAD_CONTRACT, version=1
        )
    table_entry.record(db, secret=secret, submission="envoi-0002", donne=A80, version=1)
    with pytest.raises(ConflictError, match="modifiée entre-temps par la table 1, téléphone"):
        table_entry.record(db, secret=secret, submission="envoi-0003", donne=B90, version=1)
    assert [s for s, _ in submissions(db)] == ["envoi-0002"]
    # The refused identifier is free: the page may send it again with a proper donne.
    answer = table_entry.record(db, secret=secret, submission="envoi-0001", donne=B90, version=2)
    assert [line.donne for line in answer.sheet.lines] == [A80, B90]


def test_the_desk_records_without_an_identifier(db: Database) -> None:
    scores.record_donne(db, round_number=1, table=1, donne=A80, who=WHO)
    table_entry.record(db, secret=secret_of(db), submission="envoi-0001", donne=B90, version=2)
    assert submissions(db) == [("envoi-0001", partie_id(db, 1))]


def test_the_answer_is_the_sheet_as_read_again(db: Database) -> None:
    secret = secret_of(db)
    answers = []
    version = 1
    for number, donne in enumerate((A80, B90, CAPOT_A), start=1):
        answer = table_entry.record(
            db, secret=secret, submission=f"envoi-{number:04}", donne=donne, version=version
        )
        version = answer.sheet.version
        answers.append(answer)
    assert answers[-1].sheet.over
    signed = table_entry.sign(db, secret=secret, submission="envoi-0004", team=A, version=version)
    answers.append(signed)
    assert signed == table_entry.open_sheet(db, secret=secret)
    assert (signed.signed.a, signed.signed.b) == (True, False)
    assert signed.players.a and signed.players.b and signed.players.a != signed.players.b
    assert (signed.sheet.totals.a, signed.sheet.totals.b) == (430, 150)
    # A correction voids the signature: the answer says so as the sheet read again does.
    corrected = table_entry.correct_last(
        db, secret=secret, submission="envoi-0005", donne=A80, version=signed.sheet.version
    )
    assert corrected == table_entry.open_sheet(db, secret=secret)
    assert (corrected.signed.a, corrected.signed.b) == (False, False)
    retried = table_entry.record(db, secret=secret, submission="envoi-0002", donne=B90, version=1)
    assert retried == corrected  # a retry of an old write: the sheet as it is, nothing written


def test_a_phone_behind_the_sheet_is_refused_by_its_claim_alone(db: Database) -> None:
    secret = secret_of(db)
    table_entry.record(db, secret=secret, submission="envoi-0001", donne=A80, version=1)
    tried: list[str] = []

    def executed(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if not statement.lstrip().upper().startswith("SELECT"):
            tried.append(statement)

    event.listen(db.engine, "before_cursor_execute", executed)
    try:
        with pytest.raises(ConflictError) as refused:
            table_entry.record(db, secret=secret, submission="envoi-0002", donne=B90, version=1)
    finally:
        event.remove(db.engine, "before_cursor_execute", executed)
    assert refused.value.message == (
        "La feuille de la table 1 a été modifiée entre-temps par la table 1, téléphone : "
        "votre changement n'est pas fait ; relisez la feuille et refaites-le si besoin."
    )
    # The write's turn taken, then its claim of the sheet at the version it read, which finds
    # none: nothing inserted, deleted or kept.
    assert [statement.split()[:2] for statement in tried] == [
        ["BEGIN", "IMMEDIATE"],
        ["UPDATE", "partie"],
    ]
    assert submissions(db) == [("envoi-0001", partie_id(db, 1))]


def test_the_rounds_brief_says_what_the_desks_view_of_each_table_says(db: Database) -> None:
    secret = secret_of(db, 2)
    version = 1
    for number, donne in enumerate((A80, B90, CAPOT_A), start=1):
        version = table_entry.record(
            db, secret=secret, submission=f"envoi-{number:04}", donne=donne, version=version
        ).sheet.version
    table_entry.sign(db, secret=secret, submission="envoi-0004", team=B, version=version)
    table_links.lock_table(db, round_number=1, table=1, locked=True, who=WHO)
    scores.record_donne(db, round_number=1, table=1, donne=B90, who=WHO)
    brief = table_desk.table_entries(db, round_number=1)
    assert sorted(brief) == [1, 2]
    for state in table_desk.table_states(db, round_number=1):
        entry = brief[state.link.table]
        assert (entry.donnes, entry.totals, entry.signed, entry.locked) == (
            len(state.sheet.lines), state.sheet.totals, state.signed, state.link.locked,
        )  # fmt: skip
    assert (brief[2].totals.a, brief[2].totals.b, brief[2].signed.b) == (430, 150, True)
    assert (brief[1].by_phone, brief[1].updated_by, brief[1].locked) == (False, WHO, True)
    assert brief[2].by_phone and brief[2].updated_by == "table 2, téléphone"


@contextmanager
def transactions(db: Database) -> Iterator[list[list[str]]]:
    """Every statement sent, as sent, grouped by the transaction that committed it."""
    groups: list[list[str]] = [[]]

    def executed(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        groups[-1].append(" ".join(statement.split()))

    def ended(_conn: Any) -> None:
        groups.append([])

    event.listen(db.engine, "before_cursor_execute", executed)
    event.listen(db.engine, "commit", ended)
    try:
        yield groups
    finally:
        event.remove(db.engine, "before_cursor_execute", executed)
        event.remove(db.engine, "commit", ended)
        while groups and not groups[-1]:
            groups.pop()


def test_a_phone_donne_reads_each_row_it_needs_once_in_its_one_transaction(db: Database) -> None:
    secret = secret_of(db)
    memo = SheetMemo()
    table_entry.record(db, secret=secret, submission="envoi-0001", donne=A80, version=1, memo=memo)
    with transactions(db) as sent:
        table_entry.record(
            db, secret=secret, submission="envoi-0002", donne=B90, version=2, memo=memo
        )
    (statements,) = sent
    assert statements[0] == "BEGIN IMMEDIATE"  # the write's turn before its first read
    reads = [statement for statement in statements if statement.startswith("SELECT")]
    # the link with its partie's round, teams, players and settings, and whether the
    # identifier is kept (a retry); the donnes. The partie itself comes back from its claim,
    # with whether it is of the finals (its rules); a partie neither over before nor after has
    # no result rows to read.
    assert len(reads) == 2
    assert not any("FROM result" in read for read in reads)
    assert "FROM table_link JOIN partie" in reads[0] and "JOIN settings" in reads[0]
    assert "FROM phone_submission" in reads[0]
    assert not any(read.startswith("SELECT partie.") or "FROM settings" in read for read in reads)
    assert not any("bracket_partie" in read for read in reads)
    (claim,) = [s for s in statements if s.startswith("UPDATE partie SET version")]
    assert "FROM bracket_partie" in claim and "RETURNING" in claim


def test_a_desk_donne_reads_each_row_it_needs_once_in_its_one_transaction(db: Database) -> None:
    scores.record_donne(db, round_number=1, table=1, donne=A80, who=WHO)
    with transactions(db) as sent:
        scores.record_donne(db, round_number=1, table=1, donne=B90, who=WHO, version=2)
    (statements,) = sent
    reads = [statement for statement in statements if statement.startswith("SELECT")]
    # the donnes, the settings, the round with both teams; whether the partie is of the finals
    # (its rules) comes back with its claim; it has no result rows while it is not over
    assert len(reads) == 3
    assert not any(read.startswith("SELECT partie.") or "bracket_partie" in read for read in reads)
    (claim,) = [s for s in statements if s.startswith("UPDATE partie SET version")]
    assert "FROM bracket_partie" in claim and "RETURNING" in claim


def read_tables(statements: list[str]) -> list[str]:
    """The table each read of ``statements`` reads from (its first ``FROM`` outside a
    subquery), in order."""
    return [_from(s) for s in statements if s.startswith("SELECT")]


def _from(statement: str) -> str:
    depth = 0
    for at, char in enumerate(statement):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0 and statement.startswith(" FROM ", at):
            return statement[at + len(" FROM ") :].split(maxsplit=1)[0]
    raise AssertionError(statement)


def test_a_desk_totals_write_reads_each_row_it_needs_once_in_its_one_transaction(
    db: Database,
) -> None:
    with transactions(db) as sent:
        recorded = scores.record_totals(
            db, round_number=1, table=1, totals=PerTeam(320, 150), who=WHO, version=1
        )
    (statements,) = sent
    assert (recorded.sheet.totals.a, recorded.sheet.totals.b, recorded.sheet.over) == (
        320,
        150,
        True,
    )
    assert statements[0].startswith("UPDATE partie SET version")  # the claim, first
    assert "FROM bracket_partie" in statements[0] and "RETURNING" in statements[0]
    # the donnes (none may be entered), the settings, the partie's result rows, the standings'
    # revision locked and moved on, the round's bye refreshed; the round with both teams for
    # the answer. The partie itself comes back from its claim.
    assert read_tables(statements) == [
        "donne", "settings", "result", "tournament", "tournament", "tournament", "round",
        "result", "result", "team",
    ]  # fmt: skip
    assert sum(s.startswith("UPDATE partie SET version") for s in statements) == 1
    assert sum(s.startswith("INSERT INTO audit_event") for s in statements) == 1


def test_an_arbiters_decision_reads_each_row_it_needs_once_in_its_one_transaction(
    db: Database,
) -> None:
    for donne in (CAPOT_A, CAPOT_A):
        version = scores.record_donne(db, round_number=1, table=1, donne=donne, who=WHO)
    with transactions(db) as sent:
        validated = scores.validate_partie(
            db, round_number=1, table=1, who=WHO, version=version.sheet.version
        )
    (statements,) = sent
    assert validated.state is scores.PartieState.VALIDATED
    assert statements[0].startswith("UPDATE partie SET version")
    # the donnes, the settings, the round with both teams for the answer: nothing else
    assert read_tables(statements) == ["donne", "settings", "team"]
    assert [s.split()[:3] for s in statements if not s.startswith("SELECT")] == [
        ["UPDATE", "partie", "SET"], ["UPDATE", "partie", "SET"], ["INSERT", "INTO", "audit_event"],
    ]  # fmt: skip
