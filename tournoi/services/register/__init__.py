"""The club's register of players: suggested as registration is typed, filled as teams are
registered, imported from a team file or a past tournament, exported, a person deleted."""

from tournoi.services.register.book import (
    FILE_SUFFIX,
    RegisteredPlayer,
    Suggestion,
    create_register,
    forget_person,
    open_or_create,
    partner_of,
    people,
    remember_teams,
    suggestions,
    suggestions_with_partners,
)
from tournoi.services.register.places import Place, place_of
from tournoi.services.register.transfer import (
    import_team_file,
    import_tournament,
)

__all__ = [
    "FILE_SUFFIX",
    "Place",
    "RegisteredPlayer",
    "Suggestion",
    "create_register",
    "forget_person",
    "import_team_file",
    "import_tournament",
    "open_or_create",
    "partner_of",
    "people",
    "place_of",
    "remember_teams",
    "suggestions",
    "suggestions_with_partners",
]
