"""The sheet kept on a phone at the table, through the services: links, writes once, signatures."""

from __future__ import annotations

import pytest
from sqlmodel import select

from engine import Donne, Team, Trump
from tests.conftest import WHO, secret_of
from tournoi.services import audit, draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.errors import ConflictError, StateError
from tournoi.services.scores.preview import Verdict
from tournoi.services.tables import desk, entry
from tournoi.services.tables import links as table_links
from tournoi.services.tables.entry import LinkError
from tournoi.storage import Database, models

A, B = Team.A, Team.B
A80 = Donne(taker=A, contract=80, trump=Trump.PIQUE, points=117)  # 120 - 50
CAPOT_A = Donne(taker=A, contract=100, trump=Trump.COEUR, points=162, capot=A)  # 250 - 0
BAD_CONTRACT = Donne(taker=A, contract=85, trump=Trump.PIQUE, points=117)


def test_each_table_of_a_drawn_round_gets_a_secret_of_its_own(db: Database) -> None:
    links = table_links.issue_links(db, round_number=1, who=WHO)
    assert [link.table for link in links] == [1, 2]
    assert len({link.secret for link in links}) == 2
    assert all(len(link.secret) == 24 for link in links)  # 144 bits
    assert links[0].path == f"/table/{links[0].secret}"
    again = table_links.issue_links(db, round_number=1, who=WHO)
    assert again == links  # issued once, shown again as they are
    urls = table_links.table_urls(db, round_number=1, base_url="http://10.0.0.2:8000/", who=WHO)
    assert urls[2] == f"http://10.0.0.2:8000/table/{links[1].secret}"


def test_a_round_not_drawn_has_no_links(db: Database) -> None:
    with pytest.raises(Exception, match="Le tour 2 n'est pas tiré"):
        table_links.issue_links(db, round_number=2, who=WHO)


def test_a_secret_opens_its_table_only_while_its_round_is_the_last(db: Database) -> None:
    secret = secret_of(db, 2)
    found = table_links.access(db, secret=secret)
    assert found is not None and (found.round, found.table) == (1, 2)
    assert found.author == "table 2, téléphone"
    assert table_links.access(db, secret=secret[:-1] + ("A" if secret[-1] != "A" else "B")) is None
    assert table_links.access(db, secret="../../etc/passwd") is None
    for table in (1, 2):
        for donne in (CAPOT_A, CAPOT_A):
            scores.record_donne(db, round_number=1, table=table, donne=donne, who=WHO)
    draws.draw_round(db, method=DrawMethod.ROTATION, who=WHO)
    assert table_links.access(db, secret=secret) is None
    with pytest.raises(LinkError, match="son tour est clos"):
        entry.open_sheet(db, secret=secret)


def test_a_revoked_secret_opens_nothing_and_a_new_one_replaces_it(db: Database) -> None:
    old = secret_of(db)
    new = table_links.revoke_link(db, round_number=1, table=1, who=WHO)
    assert new.secret != old
    assert table_links.access(db, secret=old) is None
    with pytest.raises(LinkError, match="a été révoqué par l'arbitre"):
        entry.record(db, secret=old, submission="envoi-0001", donne=A80, version=1)
    assert entry.open_sheet(db, secret=new.secret).sheet.table == 1


def test_a_phone_enters_a_partie_recorded_under_its_table(db: Database) -> None:
    secret = secret_of(db)
    seen = entry.open_sheet(db, secret=secret)
    assert seen.players.a == ("Jean Martin1", "Paul Durand1")
    assert seen.refusal is None
    seen = entry.record(
        db, secret=secret, submission="envoi-0001", donne=A80, version=seen.sheet.version
    )
    assert (seen.sheet.totals.a, seen.sheet.totals.b) == (120, 50)
    seen = entry.record(
        db, secret=secret, submission="envoi-0002", donne=CAPOT_A, version=seen.sheet.version
    )
    assert seen.sheet.over and seen.sheet.totals.a == 370
    with db.session() as session:
        trail = audit.entries(session)
        rows = session.exec(select(models.Donne)).all()
    assert [e.who for e in trail if e.action == "donne.add"] == ["table 1, téléphone"] * 2
    assert {row.entered_by for row in rows} == {"table 1, téléphone"}


def test_a_submission_sent_twice_is_recorded_once(db: Database) -> None:
    secret = secret_of(db)
    first = entry.record(db, secret=secret, submission="envoi-0001", donne=A80, version=1)
    retry = entry.record(db, secret=secret, submission="envoi-0001", donne=A80, version=1)
    assert len(first.sheet.lines) == len(retry.sheet.lines) == 1
    with db.session() as session:
        assert len(session.exec(select(models.PhoneSubmission)).all()) == 1


