"""The rules of a knockout partie (a stage of the finals): it cannot end equal.

The organiser's rules stand, save what would let a partie of the finals end
in a draw: both teams past the target win on the higher total, equal totals
play on (contrée §10.4 « une nouvelle donne est jouée jusqu'à ce que
l'égalité soit rompue », classique §10.3); a partie in a number of donnes
plays one more donne while the totals are equal.

>>> from engine import Rules
>>> knockout_rules(Rules(donnes=12)).tie
<Tie.EXTRA_DONNE: 'extra_donne'>
"""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy import select as sa_select
from sqlmodel import Session, col

from engine import BothOverTarget, Rules, Tie
from tournoi.services.settings import TournamentSettings
from tournoi.storage import models


def knockout_rules(rules: Rules) -> Rules:
    """``rules`` without a draw."""
    tie = Tie.EXTRA_DONNE if rules.donnes is not None else rules.tie
    return replace(rules, both_over_target=BothOverTarget.HIGHER_WINS, tie=tie)


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
    return replace(settings, rules=knockout_rules(settings.rules)) if knockout else settings
