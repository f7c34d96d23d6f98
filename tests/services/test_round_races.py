"""The desk's round-level changes against the phones' writes, on SQLite and on PostgreSQL.

A draw, a cancel, a redraw, a swap and a withdrawal by forfeit check the
round, then write; a lock and a revocation change what a phone may write.
Each pair is forced first in both orders: one side is held between its check
and its write (or between the phone's claim of its partie and its commit)
while the other runs in a thread, which either waits for it or ends first.
Then a few hundred tries in threads started together, where the outcome is
read back and judged: a round drawn over a table left unfinished, a phone's
acknowledged donne gone or ignored, a donne credited to teams the phone did
not show, a phone's write landing after the lock are each one inconsistency.
"""

from __future__ import annotations

import itertools
import random
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from sqlmodel import col, select

from engine import Donne, Team, Trump
from tests.conftest import new_tournament
from tests.postgres import drop_database, new_database
from tournoi.services import scores
from tournoi.services.draws import (
    DrawMethod,
    cancel_draw,
    draw_round,
    drawing,
    redraw_round,
    swap_teams,
    withdrawals,
)
from tournoi.services.draws import swaps as swaps_module
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.errors import ConflictError, ServiceError, StateError
from tournoi.services.finals import Consolante
from tournoi.services.finals.tie_break import TieBreakLockedError, set_tie_break, tie_break
from tournoi.services.integrity import soundness as integrity
from tournoi.services.scores import partie_write
from tournoi.services.settings import KnockoutTie
from tournoi.services.tables import entry as table_entry
from tournoi.services.tables import links as table_links
from tournoi.services.tables.entry import LinkError
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, models

A = Team.A
CAPOT_A = Donne(taker=A, contract=100, trump=Trump.COEUR, points=162, capot=A)  # 250 - 0
A80 = Donne(taker=A, contract=80, trump=Trump.PIQUE, points=117)  # 120 - 50
PASSED = Donne()  # 0 - 0: a partie at 250 after it is not over (300 points)
DESK = "poste 1"
HELD = 0.4
"""How long one side is held while the other runs: enough for a write to commit, when
nothing makes it wait."""


@pytest.fixture(scope="module")
def hall_on_server(postgres_server: str) -> Iterator[str]:
    """The tournament every PostgreSQL test starts from, made once: the name of its database."""
    url = new_database(postgres_server)
    new_tournament(url, teams=6, who=DESK, draw=DrawMethod.ROTATION).close()
    yield url.rsplit("/", 1)[1]
    drop_database(url)


