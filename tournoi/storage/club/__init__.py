"""The club's files kept between concours: the season's challenge (``SAISON.challenge``).

Their own tables (:mod:`~tournoi.storage.club.models`, a metadata apart from
the tournament's) and their own chain of migrations
(``club/migrations/versions``), so that a challenge file and a tournament file
never take each other's schema. A SQLite file, or a database of its own on the
club's PostgreSQL server, where its tournaments already are: the same tables.
"""

from tournoi.storage.club.club_file import ChallengeFile, RegisterFile, is_server_url

__all__ = ["ChallengeFile", "RegisterFile", "is_server_url"]
