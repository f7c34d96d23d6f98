"""``finals``: 16 teams, 3 Swiss rounds, then a final of 8 and a consolante of 8, all entered.

The qualifying standings after round 3 are read from ``standings`` (q1 is
the first); the results of the brackets are chosen, and the final ranking
is written out by hand from them: the final's winner, the finalist, the
semi-finalists and the quarter-finalists each in the qualifying order, then
the consolante's eight the same way, by the stage each reached.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tournoi.cli import main

TEAMS = "\n".join(
    ["N°;Nom d'équipe;Prénom 1;Nom 1;Prénom 2;Nom 2"]
    + [f"{n};Équipe {n};Jean{n};Dupont;Paul{n};Martin" for n in range(1, 17)]
)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> Any:
    status = main(list(args))
    out, err = capsys.readouterr()
    assert (status, err) == (0, "")
    return json.loads(out) if out else None


def refused(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    status = main(list(args))
    out, err = capsys.readouterr()
    assert (status, out) == (1, "")
    return err


@pytest.fixture
def qualified(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> tuple[str, list[int], dict[int, int]]:
    """The tournament after 3 Swiss rounds (the lower number wins each partie), its order, and
    each team's qualifying wins."""
    path = str(tmp_path / "concours.tournoi")
    teams = tmp_path / "equipes.csv"
    teams.write_text(TEAMS, encoding="utf-8")
    run(capsys, "new", path, "--name", "Concours", "--rounds", "3", "--target", "2000")
    run(capsys, "teams", "import", path, str(teams))
    for number in (1, 2, 3):
        drawn = run(capsys, "draw", path, "--method", "swiss")
        for table in drawn["tables"]:
            a_wins = table["A"] < table["B"]
            loser = max(table["A"], table["B"])
            totals = ("2000", str(10 * loser)) if a_wins else (str(10 * loser), "2000")
            run(capsys, "enter", path, "--round", str(number), "--table", str(table["table"]),
                "--totals", *totals)  # fmt: skip
    rows = run(capsys, "standings", path)
    return path, [row["number"] for row in rows], {row["number"]: row["won"] for row in rows}


def play(
    capsys: pytest.CaptureFixture[str],
    path: str,
    round_number: int,
    winners: set[int],
    *,
    skip: frozenset[int] | set[int] = frozenset(),
) -> None:
    """Enter every table of the round but ``skip``: the team in ``winners`` wins 2000 to 1500."""
    for table in run(capsys, "tables", path, "--round", str(round_number))["tables"]:
        if table["table"] in skip:
            continue
        totals = ("2000", "1500") if table["A"] in winners else ("1500", "2000")
        run(capsys, "enter", path, "--round", str(round_number), "--table", str(table["table"]),
            "--totals", *totals)  # fmt: skip


def test_a_final_of_eight_and_its_consolante_give_the_final_ranking(
    qualified: tuple[str, list[int], dict[int, int]], capsys: pytest.CaptureFixture[str]
) -> None:
    path, q, won = qualified
    seed = {number: index + 1 for index, number in enumerate(q)}

    drawn = run(capsys, "finals", path, "--teams", "8", "--consolante", "8")

    assert drawn["round"] == 4
    finale, consolante = drawn["brackets"]
    assert (finale["bracket"], finale["seeds"]) == ("finale", q[:8])
    assert (consolante["bracket"], consolante["seeds"]) == ("consolante", q[8:])
    assert [stage["name"] for stage in finale["stages"]] == [
        "Quarts de finale", "Demi-finales", "Finale",
    ]  # fmt: skip
    quarters = [(m["A"], m["B"], m["table"]) for m in finale["stages"][0]["matches"]]
    # 1–8, 4–5, 2–7, 3–6: the final's tables first, then the consolante's (9–16, 12–13…).
    assert quarters == [(q[0], q[7], 1), (q[3], q[4], 2), (q[1], q[6], 3), (q[2], q[5], 4)]
    first = [(m["A"], m["B"], m["table"]) for m in consolante["stages"][0]["matches"]]
    assert first == [(q[8], q[15], 5), (q[11], q[12], 6), (q[9], q[14], 7), (q[10], q[13], 8)]
    tables = run(capsys, "tables", path, "--round", "4")
    assert len(tables["tables"]) == 8 and tables["bye"] is None

    # Quarter-finals: seed 5 beats seed 4, the better seed wins elsewhere; the consolante's too.
    play(capsys, path, 4, {q[0], q[4], q[1], q[2], q[8], q[11], q[9], q[10]})
    semis = run(capsys, "draw", path)
    assert semis["round"] == 5
    assert [(t["A"], t["B"]) for t in semis["tables"]] == [
        (q[0], q[4]), (q[1], q[2]), (q[8], q[11]), (q[9], q[10]),
    ]  # fmt: skip
    # Semi-finals: seed 5 beats seed 1, seed 2 beats seed 3; the consolante's better seeds win.
    play(capsys, path, 5, {q[4], q[1], q[8], q[9]})
    final = run(capsys, "draw", path)
    assert [(t["A"], t["B"]) for t in final["tables"]] == [(q[1], q[4]), (q[8], q[9])]
    play(capsys, path, 6, {q[1], q[8]})  # seed 2 wins the final, seed 9 the consolante

    ranking = run(capsys, "standings", path)

    expected = [
        (q[1], "Vainqueur"), (q[4], "Finaliste"),
        (q[0], "Demi-finaliste"), (q[2], "Demi-finaliste"),
        (q[3], "Quart de finaliste"), (q[5], "Quart de finaliste"),
        (q[6], "Quart de finaliste"), (q[7], "Quart de finaliste"),
        (q[8], "Consolante : vainqueur"), (q[9], "Consolante : finaliste"),
        (q[10], "Consolante : demi-finaliste"), (q[11], "Consolante : demi-finaliste"),
        (q[12], "Consolante : quart de finaliste"), (q[13], "Consolante : quart de finaliste"),
        (q[14], "Consolante : quart de finaliste"), (q[15], "Consolante : quart de finaliste"),
    ]  # fmt: skip
    assert [(row["number"], row["stage"]) for row in ranking] == expected
    assert [row["rank"] for row in ranking] == list(range(1, 17))
    assert [row["qualifying_rank"] for row in ranking][:2] == [seed[q[1]], seed[q[4]]]
    # The whole tournament's counts: three qualifying parties, then three of the final.
    assert (ranking[0]["played"], ranking[0]["won"]) == (6, won[q[1]] + 3)
    assert (ranking[4]["played"], ranking[4]["won"]) == (4, won[q[3]])
    brackets = run(capsys, "finals", path)["brackets"]
    assert (brackets[0]["winner"], brackets[1]["winner"]) == (q[1], q[8])
    assert "La phase finale est finie" in refused(capsys, "draw", path)


