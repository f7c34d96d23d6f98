"""Whole tournaments played through the services, every draw method, with random valid sheets.

After each round: every active team is drawn exactly once, byes never repeat
while avoidable, Swiss and rotation never pair two teams twice, and the
standings equal a recomputation from the stored donnes alone.
"""

import random
from collections import Counter
from collections.abc import Callable

import pytest
from sqlmodel import col, select

from engine import Partie, Rules, Tie, Variant
from tests.conftest import WHO
from tests.factories import random_sheet, sheet_document
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.ranking import Outcome, ResultRow, TeamEntry, compute_standings
from tournoi.services.scores.records import to_engine
from tournoi.services.settings import ByeMarks, ByeScoring, TournamentSettings
from tournoi.services.standings import current as standings
from tournoi.storage import Database, models


def play_round(
    db: Database, rng: random.Random, rules: Rules, method: DrawMethod
) -> draws.RoundView:
    view = draws.draw_round(db, method=method, seed=rng.randrange(10**6), who=WHO)
    for table in view.tables:
        scores.import_sheet(
            db,
            round_number=view.number,
            table=table.table,
            document=sheet_document(random_sheet(rng, rules)),
            who=WHO,
        )
    return view


def recomputed_standings(
    db: Database, settings: TournamentSettings
) -> list[tuple[int, int, int, int]]:
    """The standings from the stored donnes only: each partie scored again by the engine."""
    rows: list[ResultRow] = []
    with db.session() as session:
        numbers = {t.id: t.number for t in session.exec(select(models.Team))}
        entries = [
            TeamEntry(number=t.number, name=t.name) for t in session.exec(select(models.Team))
        ]
        for round_row in session.exec(select(models.Round)):
            bye_marks = settings.bye_marks(None)
            if round_row.bye_team_id is not None:
                rows.append(ResultRow(round=round_row.number, team=numbers[round_row.bye_team_id],
                                      opponent=None, marks_for=bye_marks, marks_against=0,
                                      outcome=Outcome.BYE))  # fmt: skip
            for partie in session.exec(
                select(models.Partie).where(models.Partie.round_id == round_row.id)
            ):
                donnes = session.exec(
                    select(models.Donne)
                    .where(models.Donne.partie_id == partie.id)
                    .order_by(col(models.Donne.number))
                ).all()
                scored = Partie(settings.rules, [to_engine(d) for d in donnes])
                assert scored.is_over
                a, b = numbers[partie.team_a_id], numbers[partie.team_b_id]
                for team, other, mine, theirs, side in (
                    (a, b, scored.totals.a, scored.totals.b, "A"),
                    (b, a, scored.totals.b, scored.totals.a, "B"),
                ):
                    if scored.winner is None:
                        outcome = Outcome.DRAW
                    else:
                        outcome = Outcome.WIN if scored.winner.value == side else Outcome.LOSS
                    rows.append(ResultRow(round=round_row.number, team=team, opponent=other,
                                          marks_for=mine, marks_against=theirs, outcome=outcome))  # fmt: skip
    computed = compute_standings(teams=entries, results=rows, settings=settings.ranking)
    return [(r.rank, r.number, r.points_for, r.points_against) for r in computed]


CASES = [
    (8, 5, DrawMethod.SWISS, Rules(target=700)),
    (8, 7, DrawMethod.ROTATION, Rules(target=700)),
    (
        8,
        4,
        DrawMethod.RANDOM,
        Rules(variant=Variant.CLASSIQUE, annonces=True, donnes=6, tie=Tie.EXTRA_DONNE),
    ),
    (37, 5, DrawMethod.SWISS, Rules(variant=Variant.CLASSIQUE, target=600)),
    (37, 4, DrawMethod.ROTATION, Rules(target=700, sans_atout_tout_atout=True)),
    (37, 4, DrawMethod.RANDOM, Rules(target=700)),
    (200, 3, DrawMethod.SWISS, Rules(target=500)),
    (200, 2, DrawMethod.RANDOM, Rules(donnes=4)),
    (200, 2, DrawMethod.ROTATION, Rules(variant=Variant.CLASSIQUE, donnes=4)),
]


@pytest.mark.parametrize(("size", "rounds", "method", "rules"), CASES,
                         ids=[f"{c[0]}-{c[2].value}-{c[3].variant.value}" for c in CASES])  # fmt: skip
def test_tournament(
    tournament: Callable[..., Database], size: int, rounds: int, method: DrawMethod, rules: Rules
) -> None:
    rng = random.Random(size * 1000 + rounds)
    bye = ByeScoring(mode=ByeMarks.FIXED, marks=350) if rules.target is None else ByeScoring()
    settings = TournamentSettings(rules=rules, rounds=rounds, bye=bye)
    db = tournament(teams=size, rules=rules, rounds=rounds, bye=bye, name="Simulation")
    met: set[frozenset[int]] = set()
    byes: Counter[int] = Counter()
    for _ in range(rounds):
        view = play_round(db, rng, rules, method)
        drawn = [t.a.number for t in view.tables] + [t.b.number for t in view.tables]
        if view.bye is not None:
            drawn.append(view.bye.number)
            byes[view.bye.number] += 1
        assert sorted(drawn) == list(range(1, size + 1)), "every team exactly once"
        exempt_counts = [byes[n] for n in range(1, size + 1)]
        assert max(exempt_counts) - min(exempt_counts) <= 1, "no second bye while avoidable"
        pairs = [frozenset((t.a.number, t.b.number)) for t in view.tables]
        if method is not DrawMethod.RANDOM:
            assert not met & set(pairs), "no rematch"
        met |= set(pairs)
        assert draws.round_view(db, round_number=view.number).is_complete
        served = [
            (r.rank, r.number, r.points_for, r.points_against) for r in standings.standings(db)
        ]
        assert served == recomputed_standings(db, settings)
