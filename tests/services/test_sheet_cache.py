"""A phone's read of an unchanged sheet is served again; any change, by anyone, is seen at once."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import closing
from dataclasses import replace

import pytest

from engine import Donne, Team, Trump
from tests.conftest import WHO, secret_of
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.tables import entry, links
from tournoi.services.tables.entry import LinkError, PhoneSheet
from tournoi.services.tables.sheet_cache import SheetMemo
from tournoi.services.teams import registration
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle
from tournoi.storage import Database

A, B = Team.A, Team.B
A80 = Donne(taker=A, contract=80, trump=Trump.PIQUE, points=117)  # 120 - 50
CAPOT_A = Donne(taker=A, contract=100, trump=Trump.COEUR, points=162, capot=A)  # 250 - 0


class Reader:
    """A phone reading table 1's sheet through one memo, as the server does."""

    def __init__(self, db: Database) -> None:
        self.db, self.secret, self.memo = db, secret_of(db), SheetMemo()

    def read(self) -> PhoneSheet:
        """The sheet through the memo, checked against the sheet built afresh."""
        served = entry.open_sheet(self.db, secret=self.secret, memo=self.memo)
        assert served == entry.open_sheet(self.db, secret=self.secret, memo=SheetMemo())
        return served


def totals(sheet: PhoneSheet) -> tuple[int, int]:
    return sheet.sheet.totals.a, sheet.sheet.totals.b


def signed(sheet: PhoneSheet) -> tuple[bool, bool]:
    return sheet.signed.a, sheet.signed.b


def raw(db: Database, statement: str) -> None:
    """A write by a SQLite tool, beside the application."""
    assert db.path is not None
    with closing(sqlite3.connect(db.path)) as tool, tool:
        tool.execute(statement)


@pytest.fixture
def reader(db: Database) -> Reader:
    entry.record(db, secret=secret_of(db), submission="envoi-0001", donne=A80, version=1)
    return Reader(db)


def test_an_unchanged_sheet_is_served_again_without_being_built(reader: Reader) -> None:
    first = reader.read()
    again = entry.open_sheet(reader.db, secret=reader.secret, memo=reader.memo)
    assert again == first
    assert again.sheet.lines is first.sheet.lines  # the same lines: nothing scored again
    other = entry.open_sheet(reader.db, secret=reader.secret, memo=SheetMemo())
    assert other.sheet.lines is not first.sheet.lines


def test_the_desks_changes_to_the_sheet_are_seen_by_the_next_read(
    reader: Reader, db: Database
) -> None:
    assert len(reader.read().sheet.lines) == 1
    scores.record_donne(db, round_number=1, table=1, donne=A80, who=WHO)
    assert totals(reader.read()) == (240, 100)
    scores.correct_donne(db, round_number=1, table=1, number=2, donne=CAPOT_A, who=WHO)
    assert totals(reader.read()) == (370, 50)
    scores.delete_donne(db, round_number=1, table=1, number=2, who=WHO)
    assert totals(reader.read()) == (120, 50)
    scores.delete_donne(db, round_number=1, table=1, number=1, who=WHO)
    assert not reader.read().sheet.lines
    absent = reader.read().sheet.teams.b.number
    scores.declare_forfeit(db, round_number=1, table=1, absent=absent, who=WHO)
    seen = reader.read()
    assert seen.sheet.forfeit is B and "forfait" in (seen.refusal or "")
    scores.declare_forfeit(db, round_number=1, table=1, absent=None, who=WHO)
    assert reader.read().refusal is None
    for _ in range(2):
        scores.record_donne(db, round_number=1, table=1, donne=CAPOT_A, who=WHO)
    scores.validate_partie(db, round_number=1, table=1, who=WHO)
    assert "validée" in (reader.read().refusal or "")


def test_a_signature_is_seen_by_the_next_read(reader: Reader, db: Database) -> None:
    sheet = entry.record(
        db, secret=reader.secret, submission="envoi-0002", donne=CAPOT_A, version=2
    )
    assert sheet.sheet.over and signed(reader.read()) == (False, False)
    entry.sign(db, secret=reader.secret, submission="signe-0001", team=B, version=3)
    assert signed(reader.read()) == (False, True)


