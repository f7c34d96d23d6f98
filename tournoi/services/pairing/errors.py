"""The refusals of a draw, each naming the input at fault."""

from __future__ import annotations

from engine import UserError


class PairingError(UserError):
    """Base of every refusal of the draw: ``field`` names the offending input."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message, field=field)


class EntrantError(PairingError):
    """A team number, rank, fixed table or bye count out of range."""


class DuplicateTeamError(PairingError):
    """The same team number given twice."""


class FixedTableError(PairingError):
    """Two teams given the same fixed table."""


class RotationError(PairingError):
    """A negative number of rounds, or a rotation round that does not hold the teams drawn."""
