"""The challenge's refusals, one per way a request can be wrong, each with its French message."""

from __future__ import annotations

from tournoi.services.errors import ConflictError, NotFoundError, ServiceError, StateError


class ChallengeRuleError(ServiceError):
    """A rule of the challenge that cannot be applied (a best K of 0, a placing table of words)."""


class ConcoursAlreadyAdded(ConflictError):  # noqa: N818 (a fact the organiser is told)
    """The same tournament added twice, whatever its file is called now."""


class ConcoursUnfinished(StateError):  # noqa: N818
    """A concours whose rounds are not all drawn and played, or whose finals are under way."""


class ConcoursOfAnotherClub(ConflictError):  # noqa: N818
    """A concours organised by another club than the challenge's."""


class ConcoursNotInChallenge(NotFoundError):  # noqa: N818
    """A concours to remove that the challenge does not hold."""