def test_the_consolante_s_winner_is_ninth_whatever_its_qualifying_rank(
    qualified: tuple[str, list[int], dict[int, int]], capsys: pytest.CaptureFixture[str]
) -> None:
    """The consolante's last seed wins it: 9th of the final ranking, not 16th; its
    semi-finalist still playing ranks above the one put out, and the JSON says each stage."""
    path, q, _won = qualified
    run(capsys, "finals", path, "--teams", "8", "--consolante", "8")
    play(capsys, path, 4, {q[0], q[3], q[1], q[2], q[15], q[12], q[9], q[13]})
    run(capsys, "draw", path)
    # Only the consolante's first semi-final is entered: its seed 8 beats its seed 5.
    semi = next(t for t in run(capsys, "tables", path, "--round", "5")["tables"]
                if {t["A"], t["B"]} == {q[15], q[12]})  # fmt: skip
    totals = ("2000", "1500") if semi["A"] == q[15] else ("1500", "2000")
    run(capsys, "enter", path, "--round", "5", "--table", str(semi["table"]), "--totals", *totals)

    under_way = run(capsys, "standings", path)

    assert [(row["number"], row["bracket"], row["stage"]) for row in under_way[8:12]] == [
        (q[15], "consolante", "Consolante : en lice : finale"),
        (q[9], "consolante", "Consolante : en lice : demi-finales"),
        (q[13], "consolante", "Consolante : en lice : demi-finales"),
        (q[12], "consolante", "Consolante : demi-finaliste"),
    ]
    play(capsys, path, 5, {q[0], q[1], q[13]}, skip={semi["table"]})
    run(capsys, "draw", path)
    play(capsys, path, 6, {q[0], q[15]})

    ranking = run(capsys, "standings", path)

    assert [row["number"] for row in ranking] == [
        q[0], q[1], q[2], q[3], q[4], q[5], q[6], q[7],
        q[15], q[13], q[9], q[12], q[8], q[10], q[11], q[14],
    ]  # fmt: skip
    ninth = {key: ranking[8][key] for key in ("rank", "number", "qualifying_rank", "bracket")}
    assert ninth == {"rank": 9, "number": q[15], "qualifying_rank": 16, "bracket": "consolante"}
    assert (ranking[8]["stage"], ranking[8]["played"]) == ("Consolante : vainqueur", 6)


def test_the_finals_are_refused_beyond_the_ranked_teams(
    qualified: tuple[str, list[int], dict[int, int]], capsys: pytest.CaptureFixture[str]
) -> None:
    path, _order, _won = qualified
    assert "seules 16 équipes sont classées" in refused(capsys, "finals", path, "--teams", "32")
    message = refused(capsys, "finals", path, "--teams", "16", "--consolante", "all")
    assert "il ne reste que 0 équipe" in message
    assert run(capsys, "finals", path) == {"finals": None}


def test_the_consolante_of_all_the_others_lays_byes_for_the_best_seeds(
    qualified: tuple[str, list[int], dict[int, int]], capsys: pytest.CaptureFixture[str]
) -> None:
    path, q, _won = qualified
    drawn = run(capsys, "finals", path, "--teams", "4", "--consolante", "all")
    finale, consolante = drawn["brackets"]
    assert [(m["A"], m["B"]) for m in finale["stages"][0]["matches"]] == [
        (q[0], q[3]), (q[1], q[2]),
    ]  # fmt: skip
    # Twelve teams on a bracket of sixteen: seeds 1 to 4 of the consolante have a bye.
    matches = consolante["stages"][0]["matches"]
    assert [(m["A"], m["B"], m["bye"]) for m in matches if m["bye"]] == [
        (q[4], None, True), (q[7], None, True), (q[5], None, True), (q[6], None, True),
    ]  # fmt: skip
    assert len(run(capsys, "tables", path, "--round", "4")["tables"]) == 2 + 4


