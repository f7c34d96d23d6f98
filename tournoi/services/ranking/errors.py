"""The refusals of the standings, each naming the input at fault."""

from __future__ import annotations

from tournoi.services.errors import ServiceError


class RankingError(ServiceError):
    """Base of every refusal of the standings: ``field`` names the offending input."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


class CriteriaError(RankingError):
    """Ranking criteria missing, unknown, repeated, or head-to-head first."""


class RankingPointsError(RankingError):
    """A scale of ranking points that is negative or rewards the worse result."""


class TeamError(RankingError):
    """A team number that is not positive or is registered twice."""


class ResultError(RankingError):
    """A result that names an unknown team, or disagrees with its opponent's."""
