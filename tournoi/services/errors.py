"""Refusals of the services, each with a French message for the organiser or the arbiter."""

from __future__ import annotations

from engine import UserError


class ServiceError(UserError):
    """Something the tournament cannot do now; ``str()`` is the French message."""


class NotFoundError(ServiceError):
    """No such team, round, table or donne."""


class StateError(ServiceError):
    """Not possible in the current state: a validated partie, a round already played..."""


class ConflictError(ServiceError):
    """Someone else changed the same partie first (another arbiter station)."""