@pytest.fixture(params=["sqlite", "postgresql"])
def location(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """Six teams in rotation (three tables), round 1 drawn, nothing entered."""
    if request.param == "sqlite":
        where = tmp_path / "salle.tournoi"
        new_tournament(where, teams=6, who=DESK, draw=DrawMethod.ROTATION).close()
        yield str(where)
        return
    # A copy of the one made for the module: migrating a new database takes a second or more.
    server: str = request.getfixturevalue("postgres_server")
    template: str = request.getfixturevalue("hall_on_server")
    name = f"salle_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(_admin_url(server), autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}" TEMPLATE "{template}"')
    yield f"{server}/{name}"
    drop_database(f"{server}/{name}")


def _admin_url(server: str) -> str:
    return server.replace("postgresql+psycopg://", "postgresql://") + "/postgres"


@pytest.fixture
def desk(location: str) -> Iterator[Database]:
    db = tournaments.open_tournament(location)
    yield db
    db.close()


@pytest.fixture
def hall(location: str) -> Iterator[Database]:
    """The phones' server: a station of its own, as in the hall."""
    db = tournaments.open_tournament(location)
    yield db
    db.close()


# What the tables and the desk do


def finish_round(db: Database, round_number: int) -> None:
    """Every table of the round finished at the desk: two capots, 500 to 0."""
    for table in (1, 2, 3):
        for donne in (CAPOT_A, CAPOT_A):
            scores.record_donne(db, round_number=round_number, table=table, donne=donne, who=DESK)


def secret(db: Database, round_number: int, table: int) -> str:
    links = table_links.issue_links(db, round_number=round_number, who=DESK)
    return next(link.secret for link in links if link.table == table)


SENT = itertools.count(1)
"""Every page's submission identifier is new: one seen before is answered as a retry."""


class Phone:
    """One table's phone: its link, and the sheet's version as it last showed it."""

    def __init__(self, db: Database, desk: Database, round_number: int, table: int) -> None:
        self.db, self.secret = db, secret(desk, round_number, table)
        self.version = table_entry.open_sheet(db, secret=self.secret).sheet.version

    @staticmethod
    def _submission() -> str:
        return f"envoi-{next(SENT):06d}"

    def record(self, donne: Donne = A80) -> table_entry.PhoneSheet:
        return table_entry.record(
            self.db, secret=self.secret, submission=self._submission(), donne=donne,
            version=self.version,
        )  # fmt: skip

    def correct_last(self, donne: Donne = PASSED) -> table_entry.PhoneSheet:
        return table_entry.correct_last(
            self.db, secret=self.secret, submission=self._submission(), donne=donne,
            version=self.version,
        )  # fmt: skip


def outcome(call: Callable[[], Any]) -> Any:
    """What ``call`` returned, or the exception it raised."""
    try:
        return call()
    except Exception as error:
        return error


class During:
    """Runs ``call`` in a thread when the held side reaches its hook, and lets the held side
    go on once the call ended or after :data:`HELD` (the call then waits for it)."""

    def __init__(self, call: Callable[[], Any], *, to_the_end: bool = False) -> None:
        """``to_the_end``: the held side holds no lock yet, it waits for the call to end."""
        self.call, self.result, self.to_the_end = call, None, to_the_end
        self.thread = threading.Thread(target=self._run)

    def __call__(self) -> None:
        if self.thread.ident is None:  # the first time only
            self.thread.start()
            self.thread.join(None if self.to_the_end else HELD)

    def _run(self) -> None:
        self.result = outcome(self.call)

    def ended(self) -> Any:
        assert self.thread.ident is not None, "the hook was never reached"
        self.thread.join()
        return self.result


def hook_after(monkeypatch: pytest.MonkeyPatch, owner: Any, name: str, during: During) -> None:
    """``owner.name`` runs ``during`` once it returned."""
    original = getattr(owner, name)

    def hooked(*args: Any, **kwargs: Any) -> Any:
        result = original(*args, **kwargs)
        during()
        return result

    monkeypatch.setattr(owner, name, hooked)


def hold_phone_write(monkeypatch: pytest.MonkeyPatch, during: During) -> None:
    """A phone's write held once it has claimed its partie, before it commits."""
    hook_after(monkeypatch, partie_write, "keep_submission", during)


def donnes_at(db: Database, round_number: int, table: int) -> list[Donne]:
    return [line.donne for line in scores.sheet(db, round_number=round_number, table=table).lines]


def rounds(db: Database) -> int:
    with db.session() as session:
        return len(session.exec(select(models.Round)).all())


# The pairs forced in both orders


def test_a_phone_unfinishing_its_table_while_the_desk_draws_is_refused_by_the_drawn_round(
    desk: Database, hall: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    finish_round(desk, 1)
    phone = Phone(hall, desk, 1, 1)
    during = During(phone.correct_last)
    hook_after(monkeypatch, drawing, "check_previous_complete", during)

    draw_round(desk, method=DrawMethod.SWISS, who=DESK)

    assert isinstance(during.ended(), LinkError)
    assert donnes_at(desk, 1, 1) == [CAPOT_A, CAPOT_A]
    assert integrity.check(desk).sound


def test_a_draw_arriving_while_a_phone_writes_waits_and_finds_the_table_unfinished(
    desk: Database, hall: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    finish_round(desk, 1)
    phone = Phone(hall, desk, 1, 1)
    during = During(lambda: draw_round(desk, method=DrawMethod.SWISS, who=DESK))
    hold_phone_write(monkeypatch, during)

    sheet = phone.correct_last()

    refused = during.ended()
    assert isinstance(refused, StateError)
    assert str(refused) == "Le tour 1 n'est pas terminé : 1 table sans résultat (1)."
    assert [line.donne for line in sheet.sheet.lines] == donnes_at(desk, 1, 1) == [CAPOT_A, PASSED]
    assert rounds(desk) == 1


@pytest.mark.parametrize("redraw", [False, True], ids=["cancel", "redraw"])
def test_a_phone_donne_sent_while_the_desk_cancels_its_round_is_refused_not_deleted(
    desk: Database, hall: Database, monkeypatch: pytest.MonkeyPatch, redraw: bool
) -> None:
    finish_round(desk, 1)
    draw_round(desk, method=DrawMethod.SWISS, who=DESK)
    phone = Phone(hall, desk, 2, 1)
    during = During(phone.record)
    hook_after(monkeypatch, drawing, "check_untouched", during)

    if redraw:
        redraw_round(desk, round_number=2, method=DrawMethod.SWISS, who=DESK)
    else:
        cancel_draw(desk, round_number=2, who=DESK)

    assert isinstance(during.ended(), LinkError)
    assert rounds(desk) == (2 if redraw else 1)
    if redraw:
        assert all(not donnes_at(desk, 2, table) for table in (1, 2, 3))


def test_a_draw_cancelled_while_a_phone_reads_its_link_answers_that_the_link_opens_nothing(
    desk: Database, hall: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The phone's link read, then its round's draw cancelled, then the partie claimed.

    On a SQLite file the link is read under the write lock that the phone's write holds to
    its commit: the cancel waits for the write, and is refused for the donne it finds.
    """
    finish_round(desk, 1)
    draw_round(desk, method=DrawMethod.SWISS, who=DESK)
    phone = Phone(hall, desk, 2, 1)
    on_file = desk.path is not None
    during = During(lambda: cancel_draw(desk, round_number=2, who=DESK), to_the_end=not on_file)
    hook_after(monkeypatch, table_entry, "_looked", during)

    if on_file:
        phone.record()
        refused = during.ended()
        assert isinstance(refused, StateError)
        assert "Des résultats du tour 2 sont déjà saisis" in str(refused)
        assert donnes_at(desk, 2, 1) == [A80]
        return
    with pytest.raises(LinkError):
        phone.record()
    assert during.ended() is None
    assert rounds(desk) == 1


@pytest.mark.parametrize("redraw", [False, True], ids=["cancel", "redraw"])
def test_a_cancel_arriving_while_a_phone_writes_is_refused_and_the_donne_kept(
    desk: Database, hall: Database, monkeypatch: pytest.MonkeyPatch, redraw: bool
) -> None:
    finish_round(desk, 1)
    draw_round(desk, method=DrawMethod.SWISS, who=DESK)
    phone = Phone(hall, desk, 2, 1)
    cancel: Callable[[], Any] = (
        (lambda: redraw_round(desk, round_number=2, method=DrawMethod.SWISS, who=DESK))
        if redraw
        else (lambda: cancel_draw(desk, round_number=2, who=DESK))
    )
    during = During(cancel)
    hold_phone_write(monkeypatch, during)

    phone.record()

    refused = during.ended()
    assert isinstance(refused, StateError)
    assert "Des résultats du tour 2 sont déjà saisis" in str(refused)
    assert donnes_at(desk, 2, 1) == [A80]


def test_a_phone_donne_sent_while_the_desk_swaps_its_teams_is_refused_not_credited_to_others(
    desk: Database, hall: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    phone = Phone(hall, desk, 1, 1)
    shown = table_entry.open_sheet(hall, secret=phone.secret).sheet.teams
    during = During(phone.record)
    hook_after(monkeypatch, swaps_module, "check_untouched", during)

    swap_teams(desk, round_number=1, first=shown.a.number, second=4, who=DESK)

    assert isinstance(during.ended(), ConflictError)
    assert donnes_at(desk, 1, 1) == []
    assert scores.sheet(desk, round_number=1, table=1).teams.a.number == 4


def test_a_swap_arriving_while_a_phone_writes_is_refused(
    desk: Database, hall: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    phone = Phone(hall, desk, 1, 1)
    shown = table_entry.open_sheet(hall, secret=phone.secret).sheet.teams
    during = During(
        lambda: swap_teams(desk, round_number=1, first=shown.a.number, second=4, who=DESK)
    )
    hold_phone_write(monkeypatch, during)

    phone.record()

    refused = during.ended()
    assert isinstance(refused, StateError)
    assert "Des résultats du tour 1 sont déjà saisis" in str(refused)
    assert scores.sheet(desk, round_number=1, table=1).teams == shown


def test_a_phone_donne_landing_while_the_desk_withdraws_a_team_by_forfeit_refuses_the_forfeit(
    desk: Database, hall: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    phone = Phone(hall, desk, 1, 1)
    absent = table_entry.open_sheet(hall, secret=phone.secret).sheet.teams.a.number
    during = During(phone.record, to_the_end=True)
    hook_after(monkeypatch, withdrawals, "_pending", during)

    with pytest.raises(StateError, match=f"La partie de l'équipe {absent} .* vient de commencer"):
        withdrawals.withdraw_by_forfeit(desk, number=absent, who=DESK)

    assert isinstance(during.ended(), table_entry.PhoneSheet)
    assert donnes_at(desk, 1, 1) == [A80]
    assert integrity.check(desk).sound


def test_a_withdrawal_by_forfeit_arriving_while_a_phone_writes_is_refused(
    desk: Database, hall: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    phone = Phone(hall, desk, 1, 1)
    absent = table_entry.open_sheet(hall, secret=phone.secret).sheet.teams.a.number
    during = During(lambda: withdrawals.withdraw_by_forfeit(desk, number=absent, who=DESK))
    hold_phone_write(monkeypatch, during)

    phone.record()

    assert isinstance(during.ended(), StateError)
    assert donnes_at(desk, 1, 1) == [A80]
    assert integrity.check(desk).sound


@pytest.mark.parametrize("action", ["lock", "revoke"])
def test_a_phone_write_read_before_the_desk_locks_or_revokes_its_link_is_refused(
    desk: Database, hall: Database, monkeypatch: pytest.MonkeyPatch, action: str
) -> None:
    """The phone read its link (open, unlocked) before the desk's change; it writes after.

    On a SQLite file the link is read under the write lock that the phone's write holds to
    its commit: the desk's change waits for the write, then makes its own.
    """
    phone = Phone(hall, desk, 1, 1)
    change: Callable[[], Any] = (
        (lambda: table_links.lock_table(desk, round_number=1, table=1, locked=True, who=DESK))
        if action == "lock"
        else (lambda: table_links.revoke_link(desk, round_number=1, table=1, who=DESK))
    )
    on_file = desk.path is not None
    during = During(change, to_the_end=not on_file)
    hook_after(monkeypatch, table_entry, "_looked", during)

    if on_file:
        phone.record()
        assert isinstance(during.ended(), table_links.TableLink)
        assert donnes_at(desk, 1, 1) == [A80]
        return
    with pytest.raises(ConflictError, match="La feuille de la table 1 a été modifiée entre-temps"):
        phone.record()
    assert isinstance(during.ended(), table_links.TableLink)
    assert donnes_at(desk, 1, 1) == []


@pytest.mark.parametrize("action", ["lock", "revoke"])
def test_a_lock_or_revocation_arriving_while_a_phone_writes_waits_for_its_commit(
    desk: Database, hall: Database, monkeypatch: pytest.MonkeyPatch, action: str
) -> None:
    phone = Phone(hall, desk, 1, 1)
    change: Callable[[], Any] = (
        (lambda: table_links.lock_table(desk, round_number=1, table=1, locked=True, who=DESK))
        if action == "lock"
        else (lambda: table_links.revoke_link(desk, round_number=1, table=1, who=DESK))
    )
    during = During(change)
    hold_phone_write(monkeypatch, during)

    phone.record()

    assert isinstance(during.ended(), table_links.TableLink)
    assert donnes_at(desk, 1, 1) == [A80]
    assert phone_wrote_after_the_desk(desk, action) == []


def phone_wrote_after_the_desk(db: Database, action: str) -> list[int]:
    """The phone's donnes recorded after the desk locked or revoked: their audit events."""
    desk_action = "partie.phone_lock" if action == "lock" else "partie.link_revoke"
    with db.session() as session:
        events = session.exec(
            select(models.AuditEvent.id, models.AuditEvent.action, models.AuditEvent.who)
            .order_by(col(models.AuditEvent.id))
        ).all()  # fmt: skip
    order = [(event_id or 0, name, who) for event_id, name, who in events]
    changed = [event_id for event_id, name, _who in order if name == desk_action]
    return [
        event_id
        for event_id, name, who in order
        if name.startswith("donne.") and who.endswith("téléphone") and changed
        and event_id > changed[0]
    ]  # fmt: skip


# The pairs tried at random, both sides started together

TRIES = 50
"""Tries of each pair on each database: 100 a pair, 600 in all (cancel and redraw share theirs)."""


def together(rng: random.Random, first: Callable[[], Any], second: Callable[[], Any]) -> list[Any]:
    """Both calls started at once, each after its own random few milliseconds."""
    start = threading.Barrier(2)
    results: list[Any] = [None, None]

    def run(index: int, call: Callable[[], Any], delay: float) -> None:
        start.wait()
        time.sleep(delay)
        results[index] = outcome(call)

    delays = [rng.random() * 0.004, rng.random() * 0.004]
    threads = [
        threading.Thread(target=run, args=(index, call, delays[index]))
        for index, call in enumerate((first, second))
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    for result in results:
        if isinstance(result, Exception) and not isinstance(result, ServiceError):
            raise result
    return results


def done(result: Any) -> bool:
    return not isinstance(result, Exception)


@pytest.mark.slow
def test_draws_and_phones_unfinishing_tables_at_random_leave_no_inconsistency(
    desk: Database, hall: Database
) -> None:
    finish_round(desk, 1)
    rng, wrong = random.Random(1), list[tuple[Any, ...]]()
    for attempt in range(TRIES):
        table = rng.randint(1, 3)
        phone = Phone(hall, desk, 1, table)
        drawn, corrected = together(
            rng, lambda: draw_round(desk, method=DrawMethod.SWISS, who=DESK), phone.correct_last
        )
        report = integrity.check(desk)
        if done(drawn) == done(corrected) or not report.sound:
            wrong.append((attempt, drawn, corrected, report.findings))
        if done(corrected) and donnes_at(desk, 1, table) != [CAPOT_A, PASSED]:
            wrong.append((attempt, "the phone's acknowledged donne is not stored"))
        if done(drawn):
            cancel_draw(desk, round_number=2, who=DESK)
        if done(corrected):
            scores.correct_donne(desk, round_number=1, table=table, number=2, donne=CAPOT_A, who=DESK)  # fmt: skip
    assert wrong == []


@pytest.mark.slow
def test_cancels_redraws_and_phones_at_random_leave_no_inconsistency(
    desk: Database, hall: Database
) -> None:
    finish_round(desk, 1)
    draw_round(desk, method=DrawMethod.SWISS, who=DESK)
    rng, wrong = random.Random(2), list[tuple[Any, ...]]()
    for attempt in range(TRIES):
        table, redraw = rng.randint(1, 3), rng.random() < 0.5
        phone = Phone(hall, desk, 2, table)

        def cancel(redraw: bool = redraw) -> Any:
            if redraw:
                return redraw_round(desk, round_number=2, method=DrawMethod.RANDOM, who=DESK)
            return cancel_draw(desk, round_number=2, who=DESK)

        cancelled, recorded = together(rng, cancel, phone.record)
        if done(cancelled) == done(recorded):
            wrong.append((attempt, cancelled, recorded))
        if done(recorded) and donnes_at(desk, 2, table) != [A80]:
            wrong.append((attempt, "the phone's acknowledged donne is not stored"))
        if done(recorded):
            scores.delete_donne(desk, round_number=2, table=table, number=1, who=DESK)
        if rounds(desk) == 1:
            draw_round(desk, method=DrawMethod.SWISS, who=DESK)
    assert wrong == []


@pytest.mark.slow
def test_swaps_and_phones_at_random_leave_no_inconsistency(desk: Database, hall: Database) -> None:
    rng, wrong = random.Random(3), list[tuple[Any, ...]]()
    for attempt in range(TRIES):
        phone = Phone(hall, desk, 1, 1)
        shown = table_entry.open_sheet(hall, secret=phone.secret).sheet.teams
        other = rng.choice([n for n in range(1, 7) if n not in {shown.a.number, shown.b.number}])

        def swap(first: int = shown.a.number, second: int = other) -> Any:
            return swap_teams(desk, round_number=1, first=first, second=second, who=DESK)

        swapped, recorded = together(rng, swap, phone.record)
        now = scores.sheet(desk, round_number=1, table=1)
        if done(swapped) == done(recorded):
            wrong.append((attempt, swapped, recorded))
        if done(recorded) and ([line.donne for line in now.lines] != [A80] or now.teams != shown):
            wrong.append((attempt, "the phone's donne is not at the teams it showed"))
        if done(recorded):
            scores.delete_donne(desk, round_number=1, table=1, number=1, who=DESK)
    assert wrong == []


@pytest.mark.slow
def test_withdrawals_by_forfeit_and_phones_at_random_leave_no_inconsistency(
    desk: Database, hall: Database
) -> None:
    rng, wrong = random.Random(4), list[tuple[Any, ...]]()
    for attempt in range(TRIES):
        phone = Phone(hall, desk, 1, 1)
        absent = table_entry.open_sheet(hall, secret=phone.secret).sheet.teams.a.number

        def withdraw(number: int = absent) -> Any:
            return withdrawals.withdraw_by_forfeit(desk, number=number, who=DESK)

        withdrawn, recorded = together(rng, withdraw, phone.record)
        report = integrity.check(desk)
        if done(withdrawn) == done(recorded) or not report.sound:
            wrong.append((attempt, withdrawn, recorded, report.findings))
        if done(recorded) and donnes_at(desk, 1, 1) != [A80]:
            wrong.append((attempt, "the phone's acknowledged donne is not stored"))
        if done(withdrawn):
            withdrawals.return_from_forfeit(desk, number=absent, who=DESK)
        if done(recorded):
            scores.delete_donne(desk, round_number=1, table=1, number=1, who=DESK)
    assert wrong == []


@pytest.mark.slow
@pytest.mark.parametrize("action", ["lock", "revoke"])
def test_locks_revocations_and_phones_at_random_leave_no_inconsistency(
    desk: Database, hall: Database, action: str
) -> None:
    rng, wrong = random.Random(5), list[tuple[Any, ...]]()
    for attempt in range(TRIES):
        phone = Phone(hall, desk, 1, 1)

        def change() -> Any:
            if action == "lock":
                return table_links.lock_table(desk, round_number=1, table=1, locked=True, who=DESK)
            return table_links.revoke_link(desk, round_number=1, table=1, who=DESK)

        changed, recorded = together(rng, change, phone.record)
        if not done(changed) or phone_wrote_after_the_desk(desk, action):
            wrong.append((attempt, changed, recorded))
        if done(recorded) and donnes_at(desk, 1, 1) != [A80]:
            wrong.append((attempt, "the phone's acknowledged donne is not stored"))
        if action == "lock":
            table_links.lock_table(desk, round_number=1, table=1, locked=False, who=DESK)
        if done(recorded):
            scores.delete_donne(desk, round_number=1, table=1, number=1, who=DESK)
        with desk.session() as session:  # the next try's events only
            for event in session.exec(select(models.AuditEvent)):
                session.delete(event)
    assert wrong == []


def test_the_finals_tie_break_asked_while_a_phone_writes_the_first_donne_of_a_semi_is_refused(
    desk: Database, hall: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The tie-break may change only while no partie of the finals has a donne: a phone's first
    donne held between its claim and its commit makes the change wait for it, then refuse."""
    finish_round(desk, 1)
    start_finals(desk, qualified=4, consolante=Consolante.NONE, who=DESK)
    phone = Phone(hall, desk, 2, 1)
    during = During(lambda: set_tie_break(desk, chosen=KnockoutTie.BETTER_SEED, who=DESK))
    hold_phone_write(monkeypatch, during)

    sheet = phone.record()

    refused = during.ended()
    assert isinstance(refused, TieBreakLockedError), refused
    assert str(refused).startswith(
        "Le départage de la phase finale ne peut plus changer : la table 1 du tour 2 a déjà "
        "une donne"
    )
    assert [line.donne for line in sheet.sheet.lines] == donnes_at(desk, 2, 1) == [A80]
    assert tie_break(desk) is KnockoutTie.EXTRA_DONNE
