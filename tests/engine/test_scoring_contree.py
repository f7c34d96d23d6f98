"""Every row of the contrée table of scoring.md (§10.2), both countings, each option on and off."""

import pytest

from engine.cards import Trump
from engine.donne import CAPOT, Coinche, Donne, PerTeam, Team
from engine.rules import Counting, Rules
from engine.scoring import round_ten, score_donne

PF = Rules()
FD = Rules(counting=Counting.FAITS_ET_DEMANDES)
FD_REDUCED = Rules(counting=Counting.FAITS_ET_DEMANDES, contre_reduced=True)
PF_EXACT = Rules(rounding=False)
FD_EXACT = Rules(counting=Counting.FAITS_ET_DEMANDES, rounding=False)
SATA = Rules(sans_atout_tout_atout=True)
SATA_FD = Rules(sans_atout_tout_atout=True, counting=Counting.FAITS_ET_DEMANDES)
SATA_EXACT = Rules(sans_atout_tout_atout=True, rounding=False)


def donne(
    contract: int | str,
    points: int,
    *,
    coinche: Coinche = Coinche.NONE,
    capot: Team | None = None,
    belotes: tuple[int, int] = (0, 0),
    trump: Trump = Trump.PIQUE,
    taker: Team = Team.A,
) -> Donne:
    return Donne(
        taker=taker,
        contract=contract,
        trump=trump,
        points=points,
        coinche=coinche,
        capot=capot,
        belotes=PerTeam(*belotes),
    )


def marks(d: Donne, rules: Rules) -> tuple[bool | None, int, int]:
    score = score_donne(d, rules)
    assert score.litige is False
    return score.made, score.marks.a, score.marks.b


CONTRE, SURCONTRE = Coinche.CONTRE, Coinche.SURCONTRE

# (case, donne, rules, made, takers' marks, defence's marks); the takers are team A.
# fmt: off
TABLE = [
    # Points contract made, standard: R + B (+ C in f+d); defence R + own B.
    ("made std pf", donne(110, 117, belotes=(1, 0)), PF, True, 140, 50),
    ("made std fd", donne(110, 117, belotes=(1, 0)), FD, True, 250, 50),
    ("made std pf, defence belote", donne(110, 117, belotes=(0, 1)), PF, True, 120, 70),
    ("made std fd, defence belote", donne(110, 117, belotes=(0, 1)), FD, True, 230, 70),
    ("made std pf no rounding", donne(110, 117, belotes=(1, 0)), PF_EXACT, True, 137, 45),
    ("made std fd no rounding", donne(110, 117, belotes=(1, 0)), FD_EXACT, True, 247, 45),
    ("made thanks to belote", donne(100, 80, belotes=(1, 0)), PF, True, 100, 80),
    ("made with fewer points than defence", donne(80, 81), PF, True, 80, 80),
    ("made, 84 rounds down", donne(80, 84), PF, True, 80, 80),
    ("made, 85 rounds up", donne(80, 85), PF, True, 90, 80),
    # Made, contré / surcontré: 320 / 640 (+ 2C / 4C) + every belote; defence 0.
    ("made contre pf", donne(110, 117, coinche=CONTRE, belotes=(0, 1)), PF, True, 340, 0),
    ("made contre fd", donne(110, 117, coinche=CONTRE, belotes=(0, 1)), FD, True, 560, 0),
    ("made surcontre pf", donne(110, 117, coinche=SURCONTRE), PF, True, 640, 0),
    ("made surcontre fd", donne(110, 117, coinche=SURCONTRE), FD, True, 1080, 0),
    # Note 1: contre reduced, 160 + 2C (4C).
    ("made contre fd reduced", donne(110, 117, coinche=CONTRE), FD_REDUCED, True, 380, 0),
    ("made surcontre fd reduced", donne(110, 117, coinche=SURCONTRE), FD_REDUCED, True, 600, 0),
    # Note 2: contré points contract with the takers' capot: 320 + 100 = 420.
    ("contre + capot pf", donne(110, 252, coinche=CONTRE, capot=Team.A), PF, True, 420, 0),
    ("surcontre + capot pf", donne(110, 252, coinche=SURCONTRE, capot=Team.A), PF, True, 740, 0),
    ("contre + capot fd", donne(110, 252, coinche=CONTRE, capot=Team.A), FD, True, 640, 0),
    ("surcontre + capot fd", donne(110, 252, coinche=SURCONTRE, capot=Team.A), FD, True, 1180, 0),
    ("contre + capot fd reduced", donne(110, 252, coinche=CONTRE, capot=Team.A), FD_REDUCED,
     True, 480, 0),
    # Unannounced capot in a standard points contract: R = 250.
    ("unannounced capot pf", donne(110, 252, capot=Team.A, belotes=(1, 0)), PF, True, 270, 0),
    ("unannounced capot fd", donne(110, 252, capot=Team.A), FD, True, 360, 0),
    ("unannounced capot, 162 written", donne(110, 162, capot=Team.A), PF, True, 250, 0),
    ("unannounced capot, no rounding", donne(110, 252, capot=Team.A), PF_EXACT, True, 252, 0),
    # Capot contract made: 500 + own B; defence own B. Contré 1000, surcontré 2000 + B*.
    ("capot made std", donne(CAPOT, 252, capot=Team.A, belotes=(0, 1)), PF, True, 500, 20),
    ("capot made std fd", donne(CAPOT, 252, capot=Team.A, belotes=(1, 0)), FD, True, 520, 0),
    ("capot made contre", donne(CAPOT, 252, capot=Team.A, coinche=CONTRE, belotes=(0, 1)), PF,
     True, 1020, 0),
    ("capot made surcontre fd", donne(CAPOT, 252, capot=Team.A, coinche=SURCONTRE), FD,
     True, 2000, 0),
    # Points contract fallen, standard: defence 160 + every belote (+ C in f+d).
    ("fallen std pf", donne(110, 100), PF, False, 0, 160),
    ("fallen std fd", donne(110, 100), FD, False, 0, 270),
    ("fallen std, takers' belote changes hands", donne(110, 80, belotes=(1, 0)), PF, False, 0, 180),
    ("fallen std fd, belote changes hands", donne(110, 80, belotes=(1, 0)), FD, False, 0, 290),
    ("fallen by one point", donne(110, 109), PF, False, 0, 160),
    ("fallen, defence capot", donne(110, 0, capot=Team.B), PF, False, 0, 160),
    # Fallen, contré / surcontré: 320 / 640 (+ 2C / 4C) + every belote.
    ("fallen contre pf", donne(110, 80, coinche=CONTRE, belotes=(1, 0)), PF, False, 0, 340),
    ("fallen contre fd", donne(110, 100, coinche=CONTRE), FD, False, 0, 540),
    ("fallen surcontre pf", donne(110, 100, coinche=SURCONTRE), PF, False, 0, 640),
    ("fallen surcontre fd", donne(110, 100, coinche=SURCONTRE), FD, False, 0, 1080),
    ("fallen contre fd reduced", donne(110, 100, coinche=CONTRE), FD_REDUCED, False, 0, 380),
    ("fallen surcontre fd reduced", donne(110, 100, coinche=SURCONTRE), FD_REDUCED, False, 0, 600),
    # Capot contract fallen: 500 / 1000 / 2000 + every belote, both countings.
    ("capot fallen std", donne(CAPOT, 150, belotes=(1, 0)), PF, False, 0, 520),
    ("capot fallen std fd", donne(CAPOT, 150), FD, False, 0, 500),
    ("capot fallen contre", donne(CAPOT, 150, coinche=CONTRE), PF, False, 0, 1000),
    ("capot fallen surcontre", donne(CAPOT, 150, coinche=SURCONTRE, belotes=(0, 1)), FD,
     False, 0, 2020),
    ("capot fallen, all tricks but points 162", donne(CAPOT, 162), PF, False, 0, 500),
    # Sans Atout: no belote, A worth 19; same table.
    ("sans atout made", donne(90, 95, trump=Trump.SANS_ATOUT), SATA, True, 100, 70),
    ("sans atout fallen fd", donne(90, 70, trump=Trump.SANS_ATOUT), SATA_FD, False, 0, 250),
    # Tout Atout (§11.3): converted by 162/258 for the contract and the marks.
    ("TA example pf", donne(140, 198, trump=Trump.TOUT_ATOUT, belotes=(1, 0)), SATA, True, 140, 40),
    ("TA example fd", donne(140, 198, trump=Trump.TOUT_ATOUT, belotes=(1, 0)), SATA_FD,
     True, 280, 40),
    ("TA example no rounding", donne(140, 198, trump=Trump.TOUT_ATOUT, belotes=(1, 0)),
     SATA_EXACT, True, 144, 38),
    ("TA without belote falls", donne(140, 198, trump=Trump.TOUT_ATOUT), SATA, False, 0, 160),
    ("TA four belotes", donne(80, 100, trump=Trump.TOUT_ATOUT, belotes=(3, 1)), SATA, True, 120, 120),
    ("TA unannounced capot", donne(80, 348, trump=Trump.TOUT_ATOUT, capot=Team.A), SATA,
     True, 220, 0),
    ("TA capot contract", donne(CAPOT, 348, trump=Trump.TOUT_ATOUT, capot=Team.A), SATA,
     True, 500, 0),
]
# fmt: on


