"""The journal of changes: every action told in French, newest first, filtered by the database."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import Donne, PerTeam, Team, Trump
from tests.conftest import secret_of
from tournoi.services import draws, scores, settings
from tournoi.services.draws import DrawMethod
from tournoi.services.scores import journal
from tournoi.services.scores.journal import JournalFilter
from tournoi.services.tables import entry as table_entry
from tournoi.services.tables import links as table_links
from tournoi.services.teams import check_in
from tournoi.services.teams import registration as team_service
from tournoi.services.teams.info import PlayerInfo
from tournoi.storage import Database

A, B = Team.A, Team.B
A80 = Donne(taker=A, contract=80, trump=Trump.PIQUE, points=117)
B90 = Donne(taker=B, contract=90, trump=Trump.COEUR, points=112)
CAPOT_A = Donne(taker=A, contract=100, trump=Trump.COEUR, points=162, capot=A)
ARBITER = "Arbitre"


@pytest.fixture
def drawn(tournament: Callable[..., Database]) -> Database:
    return tournament(teams=4, draw=DrawMethod.SWISS)


def newest(db: Database, where: JournalFilter | None = None) -> journal.JournalLine:
    return journal.journal(db, where=where, limit=1).lines[0]


def test_a_donne_recorded_is_told_in_the_entry_line_shorthand(drawn: Database) -> None:
    scores.record_donne(drawn, round_number=1, table=2, donne=A80, who="table 2, téléphone")
    line = newest(drawn)
    assert (line.action, line.who, line.round_number, line.table) == (
        "donne.add", "table 2, téléphone", 1, 2,
    )  # fmt: skip
    assert line.sentence == "Donne 1 saisie : A 80 p 117."


def test_corrected_inserted_deleted_donnes_tell_what_they_changed(drawn: Database) -> None:
    scores.record_donne(drawn, round_number=1, table=1, donne=A80, who=ARBITER)
    scores.correct_donne(drawn, round_number=1, table=1, number=1, donne=B90, who=ARBITER)
    assert newest(drawn).sentence == "Donne 1 corrigée : A 80 p 117 devient B 90 c 112."
    scores.insert_donne(drawn, round_number=1, table=1, number=1, donne=A80, who=ARBITER)
    assert newest(drawn).sentence == "Donne insérée avant la donne 1 : A 80 p 117."
    scores.delete_donne(drawn, round_number=1, table=1, number=2, who=ARBITER)
    assert newest(drawn).sentence == "Donne 2 supprimée : B 90 c 112."


def test_validation_despite_the_paper_totals_and_unlock_with_its_reason(drawn: Database) -> None:
    for donne in (CAPOT_A, A80):
        scores.record_donne(drawn, round_number=1, table=1, donne=donne, who=ARBITER)
    scores.check_paper(drawn, round_number=1, table=1, paper=PerTeam(380, 40), who=ARBITER)
    scores.validate_partie(drawn, round_number=1, table=1, who=ARBITER)
    validated = newest(drawn)
    assert validated.sentence.startswith(
        "Partie validée malgré l'écart : feuille 380 – 40, calcul "
    )
    scores.unlock_partie(drawn, round_number=1, table=1, who=ARBITER, reason="Réclamation table 1")
    assert newest(drawn).sentence == "Partie déverrouillée : Réclamation table 1."


def test_a_validation_without_a_difference_says_so_plainly(drawn: Database) -> None:
    for donne in (CAPOT_A, A80):
        scores.record_donne(drawn, round_number=1, table=1, donne=donne, who=ARBITER)
    scores.validate_partie(drawn, round_number=1, table=1, who=ARBITER)
    assert newest(drawn).sentence == "Partie validée."


def test_rounds_teams_links_and_imports_keep_their_service_sentence(drawn: Database) -> None:
    draws.swap_teams(drawn, round_number=1, first=1, second=3, who=ARBITER)
    swapped = newest(drawn)
    assert (swapped.round_number, swapped.table) == (1, None)
    assert swapped.sentence == "Équipes 1 et 3 échangées."
    table_links.issue_links(drawn, round_number=1, who=ARBITER)
    table_links.revoke_link(drawn, round_number=1, table=2, who=ARBITER)
    revoked = newest(drawn)
    assert (revoked.round_number, revoked.table) == (1, 2)
    assert revoked.sentence == "Lien du téléphone révoqué, un nouveau le remplace."
    scores.import_sheet(drawn, round_number=1, table=2, document={"donnes": []}, who=ARBITER)
    assert newest(drawn).sentence == "Feuille importée : 0 donne."
    draws.cancel_draw(drawn, round_number=1, who=ARBITER)
    cancelled = newest(drawn)
    assert cancelled.sentence == "Tirage du tour 1 annulé."
    # The round is gone: the events of its tables keep their sentence whole.
    assert newest(drawn, JournalFilter(text="révoqué")).sentence.startswith(
        "Tour 1, table 2 : lien"
    )
    team_service.add_team(
        drawn, players=[PlayerInfo("Jean", "Neuf"), PlayerInfo("Léa", "Neuve")], who=ARBITER
    )
    assert newest(drawn).sentence.startswith("Équipe 5 « ")
    team_service.withdraw_team(drawn, number=5, who=ARBITER)
    assert newest(drawn).action == "team.withdraw"


def test_filters_narrow_the_journal_and_count_what_they_keep(drawn: Database) -> None:
    scores.record_donne(drawn, round_number=1, table=1, donne=A80, who="table 1, téléphone")
    scores.record_donne(drawn, round_number=1, table=2, donne=B90, who="table 2, téléphone")
    scores.record_donne(drawn, round_number=1, table=2, donne=A80, who=ARBITER)
    everything = journal.journal(drawn)
    assert [line.id for line in everything.lines] == sorted(
        (line.id for line in everything.lines), reverse=True
    )
    at_two = journal.journal(drawn, where=JournalFilter(table=2))
    assert [line.sentence for line in at_two.lines] == [
        "Donne 2 saisie : A 80 p 117.", "Donne 1 saisie : B 90 c 112.",
    ]  # fmt: skip
    assert at_two.total == 2
    phone = journal.journal(drawn, where=JournalFilter(who="table 2, téléphone"))
    assert [(line.table, line.who) for line in phone.lines] == [(2, "table 2, téléphone")]
    assert journal.journal(drawn, where=JournalFilter(round_number=2)).total == 0
    found = journal.journal(drawn, where=JournalFilter(text="TÉLÉPHONE"))
    assert {line.who for line in found.lines} == {"table 1, téléphone", "table 2, téléphone"}
    assert journal.journal(drawn, where=JournalFilter(text="100%")).total == 0
    assert "table 2, téléphone" in journal.authors(drawn)
    registered = journal.journal(drawn, where=JournalFilter(text="équipe 4 «"))
    assert [line.action for line in registered.lines] == ["team.add"]


def test_pages_follow_each_other_without_gap(drawn: Database) -> None:
    for _ in range(3):
        scores.record_donne(drawn, round_number=1, table=1, donne=A80, who=ARBITER)
    whole = journal.journal(drawn)
    pages = [
        journal.journal(drawn, offset=start, limit=2).lines for start in range(0, whole.total, 2)
    ]
    assert [line for page in pages for line in page] == list(whole.lines)
    assert whole.total == len(whole.lines) == 3 + 4 + 1 + 1  # donnes, teams, draw, creation


def test_every_other_action_is_told_by_its_service_without_the_place(drawn: Database) -> None:
    scores.record_donne(drawn, round_number=1, table=1, donne=A80, who=ARBITER)
    scores.check_paper(drawn, round_number=1, table=1, paper=PerTeam(120, 50), who=ARBITER)
    table_links.issue_links(drawn, round_number=1, who=ARBITER)
    table_links.lock_table(drawn, round_number=1, table=1, locked=True, who=ARBITER)
    scores.declare_forfeit(drawn, round_number=1, table=2, absent=3, who=ARBITER)
    check_in.check_in(drawn, number=2, present=True, who=ARBITER)
    check_in.mark_paid(drawn, number=2, paid=True, who=ARBITER)
    settings.set_rounds(drawn, rounds=4, who=ARBITER)
    told = [
        (line.action, line.round_number, line.table, line.sentence)
        for line in journal.journal(drawn).lines
    ]
    team_2 = "Équipe 2 « Martin2 – Durand2 »"
    assert told[:9] == [
        ("settings.rounds", None, None, "Nombre de tours : 3 → 4."),
        ("team.paid", None, None, f"{team_2} a payé son inscription."),
        ("team.check_in", None, None, f"{team_2} pointée présente."),
        ("partie.forfeit", 1, 2, "Forfait de l'équipe 3."),
        ("partie.phone_lock", 1, 1, "Téléphone verrouillé (lecture seule)."),
        ("partie.links", 1, None, "Liens des téléphones créés pour 2 tables."),
        ("sheet.paper", 1, 1, "Totaux de la feuille papier : 120 – 50. Les totaux de la "
         "feuille (120 – 50) sont bien les totaux calculés."),
        ("donne.add", 1, 1, "Donne 1 saisie : A 80 p 117."),
        ("round.draw", 1, None, "Tour 1 tiré (système suisse) : 2 tables."),
    ]  # fmt: skip
    assert told[-1] == ("tournament.create", None, None, "Tournoi « Concours d'essai » créé.")


def test_a_signature_and_the_change_that_voids_it(drawn: Database) -> None:
    secret = secret_of(drawn, table=1)
    for number, donne in enumerate((CAPOT_A, CAPOT_A), start=1):
        table_entry.record(
            drawn, secret=secret, submission=f"envoi-000{number}", donne=donne, version=number
        )
    table_entry.sign(drawn, secret=secret, submission="signe-0001", team=A, version=3)
    signed = newest(drawn)
    assert (signed.action, signed.who, signed.table) == ("partie.sign", "table 1, téléphone", 1)
    assert signed.sentence == "L'équipe 1 « Martin1 – Durand1 » signe la feuille, 500 à 0."
    scores.delete_donne(drawn, round_number=1, table=1, number=2, who=ARBITER)
    assert newest(drawn).sentence == (
        "Donne 2 supprimée : A 100 c 162 cap. Signature de l'équipe A effacée : la feuille a "
        "changé après la signature, chaque équipe la signe de nouveau."
    )