def test_the_link_the_teams_the_players_and_the_settings_are_seen_by_the_next_read(
    reader: Reader, db: Database
) -> None:
    reader.read()
    links.lock_table(db, round_number=1, table=1, locked=True, who=WHO)
    assert reader.read().locked and "verrouillée" in (reader.read().refusal or "")
    links.lock_table(db, round_number=1, table=1, locked=False, who=WHO)
    assert not reader.read().locked
    players = [PlayerInfo("Lucie", "Marchand"), PlayerInfo("Paul", "Roux")]
    registration.edit_team(db, number=1, players=players, name="Les Rapides", who=WHO)
    seen = reader.read()
    assert seen.sheet.teams.a.name == "Les Rapides"
    assert seen.players.a == ("Lucie Marchand", "Paul Roux")
    assert "Les Rapides" not in seen.sheet.result or seen.sheet.over
    settings = lifecycle.get_settings(db)
    lifecycle.update_settings(db, settings=replace(settings, rounds=5), who=WHO)
    assert reader.read().rules == settings.rules  # the rules shown: unchanged by the rounds


def test_a_settings_change_before_the_first_donne_is_seen_by_the_next_read(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=4, draw=DrawMethod.ROTATION)
    reader = Reader(db)
    assert reader.read().rules.target == 300
    settings = lifecycle.get_settings(db)
    rules = replace(settings.rules, target=2000)
    lifecycle.update_settings(db, settings=replace(settings, rules=rules), who=WHO)
    assert reader.read().rules.target == 2000


def test_a_revoked_link_or_a_closed_round_opens_nothing_at_the_next_read(
    reader: Reader, db: Database
) -> None:
    reader.read()
    links.revoke_link(db, round_number=1, table=1, who=WHO)
    with pytest.raises(LinkError):
        reader.read()
    reader.secret = secret_of(db)
    reader.read()
    for table, donnes in ((1, 1), (2, 2)):  # table 1 has a donne already
        for _ in range(donnes):
            scores.record_donne(db, round_number=1, table=table, donne=CAPOT_A, who=WHO)
    assert reader.read().sheet.over
    draws.draw_round(db, method=DrawMethod.ROTATION, who=WHO)
    with pytest.raises(LinkError, match="son tour est clos"):
        reader.read()


@pytest.mark.parametrize(
    ("statement", "seen"),
    [
        ("UPDATE donne SET points = 162, capot = 'A' WHERE number = 1", lambda s: totals(s) == (250, 0)),
        ("DELETE FROM donne", lambda s: not s.sheet.lines),
        ("INSERT INTO donne (partie_id, number, taker, trump, points, contract, contract_capot, coinche, belote_a, belote_b, annonce_points_a, annonce_points_b, marks_a, marks_b, entered_at, entered_by) "
         "SELECT partie_id, 2, taker, trump, points, contract, contract_capot, coinche, belote_a, belote_b, annonce_points_a, annonce_points_b, marks_a, marks_b, entered_at, entered_by FROM donne", lambda s: totals(s) == (240, 100)),
        ("UPDATE partie SET signed_a = 'x', state = 'validated' WHERE table_number = 1", lambda s: "validée" in (s.refusal or "")),
        ("UPDATE table_link SET locked = 1", lambda s: s.locked),
        ("UPDATE team SET name = 'Renommée' WHERE number = 1", lambda s: s.sheet.teams.a.name == "Renommée"),
        ("UPDATE player SET first_name = 'Zoé'", lambda s: s.players.a[0].startswith("Zoé")),
        ("UPDATE settings SET target = 200", lambda s: s.rules.target == 200),
    ],
)  # fmt: skip
def test_a_sqlite_tools_write_is_seen_by_the_next_read(
    reader: Reader, db: Database, statement: str, seen: Callable[[PhoneSheet], bool]
) -> None:
    before = reader.read()
    assert not seen(before)
    raw(db, statement)
    assert seen(reader.read())


def test_without_the_stamps_triggers_every_read_is_built(reader: Reader, db: Database) -> None:
    raw(db, "DROP TRIGGER donne_stamp_update")
    first = reader.read()
    raw(db, "UPDATE donne SET points = 162, capot = 'A' WHERE number = 1")  # the stamp stays
    assert totals(reader.read()) == (250, 0) != totals(first)
