"""The typed errors: :class:`UserError`, the base of every refusal a user can cause, and the engine's.

:class:`UserError` is the one base that the window and the command line
catch: the engine's refusals derive from it, and so do the application's
(services, draws, notation, team files, storage). Anything else that is
raised is a programming error, for the error dialog and the log.

Every engine refusal is a :class:`UserError` carrying the offending
``field`` (as named in the JSON format of the command line), the rule's
``paragraph`` (``"§10.2"``) when one applies, and a French ``message`` for
the user, which ends with that paragraph.

>>> err = ContractError("contract", "Le contrat 85 n'est pas un multiple de 10.", "§4.2.2")
>>> str(err)
"Le contrat 85 n'est pas un multiple de 10. (§4.2.2)"
>>> isinstance(err, DonneError), err.field
(True, 'contract')
"""

from __future__ import annotations


class UserError(ValueError):
    """A refusal of something a user typed, chose or gave: ``str()`` is the French message.

    ``field`` names what is at fault (``None`` when it is the whole request),
    ``paragraph`` the rule it breaks (``"§10.2"``), and the message ends with it.

    >>> err = UserError("Le nombre de tours doit être positif.", field="rounds")
    >>> str(err), err.field, err.paragraph
    ('Le nombre de tours doit être positif.', 'rounds', None)
    """

    def __init__(
        self, message: str, *, field: str | None = None, paragraph: str | None = None
    ) -> None:
        self.field = field
        self.paragraph = paragraph
        self.message = f"{message} ({paragraph})" if paragraph else message
        super().__init__(self.message)


class EngineError(UserError):
    """Base of every refusal of the engine."""

    def __init__(self, field: str | None, message: str, paragraph: str | None = None) -> None:
        super().__init__(message, field=field, paragraph=paragraph)


class RulesError(EngineError):
    """An organiser option, or a combination of options, that cannot be played."""


class DonneError(EngineError):
    """A donne that a score sheet cannot hold."""


class TakerError(DonneError):
    """Taker missing, unknown, or a donne blanche carrying a score."""


class ContractError(DonneError):
    """Contract or coinche missing, malformed, or given where none exists."""


class TrumpError(DonneError):
    """Trump missing, unknown, or not allowed by the rules."""


class PointsError(DonneError):
    """Card points out of range or impossible to make with real tricks."""


class CapotError(DonneError):
    """Capot inconsistent with the points or with the taker."""


class BeloteError(DonneError):
    """More belotes than the trump allows."""


class AnnonceError(DonneError):
    """An annonce that cannot exist, or annonces when they are not played."""


class DecisionError(DonneError):
    """An arbiter's decision without its reason, with marks out of range, or mixed with a donne."""


class PartieOverError(EngineError):
    """A donne added after the one that ended the partie."""


class PlayError(EngineError):
    """A trick or a hand that cannot occur (card seen twice, seat out of turn...)."""


class FormatError(EngineError):
    """A JSON document of the wrong shape: unknown key, wrong type, missing list."""


def os_reason(error: OSError) -> str:
    """What the system says went wrong with a file or a port, for a French message: its own
    words when it gives them (« No such file or directory »), else the whole error.

    >>> os_reason(FileNotFoundError(2, "No such file or directory"))
    'No such file or directory'
    >>> os_reason(OSError("disque plein"))
    'disque plein'
    """
    return error.strerror or str(error)
