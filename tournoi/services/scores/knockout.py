"""The rules of a knockout partie (a stage of the finals), under the organiser's tie-break.

The organiser's rules stand, save what the finals change: both teams past the
target win on the higher total; equal totals are decided as chosen when the
finals were set up (:class:`~tournoi.services.settings.KnockoutTie`):

- one more donne (the FFB's end of a partie, contrée §10.4 « une nouvelle
  donne est jouée jusqu'à ce que l'égalité soit rompue », classique §10.3): a
  partie in a number of donnes plays on while the totals are equal;
- the better seed (the organiser's own rule): no extra donne, a partie may
  end equal (to a target, in a number of donnes, at the bell); the engine
  scores it as it is, and the finals' state gives the match to the better seed.

>>> from engine import Rules
>>> knockout_rules(Rules(donnes=12)).tie
<Tie.EXTRA_DONNE: 'extra_donne'>
>>> knockout_rules(Rules(target=2000), tie_break=KnockoutTie.BETTER_SEED).ends_equal
True
"""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy import select as sa_select
from sqlmodel import Session, col

from engine import BothOverTarget, Rules, Tie
from tournoi.services.settings import KnockoutTie, TournamentSettings
from tournoi.storage import models


def knockout_rules(rules: Rules, *, tie_break: KnockoutTie = KnockoutTie.EXTRA_DONNE) -> Rules:
    """``rules`` for a partie of the finals: a draw only where ``tie_break`` leaves it to the seeds."""
    if tie_break is KnockoutTie.BETTER_SEED:
        return replace(
            rules,
            both_over_target=BothOverTarget.HIGHER_WINS,
            tie=Tie.DRAW,
            ends_equal=rules.target is not None,
        )
    tie = Tie.EXTRA_DONNE if rules.donnes is not None else rules.tie
    return replace(rules, both_over_target=BothOverTarget.HIGHER_WINS, tie=tie, ends_equal=False)


def seed_words(number: int, seed: int | None, *, final: bool) -> str:
    """« Égalité : l'équipe 3 (tête de série 2) passe au tour suivant » (« remporte la finale »
    for a bracket's last match).

    >>> seed_words(3, 2, final=True)
    "Égalité : l'équipe 3 (tête de série 2) remporte la finale"
    """
    goes = "remporte la finale" if final else "passe au tour suivant"
    return f"Égalité : l'équipe {number} (tête de série {seed}) {goes}"


def seed_verdict(
    session: Session, partie: models.Partie, settings: TournamentSettings
) -> str | None:
    """How a partie of the finals ended equal is decided under the seed rule: its better seed
    goes through, in words (:func:`seed_words`); ``None`` for any other partie."""
    if settings.knockout_tie is not KnockoutTie.BETTER_SEED:
        return None
    place = session.get(models.BracketPartie, partie.id)
    if place is None:
        return None
    seed_table = models.BracketSeed
    query = sa_select(col(seed_table.team_id), col(seed_table.seed)).where(
        col(seed_table.bracket) == place.bracket
    )
    seeds: dict[int, int] = dict(session.execute(query).all())
    sides = [
        (seeds.get(team, len(seeds) + 1), team) for team in (partie.team_a_id, partie.team_b_id)
    ]
    seed, team_id = min(sides)
    team = session.get(models.Team, team_id)
    assert team is not None
    # The final is the stage of one match: the bracket, a power of two, halved at each stage.
    return seed_words(team.number, seed, final=2**place.stage >= len(seeds))


def knockout_parties(session: Session) -> frozenset[int]:
    """The ids of the finals' parties."""
    return frozenset(session.execute(sa_select(col(models.BracketPartie.partie_id))).scalars())


def partie_settings(
    session: Session, partie: models.Partie, settings: TournamentSettings
) -> TournamentSettings:
    """The settings ``partie`` is scored under: the knockout rules for a partie of the finals."""
    return settings_for(settings, knockout=session.get(models.BracketPartie, partie.id) is not None)


def settings_for(settings: TournamentSettings, *, knockout: bool) -> TournamentSettings:
    """The settings a partie is scored under, ``knockout`` for a partie of the finals."""
    if not knockout:
        return settings
    return replace(settings, rules=knockout_rules(settings.rules, tie_break=settings.knockout_tie))
