"""The season's challenge: finished concours added to a file of their own, ranked by the club's
rules (marks, wins, placing; the best K; a minimum of concours), per player or per team."""

from tournoi.services.challenge.errors import (
    ChallengeRuleError,
    ConcoursAlreadyAdded,
    ConcoursNotInChallenge,
    ConcoursUnfinished,
)
from tournoi.services.challenge.rules import (
    DEFAULT_PLACING,
    ChallengeRules,
    Ranked,
    Rule,
    parse_placing,
)
from tournoi.services.challenge.season import (
    FILE_SUFFIX,
    ConcoursInfo,
    Season,
    add_concours,
    create_challenge,
    number_of,
    remove_concours,
    season,
)
from tournoi.services.challenge.standings import ChallengeRow, ConcoursScore

__all__ = [
    "DEFAULT_PLACING",
    "FILE_SUFFIX",
    "ChallengeRow",
    "ChallengeRuleError",
    "ChallengeRules",
    "ConcoursAlreadyAdded",
    "ConcoursInfo",
    "ConcoursNotInChallenge",
    "ConcoursScore",
    "ConcoursUnfinished",
    "Ranked",
    "Rule",
    "Season",
    "add_concours",
    "create_challenge",
    "number_of",
    "parse_placing",
    "remove_concours",
    "season",
]