def test_a_second_phone_on_an_older_sheet_is_refused_naming_the_first(db: Database) -> None:
    secret = secret_of(db)
    entry.record(db, secret=secret, submission="telephone-1", donne=A80, version=1)
    with pytest.raises(ConflictError) as refused:
        entry.record(db, secret=secret, submission="telephone-2", donne=A80, version=1)
    assert str(refused.value) == (
        "La feuille de la table 1 a été modifiée entre-temps par la table 1, téléphone : "
        "votre changement n'est pas fait ; relisez la feuille et refaites-le si besoin."
    )


def test_an_impossible_donne_is_refused_with_its_paragraph(db: Database) -> None:
    secret = secret_of(db)
    seen = entry.preview(db, secret=secret, donne=BAD_CONTRACT).preview
    assert seen.verdict is Verdict.REFUSED
    assert "§" in seen.message
    with pytest.raises(Exception, match="§") as refused:
        entry.record(db, secret=secret, submission="envoi-0001", donne=BAD_CONTRACT, version=1)
    assert str(refused.value) == seen.message
    assert entry.open_sheet(db, secret=secret).sheet.lines == ()


def test_the_last_donne_corrected_then_deleted(db: Database) -> None:
    secret = secret_of(db)
    entry.record(db, secret=secret, submission="envoi-0001", donne=A80, version=1)
    seen = entry.preview(db, secret=secret, donne=CAPOT_A, correcting=True).preview
    assert (seen.number, seen.totals.a) == (1, 250)
    sheet = entry.correct_last(db, secret=secret, submission="envoi-0002", donne=CAPOT_A, version=2)
    assert [line.donne for line in sheet.sheet.lines] == [CAPOT_A]
    sheet = entry.delete_last(db, secret=secret, submission="envoi-0003", version=3)
    assert sheet.sheet.lines == ()
    with pytest.raises(StateError, match="aucune donne"):
        entry.delete_last(db, secret=secret, submission="envoi-0004", version=4)


def test_both_teams_sign_the_finished_partie_and_a_change_voids_it(db: Database) -> None:
    secret = secret_of(db)
    with pytest.raises(StateError, match="La partie n'est pas finie"):
        entry.sign(db, secret=secret, submission="signe-0000", team=A, version=1)
    entry.record(db, secret=secret, submission="envoi-0001", donne=CAPOT_A, version=1)
    sheet = entry.record(db, secret=secret, submission="envoi-0002", donne=CAPOT_A, version=2)
    sheet = entry.sign(db, secret=secret, submission="signe-0001", team=A, version=3)
    assert (sheet.signed.a, sheet.signed.b) == (True, False)
    sheet = entry.sign(db, secret=secret, submission="signe-0002", team=B, version=4)
    assert (sheet.signed.a, sheet.signed.b) == (True, True)
    [state, _other] = desk.table_states(db, round_number=1)
    assert (state.signed.a, state.signed.b, len(state.sheet.lines)) == (True, True, 2)
    scores.delete_donne(db, round_number=1, table=1, number=2, who=WHO)
    sheet = entry.open_sheet(db, secret=secret)
    assert (sheet.signed.a, sheet.signed.b) == (False, False)


def test_a_locked_table_or_a_validated_partie_refuses_the_phone(db: Database) -> None:
    secret = secret_of(db)
    table_links.lock_table(db, round_number=1, table=1, locked=True, who=WHO)
    with pytest.raises(StateError) as refused:
        entry.record(db, secret=secret, submission="envoi-0001", donne=A80, version=1)
    assert str(refused.value) == (
        "La table 1 est verrouillée par l'arbitre : le téléphone ne fait plus que lire la feuille."
    )
    table_links.lock_table(db, round_number=1, table=1, locked=False, who=WHO)
    # Locking and unlocking moved the sheet's version on: a phone writes at the one it reads.
    start = entry.open_sheet(db, secret=secret).sheet.version
    assert start == 3
    for number, donne in enumerate((CAPOT_A, CAPOT_A), start=1):
        entry.record(
            db, secret=secret, submission=f"envoi-000{number}", donne=donne,
            version=start + number - 1,
        )  # fmt: skip
    scores.validate_partie(db, round_number=1, table=1, who=WHO)
    with pytest.raises(StateError) as refused:
        entry.delete_last(db, secret=secret, submission="envoi-0009", version=start + 3)
    assert str(refused.value) == (
        "La partie de la table 1 est validée par l'arbitre : elle ne se change plus qu'à "
        "la table d'arbitrage."
    )


