"""A concours with finals in the season's challenge: refused while its finals are under way,
saying which stage is left; once over, each player's place is the final ranking's (the
consolante's winner 9th), and his marks and parties won are every partie's, the finals'
included, under ``placing``, ``marks`` and ``wins``; the same from the command line.

Sixteen teams, three Swiss rounds, then a final of 8 and a consolante of the next 8, the
results of tests/services/test_finals_ranking.py: the consolante's winner is its last seed,
16th of the qualifying rounds. Then the refusal's words on brackets built by hand, each at
its own stage.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

from engine import PerTeam
from tests.conftest import WHO, new_tournament
from tournoi.cli import main
from tournoi.services import challenge, draws, scores
from tournoi.services.challenge import DEFAULT_PLACING, ChallengeRules, ConcoursUnfinished, Rule
from tournoi.services.challenge.finals_over import refuse_finals_under_way
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.finals import Bracket, BracketState, Consolante, FinalsState, Match
from tournoi.services.ranking import StandingRow
from tournoi.services.scores import TeamRef
from tournoi.services.standings.current import standings
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database

WON, LOST = 300, 120
"""A finals partie's totals: its winner's and its loser's."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Concours:
    to_draw: Path
    """The quarter-finals played, the semi-finals not drawn."""
    to_play: Path
    """The semi-finals drawn, one of them played."""
    over: Path
    qualifying: dict[int, StandingRow]
    order: list[int]
    """The final ranking's team numbers, best first."""
    finals_won: dict[int, int]
    """The finals' parties each team won; every team but the brackets' winners lost one."""


def play(db: Database, number: int, winners: set[int], *, tables: set[int] | None = None) -> None:
    """Enter round ``number`` (only ``tables`` if given): the team in ``winners`` wins 300 to
    120, and team A of a qualifying table (``winners`` empty) 300 to 100 plus ten times the
    table's number."""
    for table in draws.round_view(db, round_number=number).tables:
        if tables is not None and table.table not in tables:
            continue
        loser = LOST if winners else 100 + 10 * table.table
        a_wins = table.a.number in winners or not winners
        totals = PerTeam(WON, loser) if a_wins else PerTeam(loser, WON)
        scores.record_totals(db, round_number=number, table=table.table, totals=totals, who=WHO)


@contextmanager
def opened(path: Path) -> Iterator[Database]:
    db = tournaments.open_tournament(path)
    try:
        yield db
    finally:
        db.close()


def kept(path: Path, name: str) -> Path:
    """A copy of the closed tournament ``path`` as it stands, named ``name``."""
    return Path(shutil.copy(path, path.with_name(name)))


@pytest.fixture(scope="module")
def noel(tmp_path_factory: pytest.TempPathFactory) -> Concours:
    path = tmp_path_factory.mktemp("finales") / "noel.tournoi"
    db = new_tournament(path, teams=16, rounds=3, draw=DrawMethod.SWISS, name="Noël")
    try:
        play(db, 1, set())
        for number in (2, 3):
            draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
            play(db, number, set())
        qualifying = {row.number: row for row in standings(db)}
        q = list(qualifying)
        start_finals(db, qualified=8, consolante=Consolante.NEXT, who=WHO)
        play(db, 4, {q[0], q[4], q[1], q[2], q[15], q[12], q[9], q[13]})  # quarter-finals
    finally:
        db.close()
    to_draw = kept(path, "quarts.tournoi")
    with opened(path) as db:
        draws.draw_round(db, method=DrawMethod.FINALE, who=WHO)
        play(db, 5, {q[15]}, tables={3})  # the consolante's c8 beats c5
    to_play = kept(path, "demies.tournoi")
    with opened(path) as db:
        play(db, 5, {q[4], q[1], q[13]}, tables={1, 2, 4})
        draws.draw_round(db, method=DrawMethod.FINALE, who=WHO)
        play(db, 6, {q[1], q[15]})  # seed 2 wins the final, the consolante's seed 8 its final
    order = [
        q[1], q[4], q[0], q[2], q[3], q[5], q[6], q[7],
        q[15], q[13], q[9], q[12], q[8], q[10], q[11], q[14],
    ]  # fmt: skip
    won = {q[1]: 3, q[4]: 2, q[0]: 1, q[2]: 1, q[15]: 3, q[13]: 2, q[9]: 1, q[12]: 1}
    return Concours(
        to_draw=to_draw,
        to_play=to_play,
        over=path,
        qualifying=qualifying,
        order=order,
        finals_won={number: won.get(number, 0) for number in q},
    )