@pytest.mark.parametrize(
    ("d", "rules", "made", "takers", "defence"),
    [row[1:] for row in TABLE],
    ids=[row[0] for row in TABLE],
)
def test_contree_table(d: Donne, rules: Rules, made: bool, takers: int, defence: int) -> None:
    assert marks(d, rules) == (made, takers, defence)


@pytest.mark.parametrize(
    ("d", "rules", "made", "takers", "defence"),
    [row[1:] for row in TABLE],
    ids=[row[0] for row in TABLE],
)
def test_contree_table_with_team_b_taking(
    d: Donne, rules: Rules, made: bool, takers: int, defence: int
) -> None:
    """The same donne taken by team B gives the same marks, swapped."""
    swap = {Team.A: Team.B, Team.B: Team.A, None: None}
    mirrored = Donne(
        taker=Team.B,
        contract=d.contract,
        trump=d.trump,
        points=d.points,
        coinche=d.coinche,
        capot=swap[d.capot],
        belotes=PerTeam(d.belotes.b, d.belotes.a),
    )
    score = score_donne(mirrored, rules)
    assert (score.made, score.marks.b, score.marks.a) == (made, takers, defence)


def test_ta_contract_check_uses_exact_conversion() -> None:
    """No rounding before the contract check (§11.3): 159 x 162 / 258 = 99.84 < 100."""
    assert score_donne(donne(100, 159, trump=Trump.TOUT_ATOUT), SATA).made is False
    assert score_donne(donne(100, 160, trump=Trump.TOUT_ATOUT), SATA).made is True


def test_round_ten_is_half_up() -> None:
    assert [round_ten(p) for p in (0, 4, 5, 84, 85, 117, 155, 162, 252)] == [
        0, 0, 10, 80, 90, 120, 160, 160, 250,
    ]  # fmt: skip


def test_donne_blanche_scores_nothing() -> None:
    score = score_donne(Donne(), PF)
    assert (score.made, score.litige, score.marks) == (None, False, PerTeam(0, 0))