def test_a_submission_without_a_proper_identifier_is_refused(db: Database) -> None:
    with pytest.raises(StateError, match="Envoi sans identifiant valable : rechargez la page"):
        entry.record(db, secret=secret_of(db), submission="x", donne=A80, version=1)


def signed_partie(db: Database, secret: str, *teams: Team) -> None:
    """Table 1's partie finished on its phone (two capots, version 3), signed by ``teams``."""
    for number in (1, 2):
        entry.record(
            db, secret=secret, submission=f"envoi-000{number}", donne=CAPOT_A, version=number
        )
    for version, team in enumerate(teams, start=3):
        entry.sign(db, secret=secret, submission=f"signe-000{version}", team=team,
                         version=version)  # fmt: skip


def stored_signatures(db: Database) -> tuple[str, str]:
    with db.session() as session:
        partie = scores.find_partie(session, 1, 1)
        return partie.signed_a, partie.signed_b


def test_a_sheet_both_teams_signed_only_reads_on_the_phone(db: Database) -> None:
    secret = secret_of(db)
    signed_partie(db, secret, A, B)
    said = "Feuille signée par les deux équipes : seul l'arbitre peut la corriger."
    assert entry.open_sheet(db, secret=secret).refusal == said
    for write in (
        lambda: entry.delete_last(db, secret=secret, submission="envoi-0009", version=5),
        lambda: entry.correct_last(
            db, secret=secret, submission="envoi-0010", donne=A80, version=5
        ),
        lambda: entry.record(db, secret=secret, submission="envoi-0011", donne=A80, version=5),
    ):
        with pytest.raises(StateError) as refused:
            write()
        assert str(refused.value) == said
    assert len(scores.sheet(db, round_number=1, table=1).lines) == 2


def test_a_phone_change_after_one_signature_voids_it_for_good(db: Database) -> None:
    secret = secret_of(db)
    signed_partie(db, secret, A)
    sheet = entry.delete_last(db, secret=secret, submission="envoi-0009", version=4)
    assert (sheet.signed.a, sheet.signed.b, sheet.refusal) == (False, False, None)
    assert stored_signatures(db) == ("effacée", "")
    # The same donne typed again gives the very sheet A signed: the signature stays void.
    entry.record(db, secret=secret, submission="envoi-0010", donne=CAPOT_A, version=5)
    sheet = entry.open_sheet(db, secret=secret)
    assert (sheet.signed.a, sheet.signed.b, sheet.sheet.over) == (False, False, True)
    [state, _other] = desk.table_states(db, round_number=1)
    assert (state.signed.a, state.voided.a, state.voided.b) == (False, True, False)
    with db.session() as session:
        said = session.exec(
            select(models.AuditEvent.message).where(models.AuditEvent.action == "donne.delete")
        ).one()
    assert said == (
        "Tour 1, table 1 : Donne 2 supprimée. Signature de l'équipe A effacée : la feuille a "
        "changé après la signature, chaque équipe la signe de nouveau."
    )
    sheet = entry.sign(db, secret=secret, submission="signe-0011", team=A, version=6)
    assert (sheet.signed.a, sheet.signed.b) == (True, False)


def test_the_desk_corrects_a_signed_sheet_and_voids_both_signatures(db: Database) -> None:
    secret = secret_of(db)
    signed_partie(db, secret, A, B)
    scores.correct_donne(db, round_number=1, table=1, number=2, donne=A80, who=WHO)
    scores.correct_donne(db, round_number=1, table=1, number=2, donne=CAPOT_A, who=WHO)
    assert stored_signatures(db) == ("effacée", "effacée")
    [state, _other] = desk.table_states(db, round_number=1)
    assert (state.signed.a, state.signed.b, state.voided.a, state.voided.b) == (
        False, False, True, True,
    )  # fmt: skip
    assert entry.open_sheet(db, secret=secret).refusal is None
    with db.session() as session:
        said = session.exec(
            select(models.AuditEvent.message).where(models.AuditEvent.action == "donne.correct")
        ).all()
    assert said == [
        "Tour 1, table 1 : Donne 2 corrigée. Signatures des équipes A et B effacées : la "
        "feuille a changé après la signature, chaque équipe la signe de nouveau.",
        "Tour 1, table 1 : Donne 2 corrigée.",
    ]