def season(folder: Path, rule: Rule, noel: Concours) -> dict[str, tuple[int, int, int, int]]:
    """Each player's place in the concours, and his points, marks and parties won."""
    path = folder / f"{rule}.challenge"
    challenge.create_challenge(path, name="Challenge 2027", rules=ChallengeRules(rule=rule))
    challenge.add_concours(path, tournament=noel.over)
    return {
        row.name: (row.scores[0].rank, row.points, row.marks, row.wins)
        for row in challenge.season(path).rows
    }


def names(number: int) -> tuple[str, str]:
    return f"Jean Martin{number}", f"Paul Durand{number}"


def marks(noel: Concours, number: int) -> int:
    """Every partie's marks: the qualifying rounds', then the finals' won and lost."""
    won = noel.finals_won[number]
    lost = 0 if won == 3 else 1
    return noel.qualifying[number].points_for + WON * won + LOST * lost


def wins(noel: Concours, number: int) -> int:
    return noel.qualifying[number].won + noel.finals_won[number]


@pytest.mark.parametrize(
    ("stage", "left"),
    [
        ("to_draw", "demi-finales du tableau principal et de la consolante à tirer"),
        ("to_play", "demi-finales du tableau principal et de la consolante à jouer"),
    ],
)
def test_a_concours_whose_finals_are_under_way_is_refused_saying_which_stage_is_left(
    tmp_path: Path, noel: Concours, stage: str, left: str
) -> None:
    path = tmp_path / "saison.challenge"
    challenge.create_challenge(path, name="Saison", rules=ChallengeRules(rule=Rule.PLACING))
    with pytest.raises(ConcoursUnfinished) as refused:
        challenge.add_concours(path, tournament=getattr(noel, stage))
    assert refused.value.message == (
        f"Le concours « Noël » n'est pas terminé : sa phase finale se joue encore ({left}). "
        "Ajoutez-le au challenge une fois sa dernière partie jouée."
    )
    assert refused.value.field == "concours"
    assert challenge.season(path).concours == ()


def test_placing_gives_each_player_the_points_of_his_final_ranking_place(
    tmp_path: Path, noel: Concours
) -> None:
    rows = season(tmp_path, Rule.PLACING, noel)
    assert len(rows) == 32
    for place, number in enumerate(noel.order, start=1):
        points = DEFAULT_PLACING[place - 1] if place <= len(DEFAULT_PLACING) else 0
        for name in names(number):
            assert rows[name] == (place, points, marks(noel, number), wins(noel, number))
    # The consolante's winner, 16th of the qualifying rounds, is 9th: 6 points, as its prize.
    consolante_winner = noel.order[8]
    assert noel.qualifying[consolante_winner].rank == 16
    assert rows[names(consolante_winner)[0]][:2] == (9, 6)


@pytest.mark.parametrize("rule", [Rule.MARKS, Rule.WINS])
def test_marks_and_wins_count_every_partie_played_the_finals_included(
    tmp_path: Path, noel: Concours, rule: Rule
) -> None:
    rows = season(tmp_path, rule, noel)
    for place, number in enumerate(noel.order, start=1):
        scored = marks(noel, number)
        points = scored if rule is Rule.MARKS else 4 * wins(noel, number)
        for name in names(number):
            assert rows[name] == (place, points, scored, wins(noel, number))
    # The final's winner: 3 parties won in the finals beside his qualifying ones.
    champion = noel.order[0]
    assert wins(noel, champion) == noel.qualifying[champion].won + 3


