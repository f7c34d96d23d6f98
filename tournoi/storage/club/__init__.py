"""The club's files kept between concours: the season's challenge (``SAISON.challenge``).

Their own tables (:mod:`~tournoi.storage.club.models`, a metadata apart from
the tournament's) and their own chain of migrations
(``club/migrations/versions``), so that a challenge file and a tournament file
never take each other's schema. SQLite only for now; the club's PostgreSQL
server, where its tournaments already are, would take the same tables.
"""

from tournoi.storage.club.club_file import ChallengeFile, RegisterFile

__all__ = ["ChallengeFile", "RegisterFile"]
