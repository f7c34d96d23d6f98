"""``finals --departage``: 16 teams, 3 Swiss rounds, a final of 8 whose ties go to the better
seed. A quarter-final entered 2000 – 2000 is stored equal, its better seed goes through to the
semi-finals, and the choice is locked once a partie of the final has its totals."""

from __future__ import annotations

import pytest

from tests.cli.test_cli_finals import qualified, refused, run
from tournoi.cli import main


def refused_usage(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    """A usage error: exit status 2, the message on standard error."""
    status = main(list(args))
    out, err = capsys.readouterr()
    assert (status, out) == (2, "")
    return err


__all__ = ["qualified"]  # the fixture, shared with the finals' own tests


def test_ties_given_to_the_better_seed_send_it_through(
    qualified: tuple[str, list[int], dict[int, int]], capsys: pytest.CaptureFixture[str]
) -> None:
    path, q, _won = qualified
    assert main(["finals", path, "--departage", "pile"]) == 2
    assert "--departage : choix « pile » invalide" in capsys.readouterr().err
    assert run(capsys, "finals", path, "--departage", "classement") == {
        "finals": None, "departage": "classement",
    }  # fmt: skip
    run(capsys, "finals", path, "--departage", "donne")

    assert "--phase finale demande --qualified" in refused_usage(
        capsys, "draw", path, "--phase", "finale"
    )
    assert "vont avec --phase finale" in refused_usage(capsys, "draw", path, "--departage", "donne")
    drawn = run(
        capsys, "draw", path, "--phase", "finale", "--qualified", "8", "--departage", "classement"
    )

    assert (drawn["round"], drawn["departage"]) == (4, "classement")
    sheet = run(capsys, "tables", path, "--round", "4", "--table", "3")
    assert sheet["rules"]["ends_equal"] is True  # no extra donne: 2000 – 2000 ends the partie
    # Seed 2 against seed 7 (table 3) ends 2000 – 2000; every other better seed loses.
    run(capsys, "enter", path, "--round", "4", "--table", "3", "--totals", "2000", "2000")
    message = refused(capsys, "finals", path, "--departage", "donne")
    assert "Le départage de la phase finale ne peut plus changer : la table 3 du tour 4" in message
    for table in (1, 2, 4):  # 1 – 8, 4 – 5, 3 – 6: team B, the worse seed, wins
        run(
            capsys, "enter", path, "--round", "4", "--table", str(table), "--totals", "1500", "2000"
        )
    brackets = run(capsys, "finals", path)
    quarter = brackets["brackets"][0]["stages"][0]["matches"][2]
    assert (quarter["A"], quarter["B"], quarter["marks"]) == (q[1], q[6], [2000, 2000])
    assert (quarter["winner"], quarter["tie"]) == (
        q[1], f"Égalité : l'équipe {q[1]} (tête de série 2) passe au tour suivant",
    )  # fmt: skip
    assert brackets["departage"] == "classement"

    semis = run(capsys, "draw", path)

    assert [(t["A"], t["B"]) for t in semis["tables"]] == [(q[4], q[7]), (q[1], q[5])]
    ranking = {row["number"]: row for row in run(capsys, "standings", path)}
    words = f"Égalité : l'équipe {q[1]} (tête de série 2) passe au tour suivant"
    assert (ranking[q[1]]["stage"], ranking[q[1]]["tie"]) == ("En lice : demi-finales", words)
    assert (ranking[q[6]]["stage"], ranking[q[6]]["tie"]) == ("Quart de finaliste", words)
    assert ranking[q[0]]["tie"] is None