def test_the_command_line_refuses_the_finals_under_way_then_takes_the_final_ranking(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, noel: Concours
) -> None:
    path = tmp_path / "saison.challenge"
    assert main(["challenge", "new", str(path), "--name", "Saison", "--rule", "placing"]) == 0
    capsys.readouterr()
    assert main(["challenge", "add", str(path), str(noel.to_play)]) == 1
    assert capsys.readouterr().err == (
        "Le concours « Noël » n'est pas terminé : sa phase finale se joue encore (demi-finales "
        "du tableau principal et de la consolante à jouer). Ajoutez-le au challenge une fois sa "
        "dernière partie jouée.\n"
    )
    assert main(["challenge", "add", str(path), str(noel.over)]) == 0
    capsys.readouterr()
    assert main(["challenge", "standings", str(path)]) == 0
    rows = {row["name"]: row for row in json.loads(capsys.readouterr().out)}
    placed = {
        name: (rows[name]["scores"][0]["rank"], rows[name]["points"])
        for number in noel.order
        for name in names(number)
    }
    assert placed == {
        name: (place, DEFAULT_PLACING[place - 1] if place <= len(DEFAULT_PLACING) else 0)
        for place, number in enumerate(noel.order, start=1)
        for name in names(number)
    }


A, B = TeamRef(1, "Équipe 1"), TeamRef(2, "Équipe 2")


def stage(number: int, matches: int, *, drawn: bool = True, over: bool = True) -> tuple[Match, ...]:
    """A stage of ``matches`` matches, each won by ``A`` when ``over``; not drawn: no round."""
    return tuple(
        Match(
            stage=number, slot=slot, a=A if drawn else None, b=B if drawn else None, seed_a=None,
            seed_b=None, round=3 + number if drawn else None, winner=A if over else None,
        )
        for slot in range(matches)
    )  # fmt: skip


def finals(*brackets: tuple[Bracket, tuple[tuple[Match, ...], ...]]) -> FinalsState:
    return FinalsState(
        qualified=4,
        consolante=Consolante.ALL,
        after_round=3,
        brackets=tuple(
            BracketState(bracket=which, seeds=(A, B), matches=matches)
            for which, matches in brackets
        ),
        drawn_stages=2,
    )


@pytest.mark.parametrize(
    ("state", "left"),
    [
        (  # a final of 4 over, a consolante of 12 on a bracket of 16 at its semi-finals
            finals(
                (Bracket.FINALE, (stage(1, 2), stage(2, 1))),
                (
                    Bracket.CONSOLANTE,
                    (
                        stage(1, 8),
                        stage(2, 4),
                        stage(3, 2, drawn=False, over=False),
                        stage(4, 1, drawn=False, over=False),
                    ),
                ),
            ),
            "demi-finales de la consolante à tirer",
        ),
        (
            finals(
                (Bracket.FINALE, (stage(1, 2), stage(2, 1, over=False))),
                (Bracket.CONSOLANTE, (stage(1, 2), stage(2, 1, over=False))),
            ),
            "finales du tableau principal et de la consolante à jouer",
        ),
        (
            finals(
                (Bracket.FINALE, (stage(1, 2), stage(2, 1, over=False))),
                (
                    Bracket.CONSOLANTE,
                    (stage(1, 4), stage(2, 2, over=False), stage(3, 1, drawn=False, over=False)),
                ),
            ),
            "finale du tableau principal à jouer, demi-finales de la consolante à jouer",
        ),
    ],
)
def test_the_refusal_names_each_brackets_stage_left(state: FinalsState, left: str) -> None:
    with pytest.raises(ConcoursUnfinished) as refused:
        refuse_finals_under_way(state, name="Noël")
    assert f"sa phase finale se joue encore ({left})." in refused.value.message


def test_finals_whose_every_bracket_has_its_winner_are_over() -> None:
    over = finals(
        (Bracket.FINALE, (stage(1, 2), stage(2, 1))),
        (Bracket.CONSOLANTE, (stage(1, 2), stage(2, 1))),
    )
    refuse_finals_under_way(over, name="Noël")


@pytest.mark.parametrize(
    ("rule", "words"),
    [
        (Rule.MARKS, "toutes les parties comptent, celles de la finale et de la consolante"),
        (Rule.WINS, "toutes les parties comptent, celles de la finale et de la consolante"),
        (Rule.PLACING, "la place est celle de son classement final"),
    ],
)
def test_the_rules_in_words_say_what_a_concours_with_finals_brings(rule: Rule, words: str) -> None:
    assert words in ChallengeRules(rule=rule).explained()[1]
