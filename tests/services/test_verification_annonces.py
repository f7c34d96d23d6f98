"""The paper's totals against the annonces of one donne written wrong (classique, §8)."""

from dataclasses import replace

from engine import FFB_CLASSIQUE, Donne, Partie, PerTeam, Variant
from engine.notation import parse_donne
from tournoi.services.verification import Explains, verify_partie

RULES = replace(FFB_CLASSIQUE, annonces=True, sans_atout_tout_atout=True)


def sheet(*lines: str) -> list[Donne]:
    return [parse_donne(line, variant=Variant.CLASSIQUE) for line in lines]


# The trial's classique sheet: a tierce of A, a carré of aces at SA, a litige at TA,
# a cinquante of B on A's capot, a tierce of A on B's dedans.
TRIAL = (
    "A c 92 b n20", "B p 70", "A sa 100 carré:A", "A ta 81", "B k 90 bB",
    "A t cap nB50", "B c 60 bB nA20",
)  # fmt: skip


def test_a_cinquante_typed_as_a_tierce() -> None:
    # The paper counts 50 for A's annonce of donne 1 (92 + 20 + 50 = 162), the desk typed 20.
    check = verify_partie(rules=RULES, donnes=sheet(*TRIAL), paper=PerTeam(1180, 424))
    assert check.computed == PerTeam(1150, 424)
    # Any counted annonce of A's read 30 higher explains it: donnes 1, 3, 6 and 7.
    assert [(s.donne, s.explains) for s in check.suspects] == [
        (number, Explains.BOTH) for number in (1, 3, 6, 7)
    ]
    assert check.suspects[0].reason == (
        "Donne 1 : si les annonces de l'équipe A valaient 50 et non 20, "
        "les totaux seraient ceux de la feuille (1180 – 424)."
    )
    assert "Aucune correction" not in check.message


def test_annonces_forgotten_at_the_desk() -> None:
    # B's tierce of donne 2 not typed: B, the takers, have 70 + 20 = 90 against 92, still
    # dedans, and A marks 162 + 20 = 182 instead of 162 (so would a belote or an annonce of A's).
    check = verify_partie(rules=RULES, donnes=sheet(*TRIAL), paper=PerTeam(1170, 424))
    reasons = [s.reason for s in check.suspects if s.donne == 2]
    assert reasons == [
        "Donne 2 : si une belote était comptée à l'équipe A, "
        "les totaux seraient ceux de la feuille (1170 – 424).",
        "Donne 2 : si l'équipe A avait 20 points d'annonces, "
        "les totaux seraient ceux de la feuille (1170 – 424).",
        "Donne 2 : si l'équipe B avait 20 points d'annonces, "
        "les totaux seraient ceux de la feuille (1170 – 424).",
    ]
    assert {s.explains for s in check.suspects} == {Explains.BOTH}


def test_annonces_given_to_the_wrong_team() -> None:
    # Donne 1's tierce was B's: A has 92 + 20 = 112 against 70 + 20 = 90, made; A 112, B 90.
    # The belote moved to B gives the same marks: both are named.
    check = verify_partie(rules=RULES, donnes=sheet(*TRIAL), paper=PerTeam(1130, 444))
    assert check.suspects[0].reason.startswith("Donne 1 : si la belote était à l'équipe B")
    assert check.suspects[1].reason == (
        "Donne 1 : si les annonces (20) étaient à l'équipe B et non à l'équipe A, "
        "les totaux seraient ceux de la feuille (1130 – 444)."
    )


def test_annonces_not_counted() -> None:
    # Donne 3's carré of aces not counted on paper: A 100 against 62 at SA, made.
    check = verify_partie(rules=RULES, donnes=sheet(*TRIAL), paper=PerTeam(950, 424))
    assert check.suspects[0].reason == (
        "Donne 3 : si les annonces de l'équipe A (200) n'étaient pas comptées, "
        "les totaux seraient ceux de la feuille (950 – 424) ; la partie ne serait alors pas finie."
    )


def test_renonce_not_written() -> None:
    # A could not show its cinquante: B marks it (§8.4), A 100 against 62 + 50 falls and
    # B marks 162 + 50 = 212; the desk typed the donne without the renonce (A 150, B 62).
    typed = sheet("A c 100 n50", "B p 90")
    assert Partie(RULES, typed).totals == PerTeam(150 + 72, 62 + 90)
    check = verify_partie(rules=RULES, donnes=typed, paper=PerTeam(72, 212 + 90))
    # Counting A's cinquante for B is the same marks, and is named first.
    assert [s.reason for s in check.suspects][1] == (
        "Donne 1 : si l'équipe A avait fait renonce (ses annonces marquées par l'équipe B, "
        "§8.4) (les preneurs seraient alors dedans), les totaux seraient ceux de la feuille "
        "(72 – 302)."
    )


def test_marks_of_a_donne_with_annonces_in_the_other_column() -> None:
    # Donne 1 (A 112, B 70) written in the wrong columns: A 70 + 62, B 112 + 100.
    typed = sheet("A c 92 n20", "B p 100")
    check = verify_partie(rules=RULES, donnes=typed, paper=PerTeam(132, 212))
    assert check.suspects[0].reason == (
        "Donne 1 : si ses marques avaient été inscrites dans la colonne de l'autre équipe "
        "(A 70 et B 112 et non A 112 et B 70), les totaux seraient ceux de la feuille "
        "(132 – 212)."
    )