def test_a_melee_has_no_finals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = str(tmp_path / "melee.tournoi")
    players = tmp_path / "joueurs.csv"
    names = ("Anne", "Bruno", "Chloé", "Denis", "Élise", "Fabien", "Gaëlle", "Hervé")
    players.write_text(
        "Joueur;Club;Licence\n" + "\n".join(f"{n} Morel;;L{i}" for i, n in enumerate(names)),
        encoding="utf-8",
    )
    run(capsys, "new", path, "--name", "Mêlée", "--format", "melee", "--rounds", "2")
    run(capsys, "players", "import", path, str(players))
    run(capsys, "draw", path)
    message = refused(capsys, "finals", path, "--teams", "4")
    assert "Ce concours se joue à la mêlée" in message
    assert "pas de phase finale" in message
    assert run(capsys, "finals", path) == {"finals": None}
    assert len(run(capsys, "tables", path, "--round", "1")["tables"]) == 2


def test_a_consolante_of_the_quarters_losers_is_drawn_with_the_semi_finals(
    qualified: tuple[str, list[int], dict[int, int]], capsys: pytest.CaptureFixture[str]
) -> None:
    path, q, _won = qualified

    drawn = run(capsys, "draw", path, "--phase", "finale", "--qualified", "8",
                "--consolante", "perdants")  # fmt: skip

    assert (drawn["consolante"], drawn["consolante_words"]) == (
        "losers", "Consolante des perdants des quarts de finale",
    )  # fmt: skip
    assert [bracket["bracket"] for bracket in drawn["brackets"]] == ["finale"]
    assert len(run(capsys, "tables", path, "--round", "4")["tables"]) == 4
    # Seeds 5 and 7 knock out 4 and 2: the losers are seeds 2, 4, 6, 8, seeded in that order.
    play(capsys, path, 4, {q[0], q[4], q[6], q[2]})
    semis = run(capsys, "draw", path)
    assert [(t["A"], t["B"]) for t in semis["tables"]] == [
        (q[0], q[4]), (q[2], q[6]),  # the main semi-finals
        (q[1], q[7]), (q[3], q[5]),  # the consolante's: its 1–4 and 2–3
    ]  # fmt: skip
    consolante = run(capsys, "finals", path)["brackets"][1]
    assert (consolante["bracket"], consolante["offset"]) == ("consolante", 1)
    assert consolante["seeds"] == [q[1], q[3], q[5], q[7]]
    assert [stage["name"] for stage in consolante["stages"]] == ["Demi-finales", "Finale"]
    play(capsys, path, 5, {q[0], q[6], q[7], q[3]})
    final = run(capsys, "draw", path)
    assert [(t["A"], t["B"]) for t in final["tables"]] == [(q[0], q[6]), (q[3], q[7])]
    play(capsys, path, 6, {q[6], q[7]})  # seed 7 wins the final, the consolante's 4th its own

    ranking = run(capsys, "standings", path)

    assert [row["number"] for row in ranking[:8]] == [
        q[6], q[0], q[2], q[4], q[7], q[3], q[1], q[5],
    ]  # fmt: skip
    assert ranking[4]["stage"] == "Quart de finaliste ; consolante : vainqueur"
    assert [row["number"] for row in ranking[8:]] == q[8:]


def test_the_losers_consolante_is_refused_without_the_final_s_size(
    qualified: tuple[str, list[int], dict[int, int]], capsys: pytest.CaptureFixture[str]
) -> None:
    path, _q, _won = qualified
    for args, words in (
        (("--consolante", "perdants"), "--consolante va avec --teams"),
        (("--teams", "8", "--consolante", "perdant"), "ou perdants pour les perdants du premier"),
    ):
        assert main(["finals", path, *args]) == 2  # a usage error
        out, err = capsys.readouterr()
        assert out == "" and words in err
    assert run(capsys, "finals", path) == {"finals": None}


def test_the_issue_s_command_a_final_of_8_and_a_consolante_of_the_next_8(
    qualified: tuple[str, list[int], dict[int, int]], capsys: pytest.CaptureFixture[str]
) -> None:
    """``--consolante`` alone is the consolante of the next teams, as many as the qualified."""
    path, q, _won = qualified

    drawn = run(capsys, "draw", path, "--phase", "finale", "--qualified", "8", "--consolante")

    assert (drawn["round"], drawn["consolante"]) == (4, "next")
    finale, consolante = drawn["brackets"]
    assert (finale["seeds"], consolante["seeds"]) == (q[:8], q[8:])
    assert len(run(capsys, "tables", path, "--round", "4")["tables"]) == 8
